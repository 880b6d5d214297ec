//! 명령줄의 잘못된 입력 표: 경우마다 종료 코드 2, 문제를 짚는 메시지, 패닉 없음, 정해진 시간과
//! 메모리 안 (`ulimit -v`로 주소 공간을 2 GiB로 묶고 20초 안에). `--json`이면 오류도 stdout의
//! JSON 한 줄. 닫힌 표준 출력과 가득 찬 표준 출력은 조용한 끝이다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// 주소 공간 상한 (KiB).
const MEMORY_KIB: u32 = 2 << 20;
/// 한 경우의 시간 상한.
const TIME: Duration = Duration::from_secs(20);

/// `gameai ARGS`를 메모리 상한 아래에서 돌리고 결과와 걸린 시간.
fn run(args: &[OsString]) -> (Output, Duration) {
    let start = Instant::now();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_KIB} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_gameai"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > TIME {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    (child.wait_with_output().unwrap(), start.elapsed())
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

/// (인자, 메시지에 있어야 할 말).
fn table() -> Vec<(Vec<OsString>, &'static str)> {
    let mut t: Vec<(Vec<OsString>, &'static str)> = Vec::new();
    let mut add = |args: &[&str], needle: &'static str| t.push((os(args), needle));
    // 명령과 모르는 옵션.
    add(&["frobnicate"], "unknown command");
    add(&["nim", "--frob", "1"], "unknown option --frob");
    add(&["wythoff", "5", "5", "--frob"], "unknown option --frob");
    add(&["mcts", "ttt", "--frob"], "unknown option --frob");
    add(
        &["search", "chess", "--depth", "2", "--frob"],
        "unknown option --frob",
    );
    add(&["perft", "2", "--frob"], "unknown option --frob");
    add(&["polyglot", "--frob"], "unknown option --frob");
    add(&["uci", "--frob"], "unknown option --frob");
    add(&["bench", "--frob"], "unknown option --frob");
    add(
        &["bench", "--only", "nope"],
        "unknown benchmark \"nope\" (--only takes one of: nim,",
    );
    add(&["bench", "--only"], "--only needs a value");
    add(&["uci", "extra"], "unexpected argument extra");
    // 남는 인자는 남는다고 말한다 (DEPTH나 FEN이 틀렸다고 하지 않는다).
    add(
        &["perft", "startpos", "3", "extra"],
        "unexpected argument \"extra\" after DEPTH 3",
    );
    add(
        &["polyglot", "startpos", "extra"],
        "unexpected argument \"extra\" after startpos",
    );
    add(
        &["mcts", "ttt", "--rave", "--no-rave"],
        "--rave and --no-rave contradict",
    );
    // 끝없는 파일을 책으로 읽지 않는다.
    add(
        &["polyglot", "--book", "/dev/zero"],
        "book /dev/zero: not a regular file",
    );
    // 두 번 준 옵션.
    add(
        &["nim", "--misere", "--misere", "1"],
        "--misere is given twice",
    );
    add(
        &["nim", "--subtract", "2", "--subtract", "3", "1"],
        "--subtract is given twice",
    );
    add(
        &["wythoff", "5", "5", "--move", "1", "1", "--move", "2", "2"],
        "--move is given twice",
    );
    add(
        &["wythoff", "5", "5", "--grundy", "--grundy"],
        "--grundy is given twice",
    );
    add(
        &["mcts", "ttt", "--no-rave", "--no-rave"],
        "--no-rave is given twice",
    );
    add(
        &["mcts", "hex", "--size", "5", "--size=7"],
        "--size is given twice",
    );
    add(
        &["mcts", "ttt", "--seed", "1", "--seed", "2"],
        "--seed is given twice",
    );
    add(
        &["mcts", "ttt", "--iterations", "5", "--iterations", "6"],
        "--iterations is given twice",
    );
    add(
        &["search", "chess", "--depth", "2", "--depth", "3"],
        "--depth is given twice",
    );
    add(
        &["search", "gomoku", "--depth", "2", "--no-tt", "--no-tt"],
        "--no-tt is given twice",
    );
    add(
        &["perft", "2", "--divide", "--divide"],
        "--divide is given twice",
    );
    add(
        &["polyglot", "--book", "a", "--book", "b"],
        "--book is given twice",
    );
    // 고른 게임에 맞지 않는 옵션.
    add(
        &["search", "chess", "--size", "100", "--depth", "2"],
        "--size does not apply to chess",
    );
    add(
        &["search", "gomoku", "--fen", "startpos", "--depth", "2"],
        "--fen does not apply to gomoku",
    );
    add(
        &["mcts", "ttt", "--size", "5"],
        "tic-tac-toe takes no --size",
    );
    add(
        &["mcts", "ttt", "--swap"],
        "tic-tac-toe takes no --size or --swap",
    );
    add(&["mcts", "havannah", "--swap"], "--swap is a Hex rule");
    add(
        &["wythoff", "5", "5", "--grundy", "--move", "1", "1"],
        "choose one of --grundy and --move",
    );
    add(
        &["mcts", "ttt", "--iterations", "5", "--millis", "5"],
        "choose one of --iterations and --millis",
    );
    // 범위 밖의 수.
    add(&["nim", "-1"], "a heap size must be 0..=4294967295, got -1");
    add(&["nim", "4294967296"], "a heap size must be 0..=4294967295");
    add(
        &["nim", "99999999999999999999999"],
        "a heap size must be 0..=",
    );
    add(
        &["nim", "--subtract", "0", "3"],
        "--subtract K must be 1..=",
    );
    add(
        &["nim", "--subtract", "-2", "3"],
        "--subtract K must be 1..=",
    );
    add(
        &["nim", "--subtract", "4294967296", "3"],
        "--subtract K must be 1..=",
    );
    add(&["wythoff", "0", "5"], "W must be 1..=4096");
    add(&["wythoff", "5", "0"], "H must be 1..=4096");
    add(&["wythoff", "32768", "32768"], "W must be 1..=4096");
    add(&["wythoff", "4097", "1"], "W must be 1..=4096");
    add(&["wythoff", "1", "99999999999"], "H must be 1..=4096");
    add(
        &["wythoff", "5", "5", "--move", "-1", "0"],
        "X must be 0..=",
    );
    add(
        &["wythoff", "5", "5", "--move", "9", "9"],
        "off the 5x5 board",
    );
    add(
        &["wythoff", "5", "5", "--move", "0", "0"],
        "already in the corner",
    );
    add(
        &["mcts", "ttt", "--millis", "2147483648"],
        "--millis N must be 1..=600000",
    );
    add(
        &["mcts", "ttt", "--millis", "0"],
        "--millis N must be 1..=600000",
    );
    add(
        &["mcts", "ttt", "--millis", "-5"],
        "--millis N must be 1..=600000",
    );
    add(
        &["mcts", "hex", "--millis", "60000000"],
        "--millis N must be 1..=600000",
    );
    add(
        &["mcts", "ttt", "--iterations", "2147483648"],
        "--iterations N must be 1..=100000000",
    );
    add(
        &["mcts", "hex", "--iterations", "0"],
        "--iterations N must be 1..=100000000",
    );
    add(
        &["mcts", "hex", "--iterations", "18446744073709551616"],
        "--iterations N must be 1..=",
    );
    add(
        &["mcts", "ttt", "--threads", "0"],
        "--threads T must be 1..=256",
    );
    add(
        &["mcts", "ttt", "--threads", "257"],
        "--threads T must be 1..=256",
    );
    add(
        &["mcts", "hex", "--memory", "0"],
        "--memory MB must be 1..=16384",
    );
    add(
        &["mcts", "hex", "--memory", "100000"],
        "--memory MB must be 1..=16384",
    );
    add(
        &["mcts", "hex", "--size", "2"],
        "Hex board size 2: must be 3..=13",
    );
    add(
        &["mcts", "hex", "--size", "300"],
        "--size N is out of range, got 300",
    );
    add(
        &["mcts", "havannah", "--size", "2"],
        "Havannah base 2: must be 3..=10",
    );
    add(
        &["mcts", "havannah", "--size", "11"],
        "Havannah base 11: must be 3..=10",
    );
    add(&["mcts", "ttt", "--c", "11"], "--c must be in 0..=10");
    add(&["mcts", "ttt", "--c", "nan"], "--c must be in 0..=10");
    add(&["mcts", "ttt", "--c", "-1"], "--c must be in 0..=10");
    add(
        &["mcts", "ttt", "--seed", "-1"],
        "--seed S is out of range, got -1",
    );
    add(
        &["search", "chess", "--depth", "0"],
        "--depth D must be 1..=12",
    );
    add(
        &["search", "chess", "--depth", "13"],
        "--depth D must be 1..=12",
    );
    add(
        &["search", "chess", "--depth", "99999999999999999999"],
        "--depth D must be 1..=12",
    );
    add(
        &["search", "gomoku", "--depth", "2", "--tt-bits", "40"],
        "--tt-bits B must be 1..=26",
    );
    add(
        &["search", "gomoku", "--depth", "2", "--tt-bits", "0"],
        "--tt-bits B must be 1..=26",
    );
    add(
        &["search", "gomoku", "--depth", "2", "--size", "300"],
        "--size N is out of range",
    );
    add(&["perft", "0"], "DEPTH must be 1..=10");
    // 끝내기 표.
    add(&["tablebase"], "name an endgame");
    add(&["tablebase", "KQRKR"], "up to 4 pieces");
    add(&["tablebase", "KXK"], "'X' is not a piece");
    add(&["tablebase", "QKK"], "is not an endgame");
    add(&["tablebase", "KK"], "always a draw");
    add(&["tablebase", "KQK", "KRK"], "usage: gameai tablebase");
    add(&["tablebase", "KQK", "--batch"], "--batch belongs to probe");
    add(&["tablebase", "probe"], "usage: gameai tablebase probe FEN");
    add(
        &[
            "tablebase",
            "probe",
            "--dump",
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        ],
        "--dump belongs to generation",
    );
    add(&["tablebase", "probe", "8/8/8/8/8/8/8/K1k5"], "bad FEN");
    add(&["tablebase", "probe", "startpos"], "bad FEN");
    add(
        &[
            "tablebase",
            "probe",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
        "32 pieces",
    );
    add(
        &["tablebase", "probe", "4k3/4r3/8/8/8/8/8/KQR5 w - - 0 1"],
        "5 pieces",
    );
    add(
        &["tablebase", "probe", "8/8/8/8/8/8/8/R3K2k w Q - 0 1"],
        "castling",
    );
    add(
        &["tablebase", "probe", "8/8/8/8/8/8/8/KQk5 w - - 0 1"],
        "bad FEN",
    );
    add(&["perft", "startpos", "11"], "DEPTH must be 1..=10");
    add(&["perft", "-3"], "DEPTH must be 1..=10");
    // 숫자가 아닌 것.
    add(&["nim", "x"], "a heap size must be a number, got \"x\"");
    add(&["nim", "1.5"], "a heap size must be a number");
    add(
        &["nim", "--subtract", "k", "3"],
        "--subtract K must be a number",
    );
    add(&["wythoff", "five", "5"], "W must be a number");
    add(
        &["wythoff", "5", "5", "--move", "a", "b"],
        "X must be a number",
    );
    add(
        &["mcts", "ttt", "--millis", "soon"],
        "--millis N must be a number",
    );
    add(
        &["mcts", "ttt", "--iterations", "1e5"],
        "--iterations N must be a number",
    );
    add(&["mcts", "ttt", "--seed", "x"], "--seed S must be a number");
    add(&["mcts", "ttt", "--c", "high"], "--c C must be a number");
    add(
        &["mcts", "ttt", "--memory", "lots"],
        "--memory MB must be a number",
    );
    add(
        &["search", "gomoku", "--depth", "x"],
        "--depth D must be a number",
    );
    add(&["perft", "x"], "DEPTH must be a number");
    // 값이 없는 옵션, 빠진 인자.
    add(&["nim", "--subtract"], "--subtract needs a value");
    add(&["nim"], "no heaps");
    add(&["wythoff"], "usage: gameai wythoff");
    add(&["wythoff", "5"], "usage: gameai wythoff");
    add(
        &["wythoff", "5", "5", "--move", "1"],
        "--move needs 2 values",
    );
    add(&["mcts"], "usage: gameai mcts");
    add(&["mcts", "ttt", "--millis"], "--millis needs a value");
    add(&["mcts", "chess"], "unknown game \"chess\"");
    add(&["search"], "--depth D is required");
    add(&["search", "gomoku"], "--depth D is required");
    add(
        &["search", "othello", "--depth", "2"],
        "unknown game \"othello\"",
    );
    add(&["perft"], "usage: gameai perft");
    // 목록의 빈 원소.
    add(
        &["mcts", "hex", "--moves", "a1,,b2"],
        "--moves has an empty element at position 2",
    );
    add(
        &["mcts", "ttt", "--moves", "a1,"],
        "--moves has an empty element at position 2",
    );
    add(
        &["mcts", "havannah", "--moves", ",a1"],
        "--moves has an empty element at position 1",
    );
    add(
        &["search", "chess", "--depth", "2", "--moves", "e2e4,,e7e5"],
        "--moves has an empty element",
    );
    add(
        &["search", "gomoku", "--depth", "2", "--moves", "h8, ,i9"],
        "--moves has an empty element",
    );
    // 틀린 수, 끝난 게임.
    add(&["mcts", "ttt", "--moves", "a1,a1"], "move a1");
    add(&["mcts", "ttt", "--moves", "d4"], "d4");
    add(
        &["mcts", "ttt", "--moves", "a1,a2,b1,b2,c1"],
        "already over (the first player has won)",
    );
    add(&["mcts", "hex", "--moves", "z99"], "z99");
    add(&["mcts", "hex", "--moves", "swap"], "swap");
    add(&["mcts", "havannah", "--moves", "a1,a1"], "move a1");
    add(
        &["search", "chess", "--depth", "2", "--moves", "e2e5"],
        "move e2e5",
    );
    add(
        &["search", "gomoku", "--depth", "2", "--moves", "h8,h8"],
        "move h8",
    );
    add(&["search", "gomoku", "--depth", "2", "--moves", "p1"], "p1");
    add(
        &[
            "search",
            "chess",
            "--depth",
            "2",
            "--fen",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        ],
        "already over (stalemate, a draw)",
    );
    add(
        &[
            "search",
            "chess",
            "--depth",
            "2",
            "--fen",
            "3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
        ],
        "already over (checkmate, White wins)",
    );
    // 틀린 FEN.
    add(
        &["search", "chess", "--depth", "2", "--fen", "8/8/8 w - -"],
        "bad FEN",
    );
    add(
        &[
            "perft",
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "w",
            "KQkq",
            "-",
            "0",
            "1",
            "2",
        ],
        "bad FEN",
    );
    add(
        &[
            "perft",
            "4k3/8/8/8/8/8/4R3/4K3",
            "w",
            "-",
            "-",
            "0",
            "1",
            "2",
        ],
        "bad FEN",
    );
    add(&["polyglot", "not", "a", "fen"], "bad FEN");
    add(
        &["polyglot", "--book", "/nonexistent/book.bin"],
        "cannot read book /nonexistent/book.bin",
    );
    // UTF-8이 아닌 인자 (Linux에서는 파일 이름으로도 쓸 수 있다).
    for (args, bad_at) in [
        (&["nim", "\u{0}"][..], 1usize),
        (&["nim", "1", "\u{0}"][..], 2),
        (&["polyglot", "--book", "\u{0}"][..], 2),
        (&["wythoff", "\u{0}", "5"][..], 1),
        (&["mcts", "hex", "--moves", "\u{0}"][..], 3),
        (&["\u{0}"][..], 0),
    ] {
        let mut v = os(args);
        // 자리표 "\0"을 UTF-8이 아닌 바이트로 바꾼다.
        v[bad_at] = OsString::from_vec(vec![b'/', b't', b'm', b'p', b'/', 0xff, 0xfe]);
        t.push((v, "is not valid UTF-8"));
    }
    t
}

#[test]
fn every_bad_input_exits_2_with_a_message_that_names_the_problem() {
    let cases = table();
    assert!(cases.len() >= 100, "{} cases", cases.len());
    let mut failures = Vec::new();
    for (args, needle) in &cases {
        let (o, took) = run(args);
        let err = String::from_utf8_lossy(&o.stderr);
        let shown: Vec<String> = args
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        let ok = o.status.code() == Some(2)
            && err.starts_with("error: ")
            && err.contains(needle)
            && !err.contains("panicked")
            && !err.contains("Debug")
            && o.stdout.is_empty()
            && took < TIME;
        if !ok {
            failures.push(format!(
                "{shown:?}: exit {:?} in {took:?}, stderr {err:?}, want {needle:?}",
                o.status.code()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn with_json_an_error_is_one_json_object_on_stdout() {
    for args in [
        &["nim", "--json", "x"][..],
        &["mcts", "ttt", "--json", "--millis", "0"],
        &[
            "search", "chess", "--json", "--depth", "2", "--fen", "nonsense",
        ],
        &["wythoff", "--json", "0", "0"],
        &["frobnicate", "--json"],
        &["mcts", "hex", "--json", "--no-rave", "--no-rave"],
    ] {
        let (o, _) = run(&os(args));
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let out = String::from_utf8_lossy(&o.stdout);
        let line = out.trim();
        assert!(
            line.starts_with("{\"error\": \"") && line.ends_with("\"}") && !line.contains('\n'),
            "{args:?}: {out:?}"
        );
    }
}

/// 읽는 쪽이 닫힌 파이프: 첫 줄을 쓰다가 끝나도 패닉하지 않는다 (`gameai … | head -1`).
#[test]
fn a_closed_stdout_ends_the_output_quietly() {
    for args in [
        &["--help"][..],
        &["wythoff", "300", "300"],
        &["nim", "1", "2"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gameai"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // 읽지 않고 닫는다.
        drop(child.stdout.take());
        let o = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
}

/// 가득 찬 장치: 패닉 없이 종료 코드 1과 표준 오류의 까닭 (출력을 다 쓰지 못했다).
#[test]
fn a_full_stdout_ends_with_exit_1_and_says_why() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // /dev/full이 없는 기계.
    };
    let o = Command::new(env!("CARGO_BIN_EXE_gameai"))
        .args(["nim", "1", "2"])
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.contains("cannot write the output"), "{err}");
}

/// 기본값을 말로 적는 옵션은 받는다: `--rave`는 기본인 RAVE 그대로.
#[test]
fn a_flag_that_names_the_default_is_accepted() {
    let (o, _) = run(&os(&["mcts", "ttt", "--rave", "--iterations", "200"]));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// 예전에 메모리를 다 쓰던 입력이 이제 메모리 상한 아래에서 답한다.
#[test]
fn inputs_that_used_to_exhaust_memory_now_answer_within_the_limit() {
    // 그런디 값의 닫힌 꼴: 10억 칸의 표가 필요 없다.
    let (o, _) = run(&os(&["nim", "--subtract", "3", "--json", "1000000000"]));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("\"grundy\": [0]"));
    // MCTS의 트리는 --memory 안에서 멈춘다 (1 MB는 노드 3만여 개: 반복 하나에 노드 하나이므로
    // 반복을 그보다 많이, 그러나 디버그 빌드가 부하 속에서도 시간 한도 안에 끝낼 만큼만. 트리가
    // 여럿이면 상한도 나뉘므로 스레드 수와 상관없이 찬다).
    let (o, _) = run(&os(&[
        "mcts",
        "hex",
        "--iterations",
        "40000",
        "--memory",
        "1",
        "--json",
    ]));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("\"tree_full\": true"), "{out}");
    assert!(out.contains("\"iterations\": 40000,"), "{out}");
    // 찬 트리는 방문이 적은 노드를 비우고 다시 자랐다.
    assert!(out.contains("\"recycled\": "), "{out}");
    assert!(!out.contains("\"recycled\": 0,"), "{out}");
}
