//! 재료(material): 어느 쪽에 어떤 기물이 있는가 — 표 하나의 이름 ("KRKP": 백 킹과 룩, 흑 킹과 폰).
//!
//! 표는 더 센 쪽을 백으로 하나만 만든다. 흑이 더 센 국면은 색을 바꿔(판을 위아래로 뒤집고) 찾는다.
//! 잡기와 승격은 다른 재료로 가므로, 한 표를 풀려면 그 수들이 가는 표가 먼저 풀려 있어야 한다
//! ([`Material::closure`]).

use core::fmt;

use crate::games::chess::{Board, Color, Piece};

/// 표가 다루는 기물의 최대 개수 (킹 포함).
pub const MAX_PIECES: usize = 4;

/// 한 표의 재료: 양쪽의 킹이 아닌 기물 (센 것부터).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// 백의 기물 (킹 빼고, 센 것부터).
    pub white: Vec<Piece>,
    /// 흑의 기물 (킹 빼고, 센 것부터).
    pub black: Vec<Piece>,
}

/// 재료 이름을 읽지 못한 까닭.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaterialError {
    /// "K…K…" 모양이 아니다.
    Shape(String),
    /// 모르는 글자.
    Letter(char),
    /// 기물이 너무 많다.
    TooMany(usize),
}

impl fmt::Display for MaterialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaterialError::Shape(s) => write!(
                f,
                "'{s}' is not an endgame: write each side's pieces after its king, e.g. KQK, KRKP or KBNvK"
            ),
            MaterialError::Letter(c) => {
                write!(f, "'{c}' is not a piece: use K, Q, R, B, N and P")
            }
            MaterialError::TooMany(n) => write!(
                f,
                "{n} pieces: the tables cover endgames of up to {MAX_PIECES} pieces, kings included"
            ),
        }
    }
}

impl std::error::Error for MaterialError {}

/// 기물의 세기 순서 (센 것이 앞): 퀸, 룩, 비숍, 나이트, 폰.
fn strength(p: Piece) -> u8 {
    match p {
        Piece::Queen => 5,
        Piece::Rook => 4,
        Piece::Bishop => 3,
        Piece::Knight => 2,
        Piece::Pawn => 1,
        Piece::King => 6,
    }
}

fn sort_strong_first(v: &mut [Piece]) {
    v.sort_by_key(|&p| core::cmp::Reverse(strength(p)));
}

impl Material {
    /// 양쪽 기물로 (순서는 상관없다; 센 것부터로 고친다). 색을 바꾸지는 않는다.
    pub fn new(mut white: Vec<Piece>, mut black: Vec<Piece>) -> Material {
        sort_strong_first(&mut white);
        sort_strong_first(&mut black);
        Material { white, black }
    }

    /// "KRKP", "KRvKP", "krk" 같은 이름을 읽는다. 흑이 더 세게 적혀도 (KPKR) 받아서 표의 이름
    /// (KRKP)으로 고친다.
    pub fn parse(s: &str) -> Result<Material, MaterialError> {
        let up: String = s.trim().to_ascii_uppercase().replace('V', "");
        let shape = || MaterialError::Shape(s.trim().to_string());
        let rest = up.strip_prefix('K').ok_or_else(shape)?;
        let (w, b) = rest.split_once('K').ok_or_else(shape)?;
        let read = |part: &str| -> Result<Vec<Piece>, MaterialError> {
            part.chars()
                .map(|c| match Piece::from_char(c) {
                    Some((_, Piece::King)) => Err(shape()),
                    Some((_, p)) => Ok(p),
                    None => Err(MaterialError::Letter(c)),
                })
                .collect()
        };
        let (white, black) = (read(w)?, read(b)?);
        let n = 2 + white.len() + black.len();
        if n > MAX_PIECES {
            return Err(MaterialError::TooMany(n));
        }
        Ok(Material::new(white, black).normalized().0)
    }

    /// 국면의 재료 (색은 국면 그대로).
    pub fn of(board: &Board) -> Material {
        let side = |c: Color| -> Vec<Piece> {
            let mut v = Vec::new();
            for p in [
                Piece::Queen,
                Piece::Rook,
                Piece::Bishop,
                Piece::Knight,
                Piece::Pawn,
            ] {
                for _ in 0..board.pieces_of(c, p).count_ones() {
                    v.push(p);
                }
            }
            v
        };
        Material::new(side(Color::White), side(Color::Black))
    }

    /// 기물 수 (킹 포함).
    pub fn count(&self) -> usize {
        2 + self.white.len() + self.black.len()
    }

    /// 폰이 있는가 (있으면 대칭은 좌우 거울 하나뿐).
    pub fn has_pawns(&self) -> bool {
        self.white.contains(&Piece::Pawn) || self.black.contains(&Piece::Pawn)
    }

    /// 폰의 개수.
    pub fn pawns(&self) -> usize {
        self.white
            .iter()
            .chain(&self.black)
            .filter(|&&p| p == Piece::Pawn)
            .count()
    }

