//! 난이도의 보정 대국: 위 단계가 아래 단계와 색을 번갈아 가며 둔 점수 ([`play`]). README의 보정
//! 표를 만드는 `levels` 예제와, 값싼 게임(님, 위토프)에서 "모든 단계가 아래 단계를 이긴다"를
//! 보는 시험이 이것을 쓴다. 님과 위토프의 바깥 닻 — 아무 수나 두는 사람이 이기는 몫 — 도 같은 대국으로
//! 잰다 ([`vs_random`]).
//!
//! 판 `i`의 난수 씨앗은 `seed + i`에서 나오고, 짝수 판은 위 단계가 먼저 둔다. 판 `2k`와 `2k + 1`은 같은
//! 시작(님의 더미, 위토프의 퀸 자리, 오목의 첫 두 돌, 체스의 여는 수순)에서 색만 바꾼다. MCTS는
//! [`crate::arena`]로 (씨앗과 색의 규칙이 같다). "최고"는 앱의 기본 설정 그대로다 ([`MAX_SETTINGS`]):
//! 시간으로 두므로 그 줄만 기계의 속도에 따라 다르고, 나머지는 같은 씨앗이면 같은 결과다.

use rand::seq::IteratorRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Knobs, Level};
use crate::arena::{MatchConfig, MatchSummary, Side, play_match};
use crate::games::GameId;
use crate::games::chess::{Chess, OPENINGS};
use crate::games::gomoku::{GMove, Gomoku};
use crate::games::havannah::Havannah;
use crate::games::hex::Hex;
use crate::games::nim::Nim;
use crate::games::wythoff::{self, Board, Cell};
use crate::mcts::{Config, Limit, Rollout};
use crate::nim::NimAi;
use crate::search::{SearchConfig, SearchGame, Searcher, Terminal};
use crate::step::Steppable;

/// "최고" 단계의 설정 (앱의 기본과 같다), 사람이 읽게.
pub const MAX_SETTINGS: [(GameId, &str); 6] = [
    (GameId::Nim, "perfect play"),
    (GameId::Wythoff, "perfect play (18 × 11 board)"),
    (GameId::Hex, "1.5 s a move (11 × 11)"),
    (GameId::Havannah, "1.5 s a move (base 6)"),
    (GameId::Gomoku, "depth ≤ 5, 2 s a move"),
    (GameId::Chess, "1 s a move"),
];
/// 앱의 MCTS 생각 시간 (최고 단계).
const MCTS_MILLIS: u64 = 1_500;
/// 위토프 판 (앱의 기본: 너비 18, 높이는 그 0.6배).
const WYTHOFF_SIZE: (u32, u32) = (18, 11);
/// 이보다 길면 비김으로 친다 (반수).
const MAX_PLIES: usize = 400;

/// 손잡이를 사람이 읽게 (표의 한 칸).
pub fn describe(game: GameId, k: Knobs) -> String {
    let mut parts = Vec::new();
    if k.random_move > 0.0 {
        parts.push(format!("random move {:.0} %", 100.0 * k.random_move));
    }
    if let Some(d) = k.max_depth {
        parts.push(format!("depth ≤ {d}"));
    }
    if let Some(n) = k.iterations {
        parts.push(format!("{n} iterations"));
    }
    if parts.is_empty() {
        let max = MAX_SETTINGS.iter().find(|(g, _)| *g == game);
        parts.push(max.map_or("as set", |(_, s)| s).to_owned());
    }
    parts.join(", ")
}

