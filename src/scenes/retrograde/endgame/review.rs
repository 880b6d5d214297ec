//! 표와의 대국의 수 목록과 돌아보기: 대국([`EndgameLab`]의 [`EgGame`](super::EgGame))은 돌아볼 수 있고
//! ([`Reviewable`]: 판정은 정확하다 — 대국을 시작할 때 풀린 끝내기 표, `gameai::review::EndgameJudge`),
//! 잘못 둔 수를 보면 판에 표의 수순을 번호 붙은 초록 화살표로 그린다. 수 목록은 대국의 것이다 (대국이
//! 없으면 비어 있다).

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::chess::{Board, Chess, Move};
use gameai::review::{EndgameJudge, ReviewError, Reviewer};

use super::board::EgFit;
use super::state::EndgameLab;
use crate::hud::strokes::Strokes;
use crate::layout::ScreenLayout;
use crate::review::{Line, Review, Reviewable, TableAi, draw_better_arrows};

impl EndgameLab {
    /// 대국의 처음 국면에서 `moves`를 둔 판 (둘 수 없는 수에서 멈춘다).
    fn replayed(&self, moves: &[Move]) -> Board {
        let mut b = self.first;
        for &mv in moves {
            if !b.legal_moves().contains(&mv) {
                break;
            }
            b.make_move(mv);
        }
        b
    }
}

impl Reviewable for EndgameLab {
    type Judge = EndgameJudge;
    type Ai = TableAi;

    fn line(&self) -> &Line<Move> {
        &self.line
    }

    fn line_mut(&mut self) -> &mut Line<Move> {
        &mut self.line
    }

    /// 대국은 늘 사람 차례에서 시작한다.
    fn player_first(&self) -> bool {
        true
    }

    fn goto(&mut self, ply: usize) {
        EndgameLab::goto(self, ply);
    }

    /// SAN: `ply`째 수 앞의 국면에서.
    fn name_at(&self, ply: usize, mv: Move) -> String {
        let all = self.line().all();
        self.replayed(&all[..ply.min(all.len())]).san(mv)
    }

    /// 이름 모두: 처음 국면에서 한 번 다시 두며.
    fn names(&self) -> Vec<String> {
        let mut b = self.replayed(&[]);
        self.line()
            .all()
            .iter()
            .map(|&mv| {
                let name = b.san(mv);
                b.make_move(mv);
                name
            })
            .collect()
    }

    fn finished(&self) -> bool {
        let b = &self.position;
        self.line().at_end()
            && (b.legal_moves().is_empty()
                || b.halfmove_clock() >= 100
                || b.insufficient_material())
    }

    /// 저장된 대국은 표가 다시 풀린 뒤에 둔다.
    fn restoring(&self) -> bool {
        self.pending.is_some()
    }

    /// 판정은 표다: 예산이 없다.
    fn budget(&self) -> u64 {
        0
    }

    fn reviewer(&self, moves: &[Move]) -> Result<Reviewer<EndgameJudge>, ReviewError> {
        let no_game = || ReviewError {
            ply: 0,
            reason: "no game against the table".into(),
        };
        let g = self.game.as_ref().ok_or_else(no_game)?;
        let start = Chess::from_board(self.first);
        Reviewer::new(
            EndgameJudge::new(g.tables.clone()),
            &start,
            Player::First,
            moves,
        )
    }
}

/// 보는 수가 잘못 둔 수면: 그 수 앞의 국면에서 표의 수순을 초록 화살표로 (차례 번호와 함께).
pub(super) fn draw_better(
    lab: Res<EndgameLab>,
    review: Option<Res<Review<EndgameLab>>>,
    layout: Res<ScreenLayout>,
    mut strokes: ResMut<Strokes>,
) {
    let Some(review) = review else {
        return;
    };
    let fit = EgFit::compute(layout.board);
    draw_better_arrows(&*lab, &review, &mut strokes, fit.cell, |mv| {
        (fit.center(mv.from), fit.center(mv.to))
    });
}
