//! 오목 판 그림: 나무 판과 줄, 좌표, 돌, 마지막 수 표시, 겨눈 점, 그리고 AI가 생각하는 동안 지금까지
//! 끝낸 깊이의 최선의 수(금색 점)와 수순(차례가 적힌 유령 돌). 이기면 다섯 돌이 금색으로 빛난다.

use bevy::prelude::*;
use gameai::eval::gomoku::marks::{Shape, threat_marks};
use gameai::games::Player;
use gameai::games::gomoku::GMove;

use super::fit::GomokuFit;
use super::review::draw_better;
use super::threat::ThreatNote;
use super::{GomokuMatch, GomokuThink, SIZE};
use crate::AppSet;
use crate::anim::drop_in;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::review::Review;
use crate::scenes::transposition::ai::ai_line;
use crate::scenes::transposition::state::TransMode;
use crate::scenes::transposition::state::TransSettings;
use crate::theme::art::Art;
use crate::theme::palette;
use crate::think::Thinker;

/// 교차점.
#[derive(Component)]
struct Point(GMove);

/// 돌.
#[derive(Component)]
struct StoneSprite(GMove);

/// 판 배경과 줄.
#[derive(Component)]
struct BoardPart;

/// 마지막 수 위의 작은 빨간 점.
#[derive(Component)]
struct LastMark;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Gomoku), spawn_board);
    app.add_systems(
        Update,
        (sync_stones, place_board)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
    );
}

