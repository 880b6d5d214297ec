//! 측정 작업: `gameai bench`가 부르는, 이름 붙인 벤치마크들 (줄 이름은 docs/measurements.md와 같다).
//!
//! 속도는 테스트에서 단언하지 않고 여기서 잰다. 각 줄은 이름과 수치들로 된 구조체이며,
//! 표나 JSON으로 찍는 일은 호출자(CLI)가 한다. 시간은 [`crate::step::Instant`]로 잰다.

mod alphabeta;
mod mcts;
mod measure;
mod solvers;
mod tablebase;

pub use alphabeta::{
    CHESS_TT_POSITIONS, GOMOKU_POSITIONS, PERFT_POSITIONS, chess_perft, chess_tt, gomoku,
    gomoku_selfplay, gomoku_selfplay_positions, time_perft,
};
pub use mcts::{mcts, mcts_boards};
pub use measure::{Config, Figure, Line, measure};
pub use solvers::{nim, wythoff};
pub use tablebase::{KRK_LONGEST, tablebase};

/// 모든 벤치마크.
pub fn all(cfg: Config) -> Vec<Line> {
    let mut lines = nim(cfg);
    lines.extend(wythoff(cfg));
    lines.extend(mcts(cfg));
    lines.extend(gomoku(cfg));
    lines.extend(gomoku_selfplay(cfg));
    lines.extend(chess_perft(cfg));
    lines.extend(chess_tt(cfg));
    lines.extend(tablebase(cfg));
    lines
}
