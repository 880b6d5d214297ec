//! 폴리글롯 오프닝 책 (`.bin`) 읽기. 이 앱의 열쇠가 폴리글롯 열쇠와 같으므로, 어떤 폴리글롯 책이든
//! 국면의 열쇠로 바로 찾을 수 있다.
//!
//! 형식 (폴리글롯 책 형식 명세): 16바이트 항목이 열쇠 순으로 늘어선 파일. 항목 = 열쇠 u64, 수 u16,
//! 무게 u16, 학습 u32, 모두 빅 엔디언. 수의 비트: 도착 열 0–2, 도착 행 3–5, 출발 열 6–8, 출발 행
//! 9–11, 승격 12–14 (없음, 나이트, 비숍, 룩, 퀸). 캐슬링은 "킹이 자기 룩을 잡는 수"(e1h1)로 적는다.

use core::fmt;

use super::board::Board;
use super::types::{Move, Piece, Square};

/// 책의 항목 하나.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookEntry {
    /// 국면의 열쇠.
    pub key: u64,
    /// 수 (폴리글롯 부호).
    pub raw_move: u16,
    /// 무게 (클수록 자주 둔다).
    pub weight: u16,
    /// 학습 칸 (쓰지 않는다).
    pub learn: u32,
}

/// 읽을 수 없는 책.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// 길이가 16의 배수가 아니다.
    BadLength(usize),
    /// 항목이 열쇠 순이 아니다 (이분 탐색을 할 수 없다).
    NotSorted(usize),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::BadLength(n) => write!(
                f,
                "a Polyglot book is a list of 16-byte entries; this one has {n} bytes"
            ),
            BookError::NotSorted(i) => write!(f, "book entry {i} is out of key order"),
        }
    }
}

impl std::error::Error for BookError {}

/// 읽어 들인 책.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<BookEntry>,
}

/// 국면에서 책이 권하는 수.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// 수 (이 앱의 표기: 캐슬링은 e1g1).
    pub mv: Move,
    /// 무게.
    pub weight: u16,
}

impl Book {
    /// 바이트에서 읽는다.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        if !bytes.len().is_multiple_of(16) {
            return Err(BookError::BadLength(bytes.len()));
        }
        let entries: Vec<BookEntry> = bytes
            .chunks_exact(16)
            .map(|c| {
                let mut k = [0u8; 8];
                k.copy_from_slice(&c[0..8]);
                BookEntry {
                    key: u64::from_be_bytes(k),
                    raw_move: u16::from_be_bytes([c[8], c[9]]),
                    weight: u16::from_be_bytes([c[10], c[11]]),
                    learn: u32::from_be_bytes([c[12], c[13], c[14], c[15]]),
                }
            })
            .collect();
        if let Some(i) = entries.windows(2).position(|w| w[0].key > w[1].key) {
            return Err(BookError::NotSorted(i + 1));
        }
        Ok(Book { entries })
    }

    /// 항목들로 만든다 (열쇠 순으로 정렬한다).
    pub fn from_entries(mut entries: Vec<BookEntry>) -> Book {
        entries.sort_by_key(|e| e.key);
        Book { entries }
    }

    /// 파일 형식의 바이트로.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.entries.len() * 16);
        for e in &self.entries {
            out.extend_from_slice(&e.key.to_be_bytes());
            out.extend_from_slice(&e.raw_move.to_be_bytes());
            out.extend_from_slice(&e.weight.to_be_bytes());
            out.extend_from_slice(&e.learn.to_be_bytes());
        }
        out
    }

    /// 항목 수.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// 비었는가.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// 국면 `board`의 책 수들, 무게가 큰 것부터. 이 국면에서 합법이 아닌 수(다른 국면이 같은
    /// 열쇠를 가진 드문 경우나 망가진 책)는 뺀다.
    pub fn moves(&self, board: &Board) -> Vec<BookMove> {
        let key = board.key();
        let start = self.entries.partition_point(|e| e.key < key);
        let mut out: Vec<BookMove> = self.entries[start..]
            .iter()
            .take_while(|e| e.key == key)
            .filter_map(|e| {
                let mv = decode_move(board, e.raw_move)?;
                board.is_legal(mv).then_some(BookMove {
                    mv,
                    weight: e.weight,
                })
            })
            .collect();
        out.sort_by_key(|m| core::cmp::Reverse(m.weight));
        out
    }
}

/// 폴리글롯의 수 부호를 이 앱의 수로 (캐슬링 e1h1 → e1g1).
pub fn decode_move(board: &Board, raw: u16) -> Option<Move> {
    let sq = |file: u16, rank: u16| Square::at(file as u8, rank as u8);
    let to = sq(raw & 7, (raw >> 3) & 7);
    let from = sq((raw >> 6) & 7, (raw >> 9) & 7);
    let promotion = match (raw >> 12) & 7 {
        0 => None,
        1 => Some(Piece::Knight),
        2 => Some(Piece::Bishop),
        3 => Some(Piece::Rook),
        4 => Some(Piece::Queen),
        _ => return None,
    };
    let mut mv = Move {
        from,
        to,
        promotion,
    };
    let king = board.piece_on(from).is_some_and(|(_, p)| p == Piece::King);
    if king && from.file() == 4 && from.rank() == to.rank() {
        match to.file() {
            7 => mv.to = Square::at(6, to.rank()),
            0 => mv.to = Square::at(2, to.rank()),
            _ => {}
        }
    }
    Some(mv)
}

/// 이 앱의 수를 폴리글롯 부호로 (캐슬링 e1g1 → e1h1).
pub fn encode_move(board: &Board, mv: Move) -> u16 {
    let mut to = mv.to;
    let king = board
        .piece_on(mv.from)
        .is_some_and(|(_, p)| p == Piece::King);
    if king && mv.from.file().abs_diff(mv.to.file()) == 2 {
        to = Square::at(if mv.to.file() == 6 { 7 } else { 0 }, mv.to.rank());
    }
    let promo = match mv.promotion {
        None | Some(Piece::Pawn | Piece::King) => 0,
        Some(Piece::Knight) => 1,
        Some(Piece::Bishop) => 2,
        Some(Piece::Rook) => 3,
        Some(Piece::Queen) => 4,
    };
    u16::from(to.file())
        | u16::from(to.rank()) << 3
        | u16::from(mv.from.file()) << 6
        | u16::from(mv.from.rank()) << 9
        | promo << 12
}
