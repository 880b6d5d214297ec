//! 탐색 나무의 글과 패널: 위 줄은 방금 일어난 일 (사건 하나의 설명, `describe`), 아래 줄은 사건 번호와
//! 노드 수; 패널은 국면 (게임마다), 기법의 계단과 계단마다의 노드 수, 한 노드·다음 자름·다음 표 적중·
//! 다음 재탐색·다음 깊이, 재생과 속도, 사건 번호의 슬라이더, 고른 노드의 자세한 것 (`details`).

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use gameai::games::GameId;
use gameai::search::{LeafWhy, ProbeUse, TraceEvent};

use super::camera::TreeCamera;
use super::describe::{describe, rung_name};
use super::position::{NODE_CAP, PRESETS, Position, Setup};
use super::view::value_text;
use super::{LessonAction, SearchLesson, details};
use crate::AppSet;
use crate::hud::board_text::BoardTexts;
use crate::hud::labeled_slider;
use crate::hud::panel::color32;
use crate::i18n::{Locale, S, TreeText};
use crate::layout::ScreenLayout;
use crate::scenes::tables::{EndgameTables, solving_short};
use crate::scenes::transposition::panel::{TransPanel, panel_shown};
use crate::scenes::transposition::state::{SPEEDS, TransMode};
use crate::theme::palette;
use crate::think::Thinker;
use gameai::tablebase::Generator;

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

/// 설명 줄에 적는 수 순서의 수: 판의 폭 50픽셀마다 한 수 (360픽셀 폰에서 일곱, 두 줄 안쪽).
fn order_cap(layout: &ScreenLayout) -> usize {
    ((layout.board.width() / 50.0) as usize).clamp(4, 30)
}

