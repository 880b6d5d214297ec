//! 기물의 글자: 글꼴(DejaVu Sans)의 체스 글자 두 겹 — 속이 찬 글자를 색으로 칠하고, 같은 자리에 테두리
//! 글자를 겹쳐 윤곽을 낸다. 판(`view`), 미끄러지는 기물(`motion`), 패널과 다른 장면의 글이 같이 쓴다.

use bevy::prelude::*;
use gameai::games::chess::{Color as Side, Piece};

use crate::theme::palette;

/// 기물의 두 겹: 속이 찬 글자(♚…)와 테두리 글자(♔…).
const FILLED: [char; 6] = ['♟', '♞', '♝', '♜', '♛', '♚'];

const HOLLOW: [char; 6] = ['♙', '♘', '♗', '♖', '♕', '♔'];

/// 기물의 글자 (패널과 열쇠 판의 글에 쓴다: 백은 테두리 글자, 흑은 속이 찬 글자).
pub(crate) fn piece_char(c: Side, p: Piece) -> char {
    match c {
        Side::White => HOLLOW[p.index()],
        Side::Black => FILLED[p.index()],
    }
}

/// 기물 한 겹의 글자와 색 (`layer` 0: 색을 칠한 속이 찬 글자, 그 밖: 윤곽을 내는 테두리 글자).
pub(crate) fn glyph(side: Side, p: Piece, layer: u8) -> (char, Color) {
    match (layer, side) {
        (0, Side::White) => (FILLED[p.index()], palette::PIECE_WHITE),
        (0, Side::Black) => (FILLED[p.index()], palette::PIECE_BLACK),
        (_, Side::White) => (HOLLOW[p.index()], palette::PIECE_BLACK),
        (_, Side::Black) => (HOLLOW[p.index()], palette::PIECE_WHITE.with_alpha(0.35)),
    }
}
