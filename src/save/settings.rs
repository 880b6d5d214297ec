//! 장면 설정을 저장 글로, 저장 글을 설정으로: 설정 구조체의 리플렉션(`#[derive(Reflect)]`)으로
//! 필드를 하나씩 적고 읽는다. 필드마다 손으로 쓰는 코드가 없으므로 설정에 필드를 더하면 저장도
//! 저절로 따라온다.
//!
//! 값의 범위는 필드에 붙인 사용자 속성(`#[reflect(@SPEEDS)]`, `RangeInclusive`)에서 읽는다: 패널의
//! 슬라이더가 쓰는 것과 같은 상수라, 저장 글이 고쳐졌거나 옛 판의 것이어도 범위 밖의 값은 들어오지
//! 못한다. 저장 글에 없는 필드는 기본값 그대로, 모르는 키(없어진 필드)는 건너뛴다.

use core::ops::RangeInclusive;

use bevy::prelude::*;
use bevy::reflect::structs::Struct;
use bevy::reflect::{NamedField, PartialReflect, TypeInfo, TypePath, Typed};

use super::fields::Fields;
use super::per_game::PerGame;
use crate::hud::panel::SavedLevel;

/// 저장되는 장면 설정: 리플렉션되는 구조체와 저장 글에서의 이름.
pub(crate) trait SavedSettings: Resource + Struct + Typed + Clone {
    /// 저장 글의 항목 이름 (`settings.<KEY>`).
    const KEY: &'static str;
}

/// 설정의 모든 필드를 `이름=값`으로 적는다 (참·거짓은 `1`/`0`, 없는 값은 `none`).
pub(crate) fn write<T: Struct>(settings: &T) -> Fields {
    let mut out = Fields::new();
    for i in 0..settings.field_len() {
        if let (Some(name), Some(value)) = (settings.name_at(i), settings.field_at(i))
            && let Some(text) = value_text(value)
        {
            out.set(name, text);
        }
    }
    out
}

/// 저장 글의 값들을 기본 설정 `base` 위에 얹는다. 하나라도 틀리면 (모르는 값, 범위 밖) 무엇이
/// 틀렸는지 말하는 오류 (부르는 쪽은 기본값을 쓴다).
pub(crate) fn read<T: SavedSettings>(base: T, fields: &Fields) -> Result<T, String> {
    let TypeInfo::Struct(info) = T::type_info() else {
        return Err(format!("{} settings are not a struct", T::KEY));
    };
    let mut out = base;
    for (key, text) in fields.iter() {
        let (Some(field), Some(named)) = (out.field_mut(key), info.field(key)) else {
            continue;
        };
        set_value(field, named, text).map_err(|e| format!("{key}={text:?}: {e}"))?;
    }
    Ok(out)
}

fn value_text(v: &dyn PartialReflect) -> Option<String> {
    if let Some(b) = v.try_downcast_ref::<bool>() {
        return Some(if *b { "1" } else { "0" }.to_owned());
    }
    if let Some(o) = v.try_downcast_ref::<Option<u32>>() {
        return Some(o.map_or("none".to_owned(), |n| n.to_string()));
    }
    if let Some(l) = v.try_downcast_ref::<SavedLevel>() {
        return Some(l.index().to_string());
    }
    if let Some(p) = v.try_downcast_ref::<PerGame>() {
        return Some(p.to_text());
    }
    macro_rules! number {
        ($($t:ty),*) => {
            $(if let Some(x) = v.try_downcast_ref::<$t>() {
                return Some(x.to_string());
            })*
        };
    }
    number!(f32, f64, u8, u32, u64);
    None
}

