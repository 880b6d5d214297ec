//! 기물 점수와 칸 점수표(중반, 끝내기 두 벌: 외운 숫자 대신 원칙을 식으로), 국면 단계.

use crate::games::chess::{Board, Color, Piece, Square};

/// 기물 점수 (중반, 끝내기), 센티폰.
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
pub(super) const BISHOP_PAIR: (i32, i32) = (30, 50);

/// 가운데에서의 거리 (0: d4·e4·d5·e5 … 6: 구석).
pub(super) const fn center_distance(sq: usize) -> i32 {
    let f = (sq % 8) as i32;
    let r = (sq / 8) as i32;
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    df + dr
}

/// 백의 관점 칸 점수 (중반, 끝내기). 흑은 칸을 위아래로 뒤집어 찾는다.
pub(super) const fn pst_value(piece: usize, sq: usize) -> (i32, i32) {
    let f = (sq % 8) as i32;
    let r = (sq / 8) as i32;
    let c = center_distance(sq);
    match piece {
        // 폰: 앞으로 갈수록, 가운데 두 열은 일찍부터.
        0 => {
            let adv = [0, 0, 4, 10, 20, 35, 60, 0][r as usize];
            let central = if (f == 3 || f == 4) && (r == 3 || r == 4) {
                18
            } else {
                0
            };
            let flank = if (f == 3 || f == 4) && r == 1 { -10 } else { 0 };
            (
                adv + central + flank,
                [0, 0, 8, 18, 32, 55, 90, 0][r as usize],
            )
        }
        // 나이트: 가운데가 좋고 가장자리는 나쁘다.
        1 => (24 - 10 * c, 12 - 6 * c),
        // 비숍: 가운데 쪽으로, 첫 행은 조금 나쁘다.
        2 => (12 - 4 * c - if r == 0 { 8 } else { 0 }, 8 - 3 * c),
        // 룩: 7행과 가운데 열.
        3 => (
            if r == 6 { 20 } else { 0 } + if f == 3 || f == 4 { 6 } else { 0 },
            if r == 6 { 10 } else { 0 },
        ),
        // 퀸: 중반에는 조금만 가운데로, 끝내기에는 가운데로.
        4 => (6 - 2 * c, 14 - 4 * c),
        // 킹: 중반에는 첫 행 구석 (캐슬링한 자리), 끝내기에는 가운데.
        _ => {
            let shelter = if r == 0 {
                [20, 30, 10, -10, -10, 0, 30, 20][f as usize]
            } else {
                -20 * r
            };
            (shelter, 30 - 10 * c)
        }
    }
}

pub(super) static PST: [[(i32, i32); 64]; 6] = {
    let mut t = [[(0, 0); 64]; 6];
    let mut p = 0;
    while p < 6 {
        let mut sq = 0;
        while sq < 64 {
            let v = pst_value(p, sq);
            t[p][sq] = (VALUES[p].0 + v.0, VALUES[p].1 + v.1);
            sq += 1;
        }
        p += 1;
    }
    t
};

/// 색 `c`의 기물 `p`가 `sq`에 있을 때의 (중반, 끝내기) 점수 (기물 점수 포함).
pub fn piece_square(c: Color, p: Piece, sq: Square) -> (i32, i32) {
    let sq = match c {
        Color::White => sq,
        Color::Black => sq.flip(),
    };
    PST[p.index()][sq.index()]
}

/// 국면 단계: 24 (처음 국면) … 0 (킹과 폰만).
pub fn phase(b: &Board) -> i32 {
    Piece::ALL
        .iter()
        .map(|&p| b.piece_bb(p).count_ones() as i32 * PHASE[p.index()])
        .sum::<i32>()
        .min(MAX_PHASE)
}
