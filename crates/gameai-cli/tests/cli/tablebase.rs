//! `gameai tablebase`: 만들기와 묻기의 JSON이 약속한 모양과 값이다 (값 자체는 라이브러리의 시험이
//! 독립된 기준과 견준다: `crates/gameai/tests/checks/tablebase.rs`).

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::cli::{gameai, stdout};

#[test]
fn the_cli_generates_and_probes_with_the_promised_json() {
    let o = gameai(&["tablebase", "KRK", "--json"]);
    assert!(o.status.success());
    let out = stdout(&o);
    for key in [
        "\"positions\": 50015",
        "\"wins\": 21959",
        "\"draws\": 2796",
        "\"losses\": 25260",
        "\"longest_mate_moves\": 16",
        "\"longest_fen\": \"8/8/8/8/8/2k5/1R6/K7 w - - 0 1\"",
    ] {
        assert!(out.contains(key), "{key} missing in {out}");
    }
    let o = gameai(&[
        "tablebase",
        "probe",
        "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1",
        "--json",
    ]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(
        out.contains("\"result\": \"win\", \"dtm_plies\": 19"),
        "{out}"
    );
    assert!(
        out.contains("\"uci\": \"b2b1\", \"result\": \"win\", \"dtm_plies\": 18"),
        "{out}"
    );
    let o = gameai(&[
        "tablebase",
        "probe",
        "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        "--json",
    ]);
    let out = stdout(&o);
    assert!(
        out.contains("\"result\": \"draw\"") && !out.contains("dtm_plies"),
        "{out}"
    );
}
