//! 알파-베타의 벤치마크: 오목의 전치표 효과(같은 국면을 다시 찾는 횟수), 자체 대국 국면, 체스의
//! perft와 전치표.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::games::chess::Board as ChessBoard;
use crate::games::gomoku::Gomoku;
use crate::search::{SearchConfig, SearchGame, SearchResult, Searcher, Terminal};
use crate::step::{Instant, Steppable};

use super::measure::{Config, Figure, Line};

/// 깊이 `depth`까지, 표를 켜거나 끄고 찾는 설정 (나머지는 기본값). 뿌리의 위협 탐색은 끈다: 이 줄들은
/// 알파-베타와 표를 재고 (초당 노드에 위협 탐색의 시간이 섞이지 않게, 노드 수가 전과 같게), 위협 탐색은
/// `gomoku_threats` 줄이 따로 잰다.
fn to_depth(depth: u32, use_tt: bool) -> SearchConfig {
    SearchConfig {
        max_depth: depth,
        use_tt,
        root_threats: false,
        ..SearchConfig::default()
    }
}

/// 같은 국면을 같은 깊이로 표를 켜고(첫째) 끄고(둘째) 끝까지 찾는다: (결과, 초) 둘.
fn with_and_without<G: SearchGame>(game: &G, depth: u32) -> [(SearchResult<G::Move>, f64); 2] {
    [true, false].map(|use_tt| {
        let start = Instant::now();
        let r = Searcher::new(game.clone(), to_depth(depth, use_tt)).run_to_end();
        (r, start.elapsed().as_secs_f64())
    })
}

/// 표 켬/끔 줄의 공통 수치: 깊이, 두 노드 수, 그 비율.
fn table_figures<M>(
    depth: u32,
    with: &SearchResult<M>,
    without: &SearchResult<M>,
) -> [(&'static str, Figure); 4] {
    [
        ("depth", Figure::Int(u64::from(depth))),
        ("nodes_with_tt", Figure::Int(with.nodes)),
        ("nodes_without_tt", Figure::Int(without.nodes)),
        (
            "ratio",
            Figure::Float(without.nodes as f64 / with.nodes.max(1) as f64),
        ),
    ]
}

/// 전치표를 재는 오목 국면들: (이름, 수순).
pub const GOMOKU_POSITIONS: [(&str, &[&str]); 3] = [
    ("opening", &["h8", "i9"]),
    ("middle", &["h8", "h9", "i8", "g8", "i9"]),
    ("tactical", &["h8", "i9", "i8", "g8", "j8", "k8", "h9"]),
];

/// 탐색이 들어간 국면의 열쇠를 세는 껍데기 게임. 탐색은 노드에 들어갈 때마다 [`SearchGame::terminal`]을
/// 꼭 한 번 부르므로, 거기서 열쇠를 적으면 "노드 수"와 "서로 다른 국면 수"를 함께 얻는다. 표 없는
/// 탐색은 같은 국면을 몇 번이고 다시 찾고, 표는 그 되풀이만 없앨 수 있다 — 표가 줄일 수 있는 몫을
/// 재는 데 쓴다. 나머지는 모두 안의 게임에 맡긴다.
#[derive(Clone)]
struct Visits<G> {
    game: G,
    /// 열쇠마다 들어간 횟수 (껍데기의 복제본들이 함께 쓴다).
    seen: Arc<Mutex<HashMap<u64, u32>>>,
}

impl<G> Visits<G> {
    fn new(game: G) -> Self {
        Visits {
            game,
            seen: Arc::default(),
        }
    }

    /// 서로 다른 국면 수.
    fn distinct(&self) -> u64 {
        self.seen.lock().map_or(0, |m| m.len() as u64)
    }

    /// 들어간 횟수의 합 (탐색의 노드 수와 같아야 한다).
    #[cfg(test)]
    fn total(&self) -> u64 {
        self.seen
            .lock()
            .map_or(0, |m| m.values().map(|&c| u64::from(c)).sum())
    }
}

impl<G: SearchGame> SearchGame for Visits<G> {
    type Move = G::Move;

    fn key(&self) -> u64 {
        self.game.key()
    }
    fn terminal(&self) -> Option<Terminal> {
        if let Ok(mut m) = self.seen.lock() {
            *m.entry(self.game.key()).or_default() += 1;
        }
        self.game.terminal()
    }
    fn moves(&self, out: &mut Vec<Self::Move>) {
        self.game.moves(out);
    }
    fn make(&mut self, mv: Self::Move) {
        self.game.make(mv);
    }
    fn key_after(&self, mv: Self::Move) -> u64 {
        self.game.key_after(mv)
    }
    fn unmake(&mut self, mv: Self::Move) {
        self.game.unmake(mv);
    }
    fn evaluate(&self) -> i32 {
        self.game.evaluate()
    }
    fn quiescence(&self) -> bool {
        self.game.quiescence()
    }
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) {
        self.game.noisy_moves(out);
    }
    fn may_stand_pat(&self) -> bool {
        self.game.may_stand_pat()
    }
    fn no_moves(&self) -> Terminal {
        self.game.no_moves()
    }
    fn is_quiet(&self, mv: Self::Move) -> bool {
        self.game.is_quiet(mv)
    }
}

