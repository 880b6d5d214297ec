//! 틱택토 트리 설명: UCT 한 반복의 네 단계를 천천히 보여 주다가 점점 빨라져 700번까지 반복하고,
//! 방문이 가장 많은 칸을 둔다. 그렇게 AI끼리 한 판을 끝까지 두고, 다시 시작한다.
//!
//! 틱택토 한 반복은 마이크로초 단위라, 애니메이션이 박자를 정해 한 번씩 (빨라지면 프레임마다
//! 여러 번) `iterate`를 부른다 — 보여 주려고 일부러 천천히 도는 탐색이다. 헥스·하바나의 AI는
//! 생각 모듈에서 프레임 밖으로 돈다.

use std::collections::HashMap;

use bevy::gizmos::config::GizmoConfigStore;
use bevy::prelude::*;
use bevy::text::FontSize;
use gameai::games::tictactoe::{TicTacToe, cell_name};
use gameai::games::{Player, Status};
use gameai::mcts::{Config, Game, LastIteration, Mcts, SnapNode};

use super::{MctsMode, MctsSettings};
use crate::AppSet;
use crate::anim::{Clock, ScaleTween};
use crate::hud::hint::Hint;
use crate::i18n::{Locale, S};
use crate::input::{Pointer, PointerSet};
use crate::layout::ScreenLayout;
use crate::theme::art::Art;
use crate::theme::{Fonts, palette};

/// 한 수를 정하는 데 쓰는 반복 수.
pub const TARGET: u64 = 700;
/// 그려 보이는 트리의 깊이.
const TREE_DEPTH: u32 = 5;
/// 첫 탐색에서 천천히 보여 주는 반복 수 (그다음 수들에서는 조금만).
const SLOW_FIRST: u64 = 10;
const SLOW_LATER: u64 = 2;
/// 첫 반복 한 번의 길이 (초, 속도 1).
const SLOW_START: f32 = 2.6;
/// 방문이 가장 많은 칸을 보여 주는 시간, 끝난 판을 보여 주는 시간.
const CHOSEN_TIME: f32 = 2.2;
const OVER_TIME: f32 = 3.0;

/// 반복 한 번을 천천히 보여 주는 중.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cycle {
    pub start: f32,
    pub duration: f32,
}

/// 한 반복의 단계.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Select,
    Expand,
    Rollout,
    Backprop,
}

impl Cycle {
    /// 지금의 단계와 그 단계 안의 진행도 (0..1).
    pub fn stage(&self, now: f32) -> (Stage, f32) {
        let t = ((now - self.start) / self.duration).clamp(0.0, 1.0);
        const CUTS: [(Stage, f32, f32); 4] = [
            (Stage::Select, 0.0, 0.35),
            (Stage::Expand, 0.35, 0.5),
            (Stage::Rollout, 0.5, 0.8),
            (Stage::Backprop, 0.8, 1.0),
        ];
        let (s, a, b) = CUTS.into_iter().find(|&(_, _, b)| t < b).unwrap_or(CUTS[3]);
        (s, ((t - a) / (b - a)).clamp(0.0, 1.0))
    }
}

/// 설명의 상태.
#[derive(Resource, Debug)]
pub struct Explainer {
    /// 지금 국면 (AI끼리 두는 판).
    pub game: TicTacToe,
    /// 이 국면의 탐색.
    pub mcts: Mcts<TicTacToe>,
    /// 천천히 보여 줄 반복 수.
    pub slow: u64,
    /// 천천히 보여 주는 중인 반복.
    pub cycle: Option<Cycle>,
    /// 빠르게 도는 동안의 시작 시각과 쌓인 (실수) 반복.
    pub fast: Option<(f32, f64)>,
    /// 방문이 가장 많은 칸과 그것을 보여 주기 시작한 시각.
    pub chosen: Option<(u8, f32)>,
    /// 판이 끝난 시각.
    pub over_since: Option<f32>,
    /// 그리는 트리.
    pub tree: Vec<SnapNode<u8>>,
    /// 마지막 반복.
    pub last: LastIteration<u8>,
    /// 트리가 바뀔 때마다 는다.
    pub serial: u64,
    /// 이 판에서 몇 번째 수인가.
    pub ply: u64,
}

