//! 트윈: 위치·크기·투명도를 시간에 따라 바꾸는 작은 컴포넌트들. 곡선은 Bevy의
//! [`EasingCurve`]/[`EaseFunction`]을 그대로 쓴다.
//!
//! 시작 시각은 [`Time::elapsed_secs`] 기준이다. 끝난 트윈은 스스로 빠지고,
//! [`DespawnAt`]은 정한 시각에 엔티티를 지운다 (날아가는 돌 같은 것). [`ReduceMotion`]이 켜져 있으면
//! (웹은 시스템의 `prefers-reduced-motion`, 네이티브는 설정; `feedback`이 맞춘다) 모든 트윈이 첫 프레임에
//! 끝 값으로 간다: 움직임 없이 같은 자리에 닿는다.

use bevy::prelude::*;

use crate::AppSet;
use crate::hud::label::LabelColor;

/// 트윈의 시간: 언제 시작해 얼마나 걸리는가.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Clock {
    /// 시작 시각 (초).
    pub(crate) start: f32,
    /// 길이 (초). 0이면 바로 끝 값.
    pub(crate) duration: f32,
}

impl Clock {
    /// 지금(`now`)부터 `duration`초.
    pub(crate) fn new(now: f32, duration: f32) -> Self {
        Clock {
            start: now,
            duration,
        }
    }

    /// 0..=1 진행도.
    pub(crate) fn progress(&self, now: f32) -> f32 {
        if self.duration <= 0.0 {
            1.0
        } else {
            ((now - self.start) / self.duration).clamp(0.0, 1.0)
        }
    }
}

/// 위치 트윈.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct MoveTween {
    pub(crate) from: Vec3,
    pub(crate) to: Vec3,
    pub(crate) clock: Clock,
    pub(crate) ease: EaseFunction,
}

/// 크기(균일 배율) 트윈.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct ScaleTween {
    pub(crate) from: f32,
    pub(crate) to: f32,
    pub(crate) clock: Clock,
    pub(crate) ease: EaseFunction,
}

/// 새로 놓인 돌이나 기물의 움직임 길이 (초): 짧아서 (≤ 150 ms) 다음 입력을 기다리게 하지 않는다 —
/// 국면은 이미 바뀌었고 그림만 따라온다.
pub(crate) const PLACE_SECS: f32 = 0.12;

/// 놓인 돌: 조금 크게(1.3배) 시작해 제 크기로 내려앉는다.
pub(crate) fn drop_in(now: f32) -> ScaleTween {
    ScaleTween {
        from: 1.3,
        to: 1.0,
        clock: Clock::new(now, PLACE_SECS),
        ease: EaseFunction::QuadraticOut,
    }
}

/// 투명도 트윈 (스프라이트와 글자 색의 알파).
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct FadeTween {
    pub(crate) from: f32,
    pub(crate) to: f32,
    pub(crate) clock: Clock,
    pub(crate) ease: EaseFunction,
}

/// 이 시각(초)이 지나면 엔티티를 지운다.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct DespawnAt(pub f32);

/// 곡선 위의 값: `from`에서 `to`로, 진행도 `t`에서.
pub(crate) fn ease(from: f32, to: f32, ease: EaseFunction, t: f32) -> f32 {
    EasingCurve::new(from, to, ease).sample_clamped(t)
}

/// 움직임 줄이기: 켜면 트윈이 바로 끝 값이다.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ReduceMotion(pub(crate) bool);

