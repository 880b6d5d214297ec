//! 후퇴 해석 장면: 와이토프의 게임("여왕을 구석으로")의 모든 칸을 끝에서부터 거꾸로 푼다.
//!
//! 장면을 열면 풀이가 저절로 칠해진다: 구석(⌂)에서 x + y 순서로, 지는 칸은 금색, 이기는 칸은
//! 초록. 다 풀리면 금색 칸들이 기울기 φ와 1/φ의 두 직선 위에 놓인 것이 보인다. "대국"에서는 완벽한
//! 표와 두고, "그런디"에서는 칸마다 스프라그–그런디 값을 본다 (님 장면과 이어진다). 칸을 누르면 그
//! 값이 어떻게 나오는지 (갈 수 있는 칸들의 값, 그 집합, 집합에 없는 가장 작은 수) 보인다.
//!
//! 파일 나눔: `grid`(배치 계산), `solve`(풀이 애니메이션), `game`(대국의 상태), `record`(되살리기), `play`(대국의 흐름), `input`(끌기와 누르기),
//! `cells`(칸 엔티티와 색), `draw`(선·화살표: egui의 붓), `hud`(글자와 egui 패널), `review`(수 목록과
//! 돌아보기의 판정, 더 나은 칸의 그림). 네 번째 모드 "체스
//! 끝내기"는 폴더 하나(`endgame/`): 와이토프의 판과 그 시스템은 그 모드에서 쉬고 숨는다.

mod cells;
mod draw;
pub(crate) mod endgame;
mod game;
mod grid;
mod hud;
mod input;
mod play;
mod record;
mod review;
mod solve;
mod state;

use bevy::prelude::*;
use gameai::games::wythoff::FastSolver;

use crate::Scene;
use crate::registry::ModeState;
use crate::think::{ThinkPlugin, Thinker};

pub use endgame::{EgFit, EgGame, EgView, EndgameLab, EndgameTables, Note, PickEndgame};
pub use game::{RetroGame, Side};
pub use grid::Grid;
pub use play::NewRetroGame;
pub use solve::Reveal;
pub(crate) use state::RetroRng;
pub use state::RetroSettings;
pub use state::{GrundyFocus, Rebuild, RetroBoard, RetroMode};

pub(crate) fn plugin(app: &mut App) {
    app.add_sub_state::<RetroMode>();
    for mode in RetroMode::ALL.iter().copied() {
        crate::layout::shape_on_enter(app, mode, crate::layout::BoardShape::SQUARE);
    }
    app.add_message::<Rebuild>();
    app.add_plugins(ThinkPlugin::<FastSolver>::default());
    app.add_systems(OnEnter(Scene::Retrograde), enter);
    app.add_systems(OnExit(Scene::Retrograde), exit);
    app.add_plugins((
        solve::plugin,
        play::plugin,
        input::plugin,
        cells::plugin,
        draw::plugin,
        hud::plugin,
        endgame::plugin,
    ));
    crate::review::plugin::<RetroGame, _>(app, RetroMode::Play);
    crate::review::keep_review::<RetroGame, _>(app, RetroMode::Play);
    crate::save::keep_settings::<RetroSettings>(app);
    crate::save::keep_mode::<RetroMode>(app);
    crate::save::launch_mode::<RetroMode>(app, Scene::Retrograde);
}

fn enter(
    mut commands: Commands,
    mut resume: crate::save::Resume,
    mut rebuild: MessageWriter<Rebuild>,
) {
    let mut settings = resume.settings(RetroSettings::default());
    if let Some(first) = resume.launch_human_first() {
        settings.human_first = first;
    }
    commands.insert_resource(Thinker::<FastSolver>::default());
    commands.insert_resource(RetroRng(rand::make_rng()));
    commands.insert_resource(RetroBoard::new(settings.width));
    commands.insert_resource(GrundyFocus::default());
    commands.insert_resource(settings);
    rebuild.write(Rebuild);
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<RetroSettings>();
    commands.remove_resource::<RetroBoard>();
    commands.remove_resource::<GrundyFocus>();
    commands.remove_resource::<Reveal>();
    commands.remove_resource::<RetroGame>();
    commands.remove_resource::<RetroRng>();
    commands.remove_resource::<crate::hud::hint::Hint>();
    commands.remove_resource::<Thinker<FastSolver>>();
}
