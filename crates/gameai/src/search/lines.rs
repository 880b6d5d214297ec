//! 한 깊이를 끝내기와 MultiPV: 한 줄을 끝내면 적고 (더 필요하면 그 수를 빼고 같은 깊이를 다시),
//! 주요 변화를 표에서 읽고, 보고를 내고, 시간이 다 됐을 때 끝낸 것으로 답한다.

use super::game::SearchGame;
use super::report::{DepthReport, PvLine, SearchResult, SearchSnapshot};
use super::score::{INF, WIN, WIN_BOUND};
use super::searcher::Searcher;
use super::trace::TraceEvent;

impl<G: SearchGame> Searcher<G> {
    /// 한 줄을 끝냈다: 적어 두고, MultiPV의 줄이 더 필요하고 남은 수가 있으면 그 수를 빼고 같은
    /// 깊이를 다시 (온전한 창으로), 아니면 이 깊이의 보고를 낸다.
    pub(super) fn finish_iteration(&mut self, value: i32, best: Option<G::Move>) {
        if self.report.first_line.is_none() {
            self.report.first_line = Some((value, best));
        }
        if let Some(b) = best {
            let pv = self.principal_variation(Some(b), self.report.depth);
            self.report.lines.push(PvLine {
                depth: self.report.depth,
                value,
                pv,
            });
            self.report.excluded.push(b);
            if (self.report.lines.len() as u32) < self.config.multipv && self.root_has_moves() {
                self.begin_iteration(self.report.depth, -INF, INF);
                return;
            }
        }
        self.push_report(Vec::new());
    }

    /// 앞의 줄들이 고른 수를 빼도 뿌리에 둘 수가 남았는가.
    pub(super) fn root_has_moves(&self) -> bool {
        let mut moves = Vec::new();
        self.root.moves(&mut moves);
        self.restrict_root(&mut moves);
        !moves.is_empty()
    }

    /// 이 깊이의 보고를 낸다: 첫 줄의 값과 수, 끝낸 줄들 (그리고 `more`: 끝내지 못한 줄 대신 앞
    /// 깊이의 줄들). 다음 깊이를 위해 줄 상태를 비운다.
    pub(super) fn push_report(&mut self, more: Vec<PvLine<G::Move>>) {
        let (value, best) = self
            .report
            .first_line
            .take()
            .unwrap_or((self.root.evaluate(), None));
        let mut lines = std::mem::take(&mut self.report.lines);
        lines.extend(more);
        self.report.excluded.clear();
        let (depth, nodes) = (self.report.depth, self.report.nodes);
        self.emit(|| TraceEvent::DepthDone {
            depth,
            value,
            best,
            nodes,
        });
        let mut pv = lines.first().map(|l| l.pv.clone()).unwrap_or_default();
        let threat = self.threat_tail(value, &mut pv);
        if let Some(first) = lines.first_mut() {
            first.pv.clone_from(&pv);
        }
        self.report.done.push(DepthReport {
            depth: self.report.depth,
            best,
            value,
            pv,
            lines,
            nodes: self.report.nodes,
            cutoffs: self.report.cutoffs,
            history: self.history_to(self.report.depth),
            tt: self.tt_stats(),
            endgame: self.report.endgame_hits,
            threat,
            threes: false,
            foe: self.foe_threat(),
            elapsed: self.elapsed(),
            partial: false,
        });
    }

    /// 이기는 값이 위협 탐색의 잎에서 왔으면, 주요 변화 끝의 국면에서 그 강제 수순을 다시 찾아 붙이고
    /// 그 반수를 준다 (다섯까지의 거리가 값과 맞을 때만; 아니면 0이고 `pv`는 그대로).
    fn threat_tail(&self, value: i32, pv: &mut Vec<G::Move>) -> u32 {
        if !(self.config.selective && self.config.threats) || value <= WIN_BOUND {
            return 0;
        }
        let mut g = self.root.clone();
        for &m in pv.iter() {
            g.make(m);
        }
        if g.terminal().is_some() {
            return 0;
        }
        match g.forced_line() {
            Some(line) if (pv.len() + line.len()) as i32 == WIN - value => {
                let n = line.len() as u32;
                pv.extend(line);
                n
            }
            _ => 0,
        }
    }

