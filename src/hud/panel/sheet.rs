//! 패널의 틀: 화면 사각형 하나에 egui 영역을 그리고 ([`show_in_rect`]), 조작 패널을 가로 화면은
//! 오른쪽에, 세로 화면은 아래 시트에 두고 ([`control_panel`]), 세로 화면의 시트 손잡이와 올리기·내리기
//! 단추, 위쪽 막대(뒤로 가기, 장면 이름, 언어)를 그린다.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::speaker::{FeelWindow, SPEAKER_WIDTH, speaker_button};
use super::spots::{BACK_ID, note_clipped};
use super::style::{color32, egui_rect};
use crate::Scene;
use crate::i18n::{AccessText, Locale, S};
use crate::layout::{MARGIN, SHEET_HANDLE, ScreenLayout, Sheet, TOUCH_TARGET};
use crate::nav::Navigate;
use crate::theme::palette;

/// 화면 사각형 `rect`에 egui 영역 하나를 만들어 내용을 그린다.
pub(crate) fn show_in_rect(
    ctx: &egui::Context,
    id: &str,
    rect: Rect,
    fill: Color,
    margin: egui::Margin,
    add: impl FnOnce(&mut egui::Ui),
) {
    let outer = egui_rect(rect);
    // 여백은 바깥 사각형을 줄여서 만든다: 안쪽 Ui의 최대 사각형이 곧 내용이 들어갈 곳이다.
    let inner = egui::Rect::from_min_max(
        outer.min + egui::vec2(f32::from(margin.left), f32::from(margin.top)),
        outer.max - egui::vec2(f32::from(margin.right), f32::from(margin.bottom)),
    );
    let mut ui = egui::Ui::new(
        ctx.clone(),
        egui::Id::new(id),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(inner),
    );
    ui.set_clip_rect(outer);
    ui.painter().rect_filled(outer, 0.0, color32(fill));
    add(&mut ui);
}

/// 탭 막대 아래의 여백 (세로 화면에서 화면 아래 끝과의 틈).
const TAB_BAR_BOTTOM: f32 = 4.0;
/// 탭 막대와 스크롤하는 내용 사이의 틈.
const TAB_BAR_GAP: f32 = 2.0;

/// 세로 화면에서 시트의 모드 탭 줄 오른쪽에 남기는 폭: 올리기·내리기 단추 둘 ([`sheet_chrome`]).
fn chrome_width(layout: &ScreenLayout) -> f32 {
    if layout.portrait {
        2.0 * TOUCH_TARGET + 8.0
    } else {
        0.0
    }
}

