//! 탐색을 돌리는 쪽: 줄(MultiPV)마다 탐색기를 띄우고, 조각마다 돌려 `info`를 찍고, `ponderhit`과
//! `stop`에서 `bestmove`로 끝낸다.

use std::io::Write;

use gameai::games::chess::Move;
use gameai::search::{SearchConfig, Searcher};
use gameai::step::{Budget, Progress, Steppable};
use gameai::tt::KeyMode;

use super::info::report;
use super::{Engine, SLICE};

impl Engine {
    /// 다음 줄의 탐색을 띄운다 (앞 줄이 고른 수들은 뺀다).
    pub(super) fn next_line(&mut self) {
        let (Some(run), Some(game)) = (&mut self.search, &self.game) else {
            return;
        };
        let config = SearchConfig {
            max_depth: run.depth,
            max_millis: run.millis,
            soft_millis: run.soft_millis,
            use_tt: true,
            tt_bits: self.tt_bits,
            key_mode: KeyMode::Full64,
            multipv: 1,
            ..SearchConfig::default()
        };
        let mut searcher = Searcher::new(game.clone(), config);
        if let Some(o) = &run.oracle {
            searcher = searcher.with_oracle(o.clone());
        }
        if run.restricted || !run.found.is_empty() {
            let rest: Vec<Move> = run
                .candidates
                .iter()
                .copied()
                .filter(|m| !run.found.contains(m))
                .collect();
            searcher = searcher.with_root_moves(rest);
        }
        run.stop_helpers();
        run.nodes_before += run.searcher.nodes();
        let (searcher, helpers) = self.attach_table(searcher);
        let Some(run) = &mut self.search else { return };
        run.searcher = searcher;
        run.helpers = helpers;
        run.reported = 0;
        run.line += 1;
    }

    /// `ponderhit`: 예상한 수를 상대가 두었다. 미리 한 생각을 이어, 그 `go`의 시계 몫을 지금부터 쓴다
    /// (이미 끝까지 찾았으면 곧 답한다).
    pub(super) fn ponder_hit(&mut self, out: &mut impl Write) {
        let Some(run) = &mut self.search else { return };
        if !run.pondering {
            return;
        }
        run.pondering = false;
        run.infinite = false;
        run.deadline = run
            .ponder_millis
            .map(|ms| std::time::Instant::now() + std::time::Duration::from_millis(ms));
        if run.waiting {
            self.finish(out);
        }
    }

    /// 생각 중이면 조금 더 돌리고, 새로 끝낸 깊이를 `info`로 찍는다.
    pub(super) fn think(&mut self, out: &mut impl Write) {
        let Some(run) = &mut self.search else { return };
        if run.waiting {
            return;
        }
        if run.deadline.is_some_and(|d| std::time::Instant::now() >= d) {
            self.finish(out);
            return;
        }
        let left = run
            .nodes
            .map_or(SLICE, |n| n.saturating_sub(run.searcher.nodes()));
        let progress = if left == 0 {
            // 노드 한도: 끝낸 깊이까지의 결론으로.
            Progress::Done(run.searcher.result())
        } else {
            run.searcher.step(Budget::Work(left.min(SLICE)))
        };
        report(run, out);
        let Progress::Done(r) = progress else { return };
        run.stop_helpers();
        self.table = run.searcher.take_table();
        if let Some(best) = r.best {
            run.found.push(best);
        }
        let more = r.best.is_some() && run.found.len() < run.lines;
        if more {
            self.next_line();
        } else if run.infinite {
            run.waiting = true;
        } else {
            self.finish(out);
        }
    }

    /// 생각을 끝내고 bestmove를 찍는다 (생각 중이 아니면 아무것도 하지 않는다).
    pub(super) fn finish(&mut self, out: &mut impl Write) {
        if std::mem::take(&mut self.idle_infinite) {
            let _ = writeln!(out, "bestmove 0000");
        }
        let Some(mut run) = self.search.take() else {
            return;
        };
        if !run.waiting {
            run.stop_helpers();
            report(&mut run, out);
            if let Some(t) = run.searcher.take_table() {
                self.table = Some(t);
            }
        }
        let best = run
            .found
            .first()
            .copied()
            .or_else(|| {
                (run.line == 1)
                    .then(|| run.searcher.result().best)
                    .flatten()
            })
            .or_else(|| run.candidates.first().copied());
        match best {
            Some(m) => {
                let _ = writeln!(out, "bestmove {m}");
            }
            None => {
                let _ = writeln!(out, "bestmove 0000");
            }
        }
    }
}
