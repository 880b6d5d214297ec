//! 판의 배치: 판 사각형 안에 W×H 칸을 놓는 순수한 계산. 구석 (0,0)이 왼쪽 아래.

use bevy::prelude::*;
use gameai::games::wythoff::{Board, Cell};

use crate::layout::ScreenLayout;

/// 칸 배치.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    /// 칸 (0,0)의 왼쪽 아래 모서리 (월드 좌표).
    pub(crate) origin: Vec2,
    /// 칸 한 변.
    pub cell: f32,
    /// 너비 (칸).
    pub(crate) w: u32,
    /// 높이 (칸).
    pub(crate) h: u32,
    /// 위쪽 상태 줄의 y.
    pub(crate) status_y: f32,
    /// 아래쪽 범례·안내 줄의 y.
    pub(crate) legend_y: f32,
    /// 글자 크기.
    pub(crate) font: f32,
}

impl Grid {
    /// 판 사각형 `area`에 `board`를 놓는다. 위아래에 글 한 줄씩 자리를 남긴다.
    pub fn compute(area: Rect, board: Board) -> Grid {
        let strip = (area.height() * 0.08).clamp(24.0, 40.0);
        let font = (strip * 0.5).clamp(13.0, 20.0);
        let inner = Rect::new(
            area.min.x,
            area.min.y + strip,
            area.max.x,
            area.max.y - strip,
        );
        let (w, h) = (board.width(), board.height());
        let cell = (inner.width() / w as f32)
            .min(inner.height() / h as f32)
            .max(1.0);
        let size = Vec2::new(w as f32, h as f32) * cell;
        Grid {
            origin: inner.center() - size / 2.0,
            cell,
            w,
            h,
            status_y: area.max.y - strip / 2.0,
            legend_y: area.min.y + strip / 2.0,
            font,
        }
    }

    /// 지금 화면과 판에 맞는 배치.
    pub fn current(layout: &ScreenLayout, board: Board) -> Grid {
        Grid::compute(layout.board, board)
    }

    /// 칸의 가운데.
    pub fn center(&self, c: Cell) -> Vec2 {
        self.origin + (Vec2::new(c.x as f32, c.y as f32) + 0.5) * self.cell
    }

    /// 칸 좌표(실수, 칸 가운데가 .5)를 월드 좌표로.
    pub fn at(&self, x: f32, y: f32) -> Vec2 {
        self.origin + Vec2::new(x, y) * self.cell
    }

    /// 월드 좌표 아래의 칸.
    pub fn cell_at(&self, p: Vec2) -> Option<Cell> {
        let q = (p - self.origin) / self.cell;
        (q.x >= 0.0 && q.y >= 0.0 && q.x < self.w as f32 && q.y < self.h as f32)
            .then(|| Cell::new(q.x as u32, q.y as u32))
    }

    /// 판 전체의 사각형.
    pub fn rect(&self) -> Rect {
        Rect::from_corners(
            self.origin,
            self.origin + Vec2::new(self.w as f32, self.h as f32) * self.cell,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_hit_at_its_center_and_fits() {
        for (sw, sh) in [(360.0, 640.0), (1280.0, 720.0)] {
            let layout = ScreenLayout::compute(Vec2::new(sw, sh));
            for w in [10, 18, 34] {
                let b = Board::new(w, super::super::state::height_for(w)).unwrap();
                let g = Grid::current(&layout, b);
                for i in 0..b.cells() as u32 {
                    let c = b.cell(i);
                    assert_eq!(g.cell_at(g.center(c)), Some(c));
                }
                let r = g.rect();
                assert!(
                    r.min.x >= layout.board.min.x - 0.01 && r.max.x <= layout.board.max.x + 0.01
                );
                assert!(
                    r.min.y >= layout.board.min.y - 0.01 && r.max.y <= layout.board.max.y + 0.01
                );
            }
        }
    }
}
