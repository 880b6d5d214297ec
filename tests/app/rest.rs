//! 쉬는 화면: 메뉴와 모든 모드에서, 입력이 멈추고 움직임(트윈, 생각, 시범, 반짝임)이 끝나면 앱은 다음
//! 프레임을 청하지 않는다 (네이티브의 프레임 세기: 창이 있는 앱은 청한 프레임만 그린다). 생각하는 동안은
//! 프레임마다 청한다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use ai_arcade::Scene;
use ai_arcade::testing::registry::{MODES, Mode, request};
use ai_arcade::testing::rest::FrameRequests;
use bevy::prelude::*;

use crate::common::*;

/// 메뉴와, 모드 목록([`MODES`])의 모든 모드: (이름, 장면, 모드 — 메뉴는 없음).
fn screens() -> Vec<(String, Scene, Option<Mode>)> {
    let modes = MODES
        .iter()
        .map(|&m| (format!("{:?}/{}", m.scene, m.slug), m.scene, Some(m)));
    std::iter::once(("menu".to_owned(), Scene::Menu, None))
        .chain(modes)
        .collect()
}

/// 그 화면을 연다.
fn open(app: &mut App, scene: Scene, mode: Option<Mode>) {
    navigate(app, scene);
    if let Some(m) = mode {
        request(app.world_mut(), m);
        run(app, 2);
    }
}

fn requests(app: &App) -> u64 {
    app.world().resource::<FrameRequests>().frames
}

/// 한 프레임의 시간 (초).
fn frame_secs() -> f32 {
    FRAME.as_secs_f32()
}

/// 사람이 왔다: 창 크기 사건 하나 (입력처럼 흔들림이지만 아무것도 누르지 않는다). 메뉴의 카드를 누르고
/// 들어온 사람처럼, 시범은 이때부터 보는 사람이 있는 것으로 친다.
fn arrive(app: &mut App) {
    let window = window(app);
    app.world_mut().write_message(bevy::window::WindowResized {
        window,
        width: 360.0,
        height: 640.0,
    });
}

/// 청하기가 `quiet`초 동안 멈출 때까지 (길어야 `max`초, 흉내 낸 시간) 돌리고, 마지막으로 청한 때(초)를
/// 돌려준다.
fn settle(app: &mut App, quiet: f32, max: f32) -> Option<f32> {
    let quiet_frames = (quiet / frame_secs()) as usize;
    let mut still = 0;
    let mut last = requests(app);
    for i in 0..(max / frame_secs()) as usize {
        app.update();
        let now = requests(app);
        if now == last {
            still += 1;
            if still >= quiet_frames {
                return Some((i - still) as f32 * frame_secs());
            }
        } else {
            still = 0;
            last = now;
        }
    }
    None
}

/// 모든 화면이 손을 뗀 뒤 쉰다: 시범(설명의 재생, 님의 AI 대 무작위, MCTS의 틱택토)은 보는 사람이 없으면
/// 지금 걸음을 마치고 멈추고, 반짝임은 몇 초 뒤 멈춘다. 쉰 뒤 10초 동안 청한 프레임은 0.
#[test]
fn every_screen_rests_when_nothing_moves() {
    let mut app = app(360, 640);
    for (name, scene, mode) in screens() {
        open(&mut app, scene, mode);
        arrive(&mut app);
        let Some(at) = settle(&mut app, 3.0, 200.0) else {
            panic!("{name}: still asking for frames after 200 s without input");
        };
        let before = requests(&app);
        run(&mut app, (10.0 / frame_secs()) as usize);
        assert_eq!(requests(&app), before, "{name}: frames asked while idle");
        println!("{name}: rests {at:.1} s after opening");
    }
}

/// 생각하는 동안은 프레임마다 청한다 (진행을 그린다): 헥스에서 AI가 먼저 두게 하고 센다.
#[test]
fn thinking_asks_for_every_frame() {
    use ai_arcade::testing::mcts::{Match, MctsMode, MctsSettings};
    use gameai::games::hex::Hex;
    let mut app = app(360, 640);
    navigate(&mut app, Scene::Mcts);
    app.world_mut().resource_mut::<MctsSettings>().human_first = false;
    set_mode(&mut app, MctsMode::Hex);
    let mut thinking = 0;
    let mut asked = 0;
    for _ in 0..40 {
        let before = requests(&app);
        app.update();
        let busy = app
            .world()
            .get_resource::<Match<Hex>>()
            .is_some_and(|m| m.seat.pending.is_some());
        if busy {
            thinking += 1;
            asked += requests(&app) - before;
        }
    }
    assert!(thinking > 5, "the AI never thought ({thinking} frames)");
    assert_eq!(
        asked, thinking,
        "a thinking frame did not ask for the next one"
    );
}
