//! FEN (Forsyth–Edwards Notation) 읽기와 쓰기. 읽을 때는 글자 모양만이 아니라 국면이 말이
//! 되는지도 본다 (킹 하나씩, 첫·마지막 행의 폰, 캐슬링 권리와 킹·룩의 자리, 앙파상 칸, 둘 차례가
//! 아닌 쪽의 체크). 틀리면 무엇이 틀렸는지 말하는 [`FenError`]를 돌려주고, 패닉하지 않는다.

use core::fmt;

use super::board::Board;
use super::types::{Castling, Color, Piece, Square};

/// 처음 국면의 FEN.
pub const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// 읽을 수 없거나 있을 수 없는 FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// 칸이 4–6개가 아니다 (배치, 차례, 캐슬링, 앙파상, [50수 셈, 수 번호]).
    FieldCount(usize),
    /// 행이 8개가 아니다.
    RankCount(usize),
    /// 행 `rank`(8..1)의 칸 수가 8이 아니다.
    RankLength {
        /// 행 번호 (8이 맨 위).
        rank: u8,
        /// 센 칸 수.
        len: usize,
    },
    /// 기물 글자가 아니다.
    BadPiece(char),
    /// 차례가 `w`나 `b`가 아니다.
    BadSide(String),
    /// 캐슬링 칸이 `-`나 `KQkq`의 부분이 아니다.
    BadCastling(String),
    /// 권리가 있는데 킹이나 룩이 제자리에 없다.
    ImpossibleCastling(char),
    /// 앙파상 칸이 칸 이름이 아니다.
    BadEnPassant(String),
    /// 앙파상 칸이 있을 수 없는 자리다 (행이 틀렸거나, 막 두 칸 나간 폰이 없다).
    ImpossibleEnPassant(String),
    /// 한 색의 킹이 하나가 아니다.
    KingCount {
        /// 색.
        color: Color,
        /// 센 킹 수.
        count: u32,
    },
    /// 한 색의 기물이 너무 많다 (모두 16개, 폰 8개 넘게).
    TooManyPieces(Color),
    /// 첫 행이나 마지막 행에 폰이 있다.
    PawnOnBackRank,
    /// 둘 차례가 아닌 쪽이 체크를 당하고 있다 (그쪽 킹을 잡을 수 있는 국면).
    OpponentInCheck,
    /// 50수 셈이나 수 번호가 숫자가 아니다.
    BadClock(String),
    /// 두 기물이 한 칸에 있다 ([`Board::from_pieces`]; FEN으로는 적을 수 없다).
    SharedSquare(Square),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(
                f,
                "FEN has {n} fields; expected 4 to 6 (placement, side, castling, en passant, clocks)"
            ),
            FenError::RankCount(n) => write!(f, "FEN placement has {n} ranks; expected 8"),
            FenError::RankLength { rank, len } => {
                write!(f, "FEN rank {rank} covers {len} squares; expected 8")
            }
            FenError::BadPiece(c) => write!(f, "{c:?} is not a piece letter (PNBRQK, pnbrqk)"),
            FenError::BadSide(s) => write!(f, "side to move {s:?}: expected w or b"),
            FenError::BadCastling(s) => {
                write!(f, "castling rights {s:?}: expected - or letters from KQkq")
            }
            FenError::ImpossibleCastling(c) => write!(
                f,
                "castling right {c} is impossible: the king or that rook is not on its square"
            ),
            FenError::BadEnPassant(s) => {
                write!(f, "en passant {s:?}: expected - or a square like e3")
            }
            FenError::ImpossibleEnPassant(s) => write!(
                f,
                "en passant square {s} is impossible: no pawn has just moved two squares past it"
            ),
            FenError::KingCount { color, count } => {
                write!(f, "{color:?} has {count} kings; expected exactly one")
            }
            FenError::TooManyPieces(c) => {
                write!(
                    f,
                    "{c:?} has too many pieces (more than 16, or more than 8 pawns)"
                )
            }
            FenError::PawnOnBackRank => write!(f, "a pawn stands on the first or last rank"),
            FenError::OpponentInCheck => {
                write!(
                    f,
                    "the side not to move is in check (its king could be taken)"
                )
            }
            FenError::BadClock(s) => write!(f, "clock {s:?} is not a valid number"),
            FenError::SharedSquare(sq) => write!(f, "two pieces stand on {sq}"),
        }
    }
}

impl std::error::Error for FenError {}

