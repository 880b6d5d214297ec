//! 돌과 더미: 돌 엔티티를 국면에 맞추기, 날아가는 돌, 빛나는 더미 (배치는 `geometry`).

use bevy::prelude::*;

use super::geometry::{FLY, current_geometry};
use super::state::{HEAPS, NimMatch, NimSettings, Phase};
use crate::anim::{Clock, DespawnAt, FadeTween, MoveTween, ScaleTween};
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::layout::ScreenLayout;
use crate::theme::art::Art;
use crate::theme::palette;
use crate::{AppSet, Scene};

/// 판 위의 돌. 더미 `heap`의 아래에서 `index`번째.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    pub heap: usize,
    pub index: u32,
}

/// 가져가져서 날아가는 중인 돌.
#[derive(Component)]
pub(super) struct Flying;

/// 더미 칸의 배경.
#[derive(Component)]
struct HeapSlot(usize);

/// AI가 고른 더미 뒤의 빛.
#[derive(Component)]
struct HeapGlow(usize);

/// 더미 이름표 ("A · 5").
#[derive(Component)]
struct HeapLabel(usize);

pub(super) use super::state::heap_name;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Scene::Nim), spawn_heaps);
    app.add_systems(
        Update,
        (
            sync_stones,
            place_heaps,
            place_stones,
            glow_chosen_heap,
            mark_last_take,
        )
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(Scene::Nim).and_then(resource_exists::<NimMatch>)),
    );
}

fn spawn_heaps(mut commands: Commands, art: Res<Art>) {
    for heap in 0..HEAPS {
        commands.spawn((
            HeapSlot(heap),
            Sprite::from_color(palette::SURFACE, Vec2::ONE),
            Transform::default(),
            DespawnOnExit(Scene::Nim),
        ));
        commands.spawn((
            HeapGlow(heap),
            Sprite {
                image: art.glow.clone(),
                color: palette::GOLD.with_alpha(0.0),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 0.5),
            DespawnOnExit(Scene::Nim),
        ));
        commands.spawn((
            HeapLabel(heap),
            Label2d::new(heap_name(heap).to_string()),
            LabelFont::text(16.0),
            LabelColor(palette::TEXT_DIM),
            Transform::from_xyz(0.0, 0.0, 3.0),
            DespawnOnExit(Scene::Nim),
        ));
    }
}

/// 돌 엔티티를 국면에 맞춘다: 모자란 돌은 튀어나오게 만들고, 가져간 돌은 날려 보낸다.
fn sync_stones(
    mut commands: Commands,
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    art: Res<Art>,
    time: Res<Time>,
    stones: Query<(Entity, &Stone, &Transform)>,
    mut seen_game: Local<Option<u64>>,
) {
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    let geo = current_geometry(&m, &settings, &layout);
    let new_game = *seen_game != Some(m.game);
    *seen_game = Some(m.game);
    let mut present = [0u32; HEAPS];
    for (e, stone, tf) in &stones {
        let size = m.pos.heaps().get(stone.heap).copied().unwrap_or(0);
        if stone.index < size && !new_game {
            // 제자리를 지키는 돌. 돌은 언제나 아래부터 빈틈없이 있다.
            present[stone.heap] = present[stone.heap].max(stone.index + 1);
            continue;
        }
        // 날려 보낸다: 위로, 조금씩 엇갈리게, 흐려지며.
        let from = tf.translation;
        let lift = layout.window.y * 0.5 + 80.0 - from.y;
        let to = from + Vec3::new(40.0 + 18.0 * stone.index as f32, lift, 0.0);
        let delay = 0.05 * stone.index as f32 / speed;
        let clock = Clock::new(now + delay, FLY / speed);
        commands.entity(e).remove::<Stone>().insert((
            Flying,
            MoveTween {
                from: from.with_z(2.0),
                to: to.with_z(2.0),
                clock,
                ease: EaseFunction::CubicIn,
            },
            FadeTween {
                from: 1.0,
                to: 0.0,
                clock,
                ease: EaseFunction::QuadraticIn,
            },
            DespawnAt(now + delay + FLY / speed),
        ));
    }
    for (heap, &size) in m.pos.heaps().iter().enumerate().take(HEAPS) {
        for index in present[heap]..size {
            let pos = geo.stone_pos(heap, index);
            let delay = 0.04 * (heap as f32 * 2.0 + index as f32) / speed;
            commands.spawn((
                Stone { heap, index },
                Sprite {
                    image: art.disc.clone(),
                    color: palette::STONE,
                    custom_size: Some(Vec2::splat(geo.stone)),
                    ..default()
                },
                Transform::from_translation(pos.extend(1.0)).with_scale(Vec3::ZERO),
                ScaleTween {
                    from: 0.0,
                    to: 1.0,
                    clock: Clock::new(now + delay, 0.35 / speed),
                    ease: EaseFunction::BackOut,
                },
                DespawnOnExit(Scene::Nim),
            ));
        }
    }
}

