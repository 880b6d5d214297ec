//! MCTS 장면: 무작위 대국만으로 자라는 UCT 트리를 지켜보고, 헥스와 하바나에서 그 AI와 둔다.
//!
//! - **틱택토 트리** (처음 열리는 모드): 한 반복의 네 단계(선택, 확장, 시뮬레이션, 역전파)를 천천히
//!   보여 주다가 점점 빨라져 700번까지, 그다음 방문이 가장 많은 칸을 둔다. 트리는 노드 크기 ∝ √N,
//!   색은 승률, 가지 굵기 ∝ √N.
//! - **헥스 / 하바나**: 터치나 마우스로 둔다. AI는 생각 모듈에서 생각하고 (네이티브는 루트 병렬),
//!   그동안 판에 루트 자식의 열 지도(방문 수, 승률, RAVE 값 가운데 고른 것)와 AI의 수순(주요
//!   변화, 차례가 적힌 유령 돌)이 보인다. A/B 비교는 같은 국면을 두 설정으로 나란히 찾는다.
//!
//! 파일 나눔: `board`(헥스·하바나 공통 트레이트와 배치), `explainer`(틱택토 트리), `play`(대국과
//! AI), `input`(판 누르기), `state`(모드와 설정), `view`(판 그림), `compare`(A/B), `hud`(글자와 패널),
//! `review`(수 목록과 돌아보기의 판정, 더 나은 수순의 그림).

mod board;
mod compare;
mod explainer;
mod havannah;
mod hex;
mod hud;
mod input;
mod panel;
mod play;
mod record;
mod review;
mod state;
mod view;

use bevy::prelude::*;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;

use crate::Scene;
use crate::layout::shape_on_enter;

pub use board::{BoardFit, BoardGame, board_area};

pub use compare::{Compare, CompareAction, Preset};
pub use explainer::layout::cell_on_screen;
pub use explainer::{Explainer, ExplainerOpponent};
pub use play::{AiSearch, Match, MatchAction};
pub use state::{MctsMode, MctsSettings, ThinkTrace};
pub use view::ai_line;

pub(crate) fn plugin(app: &mut App) {
    app.add_sub_state::<MctsMode>();
    app.add_systems(OnEnter(Scene::Mcts), enter);
    app.add_systems(OnExit(Scene::Mcts), exit);
    app.add_plugins((
        explainer::plugin,
        hud::plugin,
        game::<Hex>,
        game::<Havannah>,
    ));
    crate::save::keep_settings::<MctsSettings>(app);
    crate::save::keep_mode::<MctsMode>(app);
    crate::save::launch_mode::<MctsMode>(app, Scene::Mcts);
    // 헥스·하바나는 판 크기에 따라 모양이 바뀐다 (`view::fit_shape`).
    shape_on_enter(app, MctsMode::Explain, explainer::SHAPE);
}

/// 판 게임 `G` 하나의 모든 것: 대국과 AI, 판 그림, 누르기와 자판, A/B 비교, 글자와 패널. 새 게임은
/// 여기 한 줄 (`game::<Y>`)과 그 게임의 `BoardGame` 구현 (`hex.rs`처럼), 그리고 모드의 표
/// (`registry.rs`)에 한 줄.
fn game<G: BoardGame>(app: &mut App) {
    app.add_plugins((
        play::plugin::<G>,
        view::plugin::<G>,
        input::plugin::<G>,
        compare::plugin::<G>,
        hud::game_plugin::<G>,
    ));
    crate::review::plugin::<Match<G>, _>(app, G::MODE);
    crate::review::keep_review::<Match<G>, _>(app, G::MODE);
}

fn enter(
    mut commands: Commands,
    layout: Res<crate::layout::ScreenLayout>,
    mut resume: crate::save::Resume,
) {
    let mut settings = resume.settings(MctsSettings::for_screen(layout.portrait));
    if let Some(first) = resume.launch_human_first() {
        settings.human_first = first;
    }
    commands.insert_resource(settings);
    commands.insert_resource(ThinkTrace::default());
    crate::hud::board_text::spawn_board_texts(&mut commands, Scene::Mcts);
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<MctsSettings>();
    commands.remove_resource::<ThinkTrace>();
    commands.remove_resource::<crate::hud::hint::Hint>();
}
