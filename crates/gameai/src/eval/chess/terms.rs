//! 평가의 항목들: 기동력, 폰 구조(통과한 폰, 겹친 폰, 외톨이 폰), 룩의 열, 킹 안전.

use crate::games::chess::{Board, Color, Piece, Square, attacks, squares};

/// 기동력: 닿는 칸 하나의 (중반, 끝내기) 점수 (나이트, 비숍, 룩, 퀸), 그리고 기물마다 빼는 보통의
/// 칸 수 (그보다 적게 닿으면 벌점).
pub(super) const MOBILITY: [(i32, i32, i32); 4] = [(4, 4, 4), (5, 5, 6), (2, 4, 6), (1, 2, 12)];
/// 통과한 폰: 제 쪽에서 센 행마다 (중반, 끝내기).
pub(super) const PASSED: [(i32, i32); 8] = [
    (0, 0),
    (5, 10),
    (5, 15),
    (10, 25),
    (25, 45),
    (45, 80),
    (70, 120),
    (0, 0),
];
pub(super) const DOUBLED: (i32, i32) = (-10, -20);
pub(super) const ISOLATED: (i32, i32) = (-10, -15);
pub(super) const ROOK_OPEN: (i32, i32) = (25, 10);
pub(super) const ROOK_SEMI_OPEN: (i32, i32) = (12, 6);
/// 킹 앞 폰 방패에서 빠진 폰 하나의 중반 벌점.
pub(super) const SHIELD_MISSING: i32 = 12;
/// 킹 둘레를 노리는 기물의 무게 (나이트, 비숍, 룩, 퀸).
pub(super) const KING_ATTACK_WEIGHT: [i32; 4] = [2, 2, 3, 5];

pub(super) const FILE_A: u64 = 0x0101_0101_0101_0101;

/// 열 `f`의 칸들.
pub(super) const fn file_bb(f: u8) -> u64 {
    FILE_A << f
}

/// 열 `f`와 그 옆 열들.
pub(super) const fn adjacent_files(f: u8) -> u64 {
    let mut m = 0;
    if f > 0 {
        m |= file_bb(f - 1);
    }
    if f < 7 {
        m |= file_bb(f + 1);
    }
    m
}

/// 색 `c`의 폰이 `sq`에서 앞으로 가는 칸들 (그 열과 옆 열, `sq`의 행보다 앞).
fn front_span(c: Color, sq: Square) -> u64 {
    let files = file_bb(sq.file()) | adjacent_files(sq.file());
    let r = u32::from(sq.rank());
    let ahead = match c {
        Color::White => (!0u64).checked_shl(8 * (r + 1)).unwrap_or(0),
        Color::Black => (1u64 << (8 * r)) - 1,
    };
    files & ahead
}

/// 색 `c` 쪽에서 본 (중반, 끝내기) 점수: 칸 점수표 밖의 항목들.
pub(super) fn terms(b: &Board, c: Color) -> (i32, i32) {
    let them = c.other();
    let occ = b.occupied();
    let own = b.color_bb(c);
    let pawns = b.pieces_of(c, Piece::Pawn);
    let their_pawns = b.pieces_of(them, Piece::Pawn);
    let safe = !own & !attacks::pawns(them, their_pawns);
    let their_king = b.king_square(them);
    let zone = attacks::king(their_king) | their_king.bb();
    let (mut mg, mut eg) = (0, 0);
    let (mut attackers, mut attack_units) = (0, 0);
    for (i, p) in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
        .into_iter()
        .enumerate()
    {
        let (wm, we, base) = MOBILITY[i];
        for sq in squares(b.pieces_of(c, p)) {
            let reach = match p {
                Piece::Knight => attacks::knight(sq),
                Piece::Bishop => attacks::bishop(sq, occ),
                Piece::Rook => attacks::rook(sq, occ),
                _ => attacks::queen(sq, occ),
            };
            let n = (reach & safe).count_ones() as i32 - base;
            mg += wm * n;
            eg += we * n;
            let hits = (reach & zone).count_ones() as i32;
            if hits > 0 {
                attackers += 1;
                attack_units += KING_ATTACK_WEIGHT[i] * hits;
            }
            if p == Piece::Rook {
                let file = file_bb(sq.file());
                if file & (pawns | their_pawns) == 0 {
                    mg += ROOK_OPEN.0;
                    eg += ROOK_OPEN.1;
                } else if file & pawns == 0 {
                    mg += ROOK_SEMI_OPEN.0;
                    eg += ROOK_SEMI_OPEN.1;
                }
            }
        }
    }
    // 상대 킹을 노리는 기물이 둘 이상일 때만, 노리는 무게의 제곱에 비례해 (한 기물의 장난은 작게).
    if attackers >= 2 {
        mg += (attack_units * attack_units / 2).min(300);
    }
    for sq in squares(pawns) {
        let f = sq.file();
        let rel = match c {
            Color::White => sq.rank(),
            Color::Black => 7 - sq.rank(),
        };
        if front_span(c, sq) & their_pawns == 0 && front_span(c, sq) & file_bb(f) & pawns == 0 {
            mg += PASSED[usize::from(rel)].0;
            eg += PASSED[usize::from(rel)].1;
        }
        if adjacent_files(f) & pawns == 0 {
            mg += ISOLATED.0;
            eg += ISOLATED.1;
        }
    }
    for f in 0..8 {
        let n = (file_bb(f) & pawns).count_ones() as i32;
        if n > 1 {
            mg += DOUBLED.0 * (n - 1);
            eg += DOUBLED.1 * (n - 1);
        }
    }
    // 폰 방패 (중반): 킹이 첫 두 행의 옆 열에 있으면, 킹 열과 옆 열의 바로 앞 두 행에 제 폰이 있는가.
    let ks = b.king_square(c);
    let home = match c {
        Color::White => ks.rank() <= 1,
        Color::Black => ks.rank() >= 6,
    };
    if home && (ks.file() <= 2 || ks.file() >= 5) {
        let shield_rows = match c {
            Color::White => 0x00FF_FF00u64 << (8 * u32::from(ks.rank())),
            Color::Black => 0x00FF_FF00_0000_0000u64 >> (8 * u32::from(7 - ks.rank())),
        };
        let files = file_bb(ks.file()) | adjacent_files(ks.file());
        for f in 0..8u8 {
            if files & file_bb(f) != 0 && file_bb(f) & shield_rows & pawns == 0 {
                mg -= SHIELD_MISSING;
            }
        }
    }
    (mg, eg)
}
