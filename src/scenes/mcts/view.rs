//! 헥스·하바나 판 그림: 육각형 칸, 가장자리 표시, 돌, 그리고 AI가 생각하는 동안의 열 지도
//! (루트 방문 수로 칸을 물들인다)와 앞선 수의 고리. 끝나면 이긴 돌들이 금색으로 빛난다.

use std::collections::HashMap;

use bevy::prelude::*;

use super::board::{BoardFit, BoardGame, board_area, player_color};
use super::compare::Compare;
use super::play::{AiSearch, Match};
use super::state::MctsMode;
use crate::AppSet;
use crate::layout::{BoardShape, ScreenLayout};
use crate::probe::{BoardProbe, probe_in, screen_points};
use crate::theme::art::Art;
use crate::theme::palette;
use crate::think::Thinker;

/// 칸 (육각형).
#[derive(Component)]
pub struct CellHex<G: BoardGame>(pub G::Move);

/// 돌.
#[derive(Component)]
pub struct StoneDisc<G: BoardGame>(pub G::Move);

/// 가장자리 표시 (칸 뒤의 큰 육각형).
#[derive(Component)]
struct Rim<G: BoardGame>(G::Move);

/// 앞선 수의 고리.
#[derive(Component)]
struct LeadRing<G: BoardGame>(core::marker::PhantomData<G>);

pub(super) fn plugin<G: BoardGame>(app: &mut App) {
    let mode = G::MODE;
    probe_in(app, mode, probe::<G>);
    app.add_systems(
        Update,
        (fit_shape::<G>, rebuild::<G>, paint::<G>)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(mode).and_then(resource_exists::<Match<G>>)),
    );
}

/// 세로 화면의 배치에 판 모양을 알린다 (판 크기를 바꾸면 모양도 바뀐다).
fn fit_shape<G: BoardGame>(m: Res<Match<G>>, mut shape: ResMut<BoardShape>) {
    shape.set_if_neq(BoardFit::shape(&m.game));
}

/// 판이나 돌이 바뀌면 엔티티를 다시 만든다 (칸은 판 크기가 바뀔 때만).
fn rebuild<G: BoardGame>(
    mut commands: Commands,
    m: Res<Match<G>>,
    art: Res<Art>,
    cells: Query<Entity, Or<(With<CellHex<G>>, With<Rim<G>>, With<LeadRing<G>>)>>,
    stones: Query<Entity, With<StoneDisc<G>>>,
    mut built: Local<(Option<u8>, Option<u64>)>,
) {
    let size = m.game.board_size();
    let mode = G::MODE;
    if built.0 != Some(size) || cells.is_empty() {
        built.0 = Some(size);
        for e in &cells {
            commands.entity(e).despawn();
        }
        for (mv, side) in m.game.rim() {
            let color = match side {
                Some(p) => player_color(p).with_alpha(0.75),
                None if is_corner(&m.game, mv) => palette::GOLD.with_alpha(0.55),
                None => palette::TEXT_DIM.with_alpha(0.35),
            };
            commands.spawn((
                Rim::<G>(mv),
                Sprite {
                    image: art.hexagon.clone(),
                    color,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -0.5),
                DespawnOnExit(mode),
            ));
        }
        for mv in m.game.cells() {
            commands.spawn((
                CellHex::<G>(mv),
                Sprite {
                    image: art.hexagon.clone(),
                    color: palette::SURFACE_HIGH,
                    ..default()
                },
                Transform::default(),
                DespawnOnExit(mode),
            ));
        }
        commands.spawn((
            LeadRing::<G>(core::marker::PhantomData),
            Sprite {
                image: art.ring.clone(),
                color: palette::GOLD.with_alpha(0.0),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 3.0),
            DespawnOnExit(mode),
        ));
    }
    if built.1 != Some(m.serial) || stones.is_empty() {
        built.1 = Some(m.serial);
        for e in &stones {
            commands.entity(e).despawn();
        }
        for mv in m.game.cells() {
            if let Some(p) = m.game.stone(mv) {
                commands.spawn((
                    StoneDisc::<G>(mv),
                    Sprite {
                        image: art.disc.clone(),
                        color: player_color(p),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 2.0),
                    DespawnOnExit(mode),
                ));
            }
        }
    }
}

/// 하바나의 꼭짓점인가 (가장자리 색을 고르려고).
fn is_corner<G: BoardGame>(g: &G, mv: G::Move) -> bool {
    // 꼭짓점 칸은 판 위 이웃이 셋뿐이다: 중심에서 거리 1인 칸을 센다.
    let c = g.center(mv);
    g.cells()
        .iter()
        .filter(|&&o| (g.center(o).distance(c) - 1.0).abs() < 1e-3)
        .count()
        == 3
}

