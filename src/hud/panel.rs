//! egui 쪽: 번들 폰트와 팔레트로 스타일을 맞추고, 위쪽 막대와 장면 패널의 뼈대
//! ([`scene_panel`]: 모드 탭 → 모드의 조작 → "확인 방법"·"조절할 값")를 그린다.
//!
//! 패널은 egui의 자동 배치가 아니라 [`ScreenLayout`]이 정한 사각형에 정확히 그린다. 그래서
//! Bevy가 그리는 판과 egui 패널이 서로 겹치지 않는다.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use gameai::games::GameId;
use gameai::level::Level;

use crate::i18n::{Locale, S};
use crate::layout::{MARGIN, SHEET_HANDLE, ScreenLayout, Sheet, TOUCH_TARGET};
use crate::nav::Navigate;
use crate::theme::{self, palette};
use crate::think::ThinkWhere;
use crate::{AppSet, Scene};

/// egui 임시 저장소에서 모드 탭들의 사각형을 찾는 이름.
const TABS_ID: &str = "arcade_tab_rects";
/// egui 임시 저장소에서 뒤로 가기 단추의 사각형을 찾는 이름.
const BACK_ID: &str = "arcade_back_rect";

/// 누를 곳들: 장면 패널의 모드 탭 (차례대로)과 위쪽 막대의 뒤로 가기 단추 (egui 점 = 창의 논리 픽셀).
/// 브라우저 시험이 이 자리를 손가락으로 누른다 (`src/web.rs`가 페이지에 적는다).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct UiSpots {
    /// 모드 탭들.
    pub tabs: Vec<egui::Rect>,
    /// 뒤로 가기.
    pub back: Option<egui::Rect>,
}

/// 지난 egui 패스가 그린 탭과 단추의 자리를 [`UiSpots`]로 옮긴다.
fn publish_spots(
    mut contexts: EguiContexts,
    scene: Res<State<Scene>>,
    mut spots: ResMut<UiSpots>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let next = if *scene.get() == Scene::Menu {
        UiSpots::default()
    } else {
        ctx.data(|d| UiSpots {
            tabs: d
                .get_temp::<Vec<egui::Rect>>(egui::Id::new(TABS_ID))
                .unwrap_or_default(),
            back: d.get_temp::<egui::Rect>(egui::Id::new(BACK_ID)),
        })
    };
    spots.set_if_neq(next);
    Ok(())
}

/// Bevy 색을 egui 색으로.
pub fn color32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (s.red * 255.0).round() as u8,
        (s.green * 255.0).round() as u8,
        (s.blue * 255.0).round() as u8,
        (s.alpha * 255.0).round() as u8,
    )
}

/// Bevy 화면 사각형을 egui 사각형으로.
pub fn egui_rect(r: Rect) -> egui::Rect {
    egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y))
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiSpots>();
    app.add_systems(
        Update,
        publish_spots
            .in_set(AppSet::Hud)
            .run_if(resource_exists::<EguiReady>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            configure_egui.run_if(not(resource_exists::<EguiReady>)),
            (top_bar, sheet_chrome)
                .run_if(not(in_state(Scene::Menu)).and_then(resource_exists::<EguiReady>)),
        )
            .chain(),
    );
}

/// egui의 폰트와 스타일이 자리 잡았다 (다음 패스부터 패널을 그린다). 폰트는 설정한 다음 패스에야
/// 쓰이므로, 그 전에 그리면 한국어가 빈 상자로 나온다.
#[derive(Resource)]
pub struct EguiReady;

/// 폰트(한국어 + 기호)와 색·간격을 한 번 정한다 (egui 문맥이 생긴 첫 패스에서).
fn configure_egui(
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
    // 글꼴은 하나 (굵은 글꼴은 싣지 않는다: 웹의 내려받기 예산, README의 측정).
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
        v.selection.bg_fill = color32(palette::GOLD).linear_multiply(0.55);
        v.selection.stroke.color = color32(palette::GOLD);
        v.hyperlink_color = color32(palette::BLUE);
        let w = &mut v.widgets;
        w.inactive.weak_bg_fill = color32(palette::SURFACE_HIGH);
        w.inactive.bg_fill = color32(palette::SURFACE_HIGH);
        w.hovered.weak_bg_fill = color32(palette::LINE);
        w.hovered.bg_fill = color32(palette::LINE);
        w.active.weak_bg_fill = color32(palette::GOLD).linear_multiply(0.6);
        w.active.bg_fill = color32(palette::GOLD).linear_multiply(0.6);
    });
    *configured = true;
    Ok(())
}

