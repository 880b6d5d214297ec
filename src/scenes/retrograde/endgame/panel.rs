//! 끝내기의 패널: 끝내기 고르기 ([`super::picker`]), 보기 고르기, 그리고 보기마다 — 풀기: 층마다의 국면 수 막대와 수치,
//! 수마다: 합법 수마다의 값 (좋은 수부터; 누르면 둔다), 대국: 공격·방어와 새 대국, 수마다의 표시.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gameai::games::chess::Board;

use super::board::move_paint;
use super::picker::PickEndgame;
use super::state::{EgView, EndgameLab, EndgameTables, Note};
use crate::hud::{EguiReady, color32, scene_panel};
use crate::i18n::{EgText, Locale};
use crate::layout::ScreenLayout;
use crate::review::MoveList;
use crate::scenes::retrograde::state::{RetroMode, RetroRng};
use crate::scenes::tables::{mib, value_text};
use crate::theme::palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(
            in_state(RetroMode::Endgames)
                .and_then(resource_exists::<EndgameLab>)
                .and_then(resource_exists::<EguiReady>),
        ),
    );
}

/// 층마다의 국면 수 막대 (홀수 = 메이트까지, 금색; 짝수 = 메이트를 당하기까지, 파랑).
fn layer_chart(ui: &mut egui::Ui, by_plies: &[u64]) {
    let width = ui.available_width();
    let height = 70.0;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let painter = ui.painter();
    painter.rect_filled(rect, 3.0, color32(palette::SURFACE_HIGH));
    let max = by_plies.iter().copied().max().unwrap_or(1).max(1) as f32;
    let n = by_plies.len().max(1) as f32;
    let w = rect.width() / n;
    for (d, &count) in by_plies.iter().enumerate() {
        let h = (height - 4.0) * (count as f32 / max).sqrt();
        let color = if d % 2 == 1 {
            palette::GOLD
        } else {
            palette::BLUE
        };
        let x = rect.min.x + w * d as f32;
        painter.rect_filled(
            egui::Rect::from_min_max(
                egui::pos2(x, rect.max.y - h - 2.0),
                egui::pos2(x + (w - 1.0).max(1.0), rect.max.y - 2.0),
            ),
            0.0,
            color32(color),
        );
    }
}

fn panel(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mut next_mode: ResMut<NextState<RetroMode>>,
    mut lab: ResMut<EndgameLab>,
    tables: Res<EndgameTables>,
    mut picks: MessageWriter<PickEndgame>,
    mut rng: ResMut<RetroRng>,
    mut list: MoveList<EndgameLab>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let l = &*locale;
    let mut pick = None;
    let mut draft = lab.draft.clone();
    let mut view = lab.view;
    let mut play_move = None;
    let (mut undo, mut longest, mut new_game, mut replay) = (false, false, false, false);
    let mut attack = lab.attack;
    scene_panel(
        ctx,
        &layout,
        l,
        "retro_panel",
        (RetroMode::Endgames, &mut next_mode),
        |_| {},
        super::super::hud::ENDGAME_SECTIONS,
        |ui| {
            // 대국 중에는 수 목록이 맨 위 (다른 게임처럼: 휴대폰의 시트에서도 첫 줄).
            let playing = lab.view == EgView::Play && lab.game.is_some();
            if playing {
                list.show(ui, l, &lab);
                ui.separator();
            }
            pick = super::picker::show(ui, l, &lab, &mut draft);
            ui.horizontal(|ui| {
                for (v, s) in [
                    (EgView::Solve, EgText::ViewSolve),
                    (EgView::Moves, EgText::ViewMoves),
                    (EgView::Play, EgText::ViewPlay),
                ] {
                    if ui.selectable_label(view == v, l.t(s)).clicked() {
                        view = v;
                    }
                }
            });
            ui.separator();
            match lab.view {
                EgView::Solve => solve_body(ui, l, &lab, &tables, (&mut longest, &mut replay)),
                EgView::Moves => {
                    moves_body(ui, l, &lab, &tables, &mut play_move);
                    undo = !lab.history.is_empty() && ui.button(l.t(EgText::Undo)).clicked();
                }
                EgView::Play => {
                    ui.radio_value(&mut attack, true, l.t(EgText::Attack));
                    ui.radio_value(&mut attack, false, l.t(EgText::Defend));
                    new_game = ui.button(l.t(EgText::NewGame)).clicked();
                    notes_body(ui, l, &lab);
                }
            }
            ui.label(
                egui::RichText::new(l.t(EgText::AnyMaterialNote))
                    .small()
                    .color(color32(palette::TEXT_DIM)),
            );
        },
    );
    if draft != lab.draft {
        lab.draft = draft;
    }
    if let Some(m) = pick {
        // 새 끝내기 (보기는 그대로: 대국과 수마다의 국면은 표가 풀리면 새로 채운다).
        picks.write(PickEndgame(m));
    }
    if view != lab.view {
        lab.view = view;
        lab.selected = None;
    }
    if longest
        && let Some(board) = lab
            .report(&tables)
            .and_then(|r| r.longest.as_ref())
            .and_then(|(_, fen)| Board::from_fen(fen).ok())
    {
        lab.show(board);
        lab.view = EgView::Moves;
        lab.game = None;
    }
    if replay {
        lab.reveal = 0.0;
    }
    if let Some(mv) = play_move {
        lab.play(mv);
    }
    if undo && let Some(prev) = lab.history.pop() {
        lab.position = prev;
        lab.last = None;
        lab.selected = None;
    }
    if attack != lab.attack || new_game {
        lab.attack = attack;
        super::play::new_game(&mut lab, &tables, &mut rng);
    }
    Ok(())
}

