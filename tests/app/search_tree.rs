//! 전치표 장면의 "탐색 나무": 끝난 모습으로 열리고, 한 노드·다음 자름·다음 표 적중·한 사건 뒤로·슬라이더로
//! 커서가 옮겨지며 (되감았다 다시 가면 같은 나무), 계단을 바꾸면 표가 꺼지고 켜지고, 재생이 끝에서 멈춘다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::transposition::{LessonAction, Outcome, SearchLesson, TransMode};
use bevy::prelude::*;
use gameai::search::{ProbeUse, Rung, TraceEvent};

fn lesson(app: &App) -> &SearchLesson {
    app.world().resource::<SearchLesson>()
}

fn res(l: &SearchLesson) -> &Outcome {
    l.result.as_ref().expect("the traced search is done")
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
    let mut app = open(1280, 720);
    settle(&mut app);
    let l = lesson(&app);
    assert_eq!(l.cursor(), l.events.len(), "opens with the result visible");
    assert!(l.tree.path.is_empty());
    let nodes: Vec<u64> = l.ladder.iter().map(|r| r.nodes).collect();
    assert_eq!(nodes.len(), 6);
    assert!(nodes[0] > nodes[1] && nodes[1] > nodes[3], "{nodes:?}");
    assert!(
        l.ladder
            .iter()
            .all(|r| r.value.is_some() && r.value == l.ladder[0].value),
        "the same value on every rung"
    );
    assert_eq!(l.ladder.last().unwrap().nodes, res(l).nodes);
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
        assert_eq!(res(l).hits, 0);
        assert!(
            !l.events
                .iter()
                .any(|e| matches!(e, TraceEvent::Probe { .. })),
            "no table, no probes"
        );
    }
    let without = res(lesson(&app)).nodes;
    act(&mut app, LessonAction::Rung(Rung::Table));
    let l = lesson(&app);
    assert!(res(l).hits > 0);
    assert!(res(l).nodes < without, "{} vs {without}", res(l).nodes);
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

/// 찾는 중인 탐색이 모두 끝날 때까지 프레임을 돌린다.
fn settle(app: &mut App) {
    assert!(run_until(app, 5_000, |a| lesson(a).rungs_done()
        == lesson(a).ladder.len()));
}

#[test]
fn gomoku_and_chess_positions_are_searched_by_the_real_engine_over_frames() {
    use ai_arcade::testing::transposition::{LessonMove, PRESETS, Position};
    let mut app = open(1280, 720);
    for (i, p) in PRESETS.iter().enumerate() {
        if p.slug.ends_with("-now") || p.slug.starts_with("ttt") {
            continue;
        }
        act(&mut app, LessonAction::Preset(i));
        settle(&mut app);
        let l = lesson(&app);
        assert_eq!(l.preset, i, "{}", p.slug);
        let out = res(l);
        let nodes = l
            .events
            .iter()
            .filter(|e| matches!(e, TraceEvent::Node { .. }))
            .count() as u64;
        assert_eq!(nodes, out.nodes, "{}: a node event per node", p.slug);
        assert_eq!(l.cursor(), l.events.len(), "{}: opens finished", p.slug);
        // 수는 그 게임의 수다.
        let game_move = |m: &LessonMove| {
            matches!(
                (&l.root, m),
                (Position::Gomoku(_), LessonMove::Stone(_))
                    | (Position::Chess(_), LessonMove::Chess(_))
            )
        };
        assert!(l.events.iter().all(|e| match e {
            TraceEvent::Child { mv, .. } => game_move(mv),
            _ => true,
        }));
        // 선택적 탐색 앞의 계단은 (멈추지 않았으면) 모두 같은 값.
        let values: Vec<i32> = l.ladder[..5].iter().filter_map(|r| r.value).collect();
        assert!(
            values.windows(2).all(|w| w[0] == w[1]),
            "{}: {values:?}",
            p.slug
        );
    }
}

