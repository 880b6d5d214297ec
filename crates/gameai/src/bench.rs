//! 측정 작업: `gameai bench`가 부르는, 이슈가 이름 붙인 벤치마크들.
//!
//! 속도는 테스트에서 단언하지 않고 여기서 잰다. 각 줄은 이름과 수치들로 된 구조체이며,
//! 표나 JSON으로 찍는 일은 호출자(CLI)가 한다. 시간은 [`crate::step::Instant`]로 잰다.

use core::time::Duration;

use crate::games::chess::Board as ChessBoard;
use crate::games::gomoku::Gomoku;
use crate::games::havannah::Havannah;
use crate::games::hex::Hex;
use crate::games::nim::{Nim, TakeRule};
use crate::games::tictactoe::TicTacToe;
use crate::games::wythoff::{self, Board};
use crate::mcts::{Config as MctsConfig, Game, Limit, Search, available_threads};
use crate::nim::{GrundyTable, analyse};
use crate::search::{SearchConfig, Searcher};
use crate::step::{Instant, Steppable};

/// 한 벤치마크 줄의 수치 하나.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// 정수 (개수).
    Int(u64),
    /// 실수 (초당 처리량, 비율 …).
    Float(f64),
    /// 글자 (보드 크기 등 설명).
    Text(String),
}

/// 벤치마크 결과 한 줄: `{"bench": name, …figures}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// 벤치마크 이름.
    pub bench: String,
    /// 이름 붙은 수치들 (출력 순서대로).
    pub figures: Vec<(&'static str, Figure)>,
}

/// 벤치마크 설정.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// 측정 하나에 쓸 최소 시간.
    pub min_time: Duration,
}

impl Config {
    /// 보통 측정 (측정 하나에 0.5초).
    pub const FULL: Config = Config {
        min_time: Duration::from_millis(500),
    };
    /// 빠른 확인용 (CI, 테스트).
    pub const QUICK: Config = Config {
        min_time: Duration::from_millis(20),
    };
}

/// `work`를 `min_time`이 지날 때까지 되풀이하고 (반복 횟수, 걸린 초)를 돌려준다.
/// `work`는 한 번에 처리한 단위 수를 돌려주며, 합계가 함께 돌아온다.
pub fn measure(min_time: Duration, mut work: impl FnMut() -> u64) -> (u64, f64) {
    let start = Instant::now();
    let mut units = 0u64;
    loop {
        units += work();
        let secs = start.elapsed().as_secs_f64();
        if secs >= min_time.as_secs_f64() {
            return (units, secs);
        }
    }
}

/// 님: 4-더미 국면 전부(각 0..16)의 분석 속도와, 뺄셈 게임 그런디 표 계산 속도.
pub fn nim(cfg: Config) -> Vec<Line> {
    let positions: Vec<Nim> = (0..16u32 * 16 * 16 * 16)
        .filter_map(|i| Nim::normal(vec![i & 15, (i >> 4) & 15, (i >> 8) & 15, i >> 12]).ok())
        .collect();
    let (n, secs) = measure(cfg.min_time, || {
        let mut wins = 0u64;
        for p in &positions {
            if analyse(p).is_ok_and(|a| a.winning) {
                wins += 1;
            }
        }
        core::hint::black_box(wins);
        positions.len() as u64
    });
    let mut lines = vec![Line {
        bench: "nim_analyse".into(),
        figures: vec![
            ("positions", Figure::Int(positions.len() as u64)),
            ("positions_per_sec", Figure::Float(n as f64 / secs)),
        ],
    }];

    let take = TakeRule::Set(vec![1, 3, 4]);
    const MAX: u32 = 100_000;
    let (n, secs) = measure(cfg.min_time, || {
        let t = GrundyTable::new(&take, MAX);
        core::hint::black_box(t.values().len());
        u64::from(MAX) + 1
    });
    lines.push(Line {
        bench: "nim_grundy_table".into(),
        figures: vec![
            ("rule", Figure::Text(take.to_string())),
            ("heap_sizes", Figure::Int(u64::from(MAX) + 1)),
            ("values_per_sec", Figure::Float(n as f64 / secs)),
        ],
    });
    lines
}

