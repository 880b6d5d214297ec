//! 한국어/영어 글자. 언어는 시스템·브라우저 설정에서 고르고, 메뉴에서 바꿀 수 있으며,
//! 앱이 켜져 있는 동안 기억한다 ([`Locale`] 리소스).
//!
//! 모든 글자는 [`strings`]의 표 하나에 두 언어가 나란히 있다. 번들 폰트는 이 표의 글자만
//! 담도록 줄였으므로 (`tools/subset-fonts.py`), 표를 고치면 그 스크립트를 다시 돌린다 —
//! 테스트가 빠진 글자를 잡아낸다.

mod errors;
mod strings;

use bevy::prelude::*;

pub use errors::PlayError;
pub use strings::S;

/// 화면 언어.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// 한국어.
    #[default]
    Ko,
    /// 영어.
    En,
}

impl Lang {
    /// `ko`, `ko-KR`, `en_US.UTF-8` 같은 로캘 코드에서 언어를 찾는다.
    pub fn from_code(code: &str) -> Option<Lang> {
        let lower = code.trim().to_ascii_lowercase();
        if lower.starts_with("ko") {
            Some(Lang::Ko)
        } else if lower.starts_with("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// 다른 언어로.
    pub fn toggled(self) -> Lang {
        match self {
            Lang::Ko => Lang::En,
            Lang::En => Lang::Ko,
        }
    }

    /// 시스템(네이티브: `LC_ALL`/`LC_MESSAGES`/`LANG`) 또는 브라우저(`navigator.language`) 언어.
    /// 한국어가 아니면 영어.
    pub fn detect() -> Lang {
        system_locale()
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or(Lang::En)
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn system_locale() -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.is_empty() && v != "C" && v != "POSIX")
}

#[cfg(target_arch = "wasm32")]
fn system_locale() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// 지금 고른 언어. 메뉴에서 바꾸면 모든 글자가 따라 바뀐다.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Locale {
    /// 화면 언어.
    pub lang: Lang,
}

impl Locale {
    /// 글자 하나.
    pub fn t(&self, s: S) -> &'static str {
        s.get(self.lang)
    }

    /// `{이름}` 자리에 값을 채운 글자.
    pub fn f(&self, s: S, args: &[(&str, &dyn std::fmt::Display)]) -> String {
        fill(self.t(s), args)
    }
}

/// 틀(`"nim-sum {x}"`)의 `{이름}` 자리에 값을 채운다.
pub fn fill(template: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), &value.to_string());
    }
    out
}

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
        for s in S::ALL {
            assert!(!s.get(Lang::Ko).is_empty(), "{s:?}");
            assert!(!s.get(Lang::En).is_empty(), "{s:?}");
        }
    }
}
