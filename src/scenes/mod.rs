//! 기법마다 장면 하나. 장면 폴더는 자기 상태, 리소스, 시스템, 임시 그림을 모두 가지며,
//! 바깥에서 그 안으로 손을 뻗지 않는다.

pub(crate) mod mcts;
pub(crate) mod nim;
pub(crate) mod retrograde;
pub(crate) mod seat;
pub(crate) mod tables;
pub(crate) mod transposition;

use core::sync::atomic::{AtomicU64, Ordering};

use bevy::prelude::*;

/// 앱 전체에서 한 번만 쓰이는 번호 (새 게임, 새 판). 장면을 나갔다 들어와도 번호가 되풀이되지
/// 않으므로, 시스템이 `Local`에 기억해 둔 "마지막으로 그린 것"이 새것과 헷갈리지 않는다.
pub(crate) fn next_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// 설정의 생각 시간(초)을 그 슬라이더의 범위 안으로 맞춘 밀리초. 범위는 설정의 상수 하나
/// (`THINK_SECS`, `CHESS_SECS`)에서만 온다: 저장 글을 읽을 때 검사하는 범위와 AI가 쓰는 범위가 같다.
pub(crate) fn think_millis(secs: f32, range: &core::ops::RangeInclusive<f32>) -> u64 {
    (secs.clamp(*range.start(), *range.end()) * 1000.0) as u64
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        nim::plugin,
        retrograde::plugin,
        mcts::plugin,
        transposition::plugin,
        tables::plugin,
    ));
}
