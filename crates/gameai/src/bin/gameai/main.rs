//! `gameai` 명령줄: 각 기법의 풀이기를 터미널에서 돌린다 (solve, bench …).
//!
//! 잘못된 입력은 stderr에 분명한 메시지를 찍고 종료 코드 2로 끝난다. 패닉하지 않는다.

mod args;
mod bench;
mod chess;
mod json;
mod mcts;
mod nim;
mod search;
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
    ("perft", chess::PERFT_HELP),
    ("polyglot", chess::POLYGLOT_HELP),
    ("uci", uci::HELP),
    ("bench", bench::HELP),
];

fn dispatch(name: &str) -> Option<Run> {
    match name {
        "nim" => Some(nim::run),
        "wythoff" => Some(wythoff::run),
        "mcts" => Some(mcts::run),
        "search" => Some(search::run),
        "perft" => Some(chess::perft),
        "polyglot" => Some(chess::polyglot),
        "uci" => Some(uci::run),
        "bench" => Some(bench::run),
        _ => None,
    }
}

fn main() -> ExitCode {
    let mut argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.is_empty() || argv.iter().any(|a| a == "--help" || a == "-h") || argv[0] == "help" {
        println!("{}", help());
        return ExitCode::SUCCESS;
    }
    let name = argv.remove(0);
    let Some(run) = dispatch(&name) else {
        eprintln!("error: unknown command {name:?} (try `gameai --help`)");
        return ExitCode::from(2);
    };
    let mut args = Args::new(argv);
    let json = args.flag("--json");
    match run(args, json) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
