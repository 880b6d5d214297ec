//! 돌과 더미의 배치 (순수 함수): 판 사각형에 더미 네 줄을 놓고, 돌의 크기와 자리, 누른 자리의 돌을
//! 정한다. 그림(`view`), 누르기(`input`), 표(`table`)가 같이 쓴다.

use bevy::prelude::*;

use super::state::{HEAPS, NimMatch, NimSettings};
use crate::layout::{ScreenLayout, TOUCH_TARGET};

/// 더미 하나에 그릴 수 있는 돌의 최소 칸 수.
pub(super) const MIN_SLOTS: u32 = 7;
/// 돌의 최대 지름 (큰 화면에서 너무 커지지 않게).
const MAX_STONE: f32 = 68.0;
/// 이진 표의 칸이 이보다 작으면 표를 그리지 않는다: 가장 작은 글자(16 px)가 칸을 넘쳐 이웃 칸의 글과
/// 겹친다 (휴대폰에서 시트를 올리면 판 자리가 150 px 남짓이다).
const MIN_TABLE_CELL: f32 = 24.0;
/// 이진 표의 줄 수 (더미 줄 말고): 머리, 1의 개수, 합 (한 줄씩), 판정 (두 줄 남짓).
/// [`super::table::TableGrid`]도 이것으로 칸을 나눈다.
pub(super) const TABLE_EXTRA_ROWS: f32 = 3.0 + 2.2;
/// 날아가는 시간 (속도 1일 때).
pub(super) const FLY: f32 = 0.75;

/// 님 판의 배치. 판 사각형과 설정만으로 정해지는 순수한 값.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// 돌 더미 영역.
    pub(crate) heaps: Rect,
    /// 이진 표 영역 (숨기면 없음).
    pub table: Option<Rect>,
    /// 위쪽 상태 줄의 y.
    pub(crate) status_y: f32,
    /// 아래쪽 안내 줄의 y.
    pub(crate) hint_y: f32,
    /// 더미마다 가운데 x.
    pub(crate) col_x: Vec<f32>,
    /// 더미 칸 너비.
    pub(crate) col_w: f32,
    /// 맨 아래 돌의 가운데 y.
    pub(crate) base_y: f32,
    /// 돌 사이 세로 간격.
    pub(crate) step: f32,
    /// 돌 지름.
    pub(crate) stone: f32,
    /// 더미마다 칸 수.
    pub(crate) slots: u32,
    /// 더미 이름표의 y.
    pub(crate) label_y: f32,
    /// 글자 크기.
    pub(crate) font: f32,
}

impl Geometry {
    /// 판 사각형 안에 더미 `heaps`개, 칸 `slots`개를 놓는다.
    pub fn compute(board: Rect, heaps: usize, slots: u32, show_table: bool) -> Geometry {
        let strip = crate::hud::board_text::strip_height(board);
        let font = (strip * 0.5).clamp(13.0, 20.0);
        let middle = Rect::new(
            board.min.x,
            board.min.y + strip,
            board.max.x,
            board.max.y - strip,
        );
        let table_fits = middle.height() / (heaps as f32 + TABLE_EXTRA_ROWS) >= MIN_TABLE_CELL;
        let (heaps_rect, table) = if show_table && table_fits {
            // 더미에 최소한 손가락 폭을 주고, 남는 곳을 표에.
            let want = (middle.width() * 0.52).max(TOUCH_TARGET * heaps as f32);
            let split = middle.min.x + want.min(middle.width() * 0.7);
            (
                Rect::new(middle.min.x, middle.min.y, split, middle.max.y),
                Some(Rect::new(
                    split + 8.0,
                    middle.min.y,
                    middle.max.x,
                    middle.max.y,
                )),
            )
        } else {
            (middle, None)
        };
        let label_h = font * 1.8;
        let col_w = heaps_rect.width() / heaps.max(1) as f32;
        let step = ((heaps_rect.height() - label_h) / slots.max(1) as f32).max(1.0);
        let stone = (col_w * 0.78).min(step * 0.9).min(MAX_STONE);
        let base_y = heaps_rect.min.y + label_h + step / 2.0;
        let col_x = (0..heaps)
            .map(|h| heaps_rect.min.x + col_w * (h as f32 + 0.5))
            .collect();
        Geometry {
            heaps: heaps_rect,
            table,
            status_y: board.max.y - strip / 2.0,
            hint_y: board.min.y + strip / 2.0,
            col_x,
            col_w,
            base_y,
            step,
            stone,
            slots,
            label_y: heaps_rect.min.y + label_h / 2.0,
            font,
        }
    }

