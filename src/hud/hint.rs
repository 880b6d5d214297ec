//! 잘못된 입력에 띄우는 짧은 안내 (모든 장면이 같이 쓴다). 안내는 아무것도 바꾸지 않고,
//! 잠깐 보였다가 사라진다. 위치는 장면이 정한다 ([`HintText`]의 `Transform`).

use bevy::prelude::*;

use crate::AppSet;
use crate::hud::label::{KeepClear, Label2d, LabelColor, LabelFont};
use crate::i18n::{Locale, PlayError, S};
use crate::layout::MIN_TEXT;
use crate::rest::Frames;
use crate::theme::palette;

/// 안내가 보이는 시간 (초).
pub(crate) const HINT_TIME: f32 = 1.8;

/// 안내 하나의 내용.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum HintMsg {
    /// 글자 표의 글과 그 안의 값 (`{k}`).
    Plain(S, u32),
    /// 사람이 둔 수를 라이브러리가 거부한 이유.
    Refused(PlayError),
    /// AI가 고른 수를 라이브러리가 거부했다 (대국은 그대로 멈춰 있다).
    AiRefused(PlayError),
}

/// 지금 띄운 안내.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub(crate) struct Hint {
    /// 내용.
    pub(crate) text: Option<HintMsg>,
    /// 띄운 시각.
    pub(crate) at: f32,
}

impl Hint {
    /// 글자 표의 안내를 띄운다.
    pub(crate) fn show(&mut self, s: S, k: u32, now: f32) {
        self.put(HintMsg::Plain(s, k), now);
    }

    /// 내용 `msg`를 띄운다.
    pub(crate) fn put(&mut self, msg: HintMsg, now: f32) {
        self.text = Some(msg);
        self.at = now;
    }
}

/// AI가 고른 수를 라이브러리가 거부했을 때 (두 AI 운전사가 같이 쓰는 한 가지 길): 기록을 남기고,
/// 이유를 오래 보이는 안내로 띄운다. 대국을 멈추는 것은 부르는 쪽이 한다 (`stuck`).
pub(crate) fn ai_move_refused(hint: &mut Hint, mv: impl core::fmt::Debug, e: PlayError, now: f32) {
    tracing::warn!("the AI's move {mv:?} was refused: {e:?}");
    hint.put(HintMsg::AiRefused(e), now);
}

impl HintMsg {
    /// 이 언어로 된 글.
    pub(crate) fn line(&self, locale: &Locale) -> String {
        match self {
            HintMsg::Plain(s, k) => locale.f(*s, &[("k", k)]),
            HintMsg::Refused(e) => e.text(locale),
            HintMsg::AiRefused(e) => locale.f(S::HintAiRefused, &[("why", &e.text(locale))]),
        }
    }
}

/// 안내를 보여 주는 글자 엔티티.
#[derive(Component)]
pub(crate) struct HintText;

/// 장면 `scene`에 안내 글자 하나를 만든다 (장면을 나가면 사라진다).
pub(crate) fn spawn_hint_text<S: States>(commands: &mut Commands, scene: S) {
    commands.insert_resource(Hint::default());
    commands.spawn((
        HintText,
        KeepClear::default(),
        Label2d::default(),
        LabelFont::text(16.0),
        LabelColor(palette::GOLD.with_alpha(0.0)),
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
    mut frames: Frames,
    mut q: Query<(&mut Label2d, &mut LabelColor), With<HintText>>,
) {
    let age = time.elapsed_secs() - hint.at;
    // AI의 수가 거부된 것은 대국이 멈췄다는 뜻이므로 더 오래 보인다.
    let shown = match hint.text {
        Some(HintMsg::AiRefused(_)) => HINT_TIME * 4.0,
        _ => HINT_TIME,
    };
    let (line, alpha) = match &hint.text {
        Some(msg) if age < shown => (msg.line(&locale), (1.0 - age / shown) * 2.0),
        _ => (String::new(), 0.0),
    };
    // 흐려지는 동안만 그린다.
    frames.want_if(alpha > 0.0);
    for (mut text, mut color) in &mut q {
        if text.0 != line {
            text.0.clone_from(&line);
        }
        color.0 = palette::GOLD.with_alpha(alpha.min(1.0));
    }
}

/// 안내 글자를 (x, y)에 크기 `size`로 놓는다.
pub(crate) fn place_hint(
    q: &mut Query<(&mut Transform, &mut LabelFont), With<HintText>>,
    at: Vec2,
    size: f32,
) {
    for (mut tf, mut font) in q {
        tf.translation = at.extend(5.0);
        font.size = size.max(MIN_TEXT);
    }
}
