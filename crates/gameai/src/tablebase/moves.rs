//! 수와 거꾸로 둔 수: 풀이기가 한 국면의 후속 국면들을 재어 보고 (앞으로), 값이 정해진 국면에서
//! 그 국면으로 올 수 있었던 앞 국면들을 찾는다 (뒤로).
//!
//! 앞으로의 수는 라이브러리의 합법 수 만들기(perft로 맞춘 `Board::generate`)가 만든다. 잡기와
//! 승격은 다른 표(먼저 풀린 표)로 가고, 나머지는 같은 표 안에서 기물 하나의 칸만 바뀐다.
//!
//! 앙파상: 표는 앙파상 권리가 없는 국면만 담는다. 폰이 두 칸 가서 상대 폰 옆에 서면 그 뒤 국면은
//! 표의 국면(권리 없음)에 "앙파상으로 잡기"라는 길이 하나 더 있는 국면이다. 그 값은 표의 값과
//! 앙파상으로 잡은 값 가운데 둘 차례에게 나은 것이다 ([`Solving::eval`]).

use crate::games::chess::{Board, Color, Piece, Square, attacks, squares};

use super::index::{Layout, Placement};
use super::table::{Tablebase, Value};

/// 한 국면의 후속 국면들을 잰 것.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Summary {
    /// 합법 수의 개수 (센 데까지).
    pub moves: u32,
    /// 지는 후속 국면 가운데 가장 짧은 거리 (있으면 이 국면은 이긴다).
    pub fastest_loss: Option<u16>,
    /// 이기는 후속 국면 가운데 가장 긴 거리.
    pub slowest_win: Option<u16>,
    /// 비기는 후속 국면이 있는가.
    pub draw: bool,
    /// 값을 아직 모르는 후속 국면이 있는가.
    pub unknown: bool,
}

impl Summary {
    fn add(&mut self, v: Option<Value>) {
        self.moves += 1;
        match v {
            Some(Value::Loss(d)) => {
                self.fastest_loss = Some(self.fastest_loss.map_or(d, |x| x.min(d)));
            }
            Some(Value::Win(d)) => {
                self.slowest_win = Some(self.slowest_win.map_or(d, |x| x.max(d)));
            }
            Some(Value::Draw) => self.draw = true,
            None => self.unknown = true,
        }
    }

    /// 모든 후속 국면이 이기면 (이 국면은 진다) 그 가장 긴 거리.
    pub fn all_win(&self) -> Option<u16> {
        if self.unknown || self.draw || self.fastest_loss.is_some() {
            None
        } else {
            self.slowest_win
        }
    }
}

/// 풀고 있는 표 하나와 이미 풀린 표들.
pub(crate) struct Solving<'a> {
    pub done: &'a Tablebase,
    pub layout: &'a Layout,
    pub cells: &'a [u8],
}

