//! 체스 끝내기 표를 독립된 기준과 견준다:
//! - 발표된 가장 긴 메이트 (Kirill Kryukov, "Longest checkmates",
//!   <http://kirill-kryukov.com/chess/longest-checkmates/longest-checkmates.shtml>; KBNK 33수는
//!   <https://www.chessprogramming.org/KBNK_Endgame>, KQKR 35수는 Thompson 1986도),
//! - 표 없이 판의 규칙만으로 센 국면 수와 대칭 (시험 안의 따로 짠 대칭),
//! - 가지치기 없는 앞으로의 탐색 (메이트까지의 거리를 수를 다 두어 확인),
//! - 라이브러리의 일반 후퇴 해석 풀이기 ([`solve_countdown`])로 같은 그래프를 푼 답,
//! - 성질: 최선의 수는 거리를 하나 줄이고, 지는 국면의 모든 수는 상대의 이김으로 간다.
//!
//! Gaviota·Syzygy 표와의 비교, 그리고 앙파상이 결과를 바꾸는 KPKP 국면들은 `tools/tablebase-oracle.py`가
//! 본다 (CI; python-chess가 싣고 온 표와 시험 국면, KPKP는 그 아래 표들까지 시험 빌드에서 1분이 넘는다).

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::collections::{HashMap, HashSet};

use gameai::games::chess::{Board, Color, Piece, Square};
use gameai::retrograde::{EdgeGraph, Outcome, Pos, solve_countdown};
use gameai::step::{Budget, Progress, Steppable};
use gameai::tablebase::{
    Generated, Generator, Material, ProbeError, Stage, Tablebase, Value, generate,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn solve(name: &str) -> Generated {
    generate(&Material::parse(name).unwrap())
}

/// 만든 표들 가운데 `name`의 수치.
fn report<'a>(g: &'a Generated, name: &str) -> &'a gameai::tablebase::TableReport {
    g.reports
        .iter()
        .find(|r| r.material.to_string() == name)
        .unwrap()
}

fn fen(s: &str) -> Board {
    Board::from_fen(s).unwrap()
}

/// 가장 긴 메이트가 발표된 수와 같고, 그 국면을 찾으면 그 거리다.
fn longest_is(name: &str, moves: u16, published_fen: Option<&str>) {
    let g = solve(name);
    let r = report(&g, name);
    assert_eq!(r.longest_mate_moves(), moves, "{name}");
    // 앱이 예산을 재는 어림은 잰 값을 넘지 않게 덮고, 두 배보다 헐겁지 않다.
    let estimate = Material::parse(name).unwrap().generation_bytes();
    assert!(
        g.peak_bytes <= estimate && estimate <= 2 * g.peak_bytes,
        "{name}: peak {} estimate {estimate}",
        g.peak_bytes
    );
    let (_, longest) = r.longest.as_ref().unwrap();
    let p = g.tablebase.probe(&fen(longest)).unwrap();
    assert_eq!(p.value.moves(), Some(moves));
    if let Some(f) = published_fen {
        let p = g.tablebase.probe(&fen(f)).unwrap();
        assert_eq!(p.value, Value::Win(2 * moves - 1), "{f}");
    }
}

#[test]
fn three_piece_longest_mates_are_the_published_ones() {
    longest_is("KQK", 10, Some("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1"));
    longest_is("KRK", 16, Some("8/8/8/8/8/2k5/1R6/K7 w - - 0 1"));
    longest_is("KPK", 28, Some("8/8/8/1k6/8/8/K5P1/8 w - - 0 1"));
}

#[test]
fn kbnk_longest_mate_is_33_moves() {
    longest_is("KBNK", 33, Some("8/8/7N/8/8/8/8/K1k1B3 w - - 0 1"));
}

#[test]
fn kqkr_longest_mate_is_35_moves() {
    longest_is("KQKR", 35, Some("8/8/8/8/2r5/8/2k5/K6Q w - - 0 1"));
}

#[test]
fn krkn_longest_mate_is_40_moves_and_kbbk_19() {
    longest_is("KRKN", 40, Some("8/2R5/8/8/7k/3K4/8/4n3 w - - 0 1"));
    longest_is("KBBK", 19, Some("8/8/8/8/7B/8/3k4/K2B4 w - - 0 1"));
}

/// 대칭 `s`(0..8: 좌우, 위아래, 대각선)로 칸을 옮긴다 — 라이브러리의 것과 따로 짰다.
fn sym(sq: Square, s: u8) -> Square {
    let (mut f, mut r) = (sq.file(), sq.rank());
    if s & 1 != 0 {
        f = 7 - f;
    }
    if s & 2 != 0 {
        r = 7 - r;
    }
    if s & 4 != 0 {
        std::mem::swap(&mut f, &mut r);
    }
    Square::at(f, r)
}

