//! 더 나은 수순을 판 위에: 보는 수가 잘못 둔 수로 돌아보아졌으면, 그 수 대신의 수순을 번호 붙은 유령
//! 돌로 (돌 게임들; 자리와 색은 게임이 준다) 또는 번호 붙은 초록 화살표로 (체스의 두 판). 연습 중에는 시도의 판정이 온 뒤에 그 문제의 것을.

use bevy::prelude::*;
use gameai::games::Player;

use super::reason::better_line;
use super::state::{Mv, Review, Reviewable};
use crate::hud::strokes::Strokes;
use crate::layout::MIN_TEXT;
use crate::theme::palette;

/// 판에 그리는 더 나은 수순의 길이 (유령 돌).
const BETTER_SHOWN: usize = 6;

/// 판에 그리는 더 나은 수순의 길이 (화살표: 겹치면 읽기 어렵다).
const ARROWS_SHOWN: usize = 4;

/// 보는 수가 잘못 둔 수로 돌아보아졌으면 그 대신의 수순 (그 수 앞의 국면에서).
pub(super) fn better_line_of<'a, R: Reviewable>(
    m: &R,
    review: &'a Review<R>,
) -> Option<&'a [Mv<R>]> {
    better_line(review.shown(m.line())?)
}

/// 보는 수가 잘못 둔 수로 돌아보아졌으면 그 대신 두었어야 할 수.
pub(crate) fn better_move<R: Reviewable>(m: &R, review: &Review<R>) -> Option<Mv<R>> {
    better_line_of(m, review)?.first().copied()
}

/// 대국 `m`에서 보는 수의 더 나은 수순을 그린다. `place`는 수의 자리 (그 칸에 이미 돌이 있으면
/// `None`: 건너뛴다), `colors`는 둘 쪽의 돌 색과 번호의 색, `radius`는 유령 돌의 반지름.
pub(crate) fn draw_better_stones<R: Reviewable>(
    m: &R,
    review: &Review<R>,
    strokes: &mut Strokes,
    radius: f32,
    place: impl Fn(Mv<R>) -> Option<Vec2>,
    colors: impl Fn(Player) -> (Color, Color),
) {
    let Some(mark) = review.shown(m.line()) else {
        return;
    };
    let Some(better) = better_line(mark) else {
        return;
    };
    let mut mover = mark.by;
    for (i, &mv) in better.iter().take(BETTER_SHOWN).enumerate() {
        if let Some(at) = place(mv) {
            let (fill, ink) = colors(mover);
            strokes.ghost_stone(at, radius, fill, i as u32 + 1, ink);
        }
        mover = mover.other();
    }
}

/// 대국 `m`에서 보는 수의 더 나은 수순을 번호 붙은 초록 화살표로 (뒤의 수일수록 옅게). `ends`는 수의
/// 출발과 도착 자리, `cell`은 판 한 칸의 크기.
pub(crate) fn draw_better_arrows<R: Reviewable>(
    m: &R,
    review: &Review<R>,
    strokes: &mut Strokes,
    cell: f32,
    ends: impl Fn(Mv<R>) -> (Vec2, Vec2),
) {
    let Some(line) = better_line_of(m, review) else {
        return;
    };
    for (i, &mv) in line.iter().take(ARROWS_SHOWN).enumerate() {
        let (a, b) = ends(mv);
        let b = b + (a - b).normalize_or_zero() * cell * 0.2;
        let color = palette::GOOD.with_alpha(0.9 - 0.15 * i as f32);
        strokes.wide_arrow(a, b, cell * 0.3, (cell * 0.12).max(3.0), color);
        let mid = a.lerp(b, 0.5);
        let size = (cell * 0.3).max(MIN_TEXT);
        strokes.disc(mid, size * 0.7, palette::BACKGROUND.with_alpha(0.8));
        strokes.number(mid, i as u32 + 1, size, palette::GOOD);
    }
}
