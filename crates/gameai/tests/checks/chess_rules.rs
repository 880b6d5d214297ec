//! 체스 규칙의 바깥 기준들: 공개된 perft 수 (chessprogramming.org의 "Perft Results" 쪽: 처음
//! 국면, Kiwipete, 국면 3–6), 폴리글롯 책 형식 명세의 열쇠 아홉 개, FEN 왕복, 잘못된 FEN 목록,
//! 그리고 무작위 대국에서 "수마다 고친 열쇠 = 처음부터 계산한 열쇠".

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::chess::polyglot::{Book, BookEntry, encode_move};
use gameai::games::chess::{Board, Chess, ChessStatus, FenError, Move, STARTPOS};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

/// (이름, FEN, 깊이 1부터의 수). 시험에서는 500만 아래의 깊이만 (더 깊은 것은 bench).
const PERFT: &[(&str, &str, &[u64])] = &[
    ("start", STARTPOS, &[20, 400, 8_902, 197_281, 4_865_609]),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862, 4_085_603],
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238, 674_624],
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467, 422_333],
    ),
    (
        "position 4 mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9_467, 422_333],
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379, 2_103_487],
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2_079, 89_890, 3_894_594],
    ),
];

#[test]
fn perft_matches_the_published_counts() {
    for &(name, fen, counts) in PERFT {
        let b = Board::from_fen(fen).unwrap();
        for (i, &want) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(b.perft(depth), want, "{name} depth {depth}");
        }
    }
}

#[test]
fn perft_divide_sums_to_perft() {
    let b = Board::from_fen(PERFT[1].1).unwrap();
    let total: u64 = b.perft_divide(3).iter().map(|&(_, n)| n).sum();
    assert_eq!(total, 97_862);
}

/// 폴리글롯 책 형식 명세의 시험 국면들: 처음 국면에서 이 수순을 두면 이 열쇠.
const POLYGLOT: &[(&[&str], &str, u64)] = &[
    (&[], STARTPOS, 0x463b_9618_1691_fc9c),
    (
        &["e2e4"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        0x823c_9b50_fd11_4196,
    ),
    (
        &["e2e4", "d7d5"],
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        0x0756_b944_61c5_0fb0,
    ),
    (
        &["e2e4", "d7d5", "e4e5"],
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
        0x662f_afb9_65db_29d4,
    ),
    (
        &["e2e4", "d7d5", "e4e5", "f7f5"],
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        0x22a4_8b5a_8e47_ff78,
    ),
    (
        &["e2e4", "d7d5", "e4e5", "f7f5", "e1e2"],
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
        0x652a_607c_a3f2_42c1,
    ),
    (
        &["e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"],
        "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
        0x00fd_d303_c946_bdd9,
    ),
    (
        &["a2a4", "b7b5", "h2h4", "b5b4", "c2c4"],
        "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
        0x3c81_23ea_7b06_7637,
    ),
    (
        &["a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"],
        "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
        0x5c3f_9b82_9b27_9560,
    ),
];

#[test]
fn polyglot_keys_match_the_specification() {
    for &(moves, fen, key) in POLYGLOT {
        let b = Board::from_fen(fen).unwrap();
        assert_eq!(b.key(), key, "{fen}");
        let mut g = Chess::new();
        for m in moves {
            g.play_str(m).unwrap();
        }
        assert_eq!(g.board().key(), key, "{moves:?}");
        // 명세의 FEN은 50수 셈을 늘 0으로 적으므로 (킹이 움직여도), 시계 앞까지만 견준다.
        let placement = |f: &str| f.split(' ').take(4).collect::<Vec<_>>().join(" ");
        assert_eq!(placement(&g.board().to_fen()), placement(fen));
    }
}

#[test]
fn incremental_key_equals_the_key_from_scratch_in_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..200 {
        let mut g = Chess::new();
        let mut keys = vec![g.board().key()];
        for _ in 0..200 {
            if g.status().is_over() {
                break;
            }
            let moves = g.board().legal_moves();
            let mv = *moves.choose(&mut rng).unwrap();
            g.play(mv);
            let b = g.board();
            assert_eq!(b.key(), b.key_from_scratch(), "{}", b.to_fen());
            // FEN을 거쳐도 같은 국면, 같은 열쇠.
            assert_eq!(Board::from_fen(&b.to_fen()).unwrap(), *b);
            keys.push(b.key());
        }
        // 무르면 지나온 열쇠를 거꾸로 되밟는다. 한 수의 XOR 단계들을 모두 XOR하면 두 열쇠의 차이다.
        let hist = g.history().to_vec();
        for (i, before) in hist.iter().enumerate() {
            let after = hist.get(i + 1).unwrap_or(g.board());
            // 게임이 적어 둔 수가 정말 이 두 국면을 잇는다.
            let mv = g.played()[i];
            let mut made = *before;
            made.make_move(mv);
            assert_eq!(made, *after);
            let x = before.key_steps(mv).iter().fold(0, |k, s| k ^ s.value);
            assert_eq!(x, before.key() ^ after.key(), "{} {mv}", before.to_fen());
        }
        while g.undo() {
            keys.pop();
            assert_eq!(g.board().key(), *keys.last().unwrap());
        }
    }
}

