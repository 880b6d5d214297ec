//! 열쇠 판: 지금 국면의 64비트 폴리글롯 열쇠를 비트로 보여 주고, 수마다 그 수가 하는 XOR들
//! ([`gameai::games::chess::Board::key_steps`])을 하나씩 적용하며 바뀌는 비트를 뒤집는다. 다른
//! 수순으로 이미 온 국면이면 그 수순을 적는다.

use bevy::prelude::*;
use gameai::games::chess::{Color as Side, KeyPart, KeyStep, Piece, Square};

use super::ChessMatch;
use super::fit::ChessFit;
use super::notation::{numbered, side_name};
use super::pieces::piece_char;
use crate::AppSet;
use crate::hud::label::{Label2d, LabelBlock, LabelColor, LabelFont};
use crate::i18n::{Locale, S};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::scenes::transposition::state::TransMode;
use crate::theme::palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Chess), spawn_key_panel);
    app.add_systems(
        Update,
        draw_key
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
}

/// 열쇠 판의 비트 (0 = 가장 높은 비트).
#[derive(Component)]
struct KeyBit(u32);

/// 비트 칸의 숫자.
#[derive(Component)]
struct KeyBitText(u32);

/// 열쇠 판의 글 (0: 제목과 16진수, 1: 단계들, 2: 다른 수순).
#[derive(Component)]
struct KeyText(u8);

/// 열쇠 판의 비트 64개와 글 세 줄.
fn spawn_key_panel(mut commands: Commands) {
    let scoped = DespawnOnExit(TransMode::Chess);
    for bit in 0..64 {
        commands.spawn((
            KeyBit(bit),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            KeyBitText(bit),
            Label2d::default(),
            LabelFont::text(12.0),
            LabelColor(palette::TEXT),
            Transform::default(),
            scoped.clone(),
        ));
    }
    for k in 0..3 {
        commands.spawn((
            KeyText(k),
            Label2d::default(),
            if k == 0 {
                LabelFont::text(14.0)
            } else {
                LabelFont::text(13.0)
            },
            LabelColor(palette::TEXT),
            LabelBlock::default(),
            bevy::sprite::Anchor::TOP_LEFT,
            Transform::default(),
            scoped.clone(),
        ));
    }
}

/// 열쇠 한 단계의 이름 ("♞b8 나감", "차례 → 흑" …).
pub(super) fn step_label(step: &KeyStep, locale: &Locale) -> String {
    let piece = |c: Side, p: Piece, sq: Square| format!("{}{sq}", piece_char(c, p));
    let side = |c: Side| side_name(c, locale).to_owned();
    let rights = |c: gameai::games::chess::Castling| {
        let s: String = [('K', 1), ('Q', 2), ('k', 4), ('q', 8)]
            .iter()
            .filter(|&&(_, b)| c.has(b))
            .map(|&(ch, _)| ch)
            .collect();
        if s.is_empty() { "-".to_owned() } else { s }
    };
    let file = |f: u8| char::from(b'a' + f).to_string();
    match step.part {
        KeyPart::Out(c, p, sq) => locale.f(S::TtKeyOut, &[("p", &piece(c, p, sq))]),
        KeyPart::Captured(c, p, sq) => locale.f(S::TtKeyCaptured, &[("p", &piece(c, p, sq))]),
        KeyPart::In(c, p, sq) => locale.f(S::TtKeyIn, &[("p", &piece(c, p, sq))]),
        KeyPart::Castling(a, b) => {
            locale.f(S::TtKeyCastling, &[("a", &rights(a)), ("b", &rights(b))])
        }
        KeyPart::EnPassantOff(f) => locale.f(S::TtKeyEpOff, &[("f", &file(f))]),
        KeyPart::EnPassantOn(f) => locale.f(S::TtKeyEpOn, &[("f", &file(f))]),
        KeyPart::SideToMove(c) => locale.f(S::TtKeySide, &[("c", &side(c))]),
    }
}

