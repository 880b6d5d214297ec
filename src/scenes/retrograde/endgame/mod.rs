//! 체스 끝내기 (후퇴 해석 장면의 네 번째 모드): 네 기물 이하의 끝내기를 메이트에서 거꾸로 푸는
//! 모습, 한 국면의 모든 수의 값, 완벽한 표와의 대국.
//!
//! 풀이는 라이브러리의 [`Generator`](gameai::tablebase::Generator)를 프레임마다 [`SLICE`]만큼
//! 돌린다 (네이티브와 웹 모두 화면 스레드에서; 한 프레임을 넘지 않으므로 화면은 멈추지 않는다).
//! 풀린 표는 세션 동안 남는다 ([`EndgameTables`]): 다른 끝내기로 갔다 와도 다시 풀지 않는다.
//!
//! 파일 나눔: `state`(상태), `board`(판의 자리, 칠하기, 기물), `input`(누르기), `panel`(egui),
//! `play`(표와의 대국).

mod board;
mod input;
mod panel;
mod play;
mod state;

use std::time::Duration;

use bevy::prelude::*;
use gameai::step::{Budget, Progress, Steppable};

use super::state::RetroMode;
use crate::AppSet;

pub use board::EgFit;
pub use state::{EgGame, EgView, EndgameLab, EndgameTables, Note};

/// 한 프레임에 푸는 시간.
const SLICE: Duration = Duration::from_millis(6);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EndgameTables>();
    app.add_systems(OnEnter(RetroMode::Endgames), enter);
    app.add_systems(
        Update,
        (view_changed, step)
            .chain()
            .in_set(AppSet::Think)
            .run_if(in_state(RetroMode::Endgames).and_then(resource_exists::<EndgameLab>)),
    );
    app.add_plugins((board::plugin, input::plugin, panel::plugin, play::plugin));
}

/// 처음 들어오면 첫 끝내기를 고르고 풀기 시작한다 (다시 들어오면 하던 대로).
fn enter(
    mut commands: Commands,
    lab: Option<ResMut<EndgameLab>>,
    mut tables: ResMut<EndgameTables>,
) {
    if lab.is_some() {
        return;
    }
    let mut lab = EndgameLab::new(0);
    lab.start_solving(&mut tables);
    commands.insert_resource(lab);
}

/// 보기에 필요한 국면을 채운다: 대국에 대국이 없으면 새 대국, 수마다에 고른 국면이 없으면 가장 긴
/// 메이트 국면 (표가 풀린 뒤에).
fn view_changed(
    mut lab: ResMut<EndgameLab>,
    tables: Res<EndgameTables>,
    mut rng: ResMut<super::state::RetroRng>,
) {
    if !lab.solved(&tables) {
        return;
    }
    match lab.view {
        EgView::Play if lab.game.is_none() => play::new_game(&mut lab, &tables, &mut rng),
        EgView::Moves if !lab.position_set => {
            if let Some(board) = lab
                .report(&tables)
                .and_then(|r| r.longest.as_ref())
                .and_then(|(_, fen)| gameai::games::chess::Board::from_fen(fen).ok())
            {
                lab.show(board);
            }
        }
        _ => {}
    }
}

/// 풀기 판의 층이 자라는 빠르기 (초마다 반수).
const LAYERS_PER_SECOND: f32 = 5.0;

/// 풀이를 한 조각 돌린다. 끝나면 표들을 세션의 묶음으로 돌려놓는다. 보이는 층도 자란다.
fn step(mut lab: ResMut<EndgameLab>, mut tables: ResMut<EndgameTables>, time: Res<Time>) {
    let (painted, _) = lab.painted(&tables);
    // 풀이가 앞서 있을 때만 자란다 (풀이를 기다리는 동안은 멈춰 있다).
    if painted + 1 >= lab.reveal as i32 {
        lab.reveal += time.delta_secs() * LAYERS_PER_SECOND;
    }
    let Some(g) = lab.solver.as_mut() else {
        return;
    };
    let progress = g.step(Budget::Time(SLICE));
    let snapshot = g.snapshot();
    lab.snapshot = Some(snapshot);
    if let Progress::Done(out) = progress {
        lab.solver = None;
        tables.tables = out.tablebase;
        tables.reports.extend(out.reports);
    }
}