impl Board {
    /// FEN을 읽는다.
    pub fn from_fen(fen: &str) -> Result<Board, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut b = Board::empty();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::RankCount(ranks.len()));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = 7 - i as u8;
            let mut file = 0usize;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += d as usize;
                } else {
                    let (color, piece) = Piece::from_char(c).ok_or(FenError::BadPiece(c))?;
                    if file < 8 {
                        b.put(color, piece, Square::at(file as u8, rank));
                    }
                    file += 1;
                }
            }
            if file != 8 {
                return Err(FenError::RankLength {
                    rank: rank + 1,
                    len: file,
                });
            }
        }
        b.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            s => return Err(FenError::BadSide(s.to_owned())),
        };
        b.castling = parse_castling(fields[2])?;
        b.ep = match fields[3] {
            "-" => None,
            s => Some(Square::parse(s).ok_or_else(|| FenError::BadEnPassant(s.to_owned()))?),
        };
        let clock = |i: usize, default: u16| -> Result<u16, FenError> {
            fields.get(i).map_or(Ok(default), |s| {
                s.parse::<u16>()
                    .map_err(|_| FenError::BadClock((*s).to_owned()))
            })
        };
        b.halfmove = clock(4, 0)?;
        b.fullmove = clock(5, 1)?.max(1);
        b.validate()?;
        b.key = b.key_from_scratch();
        Ok(b)
    }

    /// 기물들과 둘 차례로 (캐슬링·앙파상 없음, 반수 셈 0). FEN과 같은 검사를 한다: 킹 하나씩, 첫·끝
    /// 행의 폰, 두지 않는 쪽의 체크, 그리고 한 칸의 두 기물.
    pub fn from_pieces(
        pieces: impl IntoIterator<Item = (Color, Piece, Square)>,
        side: Color,
    ) -> Result<Board, FenError> {
        let mut b = Board::empty();
        for (c, p, sq) in pieces {
            if b.occupied() & sq.bb() != 0 {
                return Err(FenError::SharedSquare(sq));
            }
            b.put(c, p, sq);
        }
        b.side = side;
        b.validate()?;
        b.key = b.key_from_scratch();
        Ok(b)
    }

    /// 국면이 말이 되는지 본다.
    fn validate(&self) -> Result<(), FenError> {
        for c in Color::BOTH {
            let count = self.pieces_of(c, Piece::King).count_ones();
            if count != 1 {
                return Err(FenError::KingCount { color: c, count });
            }
            if self.color_bb(c).count_ones() > 16 || self.pieces_of(c, Piece::Pawn).count_ones() > 8
            {
                return Err(FenError::TooManyPieces(c));
            }
        }
        if self.piece_bb(Piece::Pawn) & 0xFF00_0000_0000_00FF != 0 {
            return Err(FenError::PawnOnBackRank);
        }
        for (bit, letter, king, rook) in [
            (Castling::WHITE_SHORT, 'K', (Color::White, 4, 0), 7),
            (Castling::WHITE_LONG, 'Q', (Color::White, 4, 0), 0),
            (Castling::BLACK_SHORT, 'k', (Color::Black, 4, 7), 7),
            (Castling::BLACK_LONG, 'q', (Color::Black, 4, 7), 0),
        ] {
            let (c, kf, r) = king;
            if self.castling.has(bit)
                && (self.piece_on(Square::at(kf, r)) != Some((c, Piece::King))
                    || self.piece_on(Square::at(rook, r)) != Some((c, Piece::Rook)))
            {
                return Err(FenError::ImpossibleCastling(letter));
            }
        }
        if let Some(ep) = self.ep {
            // 백 차례면 흑 폰이 방금 7행에서 5행으로: 앙파상 칸은 6행, 그 앞(5행)에 흑 폰.
            let (ep_rank, pawn_rank, from_rank) = match self.side {
                Color::White => (5, 4, 6),
                Color::Black => (2, 3, 1),
            };
            let mover = self.side.other();
            let ok = ep.rank() == ep_rank
                && self.piece_on(Square::at(ep.file(), pawn_rank)) == Some((mover, Piece::Pawn))
                && self.piece_on(ep).is_none()
                && self.piece_on(Square::at(ep.file(), from_rank)).is_none();
            if !ok {
                return Err(FenError::ImpossibleEnPassant(ep.to_string()));
            }
        }
        let them = self.side.other();
        let their_king = self.king_square(them);
        if self.attacked_by(self.side, their_king, self.occupied()) {
            return Err(FenError::OpponentInCheck);
        }
        Ok(())
    }

    /// FEN으로 쓴다.
    pub fn to_fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_on(Square::at(file, rank)) {
                    Some((c, p)) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.fen_char(c));
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.side == Color::White { 'w' } else { 'b' });
        s.push(' ');
        if self.castling.0 == 0 {
            s.push('-');
        }
        for (bit, c) in [
            (Castling::WHITE_SHORT, 'K'),
            (Castling::WHITE_LONG, 'Q'),
            (Castling::BLACK_SHORT, 'k'),
            (Castling::BLACK_LONG, 'q'),
        ] {
            if self.castling.has(bit) {
                s.push(c);
            }
        }
        s.push(' ');
        match self.ep {
            Some(ep) => s.push_str(&ep.to_string()),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        s
    }

    /// 판을 글자 그림으로 (명령줄용; 8행이 위).
    pub fn diagram(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            s.push(char::from(b'1' + rank));
            s.push(' ');
            for file in 0..8 {
                let c = self
                    .piece_on(Square::at(file, rank))
                    .map_or('.', |(c, p)| p.fen_char(c));
                s.push(c);
                s.push(' ');
            }
            s.push('\n');
        }
        s.push_str("  a b c d e f g h\n");
        s
    }

    /// 색 `c`의 기물 점수 합 (폰 1, 나이트·비숍 3, 룩 5, 퀸 9; 화면의 "잡은 기물" 표시용).
    pub fn material(&self, c: Color) -> u32 {
        [
            (Piece::Pawn, 1),
            (Piece::Knight, 3),
            (Piece::Bishop, 3),
            (Piece::Rook, 5),
            (Piece::Queen, 9),
        ]
        .into_iter()
        .map(|(p, v)| self.pieces_of(c, p).count_ones() * v)
        .sum()
    }
}

fn parse_castling(s: &str) -> Result<Castling, FenError> {
    if s == "-" {
        return Ok(Castling(0));
    }
    let mut c = Castling(0);
    for ch in s.chars() {
        let bit = match ch {
            'K' => Castling::WHITE_SHORT,
            'Q' => Castling::WHITE_LONG,
            'k' => Castling::BLACK_SHORT,
            'q' => Castling::BLACK_LONG,
            _ => return Err(FenError::BadCastling(s.to_owned())),
        };
        if c.has(bit) {
            return Err(FenError::BadCastling(s.to_owned()));
        }
        c.0 |= bit;
    }
    Ok(c)
}
