//! 헤드리스 앱 테스트의 공통 도구: 창도 GPU도 없이 앱의 핵심을 띄우고, 탭을 흉내 낸다.

#![allow(dead_code)]

use std::time::Duration;

use ai_arcade::Scene;
use ai_arcade::testing::layout::ScreenLayout;
use ai_arcade::testing::mcts::{Match, MctsMode, MctsSettings};
use ai_arcade::testing::nav::Navigate;
pub use ai_arcade::testing::think::ThinkBackend;
use bevy::input::InputPlugin;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowResolution};
use gameai::games::hex::Hex;

/// 한 번의 `update`가 흘려보내는 시간.
pub const FRAME: Duration = Duration::from_millis(50);

/// 창 크기 `w`×`h`(논리 픽셀)인 헤드리스 앱. AI는 주 스레드에서 한 프레임에 한 조각씩 생각하므로
/// ([`ThinkBackend::Slices`]) 시험은 잠 없이 `update`만으로 결정적으로 나아간다.
pub fn app(w: u32, h: u32) -> App {
    app_with(w, h, ThinkBackend::Slices(SLICE))
}

/// 헤드리스 시험에서 한 프레임에 생각하는 시간.
pub const SLICE: Duration = Duration::from_millis(4);

/// 생각이 `backend`에서 도는 헤드리스 앱 (네이티브 작업 스레드를 시험할 때 `Pool`).
pub fn app_with(w: u32, h: u32, backend: ThinkBackend) -> App {
    app_from(w, h, backend, |_| {})
}

/// 앱의 핵심을 얹기 전에 `setup`이 자원을 넣는 헤드리스 앱 (시작 옵션, 저장소).
pub fn app_from(w: u32, h: u32, backend: ThinkBackend, setup: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    setup(&mut app);
    app.insert_resource(backend);
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.world_mut().spawn((
        Window {
            resolution: WindowResolution::new(w, h),
            ..default()
        },
        PrimaryWindow,
    ));
    app.add_plugins(ai_arcade::core_plugin);
    app.update();
    app
}

/// `n`번 갱신한다.
pub fn run(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// 조건이 참이 될 때까지 (최대 `max`번) 갱신한다.
pub fn run_until(app: &mut App, max: usize, mut cond: impl FnMut(&mut App) -> bool) -> bool {
    for _ in 0..max {
        if cond(app) {
            return true;
        }
        app.update();
    }
    cond(app)
}

/// 장면 안의 모드를 `mode`로 바꾼다 (두 프레임 돌린다).
pub fn set_mode<M: bevy::state::state::FreelyMutableState>(app: &mut App, mode: M) {
    app.world_mut().resource_mut::<NextState<M>>().set(mode);
    run(app, 2);
}

/// 조건이 참이 될 때까지, 길어야 `secs`초 (벽시계) 갱신한다. AI의 생각 시간은 실제 시간이다;
/// 작업 스레드(`Pool`)를 쓰는 시험을 위해 프레임마다 양보한다 (잠은 아니다).
pub fn wait_for(app: &mut App, secs: f32, mut cond: impl FnMut(&App) -> bool) -> bool {
    let start = std::time::Instant::now();
    while start.elapsed().as_secs_f32() < secs {
        if cond(app) {
            return true;
        }
        app.update();
        std::thread::yield_now();
    }
    cond(app)
}

/// 지금 장면.
pub fn scene(app: &App) -> Scene {
    *app.world().resource::<State<Scene>>().get()
}

/// 장면을 바꿔 달라고 한다.
pub fn navigate(app: &mut App, to: Scene) {
    app.world_mut().write_message(Navigate(to));
    run(app, 2);
}

/// 주 창 엔티티.
pub fn window(app: &mut App) -> Entity {
    app.world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .expect("a primary window")
}

/// 월드 좌표 `world`를 손가락으로 누르고 뗀다.
pub fn tap_world(app: &mut App, world: Vec2) {
    let screen = app.world().resource::<ScreenLayout>().to_screen(world);
    tap_screen(app, screen, 0);
}

/// 화면 좌표(왼쪽 위 원점)를 손가락 `id`로 누르고 뗀다.
pub fn tap_screen(app: &mut App, screen: Vec2, id: u64) {
    let window = window(app);
    for phase in [TouchPhase::Started, TouchPhase::Ended] {
        app.world_mut().write_message(TouchInput {
            phase,
            position: screen,
            window,
            force: None,
            id,
        });
    }
    app.update();
}

/// `Scene` 상태로 지워질 엔티티가 몇 개 남았나.
pub fn scoped_entities(app: &mut App, s: Scene) -> usize {
    app.world_mut()
        .query::<&DespawnOnExit<Scene>>()
        .iter(app.world())
        .filter(|d| d.0 == s)
        .count()
}

/// 판 위에 그려진 고리(원)들의 가운데 (마지막 수의 모양, 키보드 커서).
pub fn ring_centers(app: &App) -> Vec<Vec2> {
    use ai_arcade::testing::hud::{Stroke, Strokes};
    app.world()
        .resource::<Strokes>()
        .shapes()
        .iter()
        .filter_map(|s| match *s {
            Stroke::Circle { center, .. } => Some(center),
            _ => None,
        })
        .collect()
}

/// 님 대국을 알려진 국면(보통 규칙의 더미 `heaps`), 사람 차례로 (마지막 수 없음).
pub fn nim_position(app: &mut App, heaps: Vec<u32>) {
    use ai_arcade::testing::nim::{NimMatch, Phase, Side};
    let mut m = app.world_mut().resource_mut::<NimMatch>();
    m.pos = gameai::games::nim::Nim::normal(heaps).unwrap_or_else(|e| panic!("heaps: {e:?}"));
    m.start = m.pos.clone();
    m.first = Side::Other;
    m.history = ai_arcade::testing::review::Line::default();
    m.to_move = Side::Other;
    m.phase = Phase::Waiting { since: 0.0 };
    m.last = None;
    m.plies += 1;
}

/// 님 대국 (1280×720): 더미 3, 4, 5, 1에서 사람이 A를 2로 (님 합이 0이 아닌 채로 두는 증명된 큰 실수),
/// AI가 답할 때까지 (돌아보지는 않는다).
pub fn nim_after_a_blunder_unreviewed() -> App {
    use ai_arcade::testing::nim::{NimAction, NimMatch, NimMode, NimSettings};
    use gameai::games::nim::NimMove;
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Nim);
    set_mode(&mut app, NimMode::Play);
    app.world_mut().resource_mut::<NimSettings>().random_prob = 0.0;
    nim_position(&mut app, vec![3, 4, 5, 1]);
    app.world_mut()
        .write_message(NimAction::Play(NimMove { heap: 0, to: 2 }));
    assert!(wait_for(&mut app, 10.0, |a| {
        a.world().resource::<NimMatch>().history.all().len() == 2
    }));
    app
}

/// 헥스 대국을 열고 (사람 먼저) `moves`를 둔다: 마지막이 AI의 수면 사람 차례다.
pub fn hex_game(moves: &[&str]) -> App {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    {
        let w = app.world_mut();
        w.resource_mut::<MctsSettings>().human_first = true;
        let fresh = Match::new(w.resource::<MctsSettings>());
        *w.resource_mut::<Match<Hex>>() = fresh;
    }
    for name in moves {
        let mut m = app.world_mut().resource_mut::<Match<Hex>>();
        let mv = m
            .game
            .parse_move(name)
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        m.play(mv).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    }
    run(&mut app, 2);
    app
}
