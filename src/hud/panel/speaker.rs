//! 위쪽 막대의 스피커 단추: 소리와 진동의 설정 창(`feedback::panel`)을 열고 닫는다.

use bevy::prelude::*;
use bevy_egui::egui;

use super::style::color32;
use crate::theme::palette;

/// 단추의 너비 (위쪽 막대가 제목의 자리를 셀 때도 쓴다).
pub(crate) const SPEAKER_WIDTH: f32 = 32.0;

/// 소리와 진동의 설정 창: 열렸는가, 그리고 단추에 그릴 "소리 꺼짐". 창과 설정은 `feedback`이 가진다
/// (hud는 feedback을 모른다: 설정이 바뀌면 feedback이 `muted`를 맞춘다).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FeelWindow {
    /// 창이 열렸다.
    pub(crate) open: bool,
    /// 소리가 꺼졌다 (단추에 × 표).
    pub(crate) muted: bool,
}

/// 스피커 그림의 단추 (글꼴의 기호에 기대지 않는다): 소리가 꺼졌으면 × 표. 누르면 설정 창을 연다.
pub(crate) fn speaker_button(ui: &mut egui::Ui, muted: bool, label: &str) -> egui::Response {
    let size = egui::vec2(SPEAKER_WIDTH, 28.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let visuals = ui.style().interact(&response);
    let p = ui.painter();
    p.rect(
        rect,
        4.0,
        visuals.bg_fill,
        visuals.bg_stroke,
        egui::StrokeKind::Inside,
    );
    let c = rect.center() + egui::vec2(-4.0, 0.0);
    let ink = color32(palette::TEXT);
    // 스피커: 작은 네모와 나팔.
    p.add(egui::Shape::convex_polygon(
        vec![
            c + egui::vec2(-7.0, -3.0),
            c + egui::vec2(-3.0, -3.0),
            c + egui::vec2(2.0, -8.0),
            c + egui::vec2(2.0, 8.0),
            c + egui::vec2(-3.0, 3.0),
            c + egui::vec2(-7.0, 3.0),
        ],
        ink,
        egui::Stroke::NONE,
    ));
    let stroke = egui::Stroke::new(1.8, ink);
    if muted {
        p.line_segment(
            [c + egui::vec2(6.0, -4.0), c + egui::vec2(13.0, 4.0)],
            stroke,
        );
        p.line_segment(
            [c + egui::vec2(6.0, 4.0), c + egui::vec2(13.0, -4.0)],
            stroke,
        );
    } else {
        for r in [6.0f32, 10.0] {
            let arc: Vec<egui::Pos2> = (0..=8)
                .map(|i| {
                    let a = -0.8 + 1.6 * i as f32 / 8.0;
                    c + egui::vec2(2.0 + r * a.cos(), r * a.sin())
                })
                .collect();
            p.add(egui::Shape::line(arc, stroke));
        }
    }
    response.on_hover_text(label)
}
