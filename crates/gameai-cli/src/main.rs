//! `gameai` 명령줄: 각 기법의 풀이기를 터미널에서 돌린다 (solve, bench …).
//!
//! 잘못된 입력은 stderr에 분명한 메시지를 찍고 종료 코드 2로 끝난다 (`--json`이면 stdout에도
//! `{"error": "…"}` 한 줄). 패닉하지 않는다: 인자는 `OsString`으로 읽어 UTF-8이 아니면 그렇다고
//! 말하고, 닫히거나 가득 찬 표준 출력은 출력의 끝으로 여겨 조용히 끝낸다 ([`outln!`]).

use std::io::{self, Write};

/// 표준 출력에 한 줄. `println!`과 달리 쓸 수 없으면 (파이프가 닫힘: `gameai … | head -1`, 가득
/// 찬 장치: `>/dev/full`) 패닉하지 않고 조용히 끝낸다.
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::emit(format_args!($($arg)*))
    };
}

/// [`outln!`]의 몸통.
pub(crate) fn emit(line: std::fmt::Arguments<'_>) {
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_fmt(line).and_then(|()| out.write_all(b"\n")) {
        // 읽는 쪽이 그만 읽었으면 (파이프가 닫힘) 할 일을 다 한 것이다: 말없이 끝. 그 밖(가득 찬
        // 장치)은 출력을 다 쓰지 못했으므로 표준 오류에 까닭을 적고 종료 코드 1.
        if e.kind() == io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        let _ = writeln!(io::stderr(), "error: cannot write the output: {e}");
        std::process::exit(1);
    }
}

mod args;
mod bench;
mod chess;
mod gtp;
mod json;
mod mcts;
mod nim;
mod pbrain;
mod review;
mod search;
mod tablebase;
mod trace;
mod uci;
mod wythoff;

use std::process::ExitCode;

use args::{Args, UsageError};

const USAGE: &str = "\
gameai — classic game-AI techniques from the command line

USAGE:
    gameai <COMMAND> [OPTIONS] [--json]

Every command accepts --json and then prints one JSON object on stdout
(bench: one object per line). Bad input prints a message on stderr and exits with code 2.

COMMANDS:";

fn help() -> String {
    let mut out = String::from(USAGE);
    for (_, text) in COMMANDS {
        out.push_str("\n\n");
        for line in text.lines() {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        out.pop();
    }
    out.push_str("\n\n  gameai help | --help\n      This text.");
    out
}

type Run = fn(Args, bool) -> Result<(), UsageError>;

/// 하위 명령 표: 이름과 도움말. 새 명령은 여기와 [`dispatch`]에 더한다.
const COMMANDS: &[(&str, &str)] = &[
    ("nim", nim::HELP),
    ("wythoff", wythoff::HELP),
    ("mcts", mcts::HELP),
    ("search", search::HELP),
    ("tablebase", tablebase::HELP),
    ("review", review::HELP),
    ("perft", chess::PERFT_HELP),
    ("polyglot", chess::POLYGLOT_HELP),
    ("uci", uci::HELP),
    ("gtp", gtp::HELP),
    ("pbrain", pbrain::HELP),
    ("bench", bench::HELP),
];

fn dispatch(name: &str) -> Option<Run> {
    match name {
        "nim" => Some(nim::run),
        "wythoff" => Some(wythoff::run),
        "mcts" => Some(mcts::run),
        "search" => Some(search::run),
        "tablebase" => Some(tablebase::run),
        "review" => Some(review::run),
        "perft" => Some(chess::perft),
        "polyglot" => Some(chess::polyglot),
        "uci" => Some(uci::run),
        "gtp" => Some(gtp::run),
        "pbrain" => Some(pbrain::run),
        "bench" => Some(bench::run),
        _ => None,
    }
}

/// 잘못된 입력: stderr에 메시지, `--json`이면 stdout에 `{"error": "…"}`도. 종료 코드 2.
fn usage_error(e: &UsageError, json: bool) -> ExitCode {
    let _ = writeln!(io::stderr(), "error: {e}");
    if json {
        outln!(
            "{}",
            json::Json::object([("error", json::Json::from(e.0.clone()))])
        );
    }
    ExitCode::from(2)
}

/// 인자들을 글로 (UTF-8이 아니면 몇 번째 인자인지 말하는 오류).
fn utf8_args(raw: Vec<std::ffi::OsString>) -> Result<Vec<String>, UsageError> {
    raw.into_iter()
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|bad| {
                UsageError(format!(
                    "argument {} is not valid UTF-8: {bad:?} (file names and values must be UTF-8)",
                    i + 1
                ))
            })
        })
        .collect()
}

fn main() -> ExitCode {
    let raw: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let json = raw.iter().any(|a| a == "--json");
    let mut argv = match utf8_args(raw) {
        Ok(a) => a,
        Err(e) => return usage_error(&e, json),
    };
    if argv.is_empty() || argv.iter().any(|a| a == "--help" || a == "-h") || argv[0] == "help" {
        outln!("{}", help());
        return ExitCode::SUCCESS;
    }
    let name = argv.remove(0);
    let Some(run) = dispatch(&name) else {
        let e = UsageError(format!("unknown command {name:?} (try `gameai --help`)"));
        return usage_error(&e, json);
    };
    let mut args = match Args::new(argv) {
        Ok(a) => a,
        Err(e) => return usage_error(&e, json),
    };
    args.flag("--json");
    match run(args, json) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => usage_error(&e, json),
    }
}