/// 조작 패널: 가로 화면은 오른쪽, 세로 화면은 아래 시트. 고정된 줄(`head`: 모드 탭)은 가로 화면에서
/// 패널 맨 위, 세로 화면에서 시트 맨 아래 (화면 아래 끝에 붙어 모드·시트 높이와 상관없이 같은 자리).
/// 나머지는 스크롤하는 내용(`add`). 시트가 얇은 막대로 접혀 있으면 고정된 줄만 그린다.
pub(super) fn control_panel(
    ctx: &egui::Context,
    layout: &ScreenLayout,
    id: &str,
    head: impl FnOnce(&mut egui::Ui),
    add: impl FnOnce(&mut egui::Ui),
) {
    let m = MARGIN as i8;
    let (top, side) = if layout.portrait {
        (SHEET_HANDLE as i8, 8)
    } else {
        (m, m)
    };
    let margin = egui::Margin {
        left: side,
        right: side,
        top,
        bottom: TAB_BAR_BOTTOM as i8,
    };
    let rect = layout.panel_content();
    show_in_rect(ctx, id, rect, palette::SURFACE, margin, |ui| {
        let inner = ui.max_rect();
        let head_h = TOUCH_TARGET;
        let (head_rect, body_rect) = if layout.portrait {
            let split = inner.max.y - head_h;
            (
                egui::Rect::from_min_max(
                    egui::pos2(inner.min.x, split),
                    egui::pos2(inner.max.x - chrome_width(layout), inner.max.y),
                ),
                egui::Rect::from_min_max(inner.min, egui::pos2(inner.max.x, split - TAB_BAR_GAP)),
            )
        } else {
            let split = inner.min.y + head_h;
            (
                egui::Rect::from_min_max(inner.min, egui::pos2(inner.max.x, split)),
                egui::Rect::from_min_max(egui::pos2(inner.min.x, split + TAB_BAR_GAP), inner.max),
            )
        };
        ui.scope_builder(egui::UiBuilder::new().max_rect(head_rect), head);
        if layout.portrait {
            // 탭 막대 위의 가는 선: 시트의 내용과 고정된 막대를 가른다.
            let y = head_rect.min.y - TAB_BAR_GAP / 2.0;
            ui.painter().hline(
                inner.min.x..=inner.max.x,
                y,
                egui::Stroke::new(1.0, color32(palette::LINE)),
            );
        }
        if (layout.portrait && layout.sheet == Sheet::Bar) || body_rect.height() < 1.0 {
            return;
        }
        ui.scope_builder(egui::UiBuilder::new().max_rect(body_rect), |ui| {
            ui.set_clip_rect(body_rect);
            let out = egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .max_height(body_rect.height())
                .min_scrolled_height(0.0)
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    let room = ui.max_rect().max.x;
                    add(ui);
                    // 가로 줄이 패널 폭을 넘으면 그 끝이 잘려 보인다 (브라우저 시험이 센다).
                    if ui.min_rect().max.x > room + 1.0 {
                        note_clipped(ui.ctx(), format!("panel {id}"));
                    }
                });
            // 아래에 내용이 더 있으면 (시트가 줄 중간에서 끝나면) 잘린 줄을 바탕색으로 흐리게: 반쯤
            // 보이는 단추가 눌릴 것처럼 보이지 않고, 끌어 올리면 더 있다는 것이 보인다.
            let below = out.content_size.y - out.state.offset.y - out.inner_rect.height();
            if let Some(band) = fade_band(out.inner_rect, below) {
                fade_bottom(ui, band);
            }
        });
    });
    // 안전 영역까지 시트의 바탕을 칠한다 (홈 표시줄 아래가 비어 보이지 않게).
    if layout.panel != rect {
        let painter = ctx.layer_painter(egui::LayerId::background());
        for r in [
            Rect::new(
                layout.panel.min.x,
                rect.max.y,
                layout.panel.max.x,
                layout.panel.max.y,
            ),
            Rect::new(
                rect.max.x,
                layout.panel.min.y,
                layout.panel.max.x,
                rect.max.y,
            ),
            Rect::new(
                layout.panel.min.x,
                layout.panel.min.y,
                rect.min.x,
                rect.max.y,
            ),
        ] {
            if r.width() > 0.0 && r.height() > 0.0 {
                painter.rect_filled(egui_rect(r), 0.0, color32(palette::SURFACE));
            }
        }
    }
}

/// 흐리게 덮는 띠의 높이 (점).
const FADE: f32 = 22.0;

/// 보이는 곳 `view`의 아래로 내용이 `below`만큼 더 있으면 (시트가 줄 중간에서 끝난다) 흐리게 덮을 띠:
/// `view`의 아래 [`FADE`]. 내용이 다 보이면 `None` (마지막 줄은 온전하다).
fn fade_band(view: egui::Rect, below: f32) -> Option<egui::Rect> {
    (below > 1.0).then(|| {
        let h = FADE.min(view.height());
        egui::Rect::from_min_max(egui::pos2(view.min.x, view.max.y - h), view.max)
    })
}

/// 띠 `band`를 위는 투명, 아래는 패널 바탕색인 그라데이션으로 덮는다.
fn fade_bottom(ui: &egui::Ui, band: egui::Rect) {
    let solid = color32(palette::SURFACE);
    let clear = egui::Color32::from_rgba_premultiplied(0, 0, 0, 0);
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(band.left_top(), clear);
    mesh.colored_vertex(band.right_top(), clear);
    mesh.colored_vertex(band.right_bottom(), solid);
    mesh.colored_vertex(band.left_bottom(), solid);
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    ui.painter().add(egui::Shape::mesh(mesh));
}

