//! 체스의 움직임: 방금 둔 기물은 떠난 칸에서 닿은 칸으로 미끄러지고 (0.12초), 잡힌 기물은 그 칸에서
//! 흐려지며 사라진다. 국면은 이미 바뀌었다 — 그림만 따라오므로 다음 입력을 기다리게 하지 않는다.
//! "움직임 줄이기"면 ([`ReduceMotion`]) 기물은 바로 제자리에 있고 잡힌 기물은 그리지 않는다.

use bevy::prelude::*;
use gameai::games::chess::{Move, Square};

use super::ChessMatch;
use super::fit::ChessFit;
use super::pieces::glyph;
use crate::anim::{Clock, DespawnAt, FadeTween, PLACE_SECS, ReduceMotion, ease};
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::layout::ScreenLayout;
use crate::scenes::transposition::state::TransMode;

/// 마지막으로 미끄러지기 시작한 수와 그 시각, 그리고 그때의 수의 수 (한 수 늘 때만 움직인다).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub(super) struct Slide {
    moving: Option<(Move, f32)>,
    plies: Option<usize>,
}

impl Slide {
    /// 지금 미끄러지는 기물: 닿은 칸과 그 기물이 그려질 자리 (끝났으면 `None`).
    pub(super) fn at(
        &self,
        fit: &ChessFit,
        now: f32,
        reduce: ReduceMotion,
    ) -> Option<(Square, Vec2)> {
        let (mv, start) = self.moving?;
        let t = Clock::new(start, PLACE_SECS).progress(now);
        if reduce.0 || t >= 1.0 {
            return None;
        }
        let k = ease(0.0, 1.0, EaseFunction::QuadraticOut, t);
        Some((mv.to, fit.at(mv.from).lerp(fit.at(mv.to), k)))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Chess), |mut c: Commands| {
        c.insert_resource(Slide::default());
    });
    app.add_systems(OnExit(TransMode::Chess), |mut c: Commands| {
        c.remove_resource::<Slide>();
    });
}

/// 수가 꼭 하나 늘었으면 미끄러지기를 시작하고, 잡힌 기물이 있으면 그 자리에 흐려지는 글자를 둔다.
/// (되살리기·무르기·새 게임·붙여넣기는 움직이지 않는다.)
pub(super) fn start_slide(
    mut commands: Commands,
    m: Res<ChessMatch>,
    time: Res<Time>,
    reduce: Res<ReduceMotion>,
    layout: Res<ScreenLayout>,
    mut slide: ResMut<Slide>,
) {
    let plies = m.game.plies();
    let grew = slide.plies.is_some_and(|p| plies == p + 1);
    if slide.plies == Some(plies) {
        return;
    }
    slide.plies = Some(plies);
    let Some(mv) = m.game.last_move().filter(|_| grew) else {
        slide.moving = None;
        return;
    };
    let now = time.elapsed_secs();
    slide.moving = Some((mv, now));
    if reduce.0 {
        return;
    }
    // 잡힌 기물: 수를 두기 전의 판에서 닿은 칸의 기물 (앙파상이면 옆 칸의 폰은 그리지 않는다).
    let before = m.game.history().last();
    let Some((side, piece)) = before.and_then(|b| b.piece_on(mv.to)) else {
        return;
    };
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let clock = Clock::new(now, PLACE_SECS * 1.25);
    for layer in 0..2 {
        let (glyph, color) = glyph(side, piece, layer);
        commands.spawn((
            Label2d::new(glyph.to_string()),
            LabelFont::text(fit.cell * 0.82),
            LabelColor(color),
            Transform::from_translation(fit.at(mv.to).extend(1.9 + f32::from(layer) * 0.01)),
            FadeTween {
                from: color.alpha(),
                to: 0.0,
                clock,
                ease: EaseFunction::QuadraticIn,
            },
            DespawnAt(now + clock.duration),
            DespawnOnExit(TransMode::Chess),
        ));
    }
}