fn set_value(field: &mut dyn PartialReflect, named: &NamedField, text: &str) -> Result<(), String> {
    if let Some(b) = field.try_downcast_mut::<bool>() {
        *b = match text {
            "1" | "true" => true,
            "0" | "false" => false,
            _ => return Err("expected 1 or 0".into()),
        };
        return Ok(());
    }
    if let Some(o) = field.try_downcast_mut::<Option<u32>>() {
        *o = match text {
            "none" => None,
            n => Some(number::<u32>(n, named)?),
        };
        return Ok(());
    }
    if let Some(l) = field.try_downcast_mut::<SavedLevel>() {
        *l = SavedLevel::from_index(number::<u8>(text, named)?)
            .ok_or_else(|| "not a level".to_owned())?;
        return Ok(());
    }
    if let Some(p) = field.try_downcast_mut::<PerGame>() {
        *p = PerGame::parse(text)?;
        return Ok(());
    }
    macro_rules! number {
        ($($t:ty),*) => {
            $(if let Some(x) = field.try_downcast_mut::<$t>() {
                *x = number::<$t>(text, named)?;
                return Ok(());
            })*
        };
    }
    number!(f32, f64, u8, u32, u64);
    Err("this kind of setting is not saved".into())
}

/// 글을 수로 읽고, 필드에 범위 속성이 있으면 그 안인지 본다. 무한대와 NaN은 받지 않는다.
fn number<T>(text: &str, named: &NamedField) -> Result<T, String>
where
    T: core::str::FromStr + PartialOrd + Copy + core::fmt::Display + Reflect + TypePath,
{
    let x: T = text.trim().parse().map_err(|_| "not a number".to_owned())?;
    // NaN은 자기 자신과 같지 않다. 무한대는 어떤 범위에도 들지 않는다 (범위가 없어도 막는다).
    #[allow(clippy::eq_op)]
    if x != x || text.contains("inf") {
        return Err("not a finite number".into());
    }
    if let Some(range) = named.get_attribute::<RangeInclusive<T>>()
        && !range.contains(&x)
    {
        return Err(format!("outside {}..={}", range.start(), range.end()));
    }
    Ok(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEEDS: RangeInclusive<f32> = 0.25..=4.0;

    #[derive(Resource, Reflect, Clone, Debug, PartialEq)]
    struct Demo {
        on: bool,
        #[reflect(@SPEEDS)]
        speed: f32,
        #[reflect(@1..=6_u32)]
        take: Option<u32>,
        seed: u64,
        #[reflect(@crate::hud::panel::LEVELS)]
        level: SavedLevel,
    }

    impl Default for Demo {
        fn default() -> Self {
            Demo {
                on: true,
                speed: 1.0,
                take: None,
                seed: 7,
                level: SavedLevel::default(),
            }
        }
    }

    impl SavedSettings for Demo {
        const KEY: &'static str = "demo";
    }

    #[test]
    fn settings_round_trip_through_text() {
        let s = Demo {
            on: false,
            speed: 2.5,
            take: Some(3),
            seed: 99,
            level: SavedLevel(gameai::level::Level::Club),
        };
        let text = write(&s).to_string();
        assert_eq!(text, "on=0&speed=2.5&take=3&seed=99&level=1");
        assert_eq!(read(Demo::default(), &Fields::parse(&text).unwrap()), Ok(s));
    }

    #[test]
    fn missing_fields_keep_defaults_and_unknown_keys_are_skipped() {
        let f = Fields::parse("speed=0.5&gone=1").unwrap();
        let s = read(Demo::default(), &f).unwrap();
        assert_eq!(
            s,
            Demo {
                speed: 0.5,
                ..Demo::default()
            }
        );
    }

    #[test]
    fn out_of_range_or_garbage_values_are_refused() {
        for bad in [
            "speed=40",
            "speed=NaN",
            "speed=inf",
            "speed=fast",
            "on=yes",
            "take=9",
            "take=0",
            "seed=-1",
            "level=4",
            "level=strong",
        ] {
            let e = read(Demo::default(), &Fields::parse(bad).unwrap()).unwrap_err();
            assert!(e.starts_with(bad.split('=').next().unwrap()), "{bad}: {e}");
        }
    }
}