/// 세로 화면의 시트 손잡이와 올리기·내리기 단추 (앞쪽 층에 그려 장면 패널 위에 뜬다). 손잡이를
/// 위아래로 끌면 한 단계 올리거나 내리고, 누르면 접기와 펴기를 오간다.
pub(super) fn sheet_chrome(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    mut sheet: ResMut<Sheet>,
    mut drag: Local<f32>,
) -> Result {
    if !layout.portrait {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let rect = layout.panel_content();
    // 앞쪽 층의 Ui는 손잡이 띠와 단추 자리만 덮는다: egui는 포인터 아래 가장 위 층의 것만 누르게
    // 하므로, 시트 전체를 덮으면 그 아래 탭이 눌리지 않는다.
    let layer = egui::LayerId::new(egui::Order::Foreground, egui::Id::new("sheet_chrome"));
    let ui_at = |id: &str, r: egui::Rect| {
        egui::Ui::new(
            ctx.clone(),
            egui::Id::new(id),
            egui::UiBuilder::new().layer_id(layer).max_rect(r),
        )
    };
    let mut next = *sheet;
    // 손잡이 띠: 시트 맨 위, 단추 자리를 뺀 폭 전체.
    let handle = egui::Rect::from_min_size(
        egui::pos2(rect.min.x, rect.min.y),
        egui::vec2(rect.width() - chrome_width(&layout), SHEET_HANDLE),
    );
    let ui = ui_at("sheet_handle_ui", handle);
    let r = ui.interact(
        handle,
        egui::Id::new("sheet_handle"),
        egui::Sense::click_and_drag(),
    );
    let pill = egui::Rect::from_center_size(
        egui::pos2(rect.center().x, rect.min.y + SHEET_HANDLE / 2.0),
        egui::vec2(40.0, 5.0),
    );
    ui.painter()
        .rect_filled(pill, 2.5, color32(palette::TEXT_DIM.with_alpha(0.7)));
    if r.dragged() {
        *drag += r.drag_delta().y;
    }
    if r.drag_stopped() {
        next = if *drag < -20.0 {
            sheet.raised()
        } else if *drag > 20.0 {
            sheet.lowered()
        } else {
            next
        };
        *drag = 0.0;
    } else if r.clicked() {
        next = if *sheet == Sheet::Bar {
            Sheet::Peek
        } else {
            Sheet::Bar
        };
    }
    // 탭 막대 오른쪽의 단추 둘: 내리기(∨)와 올리기(∧) (시트 맨 아래, 탭과 같은 줄). 글리프 대신 선으로
    // 그린다.
    let size = egui::vec2(TOUCH_TARGET, TOUCH_TARGET);
    let y = rect.max.y - TAB_BAR_BOTTOM - size.y;
    let right = rect.max.x - 8.0;
    let mut ui = ui_at(
        "sheet_buttons_ui",
        egui::Rect::from_min_max(
            egui::pos2(right - chrome_width(&layout), y),
            egui::pos2(right, y + size.y),
        ),
    );
    for (i, up) in [(0, true), (1, false)] {
        let at = egui::Rect::from_min_size(
            egui::pos2(right - size.x * (i as f32 + 1.0) - 4.0 * i as f32, y),
            size,
        );
        let enabled = if up {
            *sheet != Sheet::Full
        } else {
            *sheet != Sheet::Bar
        };
        let clicked = ui.put(at, egui::Button::new("").min_size(size)).clicked();
        let c = if enabled {
            palette::TEXT
        } else {
            palette::TEXT_DIM.with_alpha(0.4)
        };
        let (cx, cy) = (at.center().x, at.center().y);
        let dy = if up { 4.0 } else { -4.0 };
        ui.painter().line(
            vec![
                egui::pos2(cx - 8.0, cy + dy),
                egui::pos2(cx, cy - dy),
                egui::pos2(cx + 8.0, cy + dy),
            ],
            egui::Stroke::new(2.5, color32(c)),
        );
        if clicked && enabled {
            next = if up { sheet.raised() } else { sheet.lowered() };
        }
    }
    if next != *sheet {
        *sheet = next;
    }
    Ok(())
}

/// 장면 이름 (위쪽 막대 제목).
pub(super) fn scene_title(scene: Scene) -> S {
    match scene {
        Scene::Menu => S::AppTitle,
        Scene::Transposition => S::SceneTransposition,
        Scene::Retrograde => S::SceneRetrograde,
        Scene::Nim => S::SceneNim,
        Scene::Mcts => S::SceneMcts,
    }
}

/// 위쪽 막대: 뒤로 가기, 장면 이름, 언어 바꾸기.
pub(super) fn top_bar(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    scene: Res<State<Scene>>,
    mut locale: ResMut<Locale>,
    mut nav: MessageWriter<Navigate>,
    mut feel: ResMut<FeelWindow>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rect = layout.top_bar;
    let muted = feel.muted;
    let feel_label = locale.t(AccessText::FeelButton);
    let (back, title, lang) = (
        locale.t(S::Back),
        locale.t(scene_title(*scene.get())),
        locale.t(S::LanguageButton),
    );
    let mut toggle = false;
    // 안전 영역(노치) 위쪽까지 바탕을 칠한다.
    let notch = Rect::new(0.0, 0.0, layout.window.x, rect.min.y);
    if notch.height() > 0.0 {
        ctx.layer_painter(egui::LayerId::background()).rect_filled(
            egui_rect(notch),
            0.0,
            color32(palette::SURFACE),
        );
    }
    let margin = egui::Margin::symmetric(6, 2);
    show_in_rect(ctx, "top_bar", rect, palette::SURFACE, margin, |ui| {
        ui.horizontal_centered(|ui| {
            let r = ui.button(back);
            ui.ctx()
                .data_mut(|d| d.insert_temp(egui::Id::new(BACK_ID), r.rect));
            if r.clicked() {
                nav.write(Navigate(Scene::Menu));
            }
            // 제목은 오른쪽 단추들(언어, 스피커)의 자리를 남기고 들어가게 줄인다 (320 px 화면에서도 잘리지
            // 않게).
            let style = ui.style().clone();
            let spacing = style.spacing.item_spacing.x;
            let text_width = |text: &str, font: egui::FontId| {
                ui.fonts_mut(|f| {
                    f.layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE)
                        .size()
                        .x
                })
            };
            let body = egui::TextStyle::Button.resolve(&style);
            let heading = egui::TextStyle::Heading.resolve(&style);
            let buttons = text_width(lang, body)
                + 2.0 * style.spacing.button_padding.x
                + SPEAKER_WIDTH
                + 3.0 * spacing;
            let room = (ui.available_width() - buttons).max(0.0);
            let wide = text_width(title, heading.clone());
            let size = if wide > room {
                (heading.size * room / wide).max(11.0)
            } else {
                heading.size
            };
            ui.label(egui::RichText::new(title).heading().size(size));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                toggle = ui.button(lang).clicked();
                if speaker_button(ui, muted, feel_label).clicked() {
                    feel.open = !feel.open;
                }
            });
        });
        if ui.min_rect().max.x > ui.max_rect().max.x + 1.0 {
            note_clipped(ui.ctx(), format!("top bar: {title}"));
        }
    });
    if toggle {
        locale.lang = locale.lang.toggled();
    }
    Ok(())
}

#[cfg(test)]
mod fade_tests {
    use super::*;

    /// 시트가 줄 중간에서 끝나면 (아래에 내용이 더 있으면) 보이는 곳의 아래 끝이 흐려지고, 내용이 다
    /// 보이면 아무것도 덮지 않는다. 띠는 보이는 곳 안, 아래 끝에 붙어 있다.
    #[test]
    fn only_a_sheet_cut_mid_row_fades_its_last_row() {
        let view = egui::Rect::from_min_max(egui::pos2(0.0, 400.0), egui::pos2(360.0, 560.0));
        assert_eq!(fade_band(view, 0.0), None);
        assert_eq!(fade_band(view, 0.5), None);
        let band = fade_band(view, 30.0).expect("content below: the cut row fades");
        assert_eq!(band.max, view.max);
        assert!(view.contains_rect(band));
        assert!((band.height() - FADE).abs() < 1e-3);
        let low = egui::Rect::from_min_max(egui::pos2(0.0, 400.0), egui::pos2(360.0, 410.0));
        assert_eq!(
            fade_band(low, 30.0),
            Some(low),
            "a sliver of a sheet fades whole"
        );
    }
}
