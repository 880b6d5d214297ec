//! 헥스·하바나 판 그림: 육각형 칸, 가장자리 표시, 돌, 그리고 AI가 생각하는 동안의 열 지도 (루트
//! 자식의 방문 수, 승률, 또는 RAVE 값으로 칸을 물들인다), 앞선 수의 고리, AI의 수순(번호 붙은 유령
//! 돌). 끝나면 이긴 돌들이 금색으로 빛난다.

use std::collections::HashMap;

use bevy::prelude::*;
use gameai::mcts::ChildStat;

use super::board::{BoardFit, BoardGame, board_area, player_color};
use super::compare::Compare;
use super::play::{AiSearch, Match};
use super::review::draw_better;
use super::state::{HeatView, MctsSettings, ThinkTrace, TracePoint};
use crate::AppSet;
use crate::hud::strokes::Strokes;
use crate::layout::{BoardShape, ScreenLayout};
use crate::probe::{AiProbe, BoardProbe, probe_in, screen_points};
use crate::review::Review;
use crate::theme::art::Art;
use crate::theme::palette;
use crate::think::Thinker;

/// 칸 (육각형).
#[derive(Component)]
pub(super) struct CellHex<G: BoardGame>(pub G::Move);

/// 돌.
#[derive(Component)]
pub(super) struct StoneDisc<G: BoardGame>(pub G::Move);

/// 가장자리 표시 (칸 뒤의 큰 육각형).
#[derive(Component)]
struct Rim<G: BoardGame>(G::Move);

/// 앞선 수의 고리.
#[derive(Component)]
struct LeadRing<G: BoardGame>(core::marker::PhantomData<G>);

pub(super) fn plugin<G: BoardGame>(app: &mut App) {
    let mode = G::MODE;
    probe_in(app, mode, probe::<G>);
    app.add_systems(
        Update,
        (rebuild::<G>, paint::<G>)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(mode).and_then(resource_exists::<Match<G>>)),
    );
}

/// 판이나 돌이 바뀌면 엔티티를 다시 만든다 (칸은 판 크기가 바뀔 때만).
fn rebuild<G: BoardGame>(
    mut commands: Commands,
    m: Res<Match<G>>,
    art: Res<Art>,
    cells: Query<Entity, Or<(With<CellHex<G>>, With<Rim<G>>, With<LeadRing<G>>)>>,
    stones: Query<Entity, With<StoneDisc<G>>>,
    time: Res<Time>,
    mut built: Local<(Option<u8>, Option<u64>, usize)>,
) {
    let size = m.game.board_size();
    let mode = G::MODE;
    if built.0 != Some(size) || cells.is_empty() {
        built.0 = Some(size);
        for e in &cells {
            commands.entity(e).despawn();
        }
        for (mv, side) in m.game.rim() {
            let color = match side {
                Some(p) => player_color(p).with_alpha(0.75),
                None if is_corner(&m.game, mv) => palette::GOLD.with_alpha(0.55),
                None => palette::TEXT_DIM.with_alpha(0.35),
            };
            commands.spawn((
                Rim::<G>(mv),
                Sprite {
                    image: art.hexagon.clone(),
                    color,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -0.5),
                DespawnOnExit(mode),
            ));
        }
        for mv in m.game.cells() {
            commands.spawn((
                CellHex::<G>(mv),
                Sprite {
                    image: art.hexagon.clone(),
                    color: palette::SURFACE_HIGH,
                    ..default()
                },
                Transform::default(),
                DespawnOnExit(mode),
            ));
        }
        commands.spawn((
            LeadRing::<G>(core::marker::PhantomData),
            Sprite {
                image: art.ring.clone(),
                color: palette::GOLD.with_alpha(0.0),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 3.0),
            DespawnOnExit(mode),
        ));
    }
    if built.1 != Some(m.serial) || stones.is_empty() {
        // 꼭 한 수 늘었으면 그 돌은 내려앉는다 (되살리기·무르기·새 게임은 그대로 나타난다).
        let dropped = (built.1.is_some() && m.history.len() == built.2 + 1)
            .then(|| m.history.last().copied())
            .flatten();
        built.1 = Some(m.serial);
        built.2 = m.history.len();
        for e in &stones {
            commands.entity(e).despawn();
        }
        for mv in m.game.cells() {
            if let Some(p) = m.game.stone(mv) {
                let mut stone = commands.spawn((
                    StoneDisc::<G>(mv),
                    Sprite {
                        image: art.disc.clone(),
                        color: player_color(p),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 2.0),
                    DespawnOnExit(mode),
                ));
                if dropped == Some(mv) {
                    stone.insert(crate::anim::drop_in(time.elapsed_secs()));
                }
            }
        }
    }
}