fn place_heaps(
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    mut slots: Query<(&HeapSlot, &mut Sprite, &mut Transform), Without<HeapLabel>>,
    mut labels: Query<
        (&HeapLabel, &mut Label2d, &mut LabelFont, &mut Transform),
        Without<HeapSlot>,
    >,
) {
    let geo = current_geometry(&m, &settings, &layout);
    for (slot, mut sprite, mut tf) in &mut slots {
        let (center, size) = geo.slot_rect(slot.0);
        sprite.custom_size = Some(size);
        tf.translation = center.extend(0.0);
    }
    for (label, mut text, mut font, mut tf) in &mut labels {
        let size = m.pos.heaps().get(label.0).copied().unwrap_or(0);
        let want = format!("{} · {size}", heap_name(label.0));
        if text.0 != want {
            text.0 = want;
        }
        font.size = geo.font;
        tf.translation = Vec2::new(geo.col_x[label.0], geo.label_y).extend(3.0);
    }
}

fn place_stones(
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    mut stones: Query<(&Stone, &mut Sprite, &mut Transform)>,
) {
    let geo = current_geometry(&m, &settings, &layout);
    // AI가 고른 수: 가져갈 돌을 미리 물들인다.
    let doomed = match m.phase {
        Phase::Reveal { mv, .. } => Some(mv),
        _ => None,
    };
    for (stone, mut sprite, mut tf) in &mut stones {
        tf.translation = geo.stone_pos(stone.heap, stone.index).extend(1.0);
        sprite.custom_size = Some(Vec2::splat(geo.stone));
        let hot = doomed.is_some_and(|mv| mv.heap == stone.heap && stone.index >= mv.to);
        sprite.color = if hot {
            palette::STONE_HOT
        } else {
            palette::STONE
        };
    }
}

/// AI가 고른 더미 뒤에서 빛이 맥박친다.
fn glow_chosen_heap(
    mut glow: crate::hud::Pulse,
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    mut glows: Query<(&HeapGlow, &mut Sprite, &mut Transform)>,
) {
    let geo = current_geometry(&m, &settings, &layout);
    let chosen = match m.phase {
        Phase::Reveal { mv, .. } => Some(mv.heap),
        _ => None,
    };
    let pulse = 0.3 + 0.5 * glow.at(9.0);
    for (glow, mut sprite, mut tf) in &mut glows {
        let (center, size) = geo.slot_rect(glow.0);
        tf.translation = center.extend(0.5);
        sprite.custom_size = Some(Vec2::new(size.x * 1.9, size.y * 1.25));
        let a = if chosen == Some(glow.0) { pulse } else { 0.0 };
        sprite.color = palette::GOLD.with_alpha(a);
    }
}

/// 마지막 수를 색만이 아니라 모양으로: 가져간 돌이 있던 자리마다 빈 고리 (색을 구별하지 못해도,
/// 날아간 돌을 놓쳤어도 무엇이 빠졌는지 보인다). 더미 칸 밖으로 나가는 자리는 그리지 않는다.
fn mark_last_take(
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    mut strokes: ResMut<Strokes>,
) {
    let Some((_, mv, n)) = m.last else { return };
    let geo = current_geometry(&m, &settings, &layout);
    let (center, size) = geo.slot_rect(mv.heap);
    let top = center.y + size.y / 2.0;
    for index in mv.to..mv.to.saturating_add(n) {
        let at = geo.stone_pos(mv.heap, index);
        if at.y + geo.stone / 2.0 <= top {
            strokes.circle(at, geo.stone * 0.4, palette::TEXT_DIM);
        }
    }
}
