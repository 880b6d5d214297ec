//! 트리가 자라는 곳: 자리 잡기 (메모리 상한), 노드 펼치기 (둘 수 있는 수를 센다), 자식 하나 만들기.
//! 상한이 차면 `make_room`이 트리가 찼다고 적고, 재활용이 켜져 있으면 다음 반복 앞에서 방문이 적은
//! 노드들을 놓아 준다 (`recycle.rs`).

use rand::RngExt;

use super::{Mcts, NONE, Node};
use crate::mcts::policy::Rollout;

impl<G: Rollout> Mcts<G> {
    /// 노드 `extra`개가 더 들어갈 자리를 잡는다: 처음에는 작게 (설명의 틱택토, 짧은 생각), 그다음 두
    /// 배씩 덩어리 크기까지, 그 뒤로는 덩어리 하나씩 ([`super::Arena`]). 상한이 있으면 넘겨 잡지 않고,
    /// 자리가 모자라면 트리가 찼다고 적고 (재활용이 켜져 있으면 다음 반복 앞에서 정리한다) false.
    pub(super) fn make_room(&mut self, extra: usize) -> bool {
        let need = self.nodes.len() + extra;
        while need > self.nodes.capacity() {
            let capacity = self.nodes.capacity();
            let room = self.memory_limit.map_or(usize::MAX, |limit| {
                (limit.saturating_sub(self.table_bytes()) / Self::node_bytes())
                    .saturating_sub(capacity)
            });
            let want = (need - capacity).max(capacity).max(256);
            if room == 0 || self.nodes.grow(want.min(room)) == 0 {
                self.full = true;
                self.reclaim_due = self.config.recycle;
                return false;
            }
        }
        true
    }

    /// 노드를 펼친다: 둘 수 있는 수를 센다. 결정적 수 옵션이면 바로 이기는 수 하나나 막는 수가
    /// 있을 때 그 수들만 보고, 그 수들은 바로 자식으로 만든다 (많아야 몇 개).
    /// [`crate::mcts::Config::expand_all`]이면 모든 수를 바로 자식으로 만든다. 재활용으로 자식 몇을 잃은
    /// 노드도 여기로 다시 온다: 남은 자식의 수는 빼고 센다.
    pub(super) fn expand(&mut self, node: u32, state: &G) {
        let me = state.to_move();
        self.moves.clear();
        if self.config.decisive {
            state.winning_moves(me, &mut self.moves);
            if self.moves.len() > 1 {
                self.moves.truncate(1);
            }
            if self.moves.is_empty() {
                state.winning_moves(me.other(), &mut self.moves);
            }
        }
        let forced = !self.moves.is_empty();
        if !forced {
            state.legal_moves(&mut self.moves);
        }
        if self.nodes[node as usize].first_child != NONE {
            self.mark_children(node);
            let (seen, stamp, root) = (&self.seen, self.seen_stamp, &self.root_state);
            self.moves.retain(|&mv| seen[root.move_index(mv)] != stamp);
        }
        let at_once = forced || self.config.expand_all;
        if at_once && !self.make_room(self.moves.len()) {
            // 트리가 찼다: 펼치지 않은 채로 둔다 (이번 반복은 이 노드에서 시뮬레이션).
            return;
        }
        let n = &mut self.nodes[node as usize];
        n.expanded = true;
        n.untried = u16::try_from(self.moves.len()).unwrap_or(u16::MAX);
        if at_once {
            // 무작위 차례로 (방문 0인 자식은 고리의 앞의 것부터 고른다).
            while !self.moves.is_empty() {
                let i = self.rng.random_range(0..self.moves.len());
                let mv = self.moves.swap_remove(i);
                self.push_child(node, mv);
            }
        }
    }

    /// 노드 `node`의 자식들의 수를 "이미 자식"으로 표시한다 (새 도장; `seen[수 번호] == seen_stamp`).
    fn mark_children(&mut self, node: u32) {
        self.seen_stamp = self.seen_stamp.wrapping_add(1);
        if self.seen_stamp == 0 {
            self.seen.fill(0);
            self.seen_stamp = 1;
        }
        let mut c = self.nodes[node as usize].first_child;
        while c != NONE {
            let ch = &self.nodes[c as usize];
            if let Some(mv) = ch.mv {
                self.seen[self.root_state.move_index(mv)] = self.seen_stamp;
            }
            c = ch.next_sibling;
        }
    }

    /// 노드의 자식으로 수 `mv`의 노드를 만든다 (자식 고리의 맨 앞). 자리는 부른 쪽이 잡아 두었다
    /// ([`Self::make_room`]).
    fn push_child(&mut self, node: u32, mv: G::Move) -> u32 {
        let p = self.nodes[node as usize];
        // 두 사람이 번갈아 둔다 ([`crate::mcts::Game`]): 자식의 수는 이 노드에 들어온 쪽의 상대가 둔다.
        let mut c = Node::fresh(Some(mv), p.mover.other());
        c.next_sibling = p.first_child;
        let child = self.nodes.len() as u32;
        self.nodes.push(c);
        let p = &mut self.nodes[node as usize];
        p.first_child = child;
        p.untried = p.untried.saturating_sub(1);
        child
    }

    /// 국면 `state`인 노드에, 아직 자식이 아닌 둘 수 있는 수 하나를 무작위로 골라 자식을 만든다.
    /// 상한 때문에 만들 수 없으면 `None`.
    pub(super) fn add_untried_child(&mut self, node: u32, state: &G) -> Option<u32> {
        if !self.make_room(1) {
            return None;
        }
        self.mark_children(node);
        state.legal_moves(&mut self.moves);
        let (seen, stamp, root) = (&self.seen, self.seen_stamp, &self.root_state);
        self.moves.retain(|&mv| seen[root.move_index(mv)] != stamp);
        if self.moves.is_empty() {
            // 셈이 맞지 않는 일은 없어야 하지만, 있으면 더 만들 수가 없다고 적는다.
            self.nodes[node as usize].untried = 0;
            return None;
        }
        let mv = self.moves[self.rng.random_range(0..self.moves.len())];
        Some(self.push_child(node, mv))
    }
}
