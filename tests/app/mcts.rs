//! MCTS 장면의 배선: 설명이 700번까지 돌고 가장 많이 방문한 칸을 고르는지, 헥스에서 탭으로 두고
//! AI가 답하는지, 생각 도중에 장면을 바꿨다 돌아와도 옛 수가 두어지지 않는지.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::time::Duration;

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::layout::ScreenLayout;
use ai_arcade::testing::mcts::{
    BoardFit, BoardGame, Explainer, Match, MatchAction, MctsMode, MctsSettings,
};
use ai_arcade::testing::think::AiMemory;
use bevy::prelude::*;
use gameai::games::hex::Hex;
use gameai::memory::MemoryBudget;

fn hex(app: &App) -> &Match<Hex> {
    app.world().resource::<Match<Hex>>()
}

/// 헥스 판의 칸 이름을 눌러 둔다.
fn tap_hex(app: &mut App, name: &str) {
    let layout = *app.world().resource::<ScreenLayout>();
    let m = hex(app);
    let mv = m.game.parse_move(name).unwrap();
    let area = ai_arcade::testing::mcts::board_area(&layout);
    let fit = BoardFit::compute(&m.game, area);
    let at = fit.to_world(m.game.center(mv));
    tap_world(app, at);
}

#[test]
fn explainer_reaches_700_and_picks_the_most_visited_cell() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    assert_eq!(
        *app.world().resource::<State<MctsMode>>().get(),
        MctsMode::Explain
    );
    app.world_mut().resource_mut::<MctsSettings>().speed = 8.0;
    assert!(run_until(&mut app, 20_000, |a| {
        a.world().resource::<Explainer>().chosen.is_some()
    }));
    let ex = app.world().resource::<Explainer>();
    assert_eq!(ex.mcts.iterations(), 700);
    let stats = ex.mcts.root_stats();
    let (chosen, _) = ex.chosen.unwrap();
    assert_eq!(chosen, stats[0].mv);
    assert!(stats.iter().all(|s| s.visits <= stats[0].visits));
    // 트리는 방문한 노드만, 깊이 5까지.
    assert!(ex.tree.iter().all(|n| n.visits > 0 && n.depth <= 5));
}

#[test]
fn hex_tap_ai_answer_and_a_scene_switch_mid_thought_applies_nothing_stale() {
    // 이 시험은 네이티브 작업 스레드에서 생각한다 (다른 시험은 프레임 조각).
    let mut app = app_with(1280, 720, ThinkBackend::Pool);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    app.world_mut().resource_mut::<MctsSettings>().think_secs = 0.2;
    tap_hex(&mut app, "f6");
    run(&mut app, 1);
    assert_eq!(hex(&app).history.len(), 1, "the tap placed a stone");
    assert!(wait_for(&mut app, 20.0, |a| hex(a).history.len() == 2));
    assert!(hex(&app).seat.pending.is_none());

    // 무르기: 사람의 수와 AI의 수가 함께 물러진다.
    app.world_mut().write_message(MatchAction::Undo);
    run(&mut app, 2);
    assert_eq!(hex(&app).history.len(), 0);

    // 다시 두고, AI가 생각하는 도중에 메뉴로 갔다가 돌아온다.
    app.world_mut().resource_mut::<MctsSettings>().think_secs = 0.5;
    tap_hex(&mut app, "c3");
    run(&mut app, 2);
    assert!(hex(&app).seat.pending.is_some(), "the AI is thinking");
    navigate(&mut app, Scene::Menu);
    assert!(!app.world().contains_resource::<Match<Hex>>());
    // 돌아오면 저장된 대국이 되살아난다 (`save.rs`의 시험). 여기서는 옛 생각의 답만 보려고 저장을 지워
    // 새 판으로 돌아온다.
    app.world_mut()
        .resource_mut::<ai_arcade::testing::save::Saved>()
        .remove(&ai_arcade::testing::save::entry(gameai::games::GameId::Hex));
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    // 옛 생각이 끝났을 시간(0.5초)의 두 배를 지켜보는 동안 새 판에는 아무 수도 두어지지 않는다
    // (사람이 먼저다).
    let watch = std::time::Instant::now();
    while watch.elapsed() < Duration::from_millis(1000) {
        app.update();
        assert_eq!(hex(&app).history.len(), 0);
        std::thread::yield_now();
    }
    assert!(hex(&app).seat.pending.is_none());
}