    /// 색을 바꾼 재료.
    pub fn flipped(&self) -> Material {
        Material {
            white: self.black.clone(),
            black: self.white.clone(),
        }
    }

    /// 표의 이름으로: 흑이 더 세면 색을 바꾼다. 바꿨으면 `true`.
    pub fn normalized(self) -> (Material, bool) {
        let key = |v: &[Piece]| -> (usize, Vec<u8>) {
            (v.len(), v.iter().map(|&p| strength(p)).collect())
        };
        if key(&self.black) > key(&self.white) {
            (self.flipped(), true)
        } else {
            (self, false)
        }
    }

    /// 킹 둘뿐인가 (언제나 비김, 표가 필요 없다).
    pub fn is_bare_kings(&self) -> bool {
        self.white.is_empty() && self.black.is_empty()
    }

    /// 이 표의 수가 잡기와 승격으로 곧장 가는 재료들 (표의 이름으로, 킹 둘뿐은 빼고).
    pub fn exits(&self) -> Vec<Material> {
        let mut out = Vec::new();
        let mut push = |m: Material| {
            let m = m.normalized().0;
            if !m.is_bare_kings() && !out.contains(&m) {
                out.push(m);
            }
        };
        for (mover, other) in [(&self.white, &self.black), (&self.black, &self.white)] {
            let flip = !core::ptr::eq(mover, &self.white);
            let make = |m: Vec<Piece>, o: Vec<Piece>| {
                if flip {
                    Material::new(o, m)
                } else {
                    Material::new(m, o)
                }
            };
            // 잡기: 상대 기물 하나가 사라진다.
            for i in 0..other.len() {
                let mut o = other.clone();
                o.remove(i);
                push(make(mover.clone(), o.clone()));
                // 잡으며 승격.
                for (j, &p) in mover.iter().enumerate() {
                    if p == Piece::Pawn {
                        for q in [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight] {
                            let mut m = mover.clone();
                            m[j] = q;
                            push(make(m, o.clone()));
                        }
                    }
                }
            }
            // 승격.
            for (j, &p) in mover.iter().enumerate() {
                if p == Piece::Pawn {
                    for q in [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight] {
                        let mut m = mover.clone();
                        m[j] = q;
                        push(make(m, other.clone()));
                    }
                }
            }
        }
        out
    }

    /// 이 표와, 이 표를 풀기 전에 풀어야 하는 모든 표 — 먼저 풀 것부터 (기물이 적은 것, 그다음
    /// 폰이 적은 것: 잡기는 기물을, 승격은 폰을 줄이므로 가는 표가 언제나 앞에 온다).
    pub fn closure(&self) -> Vec<Material> {
        let mut all = vec![self.clone()];
        let mut i = 0;
        while i < all.len() {
            for m in all[i].exits() {
                if !all.contains(&m) {
                    all.push(m);
                }
            }
            i += 1;
        }
        all.sort_by_key(|m| (m.count(), m.pawns(), m.to_string()));
        all
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("K")?;
        for p in &self.white {
            write!(f, "{}", p.upper())?;
        }
        f.write_str("K")?;
        for p in &self.black {
            write!(f, "{}", p.upper())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_and_normalized() {
        assert_eq!(Material::parse("KRKP").unwrap().to_string(), "KRKP");
        assert_eq!(Material::parse("kpkr").unwrap().to_string(), "KRKP");
        assert_eq!(Material::parse("KBNvK").unwrap().to_string(), "KBNK");
        assert_eq!(Material::parse("KNKB").unwrap().to_string(), "KBKN");
        assert!(matches!(
            Material::parse("KQRKR"),
            Err(MaterialError::TooMany(5))
        ));
        assert!(matches!(
            Material::parse("KXK"),
            Err(MaterialError::Letter('X'))
        ));
        assert!(matches!(
            Material::parse("QK"),
            Err(MaterialError::Shape(_))
        ));
        assert!(matches!(
            Material::parse("KQ"),
            Err(MaterialError::Shape(_))
        ));
        assert!(matches!(
            Material::parse("KKK"),
            Err(MaterialError::Shape(_))
        ));
    }

    #[test]
    fn the_closure_lists_what_captures_and_promotions_reach_first() {
        let names = |m: &str| -> Vec<String> {
            Material::parse(m)
                .unwrap()
                .closure()
                .iter()
                .map(|m| m.to_string())
                .collect()
        };
        assert_eq!(names("KQK"), ["KQK"]);
        assert_eq!(names("KPK"), ["KBK", "KNK", "KQK", "KRK", "KPK"]);
        let krkp = names("KRKP");
        for sub in ["KRK", "KPK", "KQKR", "KRKR", "KRKB", "KRKN"] {
            assert!(krkp.contains(&sub.to_string()), "{krkp:?} lacks {sub}");
        }
        assert_eq!(krkp.last().map(String::as_str), Some("KRKP"));
    }
}
