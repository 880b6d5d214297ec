//! UCI 적합성: GUI가 엔진을 모는 대로 `gameai uci`를 몰아 본다 (명령을 보내고 `bestmove`까지
//! 읽는다). GUI가 겪은 실패마다 시험이 하나씩 있다: 틀린 `position` 뒤에 옛 국면으로 답하기,
//! 청해야 하는 비김 뒤의 수 거부, `go nodes`와 틀린 숫자의 끝없는 탐색, UTF-8이 아닌 줄에서 조용히
//! 끝나기, MultiPV·searchmoves·수 없는 국면. 답한 수는 `gameai`의 체스 규칙으로 합법인지 본다
//! (규칙 자체는 perft 시험이 확인한다).

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::chess::{Chess, STARTPOS};

use super::engine_io::Session;

/// UCI로 인사를 마친 엔진.
struct Uci(Session);

impl Uci {
    fn start() -> Uci {
        let mut e = Uci(Session::start(&["uci"]));
        e.send("uci");
        e.until("uciok");
        e
    }

    fn send(&mut self, s: &str) {
        self.0.send(s);
    }

    fn send_bytes(&mut self, b: &[u8]) {
        self.0.send_bytes(b);
    }

    fn until(&mut self, prefix: &str) -> Vec<String> {
        self.0.until(prefix)
    }

    /// `go …`을 보내고 `bestmove`까지의 줄들과 그 수를 돌려준다.
    fn go(&mut self, args: &str) -> (Vec<String>, String) {
        self.send(format!("go {args}").trim());
        let lines = self.until("bestmove");
        let best = best_of(&lines);
        (lines, best)
    }
}

/// `bestmove` 줄(마지막 줄)의 수.
pub(crate) fn best_of(lines: &[String]) -> String {
    lines
        .last()
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap_or_default()
        .to_owned()
}

/// `moves`를 둔 국면에서 `mv`가 합법인가 (청해야 하는 비김 뒤도).
fn legal_after(fen: &str, moves: &[&str], mv: &str) -> bool {
    let mut g = Chess::from_fen(fen).unwrap();
    for m in moves {
        g.play_str_past_claims(m).unwrap();
    }
    g.play_str_past_claims(mv).is_ok()
}

fn has_info_string(lines: &[String], needle: &str) -> bool {
    lines
        .iter()
        .any(|l| l.starts_with("info string") && l.contains(needle))
}

#[test]
fn a_bad_move_keeps_the_legal_prefix_and_says_which_move() {
    let mut e = Uci::start();
    // 앞 국면(흑 차례)을 하나 둔다: 예전에는 틀린 position 뒤에 이 국면으로 답했다.
    e.send("position startpos moves e2e4");
    e.go("depth 1");
    for bad in ["e1e8", "e9e4", "xyz", "e7e5"] {
        e.send(&format!("position startpos moves d2d4 e7e5 {bad} g1f3"));
        let (lines, best) = e.go("depth 2");
        assert!(
            has_info_string(&lines, &format!("move 3 ({bad})")),
            "{bad}: {lines:?}"
        );
        assert!(
            legal_after(STARTPOS, &["d2d4", "e7e5"], &best),
            "{bad}: {best}"
        );
    }
}

#[test]
fn a_bad_fen_leaves_no_position_and_go_answers_0000() {
    let mut e = Uci::start();
    e.send("position startpos moves e2e4");
    for fen in [
        "fen not a fen",
        "fen 8/8/8/8/8/8/8/8 w - - 0 1",
        // 둘 차례가 아닌 쪽(흑)이 체크를 받고 있다.
        "fen 4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
        "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "",
        "startpos extra",
    ] {
        e.send(&format!("position {fen}"));
        let (lines, best) = e.go("depth 2");
        assert_eq!(best, "0000", "{fen}: {lines:?}");
        assert!(
            has_info_string(&lines, "error") && has_info_string(&lines, "no position"),
            "{fen}: {lines:?}"
        );
    }
    // 다음의 옳은 position이 다시 국면을 준다.
    e.send("position startpos");
    let (_, best) = e.go("depth 1");
    assert!(legal_after(STARTPOS, &[], &best));
}

