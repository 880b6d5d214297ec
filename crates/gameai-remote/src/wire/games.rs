//! 게임 국면이 경계를 건너는 모양. 규칙 파일은 국면을 이루는 것들을 내놓고 (`placed`, `bits`, 처음
//! 국면과 둔 수들) 그것에서 국면을 다시 세울 뿐이다 (`from_placed` …): 바이트는 여기서만 안다.
//!
//! - 돌 게임(헥스, 하바나, 오목): 크기와 차례 (헥스는 교환 규칙, 오목은 이긴 쪽도), 그리고 돌들
//!   (칸, 쪽 1 또는 2). 읽을 때는 돌을 다시 놓아 합집합·승패·열쇠를 새로 만든다.
//! - 틱택토: 쪽마다 돌의 비트.
//! - 님의 수와 위토프의 칸 (돌아보기의 답에만: 그 게임의 판정은 작업자로 가지 않는다).
//! - 체스: 처음 국면의 FEN과 둔 수들. 읽을 때 수를 검사하며 다시 두므로 지나온 국면(같은 국면 세
//!   번, 50수)까지 그대로 돌아온다.

use gameai::games::Player;
use gameai::games::chess::{Chess, Move, Piece, Square};
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::games::havannah::{HavMove, Havannah};
use gameai::games::hex::{Hex, HexMove};
use gameai::games::nim::NimMove;
use gameai::games::tictactoe::TicTacToe;
use gameai::games::wythoff::Cell;

use super::{Reader, Wire, WireError, Writer};

/// 돌 하나의 쪽: 1 (먼저 두는 쪽) 또는 2.
fn put_stone_side(w: &mut Writer, p: Player) {
    w.byte(p.index() as u8 + 1);
}

fn get_stone_side(r: &mut Reader<'_>, what: &'static str) -> Result<Player, WireError> {
    match r.byte()? {
        1 => Ok(Player::First),
        2 => Ok(Player::Second),
        t => Err(WireError::BadTag(what, t.into())),
    }
}

/// 돌들: 개수, 그리고 돌마다 칸(`M`의 모양)과 쪽.
fn put_placed<M: Wire>(w: &mut Writer, placed: &[(M, Player)]) {
    w.varint(placed.len() as u64);
    for (c, p) in placed {
        w.put(c);
        put_stone_side(w, *p);
    }
}

fn get_placed<M: Wire>(
    r: &mut Reader<'_>,
    what: &'static str,
) -> Result<Vec<(M, Player)>, WireError> {
    let count = r.count()?;
    let mut placed = Vec::with_capacity(count);
    for _ in 0..count {
        placed.push((r.get()?, get_stone_side(r, what)?));
    }
    Ok(placed)
}

/// 규칙의 오류를 "불가능한 국면"으로.
fn invalid(e: impl core::fmt::Display) -> WireError {
    WireError::Invalid(e.to_string())
}

impl Wire for HexMove {
    fn put(&self, w: &mut Writer) {
        w.byte(self.0);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(HexMove(r.byte()?))
    }
}

impl Wire for Hex {
    fn put(&self, w: &mut Writer) {
        w.byte(self.size());
        w.put(&self.swap_rule());
        w.put(&self.swapped());
        w.put(&gameai::mcts::Game::to_move(self));
        put_placed(w, &self.placed());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = r.byte()?;
        let (swap_rule, swapped, to_move) = (r.get()?, r.get()?, r.get()?);
        let placed = get_placed(r, "hex stone")?;
        Hex::from_placed(n, swap_rule, swapped, to_move, &placed).map_err(invalid)
    }
}

impl Wire for HavMove {
    fn put(&self, w: &mut Writer) {
        w.put(&self.0);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(HavMove(r.get()?))
    }
}

impl Wire for Havannah {
    fn put(&self, w: &mut Writer) {
        w.byte(self.base());
        w.put(&gameai::mcts::Game::to_move(self));
        put_placed(w, &self.placed());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = r.byte()?;
        let to_move = r.get()?;
        let placed = get_placed(r, "havannah stone")?;
        Havannah::from_placed(n, to_move, &placed).map_err(invalid)
    }
}

impl Wire for GMove {
    fn put(&self, w: &mut Writer) {
        w.put(&self.0);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(GMove(r.get()?))
    }
}

impl Wire for Gomoku {
    fn put(&self, w: &mut Writer) {
        w.byte(self.size());
        w.put(&self.to_move());
        w.put(&self.winner());
        put_placed(w, &self.placed());
        w.put(&self.exact_five());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = r.byte()?;
        let (to_move, winner) = (r.get()?, r.get()?);
        let placed = get_placed(r, "gomoku stone")?;
        let exact: bool = r.get()?;
        Ok(Gomoku::from_placed(n, to_move, winner, &placed)
            .map_err(invalid)?
            .with_exact_five(exact))
    }
}

impl Wire for TicTacToe {
    fn put(&self, w: &mut Writer) {
        w.put(&self.bits());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let bits: [u16; 2] = r.get()?;
        TicTacToe::from_bits(bits)
            .ok_or_else(|| WireError::Invalid(format!("tic-tac-toe bits {bits:?}")))
    }
}

/// 수: 출발 칸, 도착 칸, 승격 (0 없음, 아니면 기물 번호 + 1).
impl Wire for Move {
    fn put(&self, w: &mut Writer) {
        w.byte(self.from.index() as u8);
        w.byte(self.to.index() as u8);
        w.byte(self.promotion.map_or(0, |p| p.index() as u8 + 1));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let square =
            |i: u8| Square::from_index(i).ok_or_else(|| WireError::Invalid(format!("square {i}")));
        let (from, to) = (square(r.byte()?)?, square(r.byte()?)?);
        let promotion = match r.byte()? {
            0 => None,
            p => Some(
                *Piece::PROMOTIONS
                    .iter()
                    .find(|q| q.index() + 1 == usize::from(p))
                    .ok_or(WireError::BadTag("promotion", p.into()))?,
            ),
        };
        Ok(Move {
            from,
            to,
            promotion,
        })
    }
}

impl Wire for Chess {
    fn put(&self, w: &mut Writer) {
        let start = self.history().first().unwrap_or(self.board());
        w.put(&start.to_fen());
        w.put(&self.played().to_vec());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let fen: String = r.get()?;
        let mut c = Chess::from_fen(&fen).map_err(invalid)?;
        let moves: Vec<Move> = r.get()?;
        for mv in moves {
            c.try_play(mv)
                .map_err(|e| WireError::Invalid(format!("{mv}: {e}")))?;
        }
        Ok(c)
    }
}

/// 님의 수: 더미 번호와 남길 개수 (돌아보기의 답에 실린다).
impl Wire for NimMove {
    fn put(&self, w: &mut Writer) {
        w.put(&(self.heap as u64));
        w.put(&self.to);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(NimMove {
            heap: super::narrow(r.get::<u64>()?, "heap")?,
            to: r.get()?,
        })
    }
}

/// 위토프의 칸 (돌아보기의 답에 실린다).
impl Wire for Cell {
    fn put(&self, w: &mut Writer) {
        w.put(&self.x);
        w.put(&self.y);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(Cell {
            x: r.get()?,
            y: r.get()?,
        })
    }
}
