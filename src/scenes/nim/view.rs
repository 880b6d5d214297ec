//! 돌과 더미: 배치 계산(순수 함수 [`Geometry`]), 돌 엔티티를 국면에 맞추기, 날아가는 돌, 빛나는 더미.

use bevy::prelude::*;
use bevy::text::FontSize;

use super::game::Phase;
use super::{HEAPS, NimMatch, NimSettings};
use crate::anim::{Clock, DespawnAt, FadeTween, MoveTween, ScaleTween};
use crate::layout::{ScreenLayout, TOUCH_TARGET};
use crate::theme::art::Art;
use crate::theme::{Fonts, palette};
use crate::{AppSet, Scene};

/// 더미 하나에 그릴 수 있는 돌의 최소 칸 수.
pub const MIN_SLOTS: u32 = 7;
/// 돌의 최대 지름 (큰 화면에서 너무 커지지 않게).
const MAX_STONE: f32 = 68.0;
/// 날아가는 시간 (속도 1일 때).
const FLY: f32 = 0.75;

/// 님 판의 배치. 판 사각형과 설정만으로 정해지는 순수한 값.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// 돌 더미 영역.
    pub heaps: Rect,
    /// 이진 표 영역 (숨기면 없음).
    pub table: Option<Rect>,
    /// 위쪽 상태 줄의 y.
    pub status_y: f32,
    /// 아래쪽 안내 줄의 y.
    pub hint_y: f32,
    /// 더미마다 가운데 x.
    pub col_x: Vec<f32>,
    /// 더미 칸 너비.
    pub col_w: f32,
    /// 맨 아래 돌의 가운데 y.
    pub base_y: f32,
    /// 돌 사이 세로 간격.
    pub step: f32,
    /// 돌 지름.
    pub stone: f32,
    /// 더미마다 칸 수.
    pub slots: u32,
    /// 더미 이름표의 y.
    pub label_y: f32,
    /// 글자 크기.
    pub font: f32,
}

impl Geometry {
    /// 판 사각형 안에 더미 `heaps`개, 칸 `slots`개를 놓는다.
    pub fn compute(board: Rect, heaps: usize, slots: u32, show_table: bool) -> Geometry {
        let strip = crate::hud::board_text::strip_height(board);
        let font = (strip * 0.5).clamp(13.0, 20.0);
        let middle = Rect::new(
            board.min.x,
            board.min.y + strip,
            board.max.x,
            board.max.y - strip,
        );
        let (heaps_rect, table) = if show_table {
            // 더미에 최소한 손가락 폭을 주고, 남는 곳을 표에.
            let want = (middle.width() * 0.52).max(TOUCH_TARGET * heaps as f32);
            let split = middle.min.x + want.min(middle.width() * 0.7);
            (
                Rect::new(middle.min.x, middle.min.y, split, middle.max.y),
                Some(Rect::new(
                    split + 8.0,
                    middle.min.y,
                    middle.max.x,
                    middle.max.y,
                )),
            )
        } else {
            (middle, None)
        };
        let label_h = font * 1.8;
        let col_w = heaps_rect.width() / heaps.max(1) as f32;
        let step = ((heaps_rect.height() - label_h) / slots.max(1) as f32).max(1.0);
        let stone = (col_w * 0.78).min(step * 0.9).min(MAX_STONE);
        let base_y = heaps_rect.min.y + label_h + step / 2.0;
        let col_x = (0..heaps)
            .map(|h| heaps_rect.min.x + col_w * (h as f32 + 0.5))
            .collect();
        Geometry {
            heaps: heaps_rect,
            table,
            status_y: board.max.y - strip / 2.0,
            hint_y: board.min.y + strip / 2.0,
            col_x,
            col_w,
            base_y,
            step,
            stone,
            slots,
            label_y: heaps_rect.min.y + label_h / 2.0,
            font,
        }
    }

    /// 돌 `index`(아래에서 0부터) 자리의 가운데.
    pub fn stone_pos(&self, heap: usize, index: u32) -> Vec2 {
        Vec2::new(
            self.col_x.get(heap).copied().unwrap_or(0.0),
            self.base_y + self.step * index as f32,
        )
    }

    /// 월드 좌표 `p`가 어느 더미의 몇 번째 칸인가. 더미 밖이면 `None`.
    pub fn hit(&self, p: Vec2) -> Option<(usize, u32)> {
        let left = self.heaps.min.x;
        if p.x < left || p.x >= self.heaps.max.x {
            return None;
        }
        let heap = ((p.x - left) / self.col_w) as usize;
        let bottom = self.base_y - self.step / 2.0;
        if p.y < bottom || heap >= self.col_x.len() {
            return None;
        }
        let index = ((p.y - bottom) / self.step) as u32;
        (index < self.slots).then_some((heap, index))
    }

