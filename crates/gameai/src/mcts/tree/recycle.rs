//! 찬 트리의 재활용: 상한이 차면 방문이 적은 노드들을 놓아 주고 (루트와 그 자식은 남긴다) 배열을 앞으로
//! 모아, 트리가 다시 자랄 자리를 낸다. 멈춘 트리는 덜 펼쳐진 노드가 영영 일부 수만 보지만, 재활용하는
//! 트리는 놓아 준 수를 나중에 다시 만들어 볼 수 있다. 참고: Powley, Cowling & Whitehouse, "Memory
//! Bounded Monte Carlo Tree Search" (AIIDE 2017)은 가장 오래 안 쓴 잎을 하나씩 되쓴다. 여기서는 방문
//! 수로 한꺼번에 고른다: 노드 하나에 바이트를 더 들이지 않고 (LRU 고리 없이), 한 번의 정리에
//! O(노드 수)이며 절반 가까이를 비우므로 반복 하나에 드는 몫은 상수다.

use super::{Mcts, NONE};
use crate::mcts::policy::Rollout;
use crate::mcts::snapshot::LastIteration;

/// 놓아 줄 노드의 표시 ([`Mcts::compact`]).
pub(super) const DROP: u32 = u32::MAX;

/// 방문 수의 묶음: 0은 0, 1은 1, 2–3은 2, 4–7은 3 … (2의 거듭제곱마다 한 묶음).
fn bucket(n: u32) -> usize {
    (u32::BITS - n.leading_zeros()) as usize
}

impl<G: Rollout> Mcts<G> {
    /// 방문이 적은 노드들을 놓아 준다: 남기는 노드가 절반을 넘지 않는 가장 작은 문턱 (2의 거듭제곱)을
    /// 골라, 방문이 그보다 적은 노드와 그 아래를 모두 버린다. 자식의 방문은 부모보다 많을 수 없으니
    /// 남는 것은 루트에서 이어진 트리다. 루트와 그 자식들은 늘 남긴다 (루트의 후보 수를 잊으면 다시
    /// 만들어 보느라 반복을 쓴다). 자식을 잃은 노드는 "펼치지 않음"으로 돌려, 다음에 지날 때 빠진 수를 다시
    /// 센다 (`expand`).
    pub(super) fn reclaim(&mut self) {
        let len = self.nodes.len();
        let mut count = [0usize; u32::BITS as usize + 2];
        for i in 1..len {
            count[bucket(self.nodes[i].n)] += 1;
        }
        let mut kept = len - 1;
        let mut b = 0;
        while kept > len / 2 && b < count.len() - 1 {
            kept -= count[b];
            b += 1;
        }
        // 묶음 b의 가장 작은 방문 수 (b = 0이면 모두 남는다).
        let threshold = if b == 0 { 0 } else { 1u64 << (b - 1) };
        let mut keep = vec![DROP; len];
        keep[0] = 0;
        let mut stack: Vec<u32> = self.children(0).collect();
        while let Some(i) = stack.pop() {
            keep[i as usize] = 0;
            stack.extend(
                self.children(i)
                    .filter(|&c| u64::from(self.nodes[c as usize].n) >= threshold),
            );
        }
        // 남는 노드마다 자식 고리에서 버릴 자식을 뺀다 (번호는 아직 옛 번호).
        for p in 0..len {
            if keep[p] == DROP {
                continue;
            }
            let mut c = self.nodes[p].first_child;
            let (mut first, mut last, mut lost) = (NONE, NONE, false);
            while c != NONE {
                let next = self.nodes[c as usize].next_sibling;
                if keep[c as usize] == DROP {
                    lost = true;
                } else {
                    if last == NONE {
                        first = c;
                    } else {
                        self.nodes[last as usize].next_sibling = c;
                    }
                    last = c;
                }
                c = next;
            }
            if last != NONE {
                self.nodes[last as usize].next_sibling = NONE;
            }
            let node = &mut self.nodes[p];
            node.first_child = first;
            if lost {
                node.expanded = false;
            }
        }
        self.compact(keep);
        self.recycled += 1;
        // 마지막 반복의 길은 옛 번호다.
        self.last = LastIteration::default();
    }

