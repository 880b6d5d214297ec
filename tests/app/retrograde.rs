//! 후퇴 해석 장면의 배선 (와이토프와 그런디): 장면을 열고, 칠하기가 끝나기를 기다리고, 탭으로 끝까지 두고,
//! 나간다. 체스 끝내기는 `endgames.rs`.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::layout::ScreenLayout;
use ai_arcade::testing::retrograde::{
    Grid, NewRetroGame, RetroBoard, RetroGame, RetroMode, RetroSettings, Reveal, Side,
};
use bevy::prelude::*;
use gameai::games::wythoff::{Cell, ai_move};
use gameai::retrograde::Outcome;

pub(crate) fn board(app: &App) -> &RetroBoard {
    app.world().resource::<RetroBoard>()
}

pub(crate) fn game(app: &App) -> &RetroGame {
    app.world().resource::<RetroGame>()
}

/// 칸 `c`를 누른다.
fn tap_cell(app: &mut App, c: Cell) {
    let layout = *app.world().resource::<ScreenLayout>();
    let grid = Grid::current(&layout, board(app).board);
    tap_world(app, grid.center(c));
}

/// 사람이 고른 방식으로 끝까지 둔다. 이긴 쪽을 돌려준다.
pub(crate) fn play_out(app: &mut App, human: impl Fn(&RetroBoard, Cell) -> Cell) -> Side {
    for _ in 0..200 {
        assert!(run_until(app, 400, |a| {
            let g = game(a);
            g.winner.is_some() || g.to_move == Side::Human
        }));
        if let Some(w) = game(app).winner {
            return w;
        }
        let from = game(app).queen;
        let to = human(board(app), from);
        tap_cell(app, to);
        run(app, 1);
        assert_eq!(
            game(app).last.map(|l| (l.0, l.2)),
            Some((Side::Human, to)),
            "the tap made the move"
        );
    }
    panic!("the game did not end");
}

#[test]
fn solve_animation_then_a_game_by_taps_then_leave_cleanly() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Retrograde);
    assert_eq!(scene(&app), Scene::Retrograde);
    assert_eq!(
        *app.world().resource::<State<RetroMode>>().get(),
        RetroMode::Solve
    );
    app.world_mut().resource_mut::<RetroSettings>().speed = 8.0;

    // 칠하기가 끝날 때까지. 풀이는 생각 모듈에서 온다.
    assert!(run_until(&mut app, 2000, |a| {
        a.world().get_resource::<Reveal>().is_some_and(Reveal::done) && board(a).table.is_some()
    }));
    let cells = board(&app).board.cells();
    assert_eq!(app.world().resource::<Reveal>().shown(), cells);
    let (fast, scan) = board(&app).work.expect("work is counted");
    assert!(
        scan > fast,
        "the textbook scan examines more than the line-memory solver"
    );

    // 대국: 사람이 표의 최선의 수를 두면 (초록 칸에서 먼저 두므로) 이긴다.
    set_mode(&mut app, RetroMode::Play);
    assert!(run_until(&mut app, 100, |a| a
        .world()
        .contains_resource::<RetroGame>()));
    let start = game(&app).queen;
    assert_eq!(
        board(&app).table.as_ref().unwrap().get(start).outcome,
        Outcome::Win
    );
    let winner = play_out(&mut app, |b, from| {
        ai_move(b.table.as_ref().unwrap(), from).unwrap()
    });
    assert_eq!(winner, Side::Human);
    assert_eq!(game(&app).queen, Cell::CORNER);

    // 새 게임에서 사람이 첫 수로 초록 칸(상대가 이기는 칸)에 가면, 표로 두는 AI가 이긴다. 시작 칸은
    // 무작위라 실수할 수가 없는 칸(구석 바로 옆: 갈 곳이 구석뿐)일 수 있다: 그때는 다시 새 게임.
    let can_blunder = |a: &App| {
        let b = board(a);
        let t = b.table.as_ref().unwrap();
        b.board
            .moves(game(a).queen)
            .any(|c| t.get(c).outcome == Outcome::Win)
    };
    for _ in 0..50 {
        app.world_mut().write_message(NewRetroGame);
        run(&mut app, 2);
        if can_blunder(&app) {
            break;
        }
    }
    assert!(can_blunder(&app), "a start where the human can blunder");
    let first_blunder = |b: &RetroBoard, from: Cell| {
        let t = b.table.as_ref().unwrap();
        b.board
            .moves(from)
            .find(|&c| t.get(c).outcome == Outcome::Win)
            .or_else(|| b.board.moves(from).next())
            .unwrap()
    };
    let winner = play_out(&mut app, first_blunder);
    assert_eq!(winner, Side::Ai);

    // 메뉴로: 장면의 엔티티와 리소스가 모두 사라진다.
    navigate(&mut app, Scene::Menu);
    assert_eq!(scoped_entities(&mut app, Scene::Retrograde), 0);
    let leftovers = app
        .world_mut()
        .query::<&DespawnOnExit<RetroMode>>()
        .iter(app.world())
        .count();
    assert_eq!(leftovers, 0);
    assert!(!app.world().contains_resource::<RetroBoard>());
    assert!(!app.world().contains_resource::<RetroGame>());
    assert!(!app.world().contains_resource::<Reveal>());
}

