//! 대국의 수 목록과 보고 있는 자리: [`Line`]은 둔 수 모두와, 판이 보여 주는 자리(몇째 수 뒤인가)를 함께
//! 가진다. 슬라이스로 읽으면 보이는 국면까지의 수들이다 — 판을 그리는 쪽은 늘 그것만 본다. 연습 중에는
//! 사람이 두는 수가 대국을 바꾸지 않고 시도로만 적힌다 ([`Line::try_moves`]).

use core::ops::Deref;

/// 둔 수들과 보고 있는 자리. `Deref`는 보이는 국면까지의 수들 (`moves[..at]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<M> {
    moves: Vec<M>,
    at: usize,
    /// 연습 중인가: 두는 수는 시도로만 적힌다.
    trying: bool,
    /// 연습 중에 보이는 국면에서 사람이 둔 수 (판에는 놓였지만 대국의 수가 아니다).
    tried: Option<M>,
}

impl<M> Default for Line<M> {
    fn default() -> Self {
        Line {
            moves: Vec::new(),
            at: 0,
            trying: false,
            tried: None,
        }
    }
}

impl<M: Copy> Line<M> {
    /// 수들 `moves`, 마지막 수 뒤를 본다.
    pub fn of(moves: Vec<M>) -> Self {
        let at = moves.len();
        Line {
            moves,
            at,
            ..Line::default()
        }
    }

    /// 둔 수 모두 (보고 있는 자리 뒤의 것까지).
    pub fn all(&self) -> &[M] {
        &self.moves
    }

    /// 보고 있는 자리: 몇째 수 뒤의 국면인가 (0은 처음 국면).
    pub fn at(&self) -> usize {
        self.at
    }

    /// 마지막 수 뒤를 보고 있는가 (대국이 이어지는 자리: AI는 여기서만 생각한다).
    pub fn at_end(&self) -> bool {
        self.at == self.moves.len()
    }

    /// 수를 둔다: 앞의 자리를 보고 있었으면 그 뒤의 수들을 버리고 새 갈래를 시작한다. 연습 중이면
    /// 대국은 그대로 두고 (처음 것만) 시도로 적는다.
    pub fn push(&mut self, mv: M) {
        if self.trying {
            self.tried.get_or_insert(mv);
            return;
        }
        self.moves.truncate(self.at);
        self.moves.push(mv);
        self.at = self.moves.len();
    }

    /// 보이는 마지막 수를 무른다 (그 뒤의 수들도 버린다). 연습 중에는 무르지 않는다 (대국을 지키려고).
    pub fn pop(&mut self) -> Option<M> {
        if self.trying {
            return None;
        }
        self.moves.truncate(self.at);
        let mv = self.moves.pop();
        self.at = self.moves.len();
        mv
    }

    /// `ply`째 수 뒤로 간다 (끝을 넘으면 끝). 보이는 국면이 바뀌었으면 `true` (연습의 시도가 판에
    /// 놓여 있었으면 그것을 거두는 것도 바뀜이다).
    pub fn goto(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.moves.len());
        let moved = ply != self.at || self.tried.take().is_some();
        self.at = ply;
        moved
    }

    /// 연습을 시작하거나 (`true`: 두는 수는 시도로만) 끝낸다. 끝내면 시도를 잊는다 — 판은 부르는 쪽이
    /// `goto`로 다시 만든다.
    pub fn try_moves(&mut self, on: bool) {
        self.trying = on;
        if !on {
            self.tried = None;
        }
    }

    /// 연습 중인가.
    pub fn trying(&self) -> bool {
        self.trying
    }

    /// 연습 중에 보이는 국면에서 둔 시도.
    pub fn tried(&self) -> Option<M> {
        self.tried
    }
}

impl<M> Deref for Line<M> {
    type Target = [M];

    fn deref(&self) -> &[M] {
        &self.moves[..self.at]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn going_back_changes_what_is_shown_not_the_moves() {
        let mut l = Line::of(vec![1, 2, 3]);
        assert!(l.goto(1));
        assert_eq!(&*l, &[1]);
        assert_eq!(l.all(), &[1, 2, 3]);
        assert!(!l.at_end());
        assert!(!l.goto(1));
        assert!(l.goto(99));
        assert_eq!(l.at(), 3);
        assert!(l.at_end());
    }

    #[test]
    fn a_move_from_an_earlier_position_starts_a_new_line() {
        let mut l = Line::of(vec![1, 2, 3]);
        l.goto(1);
        l.push(7);
        assert_eq!(l.all(), &[1, 7]);
        assert!(l.at_end());
        l.goto(0);
        assert_eq!(l.pop(), None);
        assert_eq!(l.all(), &[] as &[i32]);
    }

    #[test]
    fn a_practice_try_changes_neither_the_moves_nor_the_shown_ply() {
        let mut l = Line::of(vec![1, 2, 3]);
        l.goto(1);
        l.try_moves(true);
        l.push(7);
        l.push(8);
        assert_eq!(l.pop(), None, "no undo while practising");
        assert_eq!((l.all(), l.at(), l.tried()), (&[1, 2, 3][..], 1, Some(7)));
        assert!(l.goto(1), "taking the try back off the board is a change");
        assert_eq!(l.tried(), None);
        l.try_moves(false);
        l.push(9);
        assert_eq!(l.all(), &[1, 9]);
    }
}
