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
}

impl<M> ChildStat<M> {
    /// 승률 (둘 차례인 쪽에서 본). 방문이 없으면 0.
    pub fn win_rate(&self) -> f32 {
        if self.visits == 0 {
            0.0
        } else {
            self.wins / self.visits as f32
        }
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
}
