//! 메뉴 장면: 기법마다 카드 하나 (그 게임의 판을 그린 작은 그림, 이름, 안에 든 게임들, 먼저 해 볼
//! 것 하나): 메뉴가 곧 차례다. 카드 넷은 늘 한 화면에 다 들어간다 (세로 화면은 2×2, 넓은 화면은 한
//! 줄에 넷). 카드 어디를 눌러도 열린다. 언어도 여기서 바꾼다.
//!
//! 카드의 자리는 순수 함수 [`card_grid`]가 정한다 (화면 크기마다 시험한다).

mod art;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::Scene;
use crate::hud::{self, color32, show_in_rect};
use crate::i18n::{Locale, S};
use crate::layout::TOUCH_TARGET;
use crate::layout::{BoardShape, MARGIN, ScreenLayout, shape_on_enter};
use crate::nav::Navigate;
use crate::theme::palette;

/// 카드 사이의 틈.
const GAP: f32 = 12.0;
/// 카드 하나의 최대 크기 (큰 화면에서 카드가 한없이 커지지 않게).
const CARD_MAX: Vec2 = Vec2::new(420.0, 420.0);
/// 머리(제목, 한 줄 소개, 언어 단추)의 높이: 낮은 화면은 소개 줄을 뺀다.
const HEADER: (f32, f32) = (64.0, 92.0);

/// 메뉴 카드가 그려진 곳 (화면 좌표, 논리 픽셀). 웹에서는 페이지에 적어 두어 브라우저 시험이 카드를
/// 손가락으로 누를 수 있게 한다 (egui는 DOM을 만들지 않는다).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub(crate) struct MenuCards(pub Vec<(Scene, Rect)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuCards>();
    shape_on_enter(app, Scene::Menu, BoardShape::SQUARE);
    app.add_systems(
        EguiPrimaryContextPass,
        menu_ui.run_if(in_state(Scene::Menu).and_then(resource_exists::<hud::EguiReady>)),
    );
}

/// 카드에 쓰는 이름, 설명 (그 안의 게임들), 먼저 해 볼 것 하나: 메뉴가 곧 차례다.
pub(crate) fn card_text(scene: Scene) -> (S, S, S) {
    match scene {
        Scene::Transposition => (
            S::SceneTransposition,
            S::SceneTranspositionDesc,
            S::SceneTranspositionTry,
        ),
        Scene::Retrograde => (
            S::SceneRetrograde,
            S::SceneRetrogradeDesc,
            S::SceneRetrogradeTry,
        ),
        Scene::Nim => (S::SceneNim, S::SceneNimDesc, S::SceneNimTry),
        Scene::Mcts | Scene::Menu => (S::SceneMcts, S::SceneMctsDesc, S::SceneMctsTry),
    }
}

/// 카드 그림의 가장 작은 높이 (카드 높이에 대한 몫): 글이 길어도 그림이 이만큼은 남는다.
const PICTURE_MIN: f32 = 0.22;
/// 그림과 글 사이, 글 줄 묶음 사이의 틈.
const TEXT_GAP: f32 = 6.0;
const LINE_GAP: f32 = 4.0;
/// 이만큼 넓은 카드는 글을 본문 크기로 쓴다.
const WIDE_CARD: f32 = 260.0;

/// 카드 넷의 사각형 (화면 좌표): `area` 안에서 세로로 길면 2×2, 가로로 길면 한 줄에 넷. 카드는
/// `CARD_MAX`를 넘지 않고 가운데에 모인다.
pub(crate) fn card_grid(area: Rect) -> [Rect; 4] {
    let (cols, rows) = if area.width() >= area.height() * 1.6 {
        (4.0, 1.0)
    } else {
        (2.0, 2.0)
    };
    let size = Vec2::new(
        (area.width() - GAP * (cols - 1.0)) / cols,
        (area.height() - GAP * (rows - 1.0)) / rows,
    )
    .min(CARD_MAX)
    .max(Vec2::splat(TOUCH_TARGET));
    let total = Vec2::new(
        size.x * cols + GAP * (cols - 1.0),
        size.y * rows + GAP * (rows - 1.0),
    );
    let origin = Vec2::new(area.center().x - total.x / 2.0, area.min.y);
    core::array::from_fn(|i| {
        let (c, r) = ((i as f32) % cols, (i as f32 / cols).floor());
        Rect::from_corners(
            origin + Vec2::new(c * (size.x + GAP), r * (size.y + GAP)),
            origin + Vec2::new(c * (size.x + GAP), r * (size.y + GAP)) + size,
        )
    })
}

