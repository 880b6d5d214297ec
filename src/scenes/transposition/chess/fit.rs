//! 체스 판과 열쇠 판의 배치: 판 자리에 맞춰 칸 크기와 열쇠 판(옆이나 위)을 정하고, 화면의 점을 칸으로
//! 바꾼다 (휴대폰에서 조금 빗나간 누르기도 가장 가까운 칸으로).

use bevy::prelude::*;
use gameai::games::chess::{Square, squares};

use crate::hud::board_text::strip_height;
use crate::layout::BoardShape;

/// 판과 열쇠 판의 배치.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChessFit {
    /// a1 칸 (뒤집혔으면 h8 칸) 왼쪽 아래 모서리.
    pub origin: Vec2,
    /// 칸 한 변.
    pub cell: f32,
    /// 열쇠 판의 사각형.
    pub key: Rect,
    /// 비트 칸의 (열, 행) 수.
    pub(crate) bits: (u32, u32),
    /// 뒤집혔는가.
    pub(crate) flipped: bool,
}

/// 세로 화면에서 판 아래 열쇠 띠의 높이: 제목과 16진수 한 줄, 비트 두 줄, 단계 한 줄, 다른 수순 한 줄.
pub(crate) const KEY_BELOW: f32 = 88.0;
/// 판과 열쇠 판 사이.
const GAP: f32 = 10.0;
/// 판의 폭과 높이 (칸 수): 왼쪽과 아래에 좌표 글자 자리 (칸의 0.4)를 남긴다.
const SPAN: f32 = 8.4;

/// 세로 화면에서 체스 판이 폭을 다 쓰는 데 필요한 모양 (판 + 아래 열쇠 띠).
pub(crate) const SHAPE: BoardShape = BoardShape {
    aspect: 1.0,
    extra: KEY_BELOW + GAP,
};

impl ChessFit {
    /// 판 사각형에 8×8 판과 열쇠 판을 놓는다: 열쇠 판은 오른쪽 또는 아래 중 판의 칸이 더 커지는 쪽.
    /// 세로 화면은 비기면 아래의 띠로 (판이 폭을 다 쓴다); 시트를 올려 판 자리가 낮고 넓으면 오른쪽으로.
    pub fn compute(board: Rect, portrait: bool, flipped: bool) -> ChessFit {
        let strip = strip_height(board);
        let inner = Rect::new(
            board.min.x,
            board.min.y + strip,
            board.max.x,
            board.max.y - strip,
        );
        let right_w = (inner.width() * 0.36).clamp(110.0, 380.0);
        let cell_right = ((inner.width() - right_w - GAP).min(inner.height()) / SPAN).max(4.0);
        let cell_below = (inner.width().min(inner.height() - KEY_BELOW - GAP) / SPAN).max(4.0);
        if (!portrait && cell_right >= cell_below) || cell_right > cell_below {
            let cell = cell_right;
            let side = cell * 8.0;
            let avail = inner.width() - right_w - GAP;
            let origin = Vec2::new(
                inner.min.x + (avail - side) / 2.0 + cell * 0.2,
                inner.center().y - side / 2.0 + cell * 0.2,
            );
            let key = Rect::new(inner.max.x - right_w, inner.min.y, inner.max.x, inner.max.y);
            let bits = if right_w >= 240.0 { (16, 4) } else { (8, 8) };
            ChessFit {
                origin,
                cell,
                key,
                bits,
                flipped,
            }
        } else {
            let cell = cell_below;
            let side = cell * 8.0;
            let origin = Vec2::new(
                inner.center().x - side / 2.0 + cell * 0.2,
                inner.max.y - side - cell * 0.1,
            );
            let key = Rect::new(
                inner.min.x,
                inner.min.y,
                inner.max.x,
                inner.min.y + KEY_BELOW,
            );
            ChessFit {
                origin,
                cell,
                key,
                bits: (32, 2),
                flipped,
            }
        }
    }

    /// 열쇠 판이 좁아 XOR 단계를 한 줄씩만 보여 주는가.
    pub fn compact(&self) -> bool {
        self.bits != (16, 4)
    }