    /// 지금까지 낸 보고들의 (깊이, 누적 노드)에 이번 깊이 `depth`를 더한 목록.
    pub(super) fn history_to(&self, depth: u32) -> Vec<(u32, u64)> {
        let mut h = self
            .report
            .done
            .last()
            .map(|r| r.history.clone())
            .unwrap_or_default();
        h.push((depth, self.report.nodes));
        h
    }

    /// 시간이 다 됐을 때, 이 깊이의 첫 줄은 끝냈고 다음 줄들을 찾던 중이면: 끝낸 줄들에 앞 깊이의
    /// 줄들 가운데 아직 없는 수의 것을 더해 이 깊이의 보고로 낸다 (둘 수는 이 깊이의 첫 줄).
    pub(super) fn finish_partial_lines(&mut self) {
        if self.report.first_line.is_none() {
            return;
        }
        let want = self.config.multipv as usize;
        let have: Vec<G::Move> = self
            .report
            .lines
            .iter()
            .filter_map(|l| l.pv.first().copied())
            .collect();
        let more: Vec<PvLine<G::Move>> = self
            .report
            .done
            .last()
            .map(|r| r.lines.clone())
            .unwrap_or_default()
            .into_iter()
            .filter(|l| l.pv.first().is_some_and(|m| !have.contains(m)))
            .take(want.saturating_sub(have.len()))
            .collect();
        self.push_report(more);
    }

