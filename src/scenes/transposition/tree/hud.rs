//! 탐색 나무의 글과 패널: 위 줄은 방금 일어난 일 (사건 하나의 설명, 두 언어), 아래 줄은 사건 번호와
//! 노드 수; 패널은 국면, 기법의 계단과 계단마다의 노드 수, 한 노드·다음 자름·다음 표 적중·다음 깊이,
//! 재생과 속도, 사건 번호의 슬라이더.

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use gameai::games::tictactoe::cell_name;
use gameai::search::{ChildKind, LeafWhy, NodeEnd, OrderWhy, ProbeUse, Rung, TraceEvent, Via};
use gameai::tt::Bound;
use gameai::zobrist::{bits, hex_key};

use super::view::{root_bound, root_value, value_text, window_text};
use super::{LessonAction, PRESETS, SearchLesson, TT_BITS};
use crate::AppSet;
use crate::hud::board_text::BoardTexts;
use crate::hud::labeled_slider;
use crate::hud::panel::color32;
use crate::i18n::{Locale, S, TreeText};
use crate::scenes::transposition::panel::{TransPanel, panel_shown};
use crate::scenes::transposition::state::{SPEEDS, TransMode};
use crate::theme::palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        texts
            .in_set(AppSet::Hud)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(panel_shown(TransMode::Tree)),
    );
}

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

fn bound_name(b: Bound) -> TreeText {
    match b {
        Bound::Exact => TreeText::BoundExact,
        Bound::Lower => TreeText::BoundLower,
        Bound::Upper => TreeText::BoundUpper,
    }
}

/// 사건 하나의 설명 (그 사건이 일어난 곳에서 한 줄). 값과 창은 나무의 칸처럼 뿌리에서 둘 쪽에서 본다:
/// `odd`는 사건이 일어난 노드가 홀수 ply인가 (자식의 창과 부모에서 본 표는 한 ply 아래).
pub(crate) fn describe(e: &TraceEvent<u8>, l: &Locale, odd: bool) -> String {
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
            ..
        } => match via {
            Via::Move(c) => l.f(
                TreeText::EvNode,
                &[("mv", &cell_name(c)), ("d", &depth), ("w", &w(alpha, beta))],
            ),
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
                        &[("mv", &cell_name(m)), ("v", &v(value))],
                    ),
                    None => l.f(TreeText::EvTtValue, &[("v", &v(value))]),
                },
                ProbeUse::Narrow => l.f(TreeText::EvTtNarrow, &[("v", &v(value))]),
                ProbeUse::MoveOnly => l.t(TreeText::EvTtMove).to_owned(),
            }
        }
        TraceEvent::Order { ref moves } => {
            let list: Vec<String> = moves
                .iter()
                .map(|&(m, why)| match why {
                    OrderWhy::Table => {
                        format!("{}({})", cell_name(m), l.t(TreeText::TreeTableShort))
                    }
                    OrderWhy::Killer => format!("{}({})", cell_name(m), l.t(TreeText::OrderKiller)),
                    OrderWhy::Capture | OrderWhy::History(_) | OrderWhy::Game => cell_name(m),
                })
                .collect();
            l.f(TreeText::EvOrder, &[("list", &list.join(" "))])
        }
        TraceEvent::NullMove { reduction } => l.f(TreeText::EvNullMove, &[("r", &reduction)]),
        TraceEvent::Child {
            mv,
            alpha,
            beta,
            kind,
            ..
        } => {
            let s = match kind {
                ChildKind::Full => TreeText::EvChild,
                ChildKind::NullWindow => TreeText::EvChildNull,
                ChildKind::Research => TreeText::EvChildResearch,
            };
            l.f(
                s,
                &[
                    ("mv", &cell_name(mv)),
                    ("w", &window_text((alpha, beta), !odd, l)),
                ],
            )
        }
        TraceEvent::Research { mv, value, .. } => l.f(
            TreeText::EvResearch,
            &[("mv", &cell_name(mv)), ("v", &v(value))],
        ),
        TraceEvent::Leaf { value, why } => {
            let s = match why {
                LeafWhy::Terminal | LeafWhy::NoMoves => TreeText::EvLeafOver,
                LeafWhy::Eval | LeafWhy::StandPat => TreeText::EvLeafEval,
                LeafWhy::Table => TreeText::EvLeafTable,
            };
            l.f(s, &[("v", &v(value))])
        }
        TraceEvent::Cutoff { mv, value, skipped } => l.f(
            TreeText::EvCutoff,
            &[
                ("mv", &mv.map_or_else(|| "—".to_owned(), cell_name)),
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
                ("mv", &best.map_or_else(|| "—".to_owned(), cell_name)),
                ("v", &v(value)),
                ("n", &nodes),
            ],
        ),
    }
}

