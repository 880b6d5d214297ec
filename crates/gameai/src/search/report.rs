//! 탐색이 내놓는 것의 모양: 깊이마다의 보고, MultiPV의 줄, 결론, 생각 도중의 스냅숏.

use crate::tt::TtStats;

/// MultiPV의 줄 하나: 뿌리의 한 수에서 시작하는 주요 변화와 그 값.
#[derive(Clone, Debug, PartialEq)]
pub struct PvLine<M> {
    /// 이 줄을 찾은 깊이 (시간이 다 되어 끝내지 못한 줄은 앞 깊이의 것이다).
    pub depth: u32,
    /// 값 (뿌리에서 둘 차례인 쪽에서).
    pub value: i32,
    /// 주요 변화 (첫 수가 이 줄의 뿌리 수).
    pub pv: Vec<M>,
}

/// 끝낸 깊이 하나의 보고.
#[derive(Clone, Debug, PartialEq)]
pub struct DepthReport<M> {
    /// 깊이.
    pub depth: u32,
    /// 최선의 수.
    pub best: Option<M>,
    /// 값 (둘 차례인 쪽에서).
    pub value: i32,
    /// 주요 변화 (표의 최선의 수를 따라간 것).
    pub pv: Vec<M>,
    /// MultiPV의 줄들, 좋은 순 (첫 줄은 `value`와 `pv`). 둘 수가 없으면 비었다.
    pub lines: Vec<PvLine<M>>,
    /// 지금까지의 노드 수 (모든 깊이 합). 뿌리의 위협 탐색이 알파-베타 없이 끝낸 결론이면 그 위협 탐색이
    /// 본 노드 수.
    pub nodes: u64,
    /// 지금까지 β에 닿아 자른 노드 수 (모든 깊이 합; 널 무브로 자른 것과 고요 탐색의 stand pat은 빼고).
    pub cutoffs: u64,
    /// 끝낸 깊이마다 (깊이, 그 깊이를 끝냈을 때의 누적 노드 수), 이 보고의 깊이까지 차례로 (마지막은
    /// 이 보고의 `depth`와 `nodes`). 결론 하나로 깊이마다의 일을 그릴 수 있게 (표 켬/끔 비교의 막대).
    pub history: Vec<(u32, u64)>,
    /// 표의 셈.
    pub tt: TtStats,
    /// 지금까지 끝내기 표가 값을 준 노드 수 ([`super::Oracle`]; UCI의 `tbhits`).
    pub endgame: u64,
    /// 이기는 값이 위협 탐색에서 왔으면 (잎의 것이든 뿌리의 것이든), `pv`의 끝에 붙인 그 강제 수순의
    /// 반수 (오목: 넷의 수순 VCF, 또는 셋도 쓰는 VCT). 아니면 0.
    pub threat: u32,
    /// 그 강제 수순이 셋도 쓴다 (오목의 VCT; 넷만이면 `false`).
    pub threes: bool,
    /// 뿌리의 위협 탐색이 본 상대의 강제 승리 (둘 차례인 쪽이 가만히 있으면): 있으면 뿌리의 수는 그것을
    /// 막는 수들로 묶였다 ([`RootThreats::defences`]).
    pub foe: Option<ThreatLine<M>>,
    /// 걸린 초.
    pub elapsed: f32,
    /// 이 깊이를 다 찾지 못했다: 시간이 다 되어 끊긴 깊이의 뿌리에서, 앞 깊이의 최선보다 높게 나온 수로
    /// 낸 보고다 (그 수의 값은 그 깊이로 찾았지만, 보지 못한 뿌리의 수가 있으니 뿌리의 값으로는 하한이다;
    /// UCI는 `lowerbound`로 알린다).
    pub partial: bool,
}

/// 위협 탐색이 찾은 강제 승리의 수순 (공격, 답, …, 다섯).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreatLine<M> {
    /// 수순.
    pub line: Vec<M>,
    /// 셋도 쓴다 (VCT; 넷만이면 VCF).
    pub threes: bool,
}

/// 뿌리에서 한 번 보는 위협 ([`super::SearchGame::root_threats`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootThreats<M> {
    /// 둘 차례인 쪽의 강제 승리.
    pub win: Option<ThreatLine<M>>,
    /// 둘 차례인 쪽이 차례를 넘긴다면 상대가 가질 강제 승리.
    pub foe: Option<ThreatLine<M>>,
    /// `foe`가 있을 때, 둔 뒤에 상대의 강제 승리가 (한도 안에서) 보이지 않는 수들. 비었으면 막을 수가 없다.
    pub defences: Vec<M>,
    /// 위협 탐색이 본 노드 수.
    pub nodes: u64,
}

impl<M> Default for RootThreats<M> {
    fn default() -> Self {
        RootThreats {
            win: None,
            foe: None,
            defences: Vec::new(),
            nodes: 0,
        }
    }
}

/// 탐색의 결론 (마지막으로 끝낸 깊이).
pub type SearchResult<M> = DepthReport<M>;

/// 생각 도중의 모습.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchSnapshot<M> {
    /// 지금 찾는 깊이.
    pub depth: u32,
    /// 노드 수.
    pub nodes: u64,
    /// 표의 셈.
    pub tt: TtStats,
    /// 끝내기 표가 값을 준 노드 수.
    pub endgame: u64,
    /// 끝낸 깊이들.
    pub done: Vec<DepthReport<M>>,
}
