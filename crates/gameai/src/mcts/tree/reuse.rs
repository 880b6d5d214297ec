//! 트리 재사용: 수를 둔 뒤 그 수의 부분 트리를 새 루트로 남기고, 나머지 자리는 돌려준다.

use super::{Mcts, NONE};
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

    /// 노드 `c`를 새 루트로: 그 부분 트리만 남겨 배열 앞으로 모은다. 자식은 늘 부모보다 뒤에 만들어지므로 (번호가 크다) 번호 차례로 앞으로 당기면
    /// 제자리에서 모인다: 옮기는 동안 더 드는 메모리는 노드마다 번호 하나(4바이트)뿐이다. 남은 것
    /// 뒤의 덩어리들은 놓아 준다.
    fn reroot(&mut self, c: u32) {
        const DROP: u32 = u32::MAX;
        let len = self.nodes.len();
        let mut remap = vec![DROP; len];
        let mut stack = vec![c];
        while let Some(i) = stack.pop() {
            remap[i as usize] = 0;
            stack.extend(self.children(i));
        }
        let mut kept = 0u32;
        for slot in &mut remap[c as usize..] {
            if *slot != DROP {
                *slot = kept;
                kept += 1;
            }
        }
        let moved = |i: u32| if i == NONE { NONE } else { remap[i as usize] };
        for (i, &to) in remap.iter().enumerate().skip(c as usize) {
            if to == DROP {
                continue;
            }
            let mut node = self.nodes[i];
            node.first_child = moved(node.first_child);
            node.next_sibling = if to == 0 {
                NONE
            } else {
                moved(node.next_sibling)
            };
            self.nodes[to as usize] = node;
        }
        // 빈 덩어리는 놓아 준다.
        self.nodes.truncate(kept as usize);
    }
}
