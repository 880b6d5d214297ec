//! 오목 위협 탐색의 벤치마크: 자체 대국 국면들 (`gomoku_selfplay_positions`)마다 뿌리의 위협 탐색
//! ([`SearchGame::root_threats`]: 둘 차례의 VCF·VCT, 없으면 상대의 것과 그것을 막는 수)을 한 번씩 하고,
//! 본 노드 수와 시간, 초당 노드, 국면 하나에 가장 오래 걸린 시간, 이김과 상대의 위협을 본 국면 수를 낸다.

use crate::search::SearchGame;
use crate::step::Instant;

use super::alphabeta::gomoku_selfplay_positions;
use super::measure::{Config, Figure, Line};

/// 뿌리의 위협 탐색의 빠르기 (줄 이름 `gomoku_threats`).
pub fn gomoku_threats(cfg: Config) -> Vec<Line> {
    let quick = cfg.min_time < Config::FULL.min_time;
    let seeds = if quick { 2 } else { 8 };
    let positions = gomoku_selfplay_positions(seeds, &[16, 24, 32]);
    let (mut nodes, mut secs, mut slowest, mut wins, mut foes) = (0u64, 0.0f64, 0.0f64, 0u64, 0u64);
    for g in &positions {
        let start = Instant::now();
        let seen = g.clone().root_threats(60_000);
        let t = start.elapsed().as_secs_f64();
        nodes += seen.nodes;
        secs += t;
        slowest = slowest.max(t);
        wins += u64::from(seen.win.is_some());
        foes += u64::from(seen.foe.is_some());
    }
    vec![Line {
        bench: "gomoku_threats".into(),
        figures: vec![
            ("positions", Figure::Int(positions.len() as u64)),
            ("wins", Figure::Int(wins)),
            ("foe_wins", Figure::Int(foes)),
            ("nodes", Figure::Int(nodes)),
            ("secs", Figure::Float(secs)),
            (
                "nodes_per_sec",
                Figure::Float(nodes as f64 / secs.max(1e-9)),
            ),
            ("slowest_secs", Figure::Float(slowest)),
        ],
    }]
}