/// 한 탐색의 노드 수와 그 가운데 서로 다른 국면 수 (반복 깊게 하기의 모든 깊이 합).
fn count_visits<G: SearchGame>(game: G, config: SearchConfig) -> (u64, u64) {
    let visits = Visits::new(game);
    let result = Searcher::new(visits.clone(), config).run_to_end();
    (result.nodes, visits.distinct())
}

/// 오목: 같은 깊이에서 전치표가 있을 때와 없을 때의 노드 수, 그리고 그 비. 두 탐색이 들어간 서로
/// 다른 국면 수도 함께 잰다 (`distinct_*`): 표 없는 탐색의 노드 ÷ 서로 다른 국면이 "한 국면을
/// 평균 몇 번 찾았나"이고, 표가 있는 탐색은 서로 다른 국면을 거의 같은 만큼 보되 되풀이는 더
/// 깊은 반복에서 더 깊이 다시 찾는 것뿐이다.
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
            let [(with, t1), (without, t2)] = with_and_without(&g, depth);
            // 서로 다른 국면은 따로 한 번 더 찾아 센다 (세는 일이 위의 시간을 흐리지 않게).
            let distinct = |use_tt| count_visits(g.clone(), to_depth(depth, use_tt)).1;
            let (distinct_with, distinct_without) = (distinct(true), distinct(false));
            lines.push(Line {
                bench: "gomoku_tt".into(),
                figures: [("position", Figure::Text(name.into()))]
                    .into_iter()
                    .chain(table_figures(depth, &with, &without))
                    .chain([
                        ("tt_hits", Figure::Int(with.tt.hits)),
                        ("distinct_with_tt", Figure::Int(distinct_with)),
                        ("distinct_without_tt", Figure::Int(distinct_without)),
                        (
                            "nodes_per_sec",
                            Figure::Float(with.nodes as f64 / t1.max(1e-9)),
                        ),
                        (
                            "same_value",
                            Figure::Text((with.value == without.value).to_string()),
                        ),
                        ("secs_without_tt", Figure::Float(t2)),
                    ])
                    .collect(),
            });
        }
    }
    lines
}

/// 자체 대국에서 뽑은 오목 국면들. 씨앗마다 가운데 5×5에 무작위로 돌 셋을 놓고, 깊이 2 탐색이
/// (열에 셋은 두 번째 후보를) 두어 가며 돌이 `stones`개가 될 때마다 그 국면을 모은다 (그 전에
/// 끝난 대국은 거기서 멈춘다). 손으로 고른 세 국면보다 넓게 표의 효과를 재려고 쓴다. 씨앗이 같으면
/// 어디서나 같은 국면이다 (ChaCha8).
pub fn gomoku_selfplay_positions(seeds: u64, stones: &[u16]) -> Vec<Gomoku> {
    let mut positions = Vec::new();
    let mut moves = Vec::new();
    for seed in 1..=seeds {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = Gomoku::standard();
        while g.stones() < 3 {
            let cell = g.cell(rng.random_range(5..10), rng.random_range(5..10));
            let _ = g.try_play(cell);
        }
        for &target in stones {
            while g.stones() < target && g.winner().is_none() {
                g.moves(&mut moves);
                let best = Searcher::new(g.clone(), to_depth(2, true))
                    .run_to_end()
                    .best;
                let pick = if moves.len() > 1 && rng.random_bool(0.3) {
                    Some(moves[1])
                } else {
                    best
                };
                let Some(mv) = pick else { break };
                if g.try_play(mv).is_err() {
                    break;
                }
            }
            if g.terminal().is_some() || g.stones() < target {
                break;
            }
            positions.push(g.clone());
        }
    }
    positions
}

