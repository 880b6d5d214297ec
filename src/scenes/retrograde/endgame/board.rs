//! 끝내기의 판: 자리 (위아래 글 줄 사이의 정사각형), 칸 칠하기, 기물 글자, 거리 숫자, 위아래 글.
//!
//! - 풀기: 흑 킹을 칸마다 두고 (흑 차례) 그 국면의 값으로 칸을 칠한다. 층이 자라며 칸이 채워진다:
//!   빨강은 메이트를 당함(짙을수록 빨리, 숫자는 수), 파랑은 흑이 이김, 회색은 비김.
//! - 수마다·대국: 국면 그대로. 고른 기물이 갈 칸을 그 수의 결과로 칠한다 (초록 이김, 회색 비김,
//!   빨강 짐; 숫자는 메이트까지의 수).

use bevy::prelude::*;
use gameai::games::chess::{Color as Side, Piece, Square};
use gameai::tablebase::Value;

use super::state::{EgView, EndgameLab, EndgameTables, solve_board};
use crate::AppSet;
use crate::hud::board_text::{BoardTextPlace, BoardTexts, inside_strips, keep_place};
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::i18n::{EgText, Locale};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::scenes::retrograde::state::RetroMode;
use crate::scenes::tables::{solving_text, too_big_text, value_text};
use crate::scenes::transposition::chess::pieces::piece_char;
use crate::theme::palette;

/// 판의 자리: a1 칸의 왼쪽 아래 모서리와 칸 한 변.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EgFit {
    /// a1 칸의 왼쪽 아래 모서리.
    pub origin: Vec2,
    /// 칸 한 변.
    pub cell: f32,
}

impl EgFit {
    /// 판 사각형의 위아래 글 줄 사이에 가장 큰 정사각형.
    pub fn compute(board: Rect) -> EgFit {
        let inner = inside_strips(board);
        let side = inner.width().min(inner.height()) * 0.97;
        EgFit {
            origin: inner.center() - Vec2::splat(side / 2.0),
            cell: side / 8.0,
        }
    }

    /// 칸의 가운데.
    pub fn center(&self, sq: Square) -> Vec2 {
        self.origin + Vec2::new(f32::from(sq.file()) + 0.5, f32::from(sq.rank()) + 0.5) * self.cell
    }

    /// 점이 놓인 칸 (판 밖이면 `None`).
    pub fn square_at(&self, p: Vec2) -> Option<Square> {
        let q = (p - self.origin) / self.cell;
        if q.x < 0.0 || q.y < 0.0 || q.x >= 8.0 || q.y >= 8.0 {
            return None;
        }
        Some(Square::at(q.x as u8, q.y as u8))
    }
}

/// 기물 글자 (자리 번호).
#[derive(Component)]
struct PieceLabel(u8);

/// 판을 칠하는 시스템들 (그 위에 그리는 것 — 돌아보기의 화살표 — 은 이 뒤에).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct EgBoardDrawn;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(RetroMode::Endgames), spawn);
    app.add_systems(
        Update,
        (draw, texts)
            .in_set(AppSet::Hud)
            .in_set(EgBoardDrawn)
            .run_if(in_state(RetroMode::Endgames).and_then(resource_exists::<EndgameLab>)),
    );
}

fn spawn(mut commands: Commands) {
    for i in 0..4u8 {
        commands.spawn((
            PieceLabel(i),
            Label2d::default(),
            LabelFont::text(24.0),
            LabelColor(palette::PIECE_BLACK),
            Transform::from_xyz(0.0, 0.0, 4.0),
            Visibility::Hidden,
            DespawnOnExit(RetroMode::Endgames),
        ));
    }
}

/// 흑 차례 국면의 값으로 칠할 색 (`longest`: 가장 긴 거리, 짙기의 잣대).
fn paint(v: Value, longest: u16) -> Color {
    let t = |d: u16| 0.1 + 0.65 * f32::from(d) / f32::from(longest.max(1));
    match v {
        Value::Loss(d) => palette::BAD.mix(&palette::SURFACE_HIGH, t(d)),
        Value::Win(d) => palette::BLUE.mix(&palette::SURFACE_HIGH, t(d)),
        Value::Draw => palette::TEXT_DIM.mix(&palette::SURFACE_HIGH, 0.45),
    }
}

/// 수 하나의 결과(뒤 국면의 값 `after`)로 칠할 색과, 둔 쪽의 메이트까지의 수.
pub(crate) fn move_paint(after: Value) -> (Color, Option<u16>) {
    match after {
        Value::Loss(d) => (
            palette::GOOD.mix(&palette::SURFACE_HIGH, 0.1 + f32::from(d.min(80)) / 130.0),
            Value::Win(d + 1).moves(),
        ),
        Value::Win(d) => (
            palette::BAD.mix(&palette::SURFACE_HIGH, 0.1 + f32::from(d.min(80)) / 130.0),
            Value::Loss(d + 1).moves(),
        ),
        Value::Draw => (palette::TEXT_DIM.mix(&palette::SURFACE_HIGH, 0.45), None),
    }
}

fn base(sq: Square) -> Color {
    if (sq.file() + sq.rank()).is_multiple_of(2) {
        palette::SQUARE_DARK
    } else {
        palette::SQUARE_LIGHT
    }
}

