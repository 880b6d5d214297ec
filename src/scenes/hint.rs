//! 잘못된 입력에 띄우는 짧은 안내 (모든 장면이 같이 쓴다). 안내는 아무것도 바꾸지 않고,
//! 잠깐 보였다가 사라진다. 위치는 장면이 정한다 ([`HintText`]의 `Transform`).

use bevy::prelude::*;
use bevy::text::FontSize;

use crate::AppSet;
use crate::i18n::{Locale, S};
use crate::theme::{Fonts, palette};

/// 안내가 보이는 시간 (초).
pub const HINT_TIME: f32 = 1.8;

/// 지금 띄운 안내.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct Hint {
    /// 글과 그 안의 값 (`{k}`).
    pub text: Option<(S, u32)>,
    /// 띄운 시각.
    pub at: f32,
}

impl Hint {
    /// 안내를 띄운다.
    pub fn show(&mut self, s: S, k: u32, now: f32) {
        self.text = Some((s, k));
        self.at = now;
    }
}

/// 안내를 보여 주는 글자 엔티티.
#[derive(Component)]
pub struct HintText;

/// 장면 `scene`에 안내 글자 하나를 만든다 (장면을 나가면 사라진다).
pub fn spawn_hint_text<S: States>(commands: &mut Commands, fonts: &Fonts, scene: S) {
    commands.insert_resource(Hint::default());
    commands.spawn((
        HintText,
        Text2d::default(),
        fonts.text(16.0),
        TextColor(palette::GOLD.with_alpha(0.0)),
        Transform::from_xyz(0.0, 0.0, 5.0),
        DespawnOnExit(scene),
    ));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_hint
            .in_set(AppSet::Hud)
            .run_if(resource_exists::<Hint>),
    );
}

/// 안내 글을 채우고 시간이 지나면 흐리게 한다. 글자 크기는 장면이 정한 크기를 따른다.
fn show_hint(
    hint: Res<Hint>,
    locale: Res<Locale>,
    time: Res<Time>,
    mut q: Query<(&mut Text2d, &mut TextColor), With<HintText>>,
) {
    let age = time.elapsed_secs() - hint.at;
    let (line, alpha) = match hint.text {
        Some((s, k)) if age < HINT_TIME => {
            (locale.f(s, &[("k", &k)]), (1.0 - age / HINT_TIME) * 2.0)
        }
        _ => (String::new(), 0.0),
    };
    for (mut text, mut color) in &mut q {
        if text.0 != line {
            text.0.clone_from(&line);
        }
        color.0 = palette::GOLD.with_alpha(alpha.min(1.0));
    }
}

/// 안내 글자를 (x, y)에 크기 `size`로 놓는다.
pub fn place_hint(
    q: &mut Query<(&mut Transform, &mut TextFont), With<HintText>>,
    at: Vec2,
    size: f32,
) {
    for (mut tf, mut font) in q {
        tf.translation = at.extend(5.0);
        font.font_size = FontSize::Px(size);
    }
}
