//! 단축키 도움말 (`?` 또는 F1로 열고 닫는다; Esc도 닫는다): 키보드로 할 수 있는 일을 한 창에. 그리고
//! egui에 초점이 있는 위젯이 있는지를 [`PanelFocus`]로 알린다 (그때 Enter·Space는 그 단추의 것).

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::Scene;
use crate::hud::panel::EguiReady;
use crate::i18n::{AccessText, Locale};

/// 도움말 창이 열려 있는가.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HelpOpen(pub bool);

/// egui에 초점이 있는 위젯(Tab으로 고른 단추 등)이 있는가: 지난 egui 패스에서 적는다.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PanelFocus(pub(crate) bool);

/// 도움말의 줄: 키와 하는 일.
const LINES: [(&str, AccessText); 8] = [
    ("← ↑ → ↓", AccessText::KeysMove),
    ("Enter · Space", AccessText::KeysPlay),
    ("Tab", AccessText::KeysPanel),
    ("Esc", AccessText::KeysBack),
    ("N · U", AccessText::KeysNewUndo),
    ("Shift+← → · Home · End", AccessText::KeysList),
    ("R · P", AccessText::KeysReview),
    ("? · F1", AccessText::KeysHelp),
];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HelpOpen>()
        .init_resource::<PanelFocus>();
    app.add_systems(Update, toggle.in_set(crate::AppSet::Input));
    app.add_systems(
        EguiPrimaryContextPass,
        help_window.run_if(resource_exists::<EguiReady>.and_then(not(in_state(Scene::Menu)))),
    );
}

/// `?`·F1은 열고 닫는다. Esc로 닫기는 egui 패스에서 ([`help_window`]): 이 프레임의 `nav`가 아직 열린
/// 창을 보고 메뉴로 가지 않게.
fn toggle(
    keys: Option<Res<ButtonInput<Key>>>,
    codes: Option<Res<ButtonInput<KeyCode>>>,
    mut open: ResMut<HelpOpen>,
) {
    let question = keys.is_some_and(|k| k.just_pressed(Key::Character("?".into())));
    let f1 = codes.is_some_and(|c| c.just_pressed(KeyCode::F1));
    if question || f1 {
        open.0 = !open.0;
    }
}

fn help_window(
    mut contexts: EguiContexts,
    locale: Res<Locale>,
    mut open: ResMut<HelpOpen>,
    mut focus: ResMut<PanelFocus>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    focus.set_if_neq(PanelFocus(ctx.memory(|m| m.focused().is_some())));
    if !open.0 {
        return Ok(());
    }
    let mut still = !ctx.input(|i| i.key_pressed(egui::Key::Escape));
    egui::Window::new(locale.t(AccessText::KeysTitle))
        .id(egui::Id::new("keys_help"))
        .collapsible(false)
        .resizable(false)
        .open(&mut still)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            egui::Grid::new("keys_help_grid")
                .num_columns(2)
                .spacing([16.0, 8.0])
                .show(ui, |ui| {
                    for (key, what) in LINES {
                        ui.label(egui::RichText::new(key).strong());
                        ui.label(locale.t(what));
                        ui.end_row();
                    }
                });
        });
    open.0 &= still;
    Ok(())
}
