//! 탐색 설정.

use crate::tt::KeyMode;

/// 탐색 설정.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// 가장 깊이.
    pub max_depth: u32,
    /// 시간 한도 (밀리초). 넘으면 찾던 깊이를 멈추고 마지막으로 끝낸 깊이의 답을 쓴다 (찾던 깊이의
    /// 뿌리에서 이미 더 좋은 수가 나왔으면 그 수를).
    pub max_millis: Option<u64>,
    /// 새 깊이를 시작하지 않는 시간 (밀리초, 없으면 `max_millis`까지 새 깊이를 시작한다). 한도의 반쯤이
    /// 지나 시작한 깊이는 한도 안에 끝나지 못하기 쉽다: 그 시간을 버리지 않고 시계에 남긴다
    /// ([`super::soft_millis`]). 뿌리의 최선의 수가 방금 바뀌었으면 더 길게, 여러 깊이째 같으면 더 짧게 쓴다.
    pub soft_millis: Option<u64>,
    /// 전치표를 쓰는가.
    pub use_tt: bool,
    /// 표의 칸 수 = 2^tt_bits.
    pub tt_bits: u32,
    /// 열쇠 모드 (충돌 수업).
    pub key_mode: KeyMode,
    /// 깊이마다 찾는 줄의 수 (MultiPV, 1이면 가장 좋은 수 하나만). 줄이 늘면 깊이마다 일도 는다.
    pub multipv: u32,
    /// 선택적 탐색 (역사 휴리스틱, 널 무브, 늦은 수 줄이기, 체크 연장, 정적 평가의 가지치기; 게임이 알려 줄 때만). 기본
    /// 켬. 끄면 평범한 알파-베타 + 표: 값이 가지치기 없는 네가맥스와 같다 (오라클 시험, 표 켬/끔 비교).
    pub selective: bool,
    /// 알파-베타 가지치기. 끄면 평범한 미니맥스: 모든 자식을 온전한 창으로 찾고 자르지 않는다 (설명의
    /// 첫 계단; PVS와 열망 창도 쓰지 않는다). 잎의 고요 탐색(체스)은 그대로 알파-베타다: 잎의 값을
    /// 정하는 일이고, 온전한 창으로 들어오므로 그 값은 가지치기 없이 찾은 값과 같다.
    pub pruning: bool,
    /// 수 순서 (표의 수를 먼저, 게임의 정렬, 킬러, 역사). 끄면 게임이 만든 차례 그대로
    /// ([`super::SearchGame::unordered_moves`]).
    pub ordering: bool,
    /// 주요 변화 탐색(영 창과 다시 찾기)과 뿌리의 열망 창.
    pub pvs: bool,
    /// 위협 탐색 (게임이 알려 줄 때만: 오목의 VCF, [`super::SearchGame::forced_win`]): 잎에서 둘 차례인
    /// 쪽이 넷으로만 이기면 그 잎의 값은 이김이다. 선택적 탐색의 하나라 `selective`가 켜졌을 때만 쓴다.
    /// 기본 켬; 끄면 같은 시간의 자체 대국에서 견줄 "전" 엔진.
    pub threats: bool,
    /// 뿌리의 위협 탐색 (`threats`가 켜졌을 때, 게임이 알려 줄 때만: 오목의 VCF·VCT,
    /// [`super::SearchGame::root_threats`]): 깊이 1 전에 강제 승리를 찾아 두고, 상대의 것은 막는다. 기본
    /// 켬; 난이도의 "입문"은 끈다 (입문자가 셋을 두어 이길 수 있게).
    pub root_threats: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            max_depth: 4,
            max_millis: None,
            soft_millis: None,
            use_tt: true,
            tt_bits: 18,
            key_mode: KeyMode::Full64,
            multipv: 1,
            selective: true,
            pruning: true,
            ordering: true,
            pvs: true,
            threats: true,
            root_threats: true,
        }
    }
}

/// 엔진을 한 기법씩 쌓는 계단 (설명의 "탐색 나무"와 명령줄의 옵션): 각 계단은 앞 계단에 하나를 더한다.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rung {
    /// 가지치기 없는 미니맥스 (네가맥스).
    Minimax,
    /// + 알파-베타 가지치기 (게임이 만든 차례 그대로).
    AlphaBeta,
    /// + 수 순서 (게임의 정렬, 킬러, 역사).
    Ordering,
    /// + 전치표 (표의 수를 먼저, 표의 값으로 끝내기, 부모에서 먼저 보기).
    Table,
    /// + 주요 변화 탐색과 열망 창.
    Pvs,
    /// + 선택적 탐색 (널 무브, 늦은 수 줄이기, 체크 연장, 정적 평가의 가지치기; 게임이 알려 줄 때만: 체스). 엔진의 기본.
    Selective,
}

impl Rung {
    /// 모든 계단, 차례대로.
    pub const ALL: [Rung; 6] = [
        Rung::Minimax,
        Rung::AlphaBeta,
        Rung::Ordering,
        Rung::Table,
        Rung::Pvs,
        Rung::Selective,
    ];

    /// `base`에 이 계단의 기법들을 켜고 끈 설정 (깊이, 표 크기 같은 나머지는 그대로).
    pub fn config(self, base: SearchConfig) -> SearchConfig {
        SearchConfig {
            pruning: self >= Rung::AlphaBeta,
            ordering: self >= Rung::Ordering,
            use_tt: self >= Rung::Table,
            pvs: self >= Rung::Pvs,
            selective: self >= Rung::Selective,
            ..base
        }
    }
}
