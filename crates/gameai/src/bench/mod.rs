//! 측정 작업: `gameai bench`가 부르는, 이름 붙인 벤치마크들 (줄 이름은 docs/measurements.md와 같다).
//!
//! 속도는 테스트에서 단언하지 않고 여기서 잰다. 각 줄은 이름과 수치들로 된 구조체이며,
//! 표나 JSON으로 찍는 일은 호출자(CLI)가 한다. 시간은 [`crate::step::Instant`]로 잰다.

mod alphabeta;
mod mcts;
mod measure;
mod smp;
mod solvers;
mod tablebase;
mod threats;

pub use alphabeta::{
    CHESS_TT_POSITIONS, GOMOKU_POSITIONS, PERFT_POSITIONS, chess_perft, chess_tt, gomoku,
    gomoku_selfplay, gomoku_selfplay_positions, time_perft,
};
pub use mcts::{mcts, mcts_boards};
pub use measure::{Config, Figure, Line, measure};
pub use smp::chess_smp;
pub use solvers::{nim, wythoff};
pub use tablebase::{KRK_LONGEST, tablebase};
pub use threats::gomoku_threats;

/// 이름 붙인 벤치마크들, 차례대로 (`gameai bench --only NAME`은 하나만 돈다).
pub const NAMED: &[(&str, fn(Config) -> Vec<Line>)] = &[
    ("nim", nim),
    ("wythoff", wythoff),
    ("mcts", mcts),
    ("gomoku", gomoku),
    ("gomoku_selfplay", gomoku_selfplay),
    ("gomoku_threats", gomoku_threats),
    ("chess_perft", chess_perft),
    ("chess_tt", chess_tt),
    ("chess_smp", chess_smp),
    ("tablebase", tablebase),
];

/// 모든 벤치마크.
pub fn all(cfg: Config) -> Vec<Line> {
    NAMED.iter().flat_map(|(_, run)| run(cfg)).collect()
}
