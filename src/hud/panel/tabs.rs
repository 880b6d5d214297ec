//! 모드 탭 줄: 휴대폰 앱의 아래 탭 막대처럼 폭을 똑같이 나눈 칸들. 글은 가장 긴 이름이 칸에 들게
//! 모두 같이 줄이고 (16 → 12 px), 12 px로도 한 줄에 안 들면 두 줄로 접는다 — 어느 화면 폭에서도 잘리지 않고, 탭이 둘째 줄로
//! 넘어가 줄의 높이가 바뀌는 일도 없다. 세로 화면에서 이 줄은 시트 맨 아래에 붙어 있어 (시트의 높이와
//! 모드와 상관없이) 손가락이 늘 같은 곳을 누른다 ([`super::sheet::control_panel`]).

use bevy_egui::egui;

use super::spots::TABS_ID;
use super::style::color32;
use crate::i18n::{Locale, S};
use crate::layout::{MIN_TEXT, TOUCH_TARGET};
use crate::theme::palette;

/// 탭 글의 가장 큰 크기 (본문과 같다).
const TAB_TEXT: f32 = 16.0;
/// 칸 사이의 틈.
const GAP: f32 = 2.0;
/// 칸 안쪽의 좌우 여백.
const PAD: f32 = 1.0;

/// 탭 줄을 `ui`의 폭 전체에 그린다. 고른 탭이 `mode`; 누른 탭이 있으면 바꾼다. 칸의 자리는
/// 브라우저 시험이 누르도록 [`TABS_ID`]로 남긴다.
pub(super) fn tab_bar<M: PartialEq + Copy>(
    ui: &mut egui::Ui,
    locale: &Locale,
    tabs: &[(M, S)],
    mode: &mut M,
) {
    let n = tabs.len().max(1) as f32;
    let width = ((ui.available_width() - GAP * (n - 1.0)) / n).max(1.0);
    // 모든 탭이 같은 크기의 글: 가장 긴 이름이 들어가는 크기.
    let size = tabs
        .iter()
        .map(|&(_, label)| fitting_size(ui, locale.t(label), width - 2.0 * PAD))
        .fold(TAB_TEXT, f32::min);
    let mut rects = Vec::with_capacity(tabs.len());
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = GAP;
        for &(m, label) in tabs {
            let text = locale.t(label);
            let selected = *mode == m;
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(width, TOUCH_TARGET), egui::Sense::click());
            response.widget_info(|| {
                egui::WidgetInfo::selected(egui::WidgetType::SelectableLabel, true, selected, text)
            });
            if response.clicked() {
                *mode = m;
            }
            let fill = if selected {
                palette::SELECTED
            } else if response.hovered() || response.is_pointer_button_down_on() {
                palette::LINE
            } else {
                palette::SURFACE_HIGH
            };
            let galley = layout_label(ui, text, size, width - 2.0 * PAD);
            let painter = ui.painter();
            painter.rect_filled(rect, 6.0, color32(fill));
            let at = rect.center() - galley.size() / 2.0;
            painter.galley(at, galley, color32(palette::TEXT));
            rects.push(rect);
        }
    });
    ui.ctx()
        .data_mut(|d| d.insert_temp(egui::Id::new(TABS_ID), rects));
}

/// `text`가 폭 `room`에 한 줄로 들어가는 가장 큰 크기 (16에서 12까지; 12로도 안 들면 12).
fn fitting_size(ui: &egui::Ui, text: &str, room: f32) -> f32 {
    ui.fonts_mut(|f| {
        let mut size = TAB_TEXT;
        while size > MIN_TEXT {
            let g = f.layout_no_wrap(
                text.to_owned(),
                egui::FontId::proportional(size),
                egui::Color32::WHITE,
            );
            if g.size().x <= room {
                break;
            }
            size -= 1.0;
        }
        size
    })
}

/// 크기 `size`로, 폭 `room`을 넘으면 줄을 접어.
fn layout_label(ui: &egui::Ui, text: &str, size: f32, room: f32) -> std::sync::Arc<egui::Galley> {
    let font = egui::FontId::proportional(size);
    ui.fonts_mut(|f| f.layout(text.to_owned(), font, color32(palette::TEXT), room))
}

/// `text`를 폭 `room` 안에 가장 크게 (시험이 본다).
#[cfg(test)]
fn fitted(ui: &egui::Ui, text: &str, room: f32) -> std::sync::Arc<egui::Galley> {
    layout_label(ui, text, fitting_size(ui, text, room), room)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 이 글꼴로 `text`를 폭 `room`에 맞춘 모양.
    fn fit(text: &str, room: f32) -> egui::Vec2 {
        let ctx = egui::Context::default();
        let mut fonts = egui::FontDefinitions::default();
        fonts.font_data.insert(
            "arcade".into(),
            egui::FontData::from_static(crate::theme::FONT_MAIN).into(),
        );
        fonts
            .families
            .entry(egui::FontFamily::Proportional)
            .or_default()
            .insert(0, "arcade".into());
        ctx.set_fonts(fonts);
        // 글꼴은 정한 다음 패스부터 쓰인다.
        let mut size = egui::Vec2::ZERO;
        for _ in 0..2 {
            let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
                size = fitted(ui, text, room).size();
            });
            out.textures_delta.clear();
        }
        size
    }

    #[test]
    fn a_label_shrinks_then_wraps_but_never_overflows() {
        // 넓으면 16 px 한 줄, 좁으면 작게, 아주 좁으면 두 줄 — 어느 때든 폭 안에, 탭 높이 안에.
        let wide = fit("Endgames", 200.0);
        let narrow = fit("Endgames", 52.0);
        let tight = fit("Chess endgames", 52.0);
        assert!(
            wide.y < narrow.y + 6.0 && wide.x > narrow.x,
            "{wide:?} {narrow:?}"
        );
        assert!(narrow.x <= 52.0, "{narrow:?}");
        assert!(tight.x <= 52.0 && tight.y > narrow.y, "{tight:?}");
        assert!(tight.y <= TOUCH_TARGET, "{tight:?}");
    }
}