/// 하바나의 꼭짓점인가 (가장자리 색을 고르려고).
fn is_corner<G: BoardGame>(g: &G, mv: G::Move) -> bool {
    // 꼭짓점 칸은 판 위 이웃이 셋뿐이다: 중심에서 거리 1인 칸을 센다.
    let c = g.center(mv);
    g.cells()
        .iter()
        .filter(|&&o| (g.center(o).distance(c) - 1.0).abs() < 1e-3)
        .count()
        == 3
}

/// 칸마다 색을 정한다: 생각 중이면 루트 방문의 열 지도, 끝났으면 이긴 돌을 금색으로.
fn paint<G: BoardGame>(
    mut glow: crate::hud::Pulse,
    m: Res<Match<G>>,
    (thinker, review): (
        Option<Res<Thinker<AiSearch<G>>>>,
        Option<Res<Review<Match<G>>>>,
    ),
    compare: Option<Res<Compare<G>>>,
    settings: Res<MctsSettings>,
    layout: Res<ScreenLayout>,
    (mut strokes, mut trace, mut shape): (
        ResMut<Strokes>,
        Option<ResMut<ThinkTrace>>,
        ResMut<BoardShape>,
    ),
    mut cells: Query<
        (&CellHex<G>, &mut Sprite, &mut Transform, &mut Visibility),
        (Without<StoneDisc<G>>, Without<Rim<G>>, Without<LeadRing<G>>),
    >,
    mut stones: Query<
        (&StoneDisc<G>, &mut Sprite, &mut Transform, &mut Visibility),
        (Without<CellHex<G>>, Without<Rim<G>>, Without<LeadRing<G>>),
    >,
    mut rims: Query<
        (&Rim<G>, &mut Sprite, &mut Transform, &mut Visibility),
        (
            Without<CellHex<G>>,
            Without<StoneDisc<G>>,
            Without<LeadRing<G>>,
        ),
    >,
    mut ring: Query<
        (&mut Sprite, &mut Transform, &mut Visibility),
        (
            With<LeadRing<G>>,
            Without<CellHex<G>>,
            Without<StoneDisc<G>>,
            Without<Rim<G>>,
        ),
    >,
) {
    // 비교 화면에서는 큰 판을 숨긴다.
    let shown = if compare.is_some() {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    // 세로 화면의 배치에 판 모양을 알린다 (판 크기를 바꾸면 모양도 바뀐다; 같으면 바꾸지 않는다).
    shape.set_if_neq(BoardFit::shape(&m.game));
    let fit = BoardFit::compute(&m.game, board_area(&layout));
    // 수순과 자취도 여기서 (시스템을 더 두지 않는다: 시스템마다 웹 빌드가 커진다).
    if settings.show_line && compare.is_none() {
        draw_line(&m, thinker.as_deref(), &fit, &mut strokes);
    }
    if let Some(review) = review.as_deref()
        && compare.is_none()
    {
        draw_better(&m, review, &fit, &mut strokes);
    }
    record_trace(&m, thinker.as_deref(), trace.as_deref_mut());
    // 마지막 수는 색만이 아니라 모양으로도: 돌 가운데의 밝은 고리 (색을 구별하지 못해도 보인다).
    if compare.is_none()
        && let Some(&mv) = m.history.last()
    {
        let at = fit.to_world(m.game.center(mv));
        strokes.circle(at, fit.scale * 0.18, palette::TEXT);
    }
    let heat = heat_map(&m, thinker.as_deref());
    let max = heat.values().map(|c| c.visits).max().unwrap_or(0);
    let lead = heat
        .values()
        .max_by_key(|c| c.visits)
        .filter(|c| c.visits > 0)
        .map(|c| c.mv);
    let view = HeatView::from_index(settings.heat);
    let winners = m.game.winning_cells();
    let pulse = glow.at(6.0);
    let last = m.history.last().copied();
    for (c, mut sprite, mut tf, mut vis) in &mut cells {
        tf.translation = fit.to_world(m.game.center(c.0)).extend(0.0);
        tf.rotation = fit.rotation();
        sprite.custom_size = Some(Vec2::splat(fit.scale * 1.12));
        let share = heat.get(&c.0).and_then(|s| heat_share(view, s, max));
        sprite.color = heat_tint(view, share.unwrap_or(0.0));
        *vis = shown;
    }
    for (r, mut sprite, mut tf, mut vis) in &mut rims {
        tf.translation = fit.to_world(m.game.center(r.0)).extend(-0.5);
        tf.rotation = fit.rotation();
        sprite.custom_size = Some(Vec2::splat(fit.scale * 1.45));
        *vis = shown;
    }
    for (s, mut sprite, mut tf, mut vis) in &mut stones {
        tf.translation = fit.to_world(m.game.center(s.0)).extend(2.0);
        let won = winners.contains(&s.0);
        let grow = if won { 0.86 + 0.08 * pulse } else { 0.78 };
        sprite.custom_size = Some(Vec2::splat(fit.scale * grow));
        if let Some(p) = m.game.stone(s.0) {
            let base = player_color(p);
            sprite.color = if won {
                base.mix(&palette::GOLD, 0.35 + 0.4 * pulse)
            } else if Some(s.0) == last {
                base.mix(&palette::TEXT, 0.25)
            } else {
                base
            };
        }
        *vis = shown;
    }
    for (mut sprite, mut tf, mut vis) in &mut ring {
        // 고리는 생각하는 동안에만 (둔 뒤에는 둔 수가 곧 결론이다).
        match lead.filter(|_| m.seat.pending.is_some()) {
            Some(mv) => {
                tf.translation = fit.to_world(m.game.center(mv)).extend(3.0);
                sprite.custom_size = Some(Vec2::splat(fit.scale * 0.95));
                sprite.color = palette::GOLD.with_alpha(0.6 + 0.4 * pulse);
                *vis = shown;
            }
            None => *vis = Visibility::Hidden,
        }
    }
}

/// 열 지도의 색 (보기마다 다른 색: 방문은 금, 승률은 초록, RAVE 값은 보라).
pub(super) fn heat_color(view: HeatView) -> Color {
    match view {
        HeatView::Visits => palette::GOLD,
        HeatView::WinRate => palette::GOOD,
        HeatView::Rave => palette::VIOLET,
    }
}

/// 세기 `share`(0–1)인 칸의 색: 바탕색에서 보기의 색 90 %까지 (판의 칸과 패널의 범례가 같이 쓴다).
pub(super) fn heat_tint(view: HeatView, share: f32) -> Color {
    palette::SURFACE_HIGH.mix(&heat_color(view), share * 0.9)
}

/// 칸 하나의 열 지도 세기 (0–1): 방문 수는 가장 많은 칸에 대한 몫, 승률과 RAVE 값은 그 값
/// 그대로. 보일 값이 없으면 (방문 0, RAVE 꺼짐) `None`.
pub(crate) fn heat_share<M>(view: HeatView, stat: &ChildStat<M>, max_visits: u32) -> Option<f32> {
    match view {
        HeatView::Visits => {
            (stat.visits > 0).then(|| stat.visits as f32 / max_visits.max(1) as f32)
        }
        HeatView::WinRate => (stat.visits > 0).then(|| stat.win_rate()),
        HeatView::Rave => stat.amaf_rate(),
    }
}

/// AI의 수순 (주요 변화): 생각 중이면 지금 스냅숏의 것 (첫 수 = 앞선 수), 사람 차례면 AI가 방금
/// 둔 수 뒤로 예상한 수들. 지금 국면에서 차례로 둘 수 있는 데까지만 (무른 뒤의 옛 수순은 없다).
pub fn ai_line<G: BoardGame>(m: &Match<G>, thinker: Option<&Thinker<AiSearch<G>>>) -> Vec<G::Move> {
    let line = if m.seat.pending.is_some() {
        thinker
            .and_then(Thinker::snapshot)
            .map(|s| s.pv)
            .unwrap_or_default()
    } else {
        match (&m.seat.last, m.history.last()) {
            (Some(d), Some(played))
                if m.game.to_move() == m.human && d.pv.first() == Some(played) =>
            {
                d.pv[1..].to_vec()
            }
            _ => Vec::new(),
        }
    };
    let mut g = m.game.clone();
    line.into_iter()
        .take_while(|&mv| !g.status().is_over() && g.try_move(mv).is_ok())
        .collect()
}

/// 생각하는 동안 스냅숏의 반복 수와 앞선 수의 승률을 자취에 적는다 (패널의 선 그림).
fn record_trace<G: BoardGame>(
    m: &Match<G>,
    thinker: Option<&Thinker<AiSearch<G>>>,
    trace: Option<&mut ThinkTrace>,
) {
    let (Some(ticket), Some(trace)) = (m.seat.pending, trace) else {
        return;
    };
    let Some(s) = thinker.and_then(Thinker::snapshot) else {
        return;
    };
    trace.record(
        ticket,
        TracePoint {
            secs: s.elapsed,
            iterations: s.iterations,
            lead_rate: s.root.first().map_or(0.0, ChildStat::win_rate),
        },
    );
}

/// 판에 그리는 수순의 길이.
const LINE_SHOWN: usize = 6;

/// AI의 수순을 번호 붙은 유령 돌로 ([`Strokes`]: egui가 판 위에 그린다).
fn draw_line<G: BoardGame>(
    m: &Match<G>,
    thinker: Option<&Thinker<AiSearch<G>>>,
    fit: &BoardFit,
    strokes: &mut Strokes,
) {
    let mut mover = m.game.to_move();
    for (i, mv) in ai_line(m, thinker).into_iter().take(LINE_SHOWN).enumerate() {
        let at = fit.to_world(m.game.center(mv));
        let fill = player_color(mover).with_alpha(0.55);
        strokes.ghost_stone(at, fit.scale * 0.34, fill, i as u32 + 1, palette::TEXT);
        mover = mover.other();
    }
}

/// 루트 자식의 통계: 생각 중이면 지금 스냅숏, 아니면 AI의 마지막 생각 (사람이 둘 때까지).
pub(super) fn heat_map<G: BoardGame>(
    m: &Match<G>,
    thinker: Option<&Thinker<AiSearch<G>>>,
) -> HashMap<G::Move, ChildStat<G::Move>> {
    let live = thinker.and_then(Thinker::snapshot).map(|s| s.root);
    let root = match live {
        Some(r) if m.seat.pending.is_some() => r,
        _ => match (&m.seat.last, m.game.to_move() == m.human) {
            (Some(d), true) => d.root.clone(),
            _ => Vec::new(),
        },
    };
    root.into_iter()
        .filter(|c| m.game.stone(c.mv).is_none())
        .map(|c| (c.mv, c))
        .collect()
}

/// 판의 자리 보고: 사람 차례면 판 가운데에서 가장 가까운 빈 칸.
fn probe<G: BoardGame>(
    m: Option<Res<Match<G>>>,
    compare: Option<Res<Compare<G>>>,
    layout: Res<ScreenLayout>,
) -> Option<BoardProbe> {
    let m = m?;
    let area = board_area(&layout);
    let fit = BoardFit::compute(&m.game, area);
    let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for c in m.game.cells() {
        let p = fit.to_world(m.game.center(c));
        lo = lo.min(p);
        hi = hi.max(p);
    }
    let half = Vec2::splat(fit.scale / 2.0);
    let mine = m.game.to_move() == m.human
        && m.seat.pending.is_none()
        && !m.game.status().is_over()
        && compare.is_none();
    let center = area.center();
    let spot = mine
        .then(|| {
            m.game
                .cells()
                .into_iter()
                .filter(|&c| m.game.stone(c).is_none())
                .map(|c| fit.to_world(m.game.center(c)))
                .min_by(|a, b| a.distance(center).total_cmp(&b.distance(center)))
        })
        .flatten();
    Some(BoardProbe {
        game: G::ID.slug(),
        rect: layout.rect_to_screen(Rect::from_corners(lo - half, hi + half)),
        cell: fit.scale,
        taps: screen_points(&layout, spot),
        ai: AiProbe {
            moves: m.history.len(),
            pending: m.seat.pending.map(|t| t.number()),
            last: m.seat.last.as_ref().map(|d| (d.iterations, d.elapsed)),
        },
        ..default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stat(visits: u32, wins: f32, amaf_visits: u32, amaf_wins: f32) -> ChildStat<u8> {
        ChildStat {
            mv: 0,
            visits,
            wins,
            amaf_visits,
            amaf_wins,
        }
    }

    #[test]
    fn each_heat_view_shows_its_own_number() {
        let s = stat(50, 40.0, 200, 50.0);
        assert_eq!(heat_share(HeatView::Visits, &s, 100), Some(0.5));
        assert_eq!(heat_share(HeatView::WinRate, &s, 100), Some(0.8));
        assert_eq!(heat_share(HeatView::Rave, &s, 100), Some(0.25));
        // 보지 않은 칸과 RAVE가 꺼진 칸은 칠하지 않는다.
        let none = stat(0, 0.0, 0, 0.0);
        for v in HeatView::ALL {
            assert_eq!(heat_share(v, &none, 100), None, "{v:?}");
        }
        assert_eq!(heat_share(HeatView::Rave, &stat(5, 2.0, 0, 0.0), 100), None);
    }

    #[test]
    fn heat_views_survive_the_saved_number() {
        for v in HeatView::ALL {
            assert_eq!(HeatView::from_index(v.index()), v);
            assert!(super::super::state::HEAT_VIEWS.contains(&v.index()));
        }
    }

    #[test]
    fn every_heat_map_brightens_steadily_under_every_colour_vision() {
        // 순차 색 지도의 약속: 세기가 늘면 어느 눈에도 더 밝아지고 (색상이 아니라 밝기가 값을 나른다),
        // 0과 1은 한눈에 다르다. 패널의 범례가 같은 `heat_tint`를 칠한다.
        use crate::theme::vision::{Deficiency, lightness, worst_difference};
        for view in HeatView::ALL {
            let eyes = [None]
                .into_iter()
                .chain(Deficiency::ALL.into_iter().map(Some));
            for eye in eyes {
                let seen = |c: Color| eye.map_or(c, |d| d.simulate(c));
                let mut last = lightness(seen(heat_tint(view, 0.0)));
                for i in 1..=20 {
                    let l = lightness(seen(heat_tint(view, i as f32 / 20.0)));
                    assert!(l > last, "{view:?} {eye:?} at {i}/20: {l} after {last}");
                    last = l;
                }
            }
            let (d, eye) = worst_difference(heat_tint(view, 0.0), heat_tint(view, 1.0));
            assert!(d > 0.2, "{view:?}: 0 and 1 differ by {d} under {eye}");
        }
    }
}
