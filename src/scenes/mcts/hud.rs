//! 글자와 패널: 위쪽 상태 줄과 아래쪽 안내 줄 (Bevy 글자), 조작 패널 (egui).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gameai::games::GameId;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::games::{Player, Status};
use gameai::mcts::{Game, TreeMemory};

use super::board::BoardGame;
use super::compare::{Compare, CompareAction, Preset};
use super::explainer::{Cycle, Explainer, RestartExplainer, Stage, TARGET, chosen_name};
use super::play::{AiSearch, Match, MatchAction};
use super::record::record_text;
use super::state::{
    C_RANGE, HeatView, MctsMode, MctsSettings, SEEDS, SPEEDS, THINK_SECS, ThinkTrace,
};
use super::view::heat_tint;
use crate::hud::board_text::BoardTexts;
use crate::hud::chart::line_chart;
use crate::hud::{
    EguiReady, SavedLevel, SceneSections, color32, labeled_slider, level_row, scene_panel,
    think_line, tree_memory_line,
};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::records::Records;
use crate::registry::ModeState;
use crate::theme::palette;
use crate::think::{ThinkWhere, Thinker};
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            explainer_texts
                .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
            match_texts::<Hex>
                .run_if(in_state(MctsMode::Hex).and_then(resource_exists::<Match<Hex>>)),
            match_texts::<Havannah>
                .run_if(in_state(MctsMode::Havannah).and_then(resource_exists::<Match<Havannah>>)),
        )
            .in_set(AppSet::Hud)
            .run_if(in_state(Scene::Mcts)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(
            in_state(Scene::Mcts)
                .and_then(resource_exists::<MctsSettings>)
                .and_then(resource_exists::<EguiReady>),
        ),
    );
}

/// 설명: 반복 수와 지금 단계.
fn explainer_texts(
    ex: Res<Explainer>,
    locale: Res<Locale>,
    time: Res<Time>,
    mut texts: BoardTexts,
) {
    let n = ex.mcts.iterations();
    let top = locale.f(S::MctsIterations, &[("n", &n), ("total", &TARGET)]);
    let bottom = match (chosen_name(&ex), ex.cycle, ex.game.status()) {
        (_, _, s) if s.is_over() && ex.over_since.is_some() => match s {
            Status::Won(Player::First) => locale.t(S::MctsXWins).to_owned(),
            Status::Won(Player::Second) => locale.t(S::MctsOWins).to_owned(),
            _ => locale.t(S::MctsDraw).to_owned(),
        },
        (Some(mv), _, _) => locale.f(S::MctsPlayMost, &[("mv", &mv)]),
        (None, Some(c), _) => locale.t(stage_text(c, time.elapsed_secs())).to_owned(),
        (None, None, _) => locale.t(S::MctsPhaseFast).to_owned(),
    };
    texts.set(&top, palette::TEXT, &bottom);
}

fn stage_text(c: Cycle, now: f32) -> S {
    match c.stage(now).0 {
        Stage::Select => S::MctsPhaseSelect,
        Stage::Expand => S::MctsPhaseExpand,
        Stage::Rollout => S::MctsPhaseRollout,
        Stage::Backprop => S::MctsPhaseBackprop,
    }
}

/// 대국: 차례, 생각 중인 AI의 반복 수와 앞선 수, 끝나면 이긴 쪽과 모양.
fn match_texts<G: BoardGame>(
    m: Res<Match<G>>,
    thinker: Option<Res<Thinker<AiSearch<G>>>>,
    locale: Res<Locale>,
    mut texts: BoardTexts,
) {
    let (top, bottom) = match_lines(&m, thinker.as_deref(), &locale);
    texts.set(&top.0, top.1, &bottom);
}

