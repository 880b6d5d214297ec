//! 헥스: n×n 마름모 판 (3–13). 두 사람이 번갈아 빈 칸에 돌을 놓고, 자기 쪽의 마주 보는 두 변을
//! 먼저 잇는 쪽이 이긴다. 비김은 없다 (꽉 찬 판에는 언제나 정확히 한 쪽의 연결이 있다).
//!
//! 좌표와 표기는 HexGui/Benzene과 같다: 열 a, b, c …, 행 1, 2, 3 …. 칸 (c, r)은 (c±1, r),
//! (c, r±1), (c+1, r−1), (c−1, r+1)과 닿으므로 a1은 예각 모서리다. 먼저 두는 쪽(흑)은 행 1과
//! 마지막 행을, 나중 쪽(백)은 열 a와 마지막 열을 잇는다. 선택할 수 있는 교환 규칙(swap)은
//! HexGui의 "swap-pieces"다: 둘째 수로 첫 돌을 대각선에 비친 자리의 백 돌로 바꾼다.
//!
//! 승패는 합집합-찾기(union-find)로 수마다 바로 알고, 무작위 대국은 빈 칸을 섞어 번갈아 채운 뒤
//! 연결을 한 번만 확인한다. MCTS가 보는 헥스(`Game`, 시뮬레이션 `Rollout`)는 `hex/mcts.rs`에.

use core::fmt;

use crate::games::disjoint::DisjointSet;
use crate::games::{Player, Status, format_coord, parse_coord};
use crate::mcts::Game;

/// 판 한 변의 범위.
pub const SIZES: core::ops::RangeInclusive<u8> = 3..=13;
const MAX_CELLS: usize = 13 * 13;
/// 합집합-찾기의 가상 노드: 흑의 위(행 1)·아래, 백의 왼쪽(열 a)·오른쪽.
const TOP: usize = MAX_CELLS;
const BOTTOM: usize = MAX_CELLS + 1;
const LEFT: usize = MAX_CELLS + 2;
const RIGHT: usize = MAX_CELLS + 3;
const NODES: usize = MAX_CELLS + 4;

mod mcts;

/// 헥스의 수: 칸 번호 (r·n + c) 또는 교환.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HexMove(pub u8);

impl HexMove {
    /// 교환 규칙의 수.
    pub const SWAP: HexMove = HexMove(u8::MAX);
}

/// 불가능한 수나 판.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HexError {
    /// 판 크기가 3..=13이 아니다.
    BadSize(u8),
    /// 읽을 수 없는 칸 이름, 또는 판 밖.
    BadCell(String),
    /// 이미 돌이 있다.
    Occupied(String),
    /// 지금은 교환할 수 없다.
    NoSwap,
    /// 끝난 게임.
    GameOver,
}

impl fmt::Display for HexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexError::BadSize(n) => write!(f, "Hex board size {n}: must be 3..=13"),
            HexError::BadCell(s) => write!(f, "{s:?} is not a cell on this board"),
            HexError::Occupied(s) => write!(f, "{s} is taken"),
            HexError::NoSwap => write!(f, "swap is only allowed as the second move, when enabled"),
            HexError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for HexError {}

/// 헥스 국면.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hex {
    n: u8,
    /// 0 빈 칸, 1 흑, 2 백.
    cells: [u8; MAX_CELLS],
    sets: DisjointSet<u8, NODES>,
    to_move: Player,
    stones: u16,
    swap_rule: bool,
    swapped: bool,
    status: Status,
}

impl Hex {
    /// n×n 빈 판. `swap_rule`이면 둘째 수로 교환할 수 있다.
    pub fn new(n: u8, swap_rule: bool) -> Result<Hex, HexError> {
        if !SIZES.contains(&n) {
            return Err(HexError::BadSize(n));
        }
        let sets = DisjointSet::new().ok_or(HexError::BadSize(n))?;
        Ok(Hex {
            n,
            cells: [0; MAX_CELLS],
            sets,
            to_move: Player::First,
            stones: 0,
            swap_rule,
            swapped: false,
            status: Status::Ongoing,
        })
    }

