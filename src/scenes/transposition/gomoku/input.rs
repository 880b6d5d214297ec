//! 오목 누르기: 교차점을 누르면 둔다 (휴대폰처럼 간격이 좁으면 처음 누르면 겨누고, 같은 점을 다시
//! 누르면 둔다). 둘 수 없는 곳은 안내만 띄우고 아무것도 바꾸지 않는다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::gomoku::GMove;

use super::GomokuMatch;
use super::fit::GomokuFit;
use crate::AppSet;
use crate::hud::hint::Hint;
use crate::i18n::S;
use crate::input::{Pointer, PointerSet};
use crate::keyboard::{KeyCell, KeyCells};
use crate::layout::ScreenLayout;
use crate::scenes::seat::play_human;
use crate::scenes::transposition::state::TransMode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tap.in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
    );
    crate::keyboard::cells_in(app, TransMode::Gomoku, key_cells);
}

fn tap(
    mut pointer: MessageReader<Pointer>,
    mut m: ResMut<GomokuMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
) {
    let fit = GomokuFit::compute(layout.board);
    let now = time.elapsed_secs();
    for p in pointer.read().filter(|p| p.is_down()) {
        let Some(mv) = fit.nearest(&m.game, p.world) else {
            continue;
        };
        if m.over() {
            hint.show(S::HintGameOver, 0, now);
        } else if !m.human_to_move() {
            hint.show(S::HintAiThinking, 0, now);
        } else if m.game.at(mv).is_some() {
            hint.show(S::HintOccupied, 0, now);
        } else if fit.needs_aim() && m.aim != Some(mv) {
            m.aim = Some(mv);
            hint.show(S::HintTapAgain, 0, now);
        } else {
            // 위에서 빈 점임을 확인했으므로 거부될 일은 없지만, 되어도 판은 그대로고 이유가 보인다.
            play_human(&mut *m, mv, &mut hint, now);
        }
    }
}

/// 키보드 커서가 다니는 교차점들: 이름("h8")과 돌 (● 흑, ○ 백).
fn key_cells(m: Option<Res<GomokuMatch>>, layout: Res<ScreenLayout>) -> Option<KeyCells> {
    let m = m?;
    let g = &m.game;
    let fit = GomokuFit::compute(layout.board);
    let n = u16::from(g.size());
    let cells = (0..n * n)
        .map(GMove)
        .map(|mv| {
            let stone = match g.at(mv) {
                Some(Player::First) => " ●",
                Some(Player::Second) => " ○",
                None => "",
            };
            KeyCell {
                at: fit.at(g, mv),
                name: format!("{}{stone}", g.name(mv)),
            }
        })
        .collect();
    Some(KeyCells {
        cells,
        size: fit.step,
    })
}
