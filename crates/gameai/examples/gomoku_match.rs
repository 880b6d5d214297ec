//! 오목 알파-베타 둘의 자체 대국: A는 위협 탐색(VCF)을 켠 엔진, B는 끈 엔진 (오늘까지의 엔진), 같은
//! 생각 시간. A의 점수, 95 % 윌슨 구간, Elo 차를 낸다 ([`gameai::arena::MatchSummary`]).
//!
//!     cargo run -p gameai --release --example gomoku_match -- \
//!         [--games N] [--millis MS] [--seed S] [--size N] [--threads T] [--b-threats]
//!
//! 판 둘마다 씨앗으로 만든 시작 국면 하나 (가운데 5×5 안에 돌 셋, 흑 둘과 백 하나 — 백 차례)를 두 번
//! 둔다: 한 번은 A가 흑, 한 번은 B가 흑. 그래서 시작 국면의 유불리는 서로 지운다. 같은 시간의 비교라
//! 결과는 기계의 속도와 부하에 따라 조금씩 다르다 (`--threads`는 판을 나눠 동시에 둔다; 쪽마다 한
//! 스레드). `--b-threats`는 B도 위협 탐색을 켠다 (같은 엔진끼리: 결과가 ½ 둘레인지 보는 대조).

use std::process::ExitCode;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use gameai::arena::MatchSummary;
use gameai::games::Player;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::search::{SearchConfig, Searcher};
use gameai::step::Steppable;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

struct Setup {
    games: u32,
    millis: u64,
    seed: u64,
    size: u8,
    threads: u32,
    b_threats: bool,
}

fn main() -> ExitCode {
    match parse(std::env::args().skip(1).collect()) {
        Ok(s) => {
            run(&s);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            eprintln!(
                "usage: gomoku_match [--games N] [--millis MS] [--seed S] [--size N] [--threads T] [--b-threats]"
            );
            ExitCode::from(2)
        }
    }
}

fn parse(args: Vec<String>) -> Result<Setup, String> {
    let mut s = Setup {
        games: 200,
        millis: 100,
        seed: 1,
        size: 15,
        threads: 1,
        b_threats: false,
    };
    let mut it = args.into_iter();
    while let Some(flag) = it.next() {
        if flag == "--b-threats" {
            s.b_threats = true;
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |_| format!("{flag}: {value:?} is not a number");
        match flag.as_str() {
            "--games" => s.games = value.parse().map_err(bad)?,
            "--millis" => s.millis = value.parse().map_err(bad)?,
            "--seed" => s.seed = value.parse().map_err(bad)?,
            "--size" => s.size = value.parse().map_err(bad)?,
            "--threads" => s.threads = value.parse::<u32>().map_err(bad)?.max(1),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Gomoku::new(s.size).map_err(|e| e.to_string())?;
    Ok(s)
}

/// 판 `pair`의 시작 국면: 가운데 5×5 안에 흑 둘, 백 하나.
fn opening(seed: u64, pair: u32, size: u8) -> Gomoku {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003) + u64::from(pair));
    let mut g = Gomoku::new(size).expect("checked size");
    let c = size / 2;
    while g.stones() < 3 {
        let mv = g.cell(
            c - 2 + rng.random_range(0..5u8),
            c - 2 + rng.random_range(0..5u8),
        );
        let _ = g.try_play(mv);
    }
    g
}

/// 한 판: A의 점수 (1, ½, 0)와 수 수.
fn play(s: &Setup, index: u32) -> (f32, usize) {
    let mut g = opening(s.seed, index / 2, s.size);
    // 짝수 판은 A가 흑 (먼저 둔 쪽), 홀수 판은 B가 흑.
    let a_is = if index.is_multiple_of(2) {
        Player::First
    } else {
        Player::Second
    };
    let config = |threats: bool| SearchConfig {
        max_depth: 64,
        max_millis: Some(s.millis),
        tt_bits: 18,
        threats,
        ..SearchConfig::default()
    };
    let mut plies = 0;
    while g.winner().is_none() && usize::from(g.stones()) < usize::from(s.size).pow(2) {
        let threats = g.to_move() == a_is || s.b_threats;
        let r = Searcher::new(g.clone(), config(threats)).run_to_end();
        let mv: GMove = r
            .best
            .or_else(|| g.candidates().first().copied())
            .expect("a move on a board that is not full");
        g.play(mv);
        plies += 1;
    }
    let score = match g.winner() {
        Some(p) if p == a_is => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    (score, plies)
}

fn run(s: &Setup) {
    let next = AtomicU32::new(0);
    let results = Arc::new(Mutex::new(Vec::new()));
    std::thread::scope(|scope| {
        for _ in 0..s.threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= s.games {
                        break;
                    }
                    let (score, plies) = play(s, i);
                    println!("game {i}: A {score} in {plies} plies");
                    if let Ok(mut r) = results.lock() {
                        r.push(score);
                    }
                }
            });
        }
    });
    let scores = results.lock().map(|r| r.clone()).unwrap_or_default();
    let m = MatchSummary::from_scores(scores);
    let (lo, hi) = m.interval();
    println!(
        "A (threats) vs B ({}), {} ms a move, {}x{}, seed {}: +{} ={} -{} of {}, score {:.1} % (95 % {:.1}-{:.1}), Elo {:+.0}",
        if s.b_threats { "threats" } else { "no threats" },
        s.millis,
        s.size,
        s.size,
        s.seed,
        m.wins,
        m.draws,
        m.losses,
        m.games,
        m.score() * 100.0,
        lo * 100.0,
        hi * 100.0,
        MatchSummary::elo(m.score())
    );
}
