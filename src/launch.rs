//! 시작 옵션: 명령줄(`--scene nim`)이나 웹 주소(`?scene=nim`)에서 읽는다.
//!
//! 해석은 순수 함수 [`Launch::parse`]가 하고, 잘못된 옵션은 무엇이 틀렸는지 말하는 오류가 된다.
//!
//! 공유 링크(`?scene=mcts&mode=hex&board=9&moves=e5,d6`)의 국면 값들은 [`POSITION_KEYS`]이고, 그
//! 모드의 게임이 처음 열릴 때 한 번 쓰인다 ([`Launch::take_position`]). 네이티브는 같은 주소를
//! `--link '?scene=…'`로 연다.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::Scene;
use crate::i18n::Lang;
use crate::save::fields::Fields;
use gameai::games::GameId;

use crate::registry;
use crate::save::store::Store;
use crate::scenes::transposition::tree::position::{TreeLink, parse_link};

/// 국면을 정하는 값들 (공유 링크와 저장 글에 같이 쓰인다). 게임마다 쓰는 것만 읽는다.
pub(crate) const POSITION_KEYS: [&str; 12] = [
    "moves", "fen", "board", "swap", "queen", "width", "heaps", "from", "rule", "take", "turn",
    "at",
];

/// 공유 링크가 여는 곳을 정하는 값인가 (장면, 모드, 누가 먼저, 국면). 웹은 시작한 뒤 주소창에서 이
/// 값들을 지운다.
pub(crate) fn names_a_place(key: &str) -> bool {
    matches!(key, "scene" | "mode" | "first") || POSITION_KEYS.contains(&key)
}

/// 앱을 어떻게 시작할지.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Launch {
    /// 처음 열 장면 (없으면 메뉴).
    pub(crate) scene: Option<Scene>,
    /// 장면 안의 모드 (`explain` / `play` / `grundy`). 장면이 아는 이름만 쓰인다.
    pub(crate) mode: Option<String>,
    /// 대국에서 누가 먼저 두나 (`--first ai|you`). 없으면 장면의 기본값 (사람).
    pub(crate) ai_first: Option<bool>,
    /// 언어를 고정한다 (없으면 시스템·브라우저 언어).
    pub(crate) lang: Option<Lang>,
    /// 창 크기 (논리 픽셀).
    pub(crate) size: Option<(u32, u32)>,
    /// 이 경로에 스크린숏을 저장한다 (네이티브).
    pub(crate) screenshot: Option<PathBuf>,
    /// 이 초가 지나면 (스크린숏을 찍고) 끝낸다.
    pub(crate) exit_after: Option<f32>,
    /// 공유 링크의 국면: 어느 게임의, 어떤 값들 (`moves=…`, `first=…`).
    pub(crate) position: Option<(GameId, Fields)>,
    /// 링크의 대국을 열 자리 (`at=N`: N째 수 뒤; 대국을 되살린 뒤 수 목록이 옮긴다).
    pub(crate) at: Option<(GameId, usize)>,
    /// 저장할 곳 (`--save PATH|off`; 없으면 이 기기의 기본값, 스크린숏은 끔).
    pub(crate) save: Option<Store>,
    /// 스크립트로 누를 자리들 (`--tap X,Y`, 창의 왼쪽 위에서 논리 픽셀; 스크린숏과 함께 쓴다).
    pub(crate) taps: Vec<Vec2>,
    /// 둘러보기를 바로 보인다 (`--tour offer` = 제안, `--tour N` = N째 걸음; 스크린숏용).
    pub(crate) tour: Option<usize>,
    /// 스크립트로 누를 키들 (`--keys left,enter,?`; 탭들 뒤에 0.5초마다 하나).
    pub(crate) keys: Vec<String>,
    /// 탐색 나무의 국면, 계단, 사건 (`tree=mate2/table/hit`).
    pub(crate) tree: Option<TreeLink>,
}

/// `--keys`가 받는 키의 이름 (스크린숏 스크립트가 KeyCode로 바꾼다).
pub(crate) const SCRIPT_KEYS: [&str; 12] = [
    "left", "right", "up", "down", "enter", "space", "esc", "?", "home", "end", "r", "p",
];
/// `--keys`를 몇 개까지 받는가.
const MAX_KEYS: usize = 32;
/// `--tap`을 몇 번까지 받는가.
pub(crate) const MAX_TAPS: usize = 8;