/// 와이토프: 빠른 풀이기(줄 기억, O(W·H))와 교과서식 훑기(O(W·H·max(W,H)))의 초당 칸 수를
/// 같은 판에서 나란히. 훑기는 큰 판에서 너무 느려 1024까지만 잰다.
pub fn wythoff(cfg: Config) -> Vec<Line> {
    const SCAN_MAX: u32 = 1024;
    let sides: &[u32] = if cfg.min_time < Config::FULL.min_time {
        &[64, 256]
    } else {
        &[256, 1024, 4096]
    };
    let mut lines = Vec::new();
    for &n in sides {
        let Ok(board) = Board::new(n, n) else {
            continue;
        };
        let cells = board.cells() as u64;
        let (solved, secs) = measure(cfg.min_time, || {
            core::hint::black_box(wythoff::solve(board));
            cells
        });
        let fast = solved as f64 / secs;
        let mut figures = vec![
            ("board", Figure::Text(format!("{n}x{n}"))),
            ("fast_cells_per_sec", Figure::Float(fast)),
        ];
        if n <= SCAN_MAX {
            let mut scanned_moves = 0;
            let (solved, secs) = measure(cfg.min_time, || {
                let (t, scanned) = wythoff::solve_by_scanning(board);
                core::hint::black_box(t);
                scanned_moves = scanned;
                cells
            });
            let scan = solved as f64 / secs;
            figures.push(("scan_cells_per_sec", Figure::Float(scan)));
            figures.push(("speedup", Figure::Float(fast / scan)));
            figures.push(("scan_moves_examined", Figure::Int(scanned_moves)));
        }
        figures.push(("fast_line_lookups", Figure::Int(3 * cells)));
        lines.push(Line {
            bench: "wythoff_solve".into(),
            figures,
        });
    }
    lines
}

/// 빈 판에서 MCTS 반복의 초당 횟수 (스레드 하나, 그리고 모든 스레드).
fn mcts_rate<G: Game>(name: &str, state: G, cfg: Config, threads: usize) -> Line {
    let millis = cfg.min_time.as_millis().max(1) as u64 * 2;
    let config = MctsConfig::default();
    let mut search = Search::new(state, config, 1, Limit::Millis(millis), threads);
    let start = Instant::now();
    let decision = search.run_to_end();
    let secs = start.elapsed().as_secs_f64();
    Line {
        bench: name.into(),
        figures: vec![
            ("threads", Figure::Int(threads as u64)),
            ("iterations", Figure::Int(decision.iterations)),
            (
                "iterations_per_sec",
                Figure::Float(decision.iterations as f64 / secs),
            ),
        ],
    }
}

/// MCTS: 헥스 11×11, 하바나 한 변 10, 틱택토 (기본 옵션: 결정적 수 켬, RAVE 끔).
pub fn mcts(cfg: Config) -> Vec<Line> {
    let all = available_threads();
    let mut lines = Vec::new();
    if let Ok(hex) = Hex::new(11, false) {
        lines.push(mcts_rate("mcts_hex_11x11", hex.clone(), cfg, 1));
        if all > 1 {
            lines.push(mcts_rate("mcts_hex_11x11", hex, cfg, all));
        }
    }
    if let Ok(h) = Havannah::new(10) {
        lines.push(mcts_rate("mcts_havannah_base10", h.clone(), cfg, 1));
        if all > 1 {
            lines.push(mcts_rate("mcts_havannah_base10", h, cfg, all));
        }
    }
    lines.push(mcts_rate("mcts_tictactoe", TicTacToe::new(), cfg, 1));
    lines
}

/// 전치표를 재는 오목 국면들: (이름, 수순).
pub const GOMOKU_POSITIONS: [(&str, &[&str]); 3] = [
    ("opening", &["h8", "i9"]),
    ("middle", &["h8", "h9", "i8", "g8", "i9"]),
    ("tactical", &["h8", "i9", "i8", "g8", "j8", "k8", "h9"]),
];

/// 오목: 같은 깊이에서 전치표가 있을 때와 없을 때의 노드 수, 그리고 그 비.
pub fn gomoku(cfg: Config) -> Vec<Line> {
    let depths: &[u32] = if cfg.min_time < Config::FULL.min_time {
        &[3]
    } else {
        &[4, 5]
    };
    let mut lines = Vec::new();
    for &(name, moves) in &GOMOKU_POSITIONS {
        let mut g = Gomoku::standard();
        for m in moves {
            if let Ok(mv) = g.parse_move(m) {
                let _ = g.try_play(mv);
            }
        }
        for &depth in depths {
            let run = |use_tt| {
                let config = SearchConfig {
                    max_depth: depth,
                    use_tt,
                    ..SearchConfig::default()
                };
                let start = Instant::now();
                let r = Searcher::new(g.clone(), config).run_to_end();
                (r, start.elapsed().as_secs_f64())
            };
            let ((with, t1), (without, t2)) = (run(true), run(false));
            lines.push(Line {
                bench: "gomoku_tt".into(),
                figures: vec![
                    ("position", Figure::Text(name.into())),
                    ("depth", Figure::Int(u64::from(depth))),
                    ("nodes_with_tt", Figure::Int(with.nodes)),
                    ("nodes_without_tt", Figure::Int(without.nodes)),
                    (
                        "ratio",
                        Figure::Float(without.nodes as f64 / with.nodes.max(1) as f64),
                    ),
                    ("tt_hits", Figure::Int(with.tt.hits)),
                    (
                        "nodes_per_sec",
                        Figure::Float(with.nodes as f64 / t1.max(1e-9)),
                    ),
                    (
                        "same_value",
                        Figure::Text((with.value == without.value).to_string()),
                    ),
                    ("secs_without_tt", Figure::Float(t2)),
                ],
            });
        }
    }
    lines
}

