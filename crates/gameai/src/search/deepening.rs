//! 반복 깊게 하기 (iterative deepening, <https://www.chessprogramming.org/Iterative_Deepening>): 깊이 1, 2,
//! 3 …을 차례로 찾고, 깊이 2부터는 앞 깊이의 값 둘레의 좁은 창(열망 창, aspiration window)으로 시작한다.
//! 시간이 다 되면 마지막으로 끝낸 깊이로 답한다. `step` 한 번이 노드 몇 개만큼 돈다 ([`Steppable`]):
//! 노드 스택([`super::child`])을 한 노드씩 진행한다.

use crate::step::{Budget, Progress, Steppable};
use crate::tt::Table;

use super::frame::{Enter, Entry};
use super::game::SearchGame;
use super::report::{SearchResult, SearchSnapshot};
use super::score::{ASPIRATION, INF, WIN_BOUND};
use super::searcher::Searcher;
use super::shared::Tt;
use super::trace::TraceEvent;

impl<G: SearchGame> Searcher<G> {
    /// 깊이 `depth`의 찾기를 창 (α, β)로 시작한다.
    pub(super) fn begin_iteration(&mut self, depth: u32, alpha: i32, beta: i32) {
        self.report.depth = depth;
        self.stack.game = self.root.clone();
        self.stack.frames.clear();
        self.stack.moves.clear();
        self.emit(|| TraceEvent::Iteration { depth, alpha, beta });
        if let Enter::Value(v) = self.enter(depth as i32, 0, alpha, beta, Entry::Root) {
            // 루트에서 바로 끝났다 (끝난 국면이거나 둘 수가 없다).
            self.finish_iteration(v, None);
        }
    }
}

impl<G: SearchGame> Steppable for Searcher<G> {
    type Output = SearchResult<G::Move>;
    type Snapshot = SearchSnapshot<G::Move>;

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        self.limits.clock.start();
        let out = self.step_inner(budget);
        self.limits.clock.stop();
        out
    }

    fn snapshot(&self) -> Self::Snapshot {
        self.snapshot_now()
    }
}

impl<G: SearchGame> Searcher<G> {
    /// `step`의 몸 (생각 시계가 흐르는 동안).
    fn step_inner(&mut self, budget: Budget) -> Progress<SearchResult<G::Move>> {
        if self.config.use_tt && self.tables.tt.is_none() && !self.report.finished {
            self.tables.tt = Some(Tt::Own(Table::new(
                self.config.tt_bits,
                self.config.key_mode,
            )));
        }
        if self.config.selective && self.memory.history.len() != G::HISTORY_SLOTS {
            self.memory.history = vec![0; G::HISTORY_SLOTS];
            self.memory.counters = vec![None; G::HISTORY_SLOTS];
            self.memory.follow = vec![0; G::FOLLOW_SLOTS * G::FOLLOW_SLOTS];
        }
        if self.report.finished || self.check_root_threats() {
            return Progress::Done(self.result());
        }
        let mut meter = budget.start();
        loop {
            if self.stack.frames.is_empty() {
                // 다음 깊이를 시작한다 (또는 끝).
                let mut next = self.report.depth + 1;
                if let Some((size, phase)) = self.limits.skip {
                    while (next + phase) / size.max(1) % 2 == 1 {
                        next += 1;
                    }
                }
                let over = self
                    .report
                    .done
                    .last()
                    .is_some_and(|r| r.value.abs() > WIN_BOUND || r.best.is_none());
                if next > self.config.max_depth
                    || over
                    || (self.past_soft_limit() && !self.report.done.is_empty())
                {
                    self.report.finished = true;
                    return Progress::Done(self.result());
                }
                // 앞 깊이의 값이 평범한 점수면 그 둘레의 좁은 창으로 (PVS 계단부터).
                let aspiration = self.config.pvs && self.config.pruning;
                let (a, b) = match self.report.done.last() {
                    Some(r) if aspiration && r.value.abs() < WIN_BOUND => {
                        (r.value - ASPIRATION, r.value + ASPIRATION)
                    }
                    _ => (-INF, INF),
                };
                self.begin_iteration(next, a, b);
                continue;
            }
            if !meter.has_budget() {
                return Progress::Pending;
            }
            // 깊이 1의 첫 줄조차 끝내지 못했다 (MultiPV의 다음 줄을 찾는 중이면 첫 줄은 끝냈다).
            let unfinished = self.report.done.is_empty() && self.report.first_line.is_none();
            if (!unfinished && self.out_of_time()) || (unfinished && self.far_out_of_time()) {
                // 시간이 다 됐다: 이 깊이는 버리고 마지막으로 끝낸 깊이로 답한다 (이 깊이의 뿌리에서
                // 이미 더 좋은 수가 나왔으면 그 수로, `adopt_partial_root`). 깊이 1조차 못
                // 끝냈으면 (고요 탐색이 아주 길어진 국면) 한도의 두 배까지 기다렸다가 뿌리에서
                // 지금까지 가장 좋은 수로.
                if unfinished {
                    self.report_unfinished_root();
                } else {
                    self.adopt_partial_root();
                    self.finish_partial_lines();
                }
                self.stack.frames.clear();
                self.report.finished = true;
                return Progress::Done(self.result());
            }
            self.advance();
            meter.add(1);
        }
    }
}