#[test]
fn gives_check_agrees_with_making_the_move_in_random_games() {
    // 캐슬링, 앙파상, 승격, 열린 체크를 만나도록 판을 길게, 여러 판.
    let mut rng = ChaCha8Rng::seed_from_u64(19);
    let mut checks = 0;
    for fen in [
        STARTPOS,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        for _ in 0..150 {
            let mut g = Chess::from_fen(fen).unwrap();
            for _ in 0..150 {
                if g.status().is_over() {
                    break;
                }
                let b = *g.board();
                let moves = b.legal_moves();
                for &mv in &moves {
                    let mut after = b;
                    after.make_move(mv);
                    assert_eq!(b.gives_check(mv), after.in_check(), "{} {mv}", b.to_fen());
                    checks += usize::from(after.in_check());
                }
                g.play(*moves.choose(&mut rng).unwrap());
            }
        }
    }
    assert!(checks > 1_000, "only {checks} checking moves seen");
}

#[test]
fn two_move_orders_give_the_same_key() {
    let mut a = Chess::new();
    let mut b = Chess::new();
    for m in ["Nf3", "Nf6", "Nc3"] {
        a.play_str(m).unwrap();
    }
    for m in ["Nc3", "Nf6", "Nf3"] {
        b.play_str(m).unwrap();
    }
    assert_eq!(a.board().key(), b.board().key());
    assert_eq!(a.board(), b.board());
}

