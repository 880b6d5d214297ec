//! 기물 점수 (수 순서와 교환의 셈에 쓰는 어림값), 칸 점수표를 찾기, 국면 단계.

use crate::games::chess::{Board, Color, Piece, Square};

use super::features::pst_index;
use super::weights::WEIGHTS;

/// 기물 점수 (중반, 끝내기), 센티폰: 잡기의 순서(MVV-LVA)와 교환의 셈이 쓰는 어림값. 평가는 기물 점수를
/// 칸 점수표의 맞춘 무게에 품고 있다 (`weights.rs`).
pub const VALUES: [(i32, i32); 6] = [
    (100, 120),
    (320, 300),
    (335, 320),
    (480, 540),
    (950, 1000),
    (0, 0),
];
/// 국면 단계에서 기물의 몫 (나이트·비숍 1, 룩 2, 퀸 4; 처음 국면이 24).
pub(super) const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
pub(super) const MAX_PHASE: i32 = 24;

/// 색 `c`의 기물 `p`가 `sq`에 있을 때의 (중반, 끝내기) 점수 (기물 점수 포함, 맞춘 칸 점수표에서).
pub fn piece_square(c: Color, p: Piece, sq: Square) -> (i32, i32) {
    let sq = match c {
        Color::White => sq,
        Color::Black => sq.flip(),
    };
    WEIGHTS[pst_index(p.index(), sq.index())]
}

/// 국면 단계: 24 (처음 국면) … 0 (킹과 폰만).
pub fn phase(b: &Board) -> i32 {
    Piece::ALL
        .iter()
        .map(|&p| b.piece_bb(p).count_ones() as i32 * PHASE[p.index()])
        .sum::<i32>()
        .min(MAX_PHASE)
}