fn menu_ui(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    mut locale: ResMut<Locale>,
    mut nav: MessageWriter<Navigate>,
    mut cards: ResMut<MenuCards>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let safe = layout.safe;
    let screen = Rect::from_corners(Vec2::ZERO, layout.window);
    let inner = Rect::new(
        safe.left + MARGIN,
        safe.top + MARGIN * 0.5,
        layout.window.x - safe.right - MARGIN,
        layout.window.y - safe.bottom - MARGIN,
    );
    let tall = inner.height() >= 480.0;
    let header = if tall { HEADER.1 } else { HEADER.0 };
    let grid = card_grid(Rect::new(
        inner.min.x,
        inner.min.y + header,
        inner.max.x,
        inner.max.y,
    ));
    let mut toggle = false;
    let loc = *locale;
    show_in_rect(
        ctx,
        "menu",
        screen,
        palette::BACKGROUND,
        egui::Margin::ZERO,
        |ui| {
            // 머리: 제목과 언어 단추 한 줄, 높은 화면이면 그 아래 소개 한 줄.
            let top = egui::Rect::from_min_size(
                egui::pos2(inner.min.x, inner.min.y),
                egui::vec2(inner.width(), header),
            );
            ui.scope_builder(egui::UiBuilder::new().max_rect(top), |ui| {
                ui.horizontal(|ui| {
                    ui.label(
                        egui::RichText::new(loc.t(S::AppTitle))
                            .size(28.0)
                            .color(color32(palette::GOLD)),
                    );
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        toggle = ui.button(loc.t(S::LanguageButton)).clicked();
                    });
                });
                if tall {
                    ui.label(
                        egui::RichText::new(loc.t(S::Tagline))
                            .small()
                            .color(color32(palette::TEXT_DIM)),
                    );
                }
            });
            for (&scene, &rect) in Scene::TECHNIQUES.iter().zip(&grid) {
                if card(ui, &loc, scene, rect) {
                    nav.write(Navigate(scene));
                }
            }
        },
    );
    if toggle {
        locale.lang = locale.lang.toggled();
    }
    let drawn: Vec<(Scene, Rect)> = Scene::TECHNIQUES.into_iter().zip(grid).collect();
    if cards.0 != drawn {
        cards.0 = drawn;
    }
    Ok(())
}

