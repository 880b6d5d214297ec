//! 탐색 도중과 끝의 모습: 루트 자식의 통계, 그리기용 트리, 마지막 반복, 결론. 앱이 그리고 명령줄이
//! 찍는 것은 모두 여기의 값이다 (복사해서 넘긴다).

use crate::games::Status;

/// 루트 자식 하나의 통계.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChildStat<M> {
    /// 수.
    pub mv: M,
    /// 방문 수.
    pub visits: u32,
    /// 그 수를 둔 쪽(= 루트에서 둘 차례)의 승점 합.
    pub wins: f32,
    /// AMAF 방문 수: 루트에서 시작한 반복 가운데 그 수를 (같은 쪽이) 나중에라도 둔 것. RAVE가 꺼져
    /// 있으면 0.
    pub amaf_visits: u32,
    /// 그 AMAF 방문들의 승점 합.
    pub amaf_wins: f32,
}

impl<M> ChildStat<M> {
    /// 승률 (둘 차례인 쪽에서 본). 방문이 없으면 0.
    pub fn win_rate(&self) -> f32 {
        ratio(self.wins, self.visits)
    }

    /// RAVE 값 = AMAF 승률 (둘 차례인 쪽에서 본). AMAF 방문이 없으면 `None` (RAVE가 꺼져 있다).
    pub fn amaf_rate(&self) -> Option<f32> {
        (self.amaf_visits > 0).then(|| ratio(self.amaf_wins, self.amaf_visits))
    }
}

fn ratio(wins: f32, visits: u32) -> f32 {
    if visits == 0 {
        0.0
    } else {
        wins / visits as f32
    }
}

/// 그리기용 트리 노드.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SnapNode<M> {
    /// 노드 번호 (같은 탐색 안에서 고정).
    pub id: u32,
    /// 부모 번호 (루트는 자기 자신).
    pub parent: u32,
    /// 깊이 (루트 0).
    pub depth: u32,
    /// 들어오는 수.
    pub mv: Option<M>,
    /// 방문 수.
    pub visits: u32,
    /// 들어오는 수를 둔 쪽의 승점 합.
    pub wins: f32,
}

/// 마지막 반복의 모습.
#[derive(Clone, Debug, PartialEq)]
pub struct LastIteration<M> {
    /// 선택·확장으로 지나간 노드 번호들 (루트부터).
    pub path: Vec<u32>,
    /// 시뮬레이션에서 둔 수들.
    pub rollout: Vec<M>,
    /// 결과.
    pub result: Option<Status>,
}

impl<M> Default for LastIteration<M> {
    fn default() -> Self {
        LastIteration {
            path: Vec::new(),
            rollout: Vec::new(),
            result: None,
        }
    }
}

/// 트리들이 잡은 메모리와 그 상한 (패널의 "트리가 찼다").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeMemory {
    /// 잡은 바이트 ([`super::Mcts::memory_bytes`]의 합).
    pub bytes: u64,
    /// 상한 (바이트; 없으면 0).
    pub limit: u64,
    /// 상한이 차서 더 자라지 못했는가.
    pub full: bool,
}

impl TreeMemory {
    /// 트리마다(작업자마다)의 것을 하나로: 바이트와 상한은 더하고, 하나라도 찼으면 찼다.
    pub fn sum(parts: impl IntoIterator<Item = TreeMemory>) -> TreeMemory {
        parts
            .into_iter()
            .fold(TreeMemory::default(), |a, b| TreeMemory {
                bytes: a.bytes + b.bytes,
                limit: a.limit + b.limit,
                full: a.full || b.full,
            })
    }
}

/// 생각 도중의 모습.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot<M> {
    /// 지금까지의 반복 수.
    pub iterations: u64,
    /// 걸린 시간 (초).
    pub elapsed: f32,
    /// 루트 자식들.
    pub root: Vec<ChildStat<M>>,
    /// 정해진 깊이까지의 트리 (방문 있는 노드만).
    pub tree: Vec<SnapNode<M>>,
    /// 마지막 반복.
    pub last: LastIteration<M>,
    /// 주요 변화: 루트에서 방문이 가장 많은 자식을 따라간 수들 (첫 수는 지금 둔다면 둘 수).
    pub pv: Vec<M>,
    /// 트리의 메모리.
    pub memory: TreeMemory,
}

/// 탐색의 결론.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision<M> {
    /// 방문이 가장 많은 루트 자식. 둘 수가 없으면 `None`.
    pub best: Option<M>,
    /// 반복 수.
    pub iterations: u64,
    /// 걸린 시간 (초).
    pub elapsed: f32,
    /// 루트 자식들 (방문이 많은 순).
    pub root: Vec<ChildStat<M>>,
    /// 주요 변화 (첫 수는 `best`). 둘 수가 없으면 비었다.
    pub pv: Vec<M>,
    /// 트리의 메모리.
    pub memory: TreeMemory,
}