fn solve_body(
    ui: &mut egui::Ui,
    l: &Locale,
    lab: &EndgameLab,
    tables: &EndgameTables,
    (longest, replay): (&mut bool, &mut bool),
) {
    ui.label(egui::RichText::new(l.t(EgText::LayerChart)).small());
    // 막대도 판처럼 보이는 층까지만.
    let (upto, _) = lab.painted(tables);
    let shown = |v: &[u64]| v[..v.len().min((upto + 1).max(0) as usize)].to_vec();
    match (&lab.snapshot, lab.report(tables)) {
        (Some(s), _) if lab.solving(tables) => {
            layer_chart(ui, &shown(&s.by_plies));
            ui.add(egui::ProgressBar::new(s.progress).desired_height(6.0));
        }
        (_, Some(r)) => {
            layer_chart(ui, &shown(&r.by_plies));
            *replay = ui.button(l.t(EgText::Replay)).clicked();
            ui.label(l.f(
                EgText::Counts,
                &[("w", &r.wins), ("d", &r.draws), ("l", &r.losses)],
            ));
            ui.label(
                egui::RichText::new(l.f(EgText::Longest, &[("n", &r.longest_mate_moves())]))
                    .color(color32(palette::GOLD)),
            );
            if r.longest.is_some() {
                *longest = ui.button(l.t(EgText::OpenLongest)).clicked();
            }
        }
        _ => {}
    }
    // 세션의 표들이 쓰는 메모리와 그 예산 (넘치면 오래 쓰지 않은 표부터 놓는다).
    ui.label(
        egui::RichText::new(l.f(
            EgText::TablesMemory,
            &[
                ("used", &mib(tables.tables.bytes())),
                ("limit", &mib(tables.limit)),
            ],
        ))
        .small()
        .color(color32(palette::TEXT_DIM)),
    );
    for hint in [EgText::DragHint, EgText::TapSquareHint] {
        ui.label(
            egui::RichText::new(l.t(hint))
                .small()
                .color(color32(palette::TEXT_DIM)),
        );
    }
}

fn moves_body(
    ui: &mut egui::Ui,
    l: &Locale,
    lab: &EndgameLab,
    tables: &EndgameTables,
    play_move: &mut Option<gameai::games::chess::Move>,
) {
    let Ok(p) = tables.tables.probe(&lab.position) else {
        ui.label(l.t(EgText::NeedSolve));
        return;
    };
    ui.label(value_text(p.value, l));
    ui.label(egui::RichText::new(l.t(EgText::MovesTitle)).strong());
    for m in &p.moves {
        let (color, n) = move_paint(m.after);
        let what = match (m.for_mover(), n) {
            (_, _) if m.after == gameai::tablebase::Value::Loss(0) => {
                l.t(EgText::MoveMates).to_owned()
            }
            (gameai::tablebase::Value::Win(_), Some(n)) => l.f(EgText::MoveWin, &[("n", &n)]),
            (gameai::tablebase::Value::Loss(_), Some(n)) => l.f(EgText::MoveLoss, &[("n", &n)]),
            _ => l.t(EgText::MoveDraw).to_owned(),
        };
        let text = format!("{:<7} {what}", lab.position.san(m.mv));
        let button = egui::Button::new(egui::RichText::new(text).color(color32(palette::TEXT)))
            .fill(color32(color));
        if ui.add(button).clicked() {
            *play_move = Some(m.mv);
        }
    }
}

fn notes_body(ui: &mut egui::Ui, l: &Locale, lab: &EndgameLab) {
    let Some(g) = &lab.game else {
        return;
    };
    // 보기 좋게 뒤에서 여덟 줄만.
    let skip = g.notes.len().saturating_sub(8);
    for n in &g.notes[skip..] {
        let (text, color) = match *n {
            Note::Slower(mv, k) => (l.f(EgText::Slower, &[("mv", &mv), ("n", &k)]), palette::BAD),
            Note::Spoiled(mv) => (l.f(EgText::Spoiled, &[("mv", &mv)]), palette::BAD),
            Note::Table(mv) => (l.f(EgText::TableMoved, &[("mv", &mv)]), palette::TEXT_DIM),
        };
        ui.label(egui::RichText::new(text).color(color32(color)));
    }
}
