//! 나무를 만지는 법: 누르기(떼었을 때, 거의 움직이지 않았으면), 끌기(나무를 옮긴다), 집기와 휠(확대·축소).
//! 노드의 칸을 누르면 그 노드를 고르고, 다른 곳을 누르면 한 노드 앞으로 (끝에서 누르면 처음부터).
//! 휴대폰에서는 시트를 내린 채로 판만 눌러 따라간다.

use bevy::prelude::*;

use super::camera::TreeCamera;
use super::{LessonAction, SearchLesson, rows, view};
use crate::AppSet;
use crate::input::{Pointer, PointerPhase, PointerSet, Zoom};
use crate::layout::ScreenLayout;
use crate::probe::BoardProbe;
use crate::scenes::transposition::state::TransMode;

/// 이만큼 (논리 픽셀) 넘게 움직이면 누르기가 아니라 끌기.
const DRAG_SLOP: f32 = 10.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TreeCamera>();
    app.add_systems(
        Update,
        (pointer, zoom)
            .in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
    app.add_systems(OnEnter(TransMode::Tree), |mut c: ResMut<TreeCamera>| {
        *c = TreeCamera::default();
    });
    crate::probe::probe_in(app, TransMode::Tree, probe);
}

fn pointer(
    mut pointer: MessageReader<Pointer>,
    layout: Res<ScreenLayout>,
    mut lesson: ResMut<SearchLesson>,
    mut camera: ResMut<TreeCamera>,
) {
    let area = view::tree_area(&lesson, layout.board);
    for p in pointer.read() {
        match p.phase {
            PointerPhase::Down => {
                camera.press = layout
                    .board
                    .contains(p.world)
                    .then_some((p.world, p.world, false));
            }
            PointerPhase::Move => {
                let Some((start, last, dragged)) = camera.press else {
                    continue;
                };
                let dragged = dragged || start.distance(p.world) > DRAG_SLOP;
                if dragged {
                    camera.pan += p.world - last;
                }
                camera.press = Some((start, p.world, dragged));
            }
            PointerPhase::Up => {
                let Some((_, _, dragged)) = camera.press.take() else {
                    continue;
                };
                if dragged || !layout.board.contains(p.world) {
                    continue;
                }
                tap(&mut lesson, &mut camera, area, p.world);
            }
        }
    }
}

/// 누르기 하나: 노드의 칸이면 그 노드를 고른다 (다시 누르면 푼다); 나머지 판은 한 노드 앞으로.
fn tap(lesson: &mut SearchLesson, camera: &mut TreeCamera, area: Rect, at: Vec2) {
    let focus = rows::focus(&lesson.tree, &lesson.events);
    let shown = rows::rows(&lesson.tree, focus, area, camera);
    let hit = shown
        .cells
        .iter()
        .find(|c| Rect::from_center_size(c.center, c.size).contains(at))
        .and_then(|c| c.node);
    if let Some(id) = hit {
        let again = lesson.selected == Some(id);
        lesson.act(LessonAction::Select((!again).then_some(id)));
        return;
    }
    if lesson.searching() {
        return;
    }
    if lesson.cursor() >= lesson.events.len() {
        lesson.seek(0);
    }
    lesson.playing = false;
    lesson.act(LessonAction::Step);
    camera.pan = Vec2::ZERO;
}

/// 집기와 휠: 나무 쪽에서만.
fn zoom(mut zooms: MessageReader<Zoom>, layout: Res<ScreenLayout>, mut camera: ResMut<TreeCamera>) {
    let (_, area) = view::split(layout.board);
    for z in zooms.read() {
        if area.contains(z.at) {
            camera.zoom_at(z.at, rows::anchor(area), z.factor);
        }
    }
}

/// 브라우저 시험이 누를 곳: 작은 판의 가운데 (노드의 칸이 아닌 곳이라 한 노드 앞으로; 게임이 아니므로
/// 게임 이름은 비운다).
fn probe(layout: Res<ScreenLayout>) -> Option<BoardProbe> {
    let (small, _) = view::split(layout.board);
    Some(BoardProbe {
        rect: layout.rect_to_screen(layout.board),
        taps: crate::probe::screen_points(&layout, [small.center()]),
        ..BoardProbe::default()
    })
}
