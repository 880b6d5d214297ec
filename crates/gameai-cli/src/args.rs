//! 손으로 짠 인자 해석기: 플래그, 값 있는 옵션, 위치 인자. 모르는 옵션은 오류다.

use std::str::FromStr;

/// 사용자에게 보여 줄 오류 메시지 (종료 코드 2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError(pub String);

impl core::fmt::Display for UsageError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<String> for UsageError {
    fn from(s: String) -> Self {
        UsageError(s)
    }
}

impl From<&str> for UsageError {
    fn from(s: &str) -> Self {
        UsageError(s.to_owned())
    }
}

/// 남은 인자들. 옵션을 꺼내 쓰고, 마지막에 [`Args::finish`]로 남은 것이 없는지 확인한다.
#[derive(Debug)]
pub struct Args {
    items: Vec<String>,
}

impl Args {
    /// 인자들. 같은 옵션이 두 번 나오면 (`--no-rave --no-rave`, `--size 5 --size=7`) 오류다.
    pub fn new(items: Vec<String>) -> Result<Self, UsageError> {
        let mut seen: Vec<&str> = Vec::new();
        for a in &items {
            if !a.starts_with("--") {
                continue;
            }
            let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
            if seen.contains(&name) {
                return Err(format!("option {name} is given twice").into());
            }
            seen.push(name);
        }
        Ok(Args { items })
    }

    /// 이 낱말이 인자에 그대로 있는가 (위치 인자를 꺼내기 전에 게임 이름을 볼 때).
    pub fn has_word(&self, word: &str) -> bool {
        self.items.iter().any(|a| a == word)
    }

    /// 이 옵션들 가운데 하나라도 있으면 "`why`에는 쓸 수 없다"는 오류.
    pub fn reject(&self, names: &[&str], why: &str) -> Result<(), UsageError> {
        for name in names {
            let eq = format!("{name}=");
            if self.items.iter().any(|a| a == name || a.starts_with(&eq)) {
                return Err(format!("{name} does not apply to {why}").into());
            }
        }
        Ok(())
    }

    /// `--name` 플래그가 있으면 꺼내고 true.
    pub fn flag(&mut self, name: &str) -> bool {
        match self.items.iter().position(|a| a == name) {
            Some(i) => {
                self.items.remove(i);
                true
            }
            None => false,
        }
    }

    /// `--name VALUE` 또는 `--name=VALUE`를 꺼낸다.
    pub fn value(&mut self, name: &str) -> Result<Option<String>, UsageError> {
        let eq = format!("{name}=");
        if let Some(i) = self.items.iter().position(|a| a.starts_with(&eq)) {
            let a = self.items.remove(i);
            return Ok(Some(a[eq.len()..].to_owned()));
        }
        match self.items.iter().position(|a| a == name) {
            Some(i) if i + 1 < self.items.len() => {
                self.items.remove(i);
                Ok(Some(self.items.remove(i)))
            }
            Some(_) => Err(format!("{name} needs a value").into()),
            None => Ok(None),
        }
    }

    /// `--name V1 V2 …` (값 `n`개)를 꺼낸다.
    pub fn values(&mut self, name: &str, n: usize) -> Result<Option<Vec<String>>, UsageError> {
        let Some(i) = self.items.iter().position(|a| a == name) else {
            return Ok(None);
        };
        if self.items.len() < i + 1 + n {
            return Err(format!("{name} needs {n} values").into());
        }
        let vals: Vec<String> = self.items.drain(i..=i + n).skip(1).collect();
        Ok(Some(vals))
    }

    /// 남은 위치 인자 전부. `-`로 시작하는 (음수도 `-` 하나도 아닌) 인자가 남아 있으면 모르는
    /// 옵션 오류.
    pub fn positionals(&mut self) -> Result<Vec<String>, UsageError> {
        if let Some(opt) = self
            .items
            .iter()
            // "-" 하나는 옵션이 아니다 (FEN의 빈 칸 표시).
            .find(|a| a.starts_with('-') && *a != "-" && a.parse::<f64>().is_err())
        {
            return Err(format!("unknown option {opt}").into());
        }
        Ok(std::mem::take(&mut self.items))
    }

