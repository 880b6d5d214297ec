//! 장면마다의 둘러보기 걸음: 그 장면의 "확인 방법" 목록에서 몇 줄을 골라, 화면의 어디를 보면 되는지
//! (판, 패널, 모드 탭)와 함께. 걸음은 3–5개.

use crate::Scene;
use crate::i18n::S;

/// 한 걸음이 밝히는 곳.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// 판 (보드와 그 위아래 글).
    Board,
    /// 조작 패널 (가로 화면은 오른쪽, 세로 화면은 아래 시트).
    Panel,
    /// 모드 탭 줄.
    Tabs,
}

/// 둘러보기의 한 걸음: 글과 밝힐 곳.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    pub(crate) text: S,
    pub(crate) target: Target,
}

const fn step(text: S, target: Target) -> Step {
    Step { text, target }
}

use Target::{Board, Panel, Tabs};

const TRANSPOSITION: &[Step] = &[
    step(S::TtCheck1, Board),
    step(S::TtCheck2, Board),
    step(S::TtCheck3, Panel),
    step(S::TourTabsTransposition, Tabs),
];
const RETROGRADE: &[Step] = &[
    step(S::RetroCheck1, Board),
    step(S::RetroCheck2, Board),
    step(S::RetroCheck3, Board),
    step(S::TourTabsRetrograde, Tabs),
];
const NIM: &[Step] = &[
    step(S::NimCheck1, Board),
    step(S::NimCheck2, Board),
    step(S::NimCheck4, Panel),
    step(S::TourTabsNim, Tabs),
];
const MCTS: &[Step] = &[
    step(S::MctsCheck1, Board),
    step(S::MctsCheck2, Panel),
    step(S::TourTabsMcts, Tabs),
];

/// 장면 `scene`의 걸음들 (메뉴는 없다).
pub(crate) fn steps(scene: Scene) -> &'static [Step] {
    match scene {
        Scene::Menu => &[],
        Scene::Transposition => TRANSPOSITION,
        Scene::Retrograde => RETROGRADE,
        Scene::Nim => NIM,
        Scene::Mcts => MCTS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_scene_has_three_to_five_steps_ending_on_the_tabs() {
        for scene in [
            Scene::Transposition,
            Scene::Retrograde,
            Scene::Nim,
            Scene::Mcts,
        ] {
            let s = steps(scene);
            assert!((3..=5).contains(&s.len()), "{scene:?}");
            assert_eq!(s.last().map(|s| s.target), Some(Tabs), "{scene:?}");
        }
        assert!(steps(Scene::Menu).is_empty());
    }
}
