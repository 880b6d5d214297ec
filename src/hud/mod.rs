//! 모든 장면이 같이 쓰는 HUD 도구 하나: 판 위의 글과 선([`label`], [`strokes`]: egui가 그린다),
//! 판 위아래의 글 두 줄([`board_text`]), 잘못된 입력의 안내([`hint`]), egui 스타일과 장면 패널의
//! 뼈대([`panel`]), 작은 선·막대 그림([`chart`]), mex 한 걸음의 식([`mex`]), 반짝임 곡선([`pulse`], 움직임 줄이기를 따르는 [`Pulse`]).
//! 색은 모두 [`crate::theme::palette`]에서, 보이는 글은 모두 [`crate::i18n`]의 글자 표에서 온다.

pub(crate) mod board_text;
pub(crate) mod chart;
pub(crate) mod hint;
pub(crate) mod label;
pub(crate) mod mex;
pub(crate) mod panel;
pub(crate) mod strokes;

use bevy::prelude::*;

use crate::anim::ReduceMotion;
use crate::rest::{Frames, PULSE_SECS, Stir};

pub(crate) use panel::EguiReady;

pub use panel::SavedLevel;

pub(crate) use panel::{
    SceneSections, color32, egui_rect, labeled_slider, level_row, scene_panel, show_in_rect,
    think_line, tree_memory_line,
};

/// 반짝임: 0과 1 사이를 초당 `rate` 라디안으로 오가는 사인 곡선 (이긴 돌, 앞선 수, 고리).
pub(crate) fn pulse(t: f32, rate: f32) -> f32 {
    0.5 + 0.5 * (t * rate).sin()
}

/// 시스템이 반짝임을 읽는 곳: 지금 시각의 [`pulse`]. 흔들림(입력, AI의 답) 뒤 [`PULSE_SECS`] 동안만
/// 움직이고 (그동안 다음 프레임을 청한다), 그 뒤와 움직임을 줄일 때 (설정, 웹은
/// `prefers-reduced-motion`)는 깜빡이지 않는 1 — 가장 밝은 채로 멈춘다 (표시는 남고 움직임만 없다).
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Pulse<'w> {
    time: Res<'w, Time>,
    reduce: Res<'w, ReduceMotion>,
    stir: Res<'w, Stir>,
    frames: Frames<'w>,
}

impl Pulse<'_> {
    /// 초당 `rate` 라디안의 반짝임 (0–1).
    pub(crate) fn at(&mut self, rate: f32) -> f32 {
        let now = self.time.elapsed_secs();
        let moving = !self.reduce.0 && self.stir.within(now, PULSE_SECS);
        if self.frames.want_if(moving) {
            pulse(now, rate)
        } else {
            1.0
        }
    }
}

/// 창 없이도 도는 부분: 판 글과 안내.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((hint::plugin, board_text::plugin, strokes::plugin));
}

/// egui 부분: 스타일과 위쪽 막대 (창이 있는 앱에서만).
pub(super) fn egui_plugin(app: &mut App) {
    app.add_plugins((panel::plugin, label::plugin));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pulse_stays_between_zero_and_one() {
        for i in 0..1000 {
            let p = pulse(i as f32 * 0.01, 6.0);
            assert!((0.0..=1.0).contains(&p), "{p}");
        }
        assert!((pulse(0.0, 6.0) - 0.5).abs() < 1e-6);
    }

    /// 반짝임의 값을 프레임마다 모은다.
    #[derive(Resource, Default)]
    struct Seen(Vec<f32>);

    fn pulses(reduce: bool, frames: usize) -> (Vec<f32>, u64) {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            core::time::Duration::from_millis(100),
        ));
        crate::rest::plugin(&mut app);
        app.insert_resource(ReduceMotion(reduce));
        app.init_resource::<Seen>();
        app.add_systems(Update, |mut glow: Pulse, mut seen: ResMut<Seen>| {
            let p = glow.at(6.0);
            seen.0.push(p);
        });
        for _ in 0..frames {
            app.update();
        }
        let asked = app.world().resource::<crate::rest::FrameRequests>().frames;
        (app.world_mut().remove_resource::<Seen>().unwrap().0, asked)
    }

    /// 반짝임은 흔들림(여기서는 앱의 시작) 뒤 몇 초만 움직이고 가장 밝은 채로 멈춘다: 그 뒤로는 프레임을
    /// 청하지 않는다. 움직임을 줄이면 처음부터 멈춰 있다.
    #[test]
    fn the_pulse_moves_for_a_few_seconds_then_holds_still() {
        let (still, asked) = pulses(true, 60);
        assert!(still.iter().all(|&p| p == 1.0), "{still:?}");
        let startup = (crate::rest::STARTUP_SECS / 0.1) as u64 + 1;
        assert!(asked <= startup, "{asked} frames asked with reduced motion");
        let (seen, asked) = pulses(false, 60);
        let moving = (PULSE_SECS / 0.1) as usize - 1;
        assert!(
            seen[..moving].iter().copied().fold(1.0f32, f32::min) < 0.1,
            "{seen:?}"
        );
        assert!(seen[moving + 2..].iter().all(|&p| p == 1.0), "{seen:?}");
        assert!(asked <= moving as u64 + 2, "{asked} frames asked");
        let (_, more) = pulses(false, 120);
        assert_eq!(more, asked, "frames asked after the pulse stopped");
    }
}
