//! 기물이 공격하는 칸들. 모든 표는 컴파일할 때 `const fn`으로 만든다 (실행할 때 준비가 없고,
//! 네이티브와 wasm이 같다).
//!
//! - 나이트·킹·폰: 칸마다 공격하는 칸의 표.
//! - 미끄러지는 기물(비숍·룩·퀸): 세로줄과 두 대각선은 hyperbola quintessence로 — 줄 위의 막힌
//!   칸들을 `o - 2s`로 "빌려 오며" 한쪽 방향의 공격을 얻고, 바이트 순서를 뒤집어 같은 일을 하면
//!   반대 방향을 얻는다 (<https://www.chessprogramming.org/Hyperbola_Quintessence>). 가로줄은
//!   바이트 뒤집기로 뒤집을 수 없으므로, 가로줄 한 줄의 공격을 (열, 가운데 여섯 칸의 막힘)으로 찾는
//!   작은 표를 쓴다 (<https://www.chessprogramming.org/First_Rank_Attacks>).
//! - 두 칸 사이의 칸들 ([`between`])과 두 칸을 지나는 줄 전체 ([`line()`]): 체크를 막는 칸, 핀의 줄.

use super::types::{Bitboard, Color, Square};

const fn step_table(deltas: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                t[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

static KNIGHT: [Bitboard; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [Bitboard; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[Bitboard; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

/// 한 방향으로 끝까지 간 칸들 (막힘 없이), 시작 칸 제외.
const fn ray(sq: usize, df: i8, dr: i8) -> Bitboard {
    let (mut f, mut r) = ((sq % 8) as i8 + df, (sq / 8) as i8 + dr);
    let mut bb = 0;
    while f >= 0 && f < 8 && r >= 0 && r < 8 {
        bb |= 1 << (r * 8 + f);
        f += df;
        r += dr;
    }
    bb
}

const fn line_masks(df: i8, dr: i8) -> [Bitboard; 64] {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = ray(sq, df, dr) | ray(sq, -df, -dr);
        sq += 1;
    }
    t
}

/// 칸마다 세로줄, 대각선(↗), 반대 대각선(↖) — 그 칸 자신은 뺀다.
static FILE_EX: [Bitboard; 64] = line_masks(0, 1);
static DIAG_EX: [Bitboard; 64] = line_masks(1, 1);
static ANTI_EX: [Bitboard; 64] = line_masks(-1, 1);

/// 가로줄 한 줄의 공격: 인덱스 = 열 × 64 + (b ~ g열의 막힘 6비트).
static RANK_ATTACKS: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut file = 0;
    while file < 8 {
        let mut occ6 = 0;
        while occ6 < 64 {
            let occ = (occ6 << 1) as u8;
            let mut a = 0u8;
            let mut f = file as i8 + 1;
            while f < 8 {
                a |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            f = file as i8 - 1;
            while f >= 0 {
                a |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f -= 1;
            }
            t[file * 64 + occ6] = a;
            occ6 += 1;
        }
        file += 1;
    }
    t
};

/// 두 칸 사이의 칸들 (같은 줄 위에 있을 때; 아니면 0). 양 끝은 뺀다.
static BETWEEN: [[Bitboard; 64]; 64] = {
    let mut t = [[0; 64]; 64];
    let dirs: [(i8, i8); 8] = [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (-1, -1),
        (1, -1),
        (-1, 1),
    ];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = dirs[d];
            let (mut f, mut r) = ((a % 8) as i8 + df, (a / 8) as i8 + dr);
            let mut between = 0;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                let b = (r * 8 + f) as usize;
                t[a][b] = between;
                between |= 1 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    t
};

/// 두 칸을 지나는 줄 전체 (양 끝 포함, 판 끝까지; 같은 줄이 아니면 0).
static LINE: [[Bitboard; 64]; 64] = {
    let mut t = [[0; 64]; 64];
    let masks = [
        line_masks(1, 0),
        line_masks(0, 1),
        line_masks(1, 1),
        line_masks(-1, 1),
    ];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let mut m = 0;
            while m < 4 {
                if a != b && masks[m][a] & (1 << b) != 0 {
                    t[a][b] = masks[m][a] | (1 << a);
                }
                m += 1;
            }
            b += 1;
        }
        a += 1;
    }
    t
};

/// 나이트가 `sq`에서 공격하는 칸.
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

/// 킹이 `sq`에서 공격하는 칸.
#[inline]
pub fn king(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// 색 `c`의 폰이 `sq`에서 공격하는 칸 (대각선 앞 두 칸).
#[inline]
pub fn pawn(c: Color, sq: Square) -> Bitboard {
    PAWN[c.index()][sq.index()]
}

/// 줄 `mask` 위에서 `sq`의 공격 (hyperbola quintessence).
#[inline]
fn line_attacks(occ: Bitboard, mask: Bitboard, sq: Square) -> Bitboard {
    let o = occ & mask;
    let s = sq.bb();
    let forward = o.wrapping_sub(s.wrapping_mul(2));
    let reverse = o
        .swap_bytes()
        .wrapping_sub(s.swap_bytes().wrapping_mul(2))
        .swap_bytes();
    (forward ^ reverse) & mask
}

#[inline]
fn rank_attacks(occ: Bitboard, sq: Square) -> Bitboard {
    let shift = u32::from(sq.rank()) * 8;
    let occ6 = ((occ >> (shift + 1)) & 63) as usize;
    Bitboard::from(RANK_ATTACKS[usize::from(sq.file()) * 64 + occ6]) << shift
}

/// 비숍이 막힘 `occ`에서 `sq`로부터 공격하는 칸.
#[inline]
pub fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
    line_attacks(occ, DIAG_EX[sq.index()], sq) | line_attacks(occ, ANTI_EX[sq.index()], sq)
}

/// 룩이 막힘 `occ`에서 `sq`로부터 공격하는 칸.
#[inline]
pub fn rook(sq: Square, occ: Bitboard) -> Bitboard {
    line_attacks(occ, FILE_EX[sq.index()], sq) | rank_attacks(occ, sq)
}

/// 퀸.
#[inline]
pub fn queen(sq: Square, occ: Bitboard) -> Bitboard {
    bishop(sq, occ) | rook(sq, occ)
}

/// 색 `c`의 폰들 `pawns`가 모두 함께 공격하는 칸 (칸마다 표를 찾는 대신 비트 밀기 두 번).
#[inline]
pub fn pawns(c: Color, pawns: Bitboard) -> Bitboard {
    const FILE_A: Bitboard = 0x0101_0101_0101_0101;
    const FILE_H: Bitboard = FILE_A << 7;
    let (left, right) = (pawns & !FILE_A, pawns & !FILE_H);
    match c {
        Color::White => (left << 7) | (right << 9),
        Color::Black => (left >> 9) | (right >> 7),
    }
}

/// 두 칸 사이의 칸들 (양 끝 제외; 한 줄 위가 아니면 0).
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    BETWEEN[a.index()][b.index()]
}

/// 두 칸을 지나는 줄 전체 (한 줄 위가 아니면 0).
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    LINE[a.index()][b.index()]
}