    /// 더미 칸 배경의 가운데와 크기.
    pub fn slot_rect(&self, heap: usize) -> (Vec2, Vec2) {
        let h = self.step * self.slots as f32;
        let center = Vec2::new(
            self.col_x.get(heap).copied().unwrap_or(0.0),
            self.base_y - self.step / 2.0 + h / 2.0,
        );
        (center, Vec2::new(self.col_w * 0.86, h))
    }
}

/// 지금 국면·설정·화면에 맞는 배치.
pub fn current_geometry(m: &NimMatch, settings: &NimSettings, layout: &ScreenLayout) -> Geometry {
    let slots = m
        .pos
        .heaps()
        .iter()
        .copied()
        .max()
        .unwrap_or(0)
        .max(MIN_SLOTS);
    Geometry::compute(layout.board, HEAPS, slots, settings.show_table)
}

/// 판 위의 돌. 더미 `heap`의 아래에서 `index`번째.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    pub heap: usize,
    pub index: u32,
}

/// 가져가져서 날아가는 중인 돌.
#[derive(Component)]
pub struct Flying;

/// 더미 칸의 배경.
#[derive(Component)]
struct HeapSlot(usize);

/// AI가 고른 더미 뒤의 빛.
#[derive(Component)]
struct HeapGlow(usize);

/// 더미 이름표 ("A · 5").
#[derive(Component)]
struct HeapLabel(usize);

/// 더미의 이름: A, B, C, D …
pub fn heap_name(heap: usize) -> char {
    char::from(b'A' + (heap % 26) as u8)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Scene::Nim), spawn_heaps);
    app.add_systems(
        Update,
        (sync_stones, place_heaps, place_stones, glow_chosen_heap)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(Scene::Nim).and_then(resource_exists::<NimMatch>)),
    );
}

fn spawn_heaps(mut commands: Commands, art: Res<Art>, fonts: Res<Fonts>) {
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
            Text2d::new(heap_name(heap).to_string()),
            fonts.text(16.0),
            TextColor(palette::TEXT_DIM),
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
    mut labels: Query<(&HeapLabel, &mut Text2d, &mut TextFont, &mut Transform), Without<HeapSlot>>,
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
        font.font_size = FontSize::Px(geo.font);
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
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut glows: Query<(&HeapGlow, &mut Sprite, &mut Transform)>,
) {
    let geo = current_geometry(&m, &settings, &layout);
    let chosen = match m.phase {
        Phase::Reveal { mv, .. } => Some(mv.heap),
        _ => None,
    };
    let pulse = 0.55 + 0.25 * (time.elapsed_secs() * 9.0).sin();
    for (glow, mut sprite, mut tf) in &mut glows {
        let (center, size) = geo.slot_rect(glow.0);
        tf.translation = center.extend(0.5);
        sprite.custom_size = Some(Vec2::new(size.x * 1.9, size.y * 1.25));
        let a = if chosen == Some(glow.0) { pulse } else { 0.0 };
        sprite.color = palette::GOLD.with_alpha(a);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn geo(w: f32, h: f32) -> Geometry {
        let layout = ScreenLayout::compute(Vec2::new(w, h));
        Geometry::compute(layout.board, HEAPS, MIN_SLOTS, true)
    }

    #[test]
    fn every_stone_is_hit_where_it_is_drawn() {
        for (w, h) in [(360.0, 640.0), (1280.0, 720.0), (3840.0, 2160.0)] {
            let g = geo(w, h);
            for heap in 0..HEAPS {
                for index in 0..MIN_SLOTS {
                    assert_eq!(
                        g.hit(g.stone_pos(heap, index)),
                        Some((heap, index)),
                        "{w}x{h}"
                    );
                }
            }
            // 표 위를 누르면 더미가 아니다.
            let t = g.table.unwrap();
            assert_eq!(g.hit(t.center()), None);
        }
    }

    #[test]
    fn stones_fit_inside_the_board() {
        for (w, h) in [(360.0, 640.0), (640.0, 360.0), (1280.0, 720.0)] {
            let layout = ScreenLayout::compute(Vec2::new(w, h));
            let g = Geometry::compute(layout.board, HEAPS, MIN_SLOTS, true);
            let top = g.stone_pos(0, MIN_SLOTS - 1).y + g.stone / 2.0;
            assert!(top <= layout.board.max.y, "{w}x{h}");
            assert!(
                g.stone >= 20.0,
                "{w}x{h}: stones of {} px are too small",
                g.stone
            );
            // 손가락 목표: 칸 하나가 대략 44 논리 픽셀.
            assert!(g.col_w >= TOUCH_TARGET, "{w}x{h}");
        }
    }
}
