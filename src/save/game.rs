//! 진행 중인 대국을 저장하는 여섯 게임([`GameKey`])과, 대국을 저장 값으로 적는 트레이트
//! ([`SavedGame`]), 그리고 게임들이 저장 값을 읽을 때 같이 쓰는 작은 도구들.

use bevy::prelude::Resource;

use crate::Scene;
use crate::i18n::{Locale, PlayError, S};

use super::fields::Fields;

/// 진행 중인 대국을 저장하는 여섯 게임.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKey {
    Gomoku,
    Chess,
    Hex,
    Havannah,
    Wythoff,
    Nim,
}

impl GameKey {
    /// 모든 게임.
    pub const ALL: [GameKey; 6] = [
        GameKey::Gomoku,
        GameKey::Chess,
        GameKey::Hex,
        GameKey::Havannah,
        GameKey::Wythoff,
        GameKey::Nim,
    ];

    /// 이름 (저장 글의 `game.<이름>`).
    pub fn slug(self) -> &'static str {
        match self {
            GameKey::Gomoku => "gomoku",
            GameKey::Chess => "chess",
            GameKey::Hex => "hex",
            GameKey::Havannah => "havannah",
            GameKey::Wythoff => "wythoff",
            GameKey::Nim => "nim",
        }
    }

    /// 이름으로 ([`GameKey::slug`]의 반대).
    pub fn from_slug(slug: &str) -> Option<GameKey> {
        GameKey::ALL.into_iter().find(|g| g.slug() == slug)
    }

    /// 이 게임이 사는 장면과 모드 (`--scene`, `--mode`의 이름).
    pub fn place(self) -> (Scene, &'static str) {
        match self {
            GameKey::Gomoku => (Scene::Transposition, "gomoku"),
            GameKey::Chess => (Scene::Transposition, "chess"),
            GameKey::Hex => (Scene::Mcts, "hex"),
            GameKey::Havannah => (Scene::Mcts, "havannah"),
            GameKey::Wythoff => (Scene::Retrograde, "play"),
            GameKey::Nim => (Scene::Nim, "play"),
        }
    }

    /// 장면과 모드 이름의 게임 (`play`는 그 장면의 첫 게임).
    pub fn at(scene: Scene, mode: &str) -> Option<GameKey> {
        let mode = match (scene, mode) {
            (Scene::Transposition, "play") => "gomoku",
            (Scene::Mcts, "play") => "hex",
            _ => mode,
        };
        GameKey::ALL
            .into_iter()
            .find(|g| g.place() == (scene, mode))
    }

    /// 화면에 보이는 이름.
    pub fn name(self) -> S {
        match self {
            GameKey::Gomoku => S::TtGomoku,
            GameKey::Chess => S::TtChess,
            GameKey::Hex => S::MctsHex,
            GameKey::Havannah => S::MctsHavannah,
            GameKey::Wythoff => S::GameWythoff,
            GameKey::Nim => S::SceneNim,
        }
    }

    /// 저장 글의 항목 이름 (`game.hex`).
    pub fn entry(self) -> String {
        format!("game.{}", self.slug())
    }
}

/// 저장되는 대국: 지금 대국을 [`Fields`]로 (공유 주소의 질의 문자열과 같은 글).
pub trait SavedGame: Resource {
    /// 어느 게임인가.
    const GAME: GameKey;
    /// 이 대국을 다시 만들 수 있는 값들 (수 목록, 판 크기, 누가 먼저).
    fn code(&self) -> Fields;
}

/// `first=you|ai`: 사람이 먼저 두는가 (값이 없으면 `default`).
pub fn human_first(code: &Fields, default: bool) -> Result<bool, String> {
    match code.get("first") {
        None => Ok(default),
        Some("you") => Ok(true),
        Some("ai") => Ok(false),
        Some(other) => Err(format!("first={other:?} (you, ai)")),
    }
}

/// `first`의 값.
pub fn first_text(human_first: bool) -> &'static str {
    if human_first { "you" } else { "ai" }
}

/// 수 이름들을 차례로 둔다 (`play`가 이름 하나를 둔다). 틀린 수에서 멈추고 "move 3 e5: 까닭".
pub fn replay(
    names: &[&str],
    locale: &Locale,
    mut play: impl FnMut(&str) -> Result<(), PlayError>,
) -> Result<(), String> {
    for (i, name) in names.iter().enumerate() {
        play(name).map_err(|e| format!("move {} {name}: {}", i + 1, e.text(locale)))?;
    }
    Ok(())
}
