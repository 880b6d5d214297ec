//! 위토프의 수 목록과 돌아보기: 대국([`RetroGame`])은 돌아볼 수 있고 ([`Reviewable`]: 판정은 정확하다 —
//! 후퇴 해석의 표, 가장 빠른 이김과 가장 긴 버팀, `gameai::review::WythoffJudge`), 잘못 둔 수를 보면 그
//! 수를 둔 칸에서 더 나은 칸으로 초록 화살표와 그 칸의 테두리를 그린다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::wythoff::Cell;
use gameai::review::{ReviewError, Reviewer, WythoffJudge};

use super::game::{RetroGame, Side};
use super::grid::Grid;
use crate::hud::strokes::Strokes;
use crate::review::{Line, Review, Reviewable, TableAi, better_move};
use crate::theme::palette;

impl Reviewable for RetroGame {
    type Judge = WythoffJudge;
    type Ai = TableAi;

    fn line(&self) -> &Line<Cell> {
        &self.history
    }

    fn line_mut(&mut self) -> &mut Line<Cell> {
        &mut self.history
    }

    fn player_first(&self) -> bool {
        self.first == Side::Human
    }

    fn goto(&mut self, ply: usize) {
        RetroGame::goto(self, ply, 0.0);
    }

    fn name_at(&self, _ply: usize, to: Cell) -> String {
        format!("({},{})", to.x, to.y)
    }

    fn finished(&self) -> bool {
        self.history.at_end() && self.winner.is_some()
    }

    fn budget(&self) -> u64 {
        0
    }

    fn reviewer(&self, moves: &[Cell]) -> Result<Reviewer<WythoffJudge>, ReviewError> {
        let judge =
            WythoffJudge::new(self.start).map_err(|reason| ReviewError { ply: 0, reason })?;
        Reviewer::new(judge, &self.start, Player::First, moves)
    }
}

/// 보는 수가 잘못 둔 수면: 그 수를 둔 칸에서 더 나은 칸으로 초록 화살표, 그 칸의 초록 테두리.
pub(super) fn draw_better(
    strokes: &mut Strokes,
    game: &RetroGame,
    review: &Review<RetroGame>,
    grid: &Grid,
) {
    let (Some(better), Some((_, from, _))) = (better_move(game, review), game.last) else {
        return;
    };
    strokes.arrow(
        grid.center(from),
        grid.center(better),
        grid.cell * 0.4,
        palette::GOOD,
    );
    strokes.rect(
        grid.center(better),
        Vec2::splat(grid.cell * 1.02),
        palette::GOOD,
    );
}
