//! 나무 위의 작은 판: 고른 노드 (없으면 지금 노드)의 국면. 틱택토는 X와 O, 오목은 돌이 놓인 둘레만
//! (15×15를 다 그리면 휴대폰에서 점이 된다), 체스는 64칸과 기물 글자. 그 노드로 들어온 수에는 테두리.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::chess::Square;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::search::Via;

use super::position::{LessonMove, Position};
use super::view::{label, split};
use super::{SearchLesson, rows::focus};
use crate::AppSet;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::scenes::transposition::chess::pieces::piece_char;
use crate::scenes::transposition::state::TransMode;
use crate::theme::palette;

/// 작은 판의 글 하나 (틱택토의 칸 0‥8, 체스의 칸 0‥63).
#[derive(Component)]
struct MarkLabel(u8);

/// 오목에서 보이는 둘레의 가장 작은 한 변 (점의 수).
const GOMOKU_MIN_SPAN: u8 = 7;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Tree), spawn);
    app.add_systems(
        Update,
        draw.in_set(AppSet::Hud)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
}

fn spawn(mut commands: Commands) {
    for c in 0..64u8 {
        commands.spawn((MarkLabel(c), label(20.0, palette::TEXT)));
    }
}

fn draw(
    lesson: Res<SearchLesson>,
    layout: Res<ScreenLayout>,
    mut strokes: ResMut<Strokes>,
    mut marks: Query<(
        &MarkLabel,
        &mut Label2d,
        &mut LabelColor,
        &mut LabelFont,
        &mut Transform,
        &mut Visibility,
    )>,
) {
    let (rect, _) = split(layout.board);
    let line = lesson
        .selected
        .or_else(|| focus(&lesson.tree, &lesson.events))
        .map(|id| lesson.tree.line(id))
        .unwrap_or_default();
    let last = line.iter().rev().find_map(|v| match v {
        Via::Move(m) => Some(*m),
        _ => None,
    });
    let shown = lesson.root.after(&line);
    // 칸 번호 → (가운데, 글, 색, 크기); 없는 칸의 글은 숨긴다.
    let mut texts: Vec<Option<(Vec2, String, Color, f32)>> = vec![None; 64];
    match &shown {
        Position::Ttt(g) => {
            let cell = rect.width() / 3.0;
            for i in 1..3 {
                let x = rect.min.x + cell * i as f32;
                let y = rect.min.y + cell * i as f32;
                strokes.line(
                    Vec2::new(x, rect.min.y),
                    Vec2::new(x, rect.max.y),
                    palette::LINE,
                );
                strokes.line(
                    Vec2::new(rect.min.x, y),
                    Vec2::new(rect.max.x, y),
                    palette::LINE,
                );
            }
            for c in 0..9u8 {
                let center = Vec2::new(
                    rect.min.x + cell * (f32::from(c % 3) + 0.5),
                    rect.max.y - cell * (f32::from(c / 3) + 0.5),
                );
                if last == Some(LessonMove::Cell(c)) {
                    strokes.rect(center, Vec2::splat(cell * 0.9), palette::GOLD);
                }
                let mark = match g.at(c) {
                    Some(Player::First) => "X",
                    Some(Player::Second) => "O",
                    None => continue,
                };
                texts[usize::from(c)] = Some((
                    center,
                    mark.into(),
                    palette::TEXT,
                    (cell * 0.55).max(MIN_TEXT),
                ));
            }
        }
        Position::Gomoku(g) => draw_gomoku(g, rect, last, &mut strokes),
        Position::Chess(g) => {
            let cell = rect.width() / 8.0;
            let board = g.board();
            for sq in (0..64u8).map(|i| Square::at(i % 8, i / 8)) {
                let (file, rank) = (sq.file(), sq.rank());
                let center = Vec2::new(
                    rect.min.x + cell * (f32::from(file) + 0.5),
                    rect.min.y + cell * (f32::from(rank) + 0.5),
                );
                let dark = (file + rank) % 2 == 0;
                strokes.fill(
                    center,
                    Vec2::splat(cell),
                    if dark {
                        palette::SQUARE_DARK
                    } else {
                        palette::SQUARE_LIGHT
                    },
                );
                if let Some(LessonMove::Chess(m)) = last
                    && (m.from == sq || m.to == sq)
                {
                    strokes.rect(center, Vec2::splat(cell * 0.92), palette::GOLD);
                }
                if let Some((side, piece)) = board.piece_on(sq) {
                    let glyph = piece_char(side, piece).to_string();
                    texts[sq.index()] = Some((center, glyph, palette::PIECE_BLACK, cell * 0.82));
                }
            }
        }
    }
    for (MarkLabel(c), mut text, mut color, mut font, mut tf, mut vis) in &mut marks {
        let Some((center, t, col, size)) = &texts[usize::from(*c)] else {
            *vis = Visibility::Hidden;
            continue;
        };
        if text.0 != *t {
            text.0.clone_from(t);
        }
        color.0 = *col;
        font.size = size.max(MIN_TEXT);
        tf.translation = center.extend(4.0);
        *vis = Visibility::Inherited;
    }
}

/// 오목: 돌이 놓인 둘레 (두 점 더, 한 변 적어도 [`GOMOKU_MIN_SPAN`])만 그린다.
fn draw_gomoku(g: &Gomoku, rect: Rect, last: Option<LessonMove>, strokes: &mut Strokes) {
    let n = g.size();
    let stones: Vec<(u8, u8, Player)> = (0..u16::from(n) * u16::from(n))
        .filter_map(|i| {
            g.at(GMove(i))
                .map(|p| ((i % u16::from(n)) as u8, (i / u16::from(n)) as u8, p))
        })
        .collect();
    let (mut lo, mut hi) = ((n / 2, n / 2), (n / 2, n / 2));
    for &(c, r, _) in &stones {
        lo = (lo.0.min(c), lo.1.min(r));
        hi = (hi.0.max(c), hi.1.max(r));
    }
    let span = (hi.0 - lo.0).max(hi.1 - lo.1) + 5;
    let span = span.clamp(GOMOKU_MIN_SPAN, n);
    let mid = ((lo.0 + hi.0) / 2, (lo.1 + hi.1) / 2);
    let start = |m: u8| m.saturating_sub(span / 2).min(n - span);
    let (c0, r0) = (start(mid.0), start(mid.1));
    let step = rect.width() / f32::from(span);
    let at = |c: u8, r: u8| {
        Vec2::new(
            rect.min.x + step * (f32::from(c - c0) + 0.5),
            rect.min.y + step * (f32::from(r - r0) + 0.5),
        )
    };
    strokes.fill(rect.center(), rect.size(), palette::WOOD);
    for i in 0..span {
        strokes.line(
            at(c0 + i, r0),
            at(c0 + i, r0 + span - 1),
            palette::WOOD_LINE,
        );
        strokes.line(
            at(c0, r0 + i),
            at(c0 + span - 1, r0 + i),
            palette::WOOD_LINE,
        );
    }
    for (c, r, p) in stones {
        if c < c0 || r < r0 || c >= c0 + span || r >= r0 + span {
            continue;
        }
        let color = match p {
            Player::First => palette::STONE_BLACK,
            Player::Second => palette::STONE_WHITE,
        };
        strokes.disc(at(c, r), step * 0.42, color);
        if last
            == Some(LessonMove::Stone(GMove(
                u16::from(r) * u16::from(n) + u16::from(c),
            )))
        {
            strokes.circle(at(c, r), step * 0.48, palette::GOLD);
        }
    }
}
