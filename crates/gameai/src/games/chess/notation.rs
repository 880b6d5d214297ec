//! 수의 표기: UCI ("e2e4", "e7e8q", 캐슬링은 "e1g1")와 SAN ("e4", "Nxf7+", "O-O", "exd8=Q#").
//! 사람·명령줄·UCI에서 온 글은 여기서 읽고, 합법이 아니면 [`MoveError`]로 말한다.

use core::fmt;

use super::board::Board;
use super::types::{Move, Piece, Square};

/// 읽을 수 없거나 둘 수 없는 수.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// 수의 이름이 아니다.
    BadNotation(String),
    /// 이름은 맞지만 이 국면에서 둘 수 없다.
    Illegal(String),
    /// 게임이 끝났다.
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::BadNotation(s) => write!(
                f,
                "{s:?} is not a move (use UCI like e2e4, e7e8q, or SAN like Nf3, O-O)"
            ),
            MoveError::Illegal(s) => write!(f, "{s} is not legal in this position"),
            MoveError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}

fn promotion_piece(c: char) -> Option<Piece> {
    match c.to_ascii_lowercase() {
        'q' => Some(Piece::Queen),
        'r' => Some(Piece::Rook),
        'b' => Some(Piece::Bishop),
        'n' => Some(Piece::Knight),
        _ => None,
    }
}

impl Board {
    /// UCI 표기를 읽고 합법인지 본다.
    pub fn parse_uci(&self, s: &str) -> Result<Move, MoveError> {
        let bad = || MoveError::BadNotation(s.to_owned());
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(bad());
        }
        let from = Square::parse(&s[0..2]).ok_or_else(bad)?;
        let to = Square::parse(&s[2..4]).ok_or_else(bad)?;
        let promotion = match s[4..].chars().next() {
            None => None,
            Some(c) => Some(promotion_piece(c).ok_or_else(bad)?),
        };
        let mv = Move {
            from,
            to,
            promotion,
        };
        if self.is_legal(mv) {
            Ok(mv)
        } else {
            Err(MoveError::Illegal(s.to_owned()))
        }
    }

    /// 합법 수 `mv`의 SAN (체크 `+`, 체크메이트 `#` 포함).
    pub fn san(&self, mv: Move) -> String {
        let Some((_, piece)) = self.piece_on(mv.from) else {
            return mv.to_string();
        };
        let mut s = String::new();
        if piece == Piece::King && mv.from.file().abs_diff(mv.to.file()) == 2 {
            s.push_str(if mv.to.file() == 6 { "O-O" } else { "O-O-O" });
        } else {
            let capture = self.piece_on(mv.to).is_some()
                || (piece == Piece::Pawn && mv.from.file() != mv.to.file());
            if piece == Piece::Pawn {
                if capture {
                    s.push(char::from(b'a' + mv.from.file()));
                }
            } else {
                s.push(piece.upper());
                // 같은 종류의 다른 기물이 같은 칸으로 갈 수 있으면 출발 칸을 밝힌다.
                let mut others = Vec::new();
                self.generate_masked(mv.to.bb(), |pm| {
                    if pm.piece == piece && pm.from != mv.from {
                        others.push(pm.from);
                    }
                    false
                });
                if !others.is_empty() {
                    let file_unique = others.iter().all(|o| o.file() != mv.from.file());
                    let rank_unique = others.iter().all(|o| o.rank() != mv.from.rank());
                    if file_unique {
                        s.push(char::from(b'a' + mv.from.file()));
                    } else if rank_unique {
                        s.push(char::from(b'1' + mv.from.rank()));
                    } else {
                        s.push_str(&mv.from.to_string());
                    }
                }
            }
            if capture {
                s.push('x');
            }
            s.push_str(&mv.to.to_string());
            if let Some(p) = mv.promotion {
                s.push('=');
                s.push(p.upper());
            }
        }
        let mut after = *self;
        after.make_move(mv);
        if after.in_check() {
            s.push(if after.has_legal_move() { '+' } else { '#' });
        }
        s
    }

    /// SAN을 읽는다 (끝의 `+ # ! ?`는 무시하고, `0-0`도 받는다).
    pub fn parse_san(&self, s: &str) -> Result<Move, MoveError> {
        let clean: String = s
            .trim()
            .trim_end_matches(['+', '#', '!', '?'])
            .replace('0', "O");
        if clean.is_empty() {
            return Err(MoveError::BadNotation(s.to_owned()));
        }
        let strip = |x: &str| x.trim_end_matches(['+', '#']).to_owned();
        let found: Vec<Move> = self
            .legal_moves()
            .into_iter()
            .filter(|&m| strip(&self.san(m)) == clean)
            .collect();
        match found.as_slice() {
            [m] => Ok(*m),
            [] if looks_like_san(&clean) => Err(MoveError::Illegal(s.to_owned())),
            _ => Err(MoveError::BadNotation(s.to_owned())),
        }
    }

    /// UCI나 SAN 어느 쪽이든 읽는다.
    pub fn parse_move(&self, s: &str) -> Result<Move, MoveError> {
        let s = s.trim();
        match self.parse_uci(s) {
            Ok(m) => Ok(m),
            Err(MoveError::Illegal(e)) => Err(MoveError::Illegal(e)),
            Err(_) => self.parse_san(s),
        }
    }
}