impl Solving<'_> {
    /// 같은 표 안의 국면 `p`의 값 (모르면 `None`).
    fn in_table(&self, p: &Placement) -> Option<Value> {
        let idx = self.layout.index(p)?;
        self.cells
            .get(idx as usize)
            .and_then(|&c| Value::from_cell(c))
    }

    /// 국면 `board`(칸들 `p`)의 후속 국면들을 잰다. `settled`까지의 거리는 모두 정해졌다 (앙파상
    /// 국면의 값을 언제 믿을지). `stop_unless_win`이면 이기지 않는 후속 국면에서 멈춘다 (지는지만
    /// 알고 싶을 때).
    pub fn eval(
        &self,
        board: &Board,
        p: &Placement,
        settled: u16,
        stop_unless_win: bool,
    ) -> Summary {
        self.eval_with(board, p, settled, stop_unless_win, false)
    }

    /// 다른 표로 가는 수(잡기, 승격)만 재고, 같은 표 안의 후속 국면은 모름으로 센다 (씨 뿌리기:
    /// 그때 표 안에서 아는 것은 메이트뿐이고, 메이트의 앞 국면은 첫 층이 찾는다).
    pub fn exits(&self, board: &Board, p: &Placement) -> Summary {
        self.eval_with(board, p, 0, false, true)
    }

    /// 같은 표 안의 서로 다른 후속 국면의 개수 (대칭으로 같은 국면은 하나로; 앞 국면을 거꾸로 둔
    /// 수로 찾을 때도 국면마다 한 번이므로, 이 수를 세어 내리면 모든 후속 국면이 정해진 때를 안다).
    pub fn distinct_children(&self, board: &Board, p: &Placement) -> u8 {
        let us = board.side_to_move();
        let theirs = board.color_bb(us.other());
        let mut seen: Vec<u32> = Vec::with_capacity(48);
        board.generate(|pm| {
            for mv in pm.moves() {
                if mv.to.bb() & theirs != 0 || mv.promotion.is_some() {
                    continue;
                }
                if let Some(i) = self.layout.index(&moved(self.layout, p, mv)) {
                    seen.push(i);
                }
            }
            false
        });
        seen.sort_unstable();
        seen.dedup();
        seen.len().min(usize::from(u8::MAX - 1)) as u8
    }

    fn eval_with(
        &self,
        board: &Board,
        p: &Placement,
        settled: u16,
        stop_unless_win: bool,
        exits_only: bool,
    ) -> Summary {
        let mut s = Summary::default();
        let us = board.side_to_move();
        let theirs = board.color_bb(us.other());
        board.generate(|pm| {
            for mv in pm.moves() {
                let ep_capture = pm.piece == Piece::Pawn && Some(mv.to) == board.en_passant();
                let v = if mv.to.bb() & theirs != 0 || ep_capture || mv.promotion.is_some() {
                    let mut b = *board;
                    b.make_move(mv);
                    self.done.lookup(&b)
                } else if exits_only {
                    None
                } else {
                    let q = moved(self.layout, p, mv);
                    if pm.piece == Piece::Pawn && opens_en_passant(board, mv.from, mv.to) {
                        self.with_en_passant(board, mv, &q, settled)
                    } else {
                        self.in_table(&q)
                    }
                };
                s.add(v);
                if stop_unless_win && !matches!(v, Some(Value::Win(_))) {
                    return true;
                }
            }
            false
        });
        s
    }

    /// 폰이 두 칸 가서 앙파상을 열어 준 국면의 값: 표의 값(`q`, 권리 없음)과 앙파상으로 잡은
    /// 값 가운데 둘 차례에게 나은 것.
    fn with_en_passant(
        &self,
        board: &Board,
        mv: crate::games::chess::Move,
        q: &Placement,
        settled: u16,
    ) -> Option<Value> {
        let mut after = *board;
        after.make_move(mv);
        let mut ep = Summary::default();
        let target = after.en_passant();
        after.generate_masked(target.map_or(0, Square::bb), |pm| {
            if pm.piece == Piece::Pawn {
                for m in pm.moves() {
                    let mut b = after;
                    b.make_move(m);
                    ep.add(self.done.lookup(&b));
                }
            }
            false
        });
        let win_ep = ep.fastest_loss.map(|d| d + 1);
        match (self.in_table(q), win_ep) {
            // 표의 국면을 아직 모르면 그 값은 `settled`보다 길다: 앙파상의 이김이 그보다 짧을 때만 안다.
            (None, Some(w)) if w <= settled + 1 => Some(Value::Win(w)),
            (None, _) => None,
            (Some(Value::Win(d)), w) => Some(Value::Win(w.map_or(d, |w| w.min(d)))),
            (Some(_), Some(w)) => Some(Value::Win(w)),
            (Some(Value::Draw), None) => Some(Value::Draw),
            (Some(Value::Loss(_)), None) if ep.draw => Some(Value::Draw),
            (Some(Value::Loss(d)), None) => {
                Some(Value::Loss(ep.slowest_win.map_or(d, |w| d.max(w + 1))))
            }
        }
    }
}

/// 잡지도 승격하지도 않는 수 `mv`를 둔 뒤의 칸들 (같은 표 안; 둘 차례가 바뀐다).
fn moved(layout: &Layout, p: &Placement, mv: crate::games::chess::Move) -> Placement {
    let slot = (0..layout.kinds().len())
        .find(|&i| p.squares[i] == mv.from.index() as u8)
        .unwrap_or(0);
    let mut q = *p;
    q.squares[slot] = mv.to.index() as u8;
    q.side = p.side.other();
    q
}

/// 폰이 `from`에서 `to`로 두 칸 가서 상대 폰 옆에 서는가 (그러면 앙파상이 열린다).
pub(crate) fn opens_en_passant(board: &Board, from: Square, to: Square) -> bool {
    if from.rank().abs_diff(to.rank()) != 2 {
        return false;
    }
    let them = board.side_to_move().other();
    let beside = attacks::king(to) & rank_bb(to.rank());
    beside & board.pieces_of(them, Piece::Pawn) != 0
}

fn rank_bb(rank: u8) -> u64 {
    0xFFu64 << (8 * rank)
}

