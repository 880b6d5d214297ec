//! 끝내기 고르개: 미리 놓은 끝내기 일곱은 한 번 눌러 고르고, 그 밖의 재료는 쪽마다 기물을 더해
//! 짓는다 (킹을 빼고 둘까지: 네 기물 표). "풀기"를 누르면 [`PickEndgame`]이 가고, 그 재료의 표를
//! 푼다 — 만드는 데 드는 메모리가 AI의 예산을 넘으면 풀지 않고 그렇다고 말한다 (`scenes/tables.rs`의
//! 검사, 명령줄 `gameai tablebase`와 같은 생성기).
//!
//! 짓는 재료는 [`EndgameLab::draft`]에 있다 (이 파일의 순수 함수 [`add`]가 기물을 더한다).

use bevy::prelude::*;
use bevy_egui::egui;
use gameai::games::chess::{Color as Side, Piece};
use gameai::tablebase::{Generator, MAX_PIECES, Material};

use super::state::{ENDGAMES, EndgameLab, EndgameTables, preset};
use crate::hud::color32;
use crate::i18n::{EgText, Locale};
use crate::scenes::retrograde::state::RetroMode;
use crate::theme::palette;
use crate::think::Thinker;

/// 이 재료의 끝내기를 고른다 (패널의 단추가 보낸다; 시험도 보낸다). 킹만 남은 재료는 풀 것이 없어
/// 무시한다.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct PickEndgame(pub Material);

/// 고르개가 더할 수 있는 기물, 센 것부터 (글자는 재료 이름의 글자).
const PIECES: [(Piece, &str); 5] = [
    (Piece::Queen, "Q"),
    (Piece::Rook, "R"),
    (Piece::Bishop, "B"),
    (Piece::Knight, "N"),
    (Piece::Pawn, "P"),
];

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PickEndgame>();
    app.add_systems(
        Update,
        pick.run_if(in_state(RetroMode::Endgames).and_then(resource_exists::<EndgameLab>)),
    );
}

/// 고른 재료로 새로 시작하고 풀기 시작한다 (보기와 공격·방어는 그대로; 풀린 표는 남아 있다).
fn pick(
    mut picks: MessageReader<PickEndgame>,
    mut lab: ResMut<EndgameLab>,
    mut tables: ResMut<EndgameTables>,
    mut thinker: ResMut<Thinker<Generator>>,
) {
    let Some(PickEndgame(m)) = picks.read().last().cloned() else {
        return;
    };
    let m = m.normalized().0;
    if m == lab.material || m.count() <= 2 {
        return;
    }
    let keep = (lab.view, lab.attack);
    *lab = EndgameLab::new(m);
    (lab.view, lab.attack) = keep;
    lab.start_solving(&mut tables, &mut thinker);
}

/// 재료 `draft`의 `side` 쪽에 `piece`를 더한 재료 (표가 다루는 [`MAX_PIECES`]를 넘으면 `None`).
pub(crate) fn add(draft: &Material, side: Side, piece: Piece) -> Option<Material> {
    if draft.count() >= MAX_PIECES {
        return None;
    }
    let (mut white, mut black) = (draft.white.clone(), draft.black.clone());
    match side {
        Side::White => white.push(piece),
        Side::Black => black.push(piece),
    }
    Some(Material::new(white, black))
}

/// 고르개를 그린다: 미리 놓은 끝내기, 쪽마다 더할 기물, 지은 재료와 "비우기"·"풀기". 고른 재료를
/// 돌려주고, 짓는 재료는 `draft`에서 고친다.
pub(super) fn show(
    ui: &mut egui::Ui,
    l: &Locale,
    lab: &EndgameLab,
    draft: &mut Material,
) -> Option<Material> {
    let mut picked = None;
    ui.label(egui::RichText::new(l.t(EgText::Endgame)).strong());
    ui.horizontal_wrapped(|ui| {
        for (i, name) in ENDGAMES.iter().enumerate() {
            let m = preset(i);
            if ui.selectable_label(lab.material == m, *name).clicked() {
                *draft = m.clone();
                picked = Some(m);
            }
        }
    });
    ui.label(egui::RichText::new(l.t(EgText::AnyMaterial)).small());
    // 좁은 패널(가로 휴대폰)에서는 줄이 접힌다: 잘린 단추가 없게.
    for (side, name) in [(Side::White, EgText::White), (Side::Black, EgText::Black)] {
        ui.horizontal_wrapped(|ui| {
            ui.label(l.t(name));
            for (piece, letter) in PIECES {
                let next = add(draft, side, piece);
                let button = egui::Button::new(format!("+{letter}"));
                if ui.add_enabled(next.is_some(), button).clicked()
                    && let Some(next) = next
                {
                    *draft = next;
                }
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        let name = draft.clone().normalized().0;
        ui.label(
            egui::RichText::new(name.to_string())
                .monospace()
                .color(color32(palette::GOLD)),
        );
        if ui.button(l.t(EgText::ClearMaterial)).clicked() {
            *draft = Material::new(Vec::new(), Vec::new());
        }
        let can = name.count() > 2 && name != lab.material;
        let solve = egui::Button::new(l.f(EgText::SolveMaterial, &[("m", &name)]));
        if ui.add_enabled(can, solve).clicked() {
            picked = Some(name);
        }
    });
    picked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 기물은 네 기물 표까지만 더해지고, 흑이 더 센 재료는 표의 이름(센 쪽이 백)으로 풀린다.
    #[test]
    fn the_draft_grows_to_four_pieces_and_names_its_table() {
        let kings = Material::new(Vec::new(), Vec::new());
        let one = add(&kings, Side::Black, Piece::Rook).unwrap();
        let two = add(&one, Side::White, Piece::Pawn).unwrap();
        assert_eq!(two.count(), 4);
        assert_eq!(add(&two, Side::White, Piece::Queen), None);
        assert_eq!(two.clone().normalized().0.to_string(), "KRKP");
        assert_eq!(two.normalized().0, Material::parse("KRKP").unwrap());
    }

    /// 네 기물 이하의 모든 재료에 풀기 판의 처음 배치가 있다 (합법인 국면 하나 이상).
    #[test]
    fn every_material_up_to_four_pieces_gets_a_legal_start() {
        let kings = Material::new(Vec::new(), Vec::new());
        let mut all = vec![];
        for (a, _) in PIECES {
            for side in [Side::White, Side::Black] {
                let one = add(&kings, side, a).unwrap();
                all.push(one.clone());
                for (b, _) in PIECES {
                    for side in [Side::White, Side::Black] {
                        all.push(add(&one, side, b).unwrap());
                    }
                }
            }
        }
        for m in all {
            let lab = EndgameLab::new(m.clone());
            assert_eq!(lab.material, m.clone().normalized().0);
            assert_eq!(
                Material::of(&lab.position),
                lab.material,
                "{m}: the start board {} is not of its material",
                lab.position.to_fen()
            );
        }
    }
}
