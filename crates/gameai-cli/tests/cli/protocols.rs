//! GTP(헥스, 하바나)와 Gomocup(오목) 세션을 대본대로 몰아 본다: 오류 응답, 시간 한도, 무르기.
//! 답한 수는 라이브러리의 규칙으로 합법인지 본다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::time::{Duration, Instant};

use gameai::games::gomoku::Gomoku;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;

use super::engine_io::Session;

impl Session {
    /// GTP: 명령 하나를 보내고 답 (빈 줄까지)을 돌려준다.
    pub(crate) fn gtp(&mut self, cmd: &str) -> String {
        self.send(cmd);
        let mut out = Vec::new();
        loop {
            let l = self.line();
            if l.is_empty() {
                return out.join("\n");
            }
            out.push(l);
        }
    }
}

pub(crate) fn ok(s: &str) -> &str {
    assert!(s.starts_with('='), "expected success, got {s:?}");
    s.trim_start_matches(|c: char| c == '=' || c.is_ascii_digit())
        .trim()
}

pub(crate) fn err(s: &str) -> &str {
    assert!(s.starts_with('?'), "expected an error, got {s:?}");
    s.trim_start_matches(|c: char| c == '?' || c.is_ascii_digit())
        .trim()
}

#[test]
fn gtp_hex_session() {
    let mut s = Session::start(&["gtp", "hex", "--swap"]);
    assert_eq!(s.gtp("7 protocol_version"), "=7 2");
    assert_eq!(ok(&s.gtp("name")), "AI Arcade");
    assert_eq!(ok(&s.gtp("known_command genmove")), "true");
    assert_eq!(ok(&s.gtp("known_command frobnicate")), "false");
    let cmds = s.gtp("list_commands");
    for c in [
        "boardsize",
        "clear_board",
        "play",
        "genmove",
        "undo",
        "showboard",
        "time_left",
        "hexgui-analyze_commands",
    ] {
        assert!(
            cmds.lines().any(|l| l.trim_start_matches("= ") == c),
            "{c} in {cmds}"
        );
    }
    assert!(err(&s.gtp("boardsize 99")).contains("unacceptable size"));
    ok(&s.gtp("boardsize 7"));
    ok(&s.gtp("play b d4"));
    // 차례가 아닌 색도 둔다 (GUI가 판을 짠다): 그다음은 그 상대의 차례, 무르면 그 돌만 빠진다.
    ok(&s.gtp("play b a1"));
    assert_eq!(ok(&s.gtp("showboard")).matches('B').count(), 2);
    assert!(err(&s.gtp("genmove b")).contains("white's turn"));
    ok(&s.gtp("undo"));
    assert_eq!(ok(&s.gtp("showboard")).matches('B').count(), 1);
    // 없는 칸, 찬 칸.
    assert!(err(&s.gtp("play w z9")).contains("z9"));
    assert!(!err(&s.gtp("play w d4")).is_empty());
    // 맞바꾸기 (HexGui의 이름).
    ok(&s.gtp("play w swap-pieces"));
    ok(&s.gtp("undo"));
    ok(&s.gtp("arcade-millis 150"));
    let t = Instant::now();
    let mv = ok(&s.gtp("genmove w")).to_owned();
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    let mut g = Hex::new(7, true).unwrap();
    for m in ["d4", mv.trim_end_matches("-pieces")] {
        let m = g.parse_move(m).unwrap();
        g.try_play(m).unwrap();
    }
    // 무르기 둘, 빈 판에서 또 무르기는 오류.
    ok(&s.gtp("undo"));
    ok(&s.gtp("undo"));
    assert!(err(&s.gtp("undo")).contains("cannot undo"));
    // 시간: 초읽기 5초에 돌 5개 → 한 수 1초 안쪽.
    ok(&s.gtp("time_settings 0 5 5"));
    ok(&s.gtp("time_left b 5 5"));
    let t = Instant::now();
    ok(&s.gtp("genmove b"));
    assert!(
        t.elapsed() < Duration::from_millis(2_500),
        "{:?}",
        t.elapsed()
    );
    let board = s.gtp("showboard");
    assert!(board.starts_with('=') && board.contains('B'), "{board}");
    // 분석: GoGui pspairs (칸 이름, 방문 수).
    assert_eq!(
        ok(&s.gtp("hexgui-analyze_commands")),
        "pspairs/MCTS root visits/arcade-visits"
    );
    ok(&s.gtp("arcade-iterations 500"));
    let heat = ok(&s.gtp("arcade-visits")).to_owned();
    let words: Vec<&str> = heat.split_whitespace().collect();
    assert!(words.len() >= 2 && words.len().is_multiple_of(2), "{heat}");
    let total: u32 = words.chunks(2).map(|p| p[1].parse::<u32>().unwrap()).sum();
    assert_eq!(total, 500, "{heat}");
    assert!(err(&s.gtp("frobnicate")).contains("unknown command"));
    assert_eq!(s.gtp("quit"), "=");
}

