//! 탭으로 두기: 돌을 누르면 그 돌과 그 위의 돌을 모두 가져간다. 둘 수 없는 탭은 짧은 안내만 띄운다.
//! 뺄셈 게임에서 표의 더미 줄을 누르면 그 더미를 고른다 (그 그런디 값이 어떻게 나오는지 패널에).

use bevy::prelude::*;
use gameai::games::nim::{NimError, NimMove};

use super::game::NimAction;
use super::geometry::current_geometry;
use super::state::{NimFocus, NimMatch, NimMode, NimSettings};
use super::table::TableGrid;
use super::table_model::TableModel;
use crate::hud::hint::Hint;
use crate::i18n::S;
use crate::input::Pointer;
use crate::keyboard::{KeyCell, KeyCells};
use crate::layout::ScreenLayout;
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tap_stones
            .in_set(AppSet::Input)
            .after(crate::input::PointerSet)
            .run_if(
                in_state(Scene::Nim)
                    .and_then(resource_exists::<NimMatch>)
                    .and_then(resource_exists::<NimFocus>),
            ),
    );
    crate::keyboard::cells_in(app, NimMode::Play, key_cells);
}

/// 탭 하나를 해석한다: 둘 수 있으면 수를, 아니면 안내할 글을.
pub(super) fn interpret_tap(
    m: &NimMatch,
    mode: NimMode,
    hit: Option<(usize, u32)>,
) -> Result<NimMove, (S, u32)> {
    let Some((heap, index)) = hit else {
        return Err((S::HintTapStone, 0));
    };
    if mode == NimMode::Explain {
        return Err((S::HintExplainer, 0));
    }
    if m.winner.is_some() {
        return Err((S::HintGameOver, 0));
    }
    if !m.human_may_move() {
        return Err((S::HintNotYourTurn, 0));
    }
    let mv = NimMove { heap, to: index };
    match m.pos.check(mv) {
        Ok(()) => Ok(mv),
        Err(NimError::EmptyHeap { .. }) => Err((S::HintEmptyHeap, 0)),
        Err(NimError::NotAllowed { rule, .. }) => {
            let k = match rule {
                gameai::games::nim::TakeRule::UpTo(k) => k,
                _ => 0,
            };
            Err((S::HintTooMany, k))
        }
        // 돌 위의 빈 칸을 눌렀다.
        Err(_) => Err((S::HintTapStone, 0)),
    }
}

fn tap_stones(
    mut pointer: MessageReader<Pointer>,
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    mode: Res<State<NimMode>>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
    mut actions: MessageWriter<NimAction>,
    mut focus: ResMut<NimFocus>,
) {
    let geo = current_geometry(&m, &settings, &layout);
    for p in pointer.read().filter(|p| p.is_down()) {
        // 뺄셈 게임의 표에서 더미 줄을 누르면 그 더미를 고른다 (그런디 값이 나오는 길).
        if let Some(area) = geo.table
            && area.contains(p.world)
        {
            let model = TableModel::from_pos(&m.pos);
            if model.grundy {
                let heap = TableGrid::compute(area, &model).heap_at(p.world);
                focus.0 = if heap == focus.0 {
                    None
                } else {
                    heap.or(focus.0)
                };
            }
            continue;
        }
        // 판 밖(여백)을 누르면 아무 일도 없다.
        if !layout.board.contains(p.world) || !geo.heaps.contains(p.world) {
            continue;
        }
        match interpret_tap(&m, *mode.get(), geo.hit(p.world)) {
            Ok(mv) => {
                actions.write(NimAction::Play(mv));
            }
            Err((s, k)) => hint.show(s, k, time.elapsed_secs()),
        }
    }
}

/// 키보드 커서가 다니는 돌들: "A 3" (더미 A의 아래에서 셋째 돌; 누르면 그 돌과 위의 돌을 가져간다).
fn key_cells(
    m: Option<Res<NimMatch>>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
) -> Option<KeyCells> {
    let m = m?;
    let geo = current_geometry(&m, &settings, &layout);
    let cells = m
        .pos
        .heaps()
        .iter()
        .enumerate()
        .flat_map(|(heap, &size)| {
            let geo = &geo;
            (0..size).map(move |i| KeyCell {
                at: geo.stone_pos(heap, i),
                name: format!("{} {}", super::state::heap_name(heap), i + 1),
            })
        })
        .collect();
    Some(KeyCells {
        cells,
        size: geo.step,
    })
}
