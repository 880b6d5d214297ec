//! `gameai review`: 푼 게임의 대국 돌아보기가 약속한 JSON을 쓰고, 알려진 큰 실수를 증명된 것으로 짚고,
//! 잘못된 입력은 몇째 수인지 말하며 종료 코드 2로 끝난다 (판정 자체는 라이브러리의 시험이 완전 탐색과
//! 견준다: `crates/gameai/tests/checks/review.rs`).

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::cli::{gameai, stdout};

/// JSON 줄에서 `moves`의 n번째 객체 (1부터)의 글.
fn nth_move(out: &str, n: usize) -> String {
    let body = out.split(r#""moves": ["#).nth(1).unwrap();
    body.split(r#"{"ply": "#)
        .nth(n)
        .map(|s| format!(r#"{{"ply": {s}"#))
        .unwrap()
}

#[test]
fn nim_marks_a_move_that_gives_away_the_win_as_a_proven_blunder() {
    // 3, 4, 5: 님 합 2 — 이기는 수는 더미 0을 1로. 더미 2를 0으로 두면 님 합 7: 상대가 이긴다.
    let o = gameai(&[
        "review",
        "nim",
        "--heaps",
        "3,4,5",
        "--moves",
        "2:0,1:3,0:0",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.starts_with(r#"{"game": "nim", "moves": ["#), "{out}");
    let first = nth_move(&out, 1);
    assert!(first.contains(r#""move": "2:0", "by": "first""#), "{first}");
    assert!(
        first.contains(r#""before": "win", "after": "loss", "best": "0:1""#),
        "{first}"
    );
    assert!(
        first.contains(r#""verdict": "blunder", "exact": true"#),
        "{first}"
    );
    // 상대(이제 이기는 쪽)가 님 합을 0으로 만들면 (4를 3으로) 가장 좋은 수다.
    let second = nth_move(&out, 2);
    assert!(second.contains(r#""by": "second""#), "{second}");
    assert!(second.contains(r#""verdict": "best""#), "{second}");
    let text = stdout(&gameai(&[
        "review", "nim", "--heaps", "3,4,5", "--moves", "2:0",
    ]));
    assert!(text.contains("blunder (proven)"), "{text}");
}

#[test]
fn wythoff_and_tic_tac_toe_reviews_name_the_better_move() {
    // (9, 6)에서 지는 칸 (7, 4)로 가면 이긴다; (4, 6)으로 가면 상대가 (3, 5)로 가서 이긴다.
    let o = gameai(&[
        "review", "wythoff", "--from", "9,6", "--moves", "4:6", "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let m = nth_move(&stdout(&o), 1);
    assert!(
        m.contains(r#""before": "win", "after": "loss", "best": "7:4""#),
        "{m}"
    );
    assert!(m.contains(r#""verdict": "blunder""#), "{m}");
    // 틱택토: 가운데 뒤에 변에 두면 비김을 잃는다 (모서리라야 비긴다).
    let o = gameai(&["review", "ttt", "--moves", "b2,b1", "--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let x = nth_move(&out, 1);
    assert!(x.contains(r#""before": "draw", "after": "draw""#), "{x}");
    assert!(x.contains(r#""verdict": "best""#), "{x}");
    let o_move = nth_move(&out, 2);
    assert!(
        o_move.contains(r#""before": "draw", "after": "loss""#),
        "{o_move}"
    );
    assert!(
        o_move.contains(r#""verdict": "blunder", "exact": true"#),
        "{o_move}"
    );
}

#[test]
fn bad_reviews_say_what_is_wrong_and_exit_2() {
    for (args, says) in [
        (&["review", "ttt", "--moves", "b2,b2"][..], "move 2"),
        (&["review", "ttt", "--moves", "b2,z9"][..], "move 2"),
        (
            &["review", "nim", "--heaps", "3,4", "--moves", "0:5"][..],
            "move 1",
        ),
        (
            &["review", "nim", "--heaps", "3,4", "--moves", "0-1"][..],
            "HEAP:SIZE",
        ),
        (
            &[
                "review",
                "nim",
                "--misere",
                "--subtract",
                "2",
                "--heaps",
                "3",
                "--moves",
                "0:1",
            ][..],
            "misère",
        ),
        (
            &["review", "wythoff", "--from", "9,6", "--moves", "10:6"][..],
            "move 1",
        ),
        (&["review", "wythoff", "--moves", "1:1"][..], "--from"),
        (&["review", "chess", "--moves", "e2e4,e2e4"][..], "move 2"),
        (
            &["review", "chess", "--moves", "e2e4", "--pgn", "x.pgn"][..],
            "choose one",
        ),
        (
            &["review", "chess", "--fen", "nonsense", "--moves", "e2e4"][..],
            "bad FEN",
        ),
        (&["review", "gomoku", "--moves", "h8,h8"][..], "move 2"),
        (
            &["review", "gomoku", "--moves", "h8", "--depth", "99"][..],
            "--depth",
        ),
        (&["review", "hex", "--moves", "a1,zz"][..], "move 2"),
        (
            &["review", "havannah", "--swap", "--moves", "a1"][..],
            "Hex rule",
        ),
        (&["review", "go", "--moves", "a1"][..], "unknown game"),
        (&["review", "--moves", "a1"][..], "name the game first"),
        (&["review", "ttt"][..], "--moves"),
    ] {
        let o = gameai(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn search_reviews_print_scores_and_win_rates() {
    let o = gameai(&[
        "review",
        "chess",
        "--moves",
        "e2e4,e7e5,d1h5,b8c6,f1c4,g8f6,h5f7",
        "--depth",
        "4",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(nth_move(&out, 1).contains(r#""before": {"cp": "#), "{out}");
    // 6. ... Nf6?? 뒤 Qxf7#: 흑의 수는 메이트를 허락한 큰 실수, 백의 마지막 수는 메이트 (정확한 끝).
    let black = nth_move(&out, 6);
    assert!(black.contains(r#""after": {"mate": -2}"#), "{black}");
    assert!(
        black.contains(r#""verdict": "blunder", "exact": false"#),
        "{black}"
    );
    let mate = nth_move(&out, 7);
    assert!(mate.contains(r#""after": "win""#), "{mate}");
    let o = gameai(&[
        "review",
        "hex",
        "--size",
        "5",
        "--moves",
        "c3,b2",
        "--iterations",
        "300",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let m = nth_move(&stdout(&o), 1);
    assert!(
        m.contains(r#""before": 0."#) && m.contains(r#""exact": false"#),
        "{m}"
    );
    let o = gameai(&[
        "review", "gomoku", "--moves", "h8,i9", "--depth", "2", "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
