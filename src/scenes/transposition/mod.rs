//! 전치표 장면: 조브리스트 열쇠와 전치표가 알파-베타 탐색 안에서 무엇을 하는가.
//!
//! - **설명** (처음 열리는 모드): 두 수순(X→1, O→5, X→9 와 X→9, O→5, X→1)을 작은 판에 한 수씩 두며,
//!   열쇠가 "지금 열쇠 ⊕ 돌의 수 ⊕ 차례의 수 = 새 열쇠"로 바뀌는 비트를 보여 준다. 첫 수순 끝에서
//!   그 국면을 실제로 탐색해 표의 칸에 적고, 둘째 수순이 같은 열쇠에 닿으면 그 칸이 빛난다.
//! - **오목**: AI와 둔다. AI는 생각 모듈에서 표를 쓰는 알파-베타로 찾고, 패널에 깊이·노드·표 적중·
//!   표로 끝낸 수·최선의 수순·지금 열쇠가 보인다. A/B는 같은 깊이에서 표를 켜고 끈 노드 수를,
//!   충돌 수업은 16비트 확인 없는 표의 거짓 적중을 보여 준다.
//!
//! - **체스**: 같은 탐색과 표로 두는 AI. 판 옆의 열쇠 판이 수마다 XOR 단계들을 하나씩 보여 주고,
//!   다른 수순으로 같은 국면에 닿으면 알려 준다. 열쇠는 폴리글롯 책의 열쇠와 같다.
//!
//! - **탐색 나무**: 같은 알파-베타를 추적을 켜고 돌려, 노드 하나씩 (표 찾기, 자름, 창, 다시 찾기)
//!   앞뒤로 보고, 기법을 하나씩 더한 계단마다의 노드 수를 견준다 (지금은 틱택토 국면).
//!
//! 파일 나눔: 모드마다 폴더 하나 — `explainer/`(두 수순과 열쇠 비트, 표의 칸), `gomoku/`, `chess/`, `tree/` —
//! 저마다 `mod.rs`(플러그인과 상태)와 그림·입력·HUD 파일. 둘이 같이 쓰는 것: `ai`(알파-베타 대국
//! 운전사와 실험실, 판 위의 수순 `ai_line`), `lines`(후보 수 목록: MultiPV), `lab_panel`(실험 결과 줄), `state`(모드, 설정, 패널의 탭과 목록).

pub(crate) mod ai;
pub(crate) mod chess;
pub(crate) mod explainer;
pub(crate) mod gomoku;
mod lab_panel;
pub(crate) mod lines;
mod panel;
pub(crate) mod state;
pub(crate) mod tree;

use bevy::prelude::*;

use crate::Scene;
use crate::layout::{BoardShape, shape_on_enter};

pub use ai::{Lab, LabKind};
pub use chess::fit::ChessFit;
pub use chess::{ChessAction, ChessMatch};
pub use explainer::{Explainer, ExplainerAction, Step};
pub use gomoku::fit::GomokuFit;
pub use gomoku::{GomokuAction, GomokuMatch};
pub use state::{TransMode, TransSettings};
pub use tree::{
    CurrentGames, LessonAction, LessonMove, Outcome, Position, SearchLesson, TreeCamera,
};

pub(crate) fn plugin(app: &mut App) {
    app.add_sub_state::<TransMode>();
    app.add_systems(OnEnter(Scene::Transposition), enter);
    app.add_systems(OnExit(Scene::Transposition), exit);
    app.add_plugins((
        explainer::plugin,
        gomoku::plugin,
        chess::plugin,
        tree::plugin,
    ));
    crate::save::keep_settings::<TransSettings>(app);
    crate::save::keep_mode::<TransMode>(app);
    crate::save::launch_mode::<TransMode>(app, Scene::Transposition);
    shape_on_enter(app, TransMode::Explain, explainer::layout::SHAPE);
    shape_on_enter(app, TransMode::Gomoku, BoardShape::SQUARE);
    shape_on_enter(app, TransMode::Chess, chess::fit::SHAPE);
    shape_on_enter(app, TransMode::Tree, tree::SHAPE);
}

fn enter(mut commands: Commands, mut resume: crate::save::Resume) {
    let mut settings = resume.settings(TransSettings::default());
    if let Some(first) = resume.launch_human_first() {
        settings.human_first = first;
    }
    commands.insert_resource(settings);
    crate::hud::board_text::spawn_board_texts(&mut commands, Scene::Transposition);
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<TransSettings>();
    commands.remove_resource::<crate::hud::hint::Hint>();
}
