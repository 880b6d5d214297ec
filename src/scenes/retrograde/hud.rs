//! 글자와 패널: 위쪽 상태 줄, 아래쪽 범례 줄 (Bevy 글자), 조작 패널 (egui).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gameai::games::GameId;
use gameai::games::wythoff::Cell;
use gameai::retrograde::Outcome;

use super::game::{RetroGame, Side};
use super::grid::Grid;
use super::play::NewRetroGame;
use super::solve::Reveal;
use super::state::{
    GrundyFocus, Rebuild, RetroBoard, RetroMode, RetroSettings, SPEEDS, WIDTHS, height_for,
};
use crate::hud::board_text::{BoardTextPlace, BoardTexts, keep_place, spawn_board_texts};
use crate::hud::mex::{mex_formula, mex_panel};
use crate::hud::{
    EguiReady, SavedLevel, SceneSections, color32, labeled_slider, level_row, scene_panel,
};
use crate::i18n::{Locale, ReviewText, S};
use crate::layout::ScreenLayout;
use crate::records::Records;
use crate::review::MoveList;
use crate::theme::palette;
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Scene::Retrograde), spawn_texts);
    app.add_systems(OnExit(Scene::Retrograde), |mut c: Commands| {
        c.remove_resource::<BoardTextPlace>();
    });
    app.add_systems(
        Update,
        (update_texts, place_texts).in_set(AppSet::Hud).run_if(
            in_state(Scene::Retrograde)
                .and_then(resource_exists::<RetroBoard>)
                .and_then(not(in_state(RetroMode::Endgames))),
        ),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(
            in_state(Scene::Retrograde)
                .and_then(resource_exists::<RetroBoard>)
                .and_then(resource_exists::<EguiReady>)
                .and_then(not(in_state(RetroMode::Endgames))),
        ),
    );
}

/// 체스 끝내기의 "확인 방법"과 "조절할 값".
pub(crate) const ENDGAME_SECTIONS: SceneSections<'static> = SceneSections {
    check: &[S::EgCheck1, S::EgCheck2, S::EgCheck3, S::EgCheck4],
    tune: &[S::EgTune1, S::EgTune2, S::EgTune3],
};

fn spawn_texts(mut commands: Commands) {
    spawn_board_texts(&mut commands, Scene::Retrograde);
}

/// 지금 상태를 한 줄로 (글, 색).
pub(super) fn status_line(
    mode: RetroMode,
    board: &RetroBoard,
    reveal: Option<&Reveal>,
    game: Option<&RetroGame>,
    locale: &Locale,
) -> (String, Color) {
    let total = board.board.cells();
    match mode {
        // 체스 끝내기의 글은 `endgame/board.rs`가 쓴다 (이 시스템은 그 모드에서 돌지 않는다).
        RetroMode::Solve | RetroMode::Grundy | RetroMode::Endgames => {
            let n = match (reveal, &board.table) {
                (_, None) => 0,
                (Some(r), Some(_)) if mode == RetroMode::Solve => r.shown(),
                _ => total,
            };
            let line = locale.f(S::RetroSolved, &[("n", &n), ("total", &total)]);
            (line, palette::TEXT)
        }
        RetroMode::Play => match game {
            None => (
                locale.f(S::RetroSolved, &[("n", &0), ("total", &total)]),
                palette::TEXT,
            ),
            Some(g) => match (g.winner, g.to_move, g.last) {
                (Some(Side::Human), _, _) => (locale.t(S::RetroYouWon).into(), palette::BLUE),
                (Some(Side::Ai), _, _) => (locale.t(S::RetroAiWon).into(), palette::GOLD),
                (None, Side::Human, _) => (locale.t(S::RetroYourTurn).into(), palette::BLUE),
                (None, Side::Ai, Some((Side::Ai, from, to))) => (
                    locale.f(S::RetroAiMoves, &[("from", &from), ("to", &to)]),
                    palette::GOLD,
                ),
                // 지난 국면을 보는 동안 AI는 기다린다 (수 목록이 그렇다고 말한다).
                (None, Side::Ai, _) if !g.history.at_end() => {
                    (locale.t(ReviewText::Waiting).into(), palette::TEXT_DIM)
                }
                (None, Side::Ai, _) => (locale.t(S::RetroAiThinking).into(), palette::GOLD),
            },
        },
    }
}

fn update_texts(
    board: Res<RetroBoard>,
    mode: Res<State<RetroMode>>,
    reveal: Option<Res<Reveal>>,
    game: Option<Res<RetroGame>>,
    settings: Res<RetroSettings>,
    locale: Res<Locale>,
    focus: Option<Res<GrundyFocus>>,
    mut texts: BoardTexts,
) {
    let (line, color) = status_line(
        *mode.get(),
        &board,
        reveal.as_deref(),
        game.as_deref(),
        &locale,
    );
    let done = reveal.as_ref().is_some_and(|r| r.done()) && board.table.is_some();
    let s = match mode.get() {
        RetroMode::Solve if done => Some(S::RetroLegend),
        RetroMode::Solve => Some(S::RetroSolving),
        RetroMode::Grundy => Some(S::GrundyExplain),
        RetroMode::Endgames => None,
        RetroMode::Play => match (&game, &board.table) {
            (Some(g), Some(t)) if settings.show_colors && g.winner.is_none() => {
                Some(if t.get(g.queen).outcome == Outcome::Win {
                    S::RetroWinningHere
                } else {
                    S::RetroLosingHere
                })
            }
            _ => None,
        },
    };
    // 그런디 화면에서 칸을 골랐으면 범례 대신 그 칸의 식 (갈 곳이 많으면 값의 집합만).
    let focused = match mode.get() {
        RetroMode::Grundy => focus.as_deref().and_then(|f| f.get(&board)),
        _ => None,
    };
    let legend = match focused {
        Some((c, steps)) => mex_formula(&cell_name(c), steps, |q| cell_name(*q)),
        None => s.map(|s| locale.t(s)).unwrap_or_default().to_owned(),
    };
    texts.set(&line, color, &legend);
}

