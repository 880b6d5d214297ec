//! 와이토프의 규칙: 판 위의 칸, 판, 여왕의 수, 그리고 후퇴 해석이 보는 그래프(`GameGraph`).

use core::fmt;

use crate::retrograde::{GameGraph, Pos};

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
