//! A/B 비교: 지금 국면을 두 설정으로 찾아 나란히 보여 준다 (RAVE 끔/켬, 결정적 수 끔/켬,
//! 헥스의 다리 지키기 끔/켬, 생각 시간 0.5초/3초). 판 둘에 각자의 열 지도와 고른 수, 반복 수와 승률이 보인다.

use std::collections::HashMap;

use bevy::prelude::*;
use gameai::mcts::{Config, Decision, Limit, Search};

use super::board::{BoardFit, BoardGame, board_area, player_color};
use super::play::{Match, config_of};
use super::state::{MctsSettings, THINK_SECS};
use crate::AppSet;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::theme::art::Art;
use crate::theme::palette;
use crate::think::{AiMemory, Pair, ThinkPlugin, ThinkSet, Thinker, Ticket, ai_threads};

/// 무엇을 비교하나.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Preset {
    /// RAVE 끔(A) / 켬(B), 쪽마다 그에 맞는 C ([`Config::with_rave`]).
    #[default]
    Rave,
    /// 결정적 수 끔(A) / 켬(B).
    Decisive,
    /// 다리 지키기 끔(A) / 켬(B) (헥스).
    Bridges,
    /// 생각 시간 0.5초(A) / 3초(B).
    Budget,
}

impl Preset {
    /// 패널에 차례대로 보이는 비교들.
    pub const ALL: [Preset; 4] = [
        Preset::Rave,
        Preset::Decisive,
        Preset::Bridges,
        Preset::Budget,
    ];

    /// 패널에 쓰는 이름.
    pub fn label(self) -> S {
        match self {
            Preset::Rave => S::MctsPresetRave,
            Preset::Decisive => S::MctsPresetDecisive,
            Preset::Bridges => S::MctsPresetBridges,
            Preset::Budget => S::MctsPresetBudget,
        }
    }

    /// A(`0`)나 B(`1`) 쪽 이름 (판 위의 글).
    pub fn side_label(self, side: usize) -> S {
        match (self, side) {
            (Preset::Rave, 0) => S::MctsRaveOff,
            (Preset::Rave, _) => S::MctsRaveOn,
            (Preset::Decisive, 0) => S::MctsDecisiveOff,
            (Preset::Decisive, _) => S::MctsDecisiveOn,
            (Preset::Bridges, 0) => S::MctsBridgesOff,
            (Preset::Bridges, _) => S::MctsBridgesOn,
            (Preset::Budget, 0) => S::MctsShortThink,
            (Preset::Budget, _) => S::MctsLongThink,
        }
    }

    /// (A, B)의 설정과 생각 시간 (밀리초).
    pub fn sides(self, base: Config, think_ms: u64) -> [(Config, u64); 2] {
        match self {
            // 기본값(RAVE, C 0.2)과 스위치 하나 떨어진 평범한 UCT(C 0.5): 쪽마다 제 측정된 C로.
            Preset::Rave => [
                (base.with_rave(false), think_ms),
                (base.with_rave(true), think_ms),
            ],
            Preset::Decisive => [
                (
                    Config {
                        decisive: false,
                        ..base
                    },
                    think_ms,
                ),
                (
                    Config {
                        decisive: true,
                        ..base
                    },
                    think_ms,
                ),
            ],
            Preset::Bridges => [
                (
                    Config {
                        bridges: false,
                        ..base
                    },
                    think_ms,
                ),
                (
                    Config {
                        bridges: true,
                        ..base
                    },
                    think_ms,
                ),
            ],
            Preset::Budget => [(base, 500), (base, 3000)],
        }
    }
}

/// 비교의 두 탐색 (A 다음 B).
pub(super) type CompareSearch<G> = Pair<Search<G>>;

/// 비교 화면 (있으면 큰 판 대신 보인다).
#[derive(Resource, Debug)]
pub struct Compare<G: BoardGame> {
    /// 비교하는 것.
    pub(crate) preset: Preset,
    /// 비교하는 국면.
    pub(crate) game: G,
    /// 기다리는 표.
    pub(crate) pending: Option<Ticket>,
    /// 결과 (A, B).
    pub result: Option<[Decision<G::Move>; 2]>,
}

/// 패널이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareAction {
    /// 지금 국면을 이 비교로.
    Run(Preset),
    /// 닫기.
    Close,
}

/// 비교 판의 칸과 돌, 글.
#[derive(Component)]
struct CompareCell<G: BoardGame>(usize, G::Move);

