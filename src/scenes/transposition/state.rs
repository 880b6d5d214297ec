//! 전치표 장면의 모드와 설정, 그리고 세 모드의 패널이 같이 쓰는 탭과 목록. 장면 폴더의 다른
//! 파일이 모두 가져다 쓴다 (이 파일은 장면의 다른 파일을 가져오지 않는다).

use core::ops::RangeInclusive;

use bevy::prelude::*;

use crate::hud::SceneSections;
use crate::hud::panel::{LEVELS, SavedLevel};
use crate::i18n::S;
pub use crate::registry::TransMode;
use crate::save::SavedSettings;

/// 설명의 속도 배율의 범위.
pub(crate) const SPEEDS: RangeInclusive<f32> = 0.25..=4.0;
/// 오목 AI의 깊이의 범위.
pub(crate) const DEPTHS: RangeInclusive<u32> = 2..=7;
/// 오목 AI의 시간 한도의 범위 (초).
pub(crate) const THINK_SECS: RangeInclusive<f32> = 0.2..=10.0;
/// 체스 AI의 생각 시간의 범위 (초).
pub(crate) const CHESS_SECS: RangeInclusive<f32> = 0.1..=10.0;
/// 체스 A/B의 깊이의 범위.
pub(crate) const LAB_DEPTHS: RangeInclusive<u32> = 2..=6;
/// AI가 깊이마다 찾는 후보 줄 수 (MultiPV)의 범위: 1이면 가장 좋은 수 하나만 (그만큼 더 깊이).
pub(crate) const MULTIPV: RangeInclusive<u32> = 1..=3;

/// 사람이 고르는 설정 (저장된다: 범위는 패널의 슬라이더와 같은 상수).
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
pub struct TransSettings {
    /// 설명에서 전치표를 쓰는가.
    pub table_on: bool,
    /// 설명의 속도 배율.
    #[reflect(@SPEEDS)]
    pub speed: f32,
    /// 오목 AI의 깊이.
    #[reflect(@DEPTHS)]
    pub depth: u32,
    /// 오목 AI의 시간 한도 (초).
    #[reflect(@THINK_SECS)]
    pub think_secs: f32,
    /// 사람이 먼저 둔다 (오목 흑, 체스 백).
    pub human_first: bool,
    /// 체스 AI의 생각 시간 (초).
    #[reflect(@CHESS_SECS)]
    pub chess_secs: f32,
    /// 체스 A/B의 깊이.
    #[reflect(@LAB_DEPTHS)]
    pub chess_lab_depth: u32,
    /// AI의 수순(주요 변화)을 판 위에: 오목은 차례가 적힌 유령 돌, 체스는 화살표.
    pub show_line: bool,
    /// AI가 깊이마다 찾는 후보 줄 수 (MultiPV, 오목과 체스).
    #[reflect(@MULTIPV)]
    pub multipv: u32,
    /// AI의 난이도 (단계 그대로, 저장 글에는 번호로, 오목과 체스; 마지막 "최고"는 위 설정 그대로).
    #[reflect(@LEVELS)]
    pub level: SavedLevel,
}

impl SavedSettings for TransSettings {
    const KEY: &'static str = "transposition";
}

impl Default for TransSettings {
    fn default() -> Self {
        TransSettings {
            table_on: true,
            speed: 1.0,
            depth: 5,
            think_secs: 2.0,
            human_first: true,
            chess_secs: 1.0,
            chess_lab_depth: 5,
            show_line: true,
            multipv: 3,
            level: SavedLevel::default(),
        }
    }
}

/// 패널 아래의 "확인 방법"과 "조절할 값".
pub(crate) const SECTIONS: SceneSections<'static> = SceneSections {
    check: &[
        S::TtCheck1,
        S::TtCheck2,
        S::TtCheck3,
        S::TtCheck4,
        S::TtCheck5,
        S::TtCheck6,
    ],
    tune: &[S::TtTune1, S::TtTune2, S::TtTune3, S::TtTune4],
};