/// perft를 재는 체스 국면들: (이름, FEN, 보통 깊이, 빠른 확인 깊이).
pub const PERFT_POSITIONS: [(&str, &str, u32, u32); 3] = [
    ("start", crate::games::chess::STARTPOS, 6, 4),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        3,
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        7,
        4,
    ),
];

/// perft 한 번: (수순 수, 초).
pub fn time_perft(perft: impl Fn() -> u64) -> (u64, f64) {
    let start = Instant::now();
    let nodes = perft();
    (nodes, start.elapsed().as_secs_f64())
}

/// 체스 perft의 초당 노드 (마지막 깊이는 수를 두지 않고 센다).
pub fn chess_perft(cfg: Config) -> Vec<Line> {
    let quick = cfg.min_time < Config::FULL.min_time;
    PERFT_POSITIONS
        .iter()
        .filter_map(|&(name, fen, depth, quick_depth)| {
            let board = ChessBoard::from_fen(fen).ok()?;
            let depth = if quick { quick_depth } else { depth };
            let (nodes, secs) = time_perft(|| board.perft(depth));
            Some(Line {
                bench: "chess_perft".into(),
                figures: vec![
                    ("position", Figure::Text(name.into())),
                    ("depth", Figure::Int(u64::from(depth))),
                    ("nodes", Figure::Int(nodes)),
                    (
                        "nodes_per_sec",
                        Figure::Float(nodes as f64 / secs.max(1e-9)),
                    ),
                ],
            })
        })
        .collect()
}

/// 전치표를 재는 체스 국면들: (묶음, 이름, FEN).
pub const CHESS_TT_POSITIONS: [(&str, &str, &str); 6] = [
    (
        "middlegame",
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (
        "middlegame",
        "italian",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 1",
    ),
    (
        "middlegame",
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ),
    (
        "endgame",
        "fine 70",
        "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
    ),
    (
        "endgame",
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ),
    (
        "endgame",
        "rook and pawns",
        "8/5pk1/6p1/8/4P3/5PK1/r7/3R4 w - - 0 1",
    ),
];

/// 체스: 같은 깊이에서 표를 켜고 끈 노드 수 (중반 깊이 7, 끝내기 깊이 8; 빠른 확인은 3과 5).
pub fn chess_tt(cfg: Config) -> Vec<Line> {
    let quick = cfg.min_time < Config::FULL.min_time;
    let mut lines = Vec::new();
    for (set, name, fen) in CHESS_TT_POSITIONS {
        let Ok(game) = crate::games::chess::Chess::from_fen(fen) else {
            continue;
        };
        let depth = match (set, quick) {
            ("middlegame", false) => 7,
            ("middlegame", true) => 3,
            (_, false) => 8,
            (_, true) => 5,
        };
        let run = |use_tt| {
            let config = SearchConfig {
                max_depth: depth,
                use_tt,
                ..SearchConfig::default()
            };
            let start = Instant::now();
            let r = Searcher::new(game.clone(), config).run_to_end();
            (r, start.elapsed().as_secs_f64())
        };
        let ((with, t1), (without, t2)) = (run(true), run(false));
        lines.push(Line {
            bench: "chess_tt".into(),
            figures: vec![
                ("set", Figure::Text(set.into())),
                ("position", Figure::Text(name.into())),
                ("depth", Figure::Int(u64::from(depth))),
                ("nodes_with_tt", Figure::Int(with.nodes)),
                ("nodes_without_tt", Figure::Int(without.nodes)),
                (
                    "ratio",
                    Figure::Float(without.nodes as f64 / with.nodes.max(1) as f64),
                ),
                (
                    "nodes_per_sec",
                    Figure::Float(with.nodes as f64 / t1.max(1e-9)),
                ),
                ("secs_with_tt", Figure::Float(t1)),
                ("secs_without_tt", Figure::Float(t2)),
            ],
        });
    }
    lines
}

/// 모든 벤치마크.
pub fn all(cfg: Config) -> Vec<Line> {
    let mut lines = nim(cfg);
    lines.extend(wythoff(cfg));
    lines.extend(mcts(cfg));
    lines.extend(gomoku(cfg));
    lines.extend(chess_perft(cfg));
    lines.extend(chess_tt(cfg));
    lines
}