/// 대국의 두 줄 (위: 상태, 아래: 앞선 수나 마지막 수).
pub(super) fn match_lines<G: BoardGame>(
    m: &Match<G>,
    thinker: Option<&Thinker<AiSearch<G>>>,
    locale: &Locale,
) -> ((String, Color), String) {
    if let Status::Won(p) = m.game.status() {
        let kind = m.game.win_name().map_or("", |k| locale.t(k));
        let (s, color) = if p == m.human {
            (S::MctsYouWon, palette::BLUE)
        } else {
            (S::MctsAiWon, palette::GOLD)
        };
        return ((locale.f(s, &[("kind", &kind)]), color), String::new());
    }
    if m.seat.pending.is_some() {
        let snap = thinker.and_then(Thinker::snapshot);
        let (n, rate) = snap.as_ref().map_or((0, 0.0), |s| {
            (s.iterations, s.iterations as f32 / s.elapsed.max(1e-3))
        });
        let rate = format!("{rate:.0}");
        let top = locale.f(S::MctsThinking, &[("n", &n), ("rate", &rate)]);
        let bottom = snap
            .and_then(|s| s.root.first().copied())
            .map(|c| {
                let pct = format!("{:.0}", c.win_rate() * 100.0);
                locale.f(
                    S::MctsLeading,
                    &[("mv", &m.game.name(c.mv)), ("rate", &pct)],
                )
            })
            .unwrap_or_default();
        return ((top, palette::GOLD), bottom);
    }
    let bottom = match (&m.seat.last, m.history.last()) {
        (Some(d), Some(&mv)) => locale.f(
            S::MctsAiPlayed,
            &[("mv", &m.game.name(mv)), ("n", &d.iterations)],
        ),
        _ => String::new(),
    };
    (
        (locale.t(S::MctsYourTurn).to_owned(), palette::BLUE),
        bottom,
    )
}

