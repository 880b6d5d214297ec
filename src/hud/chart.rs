//! 패널의 작은 그림 둘: 선 그림(MCTS의 반복 수와 앞선 수의 승률, 시간에 따라)과 막대 그림(알파-베타의
//! 깊이마다 노드, 로그 높이). egui의 붓으로 그린다 (그림 크레이트 없이: 웹의 내려받기 크기). 값은
//! 부르는 쪽이 탐색의 셈에서 그대로 준다: 여기서는 자리와 크기로 바꾸기만 한다.

use bevy::prelude::*;
use bevy_egui::egui;

use super::panel::color32;
use crate::theme::palette;

/// 선 하나: (x, y) 점들 (y는 0–1로 맞춘 값)과 색.
pub(crate) type Series<'a> = (&'a [(f32, f32)], Color);

/// 선 그림: x는 0에서 `x_max`까지, y는 0에서 1까지. 높이 `height`, 폭은 줄 전체.
pub(crate) fn line_chart(ui: &mut egui::Ui, x_max: f32, series: &[Series<'_>], height: f32) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, color32(palette::SURFACE_HIGH));
    let x_max = x_max.max(1e-6);
    for &(points, color) in series {
        let line: Vec<egui::Pos2> = points
            .iter()
            .map(|&(x, y)| to_rect(rect, x / x_max, y))
            .collect();
        if line.len() >= 2 {
            painter.add(egui::Shape::line(
                line,
                egui::Stroke::new(2.0, color32(color)),
            ));
        }
    }
}

/// 그림 안의 자리: `fx`, `fy`는 0–1 (y는 위로).
fn to_rect(rect: egui::Rect, fx: f32, fy: f32) -> egui::Pos2 {
    egui::pos2(
        rect.min.x + rect.width() * fx.clamp(0.0, 1.0),
        rect.max.y - rect.height() * fy.clamp(0.0, 1.0),
    )
}

/// 막대 하나의 높이 (0–1): log10(값 + 1) ÷ log10(가장 큰 값 + 1). 값이 0이면 0.
pub(crate) fn log_height(value: u64, max: u64) -> f32 {
    if value == 0 || max == 0 {
        return 0.0;
    }
    ((value as f64 + 1.0).log10() / (max as f64 + 1.0).log10()) as f32
}

/// 값을 짧게: 1234 → "1.2k", 4_500_000 → "4.5M".
pub(crate) fn short_count(n: u64) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => format!("{:.1}k", n as f64 / 1e3),
        _ => format!("{:.1}M", n as f64 / 1e6),
    }
}

/// 막대 하나: 아래 글, 값, 색.
pub(crate) type Bar = (String, u64, Color);

/// 막대 그림 (로그 높이): 막대마다 아래에 글, 위에 값. 높이 `height`, 폭은 줄 전체.
pub(crate) fn log_bars(ui: &mut egui::Ui, bars: &[Bar], height: f32) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, color32(palette::SURFACE_HIGH));
    if bars.is_empty() {
        return;
    }
    let max = bars.iter().map(|b| b.1).max().unwrap_or(0);
    let font = egui::FontId::proportional(12.0);
    let label_h = 14.0;
    let plot = egui::Rect::from_min_max(
        egui::pos2(rect.min.x, rect.min.y + label_h),
        egui::pos2(rect.max.x, rect.max.y - label_h),
    );
    let slot = plot.width() / bars.len() as f32;
    for (i, (label, value, color)) in bars.iter().enumerate() {
        let x0 = plot.min.x + slot * i as f32 + slot * 0.15;
        let x1 = x0 + slot * 0.7;
        let top = plot.max.y - plot.height() * log_height(*value, max);
        painter.rect_filled(
            egui::Rect::from_min_max(egui::pos2(x0, top), egui::pos2(x1, plot.max.y)),
            1.0,
            color32(*color),
        );
        let mid = (x0 + x1) / 2.0;
        painter.text(
            egui::pos2(mid, top - 1.0),
            egui::Align2::CENTER_BOTTOM,
            short_count(*value),
            font.clone(),
            color32(palette::TEXT),
        );
        painter.text(
            egui::pos2(mid, rect.max.y),
            egui::Align2::CENTER_BOTTOM,
            label,
            font.clone(),
            color32(palette::TEXT_DIM),
        );
    }
}

/// 짝 막대 그림 (로그 높이): 묶음마다 막대 둘 (`colors`의 색), 아래에 묶음의 글, 위에 값. 두 설정을
/// 같은 잣대로 견줄 때 (표 켬/끔의 깊이마다 노드). 높이 `height`, 폭은 줄 전체.
pub(crate) fn paired_log_bars(
    ui: &mut egui::Ui,
    groups: &[(String, [u64; 2])],
    colors: [Color; 2],
    height: f32,
) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, color32(palette::SURFACE_HIGH));
    if groups.is_empty() {
        return;
    }
    let max = groups.iter().flat_map(|g| g.1).max().unwrap_or(0);
    let font = egui::FontId::proportional(12.0);
    let label_h = 14.0;
    let plot = egui::Rect::from_min_max(
        egui::pos2(rect.min.x, rect.min.y + label_h),
        egui::pos2(rect.max.x, rect.max.y - label_h),
    );
    let slot = plot.width() / groups.len() as f32;
    for (i, (label, values)) in groups.iter().enumerate() {
        let left = plot.min.x + slot * i as f32 + slot * 0.1;
        let bar = slot * 0.4;
        for (k, (&value, &color)) in values.iter().zip(&colors).enumerate() {
            let x0 = left + bar * k as f32;
            let top = plot.max.y - plot.height() * log_height(value, max);
            painter.rect_filled(
                egui::Rect::from_min_max(egui::pos2(x0, top), egui::pos2(x0 + bar, plot.max.y)),
                1.0,
                color32(color),
            );
            // 값은 높은 막대 위에만 (좁은 화면에서 글이 겹치지 않게): 두 값의 비는 패널 글이 말한다.
            if value == values[0].max(values[1]) {
                painter.text(
                    egui::pos2(x0 + bar / 2.0, top - 1.0),
                    egui::Align2::CENTER_BOTTOM,
                    short_count(value),
                    font.clone(),
                    color32(palette::TEXT),
                );
            }
        }
        painter.text(
            egui::pos2(left + bar, rect.max.y),
            egui::Align2::CENTER_BOTTOM,
            label,
            font.clone(),
            color32(palette::TEXT_DIM),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_heights_grow_with_the_value_and_top_out_at_the_largest() {
        assert_eq!(log_height(0, 1000), 0.0);
        assert_eq!(log_height(1000, 1000), 1.0);
        let (a, b) = (log_height(10, 1_000_000), log_height(10_000, 1_000_000));
        assert!(0.0 < a && a < b && b < 1.0);
        // 열 배마다 같은 만큼 오른다.
        let step = log_height(99_999, 999_999) - log_height(9_999, 999_999);
        assert!((step - 1.0 / 6.0).abs() < 0.01, "{step}");
    }

    #[test]
    fn counts_are_short() {
        assert_eq!(short_count(999), "999");
        assert_eq!(short_count(1234), "1.2k");
        assert_eq!(short_count(4_500_000), "4.5M");
    }
}
