//! 루트 병렬 탐색 ([`Search`]): 스레드마다 트리 하나 (씨앗만 다르게), 끝에 루트 자식의 방문을 합친다.
//! 예산이 있고 조금씩 돌릴 수 있다 ([`Steppable`]). wasm은 스레드 하나.
//!
//! 참고: G. Chaslot, M. Winands, J. van den Herik, "Parallel Monte-Carlo Tree Search" (CG 2008).

use super::policy::{Config, Limit, Rollout};
use super::snapshot::{ChildStat, Decision, Snapshot, TreeMemory};
use super::tree::{Mcts, PV_LEN};
use crate::step::{Budget, Progress, Steppable, ThinkClock};

/// 앱과 명령줄이 쓰는 탐색: 예산이 있고, 조금씩 돌릴 수 있고 ([`Steppable`]), 네이티브에서는
/// 루트 병렬(스레드마다 트리 하나, 씨앗만 다르게)로 다른 코어도 쓴다. wasm은 스레드 하나.
#[derive(Clone, Debug)]
pub struct Search<G: Rollout> {
    trees: Vec<Mcts<G>>,
    limit: Limit,
    /// 생각한 시간 (`step` 안에서만 흐른다: 쉬는 동안 예산이 줄지 않는다).
    clock: ThinkClock,
    depth: u32,
    /// 첫 트리의 씨앗 (트리 `i`는 `seed + i`).
    seed: u64,
    /// 트리마다, 이어 받을 때 이미 한 반복 (이 탐색의 반복과 예산에는 세지 않는다).
    base: Vec<u64>,
    /// 트리들 전체의 메모리 상한 (바이트, [`Search::with_memory`]).
    memory: Option<usize>,
}

impl<G: Rollout> Search<G> {
    /// `threads`개의 트리로 `limit`만큼 생각하는 탐색. 트리 `i`의 씨앗은 `seed + i`.
    pub fn new(state: G, config: Config, seed: u64, limit: Limit, threads: usize) -> Self {
        let threads = threads.max(1);
        let trees = (0..threads)
            .map(|i| Mcts::new(state.clone(), config, seed.wrapping_add(i as u64)))
            .collect();
        Search {
            trees,
            limit,
            clock: ThinkClock::default(),
            depth: 3,
            seed,
            base: vec![0; threads],
            memory: None,
        }
    }

    /// 트리들의 메모리 예산 (바이트): 트리마다 똑같이 나눈다 ([`Mcts::set_memory_limit`]). 차면
    /// 트리는 방문이 적은 노드를 비우고 다시 자란다 ([`Config::recycle`]). 명령줄의 `--memory`와 앱이 같은 길로 쓴다
    /// ([`crate::memory`]).
    pub fn with_memory(mut self, bytes: usize) -> Self {
        self.memory = Some(bytes);
        let each = (bytes / self.trees.len()).max(1);
        for t in &mut self.trees {
            t.set_memory_limit(Some(each));
        }
        self
    }

    /// 트리들 전체의 메모리 상한 (바이트; 없으면 `None`). 작업자들에게 나눌 때 쓴다.
    pub fn memory_limit(&self) -> Option<usize> {
        self.memory
    }

    /// 트리들의 메모리와 상한 (합).
    pub fn tree_memory(&self) -> TreeMemory {
        TreeMemory::sum(self.trees.iter().map(Mcts::tree_memory))
    }

    /// 트리들이 잡은 메모리의 합 (바이트, [`Mcts::memory_bytes`]).
    pub fn memory_bytes(&self) -> usize {
        self.trees.iter().map(Mcts::memory_bytes).sum()
    }

    /// 어느 트리든 메모리 상한이 차서 더 자라지 못했는가.
    pub fn is_full(&self) -> bool {
        self.trees.iter().any(Mcts::is_full)
    }

    /// 트리들이 재활용으로 정리한 횟수의 합 ([`Config::recycle`]).
    pub fn recycled(&self) -> u64 {
        self.trees.iter().map(Mcts::recycled).sum()
    }

