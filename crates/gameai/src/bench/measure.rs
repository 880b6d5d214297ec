//! 벤치마크의 틀: 줄([`Line`])과 수치([`Figure`]), 설정, 재기([`measure`]).

use core::time::Duration;

use crate::step::Instant;

/// 한 벤치마크 줄의 수치 하나.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// 정수 (개수).
    Int(u64),
    /// 실수 (초당 처리량, 비율 …).
    Float(f64),
    /// 글자 (보드 크기 등 설명).
    Text(String),
}

/// 벤치마크 결과 한 줄: `{"bench": name, …figures}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// 벤치마크 이름.
    pub bench: String,
    /// 이름 붙은 수치들 (출력 순서대로).
    pub figures: Vec<(&'static str, Figure)>,
}

/// 벤치마크 설정.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// 측정 하나에 쓸 최소 시간.
    pub min_time: Duration,
}

impl Config {
    /// 보통 측정 (측정 하나에 0.5초).
    pub const FULL: Config = Config {
        min_time: Duration::from_millis(500),
    };
    /// 빠른 확인용 (CI, 테스트).
    pub const QUICK: Config = Config {
        min_time: Duration::from_millis(20),
    };
}

/// `work`를 `min_time`이 지날 때까지 되풀이하고 (반복 횟수, 걸린 초)를 돌려준다.
/// `work`는 한 번에 처리한 단위 수를 돌려주며, 합계가 함께 돌아온다.
pub fn measure(min_time: Duration, mut work: impl FnMut() -> u64) -> (u64, f64) {
    let start = Instant::now();
    let mut units = 0u64;
    loop {
        units += work();
        let secs = start.elapsed().as_secs_f64();
        if secs >= min_time.as_secs_f64() {
            return (units, secs);
        }
    }
}