    /// 정해진 돌들로 만든 판 (차례는 흑). 시험과 그림용: 차례 순서와 상관없이 돌을 놓으며,
    /// 승패는 돌을 놓는 대로 합집합-찾기로 본다. 칸 번호가 판 밖이면 오류.
    pub fn with_stones(n: u8, first: &[u8], second: &[u8]) -> Result<Hex, HexError> {
        let mut h = Hex::new(n, false)?;
        for (stones, p) in [(first, Player::First), (second, Player::Second)] {
            for &c in stones {
                if usize::from(c) >= usize::from(n) * usize::from(n) || h.cells[c as usize] != 0 {
                    return Err(HexError::BadCell(c.to_string()));
                }
                h.place(c, p);
                h.stones += 1;
            }
        }
        Ok(h)
    }

    /// 놓인 돌들 (칸, 쪽), 칸 순. 크기·교환 규칙·차례와 함께 국면을 이룬다: 다른 곳(웹의 작업자)으로
    /// 보내고 [`Hex::from_placed`]로 다시 세운다.
    pub fn placed(&self) -> Vec<(HexMove, Player)> {
        let cells = usize::from(self.n) * usize::from(self.n);
        (0..cells)
            .filter_map(|c| {
                let p = match self.cells[c] {
                    1 => Player::First,
                    2 => Player::Second,
                    _ => return None,
                };
                Some((HexMove(c as u8), p))
            })
            .collect()
    }

    /// 빈 판에 돌들을 차례로 다시 놓은 국면 ([`Hex::placed`]의 반대): 합집합과 승패는 새로 만든다.
    /// 판 밖의 칸이나 두 번 나온 칸은 오류.
    pub fn from_placed(
        n: u8,
        swap_rule: bool,
        swapped: bool,
        to_move: Player,
        placed: &[(HexMove, Player)],
    ) -> Result<Hex, HexError> {
        let mut h = Hex::new(n, swap_rule)?;
        h.swapped = swapped;
        h.to_move = to_move;
        for &(HexMove(c), p) in placed {
            if usize::from(c) >= usize::from(n) * usize::from(n) {
                return Err(HexError::BadCell(c.to_string()));
            }
            if h.cells[usize::from(c)] != 0 {
                return Err(HexError::Occupied(h.move_name(HexMove(c))));
            }
            h.place(c, p);
            h.stones += 1;
        }
        Ok(h)
    }

    /// 한 변.
    pub fn size(&self) -> u8 {
        self.n
    }

    /// 칸 번호.
    pub fn cell(&self, col: u8, row: u8) -> u8 {
        row * self.n + col
    }

    /// 칸 번호 → (열, 행).
    pub fn coords(&self, c: u8) -> (u8, u8) {
        (c % self.n, c / self.n)
    }

    /// 칸의 돌.
    pub fn at(&self, c: u8) -> Option<Player> {
        match self.cells.get(c as usize) {
            Some(1) => Some(Player::First),
            Some(2) => Some(Player::Second),
            _ => None,
        }
    }

    /// 교환 규칙을 켠 판인가.
    pub fn swap_rule(&self) -> bool {
        self.swap_rule
    }

    /// 교환이 일어났는가.
    pub fn swapped(&self) -> bool {
        self.swapped
    }

    /// 수의 이름: `a1` … 또는 `swap`.
    pub fn move_name(&self, mv: HexMove) -> String {
        if mv == HexMove::SWAP {
            return "swap".into();
        }
        let (c, r) = self.coords(mv.0);
        format_coord(c, r)
    }

    /// 이름 → 수 (판 크기 확인 포함). 합법인지는 [`Hex::check`]가 본다.
    pub fn parse_move(&self, s: &str) -> Result<HexMove, HexError> {
        if s.trim().eq_ignore_ascii_case("swap") {
            return Ok(HexMove::SWAP);
        }
        match parse_coord(s) {
            Some((c, r)) if c < self.n && r < self.n => Ok(HexMove(self.cell(c, r))),
            _ => Err(HexError::BadCell(s.to_owned())),
        }
    }

