//! 앱의 목록 하나: 장면마다의 모드(설명과 게임)와, 게임마다 사는 곳과 보이는 이름. 게임 자체의 목록과
//! 이름(저장 글의 `game.<이름>`, 기록의 형식, 난이도가 있는가)은 라이브러리의 [`GameId`]에 있고, 여기는
//! 그것이 앱의 어디에 사는지만 적는다. 모드를 나열하는 곳(`--mode`의 이름, 저장 글의 `mode=`, 장면의
//! 모드 상태의 이름, `play` = 그 장면의 첫 게임)은 모두 [`MODES`]에서 나온다.
//!
//! 새 게임을 더하려면 [`GameId`]에 한 줄, [`MODES`]에 한 줄, [`name`]에 한 줄 (컴파일러가 묻는다),
//! 그리고 장면의 모드 상태에 변형 하나 (ARCHITECTURE.md의 "새 게임").

use gameai::games::GameId;

use crate::Scene;
use crate::i18n::S;

/// 모드 하나: 어느 장면의, 무슨 이름의, 어떤 게임의 (설명이면 `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// 장면.
    pub scene: Scene,
    /// `--mode`, `?mode=`, 저장 글의 이름.
    pub(crate) slug: &'static str,
    /// 이 모드에서 사람이 AI와 두는 게임 (저장되고 링크로 열린다).
    pub(crate) game: Option<GameId>,
}

const fn mode(scene: Scene, slug: &'static str, game: Option<GameId>) -> Mode {
    Mode { scene, slug, game }
}

/// 모든 장면의 모든 모드, 장면마다 탭의 차례로 (장면의 모드 상태의 변형과 같은 차례: 시험이 본다).
pub(crate) const MODES: [Mode; 13] = [
    mode(Scene::Transposition, "explain", None),
    mode(Scene::Transposition, "gomoku", Some(GameId::Gomoku)),
    mode(Scene::Transposition, "chess", Some(GameId::Chess)),
    mode(Scene::Transposition, "tree", None),
    mode(Scene::Retrograde, "explain", None),
    mode(Scene::Retrograde, "play", Some(GameId::Wythoff)),
    mode(Scene::Retrograde, "grundy", None),
    mode(Scene::Retrograde, "endgames", None),
    mode(Scene::Nim, "explain", None),
    mode(Scene::Nim, "play", Some(GameId::Nim)),
    mode(Scene::Mcts, "explain", None),
    mode(Scene::Mcts, "hex", Some(GameId::Hex)),
    mode(Scene::Mcts, "havannah", Some(GameId::Havannah)),
];

/// `--mode play`: 그 장면의 첫 게임.
pub(crate) const PLAY: &str = "play";

/// 장면 `scene`의 모드들, 탭의 차례로.
pub(crate) fn modes_of(scene: Scene) -> impl Iterator<Item = Mode> {
    MODES.into_iter().filter(move |m| m.scene == scene)
}

/// 사람이 AI와 두는 게임들 (저장되고 링크로 열리는 것; 틱택토는 설명의 게임이라 없다).
pub fn played_games() -> impl Iterator<Item = GameId> {
    MODES.into_iter().filter_map(|m| m.game)
}

/// 게임 `game`이 사는 모드 (없으면 `None`: 틱택토).
pub fn home(game: GameId) -> Option<Mode> {
    MODES.into_iter().find(|m| m.game == Some(game))
}

/// 장면 `scene`에서 `name`이 가리키는 모드 (`play`는 그 장면의 첫 게임의 모드).
pub(crate) fn resolve(scene: Scene, name: &str) -> Option<Mode> {
    if name == PLAY
        && let Some(first) = modes_of(scene).find(|m| m.game.is_some())
    {
        return Some(first);
    }
    modes_of(scene).find(|m| m.slug == name)
}

/// 모든 모드 이름 (겹치는 것은 한 번, `play` 포함): `--mode`가 받는 이름.
pub(crate) fn mode_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for n in MODES.iter().map(|m| m.slug).chain([PLAY]) {
        if !names.contains(&n) {
            names.push(n);
        }
    }
    names
}

/// 게임의 보이는 이름.
pub(crate) fn name(game: GameId) -> S {
    match game {
        GameId::TicTacToe => S::GameTicTacToe,
        GameId::Nim => S::SceneNim,
        GameId::Wythoff => S::GameWythoff,
        GameId::Gomoku => S::TtGomoku,
        GameId::Chess => S::TtChess,
        GameId::Hex => S::MctsHex,
        GameId::Havannah => S::MctsHavannah,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_played_against_the_ai_has_one_home_and_play_finds_the_first() {
        for g in GameId::ALL {
            let homes = MODES.iter().filter(|m| m.game == Some(g)).count();
            let expected = usize::from(g != GameId::TicTacToe);
            assert_eq!(homes, expected, "{g:?}");
        }
        assert_eq!(
            resolve(Scene::Transposition, PLAY).and_then(|m| m.game),
            Some(GameId::Gomoku)
        );
        assert_eq!(
            resolve(Scene::Mcts, PLAY).and_then(|m| m.game),
            Some(GameId::Hex)
        );
        assert_eq!(
            resolve(Scene::Nim, PLAY).and_then(|m| m.game),
            Some(GameId::Nim)
        );
        assert_eq!(resolve(Scene::Nim, "explain").and_then(|m| m.game), None);
        assert_eq!(resolve(Scene::Nim, "grundy"), None);
        assert!(mode_names().contains(&"grundy"));
    }
}
