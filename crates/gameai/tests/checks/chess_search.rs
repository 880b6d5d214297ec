//! 체스 AI: 체크메이트를 찾는지, 합법이 아닌 수를 두지 않는지, 그리고 표가 값을 바꾸지 않는지
//! (같은 깊이에서 표를 켜고 끈 탐색의 루트 값이 같고, 표를 켜면 노드가 줄어드는지; 선택적 탐색을 끈
//! 평범한 알파-베타에서), 그리고 선택적 탐색(널 무브, 줄이기)이 되돌릴 수 없는 일을 하지 않는지.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::chess::{Chess, ChessStatus};
use gameai::search::{SearchConfig, SearchGame, Searcher, WIN};
use gameai::step::Steppable;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

/// 기본 설정(선택적 탐색 켬)으로.
fn search(
    g: &Chess,
    depth: u32,
    use_tt: bool,
) -> gameai::search::SearchResult<gameai::games::chess::Move> {
    search_with(g, depth, use_tt, true)
}

fn search_with(
    g: &Chess,
    depth: u32,
    use_tt: bool,
    selective: bool,
) -> gameai::search::SearchResult<gameai::games::chess::Move> {
    let config = SearchConfig {
        max_depth: depth,
        use_tt,
        tt_bits: 16,
        selective,
        ..SearchConfig::default()
    };
    Searcher::new(g.clone(), config).run_to_end()
}

/// 최선의 수를 두면 체크메이트인가.
fn mates(g: &Chess, mv: gameai::games::chess::Move) -> bool {
    let mut after = g.clone();
    after.play(mv);
    matches!(after.status(), ChessStatus::Checkmate(_))
}

#[test]
fn finds_mate_in_one() {
    for fen in [
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1",
        "7k/8/6K1/8/8/8/8/1R6 w - - 0 1",
        "3r2k1/8/8/8/8/8/5PPP/6K1 b - - 0 1",
        "6rk/6pp/8/6N1/8/8/8/Q5K1 w - - 0 1",
    ] {
        let g = Chess::from_fen(fen).unwrap();
        let r = search(&g, 3, true);
        assert!(mates(&g, r.best.unwrap()), "{fen}: {:?}", r.best);
        assert_eq!(r.value, WIN - 1, "{fen}");
    }
}

#[test]
fn finds_mate_in_two() {
    for (fen, first) in [
        // 룩 사다리: 1.Rb7 (또는 1.Ra7) 그리고 2.Ra8# (2.Rb8#).
        ("6k1/8/8/8/8/8/1R6/R5K1 w - - 0 1", &["b2b7", "a1a7"][..]),
        // 퀸을 주고 숨 막히는 메이트: 1.Qg8+ Rxg8 2.Nf7#.
        ("5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1", &["d5g8"][..]),
    ] {
        let g = Chess::from_fen(fen).unwrap();
        for use_tt in [true, false] {
            let r = search(&g, 4, use_tt);
            assert_eq!(r.value, WIN - 3, "{fen}: value {}", r.value);
            let best = r.best.unwrap().to_string();
            assert!(first.contains(&best.as_str()), "{fen}: {best}");
        }
    }
}

#[test]
fn the_table_changes_no_root_value_and_saves_nodes() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut saved = 0;
    let mut total = 0;
    for game in 0..12 {
        let mut g = Chess::new();
        let plies = 6 + game * 3;
        for _ in 0..plies {
            let mut moves = Vec::new();
            g.moves(&mut moves);
            if moves.is_empty() || g.terminal().is_some() {
                break;
            }
            g.play(*moves.choose(&mut rng).unwrap());
        }
        let root = Chess::from_board(*g.board());
        for depth in 1..=4 {
            let with = search_with(&root, depth, true, false);
            let without = search_with(&root, depth, false, false);
            assert_eq!(
                with.value,
                without.value,
                "{} depth {depth}",
                root.board().to_fen()
            );
            if depth == 4 {
                total += 1;
                saved += u32::from(with.nodes < without.nodes);
            }
        }
    }
    assert!(
        saved * 4 >= total * 3,
        "the table saved nodes in only {saved} of {total} positions"
    );
}

#[test]
fn the_ai_never_plays_an_illegal_move() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..6 {
        let mut g = Chess::new();
        for ply in 0..60 {
            if g.status().is_over() {
                break;
            }
            let mv = if ply % 2 == 0 {
                search(&g, 2, true).best.unwrap()
            } else {
                *g.board().legal_moves().choose(&mut rng).unwrap()
            };
            g.try_play(mv).unwrap();
        }
    }
}

