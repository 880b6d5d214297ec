//! 수 하나가 열쇠를 바꾸는 XOR들 ([`Board::key_steps`]): 설명 화면이 비트를 하나씩 뒤집어 보인다.

use super::board::Board;
use super::keys::{TURN_KEY_INDEX, castling_key, piece_key};
use super::polyglot_random64::RANDOM64;
use super::types::{Castling, Color, Move, Piece, Square};

/// 열쇠를 바꾸는 XOR 하나가 무엇인가.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyPart {
    /// 기물이 칸에서 나간다.
    Out(Color, Piece, Square),
    /// 잡힌 기물이 나간다.
    Captured(Color, Piece, Square),
    /// 기물이 칸에 들어온다.
    In(Color, Piece, Square),
    /// 캐슬링 권리가 (전, 후)로 바뀐다.
    Castling(Castling, Castling),
    /// 앙파상 열의 수가 빠진다.
    EnPassantOff(u8),
    /// 앙파상 열의 수가 들어간다 (둘 차례의 폰이 잡을 수 있을 때만).
    EnPassantOn(u8),
    /// 차례가 이 색으로 넘어간다 (백 차례의 수를 XOR한다).
    SideToMove(Color),
}

/// 열쇠를 바꾸는 XOR 하나: 무엇이고, 어떤 64비트 수인가.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyStep {
    /// 무엇.
    pub part: KeyPart,
    /// XOR할 수.
    pub value: u64,
}

impl Board {
    /// 수 `mv`가 열쇠를 바꾸는 XOR들을 차례대로: 움직이는 기물이 출발 칸에서 나가고, 잡힌 기물이
    /// 나가고, (승격한) 기물이 도착 칸에 들어오고, 캐슬링의 룩이 옮겨 가고, 캐슬링 권리와 앙파상이
    /// 바뀌고, 마지막으로 차례가 넘어간다. 모두 XOR하면 `key() ^ 둔 뒤의 key()`와 같다.
    pub fn key_steps(&self, mv: Move) -> Vec<KeyStep> {
        let mut steps = Vec::new();
        let us = self.side;
        let them = us.other();
        let Some((_, piece)) = self.piece_on(mv.from) else {
            return steps;
        };
        let mut push = |part: KeyPart, value: u64| {
            if value != 0 {
                steps.push(KeyStep { part, value });
            }
        };
        push(
            KeyPart::Out(us, piece, mv.from),
            piece_key(us, piece, mv.from),
        );
        if piece == Piece::Pawn && Some(mv.to) == self.ep {
            let sq = Square::at(mv.to.file(), mv.from.rank());
            push(
                KeyPart::Captured(them, Piece::Pawn, sq),
                piece_key(them, Piece::Pawn, sq),
            );
        } else if let Some((_, cap)) = self.piece_on(mv.to) {
            push(
                KeyPart::Captured(them, cap, mv.to),
                piece_key(them, cap, mv.to),
            );
        }
        let placed = mv.promotion.unwrap_or(piece);
        push(KeyPart::In(us, placed, mv.to), piece_key(us, placed, mv.to));
        if piece == Piece::King && mv.from.file().abs_diff(mv.to.file()) == 2 {
            let rank = mv.from.rank();
            let (rf, rt) = if mv.to.file() == 6 { (7, 5) } else { (0, 3) };
            let (a, b) = (Square::at(rf, rank), Square::at(rt, rank));
            push(
                KeyPart::Out(us, Piece::Rook, a),
                piece_key(us, Piece::Rook, a),
            );
            push(
                KeyPart::In(us, Piece::Rook, b),
                piece_key(us, Piece::Rook, b),
            );
        }
        let mut after = *self;
        after.make_move(mv);
        push(
            KeyPart::Castling(self.castling, after.castling),
            castling_key(self.castling) ^ castling_key(after.castling),
        );
        let (ep_before, ep_after) = (self.ep_part(), after.ep_part());
        if ep_before != 0 {
            push(
                KeyPart::EnPassantOff(self.ep.map_or(0, Square::file)),
                ep_before,
            );
        }
        if ep_after != 0 {
            push(
                KeyPart::EnPassantOn(after.ep.map_or(0, Square::file)),
                ep_after,
            );
        }
        push(KeyPart::SideToMove(them), RANDOM64[TURN_KEY_INDEX]);
        steps
    }
}
