//! 헥스·하바나 판 누르기: 화면 좌표를 칸으로 바꿔 사람의 수를 둔다. 잘못 누르면 (돌이 있는 칸,
//! AI 차례, 끝난 대국) 안내만 띄우고 아무것도 바꾸지 않는다. 비교 화면이 떠 있으면 누르기를 받지 않는다.
//! 자판으로는 N이 새 게임, U가 무르기 (패널의 단추와 같다).

use bevy::prelude::*;

use super::board::{BoardFit, BoardGame, board_area};
use super::compare::Compare;
use super::play::{Match, MatchAction};
use crate::AppSet;
use crate::hud::hint::Hint;
use crate::i18n::Locale;
use crate::i18n::S;
use crate::input::{Pointer, PointerSet};
use crate::keyboard::{KeyCell, KeyCells};
use crate::layout::ScreenLayout;
use crate::scenes::seat::play_human;

pub(super) fn plugin<G: BoardGame>(app: &mut App) {
    app.add_systems(
        Update,
        tap_cells::<G>
            .in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(G::MODE).and_then(resource_exists::<Match<G>>)),
    );
    crate::keyboard::cells_in(app, G::MODE, key_cells::<G>);
    app.add_systems(
        Update,
        send_keys.in_set(AppSet::Input).run_if(in_state(G::MODE)),
    );
}

/// 자판 지름길 (대국에서): 패널의 단추와 같은 동작을 보낸다.
fn send_keys(keys: Option<Res<ButtonInput<KeyCode>>>, mut actions: MessageWriter<MatchAction>) {
    let Some(keys) = keys else {
        return;
    };
    if keys.just_pressed(KeyCode::KeyN) {
        actions.write(MatchAction::NewGame);
    }
    if keys.just_pressed(KeyCode::KeyU) {
        actions.write(MatchAction::Undo);
    }
}

fn tap_cells<G: BoardGame>(
    mut pointer: MessageReader<Pointer>,
    mut m: ResMut<Match<G>>,
    layout: Res<ScreenLayout>,
    compare: Option<Res<Compare<G>>>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
) {
    let area = board_area(&layout);
    let fit = BoardFit::compute(&m.game, area);
    let now = time.elapsed_secs();
    for p in pointer.read().filter(|p| p.is_down()) {
        if compare.is_some() || !area.contains(p.world) {
            continue;
        }
        let Some(cell) = fit.cell_at(&m.game, p.world) else {
            continue;
        };
        if m.game.status().is_over() {
            hint.show(S::HintGameOver, 0, now);
        } else if !m.human_to_move() {
            hint.show(S::HintAiThinking, 0, now);
        } else if m.game.stone(cell).is_some() {
            hint.show(S::HintOccupied, 0, now);
        } else {
            // 두는 길은 검사를 거치므로, 그 밖의 불법은 라이브러리의 이유로 알린다.
            play_human(&mut *m, cell, &mut hint, now);
        }
    }
}

/// 키보드 커서가 다니는 칸들: 이름("e5")과 돌의 색.
fn key_cells<G: BoardGame>(
    m: Option<Res<Match<G>>>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
) -> Option<KeyCells> {
    let m = m?;
    let fit = BoardFit::compute(&m.game, board_area(&layout));
    let cells = m
        .game
        .cells()
        .into_iter()
        .map(|c| {
            let name = m.game.name(c);
            KeyCell {
                at: fit.to_world(m.game.center(c)),
                name: match m.game.stone(c) {
                    Some(gameai::games::Player::First) => {
                        format!("{name} {}", locale.t(S::MctsRed))
                    }
                    Some(_) => format!("{name} {}", locale.t(S::MctsBlue)),
                    None => name,
                },
            }
        })
        .collect();
    Some(KeyCells {
        cells,
        size: fit.scale,
    })
}
