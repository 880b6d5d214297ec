//! 판 위아래의 글 두 줄: 위쪽은 지금 상태(굵게, 색으로 누구 차례인지·결과), 아래쪽은 지금 보이는
//! 것의 설명. 그 사이, 위 줄 바로 밑에 잘못된 입력의 안내([`super::hint`])가 뜬다.
//!
//! 모든 장면이 같이 쓴다. 장면은 [`spawn_board_texts`]로 만들고, 매 프레임 [`BoardTexts::set`]으로
//! 글만 채운다. 자리와 크기는 이 모듈이 정한다: 보통은 판 사각형([`ScreenLayout::board`])의 위아래
//! 글 한 줄씩 (MCTS, 전치표), 판 모양이 다른 장면(님, 후퇴 해석)은 [`BoardTextPlace`]로 자리를 준다.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::hint::{HintText, place_hint, spawn_hint_text};
use crate::AppSet;
use crate::hud::label::{KeepClear, Label2d, LabelBlock, LabelColor, LabelFont};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::theme::palette;

/// 위쪽 상태 줄.
#[derive(Component)]
pub(crate) struct Headline;

/// 아래쪽 설명 줄.
#[derive(Component)]
pub struct Caption;

/// 판 사각형의 위아래에 남기는 글 한 줄의 높이.
pub(crate) fn strip_height(board: Rect) -> f32 {
    crate::layout::text_strip(board.height())
}

/// 장면 `scene`에 상태 줄, 설명 줄, 안내 글을 만든다 (장면을 나가면 사라진다).
pub(crate) fn spawn_board_texts<St: States>(commands: &mut Commands, scene: St) {
    spawn_hint_text(commands, scene.clone());
    commands.spawn((
        Headline,
        KeepClear::default(),
        Label2d::default(),
        LabelFont::text(18.0),
        LabelColor(palette::TEXT),
        LabelBlock::centered(),
        Transform::from_xyz(0.0, 0.0, 5.0),
        DespawnOnExit(scene.clone()),
    ));
    commands.spawn((
        Caption,
        KeepClear { soft: true },
        Label2d::default(),
        LabelFont::text(15.0),
        LabelColor(palette::TEXT_DIM),
        LabelBlock::centered(),
        bevy::sprite::Anchor::BOTTOM_CENTER,
        Transform::from_xyz(0.0, 0.0, 5.0),
        DespawnOnExit(scene),
    ));
}

/// 장면이 정한 글의 자리 (없으면 판 사각형의 위아래 줄). 장면이 배치가 바뀔 때 고친다.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub(crate) struct BoardTextPlace {
    /// 상태 줄의 가운데.
    pub(crate) headline: Vec2,
    /// 설명 줄의 가운데.
    pub(crate) caption: Vec2,
    /// 안내 글의 가운데.
    pub(crate) hint: Vec2,
    /// 글자 크기의 바탕 (상태 줄은 조금 크게, 설명 줄은 조금 작게).
    pub(crate) font: f32,
    /// 설명 줄의 폭 (넘으면 줄을 바꾼다).
    pub(crate) width: f32,
}

impl BoardTextPlace {
    /// 보통의 자리: 판 사각형 `b`의 위아래 글 한 줄씩, 안내는 위 줄 바로 밑.
    pub(crate) fn strips(b: Rect) -> Self {
        let strip = strip_height(b);
        BoardTextPlace {
            headline: Vec2::new(b.center().x, b.max.y - strip / 2.0),
            caption: Vec2::new(b.center().x, b.min.y + strip / 2.0),
            hint: Vec2::new(b.center().x, b.max.y - strip * 1.5),
            font: (strip * 0.5).clamp(13.0, 20.0),
            width: b.width(),
        }
    }

    /// 판 사각형 `b`의 가운데 세로줄 위, 장면이 정한 높이들 (상태 줄, 설명 줄, 안내)과 글자 크기로.
    pub(crate) fn centered(b: Rect, (headline, caption, hint): (f32, f32, f32), font: f32) -> Self {
        let x = b.center().x;
        BoardTextPlace {
            headline: Vec2::new(x, headline),
            caption: Vec2::new(x, caption),
            hint: Vec2::new(x, hint),
            font,
            width: b.width(),
        }
    }
}

