//! MCTS 장면의 모드와 설정, 패널 아래의 "확인 방법"과 "조절할 값": 장면 폴더의 다른 파일이 모두
//! 가져다 쓴다 (이 파일은 장면의 다른 파일을 가져오지 않는다).

use core::ops::RangeInclusive;

use bevy::prelude::*;

use crate::hud::SceneSections;
use crate::hud::panel::{LEVELS, SavedLevel};
use crate::i18n::S;
pub use crate::registry::MctsMode;
use crate::save::SavedSettings;
use crate::save::per_game::PerGame;

/// 장면 패널의 아래 "확인 방법"과 "조절할 값" (설명과 대국이 같이 쓴다).
pub(super) const SECTIONS: SceneSections<'static> = SceneSections {
    check: &[S::MctsCheck1, S::MctsCheck2, S::MctsCheck3, S::MctsCheck4],
    tune: &[S::MctsTune1, S::MctsTune2, S::MctsTune3],
};

/// 탐험 상수 C의 범위.
pub(super) const C_RANGE: RangeInclusive<f32> = 0.2..=3.0;
/// 설명의 속도 배율의 범위.
pub(super) const SPEEDS: RangeInclusive<f32> = 0.25..=8.0;
/// 설명의 씨앗의 범위.
pub(super) const SEEDS: RangeInclusive<u64> = 0..=9999;
/// AI의 생각 시간의 범위 (초).
pub(super) const THINK_SECS: RangeInclusive<f32> = 0.2..=10.0;

/// 사람이 고르는 설정 (저장된다: 범위는 패널의 슬라이더와 같은 상수).
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
pub struct MctsSettings {
    /// 설명의 탐험 상수 C.
    #[reflect(@C_RANGE)]
    pub(crate) explain_c: f32,
    /// 설명의 속도 배율.
    #[reflect(@SPEEDS)]
    pub speed: f32,
    /// 설명의 씨앗.
    #[reflect(@SEEDS)]
    pub(crate) seed: u64,
    /// 대국의 탐험 상수 C.
    #[reflect(@C_RANGE)]
    pub c: f32,
    /// AI의 생각 시간 (초).
    #[reflect(@THINK_SECS)]
    pub think_secs: f32,
    /// 결정적 수.
    pub(crate) decisive: bool,
    /// RAVE/AMAF.
    pub rave: bool,
    /// 시뮬레이션에서 다리 지키기, 그것이 있는 게임에서: 헥스 ([`gameai::mcts::Config::bridges`]).
    pub(crate) bridges: bool,
    /// 트리 재사용.
    pub(crate) reuse: bool,
    /// 사람이 먼저 둔다.
    pub human_first: bool,
    /// 게임마다 사람이 고른 판 크기 (고르지 않은 게임은 화면에 맞는 그 게임의 기본값; 범위는 게임이
    /// 안다: `BoardGame::SIZES`).
    pub sizes: PerGame,
    /// 세로 화면에서 열었는가 (판 크기의 기본값을 고른다; 저장하지 않는다).
    #[reflect(ignore)]
    pub(crate) portrait: bool,
    /// 교환 규칙 (그것이 있는 게임에서: 헥스).
    pub swap: bool,
    /// 열 지도가 보이는 값 ([`HeatView::index`]).
    #[reflect(@HEAT_VIEWS)]
    pub(crate) heat: u8,
    /// AI의 수순(주요 변화)을 판 위에 번호 붙은 유령 돌로.
    pub show_line: bool,
    /// AI의 난이도 (단계 그대로, 저장 글에는 번호로; 마지막 "최고"는 생각 시간 그대로).
    #[reflect(@LEVELS)]
    pub level: SavedLevel,
}

/// 생각의 자취: 생각하는 동안 프레임마다 스냅숏의 (걸린 초, 반복 수, 앞선 수의 승률)을 적는다 —
/// 탐색의 셈 그대로 ([`gameai::mcts::Snapshot`]). 새 생각이 시작하면 비우고, 끝난 뒤에는 마지막
/// 생각의 것이 남는다. 패널의 선 그림이 그린다.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ThinkTrace {
    /// 어느 생각의 자취인가 (생각의 표 번호).
    pub(crate) ticket: Option<crate::think::Ticket>,
    /// 적은 점들 (시간 순).
    pub points: Vec<TracePoint>,
}

