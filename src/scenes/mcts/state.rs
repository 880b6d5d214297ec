//! MCTS 장면의 모드와 설정: 장면 폴더의 다른 파일이 모두 가져다 쓴다 (이 파일은 아무것도 가져오지
//! 않는다).

use core::ops::RangeInclusive;

use bevy::prelude::*;

use crate::Scene;
use crate::save::{SavedMode, SavedSettings};

/// 헥스의 기본 판 크기: (휴대폰 세로, 넓은 화면).
pub const HEX_DEFAULT_SIZE: (u8, u8) = (9, 11);
/// 하바나의 기본 한 변: (휴대폰 세로, 넓은 화면).
pub const HAVANNAH_DEFAULT_SIZE: (u8, u8) = (5, 6);

/// 장면 안의 모드.
#[derive(SubStates, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[source(Scene = Scene::Mcts)]
pub enum MctsMode {
    /// 틱택토 트리 설명.
    #[default]
    Explain,
    /// 헥스 대국.
    Hex,
    /// 하바나 대국.
    Havannah,
}

impl SavedMode for MctsMode {
    const ALL: &'static [Self] = &[MctsMode::Explain, MctsMode::Hex, MctsMode::Havannah];

    /// `play`은 이 장면의 첫 게임 (헥스).
    fn from_launch(name: &str) -> Option<Self> {
        match name {
            "play" => Some(MctsMode::Hex),
            _ => Self::ALL.iter().copied().find(|m| m.slug() == name),
        }
    }

    fn slug(&self) -> &'static str {
        match self {
            MctsMode::Explain => "explain",
            MctsMode::Hex => "hex",
            MctsMode::Havannah => "havannah",
        }
    }
}

/// 탐험 상수 C의 범위.
pub const C_RANGE: RangeInclusive<f32> = 0.2..=3.0;
/// 설명의 속도 배율의 범위.
pub const SPEEDS: RangeInclusive<f32> = 0.25..=8.0;
/// 설명의 씨앗의 범위.
pub const SEEDS: RangeInclusive<u64> = 0..=9999;
/// AI의 생각 시간의 범위 (초).
pub const THINK_SECS: RangeInclusive<f32> = 0.2..=10.0;

/// 사람이 고르는 설정 (저장된다: 범위는 패널의 슬라이더와 같은 상수).
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
pub struct MctsSettings {
    /// 설명의 탐험 상수 C.
    #[reflect(@C_RANGE)]
    pub explain_c: f32,
    /// 설명의 속도 배율.
    #[reflect(@SPEEDS)]
    pub speed: f32,
    /// 설명의 씨앗.
    #[reflect(@SEEDS)]
    pub seed: u64,
    /// 대국의 탐험 상수 C.
    #[reflect(@C_RANGE)]
    pub c: f32,
    /// AI의 생각 시간 (초).
    #[reflect(@THINK_SECS)]
    pub think_secs: f32,
    /// 결정적 수.
    pub decisive: bool,
    /// RAVE/AMAF.
    pub rave: bool,
    /// 트리 재사용.
    pub reuse: bool,
    /// 사람이 먼저 둔다.
    pub human_first: bool,
    /// 헥스 판 크기.
    #[reflect(@gameai::games::hex::SIZES)]
    pub hex_size: u8,
    /// 하바나 한 변.
    #[reflect(@gameai::games::havannah::BASES)]
    pub havannah_size: u8,
    /// 헥스 교환 규칙.
    pub swap: bool,
}

impl SavedSettings for MctsSettings {
    const KEY: &'static str = "mcts";
}

impl MctsSettings {
    /// 화면에 맞는 기본값 (휴대폰은 판을 조금 작게).
    pub fn for_screen(portrait: bool) -> Self {
        let pick = |(phone, wide): (u8, u8)| if portrait { phone } else { wide };
        MctsSettings {
            explain_c: 1.0,
            speed: 1.0,
            seed: 1,
            c: 1.0,
            think_secs: 1.5,
            decisive: true,
            rave: false,
            reuse: true,
            human_first: true,
            hex_size: pick(HEX_DEFAULT_SIZE),
            havannah_size: pick(HAVANNAH_DEFAULT_SIZE),
            swap: false,
        }
    }
}
