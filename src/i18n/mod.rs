//! 한국어/영어 글자. 언어는 시스템·브라우저 설정에서 고르고, 메뉴에서 바꿀 수 있으며,
//! 앱이 켜져 있는 동안 기억한다 ([`Locale`] 리소스).
//!
//! 모든 글자는 `strings/`의 표들([`S`]: 공통과 장면들, [`TreeText`]: 탐색 나무, [`EgText`]: 체스 끝내기)에 두 언어가 나란히
//! 있다. 번들 폰트는 이 표들의 글자만 담도록 줄였으므로 (`tools/subset-fonts.py`), 표를 고치면 그
//! 스크립트를 다시 돌린다 — 테스트가 빠진 글자를 잡아낸다.

mod errors;
mod lang;
mod locale;
mod strings;

use bevy::prelude::*;

pub(crate) use errors::PlayError;
pub use lang::Lang;
pub use locale::Locale;
pub use strings::{AccessText, EgText, LevelText, ReviewText, S, ThreatText, TreeText, every_text};

/// 언어: 앱이 이미 [`Locale`]을 받았으면 (명령줄·주소의 `lang`) 그것을, 아니면 시스템에서 고른다.
pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Locale>() {
        app.insert_resource(Locale {
            lang: Lang::detect(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::locale::fill;
    use super::*;

    #[test]
    fn locale_codes() {
        assert_eq!(Lang::from_code("ko_KR.UTF-8"), Some(Lang::Ko));
        assert_eq!(Lang::from_code("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr"), None);
    }

    #[test]
    fn fills_placeholders() {
        let x = 5;
        assert_eq!(fill("nim-sum {x} → {x}", &[("x", &x)]), "nim-sum 5 → 5");
    }

    #[test]
    fn every_string_has_both_languages() {
        assert_eq!(
            every_text().count(),
            2 * (S::ALL.len()
                + TreeText::ALL.len()
                + EgText::ALL.len()
                + AccessText::ALL.len()
                + LevelText::ALL.len()
                + ReviewText::ALL.len()
                + ThreatText::ALL.len())
        );
        for (i, s) in every_text().enumerate() {
            assert!(!s.is_empty(), "string {i}");
        }
    }
}
