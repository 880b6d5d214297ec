//! 하바나: 한 변이 n칸인 육각형 판 (3n(n−1)+1칸, n = 3–10). 번갈아 빈 칸에 돌을 놓고, 다음 셋 중
//! 하나를 먼저 만드는 쪽이 이긴다.
//! - **고리(ring)**: 적어도 한 칸을 둘러싼 고리 (안의 칸은 비었든 누구의 돌이든 상관없다).
//! - **다리(bridge)**: 여섯 꼭짓점 중 두 개를 잇는다.
//! - **갈퀴(fork)**: 여섯 변 중 세 개를 잇는다 (꼭짓점 칸은 어느 변에도 속하지 않는다).
//!
//! 좌표와 표기는 LittleGolem / Castro와 같다: (2n−1)×(2n−1) 격자, 열 a, b, c …, 행 1, 2, 3 …,
//! 칸 (x, y)는 |x − y| < n일 때 판 위에 있고, 이웃은 (±1, 0), (0, ±1), (1, 1), (−1, −1)이다.
//! 한 변이 3이면 꼭짓점은 a1, a3, c1, c5, e3, e5다.
//!
//! 승리는 수마다 바로 안다 (판 전체를 훑지 않는다): 합집합-찾기의 뿌리마다 꼭짓점·변 비트를
//! 모아 다리와 갈퀴를 보고, 고리는 놓은 돌의 이웃 모양으로 확인한다 ([`Havannah::closes_ring`],
//! `havannah/ring.rs`). MCTS가 보는 하바나(`Game`, 시뮬레이션 `Rollout`)는 `havannah/mcts.rs`에.

use core::fmt;

use crate::games::disjoint::DisjointSet;
use crate::games::{Player, Status, format_coord, parse_coord};
use crate::mcts::Game;

/// 한 변의 범위.
pub const BASES: core::ops::RangeInclusive<u8> = 3..=10;
/// 테두리를 두른 격자의 폭 (가장 큰 판 19칸 + 양쪽 테두리).
const STRIDE: usize = 21;
const GRID: usize = STRIDE * STRIDE;
const OFF: u8 = 3;
/// 이웃 방향, 육각형을 한 바퀴 도는 순서: (1,0), (1,1), (0,1), (−1,0), (−1,−1), (0,−1).
const DIRS: [isize; 6] = [
    1,
    STRIDE as isize + 1,
    STRIDE as isize,
    -1,
    -(STRIDE as isize) - 1,
    -(STRIDE as isize),
];
const CORNER_BITS: u16 = 0b11_1111;
const EDGE_BITS: u16 = 0b1111_1100_0000;

mod mcts;
mod ring;

/// 이기는 모양.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinKind {
    /// 고리.
    Ring,
    /// 다리 (꼭짓점 둘).
    Bridge,
    /// 갈퀴 (변 셋).
    Fork,
}

impl fmt::Display for WinKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinKind::Ring => "ring",
            WinKind::Bridge => "bridge",
            WinKind::Fork => "fork",
        })
    }
}

/// 하바나의 수: 테두리를 두른 격자의 칸 번호.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HavMove(pub u16);

/// 불가능한 수나 판.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HavannahError {
    /// 한 변이 3..=10이 아니다.
    BadBase(u8),
    /// 읽을 수 없는 이름, 또는 판 밖.
    BadCell(String),
    /// 이미 돌이 있다.
    Occupied(String),
    /// 끝난 게임.
    GameOver,
}

impl fmt::Display for HavannahError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HavannahError::BadBase(n) => write!(f, "Havannah base {n}: must be 3..=10"),
            HavannahError::BadCell(s) => write!(f, "{s:?} is not a cell on this board"),
            HavannahError::Occupied(s) => write!(f, "{s} is taken"),
            HavannahError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for HavannahError {}

