//! 설명의 전치표 (16칸): 칸마다 적힌 열쇠의 아래 비트, 깊이, 값, 최선의 수. 적는 칸과 찾은 칸이 빛난다.

use bevy::prelude::*;
use gameai::search::SearchGame;

use super::layout::ExplainLayout;
use super::{Explainer, Step, TABLE_BITS};
use crate::AppSet;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::scenes::transposition::state::TransMode;
use crate::theme::palette;

/// 표의 칸.
#[derive(Component)]
struct SlotBox(usize);

#[derive(Component)]
struct SlotText(usize);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Explain), spawn_slots);
    app.add_systems(
        Update,
        draw_table
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Explain).and_then(resource_exists::<Explainer>)),
    );
}

/// 표의 칸 엔티티들 (상자와 글).
fn spawn_slots(mut commands: Commands) {
    let scoped = DespawnOnExit(TransMode::Explain);
    for s in 0..(1usize << TABLE_BITS) {
        commands.spawn((
            SlotBox(s),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            SlotText(s),
            Label2d::default(),
            LabelFont::text(12.0),
            LabelColor(palette::TEXT_DIM),
            bevy::sprite::Anchor::CENTER_LEFT,
            Transform::default(),
            scoped.clone(),
        ));
    }
}

/// 표의 칸들: 칸 번호(아래 4비트)와 적힌 것. 둘째 도착에서 그 칸이 빛난다.
fn draw_table(
    mut glow: crate::hud::Pulse,
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    locale: Res<crate::i18n::Locale>,
    mut boxes: Query<(&SlotBox, &mut Sprite, &mut Transform), Without<SlotText>>,
    mut texts: Query<
        (
            &SlotText,
            &mut Label2d,
            &mut LabelColor,
            &mut LabelFont,
            &mut Transform,
        ),
        Without<SlotBox>,
    >,
) {
    use crate::i18n::S;
    let l = ExplainLayout::compute(layout.board, layout.portrait);
    let n = 1usize << TABLE_BITS;
    let (cols, rows) = if layout.portrait { (4, n / 4) } else { (1, n) };
    let cw = l.table.width() / cols as f32;
    let rh = l.table.height() / rows as f32;
    let center = |s: usize| {
        let (c, r) = (s / rows, s % rows);
        Vec2::new(
            l.table.min.x + cw * (c as f32 + 0.5),
            l.table.max.y - rh * (r as f32 + 0.5),
        )
    };
    let key = ex.boards[0].key();
    let slot = ex.table.slot_of(key);
    let stored = ex.table.lookup(key).is_some();
    let now = time.elapsed_secs();
    let arriving = matches!(ex.step, Step::Arrive { .. } | Step::Done { .. });
    let pulse = glow.at(6.0);
    for (b, mut sprite, mut tf) in &mut boxes {
        tf.translation = center(b.0).extend(0.0);
        sprite.custom_size = Some(Vec2::new(cw * 0.96, rh * 0.86));
        sprite.color = if b.0 == slot && stored && arriving {
            match ex.found {
                Some(true) => palette::GOOD.mix(&palette::SURFACE_HIGH, 0.5 * pulse),
                _ => palette::BAD.mix(&palette::SURFACE_HIGH, 0.6),
            }
        } else if b.0 == slot && stored {
            palette::GOLD.with_alpha(0.55)
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (t, mut text, mut color, mut font, mut tf) in &mut texts {
        tf.translation = (center(t.0) - Vec2::new(cw * 0.45, 0.0)).extend(2.0);
        font.size = (rh * 0.42).clamp(MIN_TEXT, 14.0);
        let index = format!("{:04b}", t.0);
        // 세로 화면의 칸은 좁으므로 칸 번호만 쓰고, 적힌 것은 칸의 색과 아래 설명 줄이 말한다.
        let s = if t.0 == slot && stored && !layout.portrait {
            let entry = match (arriving, ex.found, ex.nodes_first, ex.nodes_again, ex.step) {
                (true, Some(true), Some(_), _, _) => locale.t(S::TtSlotFound).to_owned(),
                (true, Some(false), _, Some(n), Step::Arrive { start: Some(s) }) => {
                    // 표가 꺼져 있으면 같은 일을 다시 한다: 셈이 올라간다.
                    let k = ((now - s) / 2.0).clamp(0.0, 1.0);
                    let k = (n as f32 * k) as u64;
                    locale.f(S::TtSlotAgain, &[("k", &k), ("n", &n)])
                }
                (true, Some(false), _, Some(n), _) => {
                    locale.f(S::TtSlotAgain, &[("k", &n), ("n", &n)])
                }
                (_, _, Some(n), _, _) => locale.f(S::TtSlotStored, &[("n", &n)]),
                _ => String::new(),
            };
            format!("{index}  {entry}")
        } else {
            index
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = if t.0 == slot && stored {
            palette::TEXT
        } else {
            palette::TEXT_DIM
        };
    }
}
