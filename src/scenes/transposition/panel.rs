//! 전치표 장면의 패널 틀 하나: 세 모드의 패널이 같이 쓴다. 모드 탭(`ModeState::tabs`), "확인 방법"과 "조절할
//! 값"([`SECTIONS`]), 설정의 사본을 고치고 바뀌었으면 돌려 놓기, 탭을 바꾸면 모드 바꾸기. 모드는 자기
//! 조작만 그린다.

use bevy::ecs::schedule::SystemCondition;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::state::{SECTIONS, TransMode, TransSettings};
use crate::hud::{EguiReady, scene_panel, think_line};
use crate::i18n::Locale;
use crate::layout::ScreenLayout;
use crate::think::ThinkWhere;

/// 모드 `mode`의 패널을 그릴 때인가 (그 모드 안이고, 설정과 egui가 준비되었다).
pub(super) fn panel_shown(mode: TransMode) -> impl SystemCondition<()> {
    in_state(mode)
        .and_then(resource_exists::<TransSettings>)
        .and_then(resource_exists::<EguiReady>)
}

/// 패널 틀에 필요한 것들.
#[derive(SystemParam)]
pub(super) struct TransPanel<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    layout: Res<'w, ScreenLayout>,
    locale: Res<'w, Locale>,
    mode: Res<'w, State<TransMode>>,
    next_mode: ResMut<'w, NextState<TransMode>>,
    settings: ResMut<'w, TransSettings>,
    place: Res<'w, ThinkWhere>,
}

impl TransPanel<'_, '_> {
    /// 패널을 그린다: `strip`은 늘 보이는 띠 (후보 수 목록), `body`는 모드의 조작을 그리며 설정의
    /// 사본을 고친다. 고친 설정을 돌려 놓고, 고치기 전의 설정을 돌려준다 (먼저 두는 쪽이 바뀌었는지
    /// 보려고).
    pub(super) fn show(
        &mut self,
        strip: impl FnOnce(&mut egui::Ui, &Locale),
        body: impl FnOnce(&mut egui::Ui, &Locale, &mut TransSettings),
    ) -> Result<TransSettings> {
        let ctx = self.contexts.ctx_mut()?;
        let before = self.settings.clone();
        let mut s = before.clone();
        let locale = *self.locale;
        scene_panel(
            ctx,
            &self.layout,
            &locale,
            "tt_panel",
            (*self.mode.get(), &mut self.next_mode),
            |ui| strip(ui, &locale),
            SECTIONS,
            |ui| {
                body(ui, &locale, &mut s);
                think_line(ui, &locale, &self.place, None);
            },
        );
        if s != before {
            *self.settings = s;
        }
        Ok(before)
    }

    /// 지금 설정.
    pub(super) fn settings(&self) -> &TransSettings {
        &self.settings
    }
}
