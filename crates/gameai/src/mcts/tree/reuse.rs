//! 트리 재사용: 수를 둔 뒤 그 수의 부분 트리를 새 루트로 남기고, 나머지 자리는 돌려준다.

use super::Mcts;
use super::recycle::DROP;
use crate::mcts::policy::Rollout;
use crate::mcts::snapshot::LastIteration;

impl<G: Rollout> Mcts<G> {
    /// 수 `mv`를 둔 뒤로 루트를 옮긴다. 트리 재사용이 켜져 있고 그 자식이 있으면 부분 트리만
    /// 남기고 (나머지 자리는 다시 쓴다), 아니면 처음부터.
    pub fn advance(&mut self, mv: G::Move) {
        self.root_state.play_unchecked(mv);
        let child = self
            .children(0)
            .find(|&i| self.nodes[i as usize].mv == Some(mv));
        match child {
            Some(c) if self.config.reuse => self.reroot(c),
            _ => self.reset_tree(),
        }
        self.full = false;
        self.last = LastIteration::default();
    }

    /// 노드 `c`를 새 루트로: 그 부분 트리만 남겨 배열 앞으로 모은다 ([`Self::compact`]: 부분 트리에서
    /// 번호가 가장 작은 것이 `c`이므로 `c`가 0번이 된다).
    fn reroot(&mut self, c: u32) {
        let mut keep = vec![DROP; self.nodes.len()];
        let mut stack = vec![c];
        while let Some(i) = stack.pop() {
            keep[i as usize] = 0;
            stack.extend(self.children(i));
        }
        self.compact(keep);
    }
}
