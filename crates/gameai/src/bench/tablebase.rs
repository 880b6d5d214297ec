//! 끝내기 표의 벤치마크: 표마다 만드는 시간(한 스레드), 국면 수, 가장 긴 메이트, 메모리; 그리고 같은
//! KRK의 가장 긴 메이트(16수)를 앞으로의 탐색(반복 심화 알파-베타와 전치표)이 주어진 시간에 증명하는가.

use core::time::Duration;

use crate::games::chess::Chess;
use crate::search::{SearchConfig, Searcher, WIN, WIN_BOUND};
use crate::step::{Instant, Steppable};
use crate::tablebase::{Material, generate};

use super::measure::{Config, Figure, Line};

/// KRK의 가장 긴 메이트 (16수, 31반수): 표가 0.05초에 찾는 것.
pub const KRK_LONGEST: &str = "8/8/8/8/8/2k5/1R6/K7 w - - 0 1";

/// 표를 하나씩 만든다 (빠른 설정은 3기물, 보통 설정은 4기물 둘을 더한다).
pub fn tablebase(cfg: Config) -> Vec<Line> {
    let quick = cfg.min_time < Config::FULL.min_time;
    let names: &[&str] = if quick {
        &["KQK", "KRK", "KPK"]
    } else {
        &["KQK", "KRK", "KPK", "KBNK", "KQKR"]
    };
    let mut lines = Vec::new();
    for name in names {
        let Ok(m) = Material::parse(name) else {
            continue;
        };
        let started = Instant::now();
        let out = generate(&m);
        let secs = started.elapsed().as_secs_f64();
        let Some(r) = out.reports.iter().find(|r| r.material == m) else {
            continue;
        };
        lines.push(Line {
            bench: "tablebase".into(),
            figures: vec![
                ("endgame", Figure::Text(m.to_string())),
                ("tables", Figure::Int(out.reports.len() as u64)),
                ("positions", Figure::Int(r.positions)),
                ("seconds", Figure::Float(secs)),
                (
                    "positions_per_sec",
                    Figure::Float(r.positions as f64 / r.time.as_secs_f64().max(1e-9)),
                ),
                (
                    "longest_mate_moves",
                    Figure::Int(u64::from(r.longest_mate_moves())),
                ),
                ("peak_bytes", Figure::Int(out.peak_bytes as u64)),
            ],
        });
    }
    lines.push(forward_search(if quick {
        Duration::from_millis(300)
    } else {
        Duration::from_secs(20)
    }));
    lines
}

/// 앞으로의 탐색이 `limit` 안에 KRK의 16수 메이트를 증명하는가 (끝낸 깊이, 노드, 찾은 값).
fn forward_search(limit: Duration) -> Line {
    let Ok(game) = Chess::from_fen(KRK_LONGEST) else {
        return Line {
            bench: "krk_forward_search".into(),
            figures: Vec::new(),
        };
    };
    let config = SearchConfig {
        max_depth: 64,
        max_millis: Some(limit.as_millis() as u64),
        ..SearchConfig::default()
    };
    let started = Instant::now();
    let mut s = Searcher::new(game, config);
    let out = s.run_to_end();
    let proved = out.value >= WIN_BOUND;
    Line {
        bench: "krk_forward_search".into(),
        figures: vec![
            ("limit_seconds", Figure::Float(limit.as_secs_f64())),
            ("seconds", Figure::Float(started.elapsed().as_secs_f64())),
            ("depth", Figure::Int(u64::from(out.depth))),
            ("nodes", Figure::Int(out.nodes)),
            ("mate_proved", Figure::Text(proved.to_string())),
            // 찾은 메이트의 수 (가장 짧은 것인지는 표가 안다: 16수).
            (
                "mate_moves",
                Figure::Int(if proved {
                    u64::from((WIN - out.value).unsigned_abs().div_ceil(2))
                } else {
                    0
                }),
            ),
        ],
    }
}
