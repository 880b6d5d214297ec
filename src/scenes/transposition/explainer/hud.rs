//! 설명의 글과 패널: 위 줄은 지금 두는 수, 아래 줄은 표가 한 일 (적음, 찾음, 다시 계산); 패널은
//! 표 켬/끔, 다른 수순, 속도, 지금 열쇠의 64비트.

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use gameai::games::Player;
use gameai::games::tictactoe::cell_name;
use gameai::search::SearchGame;
use gameai::zobrist::{self, hex_key};

use super::{Explainer, ExplainerAction, Step};
use crate::AppSet;
use crate::hud::board_text::BoardTexts;
use crate::hud::labeled_slider;
use crate::i18n::{Locale, S};
use crate::scenes::transposition::panel::{TransPanel, panel_shown};
use crate::scenes::transposition::state::{SPEEDS, TransMode};
use crate::theme::palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        explainer_texts
            .in_set(AppSet::Hud)
            .run_if(in_state(TransMode::Explain).and_then(resource_exists::<Explainer>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(panel_shown(TransMode::Explain)),
    );
}

fn explainer_texts(
    ex: Res<Explainer>,
    locale: Res<Locale>,
    time: Res<Time>,
    mut texts: BoardTexts,
) {
    let top = match ex.current_move() {
        Some((_, cell, p)) => {
            let who = if p == Player::First { "X" } else { "O" };
            let cell = format!("{} ({})", cell + 1, cell_name(cell));
            locale.f(S::TtPlaying, &[("who", &who), ("cell", &cell)])
        }
        None => locale.t(S::TtSameKey).to_owned(),
    };
    let bottom = match (ex.step, ex.found, ex.nodes_first, ex.nodes_again) {
        (Step::Arrive { .. } | Step::Done { .. }, Some(true), Some(n), _) => {
            locale.f(S::TtFound, &[("n", &n)])
        }
        (Step::Arrive { start: Some(s) }, Some(false), _, Some(n)) => {
            // 표 없이: 같은 일을 다시 한다 (셈이 올라간다).
            let k = (n as f32 * ((time.elapsed_secs() - s) / 2.0).clamp(0.0, 1.0)) as u64;
            locale.f(S::TtRecompute, &[("k", &k), ("n", &n)])
        }
        (Step::Arrive { .. } | Step::Done { .. }, Some(false), _, Some(n)) => {
            locale.f(S::TtRecompute, &[("k", &n), ("n", &n)])
        }
        (Step::Store { .. } | Step::Move { path: 1, .. }, _, Some(n), _) => {
            locale.f(S::TtStored, &[("n", &n)])
        }
        _ => locale.t(S::TtSlots).to_owned(),
    };
    texts.set(&top, palette::TEXT, &bottom);
}

/// 설명의 패널. 켬/끔은 설명이 스스로 읽는다: 둘째 도착을 보여 주는 중이면 곧장 새 설정의 끝
/// 모습으로, 그 전이면 도착할 때 쓴다.
fn panel(
    mut panel: TransPanel,
    ex: Option<Res<Explainer>>,
    mut actions: MessageWriter<ExplainerAction>,
) -> Result {
    panel.show(
        |_, _| {},
        |ui, locale, s| {
            let t = |x: S| locale.t(x);
            ui.checkbox(&mut s.table_on, t(S::TtTableOn));
            if ui.button(t(S::TtOtherMoves)).clicked() {
                actions.write(ExplainerAction::OtherMoves);
            }
            labeled_slider(ui, t(S::Speed), &mut s.speed, SPEEDS, true);
            if let Some(ex) = &ex {
                let key = ex.boards[1].key().max(ex.boards[0].key());
                ui.label(egui::RichText::new(t(S::TtFullKey)).strong());
                ui.monospace(hex_key(key));
                ui.monospace(zobrist::bits(key, 64)[..32].to_owned());
                ui.monospace(zobrist::bits(key, 64)[32..].to_owned());
            }
        },
    )?;
    Ok(())
}