/// 하바나 국면.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Havannah {
    n: u8,
    /// 0 빈 칸, 1 흑, 2 백, 3 판 밖.
    cells: [u8; GRID],
    sets: DisjointSet<u16, GRID>,
    /// 뿌리마다 그 무리가 닿는 꼭짓점(비트 0–5)과 변(비트 6–11).
    mask: [u16; GRID],
    /// 칸마다 그 칸 자체의 꼭짓점·변 비트 (고정).
    border: [u16; GRID],
    to_move: Player,
    stones: u16,
    empties: u16,
    status: Status,
    win: Option<(WinKind, u16)>,
}

/// (x, y) → 테두리 격자의 번호.
const fn index(x: usize, y: usize) -> usize {
    (x + 1) + (y + 1) * STRIDE
}

impl Havannah {
    /// 한 변이 `n`인 빈 판.
    pub fn new(n: u8) -> Result<Havannah, HavannahError> {
        if !BASES.contains(&n) {
            return Err(HavannahError::BadBase(n));
        }
        let mut h = Havannah {
            n,
            cells: [OFF; GRID],
            sets: DisjointSet::new().ok_or(HavannahError::BadBase(n))?,
            mask: [0; GRID],
            border: [0; GRID],
            to_move: Player::First,
            stones: 0,
            empties: 0,
            status: Status::Ongoing,
            win: None,
        };
        let (m, last) = (n as usize - 1, 2 * n as usize - 2);
        for y in 0..=last {
            for x in 0..=last {
                if x.abs_diff(y) > m {
                    continue;
                }
                let i = index(x, y);
                h.cells[i] = 0;
                h.empties += 1;
                let sides = [
                    x == 0,
                    y == 0,
                    x >= y && x - y == m,
                    x == last,
                    y == last,
                    y >= x && y - x == m,
                ];
                let count = sides.iter().filter(|&&b| b).count();
                h.border[i] = match count {
                    // 꼭짓점: 두 변 조건을 함께 만족하는 칸. 꼭짓점 번호는 만나는 변으로 정한다.
                    2 => 1 << corner_number(&sides),
                    1 => 1 << (6 + sides.iter().position(|&b| b).unwrap_or(0)),
                    _ => 0,
                };
            }
        }
        Ok(h)
    }

    /// 돌들을 차례대로 놓는다 (차례를 무시하고 `who`가 정한 쪽으로). 시험용.
    /// 놓다가 누가 이기면 거기서 멈추고 상태가 그것을 말한다.
    pub fn with_stones(n: u8, stones: &[(HavMove, Player)]) -> Result<Havannah, HavannahError> {
        let mut h = Havannah::new(n)?;
        for &(mv, who) in stones {
            h.check(mv)?;
            h.place(mv.0 as usize, who);
            h.stones += 1;
        }
        Ok(h)
    }

    /// 놓인 돌들 (칸, 쪽), 칸 순이되 이긴 판이면 이긴 돌을 맨 끝에: [`Havannah::from_placed`]로 다시
    /// 놓을 때 같은 돌이 같은 승리를 만든다 (그 전에는 이긴 모양이 없었다). 한 변·차례와 함께 국면을
    /// 이룬다 (웹의 작업자로 보내고 다시 세운다).
    pub fn placed(&self) -> Vec<(HavMove, Player)> {
        let last = self.win.map(|(_, s)| usize::from(s));
        (0..GRID)
            .filter(|&i| matches!(self.cells[i], 1 | 2) && Some(i) != last)
            .chain(last)
            .map(|i| {
                let p = if self.cells[i] == 1 {
                    Player::First
                } else {
                    Player::Second
                };
                (HavMove(i as u16), p)
            })
            .collect()
    }

    /// 빈 판에 돌들을 차례로 다시 놓은 국면 ([`Havannah::placed`]의 반대): 무리와 승패는 새로
    /// 만든다. 판 밖의 칸이나 두 번 나온 칸은 오류.
    pub fn from_placed(
        n: u8,
        to_move: Player,
        placed: &[(HavMove, Player)],
    ) -> Result<Havannah, HavannahError> {
        let mut h = Havannah::new(n)?;
        for &(HavMove(i), p) in placed {
            let cell = usize::from(i);
            if cell >= GRID || h.cells[cell] == 3 {
                return Err(HavannahError::BadCell(i.to_string()));
            }
            if h.cells[cell] != 0 {
                return Err(HavannahError::Occupied(h.move_name(HavMove(i))));
            }
            h.place(cell, p);
            h.stones += 1;
        }
        h.to_move = to_move;
        Ok(h)
    }

