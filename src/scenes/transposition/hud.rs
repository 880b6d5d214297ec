//! 글자와 패널: 위쪽 상태 줄과 아래쪽 설명 줄 (Bevy 글자), 조작 패널 (egui).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gameai::games::Player;
use gameai::games::chess::{Chess, ChessStatus, Color as Side};
use gameai::games::tictactoe::cell_name;
use gameai::search::{SearchGame, Terminal};
use gameai::zobrist::{self, hex_key};

use super::ai::{Lab, LabKind};
use super::chess::{ChessAction, ChessBook, ChessMatch, ChessThink, numbered, side_name};
use super::explainer::{Explainer, ExplainerAction, Step};
use super::gomoku::{GomokuAction, GomokuMatch, GomokuThink};
use super::{TransMode, TransSettings};
use crate::hud::board_text::BoardTexts;
use crate::hud::{EguiReady, SceneSections, color32, labeled_slider, scene_panel};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::theme::palette;
use crate::think::Thinker;
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            explainer_texts
                .run_if(in_state(TransMode::Explain).and_then(resource_exists::<Explainer>)),
            gomoku_texts
                .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
            chess_texts.run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
        )
            .in_set(AppSet::Hud)
            .run_if(in_state(Scene::Transposition)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(
            in_state(Scene::Transposition)
                .and_then(resource_exists::<TransSettings>)
                .and_then(resource_exists::<EguiReady>),
        ),
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
        _ => (locale.t(S::TtYourTurn).to_owned(), palette::BLUE),
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

/// 체스: 차례·체크·결과, 생각 중이면 깊이와 노드; 아래 줄은 마지막 생각의 셈.
fn chess_texts(
    m: Res<ChessMatch>,
    thinker: Option<Res<Thinker<ChessThink>>>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    mut texts: BoardTexts,
) {
    let side = |c: Side| side_name(c, &locale).to_owned();
    let top = match m.status() {
        ChessStatus::Checkmate(c) => (
            locale.f(S::ChessMate, &[("c", &side(c))]),
            if c == m.human {
                palette::BLUE
            } else {
                palette::GOLD
            },
        ),
        ChessStatus::Stalemate => (locale.t(S::ChessStalemate).to_owned(), palette::TEXT),
        ChessStatus::FiftyMoves => (locale.t(S::ChessFifty).to_owned(), palette::TEXT),
        ChessStatus::Repetition => (locale.t(S::ChessRepetition).to_owned(), palette::TEXT),
        ChessStatus::InsufficientMaterial => (locale.t(S::ChessMaterial).to_owned(), palette::TEXT),
        ChessStatus::Ongoing if m.seat.pending.is_some() => {
            let snap = thinker.and_then(|t| t.snapshot());
            let (d, n) = snap.map_or((0, 0), |s| (s.depth, s.nodes));
            (
                locale.f(S::TtAiThinking, &[("d", &d), ("n", &n)]),
                palette::GOLD,
            )
        }
        ChessStatus::Ongoing if m.game.board().in_check() => {
            (locale.t(S::ChessInCheck).to_owned(), palette::BAD)
        }
        ChessStatus::Ongoing => (locale.t(S::ChessYourMove).to_owned(), palette::BLUE),
    };
    let bottom = m
        .seat
        .last
        .as_ref()
        .map(|r| {
            let stats = format!(
                "{} · {}",
                locale.f(S::TtDepth, &[("d", &r.depth)]),
                locale.f(
                    S::TtStats,
                    &[("n", &r.nodes), ("h", &r.tt.hits), ("c", &r.tt.cutoffs)]
                )
            );
            if layout.portrait {
                stats
            } else {
                format!(
                    "{stats} · {}",
                    locale.f(S::TtBestLine, &[("line", &m.best_line.join(" "))])
                )
            }
        })
        .unwrap_or_default();
    texts.set(&top.0, top.1, &bottom);
}

/// 체스 패널에 필요한 것들.
#[derive(SystemParam)]
struct ChessUi<'w> {
    m: Option<Res<'w, ChessMatch>>,
    lab: Option<Res<'w, Lab<Chess>>>,
    book: Res<'w, ChessBook>,
    actions: MessageWriter<'w, ChessAction>,
}