fn draw(
    lab: Res<EndgameLab>,
    tables: Res<EndgameTables>,
    layout: Res<ScreenLayout>,
    mut strokes: ResMut<Strokes>,
    mut labels: Query<(
        &PieceLabel,
        &mut Label2d,
        &mut LabelFont,
        &mut Transform,
        &mut Visibility,
    )>,
) {
    let fit = EgFit::compute(layout.board);
    let cell = Vec2::splat(fit.cell);
    let digits = (fit.cell * 0.34).max(MIN_TEXT * 0.8);
    let mut pieces: Vec<(Side, Piece, Square)> = Vec::new();
    match lab.view {
        EgView::Solve => {
            let longest = lab.report(&tables).and_then(|r| r.longest.as_ref()).map_or(
                lab.snapshot.as_ref().map_or(1, |s| s.by_plies.len() as u16),
                |(d, _)| *d,
            );
            let (upto, draws) = lab.painted(&tables);
            for sq in Square::ALL {
                let value = solve_board(&lab.pieces, sq)
                    .and_then(|b| lab.value(&tables, &b))
                    .filter(|v| match v.plies() {
                        Some(d) => i32::from(d) <= upto,
                        None => draws,
                    });
                let color = value.map_or(base(sq), |v| paint(v, longest));
                strokes.fill(fit.center(sq), cell, color);
                if let Some(n) = value.and_then(Value::moves) {
                    strokes.number(fit.center(sq), u32::from(n), digits, palette::TEXT);
                }
            }
            pieces.extend_from_slice(&lab.pieces);
        }
        EgView::Moves | EgView::Play => {
            let board = &lab.position;
            for sq in Square::ALL {
                strokes.fill(fit.center(sq), cell, base(sq));
            }
            if let Some(m) = lab.last {
                for sq in [m.from, m.to] {
                    strokes.rect(fit.center(sq), cell * 0.94, palette::GOLD);
                }
            }
            if let Some(from) = lab.selected
                && let Ok(p) = tables.tables.probe(board)
            {
                for m in p.moves.iter().filter(|m| m.mv.from == from) {
                    let (color, n) = move_paint(m.after);
                    strokes.fill(fit.center(m.mv.to), cell * 0.9, color);
                    if let Some(n) = n {
                        strokes.number(fit.center(m.mv.to), u32::from(n), digits, palette::TEXT);
                    }
                }
                strokes.rect(fit.center(from), cell * 0.94, palette::BLUE);
            }
            for c in Side::BOTH {
                for p in Piece::ALL {
                    for sq in gameai::games::chess::squares(board.pieces_of(c, p)) {
                        pieces.push((c, p, sq));
                    }
                }
            }
        }
    }
    if lab.view == EgView::Solve
        && let Some(sq) = lab.selected
    {
        strokes.rect(fit.center(sq), cell * 0.94, palette::BLUE);
    }
    for (PieceLabel(i), mut text, mut font, mut tf, mut vis) in &mut labels {
        let Some(&(c, p, sq)) = pieces.get(usize::from(*i)) else {
            *vis = Visibility::Hidden;
            continue;
        };
        let glyph = piece_char(c, p).to_string();
        if text.0 != glyph {
            text.0 = glyph;
        }
        font.size = (fit.cell * 0.8).max(MIN_TEXT);
        // 숫자와 겹치지 않게, 칠한 칸의 기물은 가운데 그대로 (숫자는 빈 칸에만 있다).
        tf.translation = fit.center(sq).extend(4.0);
        *vis = Visibility::Inherited;
    }
}

fn side_name(s: Side, l: &Locale) -> &'static str {
    l.t(match s {
        Side::White => EgText::White,
        Side::Black => EgText::Black,
    })
}

/// 위 글: 풀이의 진행이나 국면의 값. 아래 글: 칠한 색의 뜻과 할 수 있는 것.
fn texts(
    mut commands: Commands,
    lab: Res<EndgameLab>,
    tables: Res<EndgameTables>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    placed: Option<Res<BoardTextPlace>>,
    mut out: BoardTexts,
) {
    keep_place(
        &mut commands,
        placed.as_deref(),
        BoardTextPlace::strips(layout.board),
    );
    let l = &*locale;
    let (top, color, bottom) = match lab.view {
        EgView::Solve => {
            let top = match (&lab.snapshot, lab.report(&tables)) {
                (Some(s), _) if lab.solving(&tables) => solving_text(s, l),
                (_, Some(r)) => l.f(
                    EgText::Solved,
                    &[
                        ("m", &r.material),
                        ("p", &r.positions),
                        ("t", &format!("{:.2}", r.time.as_secs_f64())),
                    ],
                ),
                _ => match lab.too_big {
                    Some(t) => too_big_text(t, l),
                    None => l.t(EgText::NeedSolve).to_owned(),
                },
            };
            // 풀이는 시작할 때의 배치를 지켜본다: 그 뒤 옮긴 배치는 다 풀린 뒤에 칠한다.
            let bottom = if lab.solving(&tables) && lab.pieces != lab.watched_pieces {
                l.t(EgText::MovedWhileSolving)
            } else {
                l.t(EgText::PaintLegend)
            };
            (top, palette::TEXT, bottom.to_owned())
        }
        EgView::Moves | EgView::Play => {
            let side = lab.position.side_to_move();
            let top = match lab.value(&tables, &lab.position) {
                Some(v) => l.f(
                    EgText::ToMove,
                    &[("side", &side_name(side, l)), ("v", &value_text(v, l))],
                ),
                None => l.t(EgText::NeedSolve).to_owned(),
            };
            let bottom = match (&lab.view, &lab.game) {
                (EgView::Play, Some(g)) => super::play::status(g, &lab.position, &tables, l),
                _ => l.t(EgText::TapPieceHint).to_owned(),
            };
            (top, palette::TEXT, bottom)
        }
    };
    out.set(&top, color, &bottom);
}
