//! 게임의 규칙만 담는다. 평가와 전략은 다른 모듈에 있다.

pub mod nim;
pub mod wythoff;