#[test]
fn a_rung_too_big_for_a_phone_stops_at_the_cap_and_says_so() {
    use ai_arcade::testing::transposition::{NODE_CAP, PRESETS};
    let mut app = open(1280, 720);
    let italian = PRESETS.iter().position(|p| p.slug == "italian").unwrap();
    act(&mut app, LessonAction::Preset(italian));
    settle(&mut app);
    let minimax = lesson(&app).ladder[0];
    assert_eq!(minimax.rung, Rung::Minimax);
    assert!(minimax.done && minimax.value.is_none(), "{minimax:?}");
    assert!(minimax.nodes >= NODE_CAP);
    assert!(
        lesson(&app).ladder[5].value.is_some(),
        "the full engine finishes"
    );
    // 그 계단을 고르면 멈춘 데까지의 나무가 보이고, 결과는 "멈춤"이다.
    act(&mut app, LessonAction::Rung(Rung::Minimax));
    settle(&mut app);
    let l = lesson(&app);
    assert!(res(l).stopped());
    assert!(
        !l.events.is_empty() && !l.tree.path.is_empty(),
        "open nodes at the stop"
    );
}

#[test]
fn the_current_gomoku_game_becomes_a_position_of_the_tree() {
    use ai_arcade::testing::transposition::{GomokuMatch, PRESETS, Position};
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Gomoku);
    run(&mut app, 2);
    {
        let mut m = app.world_mut().resource_mut::<GomokuMatch>();
        for name in ["h8", "i9"] {
            let mv = m.game.parse_move(name).unwrap();
            m.game.play(mv);
            m.history.push(mv);
        }
    }
    run(&mut app, 2);
    set_mode(&mut app, TransMode::Tree);
    run(&mut app, 2);
    let now = PRESETS.iter().position(|p| p.slug == "gomoku-now").unwrap();
    act(&mut app, LessonAction::Preset(now));
    settle(&mut app);
    let l = lesson(&app);
    assert_eq!(l.preset, now);
    match &l.root {
        Position::Gomoku(g) => assert_eq!(g.stones(), 2),
        other => panic!("{other:?}"),
    }
    // 체스 대국이 없으면 그 국면은 고를 수 없고, 고르면 처음 국면이 열린다.
    let chess_now = PRESETS.iter().position(|p| p.slug == "chess-now").unwrap();
    act(&mut app, LessonAction::Preset(chess_now));
    assert_eq!(lesson(&app).preset, 0);
}

#[test]
fn dragging_pans_the_tree_pinching_zooms_and_neither_steps() {
    use ai_arcade::testing::transposition::TreeCamera;
    use bevy::input::touch::{TouchInput, TouchPhase};
    let mut app = open(360, 640);
    let board = app
        .world()
        .resource::<ai_arcade::testing::layout::ScreenLayout>()
        .board;
    let here = lesson(&app).cursor();
    let start = app
        .world()
        .resource::<ai_arcade::testing::layout::ScreenLayout>()
        .to_screen(Vec2::new(board.center().x, board.min.y + 60.0));
    let win = window(&mut app);
    let touch = |app: &mut App, phase, position: Vec2, id| {
        app.world_mut().write_message(TouchInput {
            phase,
            position,
            window: win,
            force: None,
            id,
        });
        app.update();
    };
    touch(&mut app, TouchPhase::Started, start, 0);
    touch(&mut app, TouchPhase::Moved, start + Vec2::new(60.0, 0.0), 0);
    touch(&mut app, TouchPhase::Ended, start + Vec2::new(60.0, 0.0), 0);
    let cam = *app.world().resource::<TreeCamera>();
    assert!((cam.pan.x - 60.0).abs() < 1.0, "{cam:?}");
    assert_eq!(lesson(&app).cursor(), here, "a drag is not a tap");
    // 두 손가락을 벌리면 커진다.
    touch(&mut app, TouchPhase::Started, start, 1);
    touch(
        &mut app,
        TouchPhase::Started,
        start + Vec2::new(40.0, 0.0),
        2,
    );
    touch(&mut app, TouchPhase::Moved, start + Vec2::new(80.0, 0.0), 2);
    touch(&mut app, TouchPhase::Ended, start + Vec2::new(80.0, 0.0), 2);
    touch(&mut app, TouchPhase::Ended, start, 1);
    let zoomed = app.world().resource::<TreeCamera>().zoom;
    assert!(zoomed > 1.5, "{zoomed}");
    // 한 노드 앞으로 가면 옮긴 것은 풀리고 배율은 남는다.
    act(&mut app, LessonAction::Step);
    let cam = *app.world().resource::<TreeCamera>();
    assert_eq!(cam.pan, Vec2::ZERO);
    assert_eq!(cam.zoom, zoomed);
}

