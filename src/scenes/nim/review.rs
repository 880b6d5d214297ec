//! 님의 수 목록과 돌아보기: 대국([`NimMatch`])은 돌아볼 수 있고 ([`Reviewable`]: 판정은 정확하다 — 님 합,
//! 미제르의 부턴 규칙, 뺄셈 게임의 그런디 값, `gameai::review::NimJudge`), 잘못 둔 수를 보면 더 나은
//! 수의 더미를 초록 테두리로, 가져갔어야 할 돌의 자리를 고리로 그린다. 까닭에는 둔 뒤의 님 합(또는 그런디
//! 값의 합)을 이진수로 적는다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::nim::{Nim, NimMove};
use gameai::nim::{Theory, analyse};
use gameai::review::{NimJudge, ReviewError, Reviewer};

use super::geometry::current_geometry;
use super::state::{NimMatch, NimSettings, Side, heap_name};
use crate::hud::strokes::Strokes;
use crate::i18n::{Locale, ReviewText};
use crate::layout::ScreenLayout;
use crate::review::{Line, Review, Reviewable, better_move};
use crate::theme::palette;

impl NimMatch {
    /// 처음 국면에서 `moves`를 둔 국면.
    fn after(&self, moves: &[NimMove]) -> Nim {
        let mut pos = self.start.clone();
        for &mv in moves {
            // 둔 수들은 두어 본 것이다: 거부될 수 없다.
            let _ = pos.try_play(mv);
        }
        pos
    }
}

/// 국면 `pos`에서 둔 수 `mv`의 이름: "C-2" (더미 C에서 둘을 가져간다).
fn move_name(pos: &Nim, mv: NimMove) -> String {
    let had = pos.heaps().get(mv.heap).copied().unwrap_or(0);
    format!("{}-{}", heap_name(mv.heap), had.saturating_sub(mv.to))
}

impl Reviewable for NimMatch {
    type Judge = NimJudge;
    type Ai = gameai::nim::NimSolver;

    fn line(&self) -> &Line<NimMove> {
        &self.history
    }

    fn line_mut(&mut self) -> &mut Line<NimMove> {
        &mut self.history
    }

    fn player_first(&self) -> bool {
        self.first == Side::Other
    }

    fn goto(&mut self, ply: usize) {
        NimMatch::goto(self, ply, 0.0);
    }

    /// "C-2": 더미 C에서 둘을 가져간다.
    fn name_at(&self, ply: usize, mv: NimMove) -> String {
        let before = self.after(&self.history.all()[..ply.min(self.history.all().len())]);
        move_name(&before, mv)
    }

    /// 이름 모두: 처음 국면에서 한 번 다시 두며.
    fn names(&self) -> Vec<String> {
        let mut pos = self.start.clone();
        self.history
            .all()
            .iter()
            .map(|&mv| {
                let name = move_name(&pos, mv);
                let _ = pos.try_play(mv);
                name
            })
            .collect()
    }

    fn finished(&self) -> bool {
        self.history.at_end() && self.winner.is_some()
    }

    fn budget(&self) -> u64 {
        0
    }

    fn reviewer(&self, moves: &[NimMove]) -> Result<Reviewer<NimJudge>, ReviewError> {
        Reviewer::new(NimJudge, &self.start, Player::First, moves)
    }

    /// 둔 뒤의 님 합 (또는 그런디 값들의 XOR)을 이진수로.
    fn why(&self, ply: usize, locale: &Locale) -> Option<String> {
        let a = analyse(&self.after(&self.history.all()[..ply])).ok()?;
        let width = 4.max(32 - a.total.leading_zeros() as usize);
        let bits = format!("{:0width$b}", a.total);
        let s = match a.theory {
            Theory::SpragueGrundy => ReviewText::GrundyAfter,
            Theory::Bouton | Theory::BoutonMisere => ReviewText::NimSumAfter,
        };
        Some(locale.f(s, &[("bits", &bits)]))
    }
}

/// 보는 수가 잘못 둔 수면 더 나은 수: 그 더미의 초록 테두리와, 가져갔어야 할 돌 자리마다 초록 고리.
pub(super) fn draw_better(
    m: Res<NimMatch>,
    review: Option<Res<Review<NimMatch>>>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    mut strokes: ResMut<Strokes>,
) {
    let Some(r) = review.as_deref() else {
        return;
    };
    let (Some(mark), Some(best)) = (r.shown(&m.history), better_move(&*m, r)) else {
        return;
    };
    // 더 나은 수는 그 수 앞의 국면에서 (연습 중이면 판이 바로 그 국면이다).
    let before = m.history.all().get(..mark.ply - 1).unwrap_or_default();
    let Some(&had) = m.after(before).heaps().get(best.heap) else {
        return;
    };
    let geo = current_geometry(&m, &settings, &layout);
    let (center, size) = geo.slot_rect(best.heap);
    strokes.rect(center, size * 1.04, palette::GOOD);
    for index in best.to..had {
        strokes.circle(
            geo.stone_pos(best.heap, index),
            geo.stone * 0.45,
            palette::GOOD,
        );
    }
}
