//! 체스 국면 ([`Board`]): 기물 종류별·색별 비트보드, 차례, 캐슬링 권리, 앙파상 칸, 50수 셈,
//! 그리고 국면이 스스로 고치는 폴리글롯 열쇠. 수를 두는 것과 합법 수 만들기가 여기에 있다.
//!
//! 합법 수 만들기는 "둔 뒤 킹이 공격받는가"를 수마다 시험하지 않고, 처음부터 합법인 수만 만든다
//! (<https://www.chessprogramming.org/Move_Generation#Legal>):
//! - 체크하는 기물이 둘이면 킹만 움직인다. 하나면 다른 기물은 그 기물을 잡거나 사이를 막는 칸으로만.
//! - 킹과 상대의 미끄러지는 기물 사이에 우리 기물이 하나뿐이면 그 기물은 핀: 그 줄 위로만 움직인다.
//! - 킹은 공격받지 않는 칸으로만 (킹을 뺀 막힘으로 재어, 킹이 줄을 따라 물러나는 경우도 잡는다).
//! - 앙파상은 잡힌 폰까지 두 칸이 한꺼번에 비므로, 두고 난 막힘으로 킹이 열리는지 직접 본다.
//!
//! 수는 기물 하나마다 도착 칸의 비트보드로 내놓는다 ([`PieceMoves`]): perft의 마지막 깊이는 수를
//! 두지 않고 비트 수만 센다 (bulk counting).

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

/// 기물 하나의 수들: 출발 칸과 도착 칸의 집합. 폰이 마지막 행으로 가면 도착 칸마다 네 가지 승격.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    /// 움직이는 기물.
    pub piece: Piece,
    /// 출발 칸.
    pub from: Square,
    /// 도착 칸들.
    pub to: Bitboard,
}

impl PieceMoves {
    /// 승격하는 폰의 수인가.
    pub fn promotes(&self) -> bool {
        // 폰은 첫 행과 마지막 행에 설 수 없으므로, 거기로 가면 승격이다.
        self.piece == Piece::Pawn && self.to & 0xFF00_0000_0000_00FF != 0
    }

    /// 수의 개수 (승격은 네 가지로 센다).
    pub fn len(&self) -> u64 {
        let n = u64::from(self.to.count_ones());
        if self.promotes() { n * 4 } else { n }
    }

    /// 수가 없는가.
    pub fn is_empty(&self) -> bool {
        self.to == 0
    }

