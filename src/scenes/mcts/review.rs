//! 헥스·하바나의 수 목록과 돌아보기: 대국([`Match`])은 돌아볼 수 있고 ([`Reviewable`]: 판정은 MCTS
//! — 국면마다 정해진 반복 수와 씨앗의 UCT, `gameai::review::MctsJudge`), 잘못 둔 수를 보면 판에 더 나은
//! 수순을 번호 붙은 유령 돌로 그린다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::review::{MctsJudge, ReviewError, Reviewer};

use super::board::{BoardFit, BoardGame, player_color};
use super::play::{AiSearch, Match};
use crate::hud::strokes::Strokes;
use crate::review::{Line, Review, Reviewable, better_line};
use crate::theme::palette;

/// 판에 그리는 더 나은 수순의 길이.
const BETTER_SHOWN: usize = 6;

impl<G: BoardGame> Reviewable for Match<G> {
    type Judge = MctsJudge<G>;
    type Ai = AiSearch<G>;

    fn line(&self) -> &Line<G::Move> {
        &self.history
    }

    fn goto(&mut self, ply: usize) {
        Match::goto(self, ply);
    }

    fn name_at(&self, _ply: usize, mv: G::Move) -> String {
        self.game.name(mv)
    }

    fn budget(&self) -> u64 {
        MctsJudge::<G>::ITERATIONS
    }

    fn reviewer(&self) -> Result<Reviewer<MctsJudge<G>>, ReviewError> {
        let start = G::fresh(self.game.board_size(), self.game.swap_rule());
        Reviewer::new(
            MctsJudge::standard(),
            &start,
            Player::First,
            self.history.all(),
        )
    }
}

/// 보는 수가 잘못 둔 수로 돌아보아졌으면, 그 수 대신의 수순을 번호 붙은 유령 돌로 (빈 칸에만).
pub(super) fn draw_better<G: BoardGame>(
    m: &Match<G>,
    review: &Review<Match<G>>,
    fit: &BoardFit,
    strokes: &mut Strokes,
) {
    let at = m.history.at();
    let Some(mark) = review.mark(&m.history, at) else {
        return;
    };
    let Some(line) = better_line(mark) else {
        return;
    };
    let mut mover = mark.by;
    for (i, &mv) in line.iter().take(BETTER_SHOWN).enumerate() {
        if m.game.stone(mv).is_none() {
            let c = fit.to_world(m.game.center(mv));
            let fill = player_color(mover).with_alpha(0.55);
            strokes.ghost_stone(c, fit.scale * 0.34, fill, i as u32 + 1, palette::GOOD);
        }
        mover = mover.other();
    }
}