    /// 수를 검사한다.
    pub fn check(&self, mv: HexMove) -> Result<(), HexError> {
        if self.status.is_over() {
            return Err(HexError::GameOver);
        }
        if mv == HexMove::SWAP {
            return if self.can_swap() {
                Ok(())
            } else {
                Err(HexError::NoSwap)
            };
        }
        let cells = self.n as usize * self.n as usize;
        if mv.0 as usize >= cells {
            return Err(HexError::BadCell(mv.0.to_string()));
        }
        if self.cells[mv.0 as usize] != 0 {
            return Err(HexError::Occupied(self.move_name(mv)));
        }
        Ok(())
    }

    fn can_swap(&self) -> bool {
        self.swap_rule && self.stones == 1 && !self.swapped && self.to_move == Player::Second
    }

    /// 수를 검사하고 둔다.
    pub fn try_play(&mut self, mv: HexMove) -> Result<(), HexError> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// 수를 둔다.
    ///
    /// # Panics
    /// 불법인 수.
    pub fn play(&mut self, mv: HexMove) {
        if let Err(e) = self.try_play(mv) {
            panic!("illegal Hex move: {e}");
        }
    }

    fn find(&mut self, x: usize) -> usize {
        self.sets.find(x)
    }

    /// 경로를 줄이지 않는 찾기 (`&self`에서).
    fn root(&self, x: usize) -> usize {
        self.sets.root(x)
    }

    fn union(&mut self, a: usize, b: usize) {
        self.sets.union(a, b);
    }

    /// 칸 `c`의 이웃들 (판 안).
    pub fn neighbors(&self, c: u8) -> impl Iterator<Item = u8> + '_ {
        let (col, row) = (i16::from(c % self.n), i16::from(c / self.n));
        let n = i16::from(self.n);
        [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
            .into_iter()
            .filter_map(move |(dc, dr)| {
                let (x, y) = (col + dc, row + dr);
                (0..n).contains(&x).then_some(())?;
                (0..n).contains(&y).then_some(())?;
                Some((y * n + x) as u8)
            })
    }

    /// 이웃들을 배열로 (할당 없이).
    fn neighbor_array(&self, c: u8) -> ([u8; 6], usize) {
        let mut out = [0u8; 6];
        let mut k = 0;
        for nb in self.neighbors(c) {
            out[k] = nb;
            k += 1;
        }
        (out, k)
    }

    /// 칸이 닿는 가상 변 노드들.
    fn edges_of(&self, c: u8, p: Player) -> [Option<usize>; 2] {
        let (col, row) = self.coords(c);
        let last = self.n - 1;
        match p {
            Player::First => [(row == 0).then_some(TOP), (row == last).then_some(BOTTOM)],
            Player::Second => [(col == 0).then_some(LEFT), (col == last).then_some(RIGHT)],
        }
    }

    fn place(&mut self, c: u8, p: Player) {
        self.cells[c as usize] = p.index() as u8 + 1;
        let color = self.cells[c as usize];
        let (nbrs, count) = self.neighbor_array(c);
        for &nb in &nbrs[..count] {
            if self.cells[nb as usize] == color {
                self.union(c as usize, nb as usize);
            }
        }
        for e in self.edges_of(c, p).into_iter().flatten() {
            self.union(c as usize, e);
        }
        let (a, b) = match p {
            Player::First => (TOP, BOTTOM),
            Player::Second => (LEFT, RIGHT),
        };
        if self.find(a) == self.find(b) {
            self.status = Status::Won(p);
        }
    }

