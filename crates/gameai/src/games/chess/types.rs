//! 체스의 작은 타입들: 칸, 색, 기물, 수, 그리고 비트보드(칸 64개를 u64의 비트 64개로).
//!
//! 칸 번호는 a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63 (행 × 8 + 열). 비트보드의 비트 i가
//! 켜져 있으면 칸 i에 무엇이 있다.

use core::fmt;

/// 칸 64개의 집합.
pub type Bitboard = u64;

/// 칸 하나 (0..64).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// 모든 칸, a1부터.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// 번호로 (64 이상이면 `None`).
    pub const fn from_index(i: u8) -> Option<Square> {
        if i < 64 { Some(Square(i)) } else { None }
    }

    /// 번호로, 검사 없이 (호출한 쪽이 0..64를 보장한다). 64 이상이면 63으로 자른다.
    pub(crate) const fn new_unchecked(i: u8) -> Square {
        Square(i & 63)
    }

    /// 열(0 = a)과 행(0 = 1행)으로.
    pub const fn at(file: u8, rank: u8) -> Square {
        Square((rank & 7) * 8 + (file & 7))
    }

    /// 번호.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 열 (0 = a).
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// 행 (0 = 1행).
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// 이 칸 하나만 켠 비트보드.
    pub const fn bb(self) -> Bitboard {
        1 << self.0
    }

    /// 판을 위아래로 뒤집은 칸 (백의 관점 ↔ 흑의 관점).
    pub const fn flip(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// 이름을 읽는다: "e4".
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
            return None;
        }
        Some(Square::at(b[0] - b'a', b[1] - b'1'))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file()),
            char::from(b'1' + self.rank())
        )
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// 비트보드의 칸들을 낮은 번호부터.
/// 비트가 둘 이상인가 (`count_ones() > 1`보다 싸다: 기본 x86-64와 wasm의 일부에는 popcnt 명령이
/// 없어 세기가 열몇 개의 명령이 된다).
#[inline]
pub(crate) const fn several(bb: Bitboard) -> bool {
    bb & bb.wrapping_sub(1) != 0
}

/// 비트가 꼭 하나인가.
#[inline]
pub(crate) const fn single(bb: Bitboard) -> bool {
    bb != 0 && !several(bb)
}

pub fn squares(mut bb: Bitboard) -> impl Iterator<Item = Square> {
    core::iter::from_fn(move || {
        if bb == 0 {
            return None;
        }
        let sq = Square(bb.trailing_zeros() as u8);
        bb &= bb - 1;
        Some(sq)
    })
}

/// 색.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// 백 (먼저 둔다).
    White,
    /// 흑.
    Black,
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

impl Color {
    /// 두 색.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// 0 (백) 또는 1 (흑).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// 상대 색.
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 이 색의 첫 행 (백 0, 흑 7).
    pub const fn back_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }
}

/// 기물의 종류.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// 폰.
    Pawn,
    /// 나이트.
    Knight,
    /// 비숍.
    Bishop,
    /// 룩.
    Rook,
    /// 퀸.
    Queen,
    /// 킹.
    King,
}

impl Piece {
    /// 여섯 종류, 폰부터.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];
    /// 폰이 승격할 수 있는 기물 (좋은 것부터).
    pub const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Knight, Piece::Rook, Piece::Bishop];

    /// 0 (폰) .. 5 (킹).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// 백 기물의 FEN 글자 (대문자).
    pub const fn upper(self) -> char {
        match self {
            Piece::Pawn => 'P',
            Piece::Knight => 'N',
            Piece::Bishop => 'B',
            Piece::Rook => 'R',
            Piece::Queen => 'Q',
            Piece::King => 'K',
        }
    }

    /// FEN 글자로 색과 종류를.
    pub fn from_char(c: char) -> Option<(Color, Piece)> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let piece = match c.to_ascii_uppercase() {
            'P' => Piece::Pawn,
            'N' => Piece::Knight,
            'B' => Piece::Bishop,
            'R' => Piece::Rook,
            'Q' => Piece::Queen,
            'K' => Piece::King,
            _ => return None,
        };
        Some((color, piece))
    }

    /// 색을 붙인 FEN 글자 (백 대문자, 흑 소문자).
    pub fn fen_char(self, color: Color) -> char {
        match color {
            Color::White => self.upper(),
            Color::Black => self.upper().to_ascii_lowercase(),
        }
    }
}

/// 수: 어디서 어디로, 승격이면 무엇으로. 캐슬링은 킹이 두 칸 가는 수 (e1g1), 앙파상은 폰이
/// 빈 칸으로 대각선으로 가는 수다 — UCI 표기와 같다.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// 출발 칸.
    pub from: Square,
    /// 도착 칸.
    pub to: Square,
    /// 승격하는 기물.
    pub promotion: Option<Piece>,
}

impl Move {
    /// 승격이 아닌 수.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }
}

impl fmt::Display for Move {
    /// UCI 표기: "e2e4", "e7e8q".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.upper().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// 캐슬링 권리 (비트: 백 킹 쪽 1, 백 퀸 쪽 2, 흑 킹 쪽 4, 흑 퀸 쪽 8). 비트 순서는 폴리글롯
/// 열쇠의 캐슬링 수 순서와 같다.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Castling(pub u8);

impl Castling {
    /// 모든 권리.
    pub const ALL: Castling = Castling(15);
    /// 백 킹 쪽 (O-O).
    pub const WHITE_SHORT: u8 = 1;
    /// 백 퀸 쪽 (O-O-O).
    pub const WHITE_LONG: u8 = 2;
    /// 흑 킹 쪽.
    pub const BLACK_SHORT: u8 = 4;
    /// 흑 퀸 쪽.
    pub const BLACK_LONG: u8 = 8;

    /// 색 `c`의 (킹 쪽, 퀸 쪽) 비트.
    pub const fn bits(c: Color) -> (u8, u8) {
        match c {
            Color::White => (Self::WHITE_SHORT, Self::WHITE_LONG),
            Color::Black => (Self::BLACK_SHORT, Self::BLACK_LONG),
        }
    }

    /// 비트 `bit`가 있는가.
    pub const fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}

/// 칸 `sq`에서 무엇이 움직이거나 잡히면 잃는 캐슬링 권리를 뺀 나머지 마스크.
pub const fn castling_keep_mask(sq: usize) -> u8 {
    match sq {
        0 => !Castling::WHITE_LONG,                            // a1
        4 => !(Castling::WHITE_SHORT | Castling::WHITE_LONG),  // e1
        7 => !Castling::WHITE_SHORT,                           // h1
        56 => !Castling::BLACK_LONG,                           // a8
        60 => !(Castling::BLACK_SHORT | Castling::BLACK_LONG), // e8
        63 => !Castling::BLACK_SHORT,                          // h8
        _ => 0xFF,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_through_names() {
        for sq in Square::ALL {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("e4").map(Square::index), Some(28));
        for bad in ["", "e", "e9", "i1", "e44", "E4"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn squares_iterate_low_to_high() {
        let v: Vec<_> = squares(0b1001_0000_0001).map(Square::index).collect();
        assert_eq!(v, vec![0, 8, 11]);
    }

    #[test]
    fn moves_print_in_uci() {
        let m = Move {
            from: Square::at(4, 6),
            to: Square::at(4, 7),
            promotion: Some(Piece::Queen),
        };
        assert_eq!(m.to_string(), "e7e8q");
    }
}
