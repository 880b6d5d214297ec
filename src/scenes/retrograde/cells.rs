//! 칸 엔티티: 판의 칸마다 스프라이트 하나. 색은 모드에 따라 정한다 — 풀기: 칠한 칸만 금색/초록,
//! 대국: 갈 수 있는 칸을 밝게, 그런디: 값마다 다른 색과 숫자. 새로 찾은 금색 칸은 잠깐 빛난다.

use bevy::prelude::*;
use gameai::games::wythoff::{Cell, grundy};
use gameai::retrograde::Outcome;

use super::game::RetroGame;
use super::grid::Grid;
use super::solve::Reveal;
use super::state::{RetroBoard, RetroMode, RetroSettings};
use crate::anim::{Clock, DespawnAt, FadeTween, ScaleTween};
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::theme::art::Art;
use crate::theme::{palette, vision};
use crate::{AppSet, Scene};

/// 칸 하나.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct CellSprite(pub Cell);

/// 그런디 값 숫자.
#[derive(Component)]
struct GrundyLabel(Cell);

/// 구석 표시 (⌂).
#[derive(Component)]
struct CornerMark;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Scene::Retrograde), spawn_corner_mark);
    // 체스 끝내기에서는 와이토프의 판을 숨긴다 (돌아오면 다시).
    app.add_systems(OnEnter(RetroMode::Endgames), show_board::<false>);
    app.add_systems(OnExit(RetroMode::Endgames), show_board::<true>);
    app.add_systems(
        Update,
        (
            respawn_cells,
            sync_grundy_labels,
            color_cells,
            glow_new_losses,
            place_labels,
        )
            .chain()
            .in_set(AppSet::Animate)
            .run_if(
                in_state(Scene::Retrograde)
                    .and_then(resource_exists::<RetroBoard>)
                    .and_then(not(in_state(RetroMode::Endgames))),
            ),
    );
}

fn spawn_corner_mark(mut commands: Commands) {
    commands.spawn((
        CornerMark,
        Label2d::new("⌂"),
        LabelFont::text(16.0),
        LabelColor(palette::BACKGROUND),
        Transform::from_xyz(0.0, 0.0, 2.0),
        DespawnOnExit(Scene::Retrograde),
    ));
}