/// 명령줄 도움말.
pub const USAGE: &str = "\
ai-arcade — interactive showcase of classic game-AI techniques

USAGE:
    ai-arcade [OPTIONS]

OPTIONS:
    --scene NAME          open a scene directly: menu, transposition, retrograde, nim, mcts
    --mode NAME           the scene's mode: explain (default), play, grundy, endgames
                          (retrograde), hex, havannah (mcts), gomoku, chess, tree
                          (transposition)
    --tree POS[/RUNG[/AT]] the search tree (--mode tree): a position (ttt1..ttt4, gomoku1,
                          gomoku2, mate2, fine70, italian, gomoku-now, chess-now), a rung
                          (minimax, alphabeta, ordering, table, pvs, selective) and where to
                          stop (an event number, or the first cutoff, hit, answer (a value from
                          the table), research or pruned (futility, late move pruning))
    --first ai|you        who moves first in the games (default: you)
    --lang ko|en          interface language (default: from the system locale)
    --size WxH            window size in logical pixels, e.g. 360x640
    --screenshot PATH     save a PNG of the window (use with --exit-after)
    --exit-after SECONDS  quit after this many seconds (taking the screenshot first)
    --link ADDRESS        open a shared link, e.g. '?scene=mcts&mode=hex&moves=e5,d6'
    --moves LIST          a game's moves, e.g. e5,d6 (hex, havannah, gomoku; UCI for chess)
    --fen FEN             chess: start from this position (use _ or spaces between fields)
    --board N             hex side / havannah base
    --save PATH|off       where the game is saved (default: the user's config folder;
                          off when taking a screenshot)
    --tap X,Y             with --exit-after: tap this point (logical pixels from the window's
                          top left) after 1.5 s, the next one 0.5 s later; up to 8
    --tour offer|N        show the first-visit tour's offer, or its step N (for screenshots)
    --keys LIST           with --exit-after: press these keys after the taps, 0.5 s apart
                          (left, right, up, down, enter, space, esc, ?, home, end, r, p),
                          e.g. right,right,enter; r reviews the game, p practises
    -h, --help            this text

Every game in progress, the scene and the settings are saved as they change and come
back on the next start.";