impl ReduceMotion {
    /// 트윈의 진행도: 움직임을 줄이면 늘 1.
    fn progress(self, clock: &Clock, now: f32) -> f32 {
        if self.0 { 1.0 } else { clock.progress(now) }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReduceMotion>();
    app.add_systems(
        Update,
        (move_tweens, scale_tweens, fade_tweens, despawn_at).in_set(AppSet::Animate),
    );
}

fn move_tweens(
    time: Res<Time>,
    mut commands: Commands,
    mut q: Query<(Entity, &MoveTween, &mut Transform)>,
    reduce: Res<ReduceMotion>,
) {
    let now = time.elapsed_secs();
    for (e, tw, mut tf) in &mut q {
        let t = reduce.progress(&tw.clock, now);
        tf.translation = EasingCurve::new(tw.from, tw.to, tw.ease).sample_clamped(t);
        if t >= 1.0 {
            commands.entity(e).try_remove::<MoveTween>();
        }
    }
}

fn scale_tweens(
    time: Res<Time>,
    mut commands: Commands,
    mut q: Query<(Entity, &ScaleTween, &mut Transform)>,
    reduce: Res<ReduceMotion>,
) {
    let now = time.elapsed_secs();
    for (e, tw, mut tf) in &mut q {
        let t = reduce.progress(&tw.clock, now);
        tf.scale = Vec3::splat(ease(tw.from, tw.to, tw.ease, t));
        if t >= 1.0 {
            commands.entity(e).try_remove::<ScaleTween>();
        }
    }
}

fn fade_tweens(
    time: Res<Time>,
    mut commands: Commands,
    mut q: Query<(
        Entity,
        &FadeTween,
        Option<&mut Sprite>,
        Option<&mut LabelColor>,
    )>,
    reduce: Res<ReduceMotion>,
) {
    let now = time.elapsed_secs();
    for (e, tw, sprite, text) in &mut q {
        let t = reduce.progress(&tw.clock, now);
        let a = ease(tw.from, tw.to, tw.ease, t);
        if let Some(mut s) = sprite {
            s.color.set_alpha(a);
        }
        if let Some(mut c) = text {
            c.0.set_alpha(a);
        }
        if t >= 1.0 {
            commands.entity(e).try_remove::<FadeTween>();
        }
    }
}

fn despawn_at(time: Res<Time>, mut commands: Commands, q: Query<(Entity, &DespawnAt)>) {
    let now = time.elapsed_secs();
    for (e, at) in &q {
        if now >= at.0 {
            commands.entity(e).try_despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_progress_is_clamped() {
        let c = Clock::new(1.0, 2.0);
        assert_eq!(c.progress(0.0), 0.0);
        assert_eq!(c.progress(2.0), 0.5);
        assert_eq!(c.progress(9.0), 1.0);
        assert_eq!(Clock::new(0.0, 0.0).progress(0.0), 1.0);
    }

    /// 움직임을 줄이면 트윈은 첫 프레임에 끝 자리에 있고 빠진다; 아니면 가는 중이다.
    #[test]
    fn reduced_motion_ends_every_tween_at_once() {
        for reduce in [false, true] {
            let mut app = App::new();
            app.add_plugins(MinimalPlugins);
            app.configure_sets(Update, AppSet::Animate);
            plugin(&mut app);
            app.insert_resource(ReduceMotion(reduce));
            let to = Vec3::new(10.0, 0.0, 0.0);
            let e = app
                .world_mut()
                .spawn((
                    Transform::default(),
                    MoveTween {
                        from: Vec3::ZERO,
                        to,
                        clock: Clock::new(0.0, 100.0),
                        ease: EaseFunction::Linear,
                    },
                ))
                .id();
            app.update();
            let at = app.world().get::<Transform>(e).unwrap().translation;
            let moving = app.world().get::<MoveTween>(e).is_some();
            if reduce {
                assert_eq!((at, moving), (to, false));
            } else {
                assert!(at.x < 1.0 && moving, "{at}");
            }
        }
    }

    #[test]
    fn ease_hits_the_end_points() {
        assert_eq!(ease(2.0, 4.0, EaseFunction::CubicOut, 0.0), 2.0);
        assert_eq!(ease(2.0, 4.0, EaseFunction::CubicOut, 1.0), 4.0);
    }
}