/// 와이토프의 칸과 구석 표시를 보이거나 숨긴다.
fn show_board<const SHOWN: bool>(
    mut items: Query<&mut Visibility, Or<(With<CellSprite>, With<CornerMark>)>>,
) {
    for mut v in &mut items {
        *v = if SHOWN {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
    }
}

/// 판이 바뀌면 칸 엔티티를 다시 만든다.
fn respawn_cells(
    mut commands: Commands,
    board: Res<RetroBoard>,
    cells: Query<Entity, With<CellSprite>>,
    mut built: Local<Option<u64>>,
) {
    if *built == Some(board.serial) {
        return;
    }
    *built = Some(board.serial);
    for e in &cells {
        commands.entity(e).despawn();
    }
    let b = board.board;
    for i in 0..b.cells() as u32 {
        commands.spawn((
            CellSprite(b.cell(i)),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            DespawnOnExit(Scene::Retrograde),
        ));
    }
}

/// 그런디 값의 색: 0은 금색, 나머지는 값마다 다른 색상.
pub(super) fn grundy_color(v: u32) -> Color {
    if v == 0 {
        palette::GOLD
    } else {
        palette::grundy_hue(v)
    }
}

fn color_cells(
    board: Res<RetroBoard>,
    mode: Res<State<RetroMode>>,
    reveal: Option<Res<Reveal>>,
    game: Option<Res<RetroGame>>,
    settings: Res<RetroSettings>,
    layout: Res<ScreenLayout>,
    mut cells: Query<(&CellSprite, &mut Sprite, &mut Transform)>,
    mut grundy_values: Local<Option<(u64, Vec<Vec<u32>>)>>,
) {
    let grid = Grid::current(&layout, board.board);
    let b = board.board;
    // 풀기 모드에서 칠한 칸: 풀이 순서의 앞부분.
    let shown: Option<std::collections::HashSet<Cell>> = match (mode.get(), &reveal) {
        (RetroMode::Solve, Some(r)) if !r.done() => {
            Some(r.order[..r.shown()].iter().copied().collect())
        }
        _ => None,
    };
    if *mode.get() == RetroMode::Grundy
        && grundy_values
            .as_ref()
            .is_none_or(|(s, _)| *s != board.serial)
    {
        *grundy_values = Some((board.serial, grundy(b)));
    }
    let legal: Vec<Cell> = match (mode.get(), &game) {
        (RetroMode::Play, Some(g))
            if g.winner.is_none() && g.to_move == super::game::Side::Human =>
        {
            b.moves(g.queen).collect()
        }
        _ => Vec::new(),
    };
    for (cs, mut sprite, mut tf) in &mut cells {
        let c = cs.0;
        tf.translation = grid.center(c).extend(0.0);
        sprite.custom_size = Some(Vec2::splat(grid.cell * 0.92));
        let solved = board.table.as_ref().map(|t| t.get(c).outcome);
        let base = match solved {
            Some(Outcome::Loss) => palette::GOLD,
            Some(_) => palette::CELL_WIN,
            None => palette::SURFACE_HIGH,
        };
        sprite.color = match mode.get() {
            RetroMode::Endgames => palette::SURFACE_HIGH,
            RetroMode::Solve => match &shown {
                Some(set) if !set.contains(&c) => palette::SURFACE_HIGH,
                _ => base,
            },
            RetroMode::Grundy => grundy_values
                .as_ref()
                .map_or(palette::SURFACE_HIGH, |(_, g)| {
                    grundy_color(g[c.y as usize][c.x as usize])
                }),
            RetroMode::Play => {
                let under = if settings.show_colors {
                    base
                } else {
                    palette::SURFACE_HIGH
                };
                if legal.contains(&c) {
                    palette::BLUE.mix(&under, 0.35)
                } else {
                    under
                }
            }
        };
    }
}

/// 칠하기에서 금색 칸이 새로 나오면 잠깐 빛난다.
fn glow_new_losses(
    mut commands: Commands,
    board: Res<RetroBoard>,
    reveal: Option<Res<Reveal>>,
    mode: Res<State<RetroMode>>,
    layout: Res<ScreenLayout>,
    art: Res<Art>,
    time: Res<Time>,
    mut seen: Local<(u64, usize)>,
) {
    let (Some(reveal), Some(table)) = (reveal, &board.table) else {
        return;
    };
    if *mode.get() != RetroMode::Solve {
        return;
    }
    if seen.0 != reveal.serial {
        *seen = (reveal.serial, 0);
    }
    let grid = Grid::current(&layout, board.board);
    let now = time.elapsed_secs();
    for &c in &reveal.order[seen.1.min(reveal.shown())..reveal.shown()] {
        if table.get(c).outcome != Outcome::Loss {
            continue;
        }
        let clock = Clock::new(now, 0.9);
        commands.spawn((
            Sprite {
                image: art.glow.clone(),
                color: palette::GOLD.with_alpha(0.9),
                custom_size: Some(Vec2::splat(grid.cell * 3.2)),
                ..default()
            },
            Transform::from_translation(grid.center(c).extend(1.0)),
            FadeTween {
                from: 0.9,
                to: 0.0,
                clock,
                ease: EaseFunction::QuadraticOut,
            },
            ScaleTween {
                from: 0.4,
                to: 1.0,
                clock,
                ease: EaseFunction::QuadraticOut,
            },
            DespawnAt(now + 0.9),
            DespawnOnExit(Scene::Retrograde),
        ));
    }
    seen.1 = reveal.shown();
}

/// 그런디 보기에서 칸마다 숫자를 단다 (판이 바뀌면 다시).
fn sync_grundy_labels(
    mut commands: Commands,
    board: Res<RetroBoard>,
    mode: Res<State<RetroMode>>,
    labels: Query<Entity, With<GrundyLabel>>,
    mut built: Local<Option<u64>>,
) {
    if *mode.get() != RetroMode::Grundy {
        *built = None;
        return;
    }
    if *built == Some(board.serial) && !labels.is_empty() {
        return;
    }
    *built = Some(board.serial);
    for e in &labels {
        commands.entity(e).despawn();
    }
    let b = board.board;
    let g = grundy(b);
    // 구석 칸에는 ⌂가 있다 (값은 0: 금색).
    for i in 1..b.cells() as u32 {
        let c = b.cell(i);
        commands.spawn((
            GrundyLabel(c),
            Label2d::new(g[c.y as usize][c.x as usize].to_string()),
            LabelFont::text(12.0),
            // 금색(0) 칸에는 어두운 글, 어두운 색상의 칸에는 밝은 글 (WCAG 대비).
            LabelColor(vision::text_on(grundy_color(g[c.y as usize][c.x as usize]))),
            Transform::default(),
            DespawnOnExit(RetroMode::Grundy),
        ));
    }
}

fn place_labels(
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
    mut labels: Query<(&GrundyLabel, &mut Transform, &mut LabelFont), Without<CornerMark>>,
    mut corner: Query<(&mut Transform, &mut LabelFont), With<CornerMark>>,
) {
    let grid = Grid::current(&layout, board.board);
    let size = (grid.cell * 0.45).clamp(MIN_TEXT, 22.0);
    for (label, mut tf, mut font) in &mut labels {
        tf.translation = grid.center(label.0).extend(3.0);
        font.size = size;
    }
    for (mut tf, mut font) in &mut corner {
        tf.translation = grid.center(Cell::CORNER).extend(2.5);
        font.size = (grid.cell * 0.7).max(MIN_TEXT);
    }
}