    /// 트리들의 노드 수 합.
    pub fn node_count(&self) -> usize {
        self.trees.iter().map(Mcts::node_count).sum()
    }

    /// 이미 자란 트리들로 시작한다 (트리 재사용). 비어 있으면 안 된다.
    ///
    /// # Panics
    /// `trees`가 비었을 때 (호출자의 버그).
    pub fn with_trees(trees: Vec<Mcts<G>>, limit: Limit) -> Self {
        assert!(!trees.is_empty(), "a search needs at least one tree");
        let base = trees.iter().map(Mcts::iterations).collect();
        Search {
            trees,
            limit,
            clock: ThinkClock::default(),
            depth: 3,
            seed: 0,
            base,
            memory: None,
        }
    }

    /// 찾는 국면 (첫 트리의 루트).
    pub fn root_state(&self) -> &G {
        self.trees[0].root_state()
    }

    /// 설정 (첫 트리의).
    pub fn config(&self) -> Config {
        self.trees[0].config()
    }

    /// 예산.
    pub fn limit(&self) -> Limit {
        self.limit
    }

    /// 첫 트리의 씨앗.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// 스냅숏에 담는 트리의 깊이.
    pub fn snapshot_depth(&self) -> u32 {
        self.depth
    }

    /// 트리 수.
    pub fn tree_count(&self) -> usize {
        self.trees.len()
    }

    /// 첫 트리를 꺼낸다 (다음 수에 다시 쓰려고). 꺼낸 뒤의 탐색은 빈 트리 하나로 남는다.
    pub fn take_tree(&mut self) -> Option<Mcts<G>> {
        if self.trees.len() > 1 {
            self.base.remove(0);
            Some(self.trees.remove(0))
        } else {
            let fresh = Mcts::new(
                self.trees[0].root_state().clone(),
                self.trees[0].config(),
                0,
            );
            self.base[0] = 0;
            Some(std::mem::replace(&mut self.trees[0], fresh))
        }
    }

    /// 스냅숏에 담을 트리의 깊이.
    pub fn with_snapshot_depth(mut self, depth: u32) -> Self {
        self.depth = depth;
        self
    }

    /// 이 탐색이 한 반복 수 (모든 트리의 합; 이어 받은 트리가 전에 한 것은 빼고).
    pub fn iterations(&self) -> u64 {
        (0..self.trees.len()).map(|i| self.done_by(i)).sum()
    }

    /// 트리 `i`가 이 탐색에서 한 반복.
    fn done_by(&self, i: usize) -> u64 {
        self.trees[i].iterations() - self.base[i]
    }

    fn elapsed(&self) -> f32 {
        self.clock.elapsed().as_secs_f32()
    }

    /// 예산을 다 썼는가.
    fn exhausted(&self) -> bool {
        match self.limit {
            Limit::Iterations(n) => self.iterations() >= n,
            Limit::Millis(ms) => self.elapsed() * 1000.0 >= ms as f32,
        }
    }

    /// 루트 자식 통계를 모든 트리에서 합친다 (방문이 많은 순).
    pub fn merged_root(&self) -> Vec<ChildStat<G::Move>> {
        merge_root(self.trees.iter().map(Mcts::root_stats))
    }

    /// 트리들의 주요 변화를 하나로: 첫 수는 합친 루트의 첫 수, 그 뒤는 그 수를 가장 많이 방문한
    /// 트리에서 그 수의 노드부터 방문이 가장 많은 자식을 따라간 것 ([`Mcts::line_after`]).
    fn pv(&self, root: &[ChildStat<G::Move>]) -> Vec<G::Move> {
        let Some(best) = root.first().map(|c| c.mv) else {
            return Vec::new();
        };
        let visits = |t: &Mcts<G>| {
            t.root_stats()
                .iter()
                .find(|c| c.mv == best)
                .map_or(0, |c| c.visits)
        };
        let line = self
            .trees
            .iter()
            .max_by_key(|t| visits(t))
            .map(|t| t.line_after(best, PV_LEN))
            .unwrap_or_default();
        if line.is_empty() { vec![best] } else { line }
    }

