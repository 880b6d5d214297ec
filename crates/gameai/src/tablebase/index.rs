//! 국면 ↔ 번호: 표의 한 칸이 국면 하나다.
//!
//! 번호는 둘 차례(1비트)와 기물마다의 칸을 섞은 자릿수다: 백 킹, 흑 킹, 백의 기물들, 흑의
//! 기물들 차례. 판의 대칭으로 줄인다:
//! - 폰이 없으면 8가지 대칭 (좌우, 위아래, 대각선 뒤집기). 백 킹을 a1–d1–d4 삼각형(10칸)에 둔다.
//!   백 킹이 대각선 위에 있으면 대칭 둘이 삼각형에 남으므로, 둘 중 번호가 작은 것이 대표다.
//! - 폰이 있으면 좌우 거울 하나 (폰은 앞으로만 가므로). 백 킹을 a–d열(32칸)에 둔다.
//!
//! 같은 종류의 기물 둘(KBBK, KPKP가 아닌 KPPK …)은 칸 번호가 작은 것을 앞에 둔다. 대표가 아닌
//! 번호(다른 번호와 같은 국면)와 불가능한 국면(두 기물이 한 칸, 킹이 붙음, 두지 않는 쪽이 체크를
//! 당함)은 표에서 "국면 아님"으로 남는다.

use crate::games::chess::{Board, Color, Piece, Square, attacks};

use super::material::{MAX_PIECES, Material};

/// 백 킹의 삼각형 a1–d1–d4 (폰 없는 표).
const TRIANGLE: [u8; 10] = [0, 1, 2, 3, 9, 10, 11, 18, 19, 27];

/// 대칭 `s`(0..8)로 칸을 옮긴다: 비트 1 좌우, 비트 2 위아래, 비트 4 대각선(a1–h8) 뒤집기.
pub(crate) const fn transform(sq: u8, s: u8) -> u8 {
    let (mut f, mut r) = (sq & 7, sq >> 3);
    if s & 1 != 0 {
        f = 7 - f;
    }
    if s & 2 != 0 {
        r = 7 - r;
    }
    if s & 4 != 0 {
        let t = f;
        f = r;
        r = t;
    }
    r * 8 + f
}

/// 대칭마다 칸의 자리 (`transform`을 미리 계산한 것).
const TRANSFORMED: [[u8; 64]; 8] = {
    let mut out = [[0u8; 64]; 8];
    let mut s = 0;
    while s < 8 {
        let mut sq = 0;
        while sq < 64 {
            out[s][sq] = transform(sq as u8, s as u8);
            sq += 1;
        }
        s += 1;
    }
    out
};

/// 칸마다: 폰 없는 표에서 백 킹을 삼각형으로 보내는 대칭들의 비트 집합.
const TO_TRIANGLE: [u8; 64] = {
    let mut out = [0u8; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut s = 0;
        while s < 8 {
            let t = transform(sq as u8, s);
            let mut i = 0;
            while i < 10 {
                if TRIANGLE[i] == t {
                    out[sq] |= 1 << s;
                }
                i += 1;
            }
            s += 1;
        }
        sq += 1;
    }
    out
};

/// 삼각형 칸의 자리 (삼각형 밖은 255).
const TRIANGLE_SLOT: [u8; 64] = {
    let mut out = [255u8; 64];
    let mut i = 0;
    while i < 10 {
        out[TRIANGLE[i] as usize] = i as u8;
        i += 1;
    }
    out
};

/// 기물들의 칸과 둘 차례 (표의 기물 순서대로).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    /// 칸들 (`Layout::kinds`의 차례; 기물 수만큼만 쓴다).
    pub squares: [u8; MAX_PIECES],
    /// 둘 차례.
    pub side: Color,
}

/// 한 표의 번호 매기기.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    material: Material,
    kinds: Vec<(Color, Piece)>,
    pawns: bool,
    radix: Vec<u32>,
    /// 기물마다 칸 → 번호에 더할 몫 (그 기물이 설 수 없는 칸은 `u32::MAX`).
    part: Vec<[u32; 64]>,
    len: usize,
}