    /// 한 변.
    pub fn base(&self) -> u8 {
        self.n
    }

    /// 격자의 한 변 (2n − 1).
    pub fn side(&self) -> u8 {
        2 * self.n - 1
    }

    /// (x, y)가 판 위인가.
    pub fn on_board(&self, x: u8, y: u8) -> bool {
        x < self.side() && y < self.side() && x.abs_diff(y) < self.n
    }

    /// (x, y)의 칸 번호. 판 밖이면 `None`.
    pub fn cell(&self, x: u8, y: u8) -> Option<HavMove> {
        self.on_board(x, y)
            .then(|| HavMove(index(x as usize, y as usize) as u16))
    }

    /// 칸 번호 → (x, y).
    pub fn coords(&self, mv: HavMove) -> (u8, u8) {
        let i = mv.0 as usize;
        ((i % STRIDE - 1) as u8, (i / STRIDE - 1) as u8)
    }

    /// 판 위의 모든 칸.
    pub fn all_cells(&self) -> impl Iterator<Item = HavMove> + '_ {
        (0..GRID)
            .filter(|&i| self.cells[i] != OFF)
            .map(|i| HavMove(i as u16))
    }

    /// 칸의 돌.
    pub fn at(&self, mv: HavMove) -> Option<Player> {
        match self.cells.get(mv.0 as usize) {
            Some(1) => Some(Player::First),
            Some(2) => Some(Player::Second),
            _ => None,
        }
    }

    /// 꼭짓점 칸인가.
    pub fn is_corner(&self, mv: HavMove) -> bool {
        self.border
            .get(mv.0 as usize)
            .is_some_and(|b| b & CORNER_BITS != 0)
    }

    /// 변 칸이면 그 변 번호 (0–5, 꼭짓점은 아님).
    pub fn edge_of(&self, mv: HavMove) -> Option<u8> {
        let b = *self.border.get(mv.0 as usize)? & EDGE_BITS;
        (b != 0).then(|| (b.trailing_zeros() - 6) as u8)
    }

    /// 이긴 모양과 마지막 돌.
    pub fn win(&self) -> Option<(WinKind, HavMove)> {
        self.win.map(|(k, c)| (k, HavMove(c)))
    }

    /// 이긴 무리의 칸들 (끝났을 때).
    pub fn winning_group(&self) -> Vec<HavMove> {
        let Some((_, c)) = self.win else {
            return Vec::new();
        };
        let color = self.cells[c as usize];
        let r = self.root(c as usize);
        (0..GRID)
            .filter(|&i| self.cells[i] == color && self.root(i) == r)
            .map(|i| HavMove(i as u16))
            .collect()
    }

    /// 수의 이름 (`a1` …).
    pub fn move_name(&self, mv: HavMove) -> String {
        let (x, y) = self.coords(mv);
        format_coord(x, y)
    }

    /// 이름 → 수.
    pub fn parse_move(&self, s: &str) -> Result<HavMove, HavannahError> {
        parse_coord(s)
            .and_then(|(x, y)| self.cell(x, y))
            .ok_or_else(|| HavannahError::BadCell(s.to_owned()))
    }

    /// 수를 검사한다.
    pub fn check(&self, mv: HavMove) -> Result<(), HavannahError> {
        if self.status.is_over() {
            return Err(HavannahError::GameOver);
        }
        match self.cells.get(mv.0 as usize) {
            Some(0) => Ok(()),
            Some(1 | 2) => Err(HavannahError::Occupied(self.move_name(mv))),
            _ => Err(HavannahError::BadCell(mv.0.to_string())),
        }
    }

    /// 수를 검사하고 둔다.
    pub fn try_play(&mut self, mv: HavMove) -> Result<(), HavannahError> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// 수를 둔다.
    ///
    /// # Panics
    /// 불법인 수.
    pub fn play(&mut self, mv: HavMove) {
        if let Err(e) = self.try_play(mv) {
            panic!("illegal Havannah move: {e}");
        }
    }

    fn find(&mut self, x: usize) -> usize {
        self.sets.find(x)
    }

    fn root(&self, x: usize) -> usize {
        self.sets.root(x)
    }

    /// 칸 `s`의 여섯 이웃 (한 바퀴 순서).
    fn around(s: usize) -> [usize; 6] {
        DIRS.map(|d| (s as isize + d) as usize)
    }

    /// 돌을 놓고 무리를 합치고 승리를 본다.
    fn place(&mut self, s: usize, p: Player) {
        let color = p.index() as u8 + 1;
        let ring = self.closes_ring(s, color);
        self.cells[s] = color;
        self.empties -= 1;
        self.mask[s] = self.border[s];
        for nb in Self::around(s) {
            if self.cells[nb] == color
                && let Some((a, b)) = self.sets.union(s, nb)
            {
                self.mask[b] |= self.mask[a];
            }
        }
        let m = self.mask[self.find(s)];
        let kind = if ring {
            Some(WinKind::Ring)
        } else if (m & CORNER_BITS).count_ones() >= 2 {
            Some(WinKind::Bridge)
        } else if (m & EDGE_BITS).count_ones() >= 3 {
            Some(WinKind::Fork)
        } else {
            None
        };
        if let Some(k) = kind {
            self.status = Status::Won(p);
            self.win = Some((k, s as u16));
        } else if self.empties == 0 {
            self.status = Status::Draw;
        }
    }
}