#[test]
fn gtp_havannah_session() {
    let mut s = Session::start(&["gtp", "havannah"]);
    ok(&s.gtp("boardsize 4"));
    // 하바나는 백이 먼저 (Castro).
    assert!(err(&s.gtp("genmove b")).contains("white's turn"));
    ok(&s.gtp("arcade-iterations 300"));
    let a = ok(&s.gtp("genmove w")).to_owned();
    let b = ok(&s.gtp("genmove b")).to_owned();
    let mut g = Havannah::new(4).unwrap();
    for m in [&a, &b] {
        let m = g.parse_move(m).unwrap();
        g.try_play(m).unwrap();
    }
    assert!(!err(&s.gtp(&format!("play w {a}"))).is_empty());
    ok(&s.gtp("undo"));
    ok(&s.gtp(&format!("play b {b}")));
    ok(&s.gtp("clear_board"));
    assert!(err(&s.gtp("undo")).contains("cannot undo"));
    assert!(err(&s.gtp("boardsize 11")).contains("unacceptable size"));
    assert!(err(&s.gtp("play w q99")).contains("q99"));
    assert!(err(&s.gtp("play red a1")).contains("color"));
    // showboard는 GTP의 색 글자로: 백(먼저 두는 쪽)의 돌은 W, 흑의 돌은 B.
    ok(&s.gtp("clear_board"));
    ok(&s.gtp("play w a1"));
    ok(&s.gtp("play b b2"));
    let board = ok(&s.gtp("showboard")).to_owned();
    let mut g = Havannah::new(4).unwrap();
    for m in ["a1", "b2"] {
        let m = g.parse_move(m).unwrap();
        g.try_play(m).unwrap();
    }
    // 라이브러리의 판 글(먼저 두는 쪽이 B)과 글자만 바뀐 같은 판.
    let expected: String = g
        .to_string()
        .chars()
        .map(|c| match c {
            'B' => 'W',
            'W' => 'B',
            c => c,
        })
        .collect();
    let squash = |t: &str| t.split_whitespace().collect::<String>();
    assert_eq!(squash(&board), squash(&expected), "{board}");
    assert_eq!(board.matches('W').count(), 1, "{board}");
    assert_eq!(board.matches('B').count(), 1, "{board}");
}

