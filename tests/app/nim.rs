//! 님 장면의 배선을 헤드리스 앱으로 확인한다: 메뉴 → 님 → 탭으로 돌 가져가기 → AI의 응수
//! → 메뉴, 그리고 아무것도 남지 않았는지.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::nim::{
    NimAction, NimMatch, NimMode, NimSettings, Phase, Side, Stone, TableModel,
};
use ai_arcade::testing::think::Thinker;
use bevy::prelude::*;
use gameai::games::nim::Nim;
use gameai::nim::NimSolver;

fn nim_match(app: &App) -> &NimMatch {
    app.world().resource::<NimMatch>()
}

/// 돌 (heap, index)가 그려진 곳 (월드 좌표).
fn stone_at(app: &mut App, heap: usize, index: u32) -> Vec2 {
    app.world_mut()
        .query::<(&Stone, &Transform)>()
        .iter(app.world())
        .find(|(s, _)| s.heap == heap && s.index == index)
        .map(|(_, t)| t.translation.truncate())
        .unwrap_or_else(|| panic!("stone {heap}/{index} is drawn"))
}

#[test]
fn menu_to_nim_tap_ai_reply_and_back_leaves_nothing() {
    let mut app = app(1280, 720);
    assert_eq!(scene(&app), Scene::Menu);
    assert_eq!(scoped_entities(&mut app, Scene::Nim), 0);

    navigate(&mut app, Scene::Nim);
    assert_eq!(scene(&app), Scene::Nim);
    assert_eq!(
        *app.world().resource::<State<NimMode>>().get(),
        NimMode::Explain
    );
    set_mode(&mut app, NimMode::Play);

    // 알려진 국면에서 사람 차례로.
    {
        let mut m = app.world_mut().resource_mut::<NimMatch>();
        m.pos = Nim::normal(vec![3, 4, 5, 1]).unwrap();
        m.to_move = Side::Other;
        m.phase = Phase::Waiting { since: 0.0 };
        m.plies += 1;
    }
    run(&mut app, 2);
    // 더미 A의 두 번째 돌(index 1)을 누르면 그 돌과 위의 돌을 가져가 1개가 남는다.
    let at = stone_at(&mut app, 0, 1);
    tap_world(&mut app, at);
    run(&mut app, 1);
    assert_eq!(nim_match(&app).pos.heaps(), &[1, 4, 5, 1]);
    assert_eq!(nim_match(&app).to_move, Side::Ai);

    // AI가 생각 모듈을 거쳐 응수하고, 그 뒤 모든 열이 짝이다.
    assert!(run_until(&mut app, 400, |a| nim_match(a).to_move
        == Side::Other
        || nim_match(a).winner.is_some()));
    let m = nim_match(&app);
    assert_eq!(m.last.map(|l| l.0), Some(Side::Ai));
    assert!(TableModel::from_pos(&m.pos).all_even(), "{:?}", m.pos);

    // 메뉴로 돌아가면 장면의 엔티티와 리소스가 모두 사라진다.
    navigate(&mut app, Scene::Menu);
    assert_eq!(scene(&app), Scene::Menu);
    assert_eq!(scoped_entities(&mut app, Scene::Nim), 0);
    assert_eq!(
        app.world_mut().query::<&Stone>().iter(app.world()).count(),
        0
    );
    assert!(!app.world().contains_resource::<NimMatch>());
    assert!(!app.world().contains_resource::<NimSettings>());
    assert!(!app.world().contains_resource::<Thinker<NimSolver>>());
}

#[test]
fn illegal_taps_change_nothing() {
    let mut app = app(360, 640);
    navigate(&mut app, Scene::Nim);
    run(&mut app, 2);
    // 설명 모드에서는 탭이 수가 되지 않는다.
    let before = nim_match(&app).plies;
    let at = stone_at(&mut app, 0, 0);
    tap_world(&mut app, at);
    assert_eq!(nim_match(&app).plies, before);

    set_mode(&mut app, NimMode::Play);
    {
        let mut m = app.world_mut().resource_mut::<NimMatch>();
        m.pos = Nim::normal(vec![0, 2, 3, 1]).unwrap();
        m.to_move = Side::Other;
        m.phase = Phase::Waiting { since: 0.0 };
        m.plies += 1;
    }
    run(&mut app, 2);
    let plies = nim_match(&app).plies;
    // 빈 더미 자리, 돌 위의 빈 칸, 판 밖, 패널 위.
    let empty_heap = stone_at(&mut app, 1, 0)
        - Vec2::new(stone_at(&mut app, 2, 0).x - stone_at(&mut app, 1, 0).x, 0.0);
    let above = stone_at(&mut app, 3, 0) + Vec2::new(0.0, 200.0);
    tap_world(&mut app, empty_heap);
    tap_world(&mut app, above);
    tap_screen(&mut app, Vec2::new(5.0, 5.0), 1);
    tap_screen(&mut app, Vec2::new(180.0, 620.0), 2);
    run(&mut app, 2);
    assert_eq!(nim_match(&app).plies, plies);
    assert_eq!(nim_match(&app).pos.heaps(), &[0, 2, 3, 1]);
}

