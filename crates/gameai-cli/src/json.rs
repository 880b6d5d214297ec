//! 의존성 없는 작은 JSON 작성기. CLI의 `--json` 출력 한 줄을 만든다.

use core::fmt::{self, Write};

/// JSON 값.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Array(Vec<Json>),
    /// 키 순서를 지키는 객체.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// 키-값 쌍들로 객체를 만든다.
    pub fn object<K: Into<String>>(pairs: impl IntoIterator<Item = (K, Json)>) -> Json {
        Json::Object(pairs.into_iter().map(|(k, v)| (k.into(), v)).collect())
    }
}

impl From<bool> for Json {
    fn from(b: bool) -> Self {
        Json::Bool(b)
    }
}
impl From<u32> for Json {
    fn from(n: u32) -> Self {
        Json::Int(i64::from(n))
    }
}
impl From<i32> for Json {
    fn from(n: i32) -> Self {
        Json::Int(i64::from(n))
    }
}
impl From<u64> for Json {
    fn from(n: u64) -> Self {
        Json::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<usize> for Json {
    fn from(n: usize) -> Self {
        Json::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<f64> for Json {
    fn from(x: f64) -> Self {
        Json::Float(x)
    }
}
impl From<&str> for Json {
    fn from(s: &str) -> Self {
        Json::Str(s.to_owned())
    }
}
impl From<String> for Json {
    fn from(s: String) -> Self {
        Json::Str(s)
    }
}
impl<T: Into<Json>> From<Option<T>> for Json {
    fn from(o: Option<T>) -> Self {
        o.map_or(Json::Null, Into::into)
    }
}
impl<T: Into<Json>> From<Vec<T>> for Json {
    fn from(v: Vec<T>) -> Self {
        Json::Array(v.into_iter().map(Into::into).collect())
    }
}

fn write_str(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            c if (c as u32) < 0x20 => write!(f, "\\u{:04x}", c as u32)?,
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Json::Null => f.write_str("null"),
            Json::Bool(b) => write!(f, "{b}"),
            Json::Int(n) => write!(f, "{n}"),
            // JSON에는 NaN/무한대가 없다.
            Json::Float(x) if !x.is_finite() => f.write_str("null"),
            Json::Float(x) => write!(f, "{x}"),
            Json::Str(s) => write_str(f, s),
            Json::Array(items) => {
                f.write_char('[')?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{v}")?;
                }
                f.write_char(']')
            }
            Json::Object(pairs) => {
                f.write_char('{')?;
                for (i, (k, v)) in pairs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write_str(f, k)?;
                    write!(f, ": {v}")?;
                }
                f.write_char('}')
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_nests() {
        let j = Json::object([
            ("a", Json::from("x\"y\n")),
            ("b", Json::from(vec![1u32, 2])),
            ("c", Json::Null),
            ("d", Json::from(f64::NAN)),
        ]);
        assert_eq!(
            j.to_string(),
            r#"{"a": "x\"y\n", "b": [1, 2], "c": null, "d": null}"#
        );
    }
}
