//! 전치표 장면의 배선: 설명이 두 수순을 끝내고 표가 답하는지 (켬/끔), 오목에서 탭으로 두고 AI가
//! 답하는지, 생각 도중에 나갔다 와도 옛 수가 두어지지 않는지, A/B와 충돌 수업이 도는지.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

mod common;

use std::time::Duration;

use ai_arcade::Scene;
use ai_arcade::layout::ScreenLayout;
use ai_arcade::scenes::transposition::{
    Explainer, ExplainerAction, GomokuAction, GomokuFit, GomokuMatch, Lab, LabKind, Step,
    TransMode, TransSettings,
};
use bevy::prelude::*;
use common::*;
use gameai::search::SearchGame;

fn set_mode(app: &mut App, mode: TransMode) {
    app.world_mut()
        .resource_mut::<NextState<TransMode>>()
        .set(mode);
    run(app, 2);
}

fn wait_for(app: &mut App, secs: f32, mut cond: impl FnMut(&App) -> bool) -> bool {
    let start = std::time::Instant::now();
    while start.elapsed().as_secs_f32() < secs {
        if cond(app) {
            return true;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    cond(app)
}

fn run_explainer(app: &mut App) -> (Option<bool>, Option<u64>, Option<u64>) {
    assert!(wait_for(app, 30.0, |a| matches!(
        a.world().resource::<Explainer>().step,
        Step::Done { .. }
    )));
    let ex = app.world().resource::<Explainer>();
    let [k1, k2] = ex.final_keys();
    assert_eq!(k1, k2, "both move orders end on the same key");
    assert_eq!(ex.boards[0].key(), ex.boards[1].key());
    (ex.found, ex.nodes_first, ex.nodes_again)
}

#[test]
fn explainer_finds_the_second_arrival_only_with_the_table_on() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    app.world_mut().resource_mut::<TransSettings>().speed = 4.0;
    // 여는 순간 이미 결과가 보인다: 같은 열쇠, 표가 답함, 진짜 탐색의 노드 수.
    run(&mut app, 1);
    {
        let ex = app.world().resource::<Explainer>();
        assert!(matches!(ex.step, Step::Done { .. }), "{:?}", ex.step);
        assert_eq!(ex.found, Some(true));
        assert!(ex.nodes_first.unwrap() > 10);
    }
    // 끝 모습에서 표를 끄면 곧장 "다시 계산"으로 바뀌고, 다시 켜면 "찾음"으로 돌아온다.
    app.world_mut().resource_mut::<TransSettings>().table_on = false;
    run(&mut app, 1);
    {
        let ex = app.world().resource::<Explainer>();
        assert_eq!(ex.found, Some(false));
        assert_eq!(
            ex.nodes_again, ex.nodes_first,
            "the same search, done again"
        );
    }
    app.world_mut().resource_mut::<TransSettings>().table_on = true;
    run(&mut app, 1);
    assert_eq!(app.world().resource::<Explainer>().found, Some(true));
    // 처음부터 한 단계씩 다시: 표를 켠 채로.
    app.world_mut().write_message(ExplainerAction::Restart);
    run(&mut app, 2);
    assert!(matches!(
        app.world().resource::<Explainer>().step,
        Step::Move { .. }
    ));
    let (found, first, again) = run_explainer(&mut app);
    assert_eq!(found, Some(true));
    assert!(first.unwrap() > 10, "a real search counted real nodes");
    assert_eq!(again, None, "nothing was computed again");

    app.world_mut().resource_mut::<TransSettings>().table_on = false;
    app.world_mut().write_message(ExplainerAction::OtherMoves);
    run(&mut app, 2);
    let (found, first, again) = run_explainer(&mut app);
    assert_eq!(found, Some(false));
    assert!(
        again.unwrap() > 0 && again == first,
        "without the table the position is computed again"
    );
}

fn tap_point(app: &mut App, name: &str) {
    let layout = *app.world().resource::<ScreenLayout>();
    let m = app.world().resource::<GomokuMatch>();
    let mv = m.game.parse_move(name).unwrap();
    let at = GomokuFit::compute(layout.board).at(&m.game, mv);
    tap_world(app, at);
}

fn gomoku(app: &App) -> &GomokuMatch {
    app.world().resource::<GomokuMatch>()
}

#[test]
fn gomoku_taps_ai_replies_and_a_switch_mid_thought_applies_nothing() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Gomoku);
    {
        let mut s = app.world_mut().resource_mut::<TransSettings>();
        s.depth = 3;
        s.think_secs = 2.0;
    }
    tap_point(&mut app, "h8");
    run(&mut app, 1);
    assert_eq!(gomoku(&app).history.len(), 1);
    assert!(wait_for(&mut app, 20.0, |a| gomoku(a).history.len() == 2));
    let m = gomoku(&app);
    assert_eq!(m.game.key(), m.game.key_from_scratch());
    assert!(m.last.as_ref().unwrap().nodes > 0);
    // 이미 돌이 있는 곳을 누르면 아무것도 바뀌지 않는다.
    let before = gomoku(&app).history.clone();
    tap_point(&mut app, "h8");
    run(&mut app, 1);
    assert_eq!(gomoku(&app).history, before);

    // A/B와 충돌 수업.
    app.world_mut()
        .write_message(GomokuAction::Lab(LabKind::TableOnOff));
    run(&mut app, 1);
    assert!(wait_for(&mut app, 30.0, |a| a
        .world()
        .resource::<Lab>()
        .result
        .is_some()));
    let [on, off] = app.world().resource::<Lab>().result.clone().unwrap();
    assert_eq!(on.value, off.value);
    assert!(on.nodes < off.nodes);

    // 깊게 생각하는 도중에 나갔다가 돌아오면 새 판이고, 옛 수는 두어지지 않는다.
    app.world_mut().resource_mut::<TransSettings>().depth = 7;
    app.world_mut().resource_mut::<TransSettings>().think_secs = 5.0;
    tap_point(&mut app, "j10");
    run(&mut app, 2);
    assert!(gomoku(&app).pending.is_some());
    navigate(&mut app, Scene::Menu);
    assert!(!app.world().contains_resource::<GomokuMatch>());
    assert_eq!(scoped_entities(&mut app, Scene::Transposition), 0);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Gomoku);
    std::thread::sleep(Duration::from_millis(300));
    run(&mut app, 10);
    assert!(gomoku(&app).history.is_empty());
}

#[test]
fn on_a_phone_the_first_tap_aims_and_the_second_places() {
    let mut app = app(360, 640);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Gomoku);
    app.world_mut().resource_mut::<TransSettings>().depth = 2;
    tap_point(&mut app, "h8");
    run(&mut app, 1);
    let h8 = gomoku(&app).game.parse_move("h8").unwrap();
    assert!(gomoku(&app).history.is_empty(), "one tap only aims");
    assert_eq!(gomoku(&app).aim, Some(h8));
    // 다른 점을 누르면 겨냥만 옮겨 간다.
    tap_point(&mut app, "g7");
    run(&mut app, 1);
    assert!(gomoku(&app).history.is_empty());
    assert_ne!(gomoku(&app).aim, Some(h8));
    tap_point(&mut app, "g7");
    run(&mut app, 1);
    let g7 = gomoku(&app).game.parse_move("g7").unwrap();
    assert_eq!(
        gomoku(&app).history.first(),
        Some(&g7),
        "the second tap places"
    );
    assert_eq!(gomoku(&app).aim, None);
}
