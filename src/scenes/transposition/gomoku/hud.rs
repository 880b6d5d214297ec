//! 오목의 글과 패널: 위 줄은 차례·결과·생각 중인 깊이와 노드, 아래 줄은 마지막 생각의 셈; 패널은
//! 새 게임·무르기, 먼저 두는 쪽, 세기와 생각 시간, 지금 열쇠, 실험실 (표 켬/끔, 충돌 수업).

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use gameai::games::GameId;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::search::{SearchGame, Terminal};
use gameai::zobrist::hex_key;

use super::fit::GomokuFit;
use super::threat::ThreatNote;
use super::{GomokuAction, GomokuMatch, GomokuThink};
use crate::AppSet;
use crate::hud::board_text::BoardTexts;
use crate::hud::panel::color32;
use crate::hud::{SavedLevel, labeled_slider, level_row};
use crate::i18n::{Locale, S, ThreatText};
use crate::layout::ScreenLayout;
use crate::probe::{BoardProbe, probe_in, screen_points};
use crate::records::Records;
use crate::review::MoveList;
use crate::scenes::transposition::ai::{Lab, LabKind};
use crate::scenes::transposition::lab_panel::lab_result;
use crate::scenes::transposition::lines::{
    DepthNodes, Shown, current_lines, remember_depths, show_depth_chart, show_lines,
};
use crate::scenes::transposition::panel::{TransPanel, panel_shown};
use crate::scenes::transposition::state::{DEPTHS, MULTIPV, THINK_SECS, TransMode};
use crate::theme::palette;
use crate::think::Thinker;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        gomoku_texts
            .in_set(AppSet::Hud)
            .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(panel_shown(TransMode::Gomoku)),
    );
    probe_in(app, TransMode::Gomoku, probe);
}

fn gomoku_texts(
    m: Res<GomokuMatch>,
    thinker: Option<Res<Thinker<GomokuThink>>>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    mut texts: BoardTexts,
) {
    let top = match (m.game.terminal(), m.game.winner()) {
        (Some(Terminal::Loss), Some(w)) if w == m.human => {
            (locale.t(S::TtYouWon).to_owned(), palette::BLUE)
        }
        (Some(Terminal::Loss), _) => (locale.t(S::TtAiWon).to_owned(), palette::GOLD),
        (Some(Terminal::Draw), _) => (locale.t(S::TtDrawn).to_owned(), palette::TEXT),
        _ if m.seat.pending.is_some() => {
            let snap = thinker.and_then(|t| t.snapshot());
            let (d, n) = snap.map_or((0, 0), |s| (s.depth, s.nodes));
            (
                locale.f(S::TtAiThinking, &[("d", &d), ("n", &n)]),
                palette::GOLD,
            )
        }
        _ => match m.threat_note() {
            // AI가 강제 승리를 찾았다: 판의 번호가 그 수순 (AI의 위협과 사람의 답).
            Some(ThreatNote::AiWins { plies, threes }) => (
                locale.f(ThreatText::ForcedAi, &[("n", &plies), ("k", &kind(threes))]),
                palette::GOLD,
            ),
            // 사람에게 강제 승리가 있다 (AI가 막지 못했다): 번호대로 두면 이긴다.
            Some(ThreatNote::YouWin { plies, threes }) => (
                locale.f(
                    ThreatText::ForcedYou,
                    &[("n", &plies), ("k", &kind(threes))],
                ),
                palette::BLUE,
            ),
            Some(ThreatNote::Blocked { plies, threes, at }) => (
                locale.f(
                    ThreatText::Blocked,
                    &[
                        ("n", &plies),
                        ("k", &kind(threes)),
                        ("at", &m.game.name(at)),
                    ],
                ),
                palette::BLUE,
            ),
            None => (locale.t(S::TtYourTurn).to_owned(), palette::BLUE),
        },
    };
    let bottom = m
        .seat
        .last
        .as_ref()
        .map(|r| {
            let line: Vec<String> = r.pv.iter().map(|&mv| m.game.name(mv)).collect();
            format!(
                "{} · {}",
                locale.f(S::TtDepth, &[("d", &r.depth)]),
                locale.f(
                    S::TtStats,
                    &[("n", &r.nodes), ("h", &r.tt.hits), ("c", &r.tt.cutoffs)]
                )
            ) + &if layout.portrait {
                // 좁은 화면에서는 한 줄에 들도록 최선의 수순을 뺀다 (패널에 있다).
                String::new()
            } else {
                format!(
                    " · {}",
                    locale.f(S::TtBestLine, &[("line", &line.join(" "))])
                )
            }
        })
        .unwrap_or_default();
    texts.set(&top.0, top.1, &bottom);
}