/// 화면 사각형 `rect`에 egui 영역 하나를 만들어 내용을 그린다.
pub fn show_in_rect(
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

/// 세로 화면에서 시트의 모드 탭 줄 오른쪽에 남기는 폭: 올리기·내리기 단추 둘 ([`sheet_chrome`]).
fn chrome_width(layout: &ScreenLayout) -> f32 {
    if layout.portrait {
        2.0 * TOUCH_TARGET + 8.0
    } else {
        0.0
    }
}

/// 조작 패널: 가로 화면은 오른쪽, 세로 화면은 아래 시트. 위에 고정된 줄(`head`: 모드 탭), 그 아래는
/// 스크롤하는 내용(`add`). 시트가 얇은 막대로 접혀 있으면 고정된 줄만 그린다.
pub fn control_panel(
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
        bottom: 4,
    };
    let rect = layout.panel_content();
    show_in_rect(ctx, id, rect, palette::SURFACE, margin, |ui| {
        let full = ui.available_width();
        ui.allocate_ui(egui::vec2(full - chrome_width(layout), TOUCH_TARGET), head);
        if layout.portrait && layout.sheet == Sheet::Bar {
            return;
        }
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                add(ui);
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

/// 세로 화면의 시트 손잡이와 올리기·내리기 단추 (앞쪽 층에 그려 장면 패널 위에 뜬다). 손잡이를
/// 위아래로 끌면 한 단계 올리거나 내리고, 누르면 접기와 펴기를 오간다.
fn sheet_chrome(
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
    // 탭 줄 오른쪽의 단추 둘: 내리기(∨)와 올리기(∧). 글리프 대신 선으로 그린다.
    let size = egui::vec2(TOUCH_TARGET, TOUCH_TARGET);
    let y = rect.min.y + SHEET_HANDLE;
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

/// 장면 패널의 고정된 두 목록: "확인 방법"과 "조절할 값"의 항목들 (글자 표의 이름).
#[derive(Clone, Copy, Debug)]
pub struct SceneSections<'a> {
    /// 확인 방법 (넓은 화면에서는 펼쳐 둔다).
    pub check: &'a [S],
    /// 조절할 값.
    pub tune: &'a [S],
}

/// 모든 장면의 패널 뼈대: 위에 늘 보이는 모드 탭 줄(`tabs`, 고른 것이 `mode`; 줄 끝에 `extra`가 더
/// 붙을 수 있다), 그 아래 장면의 띠(`strip`: 승률 막대 같은 늘 볼 것), 모드의 조작(`body`), 맨 아래
/// "확인 방법"과 "조절할 값". 탭을 바꾸면 `true`.
pub fn scene_panel<M: PartialEq + Copy>(
    ctx: &egui::Context,
    layout: &ScreenLayout,
    locale: &Locale,
    id: &str,
    (tabs, mode): (&[(M, S)], &mut M),
    extra: impl FnOnce(&mut egui::Ui),
    strip: impl FnOnce(&mut egui::Ui),
    sections: SceneSections<'_>,
    body: impl FnOnce(&mut egui::Ui),
) -> bool {
    let before = *mode;
    control_panel(
        ctx,
        layout,
        id,
        |ui| {
            ui.horizontal_wrapped(|ui| {
                // 좁은 세로 화면에서도 탭 셋이 한 줄에 들게 안쪽 여백을 줄인다 (높이는 44 px 그대로).
                ui.spacing_mut().button_padding.x = 8.0;
                ui.spacing_mut().item_spacing.x = 6.0;
                let mut rects = Vec::with_capacity(tabs.len());
                for &(m, label) in tabs {
                    rects.push(ui.selectable_value(mode, m, locale.t(label)).rect);
                }
                ui.ctx()
                    .data_mut(|d| d.insert_temp(egui::Id::new(TABS_ID), rects));
                extra(ui);
            });
        },
        |ui| {
            strip(ui);
            ui.separator();
            body(ui);
            ui.separator();
            let names = |list: &[S]| list.iter().map(|&s| locale.t(s)).collect::<Vec<_>>();
            checklist(
                ui,
                locale.t(S::HowToCheck),
                &names(sections.check),
                !layout.portrait,
            );
            checklist(ui, locale.t(S::WhatToTune), &names(sections.tune), false);
        },
    );
    *mode != before
}

/// "확인 방법"·"조절할 값" 같은 접을 수 있는 목록.
pub fn checklist(ui: &mut egui::Ui, title: &str, items: &[&str], open: bool) {
    egui::CollapsingHeader::new(egui::RichText::new(title).strong())
        .default_open(open)
        .show(ui, |ui| {
            for (i, item) in items.iter().enumerate() {
                ui.label(format!("{}. {item}", i + 1));
            }
        });
}

/// AI가 어디서 생각하는지 한 줄로 (작은 흐린 글씨). 네이티브 스레드는 `threads`가 있을 때만 (MCTS의
/// 루트 병렬), 웹 작업자는 그 수, 작업자를 못 썼으면 그 까닭을 말한다.
pub fn think_line(ui: &mut egui::Ui, locale: &Locale, place: &ThinkWhere, threads: Option<usize>) {
    let text = match place {
        ThinkWhere::Threads => match threads {
            Some(n) => locale.f(S::MctsThreads, &[("n", &n)]),
            None => return,
        },
        ThinkWhere::Workers(n) => locale.f(S::ThinkWorkers, &[("n", n)]),
        ThinkWhere::Starting => locale.t(S::ThinkStarting).to_owned(),
        ThinkWhere::Slices(None) => return,
        ThinkWhere::Slices(Some(why)) => locale.f(S::ThinkSlices, &[("why", why)]),
    };
    ui.label(
        egui::RichText::new(text)
            .small()
            .color(color32(palette::TEXT_DIM)),
    );
}

/// 이름표를 위에 두는 슬라이더 (좁은 패널에서도 글이 잘리지 않게).
pub fn labeled_slider<N: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut N,
    range: core::ops::RangeInclusive<N>,
    logarithmic: bool,
) -> egui::Response {
    ui.label(label);
    ui.add(egui::Slider::new(value, range).logarithmic(logarithmic))
}

/// 설정에 저장하는 난이도 번호의 범위 ([`Level::ALL`]의 번호; 마지막이 "최고").
pub const LEVELS: core::ops::RangeInclusive<u8> = 0..=3;

/// 저장한 번호의 단계 (범위 밖이면 "최고").
pub fn level_at(i: u8) -> Level {
    Level::ALL
        .get(usize::from(i))
        .copied()
        .unwrap_or(Level::Maximum)
}

/// 단계의 저장 번호.
pub fn level_index(level: Level) -> u8 {
    Level::ALL
        .iter()
        .position(|&l| l == level)
        .map_or(*LEVELS.end(), |i| i as u8)
}

/// 난이도 단계의 이름.
pub fn level_name(level: Level) -> S {
    match level {
        Level::Beginner => S::LevelBeginner,
        Level::Club => S::LevelClub,
        Level::Strong => S::LevelStrong,
        Level::Maximum => S::LevelMaximum,
    }
}

/// 난이도 줄: 이름표, 네 단계의 단추, 그 아래 게임 `game`에서 이 단계가 거는 손잡이. `level`은 지금
/// 단계 (`None`: 어느 단계도 아니다, 님에서 손잡이를 따로 옮겼을 때). 누른 단계를 돌려준다.
pub fn level_row(
    ui: &mut egui::Ui,
    locale: &Locale,
    level: Option<Level>,
    game: GameId,
) -> Option<Level> {
    ui.label(locale.t(S::Level));
    let mut picked = None;
    ui.horizontal_wrapped(|ui| {
        for l in Level::ALL {
            if ui
                .selectable_label(level == Some(l), locale.t(level_name(l)))
                .clicked()
            {
                picked = Some(l);
            }
        }
    });
    if let Some(l) = picked.or(level) {
        let k = l.knobs(game);
        let mut parts = Vec::new();
        if k.random_move > 0.0 {
            parts.push(locale.f(S::LevelRandom, &[("p", &(k.random_move * 100.0).round())]));
        }
        if let Some(d) = k.max_depth {
            parts.push(locale.f(S::LevelDepth, &[("d", &d)]));
        }
        if let Some(n) = k.iterations {
            parts.push(locale.f(S::LevelIterations, &[("n", &n)]));
        }
        if parts.is_empty() {
            parts.push(locale.t(S::LevelAsSet).to_owned());
        }
        ui.label(
            egui::RichText::new(parts.join(" · "))
                .small()
                .color(color32(palette::TEXT_DIM)),
        );
    }
    picked
}

/// 장면 이름 (위쪽 막대 제목).
pub fn scene_title(scene: Scene) -> S {
    match scene {
        Scene::Menu => S::AppTitle,
        Scene::Transposition => S::SceneTransposition,
        Scene::Retrograde => S::SceneRetrograde,
        Scene::Nim => S::SceneNim,
        Scene::Mcts => S::SceneMcts,
    }
}

/// 위쪽 막대: 뒤로 가기, 장면 이름, 언어 바꾸기.
fn top_bar(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    scene: Res<State<Scene>>,
    mut locale: ResMut<Locale>,
    mut nav: MessageWriter<Navigate>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rect = layout.top_bar;
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
            ui.heading(title);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                toggle = ui.button(lang).clicked();
            });
        });
    });
    if toggle {
        locale.lang = locale.lang.toggled();
    }
    Ok(())
}
