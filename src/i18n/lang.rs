//! 화면 언어 ([`Lang`]): 로캘 코드에서 고르고, 시스템·브라우저 설정에서 찾는다.

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

    /// 저장 글과 주소에 쓰는 코드 (`ko`, `en`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ko => "ko",
            Lang::En => "en",
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
