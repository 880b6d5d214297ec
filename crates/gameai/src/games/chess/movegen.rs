//! 합법 수 만들기 ([`Board::generate`]): 처음부터 합법인 수만 만든다
//! (<https://www.chessprogramming.org/Move_Generation#Legal>):
//! - 체크하는 기물이 둘이면 킹만 움직인다. 하나면 다른 기물은 그 기물을 잡거나 사이를 막는 칸으로만.
//! - 킹과 상대의 미끄러지는 기물 사이에 우리 기물이 하나뿐이면 그 기물은 핀: 그 줄 위로만 움직인다.
//! - 킹은 공격받지 않는 칸으로만 (킹을 뺀 막힘으로 재어, 킹이 줄을 따라 물러나는 경우도 잡는다).
//! - 앙파상은 잡힌 폰까지 두 칸이 한꺼번에 비므로, 두고 난 막힘으로 킹이 열리는지 직접 본다.
//!
//! 수는 기물 하나마다 도착 칸의 비트보드로 내놓는다 ([`PieceMoves`]): perft의 마지막 깊이는 수를
//! 두지 않고 비트 수만 센다 (bulk counting).

use super::attacks;
use super::board::Board;
use super::types::{Bitboard, Castling, Color, Move, Piece, Square, several, squares};

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

impl Board {
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
        let (checkers, pinned) = self.checks_and_pins();

        // 킹: 공격받지 않는 칸으로 (킹을 뺀 막힘으로 잰다). 캐슬링은 킹이 지나는 두 칸도 물어야
        // 하므로 같이 묻는다 (체크가 아니면 킹을 빼도 그 칸들의 답은 같다: 1행을 따라 킹을 지나는
        // 공격은 킹 자신을 체크하고 있을 것이다).
        let without_king = occ ^ ks.bb();
        let castles = if checkers == 0 {
            self.castling_candidates(ks, occ)
        } else {
            [(0, 0); 2]
        };
        let king_targets = attacks::king(ks) & !ours & mask;
        let ask = king_targets | castles[0].1 | castles[1].1;
        let safe = ask & !self.attacked_among(them, ask, without_king);
        let mut kto = king_targets & safe;
        for (to, path) in castles {
            if path != 0 && path & safe == path {
                kto |= to & mask;
            }
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
        if several(checkers) {
            return false;
        }
        let target = mask
            & if checkers != 0 {
                let c = Square::new_unchecked(checkers.trailing_zeros() as u8);
                attacks::between(ks, c) | checkers
            } else {
                !ours
            };
        let p = &self.pieces;
        // 체크 중이면 핀된 기물은 움직일 수 없다 (핀의 줄을 벗어나지 않고는 체크를 막거나 잡을 수 없다).
        let movers = if checkers != 0 { ours & !pinned } else { ours };

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
            for from in squares(p[piece.index()] & movers) {
                let mut to = slider(from, occ) & target;
                if pinned & from.bb() != 0 {
                    to &= attacks::line(ks, from);
                }
                if to != 0 && f(PieceMoves { piece, from, to }) {
                    return true;
                }
            }
        }

        // 폰: 한 칸·두 칸 전진할 수 있는 칸을 모든 폰에 대해 한꺼번에 밀어 구해 두고, 폰마다 제 앞
        // 칸만 골라낸다. 앙파상을 할 수 있는 폰도 먼저 모은다.
        let pawns = p[Piece::Pawn.index()] & movers;
        let ahead = |bb: Bitboard| match us {
            Color::White => bb << 8,
            Color::Black => bb >> 8,
        };
        const THIRD_RANKS: [Bitboard; 2] = [0xFF << 16, 0xFF << 40];
        let one_free = ahead(pawns) & !occ;
        let two_free = ahead(one_free & THIRD_RANKS[us.index()]) & !occ;
        let ep_takers = match self.ep {
            Some(ep) if ep.bb() & mask != 0 => attacks::pawn(them, ep) & pawns,
            _ => 0,
        };
        for from in squares(pawns) {
            let one = ahead(from.bb());
            let mut to =
                (one & one_free | ahead(one) & two_free | attacks::pawn(us, from) & theirs)
                    & target;
            if ep_takers & from.bb() != 0
                && let Some(ep) = self.ep
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

    /// 둘 수 있을지 모르는 캐슬링 둘 (체크가 아닐 때만 부른다): (킹이 갈 칸, 킹이 지나가며
    /// 공격받지 않아야 할 두 칸). 권리가 있고 킹과 룩 사이가 빈 것만; 아니면 (0, 0).
    fn castling_candidates(&self, ks: Square, occ: Bitboard) -> [(Bitboard, Bitboard); 2] {
        let rank = self.side.back_rank();
        // 권리가 있으면 킹은 e열에 있다 (FEN 검사가 보장한다); 그래도 아니면 캐슬링은 없다.
        if ks != Square::at(4, rank) {
            return [(0, 0); 2];
        }
        let (short, long) = Castling::bits(self.side);
        let sq = |f: u8| Square::at(f, rank).bb();
        let mut out = [(0, 0); 2];
        if self.castling.has(short) && occ & (sq(5) | sq(6)) == 0 {
            out[0] = (sq(6), sq(5) | sq(6));
        }
        if self.castling.has(long) && occ & (sq(1) | sq(2) | sq(3)) == 0 {
            out[1] = (sq(2), sq(2) | sq(3));
        }
        out
    }

    /// 칸들 `ask` 가운데 색 `by`가 막힘 `occ`로 공격하는 칸. 물을 칸이 둘 이상이면 상대의 공격을
    /// 한 번에 모두 재는 편이 (기물이 많은 중반에도) 칸마다 묻는 것보다 빨랐다 (perft 벤치); 하나면
    /// 그 칸만 묻는다.
    fn attacked_among(&self, by: Color, ask: Bitboard, occ: Bitboard) -> Bitboard {
        if several(ask) {
            return ask & self.attacked_squares(by, occ);
        }
        let mut hit = 0;
        for sq in squares(ask) {
            if self.attacked_by(by, sq, occ) {
                hit |= sq.bb();
            }
        }
        hit
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
                        b.make_move_of(pm.piece, mv);
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
