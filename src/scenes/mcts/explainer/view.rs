//! 설명 그림: 틱택토 판 (방문 열 지도와 고른 칸), UCT 트리 (노드 크기 ∝ √N, 색은 승률, 가지 굵기
//! ∝ √N), 이번 반복의 길(금색)과 시뮬레이션(점선과 결과).

use std::collections::HashMap;

use bevy::prelude::*;
use gameai::games::{Player, Status};
use gameai::mcts::SnapNode;

use super::layout::{cell_center, explainer_layout, rate_color, tree_layout};
use super::{Explainer, Stage};
use crate::AppSet;
use crate::anim::{Clock, ScaleTween};
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::i18n::{Locale, S};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::scenes::mcts::state::MctsMode;
use crate::theme::art::Art;
use crate::theme::palette;

/// 틱택토 판의 칸.
#[derive(Component)]
struct TttCell(u8);

/// 칸의 글자 (X/O 또는 방문 수).
#[derive(Component)]
struct TttLabel(u8);

/// 트리의 노드와 가지.
#[derive(Component)]
struct TreeNodeSprite(u32);

#[derive(Component)]
struct TreeEdgeSprite(u32);

/// 시뮬레이션 결과 글.
#[derive(Component)]
struct RolloutLabel;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(MctsMode::Explain), spawn_board);
    app.add_systems(
        Update,
        (sync_tree, place_tree, color_board)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
    app.add_systems(
        Update,
        draw_path_and_rollout
            .in_set(AppSet::Hud)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
}

fn spawn_board(mut commands: Commands) {
    for c in 0..9u8 {
        commands.spawn((
            TttCell(c),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            DespawnOnExit(MctsMode::Explain),
        ));
        commands.spawn((
            TttLabel(c),
            Label2d::default(),
            LabelFont::text(20.0),
            LabelColor(palette::TEXT),
            Transform::from_xyz(0.0, 0.0, 3.0),
            DespawnOnExit(MctsMode::Explain),
        ));
    }
    commands.spawn((
        RolloutLabel,
        Label2d::default(),
        LabelFont::text(14.0),
        LabelColor(palette::TEXT),
        Transform::from_xyz(0.0, 0.0, 6.0),
        DespawnOnExit(MctsMode::Explain),
    ));
}

/// 트리 엔티티를 스냅숏에 맞춘다: 새 노드는 튀어나오고, 사라진 노드는 지운다.
fn sync_tree(
    mut commands: Commands,
    ex: Res<Explainer>,
    art: Res<Art>,
    time: Res<Time>,
    nodes: Query<(Entity, &TreeNodeSprite)>,
    edges: Query<(Entity, &TreeEdgeSprite)>,
    mut seen: Local<Option<u64>>,
) {
    if *seen == Some(ex.serial) {
        return;
    }
    *seen = Some(ex.serial);
    let want: HashMap<u32, &SnapNode<u8>> = ex.tree.iter().map(|n| (n.id, n)).collect();
    let mut have: HashMap<u32, Entity> = HashMap::new();
    for (e, n) in &nodes {
        if want.contains_key(&n.0) {
            have.insert(n.0, e);
        } else {
            commands.entity(e).despawn();
        }
    }
    for (e, edge) in &edges {
        if !want.contains_key(&edge.0) {
            commands.entity(e).despawn();
        }
    }
    let now = time.elapsed_secs();
    for n in ex.tree.iter().filter(|n| !have.contains_key(&n.id)) {
        commands.spawn((
            TreeNodeSprite(n.id),
            Sprite {
                image: art.disc.clone(),
                color: palette::TEXT,
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 2.0).with_scale(Vec3::ZERO),
            ScaleTween {
                from: 0.0,
                to: 1.0,
                clock: Clock::new(now, 0.3),
                ease: EaseFunction::BackOut,
            },
            DespawnOnExit(MctsMode::Explain),
        ));
        if n.id != 0 {
            commands.spawn((
                TreeEdgeSprite(n.id),
                Sprite::from_color(palette::LINE, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, 1.0),
                DespawnOnExit(MctsMode::Explain),
            ));
        }
    }
}

/// 노드와 가지를 자리에 놓고, 크기·색·굵기를 통계에 맞춘다.
fn place_tree(
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut nodes: Query<
        (
            &TreeNodeSprite,
            &mut Sprite,
            &mut Transform,
            &mut Visibility,
        ),
        Without<TreeEdgeSprite>,
    >,
    mut edges: Query<
        (
            &TreeEdgeSprite,
            &mut Sprite,
            &mut Transform,
            &mut Visibility,
        ),
        Without<TreeNodeSprite>,
    >,
) {
    let (_, area) = explainer_layout(layout.board, layout.portrait);
    let pos = tree_layout(&ex.tree, area);
    let stats: HashMap<u32, &SnapNode<u8>> = ex.tree.iter().map(|n| (n.id, n)).collect();
    // 천천히 보여 줄 때, 새 노드는 확장 단계에 나타난다.
    let hidden = match ex.cycle {
        Some(c) if c.stage(time.elapsed_secs()).0 == Stage::Select => ex.new_node(),
        _ => None,
    };
    let root_n = stats.get(&0).map_or(1.0, |r| r.visits.max(1) as f32);
    for (id, mut sprite, mut tf, mut vis) in &mut nodes {
        let (Some(&(p, r)), Some(n)) = (pos.get(&id.0), stats.get(&id.0)) else {
            continue;
        };
        tf.translation = p.extend(2.0);
        sprite.custom_size = Some(Vec2::splat(r * 2.0));
        sprite.color = if id.0 == 0 {
            palette::TEXT
        } else {
            rate_color(n.wins / n.visits.max(1) as f32)
        };
        *vis = if hidden == Some(id.0) {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
    for (id, mut sprite, mut tf, mut vis) in &mut edges {
        let (Some(n), Some(&(b, _))) = (stats.get(&id.0), pos.get(&id.0)) else {
            continue;
        };
        let Some(&(a, _)) = pos.get(&n.parent) else {
            continue;
        };
        let d = b - a;
        let width =
            (0.9 * (n.visits as f32).sqrt() * (8.0 / root_n.sqrt().max(1.0))).clamp(1.0, 8.0);
        sprite.custom_size = Some(Vec2::new(d.length(), width));
        tf.translation = ((a + b) / 2.0).extend(1.0);
        tf.rotation = Quat::from_rotation_z(d.y.atan2(d.x));
        *vis = if hidden == Some(id.0) {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
}

/// 틱택토 판: 둔 돌은 X/O, 빈 칸은 루트 방문 수와 그 열 색. 고른 칸은 맥박친다.
fn color_board(
    mut glow: crate::hud::Pulse,
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    mut cells: Query<(&TttCell, &mut Sprite, &mut Transform), Without<TttLabel>>,
    mut labels: Query<
        (
            &TttLabel,
            &mut Label2d,
            &mut LabelColor,
            &mut LabelFont,
            &mut Transform,
        ),
        Without<TttCell>,
    >,
) {
    let (area, _) = explainer_layout(layout.board, layout.portrait);
    let cell = area.width() / 3.0;
    let visits: HashMap<u8, u32> = ex
        .mcts
        .root_stats()
        .iter()
        .map(|c| (c.mv, c.visits))
        .collect();
    let max = visits.values().copied().max().unwrap_or(0).max(1) as f32;
    let pulse = glow.at(8.0);
    let center = |c: u8| cell_center(area, c);
    let winning = ex.game.winning_line();
    for (c, mut sprite, mut tf) in &mut cells {
        tf.translation = center(c.0).extend(0.0);
        sprite.custom_size = Some(Vec2::splat(cell * 0.94));
        let share = visits.get(&c.0).map_or(0.0, |&v| v as f32 / max);
        sprite.color = if winning.is_some_and(|l| l.contains(&c.0)) {
            palette::GOLD
        } else if ex.chosen.is_some_and(|(m, _)| m == c.0) {
            palette::SURFACE_HIGH.mix(&palette::GOLD, 0.4 + 0.5 * pulse)
        } else {
            palette::SURFACE_HIGH.mix(&palette::GOLD, share * 0.75)
        };
    }
    for (c, mut text, mut color, mut font, mut tf) in &mut labels {
        tf.translation = center(c.0).extend(3.0);
        let (s, col, size) = match ex.game.at(c.0) {
            Some(Player::First) => ("X".to_owned(), palette::BAD, cell * 0.55),
            Some(Player::Second) => ("O".to_owned(), palette::BLUE, cell * 0.55),
            None => match visits.get(&c.0) {
                Some(v) => (
                    v.to_string(),
                    palette::TEXT,
                    (cell * 0.22).clamp(MIN_TEXT, 26.0),
                ),
                None => (String::new(), palette::TEXT, 12.0),
            },
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = col;
        font.size = size;
    }
}

/// 선택 경로(금색)와 시뮬레이션(점선과 결과 글).
fn draw_path_and_rollout(
    mut glow: crate::hud::Pulse,
    mut strokes: ResMut<Strokes>,
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    locale: Res<Locale>,
    mut label: Query<(&mut Label2d, &mut Transform, &mut Visibility), With<RolloutLabel>>,
) {
    let (_, area) = explainer_layout(layout.board, layout.portrait);
    let pos = tree_layout(&ex.tree, area);
    let now = time.elapsed_secs();
    let (stage, t) = match ex.cycle {
        Some(c) => c.stage(now),
        None if ex.fast.is_some() && ex.chosen.is_none() => (Stage::Backprop, 1.0),
        None => {
            for (_, _, mut v) in &mut label {
                *v = Visibility::Hidden;
            }
            return;
        }
    };
    let path: Vec<Vec2> = ex
        .last
        .path
        .iter()
        .filter_map(|id| pos.get(id).map(|p| p.0))
        .collect();
    // 선택: 경로가 뿌리에서부터 한 칸씩 금색으로.
    let shown = match stage {
        Stage::Select => ((path.len() as f32) * t).ceil() as usize,
        _ => path.len(),
    };
    let gold = if stage == Stage::Backprop {
        palette::GOLD.with_alpha(0.5 + 0.5 * glow.at(24.0))
    } else {
        palette::GOLD
    };
    for w in path[..shown.min(path.len())].windows(2) {
        strokes.line(w[0], w[1], gold);
    }
    for &p in &path[..shown.min(path.len())] {
        strokes.circle(p, 6.0, gold);
    }
    // 시뮬레이션: 새 노드에서 아래로, 둔 수만큼의 점선과 결과.
    let show_rollout = matches!(stage, Stage::Rollout | Stage::Backprop);
    let (Some(&leaf), true) = (path.last(), show_rollout) else {
        for (_, _, mut v) in &mut label {
            *v = Visibility::Hidden;
        }
        return;
    };
    let steps = ex.last.rollout.len() as f32;
    let grow = if stage == Stage::Rollout { t } else { 1.0 };
    let len = (12.0 + 14.0 * steps) * grow;
    let end = leaf - Vec2::new(0.0, len);
    let mut y = 0.0;
    while y < len {
        let a = leaf - Vec2::new(0.0, y);
        let b = leaf - Vec2::new(0.0, (y + 5.0).min(len));
        strokes.line(a, b, palette::TEXT);
        y += 10.0;
    }
    let result = match ex.last.result {
        Some(Status::Won(Player::First)) => locale.t(S::MctsXWins),
        Some(Status::Won(Player::Second)) => locale.t(S::MctsOWins),
        _ => locale.t(S::MctsDraw),
    };
    for (mut text, mut tf, mut v) in &mut label {
        if text.0 != result {
            text.0 = result.to_owned();
        }
        tf.translation = (end - Vec2::new(0.0, 10.0)).extend(6.0);
        *v = if grow >= 1.0 {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
    }
}
