//! 점수의 상수: 이기고 지는 점수 (거리로 줄인다), 창의 끝, 열망 창의 반폭.

/// 이기는 점수의 크기. 실제 값은 거리만큼 줄인다 (`WIN - ply`).
pub const WIN: i32 = 1_000_000;
/// 이보다 크면 "몇 수 만에 이김" 점수다.
pub const WIN_BOUND: i32 = WIN - 10_000;
pub(crate) const INF: i32 = WIN + 1;
/// 열망 창의 반폭.
pub(crate) const ASPIRATION: i32 = 60;
