//! 와이토프를 푸는 두 길([`solve`] O(W·H), [`solve_by_scanning`] 교과서 방식), 풀이의 표([`Table`]),
//! 조금씩 푸는 [`FastSolver`], 표를 읽는 AI, 그런디 값.

use super::rules::{Board, Cell, WythoffError};
use crate::retrograde::{Outcome, Pos, Solved, decide, from_best};
use crate::step::{Budget, Progress, Steppable};

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
            rows: vec![Line::default(); board.height() as usize],
            cols: vec![Line::default(); board.width() as usize],
            diags: vec![Line::default(); (board.width() + board.height()) as usize],
            lookups: 0,
        }
    }

    /// x + y 순서에서 `c` 다음 칸.
    fn after(&self, c: Cell) -> Option<Cell> {
        let s = c.x + c.y;
        if c.x < self.board.width() - 1 && c.y > 0 {
            return Some(Cell::new(c.x + 1, c.y - 1));
        }
        let s = s + 1;
        (s <= self.board.width() + self.board.height() - 2).then(|| {
            let x = s.saturating_sub(self.board.height() - 1);
            Cell::new(x, s - x)
        })
    }

    /// 칸 하나를 정한다. 모든 후속 칸은 이미 정해져 있다 (x + y 순서).
    fn decide(&mut self, c: Cell) {
        let (row, col, diag) = (
            c.y as usize,
            c.x as usize,
            (c.x + self.board.height() - c.y) as usize,
        );
        // 지금까지 이 줄들에서 본 칸들이 바로 이 칸의 후속 칸 전부다.
        let lines = [self.rows[row], self.cols[col], self.diags[diag]];
        self.lookups += 3;
        let win = lines.iter().filter_map(|l| l.loss).min_by_key(|&(_, d)| d);
        let delay = lines.iter().filter_map(|l| l.win).max_by_key(|&(_, d)| d);
        let s = from_best(win, delay);
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
    for y in 0..board.height() {
        for x in 0..board.width() {
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
    let mut g = vec![vec![0u32; board.width() as usize]; board.height() as usize];
    let mut seen = Vec::new();
    for y in 0..board.height() {
        for x in 0..board.width() {
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
