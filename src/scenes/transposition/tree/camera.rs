//! 나무를 보는 자리 (끌어 옮긴 만큼과 배율). 누르기·끌기·집기는 `input`이 이것을 바꾸고, `rows`가 칸을
//! 놓을 때 쓴다.

use bevy::prelude::*;

/// 확대의 범위.
pub(crate) const ZOOM_RANGE: (f32, f32) = (0.5, 2.5);

/// 나무를 보는 자리: 기본 자리(지금 노드가 보이는 곳)에서 옮긴 만큼과 배율. 커서를 옮기면 옮긴 만큼은
/// 풀린다 (지금 노드가 다시 보이게); 배율은 남는다.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TreeCamera {
    pub pan: Vec2,
    pub zoom: f32,
    /// 누르고 있는 것: 시작, 마지막 자리, 끌기가 되었는가.
    pub(crate) press: Option<(Vec2, Vec2, bool)>,
}

impl Default for TreeCamera {
    fn default() -> Self {
        TreeCamera {
            pan: Vec2::ZERO,
            zoom: 1.0,
            press: None,
        }
    }
}

impl TreeCamera {
    /// `at`을 가운데로 `factor`배 (범위 안에서): 그 점 아래의 나무가 제자리에 남도록 옮긴 만큼도 바꾼다.
    pub fn zoom_at(&mut self, at: Vec2, anchor: Vec2, factor: f32) {
        let z = (self.zoom * factor).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        let k = z / self.zoom;
        // 그림의 점 p = anchor + pan + q·zoom; at 아래의 q가 그대로이도록.
        self.pan = (at - anchor) - (at - anchor - self.pan) * k;
        self.zoom = z;
    }
}
