//! 탐색을 위한 게임 지식: 정적 평가와 수 순서, 그리고 알파-베타가 쓰는 [`crate::search::SearchGame`]
//! 구현. 규칙은 `games/`에만 있고, 여기는 "어떻게 잘 두나"만 있다.

pub mod chess;
pub mod gomoku;
