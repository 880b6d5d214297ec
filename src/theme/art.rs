//! 코드로 만든 임시 그림: 부드러운 원(돌·칸), 빛 번짐(반짝임), 고리(선택 표시).
//!
//! 모두 흰색이라 `Sprite::color`로 물들여 쓴다 — 색을 바꾸는 애니메이션이 엔티티마다 자유롭다.
//! 진짜 그림이 생기면 이 자리를 `assets/`의 이미지로 바꾼다.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// 그림 한 변의 픽셀 수.
const SIZE: u32 = 128;

/// 공용 그림 핸들.
#[derive(Resource, Clone, Debug, Default)]
pub(crate) struct Art {
    /// 가장자리가 매끈한 흰 원.
    pub(crate) disc: Handle<Image>,
    /// 가운데가 밝고 바깥으로 사라지는 빛.
    pub(crate) glow: Handle<Image>,
    /// 흰 고리 (두께는 반지름의 12%).
    pub(crate) ring: Handle<Image>,
    /// 꼭짓점이 위아래인 흰 육각형 (헥스·하바나의 칸).
    pub(crate) hexagon: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    let art = match app.world_mut().get_resource_mut::<Assets<Image>>() {
        Some(mut images) => Art {
            disc: images.add(make(disc_alpha)),
            glow: images.add(make(glow_alpha)),
            ring: images.add(make(ring_alpha)),
            hexagon: images.add(make_xy(hexagon_alpha)),
        },
        None => Art::default(),
    };
    app.insert_resource(art);
}

/// 중심에서의 거리 `r` (0 = 중심, 1 = 가장자리)에서 원의 불투명도.
fn disc_alpha(r: f32) -> f32 {
    // 바깥 1.5픽셀에 걸쳐 부드럽게 사라진다.
    let edge = 1.5 / (SIZE as f32 / 2.0);
    ((1.0 - r) / edge).clamp(0.0, 1.0)
}

fn glow_alpha(r: f32) -> f32 {
    let t = (1.0 - r).clamp(0.0, 1.0);
    t * t
}

fn ring_alpha(r: f32) -> f32 {
    let half = 0.06;
    let edge = 1.5 / (SIZE as f32 / 2.0);
    ((half - (r - (1.0 - half - edge)).abs()) / edge + 0.5).clamp(0.0, 1.0)
}

/// 꼭짓점이 위아래인 육각형: 가운데에서 (x, y) (둘 다 −1..1, 꼭짓점까지 1)의 불투명도.
fn hexagon_alpha(x: f32, y: f32) -> f32 {
    // 육각형 = 세 띠의 교집합: |x| ≤ √3/2, |x·√3/2 ± y/2| ≤ √3/2 … 를 꼭짓점 반지름 1로.
    let s = 3f32.sqrt() / 2.0;
    let d = (x.abs() / s).max((x.abs() * 0.5 + y.abs() * s) / s);
    let edge = 2.0 / SIZE as f32;
    ((1.0 - d) / edge).clamp(0.0, 1.0)
}

fn make(alpha: fn(f32) -> f32) -> Image {
    make_with(|x, y| alpha(x.hypot(y)))
}

fn make_xy(alpha: fn(f32, f32) -> f32) -> Image {
    make_with(alpha)
}

/// 가운데가 (0, 0), 가장자리가 ±1인 좌표마다 불투명도를 매겨 흰 그림을 만든다.
fn make_with(alpha: impl Fn(f32, f32) -> f32) -> Image {
    let mut data = Vec::with_capacity((SIZE * SIZE * 4) as usize);
    let c = (SIZE as f32 - 1.0) / 2.0;
    for y in 0..SIZE {
        for x in 0..SIZE {
            let (u, v) = (
                (x as f32 - c) / (SIZE as f32 / 2.0),
                (y as f32 - c) / (SIZE as f32 / 2.0),
            );
            let a = (alpha(u, v) * 255.0).round() as u8;
            data.extend_from_slice(&[255, 255, 255, a]);
        }
    }
    Image::new(
        Extent3d {
            width: SIZE,
            height: SIZE,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_fade_at_the_edge() {
        assert_eq!(disc_alpha(0.0), 1.0);
        assert_eq!(disc_alpha(1.0), 0.0);
        assert!(glow_alpha(0.0) > glow_alpha(0.5));
        assert!(ring_alpha(0.93) > 0.9);
        assert!(ring_alpha(0.5) < 0.01);
        assert_eq!(hexagon_alpha(0.0, 0.0), 1.0);
        // 꼭짓점(위아래)과 변(좌우)의 가장자리 밖은 투명.
        assert_eq!(hexagon_alpha(0.0, 1.0), 0.0);
        assert_eq!(hexagon_alpha(0.9, 0.0), 0.0);
        assert!(hexagon_alpha(0.8, 0.0) > 0.0);
    }
}