#[test]
fn quiescence_looks_only_at_captures_and_queen_promotions() {
    use gameai::games::chess::Piece;
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    let mut checked = 0;
    for _ in 0..40 {
        let mut g = Chess::new();
        for _ in 0..120 {
            if g.status().is_over() {
                break;
            }
            let b = *g.board();
            if !b.in_check() {
                let mut noisy = Vec::new();
                g.noisy_moves(&mut noisy);
                let them = b.side_to_move().other();
                for m in &noisy {
                    let capture = b.piece_on(m.to).is_some_and(|(c, _)| c == them);
                    let pawn = b.piece_on(m.from).is_some_and(|(_, p)| p == Piece::Pawn);
                    let en_passant = pawn && Some(m.to) == b.en_passant();
                    let queening = pawn && m.promotion == Some(Piece::Queen);
                    assert!(
                        capture || en_passant || queening,
                        "{m} is quiet in {}",
                        b.to_fen()
                    );
                    assert!(b.is_legal(*m));
                }
                checked += noisy.len();
            }
            g.try_play(*b.legal_moves().choose(&mut rng).unwrap())
                .unwrap();
        }
    }
    assert!(checked > 1000, "only {checked} noisy moves seen");
}

/// 체스 AI가 대국 중에 멈춘 국면 (검은 퀸과 룩이 1행을 따라 조용히 체크를 이어 가며 고요 탐색이
/// 끝나지 않았다). 고친 뒤에는 깊이 4가 만 개 남짓한 노드로 끝난다.
#[test]
fn quiet_checks_along_the_last_rank_do_not_run_quiescence_forever() {
    let g = Chess::from_fen("4k1nr/1p1n1ppp/8/4p3/3p3q/5B2/3P2K1/r7 b k - 1 26").unwrap();
    let r = search(&g, 4, true);
    assert!(r.best.is_some());
    assert!(r.nodes < 200_000, "{} nodes at depth 4", r.nodes);
}

#[test]
fn with_no_time_left_the_search_still_answers_a_legal_move() {
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ] {
        let g = Chess::from_fen(fen).unwrap();
        let config = SearchConfig {
            max_depth: 30,
            max_millis: Some(0),
            tt_bits: 16,
            ..SearchConfig::default()
        };
        let r = Searcher::new(g.clone(), config).run_to_end();
        assert!(g.board().is_legal(r.best.unwrap()), "{fen}");
    }
}

#[test]
fn a_null_move_passes_the_turn_and_undoes_exactly() {
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    let mut passed = 0;
    for _ in 0..20 {
        let mut g = Chess::new();
        for _ in 0..30 {
            let moves = g.board().legal_moves();
            let Some(&mv) = moves.choose(&mut rng) else {
                break;
            };
            g.try_play(mv).ok();
            if g.status().is_over() {
                break;
            }
            if !g.null_move_ok() {
                continue;
            }
            let before = g.clone();
            g.make_null();
            let b = *g.board();
            assert_eq!(b.side_to_move(), before.board().side_to_move().other());
            assert_eq!(b.en_passant(), None);
            // 스스로 고친 열쇠가 처음부터 센 열쇠와 같다 (독립된 계산).
            assert_eq!(b.key(), b.key_from_scratch(), "{}", b.to_fen());
            assert_eq!(g.repetitions(), 0);
            g.unmake_null();
            assert_eq!(g.board(), before.board());
            assert_eq!(g.played(), before.played());
            passed += 1;
        }
    }
    assert!(passed > 100, "only {passed} null moves tried");
}

#[test]
fn no_null_move_in_check_or_with_only_king_and_pawns() {
    for (fen, ok) in [
        // 킹과 폰만: 추크츠방이 흔하다.
        ("8/8/4k3/8/3P4/8/4K3/8 w - - 0 1", false),
        // 체크를 당했다.
        ("4k3/8/8/8/8/8/4r3/4K1N1 w - - 0 1", false),
        // 나이트가 있고 체크가 아니다.
        ("4k3/8/8/8/8/8/3P4/4K1N1 w - - 0 1", true),
    ] {
        let g = Chess::from_fen(fen).unwrap();
        assert_eq!(g.null_move_ok(), ok, "{fen}");
    }
}