#[test]
fn illegal_taps_only_hint() {
    let mut app = app(360, 640);
    navigate(&mut app, Scene::Retrograde);
    set_mode(&mut app, RetroMode::Play);
    assert!(run_until(&mut app, 400, |a| a
        .world()
        .contains_resource::<RetroGame>()));
    let before = game(&app).clone();
    let q = before.queen;
    // 오른쪽, 위, 오른쪽 위는 여왕이 갈 수 없는 칸이다. 판 밖, 패널도 누른다.
    let b = board(&app).board;
    for c in [
        Cell::new(q.x + 1, q.y),
        Cell::new(q.x, q.y + 1),
        Cell::new(q.x + 1, q.y + 1),
    ] {
        if c.x < b.width() && c.y < b.height() {
            tap_cell(&mut app, c);
        }
    }
    if q.x >= 1 && q.y >= 2 {
        tap_cell(&mut app, Cell::new(q.x - 1, q.y - 2)); // 나이트처럼
    }
    tap_screen(&mut app, Vec2::new(180.0, 630.0), 3);
    tap_screen(&mut app, Vec2::new(10.0, 10.0), 4);
    run(&mut app, 2);
    assert_eq!(*game(&app), before);
}

#[test]
fn changing_the_width_resolves_and_never_applies_the_old_table() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Retrograde);
    let first = board(&app).serial;
    app.world_mut().resource_mut::<RetroSettings>().width = 30;
    app.world_mut()
        .write_message(ai_arcade::testing::retrograde::Rebuild);
    run(&mut app, 1);
    assert!(run_until(&mut app, 400, |a| board(a).table.is_some()));
    let b = board(&app);
    assert!(b.serial > first);
    assert_eq!(b.board.width(), 30);
    assert_eq!(b.board.height(), 18);
    assert_eq!(b.table.as_ref().unwrap().board(), b.board);
}

#[test]
fn dragging_the_queen_snaps_to_the_nearest_legal_cell() {
    use bevy::input::touch::{TouchInput, TouchPhase};
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Retrograde);
    set_mode(&mut app, RetroMode::Play);
    assert!(run_until(&mut app, 400, |a| a
        .world()
        .contains_resource::<RetroGame>()));
    let q = game(&app).queen;
    let target = if q.x > 0 {
        Cell::new(q.x - 1, q.y)
    } else {
        Cell::new(q.x, q.y - 1)
    };
    let layout = *app.world().resource::<ScreenLayout>();
    let grid = Grid::current(&layout, board(&app).board);
    // 여왕을 잡고, 목표 칸 가운데에서 조금 벗어난 곳에 놓는다.
    let path = [
        (TouchPhase::Started, grid.center(q)),
        (
            TouchPhase::Moved,
            grid.center(q).lerp(grid.center(target), 0.5),
        ),
        (
            TouchPhase::Ended,
            grid.center(target) + Vec2::splat(grid.cell * 0.3),
        ),
    ];
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    for (phase, world) in path {
        app.world_mut().write_message(TouchInput {
            phase,
            position: layout.to_screen(world),
            window,
            force: None,
            id: 7,
        });
        app.update();
    }
    assert_eq!(
        game(&app).last.map(|l| (l.0, l.2)),
        Some((Side::Human, target))
    );
}

#[test]
fn in_the_grundy_view_a_tapped_cell_shows_how_its_value_is_built() {
    use ai_arcade::testing::hud::Caption;
    use ai_arcade::testing::hud::Label2d;
    use ai_arcade::testing::retrograde::GrundyFocus;
    use gameai::games::wythoff::grundy;

    let mut app = app(360, 640);
    navigate(&mut app, Scene::Retrograde);
    set_mode(&mut app, RetroMode::Grundy);
    run(&mut app, 2);
    let focus = |a: &App| {
        let b = board(a);
        a.world()
            .resource::<GrundyFocus>()
            .get(b)
            .map(|(c, s)| (c, s.clone()))
    };
    assert!(focus(&app).is_none());
    let c = Cell::new(3, 5);
    tap_cell(&mut app, c);
    run(&mut app, 1);
    let (got, steps) = focus(&app).expect("the tap chose a cell");
    assert_eq!(got, c);
    let g = grundy(board(&app).board);
    assert_eq!(steps.mex, g[5][3]);
    assert_eq!(steps.options.len(), 3 + 5 + 3);
    // 판 밑 글이 그 식이다.
    let caption = app
        .world_mut()
        .query_filtered::<&Label2d, With<Caption>>()
        .single(app.world())
        .unwrap()
        .0
        .clone();
    assert!(
        caption.starts_with("g(3, 5) = mex{") && caption.ends_with(&format!("= {}", g[5][3])),
        "{caption}"
    );
    // 같은 칸을 다시 누르면 푼다.
    tap_cell(&mut app, c);
    run(&mut app, 1);
    assert!(focus(&app).is_none());
    // 풀기 화면에서 누르면 고르지 않고 안내만.
    set_mode(&mut app, RetroMode::Solve);
    tap_cell(&mut app, c);
    run(&mut app, 1);
    assert!(focus(&app).is_none());
}
