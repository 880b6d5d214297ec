//! 글자와 패널: 판 위의 상태 줄과 안내 줄 (Bevy 글자), 그리고 조작 패널 (egui).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gameai::games::GameId;
use gameai::level::Level;

use super::game::NimAction;
use super::geometry::current_geometry;
use super::state::{
    NimFocus, NimMatch, NimMode, NimSettings, Phase, RANDOM_PROBS, SPEEDS, Side, TAKE_LIMITS,
};
use super::table::heap_steps;
use super::view::heap_name;
use crate::hud::board_text::{BoardTextPlace, BoardTexts, keep_place, spawn_board_texts};
use crate::hud::hint::Hint;
use crate::hud::mex::mex_panel;
use crate::hud::{SceneSections, color32, labeled_slider, level_row, scene_panel};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::probe::{BoardProbe, probe_in, screen_points};
use crate::records::Records;
use crate::review::MoveList;
use crate::theme::palette;
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Scene::Nim), spawn_texts);
    probe_in(app, NimMode::Play, probe);
    app.add_systems(OnExit(Scene::Nim), |mut c: Commands| {
        c.remove_resource::<Hint>();
        c.remove_resource::<BoardTextPlace>();
    });
    app.add_systems(
        Update,
        (update_status, place_texts)
            .in_set(AppSet::Hud)
            .run_if(in_state(Scene::Nim).and_then(resource_exists::<NimMatch>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(
            in_state(Scene::Nim)
                .and_then(resource_exists::<NimMatch>)
                .and_then(resource_exists::<crate::hud::EguiReady>),
        ),
    );
}

fn spawn_texts(mut commands: Commands) {
    spawn_board_texts(&mut commands, Scene::Nim);
}

/// 지금 상태를 한 줄로.
pub(super) fn status_line(m: &NimMatch, mode: NimMode, locale: &Locale) -> (String, Color) {
    let mover = |side: Side| match (side, mode) {
        (Side::Ai, _) => S::NimAiTakes,
        (Side::Other, NimMode::Explain) => S::NimRandomTakes,
        (Side::Other, NimMode::Play) => S::NimYouTake,
    };
    if let Some(winner) = m.winner {
        let misere = !m.pos.last_mover_wins();
        let s = match (winner, mode) {
            (Side::Ai, _) if misere => S::NimAiWonMisere,
            (Side::Ai, _) => S::NimAiWon,
            (Side::Other, NimMode::Play) => S::NimYouWon,
            (Side::Other, NimMode::Explain) => S::NimRandomWon,
        };
        let color = if winner == Side::Ai {
            palette::GOLD
        } else {
            palette::BLUE
        };
        return (locale.t(s).to_owned(), color);
    }
    match m.phase {
        Phase::Thinking { .. } => (locale.t(S::NimAiThinking).to_owned(), palette::GOLD),
        Phase::Reveal { mv, .. } => {
            let n = m.pos.heaps()[mv.heap] - mv.to;
            let h = heap_name(mv.heap);
            (
                locale.f(S::NimAiTakes, &[("n", &n), ("h", &h)]),
                palette::GOLD,
            )
        }
        _ if mode == NimMode::Play && m.to_move == Side::Other => {
            (locale.t(S::NimYourTurn).to_owned(), palette::BLUE)
        }
        _ => match m.last {
            Some((side, mv, n)) if side == Side::Other => {
                let h = heap_name(mv.heap);
                (
                    locale.f(mover(side), &[("n", &n), ("h", &h)]),
                    palette::TEXT,
                )
            }
            _ if mode == NimMode::Explain => {
                (locale.t(S::NimExplainTitle).to_owned(), palette::TEXT)
            }
            _ => (String::new(), palette::TEXT),
        },
    }
}

fn update_status(
    m: Res<NimMatch>,
    mode: Res<State<NimMode>>,
    locale: Res<Locale>,
    mut texts: BoardTexts,
) {
    let (line, color) = status_line(&m, *mode.get(), &locale);
    texts.set(&line, color, "");
}

/// 글의 자리는 더미의 배치가 정한다 (상태 줄은 더미 위, 안내는 그 밑).
fn place_texts(
    mut commands: Commands,
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    placed: Option<Res<BoardTextPlace>>,
) {
    let geo = current_geometry(&m, &settings, &layout);
    let ys = (geo.status_y, geo.hint_y, geo.hint_y);
    let at = BoardTextPlace::centered(layout.board, ys, geo.font);
    keep_place(&mut commands, placed.as_deref(), at);
}

/// 조작 패널.
fn panel(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mode: Res<State<NimMode>>,
    mut next_mode: ResMut<NextState<NimMode>>,
    mut settings: ResMut<NimSettings>,
    mut actions: MessageWriter<NimAction>,
    m: Option<Res<NimMatch>>,
    (mut records, mut moves): (Records, MoveList<NimMatch>),
    focus: Option<Res<NimFocus>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = |s: S| locale.t(s);
    let mut s = settings.clone();
    let show_table = settings.show_table;
    let mut new_game = false;
    let sections = SceneSections {
        check: &[S::NimCheck1, S::NimCheck2, S::NimCheck3, S::NimCheck4],
        tune: &[S::NimTune1, S::NimTune2, S::NimTune3, S::NimTune4],
    };
    scene_panel(
        ctx,
        &layout,
        &locale,
        "nim_panel",
        (*mode.get(), &mut next_mode),
        |ui| {
            // 새 게임은 늘 보이는 띠의 맨 앞에 (모드 탭 줄은 탭만).
            new_game = ui.button(t(S::NewGame)).clicked();
            let Some(m) = m.as_deref() else { return };
            if *mode.get() == NimMode::Play {
                moves.show(ui, &locale, m);
            }
            // 뺄셈 게임: 고른 더미의 그런디 값이 나오는 길, 아니면 고르는 법.
            if m.pos.variant().take == gameai::games::nim::TakeRule::Any {
                return;
            }
            let chosen = focus.as_deref().and_then(|f| f.0);
            let steps = chosen.and_then(|h| heap_steps(&m.pos, h).map(|s| (h, s)));
            match steps {
                Some((h, steps)) => {
                    let n = m.pos.heaps()[h];
                    let what = format!("{} · g({n})", heap_name(h));
                    mex_panel(ui, &locale, &what, &steps, |k| format!("g({k})"));
                }
                None if show_table => {
                    ui.label(egui::RichText::new(t(S::SgTapRow)).color(color32(palette::GOLD)));
                }
                None => {}
            }
        },
        sections,
        |ui| {
            ui.label(egui::RichText::new(t(S::NimRule)).strong());
            ui.add_enabled_ui(s.subtract.is_none(), |ui| {
                ui.radio_value(&mut s.misere, false, t(S::NimNormal));
                ui.radio_value(&mut s.misere, true, t(S::NimMisere));
            });
            let mut sub = s.subtract.is_some();
            ui.checkbox(&mut sub, t(S::NimSubtraction));
            if sub {
                let mut k = s.subtract.unwrap_or(3);
                labeled_slider(ui, t(S::NimK), &mut k, TAKE_LIMITS, false);
                s.subtract = Some(k);
                ui.label(
                    egui::RichText::new(t(S::NimSubtractionMisere))
                        .small()
                        .color(color32(palette::TEXT_DIM)),
                );
            } else {
                s.subtract = None;
            }
            ui.separator();
            ui.checkbox(&mut s.show_table, t(S::NimShowTable));
            labeled_slider(ui, t(S::Speed), &mut s.speed, SPEEDS, true);
            // 난이도는 무작위 수 확률의 미리 정한 값들이다 (슬라이더로 그 사이 값도).
            let prob = |l: Level| l.knobs(GameId::Nim).random_move;
            let now = Level::ALL
                .into_iter()
                .find(|&l| (prob(l) - s.random_prob).abs() < 1e-3);
            if let Some(l) = level_row(ui, &locale, now, GameId::Nim) {
                s.random_prob = prob(l);
            }
            labeled_slider(
                ui,
                t(S::NimDifficulty),
                &mut s.random_prob,
                RANDOM_PROBS,
                false,
            );
            ui.label(
                egui::RichText::new(t(S::NimPerfect))
                    .small()
                    .color(color32(palette::TEXT_DIM)),
            );
            if *mode.get() == NimMode::Play {
                if let Some(m) = &m {
                    records.link_row(ui, &locale, &**m);
                }
                ui.horizontal(|ui| {
                    ui.label(t(S::FirstMove));
                    ui.radio_value(&mut s.human_first, true, t(S::You));
                    ui.radio_value(&mut s.human_first, false, t(S::Ai));
                });
            }
        },
    );
    // 규칙이 바뀌면 판정이 달라지므로 새 게임.
    let rules_changed = s.variant() != settings.variant() || s.human_first != settings.human_first;
    if s != *settings {
        *settings = s;
    }
    if new_game || rules_changed {
        actions.write(NimAction::NewGame);
    }
    Ok(())
}

/// 판의 자리 보고: 사람 차례면 돌이 있는 첫 더미의 맨 위 돌 (하나를 가져간다).
fn probe(
    m: Option<Res<NimMatch>>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
) -> Option<BoardProbe> {
    let m = m?;
    let geo = current_geometry(&m, &settings, &layout);
    let heaps = m.pos.heaps();
    let taps = if m.human_may_move() && m.winner.is_none() {
        heaps
            .iter()
            .position(|&h| h > 0)
            .map_or_else(Vec::new, |i| vec![geo.stone_pos(i, heaps[i] - 1)])
    } else {
        Vec::new()
    };
    Some(BoardProbe {
        game: GameId::Nim.slug(),
        rect: layout.rect_to_screen(geo.heaps),
        cell: geo.step,
        taps: screen_points(&layout, taps),
        ..default()
    })
}
