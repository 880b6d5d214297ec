//! 한 판의 앞뒤 (작업자 쪽): 남겨 둔 트리·표를 다음 국면에 이어 써도 되는가.

use crate::wire::{Wire, encode};
use gameai::games::Player;
use gameai::games::chess::Chess;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::games::havannah::{HavMove, Havannah};
use gameai::games::hex::{Hex, HexMove};
use gameai::games::tictactoe::TicTacToe;
use gameai::mcts::Game;

/// 한 판의 앞뒤 국면을 알아본다: 작업자가 남겨 둔 트리·표를 다음 국면에 이어 써도 되는가. 작업자는
/// 수가 하나 이상 있을 때만 이어 쓴다 (같은 국면이 다시 오는 것은 새 판이다).
pub trait Lineage: Sized {
    /// 수.
    type Step: Copy;
    /// `self`가 `earlier`에서 수를 두어 온 국면이면 그 수들 (둔 순서대로; 같은 국면이면 빈 목록),
    /// 아니면 `None` (새 판, 무르기, 다른 크기).
    fn moves_since(&self, earlier: &Self) -> Option<Vec<Self::Step>>;
}

/// 돌을 놓기만 하는 게임 (헥스, 하바나, 오목, 틱택토): 앞뒤를 판 위의 돌로 알아본다. 게임마다 다른
/// 것은 이 네 가지뿐이고, 알아보는 길([`stone_path`])은 하나다.
pub trait Stones: Wire + Clone {
    /// 칸 (= 수).
    type Cell: Copy + PartialEq;
    /// 같은 판인가 (크기와, 수를 바꾸는 규칙).
    fn same_board(&self, other: &Self) -> bool;
    /// 판 위의 돌들.
    fn stones(&self) -> Vec<(Self::Cell, Player)>;
    /// 둘 차례.
    fn side_to_move(&self) -> Player;
    /// 검사하고 놓는다 (놓았으면 `true`).
    fn place(&mut self, cell: Self::Cell) -> bool;
}

impl<G: Stones> Lineage for G {
    type Step = G::Cell;
    fn moves_since(&self, earlier: &G) -> Option<Vec<G::Cell>> {
        if !self.same_board(earlier) {
            return None;
        }
        stone_path(earlier, self)
    }
}

/// 돌을 놓기만 하는 게임의 앞뒤: 앞 국면의 돌이 모두 같은 색으로 남아 있고, 새 돌이 앞 국면의
/// 차례부터 번갈아 놓일 수 있으면 (다시 두어 보아 똑같은 국면이 되면) 그 수들.
fn stone_path<G: Stones>(earlier: &G, later: &G) -> Option<Vec<G::Cell>> {
    let (old, new) = (earlier.stones(), later.stones());
    if !old
        .iter()
        .all(|&(m, p)| new.iter().any(|&(n, q)| m == n && p == q))
    {
        return None;
    }
    let fresh: Vec<(G::Cell, Player)> = new
        .into_iter()
        .filter(|&(n, _)| !old.iter().any(|&(m, _)| m == n))
        .collect();
    let to_move = earlier.side_to_move();
    let mine: Vec<G::Cell> = fresh
        .iter()
        .filter(|s| s.1 == to_move)
        .map(|s| s.0)
        .collect();
    let theirs: Vec<G::Cell> = fresh
        .iter()
        .filter(|s| s.1 != to_move)
        .map(|s| s.0)
        .collect();
    if !(mine.len() == theirs.len() || mine.len() == theirs.len() + 1) {
        return None;
    }
    let mut path = Vec::with_capacity(fresh.len());
    for (i, &m) in mine.iter().enumerate() {
        path.push(m);
        if let Some(&t) = theirs.get(i) {
            path.push(t);
        }
    }
    let mut g = earlier.clone();
    for &mv in &path {
        if !g.place(mv) {
            return None;
        }
    }
    (encode(&g) == encode(later)).then_some(path)
}

impl Stones for Hex {
    type Cell = HexMove;
    fn same_board(&self, other: &Hex) -> bool {
        self.size() == other.size() && self.swapped() == other.swapped()
    }
    fn stones(&self) -> Vec<(HexMove, Player)> {
        let cells = u16::from(self.size()) * u16::from(self.size());
        (0..cells as u8)
            .filter_map(|c| self.at(c).map(|p| (HexMove(c), p)))
            .collect()
    }
    fn side_to_move(&self) -> Player {
        self.to_move()
    }
    fn place(&mut self, cell: HexMove) -> bool {
        self.try_play(cell).is_ok()
    }
}

impl Stones for Havannah {
    type Cell = HavMove;
    fn same_board(&self, other: &Havannah) -> bool {
        self.base() == other.base()
    }
    fn stones(&self) -> Vec<(HavMove, Player)> {
        self.all_cells()
            .filter_map(|c| self.at(c).map(|p| (c, p)))
            .collect()
    }
    fn side_to_move(&self) -> Player {
        self.to_move()
    }
    fn place(&mut self, cell: HavMove) -> bool {
        self.try_play(cell).is_ok()
    }
}

impl Stones for Gomoku {
    type Cell = GMove;
    fn same_board(&self, other: &Gomoku) -> bool {
        self.size() == other.size()
    }
    fn stones(&self) -> Vec<(GMove, Player)> {
        let cells = u16::from(self.size()) * u16::from(self.size());
        (0..cells)
            .filter_map(|c| self.at(GMove(c)).map(|p| (GMove(c), p)))
            .collect()
    }
    fn side_to_move(&self) -> Player {
        self.to_move()
    }
    fn place(&mut self, cell: GMove) -> bool {
        self.try_play(cell).is_ok()
    }
}

impl Stones for TicTacToe {
    type Cell = u8;
    fn same_board(&self, _: &TicTacToe) -> bool {
        true
    }
    fn stones(&self) -> Vec<(u8, Player)> {
        (0..9u8)
            .filter_map(|c| self.at(c).map(|p| (c, p)))
            .collect()
    }
    fn side_to_move(&self) -> Player {
        Game::to_move(self)
    }
    fn place(&mut self, cell: u8) -> bool {
        self.try_play(cell).is_ok()
    }
}

impl Lineage for Chess {
    type Step = gameai::games::chess::Move;
    /// 같은 처음 국면에서, 앞 국면의 수들 뒤에 수를 더 둔 것.
    fn moves_since(&self, earlier: &Chess) -> Option<Vec<Self::Step>> {
        let start = |c: &Chess| *c.history().first().unwrap_or(c.board());
        (start(self) == start(earlier) && self.played().starts_with(earlier.played()))
            .then(|| self.played()[earlier.played().len()..].to_vec())
    }
}
