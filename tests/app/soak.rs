//! 막 누르기: 무작위 포인터 입력(터치와 마우스) 만 번과 장면 전환 속에서 패닉이 없고 상태가 맞는지.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use ai_arcade::Scene;
use ai_arcade::testing::layout::ScreenLayout;
use ai_arcade::testing::mcts::{CompareAction, Match, MatchAction, MctsMode, MctsSettings, Preset};
use ai_arcade::testing::nim::{NimAction, NimMatch, NimMode, NimSettings, Stone};
use ai_arcade::testing::retrograde::{RetroBoard, RetroGame, RetroMode, RetroSettings};
use gameai::games::hex::Hex;

/// 판 위 돌의 수.
trait Stones {
    fn game_stones(&self) -> u32;
}

impl Stones for Match<Hex> {
    fn game_stones(&self) -> u32 {
        use ai_arcade::testing::mcts::BoardGame;
        self.game
            .cells()
            .into_iter()
            .filter(|&c| self.game.stone(c).is_some())
            .count() as u32
    }
}
use crate::common::*;
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn check_consistent(app: &mut App) {
    match scene(app) {
        Scene::Nim => {
            let m = app.world().resource::<NimMatch>();
            let heaps = m.pos.heaps();
            assert!(heaps.len() == 4 && heaps.iter().all(|&h| h <= 7), "{m:?}");
            assert_eq!(m.winner.is_some(), m.pos.is_over(), "{m:?}");
        }
        Scene::Retrograde => {
            let b = app.world().resource::<RetroBoard>();
            if let Some(t) = &b.table {
                assert_eq!(t.board(), b.board, "the table belongs to the board shown");
            }
            if let Some(g) = app.world().get_resource::<RetroGame>() {
                assert!(g.queen.x < b.board.width() && g.queen.y < b.board.height());
                assert_eq!(
                    g.winner.is_some(),
                    g.queen == gameai::games::wythoff::Cell::CORNER
                );
            }
            assert!(!app.world().contains_resource::<NimMatch>());
        }
        Scene::Mcts => {
            if let Some(m) = app.world().get_resource::<Match<Hex>>() {
                assert_eq!(
                    m.history.len() as u32,
                    m.game_stones(),
                    "every move is on the board"
                );
            }
            assert!(!app.world().contains_resource::<NimMatch>());
            assert!(!app.world().contains_resource::<RetroBoard>());
        }
        Scene::Transposition => {
            if let Some(m) = app
                .world()
                .get_resource::<ai_arcade::testing::transposition::GomokuMatch>()
            {
                use gameai::search::SearchGame;
                assert_eq!(m.game.key(), m.game.key_from_scratch());
                assert_eq!(m.history.len(), usize::from(m.game.stones()));
            }
            if let Some(m) = app
                .world()
                .get_resource::<ai_arcade::testing::transposition::ChessMatch>()
            {
                let b = m.game.board();
                assert_eq!(b.key(), b.key_from_scratch());
                assert_eq!(m.san.len(), m.game.plies(), "every move is in the record");
            }
        }
        Scene::Menu => {
            assert!(!app.world().contains_resource::<NimMatch>());
            assert!(!app.world().contains_resource::<RetroBoard>());
            assert!(!app.world().contains_resource::<Match<Hex>>());
            assert_eq!(scoped_entities(app, Scene::Nim), 0);
            assert_eq!(scoped_entities(app, Scene::Mcts), 0);
            assert_eq!(scoped_entities(app, Scene::Transposition), 0);
            assert_eq!(scoped_entities(app, Scene::Retrograde), 0);
        }
    }
}

