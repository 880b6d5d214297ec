//! 선택적 탐색의 결정 ([`super::SearchConfig::selective`], 게임이 알려 줄 때만: 체스). 평범한
//! 알파-베타의 값을 그대로 지키지는 않지만, 같은 시간에 훨씬 깊이 본다. 무엇을 언제 하는지는 여기에,
//! 그것을 노드 스택에 거는 일은 [`super::node`]에 있다.
//!
//! - 체크 연장 (<https://www.chessprogramming.org/Check_Extensions>).
//! - 안에서 줄이기: 표에 수가 없는 깊은 노드는 한 수 얕게 ([`Searcher::iterative_reduction`]).
//! - 널 무브 가지치기 (<https://www.chessprogramming.org/Null_Move_Pruning>).
//! - 늦은 수 줄이기 (<https://www.chessprogramming.org/Late_Move_Reductions>).
//! - 정적 평가로 가지치기 (게임이 [`SearchGame::STATIC_PRUNING`]을 켤 때만, 영 창 노드에서): 평가가
//!   β보다 여유만큼 높으면 수를 보지 않고 자르고 (reverse futility,
//!   <https://www.chessprogramming.org/Reverse_Futility_Pruning>), 평가에 여유를 더해도 α에 못 미치면
//!   조용한 수를 보지 않고 (futility, <https://www.chessprogramming.org/Futility_Pruning>), 얕은
//!   노드에서는 늦은 조용한 수를 보지 않고 (late move pruning), 교환의 셈(SEE)으로 깊이에 비해 많이
//!   잃는 수를 보지 않는다 (<https://www.chessprogramming.org/Static_Exchange_Evaluation>).

use super::frame::{Enter, Entry, Frame};
use super::game::SearchGame;
use super::ordering::HISTORY_MAX;
use super::score::WIN_BOUND;
use super::searcher::Searcher;
use super::trace::{PruneWhy, TraceEvent};

/// reverse futility: 남은 깊이 한 수마다의 여유 (센티폰), 그리고 쓰는 가장 깊은 깊이.
const REVERSE_FUTILITY_MARGIN: i32 = 80;
const REVERSE_FUTILITY_DEPTH: i32 = 6;
/// futility: 남은 깊이 1, 2, 3에서 평가에 더하는 여유 (조용한 수 하나가 그만큼은 못 올린다고 본다).
const FUTILITY_MARGIN: [i32; 4] = [0, 110, 200, 290];
/// late move pruning을 쓰는 가장 깊은 깊이 (남은 깊이 `d`에서 수 `3 + d²`개 뒤의 조용한 수를 보지 않는다).
const LATE_MOVE_DEPTH: i32 = 3;
/// 교환의 셈으로 빼는 가장 깊은 깊이. 남은 깊이 `d`에서 조용한 수는 `EXCHANGE_QUIET · d²`, 잡는 수는
/// `EXCHANGE_CAPTURE · d` 센티폰보다 많이 잃으면 보지 않는다 (깊을수록 되찾을 수순이 있을 수 있어 너그럽다).
const EXCHANGE_DEPTH: i32 = 6;
const EXCHANGE_QUIET: i32 = 25;
const EXCHANGE_CAPTURE: i32 = 90;

/// 안에서 줄이기를 쓰는 가장 얕은 깊이.
const IIR_DEPTH: i32 = 4;

impl<G: SearchGame> Searcher<G> {
    /// 안에서 줄이기 (internal iterative reduction, <https://www.chessprogramming.org/Internal_Iterative_Reductions>):
    /// 표에 수가 없는 깊은 노드 (처음 오거나 표에서 밀려난 국면)는 첫 수가 어림일 뿐이라, 온전한 깊이를
    /// 쓰기 전에 한 수 얕게 찾는다 (다음 반복에서는 그 찾기가 남긴 수로 온전히). 찾을 깊이 (줄였으면
    /// [`TraceEvent::Reduced`]를 내고).
    pub(super) fn iterative_reduction(
        &mut self,
        depth: i32,
        ply: u32,
        tt_move: Option<G::Move>,
    ) -> i32 {
        let on = G::ITERATIVE_REDUCTION && self.config.selective;
        if !(on && ply > 0 && depth >= IIR_DEPTH && tt_move.is_none()) {
            return depth;
        }
        self.emit(|| TraceEvent::Reduced { depth: depth - 1 });
        depth - 1
    }