#[test]
fn moves_after_a_claimable_draw_are_accepted() {
    let mut e = Uci::start();
    // 세 번 같은 국면 (처음 국면이 세 번째로), 그 뒤의 수도.
    let dance = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "e2e4",
    ];
    e.send(&format!("position startpos moves {}", dance.join(" ")));
    let (lines, best) = e.go("depth 2");
    assert!(!has_info_string(&lines, "error"), "{lines:?}");
    assert!(legal_after(STARTPOS, &dance, &best), "{best}");
    // 50수: 반수 시계 99에서 조용한 수 둘 (시계 100, 101).
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";
    e.send(&format!("position fen {fen} moves a1a2 e8d8"));
    let (lines, best) = e.go("depth 2");
    assert!(!has_info_string(&lines, "error"), "{lines:?}");
    assert!(legal_after(fen, &["a1a2", "e8d8"], &best), "{best}");
}

#[test]
fn go_nodes_and_bad_numbers_always_end_with_a_bestmove() {
    let mut e = Uci::start();
    e.send("position startpos moves e2e4 e7e5");
    let (lines, best) = e.go("nodes 3000");
    assert!(legal_after(STARTPOS, &["e2e4", "e7e5"], &best), "{lines:?}");
    // 보고된 노드 수는 한도를 크게 넘지 않는다 (한 조각은 한도까지만 돈다).
    let nodes: Vec<u64> = lines
        .iter()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let i = w.iter().position(|&x| x == "nodes")?;
            w.get(i + 1)?.parse().ok()
        })
        .collect();
    assert!(nodes.iter().all(|&n| n <= 3_000 + 64), "{nodes:?}");
    for (args, says) in [
        ("wtime -500 btime -500", "negative"),
        ("wtime -10 btime 1000", "negative"),
        ("depth -1", "at least 1"),
        ("depth abc", "not a whole number"),
        ("movetime", "needs a number"),
        ("nodes 0", "at least 1"),
        ("depth 99999999999999999999", "not a whole number"),
        ("frobnicate 3 depth 1", "unknown parameter"),
    ] {
        let (lines, best) = e.go(args);
        assert!(has_info_string(&lines, says), "{args}: {lines:?}");
        assert!(
            legal_after(STARTPOS, &["e2e4", "e7e5"], &best),
            "{args}: {best}"
        );
    }
}

#[test]
fn a_line_that_is_not_utf8_is_skipped_with_a_note() {
    let mut e = Uci::start();
    e.send_bytes(b"\xff\xfe garbage\n");
    e.send("isready");
    let lines = e.until("readyok");
    assert!(has_info_string(&lines, "not UTF-8"), "{lines:?}");
    e.send("position startpos");
    let (_, best) = e.go("depth 1");
    assert!(legal_after(STARTPOS, &[], &best));
}

/// 마지막 깊이의 줄들: (multipv, 점수 글, 첫 수).
fn final_lines(lines: &[String], depth: u32) -> Vec<(usize, String, String)> {
    let mut out = Vec::new();
    for l in lines {
        let w: Vec<&str> = l.split_whitespace().collect();
        let get = |k: &str| w.iter().position(|&x| x == k).and_then(|i| w.get(i + 1));
        if w.first() != Some(&"info")
            || get("depth").map(|d| d.parse::<u32>().ok()) != Some(Some(depth))
        {
            continue;
        }
        let (Some(pv), Some(score_at)) = (get("multipv"), w.iter().position(|&x| x == "score"))
        else {
            continue;
        };
        out.push((
            pv.parse().unwrap(),
            format!("{} {}", w[score_at + 1], w[score_at + 2]),
            get("pv").unwrap().to_string(),
        ));
    }
    out
}

#[test]
fn multipv_gives_distinct_lines_and_the_first_matches_a_plain_search() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let mut plain = Uci::start();
    plain.send(&format!("position fen {fen}"));
    let (p, _) = plain.go("depth 3");
    let single = final_lines(&p, 3);
    let mut e = Uci::start();
    e.send("setoption name MultiPV value 3");
    e.send(&format!("position fen {fen}"));
    let (lines, best) = e.go("depth 3");
    let multi = final_lines(&lines, 3);
    let ids: Vec<usize> = multi.iter().map(|l| l.0).collect();
    assert_eq!(ids, [1, 2, 3], "{lines:?}");
    let firsts: std::collections::HashSet<&String> = multi.iter().map(|l| &l.2).collect();
    assert_eq!(firsts.len(), 3, "three different first moves: {multi:?}");
    for (_, _, m) in &multi {
        assert!(legal_after(fen, &[], m), "{m}");
    }
    assert_eq!(multi[0].2, best);
    assert_eq!((&multi[0].1, &multi[0].2), (&single[0].1, &single[0].2));
    // 점수는 줄 번호대로 나빠진다 (센티폰 점수끼리).
    let cp: Vec<i32> = multi
        .iter()
        .filter_map(|l| l.1.strip_prefix("cp ").map(|v| v.parse().unwrap()))
        .collect();
    assert!(cp.windows(2).all(|w| w[0] >= w[1]), "{multi:?}");
    // 범위 밖의 값은 알리고 바꾸지 않는다.
    e.send("setoption name MultiPV value 9");
    e.send("isready");
    assert!(has_info_string(&e.until("readyok"), "MultiPV"));
}

