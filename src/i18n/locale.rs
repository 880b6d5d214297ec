//! 지금 고른 언어 ([`Locale`] 리소스)와 글자 표의 틀 채우기.

use bevy::prelude::*;

use super::lang::Lang;
use super::strings::Text;

/// 지금 고른 언어. 메뉴에서 바꾸면 모든 글자가 따라 바뀐다.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Locale {
    /// 화면 언어.
    pub lang: Lang,
}

impl Locale {
    /// 글자 하나.
    pub fn t(&self, s: impl Text) -> &'static str {
        s.get(self.lang)
    }

    /// `{이름}` 자리에 값을 채운 글자.
    pub fn f(&self, s: impl Text, args: &[(&str, &dyn std::fmt::Display)]) -> String {
        fill(self.t(s), args)
    }
}

/// 틀(`"nim-sum {x}"`)의 `{이름}` 자리에 값을 채운다.
pub(crate) fn fill(template: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), &value.to_string());
    }
    out
}
