//! MCTS의 반복 속도 (게임마다, 스레드마다).

use crate::games::havannah::Havannah;
use crate::games::hex::Hex;
use crate::games::tictactoe::TicTacToe;
use crate::mcts::{Config as MctsConfig, Limit, Rollout, Search, available_threads};
use crate::step::{Instant, Steppable};

use super::measure::{Config, Figure, Line};

/// 빈 판에서 MCTS 반복의 초당 횟수 (스레드 하나, 그리고 모든 스레드).
fn mcts_rate<G: Rollout>(
    name: &str,
    state: G,
    config: MctsConfig,
    cfg: Config,
    threads: usize,
) -> Line {
    mcts_rate_within(name, state, config, cfg, threads, None)
}

/// [`mcts_rate`]를 트리 메모리 상한 `memory`(바이트) 안에서: 찬 트리를 재활용하는 값 (`recycled`는 정리한
/// 횟수).
fn mcts_rate_within<G: Rollout>(
    name: &str,
    state: G,
    config: MctsConfig,
    cfg: Config,
    threads: usize,
    memory: Option<usize>,
) -> Line {
    let millis = cfg.min_time.as_millis().max(1) as u64 * 2;
    let mut search = Search::new(state, config, 1, Limit::Millis(millis), threads);
    if let Some(bytes) = memory {
        search = search.with_memory(bytes);
    }
    let start = Instant::now();
    let decision = search.run_to_end();
    let secs = start.elapsed().as_secs_f64();
    let iterations = decision.iterations.max(1) as f64;
    Line {
        bench: name.into(),
        figures: vec![
            ("threads", Figure::Int(threads as u64)),
            ("iterations", Figure::Int(decision.iterations)),
            (
                "iterations_per_sec",
                Figure::Float(decision.iterations as f64 / secs),
            ),
            // 트리의 메모리: 반복 하나에 노드 몇 개, 몇 바이트 (노드 배열의 용량까지; docs/measurements.md).
            (
                "nodes_per_iteration",
                Figure::Float(search.node_count() as f64 / iterations),
            ),
            (
                "bytes_per_iteration",
                Figure::Float(search.memory_bytes() as f64 / iterations),
            ),
            ("recycled", Figure::Int(search.recycled())),
        ],
    }
}

/// MCTS: 헥스 11×11, 하바나 한 변 10, 틱택토 (결정적 수 켬, RAVE 끔, 무작위 그대로의 시뮬레이션), 그리고
/// 헥스와 하바나를 RAVE를 켜고, 헥스를 다리 지키기(대국의 기본값)를 켜고 스레드 하나로 (반복 하나에 얼마나
/// 더 드는지), 헥스와 하바나를 자식을 한꺼번에 만드는 비교용 설정으로 (반복 하나의 메모리), 헥스를 작은
/// 메모리 상한 안에서 (재활용의 값).
pub fn mcts(cfg: Config) -> Vec<Line> {
    let mut lines = mcts_boards(cfg);
    let plain = MctsConfig {
        bridges: false,
        ..MctsConfig::plain()
    };
    lines.push(mcts_rate("mcts_tictactoe", TicTacToe::new(), plain, cfg, 1));
    // 비교: 자식을 한꺼번에 만드는 흔한 구현 (반복 하나에 노드와 바이트가 몇 배인지).
    let all = MctsConfig {
        expand_all: true,
        ..plain
    };
    if let Ok(hex) = Hex::new(11, false) {
        lines.push(mcts_rate("mcts_hex_11x11_expand_all", hex, all, cfg, 1));
    }
    if let Ok(h) = Havannah::new(10) {
        lines.push(mcts_rate("mcts_havannah_base10_expand_all", h, all, cfg, 1));
    }
    // 상한 1 MiB (노드 3만여 개): 찬 트리가 방문이 적은 노드를 비우며 자라는 동안의 반복 속도.
    if let Ok(hex) = Hex::new(11, false) {
        let name = "mcts_hex_11x11_recycle_1mib";
        lines.push(mcts_rate_within(name, hex, plain, cfg, 1, Some(1 << 20)));
    }
    lines
}

/// [`mcts`]의 헥스와 하바나 줄만 (웹 페이지의 벤치: 틱택토 탐색을 웹 빌드에 싣지 않는다).
pub fn mcts_boards(cfg: Config) -> Vec<Line> {
    let all = available_threads();
    let plain = MctsConfig {
        bridges: false,
        ..MctsConfig::plain()
    };
    let rave = MctsConfig {
        rave: true,
        ..plain
    };
    let bridges = MctsConfig {
        bridges: true,
        ..plain
    };
    let mut lines = Vec::new();
    if let Ok(hex) = Hex::new(11, false) {
        lines.push(mcts_rate("mcts_hex_11x11", hex.clone(), plain, cfg, 1));
        if all > 1 {
            lines.push(mcts_rate("mcts_hex_11x11", hex.clone(), plain, cfg, all));
        }
        lines.push(mcts_rate("mcts_hex_11x11_rave", hex.clone(), rave, cfg, 1));
        lines.push(mcts_rate("mcts_hex_11x11_bridges", hex, bridges, cfg, 1));
    }
    if let Ok(h) = Havannah::new(10) {
        lines.push(mcts_rate("mcts_havannah_base10", h.clone(), plain, cfg, 1));
        if all > 1 {
            lines.push(mcts_rate(
                "mcts_havannah_base10",
                h.clone(),
                plain,
                cfg,
                all,
            ));
        }
        lines.push(mcts_rate("mcts_havannah_base10_rave", h, rave, cfg, 1));
    }
    lines
}
