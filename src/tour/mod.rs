//! 처음 온 장면의 둘러보기: 장면이 처음 열리면 판 위쪽 글 줄에 작은 제안 ("둘러보기 (4걸음) ▶ · ✕")이
//! 뜬다. 받으면 그 장면의 "확인 방법"이 화면 위의 걸음이 된다 — 나머지는 어둡게, 볼 곳(판, 패널, 모드
//! 탭)은 금색 테두리로, 글과 "다음"·"건너뛰기" 단추는 볼 곳을 가리지 않는 쪽에. 제안을 닫거나 끝까지
//! 보면 그 장면은 다시 묻지 않는다 (저장: [`TourSeen`]). 패널의 "확인 방법" 아래 단추로 다시 볼 수 있다
//! (`hud::panel`이 egui 임시 저장소에 [`TOUR_ASK_ID`]를 적는다).
//!
//! 제안은 누르기를 막지 않는다 (그 작은 카드만 누를 수 있다). 걸음이 떠 있는 동안은 화면 전체가 그
//! 카드의 것이다 (egui 영역이 포인터를 가진다: 판은 눌리지 않는다). 스크린숏(`--screenshot`)에는 뜨지 않는다.

mod steps;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::hud::label::KeptClear;
use crate::hud::panel::{EguiReady, TOUR_ASK_ID, UiSpots, color32, egui_rect};
use crate::i18n::{AccessText, Locale};
use crate::launch::Launch;
use crate::layout::{ScreenLayout, TOUCH_TARGET};
use crate::save::{Resume, SavedSettings, keep_settings};
use crate::theme::palette;
use crate::{AppSet, Scene};
use steps::{Target, steps};

/// 둘러본 (또는 제안을 닫은) 장면들 (저장된다).
#[derive(Resource, Reflect, Clone, Debug, Default, PartialEq)]
pub struct TourSeen {
    /// 전치표 장면.
    pub transposition: bool,
    /// 후퇴 해석 장면.
    pub retrograde: bool,
    /// 님 장면.
    pub nim: bool,
    /// MCTS 장면.
    pub mcts: bool,
}

impl SavedSettings for TourSeen {
    const KEY: &'static str = "tour";
}

impl TourSeen {
    fn get(&self, scene: Scene) -> bool {
        match scene {
            Scene::Menu => true,
            Scene::Transposition => self.transposition,
            Scene::Retrograde => self.retrograde,
            Scene::Nim => self.nim,
            Scene::Mcts => self.mcts,
        }
    }

    fn set(&mut self, scene: Scene) {
        match scene {
            Scene::Menu => {}
            Scene::Transposition => self.transposition = true,
            Scene::Retrograde => self.retrograde = true,
            Scene::Nim => self.nim = true,
            Scene::Mcts => self.mcts = true,
        }
    }
}

/// 지금의 둘러보기: 제안 중이거나, 몇째 걸음을 보이는 중.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tour {
    /// 판 위의 작은 제안.
    Offered(Scene),
    /// 걸음 `step` (0부터).
    Showing(Scene, usize),
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_seen);
    keep_settings::<TourSeen>(app);
    app.add_systems(
        Update,
        offer_on_first_visit
            .in_set(AppSet::Hud)
            .run_if(resource_exists::<TourSeen>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        show.run_if(resource_exists::<EguiReady>.and_then(resource_exists::<TourSeen>)),
    );
}

fn load_seen(mut resume: Resume, mut commands: Commands) {
    commands.insert_resource(resume.settings(TourSeen::default()));
}

/// 장면에 들어오면, 아직 보지 않은 장면이면 제안한다 (스크린숏에는 제안하지 않는다). 메뉴로 나가면
/// 둘러보기는 끝난다 (본 것으로 치지 않는다: 다음에 또 제안한다).
fn offer_on_first_visit(
    mut commands: Commands,
    scene: Res<State<Scene>>,
    seen: Res<TourSeen>,
    tour: Option<Res<Tour>>,
    launch: Option<Res<Launch>>,
) {
    if !scene.is_changed() {
        return;
    }
    let now = *scene.get();
    let tour_scene = tour.map(|t| match *t {
        Tour::Offered(s) | Tour::Showing(s, _) => s,
    });
    if tour_scene.is_some_and(|s| s != now) {
        commands.remove_resource::<Tour>();
    }
    let (scripted, asked) = launch.map_or((false, None), |l| (l.screenshot.is_some(), l.tour));
    if now == Scene::Menu || tour_scene == Some(now) {
        return;
    }
    match asked {
        Some(0) => commands.insert_resource(Tour::Offered(now)),
        Some(n) => commands.insert_resource(Tour::Showing(now, n - 1)),
        None if !seen.get(now) && !scripted => commands.insert_resource(Tour::Offered(now)),
        None => {}
    }
}

