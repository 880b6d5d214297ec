//! 작업자 길의 배선: 웹과 같은 [`ThinkBackend::Workers`]에, 브라우저 대신 같은 스레드의 일꾼 무리
//! ([`LocalCrew`]: 편지를 바이트로 건네받는 [`gameai_remote::Runner`]들)를 넣고 실제 장면을 돈다.
//! 생각이 일꾼에게 가는가, 패널이 읽는 곳이 맞는가, 생각 도중의 새 게임이 옛 생각을 취소하고 그
//! 답을 두지 않는가.

use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::mcts::{Match, MatchAction, MctsMode, MctsSettings};
use ai_arcade::testing::think::{LocalCrew, ThinkCrew, ThinkWhere};
use ai_arcade::testing::transposition::{
    Explainer, ExplainerAction, GomokuAction, GomokuMatch, Step, TransMode, TransSettings,
};
use bevy::prelude::*;
use gameai::games::hex::Hex;
use gameai::step::Budget;

/// 일꾼 `n`명이 프레임마다 2 ms씩 일하는 앱과, 일꾼들이 보낸 "멈춤"의 셈.
fn crew_app(n: usize) -> (App, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    let mut app = app_with(1280, 720, ThinkBackend::Workers);
    let crew = LocalCrew::new(n, Budget::Time(Duration::from_millis(2)));
    let stopped = crew.stopped();
    app.insert_resource(ThinkCrew::new(crew));
    (app, stopped)
}

fn hex(app: &App) -> &Match<Hex> {
    app.world().resource::<Match<Hex>>()
}

#[test]
fn hex_thinks_on_the_crew_and_a_new_game_mid_thought_plays_nothing_stale() {
    let (mut app, stopped) = crew_app(2);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    {
        let mut s = app.world_mut().resource_mut::<MctsSettings>();
        s.think_secs = 0.3;
        s.human_first = false;
    }
    app.world_mut().write_message(MatchAction::NewGame);
    run(&mut app, 3);
    let old = hex(&app).seat.pending.expect("the AI thinks first");
    assert_eq!(
        *app.world().resource::<ThinkWhere>(),
        ThinkWhere::Workers(2)
    );

    // 생각 도중의 새 게임: 옛 생각은 취소되고 (일꾼 둘이 멈췄다고 답한다), 새 생각이 시작된다.
    app.world_mut().write_message(MatchAction::NewGame);
    run(&mut app, 3);
    let new = hex(&app).seat.pending.expect("the AI thinks again");
    assert_ne!(old, new);
    assert_eq!(
        stopped.load(Ordering::Relaxed),
        2,
        "both workers stopped the old thought"
    );
    assert!(hex(&app).history.is_empty());
    assert!(wait_for(&mut app, 20.0, |a| hex(a).history.len() == 1));
    let m = hex(&app);
    assert!(m.seat.pending.is_none() && !m.seat.stuck);
    let d = m.seat.last.as_ref().expect("a decision");
    assert!(d.iterations > 0 && d.root.iter().map(|c| u64::from(c.visits)).sum::<u64>() > 0);
    assert!(m.seat.kept.is_none(), "the tree stays in the workers");
}

#[test]
fn gomoku_answers_from_a_worker_that_keeps_the_table() {
    let (mut app, _) = crew_app(1);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Gomoku);
    {
        let mut s = app.world_mut().resource_mut::<TransSettings>();
        s.depth = 3;
        s.think_secs = 2.0;
        s.human_first = false;
    }
    app.world_mut().write_message(GomokuAction::NewGame);
    run(&mut app, 2);
    assert!(wait_for(&mut app, 30.0, |a| a
        .world()
        .resource::<GomokuMatch>()
        .history
        .len()
        == 1));
    assert_eq!(
        *app.world().resource::<ThinkWhere>(),
        ThinkWhere::Workers(1)
    );
    let m = app.world().resource::<GomokuMatch>();
    assert!(m.seat.last.as_ref().is_some_and(|r| r.nodes > 0));
    assert!(m.seat.kept.is_none(), "the table stays in the worker");
}

#[test]
fn the_explainer_s_real_search_runs_on_a_worker_and_gives_the_same_count() {
    // 같은 수순을 일꾼에서 다시 찾아도 노드 수가 주 스레드에서 연 것(완성된 모습)과 같다.
    let (mut app, _) = crew_app(1);
    navigate(&mut app, Scene::Transposition);
    app.world_mut().resource_mut::<TransSettings>().speed = 4.0;
    run(&mut app, 1);
    let opened = app.world().resource::<Explainer>().nodes_first;
    app.world_mut().write_message(ExplainerAction::Restart);
    run(&mut app, 1);
    assert!(wait_for(&mut app, 30.0, |a| matches!(
        a.world().resource::<Explainer>().step,
        Step::Done { .. }
    )));
    assert_eq!(
        *app.world().resource::<ThinkWhere>(),
        ThinkWhere::Workers(1)
    );
    let ex = app.world().resource::<Explainer>();
    assert_eq!(ex.nodes_first, opened);
    assert_eq!(ex.found, Some(true));
}