#[derive(Component)]
struct CompareStone<G: BoardGame>(usize, G::Move);

#[derive(Component)]
struct CompareLabel<G: BoardGame>(usize, core::marker::PhantomData<G>);

pub(super) fn plugin<G: BoardGame>(app: &mut App) {
    let mode = G::MODE;
    app.add_plugins(ThinkPlugin::<CompareSearch<G>>::default());
    if !app.world().contains_resource::<Messages<CompareAction>>() {
        app.add_message::<CompareAction>();
    }
    app.add_systems(OnEnter(mode), |mut c: Commands| {
        c.insert_resource(Thinker::<CompareSearch<G>>::default());
    });
    app.add_systems(OnExit(mode), |mut c: Commands| {
        c.remove_resource::<Compare<G>>();
        c.remove_resource::<Thinker<CompareSearch<G>>>();
    });
    app.add_systems(
        Update,
        (act::<G>, receive::<G>)
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(
                in_state(mode)
                    .and_then(resource_exists::<Match<G>>)
                    .and_then(resource_exists::<Thinker<CompareSearch<G>>>),
            ),
    );
    app.add_systems(
        Update,
        draw::<G>
            .in_set(AppSet::Animate)
            .run_if(in_state(mode).and_then(resource_exists::<Compare<G>>)),
    );
}

fn act<G: BoardGame>(
    mut commands: Commands,
    mut actions: MessageReader<CompareAction>,
    m: Res<Match<G>>,
    settings: Res<MctsSettings>,
    memory: Res<AiMemory>,
    mut thinker: ResMut<Thinker<CompareSearch<G>>>,
    views: Query<
        Entity,
        Or<(
            With<CompareCell<G>>,
            With<CompareStone<G>>,
            With<CompareLabel<G>>,
        )>,
    >,
    art: Res<Art>,
) {
    let Some(action) = actions.read().last().copied() else {
        return;
    };
    for e in &views {
        commands.entity(e).despawn();
    }
    thinker.cancel();
    let CompareAction::Run(preset) = action else {
        commands.remove_resource::<Compare<G>>();
        return;
    };
    let think_ms = crate::scenes::think_millis(settings.think_secs, &THINK_SECS);
    let [(ca, ta), (cb, tb)] = preset.sides(config_of(&settings), think_ms);
    let threads = ai_threads();
    let seed = m.serial ^ 0xC0FFEE;
    // A의 트리들은 B가 도는 동안에도 살아 있으므로, 두 쪽이 예산을 반씩.
    let half = memory.trees_of_two();
    let search = Pair::new(
        Search::new(m.game.clone(), ca, seed, Limit::Millis(ta), threads)
            .with_snapshot_depth(0)
            .with_memory(half),
        Search::new(m.game.clone(), cb, seed, Limit::Millis(tb), threads)
            .with_snapshot_depth(0)
            .with_memory(half),
    );
    let pending = Some(thinker.start(search));
    commands.insert_resource(Compare {
        preset,
        game: m.game.clone(),
        pending,
        result: None,
    });
    let mode = G::MODE;
    for side in 0..2 {
        for mv in m.game.cells() {
            commands.spawn((
                CompareCell::<G>(side, mv),
                Sprite {
                    image: art.hexagon.clone(),
                    color: palette::SURFACE_HIGH,
                    ..default()
                },
                Transform::default(),
                DespawnOnExit(mode),
            ));
            if let Some(p) = m.game.stone(mv) {
                commands.spawn((
                    CompareStone::<G>(side, mv),
                    Sprite {
                        image: art.disc.clone(),
                        color: player_color(p),
                        ..default()
                    },
                    Transform::default(),
                    DespawnOnExit(mode),
                ));
            }
        }
        commands.spawn((
            CompareLabel::<G>(side, core::marker::PhantomData),
            Label2d::default(),
            LabelFont::text(14.0),
            LabelColor(palette::TEXT),
            Transform::default(),
            DespawnOnExit(mode),
        ));
    }
}

fn receive<G: BoardGame>(
    mut thinker: ResMut<Thinker<CompareSearch<G>>>,
    compare: Option<ResMut<Compare<G>>>,
) {
    let Some(mut c) = compare else {
        return;
    };
    if let Some(result) = thinker.take(c.pending) {
        c.pending = None;
        c.result = Some(result);
    }
}