    /// 이긴 연결의 칸들 (끝났을 때).
    pub fn winning_chain(&self) -> Vec<u8> {
        let Status::Won(p) = self.status else {
            return Vec::new();
        };
        let edge = match p {
            Player::First => TOP,
            Player::Second => LEFT,
        };
        let r = self.root(edge);
        (0..self.n * self.n)
            .filter(|&c| self.at(c) == Some(p) && self.root(c as usize) == r)
            .collect()
    }

    /// 꽉 찬 판의 승자를 연결 한 번으로: 흑이 위에서 아래로 이어지면 흑, 아니면 백.
    /// (무작위 대국의 끝에 쓴다; 판이 꽉 차 있어야 뜻이 있다.)
    pub fn full_board_winner(&self) -> Player {
        let n = self.n as usize;
        let mut seen = [false; MAX_CELLS];
        let mut stack: Vec<u8> = (0..self.n)
            .filter(|&c| self.cells[c as usize] == 1)
            .collect();
        for &c in &stack {
            seen[c as usize] = true;
        }
        while let Some(c) = stack.pop() {
            if c as usize / n == n - 1 {
                return Player::First;
            }
            for nb in self.neighbors(c) {
                if !seen[nb as usize] && self.cells[nb as usize] == 1 {
                    seen[nb as usize] = true;
                    stack.push(nb);
                }
            }
        }
        Player::Second
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.n {
            write!(f, "{:>width$}", "", width = r as usize)?;
            for c in 0..self.n {
                let ch = match self.at(self.cell(c, r)) {
                    Some(Player::First) => 'B',
                    Some(Player::Second) => 'W',
                    None => '.',
                };
                write!(f, "{ch} ")?;
            }
            if r + 1 < self.n {
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
    fn a_column_of_black_wins() {
        let mut h = Hex::new(3, false).unwrap();
        // 흑 a1, a2, a3 (백은 c 열에 둔다).
        for mv in ["a1", "c1", "a2", "c2", "a3"] {
            let m = h.parse_move(mv).unwrap();
            h.play(m);
        }
        assert_eq!(h.status(), Status::Won(Player::First));
        assert_eq!(h.winning_chain().len(), 3);
        assert_eq!(h.try_play(HexMove(4)), Err(HexError::GameOver));
    }

    #[test]
    fn acute_corner_neighbors() {
        let h = Hex::new(5, false).unwrap();
        let a1 = h.parse_move("a1").unwrap().0;
        let mut n: Vec<String> = h.neighbors(a1).map(|c| h.move_name(HexMove(c))).collect();
        n.sort();
        assert_eq!(n, vec!["a2", "b1"]);
        let c3 = h.parse_move("c3").unwrap().0;
        let mut n: Vec<String> = h.neighbors(c3).map(|c| h.move_name(HexMove(c))).collect();
        n.sort();
        assert_eq!(n, vec!["b3", "b4", "c2", "c4", "d2", "d3"]);
    }

    #[test]
    fn swap_mirrors_the_first_stone() {
        let mut h = Hex::new(5, true).unwrap();
        h.play(h.parse_move("b4").unwrap());
        assert!(h.check(HexMove::SWAP).is_ok());
        h.play(HexMove::SWAP);
        assert_eq!(h.at(h.parse_move("d2").unwrap().0), Some(Player::Second));
        assert_eq!(h.at(h.parse_move("b4").unwrap().0), None);
        assert_eq!(h.to_move(), Player::First);
        assert_eq!(h.try_play(HexMove::SWAP), Err(HexError::NoSwap));
    }

    #[test]
    fn bad_input_is_typed() {
        let h = Hex::new(5, false).unwrap();
        assert!(matches!(h.parse_move("f1"), Err(HexError::BadCell(_))));
        assert!(matches!(h.parse_move("a6"), Err(HexError::BadCell(_))));
        assert!(matches!(h.parse_move("zz"), Err(HexError::BadCell(_))));
        assert_eq!(h.check(HexMove::SWAP), Err(HexError::NoSwap));
        assert_eq!(Hex::new(2, false), Err(HexError::BadSize(2)));
    }
}