/// 제안 카드의 높이.
const OFFER_HEIGHT: f32 = 40.0;

/// 제안 카드의 위 끝 (화면 좌표): 위쪽 막대 밑에서 판 사각형의 아래 끝 사이, 가로 `x`의 카드가 `keep`의
/// 어느 것과도 겹치지 않는 가장 높은 곳. `keep`은 (사각형, 가려도 되는가): 판의 칸, 상태 줄과 안내는
/// 언제나 피하고, 설명 줄(`true`)은 다른 자리가 없을 때만 가린다. 어디도 없으면 `None` (지금은 띄우지
/// 않는다: 시트를 올려 판이 작아졌으면 내릴 때 뜬다).
fn offer_top(bar_bottom: f32, board: Rect, keep: &[(Rect, bool)]) -> Option<f32> {
    let (left, right) = (board.min.x + 8.0, board.max.x - 8.0);
    let mut tops: Vec<f32> = core::iter::once(bar_bottom + 4.0)
        .chain(keep.iter().map(|(r, _)| r.max.y + 4.0))
        .collect();
    tops.sort_by(f32::total_cmp);
    let free = |top: f32, soft_too: bool| {
        let card = Rect::new(left, top, right, top + OFFER_HEIGHT);
        top > bar_bottom
            && card.max.y <= board.max.y
            && keep
                .iter()
                .filter(|(_, soft)| soft_too || !soft)
                .all(|(r, _)| r.intersect(card).is_empty())
    };
    [true, false]
        .into_iter()
        .find_map(|soft_too| tops.iter().copied().find(|&top| free(top, soft_too)))
}

/// 화면 좌표의 볼 곳.
fn target_rect(target: Target, layout: &ScreenLayout, spots: &UiSpots) -> Rect {
    match target {
        Target::Board => layout.rect_to_screen(layout.board),
        Target::Panel => layout.panel_content(),
        Target::Tabs => spots
            .tabs
            .iter()
            .map(|r| Rect::new(r.min.x, r.min.y, r.max.x, r.max.y))
            .reduce(|a, b| a.union(b))
            .unwrap_or_else(|| layout.panel_content()),
    }
}

/// 걸음의 카드가 놓일 곳: 볼 곳과 겹치지 않는 쪽 (위나 아래, 아니면 왼쪽) — 창 안에.
fn card_rect(window: Vec2, target: Rect, height: f32) -> Rect {
    let width = (window.x - 24.0).min(420.0);
    // 가로로는 볼 곳의 가운데에 맞춘다 (창 안에서).
    let x = (target.center().x - width / 2.0).clamp(12.0, (window.x - width - 12.0).max(12.0));
    let below = target.max.y + 12.0;
    let above = target.min.y - 12.0 - height;
    let y = if window.y - below >= height + 8.0 {
        below
    } else if above >= 8.0 {
        above
    } else {
        // 위아래 어디에도 없으면 볼 곳의 가운데 위에 (판 전체 같은 큰 곳).
        (target.center().y - height / 2.0).clamp(8.0, (window.y - height - 8.0).max(8.0))
    };
    Rect::new(x, y, x + width, y + height)
}

