//! 체스 끝내기 (후퇴 해석 장면의 네 번째 모드): 네 기물 이하의 끝내기 (어떤 재료든)를 메이트에서 거꾸로 푸는
//! 모습, 한 국면의 모든 수의 값, 완벽한 표와의 대국.
//!
//! 풀이는 라이브러리의 [`Generator`]를 세션의 표 묶음([`EndgameTables`], `scenes/tables.rs`)이
//! 프레임 밖에서 돌린다 (네이티브는 작업 스레드, 웹은 작업자). 풀기 판은 그 스냅숏 — 층마다의 수와
//! 지켜보는 국면들의 값 — 으로 그린다. 풀린 표는 세션 동안 남는다: 다른 끝내기로 갔다 와도, 체스
//! 대국의 AI가 물어도 다시 풀지 않는다.
//!
//! 파일 나눔: `state`(상태), `board`(판의 자리, 칠하기, 기물), `input`(누르기), `panel`(egui),
//! `picker`(끝내기 고르개: 미리 놓은 일곱과 쪽마다 기물을 골라 짓는 재료),
//! `play`(표와의 대국), `review`(그 대국의 수 목록과 돌아보기: 표가 정확히 판정한다), `keep`(저장 글:
//! 재료, 보기, 대국 — 다시 열면 표를 다시 풀고 대국을 둔다).

mod board;
mod input;
mod keep;
mod panel;
mod picker;
mod play;
mod review;
mod state;

use bevy::prelude::*;
use gameai::tablebase::Generator;

use super::state::RetroMode;
use crate::AppSet;
use crate::i18n::Locale;
use crate::save::{NoticeMsg, Resume, SaveNotice};
use crate::think::Thinker;

pub use board::EgFit;
pub use picker::PickEndgame;
pub use state::{EgGame, EgView, EndgameLab, EndgameTables, Note};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(RetroMode::Endgames), enter);
    app.add_systems(OnExit(RetroMode::Endgames), leave);
    app.add_systems(
        Update,
        (view_changed, step)
            .chain()
            .in_set(AppSet::Think)
            .run_if(in_state(RetroMode::Endgames).and_then(resource_exists::<EndgameLab>)),
    );
    app.add_plugins((
        board::plugin,
        input::plugin,
        panel::plugin,
        picker::plugin,
        play::plugin,
    ));
    crate::review::plugin::<EndgameLab, _>(app, RetroMode::Endgames);
    crate::save::keep_game::<EndgameLab>(app, RetroMode::Endgames);
    crate::review::keep_review::<EndgameLab, _>(app, RetroMode::Endgames);
    app.add_systems(
        Update,
        review::draw_better
            .in_set(AppSet::Hud)
            .after(board::EgBoardDrawn)
            .run_if(in_state(RetroMode::Endgames).and_then(resource_exists::<EndgameLab>)),
    );
}

/// 처음 들어오면 저장된 끝내기를 (없으면 첫 끝내기를) 고르고 풀기 시작한다 (다시 들어오면 하던 대로).
fn enter(
    mut commands: Commands,
    lab: Option<ResMut<EndgameLab>>,
    mut tables: ResMut<EndgameTables>,
    mut thinker: ResMut<Thinker<Generator>>,
    mut resume: Resume,
    locale: Res<Locale>,
) {
    match lab {
        // 나갈 때 그만둔 풀이는 다시 (풀린 표들은 남아 있다).
        Some(mut lab) => {
            if !lab.solved(&tables) {
                lab.start_solving(&mut tables, &mut thinker);
            }
        }
        None => {
            let mut lab = resume
                .saved_game(|code| EndgameLab::from_code(code, &locale))
                .unwrap_or_else(|| EndgameLab::new(state::preset(0)));
            lab.start_solving(&mut tables, &mut thinker);
            commands.insert_resource(lab);
        }
    }
}

/// 모드를 나가면 풀이를 그만둔다 (작업자를 다른 장면에 돌려준다; 다 푼 표는 남는다).
fn leave(
    lab: Option<Res<EndgameLab>>,
    mut tables: ResMut<EndgameTables>,
    mut thinker: ResMut<Thinker<Generator>>,
) {
    if lab.is_some_and(|l| l.solving(&tables)) {
        tables.stop(&mut thinker);
    }
}

/// 보기에 필요한 국면을 채운다 (표가 풀린 뒤에): 저장된 대국이 있으면 그것을 두고, 대국에 대국이
/// 없으면 새 대국, 수마다에 고른 국면이 없으면 가장 긴 메이트 국면.
fn view_changed(
    mut lab: ResMut<EndgameLab>,
    tables: Res<EndgameTables>,
    mut rng: ResMut<super::state::RetroRng>,
    mut notice: ResMut<SaveNotice>,
    time: Res<Time>,
) {
    if !lab.solved(&tables) {
        return;
    }
    if lab.pending.is_some()
        && let Err(e) = play::resume(&mut lab, &tables, time.elapsed_secs())
    {
        tracing::warn!("could not restore the saved endgame game: {e}");
        notice.show(NoticeMsg::GameBad(gameai::games::GameId::Chess, e));
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

/// 풀이의 모습을 읽어 둔다 (끝난 표는 `scenes/tables.rs`가 세션의 묶음으로 옮긴다). 보이는 층도 자란다.
fn step(
    mut lab: ResMut<EndgameLab>,
    tables: Res<EndgameTables>,
    thinker: Res<Thinker<Generator>>,
    time: Res<Time>,
    mut frames: crate::rest::Frames,
) {
    let (painted, done) = lab.painted(&tables);
    // 풀이가 앞서 있을 때만 자란다 (풀이를 기다리는 동안은 멈춰 있다). 다 칠할 때까지 자라는 동안 그린다.
    if painted + 1 >= lab.reveal as i32 {
        lab.reveal += time.delta_secs() * LAYERS_PER_SECOND;
        frames.want_if(!done);
    }
    if let Some(s) = tables.progress(&thinker, &lab.material) {
        lab.snapshot = Some(s);
    }
}
