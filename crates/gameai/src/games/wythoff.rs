//! 와이토프의 게임 ("여왕을 구석으로"): W×H 판 위의 여왕을 번갈아 왼쪽, 아래, 또는 왼쪽 아래
//! 대각선으로 한 칸 이상 옮긴다. 여왕을 구석 (0,0)에 넣는 사람이 이긴다.
//!
//! 지는 칸(P-국면)은 (⌊nφ⌋, ⌊nφ²⌋)와 그 대칭이다 (W. A. Wythoff, "A modification of the game
//! of Nim", Nieuw Archief voor Wiskunde 7, 1907). 이 파일은 규칙, 두 풀이기, AI, 그런디 값을 담는다.
//!
//! - [`solve`] — O(W·H): 줄(행·열·대각선)마다 "이미 지는 칸이 있는가"와 그 거리들을 기억해, 칸마다
//!   상수 시간에 정한다.
//! - [`solve_by_scanning`] — 교과서 방식, O(W·H·max(W,H)): 칸마다 모든 수를 훑는다. 빠른 풀이기를
//!   시험하고 벤치마크할 기준이다.

use core::fmt;

use crate::retrograde::{GameGraph, Outcome, Pos, Solved, decide};
use crate::step::{Budget, Progress, Steppable};

/// 판 위의 칸. 구석이 (0, 0), x는 오른쪽, y는 위로 는다.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub x: u32,
    pub y: u32,
}

impl Cell {
    /// 칸을 만든다.
    pub const fn new(x: u32, y: u32) -> Cell {
        Cell { x, y }
    }

    /// 구석 (0, 0).
    pub const CORNER: Cell = Cell::new(0, 0);
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// 판 크기의 한계 (한 변). 풀이표는 칸마다 16바이트라 4096×4096이 약 270 MB다.
pub const MAX_SIDE: u32 = 1 << 12;

/// 불가능한 판이나 수. 메시지는 사람에게 그대로 보여 줄 수 있다.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WythoffError {
    /// 판의 한 변이 0이거나 너무 크다.
    BadSize { w: u32, h: u32 },
    /// 판 밖의 칸.
    OffBoard { cell: Cell, w: u32, h: u32 },
    /// 여왕이 이미 구석에 있다.
    GameOver,
    /// 움직이지 않았다.
    NoMove,
    /// 왼쪽, 아래, 왼쪽 아래 대각선 위가 아니다.
    NotQueenMove { from: Cell, to: Cell },
}

impl fmt::Display for WythoffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WythoffError::BadSize { w, h } => {
                write!(f, "board {w}x{h}: each side must be 1..={MAX_SIDE}")
            }
            WythoffError::OffBoard { cell, w, h } => {
                write!(f, "cell {cell} is off the {w}x{h} board")
            }
            WythoffError::GameOver => write!(f, "the queen is already in the corner"),
            WythoffError::NoMove => write!(f, "a move must go at least one cell"),
            WythoffError::NotQueenMove { from, to } => write!(
                f,
                "{from} → {to} is not a queen move left, down or diagonally down-left"
            ),
        }
    }
}

impl std::error::Error for WythoffError {}

/// W×H 판.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    w: u32,
    h: u32,
}

impl Board {
    /// 판을 만든다. 한 변은 1..=[`MAX_SIDE`].
    pub fn new(w: u32, h: u32) -> Result<Board, WythoffError> {
        if !(1..=MAX_SIDE).contains(&w) || !(1..=MAX_SIDE).contains(&h) {
            return Err(WythoffError::BadSize { w, h });
        }
        Ok(Board { w, h })
    }

    /// 너비.
    pub fn width(&self) -> u32 {
        self.w
    }

    /// 높이.
    pub fn height(&self) -> u32 {
        self.h
    }

    /// 칸의 개수.
    pub fn cells(&self) -> usize {
        self.w as usize * self.h as usize
    }

    /// 칸 → 번호 (y 먼저, 그다음 x).
    pub fn index(&self, c: Cell) -> Pos {
        c.y * self.w + c.x
    }

    /// 번호 → 칸.
    pub fn cell(&self, i: Pos) -> Cell {
        Cell::new(i % self.w, i / self.w)
    }