impl Layout {
    /// 재료 `material`의 번호 매기기.
    pub fn new(material: &Material) -> Layout {
        let mut kinds = vec![(Color::White, Piece::King), (Color::Black, Piece::King)];
        kinds.extend(material.white.iter().map(|&p| (Color::White, p)));
        kinds.extend(material.black.iter().map(|&p| (Color::Black, p)));
        let pawns = material.has_pawns();
        let radix: Vec<u32> = kinds
            .iter()
            .enumerate()
            .map(|(i, &(_, p))| match (i, p) {
                (0, _) if pawns => 32,
                (0, _) => 10,
                (_, Piece::Pawn) => 48,
                _ => 64,
            })
            .collect();
        let len = 2 * radix.iter().map(|&r| r as usize).product::<usize>();
        let mut part = Vec::with_capacity(kinds.len());
        let mut mult: u32 = 2;
        for (i, &(_, piece)) in kinds.iter().enumerate() {
            let mut row = [u32::MAX; 64];
            for (sq, cell) in row.iter_mut().enumerate() {
                let sq = sq as u8;
                let code = match (i, piece) {
                    (0, _) if pawns => (sq & 7 < 4).then_some((sq >> 3) * 4 + (sq & 7)),
                    (0, _) => {
                        (TRIANGLE_SLOT[sq as usize] != 255).then_some(TRIANGLE_SLOT[sq as usize])
                    }
                    (_, Piece::Pawn) => (8..56).contains(&sq).then(|| sq - 8),
                    _ => Some(sq),
                };
                if let Some(c) = code {
                    *cell = u32::from(c) * mult;
                }
            }
            part.push(row);
            mult = mult.saturating_mul(radix[i]);
        }
        Layout {
            material: material.clone(),
            kinds,
            pawns,
            radix,
            part,
            len,
        }
    }

    /// 재료.
    pub fn material(&self) -> &Material {
        &self.material
    }

    /// 기물들 (백 킹, 흑 킹, 백의 기물, 흑의 기물 차례).
    pub fn kinds(&self) -> &[(Color, Piece)] {
        &self.kinds
    }

    /// 번호의 개수 (국면이 아닌 번호도 센다).
    pub fn len(&self) -> usize {
        self.len
    }

    /// 번호가 없는가 (언제나 거짓).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// 칸들 그대로의 번호 (대칭 없이). 칸이 그 기물의 범위 밖이면 `None`.
    #[inline]
    fn raw_index(&self, p: &Placement) -> Option<u32> {
        let mut idx = u32::from(p.side == Color::Black);
        for (row, &sq) in self.part.iter().zip(&p.squares) {
            let v = row[sq as usize & 63];
            if v == u32::MAX {
                return None;
            }
            idx += v;
        }
        Some(idx)
    }

    /// 번호의 칸들 (대칭은 그대로, 국면인지는 보지 않는다).
    pub fn decode(&self, idx: u32) -> Placement {
        let mut rest = idx as u64;
        let side = if rest & 1 == 1 {
            Color::Black
        } else {
            Color::White
        };
        rest >>= 1;
        let mut squares = [0u8; MAX_PIECES];
        for (i, &(_, piece)) in self.kinds.iter().enumerate() {
            let r = u64::from(self.radix[i]);
            let code = (rest % r) as u8;
            rest /= r;
            squares[i] = match (i, piece) {
                (0, _) if self.pawns => (code / 4) * 8 + code % 4,
                (0, _) => TRIANGLE[code as usize],
                (_, Piece::Pawn) => code + 8,
                _ => code,
            };
        }
        Placement { squares, side }
    }

    /// 같은 종류의 기물은 칸이 작은 것이 앞에.
    fn sort_twins(&self, sq: &mut [u8; MAX_PIECES]) {
        let n = self.kinds.len();
        for i in 2..n {
            let mut j = i;
            while j > 2 && self.kinds[j - 1] == self.kinds[j] && sq[j - 1] > sq[j] {
                sq.swap(j - 1, j);
                j -= 1;
            }
        }
    }

    /// 국면의 대표 번호: 대칭들 가운데 백 킹을 제자리(삼각형, a–d열)에 두는 것들로 옮겨 가장 작은
    /// 번호. 칸이 범위 밖이면 (폰이 첫 행이나 끝 행) `None`.
    pub fn index(&self, p: &Placement) -> Option<u32> {
        let n = self.kinds.len();
        let syms: u8 = if self.pawns {
            if p.squares[0] & 7 >= 4 { 0b10 } else { 0b01 }
        } else {
            TO_TRIANGLE[p.squares[0] as usize]
        };
        let mut best: Option<u32> = None;
        let mut rest = syms;
        while rest != 0 {
            let s = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut q = *p;
            let table = &TRANSFORMED[s];
            for i in 0..n {
                q.squares[i] = table[p.squares[i] as usize & 63];
            }
            self.sort_twins(&mut q.squares);
            if let Some(i) = self.raw_index(&q) {
                best = Some(best.map_or(i, |b| b.min(i)));
            }
        }
        best
    }