/// 칸마다 색을 정한다: 생각 중이면 루트 방문의 열 지도, 끝났으면 이긴 돌을 금색으로.
fn paint<G: BoardGame>(
    m: Res<Match<G>>,
    thinker: Option<Res<Thinker<AiSearch<G>>>>,
    compare: Option<Res<Compare<G>>>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut cells: Query<
        (&CellHex<G>, &mut Sprite, &mut Transform, &mut Visibility),
        (Without<StoneDisc<G>>, Without<Rim<G>>, Without<LeadRing<G>>),
    >,
    mut stones: Query<
        (&StoneDisc<G>, &mut Sprite, &mut Transform, &mut Visibility),
        (Without<CellHex<G>>, Without<Rim<G>>, Without<LeadRing<G>>),
    >,
    mut rims: Query<
        (&Rim<G>, &mut Sprite, &mut Transform, &mut Visibility),
        (
            Without<CellHex<G>>,
            Without<StoneDisc<G>>,
            Without<LeadRing<G>>,
        ),
    >,
    mut ring: Query<
        (&mut Sprite, &mut Transform, &mut Visibility),
        (
            With<LeadRing<G>>,
            Without<CellHex<G>>,
            Without<StoneDisc<G>>,
            Without<Rim<G>>,
        ),
    >,
) {
    // 비교 화면에서는 큰 판을 숨긴다.
    let shown = if compare.is_some() {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    let fit = BoardFit::compute(&m.game, board_area(&layout));
    let heat = heat_map(&m, thinker.as_deref());
    let max = heat.values().copied().max().unwrap_or(0).max(1) as f32;
    let lead = heat.iter().max_by_key(|&(_, &v)| v).map(|(&mv, _)| mv);
    let winners = m.game.winning_cells();
    let pulse = crate::hud::pulse(time.elapsed_secs(), 6.0);
    let last = m.history.last().copied();
    for (c, mut sprite, mut tf, mut vis) in &mut cells {
        tf.translation = fit.to_world(m.game.center(c.0)).extend(0.0);
        tf.rotation = fit.rotation();
        sprite.custom_size = Some(Vec2::splat(fit.scale * 1.12));
        let share = heat.get(&c.0).map_or(0.0, |&v| v as f32 / max);
        sprite.color = palette::SURFACE_HIGH.mix(&palette::GOLD, share * 0.9);
        *vis = shown;
    }
    for (r, mut sprite, mut tf, mut vis) in &mut rims {
        tf.translation = fit.to_world(m.game.center(r.0)).extend(-0.5);
        tf.rotation = fit.rotation();
        sprite.custom_size = Some(Vec2::splat(fit.scale * 1.45));
        *vis = shown;
    }
    for (s, mut sprite, mut tf, mut vis) in &mut stones {
        tf.translation = fit.to_world(m.game.center(s.0)).extend(2.0);
        let won = winners.contains(&s.0);
        let grow = if won { 0.86 + 0.08 * pulse } else { 0.78 };
        sprite.custom_size = Some(Vec2::splat(fit.scale * grow));
        if let Some(p) = m.game.stone(s.0) {
            let base = player_color(p);
            sprite.color = if won {
                base.mix(&palette::GOLD, 0.35 + 0.4 * pulse)
            } else if Some(s.0) == last {
                base.mix(&palette::TEXT, 0.25)
            } else {
                base
            };
        }
        *vis = shown;
    }
    for (mut sprite, mut tf, mut vis) in &mut ring {
        // 고리는 생각하는 동안에만 (둔 뒤에는 둔 수가 곧 결론이다).
        match lead.filter(|_| m.pending.is_some()) {
            Some(mv) => {
                tf.translation = fit.to_world(m.game.center(mv)).extend(3.0);
                sprite.custom_size = Some(Vec2::splat(fit.scale * 0.95));
                sprite.color = palette::GOLD.with_alpha(0.6 + 0.4 * pulse);
                *vis = shown;
            }
            None => *vis = Visibility::Hidden,
        }
    }
}

/// 루트 방문 수: 생각 중이면 지금 스냅숏, 아니면 AI의 마지막 생각 (사람이 둘 때까지).
pub fn heat_map<G: BoardGame>(
    m: &Match<G>,
    thinker: Option<&Thinker<AiSearch<G>>>,
) -> HashMap<G::Move, u32> {
    let live = thinker.and_then(Thinker::snapshot).map(|s| s.root);
    let root = match live {
        Some(r) if m.pending.is_some() => r,
        _ => match (&m.last, m.game.to_move() == m.human) {
            (Some(d), true) => d.root.clone(),
            _ => Vec::new(),
        },
    };
    root.into_iter()
        .filter(|c| m.game.stone(c.mv).is_none())
        .map(|c| (c.mv, c.visits))
        .collect()
}

/// 판의 자리 보고: 사람 차례면 판 가운데에서 가장 가까운 빈 칸.
fn probe<G: BoardGame>(
    m: Option<Res<Match<G>>>,
    compare: Option<Res<Compare<G>>>,
    layout: Res<ScreenLayout>,
) -> Option<BoardProbe> {
    let m = m?;
    let area = board_area(&layout);
    let fit = BoardFit::compute(&m.game, area);
    let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for c in m.game.cells() {
        let p = fit.to_world(m.game.center(c));
        lo = lo.min(p);
        hi = hi.max(p);
    }
    let half = Vec2::splat(fit.scale / 2.0);
    let mine = m.game.to_move() == m.human
        && m.pending.is_none()
        && !m.game.status().is_over()
        && compare.is_none();
    let center = area.center();
    let spot = mine
        .then(|| {
            m.game
                .cells()
                .into_iter()
                .filter(|&c| m.game.stone(c).is_none())
                .map(|c| fit.to_world(m.game.center(c)))
                .min_by(|a, b| a.distance(center).total_cmp(&b.distance(center)))
        })
        .flatten();
    Some(BoardProbe {
        game: match G::MODE {
            MctsMode::Hex => "hex",
            _ => "havannah",
        },
        rect: layout.rect_to_screen(Rect::from_corners(lo - half, hi + half)),
        cell: fit.scale,
        taps: screen_points(&layout, spot),
        ..default()
    })
}