fn texts(lesson: Res<SearchLesson>, locale: Res<Locale>, mut texts: BoardTexts) {
    let odd = super::rows::focus(&lesson.tree, &lesson.events)
        .is_some_and(|id| lesson.tree.nodes[id as usize].ply % 2 == 1);
    let top = lesson.current().map_or_else(
        || locale.t(TreeText::TreeStart).to_owned(),
        |e| describe(e, &locale, odd),
    );
    let color = match lesson.current() {
        Some(TraceEvent::Cutoff { .. }) => palette::GOLD,
        Some(
            TraceEvent::Probe {
                used: ProbeUse::Value,
                ..
            }
            | TraceEvent::Leaf {
                why: LeafWhy::Table,
                ..
            },
        ) => palette::VIOLET,
        _ => palette::TEXT,
    };
    let searched = lesson
        .tree
        .nodes
        .iter()
        .filter(|n| !matches!(n.end, NodeEnd::Table { .. }))
        .count();
    let bottom = locale.f(
        TreeText::TreeCounter,
        &[
            ("e", &lesson.cursor()),
            ("all", &lesson.events.len()),
            ("n", &searched),
            ("total", &lesson.result.nodes),
        ],
    );
    texts.set(&top, color, &bottom);
}

fn panel(
    mut panel: TransPanel,
    lesson: Option<Res<SearchLesson>>,
    mut actions: MessageWriter<LessonAction>,
) -> Result {
    let Some(lesson) = lesson else {
        return Ok(());
    };
    panel.show(
        |_, _| {},
        |ui, locale, s| {
            let t = |x: TreeText| locale.t(x);
            ui.label(egui::RichText::new(t(TreeText::TtTreeTitle)).strong());
            ui.label(egui::RichText::new(t(TreeText::TreePosition)).strong());
            ui.horizontal_wrapped(|ui| {
                for (i, moves) in PRESETS.iter().enumerate() {
                    if ui
                        .selectable_label(lesson.preset == i, moves.join(" "))
                        .clicked()
                    {
                        actions.write(LessonAction::Preset(i));
                    }
                }
            });
            ui.small(t(TreeText::TreeMoreGames));
            let who = if lesson.root.stones() % 2 == 0 {
                "X"
            } else {
                "O"
            };
            ui.small(locale.f(TreeText::TreeView, &[("p", &who)]));
            ui.separator();
            ui.label(egui::RichText::new(t(TreeText::TreeRungs)).strong());
            let most = lesson
                .ladder
                .iter()
                .map(|r| r.nodes)
                .max()
                .unwrap_or(1)
                .max(1);
            for r in &lesson.ladder {
                let chosen = r.rung == lesson.rung;
                ui.horizontal(|ui| {
                    if ui.selectable_label(chosen, t(rung_name(r.rung))).clicked() {
                        actions.write(LessonAction::Rung(r.rung));
                    }
                    let share = r.nodes as f32 / most as f32;
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(70.0, 10.0), egui::Sense::hover());
                    let p = ui.painter();
                    p.rect_filled(rect, 2.0, color32(palette::SURFACE_HIGH));
                    let mut fill = rect;
                    fill.set_width((rect.width() * share).max(2.0));
                    p.rect_filled(
                        fill,
                        2.0,
                        color32(if chosen { palette::GOLD } else { palette::BLUE }),
                    );
                    ui.label(format!("{} · {}", r.nodes, value_text(r.value, locale)));
                });
            }
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                if ui.button(t(TreeText::TreeBack)).clicked() {
                    actions.write(LessonAction::Back);
                }
                if ui.button(t(TreeText::TreeStep)).clicked() {
                    actions.write(LessonAction::Step);
                }
                if ui.button(t(TreeText::TreeNextCutoff)).clicked() {
                    actions.write(LessonAction::NextCutoff);
                }
                if ui.button(t(TreeText::TreeNextHit)).clicked() {
                    actions.write(LessonAction::NextHit);
                }
                if ui.button(t(TreeText::TreeNextDepth)).clicked() {
                    actions.write(LessonAction::NextDepth);
                }
                let play = if lesson.playing {
                    TreeText::TreePause
                } else {
                    TreeText::TreePlay
                };
                if ui.button(t(play)).clicked() {
                    actions.write(LessonAction::Play(!lesson.playing));
                }
            });
            labeled_slider(ui, locale.t(S::Speed), &mut s.speed, SPEEDS, true);
            let mut at = lesson.cursor();
            let slider =
                egui::Slider::new(&mut at, 0..=lesson.events.len()).text(t(TreeText::TreeEvent));
            if ui.add(slider).changed() {
                actions.write(LessonAction::Seek(at));
            }
            ui.separator();
            match lesson.selected {
                Some(id) => {
                    for line in node_details(&lesson, id, locale) {
                        ui.label(line);
                    }
                }
                None => {
                    ui.small(t(TreeText::TreeTapHint));
                }
            }
        },
    )?;
    Ok(())
}