/// 열쇠 판: 64비트 (지금 단계가 뒤집는 비트는 금색으로 접혔다 펴진다), 16진수, XOR 단계들, 다른 수순.
fn draw_key(
    mut m: ResMut<ChessMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut frames: crate::rest::Frames,
    locale: Res<Locale>,
    mut bits: Query<(&KeyBit, &mut Sprite, &mut Transform), Without<KeyBitText>>,
    mut digits: Query<
        (
            &KeyBitText,
            &mut Label2d,
            &mut LabelColor,
            &mut LabelFont,
            &mut Transform,
            &mut Visibility,
        ),
        (Without<KeyBit>, Without<KeyText>),
    >,
    mut texts: Query<
        (
            &KeyText,
            &mut Label2d,
            &mut LabelColor,
            &mut LabelFont,
            &mut Transform,
            &mut LabelBlock,
        ),
        (Without<KeyBit>, Without<KeyBitText>),
    >,
) {
    let now = time.elapsed_secs();
    if let Some(a) = m.anim.as_mut().filter(|a| a.start.is_none()) {
        a.start = Some(now);
    }
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let key_now = m.game.board().key();
    let (shown, current) = match &m.anim {
        Some(a) => a.at(now),
        None => (key_now, None),
    };
    // 비트가 뒤집히는 동안 그린다 (걸음마다 `KEY_STEP_TIME`).
    frames.want_if(current.is_some() || m.anim.as_ref().is_some_and(|a| a.start.is_none()));
    let flipping = current.map_or(0, |(i, _)| m.anim.as_ref().map_or(0, |a| a.steps[i].value));
    let t = current.map_or(1.0, |(_, t)| t);
    let (cols, rows) = fit.bits;
    let r = fit.key;
    let compact = fit.compact();
    // 제목과 16진수: 넓으면 한 줄, 좁으면 두 줄.
    let narrow = r.width() < 200.0;
    let text_h = if narrow { 46.0 } else { 22.0 };
    let grid_w = r.width();
    let cell = (grid_w / cols as f32).min(if compact { 16.0 } else { 24.0 });
    let grid_top = r.max.y - text_h - 4.0;
    let x0 = r.min.x + (grid_w - cell * cols as f32) / 2.0;
    let show_digits = cell * 0.55 >= MIN_TEXT;
    // 비트 `i`(0 = 가장 높은 비트) 칸의 가운데.
    let bit_at = |i: u32| {
        Vec2::new(
            x0 + cell * ((i % cols) as f32 + 0.5),
            grid_top - cell * 1.1 * ((i / cols) as f32 + 0.5),
        )
    };
    for (b, mut sprite, mut tf) in &mut bits {
        tf.translation = bit_at(b.0).extend(0.0);
        let bit = 63 - b.0;
        let on = shown >> bit & 1 == 1;
        let changing = flipping >> bit & 1 == 1;
        let squash = if changing {
            ((t * std::f32::consts::PI).cos().abs()).max(0.08)
        } else {
            1.0
        };
        sprite.custom_size = Some(Vec2::new(cell * 0.9 * squash, cell * 0.9));
        // 숫자가 안 보일 만큼 작으면 1을 밝은 칸으로 그려 0과 한눈에 갈리게 한다.
        sprite.color = if changing {
            palette::GOLD.with_alpha(0.9)
        } else if on && !show_digits {
            palette::TEXT_DIM
        } else if on {
            palette::LINE
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (b, mut text, mut color, mut font, mut tf, mut vis) in &mut digits {
        tf.translation = bit_at(b.0).extend(1.0);
        *vis = if show_digits {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        font.size = (cell * 0.55).clamp(MIN_TEXT, 14.0);
        let bit = 63 - b.0;
        let s = if shown >> bit & 1 == 1 { "1" } else { "0" };
        if text.0 != s {
            text.0 = s.to_owned();
        }
        color.0 = if flipping >> bit & 1 == 1 {
            palette::BACKGROUND
        } else {
            palette::TEXT
        };
    }
    let grid_bottom = grid_top - cell * 1.1 * rows as f32;
    let steps: Vec<String> = m
        .anim
        .as_ref()
        .map(|a| a.steps.iter().map(|s| step_label(s, &locale)).collect())
        .unwrap_or_default();
    for (k, mut text, mut color, mut font, mut tf, mut bounds) in &mut texts {
        bounds.wrap = Some(r.width());
        let (s, c, y, size) = match k.0 {
            0 => (
                {
                    let hex = gameai::zobrist::hex_key(shown);
                    if narrow {
                        // 좁으면 제목 한 줄, 16진수 네 묶음을 둘씩 두 줄로 (묶음이 갈라지지 않게).
                        let (a, b) = hex.split_at(9);
                        format!("{}\n{}\n{}", locale.t(S::ChessKeyTitle), a.trim(), b.trim())
                    } else {
                        format!("{}  {hex}", locale.t(S::ChessKeyTitle))
                    }
                },
                palette::TEXT,
                r.max.y,
                if compact { MIN_TEXT } else { 14.0 },
            ),
            1 => {
                let s = if compact {
                    // 좁은 화면: 지금 단계 한 줄.
                    match current {
                        Some((i, _)) => steps[i].clone(),
                        None if !steps.is_empty() => locale.t(S::TtKeyResult).to_owned(),
                        None => String::new(),
                    }
                } else {
                    let mut lines: Vec<String> = steps
                        .iter()
                        .enumerate()
                        .map(|(i, s)| {
                            let mark = match current {
                                Some((c, _)) if c == i => "▶ ",
                                Some((c, _)) if c < i => "   ",
                                _ => "✓ ",
                            };
                            format!("{mark}{s}")
                        })
                        .collect();
                    if !steps.is_empty() && current.is_none() {
                        lines.push(locale.t(S::TtKeyResult).to_owned());
                    }
                    lines.join("\n")
                };
                (
                    s,
                    palette::TEXT,
                    grid_bottom - 6.0,
                    if compact { MIN_TEXT } else { 13.0 },
                )
            }
            _ => {
                let s = m
                    .transposed
                    .as_ref()
                    .map(|line| {
                        let line = if line.is_empty() {
                            locale.t(S::ChessStartPosition).to_owned()
                        } else {
                            numbered(line)
                        };
                        locale.f(S::TtSameByOther, &[("line", &line)])
                    })
                    .unwrap_or_default();
                let y = if compact {
                    grid_bottom - 6.0 - 15.0 * if narrow { 3.0 } else { 1.0 }
                } else {
                    grid_bottom - 10.0 - 18.0 * (steps.len() as f32 + 1.5)
                };
                (s, palette::GOOD, y, if compact { MIN_TEXT } else { 13.0 })
            }
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = c;
        font.size = size;
        tf.translation = Vec3::new(r.min.x, y, 3.0);
    }
}

#[cfg(test)]
mod tests {
    use super::super::game::KEY_STEP_TIME;
    use super::*;

    #[test]
    fn key_animation_ends_on_the_new_key() {
        let mut m = ChessMatch::new(Side::White);
        let before = m.game.board().key();
        let mv = m.game.board().parse_uci("e2e4").unwrap();
        m.play(mv).unwrap();
        // 수를 두면 열쇠 애니메이션이 생긴다: 없으면 시험이 실패한다 (양쪽을 같게 만드는 대체값 없이).
        let mut a = m
            .anim
            .clone()
            .expect("a played move starts the key animation");
        assert!(
            !a.steps.is_empty(),
            "e2e4 flips at least the pawn and the side"
        );
        assert_eq!(a.before, before);
        a.start = Some(0.0);
        assert_eq!(a.at(0.0).0, before);
        let end = a.steps.len() as f32 * KEY_STEP_TIME + 0.01;
        assert_eq!(a.at(end), (m.game.board().key(), None));
    }
}