    /// 돌 `index`(아래에서 0부터) 자리의 가운데.
    pub fn stone_pos(&self, heap: usize, index: u32) -> Vec2 {
        Vec2::new(
            self.col_x.get(heap).copied().unwrap_or(0.0),
            self.base_y + self.step * index as f32,
        )
    }

    /// 월드 좌표 `p`가 어느 더미의 몇 번째 칸인가. 더미 밖이면 `None`.
    pub fn hit(&self, p: Vec2) -> Option<(usize, u32)> {
        let left = self.heaps.min.x;
        if p.x < left || p.x >= self.heaps.max.x {
            return None;
        }
        let heap = ((p.x - left) / self.col_w) as usize;
        let bottom = self.base_y - self.step / 2.0;
        if p.y < bottom || heap >= self.col_x.len() {
            return None;
        }
        let index = ((p.y - bottom) / self.step) as u32;
        (index < self.slots).then_some((heap, index))
    }

    /// 더미 칸 배경의 가운데와 크기.
    pub fn slot_rect(&self, heap: usize) -> (Vec2, Vec2) {
        let h = self.step * self.slots as f32;
        let center = Vec2::new(
            self.col_x.get(heap).copied().unwrap_or(0.0),
            self.base_y - self.step / 2.0 + h / 2.0,
        );
        (center, Vec2::new(self.col_w * 0.86, h))
    }
}

/// 지금 국면·설정·화면에 맞는 배치.
pub fn current_geometry(m: &NimMatch, settings: &NimSettings, layout: &ScreenLayout) -> Geometry {
    let slots = m
        .pos
        .heaps()
        .iter()
        .copied()
        .max()
        .unwrap_or(0)
        .max(MIN_SLOTS);
    Geometry::compute(layout.board, HEAPS, slots, settings.show_table)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn geo(w: f32, h: f32) -> Geometry {
        let layout = ScreenLayout::compute(Vec2::new(w, h));
        Geometry::compute(layout.board, HEAPS, MIN_SLOTS, true)
    }

    #[test]
    fn every_stone_is_hit_where_it_is_drawn() {
        for (w, h) in [(360.0, 640.0), (1280.0, 720.0), (3840.0, 2160.0)] {
            let g = geo(w, h);
            for heap in 0..HEAPS {
                for index in 0..MIN_SLOTS {
                    assert_eq!(
                        g.hit(g.stone_pos(heap, index)),
                        Some((heap, index)),
                        "{w}x{h}"
                    );
                }
            }
            // 표 위를 누르면 더미가 아니다.
            let t = g.table.unwrap();
            assert_eq!(g.hit(t.center()), None);
        }
    }

    /// 시트를 올린 휴대폰의 낮은 판 자리에는 표가 없다 (글이 겹친다); 보통 시트에는 있다.
    #[test]
    fn the_table_is_left_out_where_its_text_would_overlap() {
        use crate::layout::{LayoutInput, Sheet};
        let at = |sheet| {
            let layout = ScreenLayout::compute_with(
                Vec2::new(360.0, 640.0),
                LayoutInput {
                    sheet,
                    ..Default::default()
                },
            );
            Geometry::compute(layout.board, HEAPS, MIN_SLOTS, true)
        };
        assert!(at(Sheet::Peek).table.is_some());
        let raised = at(Sheet::Full);
        assert!(raised.table.is_none());
        assert!(
            raised.col_w >= TOUCH_TARGET,
            "the heaps take the whole width"
        );
    }

    #[test]
    fn stones_fit_inside_the_board() {
        for (w, h) in [(360.0, 640.0), (640.0, 360.0), (1280.0, 720.0)] {
            let layout = ScreenLayout::compute(Vec2::new(w, h));
            let g = Geometry::compute(layout.board, HEAPS, MIN_SLOTS, true);
            let top = g.stone_pos(0, MIN_SLOTS - 1).y + g.stone / 2.0;
            assert!(top <= layout.board.max.y, "{w}x{h}");
            assert!(
                g.stone >= 20.0,
                "{w}x{h}: stones of {} px are too small",
                g.stone
            );
            // 손가락 목표: 칸 하나가 대략 44 논리 픽셀.
            assert!(g.col_w >= TOUCH_TARGET, "{w}x{h}");
        }
    }
}
