//! 체스 판의 누르기와 끌기: 자기 기물을 누르면 고르고 (갈 수 있는 칸이 빛남), 빛나는 칸을 누르거나
//! 그리로 끌어 놓으면 둔다. 승격이면 네 기물 중에서 고른다. 잘못 누르면 짧은 도움말만 나오고 아무것도
//! 바뀌지 않는다.

use bevy::prelude::*;
use gameai::games::chess::{Move, Piece, Square};

use super::ChessMatch;
use super::fit::ChessFit;
use super::pieces::piece_char;
use crate::AppSet;
use crate::hud::hint::Hint;
use crate::i18n::S;
use crate::input::{Pointer, PointerPhase, PointerSet};
use crate::keyboard::{KeyCell, KeyCells};
use crate::layout::ScreenLayout;
use crate::scenes::seat::play_human;
use crate::scenes::transposition::state::TransMode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tap.in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
    crate::keyboard::cells_in(app, TransMode::Chess, key_cells);
}

/// 누르기와 끌기: 자기 기물을 누르면 고르고 (갈 수 있는 칸이 빛남), 빛나는 칸을 누르거나 그리로
/// 끌어 놓으면 둔다. 승격이면 네 기물 중에서 고른다.
fn tap(
    mut pointer: MessageReader<Pointer>,
    mut m: ResMut<ChessMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
) {
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let now = time.elapsed_secs();
    for p in pointer.read() {
        match p.phase {
            PointerPhase::Down => press(&mut m, &fit, p.world, now, &mut hint),
            PointerPhase::Move => {
                let moved = m
                    .press
                    .is_some_and(|at| at.distance(p.world) > fit.cell * 0.3);
                if m.selected.is_some() && (m.drag.is_some() || moved) {
                    m.drag = Some(p.world);
                }
            }
            PointerPhase::Up => {
                m.press = None;
                // 끌지 않고 뗀 것은 누르기일 뿐이다 (고르기는 눌렀을 때 끝났다).
                let Some(from) = m.selected.filter(|_| m.drag.is_some()) else {
                    continue;
                };
                m.drag = None;
                let targets = m.targets(from);
                let to = fit
                    .square_at(p.world)
                    .filter(|s| targets & s.bb() != 0)
                    .or_else(|| fit.nearest_target(p.world, targets));
                if let Some(to) = to {
                    try_move(&mut m, from, to, now, &mut hint);
                }
            }
        }
    }
}

fn press(m: &mut ChessMatch, fit: &ChessFit, at: Vec2, now: f32, hint: &mut Hint) {
    // 승격 고르기: 네 칸 중 하나, 아니면 취소.
    if let Some((from, to)) = m.promotion {
        let chosen = (0..4).find(|&i| fit.promotion_at(to, i).distance(at) <= fit.cell * 0.5);
        m.promotion = None;
        if let Some(i) = chosen {
            let mv = Move {
                from,
                to,
                promotion: Some(Piece::PROMOTIONS[i]),
            };
            play_human(m, mv, hint, now);
        }
        m.selected = None;
        return;
    }
    let sq = fit.square_at(at);
    if m.status().is_over() {
        if sq.is_some() {
            hint.show(S::HintGameOver, 0, now);
        }
        return;
    }
    if !m.human_to_move() {
        if sq.is_some() {
            hint.show(S::HintAiThinking, 0, now);
        }
        return;
    }
    let own = |s: Square| {
        m.game
            .board()
            .piece_on(s)
            .is_some_and(|(c, _)| c == m.human)
    };
    // 고른 기물이 있으면: 빛나는 칸 (조금 빗나가도) → 둔다.
    if let Some(from) = m.selected {
        let targets = m.targets(from);
        let to = sq.filter(|s| targets & s.bb() != 0).or_else(|| {
            fit.nearest_target(at, targets)
                .filter(|s| sq.is_none_or(|q| !own(q) || q == *s))
        });
        if let Some(to) = to {
            try_move(m, from, to, now, hint);
            return;
        }
    }
    // 빈 칸이나 판 바로 밖을 눌렀으면, 손가락 가까이 (칸 한 변의 0.75 안) 둘 수 있는 자기 기물을
    // 고른다: 휴대폰에서 칸이 손가락보다 작아도 기물을 집을 수 있게.
    let empty = sq.is_none_or(|s| m.game.board().piece_on(s).is_none());
    let near_own = if empty {
        // 둘 수 있는 기물들 (사람 차례이므로 수를 만드는 쪽이 사람이다).
        let mut movable = 0;
        m.game.board().generate(|pm| {
            if pm.to != 0 {
                movable |= pm.from.bb();
            }
            false
        });
        fit.nearest_target(at, movable)
    } else {
        None
    };
    match (sq, near_own) {
        (Some(s), _) if own(s) => {
            m.selected = Some(s);
            m.press = Some(at);
            if m.targets(s) == 0 {
                hint.show(S::HintNoMoves, 0, now);
            }
        }
        (_, Some(s)) => {
            m.selected = Some(s);
            m.press = Some(at);
        }
        (Some(_), None) if !empty => {
            m.selected = None;
            hint.show(S::HintNotYourPiece, 0, now);
        }
        _ => m.selected = None,
    }
}

fn try_move(m: &mut ChessMatch, from: Square, to: Square, now: f32, hint: &mut Hint) {
    let promotes = m
        .game
        .board()
        .piece_on(from)
        .is_some_and(|(_, p)| p == Piece::Pawn)
        && matches!(to.rank(), 0 | 7);
    if promotes {
        m.promotion = Some((from, to));
        m.drag = None;
        hint.show(S::ChessPromote, 0, now);
        return;
    }
    play_human(m, Move::new(from, to), hint, now);
    m.drag = None;
}

/// 키보드 커서가 다니는 칸들: 64칸 ("e4 ♙"), 승격을 고르는 동안에는 고를 말 넷.
fn key_cells(m: Option<Res<ChessMatch>>, layout: Res<ScreenLayout>) -> Option<KeyCells> {
    let m = m?;
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let b = m.game.board();
    let cells = match m.promotion {
        Some((_, to)) => (0..4)
            .map(|i| KeyCell {
                at: fit.promotion_at(to, i),
                name: piece_char(m.human, Piece::PROMOTIONS[i]).to_string(),
            })
            .collect(),
        None => Square::ALL
            .iter()
            .map(|&sq| KeyCell {
                at: fit.at(sq),
                name: match b.piece_on(sq) {
                    Some((side, p)) => format!("{sq} {}", piece_char(side, p)),
                    None => sq.to_string(),
                },
            })
            .collect(),
    };
    Some(KeyCells {
        cells,
        size: fit.cell,
    })
}
