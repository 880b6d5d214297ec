//! 체스 국면 ([`Board`]): 기물 종류별·색별 비트보드, 차례, 캐슬링 권리, 앙파상 칸, 50수 셈,
//! 그리고 국면이 스스로 고치는 폴리글롯 열쇠. 수를 두는 것과 공격 질문이 여기에,
//! 합법 수 만들기는 `movegen.rs`에 있다.

use super::attacks;
use super::polyglot_random64::RANDOM64;
use super::types::{Bitboard, Castling, Color, Move, Piece, Square, castling_keep_mask, squares};

/// 폴리글롯 열쇠의 기물 수: 종류 = 2 × 기물 + (백이면 1).
#[inline]
pub(crate) fn piece_key(c: Color, p: Piece, sq: Square) -> u64 {
    let kind = 2 * p.index() + usize::from(c == Color::White);
    RANDOM64[64 * kind + sq.index()]
}

/// 캐슬링 권리 전체의 열쇠 몫.
#[inline]
pub(crate) fn castling_key(c: Castling) -> u64 {
    let mut k = 0;
    for i in 0..4 {
        if c.0 & (1 << i) != 0 {
            k ^= RANDOM64[768 + i];
        }
    }
    k
}

/// 앙파상 열의 수.
#[inline]
pub(crate) fn ep_key(file: u8) -> u64 {
    RANDOM64[772 + usize::from(file)]
}

/// 백 차례의 수 (폴리글롯은 백 차례일 때 XOR한다).
pub(crate) const TURN_KEY_INDEX: usize = 780;

/// 열쇠를 바꾸는 XOR 하나가 무엇인가.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyPart {
    /// 기물이 칸에서 나간다.
    Out(Color, Piece, Square),
    /// 잡힌 기물이 나간다.
    Captured(Color, Piece, Square),
    /// 기물이 칸에 들어온다.
    In(Color, Piece, Square),
    /// 캐슬링 권리가 (전, 후)로 바뀐다.
    Castling(Castling, Castling),
    /// 앙파상 열의 수가 빠진다.
    EnPassantOff(u8),
    /// 앙파상 열의 수가 들어간다 (둘 차례의 폰이 잡을 수 있을 때만).
    EnPassantOn(u8),
    /// 차례가 이 색으로 넘어간다 (백 차례의 수를 XOR한다).
    SideToMove(Color),
}

/// 열쇠를 바꾸는 XOR 하나: 무엇이고, 어떤 64비트 수인가.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyStep {
    /// 무엇.
    pub part: KeyPart,
    /// XOR할 수.
    pub value: u64,
}

/// 체스 국면.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub(crate) pieces: [Bitboard; 6],
    pub(crate) colors: [Bitboard; 2],
    pub(crate) side: Color,
    pub(crate) castling: Castling,
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u16,
    pub(crate) key: u64,
}

impl Default for Board {
    fn default() -> Self {
        Board::startpos()
    }
}

impl Board {
    /// 처음 국면.
    pub fn startpos() -> Board {
        let mut b = Board::empty();
        let back = [
            Piece::Rook,
            Piece::Knight,
            Piece::Bishop,
            Piece::Queen,
            Piece::King,
            Piece::Bishop,
            Piece::Knight,
            Piece::Rook,
        ];
        for (f, &p) in back.iter().enumerate() {
            let f = f as u8;
            b.put(Color::White, p, Square::at(f, 0));
            b.put(Color::White, Piece::Pawn, Square::at(f, 1));
            b.put(Color::Black, Piece::Pawn, Square::at(f, 6));
            b.put(Color::Black, p, Square::at(f, 7));
        }
        b.castling = Castling::ALL;
        b.key = b.key_from_scratch();
        b
    }

    /// 빈 판, 백 차례 (FEN을 읽을 때 여기서 시작한다).
    pub(crate) fn empty() -> Board {
        Board {
            pieces: [0; 6],
            colors: [0; 2],
            side: Color::White,
            castling: Castling::default(),
            ep: None,
            halfmove: 0,
            fullmove: 1,
            key: 0,
        }
    }

