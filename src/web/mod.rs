//! 웹에서만 도는 것: 제품의 움직임(`page`: 불러오기 표시, 안전 영역, 주소 정리, 가려진 페이지에서
//! 쉬기)과 시험이 읽는 페이지의 `data-` 속성(`probes`).

mod list;
mod page;
mod probes;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    page::plugin(app);
    probes::plugin(app);
}
