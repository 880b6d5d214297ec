//! SGF (Smart Game Format, FF\[4\], <https://www.red-bean.com/sgf/>): 헥스, 하바나, 오목의 대국 기록.
//!
//! - 헥스: `GM[11]` (HexGui가 쓰는 대로), 칸은 `a1` 꼴 (HexGui/Benzene), 흑(`B`)이 먼저, 맞바꾸기는
//!   `swap-pieces` (읽을 때는 `swap-sides`, `swap`도).
//! - 하바나: SGF 표준에 게임 번호가 없어 `GM`을 쓰지 않는다. 칸은 `a1` 꼴 (LittleGolem/Castro), 백
//!   (`W`)이 먼저, `SZ`는 한 변.
//! - 오목: `GM[4]`, 칸은 SGF의 두 글자 (`aa`가 왼쪽 위: 열, 위에서부터의 행), 흑이 먼저.
//!
//! 읽기는 첫 대국의 본 줄(각 갈래의 첫 가지)만 따라간다. 놓인 돌 속성(`AB`, `AW`)은 수순이 아니라
//! 받지 않는다 (오류). 색이 번갈지 않으면 오류다.

use core::fmt;

use crate::games::Player;
use crate::games::gomoku::{GMove, Gomoku};
use crate::games::havannah::{HavMove, Havannah};
use crate::games::hex::{Hex, HexMove};

/// 읽을 수 없거나 둘 수 없는 SGF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    /// 문법이 틀렸다 (괄호, 대괄호).
    Syntax(String),
    /// 다른 게임의 기록이다 (`GM`).
    WrongGame {
        found: String,
        expected: &'static str,
    },
    /// 판 크기가 틀렸다.
    BadSize(String),
    /// `n`번째 수(1부터)를 둘 수 없다.
    BadMove {
        number: usize,
        text: String,
        why: String,
    },
    /// 지원하지 않는 속성 (놓인 돌).
    Unsupported(String),
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SgfError::Syntax(s) => write!(f, "bad SGF: {s}"),
            SgfError::WrongGame { found, expected } => {
                write!(f, "this SGF is for game GM[{found}], not {expected}")
            }
            SgfError::BadSize(s) => write!(f, "bad SGF board size: {s}"),
            SgfError::BadMove { number, text, why } => {
                write!(f, "SGF move {number} ({text}): {why}")
            }
            SgfError::Unsupported(s) => write!(f, "unsupported SGF property {s}"),
        }
    }
}

impl std::error::Error for SgfError {}

/// 노드 하나: 속성 (이름, 값들).
type Node = Vec<(String, Vec<String>)>;

/// 첫 대국의 본 줄의 노드들.
fn main_line(text: &str) -> Result<Vec<Node>, SgfError> {
    let bytes: Vec<char> = text.chars().collect();
    let mut i = bytes
        .iter()
        .position(|&c| c == '(')
        .ok_or_else(|| SgfError::Syntax("no game tree '('".into()))?
        + 1;
    let mut nodes = Vec::new();
    // 본 줄 밖 (둘째 이후의 가지)에 들어간 깊이. 0이면 본 줄.
    let mut skip = 0usize;
    let mut depth = 1usize;
    // 이 깊이의 첫 가지를 이미 지났는가 (지났으면 다음 '('는 곁가지다).
    let mut branch_done = vec![false];
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            '(' => {
                depth += 1;
                let first = !branch_done.last().copied().unwrap_or(true);
                if skip > 0 || !first {
                    skip += 1;
                }
                branch_done.push(false);
                i += 1;
            }
            ')' => {
                depth -= 1;
                branch_done.pop();
                if skip > 0 {
                    skip -= 1;
                } else if let Some(b) = branch_done.last_mut() {
                    *b = true;
                }
                i += 1;
                if depth == 0 {
                    return Ok(nodes);
                }
            }
            ';' => {
                i += 1;
                let mut node = Node::new();
                // 속성들.
                loop {
                    while i < bytes.len() && bytes[i].is_whitespace() {
                        i += 1;
                    }
                    let start = i;
                    while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
                        i += 1;
                    }
                    if start == i {
                        break;
                    }
                    let name: String = bytes[start..i].iter().collect();
                    let mut values = Vec::new();
                    loop {
                        while i < bytes.len() && bytes[i].is_whitespace() {
                            i += 1;
                        }
                        if bytes.get(i) != Some(&'[') {
                            break;
                        }
                        i += 1;
                        let mut v = String::new();
                        loop {
                            match bytes.get(i) {
                                None => {
                                    return Err(SgfError::Syntax(format!(
                                        "property {name} has no closing ']'"
                                    )));
                                }
                                Some(']') => break,
                                Some('\\') => {
                                    i += 1;
                                    if let Some(&c) = bytes.get(i) {
                                        // 줄바꿈 앞의 `\`는 이음 (지운다).
                                        if c != '\n' {
                                            v.push(c);
                                        }
                                    }
                                }
                                Some(&c) => v.push(c),
                            }
                            i += 1;
                        }
                        i += 1;
                        values.push(v);
                    }
                    if values.is_empty() {
                        return Err(SgfError::Syntax(format!("property {name} has no value")));
                    }
                    node.push((name, values));
                }
                if skip == 0 {
                    nodes.push(node);
                }
            }
            c if c.is_whitespace() => i += 1,
            c => return Err(SgfError::Syntax(format!("unexpected {c:?}"))),
        }
    }
    Err(SgfError::Syntax(
        "the game tree is not closed with ')'".into(),
    ))
}

