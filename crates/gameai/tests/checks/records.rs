//! 대국 기록: 다른 프로그램이 쓴 모양의 PGN과 SGF (`tests/records/`, 표준과 그 프로그램들의 출력
//! 모양대로 손으로 적은 것)를 읽고, 다시 쓰고, 또 읽어 같은 대국인지 본다. 무작위 대국의 왕복도.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::chess::{Chess, pgn};
use gameai::games::gomoku::Gomoku;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::mcts::Game;
use gameai::sgf::{self, SgfError, SgfGame};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn record(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/records/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn the_opera_game_reads_skipping_comments_nags_and_variations() {
    let g = pgn::read(&record("opera.pgn")).unwrap();
    assert_eq!(g.played().len(), 33);
    assert_eq!(
        g.status(),
        gameai::games::chess::ChessStatus::Checkmate(gameai::games::chess::Color::White)
    );
    let out = pgn::write(&g, &[("White", "Paul Morphy")]);
    assert!(out.contains("[Result \"1-0\"]"));
    assert!(out.contains("12. O-O-O Rd8 13. Rxd7 Rxd7"), "{out}");
    assert!(out.trim_end().ends_with("17. Rd8# 1-0"), "{out}");
    assert_eq!(pgn::read(&out).unwrap().played(), g.played());
}

#[test]
fn a_fen_start_with_black_to_move_round_trips() {
    let g = pgn::read(&record("black-to-move.pgn")).unwrap();
    assert_eq!(g.played().len(), 4);
    let out = pgn::write(&g, &[]);
    assert!(
        out.contains("[SetUp \"1\"]")
            && out.contains("[FEN \"r3k2r/8/8/8/8/8/1p6/R3K2R b KQkq - 0 30\"]"),
        "{out}"
    );
    assert!(
        out.contains("30... O-O-O 31. O-O bxa1=Q 32. Rxa1 *"),
        "{out}"
    );
    let back = pgn::read(&out).unwrap();
    assert_eq!(back.played(), g.played());
    assert_eq!(back.board(), g.board());
}

#[test]
fn bad_pgn_is_reported_with_the_move_number() {
    let e = pgn::read("1. e4 e5 2. Qh7 *").unwrap_err().to_string();
    assert!(e.starts_with("move 2. Qh7"), "{e}");
    let e = pgn::read("1. e4 c5 2. Nf3 Nh4 *").unwrap_err().to_string();
    assert!(e.starts_with("move 2... Nh4"), "{e}");
    assert!(
        pgn::read("1. e4 {unclosed")
            .unwrap_err()
            .to_string()
            .contains("unclosed")
    );
    assert!(
        pgn::read("[FEN \"nonsense\"]\n\n*")
            .unwrap_err()
            .to_string()
            .contains("FEN")
    );
    assert!(pgn::read("[White \"no quote]").is_err());
    assert!(pgn::read("").is_err());
}

#[test]
fn random_chess_games_round_trip_through_pgn() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..40 {
        let mut g = Chess::new();
        for _ in 0..rng.random_range(0..120) {
            let moves = g.board().legal_moves();
            if moves.is_empty() || g.status().is_over() {
                break;
            }
            g.play(moves[rng.random_range(0..moves.len())]);
        }
        let back = pgn::read(&pgn::write(&g, &[])).unwrap();
        assert_eq!(back.played(), g.played());
    }
}

fn names<G: SgfGame>(g: &G, moves: &[G::Move]) -> Vec<String> {
    moves.iter().map(|&m| g.sgf_move(m)).collect()
}

#[test]
fn hexgui_and_playhex_records_read_and_round_trip() {
    let (g, moves) = sgf::read::<Hex>(&record("hexgui.sgf")).unwrap();
    assert_eq!(g.size(), 11);
    assert_eq!(names(&g, &moves), ["f6", "swap-pieces", "e7", "d7", "g4"]);
    let out = sgf::write(&g, &moves).unwrap();
    assert!(
        out.starts_with("(;FF[4]GM[11]") && out.contains(";W[swap-pieces]"),
        "{out}"
    );
    let (g2, m2) = sgf::read::<Hex>(&out).unwrap();
    assert_eq!(names(&g2, &m2), names(&g, &moves));
    let (g, moves) = sgf::read::<Hex>(&record("playhex.sgf")).unwrap();
    assert_eq!(g.size(), 4);
    assert_eq!(names(&g, &moves), ["a1", "b1", "c3"]);
}