/// 카드 하나를 `rect`에 그린다: 위에 판 그림, 아래에 이름, 설명, (들어가면) 먼저 해 볼 것. 눌렸으면
/// `true`.
fn card(ui: &mut egui::Ui, loc: &Locale, scene: Scene, rect: Rect) -> bool {
    let (name, desc, try_first) = card_text(scene);
    let r = hud::egui_rect(rect);
    let response = ui.interact(
        r,
        egui::Id::new(("card", scene.slug())),
        egui::Sense::click(),
    );
    let stroke = if response.hovered() || response.is_pointer_button_down_on() {
        color32(palette::GOLD)
    } else {
        color32(palette::GOLD).linear_multiply(0.6)
    };
    let painter = ui.painter_at(r);
    painter.rect(
        r,
        12.0,
        color32(palette::SURFACE),
        egui::Stroke::new(1.5, stroke),
        egui::StrokeKind::Inside,
    );
    let pad = 10.0;
    // 글을 먼저 재고, 그림은 남는 높이를 쓴다 (카드의 이야기는 글이다). "먼저 해 볼 것"은 다 들어갈
    // 때만 쓴다: 잘린 줄보다 없는 줄이 낫다.
    let wrap = r.width() - 2.0 * pad;
    // 넓은 카드 (넓은 화면에서 한 줄에 넷)는 글도 크게: 빈 카드보다 읽기 좋은 카드.
    let (small, title) = if r.width() >= WIDE_CARD {
        (egui::TextStyle::Body.resolve(ui.style()), 24.0)
    } else {
        let title = if r.width() < 200.0 { 18.0 } else { 22.0 };
        (egui::TextStyle::Small.resolve(ui.style()), title)
    };
    let title = egui::FontId::proportional(title);
    let lay = |s: S, font: &egui::FontId, color: egui::Color32| {
        painter.layout(loc.t(s).to_string(), font.clone(), color, wrap)
    };
    let name = lay(name, &title, color32(palette::GOLD));
    let desc = lay(desc, &small, ui.visuals().text_color());
    let try_first = lay(try_first, &small, color32(palette::BLUE));
    let picture_max = (r.width() * 0.75).min(r.height() * 0.55) - pad;
    let picture_min = r.height() * PICTURE_MIN;
    let room = r.height() - 2.0 * pad - TEXT_GAP;
    let words = name.size().y + LINE_GAP + desc.size().y;
    let with_try = words + LINE_GAP + try_first.size().y;
    let show_try = room - with_try >= picture_min;
    let text_h = if show_try { with_try } else { words };
    let picture_h = (room - text_h).clamp(picture_min, picture_max);
    let picture =
        egui::Rect::from_min_size(r.min + egui::vec2(pad, pad), egui::vec2(wrap, picture_h));
    art::draw(&painter, scene, picture);
    let text = painter.with_clip_rect(egui::Rect::from_min_max(
        egui::pos2(r.min.x + pad, picture.max.y + TEXT_GAP),
        egui::pos2(r.max.x - pad, r.max.y - pad),
    ));
    let mut y = picture.max.y + TEXT_GAP;
    let mut lines = vec![name, desc];
    if show_try {
        lines.push(try_first);
    }
    for galley in lines {
        let h = galley.size().y;
        text.galley(egui::pos2(r.min.x + pad, y), galley, egui::Color32::WHITE);
        y += h + LINE_GAP;
    }
    response.clicked()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::CHECKED_SIZES;

    /// 모든 화면 크기에서 카드 넷이 화면 안에 다 들어가고, 서로 겹치지 않고, 손가락보다 크다.
    #[test]
    fn all_four_cards_fit_every_screen() {
        for (w, h) in CHECKED_SIZES {
            let area = Rect::new(MARGIN, MARGIN + HEADER.0, w - MARGIN, h - MARGIN);
            let cards = card_grid(area);
            for (i, c) in cards.iter().enumerate() {
                assert!(
                    area.inflate(0.01).contains(c.min) && area.inflate(0.01).contains(c.max),
                    "{w}x{h}: card {i} {c:?}"
                );
                assert!(c.width() >= 120.0 && c.height() >= 120.0, "{w}x{h}: {c:?}");
                for d in &cards[i + 1..] {
                    assert!(c.intersect(*d).is_empty(), "{w}x{h}: cards overlap");
                }
            }
        }
    }

    /// 메뉴가 곧 차례다: 기법마다 그 카드의 이름과 설명이 그 장면에서 두는 모든 게임의 이름을 (두 언어
    /// 모두) 말하고, 후퇴 해석의 카드는 체스 끝내기도 말한다.
    #[test]
    fn every_card_names_the_games_inside_its_scene() {
        use crate::i18n::{Lang, Locale};
        use crate::registry::{MODES, name};
        use gameai::games::GameId;
        for game in GameId::ALL {
            let scene = MODES
                .iter()
                .find(|m| m.game == Some(game))
                .map_or(Scene::Mcts, |m| m.scene);
            let (card, desc, _) = card_text(scene);
            for lang in [Lang::Ko, Lang::En] {
                let loc = Locale { lang };
                let text = format!("{} {}", loc.t(card), loc.t(desc)).to_lowercase();
                let game = loc.t(name(game)).to_lowercase();
                assert!(text.contains(&game), "{scene:?} card lacks {game}: {text}");
            }
        }
        let (_, desc, _) = card_text(Scene::Retrograde);
        for (lang, word) in [(Lang::Ko, "체스 끝내기"), (Lang::En, "chess endgames")] {
            assert!(Locale { lang }.t(desc).contains(word));
        }
    }

    /// 웹 페이지가 wasm을 받는 동안 보이는 소개(`index.html`의 `#loading`)는 이 메뉴와 같은 글이다:
    /// 제목, 한 줄 소개, 카드 넷의 이름과 설명, 두 언어 모두. 글자 표를 고치면 이 시험이 페이지도
    /// 고치라고 한다.
    #[test]
    fn the_loading_page_introduces_the_same_four_scenes() {
        use crate::i18n::{Lang, Locale, S};
        let page = include_str!("../../index.html");
        let mut texts = vec![S::AppTitle, S::Tagline];
        for scene in [
            Scene::Transposition,
            Scene::Retrograde,
            Scene::Nim,
            Scene::Mcts,
        ] {
            let (name, desc, _) = card_text(scene);
            texts.extend([name, desc]);
        }
        for s in texts {
            for lang in [Lang::Ko, Lang::En] {
                let text = Locale { lang }.t(s);
                let span = format!("<span lang=\"{}\">{text}</span", lang.code());
                assert!(page.contains(&span), "index.html lacks {span}");
            }
        }
    }
}