fn spawn_board(mut commands: Commands, art: Res<Art>) {
    let scoped = DespawnOnExit(TransMode::Gomoku);
    commands.spawn((
        LastMark,
        Sprite {
            image: art.disc.clone(),
            color: palette::BAD,
            ..default()
        },
        Transform::default(),
        Visibility::Hidden,
        scoped.clone(),
    ));
    commands.spawn((
        BoardPart,
        Sprite::from_color(palette::WOOD, Vec2::ONE),
        Transform::from_xyz(0.0, 0.0, -1.0),
        scoped.clone(),
    ));
    for i in 0..u16::from(SIZE) * u16::from(SIZE) {
        commands.spawn((
            Point(GMove(i)),
            Sprite {
                image: art.disc.clone(),
                color: Color::NONE,
                ..default()
            },
            Transform::default(),
            scoped.clone(),
        ));
    }
    for k in 0..SIZE {
        // 가로줄과 세로줄 (칸 하나 두께의 스프라이트).
        commands.spawn((
            BoardLine(true, k),
            Sprite::from_color(palette::WOOD_LINE, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            BoardLine(false, k),
            Sprite::from_color(palette::WOOD_LINE, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            AxisLabel(true, k),
            Label2d::new(char::from(b'a' + k).to_string()),
            LabelFont::text(MIN_TEXT),
            LabelColor(palette::TEXT_DIM),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            AxisLabel(false, k),
            Label2d::new((k + 1).to_string()),
            LabelFont::text(MIN_TEXT),
            LabelColor(palette::TEXT_DIM),
            Transform::default(),
            scoped.clone(),
        ));
    }
}

/// 판의 줄 (가로이면 true, 몇 번째).
#[derive(Component)]
struct BoardLine(bool, u8);

/// 가장자리의 좌표 글자 (열이면 true).
#[derive(Component)]
struct AxisLabel(bool, u8);

/// 돌 엔티티를 국면에 맞춘다.
fn sync_stones(
    mut commands: Commands,
    m: Res<GomokuMatch>,
    art: Res<Art>,
    stones: Query<Entity, With<StoneSprite>>,
    time: Res<Time>,
    mut seen: Local<(Option<u64>, usize)>,
) {
    if seen.0 == Some(m.serial) && (m.history.is_empty() || !stones.is_empty()) {
        return;
    }
    // 꼭 한 수 늘었으면 그 돌은 내려앉는다 (되살리기·무르기·새 게임은 그대로 나타난다).
    let dropped = (seen.0.is_some() && m.history.len() == seen.1 + 1)
        .then(|| m.history.last().copied())
        .flatten();
    *seen = (Some(m.serial), m.history.len());
    for e in &stones {
        commands.entity(e).despawn();
    }
    for &mv in m.history.iter() {
        let color = match m.game.at(mv) {
            Some(Player::First) => palette::STONE_BLACK,
            _ => palette::STONE_WHITE,
        };
        let mut stone = commands.spawn((
            StoneSprite(mv),
            Sprite {
                image: art.disc.clone(),
                color,
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 2.0),
            DespawnOnExit(TransMode::Gomoku),
        ));
        if dropped == Some(mv) {
            stone.insert(drop_in(time.elapsed_secs()));
        }
    }
}

fn place_board(
    mut glow: crate::hud::Pulse,
    m: Res<GomokuMatch>,
    layout: Res<ScreenLayout>,
    (thinker, review): (
        Option<Res<Thinker<GomokuThink>>>,
        Option<Res<Review<GomokuMatch>>>,
    ),
    settings: Res<TransSettings>,
    mut strokes: ResMut<Strokes>,
    mut q: ParamSet<(
        Query<(&mut Sprite, &mut Transform), With<BoardPart>>,
        Query<(&BoardLine, &mut Sprite, &mut Transform)>,
        Query<(&StoneSprite, &mut Sprite, &mut Transform)>,
        Query<(&Point, &mut Sprite, &mut Transform)>,
        Query<(&AxisLabel, &mut Transform, &mut LabelFont)>,
        Query<(&mut Sprite, &mut Transform, &mut Visibility), With<LastMark>>,
    )>,
) {
    let fit = GomokuFit::compute(layout.board);
    if settings.show_line {
        draw_line(&m, thinker.as_deref(), &fit, &mut strokes);
    }
    if let Some(review) = review.as_deref() {
        draw_better(&m, review, &fit, &mut strokes);
    }
    let span = fit.step * f32::from(SIZE - 1);
    let center = fit.origin + Vec2::splat(span / 2.0);
    for (mut s, mut tf) in &mut q.p0() {
        s.custom_size = Some(Vec2::splat(span + fit.step));
        tf.translation = center.extend(-1.0);
    }
    for (l, mut s, mut tf) in &mut q.p1() {
        let k = f32::from(l.1) * fit.step;
        if l.0 {
            s.custom_size = Some(Vec2::new(span, 1.5));
            tf.translation = Vec3::new(center.x, fit.origin.y + k, -0.5);
        } else {
            s.custom_size = Some(Vec2::new(1.5, span));
            tf.translation = Vec3::new(fit.origin.x + k, center.y, -0.5);
        }
    }
    let winners = m.game.winning_line();
    let last = m.history.last().copied();
    let pulse = glow.at(6.0);
    for (st, mut s, mut tf) in &mut q.p2() {
        tf.translation = fit.at(&m.game, st.0).extend(2.0);
        let won = winners.contains(&st.0);
        s.custom_size = Some(Vec2::splat(
            fit.step * if won { 0.95 + 0.05 * pulse } else { 0.9 },
        ));
        let base = match m.game.at(st.0) {
            Some(Player::First) => palette::STONE_BLACK,
            _ => palette::STONE_WHITE,
        };
        s.color = if won {
            base.mix(&palette::GOLD, 0.5 + 0.3 * pulse)
        } else {
            base
        };
    }
    for (mut s, mut tf, mut vis) in &mut q.p5() {
        match last {
            Some(mv) if winners.is_empty() => {
                tf.translation = fit.at(&m.game, mv).extend(2.5);
                s.custom_size = Some(Vec2::splat(fit.step * 0.28));
                *vis = Visibility::Inherited;
            }
            _ => *vis = Visibility::Hidden,
        }
    }
    // 교차점 표시: 생각하는 동안 AI의 앞선 수(지금까지 끝낸 깊이의 최선)를 금색 점으로.
    let lead = thinker
        .and_then(|t| t.snapshot())
        .and_then(|s| s.done.last().and_then(|r| r.best))
        .filter(|_| m.seat.pending.is_some());
    // 겨눈 점은 사람 돌 색의 반투명 돌로.
    let aim = m.aim.filter(|_| m.human_to_move());
    let aim_color = match m.human {
        Player::First => palette::STONE_BLACK.with_alpha(0.7),
        Player::Second => palette::STONE_WHITE.with_alpha(0.65),
    };
    for (p, mut s, mut tf) in &mut q.p3() {
        tf.translation = fit.at(&m.game, p.0).extend(1.0);
        if Some(p.0) == aim {
            s.custom_size = Some(Vec2::splat(fit.step * 0.9));
            s.color = aim_color;
        } else {
            s.custom_size = Some(Vec2::splat(fit.step * 0.5));
            s.color = if Some(p.0) == lead {
                palette::GOLD.with_alpha(0.5 + 0.5 * pulse)
            } else {
                Color::NONE
            };
        }
    }
    for (a, mut tf, mut font) in &mut q.p4() {
        let k = f32::from(a.1) * fit.step;
        font.size = (fit.step * 0.45).clamp(MIN_TEXT, 14.0);
        tf.translation = if a.0 {
            Vec3::new(fit.origin.x + k, fit.origin.y - fit.step * 0.75, 3.0)
        } else {
            Vec3::new(fit.origin.x - fit.step * 0.8, fit.origin.y + k, 3.0)
        };
    }
}

/// 판에 그리는 수순의 길이.
const LINE_SHOWN: usize = 6;

/// AI의 수순을 차례가 적힌 유령 돌로 ([`Strokes`]: egui가 판 위에 그린다). 돌 색은 그 수를 둘 쪽.
/// (시스템 하나를 더 두지 않고 `place_board`가 부른다: 시스템마다 웹 빌드가 커진다.)
fn draw_line(
    m: &GomokuMatch,
    thinker: Option<&Thinker<GomokuThink>>,
    fit: &GomokuFit,
    strokes: &mut Strokes,
) {
    let mut mover = m.game.to_move();
    // 강제 승리의 수순이면 다섯까지 모두 (위협마다 답이 좁은 수순이라 길어도 읽힌다).
    let shown = if matches!(
        m.threat_note(),
        Some(ThreatNote::AiWins { .. } | ThreatNote::YouWin { .. })
    ) {
        usize::MAX
    } else {
        LINE_SHOWN
    };
    let line = ai_line(m, thinker);
    draw_threat_marks(m, &line, fit, strokes);
    for (i, mv) in line.into_iter().take(shown).enumerate() {
        let at = fit.at(&m.game, mv);
        let (stone, ink) = match mover {
            Player::First => (palette::STONE_BLACK, palette::STONE_WHITE),
            Player::Second => (palette::STONE_WHITE, palette::STONE_BLACK),
        };
        strokes.ghost_stone(
            at,
            fit.step * 0.42,
            stone.with_alpha(0.6),
            i as u32 + 1,
            ink,
        );
        mover = mover.other();
    }
}

/// 강제 승리의 수순이면 공격 쪽의 수마다 그 수가 만든 모양을 띠로: 넷과 다섯은 금색, 셋은 보라
/// ([`threat_marks`]). AI의 수순이면 AI가 방금 둔 첫 수의 모양도 (그 돌은 이미 판에 있다).
fn draw_threat_marks(m: &GomokuMatch, line: &[GMove], fit: &GomokuFit, strokes: &mut Strokes) {
    let (from, moves, attacker) = match m.threat_note() {
        Some(ThreatNote::AiWins { .. }) => {
            let Some(&played) = m.history.last() else {
                return;
            };
            let mut before = m.game.clone();
            before.unmake(played);
            let moves: Vec<GMove> = std::iter::once(played)
                .chain(line.iter().copied())
                .collect();
            (before, moves, m.human.other())
        }
        Some(ThreatNote::YouWin { .. }) => (m.game.clone(), line.to_vec(), m.human),
        _ => return,
    };
    for mark in threat_marks(&from, &moves, attacker) {
        let color = match mark.shape {
            Shape::Three => palette::VIOLET,
            Shape::Four | Shape::Five => palette::GOLD,
        };
        strokes.band(
            fit.at(&m.game, mark.from),
            fit.at(&m.game, mark.to),
            fit.step * 0.3,
            color.with_alpha(0.55),
        );
    }
}
