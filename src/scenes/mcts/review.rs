//! 헥스·하바나의 수 목록과 돌아보기: 대국([`Match`])은 돌아볼 수 있고 ([`Reviewable`]: 판정은 MCTS
//! — 국면마다 정해진 반복 수와 씨앗의 UCT, `gameai::review::MctsJudge`), 잘못 둔 수를 보면 판에 더 나은
//! 수순을 번호 붙은 유령 돌로 그린다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::review::{MctsJudge, ReviewError, Reviewer};

use super::board::{BoardFit, BoardGame, player_color};
use super::play::{AiSearch, Match};
use crate::hud::strokes::Strokes;
use crate::review::{Line, Review, Reviewable, draw_better_stones};
use crate::theme::palette;

impl<G: BoardGame> Reviewable for Match<G> {
    type Judge = MctsJudge<G>;
    type Ai = AiSearch<G>;

    fn line(&self) -> &Line<G::Move> {
        &self.history
    }

    fn line_mut(&mut self) -> &mut Line<G::Move> {
        &mut self.history
    }

    fn player_first(&self) -> bool {
        self.human == Player::First
    }

    fn goto(&mut self, ply: usize) {
        Match::goto(self, ply);
    }

    fn name_at(&self, _ply: usize, mv: G::Move) -> String {
        self.game.name(mv)
    }

    fn finished(&self) -> bool {
        self.history.at_end() && self.game.status().is_over()
    }

    fn budget(&self) -> u64 {
        MctsJudge::<G>::ITERATIONS
    }

    fn reviewer(&self, moves: &[G::Move]) -> Result<Reviewer<MctsJudge<G>>, ReviewError> {
        let start = G::fresh(self.game.board_size(), self.game.swap_rule());
        Reviewer::new(MctsJudge::standard(), &start, Player::First, moves)
    }
}

/// 보는 수가 잘못 둔 수로 돌아보아졌으면, 그 수 대신의 수순을 번호 붙은 유령 돌로 (빈 칸에만).
pub(super) fn draw_better<G: BoardGame>(
    m: &Match<G>,
    review: &Review<Match<G>>,
    fit: &BoardFit,
    strokes: &mut Strokes,
) {
    draw_better_stones(
        m,
        review,
        strokes,
        fit.scale * 0.34,
        |mv| {
            m.game
                .stone(mv)
                .is_none()
                .then(|| fit.to_world(m.game.center(mv)))
        },
        |p| (player_color(p).with_alpha(0.55), palette::GOOD),
    );
}
