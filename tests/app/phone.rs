//! 휴대폰 배치: 360×640 세로와 640×360 가로에서 모든 장면과 모드를 열고, 판 사각형이 폭을 다 쓰고
//! 높이의 60 % 이상을 갖는지 (세로), 보이는 Bevy 글자가 모두 12 px 이상인지 본다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use ai_arcade::Scene;
use ai_arcade::testing::hud::{Label2d, LabelFont};
use ai_arcade::testing::layout::{MIN_TEXT, ScreenLayout, Sheet};
use ai_arcade::testing::mcts::MctsMode;
use ai_arcade::testing::probe::BoardProbe;
use ai_arcade::testing::registry::{MODES, Mode, request};
use bevy::prelude::*;

use crate::common::*;

/// 모드 목록([`MODES`])의 모든 모드: (이름, 게임이 있으면 판 보고의 이름, 모드).
fn modes() -> Vec<(String, Option<&'static str>, Mode)> {
    MODES
        .iter()
        .map(|&m| {
            let name = format!("{:?}/{}", m.scene, m.slug);
            (name, m.game.map(|g| g.slug()), m)
        })
        .collect()
}

/// 모드 `mode`를 연다 (장면부터).
fn open(app: &mut App, mode: Mode) {
    navigate(app, mode.scene);
    request(app.world_mut(), mode);
    run(app, 2);
}

/// 보이는 글자 중 가장 작은 것 (px)과 그 글.
fn smallest_text(app: &mut App) -> Option<(f32, String)> {
    app.world_mut()
        .query::<(&LabelFont, &Label2d, Option<&Visibility>)>()
        .iter(app.world())
        .filter(|(_, t, v)| !t.0.trim().is_empty() && v.is_none_or(|v| *v != Visibility::Hidden))
        .map(|(f, t, _)| (f.size, t.0.clone()))
        .min_by(|a, b| a.0.total_cmp(&b.0))
}

#[test]
fn every_scene_fits_a_phone_with_readable_text() {
    let mut small = Vec::new();
    for (w, h) in [(360, 640), (640, 360)] {
        let mut app = app(w, h);
        for (name, _, mode) in modes() {
            open(&mut app, mode);
            run(&mut app, 30);
            let layout = *app.world().resource::<ScreenLayout>();
            if layout.portrait {
                assert!(layout.board.width() >= w as f32 - 8.01, "{name} {w}x{h}");
                assert!(
                    layout.board.height() >= h as f32 * 0.6 - 8.0,
                    "{name} {w}x{h}: board {}",
                    layout.board.height()
                );
            }
            if let Some((px, text)) = smallest_text(&mut app).filter(|(px, _)| *px < MIN_TEXT) {
                small.push(format!("{name} {w}x{h}: {px} px {text:?}"));
            }
        }
    }
    assert!(
        small.is_empty(),
        "text under {MIN_TEXT} px:\n{}",
        small.join("\n")
    );
}

/// 시트를 어느 상태로 두어도 (끌어 올려 판 자리가 아주 낮아져도) 모든 모드가 돈다.
#[test]
fn every_mode_runs_with_the_sheet_in_every_state() {
    for (w, h) in [(360, 640), (320, 568)] {
        let mut app = app(w, h);
        for sheet in [Sheet::Full, Sheet::Bar, Sheet::Peek] {
            *app.world_mut().resource_mut::<Sheet>() = sheet;
            for (name, _, mode) in modes() {
                open(&mut app, mode);
                run(&mut app, 10);
                let board = app.world().resource::<ScreenLayout>().board;
                assert!(board.height() > 0.0, "{name} {sheet:?} {w}x{h}");
            }
        }
    }
}

#[test]
fn the_sheet_gives_the_board_more_room_when_collapsed() {
    let mut app = app(360, 640);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    run(&mut app, 3);
    let peek = *app.world().resource::<ScreenLayout>();
    *app.world_mut().resource_mut::<Sheet>() = Sheet::Bar;
    run(&mut app, 2);
    let bar = *app.world().resource::<ScreenLayout>();
    assert!(bar.board.height() > peek.board.height());
    *app.world_mut().resource_mut::<Sheet>() = Sheet::Full;
    run(&mut app, 2);
    let full = *app.world().resource::<ScreenLayout>();
    assert!(full.panel.height() > peek.panel.height());
}

/// 게임마다: 앱이 알려 준 점([`BoardProbe::taps`])을 손가락으로 누르면 수 하나가 두어진다 (국면 글이
/// 바뀐다). 브라우저 시험이 같은 점을 누르므로, 여기서 그 점이 정말 합법수인지 먼저 본다.
#[test]
fn the_probe_taps_play_a_move_in_every_game() {
    let games: Vec<_> = modes()
        .into_iter()
        .filter_map(|(_, game, mode)| Some((game?, mode)))
        .collect();
    for (w, h) in [(360, 640), (640, 360)] {
        let mut app = app(w, h);
        for &(name, mode) in &games {
            open(&mut app, mode);
            let ready = run_until(&mut app, 400, |a| {
                let p = a.world().resource::<BoardProbe>();
                p.game == name && !p.taps.is_empty()
            });
            assert!(ready, "{name} {w}x{h}: never the player's turn");
            let probe = app.world().resource::<BoardProbe>().clone();
            let screen = Rect::new(0.0, 0.0, w as f32, h as f32);
            assert!(
                screen.contains(probe.rect.min) && screen.contains(probe.rect.max),
                "{name}"
            );
            for (i, &p) in probe.taps.iter().enumerate() {
                assert!(
                    probe.rect.inflate(probe.cell).contains(p),
                    "{name}: tap {p} off the board"
                );
                tap_screen(&mut app, p, i as u64);
                run(&mut app, 2);
            }
            let moved = run_until(&mut app, 40, |a| {
                a.world().resource::<BoardProbe>().position != probe.position
            });
            assert!(
                moved,
                "{name} {w}x{h}: tapping {:?} played nothing",
                probe.taps
            );
        }
    }
}
