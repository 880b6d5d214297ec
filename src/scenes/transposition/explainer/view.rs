//! 설명 그림: 작은 판 둘 (칸, 돌, 제목), 열쇠 비트의 줄 (지금 열쇠 ⊕ 돌의 수 ⊕ 차례의 수 = 새
//! 열쇠), 전치표의 16칸. 엔티티는 들어올 때 한 번 만들고, 매 프레임 상태에 맞춰 색과 글만 바꾼다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::search::SearchGame;

use super::layout::BitGrid;
use super::layout::{ExplainLayout, mini_center};
use super::{Explainer, MOVE_TIME, REVEAL_AT, SHOWN_BITS, Step};
use crate::AppSet;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::scenes::transposition::state::{TransMode, TransSettings};
use crate::theme::palette;

/// 작은 판의 칸.
#[derive(Component)]
struct MiniCell(usize, u8);

/// 작은 판의 글자 (번호나 X/O).
#[derive(Component)]
struct MiniLabel(usize, u8);

/// 작은 판의 제목.
#[derive(Component)]
struct MiniTitle(usize);

/// 비트 한 칸: (줄, 비트 번호: 높은 쪽부터 0).
#[derive(Component)]
struct BitCell(usize, u32);

#[derive(Component)]
struct BitText(usize, u32);

/// 줄 이름.
#[derive(Component)]
struct RowLabel(usize);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Explain), spawn);
    app.add_systems(
        Update,
        (draw_boards, draw_bits)
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Explain).and_then(resource_exists::<Explainer>)),
    );
}

