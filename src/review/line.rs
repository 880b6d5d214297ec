//! 대국의 수 목록과 보고 있는 자리: [`Line`]은 둔 수 모두와, 판이 보여 주는 자리(몇째 수 뒤인가)를 함께
//! 가진다. 슬라이스로 읽으면 보이는 국면까지의 수들이다 — 판을 그리는 쪽은 늘 그것만 본다.

use core::ops::Deref;

/// 둔 수들과 보고 있는 자리. `Deref`는 보이는 국면까지의 수들 (`moves[..at]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<M> {
    moves: Vec<M>,
    at: usize,
}

impl<M> Default for Line<M> {
    fn default() -> Self {
        Line {
            moves: Vec::new(),
            at: 0,
        }
    }
}

impl<M: Copy> Line<M> {
    /// 수들 `moves`, 마지막 수 뒤를 본다.
    pub fn of(moves: Vec<M>) -> Self {
        let at = moves.len();
        Line { moves, at }
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

    /// 수를 둔다: 앞의 자리를 보고 있었으면 그 뒤의 수들을 버리고 새 갈래를 시작한다.
    pub fn push(&mut self, mv: M) {
        self.moves.truncate(self.at);
        self.moves.push(mv);
        self.at = self.moves.len();
    }

    /// 보이는 마지막 수를 무른다 (그 뒤의 수들도 버린다).
    pub fn pop(&mut self) -> Option<M> {
        self.moves.truncate(self.at);
        let mv = self.moves.pop();
        self.at = self.moves.len();
        mv
    }

    /// `ply`째 수 뒤로 간다 (끝을 넘으면 끝). 자리가 바뀌었으면 `true`.
    pub fn goto(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.moves.len());
        let moved = ply != self.at;
        self.at = ply;
        moved
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
}
