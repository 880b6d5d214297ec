//! `gameai` 명령줄을 실제 실행 파일로 돌려 본다: 출력 형식, JSON, 잘못된 입력의 종료 코드 2.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::process::{Command, Output};

pub(crate) fn gameai(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gameai"))
        .args(args)
        .output()
        .expect("the gameai binary runs")
}

pub(crate) fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn nim_json_reports_the_winning_move() {
    let o = gameai(&["nim", "--json", "3", "4", "5"]);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o).trim(),
        r#"{"winning": true, "nim_sum": 2, "move": {"heap": 0, "to": 1}}"#
    );
}

#[test]
fn nim_losing_position_still_moves_and_says_so() {
    let o = gameai(&["nim", "1", "2", "3"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("loses"), "{out}");
    assert!(out.contains("stalling"), "{out}");
    // 돌이 없으면 둘 수가 없다: move는 null.
    let o = gameai(&["nim", "--json", "0", "0"]);
    assert_eq!(
        stdout(&o).trim(),
        r#"{"winning": false, "nim_sum": 0, "move": null}"#
    );
}

#[test]
fn nim_misere_and_subtraction() {
    let o = gameai(&["nim", "--misere", "--json", "1", "1", "5"]);
    assert_eq!(
        stdout(&o).trim(),
        r#"{"winning": true, "nim_sum": 5, "move": {"heap": 2, "to": 1}}"#
    );
    // 1..3을 가져가는 게임: 값은 n mod 4 → 5→1, 6→2, 7→3; 1^2^3 = 0.
    let o = gameai(&["nim", "--subtract", "3", "--json", "5", "6", "7"]);
    assert!(stdout(&o).contains(r#""winning": false"#), "{}", stdout(&o));
    assert!(
        stdout(&o).contains(r#""grundy": [1, 2, 3]"#),
        "{}",
        stdout(&o)
    );
}

#[test]
fn wythoff_json_outputs() {
    let o = gameai(&["wythoff", "8", "5", "--json"]);
    assert_eq!(
        stdout(&o).trim(),
        r#"{"losing": [[0, 0], [2, 1], [1, 2], [5, 3], [7, 4]]}"#
    );
    let o = gameai(&["wythoff", "3", "2", "--grundy", "--json"]);
    assert_eq!(stdout(&o).trim(), r#"{"grundy": [[0, 1, 2], [1, 2, 0]]}"#);
    let o = gameai(&["wythoff", "10", "10", "--move", "4", "4", "--json"]);
    assert_eq!(
        stdout(&o).trim(),
        r#"{"from": [4, 4], "to": [0, 0], "winning": true}"#
    );
    let o = gameai(&["wythoff", "10", "10", "--move", "1", "2", "--json"]);
    assert!(stdout(&o).contains(r#""winning": false"#));
}

#[test]
fn mcts_json_names_the_move_and_the_top_moves() {
    // 틱택토: X가 a3·b3, O가 b2·c1 (X 차례) → c3으로 이긴다.
    let o = gameai(&[
        "mcts",
        "ttt",
        "--moves",
        "a3,b2,b3,c1",
        "--iterations",
        "500",
        "--json",
    ]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(
        out.starts_with(r#"{"move": "c3", "iterations": 500, "iterations_per_sec": "#),
        "{out}"
    );
    assert!(
        out.contains(r#""top": [{"move": "c3", "visits": "#),
        "{out}"
    );
    // 주요 변화는 둔 수로 시작한다.
    assert!(out.contains(r#""pv": ["c3""#), "{out}");
    // 같은 씨앗이면 같은 결과 (속도만 빼고).
    let run = |seed: &str| {
        let o = gameai(&[
            "mcts",
            "hex",
            "--size",
            "5",
            "--iterations",
            "2000",
            "--seed",
            seed,
            "--json",
        ]);
        let s = stdout(&o);
        let top = s.find(r#""top""#).unwrap();
        s[top..].to_owned()
    };
    assert_eq!(run("4"), run("4"));
    let o = gameai(&[
        "mcts",
        "havannah",
        "--size",
        "4",
        "--moves",
        "a1,d4",
        "--iterations",
        "300",
    ]);
    assert!(stdout(&o).contains("iterations: 300"));
}

#[test]
fn search_gomoku_json_and_the_table_switch() {
    let with = gameai(&[
        "search", "gomoku", "--moves", "h8,i9", "--depth", "3", "--json",
    ]);
    let without = gameai(&[
        "search", "gomoku", "--moves", "h8,i9", "--depth", "3", "--no-tt", "--json",
    ]);
    let (a, b) = (stdout(&with), stdout(&without));
    assert!(
        a.starts_with(r#"{"best": ""#) && a.contains(r#""depth": 3"#),
        "{a}"
    );
    assert!(b.contains(r#""tt_hits": 0"#), "{b}");
    // 같은 깊이의 값은 표가 있든 없든 같다.
    let value = |s: &str| {
        s.split(r#""value": "#)
            .nth(1)
            .unwrap()
            .split(',')
            .next()
            .unwrap()
            .to_owned()
    };
    assert_eq!(value(&a), value(&b));
    // 한 수 만의 승리: 흑 h8–k8, 흑 차례.
    let o = gameai(&[
        "search",
        "gomoku",
        "--moves",
        "h8,h10,i8,i10,j8,j10,k8,a1",
        "--depth",
        "2",
        "--json",
    ]);
    let s = stdout(&o);
    assert!(
        s.contains(r#""best": "g8""#) || s.contains(r#""best": "l8""#),
        "{s}"
    );
}

/// 위협 탐색: 흑의 가로 셋 d4–f4와 세로 둘 g6–g7 (백은 멀리) — 깊이 2의 잎에서 넷의 수순을 찾아 줄 끝에
/// 붙이고 그 길이를 말한다. `--no-threats`이면 같은 깊이에서 이김을 모른다. 체스에는 없는 옵션이다.
#[test]
fn search_gomoku_names_a_win_by_fours_and_the_switch_turns_it_off() {
    let moves = "d4,a15,e4,d15,f4,g15,g6,o1,g7,o4";
    let on = stdout(&gameai(&[
        "search", "gomoku", "--moves", moves, "--depth", "2",
    ]));
    assert!(on.contains("win by fours (VCF)"), "{on}");
    let json = stdout(&gameai(&[
        "search", "gomoku", "--moves", moves, "--depth", "2", "--json",
    ]));
    assert!(!json.contains(r#""threat": 0"#), "{json}");
    let off = stdout(&gameai(&[
        "search",
        "gomoku",
        "--moves",
        moves,
        "--depth",
        "2",
        "--no-threats",
    ]));
    assert!(!off.contains("VCF"), "{off}");
    let chess = gameai(&["search", "chess", "--depth", "2", "--no-threats"]);
    assert_eq!(chess.status.code(), Some(2));
}

#[test]
fn bad_input_exits_with_2_and_a_message() {
    for args in [
        &["nim"][..],
        &["nim", "x"],
        &["nim", "-3"],
        &["nim", "1.5"],
        &["nim", "--subtract", "0", "3"],
        &["nim", "--subtract"],
        &["nim", "--misere", "--subtract", "2", "3"],
        &["nim", "--frob", "3"],
        &["bench", "extra"],
        &["wythoff"],
        &["wythoff", "0", "4"],
        &["wythoff", "5", "x"],
        &["wythoff", "5", "5", "--move", "9", "1"],
        &["wythoff", "5", "5", "--move", "0", "0"],
        &["wythoff", "5", "5", "--move", "1"],
        &["wythoff", "5", "5", "--grundy", "--move", "1", "1"],
        &["wythoff", "100000", "5"],
        &["mcts"],
        &["mcts", "chess"],
        &["mcts", "hex", "--size", "20"],
        &["mcts", "hex", "--moves", "a1,a1"],
        &["mcts", "hex", "--moves", "z9"],
        &["mcts", "ttt", "--moves", "a1,b1,a2,b2,a3"],
        &["mcts", "ttt", "--iterations", "0"],
        &["mcts", "ttt", "--iterations", "5", "--millis", "5"],
        &["mcts", "havannah", "--size", "2"],
        &["mcts", "havannah", "--swap"],
        &["mcts", "ttt", "--c", "nan"],
        &["mcts", "ttt", "--threads", "0"],
        &["search"],
        &["search", "gomoku"],
        &["search", "othello", "--depth", "2"],
        &["search", "chess", "--depth", "2", "--fen", "8/8/8 w - -"],
        &["search", "chess", "--depth", "2", "--moves", "e2e5"],
        &["search", "gomoku", "--depth", "2", "--fen", "startpos"],
        &["perft"],
        &["perft", "x"],
        &["perft", "0"],
        &["perft", "startpos", "11"],
        &[
            "perft",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "w",
            "KQkq",
            "2",
        ],
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
        &["polyglot", "not", "a", "fen"],
        &["polyglot", "--book", "/nonexistent/book.bin"],
        &["uci", "extra"],
        &["search", "gomoku", "--depth", "x"],
        &["search", "gomoku", "--depth", "0"],
        &["search", "gomoku", "--depth", "2", "--moves", "h8,h8"],
        &["search", "gomoku", "--depth", "2", "--moves", "p1"],
        &["search", "gomoku", "--depth", "2", "--tt-bits", "40"],
        &["frobnicate"],
    ] {
        let o = gameai(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(o.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_documents_every_subcommand() {
    let o = gameai(&["--help"]);
    assert!(o.status.success());
    let out = stdout(&o);
    for cmd in [
        "gameai nim",
        "gameai wythoff",
        "gameai mcts",
        "gameai bench",
        "gameai search chess",
        "gameai perft",
        "gameai polyglot",
        "gameai uci",
        "--json",
    ] {
        assert!(out.contains(cmd), "{cmd} missing from help");
    }
}

#[test]
fn bench_json_prints_one_object_per_line() {
    let o = gameai(&["bench", "--quick", "--json"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() >= 2);
    for l in lines {
        assert!(l.starts_with(r#"{"bench": ""#) && l.ends_with('}'), "{l}");
    }
    // --only는 그 벤치마크의 줄만: lazy SMP는 스레드 수마다 한 줄.
    let o = gameai(&["bench", "--quick", "--only", "chess_smp", "--json"]);
    let out = stdout(&o);
    assert!(o.status.success() && out.lines().count() >= 2, "{out}");
    assert!(
        out.lines()
            .all(|l| l.starts_with(r#"{"bench": "chess_smp""#)),
        "{out}"
    );
    assert!(
        out.contains(r#""threads": 1"#) && out.contains(r#""threads": 2"#),
        "{out}"
    );
}

#[test]
fn perft_polyglot_and_chess_search() {
    let o = gameai(&["perft", "4", "--json"]);
    assert_eq!(stdout(&o).trim(), r#"{"nodes": 197281}"#);
    // FEN은 따옴표 없이 여섯 낱말로도 받는다 ("-"는 옵션이 아니다).
    let o = gameai(&[
        "perft",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8",
        "w",
        "-",
        "-",
        "0",
        "1",
        "3",
        "--json",
    ]);
    assert_eq!(stdout(&o).trim(), r#"{"nodes": 2812}"#);
    let o = gameai(&["perft", "startpos", "2", "--divide"]);
    let out = stdout(&o);
    assert!(
        out.contains("e2e4: 20") && out.contains("nodes 400"),
        "{out}"
    );
    let o = gameai(&["polyglot"]);
    assert_eq!(stdout(&o).trim(), "463b96181691fc9c");
    let o = gameai(&[
        "polyglot",
        "--json",
        "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
    ]);
    assert_eq!(stdout(&o).trim(), r#"{"key": "3c8123ea7b067637"}"#);
    // 퀸을 주고 숨 막히는 메이트.
    let o = gameai(&[
        "search",
        "chess",
        "--fen",
        "5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1",
        "--depth",
        "4",
        "--json",
    ]);
    let out = stdout(&o);
    assert!(
        out.starts_with(r#"{"best": "d5g8", "value": 999997,"#),
        "{out}"
    );
    let o = gameai(&["search", "chess", "--moves", "e4,e5,Nf3", "--depth", "3"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("best: "));
    // 세 번 같은 국면 (청해야 끝나는 비김)에서도, 그 뒤의 수에서도 UCI처럼 찾는다.
    let shuffle = "g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8";
    for moves in [shuffle.to_owned(), format!("{shuffle},e2e4")] {
        let o = gameai(&["search", "chess", "--moves", &moves, "--depth", "2"]);
        assert!(
            o.status.success(),
            "{moves}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(stdout(&o).contains("best: "), "{moves}");
    }
    // 체크메이트는 끝이다.
    let o = gameai(&["search", "chess", "--moves", "f3,e5,g4,Qh4", "--depth", "2"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("already over"));
}

#[test]
fn a_book_written_by_the_test_is_read_by_the_cli() {
    use gameai::games::chess::Board;
    use gameai::games::chess::polyglot::{Book, BookEntry, encode_move};
    let b = Board::startpos();
    let entry = |u: &str, weight| BookEntry {
        key: b.key(),
        raw_move: encode_move(&b, b.parse_uci(u).unwrap()),
        weight,
        learn: 0,
    };
    let book = Book::from_entries(vec![entry("d2d4", 1), entry("e2e4", 3)]);
    let path = std::env::temp_dir().join(format!("gameai-test-book-{}.bin", std::process::id()));
    std::fs::write(&path, book.to_bytes()).unwrap();
    let o = gameai(&[
        "polyglot",
        "startpos",
        "--book",
        path.to_str().unwrap(),
        "--json",
    ]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        stdout(&o).trim(),
        r#"{"key": "463b96181691fc9c", "moves": [{"move": "e2e4", "weight": 3}, {"move": "d2d4", "weight": 1}]}"#
    );
}

/// UCI: 실행 파일에 표준 입력으로 명령을 넣고 답을 읽는다.
#[test]
fn uci_session() {
    use std::time::Duration;

    let mut engine = super::engine_io::Session::start(&["uci"]);
    engine.send("uci");
    let hello = engine.until("uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name")));
    assert!(hello.iter().any(|l| l.starts_with("option name Hash")));
    engine.send("isready");
    engine.until("readyok");
    engine.send("setoption name Hash value 4");
    engine.send("ucinewgame");
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go depth 4");
    let lines = engine.until("bestmove");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 4, "{lines:?}");
    for field in ["score cp", "nodes", "nps", "hashfull", "time", "pv"] {
        assert!(infos[3].contains(field), "{field} missing: {}", infos[3]);
    }
    let best = crate::uci::best_of(&lines);
    let mut g = gameai::games::chess::Chess::new();
    for m in ["e2e4", "e7e5", best.as_str()] {
        g.play_str(m).unwrap();
    }

    // 체크메이트는 "score mate".
    engine.send("position fen 5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1");
    engine.send("go movetime 2000");
    let lines = engine.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove d5g8");
    assert!(
        lines.iter().any(|l| l.contains("score mate 2")),
        "{lines:?}"
    );

    // 잘못된 위치는 알리고 앞의 국면을 지킨다.
    engine.send("position fen this is not a fen");
    engine.until("info string error");
    engine.send("position startpos moves e2e5");
    engine.until("info string error");

    // 끝없이 생각하다가 stop; 그 사이에도 isready에 답한다.
    engine.send("position startpos");
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    engine.send("isready");
    let mut lines = engine.until("readyok");
    engine.send("stop");
    lines.extend(engine.until("bestmove"));
    assert!(
        lines.iter().any(|l| l.starts_with("info depth")),
        "{lines:?}"
    );

    // 시계로 두기.
    engine.send("position startpos moves d2d4");
    engine.send("go wtime 10000 btime 10000 winc 100 binc 100");
    engine.until("bestmove");
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}
