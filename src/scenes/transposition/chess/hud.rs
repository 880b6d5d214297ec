//! 체스의 글과 패널: 위 줄은 차례·체크·결과·생각 중인 깊이와 노드, 아래 줄은 마지막 생각의 셈과
//! 최선의 수순; 패널은 새 게임·무르기·판 뒤집기, 색, 생각 시간, 열쇠, 수순, 책의 수, A/B.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use gameai::games::GameId;
use gameai::games::chess::{Chess, ChessStatus, Color as Side};
use gameai::zobrist::hex_key;

use super::book::ChessBook;
use super::fit::ChessFit;
use super::notation::{self, side_name};
use super::{ChessAction, ChessMatch, ChessThink};
use crate::AppSet;
use crate::hud::board_text::BoardTexts;
use crate::hud::{SavedLevel, color32, labeled_slider, level_row};
use crate::i18n::{EgText, Locale, S};
use crate::layout::ScreenLayout;
use crate::probe::{BoardProbe, probe_in, screen_points};
use crate::records::Records;
use crate::review::MoveList;
use crate::scenes::tables::{EndgameTables, solving_short, value_text};
use crate::scenes::transposition::ai::{Lab, LabKind};
use crate::scenes::transposition::lab_panel::lab_result;
use crate::scenes::transposition::lines::{
    DepthNodes, Shown, current_lines, remember_depths, show_depth_chart, show_lines,
};
use crate::scenes::transposition::panel::{TransPanel, panel_shown};
use crate::scenes::transposition::state::{
    CHESS_SECS, LAB_DEPTHS, MULTIPV, TransMode, TransSettings,
};
use crate::theme::palette;
use crate::think::Thinker;
use gameai::tablebase::{Generator, Material};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        chess_texts
            .in_set(AppSet::Hud)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(panel_shown(TransMode::Chess)),
    );
    probe_in(app, TransMode::Chess, probe);
}

/// 체스: 차례·체크·결과, 생각 중이면 깊이와 노드; 아래 줄은 마지막 생각의 셈.
fn chess_texts(
    m: Res<ChessMatch>,
    thinker: Option<Res<Thinker<ChessThink>>>,
    (tables, maker): (Res<EndgameTables>, Res<Thinker<Generator>>),
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
        // AI 차례인데 생각을 맡기지 않았다: 이 국면의 끝내기 표를 만드는 중.
        ChessStatus::Ongoing
            if m.seat.pending.is_none()
                && m.game.board().side_to_move() != m.human
                && let Some(t) = tables.making() =>
        {
            let what = solving_short(t, tables.progress(&maker, t).as_ref());
            (
                locale.f(EgText::AiSolving, &[("what", &what)]),
                palette::GOLD,
            )
        }
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
            let mut stats = format!(
                "{} · {}",
                locale.f(S::TtDepth, &[("d", &r.depth)]),
                locale.f(
                    S::TtStats,
                    &[("n", &r.nodes), ("h", &r.tt.hits), ("c", &r.tt.cutoffs)]
                )
            );
            if r.endgame > 0 {
                stats += " · ";
                stats += &locale.f(EgText::AiTableHits, &[("n", &r.endgame)]);
            }
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
    records: Records<'w>,
    tables: Res<'w, EndgameTables>,
}

/// 체스의 패널.
fn panel(
    mut panel: TransPanel,
    mut chess: ChessUi,
    thinker: Option<Res<Thinker<ChessThink>>>,
    mut depths: Local<Vec<DepthNodes>>,
    (mut moves, shown_match): (MoveList<ChessMatch>, Option<Res<ChessMatch>>),
) -> Result {
    let shown = candidates(chess.m.as_deref(), thinker.as_deref());
    remember_depths(chess.m.as_deref(), thinker.as_deref(), &mut depths);
    let before = panel.show(
        |ui, locale| {
            if let Some(m) = shown_match.as_deref() {
                moves.show(ui, locale, m);
            }
            show_lines(ui, locale, &shown, 100);
            show_depth_chart(ui, locale, &depths);
        },
        |ui, locale, s| controls(ui, locale, s, &mut chess),
    )?;
    if panel.settings().human_first != before.human_first && chess.m.is_some() {
        chess.actions.write(ChessAction::NewGame);
    }
    Ok(())
}

