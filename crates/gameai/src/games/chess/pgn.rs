//! PGN (Portable Game Notation, 1994 표준): 대국 기록을 쓰고 읽는다.
//!
//! - 쓰기: 일곱 태그(Event, Site, Date, Round, White, Black, Result), 처음 국면이 표준이 아니면
//!   `SetUp`과 `FEN`, 그리고 SAN 수들 (`1. e4 e5 2. Nf3 …`, 80자에서 줄을 바꾼다)과 결과.
//! - 읽기: 파일의 첫 대국. 태그, 수 번호 (`12.`, `12...`), SAN (끝의 `+ # ! ?`), 주석 (`{…}`과
//!   `;`부터 줄 끝), NAG (`$1`), 곁가지 (`( … )`, 겹쳐도)는 건너뛰고 본 줄만 둔다. 청해야 하는
//!   비김 뒤의 수도 받는다 (기록은 그렇게 이어질 수 있다). 틀린 수는 몇 번째 수인지 말하는 오류.

use core::fmt;

use super::{Chess, ChessStatus, Color, STARTPOS};

/// 읽을 수 없는 PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// 태그 줄의 모양이 틀렸다.
    BadTag(String),
    /// `FEN` 태그가 틀렸다.
    BadFen(String),
    /// 수 `number`(흑의 수면 `black`)를 둘 수 없다.
    BadMove {
        number: u16,
        black: bool,
        text: String,
        why: String,
    },
    /// 닫히지 않은 주석이나 곁가지.
    Unclosed(&'static str),
    /// 수도 태그도 없다.
    Empty,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::BadTag(t) => write!(f, "bad PGN tag {t:?} (expected [Name \"value\"])"),
            PgnError::BadFen(e) => write!(f, "bad FEN tag: {e}"),
            PgnError::BadMove {
                number,
                black,
                text,
                why,
            } => {
                let dots = if *black { "..." } else { "." };
                write!(f, "move {number}{dots} {text}: {why}")
            }
            PgnError::Unclosed(what) => write!(f, "the PGN has an unclosed {what}"),
            PgnError::Empty => write!(f, "no PGN game found"),
        }
    }
}

impl std::error::Error for PgnError {}

/// PGN의 결과 글.
fn result(game: &Chess) -> &'static str {
    match game.status() {
        ChessStatus::Checkmate(Color::White) => "1-0",
        ChessStatus::Checkmate(Color::Black) => "0-1",
        ChessStatus::Ongoing => "*",
        _ => "1/2-1/2",
    }
}