/// 판 사각형 `board`에서 위아래 글 줄을 뺀 안쪽 (판이나 그림이 들어갈 자리).
pub(crate) fn inside_strips(board: Rect) -> Rect {
    let strip = strip_height(board);
    Rect::new(
        board.min.x,
        board.min.y + strip,
        board.max.x,
        board.max.y - strip,
    )
}

/// 안쪽 `inner`를 위 가운데의 한 변 `side`인 정사각형과 그 아래 (8픽셀 띄운) 나머지로 나눈다 (작은 판 위,
/// 그림 아래인 세로 배치).
pub(crate) fn square_on_top(inner: Rect, side: f32) -> (Rect, Rect) {
    let square = Rect::from_center_size(
        Vec2::new(inner.center().x, inner.max.y - side / 2.0),
        Vec2::splat(side),
    );
    let below = Rect::new(
        inner.min.x,
        inner.min.y,
        inner.max.x,
        inner.max.y - side - 8.0,
    );
    (square, below)
}

/// 장면이 정한 자리를 리소스로 둔다: 지금 것(`placed`)과 다를 때만 바꾼다 (바뀐 것을 알리지 않게).
pub(crate) fn keep_place(
    commands: &mut Commands,
    placed: Option<&BoardTextPlace>,
    at: BoardTextPlace,
) {
    if placed.is_none_or(|p| *p != at) {
        commands.insert_resource(at);
    }
}

/// 두 줄의 글을 채우는 시스템 인자.
#[derive(SystemParam)]
pub(crate) struct BoardTexts<'w, 's> {
    headline: Query<'w, 's, (&'static mut Label2d, &'static mut LabelColor), With<Headline>>,
    caption: Query<'w, 's, &'static mut Label2d, (With<Caption>, Without<Headline>)>,
}

impl BoardTexts<'_, '_> {
    /// 위 줄을 `top`(색 `color`)으로, 아래 줄을 `bottom`으로. 같은 글이면 건드리지 않는다
    /// (글자 배치를 다시 하지 않게).
    pub(crate) fn set(&mut self, top: &str, color: Color, bottom: &str) {
        for (mut t, mut c) in &mut self.headline {
            if t.0 != top {
                top.clone_into(&mut t.0);
            }
            c.0 = color;
        }
        for mut t in &mut self.caption {
            if t.0 != bottom {
                bottom.clone_into(&mut t.0);
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        place
            .in_set(AppSet::Hud)
            .run_if(any_with_component::<Headline>),
    );
}

/// 자리와 글자 크기를 정한다: 장면이 준 자리가 있으면 그것, 없으면 판 사각형의 위아래 줄.
fn place(
    layout: Res<ScreenLayout>,
    custom: Option<Res<BoardTextPlace>>,
    mut q: ParamSet<(
        Query<(&mut Transform, &mut LabelFont, &mut LabelBlock), With<Headline>>,
        Query<(&mut Transform, &mut LabelFont, &mut LabelBlock), With<Caption>>,
        Query<(&mut Transform, &mut LabelFont), With<HintText>>,
    )>,
) {
    let at = custom.map_or_else(|| BoardTextPlace::strips(layout.board), |c| *c);
    for (mut tf, mut f, mut bounds) in &mut q.p0() {
        tf.translation = at.headline.extend(5.0);
        f.size = (at.font * 1.05).max(MIN_TEXT);
        // 좁은 화면에서는 줄여 맞추고, 그래도 길면 두 줄로 (양 끝이 잘리지 않게).
        bounds.fit = Some((at.width - 8.0).max(MIN_TEXT));
    }
    for (mut tf, mut f, mut bounds) in &mut q.p1() {
        // 아래 끝을 줄의 아래에 맞춘다: 설명이 여러 줄이 되면 판 쪽(위)으로 자라고 시트를 덮지 않는다.
        let size = (at.font * 0.82).max(MIN_TEXT);
        tf.translation = (at.caption - Vec2::new(0.0, size * 0.65)).extend(5.0);
        f.size = size;
        bounds.wrap = Some(at.width);
    }
    place_hint(&mut q.p2(), at.hint, at.font);
}
