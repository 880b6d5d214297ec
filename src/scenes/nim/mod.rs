//! 님 장면: 님 합(XOR) 하나로 완벽하게 두는 AI.
//!
//! 장면을 열면 설명 모드가 저절로 돈다 — 완벽한 AI(먼저)와 무작위 상대의 대국. "대국" 모드에서는
//! 사람이 돌을 눌러 둔다. 옆의 이진 표가 각 더미를 비트로 보여 주고, 열마다 1의 개수가 짝인지
//! 홀인지, 님 합이 얼마인지 보여 준다. AI가 둔 직후에는 모든 열이 짝이다.
//!
//! 파일 나눔: `game`(차례와 수의 흐름), `view`(돌과 더미), `table`(이진 표), `input`(탭),
//! `hud`(글자와 egui 패널), `review`(수 목록과 돌아보기의 판정, 더 나은 수의 그림).

mod game;
mod geometry;
mod hud;
mod input;
mod review;
mod state;
mod table;
mod table_model;
mod view;

use bevy::prelude::*;
use gameai::nim::NimSolver;
use rand_chacha::ChaCha8Rng;

use crate::Scene;
use crate::registry::ModeState;
use crate::think::{ThinkPlugin, Thinker};

pub use game::NimAction;
pub use geometry::current_geometry;
pub(crate) use state::NimRng;
pub use state::{NimFocus, NimMatch, NimMode};
pub use state::{NimSettings, Phase, Side};
pub use table::{TableCell, TableGrid, heap_steps};
pub use table_model::TableModel;
pub use view::Stone;

/// 님 장면 안의 모드.
pub(crate) fn plugin(app: &mut App) {
    app.add_sub_state::<NimMode>();
    for &mode in NimMode::ALL {
        crate::layout::shape_on_enter(app, mode, crate::layout::BoardShape::SQUARE);
    }
    app.add_plugins(ThinkPlugin::<NimSolver>::default());
    app.add_systems(OnEnter(Scene::Nim), enter);
    app.add_systems(OnExit(Scene::Nim), exit);
    app.add_plugins((
        game::plugin,
        view::plugin,
        table::plugin,
        input::plugin,
        hud::plugin,
    ));
    crate::review::plugin::<NimMatch, _>(app, NimMode::Play);
    crate::review::keep_review::<NimMatch, _>(app, NimMode::Play);
    app.add_systems(
        Update,
        review::draw_better
            .in_set(crate::AppSet::Animate)
            .run_if(in_state(NimMode::Play).and_then(resource_exists::<NimMatch>)),
    );
    crate::save::keep_settings::<NimSettings>(app);
    crate::save::keep_mode::<NimMode>(app);
    crate::save::launch_mode::<NimMode>(app, Scene::Nim);
}

fn enter(mut commands: Commands, mut resume: crate::save::Resume) {
    let mut settings = resume.settings(NimSettings::default());
    if let Some(first) = resume.launch_human_first() {
        settings.human_first = first;
    }
    commands.insert_resource(settings);
    commands.insert_resource(NimRng(rand::make_rng::<ChaCha8Rng>()));
    commands.insert_resource(Thinker::<NimSolver>::default());
    commands.insert_resource(NimFocus::default());
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<NimSettings>();
    commands.remove_resource::<NimRng>();
    commands.remove_resource::<NimMatch>();
    commands.remove_resource::<NimFocus>();
    // 생각을 지우면 돌던 작업도 취소된다.
    commands.remove_resource::<Thinker<NimSolver>>();
}
