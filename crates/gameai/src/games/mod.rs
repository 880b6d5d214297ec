//! 게임의 규칙만 담는다. 평가와 전략은 다른 모듈에 있다.
//!
//! 두 사람이 번갈아 두는 게임들이 함께 쓰는 [`Player`]와 [`Status`], 그리고 게임 목록 하나
//! [`GameId`]도 여기에 있다.

pub mod chess;
mod disjoint;
pub mod gomoku;
pub mod havannah;
pub mod hex;
mod id;
pub mod nim;
pub mod tictactoe;
pub mod wythoff;

use core::fmt;

pub use id::{GameId, RecordFormat};

/// 두 사람 중 하나. 먼저 두는 쪽이 [`Player::First`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// 먼저 두는 쪽 (틱택토 X, 헥스·하바나 흑).
    First,
    /// 나중에 두는 쪽 (틱택토 O, 헥스·하바나 백).
    Second,
}

impl Player {
    /// 상대.
    pub const fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 또는 1.
    pub const fn index(self) -> usize {
        match self {
            Player::First => 0,
            Player::Second => 1,
        }
    }
}

/// 게임의 상태.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// 아직 진행 중.
    Ongoing,
    /// 이 쪽이 이겼다.
    Won(Player),
    /// 비겼다.
    Draw,
}

impl Status {
    /// 끝났는가.
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }

    /// `p`의 점수: 이김 1, 비김 ½, 짐 0. 진행 중이면 `None`.
    pub fn score_for(self, p: Player) -> Option<f32> {
        match self {
            Status::Ongoing => None,
            Status::Draw => Some(0.5),
            Status::Won(w) => Some(if w == p { 1.0 } else { 0.0 }),
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("the game goes on"),
            Status::Won(p) => write!(f, "the {p} player has won"),
            Status::Draw => f.write_str("it is a draw"),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::First => "first",
            Player::Second => "second",
        })
    }
}

/// 열 글자와 행 번호로 된 칸 이름 (`a1`, `c2`, `k11` …)을 (열, 행)으로, 둘 다 0부터.
/// 열은 a–z, 행은 1부터. 형식이 틀리면 `None`.
pub fn parse_coord(s: &str) -> Option<(u8, u8)> {
    let s = s.trim();
    let mut chars = s.chars();
    let col = chars.next()?.to_ascii_lowercase();
    if !col.is_ascii_lowercase() {
        return None;
    }
    let row: u8 = chars.as_str().parse().ok()?;
    if row == 0 {
        return None;
    }
    Some((col as u8 - b'a', row - 1))
}

/// (열, 행) → `a1` 꼴의 이름.
pub fn format_coord(col: u8, row: u8) -> String {
    format!("{}{}", char::from(b'a' + col), u32::from(row) + 1)
}