/// 조작 패널.
fn panel(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mode: Res<State<MctsMode>>,
    mut next_mode: ResMut<NextState<MctsMode>>,
    mut settings: ResMut<MctsSettings>,
    hex: Option<Res<Match<Hex>>>,
    havannah: Option<Res<Match<Havannah>>>,
    hex_thinker: Option<Res<Thinker<AiSearch<Hex>>>>,
    havannah_thinker: Option<Res<Thinker<AiSearch<Havannah>>>>,
    (hex_compare, havannah_compare): (Option<Res<Compare<Hex>>>, Option<Res<Compare<Havannah>>>),
    mut records: Records,
    mut explainer: MessageWriter<RestartExplainer>,
    mut match_actions: MessageWriter<MatchAction>,
    mut compare_actions: MessageWriter<CompareAction>,
    (place, trace): (Res<ThinkWhere>, Option<Res<ThinkTrace>>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = |s: S| locale.t(s);
    let mut s = settings.clone();
    let swap = settings.swap;
    let rave_on = settings.rave;
    let mut restart = false;
    let mut action = None;
    let mut compare = None;
    let mut rave_switch = None;
    let comparing = hex_compare.is_some() || havannah_compare.is_some();
    let mut md = *mode.get();
    let tabs = MctsMode::tabs();
    let sections = SceneSections {
        check: &[S::MctsCheck1, S::MctsCheck2, S::MctsCheck3, S::MctsCheck4],
        tune: &[S::MctsTune1, S::MctsTune2, S::MctsTune3],
    };
    let switched = scene_panel(
        ctx,
        &layout,
        &locale,
        "mcts_panel",
        (&tabs, &mut md),
        |ui| {
            // 앞선 수의 승률 막대 (생각 중) 또는 마지막 생각의 것: 시트를 접지 않으면 늘 보인다.
            let lead = match mode.get() {
                MctsMode::Explain => None,
                MctsMode::Hex => lead_rate(hex.as_deref(), hex_thinker.as_deref()),
                MctsMode::Havannah => lead_rate(havannah.as_deref(), havannah_thinker.as_deref()),
            };
            if let Some((name, rate, iters, memory)) = lead {
                // 글은 막대 위의 줄에 (금색 채움 위의 흰 글은 대비가 1.3:1뿐이다).
                ui.label(format!("{name} · {:.0}% · {iters}", rate * 100.0));
                ui.add(
                    egui::ProgressBar::new(rate)
                        .fill(color32(palette::GOLD))
                        .desired_height(8.0),
                );
                tree_memory_line(ui, &locale, memory);
            }
            if *mode.get() != MctsMode::Explain {
                heat_strip(ui, &locale, &mut s.heat, rave_on);
                if let Some(trace) = trace.as_deref() {
                    trace_chart(ui, &locale, trace);
                }
            }
        },
        sections,
        |ui| match mode.get() {
            MctsMode::Explain => {
                restart |= ui.button(t(S::Restart)).clicked();
                labeled_slider(ui, t(S::MctsC), &mut s.explain_c, C_RANGE, false);
                labeled_slider(ui, t(S::Speed), &mut s.speed, SPEEDS, true);
                ui.horizontal(|ui| {
                    ui.label(t(S::MctsSeed));
                    ui.add(egui::DragValue::new(&mut s.seed).range(SEEDS));
                    if ui.button(t(S::MctsNewSeed)).clicked() {
                        s.seed = (s.seed * 7919 + 17) % 10_000;
                    }
                });
            }
            MctsMode::Hex | MctsMode::Havannah => {
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t(S::NewGame)).clicked() {
                        action = Some(MatchAction::NewGame);
                    }
                    if ui.button(t(S::Undo)).clicked() {
                        action = Some(MatchAction::Undo);
                    }
                });
                match (mode.get(), hex.as_deref(), havannah.as_deref()) {
                    (MctsMode::Hex, Some(m), _) => {
                        records.row(ui, &locale, GameId::Hex, || record_text(m, swap));
                        records.link_row(ui, &locale, m);
                    }
                    (MctsMode::Havannah, _, Some(m)) => {
                        records.row(ui, &locale, GameId::Havannah, || record_text(m, swap));
                        records.link_row(ui, &locale, m);
                    }
                    _ => {}
                }
                let game = if *mode.get() == MctsMode::Hex {
                    GameId::Hex
                } else {
                    GameId::Havannah
                };
                if let Some(l) = level_row(ui, &locale, Some(s.level.0), game) {
                    s.level = SavedLevel(l);
                }
                labeled_slider(ui, t(S::MctsThinkTime), &mut s.think_secs, THINK_SECS, true);
                let sizes = if *mode.get() == MctsMode::Hex {
                    Hex::SIZES
                } else {
                    Havannah::SIZES
                };
                let size = if *mode.get() == MctsMode::Hex {
                    &mut s.hex_size
                } else {
                    &mut s.havannah_size
                };
                labeled_slider(ui, t(S::MctsBoardSize), size, sizes, false);
                ui.horizontal(|ui| {
                    ui.label(t(S::FirstMove));
                    ui.radio_value(&mut s.human_first, true, t(S::You));
                    ui.radio_value(&mut s.human_first, false, t(S::Ai));
                });
                if *mode.get() == MctsMode::Hex {
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
                if *mode.get() == MctsMode::Hex {
                    ui.checkbox(&mut s.bridges, t(S::MctsBridges));
                }
                ui.checkbox(&mut s.reuse, t(S::MctsReuse));
                ui.checkbox(&mut s.show_line, t(S::MctsShowLine));
                think_line(ui, &locale, &place, Some(crate::think::ai_threads()));
                ui.separator();
                ui.label(egui::RichText::new(t(S::MctsCompare)).strong());
                for preset in Preset::ALL {
                    if preset == Preset::Bridges && *mode.get() != MctsMode::Hex {
                        continue;
                    }
                    if ui
                        .button(format!("{} · {}", t(S::MctsCompareRun), t(preset.label())))
                        .clicked()
                    {
                        compare = Some(CompareAction::Run(preset));
                    }
                }
                if comparing && ui.button(t(S::MctsCompareClose)).clicked() {
                    compare = Some(CompareAction::Close);
                }
            }
        },
    );
    if switched {
        next_mode.set(md);
    }
    if let Some(on) = rave_switch {
        s.set_rave(on);
    }
    let new_board = s.hex_size != settings.hex_size
        || s.havannah_size != settings.havannah_size
        || s.human_first != settings.human_first
        || s.swap != settings.swap;
    restart |= s.explain_c != settings.explain_c || s.seed != settings.seed;
    if s != *settings {
        *settings = s;
    }
    if restart {
        explainer.write(RestartExplainer);
    }
    if new_board {
        action = Some(MatchAction::NewGame);
    }
    if let Some(a) = action {
        match_actions.write(a);
        compare_actions.write(CompareAction::Close);
    }
    if let Some(c) = compare {
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