#[test]
fn searchmoves_restricts_the_root() {
    let mut e = Uci::start();
    e.send("position startpos");
    let (_, best) = e.go("depth 3 searchmoves a2a3 h2h3");
    assert!(best == "a2a3" || best == "h2h3", "{best}");
    let (lines, best) = e.go("searchmoves e2e5 depth 2");
    assert!(has_info_string(&lines, "searchmoves"), "{lines:?}");
    assert!(legal_after(STARTPOS, &[], &best));
}

#[test]
fn mate_or_stalemate_on_the_board_gives_a_score_and_0000() {
    let mut e = Uci::start();
    // 흑이 체크메이트를 당했다.
    e.send("position fen 3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    let (lines, best) = e.go("depth 3");
    assert_eq!(best, "0000");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info") && l.contains("score mate 0")),
        "{lines:?}"
    );
    // 흑이 스테일메이트.
    e.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let (lines, best) = e.go("depth 3");
    assert_eq!(best, "0000");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info") && l.contains("score cp 0")),
        "{lines:?}"
    );
}

/// 둘 수가 없는 국면의 `go infinite`는 `stop`까지 `bestmove`를 기다린다 (UCI: 무한 탐색의 답은 `stop`
/// 뒤에만).
#[test]
fn go_infinite_on_a_mated_board_waits_for_stop() {
    let mut e = Uci::start();
    e.send("position fen 3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    e.send("go infinite");
    e.send("isready");
    let lines = e.until("readyok");
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("score mate 0")),
        "{lines:?}"
    );
    e.send("stop");
    let lines = e.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove 0000");
}

/// `go ponder`는 `ponderhit`까지 답하지 않고, `ponderhit` 뒤에는 그 `go`의 시계 몫 안에 답한다.
/// `Ponder`와 `Clear Hash` 옵션이 있다.
#[test]
fn ponder_waits_for_ponderhit_and_clear_hash_empties_the_table() {
    const STARTPOS_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines
            .iter()
            .any(|l| l == "option name Ponder type check default false")
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "option name Clear Hash type button")
    );
    e.send("setoption name Ponder value true");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go ponder wtime 2000 btime 2000");
    std::thread::sleep(std::time::Duration::from_millis(600));
    e.send("isready");
    let lines = e.until("readyok");
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    let t = std::time::Instant::now();
    e.send("ponderhit");
    let lines = e.until("bestmove");
    // 2초의 1/12 남짓 (그리고 GUI의 몫): 1초 안.
    assert!(
        t.elapsed() < std::time::Duration::from_millis(1_000),
        "{:?}",
        t.elapsed()
    );
    let best = best_of(&lines);
    assert!(
        legal_after(STARTPOS_FEN, &["e2e4", "e7e5"], &best),
        "{best}"
    );
    // stop으로도 끝난다.
    e.send("go ponder movetime 100");
    e.send("stop");
    e.until("bestmove");
    // 표가 차 있다가 (hashfull > 0) Clear Hash 뒤의 얕은 탐색에서는 빈 표다.
    let hashfull = |lines: &[String]| -> u32 {
        let l = lines
            .iter()
            .rev()
            .find(|l| l.contains(" hashfull "))
            .unwrap();
        let w: Vec<&str> = l.split_whitespace().collect();
        let i = w.iter().position(|&x| x == "hashfull").unwrap();
        w[i + 1].parse().unwrap()
    };
    e.send("setoption name Hash value 1");
    let (lines, _) = e.go("depth 7");
    assert!(hashfull(&lines) > 0, "{lines:?}");
    e.send("setoption name Clear Hash");
    let (lines, _) = e.go("depth 1");
    assert_eq!(hashfull(&lines), 0, "{lines:?}");
    e.send("setoption name Ponder value maybe");
    let lines = e.until("info string option Ponder");
    assert!(lines.last().unwrap().contains("true, false"), "{lines:?}");
}

#[test]
fn skill_level_caps_the_depth() {
    let mut e = Uci::start();
    e.send("setoption name Skill Level value 0");
    e.send("position startpos");
    let (lines, best) = e.go("depth 6");
    assert!(legal_after(STARTPOS, &[], &best));
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 1 ")),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("info depth 2 ")),
        "{lines:?}"
    );
    e.send("setoption name Skill Level value 21");
    e.send("isready");
    assert!(has_info_string(&e.until("readyok"), "Skill Level"));
}