impl Launch {
    /// 옵션 목록을 해석한다. 웹 주소의 `key=value` 쌍도 같은 규칙으로 여기에 들어온다.
    pub fn parse<I, K, V>(pairs: I) -> Result<Launch, String>
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let mut out = Launch::default();
        let mut position = Fields::new();
        for (key, value) in pairs {
            out.take_pair(key.as_ref(), value.as_ref(), &mut position, true)?;
        }
        if !position.is_empty() {
            let (scene, mode) = (out.scene.unwrap_or_default(), out.mode.as_deref());
            let game = mode
                .and_then(|m| registry::resolve(scene, m))
                .and_then(|m| m.game)
                .ok_or_else(|| {
                    let keys: Vec<&str> = position.iter().map(|(k, _)| k).collect();
                    format!(
                        "{} need a game: scene and mode like scene=mcts&mode=hex",
                        keys.join(", ")
                    )
                })?;
            if let Some(ai) = out.ai_first {
                position.set("first", if ai { "ai" } else { "you" });
            }
            out.position = Some((game, position));
        }
        Ok(out)
    }

    /// 게임 `game`이 열릴 때: 링크가 그 게임의 국면을 주었으면 (한 번만) 내준다.
    pub fn take_position(&mut self, game: GameId) -> Option<Fields> {
        if self.position.as_ref().is_some_and(|(g, _)| *g == game) {
            self.position.take().map(|(_, f)| f)
        } else {
            None
        }
    }

    /// 게임 `game`의 대국이 열린 뒤: 링크가 연 자리가 있으면 (한 번만) 내준다.
    pub fn take_at(&mut self, game: GameId) -> Option<usize> {
        if self.at.is_some_and(|(g, _)| g == game) {
            self.at.take().map(|(_, n)| n)
        } else {
            None
        }
    }

    /// 옵션 하나. `outer`가 아니면 링크 안의 값이라 장면·국면·언어만 받는다.
    fn take_pair(
        &mut self,
        key: &str,
        value: &str,
        position: &mut Fields,
        outer: bool,
    ) -> Result<(), String> {
        let out = self;
        match key {
            "scene" => {
                let scene = Scene::from_slug(value).ok_or_else(|| {
                    format!("unknown scene {value:?} (menu, transposition, retrograde, nim, mcts)")
                })?;
                out.scene = Some(scene);
            }
            "mode" => {
                let names = registry::mode_names();
                if !names.contains(&value) {
                    return Err(format!("unknown mode {value:?} ({})", names.join(", ")));
                }
                out.mode = Some(value.to_owned());
            }
            "first" => match value {
                "ai" => out.ai_first = Some(true),
                "you" | "human" => out.ai_first = Some(false),
                _ => return Err(format!("unknown first player {value:?} (ai, you)")),
            },
            "lang" => {
                out.lang = Some(
                    Lang::from_code(value)
                        .ok_or_else(|| format!("unknown language {value:?} (ko, en)"))?,
                );
            }
            k if POSITION_KEYS.contains(&k) => position.set(k, value),
            "tree" => out.tree = Some(parse_link(value)?),
            "link" if outer => {
                let query = value.split_once('?').map_or(value, |(_, q)| q);
                let query = query.split('#').next().unwrap_or_default();
                let fields = Fields::parse(query).map_err(|e| format!("--link {value:?}: {e}"))?;
                for (k, v) in fields.iter() {
                    out.take_pair(k, v, position, false)
                        .map_err(|e| format!("--link: {e}"))?;
                }
            }
            "save" if outer => {
                out.save = Some(match value {
                    "off" | "none" => Store::Off,
                    "" => return Err("--save needs a file path or off".into()),
                    path => Store::File(PathBuf::from(path)),
                });
            }
            _ if !outer => return Err(format!("{key:?} cannot be given in a link")),
            "size" => out.size = Some(parse_size(value)?),
            "tour" => {
                out.tour = Some(match value {
                    "offer" => 0,
                    n => n
                        .parse::<usize>()
                        .ok()
                        .filter(|&n| (1..=5).contains(&n))
                        .ok_or_else(|| format!("--tour needs offer or a step 1..5, got {n:?}"))?,
                });
            }
            "keys" => {
                for k in value.split(',') {
                    if !SCRIPT_KEYS.contains(&k) {
                        return Err(format!(
                            "--keys: unknown key {k:?} (use {})",
                            SCRIPT_KEYS.join(", ")
                        ));
                    }
                    if out.keys.len() >= MAX_KEYS {
                        return Err(format!("--keys: at most {MAX_KEYS} keys"));
                    }
                    out.keys.push(k.to_owned());
                }
            }
            "tap" => {
                if out.taps.len() >= MAX_TAPS {
                    return Err(format!("--tap: at most {MAX_TAPS} taps"));
                }
                out.taps.push(parse_point(value)?);
            }
            "screenshot" => {
                if value.is_empty() {
                    return Err("--screenshot needs a file path".into());
                }
                out.screenshot = Some(PathBuf::from(value));
            }
            "exit-after" => {
                let secs: f32 = value
                    .parse()
                    .ok()
                    .filter(|s: &f32| s.is_finite() && *s >= 0.0)
                    .ok_or_else(|| {
                        format!("--exit-after needs a number of seconds, got {value:?}")
                    })?;
                out.exit_after = Some(secs);
            }
            _ => return Err(format!("unknown option {key:?}")),
        }
        Ok(())
    }

    /// 명령줄 인자(`--key value` 또는 `--key=value`)를 해석한다.
    /// `Ok(None)`은 도움말을 청한 것이다.
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Option<Launch>, String> {
        let mut pairs = Vec::new();
        let mut it = args.into_iter();
        while let Some(arg) = it.next() {
            if arg == "-h" || arg == "--help" {
                return Ok(None);
            }
            let Some(key) = arg.strip_prefix("--") else {
                return Err(format!("unexpected argument {arg:?}"));
            };
            match key.split_once('=') {
                Some((k, v)) => pairs.push((k.to_owned(), v.to_owned())),
                None => {
                    let value = it.next().ok_or_else(|| format!("--{key} needs a value"))?;
                    pairs.push((key.to_owned(), value));
                }
            }
        }
        Launch::parse(pairs).map(Some)
    }

    /// 웹 주소의 질의 문자열(`?scene=nim&lang=en`)을 해석한다. 모르는 키는 건너뛴다
    /// (공유된 주소에 다른 도구가 붙인 매개변수가 있어도 앱은 열려야 한다).
    pub fn from_query(query: &str) -> Result<Launch, String> {
        let fields = Fields::parse(query)?;
        let pairs = fields
            .iter()
            .filter(|(k, _)| *k == "lang" || names_a_place(k));
        Launch::parse(pairs)
    }
}

