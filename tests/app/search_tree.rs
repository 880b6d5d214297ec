//! 전치표 장면의 "탐색 나무": 끝난 모습으로 열리고, 한 노드·다음 자름·다음 표 적중·한 사건 뒤로·슬라이더로
//! 커서가 옮겨지며 (되감았다 다시 가면 같은 나무), 계단을 바꾸면 표가 꺼지고 켜지고, 재생이 끝에서 멈춘다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::transposition::{LessonAction, SearchLesson, TransMode};
use bevy::prelude::*;
use gameai::search::{ProbeUse, Rung, TraceEvent};

fn lesson(app: &App) -> &SearchLesson {
    app.world().resource::<SearchLesson>()
}

fn act(app: &mut App, a: LessonAction) {
    app.world_mut().write_message(a);
    run(app, 1);
}

fn open(w: u32, h: u32) -> App {
    let mut app = app(w, h);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Tree);
    run(&mut app, 2);
    app
}

#[test]
fn the_search_tree_opens_finished_with_every_rung_counted() {
    let app = open(1280, 720);
    let l = lesson(&app);
    assert_eq!(l.cursor(), l.events.len(), "opens with the result visible");
    assert!(l.tree.path.is_empty());
    let nodes: Vec<u64> = l.ladder.iter().map(|r| r.nodes).collect();
    assert_eq!(nodes.len(), 6);
    assert!(nodes[0] > nodes[1] && nodes[1] > nodes[3], "{nodes:?}");
    assert!(
        l.ladder.iter().all(|r| r.value == l.ladder[0].value),
        "the same value on every rung"
    );
    assert_eq!(l.ladder.last().unwrap().nodes, l.result.nodes);
}

#[test]
fn stepping_rewinding_and_scrubbing_move_through_the_real_search() {
    let mut app = open(360, 640);
    act(&mut app, LessonAction::Seek(0));
    assert_eq!(lesson(&app).cursor(), 0);
    assert!(lesson(&app).tree.nodes.is_empty());
    act(&mut app, LessonAction::Step);
    {
        let l = lesson(&app);
        assert!(
            matches!(l.current(), Some(TraceEvent::Node { .. })),
            "{:?}",
            l.current()
        );
        assert_eq!(l.tree.nodes.len(), 1, "the root");
    }
    act(&mut app, LessonAction::NextCutoff);
    assert!(matches!(
        lesson(&app).current(),
        Some(TraceEvent::Cutoff { .. })
    ));
    act(&mut app, LessonAction::NextHit);
    assert!(matches!(
        lesson(&app).current(),
        Some(TraceEvent::Probe { used, .. }) if !matches!(used, ProbeUse::Miss { .. })
    ));
    let here = lesson(&app).cursor();
    let nodes_here = lesson(&app).tree.nodes.len();
    act(&mut app, LessonAction::Back);
    assert_eq!(lesson(&app).cursor(), here - 1);
    act(&mut app, LessonAction::Seek(here / 3));
    act(&mut app, LessonAction::Seek(here));
    assert_eq!(
        lesson(&app).tree.nodes.len(),
        nodes_here,
        "rewind, then forward again"
    );
    act(&mut app, LessonAction::NextDepth);
    assert!(matches!(
        lesson(&app).current(),
        Some(TraceEvent::DepthDone { .. })
    ));
    // 끝을 넘어 가지 않는다.
    let all = lesson(&app).events.len();
    act(&mut app, LessonAction::Seek(all + 100));
    assert_eq!(lesson(&app).cursor(), all);
    act(&mut app, LessonAction::Step);
    assert_eq!(lesson(&app).cursor(), all);
}