    fn decide(&self) -> Decision<G::Move> {
        let root = self.merged_root();
        let over = self.trees[0].root_state().status().is_over();
        let best = if over {
            None
        } else {
            root.first()
                .map(|c| c.mv)
                .or_else(|| self.trees[0].best_move())
        };
        let pv = match best {
            Some(_) if !root.is_empty() => self.pv(&root),
            Some(b) => vec![b],
            None => Vec::new(),
        };
        Decision {
            best,
            iterations: self.iterations(),
            elapsed: self.elapsed(),
            root,
            pv,
            memory: self.tree_memory(),
        }
    }

    /// 조각 하나: 트리마다 `budget`만큼 (반복 예산이면 남은 반복을 넘지 않게) —
    /// 네이티브에서 트리가 여럿이면 스레드마다 하나씩.
    fn run_slice(&mut self, budget: Budget) {
        let cap = match self.limit {
            // 반복 예산은 트리들에 고르게 나눈다 (트리 i는 i < 나머지이면 하나 더).
            Limit::Iterations(n) => {
                let k = self.trees.len() as u64;
                Some((n / k, n % k))
            }
            Limit::Millis(_) => None,
        };
        // 시간 예산은 남은 시간을 넘지 않게 자른다 (일 예산으로 불려도).
        let budget = match (self.limit, budget) {
            (Limit::Millis(ms), b) => {
                let left =
                    core::time::Duration::from_millis(ms).saturating_sub(self.clock.elapsed());
                match b {
                    Budget::Time(t) => Budget::Time(t.min(left)),
                    Budget::Work(_) => Budget::Time(left),
                }
            }
            (Limit::Iterations(_), b) => b,
        };
        let caps: Vec<u64> = (0..self.trees.len() as u64)
            .map(|i| match cap {
                Some((q, r)) => (q + u64::from(i < r)).saturating_sub(self.done_by(i as usize)),
                None => u64::MAX,
            })
            .collect();
        #[cfg(not(target_arch = "wasm32"))]
        if self.trees.len() > 1 {
            std::thread::scope(|s| {
                for (t, &cap) in self.trees.iter_mut().zip(&caps) {
                    s.spawn(move || t.run_budget(budget, cap));
                }
            });
            return;
        }
        for (t, &cap) in self.trees.iter_mut().zip(&caps) {
            t.run_budget(budget, cap);
        }
    }
}

impl<G: Rollout> Steppable for Search<G> {
    type Output = Decision<G::Move>;
    type Snapshot = Snapshot<G::Move>;

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        if self.trees[0].root_state().status().is_over() {
            return Progress::Done(self.decide());
        }
        if !self.exhausted() {
            self.clock.start();
            self.run_slice(budget);
            self.clock.stop();
        }
        if self.exhausted() {
            Progress::Done(self.decide())
        } else {
            Progress::Pending
        }
    }

    fn snapshot(&self) -> Self::Snapshot {
        let t = &self.trees[0];
        let root = self.merged_root();
        let pv = self.pv(&root);
        Snapshot {
            iterations: self.iterations(),
            elapsed: self.elapsed(),
            root,
            tree: t.tree(self.depth),
            last: t.last_iteration().clone(),
            pv,
            memory: self.tree_memory(),
        }
    }
}

/// 루트 자식 통계 목록들을 하나로: 같은 수끼리 방문과 승점을 더하고 방문이 많은 순으로 (같으면
/// 승점이 많은 순, 그래도 같으면 먼저 나온 순).
pub fn merge_root<M: PartialEq>(
    lists: impl IntoIterator<Item = Vec<ChildStat<M>>>,
) -> Vec<ChildStat<M>> {
    let mut merged: Vec<ChildStat<M>> = Vec::new();
    for list in lists {
        for s in list {
            match merged.iter_mut().find(|m| m.mv == s.mv) {
                Some(m) => {
                    m.visits += s.visits;
                    m.wins += s.wins;
                    m.amaf_visits += s.amaf_visits;
                    m.amaf_wins += s.amaf_wins;
                }
                None => merged.push(s),
            }
        }
    }
    merged.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.wins.total_cmp(&a.wins)));
    merged
}

