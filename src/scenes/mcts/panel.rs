//! 대국의 조작 패널 하나 (게임에 대해 일반적: 헥스, 하바나): 앞선 수의 승률 막대, 열 지도 고르기와
//! 그 범례, 생각의 자취 그림, 새 게임·무르기, 기록, 난이도, 생각 시간, 판 크기, 먼저 둘 쪽, 탐색의
//! 선택들, A/B 비교. 게임마다 다른 것은 [`BoardGame`]이 말한다 (교환 규칙과 다리 지키기가 있는가, 판
//! 크기의 범위).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use gameai::mcts::TreeMemory;

use super::board::BoardGame;
use super::compare::{Compare, CompareAction, Preset};
use super::play::{AiSearch, Match, MatchAction};
use super::record::record_text;
use super::state::{C_RANGE, HeatView, MctsMode, MctsSettings, SECTIONS, THINK_SECS, ThinkTrace};
use super::view::heat_tint;
use crate::hud::chart::line_chart;
use crate::hud::{
    SavedLevel, color32, labeled_slider, level_row, scene_panel, think_line, tree_memory_line,
};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::records::Records;
use crate::review::MoveList;
use crate::theme::palette;
use crate::think::{ThinkWhere, Thinker};

/// 게임 `G`의 대국 패널.
pub(super) fn match_panel<G: BoardGame>(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mut next_mode: ResMut<NextState<MctsMode>>,
    mut settings: ResMut<MctsSettings>,
    (m, thinker, compare): (
        Option<Res<Match<G>>>,
        Option<Res<Thinker<AiSearch<G>>>>,
        Option<Res<Compare<G>>>,
    ),
    (mut records, mut moves): (Records, MoveList<Match<G>>),
    mut match_actions: MessageWriter<MatchAction>,
    mut compare_actions: MessageWriter<CompareAction>,
    (place, trace): (Res<ThinkWhere>, Option<Res<ThinkTrace>>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = |s: S| locale.t(s);
    let mut s = settings.clone();
    let swap = settings.swap;
    let rave_on = settings.rave;
    let mut action = None;
    let mut compare_action = None;
    let mut rave_switch = None;
    let mut size = G::size_setting(&settings);
    scene_panel(
        ctx,
        &layout,
        &locale,
        "mcts_panel",
        (G::MODE, &mut next_mode),
        |ui| {
            // 수 목록이 맨 앞에: 시트를 접지 않으면 늘 보인다 (휴대폰에서도 판을 가리지 않는 몇 줄).
            if let Some(m) = m.as_deref() {
                moves.show(ui, &locale, m);
            }
            // 앞선 수의 승률 막대 (생각 중) 또는 마지막 생각의 것: 시트를 접지 않으면 늘 보인다.
            if let Some((name, rate, iters, memory)) = lead_rate(m.as_deref(), thinker.as_deref()) {
                // 글은 막대 위의 줄에 (금색 채움 위의 흰 글은 대비가 1.3:1뿐이다).
                ui.label(format!("{name} · {:.0}% · {iters}", rate * 100.0));
                ui.add(
                    egui::ProgressBar::new(rate)
                        .fill(color32(palette::GOLD))
                        .desired_height(8.0),
                );
                tree_memory_line(ui, &locale, memory);
            }
            heat_strip(ui, &locale, &mut s.heat, rave_on);
            if let Some(trace) = trace.as_deref() {
                trace_chart(ui, &locale, trace);
            }
        },
        SECTIONS,
        |ui| {
            ui.horizontal_wrapped(|ui| {
                if ui.button(t(S::NewGame)).clicked() {
                    action = Some(MatchAction::NewGame);
                }
                if ui.button(t(S::Undo)).clicked() {
                    action = Some(MatchAction::Undo);
                }
            });
            if let Some(m) = m.as_deref() {
                records.row(ui, &locale, G::ID, || record_text(m, swap));
                records.link_row(ui, &locale, m);
            }
            if let Some(l) = level_row(ui, &locale, Some(s.level.0), G::ID) {
                s.level = SavedLevel(l);
            }
            labeled_slider(ui, t(S::MctsThinkTime), &mut s.think_secs, THINK_SECS, true);
            labeled_slider(ui, t(S::MctsBoardSize), &mut size, G::SIZES, false);
            ui.horizontal(|ui| {
                ui.label(t(S::FirstMove));
                ui.radio_value(&mut s.human_first, true, t(S::You));
                ui.radio_value(&mut s.human_first, false, t(S::Ai));
            });
            if G::OFFERS_SWAP {
                ui.checkbox(&mut s.swap, t(S::MctsSwap));
            }
            ui.separator();
            ui.label(egui::RichText::new(t(S::MctsOptions)).strong());
            labeled_slider(ui, t(S::MctsPlayC), &mut s.c, C_RANGE, false);
            ui.checkbox(&mut s.decisive, t(S::MctsDecisive));
            let mut rave = s.rave;
            if ui.checkbox(&mut rave, t(S::MctsRave)).changed() {
                rave_switch = Some(rave);
            }
            if G::OFFERS_BRIDGES {
                ui.checkbox(&mut s.bridges, t(S::MctsBridges));
            }
            ui.checkbox(&mut s.reuse, t(S::MctsReuse));
            ui.checkbox(&mut s.show_line, t(S::MctsShowLine));
            think_line(ui, &locale, &place, Some(crate::think::ai_threads()));
            ui.separator();
            ui.label(egui::RichText::new(t(S::MctsCompare)).strong());
            for preset in Preset::ALL {
                if preset == Preset::Bridges && !G::OFFERS_BRIDGES {
                    continue;
                }
                if ui
                    .button(format!("{} · {}", t(S::MctsCompareRun), t(preset.label())))
                    .clicked()
                {
                    compare_action = Some(CompareAction::Run(preset));
                }
            }
            if compare.is_some() && ui.button(t(S::MctsCompareClose)).clicked() {
                compare_action = Some(CompareAction::Close);
            }
        },
    );
    if let Some(on) = rave_switch {
        s.set_rave(on);
    }
    if size != G::size_setting(&settings) {
        G::set_size_setting(&mut s, size);
    }
    let new_board = G::size_setting(&s) != G::size_setting(&settings)
        || s.human_first != settings.human_first
        || s.swap != settings.swap;
    if s != *settings {
        *settings = s;
    }
    if new_board {
        action = Some(MatchAction::NewGame);
    }
    if let Some(a) = action {
        match_actions.write(a);
        compare_actions.write(CompareAction::Close);
    }
    if let Some(c) = compare_action {
        compare_actions.write(c);
    }
    Ok(())
}

/// 열 지도 고르기와 그 범례: 보기 셋 (방문 수, 승률, RAVE 값)과, 바탕색에서 보기의 색까지의 띠와
/// 양 끝의 값. RAVE 값은 RAVE가 꺼져 있으면 비었으므로 그렇다고 말한다.
fn heat_strip(ui: &mut egui::Ui, locale: &Locale, heat: &mut u8, rave_on: bool) {
    let mut view = HeatView::from_index(*heat);
    ui.horizontal_wrapped(|ui| {
        ui.label(locale.t(S::MctsHeat));
        for v in HeatView::ALL {
            ui.selectable_value(&mut view, v, locale.t(heat_name(v)));
        }
    });
    *heat = view.index();
    if view == HeatView::Rave && !rave_on {
        ui.label(
            egui::RichText::new(locale.t(S::MctsHeatRaveOff))
                .small()
                .color(color32(palette::TEXT_DIM)),
        );
        return;
    }
    let (lo, hi) = match view {
        HeatView::Visits => ("0", locale.t(S::MctsHeatMost)),
        HeatView::WinRate | HeatView::Rave => ("0%", "100%"),
    };
    ui.horizontal(|ui| {
        ui.label(lo);
        let (rect, _) = ui.allocate_exact_size(egui::vec2(120.0, 14.0), egui::Sense::hover());
        // 칸을 칠하는 식과 같은 섞기 (view.rs의 `paint`): 0에서 바탕색, 1에서 보기의 색 90%.
        const STEPS: usize = 24;
        let w = rect.width() / STEPS as f32;
        for i in 0..STEPS {
            let t = (i as f32 + 0.5) / STEPS as f32;
            let c = heat_tint(view, t);
            let x = rect.min.x + w * i as f32;
            let r = egui::Rect::from_min_max(
                egui::pos2(x, rect.min.y),
                egui::pos2(x + w + 0.5, rect.max.y),
            );
            ui.painter().rect_filled(r, 0.0, color32(c));
        }
        ui.label(hi);
    });
}

/// 생각의 자취를 선 그림으로: 반복 수(가장 많은 때에 맞춰)와 앞선 수의 승률(0–100%)을 시간에 따라.
fn trace_chart(ui: &mut egui::Ui, locale: &Locale, trace: &ThinkTrace) {
    let Some(last) = trace.points.last() else {
        return;
    };
    let most = last.iterations.max(1) as f32;
    let iters: Vec<(f32, f32)> = trace
        .points
        .iter()
        .map(|p| (p.secs, p.iterations as f32 / most))
        .collect();
    let rates: Vec<(f32, f32)> = trace.points.iter().map(|p| (p.secs, p.lead_rate)).collect();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            egui::RichText::new(format!(
                "{} 0–{}",
                locale.t(S::ChartIterations),
                last.iterations
            ))
            .small()
            .color(color32(palette::GOLD)),
        );
        ui.label(
            egui::RichText::new(format!("{} 0–100%", locale.t(S::ChartLeadRate)))
                .small()
                .color(color32(palette::GOOD)),
        );
        ui.label(
            egui::RichText::new(format!("{:.1} s", last.secs))
                .small()
                .color(color32(palette::TEXT_DIM)),
        );
    });
    line_chart(
        ui,
        last.secs,
        &[(&iters, palette::GOLD), (&rates, palette::GOOD)],
        56.0,
    );
}

/// 열 지도 보기의 이름.
fn heat_name(v: HeatView) -> S {
    match v {
        HeatView::Visits => S::MctsHeatVisits,
        HeatView::WinRate => S::MctsHeatWinRate,
        HeatView::Rave => S::MctsHeatRave,
    }
}

/// 앞선 수: (이름, 승률, 반복 수, 트리의 메모리). 생각 중이면 지금, 아니면 마지막 생각.
fn lead_rate<G: BoardGame>(
    m: Option<&Match<G>>,
    thinker: Option<&Thinker<AiSearch<G>>>,
) -> Option<(String, f32, u64, TreeMemory)> {
    let m = m?;
    if m.seat.pending.is_some() {
        let s = thinker.and_then(Thinker::snapshot)?;
        let c = s.root.first()?;
        return Some((m.game.name(c.mv), c.win_rate(), s.iterations, s.memory));
    }
    let d = m.seat.last.as_ref()?;
    let c = d.root.first()?;
    Some((m.game.name(c.mv), c.win_rate(), d.iterations, d.memory))
}