#[allow(clippy::too_many_arguments)]
fn show(
    mut commands: Commands,
    mut contexts: EguiContexts,
    scene: Res<State<Scene>>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    spots: Res<UiSpots>,
    probe: Res<crate::probe::BoardProbe>,
    kept: Res<KeptClear>,
    tour: Option<Res<Tour>>,
    mut seen: ResMut<TourSeen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = *scene.get();
    // 패널의 "둘러보기" 단추.
    if ctx.data_mut(|d| d.remove_temp::<bool>(egui::Id::new(TOUR_ASK_ID))) == Some(true)
        && now != Scene::Menu
    {
        commands.insert_resource(Tour::Showing(now, 0));
        return Ok(());
    }
    let Some(tour) = tour.map(|t| *t) else {
        return Ok(());
    };
    let list = steps(now);
    match tour {
        Tour::Offered(s) if s == now => {
            let board = layout.rect_to_screen(layout.board);
            // 판의 칸과 판 위의 글(상태 줄, 안내)을 가리지 않는 곳이 있을 때만.
            let mut keep = kept.0.clone();
            if probe.rect.width() > 0.0 {
                keep.push((probe.rect, false));
            }
            let Some(top) = offer_top(layout.top_bar.max.y, board, &keep) else {
                return Ok(());
            };
            let r = Rect::new(
                board.min.x + 8.0,
                top,
                board.max.x - 8.0,
                top + OFFER_HEIGHT,
            );
            let mut answer = None;
            egui::Area::new(egui::Id::new("tour_offer"))
                .order(egui::Order::Foreground)
                .fixed_pos(egui::pos2(r.min.x, r.min.y))
                .show(ctx, |ui| {
                    ui.set_width(r.width());
                    egui::Frame::new()
                        .fill(color32(palette::SURFACE_HIGH))
                        .stroke(egui::Stroke::new(1.0, color32(palette::GOLD)))
                        .corner_radius(8.0)
                        .inner_margin(egui::Margin::symmetric(8, 0))
                        .show(ui, |ui| {
                            ui.horizontal(|ui| {
                                let text = locale.f(AccessText::TourOffer, &[("n", &list.len())]);
                                if ui.button(format!("▶ {text}")).clicked() {
                                    answer = Some(true);
                                }
                                ui.with_layout(
                                    egui::Layout::right_to_left(egui::Align::Center),
                                    |ui| {
                                        if ui
                                            .add(
                                                egui::Button::new(locale.t(AccessText::TourClose))
                                                    .min_size(egui::vec2(
                                                        TOUCH_TARGET,
                                                        TOUCH_TARGET * 0.8,
                                                    )),
                                            )
                                            .on_hover_text(locale.t(AccessText::TourSkip))
                                            .clicked()
                                        {
                                            answer = Some(false);
                                        }
                                    },
                                );
                            });
                        });
                });
            match answer {
                Some(true) => commands.insert_resource(Tour::Showing(now, 0)),
                Some(false) => {
                    seen.set(now);
                    commands.remove_resource::<Tour>();
                }
                None => {}
            }
        }
        Tour::Showing(s, i) if s == now && i < list.len() => {
            let step = list[i];
            let target = target_rect(step.target, &layout, &spots);
            // 어둡게: 볼 곳 밖의 네 띠. 볼 곳은 금색 테두리.
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::new("tour_shade"),
            ));
            let w = layout.window;
            let shade = color32(palette::BACKGROUND.with_alpha(0.72));
            for r in [
                Rect::new(0.0, 0.0, w.x, target.min.y),
                Rect::new(0.0, target.max.y, w.x, w.y),
                Rect::new(0.0, target.min.y, target.min.x, target.max.y),
                Rect::new(target.max.x, target.min.y, w.x, target.max.y),
            ] {
                if r.width() > 0.0 && r.height() > 0.0 {
                    painter.rect_filled(egui_rect(r), 0.0, shade);
                }
            }
            painter.rect_stroke(
                egui_rect(target.inflate(2.0)),
                6.0,
                egui::Stroke::new(3.0, color32(palette::GOLD)),
                egui::StrokeKind::Outside,
            );
            let card = card_rect(w, target, 150.0);
            let mut next = None;
            // 화면 전체를 덮는 빈 영역: 걸음이 떠 있는 동안 판과 패널이 눌리지 않게.
            egui::Area::new(egui::Id::new("tour_block"))
                .order(egui::Order::Middle)
                .fixed_pos(egui::Pos2::ZERO)
                .show(ctx, |ui| {
                    ui.allocate_response(egui::vec2(w.x, w.y), egui::Sense::click());
                });
            egui::Area::new(egui::Id::new("tour_card"))
                .order(egui::Order::Tooltip)
                .fixed_pos(egui::pos2(card.min.x, card.min.y))
                .show(ctx, |ui| {
                    ui.set_width(card.width());
                    egui::Frame::new()
                        .fill(color32(palette::SURFACE))
                        .stroke(egui::Stroke::new(1.5, color32(palette::GOLD)))
                        .corner_radius(10.0)
                        .inner_margin(12)
                        .show(ui, |ui| {
                            ui.label(
                                egui::RichText::new(format!("{} / {}", i + 1, list.len()))
                                    .small()
                                    .color(color32(palette::TEXT_DIM)),
                            );
                            ui.label(locale.t(step.text));
                            ui.horizontal(|ui| {
                                let last = i + 1 == list.len();
                                let label = if last {
                                    AccessText::TourDone
                                } else {
                                    AccessText::TourNext
                                };
                                if ui.button(locale.t(label)).clicked()
                                    || ui.input(|k| k.key_pressed(egui::Key::Enter))
                                {
                                    next = Some(i + 1);
                                }
                                if !last && ui.button(locale.t(AccessText::TourSkip)).clicked()
                                    || ui.input(|k| k.key_pressed(egui::Key::Escape))
                                {
                                    next = Some(list.len());
                                }
                            });
                        });
                });
            match next {
                Some(n) if n >= list.len() => {
                    seen.set(now);
                    commands.remove_resource::<Tour>();
                }
                Some(n) => commands.insert_resource(Tour::Showing(now, n)),
                None => {}
            }
        }
        _ => commands.remove_resource::<Tour>(),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_never_covers_what_it_points_at() {
        let window = Vec2::new(360.0, 640.0);
        for target in [
            Rect::new(0.0, 48.0, 360.0, 460.0),  // 판
            Rect::new(0.0, 460.0, 360.0, 640.0), // 시트
            Rect::new(8.0, 592.0, 260.0, 636.0), // 탭
        ] {
            let card = card_rect(window, target, 150.0);
            assert!(
                card.intersect(target).is_empty(),
                "{card:?} covers {target:?}"
            );
            assert!(card.min.y >= 0.0 && card.max.y <= window.y, "{card:?}");
        }
        // 화면 전체가 볼 곳이면 가운데에 (창 안에).
        let all = Rect::new(0.0, 0.0, 360.0, 640.0);
        let card = card_rect(window, all, 150.0);
        assert!(card.min.y >= 0.0 && card.max.y <= window.y);
    }

    /// 제안은 판의 칸도, 상태 줄도, 안내(아직 뜨지 않았어도 그 자리)도 가리지 않는다; 설명 줄은 다른
    /// 자리가 없을 때만 가린다. 어디도 없으면 띄우지 않는다.
    #[test]
    fn the_offer_never_covers_the_cells_the_headline_or_the_hint() {
        let board = Rect::new(0.0, 48.0, 360.0, 460.0);
        let headline = (Rect::new(30.0, 52.0, 330.0, 74.0), false);
        let hint = (Rect::new(36.0, 78.0, 324.0, 98.0), false);
        let caption = (Rect::new(40.0, 436.0, 320.0, 456.0), true);
        let covers = |top: f32, keep: &[(Rect, bool)]| {
            let card = Rect::new(8.0, top, 352.0, top + OFFER_HEIGHT);
            keep.iter()
                .any(|(r, soft)| !soft && !r.intersect(card).is_empty())
        };
        // 칸이 글 아래에서 멀면 안내 밑에.
        let keep = [
            headline,
            hint,
            caption,
            (Rect::new(20.0, 150.0, 340.0, 400.0), false),
        ];
        assert_eq!(offer_top(48.0, board, &keep), Some(102.0));
        // 칸이 안내 바로 밑에서 시작하면 칸 아래, 설명 줄 위에.
        let keep = [
            headline,
            hint,
            caption,
            (Rect::new(20.0, 100.0, 340.0, 300.0), false),
        ];
        assert_eq!(offer_top(48.0, board, &keep), Some(304.0));
        // 칸 아래에 설명 줄만 남으면 설명 줄을 가린다 (그것만).
        let keep = [
            headline,
            hint,
            caption,
            (Rect::new(20.0, 100.0, 340.0, 400.0), false),
        ];
        let top = offer_top(48.0, board, &keep).expect("over the caption");
        assert_eq!(top, 404.0);
        assert!(!covers(top, &keep));
        // 자리가 없으면 띄우지 않는다.
        let keep = [
            headline,
            hint,
            (Rect::new(20.0, 100.0, 340.0, 440.0), false),
        ];
        assert_eq!(offer_top(48.0, board, &keep), None);
        // 글도 칸도 모르면 (설명 화면) 위쪽 막대 바로 밑.
        assert_eq!(offer_top(48.0, board, &[]), Some(52.0));
        // 무엇이 어디에 있든 고른 자리는 가리면 안 되는 것을 가리지 않는다.
        for y in (60..440).step_by(7) {
            let cells = (Rect::new(20.0, y as f32, 340.0, y as f32 + 30.0), false);
            let keep = [headline, hint, caption, cells];
            if let Some(top) = offer_top(48.0, board, &keep) {
                assert!(!covers(top, &keep), "cells at {y}: {top}");
                assert!(top + OFFER_HEIGHT <= board.max.y);
            }
        }
    }

    #[test]
    fn seen_scenes_are_remembered_one_by_one() {
        let mut s = TourSeen::default();
        assert!(!s.get(Scene::Nim) && s.get(Scene::Menu));
        s.set(Scene::Nim);
        assert!(s.get(Scene::Nim) && !s.get(Scene::Mcts));
    }
}
