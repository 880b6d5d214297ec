//! 님 장면의 모드, 설정, 대국 상태: 장면 폴더의 다른 파일이 모두 가져다 쓴다 (이 파일은 장면의 다른
//! 파일을 가져오지 않는다).

use bevy::prelude::*;
use gameai::games::nim::{Nim, NimMove, PlayRule, TakeRule, Variant};
use rand_chacha::ChaCha8Rng;

use crate::feedback::Cue;
use crate::feedback::watch::Cues;
use crate::i18n::{AccessText, Locale};
pub use crate::registry::NimMode;
use crate::review::Line;
use crate::save::SavedSettings;
use crate::scenes::seat::AiSeat;

/// 둘 쪽.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// 님 합으로 두는 AI.
    Ai,
    /// 상대: 대국 모드에서는 사람, 설명 모드에서는 무작위로 두는 상대.
    Other,
}

impl Side {
    /// 상대 쪽.
    pub fn other(self) -> Side {
        match self {
            Side::Ai => Side::Other,
            Side::Other => Side::Ai,
        }
    }
}

/// 흐름의 단계. 시각은 모두 [`Time::elapsed_secs`] 기준 초.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Phase {
    /// `to_move` 쪽을 기다린다.
    Waiting { since: f32 },
    /// AI가 생각 중이다 ("님 합을 계산하는 중").
    Thinking { since: f32 },
    /// AI가 고른 더미가 빛난다. `at`에 수를 둔다.
    Reveal { mv: NimMove, at: f32 },
    /// 끝났다.
    Over { since: f32 },
}

/// 애니메이션 속도 배율의 범위.
pub(super) const SPEEDS: core::ops::RangeInclusive<f32> = 0.25..=4.0;
/// 뺄셈 게임의 k의 범위.
pub(super) const TAKE_LIMITS: core::ops::RangeInclusive<u32> = 1..=6;
/// AI가 무작위로 둘 확률의 범위.
pub(super) const RANDOM_PROBS: core::ops::RangeInclusive<f64> = 0.0..=1.0;

/// 새 게임의 더미 개수.
pub(crate) const HEAPS: usize = 4;
/// 새 게임의 더미 크기 범위.
pub(crate) const HEAP_SIZES: core::ops::RangeInclusive<u32> = 1..=7;

/// 사람이 고르는 설정. 장면에 들어올 때 (저장된 값으로) 넣고 나갈 때 지운다. 범위는 패널의
/// 슬라이더와 같은 상수.
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
pub struct NimSettings {
    /// 미제르 규칙.
    pub misere: bool,
    /// 뺄셈 게임: 한 번에 1..k개 (없으면 보통의 님).
    #[reflect(@TAKE_LIMITS)]
    pub subtract: Option<u32>,
    /// 이진 표 보기.
    pub show_table: bool,
    /// 애니메이션 속도 배율.
    #[reflect(@SPEEDS)]
    pub speed: f32,
    /// AI가 무작위로 둘 확률 (0 = 완벽).
    #[reflect(@RANDOM_PROBS)]
    pub random_prob: f64,
    /// 대국 모드에서 사람이 먼저 두는가.
    pub human_first: bool,
}

impl Default for NimSettings {
    fn default() -> Self {
        NimSettings {
            misere: false,
            subtract: None,
            show_table: true,
            speed: 1.0,
            random_prob: 0.0,
            human_first: true,
        }
    }
}

impl SavedSettings for NimSettings {
    const KEY: &'static str = "nim";
}

impl NimSettings {
    /// 설정이 정하는 님의 변형. 뺄셈 게임은 보통 규칙으로만 둔다.
    pub fn variant(&self) -> Variant {
        match self.subtract {
            Some(k) => Variant {
                rule: PlayRule::Normal,
                take: TakeRule::UpTo(k),
            },
            None => Variant {
                rule: if self.misere {
                    PlayRule::Misere
                } else {
                    PlayRule::Normal
                },
                take: TakeRule::Any,
            },
        }
    }
}

/// 진행 중인 대국.
#[derive(Resource, Debug, Clone)]
pub struct NimMatch {
    /// 국면 (보이는 자리의 것).
    pub pos: Nim,
    /// 처음 국면.
    pub start: Nim,
    /// 처음 국면에서 둘 차례.
    pub first: Side,
    /// 둔 수들과 보이는 자리 (슬라이스로는 보이는 국면까지의 수들).
    pub history: Line<NimMove>,
    /// 둘 차례.
    pub to_move: Side,
    /// 흐름의 단계.
    pub phase: Phase,
    /// 끝났다면 이긴 쪽.
    pub winner: Option<Side>,
    /// 마지막 수: 누가, 무엇을, 몇 개.
    pub last: Option<(Side, NimMove, u32)>,
    /// AI 쪽 자리 ([`crate::scenes::seat`]): 기다리는 생각의 표 (이것과 다른 결과는 버린다), 마지막
    /// 결론, 수가 거부되어 멈췄는가. 님 합의 결론은 수 하나다.
    pub seat: AiSeat<Option<NimMove>, ()>,
    /// 국면이 바뀔 때마다 1씩 는다 (그림을 다시 맞출 때 쓴다).
    pub plies: u64,
    /// 게임 번호 (앱 전체에서 한 번만 쓰인다, [`crate::scenes::next_id`]).
    pub game: u64,
}

/// 더미의 이름: A, B, C, D …
pub(crate) fn heap_name(heap: usize) -> char {
    char::from(b'A' + (heap % 26) as u8)
}

/// 소리와 진동: 돌 집기, 이김·짐 (설명 모드에서는 한 걸음마다 똑딱: `tick_on`).
impl Cues for NimMatch {
    fn plies(&self) -> u64 {
        self.plies
    }

    fn last_move(&self) -> Option<(bool, Cue)> {
        self.last.map(|(side, _, _)| (side == Side::Ai, Cue::Place))
    }

    fn outcome(&self) -> Option<Cue> {
        self.winner.map(|w| {
            if w == Side::Other {
                Cue::Win
            } else {
                Cue::Loss
            }
        })
    }

    fn move_text(&self, locale: &Locale) -> Option<String> {
        self.last.map(|(_, mv, n)| {
            locale.f(
                AccessText::SayNimTake,
                &[("n", &n), ("h", &heap_name(mv.heap))],
            )
        })
    }
}

/// 뺄셈 게임에서 표의 줄을 눌러 고른 더미: 그 더미의 그런디 값이 어떻게 나오는지 보인다. 같은 줄을
/// 다시 누르면 푼다.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct NimFocus(pub Option<usize>);

/// 님 장면의 난수 (AI의 무작위 수, 무작위 상대, 새 게임의 더미).
#[derive(Resource, Debug)]
pub(crate) struct NimRng(pub ChaCha8Rng);
