//! `gameai search … --trace`를 실행 파일로: 사건 줄의 수가 결론의 셈과 같고, 마지막 줄이 `--json`의
//! 결론과 같다. 기법을 끄는 옵션(계단)과 틱택토의 잘못된 입력도.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::cli::{gameai, stdout};

/// JSON 한 줄에서 정수 필드 하나 (`"name": 123`).
fn int(line: &str, name: &str) -> i64 {
    let key = format!("\"{name}\": ");
    let rest = &line[line
        .find(&key)
        .unwrap_or_else(|| panic!("{name} in {line}"))
        + key.len()..];
    let end = rest.find([',', '}']).unwrap();
    rest[..end].trim().parse().unwrap()
}

fn events(lines: &[&str], name: &str) -> i64 {
    let tag = format!("{{\"event\": \"{name}\"");
    lines.iter().filter(|l| l.starts_with(&tag)).count() as i64
}

/// `args`에 `--trace`를 붙여 돌리고, 사건의 수를 마지막 줄(결론)의 셈과, 결론을 `--json`의 것과 견준다.
fn check_trace(args: &[&str]) {
    let traced = gameai(&[args, &["--trace"]].concat());
    assert!(
        traced.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&traced.stderr)
    );
    let out = stdout(&traced);
    let lines: Vec<&str> = out.lines().collect();
    let (last, body) = lines.split_last().unwrap();
    assert!(
        body.iter().all(|l| l.starts_with("{\"event\": \"")),
        "{args:?}: every line but the last is an event"
    );
    assert_eq!(
        events(body, "node"),
        int(last, "nodes"),
        "{args:?}: node events"
    );
    assert_eq!(
        events(body, "tt_hit"),
        int(last, "tt_hits"),
        "{args:?}: table hits"
    );
    let cutoffs = body
        .iter()
        .filter(|l| l.starts_with("{\"event\": \"cutoff\"") && !l.contains("\"move\": \"null\""))
        .count() as i64;
    assert_eq!(cutoffs, int(last, "cutoffs"), "{args:?}: cut-offs");
    let json = gameai(&[args, &["--json"]].concat());
    assert_eq!(
        stdout(&json).trim(),
        *last,
        "{args:?}: the trace ends with the --json result"
    );
}

#[test]
fn a_trace_counts_what_the_result_counts() {
    check_trace(&["search", "ttt", "--moves", "b2", "--depth", "9"]);
    check_trace(&["search", "ttt", "--depth", "9", "--no-tt"]);
    check_trace(&[
        "search",
        "ttt",
        "--moves",
        "a1,b2",
        "--depth",
        "9",
        "--minimax",
        "--no-tt",
    ]);
    check_trace(&["search", "gomoku", "--moves", "h8,i9,h9", "--depth", "3"]);
    check_trace(&[
        "search",
        "chess",
        "--fen",
        "5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1",
        "--depth",
        "4",
    ]);
    check_trace(&[
        "search",
        "chess",
        "--moves",
        "e4,e5,Nf3,Nc6",
        "--depth",
        "4",
    ]);
}

#[test]
fn the_rung_options_switch_one_technique_each() {
    let run = |extra: &[&str]| {
        let o = gameai(&[&["search", "ttt", "--depth", "9", "--json"][..], extra].concat());
        assert!(o.status.success(), "{extra:?}");
        stdout(&o)
    };
    let rungs = [
        run(&["--minimax", "--no-ordering", "--no-tt", "--no-pvs"]),
        run(&["--no-ordering", "--no-tt", "--no-pvs"]),
        run(&["--no-tt", "--no-pvs"]),
        run(&["--no-pvs"]),
        run(&[]),
    ];
    let nodes: Vec<i64> = rungs.iter().map(|r| int(r, "nodes")).collect();
    // 미니맥스는 빈 판의 모든 국면을 깊이마다 (1 + 9 + 9·8 + … 을 깊이 1–9에 걸쳐) 본다.
    let full: i64 = (1..=9)
        .map(|d| {
            (0..=d)
                .map(|k| (0..k).map(|i| 9 - i).product::<i64>())
                .sum::<i64>()
        })
        .sum();
    assert!(
        nodes[0] <= full && nodes[0] > full / 2,
        "{nodes:?} vs {full}"
    );
    assert!(nodes[1] < nodes[0] / 10, "alpha-beta prunes: {nodes:?}");
    assert!(nodes[3] < nodes[2], "the table saves work: {nodes:?}");
    for r in &rungs {
        assert_eq!(int(r, "value"), 0, "tic-tac-toe is a draw: {r}");
    }
    assert_eq!(int(&rungs[0], "cutoffs"), 0, "minimax cuts nothing");
}

#[test]
fn tic_tac_toe_search_refuses_bad_input() {
    for args in [
        &["search", "ttt", "--depth", "3", "--moves", "a1,a1"][..],
        &["search", "ttt", "--depth", "3", "--moves", "d4"],
        &["search", "ttt", "--depth", "3", "--size", "4"],
        &["search", "ttt", "--depth", "3", "--moves", "a1,b1,a2,b2,a3"],
        &["search", "ttt", "--depth", "3", "--fen", "x"],
    ] {
        let o = gameai(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        assert!(!o.stderr.is_empty(), "{args:?}");
    }
}
