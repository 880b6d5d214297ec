//! 설명 화면의 배치: 작은 판 둘, 열쇠 비트의 줄들, 표의 칸이 판 사각형 안 어디에 놓이는가 (시스템
//! 없는 순수한 계산; 화면 크기마다 시험한다).

use bevy::prelude::*;

use super::SHOWN_BITS;
use crate::layout::{BoardShape, MIN_TEXT};

/// 설명 화면의 배치: 작은 판 둘, 열쇠 비트 네 줄, 표의 칸.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct ExplainLayout {
    pub(crate) boards: [Rect; 2],
    pub(crate) bits: Rect,
    pub(crate) table: Rect,
    pub(crate) caption_y: f32,
    pub(crate) status_y: f32,
    pub(crate) font: f32,
}

impl ExplainLayout {
    /// 판 사각형과 방향으로 나눈다.
    pub(crate) fn compute(area: Rect, portrait: bool) -> ExplainLayout {
        let strip = (area.height() * 0.08).clamp(24.0, 40.0);
        let font = (strip * 0.45).clamp(12.0, 18.0);
        let inner = Rect::new(
            area.min.x,
            area.min.y + strip,
            area.max.x,
            area.max.y - strip,
        );
        let gap = 10.0;
        // 판마다 위에 제목 한 줄.
        let title = font * 1.8;
        if portrait {
            // 위: 판 둘 나란히, 가운데: 비트, 아래: 표 (두 줄).
            let h = inner.height();
            let gap = 18.0;
            // 시트를 끌어 올려 판 자리가 아주 낮아져도 크기는 양수로 (작게라도 그린다).
            let side = (inner.width() / 2.0 - gap).min(h * 0.28 - title).max(1.0);
            let top = inner.max.y - title;
            // 판마다 폭의 절반 가운데에 (제목이 서로 닿지 않게).
            let quarter = inner.width() / 4.0;
            let b0 = Rect::from_center_size(
                Vec2::new(inner.min.x + quarter, top - side / 2.0),
                Vec2::splat(side),
            );
            let b1 = Rect::from_center_size(
                Vec2::new(inner.max.x - quarter, top - side / 2.0),
                Vec2::splat(side),
            );
            let bits = Rect::new(
                inner.min.x,
                top - side - gap - h * 0.44,
                inner.max.x,
                top - side - gap,
            );
            let table = Rect::new(inner.min.x, inner.min.y, inner.max.x, bits.min.y - gap);
            ExplainLayout {
                boards: [b0, b1],
                bits,
                table,
                caption_y: area.min.y + strip / 2.0,
                status_y: area.max.y - strip / 2.0,
                font,
            }
        } else {
            // 왼쪽: 판 둘 위아래, 가운데: 비트, 오른쪽: 표 (한 줄 칸들).
            let w = inner.width();
            let side = ((inner.height() - 2.0 * title - gap) / 2.0)
                .min(w * 0.2)
                .max(1.0);
            let left = inner.min.x + 4.0;
            let top = inner.max.y - title;
            let b0 = Rect::new(left, top - side, left + side, top);
            let b1 = Rect::new(
                left,
                top - side * 2.0 - gap - title,
                left + side,
                top - side - gap - title,
            );
            let table_w = (w * 0.22).max(130.0);
            let table = Rect::new(inner.max.x - table_w, inner.min.y, inner.max.x, inner.max.y);
            let bits = Rect::new(
                left + side + gap * 2.0,
                inner.center().y - inner.height() * 0.3,
                table.min.x - gap * 2.0,
                inner.center().y + inner.height() * 0.3,
            );
            ExplainLayout {
                boards: [b0, b1],
                bits,
                table,
                caption_y: area.min.y + strip / 2.0,
                status_y: area.max.y - strip / 2.0,
                font,
            }
        }
    }
}

/// 열쇠 비트 네 줄의 칸 크기.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct BitGrid {
    /// 비트 칸 한 변.
    pub(crate) cell: f32,
    /// 줄마다 위에 둔 이름표의 높이 (세로 화면; 가로 화면은 0, 이름표가 왼쪽에).
    pub(crate) label_h: f32,
}

impl ExplainLayout {
    /// 비트 칸의 크기: 가로 화면은 이름표가 줄 왼쪽, 세로 화면(`stacked`)은 줄 위에 있어 비트가 폭을
    /// 다 쓴다.
    pub(crate) fn bit_grid(&self, stacked: bool) -> BitGrid {
        let (label_w, label_h) = if stacked {
            (0.0, MIN_TEXT + 6.0)
        } else {
            ((self.bits.width() * 0.26).min(150.0), 0.0)
        };
        let cell = ((self.bits.width() - label_w) / SHOWN_BITS as f32)
            .min((self.bits.height() / 4.0 - label_h) / 1.15)
            .max(1.0);
        BitGrid { cell, label_h }
    }
}

/// 세로 화면에서 설명 화면이 폭을 다 쓰는 데 필요한 모양 (작은 판 둘, 비트 네 줄, 표).
pub(crate) const SHAPE: BoardShape = BoardShape {
    aspect: 1.3,
    extra: 0.0,
};

/// 칸 번호 c (0..9, 왼쪽 위부터)의 자리.
pub(crate) fn mini_center(r: Rect, c: u8) -> Vec2 {
    let cell = r.width() / 3.0;
    Vec2::new(
        r.min.x + cell * (f32::from(c % 3) + 0.5),
        r.max.y - cell * (f32::from(c / 3) + 0.5),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{CHECKED_SIZES, ScreenLayout};

    /// 비트의 숫자(칸의 0.55)와 표의 칸 번호가 휴대폰에서도 12 px 이상으로 읽힌다.
    #[test]
    fn phone_bits_and_slots_are_readable() {
        for (w, h) in CHECKED_SIZES {
            let layout = ScreenLayout::for_shape(Vec2::new(w, h), SHAPE);
            let l = ExplainLayout::compute(layout.board, layout.portrait);
            let grid = l.bit_grid(layout.portrait);
            for r in [l.boards[0], l.boards[1], l.bits, l.table] {
                assert!(
                    layout.board.contains(r.min) && layout.board.contains(r.max),
                    "{w}x{h}"
                );
            }
            // 세로 화면과 큰 화면에서는 12 px 숫자가 칸 안에 들고 (낮은 가로 화면은 숫자 없이 칸의
            // 밝기만), 360×640에서는 칸의 0.55가 12 px 이상이다.
            if layout.portrait || h >= 700.0 {
                assert!(
                    grid.cell >= MIN_TEXT + 4.0,
                    "{w}x{h}: bit cell {}",
                    grid.cell
                );
            }
            if (w, h) == (360.0, 640.0) {
                assert!(
                    grid.cell * 0.55 >= MIN_TEXT - 0.01,
                    "{w}x{h}: bit cell {}",
                    grid.cell
                );
            }
            let rows = if layout.portrait { 4.0 } else { 16.0 };
            let slot = l.table.height() / rows;
            if layout.portrait || h >= 700.0 {
                assert!(slot >= MIN_TEXT + 4.0, "{w}x{h}: slot {slot}");
            }
        }
    }
}