/// 태그 값의 `\`와 `"`를 피한다.
fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// 대국을 PGN으로. `tags`는 일곱 태그 가운데 바꿀 것 (예: `("White", "AI Arcade")`)과 더할 것.
pub fn write(game: &Chess, tags: &[(&str, &str)]) -> String {
    let start = game.history().first().unwrap_or(game.board());
    let res = result(game);
    let mut roster: Vec<(String, String)> = [
        ("Event", "AI Arcade"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "-"),
        ("White", "?"),
        ("Black", "?"),
        ("Result", res),
    ]
    .iter()
    .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
    .collect();
    for (k, v) in tags {
        match roster.iter_mut().find(|(name, _)| name == k) {
            Some(slot) if *k != "Result" => slot.1 = (*v).to_owned(),
            Some(_) => {}
            None => roster.push(((*k).to_owned(), (*v).to_owned())),
        }
    }
    let fen = start.to_fen();
    if fen != STARTPOS {
        roster.push(("SetUp".into(), "1".into()));
        roster.push(("FEN".into(), fen));
    }
    let mut out = String::new();
    for (k, v) in &roster {
        out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
    }
    out.push('\n');
    // 수들: 흑부터 시작하는 국면이면 `1...`.
    let mut words = Vec::new();
    let mut board = *start;
    for (i, &mv) in game.played().iter().enumerate() {
        let white = board.side_to_move() == Color::White;
        let number = board.fullmove_number();
        if white {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(board.san(mv));
        board.make_move(mv);
    }
    words.push(res.to_owned());
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// PGN의 첫 대국을 읽는다.
pub fn read(text: &str) -> Result<Chess, PgnError> {
    let mut fen = None;
    let mut body = String::new();
    let mut seen_any = false;
    let mut in_moves = false;
    for raw in text.lines() {
        let line = raw.trim();
        // `%`로 시작하는 줄은 건너뛴다 (표준의 탈출 줄).
        if line.starts_with('%') {
            continue;
        }
        if !in_moves && line.starts_with('[') {
            seen_any = true;
            let (name, value) = tag(line)?;
            if name == "FEN" {
                fen = Some(value);
            }
            continue;
        }
        if in_moves && line.starts_with('[') {
            // 다음 대국의 태그: 첫 대국은 끝났다.
            break;
        }
        if !line.is_empty() {
            in_moves = true;
            seen_any = true;
        }
        body.push_str(raw);
        body.push('\n');
    }
    if !seen_any {
        return Err(PgnError::Empty);
    }
    let mut game = match &fen {
        Some(f) => Chess::from_fen(f).map_err(|e| PgnError::BadFen(e.to_string()))?,
        None => Chess::new(),
    };
    for token in tokens(&body)? {
        let board = *game.board();
        if let Err(e) = game.play_str_past_claims(&token) {
            return Err(PgnError::BadMove {
                number: board.fullmove_number(),
                black: board.side_to_move() == Color::Black,
                text: token,
                why: e.to_string(),
            });
        }
    }
    Ok(game)
}

/// `[Name "value"]` → (이름, 값).
fn tag(line: &str) -> Result<(String, String), PgnError> {
    let bad = || PgnError::BadTag(line.to_owned());
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(bad)?;
    let (name, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or_else(bad)?;
    let rest = rest.trim();
    let quoted = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(bad)?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            value.extend(chars.next());
        } else {
            value.push(c);
        }
    }
    Ok((name.to_owned(), value))
}

/// 본 줄의 수 글들 (번호, 주석, NAG, 곁가지, 결과는 뺀다).
fn tokens(body: &str) -> Result<Vec<String>, PgnError> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut word = String::new();
    let mut chars = body.chars().peekable();
    let flush = |word: &mut String, depth: usize, out: &mut Vec<String>| {
        if depth == 0 && !word.is_empty() {
            // `12.e4`처럼 번호와 수가 붙어 있을 수 있다.
            let w = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            let is_result = matches!(w, "1-0" | "0-1" | "1/2-1/2" | "*")
                || matches!(word.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*");
            if !w.is_empty() && !is_result && !w.starts_with('$') {
                out.push(w.to_owned());
            }
        }
        word.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, depth, &mut out);
                if !chars.by_ref().any(|c| c == '}') {
                    return Err(PgnError::Unclosed("{comment}"));
                }
            }
            ';' => {
                flush(&mut word, depth, &mut out);
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut word, depth, &mut out);
                depth += 1;
            }
            ')' => {
                flush(&mut word, depth, &mut out);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => flush(&mut word, depth, &mut out),
            c => word.push(c),
        }
    }
    flush(&mut word, depth, &mut out);
    if depth > 0 {
        return Err(PgnError::Unclosed("(variation)"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_round_trips_with_tags_and_results() {
        let mut g = Chess::new();
        for m in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
            g.play_str(m).unwrap();
        }
        let pgn = write(
            &g,
            &[("White", "AI Arcade"), ("Black", "Someone \"quoted\"")],
        );
        assert!(pgn.contains("[White \"AI Arcade\"]"));
        assert!(pgn.contains("[Black \"Someone \\\"quoted\\\"\"]"));
        assert!(pgn.contains("[Result \"1-0\"]"));
        assert!(
            pgn.contains("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"),
            "{pgn}"
        );
        let back = read(&pgn).unwrap();
        assert_eq!(back.played(), g.played());
    }
}
