//! 탐색 설정.

use crate::tt::KeyMode;

/// 탐색 설정.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// 가장 깊이.
    pub max_depth: u32,
    /// 시간 한도 (밀리초). 넘으면 마지막으로 끝낸 깊이의 답을 쓴다.
    pub max_millis: Option<u64>,
    /// 전치표를 쓰는가.
    pub use_tt: bool,
    /// 표의 칸 수 = 2^tt_bits.
    pub tt_bits: u32,
    /// 열쇠 모드 (충돌 수업).
    pub key_mode: KeyMode,
    /// 깊이마다 찾는 줄의 수 (MultiPV, 1이면 가장 좋은 수 하나만). 줄이 늘면 깊이마다 일도 는다.
    pub multipv: u32,
    /// 선택적 탐색 (역사 휴리스틱, 널 무브, 늦은 수 줄이기, 체크 연장; 게임이 알려 줄 때만). 기본
    /// 켬. 끄면 평범한 알파-베타 + 표: 값이 가지치기 없는 네가맥스와 같다 (오라클 시험, 표 켬/끔 비교).
    pub selective: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            max_depth: 4,
            max_millis: None,
            use_tt: true,
            tt_bits: 18,
            key_mode: KeyMode::Full64,
            multipv: 1,
            selective: true,
        }
    }
}