/// 위 단계 `upper`가 아래 단계 `lower`와 게임 `game`을 `n`판. 판마다 `each(판 번호, 위 단계의 점수)`.
pub fn play(
    game: GameId,
    upper: Level,
    lower: Level,
    n: u32,
    seed: u64,
    each: impl FnMut(u32, f32),
) -> MatchSummary {
    let (a, b) = (upper.knobs(game), lower.knobs(game));
    match game {
        // 단계가 없는 게임: 둘 대국이 없다.
        GameId::TicTacToe => MatchSummary::of::<()>(&[]),
        GameId::Hex => match Hex::new(11, false) {
            Ok(h) => mcts(&h, a, b, n, seed, each),
            Err(_) => MatchSummary::of::<()>(&[]),
        },
        GameId::Havannah => match Havannah::new(6) {
            Ok(h) => mcts(&h, a, b, n, seed, each),
            Err(_) => MatchSummary::of::<()>(&[]),
        },
        GameId::Nim => each_game(n, seed, each, |start, a_first, rng| {
            nim_game(a, b, a_first, start, rng)
        }),
        GameId::Wythoff => each_game(n, seed, each, |start, a_first, rng| {
            wythoff_game(a, b, a_first, start, rng)
        }),
        GameId::Gomoku => each_game(n, seed, each, |start, a_first, rng| {
            let base = SearchConfig {
                max_depth: 5,
                max_millis: Some(2_000),
                ..SearchConfig::default()
            };
            search_game(gomoku_start(start), a, b, base, a_first, rng)
        }),
        GameId::Chess => each_game(n, seed, each, |start, a_first, rng| {
            let base = SearchConfig {
                max_depth: 32,
                max_millis: Some(1_000),
                tt_bits: 20,
                ..SearchConfig::default()
            };
            search_game(chess_start(start), a, b, base, a_first, rng)
        }),
    }
}

/// 아무 수나 고르게 두는 사람 (모든 수가 아무 수인 손잡이): 님과 위토프의 절대적인 닻.
pub const RANDOM_PLAYER: Knobs = Knobs {
    random_move: 1.0,
    max_depth: None,
    iterations: None,
    no_root_threats: false,
};

/// 단계 `level`이 아무 수나 두는 사람([`RANDOM_PLAYER`])과 님이나 위토프를 `n`판 (시작과 색은
/// [`play`]와 같은 규칙). 단계 쪽의 점수; 아무 수를 두는 사람이 이긴 판은 `losses`다. 다른 게임은 빈
/// 결과 (그 게임의 닻은 바깥 상대: `tools/ladder/`).
pub fn vs_random(game: GameId, level: Level, n: u32, seed: u64) -> MatchSummary {
    let a = level.knobs(game);
    match game {
        GameId::Nim => each_game(
            n,
            seed,
            |_, _| {},
            |start, a_first, rng| nim_game(a, RANDOM_PLAYER, a_first, start, rng),
        ),
        GameId::Wythoff => each_game(
            n,
            seed,
            |_, _| {},
            |start, a_first, rng| wythoff_game(a, RANDOM_PLAYER, a_first, start, rng),
        ),
        _ => MatchSummary::of::<()>(&[]),
    }
}

/// 판 `n`개를 차례로: 판 `i`의 씨앗은 `seed + i`, 시작은 두 판마다 하나 (`seed + i / 2`, 두 판은 색만
/// 바꿈). `game(시작, 위 단계가 먼저인가, 난수)`가 위 단계의 점수를 낸다.
fn each_game(
    n: u32,
    seed: u64,
    mut each: impl FnMut(u32, f32),
    mut game: impl FnMut(u64, bool, &mut ChaCha8Rng) -> f32,
) -> MatchSummary {
    MatchSummary::from_scores((0..n).map(|i| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(u64::from(i)));
        let start = seed.wrapping_add(u64::from(i / 2));
        let score = game(start, i % 2 == 0, &mut rng);
        each(i, score);
        score
    }))
}

/// MCTS 게임: 단계의 반복 수 (없으면 앱의 생각 시간), 설정은 앱의 기본과 같은 `Config::default()`.
fn mcts<G: Rollout>(
    start: &G,
    a: Knobs,
    b: Knobs,
    n: u32,
    seed: u64,
    mut each: impl FnMut(u32, f32),
) -> MatchSummary {
    let side = |k: Knobs| Side {
        config: Config::default(),
        limit: k.mcts_limit(Limit::Millis(MCTS_MILLIS)),
        memory: None,
    };
    let config = MatchConfig {
        a: side(a),
        b: side(b),
        games: n,
        seed,
        max_moves: MAX_PLIES,
    };
    let records = play_match(start, &config, |r| each(r.index, r.a_score));
    MatchSummary::of(&records)
}