fn texts(
    lesson: Res<SearchLesson>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    (tables, maker): (Res<EndgameTables>, Res<Thinker<Generator>>),
    mut texts: BoardTexts,
) {
    // 뿌리의 끝내기 표를 만드는 중: 풀리면 다시 찾는다 (`endgame.rs`).
    if let Some(m) = super::endgame::root_material(&lesson)
        && let Some(s) = tables.progress(&maker, &m)
    {
        let top = locale.f(
            TreeText::TreeTableSolving,
            &[("what", &solving_short(&m, Some(&s)))],
        );
        texts.set(&top, palette::GOLD, "");
        return;
    }
    if lesson.searching() {
        let top = locale.f(
            TreeText::TreeSearchingNow,
            &[
                ("k", &(lesson.rungs_done() + 1)),
                ("all", &lesson.ladder.len()),
            ],
        );
        texts.set(&top, palette::TEXT, "");
        return;
    }
    let odd = super::rows::focus(&lesson.tree, &lesson.events)
        .is_some_and(|id| lesson.tree.nodes[id as usize].ply % 2 == 1);
    let top = lesson.current().map_or_else(
        || locale.t(TreeText::TreeStart).to_owned(),
        |e| describe(e, &lesson.root, &locale, (odd, order_cap(&layout))),
    );
    let color = match lesson.current() {
        Some(TraceEvent::Cutoff { .. } | TraceEvent::Pruned { .. }) => palette::GOLD,
        Some(TraceEvent::Research { .. }) => palette::BLUE,
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
    let total = lesson.result.as_ref().map_or(0, |r| r.nodes);
    let mut bottom = locale.f(
        TreeText::TreeCounter,
        &[
            ("e", &lesson.cursor()),
            ("all", &lesson.events.len()),
            ("n", &lesson.tree.searched()),
            ("total", &total),
        ],
    );
    if lesson.result.as_ref().is_some_and(|r| r.stopped()) {
        bottom = format!(
            "{bottom} · {}",
            locale.f(TreeText::TreeStopped, &[("n", &NODE_CAP)])
        );
    }
    texts.set(&top, color, &bottom);
}

/// 국면 고르기: 게임마다 한 줄 (지금 대국은 저장된 것이 있을 때만).
fn presets(
    ui: &mut egui::Ui,
    lesson: &SearchLesson,
    l: &Locale,
    actions: &mut MessageWriter<LessonAction>,
) {
    let groups = [
        (GameId::TicTacToe, TreeText::GameTtt),
        (GameId::Gomoku, TreeText::GameGomoku),
        (GameId::Chess, TreeText::GameChess),
    ];
    for (game, name) in groups {
        ui.horizontal_wrapped(|ui| {
            ui.label(l.t(name));
            for (i, p) in PRESETS.iter().enumerate().filter(|(_, p)| p.game() == game) {
                let shown =
                    !matches!(p.setup, Setup::Current(_)) || p.setup.build(&lesson.now).is_some();
                if shown {
                    preset_button(ui, lesson, i, l, actions);
                }
            }
        });
    }
}

fn preset_button(
    ui: &mut egui::Ui,
    lesson: &SearchLesson,
    i: usize,
    l: &Locale,
    actions: &mut MessageWriter<LessonAction>,
) {
    let p = &PRESETS[i];
    let label = match (p.name, p.setup) {
        (Some(name), _) => l.t(name).to_owned(),
        (None, Setup::Ttt(moves)) => moves.join(" "),
        (None, _) => p.slug.to_owned(),
    };
    if ui.selectable_label(lesson.preset == i, label).clicked() {
        actions.write(LessonAction::Preset(i));
    }
}

/// 계단마다의 노드 수 막대와 값 (찾는 중이면 "…", 상한에서 멈췄으면 "> 상한").
fn ladder(
    ui: &mut egui::Ui,
    lesson: &SearchLesson,
    l: &Locale,
    actions: &mut MessageWriter<LessonAction>,
) {
    let most = lesson
        .ladder
        .iter()
        .map(|r| r.nodes)
        .max()
        .unwrap_or(1)
        .max(1);
    for r in &lesson.ladder {
        let chosen = r.rung == lesson.rung;
        // 좁으면 수치가 다음 줄로 (잘리지 않게).
        ui.horizontal_wrapped(|ui| {
            if ui
                .selectable_label(chosen, l.t(rung_name(r.rung)))
                .clicked()
            {
                actions.write(LessonAction::Rung(r.rung));
            }
            let share = r.nodes as f32 / most as f32;
            let (rect, _) = ui.allocate_exact_size(egui::vec2(70.0, 10.0), egui::Sense::hover());
            let p = ui.painter();
            p.rect_filled(rect, 2.0, color32(palette::SURFACE_HIGH));
            let mut fill = rect;
            fill.set_width((rect.width() * share).max(2.0));
            p.rect_filled(
                fill,
                2.0,
                color32(if chosen { palette::GOLD } else { palette::BLUE }),
            );
            let text = match (r.done, r.value) {
                (false, _) => "…".to_owned(),
                (true, Some(v)) => format!("{} · {}", r.nodes, value_text(v, l)),
                (true, None) => l.f(TreeText::TreeStopped, &[("n", &NODE_CAP)]),
            };
            ui.label(text);
        });
    }
}

fn panel(
    mut panel: TransPanel,
    lesson: Option<Res<SearchLesson>>,
    mut camera: ResMut<TreeCamera>,
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
            presets(ui, &lesson, locale, &mut actions);
            let who = match (&lesson.root, lesson.root.first_to_move()) {
                (Position::Ttt(_), true) => "X",
                (Position::Ttt(_), false) => "O",
                (Position::Gomoku(_), true) | (Position::Chess(_), false) => t(TreeText::SideBlack),
                (Position::Gomoku(_), false) | (Position::Chess(_), true) => t(TreeText::SideWhite),
            };
            ui.small(locale.f(TreeText::TreeView, &[("p", &who)]));
            let mut depth = lesson.depth;
            // 이름표는 슬라이더 위에 (좁은 화면에서 옆의 이름표가 잘리지 않게).
            let range = 1..=lesson.max_depth().max(1);
            if labeled_slider(ui, t(TreeText::TreeDepth), &mut depth, range, false).changed() {
                actions.write(LessonAction::Depth(depth));
            }
            ui.separator();
            ui.label(egui::RichText::new(t(TreeText::TreeRungs)).strong());
            ladder(ui, &lesson, locale, &mut actions);
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                let buttons = [
                    (TreeText::TreeBack, LessonAction::Back),
                    (TreeText::TreeStep, LessonAction::Step),
                    (TreeText::TreeNextCutoff, LessonAction::NextCutoff),
                    (TreeText::TreeNextHit, LessonAction::NextHit),
                    (TreeText::TreeNextResearch, LessonAction::NextResearch),
                    (TreeText::TreeNextDepth, LessonAction::NextDepth),
                ];
                for (name, action) in buttons {
                    if ui.button(t(name)).clicked() {
                        actions.write(action);
                    }
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
            let range = 0..=lesson.events.len();
            if labeled_slider(ui, t(TreeText::TreeEvent), &mut at, range, false).changed() {
                actions.write(LessonAction::Seek(at));
            }
            ui.horizontal_wrapped(|ui| {
                ui.small(t(TreeText::TreeZoomHint));
                if ui.button(t(TreeText::TreeRecenter)).clicked() {
                    *camera = TreeCamera::default();
                }
            });
            ui.separator();
            match lesson.selected {
                Some(id) => details::show(ui, &lesson, id, locale),
                None => {
                    ui.small(t(TreeText::TreeTapHint));
                }
            }
        },
    )?;
    Ok(())
}