/// SGF로 적을 수 있는 게임.
pub trait SgfGame: Sized {
    /// 수.
    type Move: Copy;
    /// `GM` 번호 (없으면 쓰지 않고, 읽을 때 보지 않는다).
    const GM: Option<&'static str>;
    /// 오류에 쓰는 이름.
    const NAME: &'static str;
    /// 먼저 두는 쪽의 SGF 색 (`B` 또는 `W`).
    const FIRST: &'static str;
    /// `SZ`가 없을 때의 크기.
    const DEFAULT_SIZE: u8;
    /// 크기 `SZ`의 빈 판.
    fn empty(size: u8) -> Result<Self, String>;
    /// 이 판의 크기 (`SZ`).
    fn sgf_size(&self) -> u8;
    /// 수 → SGF 값.
    fn sgf_move(&self, mv: Self::Move) -> String;
    /// SGF 값 → 수.
    fn parse_sgf_move(&self, s: &str) -> Result<Self::Move, String>;
    /// 검사하고 둔다.
    fn play_checked(&mut self, mv: Self::Move) -> Result<(), String>;
    /// 둘 차례.
    fn turn(&self) -> Player;
}

/// 둘 차례인 쪽의 SGF 색 (`B` 또는 `W`).
fn to_play<G: SgfGame>(g: &G) -> &'static str {
    match (g.turn(), G::FIRST) {
        (Player::First, first) => first,
        (Player::Second, "B") => "W",
        (Player::Second, _) => "B",
    }
}

/// 대국을 SGF로: 처음 판 `start`에서 `moves`를 둔 기록.
pub fn write<G: SgfGame + Clone>(start: &G, moves: &[G::Move]) -> Result<String, String> {
    let mut out = String::from("(;FF[4]");
    if let Some(gm) = G::GM {
        out.push_str(&format!("GM[{gm}]"));
    }
    out.push_str(&format!(
        "AP[AI Arcade:{}]SZ[{}]",
        env!("CARGO_PKG_VERSION"),
        start.sgf_size()
    ));
    let mut g = start.clone();
    for &mv in moves {
        let color = to_play(&g);
        out.push_str(&format!(";{color}[{}]", g.sgf_move(mv)));
        g.play_checked(mv)?;
    }
    out.push_str(")\n");
    Ok(out)
}

/// SGF를 읽어 처음 판과 수들.
pub fn read<G: SgfGame + Clone>(text: &str) -> Result<(G, Vec<G::Move>), SgfError> {
    let nodes = main_line(text)?;
    let root = nodes.first().cloned().unwrap_or_default();
    let prop = |name: &str| {
        root.iter()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.first().cloned())
    };
    if let (Some(expected), Some(found)) = (G::GM, prop("GM"))
        && found.trim() != expected
    {
        return Err(SgfError::WrongGame {
            found,
            expected: G::NAME,
        });
    }
    let size = match prop("SZ") {
        Some(s) => {
            // `SZ[11]` 또는 `SZ[11:11]`.
            let (a, b) = s.split_once(':').unwrap_or((&s, &s));
            match (a.trim().parse::<u8>(), b.trim().parse::<u8>()) {
                (Ok(a), Ok(b)) if a == b => a,
                _ => return Err(SgfError::BadSize(s)),
            }
        }
        None => G::DEFAULT_SIZE,
    };
    let start = G::empty(size).map_err(SgfError::BadSize)?;
    let mut g = start.clone();
    let mut moves = Vec::new();
    for node in &nodes {
        for (name, values) in node {
            match name.as_str() {
                "AB" | "AW" | "AE" => {
                    return Err(SgfError::Unsupported(format!("{name} (setup stones)")));
                }
                "B" | "W" => {
                    let number = moves.len() + 1;
                    let text = values[0].clone();
                    let bad = |why: String| SgfError::BadMove {
                        number,
                        text: text.clone(),
                        why,
                    };
                    let expected = to_play(&g);
                    if name != expected {
                        return Err(bad(format!("it is {expected}'s turn")));
                    }
                    let mv = g.parse_sgf_move(&text).map_err(bad)?;
                    g.play_checked(mv).map_err(bad)?;
                    moves.push(mv);
                }
                _ => {}
            }
        }
    }
    Ok((start, moves))
}

