//! Lazy SMP의 벤치마크: 체스 국면마다 같은 깊이까지의 시간 (time to depth)을 스레드 하나(제 표)와
//! 스레드 여럿(함께 쓰는 표와 도우미)으로 잰다. 스레드 수는 이 기계의 코어 수까지 (2, 4, …).
//! 도우미는 시작과 멈춤이 비결정적이라 같은 국면도 잴 때마다 조금씩 다르다 (세 번 재어 가운데 값).

use std::sync::Arc;

use crate::games::chess::Chess;
use crate::search::{Helpers, SearchConfig, Searcher, SharedTable};
use crate::step::{Instant, Steppable};
use crate::tt::KeyMode;

use super::alphabeta::CHESS_TT_POSITIONS;
use super::measure::{Config, Figure, Line};

/// 표의 크기 (2^20칸 = 64 MiB; 앱의 체스 표와 같다).
const TT_BITS: u32 = 20;

/// 스레드 `threads`개로 깊이 `depth`까지: (초, 모든 스레드의 노드, 정말 돈 스레드 수 — 스레드를 띄우지
/// 못한 도우미는 빠진다).
fn time_to_depth(game: &Chess, depth: u32, threads: usize) -> (f64, u64, usize) {
    let config = SearchConfig {
        max_depth: depth,
        use_tt: true,
        tt_bits: TT_BITS,
        ..SearchConfig::default()
    };
    let start = Instant::now();
    if threads <= 1 {
        let r = Searcher::new(game.clone(), config).run_to_end();
        return (start.elapsed().as_secs_f64(), r.nodes, 1);
    }
    let table = Arc::new(SharedTable::new(TT_BITS, KeyMode::Full64));
    let mut main = Searcher::new(game.clone(), config).with_shared_table(Arc::clone(&table));
    let helpers = Helpers::start(&main, &table, threads - 1);
    let ran = 1 + helpers.len();
    let r = main.run_to_end();
    let secs = start.elapsed().as_secs_f64();
    (secs, r.nodes + helpers.stop(), ran)
}

/// 국면마다, 스레드 수마다 한 줄: 깊이까지의 시간 (세 번의 가운데), 노드, 스레드 하나에 견준 빠르기.
pub fn chess_smp(cfg: Config) -> Vec<Line> {
    let quick = cfg.min_time < Config::FULL.min_time;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let counts: Vec<usize> = [1, 2, 4, 8]
        .into_iter()
        .filter(|&t| t <= cores.max(2))
        .collect();
    let mut lines = Vec::new();
    for (set, name, fen) in CHESS_TT_POSITIONS {
        let Ok(game) = Chess::from_fen(fen) else {
            continue;
        };
        let depth = match (set, quick) {
            ("middlegame", false) => 12,
            (_, false) => 18,
            (_, true) => 4,
        };
        let mut one = 0.0;
        for &threads in &counts {
            let mut runs: Vec<(f64, u64, usize)> = (0..3)
                .map(|_| time_to_depth(&game, depth, threads))
                .collect();
            runs.sort_by(|a, b| a.0.total_cmp(&b.0));
            let (secs, nodes, ran) = runs[1];
            if threads == 1 {
                one = secs;
            }
            lines.push(Line {
                bench: "chess_smp".into(),
                figures: vec![
                    ("position", Figure::Text(name.into())),
                    ("depth", Figure::Int(u64::from(depth))),
                    ("threads", Figure::Int(ran as u64)),
                    ("secs", Figure::Float(secs)),
                    ("nodes", Figure::Int(nodes)),
                    ("speedup", Figure::Float(one / secs.max(1e-9))),
                ],
            });
        }
    }
    lines
}
