//! 패널의 수 목록 ([`MoveList`]): 처음·앞·뒤·마지막 단추, 번호 붙은 수들 (누르면 그 국면으로, 돌아본
//! 수는 표시의 기호와 색), 돌아본 대국의 그래프, 보는 수의 한 줄 까닭, 돌아보기 단추와 그 진행·그만,
//! 연습의 단추와 문제·판정·다음.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use gameai::review::Reviewer;

use super::graph::game_graph;
use super::practice::{mistakes, passes};
use super::reason::{better_line, reason, verdict_color, verdict_sign};
use super::state::{ListAction, ListSpots, Review, Reviewable, progress};
use crate::hud::color32;
use crate::i18n::{Locale, ReviewText as T};
use crate::theme::palette;
use crate::think::Thinker;

/// 목록이 한 번에 보이는 높이 (점): 360×640 휴대폰에서도 판을 가리지 않게 네 줄쯤.
const LIST_HEIGHT: f32 = 84.0;

/// 패널이 수 목록을 그리는 데 드는 것 (대국 `R`의 돌아보기, 그 생각, 동작을 보낼 곳).
#[derive(SystemParam)]
pub(crate) struct MoveList<'w, R: Reviewable> {
    review: Option<Res<'w, Review<R>>>,
    thinker: Option<Res<'w, Thinker<Reviewer<<R as Reviewable>::Judge>>>>,
    actions: MessageWriter<'w, ListAction>,
    spots: ResMut<'w, ListSpots>,
}

impl<R: Reviewable> MoveList<'_, R> {
    /// 대국 `m`의 수 목록을 `ui`에 그린다.
    pub(crate) fn show(&mut self, ui: &mut egui::Ui, locale: &Locale, m: &R) {
        let mut act = None;
        let line = m.line();
        let (at, len) = (line.at(), line.all().len());
        let review = self.review.as_deref();
        let mut spots = ListSpots {
            state: (
                at,
                len,
                review.map_or(0, |r| r.marked(line)),
                review.is_some_and(Review::is_running),
            ),
            ..default()
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(locale.t(T::Moves)).strong());
            let nav = [
                ("|◀", T::First, ListAction::Goto(0), at > 0),
                ("◀", T::Back, ListAction::Step(-1), at > 0),
                ("▶", T::Forward, ListAction::Step(1), at < len),
                ("▶|", T::Last, ListAction::End, at < len),
            ];
            for (glyph, tip, a, enabled) in nav {
                if ui
                    .add_enabled(enabled, egui::Button::new(glyph))
                    .on_hover_text(locale.t(tip))
                    .clicked()
                {
                    act = Some(a);
                }
            }
            match review.and_then(|r| progress(r, self.thinker.as_deref())) {
                Some(p) => {
                    let done = p.judged.min(p.total);
                    ui.add(
                        egui::ProgressBar::new(done as f32 / p.total.max(1) as f32)
                            .desired_width(90.0)
                            .text(locale.f(T::Reviewing, &[("done", &done), ("total", &p.total)])),
                    );
                    if ui.button(locale.t(T::Cancel)).clicked() {
                        act = Some(ListAction::Cancel);
                    }
                }
                None if len > 0 => {
                    // 대국이 끝났고 아직 돌아보지 않았으면 금색으로 권한다.
                    let offer = m.finished()
                        && line.at_end()
                        && review.is_none_or(|r| r.marked(line) < len);
                    let label = egui::RichText::new(locale.t(T::Review));
                    let label = if offer {
                        label.color(color32(palette::GOLD)).strong()
                    } else {
                        label
                    };
                    let button = ui.button(label);
                    if offer {
                        ui.label(
                            egui::RichText::new(locale.t(T::Offer)).color(color32(palette::GOLD)),
                        );
                    }
                    spots.review = Some(button.rect);
                    if button.clicked() {
                        act = Some(ListAction::Review);
                    }
                    if let Some(b) = review.and_then(|r| practise_button(ui, locale, m, r)) {
                        spots.practise = Some(b.rect);
                        if b.clicked() {
                            act = Some(ListAction::Practise);
                        }
                    }
                }
                None => {}
            }
        });
        if len == 0 {
            ui.weak(locale.t(T::NoMoves));
        }
        egui::ScrollArea::vertical()
            .id_salt("move_list")
            .max_height(LIST_HEIGHT)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, name) in m.names().into_iter().enumerate() {
                        let ply = i + 1;
                        if i % 2 == 0 {
                            ui.weak(format!("{}.", i / 2 + 1));
                        }
                        let mark = review.and_then(|r| r.mark(line, ply));
                        let mut text = name;
                        let mut rich = egui::RichText::new(&text);
                        if let Some(r) = mark {
                            text.push_str(verdict_sign(r.verdict));
                            rich =
                                egui::RichText::new(text).color(color32(verdict_color(r.verdict)));
                        }
                        let row = ui.selectable_label(ply == at, rich);
                        if let Some(r) = mark {
                            spots.marks.push((ply, r.verdict.name(), row.rect));
                        }
                        if ply == at {
                            row.scroll_to_me(None);
                        }
                        if row.clicked() {
                            act = Some(ListAction::Goto(ply));
                        }
                    }
                });
            });
        if let Some(r) = review {
            spots.practice = r.practice_state();
            if let Some(a) = practice_rows(ui, locale, m, r) {
                act = Some(a);
            }
        }
        if let Some(r) = review.filter(|r| !r.practice.as_ref().is_some_and(|p| p.active)) {
            let marks = r.marks(line);
            if let Some(ply) = game_graph(ui, &marks, at) {
                act = Some(ListAction::Goto(ply));
            }
            if let Some(mark) = (at >= 1).then(|| r.mark(line, at)).flatten() {
                spots.better = better_line(mark)
                    .and_then(|l| l.first())
                    .map(|&mv| m.name_at(at - 1, mv));
                let mut text = reason(locale, mark, m.budget(), |mv| m.name_at(at - 1, mv));
                if let Some(why) = m.why(at, locale) {
                    text = format!("{text} · {why}");
                }
                ui.label(egui::RichText::new(text).color(color32(verdict_color(mark.verdict))));
            } else if r.marked(line) > 0 && r.marked(line) < len && at > r.marked(line) {
                ui.weak(locale.t(T::Outdated));
            }
            if let Some(e) = &r.failed {
                ui.colored_label(color32(palette::BAD), e);
            }
        }
        let practising = review.is_some_and(|r| r.practice.as_ref().is_some_and(|p| p.active));
        if at < len && !practising {
            ui.weak(locale.t(T::Looking));
        }
        if let Some(a) = act {
            self.actions.write(a);
        }
        // 바뀔 때만 쓴다 (변경 감지가 조용하게).
        if *self.spots != spots {
            *self.spots = spots;
        }
    }
}