/// SAN 모양인가 (기물 글자, 열, 행, x, =, O-O). 모양은 맞는데 둘 수 없으면 "합법이 아님"이라고
/// 말하고, 모양부터 틀리면 "수가 아님"이라고 말하려고 쓴다.
fn looks_like_san(s: &str) -> bool {
    s == "O-O"
        || s == "O-O-O"
        || (s.len() >= 2
            && s.chars().all(|c| "NBRQKabcdefgh12345678x=".contains(c))
            && s.chars().any(|c| ('1'..='8').contains(&c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn san_covers_captures_checks_castling_and_disambiguation() {
        let b =
            Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
                .unwrap();
        let san = |u: &str| b.san(b.parse_uci(u).unwrap());
        assert_eq!(san("e1g1"), "O-O");
        assert_eq!(san("e1c1"), "O-O-O");
        assert_eq!(san("e5f7"), "Nxf7");
        assert_eq!(san("d5e6"), "dxe6");
        assert_eq!(san("c3b1"), "Nb1");
        assert_eq!(san("e2a6"), "Bxa6");
        // 두 룩이 같은 칸으로 갈 수 있으면 열로 가린다.
        let r = Board::from_fen("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1").unwrap();
        assert_eq!(r.san(r.parse_uci("a1d1").unwrap()), "Rad1");
        // 체크메이트.
        let m = Board::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
        assert_eq!(m.san(m.parse_uci("a1a8").unwrap()), "Ra8#");
        // 승격.
        let p = Board::from_fen("8/4P3/8/8/8/8/k7/6K1 w - - 0 1").unwrap();
        assert_eq!(p.san(p.parse_uci("e7e8q").unwrap()), "e8=Q");
    }

    #[test]
    fn san_and_uci_parse_back() {
        let b = Board::startpos();
        for m in b.legal_moves() {
            assert_eq!(b.parse_san(&b.san(m)), Ok(m));
            assert_eq!(b.parse_uci(&m.to_string()), Ok(m));
        }
        assert_eq!(b.parse_move("Nf3"), b.parse_uci("g1f3"));
        assert!(matches!(b.parse_move("e2e5"), Err(MoveError::Illegal(_))));
        assert!(matches!(b.parse_move("Nf6"), Err(MoveError::Illegal(_))));
        assert!(matches!(
            b.parse_move("hello"),
            Err(MoveError::BadNotation(_))
        ));
        assert!(matches!(b.parse_move(""), Err(MoveError::BadNotation(_))));
        assert!(matches!(
            b.parse_uci("e2e4x"),
            Err(MoveError::BadNotation(_))
        ));
        assert!(matches!(
            b.parse_uci("é2e4"),
            Err(MoveError::BadNotation(_))
        ));
    }
}
