//! `gameai bench`: 이름 붙인 벤치마크를 돌려 표(또는 JSON 줄)로 찍는다. 벤치마크 코드는 라이브러리의
//! `bench` 기능에 있고 (`gameai::bench`), 명령줄은 그 기능을 늘 켠다.

use gameai::bench::{self, Config, Figure, Line};

use crate::args::{Args, UsageError};
use crate::json::Json;

pub const HELP: &str = "\
gameai bench [--quick] [--only NAME] [--json]
    Runs the benchmarks and prints a table; with --json, one JSON object per line
    ({\"bench\": \"name\", ...figures}). --quick measures briefly (for smoke tests).
    --only NAME runs one of: nim, wythoff, mcts, gomoku, gomoku_selfplay, chess_perft,
    chess_tt, chess_smp (lazy SMP: time to depth by thread count), tablebase.";

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    let cfg = if args.flag("--quick") {
        Config::QUICK
    } else {
        Config::FULL
    };
    let only = args.value("--only")?;
    args.finish()?;
    let lines = match only {
        None => bench::all(cfg),
        Some(name) => match bench::NAMED.iter().find(|(n, _)| *n == name) {
            Some((_, run)) => run(cfg),
            None => {
                let names: Vec<&str> = bench::NAMED.iter().map(|(n, _)| *n).collect();
                return Err(UsageError(format!(
                    "unknown benchmark {name:?} (--only takes one of: {})",
                    names.join(", ")
                )));
            }
        },
    };
    for line in lines {
        if json {
            outln!("{}", to_json(&line));
        } else {
            outln!("{}", to_row(&line));
        }
    }
    Ok(())
}

fn to_json(line: &Line) -> Json {
    let mut pairs = vec![("bench".to_owned(), Json::from(line.bench.as_str()))];
    pairs.extend(line.figures.iter().map(|(k, v)| {
        let v = match v {
            Figure::Int(n) => Json::from(*n),
            Figure::Float(x) => Json::from(*x),
            Figure::Text(s) => Json::from(s.as_str()),
        };
        ((*k).to_owned(), v)
    }));
    Json::Object(pairs)
}

fn to_row(line: &Line) -> String {
    let figures: Vec<String> = line
        .figures
        .iter()
        .map(|(k, v)| match v {
            Figure::Int(n) => format!("{k}={n}"),
            Figure::Float(x) if *x >= 1000.0 => format!("{k}={}", group(*x)),
            Figure::Float(x) => format!("{k}={x:.3}"),
            Figure::Text(s) => format!("{k}={s}"),
        })
        .collect();
    format!("{:<28} {}", line.bench, figures.join("  "))
}

/// 큰 수를 천 단위로 끊어 읽기 쉽게 (1234567.8 → "1,234,568").
fn group(x: f64) -> String {
    let digits = format!("{:.0}", x.round());
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn groups_thousands() {
        assert_eq!(super::group(1_234_567.8), "1,234,568");
        assert_eq!(super::group(1000.0), "1,000");
    }
}