    /// 체크 연장: 체크를 당한 노드는 한 수 더 깊이 (끝없는 체크 수순이 없게 이번 깊이의 두 배까지).
    pub(super) fn check_extension(&self, depth: i32, ply: u32, in_check: bool) -> i32 {
        if in_check && ply > 0 && ply < 2 * self.report.depth {
            depth.max(0) + 1
        } else {
            depth
        }
    }

    /// 널 무브를 해 볼 노드인가: 영 창 노드에서, 정적 평가가 이미 β 이상이고 차례를 넘겨도 되는
    /// 국면이면 수들보다 먼저 "한 수를 거저 주고도 β 이상인가"를 얕게 묻는다 (널 무브를 두 번 잇달아
    /// 두지 않는다; 체크 중이거나 이기고 지는 점수의 창에서는 하지 않는다).
    pub(super) fn null_move_worth_trying(
        &self,
        depth: i32,
        ply: u32,
        (alpha, beta): (i32, i32),
        in_check: bool,
        entered_by: Entry<G::Move>,
        eval: Option<i32>,
    ) -> bool {
        self.config.selective
            && ply > 0
            && depth >= 3
            && beta - alpha == 1
            && beta.abs() < WIN_BOUND
            && !in_check
            && !matches!(entered_by, Entry::Null)
            && self.stack.game.null_move_ok()
            && eval.unwrap_or_else(|| self.stack.game.evaluate()) >= beta
    }

    /// 정적 가지치기를 해 볼 노드면 그 정적 평가: 선택적 탐색이고 게임이 켰고 ([`SearchGame::STATIC_PRUNING`]),
    /// 뿌리가 아니고, 체크가 아니고, 영 창이고, 창이 이기고 지는 점수에서 멀다.
    pub(super) fn pruning_eval(
        &self,
        ply: u32,
        (alpha, beta): (i32, i32),
        in_check: bool,
    ) -> Option<i32> {
        let ok = G::STATIC_PRUNING
            && self.config.selective
            && ply > 0
            && !in_check
            && beta - alpha == 1
            && alpha.abs() < WIN_BOUND
            && beta.abs() < WIN_BOUND;
        ok.then(|| self.stack.game.evaluate())
    }

    /// reverse futility: 얕은 노드에서 평가가 β보다 깊이만큼의 여유 이상 높으면 (수 하나를 둘 때마다
    /// 여유보다 많이 잃지는 않는다고 보아) 수를 보지 않고 자른다.
    pub(super) fn reverse_futile(&self, depth: i32, beta: i32, eval: i32) -> bool {
        depth <= REVERSE_FUTILITY_DEPTH && eval - REVERSE_FUTILITY_MARGIN * depth >= beta
    }

    /// 정적 가지치기를 정렬한 `scratch`에 건다: 조용한 수의 꼬리 ([`Self::prune_quiet_tail`]), 그리고 많이
    /// 잃는 교환 ([`Self::prune_losing_exchanges`]). 뺀 것마다 [`TraceEvent::Pruned`]를 내고, 뺀 수들의
    /// 값으로 믿는 천장이 있으면 (futility) 그것을 돌려준다.
    pub(super) fn prune_moves(&mut self, depth: i32, alpha: i32, eval: i32) -> Option<i32> {
        let mut ceiling = None;
        if let Some((skipped, why, c)) = self.prune_quiet_tail(depth, alpha, eval) {
            ceiling = c;
            self.emit(|| TraceEvent::Pruned { skipped, why });
        }
        if let Some((skipped, why)) = self.prune_losing_exchanges(depth) {
            self.emit(|| TraceEvent::Pruned { skipped, why });
        }
        ceiling
    }