    /// 번호 `idx`가 가능한 국면의 대표인가. 그렇다면 그 국면 (둘 차례 포함).
    pub fn position(&self, idx: u32) -> Option<(Placement, Board)> {
        let p = self.decode(idx);
        let n = self.kinds.len();
        let mut occ = 0u64;
        for i in 0..n {
            let bit = 1u64 << p.squares[i];
            if occ & bit != 0 {
                return None;
            }
            occ |= bit;
        }
        if self.index(&p) != Some(idx) {
            return None;
        }
        let board = self.board(&p);
        let wk = Square::from_index(p.squares[0])?;
        let bk = Square::from_index(p.squares[1])?;
        if attacks::king(wk) & bk.bb() != 0 {
            return None;
        }
        let (them_king, us) = match p.side {
            Color::White => (bk, Color::White),
            Color::Black => (wk, Color::Black),
        };
        if board.attacked_by(us, them_king, board.occupied()) {
            return None;
        }
        Some((p, board))
    }

    /// 칸들로 판을 (캐슬링·앙파상 없음).
    pub fn board(&self, p: &Placement) -> Board {
        let mut b = Board::empty();
        for (i, &(c, piece)) in self.kinds.iter().enumerate() {
            b.put(c, piece, Square::new_unchecked(p.squares[i]));
        }
        b.side = p.side;
        // 열쇠도 (없으면 이 판에서 시작한 대국의 판이 같은 국면의 FEN에서 읽은 판과 다르다).
        b.key = b.key_from_scratch();
        b
    }

    /// 판의 칸들 (재료가 이 표와 같아야 한다: 같지 않으면 `None`).
    pub fn placement_of(&self, board: &Board) -> Option<Placement> {
        let mut squares = [0u8; MAX_PIECES];
        let mut used = 0u64;
        for (i, &(c, piece)) in self.kinds.iter().enumerate() {
            let bb = board.pieces_of(c, piece) & !used;
            if bb == 0 {
                return None;
            }
            let sq = bb.trailing_zeros() as u8;
            used |= 1 << sq;
            squares[i] = sq;
        }
        if used != board.occupied() {
            return None;
        }
        Some(Placement {
            squares,
            side: board.side_to_move(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symmetry_of_a_position_has_one_index() {
        let l = Layout::new(&Material::parse("KBNK").unwrap());
        let p = Placement {
            squares: [12, 50, 33, 7],
            side: Color::Black,
        };
        let i = l.index(&p).unwrap();
        for s in 0..8 {
            let mut q = p;
            for k in 0..4 {
                q.squares[k] = transform(p.squares[k], s);
            }
            assert_eq!(l.index(&q), Some(i), "symmetry {s}");
        }
        let (back, _) = l.position(i).unwrap();
        assert_eq!(l.index(&back), Some(i));
    }

    #[test]
    fn twins_and_pawns_index_once() {
        let l = Layout::new(&Material::parse("KBBK").unwrap());
        let a = Placement {
            squares: [1, 40, 20, 30],
            side: Color::White,
        };
        let b = Placement {
            squares: [1, 40, 30, 20],
            side: Color::White,
        };
        assert_eq!(l.index(&a), l.index(&b));
        let l = Layout::new(&Material::parse("KPK").unwrap());
        let p = Placement {
            squares: [6, 60, 12, 0],
            side: Color::White,
        };
        let mirrored = Placement {
            squares: [1, 59, 11, 0],
            side: Color::White,
        };
        assert_eq!(l.index(&p), l.index(&mirrored));
        let on_first_rank = Placement {
            squares: [1, 60, 3, 0],
            side: Color::White,
        };
        assert_eq!(l.index(&on_first_rank), None);
    }

    #[test]
    fn a_placed_board_is_the_board_its_fen_reads_back_to() {
        let l = Layout::new(&Material::parse("KBNK").unwrap());
        let p = Placement {
            squares: [12, 50, 33, 7],
            side: Color::Black,
        };
        let b = l.board(&p);
        // 열쇠까지 같다: 이 판에서 시작한 대국과 그 FEN에서 되살린 대국은 같은 판이다.
        assert_eq!(Board::from_fen(&b.to_fen()).unwrap(), b);
        assert_eq!(b.key(), b.key_from_scratch());
    }
}