/// 뿌리에서 노드 `id`까지의 수 (뿌리면 "뿌리").
fn line_text(lesson: &SearchLesson, id: u32, l: &Locale) -> String {
    let moves: Vec<String> = lesson
        .tree
        .line(id)
        .into_iter()
        .map(|v| match v {
            Via::Move(c) => cell_name(c),
            Via::Root | Via::Null => "—".into(),
        })
        .collect();
    if moves.is_empty() {
        l.t(TreeText::TreeRoot).to_owned()
    } else {
        moves.join(" ")
    }
}

/// 고른 노드의 자세한 줄들: 수순, 열쇠와 표의 칸, 창, 결과와 그 까닭, 전치 (먼저 만난 같은 국면).
/// 값과 창은 나무의 칸처럼 뿌리에서 둘 쪽에서 본다.
pub(crate) fn node_details(lesson: &SearchLesson, id: u32, l: &Locale) -> Vec<String> {
    let Some(n) = lesson.tree.nodes.get(id as usize) else {
        return Vec::new();
    };
    let odd = n.ply % 2 == 1;
    let v = |x: i32| value_text(root_value(x, odd), l);
    let window = window_text(n.window, odd, l);
    let slot = n.key & ((1 << TT_BITS) - 1);
    let result = match n.end {
        NodeEnd::Open => l.t(TreeText::TreeSearching).to_owned(),
        NodeEnd::Leaf { value, why } => {
            let why = match why {
                LeafWhy::Terminal => TreeText::WhyTerminal,
                LeafWhy::Eval => TreeText::WhyEval,
                LeafWhy::StandPat => TreeText::WhyStandPat,
                LeafWhy::Table => TreeText::TreeTableShort,
                LeafWhy::NoMoves => TreeText::WhyNoMoves,
            };
            format!("= {} ({})", v(value), l.t(why))
        }
        NodeEnd::Done {
            value,
            bound,
            stored,
        } => {
            let mut r = format!("{} ({})", v(value), l.t(bound_name(root_bound(bound, odd))));
            if stored {
                r = format!("{r}, {}", l.t(TreeText::TreeStored));
            }
            r
        }
        NodeEnd::Table { value } => l.f(TreeText::TreeAnswered, &[("v", &v(value))]),
    };
    let mut out = vec![
        l.f(
            TreeText::TreeSelected,
            &[("line", &line_text(lesson, id, l))],
        ),
        l.f(
            TreeText::TreeKey,
            &[
                ("hex", &hex_key(n.key)),
                ("slot", &slot),
                ("n", &TT_BITS),
                ("bits", &bits(n.key, TT_BITS)),
            ],
        ),
        l.f(TreeText::TreeWindow, &[("w", &window)]),
        l.f(TreeText::TreeResult, &[("r", &result)]),
    ];
    if let Some(first) = lesson.twin() {
        out.push(l.f(
            TreeText::TreeTwin,
            &[("line", &line_text(lesson, first, l))],
        ));
    }
    out
}
