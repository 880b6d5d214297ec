//! egui 스타일: 번들 폰트(한국어 + 기호)와 팔레트의 색·간격을 한 번 정하고, Bevy의 색과 사각형을
//! egui의 것으로 바꾼다.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::layout::TOUCH_TARGET;
use crate::theme::{self, palette};

/// Bevy 색을 egui 색으로.
pub(crate) fn color32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (s.red * 255.0).round() as u8,
        (s.green * 255.0).round() as u8,
        (s.blue * 255.0).round() as u8,
        (s.alpha * 255.0).round() as u8,
    )
}

/// Bevy 화면 사각형을 egui 사각형으로.
pub(crate) fn egui_rect(r: Rect) -> egui::Rect {
    egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y))
}

/// egui의 폰트와 스타일이 자리 잡았다 (다음 패스부터 패널을 그린다). 폰트는 설정한 다음 패스에야
/// 쓰이므로, 그 전에 그리면 한국어가 빈 상자로 나온다.
#[derive(Resource)]
pub(crate) struct EguiReady;

/// 폰트(한국어 + 기호)와 색·간격을 한 번 정한다 (egui 문맥이 생긴 첫 패스에서).
pub(super) fn configure_egui(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut configured: Local<bool>,
) -> Result {
    if *configured {
        // 두 번째 패스: 이제 폰트가 쓰인다.
        commands.insert_resource(EguiReady);
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut fonts = egui::FontDefinitions::default();
    // 글꼴은 하나 (굵은 글꼴은 싣지 않는다: 웹의 내려받기 예산, docs/web.md의 크기 역사).
    fonts.font_data.insert(
        "arcade".into(),
        egui::FontData::from_static(theme::FONT_MAIN).into(),
    );
    let proportional = fonts
        .families
        .entry(egui::FontFamily::Proportional)
        .or_default();
    proportional.insert(0, "arcade".into());
    let mono = fonts
        .families
        .entry(egui::FontFamily::Monospace)
        .or_default();
    mono.push("arcade".into());
    ctx.set_fonts(fonts);

    ctx.set_theme(egui::Theme::Dark);
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (
                TextStyle::Small,
                FontId::new(13.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(16.0, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(16.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(15.0, FontFamily::Monospace),
            ),
            (
                TextStyle::Heading,
                FontId::new(22.0, FontFamily::Proportional),
            ),
        ]
        .into();
        // 손가락으로 누르기 좋게: 버튼·슬라이더·체크박스 줄의 높이가 44 논리 픽셀 이상.
        style.spacing.interact_size = egui::vec2(TOUCH_TARGET, TOUCH_TARGET);
        // 글을 고르는 끌기가 없다: 휴대폰에서 끌기는 스크롤이고, 글 위를 눌러도 그 밑의 카드·단추가
        // 눌린다 (고를 수 있는 글은 누르기를 가로챈다).
        style.interaction.selectable_labels = false;
        style.spacing.slider_width = 160.0;
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(12.0, 6.0);

        let v = &mut style.visuals;
        *v = egui::Visuals::dark();
        v.panel_fill = color32(palette::SURFACE);
        v.window_fill = color32(palette::SURFACE);
        v.extreme_bg_color = color32(palette::BACKGROUND);
        v.override_text_color = Some(color32(palette::TEXT));
        // 고른 탭의 바탕은 불투명한 어두운 금색: 그 위의 글이 4.5:1을 넘는다 (palette의 시험).
        v.selection.bg_fill = color32(palette::SELECTED);
        v.selection.stroke.color = color32(palette::GOLD);
        v.hyperlink_color = color32(palette::BLUE);
        let w = &mut v.widgets;
        w.inactive.weak_bg_fill = color32(palette::SURFACE_HIGH);
        w.inactive.bg_fill = color32(palette::SURFACE_HIGH);
        w.hovered.weak_bg_fill = color32(palette::LINE);
        w.hovered.bg_fill = color32(palette::LINE);
        w.active.weak_bg_fill = color32(palette::SELECTED);
        w.active.bg_fill = color32(palette::SELECTED);
    });
    *configured = true;
    Ok(())
}