#[test]
fn the_selective_search_plays_legal_moves_and_its_lines_replay() {
    let mut rng = ChaCha8Rng::seed_from_u64(29);
    for game in 0..8 {
        let mut g = Chess::new();
        for _ in 0..(8 + 4 * game) {
            let moves = g.board().legal_moves();
            let Some(&mv) = moves.choose(&mut rng) else {
                break;
            };
            g.try_play(mv).unwrap();
        }
        if g.status().is_over() {
            continue;
        }
        let root = Chess::from_board(*g.board());
        // 깊이 5: 널 무브(깊이 3부터)와 줄이기(깊이 3부터)가 다 쓰인다.
        let r = search_with(&root, 5, true, true);
        let best = r.best.unwrap();
        assert_eq!(r.pv.first(), Some(&best), "{}", root.board().to_fen());
        let mut replay = root.clone();
        for &mv in &r.pv {
            replay
                .try_play(mv)
                .unwrap_or_else(|e| panic!("{}: {mv}: {e}", root.board().to_fen()));
        }
        if r.value > gameai::search::WIN_BOUND {
            assert!(
                matches!(replay.status(), ChessStatus::Checkmate(_)),
                "{}",
                root.board().to_fen()
            );
        }
    }
}

#[test]
fn the_clock_rule_never_spends_the_whole_clock() {
    use gameai::search::{CLOCK_MOVES, CLOCK_RESERVE, clock_millis};
    // 손으로 센 값: 10초에 0.1초 더하기의 첫 수는 (10000 − 1000)/12 + 75 = 825 ms, 남은 수를 알면 그것으로 나눈다.
    assert_eq!(
        clock_millis(10_000, 100, None),
        (10_000 - CLOCK_RESERVE) / CLOCK_MOVES + 75
    );
    assert_eq!(clock_millis(60_000, 0, Some(10)), 5_900);
    // 여유 안: 더하는 시간의 ½ + 남은 시간의 1/40 (800 ms, 0.1초 더하기: 50 + 20).
    assert_eq!(clock_millis(800, 100, None), 70);
    // 남은 시간의 ⅓을 넘지 않고, 시간이 없어도 0이 아니다.
    assert_eq!(clock_millis(300, 1_000, None), 100);
    assert_eq!(clock_millis(0, 0, None), 1);
    assert_eq!(clock_millis(u64::MAX, u64::MAX, Some(0)), u64::MAX / 3);
    // 10초 + 0.1초를 300수: 몫을 다 써도 더해 주기 전의 시계가 여유 가까이(0.9초 위)에 머문다.
    let mut left = 10_000u64;
    for n in 0..300 {
        let spend = clock_millis(left, 100, None);
        assert!(left - spend >= 900, "move {n}: spends {spend} of {left}");
        left = left - spend + 100;
    }
    // 수마다 한도를 다 쓰고 더하는 시간을 받으며 500수를 두어도 시계가 바닥나지 않는다.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..200 {
        let base = *[100u64, 1_000, 10_000, 60_000, 300_000]
            .choose(&mut rng)
            .unwrap();
        let inc = *[0u64, 10, 100, 2_000].choose(&mut rng).unwrap();
        let mut left = base;
        for _ in 0..500 {
            let spend = clock_millis(left, inc, None);
            // 쓰고 나서도 시계가 남는다 (더하는 시간이 없는 시계만 끝내 몇 ms로 줄어든다).
            assert!(
                spend < left || (inc == 0 && left < 3),
                "{base}+{inc}: spends {spend} of {left}"
            );
            left = left - spend.min(left) + inc;
        }
    }
}

#[test]
fn past_the_soft_limit_no_new_depth_is_started() {
    // 새 깊이를 시작하지 않는 시간이 0이면: 깊이 1을 끝내고 멈춘다 (시작한 깊이는 끝낸다). 없으면 끝까지.
    let g = Chess::new();
    let config = |soft_millis| SearchConfig {
        max_depth: 5,
        tt_bits: 16,
        soft_millis,
        ..SearchConfig::default()
    };
    let soft = Searcher::new(g.clone(), config(Some(0))).run_to_end();
    assert_eq!((soft.depth, soft.history.len()), (1, 1));
    assert!(soft.best.is_some());
    assert_eq!(Searcher::new(g, config(None)).run_to_end().depth, 5);
}