/// 칸 하나의 그런디 값의 이름: `g(3, 5)`.
fn cell_name(c: Cell) -> String {
    format!("g({}, {})", c.x, c.y)
}

/// 글의 자리는 판의 격자가 정한다 (상태 줄은 격자 위, 설명은 격자 밑, 안내는 상태 줄 밑).
fn place_texts(
    mut commands: Commands,
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
    placed: Option<Res<BoardTextPlace>>,
) {
    let grid = Grid::current(&layout, board.board);
    let ys = (
        grid.status_y,
        grid.legend_y,
        grid.status_y - grid.font * 1.6,
    );
    let at = BoardTextPlace::centered(layout.board, ys, grid.font);
    keep_place(&mut commands, placed.as_deref(), at);
}

/// 조작 패널.
fn panel(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mode: Res<State<RetroMode>>,
    mut next_mode: ResMut<NextState<RetroMode>>,
    mut settings: ResMut<RetroSettings>,
    board: Res<RetroBoard>,
    mut rebuild: MessageWriter<Rebuild>,
    mut new_game: MessageWriter<NewRetroGame>,
    game: Option<Res<RetroGame>>,
    (mut records, mut moves): (Records, MoveList<RetroGame>),
    focus: Option<Res<GrundyFocus>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = |s: S| locale.t(s);
    let mut s = settings.clone();
    let (mut restart, mut play_again) = (false, false);
    let sections = SceneSections {
        check: &[
            S::RetroCheck1,
            S::RetroCheck2,
            S::RetroCheck3,
            S::RetroCheck4,
        ],
        tune: &[S::RetroTune1, S::RetroTune2, S::RetroTune3],
    };
    scene_panel(
        ctx,
        &layout,
        &locale,
        "retro_panel",
        (*mode.get(), &mut next_mode),
        |ui| {
            // 대국의 수 목록은 늘 보이는 띠에.
            if let (RetroMode::Play, Some(g)) = (mode.get(), &game) {
                moves.show(ui, &locale, g);
            }
        },
        sections,
        |ui| {
            match mode.get() {
                RetroMode::Endgames => {}
                RetroMode::Solve => {
                    restart = ui.button(t(S::RetroRestart)).clicked();
                    labeled_slider(ui, t(S::Speed), &mut s.speed, SPEEDS, true);
                    ui.checkbox(&mut s.show_rays, t(S::RetroRays));
                    ui.checkbox(&mut s.show_arrows, t(S::RetroArrows));
                }
                RetroMode::Play => {
                    play_again = ui.button(t(S::NewGame)).clicked();
                    if let Some(g) = &game {
                        records.link_row(ui, &locale, &**g);
                    }
                    ui.horizontal(|ui| {
                        ui.label(t(S::FirstMove));
                        ui.radio_value(&mut s.human_first, true, t(S::You));
                        ui.radio_value(&mut s.human_first, false, t(S::Ai));
                    });
                    if let Some(l) = level_row(ui, &locale, Some(s.level.0), GameId::Wythoff) {
                        s.level = SavedLevel(l);
                    }
                    ui.checkbox(&mut s.show_colors, t(S::RetroShowColors));
                }
                RetroMode::Grundy => {
                    ui.label(
                        egui::RichText::new(t(S::GrundyExplain)).color(color32(palette::TEXT_DIM)),
                    );
                    match focus.as_deref().and_then(|f| f.get(&board)) {
                        Some((c, steps)) => {
                            mex_panel(ui, &locale, &cell_name(c), steps, |q| cell_name(*q))
                        }
                        None => {
                            ui.label(
                                egui::RichText::new(t(S::SgTapCell)).color(color32(palette::GOLD)),
                            );
                        }
                    }
                }
            }
            labeled_slider(ui, t(S::RetroWidth), &mut s.width, WIDTHS, false);
            ui.label(
                egui::RichText::new(format!("{} × {}", s.width, height_for(s.width)))
                    .small()
                    .color(color32(palette::TEXT_DIM)),
            );
            if let Some((fast, scan)) = board.work {
                ui.separator();
                ui.label(egui::RichText::new(t(S::RetroWorkTitle)).strong());
                work_bars(ui, &locale, fast, scan);
            }
        },
    );
    let width_changed = s.width != settings.width;
    let first_changed = s.human_first != settings.human_first;
    if s != *settings {
        *settings = s;
    }
    if width_changed || restart {
        rebuild.write(Rebuild);
    }
    if play_again || first_changed {
        new_game.write(NewRetroGame);
    }
    Ok(())
}

/// 두 풀이기의 일의 양을 막대로 나란히.
fn work_bars(ui: &mut egui::Ui, locale: &Locale, fast: u64, scan: u64) {
    let max = fast.max(scan).max(1) as f32;
    for (s, n, color) in [
        (S::RetroWorkFast, fast, palette::GOOD),
        (S::RetroWorkScan, scan, palette::BAD),
    ] {
        ui.label(locale.f(s, &[("n", &n)]));
        let width = ui.available_width();
        let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 10.0), egui::Sense::hover());
        let filled = egui::Rect::from_min_size(
            rect.min,
            egui::vec2((width * n as f32 / max).max(2.0), 10.0),
        );
        ui.painter()
            .rect_filled(rect, 3.0, color32(palette::SURFACE_HIGH));
        ui.painter().rect_filled(filled, 3.0, color32(color));
    }
}
