//! 소리와 진동의 설정 창: 위쪽 막대의 스피커 단추(`hud::panel::speaker`)가 열고 닫는다. 소리 켬·끔, 세기,
//! 진동할 수 있는 기기에서만 진동 켬·끔, 그리고 움직임 줄이기. 바꾸면 곧바로 저장된다 (`keep_settings`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::settings::{FeelSettings, VOLUMES, can_vibrate};
use crate::hud::panel::FeelWindow;
use crate::i18n::{AccessText, Locale};
use crate::layout::ScreenLayout;

/// 설정 창 (위쪽 막대 바로 아래, 오른쪽).
pub(crate) fn feel_window(
    mut contexts: EguiContexts,
    mut open: ResMut<FeelWindow>,
    settings: Option<ResMut<FeelSettings>>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
) -> Result {
    let Some(mut settings) = settings else {
        return Ok(());
    };
    let muted = !settings.sound || settings.volume == 0;
    if open.muted != muted {
        open.muted = muted;
    }
    if !open.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut s = settings.clone();
    let mut still_open = true;
    egui::Window::new(locale.t(AccessText::FeelTitle))
        .id(egui::Id::new("feel_window"))
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::RIGHT_TOP,
            egui::vec2(-8.0, layout.top_bar.max.y + 4.0),
        )
        .show(ctx, |ui| {
            ui.checkbox(&mut s.sound, locale.t(AccessText::FeelSound));
            ui.add_enabled_ui(s.sound, |ui| {
                ui.horizontal(|ui| {
                    ui.label(locale.t(AccessText::FeelVolume));
                    ui.add(egui::Slider::new(&mut s.volume, VOLUMES).suffix(" %"));
                });
            });
            if can_vibrate() {
                ui.checkbox(&mut s.haptics, locale.t(AccessText::FeelHaptics));
            }
            ui.checkbox(&mut s.reduce_motion, locale.t(AccessText::FeelReduceMotion));
            if ui.button(locale.t(AccessText::FeelClose)).clicked() {
                still_open = false;
            }
        });
    if s != *settings {
        *settings = s;
    }
    if !still_open {
        open.open = false;
    }
    Ok(())
}