fn parse_point(s: &str) -> Result<Vec2, String> {
    let err = || format!("--tap needs X,Y in logical pixels like 180,320, got {s:?}");
    let (x, y) = s.split_once(',').ok_or_else(err)?;
    let x: f32 = x.trim().parse().map_err(|_| err())?;
    let y: f32 = y.trim().parse().map_err(|_| err())?;
    if !(x.is_finite() && y.is_finite() && x >= 0.0 && y >= 0.0) {
        return Err(err());
    }
    Ok(Vec2::new(x, y))
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let err = || format!("--size needs WIDTHxHEIGHT like 360x640, got {s:?}");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(err)?;
    let w: u32 = w.parse().map_err(|_| err())?;
    let h: u32 = h.parse().map_err(|_| err())?;
    if !(100..=8192).contains(&w) || !(100..=8192).contains(&h) {
        return Err(format!("--size {s}: each side must be 100..8192"));
    }
    Ok((w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn parses_command_line() {
        let l = Launch::from_args(args("--scene nim --size=360x640 --exit-after 2.5"))
            .unwrap()
            .unwrap();
        assert_eq!(l.scene, Some(Scene::Nim));
        assert_eq!(l.size, Some((360, 640)));
        assert_eq!(l.exit_after, Some(2.5));
        let t = Launch::from_args(args("--tap 180,320 --tap 5.5,7"))
            .unwrap()
            .unwrap();
        assert_eq!(t.taps, vec![Vec2::new(180.0, 320.0), Vec2::new(5.5, 7.0)]);
        let k = Launch::from_args(args("--keys right,enter,?"))
            .unwrap()
            .unwrap();
        assert_eq!(k.keys, ["right", "enter", "?"]);
        assert_eq!(Launch::from_args(args("--help")).unwrap(), None);
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        for bad in [
            "--scene chess",
            "--size 10",
            "--size 0x0",
            "--keys right,jump",
            "--keys ,",
            "--exit-after soon",
            "--lang fr",
            "nim",
            "--scene",
            "--frobnicate 1",
            "--tap 10",
            "--tap x,y",
            "--tap -5,3",
            "--tap 1,1 --tap 1,1 --tap 1,1 --tap 1,1 --tap 1,1 --tap 1,1 --tap 1,1 --tap 1,1 --tap 1,1",
        ] {
            let e = Launch::from_args(args(bad)).unwrap_err();
            assert!(!e.is_empty(), "{bad}");
        }
    }

    #[test]
    fn a_link_names_a_game_and_its_position() {
        let l = Launch::from_query("?scene=mcts&mode=hex&board=9&moves=e5,d6&first=ai").unwrap();
        let (game, f) = l.position.clone().unwrap();
        assert_eq!(game, GameId::Hex);
        assert_eq!(f.get("moves"), Some("e5,d6"));
        assert_eq!(f.get("first"), Some("ai"));
        let native = Launch::from_args(args(
            "--link https://example.org/arcade/?scene=mcts&mode=hex&board=9&moves=e5,d6&first=ai",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(native.position, l.position);
        let chess =
            Launch::from_query("?scene=transposition&mode=chess&fen=8/8/8/8/8/8/8/K6k+w+-+-+0+1")
                .unwrap();
        assert_eq!(
            chess.position.unwrap().1.get("fen"),
            Some("8/8/8/8/8/8/8/K6k w - - 0 1")
        );
        assert!(
            Launch::from_query("?scene=nim&moves=a1").is_err(),
            "a position needs a game's mode"
        );
        assert!(
            Launch::from_args(args("--link ?size=10x10")).is_err(),
            "a link cannot resize the window"
        );
        let off = Launch::from_args(args("--save off")).unwrap().unwrap();
        assert_eq!(off.save, Some(Store::Off));
    }

    #[test]
    fn parses_url_query_and_ignores_foreign_keys() {
        let l = Launch::from_query("?scene=nim&utm_source=x&lang=en").unwrap();
        assert_eq!(l.scene, Some(Scene::Nim));
        assert_eq!(l.lang, Some(Lang::En));
        assert!(Launch::from_query("?scene=nope").is_err());
    }
}