/// 기물들 (색, 종류, 칸)과 차례로 국면 (판의 규칙이 말이 되는지 본다: 킹, 폰의 행, 두지 않는 쪽의 체크).
fn board_of(pieces: &[(Color, Piece, Square)], side: Color) -> Option<Board> {
    Board::from_pieces(pieces.iter().copied(), side).ok()
}

/// 3기물의 모든 배치를 판의 규칙(FEN과 같은 검사)만으로 세어, 대칭으로 같은 국면을 묶고, 묶음마다 값이
/// 하나인지 본다. 묶음 수와 이김·비김·짐이 표의 수치와 같아야 한다.
fn count_by_brute_force(name: &str, third: (Color, Piece)) {
    let g = solve(name);
    let r = report(&g, name);
    let syms: &[u8] = if third.1 == Piece::Pawn {
        &[0, 1]
    } else {
        &[0, 1, 2, 3, 4, 5, 6, 7]
    };
    let mut classes: HashMap<(Vec<u8>, Color), Value> = HashMap::new();
    for a in Square::ALL {
        for b in Square::ALL {
            for c in Square::ALL {
                if a == b || b == c || a == c {
                    continue;
                }
                for side in Color::BOTH {
                    let pieces = [
                        (Color::White, Piece::King, a),
                        (Color::Black, Piece::King, b),
                        (third.0, third.1, c),
                    ];
                    let Some(board) = board_of(&pieces, side) else {
                        continue;
                    };
                    let key = syms
                        .iter()
                        .map(|&s| {
                            pieces
                                .iter()
                                .map(|&(_, _, q)| sym(q, s).index() as u8)
                                .collect::<Vec<u8>>()
                        })
                        .min()
                        .unwrap();
                    let v = g.tablebase.value_of(&board).unwrap();
                    let old = classes.insert((key, side), v);
                    assert!(
                        old.is_none_or(|o| o == v),
                        "{name}: symmetric images differ at {}",
                        board.to_fen()
                    );
                }
            }
        }
    }
    let count = |f: fn(&Value) -> bool| classes.values().filter(|v| f(v)).count() as u64;
    assert_eq!(classes.len() as u64, r.positions, "{name} positions");
    assert_eq!(count(|v| matches!(v, Value::Win(_))), r.wins, "{name} wins");
    assert_eq!(
        count(|v| matches!(v, Value::Loss(_))),
        r.losses,
        "{name} losses"
    );
    assert_eq!(count(|v| *v == Value::Draw), r.draws, "{name} draws");
}

#[test]
fn every_kqk_position_is_counted_once_and_its_symmetric_images_agree() {
    count_by_brute_force("KQK", (Color::White, Piece::Queen));
}

#[test]
fn every_kpk_position_is_counted_once_and_its_mirror_agrees() {
    count_by_brute_force("KPK", (Color::White, Piece::Pawn));
}

/// 둘 차례가 `n` 반수 안에 메이트를 강제하는가 (가지치기 없는 완전 탐색, 표 없이).
fn mates_within(b: &Board, n: u16) -> bool {
    n > 0
        && b.legal_moves().into_iter().any(|mv| {
            let mut c = *b;
            c.make_move(mv);
            mated_within(&c, n - 1)
        })
}

/// 둘 차례가 `n` 반수 안에 메이트를 당하는가.
fn mated_within(b: &Board, n: u16) -> bool {
    let moves = b.legal_moves();
    if moves.is_empty() {
        return b.in_check();
    }
    n > 0
        && moves.into_iter().all(|mv| {
            let mut c = *b;
            c.make_move(mv);
            mates_within(&c, n - 1)
        })
}