/// 조작 패널.
fn panel(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mode: Res<State<TransMode>>,
    mut next_mode: ResMut<NextState<TransMode>>,
    mut settings: ResMut<TransSettings>,
    ex: Option<Res<Explainer>>,
    m: Option<Res<GomokuMatch>>,
    lab: Option<Res<Lab<gameai::games::gomoku::Gomoku>>>,
    mut chess: ChessUi,
    mut ex_actions: MessageWriter<ExplainerAction>,
    mut g_actions: MessageWriter<GomokuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let t = |s: S| locale.t(s);
    let mut s = settings.clone();
    let mut ex_action = None;
    let mut g_action = None;
    let mut md = *mode.get();
    let tabs = [
        (TransMode::Explain, S::TtExplain),
        (TransMode::Gomoku, S::TtGomoku),
        (TransMode::Chess, S::TtChess),
    ];
    let sections = SceneSections {
        check: &[
            S::TtCheck1,
            S::TtCheck2,
            S::TtCheck3,
            S::TtCheck4,
            S::TtCheck5,
        ],
        tune: &[S::TtTune1, S::TtTune2, S::TtTune3],
    };
    let switched = scene_panel(
        ctx,
        &layout,
        &locale,
        "tt_panel",
        (&tabs, &mut md),
        |_| {},
        sections,
        |ui| {
            match mode.get() {
                TransMode::Explain => {
                    // 켬/끔은 설명이 스스로 읽는다: 둘째 도착을 보여 주는 중이면 곧장 새 설정의 끝
                    // 모습으로, 그 전이면 도착할 때 쓴다.
                    ui.checkbox(&mut s.table_on, t(S::TtTableOn));
                    if ui.button(t(S::TtOtherMoves)).clicked() {
                        ex_action = Some(ExplainerAction::OtherMoves);
                    }
                    labeled_slider(ui, t(S::Speed), &mut s.speed, 0.25..=4.0, true);
                    if let Some(ex) = &ex {
                        let key = ex.boards[1].key().max(ex.boards[0].key());
                        ui.label(egui::RichText::new(t(S::TtFullKey)).strong());
                        ui.monospace(hex_key(key));
                        ui.monospace(zobrist::bits(key, 64)[..32].to_owned());
                        ui.monospace(zobrist::bits(key, 64)[32..].to_owned());
                    }
                }
                TransMode::Gomoku => {
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(t(S::NewGame)).clicked() {
                            g_action = Some(GomokuAction::NewGame);
                        }
                        if ui.button(t(S::Undo)).clicked() {
                            g_action = Some(GomokuAction::Undo);
                        }
                    });
                    ui.horizontal(|ui| {
                        ui.label(t(S::FirstMove));
                        ui.radio_value(&mut s.human_first, true, t(S::You));
                        ui.radio_value(&mut s.human_first, false, t(S::Ai));
                    });
                    labeled_slider(ui, t(S::TtStrength), &mut s.depth, 2..=7, false);
                    labeled_slider(ui, t(S::TtThinkTime), &mut s.think_secs, 0.2..=10.0, true);
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
                            let line: Vec<String> =
                                r.pv.iter().map(|&mv| m.game.name(mv)).collect();
                            ui.label(locale.f(S::TtBestLine, &[("line", &line.join(" "))]));
                        }
                    }
                    ui.separator();
                    ui.label(egui::RichText::new(t(S::TtAb)).strong());
                    if ui.button(t(S::TtAbRun)).clicked() {
                        g_action = Some(GomokuAction::Lab(LabKind::TableOnOff));
                    }
                    if let Some(lab) = lab.as_ref().filter(|l| l.kind == LabKind::TableOnOff) {
                        lab_result(ui, &locale, lab, |g, mv| g.name(mv));
                    }
                    ui.label(egui::RichText::new(t(S::TtCollision)).strong());
                    if ui.button(t(S::TtCollisionRun)).clicked() {
                        g_action = Some(GomokuAction::Lab(LabKind::Collision));
                    }
                    if let Some(lab) = lab.as_ref().filter(|l| l.kind == LabKind::Collision) {
                        lab_result(ui, &locale, lab, |g, mv| g.name(mv));
                    }
                }
                TransMode::Chess => chess_panel(ui, &locale, &mut s, &mut chess),
            }
        },
    );
    if switched {
        next_mode.set(md);
    }
    if s.human_first != settings.human_first {
        g_action = Some(GomokuAction::NewGame);
        if chess.m.is_some() {
            chess.actions.write(ChessAction::NewGame);
        }
    }
    if s != *settings {
        *settings = s;
    }
    if let Some(a) = ex_action {
        ex_actions.write(a);
    }
    if let Some(a) = g_action {
        g_actions.write(a);
    }
    Ok(())
}

