//! 고른 노드의 자세한 것 (패널): 수순, 64비트 열쇠를 칸으로 그린 것 (표의 칸을 고르는 아래 비트는 금색),
//! 찾은 창, 결과와 그 까닭. 같은 국면을 다른 수순으로 먼저 만났으면 두 수순을 나란히, 같은 열쇠와 함께.

use bevy::color::Alpha;
use bevy_egui::egui;
use gameai::search::{LeafWhy, NodeEnd};
use gameai::zobrist::{bits, hex_key};

use super::SearchLesson;
use super::position::TT_BITS;
use super::view::{bound_name, line_text, root_bound, root_value, value_text, window_text};
use crate::hud::panel::color32;
use crate::i18n::{Locale, TreeText};
use crate::theme::palette;

/// 열쇠의 비트 칸 하나의 크기 (논리 픽셀; 16칸 네 줄).
const BIT: f32 = 9.0;

/// 고른 노드의 자세한 줄들: 수순, 열쇠와 표의 칸, 창, 결과와 그 까닭, 전치 (먼저 만난 같은 국면).
/// 값과 창은 나무의 칸처럼 뿌리에서 둘 쪽에서 본다.
fn node_lines(lesson: &SearchLesson, id: u32, l: &Locale) -> Vec<String> {
    let Some(n) = lesson.tree.nodes.get(id as usize) else {
        return Vec::new();
    };
    let odd = n.ply % 2 == 1;
    let v = |x: i32| value_text(root_value(x, odd), l);
    let window = window_text(n.window, odd, l);
    let slot = n.key & ((1 << TT_BITS) - 1);
    let result = match n.end {
        NodeEnd::Open => l.t(TreeText::TreeSearching).to_owned(),
        NodeEnd::Leaf { value, why } => {
            let why = match why {
                LeafWhy::Terminal => TreeText::WhyTerminal,
                LeafWhy::Eval => TreeText::WhyEval,
                LeafWhy::StandPat => TreeText::WhyStandPat,
                LeafWhy::Table => TreeText::TreeTableShort,
                LeafWhy::NoMoves => TreeText::WhyNoMoves,
                LeafWhy::Endgame => TreeText::WhyEndgame,
                LeafWhy::Threat => TreeText::WhyThreat,
                LeafWhy::RootThreat { threes: false } => TreeText::WhyRootVcf,
                LeafWhy::RootThreat { threes: true } => TreeText::WhyRootVct,
                LeafWhy::Futility => TreeText::WhyFutility,
            };
            format!("= {} ({})", v(value), l.t(why))
        }
        NodeEnd::Done {
            value,
            bound,
            stored,
        } => {
            let mut r = format!("{} ({})", v(value), l.t(bound_name(root_bound(bound, odd))));
            if stored {
                r = format!("{r}, {}", l.t(TreeText::TreeStored));
            }
            r
        }
        NodeEnd::Table { value } => l.f(TreeText::TreeAnswered, &[("v", &v(value))]),
    };
    let out = vec![
        l.f(
            TreeText::TreeSelected,
            &[("line", &line_text(lesson, id, l))],
        ),
        l.f(
            TreeText::TreeKey,
            &[
                ("hex", &hex_key(n.key)),
                ("slot", &slot),
                ("n", &TT_BITS),
                ("bits", &bits(n.key, TT_BITS)),
            ],
        ),
        l.f(TreeText::TreeWindow, &[("w", &window)]),
        l.f(TreeText::TreeResult, &[("r", &result)]),
    ];
    out
}

/// 고른 노드의 자세한 것을 패널에 그린다.
pub(crate) fn show(ui: &mut egui::Ui, lesson: &SearchLesson, id: u32, l: &Locale) {
    let Some(n) = lesson.tree.nodes.get(id as usize) else {
        return;
    };
    for line in node_lines(lesson, id, l) {
        ui.label(line);
    }
    ui.small(l.f(TreeText::TreeKeyBits, &[("n", &TT_BITS)]));
    key_bits(ui, n.key);
    if let Some(first) = lesson.twin() {
        ui.separator();
        ui.label(egui::RichText::new(l.t(TreeText::TreeTwinTitle)).strong());
        ui.columns(2, |cols| {
            for (col, (node, name)) in cols.iter_mut().zip([
                (first, TreeText::TreeTwinFirst),
                (id, TreeText::TreeTwinHere),
            ]) {
                col.label(egui::RichText::new(l.t(name)).color(color32(palette::GOOD)));
                col.label(line_text(lesson, node, l));
                let key = lesson.tree.nodes[node as usize].key;
                col.small(hex_key(key));
            }
        });
        ui.small(l.t(TreeText::TreeTwinWhy));
    }
}

/// 64비트 열쇠를 칸 64개로 (위 줄이 높은 비트): 켜진 비트는 채우고, 표의 칸을 고르는 아래 비트는 금색.
fn key_bits(ui: &mut egui::Ui, key: u64) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(BIT * 16.0, BIT * 4.0), egui::Sense::hover());
    let p = ui.painter();
    for b in 0..64u32 {
        let (row, col) = (3 - b / 16, 15 - b % 16);
        let cell = egui::Rect::from_min_size(
            rect.min + egui::vec2(col as f32 * BIT, row as f32 * BIT),
            egui::vec2(BIT - 1.0, BIT - 1.0),
        );
        let slot = b < TT_BITS;
        let on = key >> b & 1 == 1;
        let color = match (on, slot) {
            (true, true) => palette::GOLD,
            (true, false) => palette::BLUE,
            (false, true) => palette::GOLD.with_alpha(0.25),
            (false, false) => palette::SURFACE_HIGH,
        };
        p.rect_filled(cell, 1.0, color32(color));
    }
}
