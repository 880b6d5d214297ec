//! 대국의 손: 여왕을 끌거나 갈 칸을 누른다 (잘못 누르면 까닭을 알리고 판은 그대로). 풀기·그런디
//! 화면에서 판을 누르면: 그런디는 칸을 고르고, 풀기는 대국으로 가라고 알린다.

use bevy::prelude::*;
use gameai::games::wythoff::Cell;

use super::game::{RetroGame, Side};
use super::grid::Grid;
use super::state::{GrundyFocus, RetroBoard, RetroMode};
use crate::hud::hint::Hint;
use crate::i18n::S;
use crate::input::{Pointer, PointerPhase};
use crate::keyboard::{KeyCell, KeyCells};
use crate::layout::ScreenLayout;
use crate::scenes::seat::play_human;
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        drag_and_tap
            .in_set(AppSet::Input)
            .after(crate::input::PointerSet)
            .run_if(in_state(RetroMode::Play).and_then(resource_exists::<RetroGame>)),
    );
    crate::keyboard::cells_in(app, RetroMode::Play, key_cells);
    app.add_systems(
        Update,
        hints_outside_play
            .in_set(AppSet::Input)
            .after(crate::input::PointerSet)
            .run_if(
                in_state(Scene::Retrograde)
                    .and_then(not(in_state(RetroMode::Play)))
                    .and_then(not(in_state(RetroMode::Endgames))),
            ),
    );
}

/// 끌어서 놓을 때, 이 거리(칸) 안의 갈 수 있는 칸으로 붙는다.
const SNAP: f32 = 0.75;

/// 끝에 놓인 손가락 위치에서 가장 가까운 갈 수 있는 칸 (끌기용, [`SNAP`] 칸 안).
pub(super) fn snap_target(board: &RetroBoard, grid: &Grid, queen: Cell, p: Vec2) -> Option<Cell> {
    board
        .board
        .moves(queen)
        .map(|c| (c, grid.center(c).distance(p) / grid.cell))
        .filter(|&(_, d)| d <= SNAP)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| c)
}

fn drag_and_tap(
    mut pointer: MessageReader<Pointer>,
    mut game: ResMut<RetroGame>,
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
) {
    let grid = Grid::current(&layout, board.board);
    let now = time.elapsed_secs();
    for p in pointer.read() {
        let on_board = grid.rect().contains(p.world);
        match p.phase {
            PointerPhase::Down => {
                if !on_board {
                    continue;
                }
                if game.winner.is_some() {
                    hint.show(S::HintGameOver, 0, now);
                    continue;
                }
                if game.to_move != Side::Human {
                    hint.show(S::HintNotYourTurn, 0, now);
                    continue;
                }
                let Some(cell) = grid.cell_at(p.world) else {
                    continue;
                };
                if cell == game.queen {
                    game.drag = Some(p.world);
                    continue;
                }
                play_human(&mut *game, cell, &mut hint, now);
            }
            PointerPhase::Move => {
                if game.drag.is_some() {
                    game.drag = Some(p.world);
                }
            }
            PointerPhase::Up => {
                if game.drag.take().is_none() {
                    continue;
                }
                let queen = game.queen;
                match snap_target(&board, &grid, queen, p.world) {
                    Some(to) => {
                        play_human(&mut *game, to, &mut hint, now);
                    }
                    // 제자리에 놓았으면 그냥 든 것을 내려놓은 것이다.
                    None if grid.cell_at(p.world) == Some(queen) => {}
                    None => hint.show(S::HintQueenMove, 0, now),
                }
            }
        }
    }
}

/// 풀기 화면에서 판을 누르면 대국으로 가라고 알려 준다. 그런디 화면에서는 누른 칸을 고른다 (그
/// 값이 어떻게 나오는지 패널과 판에 보인다; 같은 칸을 다시 누르면 푼다).
fn hints_outside_play(
    mut pointer: MessageReader<Pointer>,
    board: Option<Res<RetroBoard>>,
    mode: Res<State<RetroMode>>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    hint: Option<ResMut<Hint>>,
    focus: Option<ResMut<GrundyFocus>>,
) {
    let (Some(board), Some(mut hint)) = (board, hint) else {
        return;
    };
    let grid = Grid::current(&layout, board.board);
    let mut focus = focus;
    for p in pointer.read().filter(|p| p.is_down()) {
        if !grid.rect().contains(p.world) {
            continue;
        }
        match (mode.get(), focus.as_deref_mut()) {
            (RetroMode::Grundy, Some(f)) => f.toggle(&board, grid.cell_at(p.world)),
            _ => hint.show(S::HintSolveMode, 0, time.elapsed_secs()),
        }
    }
}

/// 키보드 커서가 다니는 칸들: "(x, y)", 여왕이 있는 칸은 ♛.
fn key_cells(
    game: Option<Res<RetroGame>>,
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
) -> Option<KeyCells> {
    let g = game?;
    let b = board.board;
    let grid = Grid::current(&layout, b);
    let cells = (0..b.cells() as u32)
        .map(|i| b.cell(i))
        .map(|c| KeyCell {
            at: grid.center(c),
            name: if c == g.queen {
                format!("({}, {}) ♛", c.x, c.y)
            } else {
                format!("({}, {})", c.x, c.y)
            },
        })
        .collect();
    Some(KeyCells {
        cells,
        size: grid.cell,
    })
}
