//! 장면 패널의 뼈대([`scene_panel`]: 모드 탭 줄(`tabs`) · 띠 → 모드의 조작 → "확인 방법"·"조절할 값")와 작은
//! 위젯들 (확인 목록, 생각하는 곳의 한 줄, 이름 붙은 슬라이더).

use bevy::prelude::*;
use bevy_egui::egui;
use gameai::mcts::TreeMemory;

use super::sheet::control_panel;
use super::style::color32;
use super::tabs::tab_bar;
use crate::i18n::{AccessText, Locale, S};
use crate::layout::ScreenLayout;
use crate::registry::ModeState;
use crate::theme::palette;
use crate::think::ThinkWhere;

/// egui 임시 저장소에서 "둘러보기 다시 보기"를 누른 것을 찾는 이름 (`tour`가 읽고 지운다).
pub(crate) const TOUR_ASK_ID: &str = "arcade_tour_ask";

/// 장면 패널의 고정된 두 목록: "확인 방법"과 "조절할 값"의 항목들 (글자 표의 이름).
#[derive(Clone, Copy, Debug)]
pub(crate) struct SceneSections<'a> {
    /// 확인 방법 (넓은 화면에서는 펼쳐 둔다).
    pub(crate) check: &'a [S],
    /// 조절할 값.
    pub(crate) tune: &'a [S],
}

/// 모든 장면의 패널 뼈대: 모드 탭 줄(그 장면의 모드 표에서, 지금 것이 `mode`; 세로 화면은 시트 맨
/// 아래에 고정, 가로 화면은 패널 맨 위 — 다른 탭을 누르면 `next`로 그 모드에 간다), 장면의 띠(`strip`:
/// 승률 막대 같은 늘 볼 것), 모드의 조작(`body`), 맨 아래 "확인 방법"과 "조절할 값".
pub(crate) fn scene_panel<M: ModeState>(
    ctx: &egui::Context,
    layout: &ScreenLayout,
    locale: &Locale,
    id: &str,
    (mode, next): (M, &mut NextState<M>),
    strip: impl FnOnce(&mut egui::Ui),
    sections: SceneSections<'_>,
    body: impl FnOnce(&mut egui::Ui),
) {
    let tabs = M::tabs();
    let mut chosen = mode;
    control_panel(
        ctx,
        layout,
        id,
        |ui| tab_bar(ui, locale, &tabs, &mut chosen),
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
            // 둘러보기를 다시 (`tour`가 egui 임시 저장소에서 읽는다).
            if ui
                .button(format!("▶ {}", locale.t(AccessText::TourAgain)))
                .clicked()
            {
                ui.ctx()
                    .data_mut(|d| d.insert_temp(egui::Id::new(TOUR_ASK_ID), true));
            }
            checklist(ui, locale.t(S::WhatToTune), &names(sections.tune), false);
        },
    );
    if chosen != mode {
        next.set(chosen);
    }
}

/// "확인 방법"·"조절할 값" 같은 접을 수 있는 목록.
pub(super) fn checklist(ui: &mut egui::Ui, title: &str, items: &[&str], open: bool) {
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
pub(crate) fn think_line(
    ui: &mut egui::Ui,
    locale: &Locale,
    place: &ThinkWhere,
    threads: Option<usize>,
) {
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

/// MCTS 트리의 메모리 한 줄 (작은 글씨): 크기와 예산, 또는 예산이 차서 트리가 방문이 적은 노드를 비우며 자란다는 것
/// (그때는 금색). 상한이 없으면 (0) 크기만.
pub(crate) fn tree_memory_line(ui: &mut egui::Ui, locale: &Locale, memory: TreeMemory) {
    let mb = |b: u64| format!("{:.1}", b as f64 / (1u64 << 20) as f64);
    let (size, budget) = (mb(memory.bytes), mb(memory.limit));
    let (text, color) = if memory.full {
        let text = locale.f(S::TreeFull, &[("size", &size)]);
        (text, palette::GOLD)
    } else {
        let text = locale.f(S::TreeMemory, &[("size", &size), ("budget", &budget)]);
        (text, palette::TEXT_DIM)
    };
    ui.label(egui::RichText::new(text).small().color(color32(color)));
}

/// 이름표를 위에 두는 슬라이더 (좁은 패널에서도 글이 잘리지 않게).
pub(crate) fn labeled_slider<N: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut N,
    range: core::ops::RangeInclusive<N>,
    logarithmic: bool,
) -> egui::Response {
    ui.label(label);
    ui.add(egui::Slider::new(value, range).logarithmic(logarithmic))
}
