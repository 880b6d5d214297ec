//! 명령줄이 기록(SGF, PGN)을 수 대신 받는다: 라이브러리의 시험 기록(`crates/gameai/tests/records/`)을
//! 그대로 읽는다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

/// 명령줄의 `--sgf`와 `--pgn`: 기록의 국면에서 찾는다.
#[test]
fn the_cli_reads_records_where_it_takes_moves() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_gameai"))
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../gameai"))
            .output()
            .unwrap()
    };
    let o = run(&[
        "mcts",
        "hex",
        "--sgf",
        "tests/records/hexgui.sgf",
        "--iterations",
        "300",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run(&[
        "mcts",
        "havannah",
        "--sgf",
        "tests/records/havannah.sgf",
        "--iterations",
        "300",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run(&[
        "search",
        "gomoku",
        "--sgf",
        "tests/records/gomoku.sgf",
        "--depth",
        "2",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run(&[
        "search",
        "chess",
        "--pgn",
        "tests/records/black-to-move.pgn",
        "--depth",
        "2",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for (args, says) in [
        (
            &[
                "search",
                "chess",
                "--pgn",
                "tests/records/opera.pgn",
                "--depth",
                "2",
            ][..],
            "checkmate, White wins",
        ),
        (&["mcts", "hex", "--sgf", "tests/records/go.sgf"], "GM[1]"),
        (
            &["mcts", "hex", "--sgf", "tests/records/missing.sgf"],
            "cannot read SGF file",
        ),
        (
            &[
                "mcts",
                "hex",
                "--sgf",
                "tests/records/hexgui.sgf",
                "--moves",
                "a1",
            ],
            "choose one of --moves and --sgf",
        ),
        (
            &[
                "mcts",
                "hex",
                "--sgf",
                "tests/records/hexgui.sgf",
                "--size",
                "9",
            ],
            "--size and --swap do not apply with --sgf",
        ),
        (
            &["mcts", "ttt", "--sgf", "tests/records/hexgui.sgf"],
            "--sgf is for hex and havannah",
        ),
        (
            &[
                "search",
                "chess",
                "--sgf",
                "tests/records/gomoku.sgf",
                "--depth",
                "2",
            ],
            "chess records are PGN",
        ),
        (
            &[
                "search",
                "gomoku",
                "--pgn",
                "tests/records/opera.pgn",
                "--depth",
                "2",
            ],
            "gomoku records are SGF",
        ),
        (
            &[
                "search",
                "chess",
                "--pgn",
                "tests/records/opera.pgn",
                "--fen",
                "startpos",
                "--depth",
                "2",
            ],
            "choose one",
        ),
        (
            &[
                "search",
                "gomoku",
                "--sgf",
                "tests/records/hexgui.sgf",
                "--depth",
                "2",
            ],
            "GM[11]",
        ),
    ] {
        let o = run(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