impl SgfGame for Hex {
    type Move = HexMove;
    const GM: Option<&'static str> = Some("11");
    const NAME: &'static str = "Hex (GM[11])";
    const FIRST: &'static str = "B";
    const DEFAULT_SIZE: u8 = 11;
    fn empty(size: u8) -> Result<Self, String> {
        // 기록을 읽을 때는 맞바꾸기를 허락한다 (기록에 있으면 그대로 따른다).
        Hex::new(size, true).map_err(|e| e.to_string())
    }
    fn sgf_size(&self) -> u8 {
        self.size()
    }
    fn sgf_move(&self, mv: HexMove) -> String {
        if mv == HexMove::SWAP {
            "swap-pieces".into()
        } else {
            self.move_name(mv)
        }
    }
    fn parse_sgf_move(&self, s: &str) -> Result<HexMove, String> {
        let s = match s.trim() {
            "swap-pieces" | "swap-sides" => "swap",
            other => other,
        };
        self.parse_move(s).map_err(|e| e.to_string())
    }
    fn play_checked(&mut self, mv: HexMove) -> Result<(), String> {
        self.try_play(mv).map_err(|e| e.to_string())
    }
    fn turn(&self) -> Player {
        crate::mcts::Game::to_move(self)
    }
}

impl SgfGame for Havannah {
    type Move = HavMove;
    const GM: Option<&'static str> = None;
    const NAME: &'static str = "Havannah";
    const FIRST: &'static str = "W";
    const DEFAULT_SIZE: u8 = 6;
    fn empty(size: u8) -> Result<Self, String> {
        Havannah::new(size).map_err(|e| e.to_string())
    }
    fn sgf_size(&self) -> u8 {
        self.base()
    }
    fn sgf_move(&self, mv: HavMove) -> String {
        self.move_name(mv)
    }
    fn parse_sgf_move(&self, s: &str) -> Result<HavMove, String> {
        self.parse_move(s.trim()).map_err(|e| e.to_string())
    }
    fn play_checked(&mut self, mv: HavMove) -> Result<(), String> {
        self.try_play(mv).map_err(|e| e.to_string())
    }
    fn turn(&self) -> Player {
        crate::mcts::Game::to_move(self)
    }
}

impl SgfGame for Gomoku {
    type Move = GMove;
    const GM: Option<&'static str> = Some("4");
    const NAME: &'static str = "gomoku (GM[4])";
    const FIRST: &'static str = "B";
    const DEFAULT_SIZE: u8 = 15;
    fn empty(size: u8) -> Result<Self, String> {
        Gomoku::new(size).map_err(|e| e.to_string())
    }
    fn sgf_size(&self) -> u8 {
        self.size()
    }
    fn sgf_move(&self, mv: GMove) -> String {
        let (c, r) = self.coords(mv);
        let y = self.size() - 1 - r;
        format!("{}{}", char::from(b'a' + c), char::from(b'a' + y))
    }
    fn parse_sgf_move(&self, s: &str) -> Result<GMove, String> {
        let b = s.trim().as_bytes();
        let n = self.size();
        match b {
            [x, y] if x.is_ascii_lowercase() && y.is_ascii_lowercase() => {
                let (x, y) = (x - b'a', y - b'a');
                if x < n && y < n {
                    Ok(self.cell(x, n - 1 - y))
                } else {
                    Err(format!("{s:?} is off the {n}x{n} board"))
                }
            }
            _ => Err(format!("{s:?} is not an SGF point (two letters, like hh)")),
        }
    }
    fn play_checked(&mut self, mv: GMove) -> Result<(), String> {
        self.try_play(mv).map_err(|e| e.to_string())
    }
    fn turn(&self) -> Player {
        self.to_move()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_main_line_skips_variations_and_comments() {
        let text = "(;FF[4]GM[11]SZ[5]C[a comment with \\] bracket];B[a1](;W[b2];B[c3])(;W[e5]))";
        let (g, moves) = read::<Hex>(text).unwrap();
        assert_eq!(g.size(), 5);
        let names: Vec<String> = moves.iter().map(|&m| g.sgf_move(m)).collect();
        assert_eq!(names, ["a1", "b2", "c3"]);
    }
}
