//! 설명의 흐름: 한 수씩 두며 단계를 넘기고, 첫 수순 끝과 둘째 도착에서 그 국면을 진짜로 끝까지
//! 찾게 맡기고, 답(노드 수)을 받아 표의 칸에 적는다. 켬/끔과 "다른 수순" 버튼도 여기서 받는다.

use bevy::prelude::*;
use gameai::games::tictactoe::TicTacToe;
use gameai::search::{SearchGame, Searcher};
use gameai::tt::Bound;
use rand::seq::SliceRandom;

use super::{
    ARRIVE_TIME, DONE_TIME, Explainer, ExplainerAction, MOVE_TIME, OPENING_EXTRA, STORE_TIME, Step,
    full_search,
};
use crate::rest::{Frames, Stir};
use crate::scenes::transposition::state::TransMode;
use crate::scenes::transposition::state::TransSettings;
use crate::think::{ThinkSet, Thinker};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Explain), start);
    app.add_systems(
        Update,
        (act, advance, receive)
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(TransMode::Explain).and_then(resource_exists::<Explainer>)),
    );
}

fn start(mut commands: Commands, settings: Res<TransSettings>) {
    // 처음에는 정해 둔 예: X→1, O→5, X→9 (칸 0, 4, 8). 결과가 보이는 끝 모습에서 시작한다.
    commands.insert_resource(Explainer::completed([0, 4, 8], settings.table_on));
    commands.insert_resource(Thinker::<Searcher<TicTacToe>>::default());
}

fn act(
    mut actions: MessageReader<ExplainerAction>,
    mut ex: ResMut<Explainer>,
    mut thinker: ResMut<Thinker<Searcher<TicTacToe>>>,
    settings: Res<TransSettings>,
    mut table_was: Local<Option<bool>>,
) {
    // 둘째 도착을 보여 주는 중에 표를 켜고 끄면, 같은 수순의 끝 모습을 새 설정으로 곧장 보여 준다
    // (켬: "찾음! 0 계산", 끔: 다시 계산한 노드 수). 그 전 단계라면 도착할 때 새 설정이 쓰인다.
    let changed = table_was.is_some_and(|was| was != settings.table_on);
    *table_was = Some(settings.table_on);
    if changed && matches!(ex.step, Step::Arrive { .. } | Step::Done { .. }) {
        thinker.cancel();
        *ex = Explainer::completed(ex.paths[0], settings.table_on);
    }
    for a in actions.read() {
        thinker.cancel();
        let cells = match a {
            ExplainerAction::Restart => [ex.paths[0][0], ex.paths[0][1], ex.paths[0][2]],
            ExplainerAction::OtherMoves => {
                let mut all: Vec<u8> = (0..9).collect();
                all.shuffle(&mut rand::make_rng::<rand_chacha::ChaCha8Rng>());
                [all[0], all[1], all[2]]
            }
        };
        *ex = Explainer::new(cells);
    }
}

fn advance(
    mut ex: ResMut<Explainer>,
    settings: Res<TransSettings>,
    mut thinker: ResMut<Thinker<Searcher<TicTacToe>>>,
    time: Res<Time>,
    stir: Res<Stir>,
    mut frames: Frames,
) {
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    // 끝난 설명은 누가 보고 있을 때만 처음부터 다시 (아니면 결과를 보인 채 쉰다); 그 밖의 단계는 시간이
    // 흐르는 동안 그린다 (찾는 동안은 생각 모듈이 청한다).
    let resting = matches!(ex.step, Step::Done { start } if start != f32::NEG_INFINITY)
        && !stir.watching(now);
    frames.want_if(!resting);
    match ex.step {
        Step::Move { start, .. } if start == f32::NEG_INFINITY => {
            if let Step::Move { start, .. } = &mut ex.step {
                *start = now;
            }
        }
        Step::Move { path, index, start } if now - start >= MOVE_TIME / speed => {
            let cell = ex.paths[path][index];
            ex.boards[path].play(cell);
            ex.serial = crate::scenes::next_id();
            ex.step = match (path, index) {
                (_, 0 | 1) => Step::Move {
                    path,
                    index: index + 1,
                    start: now,
                },
                (0, _) => {
                    // 첫 수순 끝: 이 국면을 실제로 찾는다 (표를 켠 알파-베타, 끝까지).
                    ex.pending = Some(thinker.start(full_search(ex.boards[0])));
                    Step::Store { start: None }
                }
                _ => {
                    // 둘째 수순 끝: 같은 열쇠로 표를 찾는다.
                    let key = ex.boards[1].key();
                    let hit = settings.table_on && ex.table.lookup(key).is_some();
                    ex.found = Some(hit);
                    if hit {
                        let depth = 9 - u8::try_from(ex.boards[1].stones()).unwrap_or(9);
                        let _ = ex.table.probe(key, depth, i32::MIN + 1, i32::MAX);
                        Step::Arrive { start: Some(now) }
                    } else {
                        ex.pending = Some(thinker.start(full_search(ex.boards[1])));
                        Step::Arrive { start: None }
                    }
                }
            };
        }
        Step::Store { start: Some(s) } if now - s >= STORE_TIME / speed => {
            ex.step = Step::Move {
                path: 1,
                index: 0,
                start: now,
            };
        }
        Step::Arrive { start: Some(s) } if now - s >= ARRIVE_TIME / speed => {
            ex.step = Step::Done { start: now };
        }
        Step::Done { start } if start == f32::NEG_INFINITY => {
            ex.step = Step::Done {
                start: now + OPENING_EXTRA,
            };
        }
        Step::Done { start } if now - start >= DONE_TIME / speed && !resting => {
            let cells = ex.paths[0];
            *ex = Explainer::new(cells);
        }
        _ => {}
    }
}

fn receive(
    mut thinker: ResMut<Thinker<Searcher<TicTacToe>>>,
    mut ex: ResMut<Explainer>,
    time: Res<Time>,
) {
    if let Some(out) = thinker.take(ex.pending) {
        ex.pending = None;
        let now = time.elapsed_secs();
        match ex.step {
            Step::Store { start: None } => {
                let key = ex.boards[0].key();
                let depth = out.depth as u8;
                ex.table
                    .store(key, depth, Bound::Exact, out.value, out.best);
                ex.nodes_first = Some(out.nodes);
                ex.step = Step::Store { start: Some(now) };
            }
            Step::Arrive { start: None } => {
                ex.nodes_again = Some(out.nodes);
                ex.step = Step::Arrive { start: Some(now) };
            }
            _ => {}
        }
        ex.serial = crate::scenes::next_id();
    }
}