    /// 맨 앞의 인자가 옵션이 아니면 꺼낸다 (`gameai review nim …`의 게임 이름처럼 명령 바로 뒤에 오는 것).
    pub fn take_first(&mut self) -> Option<String> {
        let first = self.items.first()?;
        if first.starts_with('-') {
            return None;
        }
        Some(self.items.remove(0))
    }

    /// 인자가 하나도 남지 않았는지 확인한다.
    pub fn finish(mut self) -> Result<(), UsageError> {
        let rest = self.positionals()?;
        match rest.first() {
            Some(extra) => Err(format!("unexpected argument {extra}").into()),
            None => Ok(()),
        }
    }
}

/// 정수 모양인가 (부호와 숫자만): 해석에 실패했으면 범위를 벗어난 것이다.
fn looks_integer(s: &str) -> bool {
    let digits = s.strip_prefix(['-', '+']).unwrap_or(s);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// 글자를 `T`로 해석한다. 실패하면 무엇이 잘못됐는지 (숫자가 아님, 범위 밖) 말하는 오류.
pub fn parse<T: FromStr>(s: &str, what: &str) -> Result<T, UsageError> {
    s.parse().map_err(|_| {
        UsageError(if looks_integer(s) {
            format!("{what} is out of range, got {s}")
        } else {
            format!("{what} must be a number, got {s:?}")
        })
    })
}

/// [`parse`]하고 `lo..=hi` 안인지 본다. 벗어나면 (해석할 수 없을 만큼 큰 수도) 범위를 말한다.
pub fn parse_in<T: FromStr + PartialOrd + core::fmt::Display>(
    s: &str,
    what: &str,
    lo: T,
    hi: T,
) -> Result<T, UsageError> {
    let out_of_range = || UsageError(format!("{what} must be {lo}..={hi}, got {s}"));
    match s.parse::<T>() {
        Ok(v) if v >= lo && v <= hi => Ok(v),
        Ok(_) => Err(out_of_range()),
        Err(_) if looks_integer(s) => Err(out_of_range()),
        Err(_) => Err(UsageError(format!("{what} must be a number, got {s:?}"))),
    }
}

/// 쉼표로 나눈 목록 (`a1,b2`). 빈 글은 빈 목록, 빈 원소(`a1,,b2`, 끝의 쉼표)는 오류.
pub fn list<'a>(s: &'a str, what: &str) -> Result<Vec<&'a str>, UsageError> {
    if s.trim().is_empty() {
        return Ok(Vec::new());
    }
    s.split(',')
        .map(str::trim)
        .enumerate()
        .map(|(i, m)| {
            if m.is_empty() {
                Err(UsageError(format!(
                    "{what} has an empty element at position {} in {s:?}",
                    i + 1
                )))
            } else {
                Ok(m)
            }
        })
        .collect()
}

/// 기록 파일 (`--sgf`, `--pgn`)을 글로 읽는다. 못 읽거나 UTF-8이 아니면 그렇다고 말한다.
pub fn read_record(path: &str, what: &str) -> Result<String, UsageError> {
    let bytes =
        std::fs::read(path).map_err(|e| UsageError(format!("cannot read {what} {path}: {e}")))?;
    String::from_utf8(bytes).map_err(|_| UsageError(format!("{what} {path} is not UTF-8 text")))
}

/// `--sgf FILE`의 국면: 기록을 읽어 그 수들을 모두 둔 판.
pub fn game_from_sgf<G: gameai::sgf::SgfGame + Clone>(path: &str) -> Result<G, UsageError> {
    let text = read_record(path, "SGF file")?;
    let (mut g, moves) =
        gameai::sgf::read::<G>(&text).map_err(|e| UsageError(format!("{path}: {e}")))?;
    for mv in moves {
        g.play_checked(mv).map_err(UsageError)?;
    }
    Ok(g)
}

/// 표준 입력의 줄들, 바이트 그대로 (UTF-8인지는 부르는 쪽이 본다: 엔진 프로토콜마다 다루는 법이
/// 다르다). 읽기 오류는 입력의 끝이다.
pub fn stdin_lines() -> impl Iterator<Item = Vec<u8>> {
    use std::io::BufRead;
    let mut input = std::io::stdin().lock();
    std::iter::from_fn(move || {
        let mut buf = Vec::new();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(buf),
        }
    })
}