/// 빈 판에서 비숍과 룩이 닿는 칸 (핀을 찾을 때 먼저 거른다).
#[inline]
pub fn bishop_empty(sq: Square) -> Bitboard {
    DIAG_EX[sq.index()] | ANTI_EX[sq.index()]
}

/// 빈 판에서 룩이 닿는 칸.
#[inline]
pub fn rook_empty(sq: Square) -> Bitboard {
    FILE_EX[sq.index()] | rook_rank_empty(sq)
}

#[inline]
fn rook_rank_empty(sq: Square) -> Bitboard {
    (0xFF << (u32::from(sq.rank()) * 8)) & !sq.bb()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chess::types::squares;

    /// 한 칸씩 걸어가며 찾은 미끄러지는 공격 (느리지만 틀릴 수 없는 기준).
    fn walk(sq: Square, occ: Bitboard, dirs: &[(i8, i8)]) -> Bitboard {
        let mut bb = 0;
        for &(df, dr) in dirs {
            let (mut f, mut r) = (sq.file() as i8 + df, sq.rank() as i8 + dr);
            while (0..8).contains(&f) && (0..8).contains(&r) {
                let s = Square::at(f as u8, r as u8);
                bb |= s.bb();
                if occ & s.bb() != 0 {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        bb
    }

    #[test]
    fn sliders_match_a_step_by_step_walk() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..4000 {
            // 막힘이 드문 판과 빽빽한 판 모두.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = x & (x >> 3) & (x << 5) | (x & 0x0101_0101_0101_0101);
            for sq in Square::ALL {
                let r = walk(sq, occ, &[(1, 0), (-1, 0), (0, 1), (0, -1)]);
                let b = walk(sq, occ, &[(1, 1), (-1, -1), (1, -1), (-1, 1)]);
                assert_eq!(rook(sq, occ), r, "rook {sq} {occ:#x}");
                assert_eq!(bishop(sq, occ), b, "bishop {sq} {occ:#x}");
            }
        }
    }

    #[test]
    fn step_tables_have_the_right_counts() {
        let a1 = Square::at(0, 0);
        let d4 = Square::at(3, 3);
        assert_eq!(knight(a1).count_ones(), 2);
        assert_eq!(knight(d4).count_ones(), 8);
        assert_eq!(king(a1).count_ones(), 3);
        assert_eq!(pawn(Color::White, Square::at(0, 1)), Square::at(1, 2).bb());
        assert_eq!(pawn(Color::Black, d4).count_ones(), 2);
        // 폰 여럿의 공격은 폰마다의 표를 합친 것과 같다 (가장자리 열에서 넘어가지 않는다).
        let many = 0x00FF_0000_8100_FF00 | Square::at(0, 4).bb();
        for c in Color::BOTH {
            let one_by_one = squares(many).fold(0, |acc, sq| acc | pawn(c, sq));
            assert_eq!(pawns(c, many), one_by_one, "{c:?}");
        }
    }

    #[test]
    fn between_and_line() {
        let (a1, h8, d4, b2) = (
            Square::at(0, 0),
            Square::at(7, 7),
            Square::at(3, 3),
            Square::at(1, 2),
        );
        assert_eq!(between(a1, h8).count_ones(), 6);
        assert_eq!(between(a1, d4), between(d4, a1));
        assert_eq!(between(a1, b2), 0, "not on a line");
        assert_eq!(line(a1, d4).count_ones(), 8);
        assert_eq!(line(a1, b2), 0);
        assert_eq!(rook_empty(d4).count_ones(), 14);
        assert_eq!(bishop_empty(d4).count_ones(), 13);
    }
}