#[test]
fn gomocup_session() {
    let mut s = Session::start(&["pbrain"]);
    // 자유 오목 리그의 20×20도 둔다; 그보다 크거나 직사각형 판은 ERROR.
    s.send("START 20");
    assert_eq!(s.line(), "OK");
    s.send("START 21");
    assert!(s.line().starts_with("ERROR"));
    s.send("RECTSTART 20,15");
    assert!(s.line().starts_with("ERROR"));
    s.send("START 15");
    assert_eq!(s.line(), "OK");
    s.send("INFO timeout_turn 300");
    s.send("INFO time_left 100000");
    s.send("INFO max_memory 83886080");
    s.send("ABOUT");
    assert!(s.line().starts_with("name=\"AI Arcade\""));
    let mut g = Gomoku::new(15).unwrap();
    // x,y (y는 위에서) → 라이브러리의 칸.
    let cell = |g: &Gomoku, xy: &str| {
        let (x, y) = xy.split_once(',').unwrap();
        g.cell(x.parse().unwrap(), 14 - y.parse::<u8>().unwrap())
    };
    s.send("BEGIN");
    let t = Instant::now();
    let first = s.line();
    assert!(
        t.elapsed() < Duration::from_millis(1_500),
        "{:?}",
        t.elapsed()
    );
    g.try_play(cell(&g, &first)).unwrap();
    s.send("TURN 0,0");
    g.try_play(cell(&g, "0,0")).unwrap();
    let t = Instant::now();
    let reply = s.line();
    // 한 수 300 ms 한도 안에 (시작과 통신의 여유를 두고).
    assert!(
        t.elapsed() < Duration::from_millis(1_000),
        "{:?}",
        t.elapsed()
    );
    g.try_play(cell(&g, &reply)).unwrap();
    // 찬 칸, 판 밖, 틀린 모양.
    s.send("TURN 0,0");
    assert!(s.line().contains("0,0 is taken"));
    s.send("TURN 15,3");
    assert!(s.line().starts_with("ERROR"));
    s.send("TURN seven");
    assert!(s.line().starts_with("ERROR"));
    // 무르기는 마지막 돌만.
    s.send("TAKEBACK 0,0");
    assert!(s.line().starts_with("ERROR"));
    s.send(&format!("TAKEBACK {reply}"));
    assert_eq!(s.line(), "OK");
    // BOARD: 상대가 넷을 이었다 → 막는다.
    s.send("RESTART");
    assert_eq!(s.line(), "OK");
    s.send("BOARD");
    for l in [
        "3,7,2", "3,3,1", "4,7,2", "4,3,1", "5,7,2", "5,4,1", "6,7,2", "DONE",
    ] {
        s.send(l);
    }
    let block = s.line();
    assert!(block == "2,7" || block == "7,7", "{block}");
    // 같은 판을 아무 순서로 (관리자는 순서를 지키지 않아도 된다): 같은 답.
    s.send("BOARD");
    for l in [
        "6,7,2", "5,4,1", "3,3,1", "5,7,2", "4,3,1", "3,7,2", "4,7,2", "DONE",
    ] {
        s.send(l);
    }
    let again = s.line();
    assert!(again == "2,7" || again == "7,7", "{again}");
    // 돌 수가 맞지 않으면 (두뇌의 차례가 될 수 없으면) ERROR.
    s.send("BOARD");
    s.send("1,1,1");
    s.send("2,2,1");
    s.send("DONE");
    assert!(s.line().contains("must be to move"));
    // INFO에는 답하지 않는다: 그 ERROR는 다음 명령의 답 앞에 (렌주와 카로는 두지 않는다).
    for rule in ["4", "8", "5", "many"] {
        s.send(&format!("INFO rule {rule}"));
        s.send("ABOUT");
        let e = s.line();
        assert!(e.starts_with("ERROR rule"), "{rule}: {e}");
        assert!(s.line().starts_with("name="));
    }
    s.send("FROBNICATE");
    assert!(s.line().starts_with("UNKNOWN"));
    s.send("END");
    let status = s.child.wait().unwrap();
    assert!(status.success());
}

/// 생각하는 동안 온 `END`: 5초짜리 수를 다 생각하지 않고 곧 끝낸다 (프로토콜은 1초쯤을 바란다).
#[test]
fn gomocup_end_while_thinking_ends_at_once() {
    let mut s = Session::start(&["pbrain"]);
    s.send("START 15");
    assert_eq!(s.line(), "OK");
    s.send("INFO timeout_turn 5000");
    // 싸움이 붙은 판: 5초를 다 쓰는 탐색.
    s.send("BOARD");
    for l in ["7,7,2", "7,8,1", "8,8,2", "6,6,1", "8,7,2", "DONE"] {
        s.send(l);
    }
    std::thread::sleep(Duration::from_millis(300));
    let t = Instant::now();
    s.send("END");
    let status = s.child.wait().unwrap();
    assert!(status.success());
    assert!(
        t.elapsed() < Duration::from_millis(1_000),
        "{:?}",
        t.elapsed()
    );
    // 수를 내지 않고 끝났다 (END는 생각을 버린다).
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(s.received(), Vec::<String>::new());
}