    /// `keep`이 [`DROP`]이 아닌 노드들만 번호 차례로 배열 앞에 모은다 (가장 작은 번호가 새 루트 0).
    /// 자식은 늘 부모보다 뒤에 있으므로 (번호가 크다) 앞으로 당기면 제자리에서 모이고, 그 차례도 남는다.
    /// 버리는 노드를 가리키는 고리는 [`NONE`]이 된다. 더 드는 메모리는 노드마다 번호 하나(4바이트)뿐이고,
    /// 남은 것 뒤의 덩어리들은 놓아 준다.
    pub(super) fn compact(&mut self, mut keep: Vec<u32>) {
        let mut kept = 0u32;
        for slot in keep.iter_mut() {
            if *slot != DROP {
                *slot = kept;
                kept += 1;
            }
        }
        let moved = |i: u32| match keep[i as usize] {
            _ if i == NONE => NONE,
            DROP => NONE,
            to => to,
        };
        for (i, &to) in keep.iter().enumerate() {
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
        self.nodes.truncate(kept as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::Hex;
    use crate::mcts::Config;

    /// 트리가 온전한지: 루트에서 모든 노드에 꼭 한 번 닿고, 자식의 방문은 부모보다 많지 않고, 자식의
    /// 수는 서로 다른 합법 수이며, 펼친 노드는 "아직 자식이 아닌 수" + 자식 수 = 합법 수다 (결정적 수로
    /// 펼친 노드는 몇 개만 보므로 그 셈은 건너뛴다).
    fn assert_whole<G: Rollout>(t: &Mcts<G>) {
        let mut seen = vec![false; t.nodes.len()];
        let mut stack = vec![(0u32, t.root_state.clone())];
        let mut legal = Vec::new();
        while let Some((i, state)) = stack.pop() {
            assert!(
                !std::mem::replace(&mut seen[i as usize], true),
                "node {i} twice"
            );
            let node = t.nodes[i as usize];
            legal.clear();
            state.legal_moves(&mut legal);
            let mut moves = Vec::new();
            for c in t.children(i) {
                let child = t.nodes[c as usize];
                assert!(child.n <= node.n, "child {c} has more visits than {i}");
                let mv = child.mv.expect("a child has a move");
                assert!(legal.contains(&mv), "child {c}: illegal move");
                assert!(!moves.contains(&mv), "child {c}: a move twice");
                moves.push(mv);
                let mut next = state.clone();
                next.play_unchecked(mv);
                stack.push((c, next));
            }
            if node.expanded && node.untried > 0 {
                assert_eq!(
                    usize::from(node.untried) + moves.len(),
                    legal.len(),
                    "node {i}"
                );
            }
        }
        assert!(seen.iter().all(|&s| s), "a node no one reaches");
    }

    /// 정리하면 노드가 절반 가까이로 줄고 (루트의 자식은 남는다), 트리는 온전하며, 다시 돌리면 빠진
    /// 수를 다시 만들고 상한 안에서 계속 자란다.
    #[test]
    fn a_reclaimed_tree_is_whole_and_grows_again_within_its_limit() {
        let g = Hex::new(7, false).unwrap();
        let mut t = Mcts::new(g, Config::default(), 5);
        let limit = 64 << 10;
        t.set_memory_limit(Some(limit));
        let mut last_recycled = 0;
        for round in 0..6 {
            t.run(5_000);
            assert!(t.memory_bytes() <= limit, "{}", t.memory_bytes());
            assert_whole(&t);
            assert!(
                t.recycled() > last_recycled,
                "round {round}: never recycled"
            );
            last_recycled = t.recycled();
            let before = t.node_count();
            let root_children = t.children(0).count();
            t.reclaim();
            assert!(t.node_count() <= before / 2 + root_children + 1);
            assert_eq!(t.children(0).count(), root_children);
            assert_whole(&t);
        }
        // 루트의 방문은 모든 반복이고, 루트의 자식들이 그것을 나눠 가진다 (루트의 자식은 버리지 않는다).
        let root = t.nodes[0];
        assert_eq!(u64::from(root.n), t.iterations());
        let sum: u64 = t
            .children(0)
            .map(|c| u64::from(t.nodes[c as usize].n))
            .sum();
        assert_eq!(sum, t.iterations());
    }

    /// 재활용을 끄면 찬 트리는 그대로 멈춘다 (예전 방식).
    #[test]
    fn without_recycling_a_full_tree_stops() {
        let g = Hex::new(7, false).unwrap();
        let config = Config {
            recycle: false,
            ..Config::default()
        };
        let mut t = Mcts::new(g, config, 5);
        t.set_memory_limit(Some(64 << 10));
        t.run(20_000);
        assert!(t.is_full());
        assert_eq!(t.recycled(), 0);
        assert_whole(&t);
    }
}