    /// 하나하나의 수.
    pub fn moves(self) -> impl Iterator<Item = Move> {
        let promotes = self.promotes();
        squares(self.to).flat_map(move |to| {
            let n = if promotes { 4 } else { 1 };
            (0..n).map(move |i| Move {
                from: self.from,
                to,
                promotion: promotes.then_some(Piece::PROMOTIONS[i]),
            })
        })
    }
}

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

    /// 합법 수를 기물마다 `f`에 넘긴다. `f`가 true를 돌려주면 멈추고 true를 돌려준다.
    pub fn generate(&self, f: impl FnMut(PieceMoves) -> bool) -> bool {
        self.generate_masked(!0, f)
    }

    /// 도착 칸이 `mask` 안인 합법 수만 (고요 탐색의 잡는 수 등). 승격하는 폰 전진은 `mask`와
    /// 상관없이 마지막 행이 `mask`에 들어 있으면 만든다.
    pub fn generate_masked(&self, mask: Bitboard, mut f: impl FnMut(PieceMoves) -> bool) -> bool {
        let us = self.side;
        let them = us.other();
        let ours = self.colors[us.index()];
        let theirs = self.colors[them.index()];
        let occ = ours | theirs;
        let ks = self.king_square(us);
        let checkers = self.checkers();

        // 킹: 공격받지 않는 칸으로 (킹을 뺀 막힘으로 잰다).
        let without_king = occ ^ ks.bb();
        let mut kto = 0;
        for to in squares(attacks::king(ks) & !ours & mask) {
            if !self.attacked_by(them, to, without_king) {
                kto |= to.bb();
            }
        }
        if checkers == 0 {
            kto |= self.castling_targets(ks, occ) & mask;
        }
        if kto != 0
            && f(PieceMoves {
                piece: Piece::King,
                from: ks,
                to: kto,
            })
        {
            return true;
        }
        if checkers.count_ones() > 1 {
            return false;
        }
        let target = mask
            & if checkers != 0 {
                let c = Square::new_unchecked(checkers.trailing_zeros() as u8);
                attacks::between(ks, c) | checkers
            } else {
                !ours
            };
        let pinned = self.pinned();
        let p = &self.pieces;

        for from in squares(p[Piece::Knight.index()] & ours & !pinned) {
            let to = attacks::knight(from) & target;
            if to != 0
                && f(PieceMoves {
                    piece: Piece::Knight,
                    from,
                    to,
                })
            {
                return true;
            }
        }
        for (piece, slider) in [
            (
                Piece::Bishop,
                attacks::bishop as fn(Square, Bitboard) -> Bitboard,
            ),
            (Piece::Rook, attacks::rook),
            (Piece::Queen, attacks::queen),
        ] {
            for from in squares(p[piece.index()] & ours) {
                let mut to = slider(from, occ) & target;
                if pinned & from.bb() != 0 {
                    to &= attacks::line(ks, from);
                }
                if to != 0 && f(PieceMoves { piece, from, to }) {
                    return true;
                }
            }
        }

        let (up, start_rank): (i8, u8) = match us {
            Color::White => (8, 1),
            Color::Black => (-8, 6),
        };
        for from in squares(p[Piece::Pawn.index()] & ours) {
            let mut to = 0;
            let one = Square::new_unchecked((from.index() as i8 + up) as u8);
            if occ & one.bb() == 0 {
                to |= one.bb();
                let two = Square::new_unchecked((one.index() as i8 + up) as u8);
                if from.rank() == start_rank && occ & two.bb() == 0 {
                    to |= two.bb();
                }
            }
            to |= attacks::pawn(us, from) & theirs;
            to &= target;
            if let Some(ep) = self.ep
                && attacks::pawn(us, from) & ep.bb() & mask != 0
                && self.ep_is_legal(from, ep, ks, checkers)
            {
                to |= ep.bb();
            }
            if pinned & from.bb() != 0 {
                to &= attacks::line(ks, from);
            }
            if to != 0
                && f(PieceMoves {
                    piece: Piece::Pawn,
                    from,
                    to,
                })
            {
                return true;
            }
        }
        false
    }

    /// 캐슬링으로 킹이 갈 수 있는 칸 (체크가 아닐 때만 부른다): 권리가 있고, 킹과 룩 사이가 비고,
    /// 킹이 지나가는 두 칸이 공격받지 않아야 한다.
    fn castling_targets(&self, ks: Square, occ: Bitboard) -> Bitboard {
        let us = self.side;
        let them = us.other();
        let rank = us.back_rank();
        let (short, long) = Castling::bits(us);
        let mut to = 0;
        if self.castling.has(short)
            && occ & (Square::at(5, rank).bb() | Square::at(6, rank).bb()) == 0
            && !self.attacked_by(them, Square::at(5, rank), occ)
            && !self.attacked_by(them, Square::at(6, rank), occ)
        {
            to |= Square::at(6, rank).bb();
        }
        if self.castling.has(long)
            && occ
                & (Square::at(1, rank).bb() | Square::at(2, rank).bb() | Square::at(3, rank).bb())
                == 0
            && !self.attacked_by(them, Square::at(3, rank), occ)
            && !self.attacked_by(them, Square::at(2, rank), occ)
        {
            to |= Square::at(2, rank).bb();
        }
        // 권리가 있으면 킹은 e열에 있다 (FEN 검사가 보장한다).
        if ks != Square::at(4, rank) {
            return 0;
        }
        to
    }

    /// 앙파상 `from`×`ep`가 합법인가: 체크 중이면 체크한 폰을 잡거나 막아야 하고, 두 폰이 한꺼번에
    /// 사라진 뒤 킹이 미끄러지는 기물에 열리지 않아야 한다.
    fn ep_is_legal(&self, from: Square, ep: Square, ks: Square, checkers: Bitboard) -> bool {
        let us = self.side;
        let captured = Square::at(ep.file(), from.rank());
        if checkers != 0
            && checkers & captured.bb() == 0
            && attacks::between(ks, Square::new_unchecked(checkers.trailing_zeros() as u8))
                & ep.bb()
                == 0
        {
            return false;
        }
        let occ = (self.occupied() ^ from.bb() ^ captured.bb()) | ep.bb();
        let them = self.colors[us.other().index()];
        let p = &self.pieces;
        let diag = (p[Piece::Bishop.index()] | p[Piece::Queen.index()]) & them;
        let ortho = (p[Piece::Rook.index()] | p[Piece::Queen.index()]) & them;
        attacks::bishop(ks, occ) & diag == 0 && attacks::rook(ks, occ) & ortho == 0
    }

    /// 합법 수 전부.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(48);
        self.generate(|pm| {
            v.extend(pm.moves());
            false
        });
        v
    }

    /// 합법 수가 하나라도 있는가.
    pub fn has_legal_move(&self) -> bool {
        self.generate(|pm| !pm.is_empty())
    }

    /// `mv`가 합법인가.
    pub fn is_legal(&self, mv: Move) -> bool {
        let Some((c, piece)) = self.piece_on(mv.from) else {
            return false;
        };
        if c != self.side {
            return false;
        }
        let mut found = false;
        self.generate_masked(mv.to.bb(), |pm| {
            if pm.from == mv.from && pm.piece == piece && pm.to & mv.to.bb() != 0 {
                found = if pm.promotes() {
                    mv.promotion.is_some_and(|p| Piece::PROMOTIONS.contains(&p))
                } else {
                    mv.promotion.is_none()
                };
                return true;
            }
            false
        });
        found
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

    /// perft: 깊이 `depth`까지의 합법 수순 수 (마지막 깊이는 수를 두지 않고 센다).
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => {
                let mut n = 0;
                self.generate(|pm| {
                    n += pm.len();
                    false
                });
                n
            }
            _ => {
                let mut n = 0;
                self.generate(|pm| {
                    for mv in pm.moves() {
                        let mut b = *self;
                        b.make_move(mv);
                        n += b.perft(depth - 1);
                    }
                    false
                });
                n
            }
        }
    }

    /// 첫 수마다 perft (divide).
    pub fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)> {
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                let mut b = *self;
                b.make_move(mv);
                (mv, b.perft(depth.saturating_sub(1)))
            })
            .collect()
    }
}
