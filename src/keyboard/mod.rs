//! 키보드로 두기: 판 위의 보이는 커서를 화살표로 옮기고 Enter나 Space로 그 칸을 누른다. 커서는 포인터와
//! 같은 길로 둔다 — Enter는 그 칸에 탭 하나(`Pointer` 누름과 뗌)를 보내므로, 게임마다의 규칙·안내·잘못된
//! 입력의 처리가 손가락과 똑같다.
//!
//! 게임은 자기 칸들(월드 좌표와 읽을 이름)을 [`cells_in`]으로 알린다 (보고 `probe_in`과 같은 모양).
//! 화살표는 그 방향의 가장 가까운 칸으로 간다 ([`next_cell`]: 화면의 방향이므로 헥스·하바나에서는
//! 판의 축을 따라 움직인다). 커서가 칸을 옮길 때마다 칸의 이름과 내용이 화면 읽기 프로그램에 알려진다
//! ([`Announce`]). 커서는 키를 누르기 전에는 보이지 않고, 마우스나 손가락을 쓰면 숨는다. 패널은 Tab으로
//! (egui의 초점); 단추에 초점이 있으면 Enter와 Space는 그 단추의 것이다. `?`는 단축키 도움말 (`help.rs`).

mod help;

use bevy::prelude::*;

use crate::AppSet;
use crate::feedback::speech::Announce;
use crate::hud::strokes::Strokes;
use crate::input::{Pointer, PointerPhase, PointerSet};
use crate::theme::palette;

pub use help::HelpOpen;
pub(crate) use help::PanelFocus;

/// 키보드로 누를 수 있는 칸 하나.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct KeyCell {
    /// 칸의 가운데 (월드 좌표): Enter가 여기를 누른다.
    pub(crate) at: Vec2,
    /// 읽을 이름과 내용 ("e4 ♙", "h8", "A 3").
    pub(crate) name: String,
}

/// 지금 모드의 칸들과 칸의 크기 (커서의 크기).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub(crate) struct KeyCells {
    pub(crate) cells: Vec<KeyCell>,
    pub(crate) size: f32,
}

/// 커서: 가리키는 칸과 보이는가.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct KeyCursor {
    /// 가리키는 칸의 가운데 (칸 목록이 바뀌어도 가장 가까운 칸을 다시 찾는다).
    at: Option<Vec2>,
    /// 키를 누른 뒤로 포인터를 쓰지 않았다.
    shown: bool,
}

/// 화살표의 방향.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    Left,
    Right,
    Up,
    Down,
}