/// 둘 차례의 폰이 두 칸 가서 앙파상을 열어 줄 수 있는 국면인가 (그런 국면은 거리마다 다시 잰다).
pub(crate) fn may_open_en_passant(board: &Board) -> bool {
    let us = board.side_to_move();
    let occ = board.occupied();
    let (start, step): (u8, i8) = match us {
        Color::White => (1, 8),
        Color::Black => (6, -8),
    };
    squares(board.pieces_of(us, Piece::Pawn) & rank_bb(start)).any(|sq| {
        let mid = (sq.index() as i8 + step) as u8;
        let to = (sq.index() as i8 + 2 * step) as u8;
        occ & (1u64 << mid | 1u64 << to) == 0
            && opens_en_passant(board, sq, Square::new_unchecked(to))
    })
}

/// 국면 `q`(그 판 `board`)로 한 수에 올 수 있었던 앞 국면들을 `f`에 넘긴다: 방금 둔 쪽의 기물
/// 하나를 잡지 않은 수로 되돌린다. 앞 국면은 합법이어야 한다 (그때 두지 않는 쪽이 체크가 아님).
/// 폰이 두 칸 가서 앙파상을 열어 준 수는 넘기지 않는다 (그 앞 국면은 거리마다 다시 잰다).
pub(crate) fn unmoves(
    layout: &Layout,
    q: &Placement,
    board: &Board,
    mut f: impl FnMut(&Placement),
) {
    let mover = q.side.other();
    let occ = board.occupied();
    for (i, &(c, piece)) in layout.kinds().iter().enumerate() {
        if c != mover {
            continue;
        }
        let sq = Square::new_unchecked(q.squares[i]);
        let mut froms = match piece {
            Piece::King => attacks::king(sq),
            Piece::Knight => attacks::knight(sq),
            Piece::Bishop => attacks::bishop(sq, occ),
            Piece::Rook => attacks::rook(sq, occ),
            Piece::Queen => attacks::queen(sq, occ),
            Piece::Pawn => pawn_origins(mover, sq, occ, board),
        } & !occ;
        if piece == Piece::Pawn {
            froms &= 0x00FF_FFFF_FFFF_FF00;
        }
        while froms != 0 {
            let from = froms.trailing_zeros() as u8;
            froms &= froms - 1;
            let mut p = *q;
            p.squares[i] = from;
            p.side = mover;
            let occ_before = occ & !sq.bb() | 1u64 << from;
            if !attacks_king(layout, &p, mover, occ_before) {
                f(&p);
            }
        }
    }
}

/// 칸들 `p`에서 색 `by`의 기물이 상대 킹을 공격하는가 (막힘 `occ`).
fn attacks_king(layout: &Layout, p: &Placement, by: Color, occ: u64) -> bool {
    let kinds = layout.kinds();
    let king = Square::new_unchecked(p.squares[usize::from(by == Color::White)]);
    kinds.iter().zip(&p.squares).any(|(&(c, piece), &s)| {
        if c != by {
            return false;
        }
        let s = Square::new_unchecked(s);
        let reach = match piece {
            Piece::King => attacks::king(s),
            Piece::Knight => attacks::knight(s),
            Piece::Bishop => attacks::bishop(s, occ),
            Piece::Rook => attacks::rook(s, occ),
            Piece::Queen => attacks::queen(s, occ),
            Piece::Pawn => attacks::pawn(c, s),
        };
        reach & king.bb() != 0
    })
}

/// 색 `c`의 폰이 `sq`에 오기 전에 있었을 칸들 (한 칸 뒤, 그리고 넷째 행이면 두 칸 뒤 — 앙파상을
/// 열어 준 두 칸 걸음은 뺀다).
fn pawn_origins(c: Color, sq: Square, occ: u64, board: &Board) -> u64 {
    let (back, start, double_rank): (i8, u8, u8) = match c {
        Color::White => (-8, 1, 3),
        Color::Black => (8, 6, 4),
    };
    let one = sq.index() as i8 + back;
    if !(8..56).contains(&one) || occ & (1u64 << one) != 0 {
        return 0;
    }
    let mut out = 1u64 << one;
    if sq.rank() == double_rank {
        let two = (one + back) as u8;
        let beside = attacks::king(sq) & rank_bb(sq.rank());
        let opens = beside & board.pieces_of(c.other(), Piece::Pawn) != 0;
        if two >> 3 == start && !opens {
            out |= 1u64 << two;
        }
    }
    out
}
