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

/// 시스템이 반짝임을 읽는 곳: 지금 시각의 [`pulse`], 움직임을 줄이면 (설정, 웹은
/// `prefers-reduced-motion`) 깜빡이지 않는 1 — 가장 밝은 채로 멈춘다 (표시는 남고 움직임만 없다).
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Pulse<'w> {
    time: Res<'w, Time>,
    reduce: Res<'w, ReduceMotion>,
}

impl Pulse<'_> {
    /// 초당 `rate` 라디안의 반짝임 (0–1).
    pub(crate) fn at(&self, rate: f32) -> f32 {
        steady_or_pulse(*self.reduce, self.time.elapsed_secs(), rate)
    }
}

fn steady_or_pulse(reduce: ReduceMotion, t: f32, rate: f32) -> f32 {
    if reduce.0 { 1.0 } else { pulse(t, rate) }
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

    #[test]
    fn reduced_motion_holds_the_pulse_still() {
        let still: Vec<f32> = (0..50)
            .map(|i| steady_or_pulse(ReduceMotion(true), i as f32 * 0.1, 6.0))
            .collect();
        assert!(still.iter().all(|&p| p == 1.0), "{still:?}");
        let moving = (0..50).map(|i| steady_or_pulse(ReduceMotion(false), i as f32 * 0.1, 6.0));
        assert!(moving.clone().fold(1.0f32, f32::min) < 0.1);
    }
}
