//! 난이도 보정: 게임마다 각 단계(중수, 고수, 최고)가 바로 아래 단계와 색을 번갈아 가며 두고 ([`play`]),
//! 위 단계의 점수, 95 % 윌슨 구간, Elo 차를 README에 붙일 마크다운 표의 줄로 쓴다.
//!
//!     cargo run -p gameai --release --example levels -- \
//!         [--game nim|wythoff|hex|havannah|gomoku|chess|all] [--games N] [--max-games N] [--seed S]
//!
//! "최고"는 시간으로 두므로 (앱의 기본 설정) 판 수를 `--max-games`(기본 10)로 따로 준다. 판마다 한
//! 줄을 stderr에 쓴다 (진행).

use std::process::ExitCode;

use gameai::arena::MatchSummary;
use gameai::games::GameId;
use gameai::level::Level;
use gameai::level::calibrate::{describe, play};

const USAGE: &str = "usage: levels [--game nim|wythoff|hex|havannah|gomoku|chess|all] [--games N] [--max-games N] [--seed S]";

struct Args {
    games: Vec<GameId>,
    n: u32,
    max_n: u32,
    seed: u64,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut out = Args {
        games: GameId::ALL.into_iter().filter(|g| g.has_levels()).collect(),
        n: 40,
        max_n: 10,
        seed: 1,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"));
        let bad = |v: &str| format!("bad value for {flag}: {v:?}\n{USAGE}");
        let count = |v: &String| {
            v.parse::<u32>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| bad(v))
        };
        match flag.as_str() {
            "--game" => {
                let v = value?;
                out.games = if v == "all" {
                    GameId::ALL.into_iter().filter(|g| g.has_levels()).collect()
                } else {
                    let g = GameId::from_slug(v)
                        .filter(|g| g.has_levels())
                        .ok_or_else(|| bad(v))?;
                    vec![g]
                };
            }
            "--games" => out.n = count(value?)?,
            "--max-games" => out.max_n = count(value?)?,
            "--seed" => {
                let v = value?;
                out.seed = v.parse().map_err(|_| bad(v))?;
            }
            _ => return Err(format!("unknown argument {flag:?}\n{USAGE}")),
        }
    }
    Ok(out)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    println!(
        "| game | level vs the one below | its knobs | games | +W =D −L | score | 95 % Wilson | Elo |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for &game in &args.games {
        for upper in [Level::Club, Level::Strong, Level::Maximum] {
            let Some(lower) = upper.below() else {
                continue;
            };
            let n = if upper == Level::Maximum {
                args.max_n
            } else {
                args.n
            };
            let s = play(game, upper, lower, n, args.seed, |i, score| {
                eprintln!(
                    "{} {} vs {} game {}: {score}",
                    game.slug(),
                    upper.name(),
                    lower.name(),
                    i + 1
                );
            });
            let (lo, hi) = s.interval();
            println!(
                "| {} | {} vs {} | {} | {} | +{} ={} −{} | {:.1} % | {:.1}–{:.1} % | {:+.0} |",
                game.slug(),
                upper.name(),
                lower.name(),
                describe(game, upper.knobs(game)),
                s.games,
                s.wins,
                s.draws,
                s.losses,
                100.0 * s.score(),
                100.0 * lo,
                100.0 * hi,
                MatchSummary::elo(s.score())
            );
        }
    }
    ExitCode::SUCCESS
}
