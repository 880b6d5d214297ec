//! 풀이: 생각 모듈이 [`FastSolver`]로 판 전체를 풀고, 장면은 그 결과를 풀이기가 정한 순서
//! (x + y)대로 한 칸씩 칠해 보여 준다. 다 칠하면 여왕이 초록 칸에서 금색 칸으로 가는 시범을 보인다.

use bevy::prelude::*;
use gameai::games::wythoff::{Cell, FastSolver, solve_by_scanning};
use gameai::retrograde::Outcome;
use rand::seq::IteratorRandom;

use super::state::{Rebuild, RetroBoard, RetroMode, RetroRng, RetroSettings};
use crate::Scene;
use crate::anim::{Clock, MoveTween};
use crate::feedback::Cue;
use crate::feedback::watch::Cues;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::layout::MIN_TEXT;
use crate::rest::{Frames, Stir};
use crate::think::{ThinkSet, Thinker};

/// 속도 1에서 초당 칠하는 칸 수.
const CELLS_PER_SEC: f32 = 28.0;
/// 여왕 시범 한 번의 길이 (머무름 + 이동 + 쉼).
const DEMO_PERIOD: f32 = 2.4;
/// 시범에서 여왕이 움직이는 시간.
const DEMO_MOVE: f32 = 0.8;

/// 칠하기 애니메이션의 진행.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Reveal {
    /// 칠하는 순서 (풀이기가 칸을 정한 순서).
    pub(crate) order: Vec<Cell>,
    /// 지금까지 칠한 칸 수 (실수: 한 칸의 일부까지).
    pub(crate) progress: f32,
    /// 어느 판의 애니메이션인가.
    pub(crate) serial: u64,
}

impl Reveal {
    /// 칠한 칸 수.
    pub fn shown(&self) -> usize {
        (self.progress as usize).min(self.order.len())
    }

    /// 다 칠했는가.
    pub fn done(&self) -> bool {
        self.shown() == self.order.len()
    }

    /// 마지막으로 칠한 칸 (지금 "정하는 중"으로 보이는 칸).
    pub fn current(&self) -> Option<Cell> {
        self.shown().checked_sub(1).map(|i| self.order[i])
    }
}

/// 칠하기가 지금까지 드러낸 지는 칸(금색)의 수. 금색 칸이 하나 새로 칠해질 때마다 작은 똑딱 소리를
/// 낸다 (`feedback::watch::tick_on`; 한 프레임에 여럿이면 조용히 건너뛴다).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub(super) struct LossesShown(u64);

impl Cues for LossesShown {
    fn plies(&self) -> u64 {
        self.0
    }

    fn last_move(&self) -> Option<(bool, Cue)> {
        None
    }

    fn outcome(&self) -> Option<Cue> {
        None
    }
}

/// 여왕 시범: 초록 칸 `from`에서 그 칸의 목표 금색 칸 `to`로.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub(super) struct Demo {
    pub(crate) from: Cell,
    pub(crate) to: Cell,
    /// 시작 시각.
    pub(crate) start: f32,
}

/// 시범의 여왕 글자.
#[derive(Component)]
pub(super) struct DemoQueen;

/// 판을 만들고 풀이를 받는 시스템들 (대국은 이 뒤에 표를 쓴다).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct SolveSet;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (rebuild, receive_table)
            .chain()
            .in_set(ThinkSet::Apply)
            .in_set(SolveSet)
            .run_if(in_state(Scene::Retrograde)),
    );
    app.add_systems(
        Update,
        (advance_reveal, run_demo)
            .chain()
            .in_set(crate::AppSet::Animate)
            .run_if(in_state(RetroMode::Solve).and_then(resource_exists::<Reveal>)),
    );
    crate::feedback::watch::tick_on::<LossesShown>(app, RetroMode::Solve);
    app.add_systems(OnEnter(RetroMode::Solve), spawn_demo_queen);
    app.add_systems(OnExit(RetroMode::Solve), |mut c: Commands| {
        c.remove_resource::<Demo>()
    });
}

fn spawn_demo_queen(mut commands: Commands) {
    commands.spawn((
        DemoQueen,
        Label2d::new("♛"),
        LabelFont::text(28.0),
        LabelColor(crate::theme::palette::TEXT),
        Transform::from_xyz(0.0, 0.0, 6.0),
        Visibility::Hidden,
        DespawnOnExit(RetroMode::Solve),
    ));
}