    /// 칸이 판 위에 있는지 확인한다.
    pub fn check_cell(&self, c: Cell) -> Result<(), WythoffError> {
        if c.x < self.w && c.y < self.h {
            Ok(())
        } else {
            Err(WythoffError::OffBoard {
                cell: c,
                w: self.w,
                h: self.h,
            })
        }
    }

    /// `from`에서 `to`로의 수를 검사한다.
    pub fn check_move(&self, from: Cell, to: Cell) -> Result<(), WythoffError> {
        self.check_cell(from)?;
        self.check_cell(to)?;
        if from == Cell::CORNER {
            return Err(WythoffError::GameOver);
        }
        if from == to {
            return Err(WythoffError::NoMove);
        }
        let (dx, dy) = (
            i64::from(from.x) - i64::from(to.x),
            i64::from(from.y) - i64::from(to.y),
        );
        let queen = (dx >= 0 && dy >= 0) && (dx == 0 || dy == 0 || dx == dy);
        if queen {
            Ok(())
        } else {
            Err(WythoffError::NotQueenMove { from, to })
        }
    }

    /// `from`에서 갈 수 있는 칸 전부: 왼쪽, 아래, 왼쪽 아래 대각선 (가까운 것부터).
    pub fn moves(&self, from: Cell) -> impl Iterator<Item = Cell> {
        let left = (1..=from.x).map(move |k| Cell::new(from.x - k, from.y));
        let down = (1..=from.y).map(move |k| Cell::new(from.x, from.y - k));
        let diag = (1..=from.x.min(from.y)).map(move |k| Cell::new(from.x - k, from.y - k));
        left.chain(down).chain(diag)
    }

    /// 칸들을 x + y 순서(구석에서 대각선으로 번지는 순서)로. 모든 후속 칸이 먼저 온다.
    pub fn diagonal_order(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.w + self.h - 1).flat_map(move |s| {
            let lo = s.saturating_sub(self.h - 1);
            let hi = s.min(self.w - 1);
            (lo..=hi).map(move |x| Cell::new(x, s - x))
        })
    }
}

impl GameGraph for Board {
    fn len(&self) -> usize {
        self.cells()
    }
    fn successors(&self, p: Pos, out: &mut Vec<Pos>) {
        let c = self.cell(p);
        out.extend(self.moves(c).map(|q| self.index(q)));
    }
    fn predecessors(&self, p: Pos, out: &mut Vec<Pos>) {
        let c = self.cell(p);
        let right = (c.x + 1..self.w).map(move |x| Cell::new(x, c.y));
        let up = (c.y + 1..self.h).map(move |y| Cell::new(c.x, y));
        let k = (self.w - 1 - c.x).min(self.h - 1 - c.y);
        let diag = (1..=k).map(move |k| Cell::new(c.x + k, c.y + k));
        out.extend(right.chain(up).chain(diag).map(|q| self.index(q)));
    }
}

/// 판 전체의 풀이: 칸마다 [`Solved`] (최선의 수는 칸 번호).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    board: Board,
    cells: Vec<Solved>,
    work: u64,
}

impl Table {
    /// 판.
    pub fn board(&self) -> Board {
        self.board
    }

    /// 칸의 풀이.
    pub fn get(&self, c: Cell) -> Solved {
        self.cells[self.board.index(c) as usize]
    }

    /// 칸마다의 풀이 (번호 순).
    pub fn cells(&self) -> &[Solved] {
        &self.cells
    }

    /// 이 표를 만드는 데 든 일: 빠른 풀이기는 줄 요약을 본 횟수, 훑기는 검사한 수의 개수.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// 지는 칸인가 (둘 차례가 진다).
    pub fn is_losing(&self, c: Cell) -> bool {
        self.get(c).outcome == Outcome::Loss
    }

    /// 지는 칸 전부 (y, x 순).
    pub fn losing_cells(&self) -> Vec<Cell> {
        (0..self.cells.len())
            .filter(|&i| self.cells[i].outcome == Outcome::Loss)
            .map(|i| self.board.cell(i as Pos))
            .collect()
    }

    /// 최선의 수: 이기는 칸에서는 가장 빨리 이기는 수, 지는 칸에서는 가장 오래 버티는 수.
    pub fn best_move(&self, from: Cell) -> Option<Cell> {
        self.get(from).best.map(|i| self.board.cell(i))
    }

