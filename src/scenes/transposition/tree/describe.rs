//! 탐색 나무의 사건 하나를 말로: 설명 줄(`hud`)이 지금 사건을 이 글로 보인다 (두 언어). 계단의 이름도.

use gameai::search::{ChildKind, LeafWhy, OrderWhy, ProbeUse, PruneWhy, Rung, TraceEvent, Via};

use super::position::{LessonMove, Position};
use super::view::{bound_name, root_value, value_text, window_text};
use crate::i18n::{Locale, TreeText};

/// 계단의 이름.
pub(crate) fn rung_name(r: Rung) -> TreeText {
    match r {
        Rung::Minimax => TreeText::RungMinimax,
        Rung::AlphaBeta => TreeText::RungAlphaBeta,
        Rung::Ordering => TreeText::RungOrdering,
        Rung::Table => TreeText::RungTable,
        Rung::Pvs => TreeText::RungPvs,
        Rung::Selective => TreeText::RungSelective,
    }
}

/// 사건 하나의 설명 (그 사건이 일어난 곳에서 한 줄). 값과 창은 나무의 칸처럼 뿌리에서 둘 쪽에서 본다:
/// `odd`는 사건이 일어난 노드가 홀수 ply인가 (자식의 창과 부모에서 본 표는 한 ply 아래). 수 순서는
/// 앞의 `order_cap`수만 적고 나머지는 그 수로 (좁은 화면에서 설명이 판을 덮지 않게).
pub(crate) fn describe(
    e: &TraceEvent<LessonMove>,
    pos: &Position,
    l: &Locale,
    (odd, order_cap): (bool, usize),
) -> String {
    let name = |m: LessonMove| pos.move_name(m);
    let v = |x: i32| value_text(root_value(x, odd), l);
    let w = |a: i32, b: i32| window_text((a, b), odd, l);
    match *e {
        TraceEvent::Iteration { depth, alpha, beta } => l.f(
            TreeText::EvIteration,
            &[("d", &depth), ("w", &w(alpha, beta))],
        ),
        TraceEvent::Node {
            via,
            depth,
            alpha,
            beta,
            qs,
            extended,
            ..
        } => match via {
            Via::Move(c) => l.f(
                if qs {
                    TreeText::EvNodeQs
                } else if extended {
                    TreeText::EvNodeCheck
                } else {
                    TreeText::EvNode
                },
                &[("mv", &name(c)), ("d", &depth), ("w", &w(alpha, beta))],
            ),
            Via::Null => l.f(TreeText::EvNodeNull, &[("w", &w(alpha, beta))]),
            _ => l.f(TreeText::EvRoot, &[("d", &depth), ("w", &w(alpha, beta))]),
        },
        TraceEvent::Probe {
            used, mv, entry, ..
        } => {
            let value = entry.map_or(0, |(x, _, _)| x);
            match used {
                ProbeUse::Miss { .. } => l.t(TreeText::EvTtMiss).to_owned(),
                ProbeUse::Value => match mv {
                    Some(m) => l.f(
                        TreeText::EvTtValueChild,
                        &[("mv", &name(m)), ("v", &v(value))],
                    ),
                    None => l.f(TreeText::EvTtValue, &[("v", &v(value))]),
                },
                ProbeUse::Narrow => l.f(TreeText::EvTtNarrow, &[("v", &v(value))]),
                ProbeUse::MoveOnly => l.t(TreeText::EvTtMove).to_owned(),
            }
        }
        TraceEvent::Order { ref moves } => {
            let shown = order_cap.max(1);
            let mut list: Vec<String> = moves
                .iter()
                .take(shown)
                .map(|&(m, why)| {
                    let tag = match why {
                        OrderWhy::Table => l.t(TreeText::TreeTableShort).to_owned(),
                        OrderWhy::Killer => l.t(TreeText::OrderKiller).to_owned(),
                        OrderWhy::Counter => l.t(TreeText::OrderCounter).to_owned(),
                        OrderWhy::Capture => l.t(TreeText::OrderCapture).to_owned(),
                        OrderWhy::History(h) => l.f(TreeText::OrderHistory, &[("n", &h)]),
                        OrderWhy::Game => return name(m),
                    };
                    format!("{}({tag})", name(m))
                })
                .collect();
            if moves.len() > shown {
                list.push(l.f(TreeText::OrderMore, &[("n", &(moves.len() - shown))]));
            }
            l.f(TreeText::EvOrder, &[("list", &list.join(" "))])
        }
        TraceEvent::NullMove { reduction } => l.f(TreeText::EvNullMove, &[("r", &reduction)]),
        TraceEvent::Reduced { depth } => l.f(TreeText::EvReduced, &[("d", &depth)]),
        TraceEvent::Child {
            mv,
            alpha,
            beta,
            kind,
            reduction,
        } => {
            let s = match kind {
                ChildKind::Full | ChildKind::NullWindow if reduction > 0 => {
                    TreeText::EvChildReduced
                }
                ChildKind::Full => TreeText::EvChild,
                ChildKind::NullWindow => TreeText::EvChildNull,
                ChildKind::Research => TreeText::EvChildResearch,
            };
            l.f(
                s,
                &[
                    ("mv", &name(mv)),
                    ("w", &window_text((alpha, beta), !odd, l)),
                    ("r", &reduction),
                ],
            )
        }
        TraceEvent::Research { mv, value, reduced } => l.f(
            if reduced {
                TreeText::EvResearchReduced
            } else {
                TreeText::EvResearch
            },
            &[("mv", &name(mv)), ("v", &v(value))],
        ),
        TraceEvent::Leaf { value, why } => {
            let s = match why {
                LeafWhy::Terminal | LeafWhy::NoMoves => TreeText::EvLeafOver,
                LeafWhy::Eval | LeafWhy::StandPat => TreeText::EvLeafEval,
                LeafWhy::Table => TreeText::EvLeafTable,
                LeafWhy::Endgame => TreeText::EvLeafEndgame,
                LeafWhy::Threat => TreeText::EvLeafThreat,
                LeafWhy::RootThreat { threes: false } => TreeText::EvRootVcf,
                LeafWhy::RootThreat { threes: true } => TreeText::EvRootVct,
                LeafWhy::Futility => TreeText::EvLeafFutility,
            };
            l.f(s, &[("v", &v(value))])
        }
        TraceEvent::Pruned { skipped, why } => match why {
            PruneWhy::Futility { eval, margin } => l.f(
                TreeText::EvPrunedFutility,
                &[("v", &v(eval)), ("m", &margin), ("n", &skipped)],
            ),
            PruneWhy::LateMoves => l.f(TreeText::EvPrunedLate, &[("n", &skipped)]),
            PruneWhy::Exchange {
                quiet_loss,
                capture_loss,
            } => l.f(
                TreeText::EvPrunedExchange,
                &[("n", &skipped), ("q", &quiet_loss), ("c", &capture_loss)],
            ),
        },
        TraceEvent::Cutoff { mv, value, skipped } => l.f(
            TreeText::EvCutoff,
            &[
                ("mv", &mv.map_or_else(|| "—".to_owned(), name)),
                ("v", &v(value)),
                ("n", &skipped),
            ],
        ),
        TraceEvent::Exit {
            value,
            bound,
            stored,
            ..
        } => l.f(
            if stored {
                TreeText::EvExitStored
            } else {
                TreeText::EvExit
            },
            &[("v", &v(value)), ("b", &l.t(bound_name(bound)))],
        ),
        TraceEvent::AspirationFail { value, .. } => {
            l.f(TreeText::EvAspiration, &[("v", &v(value))])
        }
        TraceEvent::DepthDone {
            depth,
            value,
            best,
            nodes,
        } => l.f(
            TreeText::EvDepthDone,
            &[
                ("d", &depth),
                ("mv", &best.map_or_else(|| "—".to_owned(), name)),
                ("v", &v(value)),
                ("n", &nodes),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use gameai::games::tictactoe::TicTacToe;
    use gameai::search::{OrderWhy, TraceEvent};

    use super::describe;
    use crate::i18n::{Lang, Locale};
    use crate::scenes::transposition::tree::position::{LessonMove, Position};

    /// 수 순서는 앞의 `order_cap`수만 (까닭과 함께) 적고, 나머지는 그 수로 센다. 다 들어가면 세지 않는다.
    #[test]
    fn the_move_order_shows_the_first_moves_and_counts_the_rest() {
        let pos = Position::Ttt(TicTacToe::new());
        let l = Locale { lang: Lang::En };
        let moves: Vec<_> = (0..9)
            .map(|c| (LessonMove::Cell(c), OrderWhy::Game))
            .chain([(LessonMove::Cell(4), OrderWhy::Killer)])
            .collect();
        let e = TraceEvent::Order { moves };
        let short = describe(&e, &pos, &l, (false, 4));
        assert!(short.ends_with("… and 6 more"), "{short}");
        assert!(!short.contains("killer"), "{short}");
        let full = describe(&e, &pos, &l, (false, 10));
        assert!(
            !full.contains("more") && full.contains("(killer)"),
            "{full}"
        );
    }
}
