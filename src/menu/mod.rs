//! 메뉴 장면: 기법마다 카드 하나 (이름, 한 줄 설명). 아직 없는 장면은 "준비 중"이고 열리지 않는다.
//! 언어도 여기서 바꾼다.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::Scene;
use crate::hud::{self, color32, show_in_rect};
use crate::i18n::{Locale, S};
use crate::layout::{BoardShape, MARGIN, ScreenLayout, shape_on_enter};
use crate::nav::Navigate;
use crate::theme::palette;

/// 카드의 최소 너비: 이보다 좁으면 한 줄에 하나.
const CARD_MIN_WIDTH: f32 = 300.0;
/// 카드 줄의 최대 너비.
const CONTENT_MAX_WIDTH: f32 = 880.0;

/// 메뉴 카드가 그려진 곳 (화면 좌표, 논리 픽셀). 웹에서는 페이지에 적어 두어 브라우저 시험이 카드를
/// 손가락으로 누를 수 있게 한다 (egui는 DOM을 만들지 않는다).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct MenuCards(pub Vec<(Scene, Rect)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuCards>();
    shape_on_enter(app, Scene::Menu, BoardShape::SQUARE);
    app.add_systems(
        EguiPrimaryContextPass,
        menu_ui.run_if(in_state(Scene::Menu).and_then(resource_exists::<hud::EguiReady>)),
    );
}

/// 카드에 쓰는 이름과 설명.
pub fn card_text(scene: Scene) -> (S, S) {
    match scene {
        Scene::Transposition => (S::SceneTransposition, S::SceneTranspositionDesc),
        Scene::Retrograde => (S::SceneRetrograde, S::SceneRetrogradeDesc),
        Scene::Nim => (S::SceneNim, S::SceneNimDesc),
        Scene::Mcts | Scene::Menu => (S::SceneMcts, S::SceneMctsDesc),
    }
}

fn menu_ui(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    mut locale: ResMut<Locale>,
    mut nav: MessageWriter<Navigate>,
    mut cards: ResMut<MenuCards>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = Rect::from_corners(Vec2::ZERO, layout.window);
    let mut drawn = Vec::new();
    let mut toggle = false;
    let loc = *locale;
    let margin = egui::Margin::same(MARGIN as i8);
    show_in_rect(ctx, "menu", screen, palette::BACKGROUND, margin, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let width = ui.available_width().min(CONTENT_MAX_WIDTH);
                ui.vertical_centered(|ui| {
                    ui.set_max_width(width);
                    ui.add_space(8.0);
                    ui.label(
                        egui::RichText::new(loc.t(S::AppTitle))
                            .family(egui::FontFamily::Name(hud::BOLD.into()))
                            .size(34.0)
                            .color(color32(palette::GOLD)),
                    );
                    ui.label(
                        egui::RichText::new(loc.t(S::Tagline)).color(color32(palette::TEXT_DIM)),
                    );
                    ui.add_space(4.0);
                    toggle = ui.button(loc.t(S::LanguageButton)).clicked();
                    ui.add_space(12.0);
                });
                let columns = if width >= 2.0 * CARD_MIN_WIDTH + 16.0 {
                    2
                } else {
                    1
                };
                let card_width = (width - 16.0 * (columns as f32 - 1.0)) / columns as f32;
                let left = (ui.available_width() - width).max(0.0) / 2.0;
                for row in Scene::TECHNIQUES.chunks(columns) {
                    ui.horizontal(|ui| {
                        ui.add_space(left);
                        for &scene in row {
                            let (clicked, rect) = card(ui, &loc, scene, card_width);
                            if clicked {
                                nav.write(Navigate(scene));
                            }
                            drawn.push((
                                scene,
                                Rect::new(rect.min.x, rect.min.y, rect.max.x, rect.max.y),
                            ));
                            ui.add_space(16.0);
                        }
                    });
                    ui.add_space(16.0);
                }
            });
    });
    if toggle {
        locale.lang = locale.lang.toggled();
    }
    if cards.0 != drawn {
        cards.0 = drawn;
    }
    Ok(())
}

/// 카드 하나를 그린다: (눌렸는가, 카드의 사각형). 카드 어디를 눌러도 열린다.
fn card(ui: &mut egui::Ui, loc: &Locale, scene: Scene, width: f32) -> (bool, egui::Rect) {
    let (name, desc) = card_text(scene);
    let frame = egui::Frame::NONE
        .fill(color32(palette::SURFACE))
        .stroke(egui::Stroke::new(
            1.5,
            color32(palette::GOLD).linear_multiply(0.7),
        ))
        .corner_radius(12)
        .inner_margin(egui::Margin::same(16));
    let inner = frame.show(ui, |ui| {
        ui.set_width(width - 32.0);
        ui.set_min_height(120.0);
        ui.vertical(|ui| {
            ui.label(
                egui::RichText::new(loc.t(name))
                    .family(egui::FontFamily::Name(hud::BOLD.into()))
                    .size(24.0)
                    .color(color32(palette::GOLD)),
            );
            ui.label(loc.t(desc));
            ui.add_space(6.0);
            ui.button(format!("{} →", loc.t(S::Open))).clicked()
        })
        .inner
    });
    let card_clicked = ui
        .interact(
            inner.response.rect,
            egui::Id::new(("card", scene.slug())),
            egui::Sense::click(),
        )
        .clicked();
    (inner.inner || card_clicked, inner.response.rect)
}