#[test]
fn the_table_rung_switches_the_table_on_and_off() {
    let mut app = open(1280, 720);
    act(&mut app, LessonAction::Rung(Rung::Ordering));
    {
        let l = lesson(&app);
        assert_eq!(l.rung, Rung::Ordering);
        assert_eq!(l.result.tt.hits, 0);
        assert!(
            !l.events
                .iter()
                .any(|e| matches!(e, TraceEvent::Probe { .. })),
            "no table, no probes"
        );
    }
    let without = lesson(&app).result.nodes;
    act(&mut app, LessonAction::Rung(Rung::Table));
    let l = lesson(&app);
    assert!(l.result.tt.hits > 0);
    assert!(l.result.nodes < without, "{} vs {without}", l.result.nodes);
    assert_eq!(l.cursor(), l.events.len());
    act(&mut app, LessonAction::Preset(2));
    let l = lesson(&app);
    assert_eq!(
        (l.preset, l.rung),
        (2, Rung::Table),
        "a new position keeps the rung"
    );
}

#[test]
fn playing_runs_the_events_forward_and_stops_at_the_end() {
    let mut app = open(1280, 720);
    act(&mut app, LessonAction::Play(true));
    assert_eq!(
        lesson(&app).cursor(),
        0,
        "play at the end starts again from the beginning"
    );
    run(&mut app, 30);
    let mid = lesson(&app).cursor();
    assert!(mid > 0 && lesson(&app).playing);
    act(&mut app, LessonAction::Play(false));
    run(&mut app, 10);
    assert_eq!(lesson(&app).cursor(), mid, "paused");
    // 빨리 끝까지.
    app.world_mut()
        .resource_mut::<ai_arcade::testing::transposition::TransSettings>()
        .speed = 4.0;
    act(&mut app, LessonAction::Play(true));
    assert!(run_until(&mut app, 20_000, |a| !lesson(a).playing));
    assert_eq!(lesson(&app).cursor(), lesson(&app).events.len());
    set_mode(&mut app, TransMode::Explain);
    run(&mut app, 2);
    assert!(
        !app.world().contains_resource::<SearchLesson>(),
        "leaving the mode frees it"
    );
}

#[test]
fn tapping_the_board_steps_one_node_and_starts_over_at_the_end() {
    let mut app = open(360, 640);
    let board = app
        .world()
        .resource::<ai_arcade::testing::layout::ScreenLayout>()
        .board;
    // 나무의 칸이 아닌 곳 (위 글 줄): 한 노드 앞으로.
    let away = Vec2::new(board.center().x, board.max.y - 4.0);
    tap_world(&mut app, away);
    run(&mut app, 1);
    let first = lesson(&app).cursor();
    assert!(
        first > 0 && first < 5,
        "at the end a tap starts again: {first}"
    );
    assert!(matches!(
        lesson(&app).current(),
        Some(TraceEvent::Node { .. })
    ));
    tap_world(&mut app, away);
    run(&mut app, 1);
    assert!(lesson(&app).cursor() > first);
    // 판 밖(위쪽 막대)을 누르면 그대로.
    let here = lesson(&app).cursor();
    tap_world(&mut app, Vec2::new(board.center().x, board.max.y + 30.0));
    run(&mut app, 1);
    assert_eq!(lesson(&app).cursor(), here);
}

#[test]
fn selecting_a_node_finds_the_same_position_reached_by_another_move_order() {
    let mut app = open(1280, 720);
    // 마지막 깊이의 나무에서, 먼저 만난 같은 국면이 있는 노드 (다른 수순: 전치).
    let (second, first) = {
        let t = &lesson(&app).tree;
        (0..t.nodes.len() as u32)
            .rev()
            .find_map(|id| t.transposition_of(id).map(|f| (id, f)))
            .unwrap()
    };
    act(&mut app, LessonAction::Select(Some(second)));
    {
        let l = lesson(&app);
        assert_eq!(l.selected, Some(second));
        assert_eq!(l.twin(), Some(first));
        let t = &l.tree;
        assert_eq!(t.nodes[first as usize].key, t.nodes[second as usize].key);
        assert_ne!(t.line(first), t.line(second), "another move order");
    }
    // 되감아 그 노드가 아직 없으면 고른 것이 풀린다.
    act(&mut app, LessonAction::Seek(1));
    assert_eq!(lesson(&app).selected, None);
    act(&mut app, LessonAction::Select(Some(10_000_000)));
    assert_eq!(
        lesson(&app).selected,
        None,
        "a node that does not exist is not selected"
    );
}
