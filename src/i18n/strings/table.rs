//! 글자 표의 틀: 표 하나를 만드는 `strings!`와, 어느 표의 항목이든 글자로 읽는 [`Text`].

use super::super::lang::Lang;

/// 글자 표 하나: 이름들의 열거형과 두 언어의 글자. 표마다 한 번 부른다 (`S`는 공통과 장면들, 큰 장면은
/// 제 파일에 제 표).
macro_rules! strings {
    ($(#[$edoc:meta])* $name:ident { $($(#[$doc:meta])* $id:ident => $ko:literal, $en:literal;)* }) => {
        $(#[$edoc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$doc])* $id,)*
        }

        impl $name {
            /// 표의 모든 항목 (테스트와 폰트 검사용).
            pub const ALL: &'static [$name] = &[$($name::$id,)*];
        }

        impl $crate::i18n::strings::Text for $name {
            fn get(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $(($name::$id, Lang::Ko) => $ko, ($name::$id, Lang::En) => $en,)*
                }
            }
        }
    };
}

/// 화면에 나오는 글자 하나 (어느 표의 항목이든).
pub trait Text: Copy {
    /// 이 언어로 된 글자.
    fn get(self, lang: Lang) -> &'static str;
}
