//! 트리 읽기: 루트 자식의 통계, 최선의 수, 주요 변화, 그리기용 모습, 지금까지의 결론.

use super::{Mcts, PV_LEN};
use crate::mcts::policy::Rollout;
use crate::mcts::snapshot::{ChildStat, Decision, LastIteration, SnapNode, TreeMemory};

impl<G: Rollout> Mcts<G> {
    /// 루트 자식들의 통계 (방문이 많은 순).
    pub fn root_stats(&self) -> Vec<ChildStat<G::Move>> {
        let mut v: Vec<ChildStat<G::Move>> = self
            .children(0)
            .filter_map(|i| {
                let n = &self.nodes[i as usize];
                n.mv.map(|mv| ChildStat {
                    mv,
                    visits: n.n,
                    wins: n.w,
                    amaf_visits: n.amaf_n,
                    amaf_wins: n.amaf_w,
                })
            })
            .collect();
        v.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.wins.total_cmp(&a.wins)));
        v
    }

    /// 방문이 가장 많은 루트 자식 (같으면 승점이 많은 것). 아직 펼치지 않았으면 아무 합법 수.
    pub fn best_move(&self) -> Option<G::Move> {
        self.root_stats().first().map(|c| c.mv).or_else(|| {
            let mut v = Vec::new();
            self.root_state.legal_moves(&mut v);
            v.first().copied()
        })
    }

    /// 노드 `node`의 자식 가운데 방문이 가장 많은 것 (같으면 승점이 많은 것, 그래도 같으면 앞의
    /// 것: [`Mcts::root_stats`]의 순서와 같다). 방문한 자식이 없으면 `None`.
    fn most_visited(&self, node: u32) -> Option<u32> {
        let mut best: Option<u32> = None;
        for i in self.children(node) {
            let c = &self.nodes[i as usize];
            if c.n == 0 {
                continue;
            }
            let better = best.is_none_or(|b| {
                let b = &self.nodes[b as usize];
                c.n > b.n || (c.n == b.n && c.w > b.w)
            });
            if better {
                best = Some(i);
            }
        }
        best
    }

    /// 주요 변화: 루트에서 방문이 가장 많은 자식을 따라 내려간 수들, 많아야 `max_len`개. 첫 수는
    /// [`Mcts::best_move`]와 같다 (트리가 자랐으면). 방문한 자식이 없는 노드에서 멈춘다.
    pub fn principal_variation(&self, max_len: usize) -> Vec<G::Move> {
        self.line_from(0, max_len)
    }

    /// 루트 수 `first`로 시작하는 수순: 그 수, 그리고 그 노드에서 방문이 가장 많은 자식을 따라간 수들
    /// (많아야 `max_len`개). 루트에 그 수의 자식이 없거나 방문이 없으면 비었다. 루트 병렬 탐색이 합친
    /// 결론의 수가 이 트리의 첫 수가 아닐 때 쓴다.
    pub fn line_after(&self, first: G::Move, max_len: usize) -> Vec<G::Move> {
        let child = self
            .children(0)
            .find(|&i| self.nodes[i as usize].mv == Some(first) && self.nodes[i as usize].n > 0);
        match child {
            Some(c) if max_len > 0 => {
                let mut pv = vec![first];
                pv.extend(self.line_from(c, max_len - 1));
                pv
            }
            _ => Vec::new(),
        }
    }

    /// 노드 `start`에서 방문이 가장 많은 자식을 따라 내려간 수들, 많아야 `max_len`개.
    fn line_from(&self, start: u32, max_len: usize) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let mut node = start;
        while pv.len() < max_len {
            let Some(child) = self.most_visited(node) else {
                break;
            };
            let Some(mv) = self.nodes[child as usize].mv else {
                break;
            };
            pv.push(mv);
            node = child;
        }
        pv
    }

    /// 깊이 `max_depth`까지, 방문이 있는 노드들 (그리기용).
    pub fn tree(&self, max_depth: u32) -> Vec<SnapNode<G::Move>> {
        let mut out = Vec::new();
        // (노드, 부모, 깊이): 노드는 부모를 적어 두지 않으므로 내려가며 넘긴다.
        let mut stack = vec![(0u32, 0u32, 0u32)];
        while let Some((i, parent, depth)) = stack.pop() {
            let n = &self.nodes[i as usize];
            if n.n == 0 && i != 0 {
                continue;
            }
            out.push(SnapNode {
                id: i,
                parent,
                depth,
                mv: n.mv,
                visits: n.n,
                wins: n.w,
            });
            if depth < max_depth {
                // 자식 고리는 나중에 만든 것부터라, 스택에서는 먼저 만든 것부터 나온다.
                stack.extend(self.children(i).map(|c| (c, i, depth + 1)));
            }
        }
        out
    }

    /// 이 트리의 메모리와 상한.
    pub fn tree_memory(&self) -> TreeMemory {
        TreeMemory {
            bytes: self.memory_bytes() as u64,
            limit: self.memory_limit.map_or(0, |l| l as u64),
            full: self.full,
        }
    }

    /// 마지막 반복.
    pub fn last_iteration(&self) -> &LastIteration<G::Move> {
        &self.last
    }

    /// 지금까지의 결론.
    pub fn decision(&self, elapsed: f32) -> Decision<G::Move> {
        let best = self
            .best_move()
            .filter(|_| !self.root_state.status().is_over());
        // 주요 변화는 둘 수로 시작한다 (트리가 아직 자라지 않았으면 그 수 하나).
        let pv = match best {
            Some(b) => {
                let pv = self.principal_variation(PV_LEN);
                if pv.first() == Some(&b) { pv } else { vec![b] }
            }
            None => Vec::new(),
        };
        Decision {
            best,
            iterations: self.iterations,
            elapsed,
            root: self.root_stats(),
            pv,
            memory: self.tree_memory(),
        }
    }
}