/// "연습" 단추: 돌아본 대국에 사람이 잘못 둔 수가 있으면 (멈춘 연습은 "연습 잇기 i/n").
fn practise_button<R: Reviewable>(
    ui: &mut egui::Ui,
    locale: &Locale,
    m: &R,
    r: &Review<R>,
) -> Option<egui::Response> {
    let line = m.line();
    if r.practice.as_ref().is_some_and(|p| p.active) || r.marked(line) < line.all().len() {
        return None;
    }
    let first = m.player_first();
    let n = mistakes(&r.marks(line), |ply| (ply % 2 == 1) == first).len();
    if n == 0 {
        return None;
    }
    let label = match r.practice.as_ref().filter(|p| !p.done()) {
        Some(p) => locale.f(
            T::PracticeResume,
            &[("i", &(p.at + 1)), ("n", &p.plies.len())],
        ),
        None => locale.f(T::Practise, &[("n", &n)]),
    };
    Some(ui.button(label).on_hover_text(locale.t(T::PractiseTip)))
}

/// 연습의 줄들: 문제, 판정을 기다림 또는 시도의 판정과 까닭, 다시·다음·그만. 연습이 멈췄고 다 풀었으면
/// 결과 한 줄.
fn practice_rows<R: Reviewable>(
    ui: &mut egui::Ui,
    locale: &Locale,
    m: &R,
    r: &Review<R>,
) -> Option<ListAction> {
    let p = r.practice.as_ref()?;
    let (n, found) = (p.plies.len(), p.passed());
    let (Some(ply), true) = (p.ply(), p.active) else {
        if p.done() {
            ui.label(locale.f(T::PracticeDone, &[("p", &found), ("n", &n)]));
        }
        return None;
    };
    let mut act = None;
    let played = m.line().all()[ply - 1];
    let name = |mv| m.name_at(ply - 1, mv);
    ui.label(
        egui::RichText::new(locale.f(
            T::PracticeAsk,
            &[
                ("i", &(p.at + 1)),
                ("n", &n),
                ("mv", &name(played)),
                ("ply", &ply),
            ],
        ))
        .color(color32(palette::GOLD)),
    );
    match p.current() {
        None if p.pending.is_some() => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(locale.t(T::Judging));
            });
        }
        None => {}
        Some(t) => {
            let (sign, color) = if passes(t.verdict) {
                (T::Passed, palette::GOOD)
            } else {
                (T::NotYet, palette::BAD)
            };
            let text = reason(locale, t, m.budget(), name);
            ui.label(
                egui::RichText::new(format!("{} {} · {text}", locale.t(sign), name(t.mv)))
                    .color(color32(color)),
            );
        }
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                p.current().is_some(),
                egui::Button::new(locale.t(T::TryAgain)),
            )
            .clicked()
        {
            act = Some(ListAction::Retry);
        }
        if ui.button(locale.t(T::NextProblem)).clicked() {
            act = Some(ListAction::NextProblem);
        }
        if ui.button(locale.t(T::StopPractice)).clicked() {
            act = Some(ListAction::StopPractice);
        }
        ui.weak(locale.f(T::PracticeFound, &[("p", &found), ("n", &n)]));
    });
    act
}