    /// 이 표가 `c`를 담는가 (판 위의 칸인가).
    pub fn contains(&self, c: Cell) -> bool {
        self.board.check_cell(c).is_ok()
    }
}

/// 한 줄(행·열·대각선)에 대해 지금까지 본 칸들의 요약.
#[derive(Clone, Copy, Debug, Default)]
struct Line {
    /// 이 줄에서 가장 짧은 지는 칸 (번호, 거리).
    loss: Option<(Pos, u32)>,
    /// 이 줄에서 가장 긴 이기는 칸 (번호, 거리).
    win: Option<(Pos, u32)>,
}

impl Line {
    fn note(&mut self, i: Pos, s: Solved) {
        match s.outcome {
            Outcome::Loss if self.loss.is_none_or(|(_, d)| s.depth < d) => {
                self.loss = Some((i, s.depth));
            }
            Outcome::Win if self.win.is_none_or(|(_, d)| s.depth > d) => {
                self.win = Some((i, s.depth));
            }
            _ => {}
        }
    }
}

/// 빠른 풀이기의 진행 상태. [`Steppable`]이라 앱이 조금씩 돌리며 그릴 수 있다.
/// 칸은 x + y 순서로 ([`Board::diagonal_order`]와 같은 순서) 정한다.
#[derive(Clone, Debug)]
pub struct FastSolver {
    board: Board,
    /// 다음에 정할 칸 (대각선 번호 s = x + y, 그 안의 x). `None`이면 다 풀었다.
    cursor: Option<Cell>,
    solved: usize,
    last: Option<Cell>,
    cells: Vec<Solved>,
    rows: Vec<Line>,
    cols: Vec<Line>,
    diags: Vec<Line>,
    /// 줄 요약을 들여다본 횟수 (칸마다 셋).
    pub lookups: u64,
}

/// [`FastSolver`]의 스냅숏.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveSnapshot {
    /// 지금까지 푼 칸 수.
    pub solved: usize,
    /// 전체 칸 수.
    pub total: usize,
    /// 마지막으로 정한 칸.
    pub last: Option<Cell>,
    /// 지금까지 줄 요약을 들여다본 횟수.
    pub lookups: u64,
}

impl FastSolver {
    /// x + y 순서로 푸는 풀이기.
    pub fn new(board: Board) -> FastSolver {
        FastSolver {
            board,
            cursor: Some(Cell::CORNER),
            solved: 0,
            last: None,
            cells: vec![Solved::TERMINAL; board.cells()],
            rows: vec![Line::default(); board.h as usize],
            cols: vec![Line::default(); board.w as usize],
            diags: vec![Line::default(); (board.w + board.h) as usize],
            lookups: 0,
        }
    }

    /// x + y 순서에서 `c` 다음 칸.
    fn after(&self, c: Cell) -> Option<Cell> {
        let s = c.x + c.y;
        if c.x < self.board.w - 1 && c.y > 0 {
            return Some(Cell::new(c.x + 1, c.y - 1));
        }
        let s = s + 1;
        (s <= self.board.w + self.board.h - 2).then(|| {
            let x = s.saturating_sub(self.board.h - 1);
            Cell::new(x, s - x)
        })
    }

    /// 칸 하나를 정한다. 모든 후속 칸은 이미 정해져 있다 (x + y 순서).
    fn decide(&mut self, c: Cell) {
        let (row, col, diag) = (
            c.y as usize,
            c.x as usize,
            (c.x + self.board.h - c.y) as usize,
        );
        // 지금까지 이 줄들에서 본 칸들이 바로 이 칸의 후속 칸 전부다.
        let lines = [self.rows[row], self.cols[col], self.diags[diag]];
        self.lookups += 3;
        let win = lines.iter().filter_map(|l| l.loss).min_by_key(|&(_, d)| d);
        let delay = lines.iter().filter_map(|l| l.win).max_by_key(|&(_, d)| d);
        let s = match (win, delay) {
            (Some((q, d)), _) => Solved {
                outcome: Outcome::Win,
                best: Some(q),
                depth: d + 1,
            },
            (None, Some((q, d))) => Solved {
                outcome: Outcome::Loss,
                best: Some(q),
                depth: d + 1,
            },
            (None, None) => Solved::TERMINAL,
        };
        let i = self.board.index(c);
        self.cells[i as usize] = s;
        self.rows[row].note(i, s);
        self.cols[col].note(i, s);
        self.diags[diag].note(i, s);
    }
}