#[test]
fn gomoku_and_havannah_records_read_and_round_trip() {
    let (g, moves) = sgf::read::<Gomoku>(&record("gomoku.sgf")).unwrap();
    assert_eq!(names(&g, &moves), ["hh", "ih", "gg", "ii", "ff"]);
    // SGF의 hh는 15×15의 가운데 (명령줄 이름 h8).
    assert_eq!(g.name(moves[0]), "h8");
    let out = sgf::write(&g, &moves).unwrap();
    assert!(
        out.starts_with("(;FF[4]GM[4]") && out.contains(";B[hh];W[ih]"),
        "{out}"
    );
    assert_eq!(sgf::read::<Gomoku>(&out).unwrap().1, moves);
    let (g, moves) = sgf::read::<Havannah>(&record("havannah.sgf")).unwrap();
    assert_eq!(g.base(), 4);
    assert_eq!(names(&g, &moves), ["d4", "c3", "e5"]);
    let out = sgf::write(&g, &moves).unwrap();
    assert!(out.contains(";W[d4];B[c3]"), "{out}");
}

#[test]
fn bad_sgf_is_refused_with_a_reason() {
    assert!(matches!(
        sgf::read::<Hex>(&record("go.sgf")),
        Err(SgfError::WrongGame { .. })
    ));
    let e = sgf::read::<Hex>("(;FF[4]GM[11]SZ[5];B[a1];B[b2])")
        .unwrap_err()
        .to_string();
    assert!(e.contains("move 2") && e.contains("turn"), "{e}");
    let e = sgf::read::<Hex>("(;FF[4]GM[11]SZ[5];B[a1];W[a1])")
        .unwrap_err()
        .to_string();
    assert!(e.contains("move 2"), "{e}");
    assert!(sgf::read::<Hex>("(;FF[4]GM[11]SZ[5];B[z9])").is_err());
    assert!(sgf::read::<Hex>("(;FF[4]GM[11]SZ[99])").is_err());
    assert!(sgf::read::<Hex>("(;FF[4]GM[11]SZ[5];B[a1]").is_err());
    assert!(sgf::read::<Hex>("(;FF[4]C[open").is_err());
    assert!(sgf::read::<Gomoku>("(;GM[4]AB[aa][bb])").is_err());
    assert!(sgf::read::<Gomoku>("(;GM[4]SZ[15];B[zz])").is_err());
    assert!(sgf::read::<Hex>("no tree here").is_err());
}

/// 무작위 대국의 왕복: 쓰고 읽은 수가 같다.
fn round_trip<G: SgfGame + Game + Clone>(start: G, seed: u64)
where
    <G as SgfGame>::Move: PartialEq + core::fmt::Debug,
    <G as Game>::Move: Into<<G as SgfGame>::Move> + Copy,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..20 {
        let mut g = start.clone();
        let mut moves: Vec<<G as SgfGame>::Move> = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..rng.random_range(0..40) {
            if g.status().is_over() {
                break;
            }
            g.legal_moves(&mut legal);
            let mv = legal[rng.random_range(0..legal.len())];
            moves.push(mv.into());
            g.play_checked(mv.into()).unwrap();
        }
        let text = sgf::write(&start, &moves).unwrap();
        let (_, back) = sgf::read::<G>(&text).unwrap();
        assert_eq!(back, moves, "{text}");
    }
}

#[test]
fn random_games_round_trip_through_sgf() {
    round_trip(Hex::new(7, true).unwrap(), 1);
    round_trip(Havannah::new(5).unwrap(), 2);
}