/// 체스 패널: 새 게임·무르기·판 뒤집기, 색, 생각 시간, 열쇠, AI의 셈과 수순, 책의 수, A/B.
fn chess_panel(ui: &mut egui::Ui, locale: &Locale, s: &mut TransSettings, chess: &mut ChessUi) {
    let t = |x: S| locale.t(x);
    ui.horizontal_wrapped(|ui| {
        if ui.button(t(S::NewGame)).clicked() {
            chess.actions.write(ChessAction::NewGame);
        }
        if ui.button(t(S::Undo)).clicked() {
            chess.actions.write(ChessAction::Undo);
        }
        if ui.button(t(S::ChessFlip)).clicked() {
            chess.actions.write(ChessAction::Flip);
        }
    });
    ui.horizontal(|ui| {
        ui.label(t(S::ChessPlayAs));
        ui.radio_value(&mut s.human_first, true, t(S::ChessWhite));
        ui.radio_value(&mut s.human_first, false, t(S::ChessBlack));
    });
    labeled_slider(
        ui,
        t(S::ChessThinkTime),
        &mut s.chess_secs,
        0.1..=10.0,
        true,
    );
    let Some(m) = &chess.m else { return };
    ui.separator();
    ui.label(egui::RichText::new(t(S::TtFullKey)).strong());
    ui.monospace(hex_key(m.game.board().key()));
    if let Some(r) = &m.seat.last {
        ui.label(locale.f(S::TtDepth, &[("d", &r.depth)]));
        ui.label(locale.f(
            S::TtStats,
            &[("n", &r.nodes), ("h", &r.tt.hits), ("c", &r.tt.cutoffs)],
        ));
    }
    if !m.san.is_empty() {
        ui.label(egui::RichText::new(t(S::ChessMoves)).strong());
        ui.label(numbered(&m.san));
    }
    ui.separator();
    ui.label(egui::RichText::new(t(S::ChessBook)).strong());
    if cfg!(target_arch = "wasm32") {
        ui.label(egui::RichText::new(t(S::ChessBookWeb)).small());
    } else if chess.book.0.is_none() {
        ui.label(egui::RichText::new(t(S::ChessNoBook)).small());
    } else {
        let b = m.game.board();
        let moves = chess.book.moves(b);
        let total: u32 = moves.iter().map(|x| u32::from(x.weight)).sum();
        for bm in moves.iter().take(8) {
            ui.label(format!(
                "{}  {:.0}%",
                b.san(bm.mv),
                100.0 * f64::from(bm.weight) / f64::from(total.max(1))
            ));
        }
        if moves.is_empty() {
            ui.label("—");
        }
    }
    ui.separator();
    ui.label(egui::RichText::new(t(S::TtAb)).strong());
    labeled_slider(
        ui,
        t(S::ChessLabDepth),
        &mut s.chess_lab_depth,
        2..=6,
        false,
    );
    if ui.button(t(S::TtAbRun)).clicked() {
        chess.actions.write(ChessAction::Lab(LabKind::TableOnOff));
    }
    if let Some(lab) = chess.lab.as_ref().filter(|l| l.kind == LabKind::TableOnOff) {
        lab_result(ui, locale, lab, |g, mv| g.board().san(mv));
    }
}

/// 실험 결과 몇 줄.
fn lab_result<G: SearchGame>(
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
        }
        LabKind::Collision => {
            for (mode, r) in [("64-bit", a), ("16-bit", b)] {
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