impl Dir {
    fn vec(self) -> Vec2 {
        match self {
            Dir::Left => Vec2::NEG_X,
            Dir::Right => Vec2::X,
            Dir::Up => Vec2::Y,
            Dir::Down => Vec2::NEG_Y,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyCells>().init_resource::<KeyCursor>();
    app.add_systems(Update, steer.in_set(PointerSet));
    app.add_systems(Update, draw_cursor.in_set(AppSet::Hud));
    help::plugin(app);
}

/// 모드 `mode` 안에서 `cells`(지금 칸들을 돌려주는 시스템; 판이 없으면 `None`)로 칸 목록을 채우고,
/// 모드를 나가면 비운다.
pub(crate) fn cells_in<S: States, M>(
    app: &mut App,
    mode: S,
    cells: impl IntoSystem<(), Option<KeyCells>, M> + 'static,
) {
    app.add_systems(
        Update,
        cells
            .pipe(keep)
            .in_set(AppSet::Input)
            .before(PointerSet)
            .run_if(in_state(mode.clone())),
    );
    app.add_systems(OnExit(mode), |mut c: ResMut<KeyCells>| {
        c.set_if_neq(KeyCells::default());
    });
}

fn keep(In(next): In<Option<KeyCells>>, mut cells: ResMut<KeyCells>) {
    cells.set_if_neq(next.unwrap_or_default());
}

/// `from`에서 방향 `dir`로 가장 가까운 칸 (그 방향으로 60° 안에 있는 칸 가운데, 거리에 옆으로 벗어난
/// 만큼의 절반을 더해 가장 작은 것: 헥스 판에서 위는 두 줄 위가 아니라 바로 위 줄의 이웃). 그쪽에 칸이
/// 없으면 `None`.
pub(crate) fn next_cell(cells: &[KeyCell], from: Vec2, dir: Dir) -> Option<usize> {
    let d = dir.vec();
    cells
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let v = c.at - from;
            let ahead = v.dot(d);
            let side = v.perp_dot(d).abs();
            (ahead > 0.5 && side <= ahead * 1.8).then_some((i, v.length() + 0.5 * side))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// 칸 목록에서 `at`에 가장 가까운 칸.
fn nearest(cells: &[KeyCell], at: Vec2) -> Option<usize> {
    cells
        .iter()
        .enumerate()
        .min_by(|a, b| a.1.at.distance(at).total_cmp(&b.1.at.distance(at)))
        .map(|(i, _)| i)
}

/// 판 가운데에 가장 가까운 칸 (커서가 처음 나타나는 곳).
fn middle(cells: &[KeyCell]) -> Option<usize> {
    let n = cells.len().max(1) as f32;
    let center = cells.iter().map(|c| c.at).sum::<Vec2>() / n;
    nearest(cells, center)
}

/// 화살표로 커서를 옮기고, Enter·Space로 그 칸을 누른다. 마우스나 손가락을 쓰면 커서를 숨긴다.
#[allow(clippy::too_many_arguments)]
fn steer(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<Touches>>,
    cells: Res<KeyCells>,
    focus: Res<PanelFocus>,
    help: Res<HelpOpen>,
    tour: Option<Res<crate::tour::Tour>>,
    mut cursor: ResMut<KeyCursor>,
    mut taps: MessageWriter<Pointer>,
    mut say: MessageWriter<Announce>,
) {
    let pointer_used = mouse.is_some_and(|m| m.get_just_pressed().next().is_some())
        || touches.is_some_and(|t| t.any_just_pressed());
    if pointer_used {
        cursor.shown = false;
    }
    let Some(keys) = keys else { return };
    let touring = tour.is_some_and(|t| matches!(*t, crate::tour::Tour::Showing(..)));
    if cells.cells.is_empty() || focus.0 || help.0 || touring {
        return;
    }
    // Shift와 함께인 화살표는 수 목록의 것이다 (`review`: 한 수 앞뒤로).
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let dir = [
        (KeyCode::ArrowLeft, Dir::Left),
        (KeyCode::ArrowRight, Dir::Right),
        (KeyCode::ArrowUp, Dir::Up),
        (KeyCode::ArrowDown, Dir::Down),
    ]
    .into_iter()
    .find(|(k, _)| !shift && keys.just_pressed(*k))
    .map(|(_, d)| d);
    let press = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]
        .into_iter()
        .any(|k| keys.just_pressed(k));
    if dir.is_none() && !press {
        return;
    }
    let here = cursor.at.and_then(|at| nearest(&cells.cells, at));
    let here = match (here, cursor.shown) {
        (Some(i), true) => i,
        // 처음 누른 키는 커서를 보이기만 한다 (지난번 자리나 판 가운데에).
        (here, _) => {
            let Some(i) = here.or_else(|| middle(&cells.cells)) else {
                return;
            };
            cursor.shown = true;
            cursor.at = Some(cells.cells[i].at);
            say.write(Announce(cells.cells[i].name.clone()));
            return;
        }
    };
    if let Some(d) = dir {
        if let Some(next) = next_cell(&cells.cells, cells.cells[here].at, d) {
            cursor.at = Some(cells.cells[next].at);
            say.write(Announce(cells.cells[next].name.clone()));
        }
    } else if press {
        let world = cells.cells[here].at;
        taps.write(Pointer {
            phase: PointerPhase::Down,
            world,
        });
        taps.write(Pointer {
            phase: PointerPhase::Up,
            world,
        });
    }
}

/// 커서를 그린다: 금색 고리와 그 안쪽의 어두운 고리 (밝은 칸에서도 어두운 칸에서도 보이게).
fn draw_cursor(cursor: Res<KeyCursor>, cells: Res<KeyCells>, mut strokes: ResMut<Strokes>) {
    if !cursor.shown {
        return;
    }
    let Some(i) = cursor.at.and_then(|at| nearest(&cells.cells, at)) else {
        return;
    };
    let (at, r) = (cells.cells[i].at, cells.size * 0.5);
    strokes.circle(at, r, palette::GOLD);
    strokes.circle(at, r * 0.84, palette::BACKGROUND);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(n: u32) -> Vec<KeyCell> {
        (0..n * n)
            .map(|i| KeyCell {
                at: Vec2::new((i % n) as f32 * 10.0, (i / n) as f32 * 10.0),
                name: format!("{}{}", i % n, i / n),
            })
            .collect()
    }

    #[test]
    fn arrows_step_to_the_neighbour_on_a_square_grid() {
        let g = grid(5);
        let at = |x: f32, y: f32| Vec2::new(x * 10.0, y * 10.0);
        let name = |i: Option<usize>| i.map(|i| g[i].name.clone());
        assert_eq!(
            name(next_cell(&g, at(2.0, 2.0), Dir::Right)),
            Some("32".into())
        );
        assert_eq!(
            name(next_cell(&g, at(2.0, 2.0), Dir::Left)),
            Some("12".into())
        );
        assert_eq!(
            name(next_cell(&g, at(2.0, 2.0), Dir::Up)),
            Some("23".into())
        );
        assert_eq!(
            name(next_cell(&g, at(2.0, 2.0), Dir::Down)),
            Some("21".into())
        );
        // 가장자리에서는 가지 않는다.
        assert_eq!(next_cell(&g, at(4.0, 2.0), Dir::Right), None);
        assert_eq!(next_cell(&g, at(2.0, 0.0), Dir::Down), None);
    }

    #[test]
    fn on_a_hex_board_up_goes_to_a_cell_of_the_next_row() {
        // 헥스 판처럼 줄마다 반 칸씩 밀린 칸들: 위로 가면 바로 위 줄의 (왼쪽이나 오른쪽) 이웃.
        let cells: Vec<KeyCell> = (0..5)
            .flat_map(|row| {
                (0..5).map(move |col| KeyCell {
                    at: Vec2::new(col as f32 * 10.0 + row as f32 * 5.0, row as f32 * 8.66),
                    name: format!("{col}{row}"),
                })
            })
            .collect();
        let from = cells[2 * 5 + 2].at;
        let up = next_cell(&cells, from, Dir::Up).unwrap();
        assert!(cells[up].name.ends_with('3'), "{}", cells[up].name);
        assert!(cells[up].at.distance(from) < 10.5);
        let right = next_cell(&cells, from, Dir::Right).unwrap();
        assert_eq!(cells[right].name, "32");
    }

    #[test]
    fn the_cursor_starts_in_the_middle() {
        let g = grid(5);
        assert_eq!(g[middle(&g).unwrap()].name, "22");
        assert_eq!(middle(&[]), None);
    }
}