/// AI의 메모리 예산: 작업 스레드들(루트 병렬)의 트리는 함께 예산을 넘지 않고, 차면 결론이 그것을
/// 알린다 (패널의 "트리가 찼습니다"). 예산은 노드 수천 개뿐이라 반 초의 생각이면 찬다.
#[test]
fn the_thread_pool_keeps_its_trees_inside_the_memory_budget() {
    let budget = 128 << 10;
    let mut app = app_with(1280, 720, ThinkBackend::Pool);
    app.insert_resource(AiMemory::new(MemoryBudget::from_bytes(budget), 2));
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    app.world_mut().resource_mut::<MctsSettings>().think_secs = 0.5;
    tap_hex(&mut app, "f6");
    assert!(wait_for(&mut app, 20.0, |a| hex(a).history.len() == 2));
    let memory = hex(&app).seat.last.as_ref().unwrap().memory;
    assert!(memory.full, "{memory:?}");
    assert!(
        memory.bytes <= budget && memory.limit <= budget,
        "{memory:?}"
    );
    assert!(
        memory.bytes > budget / 2,
        "the trees used their share: {memory:?}"
    );
}

#[test]
fn illegal_taps_on_the_board_change_nothing() {
    let mut app = app(360, 640);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    app.world_mut().resource_mut::<MctsSettings>().think_secs = 5.0;
    tap_hex(&mut app, "a1");
    run(&mut app, 2);
    let before = hex(&app).history.clone();
    // AI가 생각하는 동안의 탭, 이미 돌이 있는 칸, 판 밖.
    tap_hex(&mut app, "b2");
    tap_hex(&mut app, "a1");
    tap_screen(&mut app, Vec2::new(2.0, 60.0), 5);
    run(&mut app, 2);
    assert_eq!(hex(&app).history, before);
    let _ = <Hex as BoardGame>::SIZES;
}

#[test]
fn ab_comparison_searches_the_same_position_twice() {
    use ai_arcade::testing::mcts::{Compare, CompareAction, Preset};
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Havannah);
    app.world_mut().resource_mut::<MctsSettings>().think_secs = 0.2;
    app.world_mut()
        .write_message(CompareAction::Run(Preset::Rave));
    run(&mut app, 2);
    assert!(
        app.world()
            .contains_resource::<Compare<gameai::games::havannah::Havannah>>()
    );
    assert!(wait_for(&mut app, 20.0, |a| {
        a.world()
            .resource::<Compare<gameai::games::havannah::Havannah>>()
            .result
            .is_some()
    }));
    let c = app
        .world()
        .resource::<Compare<gameai::games::havannah::Havannah>>();
    let [a, b] = c.result.as_ref().unwrap();
    assert!(a.best.is_some() && b.best.is_some());
    assert!(a.iterations > 0 && b.iterations > 0);
    // 비교 중 판을 눌러도 수가 되지 않는다; 닫으면 비교 화면이 사라진다.
    app.world_mut().write_message(CompareAction::Close);
    run(&mut app, 2);
    assert!(
        !app.world()
            .contains_resource::<Compare<gameai::games::havannah::Havannah>>()
    );
}