impl Explainer {
    /// 새 판, 새 탐색.
    pub fn new(settings: &MctsSettings) -> Explainer {
        let game = TicTacToe::new();
        Explainer {
            mcts: Self::search(game, settings, 0),
            game,
            slow: SLOW_FIRST,
            cycle: None,
            fast: None,
            chosen: None,
            over_since: None,
            tree: Vec::new(),
            last: LastIteration::default(),
            serial: crate::scenes::next_id(),
            ply: 0,
        }
    }

    fn search(game: TicTacToe, settings: &MctsSettings, ply: u64) -> Mcts<TicTacToe> {
        let config = Config {
            c: settings.explain_c,
            ..Config::default()
        };
        Mcts::new(
            game,
            config,
            settings.seed.wrapping_mul(31).wrapping_add(ply),
        )
    }

    fn refresh(&mut self) {
        self.tree = self.mcts.tree(TREE_DEPTH);
        self.last = self.mcts.last_iteration().clone();
        self.serial = crate::scenes::next_id();
    }

    /// 지금 마지막 반복이 새로 만든 노드 (있으면).
    pub fn new_node(&self) -> Option<u32> {
        let &id = self.last.path.last()?;
        self.tree
            .iter()
            .any(|n| n.id == id && n.visits == 1 && id != 0)
            .then_some(id)
    }
}

/// 설명을 처음부터.
#[derive(Message, Clone, Copy, Debug)]
pub struct RestartExplainer;

/// 틱택토 판의 칸.
#[derive(Component)]
struct TttCell(u8);

/// 칸의 글자 (X/O 또는 방문 수).
#[derive(Component)]
struct TttLabel(u8);

/// 트리의 노드와 가지.
#[derive(Component)]
struct TreeNodeSprite(u32);

#[derive(Component)]
struct TreeEdgeSprite(u32);

