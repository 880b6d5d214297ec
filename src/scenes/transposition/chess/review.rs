//! 체스의 수 목록과 돌아보기: 대국([`ChessMatch`])은 돌아볼 수 있고 ([`Reviewable`]: 판정은 알파-베타
//! 깊이 10, 네 기물 이하는 끝내기 표로 정확히 — `gameai::review::ChessJudge`), 잘못 둔 수를 보면 판에 더
//! 나은 수순을 번호 붙은 초록 화살표로 그린다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::chess::Move;
use gameai::review::{ChessJudge, ReviewError, Reviewer};

use super::fit::ChessFit;
use super::game::{ChessMatch, ChessThink};
use crate::hud::strokes::Strokes;
use crate::review::{Line, Review, Reviewable, draw_better_arrows};

impl Reviewable for ChessMatch {
    type Judge = ChessJudge;
    type Ai = ChessThink;

    fn line(&self) -> &Line<Move> {
        &self.line
    }

    fn line_mut(&mut self) -> &mut Line<Move> {
        &mut self.line
    }

    fn player_first(&self) -> bool {
        self.start_board().side_to_move() == self.human
    }

    fn goto(&mut self, ply: usize) {
        ChessMatch::goto(self, ply);
    }

    /// SAN: `ply`째 수 앞의 국면에서.
    fn name_at(&self, ply: usize, mv: Move) -> String {
        let all = self.line.all();
        self.replayed(&all[..ply.min(all.len())]).board().san(mv)
    }

    /// SAN 모두: 처음 국면에서 한 번 다시 두며.
    fn names(&self) -> Vec<String> {
        let mut g = self.replayed(&[]);
        self.line
            .all()
            .iter()
            .map(|&mv| {
                let san = g.board().san(mv);
                let _ = g.try_play(mv);
                san
            })
            .collect()
    }

    fn finished(&self) -> bool {
        self.line.at_end() && self.status().is_over()
    }

    fn budget(&self) -> u64 {
        u64::from(ChessJudge::DEPTH)
    }

    fn reviewer(&self, moves: &[Move]) -> Result<Reviewer<ChessJudge>, ReviewError> {
        let start = self.replayed(&[]);
        Reviewer::new(ChessJudge::standard(), &start, Player::First, moves)
    }
}

/// 보는 수가 잘못 둔 수면: 그 수 앞의 국면에서의 더 나은 수순을 초록 화살표로 (차례 번호와 함께).
pub(super) fn draw_better(
    m: &ChessMatch,
    review: &Review<ChessMatch>,
    fit: &ChessFit,
    strokes: &mut Strokes,
) {
    draw_better_arrows(m, review, strokes, fit.cell, |mv| {
        (fit.at(mv.from), fit.at(mv.to))
    });
}
