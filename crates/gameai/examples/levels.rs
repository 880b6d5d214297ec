//! 난이도 보정: 게임마다 각 단계(중수, 고수, 최고)가 바로 아래 단계와 색을 번갈아 가며 두고 ([`play`]),
//! 위 단계의 점수, 95 % 윌슨 구간, Elo 차를 README에 붙일 마크다운 표의 줄로 쓴다.
//!
//!     cargo run -p gameai --release --example levels -- \
//!         [--game nim|wythoff|hex|havannah|gomoku|chess|all] [--games N] [--max-games N] [--seed S]
//!         [--level club|strong|maximum] [--vs-random]
//!
//! `--level L`: 그 단계와 바로 아래 단계의 줄만 (손잡이 하나를 바꾼 뒤 그 줄만 다시 잴 때).
//!
//! `--vs-random`: 대신 님과 위토프의 모든 단계를 아무 수나 고르게 두는 사람과 `--games`판씩 두고
//! (`calibrate::vs_random`), 그 사람이 이긴 몫과 구간을 쓴다 (docs의 "난이도의 닻" 표).
//!
//! "최고"는 시간으로 두므로 (앱의 기본 설정) 판 수를 `--max-games`(기본 10)로 따로 준다. 판마다 한
//! 줄을 stderr에 쓴다 (진행).

use std::process::ExitCode;

use gameai::arena::MatchSummary;
use gameai::games::GameId;
use gameai::level::Level;
use gameai::level::calibrate::{describe, play, vs_random};

const USAGE: &str = "usage: levels [--game nim|wythoff|hex|havannah|gomoku|chess|all] [--games N] [--max-games N] [--seed S] [--level club|strong|maximum] [--vs-random]";

struct Args {
    games: Vec<GameId>,
    n: u32,
    max_n: u32,
    seed: u64,
    vs_random: bool,
    only: Option<Level>,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut out = Args {
        games: GameId::ALL.into_iter().filter(|g| g.has_levels()).collect(),
        n: 40,
        max_n: 10,
        seed: 1,
        vs_random: false,
        only: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--vs-random" {
            out.vs_random = true;
            continue;
        }
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
            "--level" => {
                let v = value?;
                out.only = Some(
                    Level::from_name(v)
                        .filter(|l| l.below().is_some())
                        .ok_or_else(|| bad(v))?,
                );
            }
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
    if args.vs_random {
        random_table(&args);
        return ExitCode::SUCCESS;
    }
    println!(
        "| game | level vs the one below | its knobs | games | +W =D −L | score | 95 % Wilson | Elo |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for &game in &args.games {
        for upper in [Level::Club, Level::Strong, Level::Maximum] {
            if args.only.is_some_and(|l| l != upper) {
                continue;
            }
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

/// 님과 위토프: 단계마다 아무 수를 두는 사람이 이긴 몫 (그 사람의 점수와 구간).
fn random_table(args: &Args) {
    println!("| game | level | its knobs | games | random player wins | 95 % Wilson |");
    println!("|---|---|---|---|---|---|");
    for &game in &args.games {
        if !matches!(game, GameId::Nim | GameId::Wythoff) {
            continue;
        }
        for level in Level::ALL {
            let s = vs_random(game, level, args.n, args.seed);
            // 아무 수를 두는 사람 쪽에서: 그 사람의 이김은 단계의 짐.
            let them = MatchSummary {
                games: s.games,
                wins: s.losses,
                draws: s.draws,
                losses: s.wins,
            };
            let (lo, hi) = them.interval();
            println!(
                "| {} | {} | {} | {} | {:.1} % | {:.1}–{:.1} % |",
                game.slug(),
                level.name(),
                describe(game, level.knobs(game)),
                s.games,
                100.0 * them.score(),
                100.0 * lo,
                100.0 * hi
            );
        }
    }
}
