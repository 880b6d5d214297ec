//! 판 위의 글: 좌표, 말의 글자(♛), 수, 설명 줄. Bevy 엔티티로 두고 (자리는 `Transform`, 보이기는
//! `Visibility`, 트윈도 그대로), 그리기는 egui가 한다.
//!
//! 왜 Bevy의 `Text2d`가 아닌가: 글 모양을 잡는 Bevy의 글자 더미(parley, harfrust, skrifa, ICU의 줄
//! 나눔 자료, 글리프 아틀라스)는 웹 빌드에서 1 MB가 넘는 코드다. egui는 패널을 그리려고 같은 번들
//! 글꼴을 이미 들고 있으니, 판 위의 글도 egui의 글꼴로 그리면 그 더미가 통째로 빠진다 (웹의 내려받기
//! 예산, README의 측정).
//!
//! 그리는 법: 매 egui 패스마다 `paint_board`가 [`super::strokes`]의 선을 그린 다음 보이는 [`Label2d`]를 z 순서로 모아, 카메라로
//! 월드 → 화면 좌표를 구해 egui의 배경 층에 그린다. 판 사각형은 egui 패널과 겹치지 않으므로
//! ([`crate::layout`]), 패널 아래나 위의 차이는 보이지 않는다. egui 창과 팝업은 그 위에 뜬다.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::panel::{EguiReady, color32};
use super::strokes::{self, Strokes};
use crate::layout::MIN_TEXT;

/// 판 위의 글 한 덩이. 여러 줄이면 `\n`으로 나눈다.
#[derive(Component, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
#[require(LabelFont, LabelColor, Transform, Visibility)]
pub struct Label2d(pub String);

impl Label2d {
    /// 글 `text`의 덩이.
    pub fn new(text: impl Into<String>) -> Self {
        Label2d(text.into())
    }
}

/// 글자 크기 (논리 픽셀). 글꼴은 하나다: 굵은 글꼴은 웹의 내려받기 예산 때문에 싣지 않는다 (README의
/// 측정). 강조는 크기와 색으로 한다.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct LabelFont {
    /// 글자 크기 (논리 픽셀, egui의 점과 같다).
    pub size: f32,
}

impl Default for LabelFont {
    fn default() -> Self {
        LabelFont::text(16.0)
    }
}

impl LabelFont {
    /// 본문 글꼴, 크기 `size`.
    pub fn text(size: f32) -> Self {
        LabelFont { size }
    }
}

/// 글자 색 (알파로 흐려지고 나타난다, [`crate::anim::FadeTween`]).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub(crate) struct LabelColor(pub Color);

impl Default for LabelColor {
    fn default() -> Self {
        LabelColor(Color::WHITE)
    }
}

/// 여러 줄의 정렬과 줄 바꿈 폭. 없으면 왼쪽 정렬, 바꾸지 않는다.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct LabelBlock {
    /// 줄들을 가운데로 (아니면 왼쪽으로).
    pub(crate) centered: bool,
    /// 이 폭(논리 픽셀)을 넘으면 줄을 바꾼다.
    pub(crate) wrap: Option<f32>,
    /// 한 줄이 이 폭을 넘으면 글자를 줄여 맞추고 (12 px까지), 그래도 넘으면 이 폭에서 줄을 바꾼다
    /// (상태 줄: 좁은 화면에서도 양 끝이 잘리지 않게).
    pub(crate) fit: Option<f32>,
}

/// 가리면 안 되는 글 (상태 줄, 안내, 설명 줄): 그린 자리를 [`KeptClear`]에 적어, 판 위에 뜨는 것
/// (둘러보기 제안)이 피해 가게 한다. `soft`이면 자리가 없을 때 가려도 되는 글 (설명 줄).
#[derive(Component, Clone, Copy, Debug, Default)]
pub(crate) struct KeepClear {
    /// 자리가 모자라면 가려도 된다.
    pub(crate) soft: bool,
}

/// 지난 egui 패스에 [`KeepClear`] 글이 차지한 사각형들 (화면 좌표, y는 아래로)과 그 `soft`. 아직
/// 뜨지 않은 글(흐려져 없는 안내)도 그 글자 크기 한 줄의 자리로 적는다: 뜰 때 가려지지 않게.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub(crate) struct KeptClear(pub(crate) Vec<(Rect, bool)>);

impl LabelBlock {
    /// 가운데 정렬.
    pub(crate) fn centered() -> Self {
        LabelBlock {
            centered: true,
            wrap: None,
            fit: None,
        }
    }