    /// 칸의 가운데.
    pub fn at(&self, sq: Square) -> Vec2 {
        let (f, r) = if self.flipped {
            (7 - sq.file(), 7 - sq.rank())
        } else {
            (sq.file(), sq.rank())
        };
        self.origin + (Vec2::new(f32::from(f), f32::from(r)) + 0.5) * self.cell
    }

    /// 점 `p`가 있는 칸 (판 밖이면 `None`).
    pub fn square_at(&self, p: Vec2) -> Option<Square> {
        let q = (p - self.origin) / self.cell;
        if !(0.0..8.0).contains(&q.x) || !(0.0..8.0).contains(&q.y) {
            return None;
        }
        let (f, r) = (q.x as u8, q.y as u8);
        Some(if self.flipped {
            Square::at(7 - f, 7 - r)
        } else {
            Square::at(f, r)
        })
    }

    /// 점 `p`에 가장 가까운 `targets` 칸 (칸 한 변의 0.75 안에서) — 작은 화면에서 손가락이 조금
    /// 빗나가도 빛나는 칸을 고른다.
    pub fn nearest_target(&self, p: Vec2, targets: u64) -> Option<Square> {
        squares(targets)
            .map(|s| (s, self.at(s).distance(p)))
            .filter(|&(_, d)| d <= self.cell * 0.75)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(s, _)| s)
    }

    /// 승격 고르기 칸 `i`(0 = 퀸 …)의 자리: 도착 칸에서 판 가운데 쪽으로 차례로.
    pub fn promotion_at(&self, to: Square, i: usize) -> Vec2 {
        let toward_center = if self.at(to).y > self.origin.y + self.cell * 4.0 {
            -1.0
        } else {
            1.0
        };
        self.at(to) + Vec2::new(0.0, toward_center * self.cell * i as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::ScreenLayout;

    #[test]
    fn every_square_is_found_where_it_is_drawn() {
        for (w, h) in crate::layout::CHECKED_SIZES {
            let layout = ScreenLayout::for_shape(Vec2::new(w, h), SHAPE);
            for flipped in [false, true] {
                let fit = ChessFit::compute(layout.board, layout.portrait, flipped);
                for sq in Square::ALL {
                    assert_eq!(fit.square_at(fit.at(sq)), Some(sq), "{w}x{h} {sq}");
                }
                // 판과 열쇠 판은 겹치지 않고, 판 사각형 안에 있다.
                let board = Rect::from_corners(fit.origin, fit.origin + fit.cell * 8.0);
                assert!(board.intersect(fit.key).is_empty(), "{w}x{h}");
                let room = layout.board.inflate(0.01);
                assert!(
                    room.contains(board.min) && room.contains(board.max),
                    "{w}x{h} {board:?} in {:?}",
                    layout.board
                );
                assert!(room.contains(fit.key.min) && room.contains(fit.key.max));
                if layout.portrait {
                    // 세로 화면: 열쇠 판은 판 아래의 띠 (판의 폭을 빼앗지 않는다).
                    assert!(fit.key.max.y <= board.min.y, "{w}x{h}");
                }
                if (w, h) == (360.0, 640.0) {
                    assert!(fit.cell >= 40.0, "{w}x{h}: {}", fit.cell);
                }
            }
        }
    }

    /// 휴대폰에서 시트를 올리면 (수 목록과 돌아보기를 보며) 판 자리가 낮고 넓다: 열쇠 판이 판 옆으로
    /// 가서 판이 아래 띠일 때보다 크다.
    #[test]
    fn a_raised_sheet_puts_the_key_beside_the_board() {
        use crate::layout::{LayoutInput, Sheet};
        let layout = ScreenLayout::compute_with(
            Vec2::new(360.0, 640.0),
            LayoutInput {
                shape: SHAPE,
                sheet: Sheet::Full,
                ..Default::default()
            },
        );
        let fit = ChessFit::compute(layout.board, true, false);
        let board = Rect::from_corners(fit.origin, fit.origin + fit.cell * 8.0);
        assert!(fit.key.min.x >= board.max.x, "{fit:?}");
        assert!(board.intersect(fit.key).is_empty());
        let inner_h = layout.board.height() - 2.0 * strip_height(layout.board);
        let below = (layout.board.width().min(inner_h - KEY_BELOW - GAP) / SPAN).max(4.0);
        assert!(fit.cell > below * 2.0, "{} vs {below}", fit.cell);
    }
}