    /// 칸에 기물을 놓는다 (열쇠는 건드리지 않는다 — FEN을 읽을 때만 쓴다).
    pub(crate) fn put(&mut self, c: Color, p: Piece, sq: Square) {
        self.pieces[p.index()] |= sq.bb();
        self.colors[c.index()] |= sq.bb();
    }

    /// 둘 차례.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// 캐슬링 권리.
    pub fn castling(&self) -> Castling {
        self.castling
    }

    /// 앙파상 칸 (바로 앞 수가 폰 두 칸 전진이면 그 뒤 칸).
    pub fn en_passant(&self) -> Option<Square> {
        self.ep
    }

    /// 50수 규칙의 셈 (폰이 움직이거나 잡은 뒤의 반수).
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// 수 번호 (흑이 둔 뒤 1씩 는다).
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove
    }

    /// 폴리글롯 열쇠 (수를 둘 때마다 스스로 고친다).
    pub fn key(&self) -> u64 {
        self.key
    }

    /// 색 `c`의 기물들.
    pub fn color_bb(&self, c: Color) -> Bitboard {
        self.colors[c.index()]
    }

    /// 종류 `p`의 기물들 (두 색).
    pub fn piece_bb(&self, p: Piece) -> Bitboard {
        self.pieces[p.index()]
    }

    /// 색 `c`, 종류 `p`의 기물들.
    pub fn pieces_of(&self, c: Color, p: Piece) -> Bitboard {
        self.pieces[p.index()] & self.colors[c.index()]
    }

    /// 놓인 모든 기물.
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// 칸 위의 기물.
    pub fn piece_on(&self, sq: Square) -> Option<(Color, Piece)> {
        let bb = sq.bb();
        let color = if self.colors[0] & bb != 0 {
            Color::White
        } else if self.colors[1] & bb != 0 {
            Color::Black
        } else {
            return None;
        };
        Piece::ALL
            .into_iter()
            .find(|p| self.pieces[p.index()] & bb != 0)
            .map(|p| (color, p))
    }

    /// 색 `c`의 킹 칸. 킹이 없으면 (FEN 검사를 지난 국면에서는 생기지 않는다) a1.
    pub fn king_square(&self, c: Color) -> Square {
        Square::new_unchecked(self.pieces_of(c, Piece::King).trailing_zeros() as u8)
    }

    /// 앙파상 칸이 열쇠에 들어가는가: 둘 차례의 폰이 그 칸으로 잡을 수 있는 자리에 있을 때만
    /// (폴리글롯의 규칙; 수가 실제로 합법인지는 따지지 않는다).
    pub fn ep_counts_for_key(&self) -> bool {
        self.ep.is_some_and(|ep| {
            attacks::pawn(self.side.other(), ep) & self.pieces_of(self.side, Piece::Pawn) != 0
        })
    }

    fn ep_part(&self) -> u64 {
        match self.ep {
            Some(ep) if self.ep_counts_for_key() => ep_key(ep.file()),
            _ => 0,
        }
    }

    /// 열쇠를 처음부터 계산한다 (시험과 FEN 읽기용; 평소에는 수를 둘 때 XOR로 고친다).
    pub fn key_from_scratch(&self) -> u64 {
        let mut k = 0;
        for c in Color::BOTH {
            for p in Piece::ALL {
                for sq in squares(self.pieces_of(c, p)) {
                    k ^= piece_key(c, p, sq);
                }
            }
        }
        k ^= castling_key(self.castling);
        k ^= self.ep_part();
        if self.side == Color::White {
            k ^= RANDOM64[TURN_KEY_INDEX];
        }
        k
    }

    /// 색 `by`의 기물이 칸 `sq`를 공격하는가 (막힘 `occ`로 잰다).
    pub fn attacked_by(&self, by: Color, sq: Square, occ: Bitboard) -> bool {
        let them = self.colors[by.index()];
        let p = &self.pieces;
        attacks::knight(sq) & p[Piece::Knight.index()] & them != 0
            || attacks::king(sq) & p[Piece::King.index()] & them != 0
            || attacks::pawn(by.other(), sq) & p[Piece::Pawn.index()] & them != 0
            || attacks::bishop(sq, occ)
                & (p[Piece::Bishop.index()] | p[Piece::Queen.index()])
                & them
                != 0
            || attacks::rook(sq, occ) & (p[Piece::Rook.index()] | p[Piece::Queen.index()]) & them
                != 0
    }

    /// 칸 `sq`를 공격하는 색 `by`의 기물들.
    pub fn attackers(&self, by: Color, sq: Square, occ: Bitboard) -> Bitboard {
        let them = self.colors[by.index()];
        let p = &self.pieces;
        (attacks::knight(sq) & p[Piece::Knight.index()]
            | attacks::king(sq) & p[Piece::King.index()]
            | attacks::pawn(by.other(), sq) & p[Piece::Pawn.index()]
            | attacks::bishop(sq, occ) & (p[Piece::Bishop.index()] | p[Piece::Queen.index()])
            | attacks::rook(sq, occ) & (p[Piece::Rook.index()] | p[Piece::Queen.index()]))
            & them
    }

    /// 둘 차례의 킹을 체크하는 기물들.
    pub fn checkers(&self) -> Bitboard {
        self.attackers(
            self.side.other(),
            self.king_square(self.side),
            self.occupied(),
        )
    }

    /// 둘 차례가 체크를 당했는가.
    pub fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    /// 둘 차례의 기물 중 킹에 핀된 것들.
    pub fn pinned(&self) -> Bitboard {
        let us = self.side;
        let ks = self.king_square(us);
        let them = self.colors[us.other().index()];
        let p = &self.pieces;
        let diag = p[Piece::Bishop.index()] | p[Piece::Queen.index()];
        let ortho = p[Piece::Rook.index()] | p[Piece::Queen.index()];
        let snipers = (attacks::bishop_empty(ks) & diag | attacks::rook_empty(ks) & ortho) & them;
        let occ = self.occupied();
        let mut pinned = 0;
        for s in squares(snipers) {
            let b = attacks::between(ks, s) & occ;
            if b.count_ones() == 1 {
                pinned |= b & self.colors[us.index()];
            }
        }
        pinned
    }

    fn toggle(&mut self, c: Color, p: Piece, sq: Square) {
        self.pieces[p.index()] ^= sq.bb();
        self.colors[c.index()] ^= sq.bb();
        self.key ^= piece_key(c, p, sq);
    }

    /// 수를 둔다. `mv`는 합법이어야 한다 (검사는 [`super::Chess::try_play`]가 한다; 합법이 아닌
    /// 수를 넣으면 국면이 틀어질 수 있지만 패닉하지는 않는다).
    pub fn make_move(&mut self, mv: Move) {
        let us = self.side;
        let them = us.other();
        let Some((_, piece)) = self.piece_on(mv.from) else {
            return;
        };
        self.key ^= self.ep_part() ^ castling_key(self.castling);
        let mut reset = piece == Piece::Pawn;
        // 잡기 (앙파상이면 잡히는 폰은 도착 칸 뒤에 있다).
        if piece == Piece::Pawn && Some(mv.to) == self.ep {
            let captured = Square::at(mv.to.file(), mv.from.rank());
            self.toggle(them, Piece::Pawn, captured);
        } else if let Some((_, cap)) = self.piece_on(mv.to) {
            self.toggle(them, cap, mv.to);
            reset = true;
        }
        self.toggle(us, piece, mv.from);
        self.toggle(us, mv.promotion.unwrap_or(piece), mv.to);
        // 캐슬링: 룩도 옮긴다.
        if piece == Piece::King && mv.from.file().abs_diff(mv.to.file()) == 2 {
            let rank = mv.from.rank();
            let (rf, rt) = if mv.to.file() == 6 { (7, 5) } else { (0, 3) };
            self.toggle(us, Piece::Rook, Square::at(rf, rank));
            self.toggle(us, Piece::Rook, Square::at(rt, rank));
        }
        self.castling.0 &= castling_keep_mask(mv.from.index()) & castling_keep_mask(mv.to.index());
        self.ep = (piece == Piece::Pawn && mv.from.rank().abs_diff(mv.to.rank()) == 2)
            .then(|| Square::at(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2));
        self.halfmove = if reset {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = them;
        self.key ^= RANDOM64[TURN_KEY_INDEX] ^ castling_key(self.castling) ^ self.ep_part();
    }

    /// 수 `mv`가 열쇠를 바꾸는 XOR들을 차례대로: 움직이는 기물이 출발 칸에서 나가고, 잡힌 기물이
    /// 나가고, (승격한) 기물이 도착 칸에 들어오고, 캐슬링의 룩이 옮겨 가고, 캐슬링 권리와 앙파상이
    /// 바뀌고, 마지막으로 차례가 넘어간다. 모두 XOR하면 `key() ^ 둔 뒤의 key()`와 같다.
    pub fn key_steps(&self, mv: Move) -> Vec<KeyStep> {
        let mut steps = Vec::new();
        let us = self.side;
        let them = us.other();
        let Some((_, piece)) = self.piece_on(mv.from) else {
            return steps;
        };
        let mut push = |part: KeyPart, value: u64| {
            if value != 0 {
                steps.push(KeyStep { part, value });
            }
        };
        push(
            KeyPart::Out(us, piece, mv.from),
            piece_key(us, piece, mv.from),
        );
        if piece == Piece::Pawn && Some(mv.to) == self.ep {
            let sq = Square::at(mv.to.file(), mv.from.rank());
            push(
                KeyPart::Captured(them, Piece::Pawn, sq),
                piece_key(them, Piece::Pawn, sq),
            );
        } else if let Some((_, cap)) = self.piece_on(mv.to) {
            push(
                KeyPart::Captured(them, cap, mv.to),
                piece_key(them, cap, mv.to),
            );
        }
        let placed = mv.promotion.unwrap_or(piece);
        push(KeyPart::In(us, placed, mv.to), piece_key(us, placed, mv.to));
        if piece == Piece::King && mv.from.file().abs_diff(mv.to.file()) == 2 {
            let rank = mv.from.rank();
            let (rf, rt) = if mv.to.file() == 6 { (7, 5) } else { (0, 3) };
            let (a, b) = (Square::at(rf, rank), Square::at(rt, rank));
            push(
                KeyPart::Out(us, Piece::Rook, a),
                piece_key(us, Piece::Rook, a),
            );
            push(
                KeyPart::In(us, Piece::Rook, b),
                piece_key(us, Piece::Rook, b),
            );
        }
        let mut after = *self;
        after.make_move(mv);
        push(
            KeyPart::Castling(self.castling, after.castling),
            castling_key(self.castling) ^ castling_key(after.castling),
        );
        let (ep_before, ep_after) = (self.ep_part(), after.ep_part());
        if ep_before != 0 {
            push(
                KeyPart::EnPassantOff(self.ep.map_or(0, Square::file)),
                ep_before,
            );
        }
        if ep_after != 0 {
            push(
                KeyPart::EnPassantOn(after.ep.map_or(0, Square::file)),
                ep_after,
            );
        }
        push(KeyPart::SideToMove(them), RANDOM64[TURN_KEY_INDEX]);
        steps
    }

    /// 아무것도 두지 않고 차례만 넘긴다 (표시용 "상대가 둔다면"; 체크 중이면 쓰지 않는다).
    pub fn null_move(&mut self) {
        self.key ^= self.ep_part();
        self.ep = None;
        self.side = self.side.other();
        self.key ^= RANDOM64[TURN_KEY_INDEX];
    }

    /// 기물이 모자라 어느 쪽도 체크메이트할 수 없는가: 킹끼리, 킹과 가벼운 기물 하나 대 킹,
    /// 또는 비숍들만 있고 모두 같은 색 칸에 있을 때.
    pub fn insufficient_material(&self) -> bool {
        let p = &self.pieces;
        if p[Piece::Pawn.index()] | p[Piece::Rook.index()] | p[Piece::Queen.index()] != 0 {
            return false;
        }
        let knights = p[Piece::Knight.index()];
        let bishops = p[Piece::Bishop.index()];
        if (knights | bishops).count_ones() <= 1 {
            return true;
        }
        const LIGHT: Bitboard = 0x55AA_55AA_55AA_55AA;
        knights == 0 && (bishops & LIGHT == 0 || bishops & !LIGHT == 0)
    }
}
