//! 실험실의 결과를 패널에 몇 줄로: 표 켬/끔의 노드 수와 같은 답, 충돌 수업의 거짓 적중. 오목과 체스의
//! 패널이 같이 쓴다.

use bevy_egui::egui;
use gameai::search::SearchGame;

use super::ai::{Lab, LabKind};
use super::lines::paired_depths;
use crate::hud::chart::paired_log_bars;
use crate::hud::color32;
use crate::i18n::{Locale, S};
use crate::theme::palette;

/// 실험 결과 몇 줄.
pub(super) fn lab_result<G: SearchGame>(
    ui: &mut egui::Ui,
    locale: &Locale,
    lab: &Lab<G>,
    move_name: impl Fn(&G, G::Move) -> String,
) {
    let Some([a, b]) = &lab.result else {
        ui.spinner();
        return;
    };
    let name = |r: &gameai::search::SearchResult<G::Move>| {
        r.best
            .map(|mv| move_name(&lab.game, mv))
            .unwrap_or_default()
    };
    match lab.kind {
        LabKind::TableOnOff => {
            let ratio = format!("{:.2}", b.nodes as f64 / a.nodes.max(1) as f64);
            ui.label(locale.f(
                S::TtAbResult,
                &[("a", &a.nodes), ("b", &b.nodes), ("r", &ratio)],
            ));
            ui.add(
                egui::ProgressBar::new((a.nodes as f32 / b.nodes.max(1) as f32).min(1.0))
                    .fill(color32(palette::GOOD)),
            );
            // 깊이마다 노드, 켬과 끔을 나란히 (생각하는 동안의 막대와 같은 잣대).
            ui.label(
                egui::RichText::new(locale.t(S::ChartAbNodes))
                    .small()
                    .color(color32(palette::TEXT_DIM)),
            );
            let groups: Vec<(String, [u64; 2])> = paired_depths(&a.history, &b.history)
                .into_iter()
                .map(|(d, v)| (d.to_string(), v))
                .collect();
            paired_log_bars(ui, &groups, [palette::GOOD, palette::BAD], 72.0);
        }
        LabKind::Collision => {
            for (mode, r) in [(locale.t(S::TtKey64), a), (locale.t(S::TtKey16), b)] {
                ui.label(locale.f(
                    S::TtCollisionResult,
                    &[
                        ("mode", &mode),
                        ("f", &r.tt.false_hits),
                        ("best", &name(r)),
                        ("v", &r.value),
                    ],
                ));
            }
            let differs = a.value != b.value || a.best != b.best;
            let (s, c) = if differs {
                (S::TtWrongAnswer, palette::BAD)
            } else {
                (S::TtSameAnswer, palette::TEXT_DIM)
            };
            ui.label(egui::RichText::new(locale.t(s)).color(color32(c)));
        }
    }
}
