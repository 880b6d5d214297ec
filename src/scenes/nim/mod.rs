//! 님 장면: 님 합(XOR) 하나로 완벽하게 두는 AI.
//!
//! 장면을 열면 설명 모드가 저절로 돈다 — 완벽한 AI(먼저)와 무작위 상대의 대국. "대국" 모드에서는
//! 사람이 돌을 눌러 둔다. 옆의 이진 표가 각 더미를 비트로 보여 주고, 열마다 1의 개수가 짝인지
//! 홀인지, 님 합이 얼마인지 보여 준다. AI가 둔 직후에는 모든 열이 짝이다.
//!
//! 파일 나눔: `game`(차례와 수의 흐름), `view`(돌과 더미), `table`(이진 표), `input`(탭),
//! `hud`(글자와 egui 패널).

mod game;
mod hud;
mod input;
mod table;
mod view;

use bevy::prelude::*;
use gameai::games::nim::{Nim, NimMove, PlayRule, TakeRule, Variant};
use gameai::nim::NimSolver;
use rand_chacha::ChaCha8Rng;

use crate::Scene;
use crate::think::{ThinkPlugin, Thinker, Ticket};

pub use game::{NimAction, Phase, Side};
pub use table::{TableCell, TableModel};
pub use view::Stone;

/// 님 장면 안의 모드.
#[derive(SubStates, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[source(Scene = Scene::Nim)]
pub enum NimMode {
    /// 완벽한 AI 대 무작위 상대가 저절로 둔다.
    #[default]
    Explain,
    /// 사람이 AI와 둔다.
    Play,
}

/// 새 게임의 더미 개수.
pub const HEAPS: usize = 4;
/// 새 게임의 더미 크기 범위.
pub const HEAP_SIZES: core::ops::RangeInclusive<u32> = 1..=7;

/// 사람이 고르는 설정. 장면에 들어올 때 넣고 나갈 때 지운다.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct NimSettings {
    /// 미제르 규칙.
    pub misere: bool,
    /// 뺄셈 게임: 한 번에 1..k개 (없으면 보통의 님).
    pub subtract: Option<u32>,
    /// 이진 표 보기.
    pub show_table: bool,
    /// 애니메이션 속도 배율.
    pub speed: f32,
    /// AI가 무작위로 둘 확률 (0 = 완벽).
    pub random_prob: f64,
    /// 대국 모드에서 사람이 먼저 두는가.
    pub human_first: bool,
}

impl Default for NimSettings {
    fn default() -> Self {
        NimSettings {
            misere: false,
            subtract: None,
            show_table: true,
            speed: 1.0,
            random_prob: 0.0,
            human_first: true,
        }
    }
}

impl NimSettings {
    /// 설정이 정하는 님의 변형. 뺄셈 게임은 보통 규칙으로만 둔다.
    pub fn variant(&self) -> Variant {
        match self.subtract {
            Some(k) => Variant {
                rule: PlayRule::Normal,
                take: TakeRule::UpTo(k),
            },
            None => Variant {
                rule: if self.misere {
                    PlayRule::Misere
                } else {
                    PlayRule::Normal
                },
                take: TakeRule::Any,
            },
        }
    }
}

/// 진행 중인 대국.
#[derive(Resource, Debug)]
pub struct NimMatch {
    /// 국면.
    pub pos: Nim,
    /// 둘 차례.
    pub to_move: Side,
    /// 흐름의 단계.
    pub phase: Phase,
    /// 끝났다면 이긴 쪽.
    pub winner: Option<Side>,
    /// 마지막 수: 누가, 무엇을, 몇 개.
    pub last: Option<(Side, NimMove, u32)>,
    /// AI가 기다리는 생각의 표. 이것과 다른 결과는 버린다.
    pub pending: Option<Ticket>,
    /// 국면이 바뀔 때마다 1씩 는다 (그림을 다시 맞출 때 쓴다).
    pub serial: u64,
    /// 게임 번호 (앱 전체에서 한 번만 쓰인다, [`crate::scenes::next_id`]).
    pub game: u64,
}

/// 님 장면의 난수 (AI의 무작위 수, 무작위 상대, 새 게임의 더미).
#[derive(Resource, Debug)]
pub struct NimRng(pub ChaCha8Rng);

pub(crate) fn plugin(app: &mut App) {
    app.add_sub_state::<NimMode>();
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
}

fn enter(
    mut commands: Commands,
    launch: Option<ResMut<crate::Launch>>,
    mut next: ResMut<NextState<NimMode>>,
) {
    let first = launch.as_ref().and_then(|l| l.ai_first);
    commands.insert_resource(NimSettings {
        human_first: !first.unwrap_or(false),
        ..NimSettings::default()
    });
    commands.insert_resource(NimRng(rand::make_rng::<ChaCha8Rng>()));
    commands.insert_resource(Thinker::<NimSolver>::default());
    // `--mode play`은 처음 들어올 때 한 번만 따른다.
    if launch.and_then(|mut l| l.mode.take()).as_deref() == Some("play") {
        next.set(NimMode::Play);
    }
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<NimSettings>();
    commands.remove_resource::<NimRng>();
    commands.remove_resource::<NimMatch>();
    // 생각을 지우면 돌던 작업도 취소된다.
    commands.remove_resource::<Thinker<NimSolver>>();
}
