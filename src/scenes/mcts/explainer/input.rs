//! 설명 화면을 누르면: 스스로 두는 대국이므로 두지 않고, "대국"을 고르라는 안내만 띄운다.

use bevy::prelude::*;

use crate::AppSet;
use crate::hud::hint::Hint;
use crate::i18n::S;
use crate::input::{Pointer, PointerSet};
use crate::layout::ScreenLayout;
use crate::scenes::mcts::state::MctsMode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tap_hint
            .in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(MctsMode::Explain)),
    );
}

fn tap_hint(
    mut pointer: MessageReader<Pointer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    hint: Option<ResMut<Hint>>,
) {
    let Some(mut hint) = hint else { return };
    for p in pointer.read().filter(|p| p.is_down()) {
        if layout.board.contains(p.world) {
            hint.show(S::HintExplainerTree, 0, time.elapsed_secs());
        }
    }
}
