//! 오목의 수 목록과 돌아보기: 대국([`GomokuMatch`])은 돌아볼 수 있고 ([`Reviewable`]: 판정은 위협 탐색을
//! 쓰는 알파-베타 — 국면마다 깊이 5, `gameai::review::GomokuJudge`), 잘못 둔 수를 보면 판에 더 나은
//! 수순을 번호 붙은 유령 돌로 그린다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::review::{GomokuJudge, ReviewError, Reviewer};

use super::fit::GomokuFit;
use super::{GomokuMatch, GomokuThink};
use crate::hud::strokes::Strokes;
use crate::review::{Line, Review, Reviewable, draw_better_stones};
use crate::theme::palette;

impl Reviewable for GomokuMatch {
    type Judge = GomokuJudge;
    type Ai = GomokuThink;

    fn line(&self) -> &Line<GMove> {
        &self.history
    }

    fn line_mut(&mut self) -> &mut Line<GMove> {
        &mut self.history
    }

    fn player_first(&self) -> bool {
        self.human == Player::First
    }

    fn goto(&mut self, ply: usize) {
        GomokuMatch::goto(self, ply);
    }

    fn name_at(&self, _ply: usize, mv: GMove) -> String {
        self.game.name(mv)
    }

    fn finished(&self) -> bool {
        self.history.at_end() && self.over()
    }

    fn budget(&self) -> u64 {
        u64::from(GomokuJudge::DEPTH)
    }

    fn reviewer(&self, moves: &[GMove]) -> Result<Reviewer<GomokuJudge>, ReviewError> {
        let start = Gomoku::new(self.game.size()).map_err(|e| ReviewError {
            ply: 0,
            reason: e.to_string(),
        })?;
        Reviewer::new(GomokuJudge::standard(), &start, Player::First, moves)
    }
}

/// 보는 수의 더 나은 수순 (빈 점에만).
pub(super) fn draw_better(
    m: &GomokuMatch,
    review: &Review<GomokuMatch>,
    fit: &GomokuFit,
    strokes: &mut Strokes,
) {
    draw_better_stones(
        m,
        review,
        strokes,
        fit.step * 0.42,
        |mv| m.game.at(mv).is_none().then(|| fit.at(&m.game, mv)),
        |p| match p {
            Player::First => (palette::STONE_BLACK.with_alpha(0.6), palette::GOOD),
            Player::Second => (palette::STONE_WHITE.with_alpha(0.6), palette::GOOD),
        },
    );
}
