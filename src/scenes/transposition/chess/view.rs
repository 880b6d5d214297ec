//! 체스 판 그리기: 칸 (마지막 수, 고른 칸, 체크, AI가 앞세운 수의 색), 갈 수 있는 칸의 점, 좌표,
//! 기물 (방금 둔 것은 `motion`이 미끄러뜨린다), 승격 고르기.
//!
//! 기물은 글꼴(DejaVu Sans)의 체스 글자로 그린다: 속이 찬 글자를 색으로 칠하고, 같은 자리에 테두리
//! 글자를 겹쳐 윤곽을 낸다. 진짜 그림이 생기면 [`spawn_board`]의 `PieceGlyph` 두 겹을 그림 한 장으로
//! 바꾸면 된다.

use bevy::prelude::*;
use gameai::games::chess::{Piece, Square};

use super::fit::ChessFit;
use super::motion::Slide;
use super::pieces::glyph;
use super::{ChessMatch, ChessThink};
use crate::AppSet;
use crate::anim::ReduceMotion;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::review::Review;
use crate::scenes::transposition::ai::ai_line;
use crate::scenes::transposition::state::TransMode;
use crate::scenes::transposition::state::TransSettings;
use crate::theme::art::Art;
use crate::theme::{palette, vision};
use crate::think::Thinker;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Chess), spawn_board);
    app.add_systems(
        Update,
        (place_board, super::motion::start_slide, draw_pieces)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
}

/// 칸.
#[derive(Component)]
struct SquareSprite(Square);

/// 갈 수 있는 칸의 점.
#[derive(Component)]
struct TargetDot(Square);

/// 기물 글자 (칸, 겹: 0 = 속, 1 = 윤곽).
#[derive(Component)]
struct PieceGlyph(Square, u8);

/// 좌표 글자 (열이면 true, 번호).
#[derive(Component)]
struct CoordLabel(bool, u8);

/// 승격 고르기 (칸, 겹).
#[derive(Component)]
struct PromotionChoice(usize, u8);

