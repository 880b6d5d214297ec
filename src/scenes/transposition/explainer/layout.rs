//! 설명 화면의 배치: 작은 판 둘, 열쇠 비트의 줄들, 표의 칸이 판 사각형 안 어디에 놓이는가 (시스템
//! 없는 순수한 계산; 화면 크기마다 시험한다).

use bevy::prelude::*;

/// 설명 화면의 배치: 작은 판 둘, 열쇠 비트 네 줄, 표의 칸.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExplainLayout {
    pub boards: [Rect; 2],
    pub bits: Rect,
    pub table: Rect,
    pub caption_y: f32,
    pub status_y: f32,
    pub font: f32,
}

impl ExplainLayout {
    /// 판 사각형과 방향으로 나눈다.
    pub fn compute(area: Rect, portrait: bool) -> ExplainLayout {
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
            let side = (inner.width() / 2.0 - gap).min(h * 0.36 - title);
            let top = inner.max.y - title;
            let b0 = Rect::new(
                inner.center().x - gap / 2.0 - side,
                top - side,
                inner.center().x - gap / 2.0,
                top,
            );
            let b1 = Rect::new(
                inner.center().x + gap / 2.0,
                top - side,
                inner.center().x + gap / 2.0 + side,
                top,
            );
            let bits = Rect::new(
                inner.min.x,
                top - side - gap - h * 0.34,
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
            let side = ((inner.height() - 2.0 * title - gap) / 2.0).min(w * 0.2);
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

/// 칸 번호 c (0..9, 왼쪽 위부터)의 자리.
pub fn mini_center(r: Rect, c: u8) -> Vec2 {
    let cell = r.width() / 3.0;
    Vec2::new(
        r.min.x + cell * (f32::from(c % 3) + 0.5),
        r.max.y - cell * (f32::from(c / 3) + 0.5),
    )
}
