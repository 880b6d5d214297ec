//! 님과 와이토프 풀이기의 벤치마크.

use crate::games::nim::{Nim, TakeRule};
use crate::games::wythoff::{self, Board};
use crate::nim::{GrundyTable, analyse};

use super::measure::{Config, Figure, Line, measure};

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
