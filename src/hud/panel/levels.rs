//! 난이도 줄: 설정의 난이도([`SavedLevel`]: 단계 그대로, 저장 글에는 번호로), 단계의 이름, 패널의 한 줄.

use bevy::prelude::*;
use bevy_egui::egui;

use gameai::games::GameId;
use gameai::level::Level;
use gameai::level::anchor::{Anchor, Versus};

use super::style::color32;
use crate::i18n::{LevelText, Locale};
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
pub(super) fn level_name(level: Level) -> LevelText {
    match level {
        Level::Beginner => LevelText::Beginner,
        Level::Club => LevelText::Club,
        Level::Strong => LevelText::Strong,
        Level::Maximum => LevelText::Maximum,
    }
}

/// 단계의 닻을 한 마디로 ("≈ Stockfish 레벨 2", "아무 수나 두는 사람이 17 % 이김").
pub(crate) fn anchor_text(locale: &Locale, anchor: Anchor) -> String {
    use LevelText as T;
    let three = |score: u8, below: T, about: T, above: T| match Versus::of(score) {
        Versus::Weaker => below,
        Versus::About => about,
        Versus::Stronger => above,
    };
    match anchor {
        Anchor::Stockfish { level, score } => locale.f(
            three(
                score,
                T::BelowStockfish,
                T::AboutStockfish,
                T::AboveStockfish,
            ),
            &[("n", &level)],
        ),
        Anchor::OpenSpiel { sims, score } => locale.f(
            three(
                score,
                T::BelowOpenSpiel,
                T::AboutOpenSpiel,
                T::AboveOpenSpiel,
            ),
            &[("n", &sims)],
        ),
        Anchor::RefBot { score } => locale.f(T::RefBot, &[("p", &score)]),
        Anchor::RandomWins { permille } => {
            let p = format!("{:.1}", f64::from(permille) / 10.0);
            locale.f(T::RandomWins, &[("p", &p)])
        }
    }
}

/// 난이도 줄: 이름표, 네 단계의 단추, 그 아래 게임 `game`에서 이 단계가 거는 손잡이와 바깥 상대로 잰
/// 닻 ([`Level::anchor`]). `level`은 지금
/// 단계 (`None`: 어느 단계도 아니다, 님에서 손잡이를 따로 옮겼을 때). 누른 단계를 돌려준다.
pub(crate) fn level_row(
    ui: &mut egui::Ui,
    locale: &Locale,
    level: Option<Level>,
    game: GameId,
) -> Option<Level> {
    ui.label(locale.t(LevelText::Title));
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
            parts.push(locale.f(
                LevelText::Random,
                &[("p", &(k.random_move * 100.0).round())],
            ));
        }
        if let Some(d) = k.max_depth {
            parts.push(locale.f(LevelText::Depth, &[("d", &d)]));
        }
        if let Some(n) = k.iterations {
            parts.push(locale.f(LevelText::Iterations, &[("n", &n)]));
        }
        if parts.is_empty() {
            parts.push(locale.t(LevelText::AsSet).to_owned());
        }
        ui.label(
            egui::RichText::new(parts.join(" · "))
                .small()
                .color(color32(palette::TEXT_DIM)),
        );
        if let Some(a) = l.anchor(game) {
            // "최고"는 아래 설정 그대로 두므로, 그 닻은 앱의 기본 설정에서 잰 것이다.
            let text = match l {
                Level::Maximum => locale.f(
                    LevelText::AtDefaults,
                    &[("anchor", &anchor_text(locale, a))],
                ),
                _ => anchor_text(locale, a),
            };
            ui.label(
                egui::RichText::new(text)
                    .small()
                    .color(color32(palette::TEXT_DIM)),
            );
        }
    }
    picked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// 단계가 있는 모든 게임의 모든 단계가 두 언어로 닻을 한 마디씩 말한다 (빈 칸 `{…}` 없이).
    #[test]
    fn every_level_says_its_anchor_in_both_languages() {
        for lang in [Lang::Ko, Lang::En] {
            let locale = Locale { lang };
            for g in GameId::ALL.into_iter().filter(|g| g.has_levels()) {
                for l in Level::ALL {
                    let a = l
                        .anchor(g)
                        .unwrap_or_else(|| panic!("{g:?} {l:?}: no anchor"));
                    let text = anchor_text(&locale, a);
                    assert!(!text.is_empty() && !text.contains('{'), "{text}");
                }
            }
        }
    }
}