#[test]
fn fen_round_trips() {
    for &(_, fen, _) in PERFT {
        let b = Board::from_fen(fen).unwrap();
        assert_eq!(b.to_fen(), fen);
    }
    // 시계가 없는 FEN도 받는다.
    let b = Board::from_fen("8/8/8/8/8/8/8/K6k w - -").unwrap();
    assert_eq!(b.to_fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
}

#[test]
fn malformed_fens_are_errors_never_panics() {
    use FenError::*;
    let cases: &[(&str, fn(&FenError) -> bool)] = &[
        ("", |e| matches!(e, FieldCount(0))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", |e| {
            matches!(e, FieldCount(1))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", |e| {
            matches!(e, RankCount(7))
        }),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            |e| matches!(e, RankLength { rank: 6, .. } | BadPiece('9')),
        ),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            |e| matches!(e, RankLength { rank: 7, len: 7 }),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
            |e| matches!(e, RankLength { rank: 1, len: 9 }),
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            |e| matches!(e, BadPiece('x')),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            |e| matches!(e, BadSide(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
            |e| matches!(e, BadCastling(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",
            |e| matches!(e, BadCastling(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
            |e| matches!(e, ImpossibleCastling('K')),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w q - 0 1",
            |e| matches!(e, KingCount { count: 0, .. }),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1",
            |e| matches!(e, KingCount { count: 2, .. }),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            |e| matches!(e, BadEnPassant(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            |e| matches!(e, ImpossibleEnPassant(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1",
            |e| matches!(e, ImpossibleEnPassant(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            |e| matches!(e, BadClock(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3",
            |e| matches!(e, BadClock(_)),
        ),
        (
            "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1",
            |e| matches!(e, PawnOnBackRank | TooManyPieces(_)),
        ),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", |e| {
            matches!(e, PawnOnBackRank)
        }),
        ("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", |e| {
            matches!(e, OpponentInCheck)
        }),
        ("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", |e| {
            matches!(e, TooManyPieces(_))
        }),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            |e| matches!(e, FieldCount(7)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999 1",
            |e| matches!(e, BadClock(_)),
        ),
        ("ñ/8/8/8/8/8/8/8 w - - 0 1", |e| matches!(e, BadPiece('ñ'))),
    ];
    for (fen, ok) in cases {
        let e = Board::from_fen(fen).unwrap_err();
        assert!(ok(&e), "{fen:?} gave {e:?}");
        assert!(!e.to_string().is_empty());
    }
    // 아무렇게나 자른 FEN과 무작위 글자도 패닉하지 않는다.
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let alphabet: Vec<char> = "pnbrqkPNBRQK12345678/ wb-KQkqe3603".chars().collect();
    for _ in 0..20_000 {
        let len = rand::RngExt::random_range(&mut rng, 0..70);
        let s: String = (0..len)
            .map(|_| *alphabet.choose(&mut rng).unwrap())
            .collect();
        let _ = Board::from_fen(&s);
    }
    for cut in 0..STARTPOS.len() {
        let _ = Board::from_fen(&STARTPOS[..cut]);
    }
}

#[test]
fn a_book_made_by_the_test_lists_its_moves() {
    let start = Board::startpos();
    let e4 = start.parse_uci("e2e4").unwrap();
    let d4 = start.parse_uci("d2d4").unwrap();
    let mut after = start;
    after.make_move(e4);
    let c5 = after.parse_uci("c7c5").unwrap();
    let entry = |b: &Board, mv: Move, weight| BookEntry {
        key: b.key(),
        raw_move: encode_move(b, mv),
        weight,
        learn: 0,
    };
    let book = Book::from_entries(vec![
        entry(&after, c5, 7),
        entry(&start, d4, 3),
        entry(&start, e4, 10),
    ]);
    let bytes = book.to_bytes();
    assert_eq!(bytes.len(), 48);
    let read = Book::from_bytes(&bytes).unwrap();
    let moves: Vec<_> = read
        .moves(&start)
        .iter()
        .map(|m| (m.mv, m.weight))
        .collect();
    assert_eq!(moves, vec![(e4, 10), (d4, 3)]);
    assert_eq!(read.moves(&after).len(), 1);
    // 캐슬링은 책에 e1h1로 적히고 e1g1로 읽힌다.
    let castle = Board::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    let og = castle.parse_uci("e1g1").unwrap();
    assert_eq!(encode_move(&castle, og) & 0x3F, 7, "to h1");
    let b2 = Book::from_entries(vec![entry(&castle, og, 1)]);
    assert_eq!(b2.moves(&castle)[0].mv, og);
    // 망가진 책.
    assert!(Book::from_bytes(&bytes[..20]).is_err());
    let mut unsorted = bytes.clone();
    unsorted.rotate_left(16);
    assert!(Book::from_bytes(&unsorted).is_err());
}

#[test]
fn game_status_ends_games() {
    let g = Chess::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(
        g.status(),
        ChessStatus::Checkmate(gameai::games::chess::Color::White)
    );
}

#[test]
fn the_shared_openings_are_legal_and_distinct() {
    let mut seen = std::collections::HashSet::new();
    for line in gameai::games::chess::OPENINGS {
        let mut g = Chess::new();
        for m in line {
            g.play_str(m)
                .unwrap_or_else(|e| panic!("{line:?}: {m}: {e}"));
        }
        assert!(seen.insert(g.board().key()), "{line:?} repeats a position");
    }
}

/// 기물 목록으로 만든 판은 같은 국면의 FEN과 같고 (열쇠까지), FEN과 같은 검사에 더해 한 칸의 두 기물을
/// 거절한다.
#[test]
fn a_board_from_pieces_is_the_board_its_fen_describes() {
    use gameai::games::chess::{Color, Piece, Square};
    let sq = |s: &str| Square::parse(s).unwrap();
    let (w, b) = (Color::White, Color::Black);
    let krk = [
        (w, Piece::King, sq("a1")),
        (w, Piece::Rook, sq("b2")),
        (b, Piece::King, sq("c3")),
    ];
    assert_eq!(
        Board::from_pieces(krk, w).unwrap(),
        Board::from_fen("8/8/8/8/8/2k5/1R6/K7 w - - 0 1").unwrap()
    );
    let shared = [
        (w, Piece::King, sq("a1")),
        (w, Piece::Rook, sq("a1")),
        (b, Piece::King, sq("c3")),
    ];
    assert_eq!(
        Board::from_pieces(shared, w),
        Err(FenError::SharedSquare(sq("a1")))
    );
    let touching = [(w, Piece::King, sq("a1")), (b, Piece::King, sq("b2"))];
    assert_eq!(
        Board::from_pieces(touching, w),
        Err(FenError::OpponentInCheck)
    );
}

/// 다른 사람이 쓴 수 만들기 (cozy-chess, 벤치마크의 견줄 상대)와 국면마다 합법 수의 집합이 같다:
/// 공개된 perft 국면들에서 시작한 무작위 대국으로 체크, 핀, 앙파상, 승격, 캐슬링을 두루 지난다.
#[test]
fn legal_moves_match_cozy_chess_in_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut positions = 0;
    for &(_, fen, _) in PERFT {
        for _ in 0..40 {
            let mut ours = Board::from_fen(fen).unwrap();
            let mut theirs = cozy_chess::Board::from_fen(fen, false).unwrap();
            for _ in 0..120 {
                let mut want = Vec::new();
                theirs.generate_moves(|pm| {
                    for mv in pm {
                        want.push(cozy_chess::util::display_uci_move(&theirs, mv).to_string());
                    }
                    false
                });
                let moves = ours.legal_moves();
                let mut got: Vec<String> = moves.iter().map(ToString::to_string).collect();
                got.sort();
                want.sort();
                assert_eq!(got, want, "{}", ours.to_fen());
                positions += 1;
                let Some(&mv) = moves.choose(&mut rng) else {
                    break;
                };
                let text = mv.to_string();
                ours.make_move(mv);
                theirs.play(cozy_chess::util::parse_uci_move(&theirs, &text).unwrap());
                assert_eq!(ours.in_check(), !theirs.checkers().is_empty(), "{text}");
            }
        }
    }
    assert!(positions > 10_000, "{positions} positions");
}