/// 시뮬레이션 결과 글.
#[derive(Component)]
struct RolloutLabel;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RestartExplainer>();
    app.add_systems(OnEnter(MctsMode::Explain), (start, spawn_board));
    app.add_systems(OnExit(MctsMode::Explain), |mut c: Commands| {
        c.remove_resource::<Explainer>()
    });
    app.add_systems(
        Update,
        tap_hint
            .in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(MctsMode::Explain)),
    );
    app.add_systems(
        Update,
        (restart, advance)
            .chain()
            .in_set(AppSet::Think)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
    app.add_systems(
        Update,
        (sync_tree, place_tree, color_board)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
    app.add_systems(
        Update,
        draw_path_and_rollout.in_set(AppSet::Hud).run_if(
            in_state(MctsMode::Explain)
                .and_then(resource_exists::<Explainer>)
                .and_then(resource_exists::<GizmoConfigStore>),
        ),
    );
}

fn start(mut commands: Commands, settings: Res<MctsSettings>) {
    commands.insert_resource(Explainer::new(&settings));
}

fn restart(
    mut requests: MessageReader<RestartExplainer>,
    mut ex: ResMut<Explainer>,
    settings: Res<MctsSettings>,
) {
    if requests.read().last().is_some() {
        *ex = Explainer::new(&settings);
    }
}

/// 박자에 맞춰 반복을 돌리고, 700번이 되면 가장 많이 방문한 칸을 둔다.
fn advance(mut ex: ResMut<Explainer>, settings: Res<MctsSettings>, time: Res<Time>) {
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    // 끝난 판: 잠깐 보여 주고 새 판.
    if let Some(since) = ex.over_since {
        if now - since >= OVER_TIME / speed {
            *ex = Explainer::new(&settings);
        }
        return;
    }
    // 방문이 가장 많은 칸을 보여 주는 중: 시간이 되면 두고 다음 국면의 탐색을 시작한다.
    if let Some((mv, since)) = ex.chosen {
        if now - since >= CHOSEN_TIME / speed {
            let mut game = ex.game;
            game.play(mv);
            ex.game = game;
            ex.ply += 1;
            ex.chosen = None;
            ex.fast = None;
            ex.cycle = None;
            ex.slow = SLOW_LATER;
            ex.mcts = Explainer::search(game, &settings, ex.ply);
            if game.status().is_over() {
                ex.over_since = Some(now);
            }
            ex.refresh();
        }
        return;
    }
    let done = ex.mcts.iterations();
    if done >= TARGET {
        if let Some(best) = ex.mcts.best_move() {
            ex.chosen = Some((best, now));
        }
        return;
    }
    // 천천히: 반복 하나를 네 단계로 보여 준다.
    if done < ex.slow || ex.cycle.is_some() {
        match ex.cycle {
            Some(c) if now - c.start < c.duration => {}
            Some(_) => ex.cycle = None,
            None => {
                let duration = SLOW_START * 0.8f32.powi(done as i32) / speed;
                ex.mcts.iterate();
                ex.refresh();
                ex.cycle = Some(Cycle {
                    start: now,
                    duration,
                });
            }
        }
        return;
    }
    // 빠르게: 초당 반복이 점점 는다 (속도 1에서 700번까지 약 5초).
    let (since, mut acc) = ex.fast.unwrap_or((now, 0.0));
    let t = f64::from(now - since);
    let rate = f64::from(speed) * (20.0 + 60.0 * t);
    acc += rate * f64::from(time.delta_secs());
    let n = (acc.floor() as u64).min(TARGET - done);
    acc -= n as f64;
    ex.fast = Some((since, acc));
    if n > 0 {
        ex.mcts.run(n);
        ex.refresh();
    }
}

/// 설명 화면의 배치: 틱택토 판과 트리.
pub fn explainer_layout(board: Rect, portrait: bool) -> (Rect, Rect) {
    let strip = crate::hud::board_text::strip_height(board);
    let inner = Rect::new(
        board.min.x,
        board.min.y + strip,
        board.max.x,
        board.max.y - strip,
    );
    if portrait {
        let side = (inner.height() * 0.38).min(inner.width() * 0.8);
        let ttt = Rect::from_center_size(
            Vec2::new(inner.center().x, inner.max.y - side / 2.0),
            Vec2::splat(side),
        );
        let tree = Rect::new(
            inner.min.x,
            inner.min.y,
            inner.max.x,
            inner.max.y - side - 8.0,
        );
        (ttt, tree)
    } else {
        let side = (inner.width() * 0.34).min(inner.height());
        let ttt = Rect::from_center_size(
            Vec2::new(inner.min.x + side / 2.0, inner.center().y),
            Vec2::splat(side),
        );
        let tree = Rect::new(
            inner.min.x + side + 16.0,
            inner.min.y,
            inner.max.x,
            inner.max.y,
        );
        (ttt, tree)
    }
}

/// 트리 노드의 자리와 반지름: 위에서 아래로 깊이마다 한 줄, 가로 자리는 부모의 몫을 자식들이
/// 방문 수에 비례해 나눠 가진다 (많이 방문한 가지가 넓고 굵다).
pub fn tree_layout(nodes: &[SnapNode<u8>], area: Rect) -> HashMap<u32, (Vec2, f32)> {
    let mut out = HashMap::new();
    let Some(root) = nodes.iter().find(|n| n.id == 0) else {
        return out;
    };
    let mut children: HashMap<u32, Vec<&SnapNode<u8>>> = HashMap::new();
    for n in nodes.iter().filter(|n| n.id != 0) {
        children.entry(n.parent).or_default().push(n);
    }
    let depth = nodes.iter().map(|n| n.depth).max().unwrap_or(0).max(1) as f32;
    let level = area.height() / (depth + 0.8);
    let r_max = (level * 0.32).clamp(6.0, 30.0);
    let root_n = root.visits.max(1) as f32;
    let radius = |n: &SnapNode<u8>| (r_max * (n.visits as f32 / root_n).sqrt()).clamp(2.5, r_max);
    let mut stack = vec![(root, area.min.x, area.max.x)];
    while let Some((n, x0, x1)) = stack.pop() {
        let y = area.max.y - level * (n.depth as f32 + 0.4);
        out.insert(n.id, (Vec2::new((x0 + x1) / 2.0, y), radius(n)));
        if let Some(kids) = children.get(&n.id) {
            let total: f32 = kids.iter().map(|k| k.visits as f32).sum::<f32>().max(1.0);
            let mut x = x0;
            for k in kids {
                let w = (x1 - x0) * k.visits as f32 / total;
                stack.push((k, x, x + w));
                x += w;
            }
        }
    }
    out
}

/// 승률(그 노드로 들어오는 수를 둔 쪽에서 본)의 색: 빨강(0) → 금색(½) → 초록(1).
pub fn rate_color(rate: f32) -> Color {
    if rate < 0.5 {
        palette::BAD.mix(&palette::GOLD, rate * 2.0)
    } else {
        palette::GOLD.mix(&palette::GOOD, (rate - 0.5) * 2.0)
    }
}

fn spawn_board(mut commands: Commands, fonts: Res<Fonts>) {
    for c in 0..9u8 {
        commands.spawn((
            TttCell(c),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            DespawnOnExit(MctsMode::Explain),
        ));
        commands.spawn((
            TttLabel(c),
            Text2d::default(),
            fonts.bold(20.0),
            TextColor(palette::TEXT),
            Transform::from_xyz(0.0, 0.0, 3.0),
            DespawnOnExit(MctsMode::Explain),
        ));
    }
    commands.spawn((
        RolloutLabel,
        Text2d::default(),
        fonts.bold(14.0),
        TextColor(palette::TEXT),
        Transform::from_xyz(0.0, 0.0, 6.0),
        DespawnOnExit(MctsMode::Explain),
    ));
}

/// 트리 엔티티를 스냅숏에 맞춘다: 새 노드는 튀어나오고, 사라진 노드는 지운다.
fn sync_tree(
    mut commands: Commands,
    ex: Res<Explainer>,
    art: Res<Art>,
    time: Res<Time>,
    nodes: Query<(Entity, &TreeNodeSprite)>,
    edges: Query<(Entity, &TreeEdgeSprite)>,
    mut seen: Local<Option<u64>>,
) {
    if *seen == Some(ex.serial) {
        return;
    }
    *seen = Some(ex.serial);
    let want: HashMap<u32, &SnapNode<u8>> = ex.tree.iter().map(|n| (n.id, n)).collect();
    let mut have: HashMap<u32, Entity> = HashMap::new();
    for (e, n) in &nodes {
        if want.contains_key(&n.0) {
            have.insert(n.0, e);
        } else {
            commands.entity(e).despawn();
        }
    }
    for (e, edge) in &edges {
        if !want.contains_key(&edge.0) {
            commands.entity(e).despawn();
        }
    }
    let now = time.elapsed_secs();
    for n in ex.tree.iter().filter(|n| !have.contains_key(&n.id)) {
        commands.spawn((
            TreeNodeSprite(n.id),
            Sprite {
                image: art.disc.clone(),
                color: palette::TEXT,
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 2.0).with_scale(Vec3::ZERO),
            ScaleTween {
                from: 0.0,
                to: 1.0,
                clock: Clock::new(now, 0.3),
                ease: EaseFunction::BackOut,
            },
            DespawnOnExit(MctsMode::Explain),
        ));
        if n.id != 0 {
            commands.spawn((
                TreeEdgeSprite(n.id),
                Sprite::from_color(palette::LINE, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, 1.0),
                DespawnOnExit(MctsMode::Explain),
            ));
        }
    }
}

/// 노드와 가지를 자리에 놓고, 크기·색·굵기를 통계에 맞춘다.
fn place_tree(
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut nodes: Query<
        (
            &TreeNodeSprite,
            &mut Sprite,
            &mut Transform,
            &mut Visibility,
        ),
        Without<TreeEdgeSprite>,
    >,
    mut edges: Query<
        (
            &TreeEdgeSprite,
            &mut Sprite,
            &mut Transform,
            &mut Visibility,
        ),
        Without<TreeNodeSprite>,
    >,
) {
    let (_, area) = explainer_layout(layout.board, layout.portrait);
    let pos = tree_layout(&ex.tree, area);
    let stats: HashMap<u32, &SnapNode<u8>> = ex.tree.iter().map(|n| (n.id, n)).collect();
    // 천천히 보여 줄 때, 새 노드는 확장 단계에 나타난다.
    let hidden = match ex.cycle {
        Some(c) if c.stage(time.elapsed_secs()).0 == Stage::Select => ex.new_node(),
        _ => None,
    };
    let root_n = stats.get(&0).map_or(1.0, |r| r.visits.max(1) as f32);
    for (id, mut sprite, mut tf, mut vis) in &mut nodes {
        let (Some(&(p, r)), Some(n)) = (pos.get(&id.0), stats.get(&id.0)) else {
            continue;
        };
        tf.translation = p.extend(2.0);
        sprite.custom_size = Some(Vec2::splat(r * 2.0));
        sprite.color = if id.0 == 0 {
            palette::TEXT
        } else {
            rate_color(n.wins / n.visits.max(1) as f32)
        };
        *vis = if hidden == Some(id.0) {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
    for (id, mut sprite, mut tf, mut vis) in &mut edges {
        let (Some(n), Some(&(b, _))) = (stats.get(&id.0), pos.get(&id.0)) else {
            continue;
        };
        let Some(&(a, _)) = pos.get(&n.parent) else {
            continue;
        };
        let d = b - a;
        let width =
            (0.9 * (n.visits as f32).sqrt() * (8.0 / root_n.sqrt().max(1.0))).clamp(1.0, 8.0);
        sprite.custom_size = Some(Vec2::new(d.length(), width));
        tf.translation = ((a + b) / 2.0).extend(1.0);
        tf.rotation = Quat::from_rotation_z(d.y.atan2(d.x));
        *vis = if hidden == Some(id.0) {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
}

/// 틱택토 판: 둔 돌은 X/O, 빈 칸은 루트 방문 수와 그 열 색. 고른 칸은 맥박친다.
fn color_board(
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut cells: Query<(&TttCell, &mut Sprite, &mut Transform), Without<TttLabel>>,
    mut labels: Query<
        (
            &TttLabel,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &mut Transform,
        ),
        Without<TttCell>,
    >,
) {
    let (area, _) = explainer_layout(layout.board, layout.portrait);
    let cell = area.width() / 3.0;
    let visits: HashMap<u8, u32> = ex
        .mcts
        .root_stats()
        .iter()
        .map(|c| (c.mv, c.visits))
        .collect();
    let max = visits.values().copied().max().unwrap_or(0).max(1) as f32;
    let pulse = crate::hud::pulse(time.elapsed_secs(), 8.0);
    let center = |c: u8| {
        Vec2::new(
            area.min.x + cell * (f32::from(c % 3) + 0.5),
            area.max.y - cell * (f32::from(c / 3) + 0.5),
        )
    };
    let winning = ex.game.winning_line();
    for (c, mut sprite, mut tf) in &mut cells {
        tf.translation = center(c.0).extend(0.0);
        sprite.custom_size = Some(Vec2::splat(cell * 0.94));
        let share = visits.get(&c.0).map_or(0.0, |&v| v as f32 / max);
        sprite.color = if winning.is_some_and(|l| l.contains(&c.0)) {
            palette::GOLD
        } else if ex.chosen.is_some_and(|(m, _)| m == c.0) {
            palette::SURFACE_HIGH.mix(&palette::GOLD, 0.4 + 0.5 * pulse)
        } else {
            palette::SURFACE_HIGH.mix(&palette::GOLD, share * 0.75)
        };
    }
    for (c, mut text, mut color, mut font, mut tf) in &mut labels {
        tf.translation = center(c.0).extend(3.0);
        let (s, col, size) = match ex.game.at(c.0) {
            Some(Player::First) => ("X".to_owned(), palette::BAD, cell * 0.55),
            Some(Player::Second) => ("O".to_owned(), palette::BLUE, cell * 0.55),
            None => match visits.get(&c.0) {
                Some(v) => (
                    v.to_string(),
                    palette::TEXT,
                    (cell * 0.22).clamp(11.0, 26.0),
                ),
                None => (String::new(), palette::TEXT, 12.0),
            },
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = col;
        font.font_size = FontSize::Px(size);
    }
}

/// 선택 경로(금색)와 시뮬레이션(점선과 결과 글).
fn draw_path_and_rollout(
    mut gizmos: Gizmos,
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    locale: Res<Locale>,
    mut label: Query<(&mut Text2d, &mut Transform, &mut Visibility), With<RolloutLabel>>,
) {
    let (_, area) = explainer_layout(layout.board, layout.portrait);
    let pos = tree_layout(&ex.tree, area);
    let now = time.elapsed_secs();
    let (stage, t) = match ex.cycle {
        Some(c) => c.stage(now),
        None if ex.fast.is_some() && ex.chosen.is_none() => (Stage::Backprop, 1.0),
        None => {
            for (_, _, mut v) in &mut label {
                *v = Visibility::Hidden;
            }
            return;
        }
    };
    let path: Vec<Vec2> = ex
        .last
        .path
        .iter()
        .filter_map(|id| pos.get(id).map(|p| p.0))
        .collect();
    // 선택: 경로가 뿌리에서부터 한 칸씩 금색으로.
    let shown = match stage {
        Stage::Select => ((path.len() as f32) * t).ceil() as usize,
        _ => path.len(),
    };
    let gold = if stage == Stage::Backprop {
        palette::GOLD.with_alpha(0.5 + 0.5 * (now * 12.0).sin().abs())
    } else {
        palette::GOLD
    };
    for w in path[..shown.min(path.len())].windows(2) {
        gizmos.line_2d(w[0], w[1], gold);
    }
    for &p in &path[..shown.min(path.len())] {
        gizmos.circle_2d(Isometry2d::from_translation(p), 6.0, gold);
    }
    // 시뮬레이션: 새 노드에서 아래로, 둔 수만큼의 점선과 결과.
    let show_rollout = matches!(stage, Stage::Rollout | Stage::Backprop);
    let (Some(&leaf), true) = (path.last(), show_rollout) else {
        for (_, _, mut v) in &mut label {
            *v = Visibility::Hidden;
        }
        return;
    };
    let steps = ex.last.rollout.len() as f32;
    let grow = if stage == Stage::Rollout { t } else { 1.0 };
    let len = (12.0 + 14.0 * steps) * grow;
    let end = leaf - Vec2::new(0.0, len);
    let mut y = 0.0;
    while y < len {
        let a = leaf - Vec2::new(0.0, y);
        let b = leaf - Vec2::new(0.0, (y + 5.0).min(len));
        gizmos.line_2d(a, b, palette::TEXT);
        y += 10.0;
    }
    let result = match ex.last.result {
        Some(Status::Won(Player::First)) => locale.t(S::MctsXWins),
        Some(Status::Won(Player::Second)) => locale.t(S::MctsOWins),
        _ => locale.t(S::MctsDraw),
    };
    for (mut text, mut tf, mut v) in &mut label {
        if text.0 != result {
            text.0 = result.to_owned();
        }
        tf.translation = (end - Vec2::new(0.0, 10.0)).extend(6.0);
        *v = if grow >= 1.0 {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
    }
}

fn tap_hint(
    mut pointer: MessageReader<Pointer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    hint: Option<ResMut<Hint>>,
) {
    let Some(mut hint) = hint else { return };
    for p in pointer.read().filter(|p| p.is_down()) {
        if layout.board.contains(p.world) {
            hint.show(S::HintExplainerTree, 0, time.elapsed_secs());
        }
    }
}

/// 고른 수의 이름 (상태 줄에 쓴다).
pub fn chosen_name(ex: &Explainer) -> Option<String> {
    ex.chosen.map(|(mv, _)| cell_name(mv))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_follow_each_other() {
        let c = Cycle {
            start: 0.0,
            duration: 1.0,
        };
        assert_eq!(c.stage(0.1).0, Stage::Select);
        assert_eq!(c.stage(0.4).0, Stage::Expand);
        assert_eq!(c.stage(0.6).0, Stage::Rollout);
        assert_eq!(c.stage(0.9).0, Stage::Backprop);
        assert_eq!(c.stage(5.0).0, Stage::Backprop);
    }

    #[test]
    fn tree_layout_keeps_nodes_inside_and_children_below() {
        let mut m = Mcts::new(TicTacToe::new(), Config::default(), 1);
        m.run(700);
        let nodes = m.tree(TREE_DEPTH);
        let area = Rect::new(-300.0, -200.0, 300.0, 200.0);
        let pos = tree_layout(&nodes, area);
        assert_eq!(pos.len(), nodes.len());
        for n in &nodes {
            let (p, r) = pos[&n.id];
            assert!(area.contains(p), "{p}");
            assert!(r > 0.0);
            if n.id != 0 {
                assert!(
                    pos[&n.parent].0.y > p.y,
                    "children are drawn below their parent"
                );
            }
        }
        // 방문이 가장 많은 자식이 가장 크다.
        let best = m.root_stats()[0].mv;
        let best_id = nodes
            .iter()
            .find(|n| n.depth == 1 && n.mv == Some(best))
            .unwrap()
            .id;
        let max_r = nodes
            .iter()
            .filter(|n| n.depth == 1)
            .map(|n| pos[&n.id].1)
            .fold(0.0, f32::max);
        assert_eq!(pos[&best_id].1, max_r);
    }
}