    /// 루트의 최선의 수에서 시작해 표의 최선의 수를 따라간 수순.
    pub(super) fn principal_variation(&self, first: Option<G::Move>, depth: u32) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let Some(first) = first else { return pv };
        let mut g = self.root.clone();
        let mut moves = Vec::new();
        let mut next = Some(first);
        while let Some(mv) = next {
            g.moves(&mut moves);
            if !moves.contains(&mv) || pv.len() >= depth as usize {
                break;
            }
            pv.push(mv);
            g.make(mv);
            next = self
                .tables
                .tt
                .as_ref()
                .and_then(|t| t.lookup(g.key()))
                .and_then(|e| e.best);
        }
        pv
    }

    /// 시간이 다 되어 이 깊이를 끝내지 못했을 때 (줄 하나만 찾고, 앞 깊이는 끝냈다): 뿌리는 앞 깊이의
    /// 최선의 수(표의 수)를 먼저 찾으므로, 이 깊이에서 다른 수가 그보다 높게 나왔으면 그 수는 더 깊이 보고
    /// 이긴 것이다 — 그 수로 이 깊이의 보고를 낸다 (값은 찾은 수들 가운데의 최선이다). 뿌리의 최선이
    /// 열망 창의 아래 끝 이하면 (모두 모자람: 값이 위의 경계일 뿐) 믿지 않는다. 보고에는 다 찾지 못한
    /// 깊이라고 적는다 ([`super::DepthReport::partial`]).
    pub(super) fn adopt_partial_root(&mut self) {
        if self.config.multipv != 1
            || self.report.first_line.is_some()
            || !self.report.lines.is_empty()
        {
            return;
        }
        let Some(root) = self.stack.frames.first().filter(|f| f.ply == 0) else {
            return;
        };
        let (Some(mv), value) = (root.best_move, root.best) else {
            return;
        };
        let known = self.report.done.last().map(|r| r.best);
        if value <= root.alpha0 || known.is_none() || known == Some(Some(mv)) {
            return;
        }
        self.finish_iteration(value, Some(mv));
        if let Some(r) = self.report.done.last_mut() {
            r.partial = true;
        }
    }

    /// 깊이 1을 끝내지 못하고 시간이 다 됐을 때: 뿌리에서 값을 안 자식 중 가장 좋은 수 (하나도
    /// 없으면 게임이 가장 좋아 보인다고 준 첫 수)를 깊이 0의 보고로 남긴다. 수가 있는 국면에서
    /// 탐색이 수 없이 끝나는 일이 없게.
    pub(super) fn report_unfinished_root(&mut self) {
        let root = self.stack.frames.first();
        let (best, value) = match root {
            Some(f) if f.best_move.is_some() => (f.best_move, f.best),
            Some(f) if f.start < f.end => (Some(self.stack.moves[f.start]), self.root.evaluate()),
            _ => {
                let mut moves = Vec::new();
                self.root.moves(&mut moves);
                self.restrict_root(&mut moves);
                (moves.first().copied(), self.root.evaluate())
            }
        };
        let pv: Vec<G::Move> = best.into_iter().collect();
        self.report.done.push(DepthReport {
            depth: 0,
            best,
            value,
            lines: if pv.is_empty() {
                Vec::new()
            } else {
                vec![PvLine {
                    depth: 0,
                    value,
                    pv: pv.clone(),
                }]
            },
            pv,
            nodes: self.report.nodes,
            cutoffs: self.report.cutoffs,
            history: self.history_to(0),
            tt: self.tt_stats(),
            endgame: self.report.endgame_hits,
            threat: 0,
            threes: false,
            foe: self.foe_threat(),
            elapsed: self.elapsed(),
            partial: true,
        });
    }

    /// 마지막으로 끝낸 깊이의 결론.
    pub fn result(&self) -> SearchResult<G::Move> {
        self.report.done.last().cloned().unwrap_or(DepthReport {
            depth: 0,
            best: None,
            value: self.root.evaluate(),
            pv: Vec::new(),
            lines: Vec::new(),
            nodes: self.report.nodes,
            cutoffs: self.report.cutoffs,
            history: Vec::new(),
            tt: self.tt_stats(),
            endgame: self.report.endgame_hits,
            threat: 0,
            threes: false,
            foe: self.foe_threat(),
            elapsed: self.elapsed(),
            partial: false,
        })
    }

    /// 지금의 모습.
    pub(super) fn snapshot_now(&self) -> SearchSnapshot<G::Move> {
        SearchSnapshot {
            depth: self.report.depth,
            nodes: self.report.nodes,
            tt: self.tt_stats(),
            endgame: self.report.endgame_hits,
            done: self.report.done.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

    use crate::games::chess::Chess;
    use crate::search::{SearchConfig, Searcher};
    use crate::step::{Budget, Progress, Steppable};

    /// 시간이 다 된 때가 어디든: 끝내지 못한 깊이의 뿌리에서 앞 깊이의 수보다 높게 나온 수가 있으면 그
    /// 수와 값으로 이 깊이의 답을 내고, 없으면 (앞 깊이의 수만 찾았거나 모두 모자랐으면) 앞 깊이의 답
    /// 그대로다. 탐색을 노드 하나씩 진행하며, 뿌리의 자식 하나가 끝날 때마다 그 자리에서 시간을 끝낸다.
    #[test]
    fn when_time_runs_out_mid_depth_a_root_move_that_beat_the_last_best_is_played() {
        let fens = [
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "2r3k1/pp3ppp/8/3n4/8/1B3N2/PP3PPP/6K1 b - - 0 1",
            "r1b2rk1/2q1bppp/p2p1n2/np2p3/3PP3/5N1P/PPBN1PP1/R1BQR1K1 w - - 0 1",
        ];
        let (mut adopted, mut kept) = (0, 0);
        for fen in fens {
            let config = SearchConfig {
                max_depth: 6,
                tt_bits: 14,
                ..SearchConfig::default()
            };
            let mut s = Searcher::new(Chess::from_fen(fen).unwrap(), config);
            let mut seen = None;
            while let Progress::Pending = s.step(Budget::Work(1)) {
                let (Some(root), Some(last)) =
                    (s.stack.frames.first().copied(), s.report.done.last())
                else {
                    continue;
                };
                if s.report.first_line.is_some()
                    || seen == Some((s.report.depth, root.next, root.alpha0))
                {
                    continue;
                }
                seen = Some((s.report.depth, root.next, root.alpha0));
                let beat = root.best_move.is_some()
                    && root.best_move != last.best
                    && root.best > root.alpha0;
                let (last_best, last_depth) = (last.best, last.depth);
                let mut cut = s.clone();
                cut.config.max_millis = Some(0);
                let Progress::Done(r) = cut.step(Budget::Work(1)) else {
                    panic!("no answer when out of time");
                };
                if beat {
                    assert_eq!(
                        (r.best, r.value, r.depth, r.partial),
                        (root.best_move, root.best, s.report.depth, true)
                    );
                    adopted += 1;
                } else {
                    assert_eq!((r.best, r.depth, r.partial), (last_best, last_depth, false));
                    kept += 1;
                }
            }
        }
        assert!(adopted > 0 && kept > 0, "adopted {adopted}, kept {kept}");
    }
}
