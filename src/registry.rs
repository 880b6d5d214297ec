//! 앱의 목록 하나: 장면마다의 모드(설명과 게임)와, 게임마다 사는 곳과 보이는 이름. 게임 자체의 목록과
//! 이름(저장 글의 `game.<이름>`, 기록의 형식, 난이도가 있는가)은 라이브러리의 [`GameId`]에 있고, 여기는
//! 그것이 앱의 어디에 사는지만 적는다.
//!
//! 모드는 여기 [`modes!`]의 표에 한 번만 적는다. 그 표 하나가 장면마다의 모드 상태(`TransMode` …:
//! Bevy의 `SubStates`, 변형의 차례 = 탭의 차례), 그 상태의 [`ModeState`] 구현(이름, 탭의 글, 그 장면의
//! 모든 모드), 그리고 모든 모드의 줄 [`MODES`]를 만든다. `--mode`의 이름, 저장 글의 `mode=`, 탭 줄,
//! `play`(그 장면의 첫 게임)는 모두 거기서 나온다.
//!
//! 새 게임을 더하려면 [`GameId`]에 한 줄, [`modes!`]의 표에 한 줄, [`name`]에 한 줄 (컴파일러가 묻는다)
//! (ARCHITECTURE.md의 "새 게임").

use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use gameai::games::GameId;

use crate::Scene;
use crate::i18n::S;

/// 모드 하나: 어느 장면의, 무슨 이름의, 어떤 게임의 (설명이면 `None`), 탭에 무슨 글로.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// 장면.
    pub scene: Scene,
    /// `--mode`, `?mode=`, 저장 글의 이름.
    pub slug: &'static str,
    /// 이 모드에서 사람이 AI와 두는 게임 (저장되고 링크로 열린다).
    pub game: Option<GameId>,
    /// 탭의 글.
    pub(crate) label: S,
}

/// 장면의 모드 상태: 그 장면과, 탭의 차례로 모든 변형. 구현은 [`modes!`]가 만든다 (변형과
/// [`MODES`]의 줄이 같은 표에서 나오므로 차례가 어긋날 수 없다).
pub(crate) trait ModeState: FreelyMutableState + Copy {
    /// 이 모드들의 장면.
    const SCENE: Scene;
    /// 모든 모드, 탭의 차례로.
    const ALL: &'static [Self];

    /// 이 모드의 줄.
    fn row(&self) -> Option<Mode> {
        let i = Self::ALL.iter().position(|m| m == self)?;
        modes_of(Self::SCENE).nth(i)
    }
    /// 이 모드의 이름.
    fn slug(&self) -> &'static str {
        self.row().map_or("", |m| m.slug)
    }
    /// `--mode`·저장 글의 이름에서 (`play`는 그 장면의 첫 게임).
    fn from_launch(name: &str) -> Option<Self> {
        let mode = resolve(Self::SCENE, name)?;
        let i = modes_of(Self::SCENE).position(|m| m == mode)?;
        Self::ALL.get(i).copied()
    }
    /// 패널 위의 탭 줄: 모드와 그 글, 차례대로.
    fn tabs() -> Vec<(Self, S)> {
        Self::ALL
            .iter()
            .zip(modes_of(Self::SCENE))
            .map(|(&m, row)| (m, row.label))
            .collect()
    }
}

/// 모드의 표를 읽어 장면마다의 모드 상태(첫 변형이 기본), 그 [`ModeState`], 그리고 [`MODES`]를 만든다.
/// 줄 하나는 `변형 "이름" 탭의_글 [game 게임]`.
macro_rules! modes {
    ($(
        $(#[$state_doc:meta])*
        $state:ident in $scene:ident {
            $(#[$first_doc:meta])*
            $first:ident $first_slug:literal $first_label:ident $(game $first_game:ident)?,
            $(
                $(#[$doc:meta])*
                $variant:ident $slug:literal $label:ident $(game $game:ident)?,
            )*
        }
    )+) => {
        $(
            $(#[$state_doc])*
            #[derive(SubStates, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
            #[source(Scene = Scene::$scene)]
            pub enum $state {
                $(#[$first_doc])*
                #[default]
                $first,
                $(
                    $(#[$doc])*
                    $variant,
                )*
            }

            impl ModeState for $state {
                const SCENE: Scene = Scene::$scene;
                const ALL: &'static [Self] = &[$state::$first, $($state::$variant,)*];
            }
        )+

        /// 모든 장면의 모든 모드, 장면마다 탭의 차례로.
        pub const MODES: &[Mode] = &[
            $(
                Mode {
                    scene: Scene::$scene,
                    slug: $first_slug,
                    game: modes!(@game $($first_game)?),
                    label: S::$first_label,
                },
                $(
                    Mode {
                        scene: Scene::$scene,
                        slug: $slug,
                        game: modes!(@game $($game)?),
                        label: S::$label,
                    },
                )*
            )+
        ];
    };
    (@game) => { None };
    (@game $g:ident) => { Some(GameId::$g) };
}

modes! {
    /// 전치표 장면의 모드.
    TransMode in Transposition {
        /// 두 수순과 열쇠의 비트.
        Explain "explain" TtExplain,
        /// 오목 대국.
        Gomoku "gomoku" TtGomoku game Gomoku,
        /// 체스 대국.
        Chess "chess" TtChess game Chess,
        /// 탐색 나무: 진짜 알파-베타를 사건 하나씩.
        Tree "tree" TtTree,
    }

    /// 후퇴 해석 장면의 모드.
    RetroMode in Retrograde {
        /// 풀이가 칠해지는 애니메이션.
        Solve "explain" RetroModeSolve,
        /// 완벽한 표와 대국.
        Play "play" ModePlay game Wythoff,
        /// 칸마다 그런디 값.
        Grundy "grundy" RetroModeGrundy,
        /// 체스 끝내기: 네 기물 이하의 표를 풀고, 수마다 보고, 표와 둔다.
        Endgames "endgames" RetroModeEndgames,
    }

    /// 님 장면의 모드.
    NimMode in Nim {
        /// 완벽한 AI 대 무작위 상대가 저절로 둔다.
        Explain "explain" ModeExplain,
        /// 사람이 AI와 둔다.
        Play "play" ModePlay game Nim,
    }

    /// MCTS 장면의 모드.
    MctsMode in Mcts {
        /// 틱택토 트리 설명.
        Explain "explain" MctsExplain,
        /// 헥스 대국.
        Hex "hex" MctsHex game Hex,
        /// 하바나 대국.
        Havannah "havannah" MctsHavannah game Havannah,
    }
}

/// `--mode play`: 그 장면의 첫 게임.
pub(crate) const PLAY: &str = "play";

/// 장면 `scene`의 모드들, 탭의 차례로.
pub(crate) fn modes_of(scene: Scene) -> impl Iterator<Item = Mode> {
    MODES.iter().copied().filter(move |m| m.scene == scene)
}

/// 사람이 AI와 두는 게임들 (저장되고 링크로 열리는 것; 틱택토는 설명의 게임이라 없다).
pub fn played_games() -> impl Iterator<Item = GameId> {
    MODES.iter().filter_map(|m| m.game)
}

/// 게임 `game`이 사는 모드 (없으면 `None`: 틱택토).
pub fn home(game: GameId) -> Option<Mode> {
    MODES.iter().copied().find(|m| m.game == Some(game))
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