impl Steppable for FastSolver {
    type Output = Table;
    type Snapshot = SolveSnapshot;

    fn step(&mut self, budget: Budget) -> Progress<Table> {
        let mut meter = budget.start();
        while let Some(c) = self.cursor {
            if !meter.has_budget() {
                return Progress::Pending;
            }
            self.decide(c);
            self.solved += 1;
            self.last = Some(c);
            self.cursor = self.after(c);
            meter.add(1);
        }
        Progress::Done(Table {
            board: self.board,
            cells: std::mem::take(&mut self.cells),
            work: self.lookups,
        })
    }

    fn snapshot(&self) -> SolveSnapshot {
        SolveSnapshot {
            solved: self.solved,
            total: self.board.cells(),
            last: self.last,
            lookups: self.lookups,
        }
    }
}

/// 빠른 풀이기로 판 전체를 푼다. O(W·H).
pub fn solve(board: Board) -> Table {
    FastSolver::new(board).run_to_end()
}

/// 교과서 방식: 칸마다 모든 수를 훑어 정한다. O(W·H·max(W,H)). 빠른 풀이기의 기준.
/// 돌려주는 두 번째 값은 훑은 수의 개수 ([`Table::work`]와 같다).
pub fn solve_by_scanning(board: Board) -> (Table, u64) {
    let mut cells: Vec<Solved> = vec![Solved::TERMINAL; board.cells()];
    let mut scanned = 0u64;
    for y in 0..board.h {
        for x in 0..board.w {
            let c = Cell::new(x, y);
            let s = decide(board.moves(c).map(|q| {
                scanned += 1;
                let i = board.index(q);
                (i, cells[i as usize])
            }));
            cells[board.index(c) as usize] = s;
        }
    }
    (
        Table {
            board,
            cells,
            work: scanned,
        },
        scanned,
    )
}

/// AI의 수: 이기는 칸이면 가장 빨리 이기는 수, 지는 칸이면 가장 오래 버티는 수.
pub fn ai_move(table: &Table, from: Cell) -> Result<Cell, WythoffError> {
    table.board.check_cell(from)?;
    table.best_move(from).ok_or(WythoffError::GameOver)
}

/// 칸마다 스프라그–그런디 값: 후속 칸들 값의 mex. 0인 칸이 곧 지는 칸이다.
/// 값은 y, x 순서로 (`values[y][x]`).
pub fn grundy(board: Board) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; board.w as usize]; board.h as usize];
    let mut seen = Vec::new();
    for y in 0..board.h {
        for x in 0..board.w {
            seen.clear();
            seen.resize((x + y + 1) as usize * 2, false);
            for q in board.moves(Cell::new(x, y)) {
                let v = g[q.y as usize][q.x as usize] as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
            g[y as usize][x as usize] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
        }
    }
    g
}

/// 칸 `at`의 그런디 값이 어떻게 나오는지: 여왕이 갈 수 있는 칸들(왼쪽, 아래, 대각선)과 그 값들
/// (`values`는 [`grundy`]의 표), 그 집합의 mex. `at`이 판 밖이거나 표가 판과 맞지 않으면 `None`.
pub fn grundy_steps(
    board: Board,
    values: &[Vec<u32>],
    at: Cell,
) -> Option<crate::nim::MexSteps<Cell>> {
    let value = |c: Cell| values.get(c.y as usize)?.get(c.x as usize).copied();
    if board.check_cell(at).is_err() {
        return None;
    }
    value(at)?;
    let options: Option<Vec<(Cell, u32)>> = board.moves(at).map(|c| Some((c, value(c)?))).collect();
    Some(crate::nim::MexSteps::new(options?))
}

/// 와이토프 쌍 (⌊nφ⌋, ⌊nφ²⌋)을 정수 연산으로 (부동소수점 φ 없이).
/// ⌊nφ⌋ = ⌊(n + √(5n²)) / 2⌋ = (n + isqrt(5n²)) / 2 (√5가 무리수라서 정확하다), ⌊nφ²⌋ = ⌊nφ⌋ + n.
pub fn wythoff_pair(n: u64) -> (u64, u64) {
    let a = (n + (5 * n * n).isqrt()) / 2;
    (a, a + n)
}

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
