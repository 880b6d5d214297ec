//! 난이도 줄: 설정에 저장하는 번호와 단계([`Level`]), 단계의 이름, 패널의 한 줄.

use bevy::prelude::*;
use bevy_egui::egui;

use gameai::games::GameId;
use gameai::level::Level;

use super::style::color32;
use crate::i18n::{Locale, S};
use crate::theme::palette;

/// 설정에 저장하는 난이도 번호의 범위 ([`Level::ALL`]의 번호; 마지막이 "최고").
pub const LEVELS: core::ops::RangeInclusive<u8> = 0..=3;

/// 저장한 번호의 단계 (범위 밖이면 "최고").
pub fn level_at(i: u8) -> Level {
    Level::ALL
        .get(usize::from(i))
        .copied()
        .unwrap_or(Level::Maximum)
}

/// 단계의 저장 번호.
pub fn level_index(level: Level) -> u8 {
    Level::ALL
        .iter()
        .position(|&l| l == level)
        .map_or(*LEVELS.end(), |i| i as u8)
}

/// 난이도 단계의 이름.
pub fn level_name(level: Level) -> S {
    match level {
        Level::Beginner => S::LevelBeginner,
        Level::Club => S::LevelClub,
        Level::Strong => S::LevelStrong,
        Level::Maximum => S::LevelMaximum,
    }
}

/// 난이도 줄: 이름표, 네 단계의 단추, 그 아래 게임 `game`에서 이 단계가 거는 손잡이. `level`은 지금
/// 단계 (`None`: 어느 단계도 아니다, 님에서 손잡이를 따로 옮겼을 때). 누른 단계를 돌려준다.
pub fn level_row(
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
