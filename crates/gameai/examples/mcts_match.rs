//! MCTS 설정 둘의 자체 대국: 헥스 11×11 또는 하바나(한 변 8)에서 A와 B가 색을 번갈아 가며 두고,
//! A의 점수, 95 % 구간, Elo 차를 낸다 ([`gameai::arena`]).
//!
//!     cargo run -p gameai --release --example mcts_match -- \
//!         GAME A B [--games N] [--millis MS | --iters N] [--seed S]
//!
//! `GAME`은 `hex11`, `hex9`, `havannah8`, `havannah6`. `A`와 `B`는 기본 설정에 덮어쓸 글
//! (`rave=1,k=1000,c=0.7`; 빈 글 `""`은 기본 설정; `iters=N`이나 `millis=N`이면 그 쪽만 제 예산).
//! 예: RAVE 켬(A)과 끔(B)을 한 수 1초에 40판:
//!
//!     … --example mcts_match -- hex11 rave=1 rave=0 --games 40 --millis 1000
//!
//! `--iters`이면 같은 씨앗에 같은 대국이 나온다 (재현). `--millis`는 같은 생각 시간의 비교다. 부하와
//! 상관없이 같은 시간을 맞추려면 쪽마다 반복 수를 준다 (RAVE가 반복당 두 배 들면 `rave=1,iters=50000`
//! 대 `iters=100000`).

use std::process::ExitCode;

use gameai::arena::{MatchConfig, MatchSummary, Side, game_line, parse_side, play_match};
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::mcts::{Config, Limit, Rollout};

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            eprintln!(
                "usage: mcts_match GAME A B [--games N] [--millis MS | --iters N] [--seed S]\n  GAME: hex11, hex9, havannah8, havannah6; A, B: like rave=1,c=0.7 (\"\" = defaults)"
            );
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let [game, a, b, rest @ ..] = args.as_slice() else {
        return Err("expected GAME A B".into());
    };
    // 먼저 공통 예산과 판 수를 읽고, 그다음 A와 B의 글을 그 위에 덮는다 (A나 B가 `iters=`로 제 예산을).
    let mut base = Side {
        config: Config::default(),
        limit: Limit::Millis(1000),
        memory: None,
    };
    let (mut games, mut seed) = (40u32, 1u64);
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value"))?
            .parse::<u64>()
            .ok()
            .filter(|&v| v > 0)
            .ok_or_else(|| format!("{flag} needs a positive whole number"))?;
        match flag.as_str() {
            "--games" => games = u32::try_from(value).map_err(|_| "--games is too big")?,
            "--millis" => base.limit = Limit::Millis(value),
            "--iters" => base.limit = Limit::Iterations(value),
            "--seed" => seed = value,
            _ => return Err(format!("unknown option '{flag}'")),
        }
    }
    let config = MatchConfig {
        a: parse_side(a, base).map_err(|e| format!("A: {e}"))?,
        b: parse_side(b, base).map_err(|e| format!("B: {e}"))?,
        games,
        seed,
        max_moves: 400,
    };
    println!(
        "game {game}, A = {a:?}, B = {b:?}, {} games, seed {}",
        config.games, config.seed
    );
    println!("A: {:?}\nB: {:?}", config.a, config.b);
    match game.as_str() {
        "hex11" => report(&Hex::new(11, false).map_err(|e| e.to_string())?, &config),
        "hex9" => report(&Hex::new(9, false).map_err(|e| e.to_string())?, &config),
        "havannah8" => report(&Havannah::new(8).map_err(|e| e.to_string())?, &config),
        "havannah6" => report(&Havannah::new(6).map_err(|e| e.to_string())?, &config),
        _ => return Err(format!("unknown game '{game}'")),
    }
    Ok(())
}

fn report<G: Rollout>(start: &G, config: &MatchConfig) {
    let first = start.to_move();
    let records = play_match(start, config, |r| println!("{}", game_line(r, first)));
    let s = MatchSummary::of(&records);
    let (lo, hi) = s.interval();
    println!(
        "A: +{} ={} -{} of {}: score {:.1} % (95 % interval {:.1}–{:.1} %), Elo {:+.0} ({:+.0} to {:+.0})",
        s.wins,
        s.draws,
        s.losses,
        s.games,
        100.0 * s.score(),
        100.0 * lo,
        100.0 * hi,
        MatchSummary::elo(s.score()),
        MatchSummary::elo(lo),
        MatchSummary::elo(hi),
    );
    let first_wins = records
        .iter()
        .filter(|r| r.status.score_for(first) == Some(1.0))
        .count();
    println!("the first player won {first_wins} of {}", s.games);
}