/// 판을 새로 만들고 풀이를 생각 모듈에 맡긴다. 칠하기는 처음부터.
fn rebuild(
    mut requests: MessageReader<Rebuild>,
    mut commands: Commands,
    settings: Res<RetroSettings>,
    mut board: ResMut<RetroBoard>,
    mut thinker: ResMut<Thinker<FastSolver>>,
) {
    if requests.read().last().is_none() {
        return;
    }
    *board = RetroBoard::new(settings.width);
    board.pending = Some(thinker.start(FastSolver::new(board.board)));
    commands.insert_resource(Reveal {
        order: board.board.diagonal_order().collect(),
        progress: 0.0,
        serial: board.serial,
    });
    commands.insert_resource(LossesShown::default());
    commands.remove_resource::<Demo>();
}

/// 풀이가 오면 표를 받는다 (옮겨 받는다). 다른 판의 풀이(옛 표)는 버린다.
fn receive_table(mut thinker: ResMut<Thinker<FastSolver>>, mut board: ResMut<RetroBoard>) {
    let Some(solved) = thinker.take(board.pending) else {
        return;
    };
    board.pending = None;
    // 비교용: 같은 판을 교과서식으로 훑으면 얼마나 일하는가 (작은 판이라 바로 끝난다).
    let (_, scanned) = solve_by_scanning(board.board);
    board.work = Some((solved.work(), scanned));
    board.table = Some(solved);
}

fn advance_reveal(
    mut reveal: ResMut<Reveal>,
    board: Res<RetroBoard>,
    settings: Res<RetroSettings>,
    time: Res<Time>,
    mut losses: Option<ResMut<LossesShown>>,
    mut frames: Frames,
) {
    // 표가 오기 전에는 칠할 것이 없다.
    let Some(table) = &board.table else { return };
    if reveal.done() {
        return;
    }
    // 칠하는 동안 그린다.
    frames.want();
    let before = reveal.shown();
    reveal.progress += time.delta_secs() * CELLS_PER_SEC * settings.speed.max(0.05);
    // 첫 프레임에도 구석은 이미 보인다.
    reveal.progress = reveal.progress.max(1.0);
    let new = reveal.order[before..reveal.shown()]
        .iter()
        .filter(|&&c| table.get(c).outcome == Outcome::Loss)
        .count() as u64;
    if let Some(losses) = losses.as_mut()
        && new > 0
    {
        losses.0 += new;
    }
}

/// 다 칠하면 여왕이 무작위 초록 칸에서 목표 금색 칸으로 가는 시범을 되풀이한다 (누가 보고 있을 때만:
/// 아니면 마지막 시범의 끝 모습에서 쉰다).
fn run_demo(
    mut commands: Commands,
    reveal: Res<Reveal>,
    board: Res<RetroBoard>,
    settings: Res<RetroSettings>,
    demo: Option<Res<Demo>>,
    time: Res<Time>,
    stir: Res<Stir>,
    mut frames: Frames,
    mut rng: ResMut<RetroRng>,
    mut queen: Query<(Entity, &mut Visibility, &mut LabelFont), With<DemoQueen>>,
    layout: Res<crate::layout::ScreenLayout>,
) {
    let (Some(table), true) = (&board.table, reveal.done()) else {
        return;
    };
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    let grid = super::Grid::current(&layout, board.board);
    let due = demo
        .as_ref()
        .is_none_or(|d| now - d.start >= DEMO_PERIOD / speed);
    // 다음 시범을 기다리는 동안은 그린다 (여왕의 움직임은 트윈이 청한다).
    if !frames.want_if(stir.watching(now)) {
        return;
    }
    if due {
        let b = board.board;
        let from = (0..b.cells() as u32)
            .map(|i| b.cell(i))
            .filter(|&c| table.get(c).outcome == Outcome::Win)
            .choose(&mut rng.0);
        let Some(from) = from else { return };
        let Some(to) = table.best_move(from) else {
            return;
        };
        commands.insert_resource(Demo {
            from,
            to,
            start: now,
        });
        if let Ok((e, mut vis, mut font)) = queen.single_mut() {
            *vis = Visibility::Inherited;
            font.size = (grid.cell * 0.95).max(MIN_TEXT);
            let a = grid.center(from).extend(6.0);
            let b = grid.center(to).extend(6.0);
            commands.entity(e).insert((
                Transform::from_translation(a),
                MoveTween {
                    from: a,
                    to: b,
                    clock: Clock::new(now + 0.6 / speed, DEMO_MOVE / speed),
                    ease: EaseFunction::CubicInOut,
                },
            ));
        }
    }
}