#[test]
fn ten_thousand_random_inputs_never_panic() {
    // 막 누르기는 AI를 기다리지 않는다: AI는 작업 스레드에서 생각하고, 그동안의 탭은 "AI 차례" 안내만
    // 받는다 (프레임 조각이면 AI의 생각 시간이 모두 시험의 시간이 된다).
    let mut app = app_with(360, 640, ThinkBackend::Pool);
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    for i in 0..10_000u32 {
        let r: f32 = rng.random();
        // 반은 화면 어디나 (밖 조금 포함), 반은 판 위: 판 위의 누르기가 실제로 수가 되게.
        let screen = if rng.random_bool(0.5) {
            Vec2::new(
                rng.random_range(-50.0..420.0),
                rng.random_range(-50.0..700.0),
            )
        } else {
            let layout = *app.world().resource::<ScreenLayout>();
            let b = layout.board;
            layout.to_screen(Vec2::new(
                rng.random_range(b.min.x..b.max.x),
                rng.random_range(b.min.y..b.max.y),
            ))
        };
        if r < 0.45 {
            let id = rng.random_range(0..3);
            tap_screen(&mut app, screen, id);
            continue;
        } else if r < 0.8 {
            // 마우스: 커서를 옮기고 누르거나 뗀다.
            let mut w = app.world_mut().get_mut::<Window>(window).unwrap();
            w.set_cursor_position(Some(screen));
            let state = if rng.random_bool(0.5) {
                ButtonState::Pressed
            } else {
                ButtonState::Released
            };
            app.world_mut().write_message(MouseButtonInput {
                button: MouseButton::Left,
                state,
                window,
            });
        } else if r < 0.86 {
            let to = [
                Scene::Menu,
                Scene::Nim,
                Scene::Mcts,
                Scene::Retrograde,
                Scene::Transposition,
            ][rng.random_range(0..5)];
            app.world_mut()
                .write_message(ai_arcade::testing::nav::Navigate(to));
        } else if r < 0.92 && scene(&app) == Scene::Nim {
            let mode = if rng.random_bool(0.5) {
                NimMode::Play
            } else {
                NimMode::Explain
            };
            app.world_mut()
                .resource_mut::<NextState<NimMode>>()
                .set(mode);
        } else if r < 0.92 && scene(&app) == Scene::Retrograde {
            let mode =
                [RetroMode::Solve, RetroMode::Play, RetroMode::Grundy][rng.random_range(0..3)];
            app.world_mut()
                .resource_mut::<NextState<RetroMode>>()
                .set(mode);
        } else if r < 0.97 && scene(&app) == Scene::Retrograde {
            let mut s = app.world_mut().resource_mut::<RetroSettings>();
            s.width = rng.random_range(10..=34);
            s.speed = rng.random_range(0.25..8.0);
            s.human_first = rng.random_bool(0.5);
            app.world_mut()
                .write_message(ai_arcade::testing::retrograde::Rebuild);
        } else if r < 0.92 && scene(&app) == Scene::Mcts {
            let mode =
                [MctsMode::Explain, MctsMode::Hex, MctsMode::Havannah][rng.random_range(0..3)];
            app.world_mut()
                .resource_mut::<NextState<MctsMode>>()
                .set(mode);
        } else if r < 0.97 && scene(&app) == Scene::Mcts {
            let mut s = app.world_mut().resource_mut::<MctsSettings>();
            s.think_secs = 0.2;
            s.sizes
                .set(gameai::games::GameId::Hex, rng.random_range(3..=13));
            s.sizes
                .set(gameai::games::GameId::Havannah, rng.random_range(3..=10));
            s.rave = rng.random_bool(0.5);
            s.swap = rng.random_bool(0.5);
            let a = match rng.random_range(0..4) {
                0 => MatchAction::NewGame,
                _ => MatchAction::Undo,
            };
            app.world_mut().write_message(a);
            let c = if rng.random_bool(0.5) {
                CompareAction::Run(Preset::Rave)
            } else {
                CompareAction::Close
            };
            app.world_mut().write_message(c);
        } else if r < 0.92 && scene(&app) == Scene::Transposition {
            use ai_arcade::testing::transposition::TransMode;
            let mode =
                [TransMode::Explain, TransMode::Gomoku, TransMode::Chess][rng.random_range(0..3)];
            app.world_mut()
                .resource_mut::<NextState<TransMode>>()
                .set(mode);
        } else if r < 0.97 && scene(&app) == Scene::Transposition {
            use ai_arcade::testing::transposition::{
                ChessAction, ExplainerAction, GomokuAction, LabKind, TransSettings,
            };
            let mut s = app.world_mut().resource_mut::<TransSettings>();
            s.depth = rng.random_range(2..=4);
            s.think_secs = 0.2;
            s.table_on = rng.random_bool(0.5);
            s.speed = rng.random_range(0.25..4.0);
            s.chess_secs = 0.1;
            s.chess_lab_depth = rng.random_range(1..=3);
            s.human_first = rng.random_bool(0.5);
            let c = [
                ChessAction::NewGame,
                ChessAction::Undo,
                ChessAction::Flip,
                ChessAction::Lab(LabKind::TableOnOff),
            ][rng.random_range(0..4)];
            app.world_mut().write_message(c);
            let a = [
                GomokuAction::NewGame,
                GomokuAction::Undo,
                GomokuAction::Lab(LabKind::Collision),
            ][rng.random_range(0..3)];
            app.world_mut().write_message(a);
            app.world_mut().write_message(ExplainerAction::OtherMoves);
        } else if r < 0.97 && scene(&app) == Scene::Nim {
            let mut s = app.world_mut().resource_mut::<NimSettings>();
            s.misere = rng.random_bool(0.5);
            s.subtract = rng.random_bool(0.3).then(|| rng.random_range(1..=6));
            s.speed = rng.random_range(0.25..4.0);
            s.random_prob = rng.random_range(0.0..1.0);
            s.show_table = rng.random_bool(0.8);
            app.world_mut().write_message(NimAction::NewGame);
        }
        app.update();
        if i % 50 == 0 {
            check_consistent(&mut app);
        }
    }
    // 조용해지면 돌의 수가 국면과 맞는다.
    if scene(&app) == Scene::Nim {
        run(&mut app, 2);
        let stones = app.world_mut().query::<&Stone>().iter(app.world()).count() as u32;
        assert_eq!(stones, app.world().resource::<NimMatch>().pos.stones());
    }
    navigate(&mut app, Scene::Menu);
    check_consistent(&mut app);
}

