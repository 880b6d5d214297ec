//! 글자와 패널: 위쪽 상태 줄, 아래쪽 범례 줄 (Bevy 글자), 조작 패널 (egui).

use bevy::prelude::*;
use bevy::text::{FontSize, TextBounds};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gameai::retrograde::Outcome;

use super::play::{NewRetroGame, RetroGame, Side};
use super::solve::Reveal;
use super::{Grid, Rebuild, RetroBoard, RetroMode, RetroSettings, WIDTHS, height_for};
use crate::hud::hint::{HintText, place_hint, spawn_hint_text};
use crate::hud::{EguiReady, SceneSections, color32, labeled_slider, scene_panel};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::theme::{Fonts, palette};
use crate::{AppSet, Scene};

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct LegendText;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Scene::Retrograde), spawn_texts);
    app.add_systems(
        Update,
        (update_status, update_legend, update_hint)
            .in_set(AppSet::Hud)
            .run_if(in_state(Scene::Retrograde).and_then(resource_exists::<RetroBoard>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(
            in_state(Scene::Retrograde)
                .and_then(resource_exists::<RetroBoard>)
                .and_then(resource_exists::<EguiReady>),
        ),
    );
}

fn spawn_texts(mut commands: Commands, fonts: Res<Fonts>) {
    spawn_hint_text(&mut commands, &fonts, Scene::Retrograde);
    commands.spawn((
        StatusText,
        Text2d::default(),
        fonts.bold(18.0),
        TextColor(palette::TEXT),
        Transform::from_xyz(0.0, 0.0, 5.0),
        DespawnOnExit(Scene::Retrograde),
    ));
    commands.spawn((
        LegendText,
        Text2d::default(),
        fonts.text(15.0),
        TextColor(palette::TEXT_DIM),
        TextLayout::justify(Justify::Center),
        Transform::from_xyz(0.0, 0.0, 5.0),
        DespawnOnExit(Scene::Retrograde),
    ));
}

/// 지금 상태를 한 줄로 (글, 색).
pub fn status_line(
    mode: RetroMode,
    board: &RetroBoard,
    reveal: Option<&Reveal>,
    game: Option<&RetroGame>,
    locale: &Locale,
) -> (String, Color) {
    let total = board.board.cells();
    match mode {
        RetroMode::Solve | RetroMode::Grundy => {
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
                (None, Side::Ai, _) => (locale.t(S::RetroAiThinking).into(), palette::GOLD),
            },
        },
    }
}

fn update_status(
    board: Res<RetroBoard>,
    mode: Res<State<RetroMode>>,
    reveal: Option<Res<Reveal>>,
    game: Option<Res<RetroGame>>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    mut q: Query<(&mut Text2d, &mut TextColor, &mut TextFont, &mut Transform), With<StatusText>>,
) {
    let grid = Grid::current(&layout, board.board);
    let (line, color) = status_line(
        *mode.get(),
        &board,
        reveal.as_deref(),
        game.as_deref(),
        &locale,
    );
    for (mut text, mut c, mut font, mut tf) in &mut q {
        if text.0 != line {
            text.0.clone_from(&line);
        }
        c.0 = color;
        font.font_size = FontSize::Px(grid.font * 1.05);
        tf.translation = Vec3::new(layout.board.center().x, grid.status_y, 5.0);
    }
}

fn update_legend(
    board: Res<RetroBoard>,
    mode: Res<State<RetroMode>>,
    reveal: Option<Res<Reveal>>,
    game: Option<Res<RetroGame>>,
    settings: Res<RetroSettings>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    mut q: Query<(&mut Text2d, &mut TextFont, &mut Transform, &mut TextBounds), With<LegendText>>,
) {
    let grid = Grid::current(&layout, board.board);
    let done = reveal.as_ref().is_some_and(|r| r.done()) && board.table.is_some();
    let s = match mode.get() {
        RetroMode::Solve if done => Some(S::RetroLegend),
        RetroMode::Solve => Some(S::RetroSolving),
        RetroMode::Grundy => Some(S::GrundyExplain),
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
    let line = s.map(|s| locale.t(s)).unwrap_or_default();
    let small = *mode.get() == RetroMode::Grundy;
    for (mut text, mut font, mut tf, mut bounds) in &mut q {
        if text.0 != line {
            text.0 = line.to_owned();
        }
        font.font_size = FontSize::Px(grid.font * if small { 0.75 } else { 0.9 });
        tf.translation = Vec3::new(layout.board.center().x, grid.legend_y, 5.0);
        *bounds = TextBounds::new_horizontal(layout.board.width());
    }
}

fn update_hint(
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
    mut q: Query<(&mut Transform, &mut TextFont), With<HintText>>,
) {
    let grid = Grid::current(&layout, board.board);
    let at = Vec2::new(layout.board.center().x, grid.status_y - grid.font * 1.6);
    place_hint(&mut q, at, grid.font);
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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = |s: S| locale.t(s);
    let mut s = settings.clone();
    let (mut restart, mut play_again) = (false, false);
    let mut md = *mode.get();
    let tabs = [
        (RetroMode::Solve, S::RetroModeSolve),
        (RetroMode::Play, S::ModePlay),
        (RetroMode::Grundy, S::RetroModeGrundy),
    ];
    let sections = SceneSections {
        check: &[
            S::RetroCheck1,
            S::RetroCheck2,
            S::RetroCheck3,
            S::RetroCheck4,
        ],
        tune: &[S::RetroTune1, S::RetroTune2, S::RetroTune3],
    };
    let switched = scene_panel(
        ctx,
        &layout,
        &locale,
        "retro_panel",
        (&tabs, &mut md),
        |_| {},
        sections,
        |ui| {
            match mode.get() {
                RetroMode::Solve => {
                    restart = ui.button(t(S::RetroRestart)).clicked();
                    labeled_slider(ui, t(S::Speed), &mut s.speed, 0.25..=8.0, true);
                    ui.checkbox(&mut s.show_rays, t(S::RetroRays));
                    ui.checkbox(&mut s.show_arrows, t(S::RetroArrows));
                }
                RetroMode::Play => {
                    play_again = ui.button(t(S::NewGame)).clicked();
                    ui.horizontal(|ui| {
                        ui.label(t(S::FirstMove));
                        ui.radio_value(&mut s.human_first, true, t(S::You));
                        ui.radio_value(&mut s.human_first, false, t(S::Ai));
                    });
                    ui.checkbox(&mut s.show_colors, t(S::RetroShowColors));
                }
                RetroMode::Grundy => {
                    ui.label(
                        egui::RichText::new(t(S::GrundyExplain)).color(color32(palette::TEXT_DIM)),
                    );
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
    if switched {
        next_mode.set(md);
    }
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
