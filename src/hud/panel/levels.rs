//! 난이도 줄: 설정의 난이도([`SavedLevel`]: 단계 그대로, 저장 글에는 번호로), 단계의 이름, 패널의 한 줄.

use bevy::prelude::*;
use bevy_egui::egui;

use gameai::games::GameId;
use gameai::level::Level;

use super::style::color32;
use crate::i18n::{Locale, S};
use crate::theme::palette;

/// 저장 글과 링크에 적는 난이도 번호의 범위 ([`Level::ALL`]의 번호; 마지막이 "최고").
pub(crate) const LEVELS: core::ops::RangeInclusive<u8> = 0..=3;

/// 설정의 난이도: 단계 그대로 ([`Level`]; 기본은 "최고"). 저장 글과 링크에는 단계의 번호로 적는다
/// (`save/settings.rs`가 [`SavedLevel::index`]와 [`SavedLevel::from_index`]로; 필드의 범위 속성은
/// [`LEVELS`]). 번호와 단계 사이를 오가는 곳은 이 둘뿐이다.
#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[reflect(opaque, Clone, Debug, Default, PartialEq)]
pub struct SavedLevel(pub Level);

impl SavedLevel {
    /// 저장 글의 번호.
    pub fn index(self) -> u8 {
        Level::ALL
            .iter()
            .position(|&l| l == self.0)
            .map_or(*LEVELS.end(), |i| i as u8)
    }

    /// 저장 글의 번호에서 (범위 밖이면 `None`).
    pub fn from_index(i: u8) -> Option<SavedLevel> {
        Level::ALL.get(usize::from(i)).copied().map(SavedLevel)
    }
}

/// 난이도 단계의 이름.
pub(super) fn level_name(level: Level) -> S {
    match level {
        Level::Beginner => S::LevelBeginner,
        Level::Club => S::LevelClub,
        Level::Strong => S::LevelStrong,
        Level::Maximum => S::LevelMaximum,
    }
}

/// 난이도 줄: 이름표, 네 단계의 단추, 그 아래 게임 `game`에서 이 단계가 거는 손잡이. `level`은 지금
/// 단계 (`None`: 어느 단계도 아니다, 님에서 손잡이를 따로 옮겼을 때). 누른 단계를 돌려준다.
pub(crate) fn level_row(
    ui: &mut egui::Ui,
    locale: &Locale,
    level: Option<Level>,
    game: GameId,
) -> Option<Level> {
    ui.label(locale.t(S::Level));
    let mut picked = None;
    ui.horizontal_wrapped(|ui| {
        for l in Level::ALL {
            if ui
                .selectable_label(level == Some(l), locale.t(level_name(l)))
                .clicked()
            {
                picked = Some(l);
            }
        }
    });
    if let Some(l) = picked.or(level) {
        let k = l.knobs(game);
        let mut parts = Vec::new();
        if k.random_move > 0.0 {
            parts.push(locale.f(S::LevelRandom, &[("p", &(k.random_move * 100.0).round())]));
        }
        if let Some(d) = k.max_depth {
            parts.push(locale.f(S::LevelDepth, &[("d", &d)]));
        }
        if let Some(n) = k.iterations {
            parts.push(locale.f(S::LevelIterations, &[("n", &n)]));
        }
        if parts.is_empty() {
            parts.push(locale.t(S::LevelAsSet).to_owned());
        }
        ui.label(
            egui::RichText::new(parts.join(" · "))
                .small()
                .color(color32(palette::TEXT_DIM)),
        );
    }
    picked
}
