//! 기록 붙여넣기의 배선: 클립보드에서 온 글([`RecordPasted`])을 그 게임의 장면이 읽어 판을 바꾸고,
//! 틀린 기록이면 까닭을 적고 판을 그대로 둔다. 복사할 글은 다시 읽으면 같은 대국이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::mcts::{Match, MctsMode, MctsSettings};
use ai_arcade::testing::records::{RecordNote, RecordPasted};
use ai_arcade::testing::transposition::{ChessMatch, GomokuMatch, TransMode};
use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::chess::Color as Side;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;

fn paste(app: &mut App, kind: GameId, text: &str) {
    app.world_mut().write_message(RecordPasted {
        kind,
        text: text.to_owned(),
    });
    run(app, 2);
}

fn note(app: &App) -> (GameId, String, bool) {
    app.world()
        .resource::<RecordNote>()
        .last
        .clone()
        .expect("a note after a paste")
}

#[test]
fn a_pasted_pgn_replaces_the_chess_game_and_a_bad_one_changes_nothing() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Chess);
    run(&mut app, 2);
    paste(
        &mut app,
        GameId::Chess,
        "[Event \"x\"]\n\n1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6) 3. Bb5 *\n",
    );
    let m = app.world().resource::<ChessMatch>();
    assert_eq!(m.san, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    let (kind, text, ok) = note(&app);
    assert!(ok && kind == GameId::Chess && text.contains('5'), "{text}");
    // 복사할 글을 다시 읽으면 같은 대국.
    let (pgn, n) = m.pgn();
    assert_eq!(n, 5);
    let locale = *app.world().resource::<ai_arcade::testing::i18n::Locale>();
    let back = ChessMatch::from_pgn(Side::White, &pgn, &locale).unwrap();
    assert_eq!(back.san, m.san);
    // 틀린 기록: 까닭을 적고, 판은 그대로.
    paste(&mut app, GameId::Chess, "1. e4 e5 2. Ke3 *");
    let (_, text, ok) = note(&app);
    assert!(!ok && text.contains("Ke3"), "{text}");
    assert_eq!(app.world().resource::<ChessMatch>().san.len(), 5);
    // 다른 게임의 기록은 체스가 읽지 않는다.
    paste(&mut app, GameId::Gomoku, "(;GM[4]SZ[15];B[hh])");
    assert_eq!(app.world().resource::<ChessMatch>().san.len(), 5);
}

#[test]
fn a_pasted_sgf_sets_the_hex_board_size_and_the_moves() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    app.world_mut().resource_mut::<MctsSettings>().human_first = true;
    run(&mut app, 2);
    paste(
        &mut app,
        GameId::Hex,
        "(;FF[4]GM[11]SZ[7];B[d4];W[swap-pieces];B[c3])",
    );
    let (kind, text, ok) = note(&app);
    assert!(ok && kind == GameId::Hex, "{text}");
    assert_eq!(
        app.world()
            .resource::<MctsSettings>()
            .sizes
            .get(GameId::Hex),
        Some(7)
    );
    assert!(app.world().resource::<MctsSettings>().swap);
    let m = app.world().resource::<Match<Hex>>();
    assert_eq!(m.history.len(), 3);
    assert_eq!(Hex::size(&m.game), 7);
    // 이 앱이 두지 않는 크기.
    paste(&mut app, GameId::Hex, "(;FF[4]GM[11]SZ[19];B[d4])");
    let (_, text, ok) = note(&app);
    assert!(!ok && text.contains("19"), "{text}");
    assert_eq!(app.world().resource::<Match<Hex>>().history.len(), 3);
}

#[test]
fn a_pasted_sgf_loads_havannah_and_gomoku() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Havannah);
    app.world_mut().resource_mut::<MctsSettings>().human_first = true;
    run(&mut app, 2);
    paste(&mut app, GameId::Havannah, "(;FF[4]SZ[5];W[e5];B[d4])");
    assert!(note(&app).2, "{:?}", note(&app));
    assert_eq!(app.world().resource::<Match<Havannah>>().history.len(), 2);

    let mut app = super::common::app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Gomoku);
    run(&mut app, 2);
    paste(
        &mut app,
        GameId::Gomoku,
        "(;GM[4]FF[4]SZ[15];B[hh];W[ih];B[gg])",
    );
    assert!(note(&app).2, "{:?}", note(&app));
    assert_eq!(app.world().resource::<GomokuMatch>().history.len(), 3);
    paste(&mut app, GameId::Gomoku, "(;GM[4]FF[4]SZ[15];B[hh];W[hh])");
    assert!(!note(&app).2);
    assert_eq!(app.world().resource::<GomokuMatch>().history.len(), 3);
}
