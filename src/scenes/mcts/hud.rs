//! 글자와 설명의 패널: 위쪽 상태 줄과 아래쪽 안내 줄 (Bevy 글자; 설명과, 게임마다 대국의 것), 틱택토
//! 설명의 조작 패널 (egui). 대국의 패널은 `panel.rs`에 (게임에 대해 하나).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gameai::games::{Player, Status};
use gameai::mcts::Game;

use super::board::BoardGame;
use super::explainer::{
    Cycle, Explainer, ExplainerOpponent, RestartExplainer, Stage, TARGET, chosen_name,
};
use super::play::{AiSearch, Match};
use super::state::{C_RANGE, MctsMode, MctsSettings, SECTIONS, SEEDS, SPEEDS};
use crate::AppSet;
use crate::hud::board_text::BoardTexts;
use crate::hud::{EguiReady, labeled_slider, scene_panel};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::review::MoveList;
use crate::theme::palette;
use crate::think::Thinker;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        explainer_texts
            .in_set(AppSet::Hud)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        explainer_panel.run_if(
            in_state(MctsMode::Explain)
                .and_then(resource_exists::<MctsSettings>)
                .and_then(resource_exists::<EguiReady>),
        ),
    );
}

/// 게임 `G`의 대국 글자와 패널.
pub(super) fn game_plugin<G: BoardGame>(app: &mut App) {
    app.add_systems(
        Update,
        match_texts::<G>
            .in_set(AppSet::Hud)
            .run_if(in_state(G::MODE).and_then(resource_exists::<Match<G>>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        super::panel::match_panel::<G>.run_if(
            in_state(G::MODE)
                .and_then(resource_exists::<MctsSettings>)
                .and_then(resource_exists::<EguiReady>),
        ),
    );
}

/// 설명(틱택토 트리)의 조작 패널: AI끼리 / AI와 두기, (AI와 두면) 수 목록, 다시 시작, C, 속도, 씨앗.
#[allow(clippy::too_many_arguments)] // 시스템의 매개변수: 패널이 읽고 쓰는 리소스마다 하나.
fn explainer_panel(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mut next_mode: ResMut<NextState<MctsMode>>,
    mut settings: ResMut<MctsSettings>,
    mut explainer: MessageWriter<RestartExplainer>,
    (mut opponent, ex): (MessageWriter<ExplainerOpponent>, Option<Res<Explainer>>),
    mut list: MoveList<Explainer>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = |s: S| locale.t(s);
    let mut s = settings.clone();
    let mut restart = false;
    scene_panel(
        ctx,
        &layout,
        &locale,
        "mcts_panel",
        (MctsMode::Explain, &mut next_mode),
        |_| {},
        SECTIONS,
        |ui| {
            let human = ex.as_ref().and_then(|e| e.human);
            ui.horizontal(|ui| {
                if ui
                    .selectable_label(human.is_none(), t(S::TttWatch))
                    .clicked()
                    && human.is_some()
                {
                    opponent.write(ExplainerOpponent(None));
                }
                let you = if s.human_first {
                    Player::First
                } else {
                    Player::Second
                };
                let play = ui
                    .selectable_label(human.is_some(), t(S::TttPlay))
                    .on_hover_text(t(S::TttPlayTip));
                if play.clicked() && human.is_none() {
                    opponent.write(ExplainerOpponent(Some(you)));
                }
            });
            if let Some(e) = ex.as_deref().filter(|e| e.human.is_some()) {
                list.show(ui, &locale, e);
            }
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
        },
    );
    restart |= s.explain_c != settings.explain_c || s.seed != settings.seed;
    if s != *settings {
        *settings = s;
    }
    if restart {
        explainer.write(RestartExplainer);
    }
    Ok(())
}

/// 설명: 반복 수와 지금 단계.
fn explainer_texts(
    ex: Res<Explainer>,
    locale: Res<Locale>,
    time: Res<Time>,
    mut texts: BoardTexts,
) {
    let n = ex.mcts.iterations();
    // AI와 두는 중 사람 차례 (또는 지난 국면을 보는 중): 트리는 쉰다.
    if ex.human.is_some() && !ex.ai_to_move() && !ex.game.status().is_over() {
        let top = if ex.history.at_end() {
            locale.t(S::MctsYourTurn)
        } else {
            locale.t(crate::i18n::ReviewText::Waiting)
        };
        texts.set(top, palette::BLUE, "");
        return;
    }
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