/// 두 판의 자리: 가로 화면은 왼쪽·오른쪽, 세로 화면은 위·아래. 글 한 줄을 남긴다.
pub(super) fn compare_areas(area: Rect, portrait: bool) -> [(Rect, Vec2); 2] {
    let label = 22.0;
    if portrait {
        let h = area.height() / 2.0;
        [0, 1].map(|i| {
            let top = area.max.y - h * i as f32;
            let r = Rect::new(area.min.x, top - h + 4.0, area.max.x, top - label);
            (r, Vec2::new(area.center().x, top - label / 2.0))
        })
    } else {
        let w = area.width() / 2.0;
        [0, 1].map(|i| {
            let left = area.min.x + w * i as f32;
            let r = Rect::new(left + 6.0, area.min.y, left + w - 6.0, area.max.y - label);
            (r, Vec2::new(left + w / 2.0, area.max.y - label / 2.0))
        })
    }
}

fn draw<G: BoardGame>(
    c: Res<Compare<G>>,
    thinker: Option<Res<Thinker<CompareSearch<G>>>>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mut cells: Query<(&CompareCell<G>, &mut Sprite, &mut Transform), Without<CompareStone<G>>>,
    mut stones: Query<(&CompareStone<G>, &mut Sprite, &mut Transform), Without<CompareCell<G>>>,
    mut labels: Query<
        (
            &CompareLabel<G>,
            &mut Label2d,
            &mut LabelFont,
            &mut Transform,
        ),
        (Without<CompareCell<G>>, Without<CompareStone<G>>),
    >,
) {
    let areas = compare_areas(board_area(&layout), layout.portrait);
    let fits = areas.map(|(r, _)| BoardFit::compute(&c.game, r));
    // 결과가 있으면 결과, 아니면 생각 중인 스냅숏.
    let live = thinker.and_then(|t| t.snapshot());
    let roots: [Vec<(G::Move, u32, f32)>; 2] = [0, 1].map(|i| match (&c.result, &live) {
        (Some(r), _) => r[i]
            .root
            .iter()
            .map(|s| (s.mv, s.visits, s.win_rate()))
            .collect(),
        (None, Some(snap)) => snap[i]
            .as_ref()
            .map(|s| {
                s.root
                    .iter()
                    .map(|s| (s.mv, s.visits, s.win_rate()))
                    .collect()
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    });
    let heat: [HashMap<G::Move, u32>; 2] =
        [0, 1].map(|i| roots[i].iter().map(|&(m, v, _)| (m, v)).collect());
    for (cell, mut sprite, mut tf) in &mut cells {
        let fit = fits[cell.0];
        tf.translation = fit.to_world(c.game.center(cell.1)).extend(0.0);
        tf.rotation = fit.rotation();
        sprite.custom_size = Some(Vec2::splat(fit.scale * 1.12));
        let max = heat[cell.0].values().copied().max().unwrap_or(0).max(1) as f32;
        let share = heat[cell.0].get(&cell.1).map_or(0.0, |&v| v as f32 / max);
        let best = roots[cell.0].first().map(|r| r.0) == Some(cell.1) && c.result.is_some();
        sprite.color = if best {
            palette::GOOD
        } else {
            palette::SURFACE_HIGH.mix(&palette::GOLD, share * 0.9)
        };
    }
    for (s, mut sprite, mut tf) in &mut stones {
        let fit = fits[s.0];
        tf.translation = fit.to_world(c.game.center(s.1)).extend(2.0);
        sprite.custom_size = Some(Vec2::splat(fit.scale * 0.78));
    }
    let names = [(locale.t(S::SideA), 0usize), (locale.t(S::SideB), 1usize)];
    for (l, mut text, mut font, mut tf) in &mut labels {
        let (side, i) = names[l.0];
        let what = locale.t(c.preset.side_label(i));
        let line = match (roots[i].first(), &c.result) {
            (Some(&(mv, _, rate)), _) => {
                let n = match (&c.result, &live) {
                    (Some(r), _) => r[i].iterations,
                    (None, Some(s)) => s[i].as_ref().map_or(0, |s| s.iterations),
                    _ => 0,
                };
                let rate = format!("{:.0}", rate * 100.0);
                format!(
                    "{what} — {}",
                    locale.f(
                        S::MctsCompareChoice,
                        &[
                            ("side", &side),
                            ("mv", &c.game.name(mv)),
                            ("n", &n),
                            ("rate", &rate)
                        ]
                    )
                )
            }
            _ => format!("{what} — …"),
        };
        if text.0 != line {
            text.0 = line;
        }
        font.size = 13.0;
        tf.translation = areas[i].1.extend(5.0);
    }
}
