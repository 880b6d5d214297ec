//! 체스 국면 ([`Board`]): 기물 종류별·색별 비트보드, 차례, 캐슬링 권리, 앙파상 칸, 50수 셈,
//! 그리고 국면이 스스로 고치는 폴리글롯 열쇠. 수를 두는 것과 공격 질문이 여기에, 열쇠의 몫들은
//! `keys.rs`에, 수 하나의 XOR들은 `key_steps.rs`에, 합법 수 만들기는 `movegen.rs`에 있다.

use super::attacks;
use super::keys::{TURN_KEY_INDEX, castling_key, ep_key, piece_key};
use super::polyglot_random64::RANDOM64;
use super::types::{
    Bitboard, Castling, Color, Move, Piece, Square, castling_keep_mask, single, squares,
};

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

    /// 앙파상 열의 열쇠 몫 (열쇠에 들어가지 않으면 0).
    pub(crate) fn ep_part(&self) -> u64 {
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
        self.attackers(by, sq, occ) != 0
    }

    /// 칸 `sq`를 공격하는 색 `by`의 기물들. 미끄러지는 기물은 빈 판의 줄 위에 있을 때만 막힘을 따져
    /// 잰다 (대개는 줄 위에 없다).
    pub fn attackers(&self, by: Color, sq: Square, occ: Bitboard) -> Bitboard {
        let them = self.colors[by.index()];
        let p = &self.pieces;
        let mut found = (attacks::knight(sq) & p[Piece::Knight.index()]
            | attacks::king(sq) & p[Piece::King.index()]
            | attacks::pawn(by.other(), sq) & p[Piece::Pawn.index()])
            & them;
        let diag = (p[Piece::Bishop.index()] | p[Piece::Queen.index()]) & them;
        if attacks::bishop_empty(sq) & diag != 0 {
            found |= attacks::bishop(sq, occ) & diag;
        }
        let ortho = (p[Piece::Rook.index()] | p[Piece::Queen.index()]) & them;
        if attacks::rook_empty(sq) & ortho != 0 {
            found |= attacks::rook(sq, occ) & ortho;
        }
        found
    }

    /// 색 `by`의 기물들이 막힘 `occ`로 공격하는 칸 전부.
    pub fn attacked_squares(&self, by: Color, occ: Bitboard) -> Bitboard {
        let them = self.colors[by.index()];
        let p = &self.pieces;
        let mut a =
            attacks::pawns(by, p[Piece::Pawn.index()] & them) | attacks::king(self.king_square(by));
        for sq in squares(p[Piece::Knight.index()] & them) {
            a |= attacks::knight(sq);
        }
        let queens = p[Piece::Queen.index()];
        for sq in squares((p[Piece::Bishop.index()] | queens) & them) {
            a |= attacks::bishop(sq, occ);
        }
        for sq in squares((p[Piece::Rook.index()] | queens) & them) {
            a |= attacks::rook(sq, occ);
        }
        a
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
        self.checks_and_pins().1
    }

    /// (둘 차례의 킹을 체크하는 기물들, 핀된 우리 기물들)을 한 번에: 상대의 미끄러지는 기물 가운데
    /// 빈 판에서 킹의 줄 위에 있는 것만 보고, 그 사이에 아무것도 없으면 체크, 하나뿐이면 (우리
    /// 것이면) 핀이다. 미끄러지는 공격을 막힘으로 재지 않고 사이 칸의 표만 쓴다.
    pub(crate) fn checks_and_pins(&self) -> (Bitboard, Bitboard) {
        let us = self.side;
        let ks = self.king_square(us);
        let ours = self.colors[us.index()];
        let them = self.colors[us.other().index()];
        let p = &self.pieces;
        let diag = p[Piece::Bishop.index()] | p[Piece::Queen.index()];
        let ortho = p[Piece::Rook.index()] | p[Piece::Queen.index()];
        let snipers = (attacks::bishop_empty(ks) & diag | attacks::rook_empty(ks) & ortho) & them;
        let occ = ours | them;
        let mut checkers = (attacks::knight(ks) & p[Piece::Knight.index()]
            | attacks::pawn(us, ks) & p[Piece::Pawn.index()])
            & them;
        let mut pinned = 0;
        for s in squares(snipers) {
            let b = attacks::between(ks, s) & occ;
            if b == 0 {
                checkers |= s.bb();
            } else if single(b) {
                pinned |= b & ours;
            }
        }
        (checkers, pinned)
    }

    /// 합법인 수 `mv`가 상대 킹을 체크하는가 (두지 않고): 옮긴 기물(승격이면 새 기물)이 도착 칸에서 킹을
    /// 노리거나, 떠난 칸이 열어 준 줄로 우리 미끄러지는 기물이 킹을 노린다. 캐슬링과 앙파상은 (룩이 함께
    /// 움직이고 잡힌 폰이 도착 칸에 없으므로) 두어 보고 잰다.
    pub fn gives_check(&self, mv: Move) -> bool {
        let Some(piece) = self.kind_on(mv.from) else {
            return false;
        };
        let (from, to) = (mv.from, mv.to);
        let special = match piece {
            Piece::King => from.file().abs_diff(to.file()) > 1,
            Piece::Pawn => from.file() != to.file() && self.occupied() & to.bb() == 0,
            _ => false,
        };
        if special {
            let mut after = *self;
            after.make_move_of(piece, mv);
            return after.in_check();
        }
        let us = self.side;
        let king = self.king_square(us.other());
        let occ = (self.occupied() ^ from.bb()) | to.bb();
        let direct = match mv.promotion.unwrap_or(piece) {
            Piece::Pawn => attacks::pawn(us, to),
            Piece::Knight => attacks::knight(to),
            Piece::Bishop => attacks::bishop(to, occ),
            Piece::Rook => attacks::rook(to, occ),
            Piece::Queen => attacks::queen(to, occ),
            Piece::King => 0,
        };
        if direct & king.bb() != 0 {
            return true;
        }
        // 떠난 칸이 킹과 우리 미끄러지는 기물 사이의 줄 위에 있었을 때만 열린 체크가 생길 수 있다.
        if attacks::line(king, from) == 0 {
            return false;
        }
        let ours = self.colors[us.index()] & !from.bb();
        let p = &self.pieces;
        let diag = (p[Piece::Bishop.index()] | p[Piece::Queen.index()]) & ours;
        let ortho = (p[Piece::Rook.index()] | p[Piece::Queen.index()]) & ours;
        attacks::bishop(king, occ) & diag != 0 || attacks::rook(king, occ) & ortho != 0
    }

    fn toggle(&mut self, c: Color, p: Piece, sq: Square) {
        self.pieces[p.index()] ^= sq.bb();
        self.colors[c.index()] ^= sq.bb();
        self.key ^= piece_key(c, p, sq);
    }

    /// 수를 둔다. `mv`는 합법이어야 한다 (검사는 [`super::Chess::try_play`]가 한다; 합법이 아닌
    /// 수를 넣으면 국면이 틀어질 수 있지만 패닉하지는 않는다).
    pub fn make_move(&mut self, mv: Move) {
        if let Some(piece) = self.kind_on(mv.from) {
            self.make_move_of(piece, mv);
        }
    }

    /// 칸 위 기물의 종류 (색은 묻지 않는다).
    #[inline]
    fn kind_on(&self, sq: Square) -> Option<Piece> {
        let bb = sq.bb();
        if self.occupied() & bb == 0 {
            return None;
        }
        Piece::ALL
            .into_iter()
            .find(|p| self.pieces[p.index()] & bb != 0)
    }

    /// 움직이는 기물 `piece`를 이미 알 때 수를 둔다 (수 만들기가 기물마다 수를 내놓으므로 perft와
    /// 탐색은 그 칸을 다시 찾지 않는다). `piece`는 `mv.from`의 기물이어야 한다.
    pub(crate) fn make_move_of(&mut self, piece: Piece, mv: Move) {
        let us = self.side;
        let them = us.other();
        if self.ep.is_some() {
            self.key ^= self.ep_part();
        }
        let mut reset = piece == Piece::Pawn;
        // 잡기 (앙파상이면 잡히는 폰은 도착 칸 뒤에 있다).
        if piece == Piece::Pawn && Some(mv.to) == self.ep {
            let captured = Square::at(mv.to.file(), mv.from.rank());
            self.toggle(them, Piece::Pawn, captured);
        } else if self.colors[them.index()] & mv.to.bb() != 0
            && let Some(cap) = self.kind_on(mv.to)
        {
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
        // 권리는 킹과 룩의 처음 칸에서 무엇이 움직이거나 잡힐 때만 줄어든다.
        const CASTLING_SQUARES: Bitboard = 0x9100_0000_0000_0091; // a1 e1 h1 a8 e8 h8
        if self.castling.0 != 0 && (mv.from.bb() | mv.to.bb()) & CASTLING_SQUARES != 0 {
            let before = self.castling;
            self.castling.0 &=
                castling_keep_mask(mv.from.index()) & castling_keep_mask(mv.to.index());
            self.key ^= castling_key(before) ^ castling_key(self.castling);
        }
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
        self.key ^= RANDOM64[TURN_KEY_INDEX];
        if self.ep.is_some() {
            self.key ^= self.ep_part();
        }
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