/// 후보 줄들 (SAN): 생각 중이면 지금 국면에서, 아니면 AI의 마지막 결론 (답이 올 때 만든 것).
fn candidates(m: Option<&ChessMatch>, thinker: Option<&Thinker<ChessThink>>) -> Vec<Shown> {
    let Some(m) = m else { return Vec::new() };
    match current_lines(m, thinker) {
        Some((lines, true)) => {
            let board = *m.game.board();
            lines
                .iter()
                .map(|l| Shown::from_line(l, |pv| notation::san_line(&board, pv)))
                .collect()
        }
        Some((_, false)) => m.candidates.clone(),
        None => Vec::new(),
    }
}

/// 체스 패널: 새 게임·무르기·판 뒤집기, 기보와 링크, 색, 생각 시간, 열쇠, AI의 셈과 수순, 책의 수, A/B.
fn controls(ui: &mut egui::Ui, locale: &Locale, s: &mut TransSettings, chess: &mut ChessUi) {
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
    // 기보와 링크는 게임 단추 바로 아래에 (다른 장면들처럼): 수순이 길어져도 밀려 내려가지 않는다.
    if let Some(m) = &chess.m {
        chess.records.row(ui, locale, GameId::Chess, || Ok(m.pgn()));
        chess.records.link_row(ui, locale, &**m);
    }
    ui.horizontal(|ui| {
        ui.label(t(S::ChessPlayAs));
        ui.radio_value(&mut s.human_first, true, t(S::ChessWhite));
        ui.radio_value(&mut s.human_first, false, t(S::ChessBlack));
    });
    if let Some(l) = level_row(ui, locale, Some(s.level.0), GameId::Chess) {
        s.level = SavedLevel(l);
    }
    labeled_slider(
        ui,
        t(S::ChessThinkTime),
        &mut s.chess_secs,
        CHESS_SECS,
        true,
    );
    ui.checkbox(&mut s.show_line, t(S::TtShowLineChess));
    labeled_slider(ui, t(S::TtMultiPv), &mut s.multipv, MULTIPV, false);
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
        if r.endgame > 0 {
            ui.label(
                egui::RichText::new(locale.f(EgText::AiTableHits, &[("n", &r.endgame)]))
                    .color(color32(palette::GOLD)),
            );
        }
    }
    // 지금 국면이 풀린 끝내기 표에 있으면 그 값 (둘 차례에서).
    let board = m.game.board();
    if let Ok(v) = chess.tables.tables.value_of(board) {
        let name = Material::of(board).normalized().0;
        ui.label(
            egui::RichText::new(locale.f(
                EgText::AiTableValue,
                &[("m", &name), ("v", &value_text(v, locale))],
            ))
            .color(color32(palette::GOLD)),
        );
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
        LAB_DEPTHS,
        false,
    );
    if ui.button(t(S::TtAbRun)).clicked() {
        chess.actions.write(ChessAction::Lab(LabKind::TableOnOff));
    }
    if let Some(lab) = chess.lab.as_ref().filter(|l| l.kind == LabKind::TableOnOff) {
        lab_result(ui, locale, lab, |g, mv| g.board().san(mv));
    }
}

/// 판의 자리 보고: 사람 차례면 승격이 아닌 합법수 하나 (기물을 누르고 갈 칸을 누른다).
fn probe(m: Option<Res<ChessMatch>>, layout: Res<ScreenLayout>) -> Option<BoardProbe> {
    let m = m?;
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let board = m.game.board();
    let mine = board.side_to_move() == m.human
        && m.seat.pending.is_none()
        && !m.status().is_over()
        && m.promotion.is_none()
        && m.selected.is_none();
    let taps = mine
        .then(|| {
            board
                .legal_moves()
                .into_iter()
                .find(|mv| mv.promotion.is_none())
        })
        .flatten()
        .map_or_else(Vec::new, |mv| vec![fit.at(mv.from), fit.at(mv.to)]);
    Some(BoardProbe {
        game: GameId::Chess.slug(),
        rect: layout.rect_to_screen(Rect::from_corners(
            fit.origin,
            fit.origin + Vec2::splat(fit.cell * 8.0),
        )),
        cell: fit.cell,
        taps: screen_points(&layout, taps),
        ..default()
    })
}
