//! 엔진 프로토콜의 난이도 옵션: 사다리(`tools/ladder/`)가 앱의 단계를 다른 엔진과 둘 때 쓰는 UCI의
//! `Level`, GTP의 `arcade-level`, Gomocup의 `INFO arcade_level`. 클라이언트가 보내는 그대로 보내고,
//! 단계의 손잡이(`Level::knobs`)가 실제로 걸리는지 — 깊이, 반복 수, 아무 수 — 를 본다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::GameId;
use gameai::games::chess::{Chess, STARTPOS};
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::level::Level;
use gameai::search::{SearchConfig, Searcher};
use gameai::step::Steppable;
use gameai::tt::KeyMode;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::engine_io::Session;
use super::protocols::{err, ok};

/// UCI: `Level`은 combo 옵션으로 알려지고, 단계의 깊이 상한을 걸고, 입문은 가끔 아무 수를 두며
/// (그 수도 합법), 틀린 값은 말하고 단계를 그대로 둔다.
#[test]
fn uci_level_caps_the_depth_and_the_beginner_sometimes_plays_a_random_move() {
    let mut e = Session::start(&["uci"]);
    e.send("uci");
    let hello = e.until("uciok");
    assert!(
        hello
            .iter()
            .any(|l| l.starts_with("option name Level type combo") && l.contains("var club")),
        "{hello:?}"
    );
    let club = Level::Club.knobs(GameId::Chess).max_depth.unwrap();
    e.send("setoption name Level value club");
    e.send("position startpos");
    e.send("go depth 8");
    let lines = e.until("bestmove");
    let deepest = lines
        .iter()
        .filter_map(|l| {
            l.strip_prefix("info depth ")?
                .split(' ')
                .next()?
                .parse::<u32>()
                .ok()
        })
        .max();
    assert_eq!(deepest, Some(club), "{lines:?}");
    // 틀린 값: 말하고 단계는 그대로 (여전히 동호인의 깊이).
    e.send("setoption name Level value grandmaster");
    e.send("go depth 8");
    let lines = e.until("bestmove");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string option Level")
                && l.contains("beginner, club, strong, maximum")),
        "{lines:?}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with(&format!("info depth {} ", club + 1))),
        "{lines:?}"
    );
    // 입문: 수마다 5 %의 아무 수. 200번 물으면 적어도 한 번은 (모두 빗나갈 확률 0.95^200 < 10^-4),
    // 그리고 모든 답은 합법이다.
    let p = Level::Beginner.knobs(GameId::Chess).random_move;
    assert!(p > 0.0);
    e.send("setoption name Level value beginner");
    let mut random = 0;
    let after = ["e2e4", "e7e5", "g1f3"];
    e.send(&format!("position startpos moves {}", after.join(" ")));
    for _ in 0..200 {
        e.send("go depth 4");
        let lines = e.until("bestmove");
        random += usize::from(
            lines
                .iter()
                .any(|l| l.contains("level beginner: a random move this turn")),
        );
        assert!(
            !lines.iter().any(|l| l.starts_with("info depth 2 ")),
            "{lines:?}"
        );
        let best = lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_owned();
        let mut g = Chess::from_fen(STARTPOS).unwrap();
        for m in after {
            g.play_str(m).unwrap();
        }
        assert!(g.play_str(&best).is_ok(), "{best} is not legal");
    }
    assert!((1..100).contains(&random), "{random} random moves in 200");
}

/// GTP: `arcade-level`은 단계의 반복 수로 생각한다 (뿌리의 방문 수의 합이 그 수), 틀린 이름은 오류.
#[test]
fn gtp_arcade_level_thinks_for_the_levels_iterations() {
    let mut s = Session::start(&["gtp", "hex"]);
    assert!(ok(&s.gtp("list_commands")).contains("arcade-level"));
    ok(&s.gtp("boardsize 7"));
    for level in [Level::Beginner, Level::Club] {
        let n = level.knobs(GameId::Hex).iterations.unwrap();
        ok(&s.gtp(&format!("arcade-level {}", level.name())));
        let visits = ok(&s.gtp("arcade-visits")).to_owned();
        let sum: u64 = visits
            .split_whitespace()
            .skip(1)
            .step_by(2)
            .map(|v| v.parse::<u64>().unwrap())
            .sum();
        assert!(
            n * 9 / 10 <= sum && sum <= n,
            "{}: {sum} visits for {n} iterations",
            level.name()
        );
    }
    assert!(err(&s.gtp("arcade-level grandmaster")).contains("beginner, club, strong or maximum"));
}

/// Gomocup: `INFO arcade_level beginner`의 두뇌는 라이브러리의 깊이 1 탐색과 같은 수를 둔다. 시험이
/// 헛돌지 않게, 깊이 1과 깊이 3의 수가 다른 국면을 고른다. 틀린 값은 다음 명령의 답 앞에 `ERROR`.
#[test]
fn gomocup_arcade_level_plays_the_levels_depth() {
    // x,y (y는 위에서, 15×15) → 라이브러리의 칸.
    let cell = |g: &Gomoku, x: u8, y: u8| g.cell(x, 14 - y);
    let best_at = |g: &Gomoku, depth: u32| -> GMove {
        let config = SearchConfig {
            max_depth: depth,
            max_millis: None,
            use_tt: true,
            key_mode: KeyMode::Full64,
            multipv: 1,
            ..SearchConfig::default()
        };
        Searcher::new(g.clone(), config).run_to_end().best.unwrap()
    };
    let beginner = Level::Beginner.knobs(GameId::Gomoku).max_depth.unwrap();
    // 씨앗에서 가운데 7×7에 돌 여섯을 놓은 국면들 가운데, 깊이 1과 깊이 3의 수가 다른 첫 국면.
    let (g, stones) = (0..50u64)
        .find_map(|seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut g = Gomoku::new(15).unwrap();
            let mut stones = Vec::new();
            while stones.len() < 6 {
                let (x, y) = (rng.random_range(4..11u8), rng.random_range(4..11u8));
                if g.try_play(cell(&g, x, y)).is_ok() {
                    stones.push((x, y));
                }
            }
            (best_at(&g, beginner) != best_at(&g, 3)).then_some((g, stones))
        })
        .expect("no position tells the depths apart");

    let mut s = Session::start(&["pbrain"]);
    s.send("START 15");
    assert_eq!(s.line(), "OK");
    s.send("INFO timeout_turn 2000");
    s.send("INFO arcade_level grandmaster");
    s.send("ABOUT");
    assert!(s.line().starts_with("ERROR arcade_level needs beginner"));
    assert!(s.line().starts_with("name="));
    s.send("INFO arcade_level beginner");
    s.send("BOARD");
    // 두뇌는 일곱째 돌(먼저 둔 쪽)을 둔다: 먼저 둔 쪽의 돌이 자기 돌(1).
    for (i, &(x, y)) in stones.iter().enumerate() {
        s.send(&format!("{x},{y},{}", if i % 2 == 0 { 1 } else { 2 }));
    }
    s.send("DONE");
    let reply = s.line();
    let (x, y) = reply.split_once(',').unwrap();
    let mv = cell(&g, x.parse().unwrap(), y.parse().unwrap());
    assert_eq!(mv, best_at(&g, beginner), "the brain answered {reply}");
}