/// 자취의 점 하나.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TracePoint {
    /// 생각한 초.
    pub secs: f32,
    /// 그때까지의 반복 수.
    pub iterations: u64,
    /// 그때 앞선 수(방문이 가장 많은 루트 자식)의 승률.
    pub lead_rate: f32,
}

impl ThinkTrace {
    /// 점의 수 한계: 차면 하나 걸러 버려 반으로 (긴 생각도 그림 하나에).
    pub const MAX_POINTS: usize = 240;

    /// 생각 `ticket`의 점 하나를 더한다. 다른 생각이면 먼저 비운다. 반복 수가 그대로면 더하지 않는다.
    pub fn record(&mut self, ticket: crate::think::Ticket, p: TracePoint) {
        if self.ticket != Some(ticket) {
            self.ticket = Some(ticket);
            self.points.clear();
        }
        if self
            .points
            .last()
            .is_some_and(|q| q.iterations == p.iterations)
        {
            return;
        }
        if self.points.len() >= Self::MAX_POINTS {
            let kept: Vec<TracePoint> = self.points.iter().copied().step_by(2).collect();
            self.points = kept;
        }
        self.points.push(p);
    }
}

/// 열 지도 보기의 범위 (저장 글의 숫자).
pub(super) const HEAT_VIEWS: RangeInclusive<u8> = 0..=2;

/// 열 지도가 칸마다 보이는 값. 모두 루트 자식의 통계 (AI가 지금 둔다면 고를 수들의)다.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HeatView {
    /// 방문 수 N (가장 많은 칸 = 둘 수).
    Visits,
    /// 승률 W / N (AI 쪽에서 본).
    WinRate,
    /// RAVE 값: AMAF 승률 (그 칸을 나중에라도 둔 반복의 승률). RAVE가 꺼져 있으면 비었다.
    Rave,
}

impl HeatView {
    /// 패널에 보이는 차례.
    pub(crate) const ALL: [HeatView; 3] = [HeatView::Visits, HeatView::WinRate, HeatView::Rave];

    /// 저장 글의 숫자에서 (범위 밖은 방문 수).
    pub(crate) fn from_index(i: u8) -> HeatView {
        match i {
            1 => HeatView::WinRate,
            2 => HeatView::Rave,
            _ => HeatView::Visits,
        }
    }

    /// 저장 글의 숫자.
    pub(crate) fn index(self) -> u8 {
        match self {
            HeatView::Visits => 0,
            HeatView::WinRate => 1,
            HeatView::Rave => 2,
        }
    }
}

impl SavedSettings for MctsSettings {
    const KEY: &'static str = "mcts";
}

impl MctsSettings {
    /// RAVE 스위치: 켜거나 끄고, C도 그 쪽의 측정된 값으로 옮긴다 (켬 0.2, 끔: 평범한 UCT의 0.5 —
    /// [`gameai::mcts::Config::with_rave`]). 기본값에서 이 스위치 하나가 평범한 UCT다.
    pub fn set_rave(&mut self, on: bool) {
        self.rave = on;
        self.c = gameai::mcts::Config::default().with_rave(on).c;
    }

    /// 화면에 맞는 기본값 (휴대폰은 판을 조금 작게: 게임마다의 기본 크기는 세로인지에 따라).
    pub fn for_screen(portrait: bool) -> Self {
        MctsSettings {
            explain_c: 1.0,
            speed: 1.0,
            seed: 1,
            c: gameai::mcts::Config::default().c,
            rave: gameai::mcts::Config::default().rave,
            think_secs: 1.5,
            decisive: true,
            bridges: true,
            reuse: true,
            human_first: true,
            sizes: PerGame::default(),
            portrait,
            swap: false,
            heat: HeatView::Visits.index(),
            show_line: true,
            level: SavedLevel::default(),
        }
    }
}