    /// 교환의 셈(SEE)으로 가지치기: 얕은 노드에서 첫 수 뒤의 수 가운데 교환에서 깊이에 비해 많이 잃는
    /// 수 ([`EXCHANGE_QUIET`], [`EXCHANGE_CAPTURE`])를 뺀다. 체크를 주는 수는 남긴다. 뺀 수의 수와 까닭.
    fn prune_losing_exchanges(&mut self, depth: i32) -> Option<(u32, PruneWhy)> {
        if depth > EXCHANGE_DEPTH {
            return None;
        }
        let quiet_loss = EXCHANGE_QUIET * depth * depth;
        let capture_loss = EXCHANGE_CAPTURE * depth;
        let game = &self.stack.game;
        let moves = &mut self.stack.scratch;
        let len = moves.len();
        let mut kept = len.min(1);
        for i in 1..len {
            let m = moves[i];
            let loss = if game.is_quiet(m) {
                quiet_loss
            } else {
                capture_loss
            };
            if game.exchange(m) >= -loss || game.gives_check(m) {
                moves[kept] = m;
                kept += 1;
            }
        }
        moves.truncate(kept);
        let skipped = (len - kept) as u32;
        let why = PruneWhy::Exchange {
            quiet_loss,
            capture_loss,
        };
        (skipped > 0).then_some((skipped, why))
    }

    /// futility와 late move pruning: 정렬한 `scratch`에서 앞의 몇 수 (futility면 첫 수, late move
    /// pruning이면 `3 + 깊이²`개) 뒤의 조용한 수를 빼고, 뺀 수의 수와 까닭, 그리고 뺀 수들의 값으로 믿는
    /// 천장(futility면 평가 + 여유)을 돌려준다. 잡는 수와 승격은 빼지 않는다 (수 순서에서 대개 앞에 있지만,
    /// 잃는 잡기는 조용한 수들 뒤에 온다). 체크를 주는 수도 빼지 않는다 (조용해 보여도 메이트일 수 있다).
    fn prune_quiet_tail(
        &mut self,
        depth: i32,
        alpha: i32,
        eval: i32,
    ) -> Option<(u32, PruneWhy, Option<i32>)> {
        if depth > LATE_MOVE_DEPTH {
            return None;
        }
        let margin = FUTILITY_MARGIN[depth.clamp(0, LATE_MOVE_DEPTH) as usize];
        let (keep, why, ceiling) = if eval + margin <= alpha {
            (1, PruneWhy::Futility { eval, margin }, Some(eval + margin))
        } else {
            ((3 + depth * depth) as usize, PruneWhy::LateMoves, None)
        };
        let len = self.stack.scratch.len();
        if keep >= len {
            return None;
        }
        // 앞의 `keep`개 뒤에서 시끄럽거나 체크를 주는 수만 남긴다 (차례는 그대로, 할당 없이).
        let game = &self.stack.game;
        let moves = &mut self.stack.scratch;
        let mut kept = keep;
        for i in keep..len {
            let m = moves[i];
            if !game.is_quiet(m) || game.gives_check(m) {
                moves[kept] = m;
                kept += 1;
            }
        }
        moves.truncate(kept);
        let skipped = (len - kept) as u32;
        (skipped > 0).then_some((skipped, why, ceiling))
    }

    /// 널 무브를 찾는다: 차례를 넘기고 R(2, 깊이 7부터 3)만큼 더 얕게, β 바로 아래의 영 창으로. 답은
    /// [`Searcher::report_child`]가 받는다 (β 이상이면 이 노드를 자른다).
    pub(super) fn search_null_move(&mut self, f: &Frame<G::Move>) {
        let r = if f.depth >= 7 { 3 } else { 2 };
        self.emit(|| TraceEvent::NullMove { reduction: r });
        if let Some(top) = self.stack.frames.last_mut() {
            top.null_pending = false;
            top.null_child = true;
        }
        self.stack.game.make_null();
        if let Enter::Value(v) = self.enter(
            f.depth - 1 - r,
            f.ply + 1,
            -f.beta,
            -f.beta + 1,
            Entry::Null,
        ) {
            self.stack.game.unmake_null();
            self.report_child(v);
        }
    }