/// 님: 더미 셋에서 넷, 1–9개 (씨앗에서). 보통 규칙: 마지막 돌을 가져가는 쪽이 이긴다.
fn nim_game(a: Knobs, b: Knobs, a_first: bool, start: u64, rng: &mut ChaCha8Rng) -> f32 {
    let mut s = ChaCha8Rng::seed_from_u64(start);
    let heaps: Vec<u32> = (0..s.random_range(3..=4))
        .map(|_| s.random_range(1..=9))
        .collect();
    let Ok(mut pos) = Nim::normal(heaps) else {
        return 0.5;
    };
    let mut a_to_move = a_first;
    while !pos.is_over() {
        let k = if a_to_move { a } else { b };
        let ai = NimAi {
            random_move_prob: k.random_move,
        };
        let Some(mv) = ai.choose(&pos, rng) else {
            break;
        };
        pos.play(mv);
        a_to_move = !a_to_move;
    }
    // 둘 수가 없는 쪽이 진다 (방금 둔 쪽이 이겼다).
    if a_to_move { 0.0 } else { 1.0 }
}

/// 위토프: 씨앗이 고른 칸에서 퀸을 왼쪽·아래·왼쪽 아래로. 구석으로 옮기는 쪽이 이긴다.
fn wythoff_game(a: Knobs, b: Knobs, a_first: bool, start: u64, rng: &mut ChaCha8Rng) -> f32 {
    let (w, h) = WYTHOFF_SIZE;
    let Ok(board) = Board::new(w, h) else {
        return 0.5;
    };
    let table = wythoff::solve(board);
    let mut s = ChaCha8Rng::seed_from_u64(start);
    let mut queen = Cell::new(s.random_range(1..w), s.random_range(1..h));
    let mut a_to_move = a_first;
    while queen != Cell::new(0, 0) {
        let k = if a_to_move { a } else { b };
        let next = if k.roll_random_move(rng) {
            board.moves(queen).choose(rng)
        } else {
            wythoff::ai_move(&table, queen).ok()
        };
        let Some(next) = next else {
            break;
        };
        queen = next;
        a_to_move = !a_to_move;
    }
    if a_to_move { 0.0 } else { 1.0 }
}

/// 오목의 시작: 가운데 5×5 안의 두 돌 (씨앗에서).
fn gomoku_start(start: u64) -> Gomoku {
    let mut s = ChaCha8Rng::seed_from_u64(start);
    let mut g = Gomoku::standard();
    while g.stones() < 2 {
        let (x, y) = (s.random_range(5..10u16), s.random_range(5..10u16));
        let mv = GMove(y * 15 + x);
        if g.at(mv).is_none() {
            g.play(mv);
        }
    }
    g
}

/// 체스의 시작: 여는 수순 가운데 하나 (씨앗에서).
fn chess_start(start: u64) -> Chess {
    let mut g = Chess::new();
    for m in OPENINGS[(start % OPENINGS.len() as u64) as usize] {
        let _ = g.play_str(m);
    }
    g
}

/// 알파-베타 게임 한 판: 단계의 손잡이로 (아무 수는 게임이 주는 후보 가운데서). 위 단계 A의 점수.
fn search_game<G: SearchGame>(
    mut g: G,
    a: Knobs,
    b: Knobs,
    base: SearchConfig,
    a_first: bool,
    rng: &mut ChaCha8Rng,
) -> f32 {
    let mut a_to_move = a_first;
    let mut moves = Vec::new();
    for _ in 0..MAX_PLIES {
        g.moves(&mut moves);
        let over = g
            .terminal()
            .or_else(|| moves.is_empty().then(|| g.no_moves()));
        if let Some(t) = over {
            return match (t, a_to_move) {
                (Terminal::Draw, _) => 0.5,
                (Terminal::Loss, true) => 0.0,
                (Terminal::Loss, false) => 1.0,
            };
        }
        let k = if a_to_move { a } else { b };
        let mut searcher = Searcher::new(g.clone(), k.search_config(base));
        if let Some(mv) = k.random_root(&g, rng) {
            searcher = searcher.with_root_moves(vec![mv]);
        }
        let mv = searcher.run_to_end().best;
        let Some(mv) = mv.or_else(|| moves.first().copied()) else {
            break;
        };
        g.make(mv);
        a_to_move = !a_to_move;
    }
    0.5
}