fn spawn(mut commands: Commands) {
    let scoped = DespawnOnExit(TransMode::Explain);
    for b in 0..2 {
        commands.spawn((
            MiniTitle(b),
            Label2d::default(),
            LabelFont::text(15.0),
            LabelColor(palette::TEXT),
            Transform::default(),
            scoped.clone(),
        ));
        for c in 0..9 {
            commands.spawn((
                MiniCell(b, c),
                Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
                Transform::default(),
                scoped.clone(),
            ));
            commands.spawn((
                MiniLabel(b, c),
                Label2d::default(),
                LabelFont::text(14.0),
                LabelColor(palette::TEXT_DIM),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
    for row in 0..4 {
        commands.spawn((
            RowLabel(row),
            Label2d::default(),
            LabelFont::text(13.0),
            LabelColor(palette::TEXT_DIM),
            bevy::sprite::Anchor::CENTER_RIGHT,
            Transform::default(),
            scoped.clone(),
        ));
        for bit in 0..SHOWN_BITS {
            commands.spawn((
                BitCell(row, bit),
                Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
                Transform::default(),
                scoped.clone(),
            ));
            commands.spawn((
                BitText(row, bit),
                Label2d::default(),
                LabelFont::text(14.0),
                LabelColor(palette::TEXT),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
}

fn draw_boards(
    mut glow: crate::hud::Pulse,
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    mut cells: Query<
        (&MiniCell, &mut Sprite, &mut Transform),
        (Without<MiniLabel>, Without<MiniTitle>),
    >,
    mut labels: Query<
        (
            &MiniLabel,
            &mut Label2d,
            &mut LabelColor,
            &mut LabelFont,
            &mut Transform,
        ),
        (Without<MiniCell>, Without<MiniTitle>),
    >,
    mut titles: Query<
        (&MiniTitle, &mut Label2d, &mut LabelFont, &mut Transform),
        (Without<MiniCell>, Without<MiniLabel>),
    >,
) {
    let l = ExplainLayout::compute(layout.board, layout.portrait);
    let pulse = glow.at(7.0);
    let current = ex.current_move();
    for (c, mut sprite, mut tf) in &mut cells {
        let r = l.boards[c.0];
        tf.translation = mini_center(r, c.1).extend(0.0);
        sprite.custom_size = Some(Vec2::splat(r.width() / 3.0 * 0.92));
        let hot = current.is_some_and(|(path, cell, _)| path == c.0 && cell == c.1);
        sprite.color = if hot {
            palette::SURFACE_HIGH.mix(&palette::GOLD, 0.3 + 0.5 * pulse)
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (lb, mut text, mut color, mut font, mut tf) in &mut labels {
        let r = l.boards[lb.0];
        tf.translation = mini_center(r, lb.1).extend(2.0);
        let (s, col, size) = match ex.boards[lb.0].at(lb.1) {
            Some(Player::First) => (
                "X".to_owned(),
                palette::BAD,
                (r.width() / 3.0 * 0.55).max(MIN_TEXT),
            ),
            Some(Player::Second) => (
                "O".to_owned(),
                palette::BLUE,
                (r.width() / 3.0 * 0.55).max(MIN_TEXT),
            ),
            None => (
                (lb.1 + 1).to_string(),
                palette::TEXT_DIM,
                (r.width() / 3.0 * 0.28).clamp(MIN_TEXT, 18.0),
            ),
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = col;
        font.size = size;
    }
    for (t, mut text, mut font, mut tf) in &mut titles {
        let r = l.boards[t.0];
        let p = ex.paths[t.0];
        let mark = if t.0 == 0 { '①' } else { '②' };
        let s = format!("{mark} X→{} O→{} X→{}", p[0] + 1, p[1] + 1, p[2] + 1);
        if text.0 != s {
            text.0 = s;
        }
        let size = if layout.portrait {
            l.font * 0.72
        } else {
            l.font * 0.9
        }
        .max(MIN_TEXT);
        font.size = size;
        tf.translation = Vec3::new(r.center().x, r.max.y + size, 3.0);
    }
}

/// 열쇠 비트 네 줄. 새 열쇠의 비트는 왼쪽부터 차례로 뒤집히며 나타나고, 바뀐 비트는 금색이다.
fn draw_bits(
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    settings: Res<TransSettings>,
    locale: Res<crate::i18n::Locale>,
    mut cells: Query<(&BitCell, &mut Sprite, &mut Transform, &mut Visibility), Without<BitText>>,
    mut texts: Query<
        (
            &BitText,
            &mut Label2d,
            &mut LabelColor,
            &mut LabelFont,
            &mut Transform,
            &mut Visibility,
        ),
        (Without<BitCell>, Without<RowLabel>),
    >,
    mut labels: Query<
        (&RowLabel, &mut Label2d, &mut LabelFont, &mut Transform),
        (Without<BitCell>, Without<BitText>),
    >,
) {
    use crate::i18n::S;
    let l = ExplainLayout::compute(layout.board, layout.portrait);
    // 세로 화면: 이름표를 줄 위에 따로 두어 비트가 폭을 다 쓴다 (칸이 커야 숫자가 읽힌다).
    let stacked = layout.portrait;
    let BitGrid { cell, label_h } = l.bit_grid(stacked);
    let x0 = l.bits.max.x - cell * SHOWN_BITS as f32;
    let pitch = cell * 1.15 + label_h;
    let row_y = |row: usize| l.bits.max.y - label_h - pitch * row as f32 - cell * 1.15 * 0.5;
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    // 지금 두는 수의 진행 (0..1 = 한 수의 시간).
    let (rows, t) = match (ex.rows(), ex.step) {
        (Some(r), Step::Move { start, .. }) => {
            (Some(r), ((now - start) * speed / MOVE_TIME).max(0.0))
        }
        _ => (None, 1.0),
    };
    // 수를 두는 단계가 아니면 끝난 수순의 열쇠만: 첫 수순 뒤에는 ①, 둘째 도착부터는 ①과 ②를
    // 위아래로 (비트가 한 자리도 다르지 않음을 눈으로 맞춰 보게).
    let (shown, names): ([Option<u64>; 4], [S; 4]) = match rows {
        Some(r) => (
            [Some(r[0]), Some(r[1]), Some(r[2]), Some(r[3])],
            [S::TtKeyNow, S::TtPiece, S::TtSide, S::TtNewKey],
        ),
        None => {
            let one = Some(ex.boards[0].key());
            let two = match ex.step {
                Step::Store { .. } => None,
                _ => Some(ex.boards[1].key()),
            };
            (
                [one, two, None, None],
                [S::TtKeyOne, S::TtKeyTwo, S::TtSide, S::TtNewKey],
            )
        }
    };
    for (c, mut sprite, mut tf, mut vis) in &mut cells {
        let x = x0 + cell * (c.1 as f32 + 0.5);
        tf.translation = Vec3::new(x, row_y(c.0), 0.0);
        let reveal = REVEAL_AT + 0.04 * c.1 as f32;
        let flip = if c.0 == 3 && rows.is_some() {
            // 뒤집히는 동안 가로로 접혔다 펴진다.
            let u = ((t * MOVE_TIME - reveal) / 0.25).clamp(0.0, 1.0);
            (u * std::f32::consts::PI).cos().abs().max(0.05)
        } else {
            1.0
        };
        sprite.custom_size = Some(Vec2::new(cell * 0.9 * flip, cell * 0.9));
        let Some(key) = shown[c.0] else {
            *vis = Visibility::Hidden;
            continue;
        };
        *vis = Visibility::Inherited;
        let bit = SHOWN_BITS - 1 - c.1;
        let on = key >> bit & 1 == 1;
        let changed = c.0 == 3 && rows.is_some_and(|r| (r[0] ^ r[3]) >> bit & 1 == 1);
        let visible = c.0 != 3 || t * MOVE_TIME >= reveal + 0.12;
        sprite.color = if !visible {
            palette::SURFACE
        } else if changed {
            palette::GOLD.with_alpha(0.85)
        } else if on {
            palette::LINE
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (c, mut text, mut color, mut font, mut tf, mut vis) in &mut texts {
        let x = x0 + cell * (c.1 as f32 + 0.5);
        tf.translation = Vec3::new(x, row_y(c.0), 2.0);
        font.size = (cell * 0.55).clamp(MIN_TEXT, 22.0);
        let Some(key) = shown[c.0] else {
            *vis = Visibility::Hidden;
            continue;
        };
        let bit = SHOWN_BITS - 1 - c.1;
        let visible = c.0 != 3 || t * MOVE_TIME >= REVEAL_AT + 0.04 * c.1 as f32 + 0.12;
        // 칸이 12 px 숫자보다 작으면 (가로로 누운 휴대폰) 숫자를 감추고 칸의 밝기로만 보인다.
        *vis = if visible && cell >= MIN_TEXT + 4.0 {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        let s = if key >> bit & 1 == 1 { "1" } else { "0" };
        if text.0 != s {
            text.0 = s.to_owned();
        }
        color.0 = if c.0 == 3 {
            palette::BACKGROUND
        } else {
            palette::TEXT
        };
        if c.0 == 3 && rows.is_none_or(|r| (r[0] ^ r[3]) >> bit & 1 == 0) {
            color.0 = palette::TEXT;
        }
    }
    for (r, mut text, mut font, mut tf) in &mut labels {
        let s = if shown[r.0].is_some() {
            locale.t(names[r.0]).to_owned()
        } else {
            String::new()
        };
        if text.0 != s {
            text.0 = s;
        }
        font.size = (l.font * 0.85).max(MIN_TEXT);
        tf.translation = if stacked {
            Vec3::new(l.bits.max.x, row_y(r.0) + cell * 0.6 + label_h / 2.0, 2.0)
        } else {
            Vec3::new(x0 - 8.0, row_y(r.0), 2.0)
        };
    }
}
