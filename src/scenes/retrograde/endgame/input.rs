//! 끝내기 판의 누르기. 풀기: 기물을 누르고 다른 칸을 누르면 옮긴다 (그 배치로 다시 칠한다); 빈 칸을
//! 누르면 흑 킹이 거기 있는 국면의 모든 수를 본다. 수마다·대국: 둘 쪽의 기물을 누르면 갈 칸이
//! 결과로 칠해지고, 그 칸을 누르면 둔다 (승격은 퀸; 다른 승격은 패널의 수 목록에서). 대국에서 둘 수
//! 없는 칸을 누르면 다른 게임들처럼 이유를 알린다.

use bevy::prelude::*;
use gameai::games::chess::{Move, Piece, Square};

use super::board::EgFit;
use super::state::{EgView, EndgameLab, EndgameTables, solve_board};
use crate::AppSet;
use crate::hud::hint::Hint;
use crate::input::{Pointer, PointerSet};
use crate::layout::ScreenLayout;
use crate::probe::BoardProbe;
use crate::scenes::retrograde::state::RetroMode;
use crate::scenes::seat::play_human;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        pointer
            .in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(RetroMode::Endgames).and_then(resource_exists::<EndgameLab>)),
    );
    crate::probe::probe_in(app, RetroMode::Endgames, probe);
    crate::keyboard::cells_in(app, RetroMode::Endgames, key_cells);
}

/// 키보드 커서가 다니는 64칸 ("e4").
fn key_cells(layout: Res<ScreenLayout>) -> Option<crate::keyboard::KeyCells> {
    let fit = EgFit::compute(layout.board);
    let cells = Square::ALL
        .iter()
        .map(|&sq| crate::keyboard::KeyCell {
            at: fit.center(sq),
            name: sq.to_string(),
        })
        .collect();
    Some(crate::keyboard::KeyCells {
        cells,
        size: fit.cell,
    })
}

fn pointer(
    mut pointer: MessageReader<Pointer>,
    layout: Res<ScreenLayout>,
    mut lab: ResMut<EndgameLab>,
    tables: Res<EndgameTables>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
) {
    let fit = EgFit::compute(layout.board);
    let now = time.elapsed_secs();
    for p in pointer.read().filter(|p| p.is_down()) {
        let Some(sq) = fit.square_at(p.world) else {
            continue;
        };
        match lab.view {
            EgView::Solve => solve_tap(&mut lab, &tables, sq),
            EgView::Moves => {
                // 둘러보기: 합법이 아닌 칸을 누르면 고른 기물을 놓을 뿐이다 (대국이 아니다).
                if let Some(mv) = tapped_move(&mut lab, sq) {
                    if lab.position.is_legal(mv) {
                        lab.play(mv);
                    } else {
                        lab.selected = None;
                    }
                }
            }
            EgView::Play => {
                let human_turn = lab.game.as_ref().is_some_and(|g| {
                    g.human == lab.position.side_to_move() && g.reply_at.is_none()
                });
                if !human_turn || super::play::over(&lab.position, &tables) {
                    continue;
                }
                let before = lab.position;
                let Some(mv) = tapped_move(&mut lab, sq) else {
                    continue;
                };
                // 대국의 수는 다른 게임들과 같은 길로: 거부되면 이유가 보이고 판은 그대로다.
                if play_human(&mut *lab, mv, &mut hint, now) {
                    super::play::after_human(&mut lab, &tables, &before, mv, now);
                } else {
                    lab.selected = None;
                }
            }
        }
    }
}

/// 풀기 판: 기물 고르기·옮기기, 또는 빈 칸의 국면을 수마다 보기로.
fn solve_tap(lab: &mut EndgameLab, tables: &EndgameTables, sq: Square) {
    let here = lab.pieces.iter().position(|&(_, _, s)| s == sq);
    match (here, lab.selected) {
        (Some(_), Some(sel)) if sel == sq => lab.selected = None,
        (Some(_), _) => lab.selected = Some(sq),
        (None, Some(from)) => {
            if let Some(p) = lab.pieces.iter_mut().find(|(_, _, s)| *s == from) {
                // 폰은 첫 행과 마지막 행에 설 수 없다.
                let back_rank = sq.rank() == 0 || sq.rank() == 7;
                if !(p.1 == Piece::Pawn && back_rank) {
                    p.2 = sq;
                }
            }
            lab.selected = None;
        }
        (None, None) => {
            if lab.solved(tables)
                && let Some(board) = solve_board(&lab.pieces, sq)
            {
                lab.show(board);
                lab.view = EgView::Moves;
            }
        }
    }
}

/// 수마다·대국의 판을 눌렀다: 둘 쪽의 기물이면 고른다 (다시 누르면 놓는다). 기물을 고른 뒤 다른
/// 칸이면 그리로 가는 수 (승격은 퀸; 합법인지는 부르는 쪽이 본다).
fn tapped_move(lab: &mut EndgameLab, sq: Square) -> Option<Move> {
    let board = lab.position;
    let own = board
        .piece_on(sq)
        .is_some_and(|(c, _)| c == board.side_to_move());
    if own {
        lab.selected = (lab.selected != Some(sq)).then_some(sq);
        return None;
    }
    let from = lab.selected?;
    let promotes = board
        .legal_moves()
        .iter()
        .any(|m| m.from == from && m.to == sq && m.promotion.is_some());
    Some(Move {
        from,
        to: sq,
        promotion: promotes.then_some(Piece::Queen),
    })
}

/// 브라우저 시험이 누를 곳: 판의 가운데 (게임이 아니므로 게임 이름은 비운다).
fn probe(layout: Res<ScreenLayout>) -> Option<BoardProbe> {
    let fit = EgFit::compute(layout.board);
    Some(BoardProbe {
        rect: layout.rect_to_screen(layout.board),
        cell: fit.cell,
        taps: crate::probe::screen_points(&layout, [fit.center(Square::at(3, 3))]),
        ..BoardProbe::default()
    })
}