#[test]
fn explainer_plays_itself_and_the_ai_wins_every_game() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Nim);
    app.world_mut().resource_mut::<NimSettings>().speed = 4.0;
    // 두 게임이 끝날 때까지 지켜본다. AI 차례가 끝날 때마다 님 합은 0이다.
    let mut finished = 0;
    let mut last_serial = u64::MAX;
    let mut last_game = nim_match(&app).game;
    for _ in 0..6000 {
        app.update();
        let m = nim_match(&app);
        if m.game != last_game {
            last_game = m.game;
            last_serial = u64::MAX;
            continue;
        }
        if m.plies != last_serial {
            last_serial = m.plies;
            if let Some((Side::Ai, _, _)) = m.last {
                assert!(TableModel::from_pos(&m.pos).all_even(), "{:?}", m.pos);
            }
            if let Some(w) = m.winner {
                assert_eq!(
                    w,
                    Side::Ai,
                    "the perfect AI moved first from a nim-sum != 0"
                );
                finished += 1;
                if finished == 2 {
                    return;
                }
            }
        }
    }
    panic!("the explainer finished only {finished} games");
}

#[test]
fn new_game_mid_thought_never_applies_the_stale_move() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Nim);
    set_mode(&mut app, NimMode::Play);
    app.world_mut().resource_mut::<NimSettings>().human_first = false;
    app.world_mut().write_message(NimAction::NewGame);
    // AI가 생각을 시작하는 순간을 기다린다.
    assert!(run_until(&mut app, 200, |a| matches!(
        nim_match(a).phase,
        Phase::Thinking { .. }
    )));
    let stale = nim_match(&app).seat.pending;
    app.world_mut().write_message(NimAction::NewGame);
    run(&mut app, 1);
    let m = nim_match(&app);
    assert_ne!(m.seat.pending, stale);
    assert!(
        m.last.is_none(),
        "a move from the cancelled thought was applied"
    );
    // 나갔다 들어와도 옛 생각은 적용되지 않는다.
    navigate(&mut app, Scene::Menu);
    navigate(&mut app, Scene::Nim);
    run(&mut app, 3);
    assert!(nim_match(&app).last.is_none());
}

#[test]
fn the_binary_table_is_drawn_on_every_visit() {
    // 장면을 나갔다 들어와도 표가 다시 그려진다 (기억해 둔 "그린 것"이 새 게임과 헷갈리지 않게).
    let mut app = app(1280, 720);
    for _ in 0..8 {
        navigate(&mut app, Scene::Nim);
        run(&mut app, 2);
        let cells = app
            .world_mut()
            .query::<&ai_arcade::testing::nim::TableCell>()
            .iter(app.world())
            .count();
        assert!(cells > 20, "only {cells} table cells");
        navigate(&mut app, Scene::Menu);
    }
}

#[test]
fn in_the_subtraction_game_a_tapped_table_row_chooses_that_heap() {
    use ai_arcade::testing::layout::ScreenLayout;
    use ai_arcade::testing::nim::{NimFocus, TableGrid, heap_steps};
    use gameai::nim::heap_values;

    let mut app = app(360, 640);
    navigate(&mut app, Scene::Nim);
    app.world_mut().resource_mut::<NimSettings>().subtract = Some(3);
    app.world_mut().write_message(NimAction::NewGame);
    run(&mut app, 3);
    let pos = nim_match(&app).pos.clone();
    assert_ne!(pos.variant().take, gameai::games::nim::TakeRule::Any);
    let layout = *app.world().resource::<ScreenLayout>();
    let geo = ai_arcade::testing::nim::current_geometry(
        nim_match(&app),
        app.world().resource::<NimSettings>(),
        &layout,
    );
    let model = TableModel::from_pos(&pos);
    let grid = TableGrid::compute(geo.table.unwrap(), &model);
    let before = nim_match(&app).pos.clone();
    tap_world(&mut app, grid.heap_row(2).center());
    run(&mut app, 1);
    assert_eq!(app.world().resource::<NimFocus>().0, Some(2));
    assert_eq!(
        nim_match(&app).pos,
        before,
        "a tap on the table plays nothing"
    );
    // 그 더미의 단계: mex가 표의 그런디 값이다.
    let steps = heap_steps(&pos, 2).unwrap();
    assert_eq!(steps.mex, heap_values(&pos).unwrap()[2]);
    // 다시 누르면 푼다.
    tap_world(&mut app, grid.heap_row(2).center());
    run(&mut app, 1);
    assert_eq!(app.world().resource::<NimFocus>().0, None);
}

/// 마지막 수는 색만이 아니라 모양으로도 보인다: 가져간 돌마다 그 자리에 빈 고리 하나.
#[test]
fn the_last_take_leaves_a_ring_where_each_stone_was() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Nim);
    set_mode(&mut app, NimMode::Play);
    nim_position(&mut app, vec![3, 4, 5, 1]);
    run(&mut app, 2);
    let rings = ring_centers;
    assert!(rings(&app).is_empty(), "no move, no ring");
    // 더미 C(5개)의 세 번째 돌을 누르면 위의 셋(index 2, 3, 4)을 가져간다.
    let taken: Vec<Vec2> = (2..5).map(|i| stone_at(&mut app, 2, i)).collect();
    tap_world(&mut app, taken[0]);
    run(&mut app, 1);
    assert_eq!(nim_match(&app).pos.heaps(), &[3, 4, 2, 1]);
    run(&mut app, 1);
    let seen = rings(&app);
    assert_eq!(seen.len(), 3, "{seen:?}");
    for at in taken {
        assert!(
            seen.iter().any(|r| r.distance(at) < 0.5),
            "a ring where {at} was: {seen:?}"
        );
    }
}