/// 끝내기 표: KRK의 가장 긴 메이트 국면에서 깊이 2로도 "16수 메이트"를 말하고 표의 최선의 수를
/// 둔다. 표를 끄면 (`TablebasePieces 0`) 같은 깊이로는 메이트를 보지 못한다.
#[test]
fn the_endgame_table_gives_exact_mates_and_can_be_turned_off() {
    let fen = "8/8/8/8/8/2k5/1R6/K7 w - - 0 1";
    let mut e = Uci::start();
    e.send(&format!("position fen {fen}"));
    let (lines, best) = e.go("depth 2");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("solving the KRK endgame table")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("score mate 16") && l.contains(" tbhits ")),
        "{lines:?}"
    );
    let tables = gameai::tablebase::generate(&gameai::tablebase::Material::parse("KRK").unwrap());
    let probe = tables
        .tablebase
        .probe(&gameai::games::chess::Board::from_fen(fen).unwrap())
        .unwrap();
    let chosen = probe
        .moves
        .iter()
        .find(|m| m.mv.to_string() == best)
        .unwrap();
    assert_eq!(
        chosen.after, probe.moves[0].after,
        "{best} is not a fastest mate"
    );

    e.send("setoption name TablebasePieces value 0");
    e.send(&format!("position fen {fen}"));
    let (lines, _) = e.go("depth 2");
    assert!(!lines.iter().any(|l| l.contains("score mate")), "{lines:?}");
    assert!(!lines.iter().any(|l| l.contains("tbhits")), "{lines:?}");
    e.send("setoption name TablebasePieces value 7");
    let lines = e.until("info string option TablebasePieces");
    assert!(lines.last().unwrap().contains("0..4"), "{lines:?}");
}

/// 시계가 있는 수는 표 만들기를 기다리지 않는다: KPKP(잡기·승격으로 가는 표까지 몇십 초)의 뿌리에서
/// 1초의 시계로 `go`하면 표를 다 못 푼 채 이미 있는 표로 찾아 답하고, 다음 수에 이어 푼다 (시간패가
/// 없게). 한도 없는 `go depth`는 여전히 다 풀고 찾는다 (위의 KRK 시험).
#[test]
fn a_clocked_move_does_not_wait_for_a_long_endgame_table() {
    let fen = "8/4k3/4p3/8/8/4P3/4K3/8 w - - 0 1";
    let mut e = Uci::start();
    e.send(&format!("position fen {fen}"));
    let (lines, best) = e.go("wtime 1000 btime 1000");
    assert!(legal_after(fen, &[], &best), "{best}");
    assert!(
        has_info_string(&lines, "KPKP endgame table: still solving"),
        "{lines:?}"
    );
    e.send(&format!("position fen {fen} moves {best}"));
    let (lines, best2) = e.go("wtime 1000 btime 1000");
    assert!(legal_after(fen, &[best.as_str()], &best2), "{best2}");
    // 같은 재료: 새로 시작하지 않고 이어 푼다.
    assert!(!has_info_string(&lines, "solving the KPKP"), "{lines:?}");
}

/// Lazy SMP: `Threads`의 범위, 도우미와 함께 찾아도 메이트의 거리가 정확하고, `stop`에서 모두 멈춘다.
#[test]
fn uci_threads_option_searches_with_helpers() {
    let mut e = Session::start(&["uci"]);
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines
            .iter()
            .any(|l| l == "option name Threads type spin default 1 min 1 max 64"),
        "{lines:?}"
    );
    for bad in ["0", "65", "two"] {
        e.send(&format!("setoption name Threads value {bad}"));
        e.send("isready");
        let lines = e.until("readyok");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string option Threads") && l.contains("1..64")),
            "{bad}: {lines:?}"
        );
    }
    e.send("setoption name Threads value 4");
    e.send("position fen 5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1");
    e.send("go depth 6");
    let lines = e.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove d5g8");
    assert!(
        lines.iter().any(|l| l.contains("score mate 2")),
        "{lines:?}"
    );
    // 생각하는 동안에도 답하고, stop에서 끝난다 (도우미들도 멈춘다: 다음 go가 같은 표로 돈다).
    e.send("position startpos");
    e.send("go infinite");
    e.send("isready");
    e.until("readyok");
    e.send("stop");
    let best = best_of(&e.until("bestmove"));
    assert!(Chess::new().board().parse_move(&best).is_ok(), "{best}");
    e.send("go depth 3");
    e.until("bestmove");
}