/// 표의 국면을 무작위로 골라, 짧은 거리는 앞으로의 탐색과 견준다.
fn minimax_agrees(name: &str, samples: usize, seed: u64) {
    let g = solve(name);
    let t = g.tablebase.table(&Material::parse(name).unwrap()).unwrap();
    let layout = t.layout();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    let mut tries = 0;
    while wins + losses + draws < samples && tries < 2_000_000 {
        tries += 1;
        let idx = rng.random_range(0..layout.len() as u32);
        let Some(v) = t.value(idx) else { continue };
        let board = layout.board(&layout.decode(idx));
        match v {
            Value::Win(d) if d <= 5 && wins < samples / 3 => {
                assert!(
                    mates_within(&board, d),
                    "{}: no mate in {d} plies",
                    board.to_fen()
                );
                assert!(
                    !mates_within(&board, d.saturating_sub(2)),
                    "{}: faster mate",
                    board.to_fen()
                );
                wins += 1;
            }
            Value::Loss(d) if d <= 4 && losses < samples / 3 => {
                assert!(
                    mated_within(&board, d),
                    "{}: survives {d} plies",
                    board.to_fen()
                );
                if d >= 2 {
                    assert!(
                        !mated_within(&board, d - 2),
                        "{}: mated sooner",
                        board.to_fen()
                    );
                }
                losses += 1;
            }
            Value::Draw if draws < samples - 2 * (samples / 3) => {
                assert!(
                    !mates_within(&board, 3),
                    "{}: a draw that mates",
                    board.to_fen()
                );
                assert!(
                    !mated_within(&board, 2),
                    "{}: a draw that is mated",
                    board.to_fen()
                );
                draws += 1;
            }
            _ => {}
        }
    }
    assert_eq!(
        wins + losses + draws,
        samples,
        "{name}: found {wins}/{losses}/{draws}"
    );
}

#[test]
fn short_distances_agree_with_a_plain_forward_search() {
    minimax_agrees("KQK", 60, 1);
    minimax_agrees("KRK", 60, 2);
    minimax_agrees("KPK", 60, 3);
}

#[test]
fn kbnk_short_distances_agree_with_a_plain_forward_search() {
    minimax_agrees("KBNK", 30, 4);
}

/// 성질: 값은 수마다의 값에서 나온다 — 이기는 국면의 최선의 수는 거리 하나 짧은 지는 국면으로,
/// 지는 국면의 모든 수는 상대가 이기는 국면으로 (가장 긴 것이 거리 하나 짧다), 비기는 국면에는
/// 지는 국면으로 가는 수가 없다.
fn best_moves_step_one_closer(name: &str, stride: usize) {
    let g = solve(name);
    let t = g.tablebase.table(&Material::parse(name).unwrap()).unwrap();
    let layout = t.layout();
    let mut checked = 0;
    for idx in (0..layout.len() as u32).step_by(stride) {
        let Some(v) = t.value(idx) else { continue };
        let board = layout.board(&layout.decode(idx));
        let p = g.tablebase.probe(&board).unwrap();
        assert_eq!(p.value, v, "{}", board.to_fen());
        let afters: Vec<Value> = p.moves.iter().map(|m| m.after).collect();
        match v {
            Value::Win(d) => {
                assert_eq!(afters[0], Value::Loss(d - 1));
                assert!(
                    afters
                        .iter()
                        .all(|a| !matches!(a, Value::Loss(x) if *x < d - 1))
                );
            }
            Value::Loss(0) => assert!(afters.is_empty() && board.in_check()),
            Value::Loss(d) => {
                assert!(afters.iter().all(|a| matches!(a, Value::Win(x) if *x < d)));
                assert!(afters.contains(&Value::Win(d - 1)));
            }
            Value::Draw => {
                assert!(afters.iter().all(|a| !matches!(a, Value::Loss(_))));
                assert!(afters.is_empty() || afters.contains(&Value::Draw));
            }
        }
        checked += 1;
    }
    assert!(checked > 1000, "{name}: {checked}");
}

#[test]
fn every_three_piece_position_steps_one_closer_by_its_best_move() {
    best_moves_step_one_closer("KQK", 1);
    best_moves_step_one_closer("KRK", 1);
    best_moves_step_one_closer("KPK", 1);
}

#[test]
fn four_piece_positions_step_one_closer_by_their_best_move() {
    best_moves_step_one_closer("KRKP", 97);
}

/// 같은 KQK를 라이브러리의 일반 풀이기로: 국면마다 간선을 적은 그래프 (잡기·스테일메이트는 스스로
/// 도는 비김 국면 하나로).
#[test]
fn the_generic_countdown_solver_agrees_on_kqk() {
    let g = solve("KQK");
    let t = g.tablebase.table(&Material::parse("KQK").unwrap()).unwrap();
    let layout = t.layout();
    let n = layout.len();
    let sink = n as Pos;
    let mut edges = vec![(sink, sink)];
    for idx in 0..n as u32 {
        if t.value(idx).is_none() {
            continue;
        }
        let board = layout.board(&layout.decode(idx));
        let moves = board.legal_moves();
        if moves.is_empty() && !board.in_check() {
            edges.push((idx, sink));
        }
        for mv in moves {
            let mut c = board;
            c.make_move(mv);
            let to = layout
                .placement_of(&c)
                .and_then(|p| layout.index(&p))
                .unwrap_or(sink);
            edges.push((idx, to));
        }
    }
    let solved = solve_countdown(&EdgeGraph::new(n + 1, &edges));
    for idx in 0..n as u32 {
        let Some(v) = t.value(idx) else { continue };
        let s = solved[idx as usize];
        let want = match s.outcome {
            Outcome::Win => Value::Win(s.depth as u16),
            Outcome::Loss => Value::Loss(s.depth as u16),
            Outcome::Draw => Value::Draw,
        };
        assert_eq!(v, want, "{}", layout.board(&layout.decode(idx)).to_fen());
    }
}

