//! 생각이 어디서 도는가 ([`ThinkBackend`])와 시간 조각의 길이.

use core::time::Duration;

use bevy::prelude::*;

/// 시간 조각 방식에서 한 프레임에 생각하는 최대 시간.
pub(crate) const SLICE_FRAME: Duration = Duration::from_millis(4);
/// 네이티브 작업 스레드에서 스냅숏을 내놓는 간격.
#[cfg(not(target_arch = "wasm32"))]
pub(super) const SLICE_NATIVE: Duration = Duration::from_millis(8);

/// 생각이 어디서 도는가. 리소스로 넣어 바꾼다 (없으면 [`ThinkBackend::default`]).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThinkBackend {
    /// 네이티브 작업 스레드 (wasm에서는 [`ThinkBackend::Workers`]로 돈다).
    Pool,
    /// 매 프레임 주 스레드에서 이 시간만큼.
    Slices(Duration),
    /// 일꾼 무리([`super::ThinkCrew`] 리소스)에게 맡긴다. 무리가 없거나 쓰러졌으면 시간 조각으로.
    Workers,
}

impl Default for ThinkBackend {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            ThinkBackend::Workers
        } else {
            ThinkBackend::Pool
        }
    }
}