fn spawn_board(mut commands: Commands, art: Res<Art>) {
    let scoped = DespawnOnExit(TransMode::Chess);
    for sq in Square::ALL {
        commands.spawn((
            SquareSprite(sq),
            Sprite::from_color(palette::SQUARE_LIGHT, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            TargetDot(sq),
            Sprite {
                image: art.disc.clone(),
                color: Color::NONE,
                ..default()
            },
            Transform::default(),
            scoped.clone(),
        ));
        for layer in 0..2 {
            commands.spawn((
                PieceGlyph(sq, layer),
                Label2d::default(),
                LabelFont::text(30.0),
                LabelColor(Color::NONE),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
    for k in 0..8 {
        for file in [true, false] {
            let text = if file {
                char::from(b'a' + k).to_string()
            } else {
                (k + 1).to_string()
            };
            commands.spawn((
                CoordLabel(file, k),
                Label2d::new(text),
                LabelFont::text(MIN_TEXT),
                LabelColor(palette::TEXT_DIM),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
    for i in 0..4 {
        commands.spawn((
            PromotionChoice(i, 0),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            Visibility::Hidden,
            scoped.clone(),
        ));
        for layer in 1..3 {
            commands.spawn((
                PromotionChoice(i, layer),
                Label2d::default(),
                LabelFont::text(30.0),
                LabelColor(Color::NONE),
                Transform::default(),
                Visibility::Hidden,
                scoped.clone(),
            ));
        }
    }
}

/// 칸들의 자리와 색 (마지막 수, 고른 칸, 체크, AI가 앞세운 수), 갈 수 있는 칸의 점, 좌표.
fn place_board(
    mut glow: crate::hud::Pulse,
    m: Res<ChessMatch>,
    layout: Res<ScreenLayout>,
    (thinker, review): (
        Option<Res<Thinker<ChessThink>>>,
        Option<Res<Review<ChessMatch>>>,
    ),
    settings: Res<TransSettings>,
    mut strokes: ResMut<Strokes>,
    mut q: ParamSet<(
        Query<(&SquareSprite, &mut Sprite, &mut Transform)>,
        Query<(&TargetDot, &mut Sprite, &mut Transform)>,
        Query<(&CoordLabel, &mut Transform, &mut LabelFont)>,
    )>,
) {
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    if settings.show_line {
        draw_line(&m, thinker.as_deref(), &fit, &mut strokes);
    }
    if let Some(review) = review.as_deref() {
        super::review::draw_better(&m, review, &fit, &mut strokes);
    }
    let b = m.game.board();
    let last = m.game.last_move();
    // 마지막 수는 색만이 아니라 모양으로도: 두 칸의 안쪽 테두리 (색을 구별하지 못해도 보인다).
    if let Some(mv) = last {
        for sq in [mv.from, mv.to] {
            strokes.rect(fit.at(sq), Vec2::splat(fit.cell * 0.86), palette::GOLD);
        }
    }
    let check = b.in_check().then(|| b.king_square(b.side_to_move()));
    // 장군도 모양으로: 킹 둘레의 고리 (빨강 칸은 적색맹에게 어두운 칸과 같아 보인다). 고리의 색은
    // 칸 위에서 대비가 큰 쪽.
    if let Some(k) = check {
        let base = square_color(k);
        strokes.circle(fit.at(k), fit.cell * 0.44, vision::text_on(base));
    }
    let lead = thinker
        .and_then(|t| t.snapshot())
        .and_then(|s| s.done.last().and_then(|r| r.best))
        .filter(|_| m.seat.pending.is_some());
    let pulse = glow.at(6.0);
    for (s, mut sprite, mut tf) in &mut q.p0() {
        tf.translation = fit.at(s.0).extend(-1.0);
        sprite.custom_size = Some(Vec2::splat(fit.cell));
        let base = square_color(s.0);
        let sq = Some(s.0);
        sprite.color = if sq == check {
            base.mix(&palette::BAD, 0.55 + 0.25 * pulse)
        } else if sq == m.selected {
            base.mix(&palette::BLUE, 0.6)
        } else if lead.is_some_and(|mv| mv.from == s.0 || mv.to == s.0) {
            base.mix(&palette::GOLD, 0.35 + 0.35 * pulse)
        } else if last.is_some_and(|mv| mv.from == s.0 || mv.to == s.0) {
            base.mix(&palette::GOLD, 0.35)
        } else {
            base
        };
    }
    let targets = m.selected.map_or(0, |s| m.targets(s));
    for (d, mut sprite, mut tf) in &mut q.p1() {
        tf.translation = fit.at(d.0).extend(0.5);
        let capture = b.piece_on(d.0).is_some();
        sprite.custom_size = Some(Vec2::splat(fit.cell * if capture { 0.9 } else { 0.32 }));
        sprite.color = if targets & d.0.bb() != 0 {
            palette::BLUE.with_alpha(if capture { 0.35 } else { 0.7 })
        } else {
            Color::NONE
        };
    }
    for (c, mut tf, mut font) in &mut q.p2() {
        font.size = (fit.cell * 0.3).clamp(MIN_TEXT, 14.0);
        let k = if fit.flipped { 7 - c.1 } else { c.1 };
        let along = (f32::from(k) + 0.5) * fit.cell;
        tf.translation = if c.0 {
            Vec3::new(fit.origin.x + along, fit.origin.y - fit.cell * 0.22, 3.0)
        } else {
            Vec3::new(fit.origin.x - fit.cell * 0.22, fit.origin.y + along, 3.0)
        };
    }
}

/// 기물 한 겹의 글자와 색: 겹 0은 속이 찬 글자를 편의 색으로, 겹 1은 테두리 글자를 윤곽 색으로.
/// 칸의 바탕색 (a1은 어두운 칸).
pub(crate) fn square_color(sq: Square) -> Color {
    if (sq.file() + sq.rank()).is_multiple_of(2) {
        palette::SQUARE_DARK
    } else {
        palette::SQUARE_LIGHT
    }
}

/// 기물 글자와 승격 고르기.
fn draw_pieces(
    m: Res<ChessMatch>,
    layout: Res<ScreenLayout>,
    slide: Res<Slide>,
    time: Res<Time>,
    reduce: Res<ReduceMotion>,
    mut glyphs: Query<
        (
            &PieceGlyph,
            &mut Label2d,
            &mut LabelColor,
            &mut LabelFont,
            &mut Transform,
        ),
        Without<PromotionChoice>,
    >,
    mut choices: Query<
        (
            &PromotionChoice,
            Option<&mut Sprite>,
            Option<&mut Label2d>,
            Option<&mut LabelColor>,
            Option<&mut LabelFont>,
            &mut Transform,
            &mut Visibility,
        ),
        Without<PieceGlyph>,
    >,
) {
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let b = m.game.board();
    let size = fit.cell * 0.82;
    // 글은 egui가 모든 그림(스프라이트) 위에 그린다 (`hud::label`). 그래서 승격할 말을 고르는 칸들이
    // 덮는 자리의 말은 숨긴다: 아니면 고르는 칸의 글자와 겹쳐 보인다.
    let covered: Vec<Vec2> = m
        .promotion
        .map(|(_, to)| (0..4).map(|i| fit.promotion_at(to, i)).collect())
        .unwrap_or_default();
    // 방금 둔 기물은 떠난 칸에서 미끄러져 온다 (`motion`).
    let sliding = slide.at(&fit, time.elapsed_secs(), *reduce);
    for (g, mut text, mut color, mut font, mut tf) in &mut glyphs {
        font.size = size;
        let dragging = m.drag.filter(|_| m.selected == Some(g.0));
        let slid = sliding.filter(|s| s.0 == g.0).map(|s| s.1);
        let at = dragging.or(slid).unwrap_or_else(|| fit.at(g.0));
        tf.translation =
            at.extend(if dragging.is_some() { 6.0 } else { 2.0 } + f32::from(g.1) * 0.1);
        let (s, c) = b
            .piece_on(g.0)
            .map_or((' ', Color::NONE), |(side, p)| glyph(side, p, g.1));
        if !text.0.starts_with(s) {
            text.0 = s.to_string();
        }
        let under_choice = covered.iter().any(|p| p.distance(at) < fit.cell * 0.5);
        color.0 = if under_choice { Color::NONE } else { c };
    }
    let promo = m.promotion;
    for (ch, sprite, text, color, font, mut tf, mut vis) in &mut choices {
        let Some((_, to)) = promo else {
            *vis = Visibility::Hidden;
            continue;
        };
        *vis = Visibility::Inherited;
        let at = fit.promotion_at(to, ch.0);
        tf.translation = at.extend(8.0 + f32::from(ch.1) * 0.1);
        if let Some(mut s) = sprite {
            s.custom_size = Some(Vec2::splat(fit.cell * 0.98));
            s.color = palette::SURFACE_HIGH.mix(&palette::GOLD, 0.2);
        }
        if let (Some(mut text), Some(mut color), Some(mut font)) = (text, color, font) {
            font.size = size;
            // 겹 1은 속, 2는 윤곽 (0은 바탕 칸).
            let (s, c) = glyph(m.human, Piece::PROMOTIONS[ch.0], ch.1 - 1);
            if !text.0.starts_with(s) {
                text.0 = s.to_string();
            }
            color.0 = c;
        }
    }
}

/// 판에 그리는 수순의 길이 (화살표 수).
const LINE_SHOWN: usize = 4;

/// AI의 수순을 화살표로 ([`Strokes`]: egui가 판 위에 그린다): AI의 수는 금색, 사람에게 예상한 수는
/// 파랑, 뒤의 수일수록 흐리게. 화살표 가운데에 차례를 적는다. (시스템 하나를 더 두지 않고
/// `place_board`가 부른다: 시스템마다 웹 빌드가 커진다.)
fn draw_line(
    m: &ChessMatch,
    thinker: Option<&Thinker<ChessThink>>,
    fit: &ChessFit,
    strokes: &mut Strokes,
) {
    let mut mover = m.game.board().side_to_move();
    for (i, mv) in ai_line(m, thinker).into_iter().take(LINE_SHOWN).enumerate() {
        let (a, b) = (fit.at(mv.from), fit.at(mv.to));
        // 끝은 칸 가운데보다 조금 앞에서 멈춘다 (기물 글자를 다 덮지 않게).
        let b = b + (a - b).normalize_or_zero() * fit.cell * 0.2;
        let base = if mover == m.human {
            palette::BLUE
        } else {
            palette::GOLD
        };
        let color = base.with_alpha(0.85 - 0.15 * i as f32);
        let width = (fit.cell * 0.12).max(3.0);
        strokes.wide_arrow(a, b, fit.cell * 0.3, width, color);
        let mid = a.lerp(b, 0.5);
        let size = (fit.cell * 0.3).max(MIN_TEXT);
        strokes.disc(mid, size * 0.7, palette::BACKGROUND.with_alpha(0.8));
        strokes.number(mid, i as u32 + 1, size, base);
        mover = mover.other();
    }
}