    /// 늦은 수 줄이기: 깊이 3 이상에서 넷째 수부터의 조용한 수 (킬러가 아니고, 체크 중이 아니고,
    /// 다시 찾는 중이 아닌)는 한 수, 여섯째부터 깊이 6 이상이면 두 수 얕게. 수의 점수
    /// ([`Self::quiet_score`]: 역사와 이어진 역사의 합)가 음수인 수 (먼저 보고도 자르지 못하기를
    /// 되풀이한 수)는 한 수 더, 상한의 반을 넘는 수는 한 수 덜 줄인다 (줄인 깊이가 1 아래로는 가지
    /// 않게). 줄이지 않으면 0. 체크를 주는 수인지는 두어 봐야 알므로 노드 스택([`super::node`])이
    /// 두고 나서 되돌린다.
    pub(super) fn late_move_reduction(&self, f: &Frame<G::Move>, mv: G::Move) -> i32 {
        let index = f.next - f.start;
        let late_quiet = self.config.selective
            && !f.qs
            && f.depth >= 3
            && index >= 3
            && !f.in_check
            && !f.research
            && !f.no_reduce
            && self.stack.game.is_quiet(mv)
            && !self
                .memory
                .killers
                .get(f.ply as usize)
                .is_some_and(|k| k.contains(&Some(mv)));
        if !late_quiet {
            return 0;
        }
        let base = 1 + i32::from(index >= 6 && f.depth >= 6);
        let history = self.quiet_score(f.entered_by.mv(), mv);
        let by_history = if history < 0 {
            1
        } else if history > HISTORY_MAX / 2 {
            -1
        } else {
            0
        };
        (base + by_history).clamp(0, f.depth - 2)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

    use crate::games::chess::Chess;
    use crate::search::{SearchConfig, SearchGame, Searcher};

    /// 꼬리 빼기는 조용하고 체크를 주지 않는 수만 뺀다: 조용한 수들 뒤에 오는 잃는 잡기(퀸이 폰이 지키는
    /// 폰을 잡기)와 체크를 주는 수는 남고, 앞의 몇 수는 차례 그대로 남는다.
    #[test]
    fn the_pruned_tail_holds_only_quiet_moves_that_do_not_check() {
        let g = Chess::from_fen("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1").unwrap();
        let mut s = Searcher::new(g.clone(), SearchConfig::default());
        let losing = g.board().parse_uci("e1e5").unwrap();
        for (depth, alpha, eval, keep) in [(1, 0, 0, 4), (3, 0, 0, 12), (1, 500, 0, 1)] {
            g.moves(&mut s.stack.scratch);
            let before = s.stack.scratch.clone();
            assert_eq!(before.last(), Some(&losing), "a losing capture comes last");
            let (skipped, _, _) = s.prune_quiet_tail(depth, alpha, eval).unwrap();
            let after = s.stack.scratch.clone();
            assert_eq!(after[..keep], before[..keep]);
            assert!(after.contains(&losing));
            assert_eq!(skipped as usize, before.len() - after.len());
            for m in &before[keep..] {
                let pruned = !after.contains(m);
                assert_eq!(pruned, g.is_quiet(*m) && !g.gives_check(*m), "{m}");
            }
        }
    }

    /// 교환의 셈으로 빼기: 폰이 노리는 칸으로 가는 퀸(d1d4)은 얕은 노드에서 빠지지만, 나이트가 노리는
    /// 칸에서 체크를 주는 퀸(d1a4+)은 남는다. 첫 수와 남은 수의 차례는 그대로이고, 깊이 7에서는 빼지 않는다.
    #[test]
    fn a_move_that_hangs_the_queen_is_pruned_in_shallow_nodes() {
        let g = Chess::from_fen("4k3/8/1n1p4/4p3/8/8/8/3QK3 w - - 0 1").unwrap();
        let mut s = Searcher::new(g.clone(), SearchConfig::default());
        let hang = g.board().parse_uci("d1d4").unwrap();
        let check = g.board().parse_uci("d1a4").unwrap();
        assert!(g.exchange(hang) < -500 && g.exchange(check) < -500);
        for depth in 1..=5 {
            g.moves(&mut s.stack.scratch);
            let before = s.stack.scratch.clone();
            assert_ne!(before[0], hang);
            let (skipped, _) = s.prune_losing_exchanges(depth).unwrap();
            let after = s.stack.scratch.clone();
            assert!(!after.contains(&hang), "depth {depth}");
            assert!(after.contains(&check), "depth {depth}");
            assert_eq!(after[0], before[0]);
            let kept: Vec<_> = before
                .iter()
                .filter(|m| after.contains(m))
                .copied()
                .collect();
            assert_eq!(kept, after, "the order stays");
            assert_eq!(skipped as usize, before.len() - after.len());
        }
        g.moves(&mut s.stack.scratch);
        assert!(s.prune_losing_exchanges(7).is_none());
    }

    /// 안에서 줄이기: 뿌리가 아닌 깊이 4 이상의 노드에서 표가 수를 주지 않았으면 (수 순서에 표의 수가
    /// 없으면) 표를 찾아본 바로 뒤에 한 수 얕게 줄이고, 표가 수를 주었으면 줄이지 않는다 (추적으로).
    #[test]
    fn a_deep_node_without_a_table_move_is_searched_one_ply_shallower() {
        use crate::search::{LeafWhy, OrderWhy, TraceEvent};
        use crate::step::Steppable;
        let fen = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQK2R b KQkq - 0 5";
        let config = SearchConfig {
            max_depth: 7,
            tt_bits: 16,
            ..SearchConfig::default()
        };
        let mut s = Searcher::new(Chess::from_fen(fen).unwrap(), config).with_trace();
        s.run_to_end();
        let events = s.take_trace();
        let (mut with_move, mut without) = (0, 0);
        for (i, e) in events.iter().enumerate() {
            let TraceEvent::Node { ply, depth, qs, .. } = *e else {
                continue;
            };
            let reduced = matches!(events.get(i + 2), Some(&TraceEvent::Reduced { depth: d }) if d == depth - 1);
            let order = events.get(i + 2 + usize::from(reduced));
            let Some(TraceEvent::Order { moves }) = order else {
                // 줄인 노드도 수를 보기 전에 평가로 끝날 수는 있다 (reverse futility).
                let futile = matches!(
                    order,
                    Some(TraceEvent::Leaf {
                        why: LeafWhy::Futility,
                        ..
                    })
                );
                assert!(!reduced || futile, "event {i}: {order:?}");
                continue;
            };
            let table_move = moves.iter().any(|&(_, why)| why == OrderWhy::Table);
            let expected = ply > 0 && depth >= 4 && !qs && !table_move;
            assert_eq!(reduced, expected, "event {i}: ply {ply}, depth {depth}");
            if ply > 0 && depth >= 4 {
                if table_move {
                    with_move += 1;
                } else {
                    without += 1;
                }
            }
        }
        assert!(with_move > 0 && without > 0, "{with_move} / {without}");
        // 오목은 켜지 않았다 (자체 대국으로 재지 않았다): 줄이는 노드가 없다.
        let mut g = crate::games::gomoku::Gomoku::new(15).unwrap();
        let m = g.cell(7, 7);
        g.play(m);
        let mut s = Searcher::new(g, config).with_trace();
        s.run_to_end();
        let events = s.take_trace();
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, TraceEvent::Reduced { .. }))
        );
    }

    /// 늦은 조용한 수의 줄이기는 역사 점수를 읽는다: 음수면 한 수 더, 상한의 반을 넘으면 한 수 덜, 줄인
    /// 깊이는 1 아래로 가지 않는다. 앞의 세 수는 줄이지 않는다.
    #[test]
    fn late_move_reductions_read_the_history() {
        use super::super::frame::{Entry, Frame};
        use super::HISTORY_MAX;
        let g = Chess::new();
        let mut s = Searcher::new(g.clone(), SearchConfig::default());
        s.memory.history = vec![0; Chess::HISTORY_SLOTS];
        let mv = g.board().parse_uci("a2a3").unwrap();
        let frame = |depth: i32, index: usize| Frame {
            depth,
            ply: 1,
            alpha: 0,
            beta: 1,
            alpha0: 0,
            beta0: 1,
            floor: -1,
            ceil: 1,
            key: 0,
            qs: false,
            start: 0,
            end: 30,
            next: index,
            best: 0,
            best_move: None,
            entered_by: Entry::Root,
            null_window: false,
            research: false,
            in_check: false,
            null_pending: false,
            null_child: false,
            reduced: false,
            no_reduce: false,
        };
        let slot = g.history_slot(mv);
        let mut reductions = Vec::new();
        for h in [0, -1, HISTORY_MAX / 2 + 1] {
            s.memory.history[slot] = h;
            let r: Vec<i32> = [(3, 5), (8, 5), (8, 10), (8, 2)]
                .iter()
                .map(|&(d, i)| s.late_move_reduction(&frame(d, i), mv))
                .collect();
            reductions.push(r);
        }
        assert_eq!(reductions[0], [1, 1, 2, 0], "plain");
        assert_eq!(
            reductions[1],
            [1, 2, 3, 0],
            "a negative history: one more, depth 3 stays at 1"
        );
        assert_eq!(reductions[2], [0, 0, 1, 0], "a high history: one less");
    }
}