/// 두 변이 만나는 꼭짓점의 번호 (0–5).
fn corner_number(sides: &[bool; 6]) -> u8 {
    // 변 i와 변 i+1(한 바퀴 순서에서 이웃한 변)이 만나는 꼭짓점을 i로 한다.
    match sides {
        [true, true, ..] => 0,
        [_, true, true, ..] => 1,
        [_, _, true, true, ..] => 2,
        [_, _, _, true, true, _] => 3,
        [_, _, _, _, true, true] => 4,
        _ => 5,
    }
}

impl fmt::Display for Havannah {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.side();
        for y in (0..side).rev() {
            for x in 0..side {
                let ch = match self.cell(x, y).map(|c| self.at(c)) {
                    None => ' ',
                    Some(Some(Player::First)) => 'B',
                    Some(Some(Player::Second)) => 'W',
                    Some(None) => '.',
                };
                write!(f, "{ch}")?;
            }
            if y > 0 {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_count_and_corners() {
        for n in BASES {
            let h = Havannah::new(n).unwrap();
            let n32 = u32::from(n);
            assert_eq!(h.all_cells().count() as u32, 3 * n32 * (n32 - 1) + 1);
            assert_eq!(h.all_cells().filter(|&c| h.is_corner(c)).count(), 6);
            let edges = h.all_cells().filter_map(|c| h.edge_of(c));
            let mut per_edge = [0u32; 6];
            for e in edges {
                per_edge[e as usize] += 1;
            }
            assert_eq!(per_edge, [n32 - 2; 6], "base {n}");
        }
        let h = Havannah::new(3).unwrap();
        let mut corners: Vec<String> = h
            .all_cells()
            .filter(|&c| h.is_corner(c))
            .map(|c| h.move_name(c))
            .collect();
        corners.sort();
        assert_eq!(corners, ["a1", "a3", "c1", "c5", "e3", "e5"]);
    }

    #[test]
    fn names_and_bad_cells() {
        let h = Havannah::new(3).unwrap();
        assert!(h.parse_move("c3").is_ok());
        assert!(matches!(h.parse_move("a4"), Err(HavannahError::BadCell(_))));
        assert!(matches!(h.parse_move("f1"), Err(HavannahError::BadCell(_))));
        assert_eq!(Havannah::new(11), Err(HavannahError::BadBase(11)));
    }
}
