//! 와이토프의 게임 ("여왕을 구석으로"): W×H 판 위의 여왕을 번갈아 왼쪽, 아래, 또는 왼쪽 아래
//! 대각선으로 한 칸 이상 옮긴다. 여왕을 구석 (0,0)에 넣는 사람이 이긴다.
//!
//! 지는 칸(P-국면)은 (⌊nφ⌋, ⌊nφ²⌋)와 그 대칭이다 (W. A. Wythoff, "A modification of the game
//! of Nim", Nieuw Archief voor Wiskunde 7, 1907). 규칙은 `rules.rs`, 두 풀이기와 AI와 그런디 값은 `solve.rs`.
//!
//! - [`solve`] — O(W·H): 줄(행·열·대각선)마다 "이미 지는 칸이 있는가"와 그 거리들을 기억해, 칸마다
//!   상수 시간에 정한다.
//! - [`solve_by_scanning`] — 교과서 방식, O(W·H·max(W,H)): 칸마다 모든 수를 훑는다. 빠른 풀이기를
//!   시험하고 벤치마크할 기준이다.

mod rules;
mod solve;

pub use rules::{Board, Cell, MAX_SIDE, WythoffError};
pub use solve::{
    FastSolver, SolveSnapshot, Table, ai_move, grundy, grundy_steps, solve, solve_by_scanning,
    wythoff_pair,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_board_losing_cells() {
        let t = solve(Board::new(8, 8).unwrap());
        let mut lose = t.losing_cells();
        lose.sort();
        // (0,0), (1,2), (3,5), (4,7)과 그 대칭.
        let mut want: Vec<Cell> = [(0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (4, 7), (7, 4)]
            .iter()
            .map(|&(x, y)| Cell::new(x, y))
            .collect();
        want.sort();
        assert_eq!(lose, want);
    }

    #[test]
    fn moves_are_checked() {
        let b = Board::new(5, 4).unwrap();
        assert_eq!(b.check_move(Cell::new(3, 3), Cell::new(1, 1)), Ok(()));
        assert_eq!(b.check_move(Cell::new(3, 3), Cell::new(3, 0)), Ok(()));
        assert!(matches!(
            b.check_move(Cell::new(3, 3), Cell::new(2, 0)),
            Err(WythoffError::NotQueenMove { .. })
        ));
        assert!(matches!(
            b.check_move(Cell::new(1, 1), Cell::new(2, 1)),
            Err(WythoffError::NotQueenMove { .. })
        ));
        assert_eq!(
            b.check_move(Cell::new(2, 2), Cell::new(2, 2)),
            Err(WythoffError::NoMove)
        );
        assert_eq!(
            b.check_move(Cell::CORNER, Cell::CORNER),
            Err(WythoffError::GameOver)
        );
        assert!(matches!(
            b.check_move(Cell::new(9, 1), Cell::new(0, 1)),
            Err(WythoffError::OffBoard { .. })
        ));
        assert!(Board::new(0, 3).is_err());
    }

    #[test]
    fn diagonal_order_visits_every_cell_once() {
        let b = Board::new(7, 3).unwrap();
        let mut seen: Vec<Cell> = b.diagonal_order().collect();
        assert_eq!(seen.len(), 21);
        assert!(seen.windows(2).all(|w| w[0].x + w[0].y <= w[1].x + w[1].y));
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 21);
    }

    #[test]
    fn pairs_from_integer_arithmetic() {
        assert_eq!(
            (0..6).map(wythoff_pair).collect::<Vec<_>>(),
            vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
        );
    }
}