/// 엉터리 입력 담금: 세 엔진에 무작위 줄 (아는 낱말, 숫자, 좌표, 아무 바이트) 수백 개를 보낸 뒤에도
/// 살아서 답하고, stderr에 패닉이 없다.
#[test]
fn random_input_soaks_never_kill_an_engine() {
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::io::Write;

    let words: &[&str] = &[
        "uci",
        "isready",
        "position",
        "startpos",
        "fen",
        "moves",
        "go",
        "depth",
        "nodes",
        "movetime",
        "wtime",
        "btime",
        "winc",
        "binc",
        "movestogo",
        "searchmoves",
        "infinite",
        "stop",
        "setoption",
        "name",
        "value",
        "Hash",
        "MultiPV",
        "Skill",
        "Level",
        "ucinewgame",
        "e2e4",
        "e7e5",
        "a1",
        "swap-pieces",
        "play",
        "genmove",
        "b",
        "w",
        "undo",
        "boardsize",
        "time_left",
        "time_settings",
        "arcade-visits",
        "arcade-iterations",
        "showboard",
        "known_command",
        "START",
        "BEGIN",
        "TURN",
        "BOARD",
        "DONE",
        "INFO",
        "timeout_turn",
        "rule",
        "TAKEBACK",
        "RESTART",
        "ABOUT",
        "7,7",
        "0,0",
        "-1",
        "0",
        "99999999999999999999",
        "3",
        "5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "#",
        "=",
        "?",
        "",
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    // (인자, 생각을 짧게 하는 첫 줄, 마지막 물음, 그 답). 낱말에 quit/END가 없으므로 엔진은 입력이
    // 끝날 때까지 살아 있어야 한다.
    for (args, prelude, sync, answer) in [
        (&["uci"][..], "", "isready", "readyok"),
        (
            &["gtp", "hex"],
            "arcade-iterations 200",
            "name",
            "= AI Arcade",
        ),
        (
            &["gtp", "havannah"],
            "arcade-iterations 200",
            "name",
            "= AI Arcade",
        ),
        (
            &["pbrain"],
            "INFO timeout_turn 50",
            "ABOUT",
            "name=\"AI Arcade\"",
        ),
    ] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gameai"))
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = format!("{prelude}\n").into_bytes();
        for _ in 0..300 {
            if rng.random_range(0..10) == 0 {
                let n = rng.random_range(0..20);
                input.extend(
                    (0..n)
                        .map(|_| rng.random_range(1..=255u8))
                        .filter(|&b| b != b'\n'),
                );
            } else {
                for _ in 0..rng.random_range(1..6) {
                    input.extend_from_slice(words[rng.random_range(0..words.len())].as_bytes());
                    input.push(b' ');
                }
            }
            input.push(b'\n');
        }
        // 생각을 멈추고 (UCI) 살아 있는지 묻는다.
        input.extend_from_slice(format!("stop\n{sync}\n").as_bytes());
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let out = child.wait_with_output().unwrap();
        writer.join().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(out.status.success(), "{args:?}: {:?} {stderr}", out.status);
        // 마지막 답이 마지막 물음의 것이다 (같은 낱말이 앞의 무작위 줄에도 있을 수 있으므로).
        let last = stdout
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        assert!(
            last.contains(answer),
            "{args:?} did not answer {sync}; last line {last:?}"
        );
    }
}

/// 정확히 다섯 (`INFO rule 1`): 흑 돌 a-b-c _ e-f (가운데 빈 칸)에서 가운데를 채우면 여섯이라, 두뇌는 그 칸을
/// 이기는 수로 두지 않는다 — 자유 오목에서는 바로 그 칸에 둔다. 백이 넷 (다섯이 되는 칸 하나)을 만들면 막는다.
#[test]
fn gomocup_exactly_five_is_played_after_rule_1() {
    // 두뇌는 흑 (1): 0..2와 4..5 줄 (y=7), 상대 돌은 멀리 흩어져 (위협 없음).
    let board = [
        "0,7,1", "0,0,2", "1,7,1", "14,0,2", "2,7,1", "0,14,2", "4,7,1", "14,14,2", "5,7,1",
        "7,0,2", "DONE",
    ];
    let play = |rule: Option<&str>| -> String {
        let mut s = Session::start(&["pbrain"]);
        s.send("START 15");
        assert_eq!(s.line(), "OK");
        if let Some(r) = rule {
            s.send(&format!("INFO rule {r}"));
        }
        s.send("INFO timeout_turn 300");
        s.send("BOARD");
        for l in board {
            s.send(l);
        }
        let mv = s.line();
        s.send("END");
        assert!(s.child.wait().unwrap().success());
        mv
    };
    assert_eq!(play(None), "3,7", "free-style: the gap makes six, a win");
    assert_eq!(play(Some("0")), "3,7");
    assert_ne!(play(Some("1")), "3,7", "exactly five: six is no win");
    assert_ne!(
        play(Some("3")),
        "3,7",
        "bit 2 (a continuous game) keeps exactly five"
    );
}