/// 트리마다 따로 (다른 곳에서) 낸 결론들을 루트 병렬 탐색의 결론 하나로: [`Search`]가 제 트리들을
/// 합치는 것과 같은 규칙 (방문 합, 반복 합, 시간은 가장 긴 것). 첫 결론이 "둘 수 없음"이면 없음.
pub fn merge_decisions<M: Copy + PartialEq>(parts: Vec<Decision<M>>) -> Option<Decision<M>> {
    let first_best = parts.first()?.best;
    let iterations = parts.iter().map(|d| d.iterations).sum();
    let elapsed = parts.iter().map(|d| d.elapsed).fold(0.0, f32::max);
    let root = merge_root(parts.iter().map(|d| d.root.clone()));
    let best = first_best.and_then(|b| root.first().map(|c| c.mv).or(Some(b)));
    let pv = merged_pv(
        best,
        parts.iter().map(|d| (d.root.as_slice(), d.pv.as_slice())),
    );
    let memory = TreeMemory::sum(parts.iter().map(|d| d.memory));
    Some(Decision {
        best,
        iterations,
        elapsed,
        root,
        pv,
        memory,
    })
}

/// 트리마다의 주요 변화들을 하나로: 합친 결론의 첫 수 `best`로 시작하는 것 가운데, 그 수를 가장 많이
/// 방문한 트리의 것 (그 트리가 그 수의 뒤를 가장 깊이 보았다). 그런 트리가 없으면 `best` 하나뿐,
/// `best`가 없으면 빈 줄. 각 조각은 (그 트리의 루트 통계, 그 트리의 주요 변화).
pub fn merged_pv<'a, M: Copy + PartialEq + 'a>(
    best: Option<M>,
    parts: impl IntoIterator<Item = (&'a [ChildStat<M>], &'a [M])>,
) -> Vec<M> {
    let Some(best) = best else {
        return Vec::new();
    };
    let mut chosen: Option<(u32, &[M])> = None;
    for (root, pv) in parts {
        if pv.first() != Some(&best) {
            continue;
        }
        let visits = root.iter().find(|c| c.mv == best).map_or(0, |c| c.visits);
        if chosen.is_none_or(|(v, _)| visits > v) {
            chosen = Some((visits, pv));
        }
    }
    chosen.map_or_else(|| vec![best], |(_, pv)| pv.to_vec())
}

/// 트리마다 따로 낸 스냅숏들을 하나로: 루트 통계는 합치고, 주요 변화는 [`merged_pv`], 그리는
/// 트리와 마지막 반복은 첫 트리의 것 ([`Search::snapshot`]과 같다).
pub fn merge_snapshots<M: Copy + PartialEq>(parts: Vec<Snapshot<M>>) -> Option<Snapshot<M>> {
    let iterations = parts.iter().map(|s| s.iterations).sum();
    let elapsed = parts.iter().map(|s| s.elapsed).fold(0.0, f32::max);
    let root = merge_root(parts.iter().map(|s| s.root.clone()));
    let pv = merged_pv(
        root.first().map(|c| c.mv),
        parts.iter().map(|s| (s.root.as_slice(), s.pv.as_slice())),
    );
    let memory = TreeMemory::sum(parts.iter().map(|s| s.memory));
    let first = parts.into_iter().next()?;
    Some(Snapshot {
        iterations,
        elapsed,
        root,
        tree: first.tree,
        last: first.last,
        pv,
        memory,
    })
}

/// 이 기계에서 쓸 만한 스레드 수 (wasm은 1).
pub fn available_threads() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
    #[cfg(target_arch = "wasm32")]
    {
        1
    }
}