#[test]
fn the_ai_line_is_drawn_as_numbered_stones_while_it_thinks() {
    use ai_arcade::testing::hud::{Stroke, Strokes};
    use ai_arcade::testing::mcts::{AiSearch, ai_line};
    use ai_arcade::testing::think::Thinker;

    let mut app = app(360, 640);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    app.world_mut().resource_mut::<MctsSettings>().think_secs = 10.0;
    tap_hex(&mut app, "c3");
    let line = |a: &App| {
        let thinker = a.world().get_resource::<Thinker<AiSearch<Hex>>>();
        ai_line(hex(a), thinker)
    };
    assert!(run_until(&mut app, 3000, |a| line(a).len() >= 3));
    let shown = line(&app);
    let snap = app
        .world()
        .resource::<Thinker<AiSearch<Hex>>>()
        .snapshot()
        .unwrap();
    // 수순의 첫 수는 지금 앞선 수다 (같은 프레임의 스냅숏).
    assert_eq!(shown.first(), snap.root.first().map(|c| &c.mv));
    // 선 그림의 자취는 스냅숏의 셈 그대로: 마지막 점 = 지금의 반복 수, 점들은 시간과 반복이 느는 순.
    let trace = app
        .world()
        .resource::<ai_arcade::testing::mcts::ThinkTrace>();
    let last = trace.points.last().unwrap();
    assert_eq!(last.iterations, snap.iterations);
    assert_eq!(last.lead_rate, snap.root[0].win_rate());
    assert!(
        trace
            .points
            .windows(2)
            .all(|w| w[0].iterations < w[1].iterations && w[0].secs <= w[1].secs)
    );
    let numbers: Vec<(u32, Vec2)> = app
        .world()
        .resource::<Strokes>()
        .shapes()
        .iter()
        .filter_map(|s| match *s {
            Stroke::Number { n, at, .. } => Some((n, at)),
            _ => None,
        })
        .collect();
    let layout = *app.world().resource::<ScreenLayout>();
    let m = hex(&app);
    let fit = BoardFit::compute(&m.game, ai_arcade::testing::mcts::board_area(&layout));
    assert_eq!(numbers.len(), shown.len().min(6), "{numbers:?}");
    for (i, &(n, at)) in numbers.iter().enumerate() {
        assert_eq!(n, i as u32 + 1);
        assert!(at.distance(fit.to_world(m.game.center(shown[i]))) < 1e-3);
    }
    // 끄면 판에 수순이 없다.
    app.world_mut().resource_mut::<MctsSettings>().show_line = false;
    run(&mut app, 1);
    let any = app
        .world()
        .resource::<Strokes>()
        .shapes()
        .iter()
        .any(|s| matches!(s, Stroke::Number { .. } | Stroke::Disc { .. }));
    assert!(!any);
}

#[test]
fn a_level_below_maximum_thinks_its_iterations_instead_of_the_time() {
    use gameai::games::GameId;
    use gameai::level::Level;
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    {
        let mut s = app.world_mut().resource_mut::<MctsSettings>();
        // 단계가 걸리지 않으면 AI는 30초를 생각한다: 그 전에 답이 오면 단계의 반복 수로 멈춘 것이다.
        s.think_secs = 30.0;
        s.level = ai_arcade::testing::hud::SavedLevel(Level::Club);
    }
    let want = Level::Club.knobs(GameId::Hex).iterations.unwrap();
    tap_hex(&mut app, "f6");
    assert!(wait_for(&mut app, 20.0, |a| hex(a).history.len() == 2));
    let last = hex(&app).seat.last.as_ref().unwrap();
    assert!(
        last.iterations >= want && last.iterations < want + 64,
        "{} iterations for a level of {want}",
        last.iterations
    );
}

#[test]
fn play_defaults_to_the_strongest_setting_and_one_switch_gives_plain_uct() {
    use ai_arcade::testing::mcts::Preset;
    use gameai::mcts::Config;
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    let mut s = app.world().resource::<MctsSettings>().clone();
    assert_eq!((s.rave, s.c), (true, Config::default().c));
    // 확인란 하나: RAVE를 끄면 C도 평범한 UCT의 값으로, 다시 켜면 돌아온다.
    s.set_rave(false);
    assert_eq!((s.rave, s.c), (false, Config::PLAIN_C));
    s.set_rave(true);
    assert_eq!((s.rave, s.c), (true, Config::default().c));
    // A/B 비교의 두 쪽은 평범한 UCT와 기본값 그대로.
    let [(a, _), (b, _)] = Preset::Rave.sides(Config::default(), 1000);
    assert_eq!((a, b), (Config::plain(), Config::default()));
}

/// 마지막 수는 색만이 아니라 모양으로도 보인다: 마지막 돌 가운데의 고리 하나.
#[test]
fn the_last_stone_carries_a_ring_not_only_a_tint() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    app.world_mut().resource_mut::<MctsSettings>().show_line = false;
    let rings = ring_centers;
    run(&mut app, 2);
    assert!(rings(&app).is_empty(), "no move, no ring");
    tap_hex(&mut app, "f6");
    run(&mut app, 2);
    let layout = *app.world().resource::<ScreenLayout>();
    let m = hex(&app);
    let fit = BoardFit::compute(&m.game, ai_arcade::testing::mcts::board_area(&layout));
    let last = *m.history.last().unwrap();
    let at = fit.to_world(m.game.center(last));
    assert_eq!(rings(&app).len(), 1);
    assert!(
        rings(&app)[0].distance(at) < 0.5,
        "the ring is on the last stone"
    );
}
