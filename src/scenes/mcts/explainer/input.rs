//! 설명 화면을 누르면: AI와 두는 중이고 사람 차례면 그 칸에 둔다 (둘 수 없으면 까닭을 안내로); AI끼리
//! 두는 설명이면 두지 않고 "AI와 두기"나 "대국"을 고르라는 안내만 띄운다. AI와 두는 동안은 키보드의
//! 커서도 아홉 칸을 돈다 (Enter가 손가락과 같은 길로 누른다).

use bevy::prelude::*;
use gameai::mcts::Game;

use super::Explainer;
use super::layout::{cell_at, cell_center, explainer_layout};
use crate::AppSet;
use crate::hud::hint::Hint;
use crate::i18n::S;
use crate::input::{Pointer, PointerSet};
use crate::keyboard::{KeyCell, KeyCells};
use crate::layout::ScreenLayout;
use crate::scenes::mcts::state::MctsMode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tap.in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
    crate::keyboard::cells_in(app, MctsMode::Explain, key_cells);
}

/// 키보드의 칸: 사람이 AI와 두는 동안만 (AI끼리의 설명에는 누를 칸이 없다). 이름은 칸과 그 돌 ("b2 X").
fn key_cells(ex: Option<Res<Explainer>>, layout: Res<ScreenLayout>) -> Option<KeyCells> {
    let ex = ex?;
    ex.human?;
    let (board, _) = explainer_layout(layout.board, layout.portrait);
    let cells = (0..9)
        .map(|c| {
            let name = gameai::games::tictactoe::cell_name(c);
            KeyCell {
                at: cell_center(board, c),
                name: match ex.game.at(c) {
                    Some(gameai::games::Player::First) => format!("{name} X"),
                    Some(gameai::games::Player::Second) => format!("{name} O"),
                    None => name,
                },
            }
        })
        .collect();
    Some(KeyCells {
        cells,
        size: board.width() / 3.0,
    })
}

fn tap(
    mut pointer: MessageReader<Pointer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut ex: ResMut<Explainer>,
    hint: Option<ResMut<Hint>>,
) {
    let Some(mut hint) = hint else { return };
    let now = time.elapsed_secs();
    let (board, _) = explainer_layout(layout.board, layout.portrait);
    for p in pointer.read().filter(|p| p.is_down()) {
        let Some(human) = ex.human else {
            if layout.board.contains(p.world) {
                hint.show(S::HintExplainerTree, 0, now);
            }
            continue;
        };
        let Some(cell) = cell_at(board, p.world) else {
            continue;
        };
        if ex.game.status().is_over() && ex.history.at_end() {
            hint.show(S::HintGameOver, 0, now);
        } else if ex.game.to_move() != human {
            hint.show(S::HintAiThinking, 0, now);
        } else if ex.game.at(cell).is_some() {
            hint.show(S::HintOccupied, 0, now);
        } else {
            ex.played(cell, now);
        }
    }
}
