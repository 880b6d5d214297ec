//! 몬테카를로 트리 탐색 (UCT). 평가 함수 없이, 무작위 대국의 결과만으로 트리를 키운다.
//!
//! 한 번의 반복 = 선택 (UCT = W/N + C·√(ln N_부모 / N)이 가장 큰 자식으로 내려감) → 확장 (아직
//! 안 해 본 수 하나를 더함) → 시뮬레이션 (끝까지 무작위로 둠) → 역전파 (길 위의 노드마다 N + 1,
//! 그 노드로 들어오는 수를 둔 쪽이 이겼으면 W + 1, 비기면 ½). 실제로 두는 수는 방문이 가장 많은 루트
//! 자식이다 (승률이 가장 높은 것이 아니라).
//!
//! 참고: L. Kocsis, C. Szepesvári, "Bandit based Monte-Carlo Planning" (ECML 2006);
//! <https://www.chessprogramming.org/UCT>. RAVE/AMAF: S. Gelly, D. Silver, "Combining Online and
//! Offline Knowledge in UCT" (ICML 2007). 결정적 수: F. Teytaud, O. Teytaud, "On the Huge Benefit of
//! Decisive Moves in Monte-Carlo Tree Search Algorithms" (CIG 2010).
//!
//! 노드는 한 배열(arena)에 있고, 자식은 처음 고를 때 하나씩 만든다 (반복 하나에 노드 하나): 자식을
//! 한꺼번에 만드는 흔한 구현보다 헥스 11×11에서 메모리가 열 배 넘게 적다 (`tree.rs`, docs/measurements.md).
//! 트리는 메모리 상한 안에서 자란다 ([`crate::memory`]).
//!
//! 파일 나눔: `game`(MCTS가 보는 규칙), `policy`(UCT, RAVE, 결정적 수, 시뮬레이션), `tree`(트리 하나와
//! 반복), `parallel`(루트 병렬과 예산), `snapshot`(도중과 끝의 모습).

mod game;
mod parallel;
mod policy;
mod snapshot;
mod tree;

pub use game::Game;
pub use parallel::{
    Search, available_threads, merge_decisions, merge_root, merge_snapshots, merged_pv,
};
pub use policy::{Config, Limit, Rollout, rave_blend, uct};
pub use snapshot::{ChildStat, Decision, LastIteration, SnapNode, Snapshot, TreeMemory};
pub use tree::{Mcts, PV_LEN};
