//! `key=value&key=value` 한 줄: 공유 주소의 질의 문자열이자, 저장 파일의 한 항목의 값.
//!
//! 대국 하나(`moves=e5,d6&board=9`)나 설정 하나(`speed=1.5&rave=0`)가 이 모양으로 적힌다. 그래서
//! 주소로 연 대국과 다시 켜서 되살린 대국이 같은 해석기를 지난다. 값 안의 `&`, `=`, `%`, `#`,
//! 공백과 줄바꿈은 `%XX`로 적고, 읽을 때는 `%XX`와 `+`(공백)를 푼다.

use core::fmt;

/// 순서 있는 `key=value` 목록.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fields(Vec<(String, String)>);

impl Fields {
    /// 빈 목록.
    pub fn new() -> Fields {
        Fields::default()
    }

    /// `a=1&b=2`를 읽는다 (앞의 `?`는 건너뛴다). 같은 키가 또 오면 나중 것이 이긴다.
    pub fn parse(text: &str) -> Result<Fields, String> {
        let mut out = Fields::new();
        for part in text.trim().trim_start_matches('?').split('&') {
            if part.is_empty() {
                continue;
            }
            let (k, v) = part
                .split_once('=')
                .ok_or_else(|| format!("{part:?} has no '=' (expected key=value)"))?;
            out.set(&unescape(k)?, unescape(v)?);
        }
        Ok(out)
    }

    /// 값을 넣는다 (있으면 바꾼다).
    pub fn set(&mut self, key: &str, value: impl fmt::Display) {
        let value = value.to_string();
        match self.0.iter_mut().find(|(k, _)| k == key) {
            Some((_, v)) => *v = value,
            None => self.0.push((key.to_owned(), value)),
        }
    }

    /// 값을 넣은 목록 (이어 쓰기용).
    pub fn with(mut self, key: &str, value: impl fmt::Display) -> Fields {
        self.set(key, value);
        self
    }

    /// 키의 값.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// 키를 뺀다 (있었으면 그 값).
    pub fn take(&mut self, key: &str) -> Option<String> {
        let i = self.0.iter().position(|(k, _)| k == key)?;
        Some(self.0.remove(i).1)
    }

    /// 모든 쌍 (넣은 순서대로).
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// 비었는가.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// 다른 목록의 쌍을 덧쓴다.
    pub fn extend(&mut self, other: &Fields) {
        for (k, v) in other.iter() {
            self.set(k, v);
        }
    }

    /// 값을 `T`로 읽는다. 없으면 `Ok(None)`, 있는데 틀리면 무엇이 틀렸는지 말하는 오류.
    pub fn parsed<T: core::str::FromStr>(&self, key: &str) -> Result<Option<T>, String> {
        self.get(key)
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("{key}={v:?} is not a valid value"))
            })
            .transpose()
    }

    /// 쉼표로 나눈 목록 (`moves=e5,d6`). 없거나 비었으면 빈 목록.
    pub fn list(&self, key: &str) -> Vec<&str> {
        self.get(key)
            .map(|v| {
                v.split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    }
}

impl fmt::Display for Fields {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (k, v)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("&")?;
            }
            write!(f, "{}={}", escape(k), escape(v))?;
        }
        Ok(())
    }
}

/// 주소에 그대로 두어도 되는 글자 (RFC 3986의 unreserved에 `,`, `/`, `:`를 더했다: 수 목록과
/// FEN이 읽히게).
fn plain(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '~' | ',' | '/' | ':')
}

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if plain(c) {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

fn unescape(s: &str) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = s
                    .get(i + 1..i + 3)
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| format!("bad %-escape in {s:?}"))?;
                out.push(hex);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| format!("{s:?} is not UTF-8 text"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_awkward_values() {
        let f = Fields::new()
            .with("moves", "e5,d6,swap")
            .with("fen", "rnbqkbnr/8/8/8/8/8/8/RNBQKBNR w KQkq - 0 1")
            .with("odd", "a&b=c%d#e\nf 한")
            .with("empty", "");
        let text = f.to_string();
        assert!(!text.contains(['\n', ' ', '#']), "{text}");
        assert_eq!(Fields::parse(&text).unwrap(), f);
        assert!(
            text.starts_with("moves=e5,d6,swap&fen=rnbqkbnr/8/"),
            "{text}"
        );
    }

    #[test]
    fn reads_browser_style_queries() {
        let f = Fields::parse("?scene=mcts&fen=8/8/8/8/8/8/8/K6k+w+-+-+0+1&x=%41").unwrap();
        assert_eq!(f.get("scene"), Some("mcts"));
        assert_eq!(f.get("fen"), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert_eq!(f.get("x"), Some("A"));
        assert_eq!(f.list("nothing"), Vec::<&str>::new());
        assert_eq!(
            Fields::parse("moves= a1 ,,b2").unwrap().list("moves"),
            ["a1", "b2"]
        );
    }

    #[test]
    fn bad_text_is_an_error_not_a_panic() {
        for bad in ["novalue", "a=%zz", "a=%4", "a=%ff%fe"] {
            assert!(Fields::parse(bad).is_err(), "{bad}");
        }
        let f = Fields::parse("n=seven").unwrap();
        assert!(f.parsed::<u32>("n").is_err());
        assert_eq!(f.parsed::<u32>("m"), Ok(None));
    }
}
