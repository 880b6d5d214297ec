//! 오목 판의 배치: 판 사각형에 15×15 교차점을 놓고, 화면 좌표에서 가장 가까운 교차점을 찾는다
//! (시스템 없는 순수한 계산).

use bevy::prelude::*;
use gameai::games::gomoku::{GMove, Gomoku};

use super::SIZE;

/// 판의 배치.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GomokuFit {
    /// 교차점 (0, 0)의 월드 좌표 (왼쪽 아래).
    pub(crate) origin: Vec2,
    /// 교차점 간격.
    pub(crate) step: f32,
}

/// 교차점 간격이 이보다 좁으면 (휴대폰) 손가락이 옆 점을 누르기 쉬우므로, 처음 누르면 겨누고
/// 같은 점을 한 번 더 누르면 둔다.
pub(crate) const AIM_BELOW: f32 = 28.0;

impl GomokuFit {
    /// 두 번 눌러 두는 방식인가.
    pub fn needs_aim(&self) -> bool {
        self.step < AIM_BELOW
    }

    /// 판 사각형에 15×15를 놓는다 (위아래 글 한 줄씩 남긴다).
    pub fn compute(board: Rect) -> GomokuFit {
        let inner = crate::hud::board_text::inside_strips(board);
        // 왼쪽과 아래에 좌표 글자 자리를 한 칸 남긴다.
        let step = (inner.width().min(inner.height()) / (f32::from(SIZE) + 0.8)).max(1.0);
        let span = step * f32::from(SIZE - 1);
        GomokuFit {
            origin: inner.center() - Vec2::splat(span / 2.0) + Vec2::splat(step * 0.4),
            step,
        }
    }

    /// 교차점의 자리.
    pub fn at(&self, g: &Gomoku, mv: GMove) -> Vec2 {
        let (c, r) = g.coords(mv);
        self.origin + Vec2::new(f32::from(c), f32::from(r)) * self.step
    }

    /// 월드 좌표에서 가장 가까운 교차점 (간격의 반 안쪽).
    pub fn nearest(&self, g: &Gomoku, p: Vec2) -> Option<GMove> {
        let q = (p - self.origin) / self.step;
        let (c, r) = (q.x.round(), q.y.round());
        let n = f32::from(g.size());
        ((0.0..n).contains(&c) && (0.0..n).contains(&r) && (q - Vec2::new(c, r)).length() <= 0.5)
            .then(|| g.cell(c as u8, r as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::ScreenLayout;

    #[test]
    fn every_point_is_found_where_it_is_drawn() {
        for (w, h) in crate::layout::CHECKED_SIZES {
            let layout =
                ScreenLayout::for_shape(Vec2::new(w, h), crate::layout::BoardShape::SQUARE);
            let fit = GomokuFit::compute(layout.board);
            let g = Gomoku::new(SIZE).unwrap();
            for i in 0..225 {
                let mv = GMove(i);
                assert_eq!(fit.nearest(&g, fit.at(&g, mv)), Some(mv));
            }
            assert!(fit.step >= 14.0, "{w}x{h}: {}", fit.step);
            // 판 전체(좌표 글자 자리까지)가 판 사각형 안에 있다.
            let lo = fit.origin - Vec2::splat(fit.step * 0.9);
            let hi = fit.origin + Vec2::splat(fit.step * (f32::from(SIZE) - 0.5));
            let room = layout.board.inflate(0.01);
            assert!(room.contains(lo) && room.contains(hi), "{w}x{h}");
            if (w, h) == (360.0, 640.0) {
                // 휴대폰에서의 최소: 교차점 간격 22 px 이상 (손가락으로 고를 수 있게).
                assert!(fit.step >= 22.0, "{w}x{h}: {}", fit.step);
            }
        }
    }

    #[test]
    fn phones_aim_first_and_desktops_place_at_once() {
        let phone = GomokuFit::compute(ScreenLayout::compute(Vec2::new(360.0, 640.0)).board);
        let desk = GomokuFit::compute(ScreenLayout::compute(Vec2::new(1280.0, 720.0)).board);
        assert!(phone.needs_aim(), "{}", phone.step);
        assert!(!desk.needs_aim(), "{}", desk.step);
    }
}
