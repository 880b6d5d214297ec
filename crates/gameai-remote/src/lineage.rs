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

/// 돌을 놓기만 하는 게임의 앞뒤: 앞 국면의 돌이 모두 같은 색으로 남아 있고, 새 돌이 앞 국면의
/// 차례부터 번갈아 놓일 수 있으면 (다시 두어 보아 똑같은 국면이 되면) 그 수들.
fn stone_path<G: Wire + Clone, M: Copy>(
    earlier: &G,
    later: &G,
    stones: impl Fn(&G) -> Vec<(M, Player)>,
    same_cell: impl Fn(M, M) -> bool,
    to_move: Player,
    play: impl Fn(&mut G, M) -> bool,
) -> Option<Vec<M>> {
    let (old, new) = (stones(earlier), stones(later));
    if !old
        .iter()
        .all(|&(m, p)| new.iter().any(|&(n, q)| same_cell(m, n) && p == q))
    {
        return None;
    }
    let fresh: Vec<(M, Player)> = new
        .into_iter()
        .filter(|&(n, _)| !old.iter().any(|&(m, _)| same_cell(m, n)))
        .collect();
    let mine: Vec<M> = fresh
        .iter()
        .filter(|s| s.1 == to_move)
        .map(|s| s.0)
        .collect();
    let theirs: Vec<M> = fresh
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
        if !play(&mut g, mv) {
            return None;
        }
    }
    (encode(&g) == encode(later)).then_some(path)
}

impl Lineage for Hex {
    type Step = HexMove;
    fn moves_since(&self, earlier: &Hex) -> Option<Vec<HexMove>> {
        if self.size() != earlier.size() || self.swapped() != earlier.swapped() {
            return None;
        }
        let stones = |h: &Hex| {
            let cells = u16::from(h.size()) * u16::from(h.size());
            (0..cells as u8)
                .filter_map(|c| h.at(c).map(|p| (HexMove(c), p)))
                .collect()
        };
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            earlier.to_move(),
            |h, mv| h.try_play(mv).is_ok(),
        )
    }
}

impl Lineage for Havannah {
    type Step = HavMove;
    fn moves_since(&self, earlier: &Havannah) -> Option<Vec<HavMove>> {
        if self.base() != earlier.base() {
            return None;
        }
        let stones = |h: &Havannah| {
            h.all_cells()
                .filter_map(|c| h.at(c).map(|p| (c, p)))
                .collect()
        };
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            earlier.to_move(),
            |h, mv| h.try_play(mv).is_ok(),
        )
    }
}

impl Lineage for Gomoku {
    type Step = GMove;
    fn moves_since(&self, earlier: &Gomoku) -> Option<Vec<GMove>> {
        if self.size() != earlier.size() {
            return None;
        }
        let stones = |g: &Gomoku| {
            let cells = u16::from(g.size()) * u16::from(g.size());
            (0..cells)
                .filter_map(|c| g.at(GMove(c)).map(|p| (GMove(c), p)))
                .collect()
        };
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            earlier.to_move(),
            |g, mv| g.try_play(mv).is_ok(),
        )
    }
}

impl Lineage for TicTacToe {
    type Step = u8;
    fn moves_since(&self, earlier: &TicTacToe) -> Option<Vec<u8>> {
        let stones = |t: &TicTacToe| (0..9u8).filter_map(|c| t.at(c).map(|p| (c, p))).collect();
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            Game::to_move(earlier),
            |t, c| t.try_play(c).is_ok(),
        )
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