#[test]
fn a_link_opens_a_position_at_a_rung_and_an_event() {
    use ai_arcade::Launch;
    use ai_arcade::testing::think::ThinkBackend;
    let launch = Launch::parse([
        ("scene", "transposition"),
        ("mode", "tree"),
        ("tree", "mate2/table/hit"),
    ])
    .unwrap();
    let mut app = app_from(360, 640, ThinkBackend::Slices(SLICE), move |a| {
        a.insert_resource(launch);
    });
    assert!(run_until(&mut app, 5_000, |a| a
        .world()
        .get_resource::<SearchLesson>()
        .is_some_and(|l| !l.searching())));
    let l = lesson(&app);
    assert_eq!((l.root_slug(), l.rung), ("mate2", Rung::Table));
    assert!(
        matches!(l.current(), Some(TraceEvent::Probe { used, .. }) if !matches!(used, ProbeUse::Miss { .. })),
        "opens at the first table hit: {:?}",
        l.current()
    );
    for bad in ["mate3", "mate2/fast", "mate2/table/later"] {
        let e = Launch::parse([("tree", bad)]).unwrap_err();
        assert!(e.starts_with("tree:"), "{e}");
    }
}

#[test]
fn the_search_depth_can_be_chosen_and_a_new_rung_keeps_it() {
    use ai_arcade::testing::transposition::PRESETS;
    let mut app = open(1280, 720);
    let mate = PRESETS.iter().position(|p| p.slug == "mate2").unwrap();
    act(&mut app, LessonAction::Preset(mate));
    settle(&mut app);
    let deep = res(lesson(&app)).nodes;
    act(&mut app, LessonAction::Depth(1));
    settle(&mut app);
    assert_eq!(lesson(&app).depth, 1);
    let shallow = res(lesson(&app)).nodes;
    assert!(shallow < deep, "{shallow} vs {deep}");
    act(&mut app, LessonAction::Rung(Rung::Minimax));
    settle(&mut app);
    assert_eq!(lesson(&app).depth, 1, "a new rung keeps the depth");
    act(&mut app, LessonAction::Depth(99));
    assert_eq!(lesson(&app).depth, lesson(&app).max_depth(), "clamped");
}

/// KRK 프리셋: 나무는 세션의 끝내기 표를 청하고, 풀리면 표와 함께 다시 찾는다. 뿌리의 자식들은 모두
/// "끝내기 표" 잎이고 뿌리 값은 16수 메이트다 (표 없이 깊이 3으로는 보이지 않는 값).
#[test]
fn the_krk_position_asks_the_endgame_table_and_its_leaves_say_so() {
    use ai_arcade::testing::retrograde::EndgameTables;
    use ai_arcade::testing::transposition::PRESETS;
    use gameai::search::LeafWhy;
    let mut app = open(1280, 720);
    let krk = PRESETS.iter().position(|p| p.slug == "krk").unwrap();
    act(&mut app, LessonAction::Preset(krk));
    let name = gameai::tablebase::Material::parse("KRK").unwrap();
    assert!(run_until(&mut app, 5_000, |a| a
        .world()
        .resource::<EndgameTables>()
        .has(&name)));
    // 다음 프레임에 수업이 표와 함께 다시 찾기 시작한다.
    run(&mut app, 2);
    settle(&mut app);
    let l = lesson(&app);
    assert_eq!(l.preset, krk);
    let endgame_leaves = l
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                TraceEvent::Leaf {
                    why: LeafWhy::Endgame,
                    ..
                }
            )
        })
        .count();
    assert!(endgame_leaves > 0, "the table answered in the tree");
    // 뿌리 값: 백이 31반수 뒤 메이트 (16수).
    let v = res(l).value.unwrap();
    assert_eq!(gameai::search::WIN - v, 31, "{v}");
}