/// 체스 판에만: 판 위의 무작위 누르기와 끌기 수천 번, 그 사이사이 무르기·새 게임·판 뒤집기·편 바꾸기.
/// 패닉이 없고, 열쇠는 처음부터 계산한 것과 같고, 기록은 수와 같고, 실제로 많은 수가 두어진다.
#[test]
fn random_taps_and_drags_on_the_chess_board() {
    use ai_arcade::testing::transposition::{
        ChessAction, ChessFit, ChessMatch, TransMode, TransSettings,
    };
    use bevy::input::touch::{TouchInput, TouchPhase};
    use gameai::games::chess::{Square, squares};

    // 막 누르기는 AI를 기다리지 않는다: AI는 작업 스레드에서 생각하고, 그동안의 탭은 "AI 차례" 안내만
    // 받는다 (프레임 조각이면 AI의 생각 시간이 모두 시험의 시간이 된다).
    let mut app = app_with(360, 640, ThinkBackend::Pool);
    navigate(&mut app, Scene::Transposition);
    app.world_mut()
        .resource_mut::<NextState<TransMode>>()
        .set(TransMode::Chess);
    run(&mut app, 2);
    app.world_mut().resource_mut::<TransSettings>().chess_secs = 0.1;
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(64);
    let mut most = 0;
    let mut moves_seen = 0;
    for i in 0..4_000u32 {
        let layout = *app.world().resource::<ScreenLayout>();
        let fit = {
            let m = app.world().resource::<ChessMatch>();
            ChessFit::compute(layout.board, layout.portrait, m.flipped)
        };
        // 칸 가운데 둘레 (칸의 ±0.6) 또는 판 둘레 어디나.
        let anywhere = |rng: &mut ChaCha8Rng| {
            let b = layout.board;
            Vec2::new(
                rng.random_range(b.min.x - 20.0..b.max.x + 20.0),
                rng.random_range(b.min.y - 20.0..b.max.y + 20.0),
            )
        };
        let near = |rng: &mut ChaCha8Rng, sq: Square| {
            fit.at(sq)
                + Vec2::new(rng.random_range(-0.6..0.6), rng.random_range(-0.6..0.6)) * fit.cell
        };
        let from = if rng.random_bool(0.8) {
            let sq = Square::ALL[rng.random_range(0..64)];
            near(&mut rng, sq)
        } else {
            anywhere(&mut rng)
        };
        let touch = |app: &mut App, phase, p: Vec2| {
            app.world_mut().write_message(TouchInput {
                phase,
                position: layout.to_screen(p),
                window,
                force: None,
                id: 1,
            });
            app.update();
        };
        touch(&mut app, TouchPhase::Started, from);
        // 고른 기물이 있으면 반은 그 기물이 갈 수 있는 칸 둘레를, 반은 아무 데나 노린다.
        let aim = {
            let m = app.world().resource::<ChessMatch>();
            m.selected
                .map(|s| squares(m.targets(s)).collect::<Vec<_>>())
                .unwrap_or_default()
        };
        let to = if !aim.is_empty() && rng.random_bool(0.5) {
            let sq = aim[rng.random_range(0..aim.len())];
            near(&mut rng, sq)
        } else {
            anywhere(&mut rng)
        };
        if rng.random_bool(0.3) {
            touch(&mut app, TouchPhase::Moved, from.lerp(to, 0.5));
            touch(&mut app, TouchPhase::Moved, to);
            touch(&mut app, TouchPhase::Ended, to);
        } else {
            touch(&mut app, TouchPhase::Ended, from);
            touch(&mut app, TouchPhase::Started, to);
            touch(&mut app, TouchPhase::Ended, to);
        }
        if rng.random_bool(0.01) {
            let a = [
                ChessAction::NewGame,
                ChessAction::Undo,
                ChessAction::Flip,
                ChessAction::Undo,
            ][rng.random_range(0..4)];
            app.world_mut().resource_mut::<TransSettings>().human_first = rng.random_bool(0.7);
            app.world_mut().write_message(a);
        }
        app.update();
        let m = app.world().resource::<ChessMatch>();
        let board = m.game.board();
        assert_eq!(board.key(), board.key_from_scratch(), "step {i}");
        assert_eq!(m.san.len(), m.game.plies(), "step {i}");
        if m.san.len() > most {
            moves_seen += m.san.len() - most;
        }
        most = m.san.len();
    }
    println!("chess soak: {moves_seen} moves played");
    assert!(moves_seen > 50, "only {moves_seen} moves were played");
}