#[test]
fn stepping_in_small_budgets_gives_the_same_tables() {
    let m = Material::parse("KPK").unwrap();
    let whole = generate(&m);
    let mut g = Generator::new(&m, Tablebase::new());
    let mut stages = HashSet::new();
    let (mut last_layer, mut last_table) = (0, 0);
    let out = loop {
        let s = g.snapshot();
        if let Stage::Layer(n) = s.stage {
            if s.current == last_table {
                assert!(n >= last_layer, "layers only grow");
            }
            (last_layer, last_table) = (n, s.current);
        }
        stages.insert(format!("{:?}", s.stage).chars().take(4).collect::<String>());
        if let Progress::Done(out) = g.step(Budget::Work(20_000)) {
            break out;
        }
    };
    assert!(stages.contains("Scan") && stages.contains("Seed") && stages.contains("Laye"));
    assert!(
        last_layer >= 10,
        "the layers were seen growing: {last_layer}"
    );
    for (a, b) in whole.tablebase.tables().iter().zip(out.tablebase.tables()) {
        assert_eq!(a.material(), b.material());
        for idx in 0..a.layout().len() as u32 {
            assert_eq!(a.value(idx), b.value(idx));
        }
    }
}

#[test]
fn probing_outside_the_tables_says_why() {
    let g = solve("KQK");
    let five = fen("4k3/4r3/8/8/8/8/8/KQR5 w - - 0 1");
    assert_eq!(g.tablebase.probe(&five), Err(ProbeError::TooManyPieces(5)));
    let castling = fen("8/8/8/8/8/8/8/R3K2k w Q - 0 1");
    assert_eq!(g.tablebase.probe(&castling), Err(ProbeError::Castling));
    let krk = fen("8/8/8/8/8/2k5/1R6/K7 w - - 0 1");
    assert_eq!(
        g.tablebase.probe(&krk),
        Err(ProbeError::NotGenerated(Material::parse("KRK").unwrap()))
    );
    // 두 킹만 남은 국면은 표 없이도 비김이다.
    let kk = fen("8/8/8/8/8/8/8/K1k5 w - - 0 1");
    assert_eq!(g.tablebase.probe(&kk).unwrap().value, Value::Draw);
    // 흑이 더 센 국면은 색을 바꿔 찾는다.
    let black_queen = fen("8/8/8/8/q7/8/8/k1K5 b - - 0 1");
    assert!(matches!(
        g.tablebase.probe(&black_queen).unwrap().value,
        Value::Win(_)
    ));
}

/// 탐색이 노드마다 표를 물으면 (깊이 1로도) 풀린 끝내기를 표의 거리 그대로 메이트한다: 방어는
/// 표의 가장 오래 버티는 수로.
#[test]
fn the_search_with_tables_mates_in_exactly_the_table_distance() {
    use gameai::games::chess::Chess;
    use gameai::search::{SearchConfig, Searcher};
    use std::sync::Arc;

    let tables = Arc::new(solve("KRK").tablebase);
    let mut game = Chess::from_fen("8/8/8/8/8/2k5/1R6/K7 w - - 0 1").unwrap();
    let mut attacker_moves = 0;
    while !game.board().legal_moves().is_empty() {
        let board = *game.board();
        let mv = if board.side_to_move() == Color::White {
            attacker_moves += 1;
            let config = SearchConfig {
                max_depth: 1,
                ..SearchConfig::default()
            };
            let mut s = Searcher::new(game.clone(), config)
                .with_oracle(gameai::tablebase::oracle(Arc::clone(&tables)));
            s.run_to_end().best.unwrap()
        } else {
            tables.probe(&board).unwrap().moves[0].mv
        };
        game.play(mv);
        assert!(attacker_moves <= 16, "no mate in 16");
    }
    assert!(game.board().in_check(), "the game ended in a mate");
    assert_eq!(attacker_moves, 16);
}