    /// 왼쪽 정렬, 폭 `width`에서 줄을 바꾼다.
    pub(crate) fn wrapped(width: f32) -> Self {
        LabelBlock {
            centered: false,
            wrap: Some(width),
            fit: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    // egui의 패스(그 안의 `paint_board`)는 이 프레임의 자리와 보이기가 정해진 뒤에 돈다: 아니면 글이
    // 스프라이트보다 한 프레임 늦게 움직인다.
    app.configure_sets(
        PostUpdate,
        bevy_egui::EguiPostUpdateSet::EndPass
            .after(TransformSystems::Propagate)
            .after(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate),
    );
    app.init_resource::<KeptClear>();
    app.add_systems(
        EguiPrimaryContextPass,
        paint_board.run_if(resource_exists::<EguiReady>),
    );
}

/// 판 위의 선([`Strokes`])과 보이는 글을 모두 egui의 배경 층에 그린다: 선 먼저, 그 위에 글을 z가
/// 작은 것부터 (곧 Bevy가 그렸을 순서로).
fn paint_board(
    mut contexts: EguiContexts,
    strokes: Res<Strokes>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    labels: Query<(
        Entity,
        &Label2d,
        &LabelFont,
        &LabelColor,
        Option<&LabelBlock>,
        Option<&Anchor>,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&KeepClear>,
    )>,
    keep_clear: Query<(
        &Label2d,
        &LabelFont,
        &LabelColor,
        &GlobalTransform,
        &InheritedVisibility,
        &KeepClear,
    )>,
    mut kept: ResMut<KeptClear>,
    mut order: Local<Vec<(f32, Entity)>>,
    mut clear: Local<Vec<(Rect, bool)>>,
) -> Result {
    let Some((camera, camera_at)) = cameras.iter().find(|(c, _)| c.is_active) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let window_width = ctx.content_rect().width();
    strokes::paint(&strokes, &painter, |p| {
        camera
            .world_to_viewport(camera_at, p.extend(0.0))
            .ok()
            .map(|s| egui::pos2(s.x, s.y))
    });
    order.clear();
    order.extend(
        labels
            .iter()
            .filter(|(_, text, .., seen, _)| seen.get() && !text.is_empty())
            .map(|(e, .., at, _, _)| (at.translation().z, e)),
    );
    order.sort_by(|a, b| a.0.total_cmp(&b.0));
    clear.clear();
    // 가리면 안 되는 글이 그려지지 않았으면 (빈 안내) 한 줄의 자리를 적는다. 그려진 것은 아래에서 그린
    // 사각형을 적는다.
    for (text, font, color, at, seen, keep) in &keep_clear {
        if !seen.get() || (!text.is_empty() && color.0.alpha() > 0.0) {
            continue;
        }
        if let Ok(p) = camera.world_to_viewport(camera_at, at.translation()) {
            let line = Vec2::new(window_width * 0.8, font.size * 1.3);
            clear.push((Rect::from_center_size(p, line), keep.soft));
        }
    }
    for &(_, e) in order.iter() {
        let Ok((_, text, font, color, block, anchor, at, _, keep)) = labels.get(e) else {
            continue;
        };
        let (scale, _, world) = at.to_scale_rotation_translation();
        let size = font.size * scale.y.abs();
        if color.0.alpha() <= 0.0 || size < 1.0 {
            continue;
        }
        let Ok(screen) = camera.world_to_viewport(camera_at, world) else {
            continue;
        };
        let family = egui::FontFamily::Proportional;
        let block = block.copied().unwrap_or_default();
        let (size, wrap) = match block.fit {
            Some(room) => {
                let one_line = painter
                    .layout_no_wrap(
                        text.0.clone(),
                        egui::FontId::new(size, family.clone()),
                        egui::Color32::WHITE,
                    )
                    .size()
                    .x;
                let fitted = if one_line > room {
                    (size * room / one_line).max(MIN_TEXT.min(size))
                } else {
                    size
                };
                (fitted, Some(room))
            }
            None => (size, block.wrap),
        };
        let mut job = egui::text::LayoutJob::simple(
            text.0.clone(),
            egui::FontId::new(size, family),
            color32(color.0),
            wrap.unwrap_or(f32::INFINITY),
        );
        if block.centered {
            job.halign = egui::Align::Center;
        }
        let galley = painter.layout_job(job);
        // Bevy의 닻: (-0.5, -0.5)가 왼쪽 아래, (0.5, 0.5)가 오른쪽 위. egui는 y가 아래로 자란다.
        let anchor = anchor.map_or(Vec2::ZERO, |a| a.as_vec());
        let size = galley.size();
        let left = screen.x - (anchor.x + 0.5) * size.x;
        let top = screen.y - (0.5 - anchor.y) * size.y;
        // 가운데 정렬이면 갤리의 줄들이 x = 0을 가운데로 놓여 `rect.min.x`가 음수다.
        let origin = egui::pos2(left - galley.rect.min.x, top - galley.rect.min.y);
        if let Some(keep) = keep {
            let corner = Vec2::new(left, top);
            clear.push((
                Rect::from_corners(corner, corner + Vec2::new(size.x, size.y)),
                keep.soft,
            ));
        }
        // 창의 가장자리에 걸린 긴 글(창 폭의 4분의 1 넘게)은 잘린 글이다 (브라우저 시험이 센다). 짧은 글이
        // 걸린 것은 끌어 옮기는 탐색 나무의 노드처럼 화면 밖으로 나가는 중인 것이라 세지 않는다.
        let width = window_width;
        if (left < -1.0 || left + size.x > width + 1.0) && size.x > width / 4.0 {
            super::panel::note_clipped(ctx, text.0.clone());
        }
        painter.galley(origin, galley, color32(color.0));
    }
    if kept.0 != *clear {
        kept.0.clone_from(&clear);
    }
    Ok(())
}