/// 오목의 패널.
fn panel(
    mut panel: TransPanel,
    m: Option<Res<GomokuMatch>>,
    lab: Option<Res<Lab<Gomoku>>>,
    mut actions: MessageWriter<GomokuAction>,
    (mut records, mut moves): (Records, MoveList<GomokuMatch>),
    thinker: Option<Res<Thinker<GomokuThink>>>,
    mut depths: Local<Vec<DepthNodes>>,
) -> Result {
    remember_depths(m.as_deref(), thinker.as_deref(), &mut depths);
    // 후보 줄들: 오목의 수 이름은 국면과 상관없다 (좌표).
    let shown: Vec<Shown> = m
        .as_deref()
        .and_then(|m| current_lines(m, thinker.as_deref()).map(|(lines, _)| (m, lines)))
        .map(|(m, lines)| {
            lines
                .iter()
                .map(|l| Shown::from_line(l, |pv| pv.iter().map(|&mv| m.game.name(mv)).collect()))
                .collect()
        })
        .unwrap_or_default();
    let strip = |ui: &mut egui::Ui, locale: &Locale| {
        if let Some(m) = &m {
            moves.show(ui, locale, m);
            mark_legend(ui, locale, m);
        }
        show_lines(ui, locale, &shown, 1);
        show_depth_chart(ui, locale, &depths);
    };
    let before = panel.show(strip, |ui, locale, s| {
        let t = |x: S| locale.t(x);
        ui.horizontal_wrapped(|ui| {
            if ui.button(t(S::NewGame)).clicked() {
                actions.write(GomokuAction::NewGame);
            }
            if ui.button(t(S::Undo)).clicked() {
                actions.write(GomokuAction::Undo);
            }
        });
        if let Some(m) = &m {
            records.row(ui, locale, GameId::Gomoku, || {
                let start = Gomoku::new(m.game.size()).map_err(|e| e.to_string())?;
                let moves = m.history.all();
                gameai::sgf::write(&start, moves).map(|t| (t, moves.len()))
            });
            records.link_row(ui, locale, &**m);
        }
        ui.horizontal(|ui| {
            ui.label(t(S::FirstMove));
            ui.radio_value(&mut s.human_first, true, t(S::You));
            ui.radio_value(&mut s.human_first, false, t(S::Ai));
        });
        if let Some(l) = level_row(ui, locale, Some(s.level.0), GameId::Gomoku) {
            s.level = SavedLevel(l);
        }
        labeled_slider(ui, t(S::TtStrength), &mut s.depth, DEPTHS, false);
        labeled_slider(ui, t(S::TtThinkTime), &mut s.think_secs, THINK_SECS, true);
        ui.checkbox(&mut s.show_line, t(S::TtShowLineGomoku));
        labeled_slider(ui, t(S::TtMultiPv), &mut s.multipv, MULTIPV, false);
        if let Some(m) = &m {
            ui.separator();
            ui.label(egui::RichText::new(t(S::TtFullKey)).strong());
            ui.monospace(hex_key(m.game.key()));
            if let Some(r) = &m.seat.last {
                ui.label(locale.f(S::TtDepth, &[("d", &r.depth)]));
                ui.label(locale.f(
                    S::TtStats,
                    &[("n", &r.nodes), ("h", &r.tt.hits), ("c", &r.tt.cutoffs)],
                ));
                let line: Vec<String> = r.pv.iter().map(|&mv| m.game.name(mv)).collect();
                ui.label(locale.f(S::TtBestLine, &[("line", &line.join(" "))]));
            }
        }
        ui.separator();
        ui.label(egui::RichText::new(t(S::TtAb)).strong());
        if ui.button(t(S::TtAbRun)).clicked() {
            actions.write(GomokuAction::Lab(LabKind::TableOnOff));
        }
        if let Some(lab) = lab.as_ref().filter(|l| l.kind == LabKind::TableOnOff) {
            lab_result(ui, locale, lab, |g, mv| g.name(mv));
        }
        ui.label(egui::RichText::new(t(S::TtCollision)).strong());
        if ui.button(t(S::TtCollisionRun)).clicked() {
            actions.write(GomokuAction::Lab(LabKind::Collision));
        }
        if let Some(lab) = lab.as_ref().filter(|l| l.kind == LabKind::Collision) {
            lab_result(ui, locale, lab, |g, mv| g.name(mv));
        }
    })?;
    if panel.settings().human_first != before.human_first {
        actions.write(GomokuAction::NewGame);
    }
    Ok(())
}

/// 판의 자리 보고: 사람 차례면 가운데에서 가장 가까운 빈 점 (간격이 좁으면 두 번 눌러 둔다).
fn probe(m: Option<Res<GomokuMatch>>, layout: Res<ScreenLayout>) -> Option<BoardProbe> {
    let m = m?;
    let g = &m.game;
    let fit = GomokuFit::compute(layout.board);
    let n = f32::from(g.size());
    let lo = fit.origin - Vec2::splat(fit.step * 0.5);
    let hi = fit.origin + Vec2::splat(fit.step * (n - 0.5));
    let mine = g.to_move() == m.human && m.seat.pending.is_none() && g.terminal().is_none();
    let center = (lo + hi) / 2.0;
    let spot = mine
        .then(|| {
            (0..u16::from(g.size()) * u16::from(g.size()))
                .map(GMove)
                .filter(|&mv| g.at(mv).is_none())
                .map(|mv| fit.at(g, mv))
                .min_by(|a, b| a.distance(center).total_cmp(&b.distance(center)))
        })
        .flatten();
    let taps = match spot {
        Some(p) if fit.needs_aim() => vec![p, p],
        Some(p) => vec![p],
        None => Vec::new(),
    };
    Some(BoardProbe {
        game: GameId::Gomoku.slug(),
        rect: layout.rect_to_screen(Rect::from_corners(lo, hi)),
        cell: fit.step,
        taps: screen_points(&layout, taps),
        ..default()
    })
}

/// 판의 띠가 무엇인지 (강제 승리의 수순을 보일 때만: `view.rs`의 위협 모양).
fn mark_legend(ui: &mut egui::Ui, locale: &Locale, m: &GomokuMatch) {
    if !matches!(
        m.threat_note(),
        Some(ThreatNote::AiWins { .. } | ThreatNote::YouWin { .. })
    ) {
        return;
    }
    for (s, c) in [
        (ThreatText::MarkFour, palette::GOLD),
        (ThreatText::MarkThree, palette::VIOLET),
    ] {
        ui.label(egui::RichText::new(locale.t(s)).color(color32(c)));
    }
}

/// 강제 승리의 종류 이름: 셋도 쓰면 VCT, 넷만이면 VCF.
fn kind(threes: bool) -> &'static str {
    if threes { "VCT" } else { "VCF" }
}
