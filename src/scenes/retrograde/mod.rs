//! 후퇴 해석 장면: 와이토프의 게임("여왕을 구석으로")의 모든 칸을 끝에서부터 거꾸로 푼다.
//!
//! 장면을 열면 풀이가 저절로 칠해진다: 구석(⌂)에서 x + y 순서로, 지는 칸은 금색, 이기는 칸은
//! 초록. 다 풀리면 금색 칸들이 기울기 φ와 1/φ의 두 직선 위에 놓인 것이 보인다. "대국"에서는 완벽한
//! 표와 두고, "그런디"에서는 칸마다 스프라그–그런디 값을 본다 (님 장면과 이어진다).
//!
//! 파일 나눔: `grid`(배치 계산), `solve`(풀이 애니메이션), `play`(대국), `cells`(칸 엔티티와 색),
//! `draw`(선·화살표: 기즈모), `hud`(글자와 egui 패널).

mod cells;
mod draw;
mod grid;
mod hud;
mod play;
mod solve;

use bevy::prelude::*;
use gameai::games::wythoff::{Board, FastSolver, Table};

use crate::Scene;
use crate::think::{ThinkPlugin, Thinker, Ticket};

pub use cells::CellSprite;
pub use grid::Grid;
pub use play::{NewRetroGame, RetroGame, Side};
pub use solve::Reveal;

/// 장면 안의 모드.
#[derive(SubStates, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[source(Scene = Scene::Retrograde)]
pub enum RetroMode {
    /// 풀이가 칠해지는 애니메이션.
    #[default]
    Solve,
    /// 완벽한 표와 대국.
    Play,
    /// 칸마다 그런디 값.
    Grundy,
}

/// 판 너비의 범위 (높이 ≈ 0.6 × 너비).
pub const WIDTHS: core::ops::RangeInclusive<u32> = 10..=34;

/// 너비에 맞는 높이.
pub fn height_for(width: u32) -> u32 {
    ((width as f32 * 0.6).round() as u32).max(1)
}

/// 사람이 고르는 설정.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct RetroSettings {
    /// 판 너비.
    pub width: u32,
    /// 애니메이션 속도 배율.
    pub speed: f32,
    /// 지금 정하는 칸의 여왕의 길(왼쪽, 아래, 대각선) 보기.
    pub show_rays: bool,
    /// 다 풀린 뒤 모든 초록 칸의 화살표 보기.
    pub show_arrows: bool,
    /// 대국에서 사람이 먼저 두는가.
    pub human_first: bool,
    /// 대국 중에도 칸 색(정답)을 보여 주는가.
    pub show_colors: bool,
}

impl Default for RetroSettings {
    fn default() -> Self {
        RetroSettings {
            width: 18,
            speed: 1.0,
            show_rays: true,
            show_arrows: true,
            human_first: true,
            show_colors: false,
        }
    }
}

/// 판과 그 풀이. 풀이는 생각 모듈에서 [`FastSolver`]로 구한다.
#[derive(Resource, Debug)]
pub struct RetroBoard {
    /// 판.
    pub board: Board,
    /// 다 풀린 표 (풀이가 오기 전에는 없음).
    pub table: Option<Table>,
    /// 풀이를 기다리는 표.
    pub pending: Option<Ticket>,
    /// 줄 기억 풀이기가 줄 요약을 본 횟수 / 교과서식 훑기가 검사한 수의 개수.
    pub work: Option<(u64, u64)>,
    /// 판 번호 (앱 전체에서 한 번만 쓰인다, [`crate::scenes::next_id`]).
    pub serial: u64,
}

impl RetroBoard {
    /// 너비 `width`인 새 판 (아직 풀지 않음). 번호는 새로 받는다.
    pub fn new(width: u32) -> RetroBoard {
        let serial = crate::scenes::next_id();
        let w = width.clamp(*WIDTHS.start(), *WIDTHS.end());
        let board = Board::new(w, height_for(w)).expect("widths in range make valid boards");
        RetroBoard {
            board,
            table: None,
            pending: None,
            work: None,
            serial,
        }
    }
}

/// 장면의 난수 (시범 칸, 대국의 첫 칸).
#[derive(Resource, Debug)]
pub struct RetroRng(pub rand_chacha::ChaCha8Rng);

/// 판을 새로 만들고 풀이를 시작하라는 요청 (너비가 바뀌었거나 "다시 풀기").
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rebuild;

pub(crate) fn plugin(app: &mut App) {
    app.add_sub_state::<RetroMode>();
    app.add_message::<Rebuild>();
    app.add_plugins(ThinkPlugin::<FastSolver>::default());
    app.add_systems(OnEnter(Scene::Retrograde), enter);
    app.add_systems(OnExit(Scene::Retrograde), exit);
    app.add_plugins((
        solve::plugin,
        play::plugin,
        cells::plugin,
        draw::plugin,
        hud::plugin,
    ));
}

fn enter(
    mut commands: Commands,
    launch: Option<ResMut<crate::Launch>>,
    mut next: ResMut<NextState<RetroMode>>,
    mut rebuild: MessageWriter<Rebuild>,
) {
    let first = launch.as_ref().and_then(|l| l.ai_first);
    commands.insert_resource(RetroSettings {
        human_first: !first.unwrap_or(false),
        ..RetroSettings::default()
    });
    commands.insert_resource(Thinker::<FastSolver>::default());
    commands.insert_resource(RetroRng(rand::make_rng()));
    commands.insert_resource(RetroBoard::new(RetroSettings::default().width));
    rebuild.write(Rebuild);
    match launch.and_then(|mut l| l.mode.take()).as_deref() {
        Some("play") => next.set(RetroMode::Play),
        Some("grundy") => next.set(RetroMode::Grundy),
        _ => {}
    }
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<RetroSettings>();
    commands.remove_resource::<RetroBoard>();
    commands.remove_resource::<Reveal>();
    commands.remove_resource::<RetroGame>();
    commands.remove_resource::<RetroRng>();
    commands.remove_resource::<crate::hud::hint::Hint>();
    commands.remove_resource::<Thinker<FastSolver>>();
}