/// 오목 자체 대국 국면들에서 같은 깊이의 표 켬/끔 노드 비: 국면 수, 기하 평균, 가장 작은 비와 큰 비,
/// 노드 합의 비.
pub fn gomoku_selfplay(cfg: Config) -> Vec<Line> {
    let quick = cfg.min_time < Config::FULL.min_time;
    let (seeds, depths): (u64, &[u32]) = if quick { (2, &[3]) } else { (8, &[4, 5]) };
    let positions = gomoku_selfplay_positions(seeds, &[8, 16]);
    let mut lines = Vec::new();
    for &depth in depths {
        let nodes = |g: &Gomoku, use_tt| {
            Searcher::new(g.clone(), to_depth(depth, use_tt))
                .run_to_end()
                .nodes
        };
        // 국면마다 (표 켬 노드, 표 끔 노드).
        let pairs: Vec<(u64, u64)> = positions
            .iter()
            .map(|g| (nodes(g, true), nodes(g, false)))
            .collect();
        let ratio = |&(with, without): &(u64, u64)| without as f64 / with.max(1) as f64;
        let n = pairs.len().max(1) as f64;
        let geomean = (pairs.iter().map(|p| ratio(p).ln()).sum::<f64>() / n).exp();
        let min = pairs.iter().map(ratio).fold(f64::INFINITY, f64::min);
        let max = pairs.iter().map(ratio).fold(0.0, f64::max);
        let with: u64 = pairs.iter().map(|p| p.0).sum();
        let without: u64 = pairs.iter().map(|p| p.1).sum();
        lines.push(Line {
            bench: "gomoku_tt_selfplay".into(),
            figures: vec![
                ("depth", Figure::Int(u64::from(depth))),
                ("positions", Figure::Int(pairs.len() as u64)),
                ("ratio_geomean", Figure::Float(geomean)),
                ("ratio_min", Figure::Float(min)),
                ("ratio_max", Figure::Float(max)),
                ("nodes_with_tt", Figure::Int(with)),
                ("nodes_without_tt", Figure::Int(without)),
                (
                    "ratio_of_totals",
                    Figure::Float(without as f64 / with.max(1) as f64),
                ),
            ],
        });
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
        let [(with, t1), (without, t2)] = with_and_without(&game, depth);
        lines.push(Line {
            bench: "chess_tt".into(),
            figures: [
                ("set", Figure::Text(set.into())),
                ("position", Figure::Text(name.into())),
            ]
            .into_iter()
            .chain(table_figures(depth, &with, &without))
            .chain([
                (
                    "nodes_per_sec",
                    Figure::Float(with.nodes as f64 / t1.max(1e-9)),
                ),
                ("secs_with_tt", Figure::Float(t1)),
                ("secs_without_tt", Figure::Float(t2)),
            ])
            .collect(),
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn middle() -> Gomoku {
        let mut g = Gomoku::standard();
        for m in GOMOKU_POSITIONS[1].1 {
            let mv = g.parse_move(m).expect("a bench move");
            g.play(mv);
        }
        g
    }

    #[test]
    fn visits_count_every_node_once() {
        // 껍데기가 센 횟수의 합이 탐색이 센 노드 수와 같아야 "서로 다른 국면" 수치를 믿을 수 있다.
        for use_tt in [false, true] {
            let visits = Visits::new(middle());
            let result = Searcher::new(visits.clone(), to_depth(3, use_tt)).run_to_end();
            assert_eq!(visits.total(), result.nodes, "use_tt {use_tt}");
            assert!(visits.distinct() <= result.nodes);
        }
    }

    #[test]
    fn selfplay_positions_are_fixed_and_unfinished() {
        let a = gomoku_selfplay_positions(3, &[8, 16]);
        let b = gomoku_selfplay_positions(3, &[8, 16]);
        assert_eq!(a, b, "same seeds, same positions");
        assert!(a.len() >= 3);
        for g in &a {
            assert!([8, 16].contains(&g.stones()), "{} stones", g.stones());
            assert_eq!(g.terminal(), None);
            assert_eq!(g.key(), g.key_from_scratch());
        }
    }

    #[test]
    fn without_the_table_positions_are_searched_again() {
        // 표 없는 탐색은 같은 국면을 되풀이해 찾고 (노드 > 서로 다른 국면), 표가 있는 탐색은 그
        // 되풀이를 줄인다.
        let (nodes_without, distinct_without) = count_visits(middle(), to_depth(4, false));
        let (nodes_with, distinct_with) = count_visits(middle(), to_depth(4, true));
        assert!(distinct_without < nodes_without);
        let repeats = |nodes: u64, distinct: u64| nodes - distinct;
        assert!(repeats(nodes_with, distinct_with) < repeats(nodes_without, distinct_without));
    }
}
