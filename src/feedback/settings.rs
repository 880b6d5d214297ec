//! 소리와 진동의 설정 [`FeelSettings`] (저장된다)과, 기기가 무엇을 할 수 있는가: 진동, 움직임 줄이기.

use core::ops::RangeInclusive;

use bevy::prelude::*;

use crate::save::SavedSettings;

/// 소리 세기의 범위 (%).
pub(crate) const VOLUMES: RangeInclusive<u32> = 0..=100;

/// 소리와 진동의 설정 (저장된다).
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
pub struct FeelSettings {
    /// 소리를 낸다.
    pub sound: bool,
    /// 소리 세기 (%).
    #[reflect(@VOLUMES)]
    pub volume: u32,
    /// 진동한다 (진동할 수 있는 기기에서만 뜻이 있다: [`can_vibrate`]).
    pub haptics: bool,
    /// 움직임 줄이기: 돌이 날아가고 기물이 미끄러지는 트윈을 끈다 ([`crate::anim::ReduceMotion`]).
    pub reduce_motion: bool,
}

impl FeelSettings {
    /// 이 기기의 기본값: 소리 켬 (세기 70 %), 진동은 터치 기기에서만 켬 (데스크톱에서는 끔), 움직임
    /// 줄이기는 시스템이 그렇게 청하면 (웹의 `prefers-reduced-motion`) 켬.
    pub fn for_device() -> Self {
        FeelSettings {
            sound: true,
            volume: 70,
            haptics: can_vibrate(),
            reduce_motion: system_reduces_motion(),
        }
    }
}

impl SavedSettings for FeelSettings {
    const KEY: &'static str = "feel";
}

/// 이 기기가 진동할 수 있는가: 웹의 터치 기기 (`navigator.maxTouchPoints > 0`이고 `vibrate`가 있다).
/// 네이티브 앱은 데스크톱이라 진동이 없다.
pub(crate) fn can_vibrate() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        super::web::can_vibrate()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// 시스템이 움직임을 줄여 달라고 하는가: 웹은 `matchMedia("(prefers-reduced-motion: reduce)")`, 네이티브는
/// 알 길이 없어 아니다 (설정 창에서 켠다).
pub(crate) fn system_reduces_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        super::web::prefers_reduced_motion()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}
