//! 스크립트로 찍는 스크린숏: `--screenshot PATH --exit-after SECONDS`.
//!
//! 정한 시간이 지나면 창을 PNG로 저장하고 앱을 끝낸다. 사람 없이 장면을 확인할 때 쓴다. `--tap X,Y`를
//! 주면 1.5초 뒤부터 0.5초마다 그 자리를 손가락으로 한 번씩 누른다 (누른 뒤의 모습을 찍으려고).
//! 끝낼 때 프레임 시간(전체와, AI가 생각하던 프레임만)을 표준 출력에 적는다.
//!
//! 앱은 화면이 그대로면 그리지 않으므로 (`rest`), 스크립트의 누름과 키는 다 누를 때까지 프레임을 청하고,
//! 끝낼 때는 쉬는 모드의 기다림이 앱을 깨운다. 그래서 이 옵션으로도 쉬는 화면의 프레임 수를 잴 수 있다
//! (보고의 초당 프레임).

use std::path::PathBuf;

#[cfg(not(target_arch = "wasm32"))]
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
#[cfg(not(target_arch = "wasm32"))]
use bevy::window::PrimaryWindow;

use crate::AppSet;
use crate::launch::Launch;
use crate::think::ThinkActivity;

/// 처음 이만큼(초)은 시작 비용이라 재지 않는다.
const WARMUP: f32 = 1.0;

/// 프레임 시간 (밀리초).
#[derive(Resource, Default, Debug)]
struct FrameTimes {
    all: Vec<f32>,
    thinking: Vec<f32>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameTimes>();
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Startup, wake_at_exit);
    app.add_systems(
        Update,
        (
            record_frame,
            // `--tap`은 명령줄에만 있다 (웹 빌드에 시스템을 하나 덜 싣는다).
            #[cfg(not(target_arch = "wasm32"))]
            scripted_taps,
            #[cfg(not(target_arch = "wasm32"))]
            scripted_keys,
            capture_and_exit,
        )
            .chain()
            .run_if(|l: Res<Launch>| l.exit_after.is_some())
            .in_set(AppSet::Hud),
    );
    app.add_systems(Last, report_frames.run_if(on_message::<AppExit>));
}

fn record_frame(
    time: Res<Time<Real>>,
    activity: Res<ThinkActivity>,
    mut frames: ResMut<FrameTimes>,
) {
    if time.elapsed_secs() < WARMUP {
        return;
    }
    let ms = time.delta_secs() * 1000.0;
    frames.all.push(ms);
    if activity.busy {
        frames.thinking.push(ms);
    }
}

/// 끝낼 때 앱의 고리가 깨어 있게 한다: 쉬는 모드(`rest`)의 기다림을 이 옵션의 시간으로 (그동안 아무 일이
/// 없으면 그때 한 프레임). 스크립트의 누름과 키는 다 누를 때까지 프레임을 청한다.
#[cfg(not(target_arch = "wasm32"))]
fn wake_at_exit(launch: Res<Launch>, mut settings: ResMut<bevy::winit::WinitSettings>) {
    let Some(after) = launch.exit_after else {
        return;
    };
    *settings = crate::rest::winit_settings(crate::rest::Wait::WakeWithin(after + 0.05));
}

/// 끝날 때 한 번: 프레임 수, 가운데값, 가장 긴 프레임, 그리고 잰 동안의 초당 프레임.
fn report_frames(
    frames: Res<FrameTimes>,
    launch: Res<Launch>,
    requests: Res<crate::rest::FrameRequests>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    *done = true;
    let stats = |v: &[f32]| {
        let mut v = v.to_vec();
        v.sort_by(f32::total_cmp);
        let median = v.get(v.len() / 2).copied().unwrap_or(0.0);
        let max = v.last().copied().unwrap_or(0.0);
        format!(
            "{} frames, median {median:.1} ms, longest {max:.1} ms",
            v.len()
        )
    };
    println!(
        "frame times: all {}; while the AI thinks {}",
        stats(&frames.all),
        stats(&frames.thinking)
    );
    let secs = launch.exit_after.unwrap_or(0.0) - WARMUP;
    if secs > 0.0 {
        println!(
            "frames per second after the first {WARMUP} s: {:.1} ({} frames in {secs:.1} s; {} frames asked for more since the start)",
            frames.all.len() as f32 / secs,
            frames.all.len(),
            requests.frames
        );
    }
}

/// 첫 누름의 때 (초)와 누름 사이의 간격.
#[cfg(not(target_arch = "wasm32"))]
const FIRST_TAP: f32 = 1.5;
#[cfg(not(target_arch = "wasm32"))]
const TAP_EVERY: f32 = 0.5;

/// `--tap`의 자리들을 차례로 누르고 뗀다 (손가락 하나의 누름과 뗌, 같은 프레임).
#[cfg(not(target_arch = "wasm32"))]
fn scripted_taps(
    launch: Res<Launch>,
    time: Res<Time<Real>>,
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<usize>,
    mut touches: MessageWriter<TouchInput>,
    mut frames: crate::rest::Frames,
) {
    let Ok(window) = window.single() else {
        return;
    };
    // 다 누를 때까지 프레임을 잇는다 (누름 사이에 앱이 잠들면 다음 누름의 때를 모른다).
    if *done < launch.taps.len() {
        frames.want();
    }
    while let Some(&at) = launch.taps.get(*done) {
        if time.elapsed_secs() < FIRST_TAP + TAP_EVERY * *done as f32 {
            return;
        }
        for phase in [TouchPhase::Started, TouchPhase::Ended] {
            touches.write(TouchInput {
                phase,
                position: at,
                window,
                force: None,
                id: 90 + *done as u64,
            });
        }
        *done += 1;
    }
}

/// `--keys`의 키들을 탭들 뒤에 차례로 누르고 뗀다 (같은 프레임).
#[cfg(not(target_arch = "wasm32"))]
fn scripted_keys(
    launch: Res<Launch>,
    time: Res<Time<Real>>,
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<usize>,
    mut keys: MessageWriter<bevy::input::keyboard::KeyboardInput>,
    mut frames: crate::rest::Frames,
) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    let Ok(window) = window.single() else {
        return;
    };
    let start = FIRST_TAP + TAP_EVERY * launch.taps.len() as f32;
    if *done < launch.keys.len() {
        frames.want();
    }
    while let Some(name) = launch.keys.get(*done) {
        if time.elapsed_secs() < start + TAP_EVERY * *done as f32 {
            return;
        }
        let (key_code, logical_key) = match name.as_str() {
            "left" => (KeyCode::ArrowLeft, Key::ArrowLeft),
            "right" => (KeyCode::ArrowRight, Key::ArrowRight),
            "up" => (KeyCode::ArrowUp, Key::ArrowUp),
            "down" => (KeyCode::ArrowDown, Key::ArrowDown),
            "enter" => (KeyCode::Enter, Key::Enter),
            "space" => (KeyCode::Space, Key::Space),
            "esc" => (KeyCode::Escape, Key::Escape),
            "home" => (KeyCode::Home, Key::Home),
            "end" => (KeyCode::End, Key::End),
            "r" => (KeyCode::KeyR, Key::Character("r".into())),
            "p" => (KeyCode::KeyP, Key::Character("p".into())),
            _ => (KeyCode::Slash, Key::Character("?".into())),
        };
        for state in [ButtonState::Pressed, ButtonState::Released] {
            keys.write(KeyboardInput {
                key_code,
                logical_key: logical_key.clone(),
                state,
                text: None,
                repeat: false,
                window,
            });
        }
        *done += 1;
    }
}

fn capture_and_exit(
    launch: Res<Launch>,
    time: Res<Time<Real>>,
    mut fired: Local<bool>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
    mut frames: crate::rest::Frames,
) {
    let Some(after) = launch.exit_after else {
        return;
    };
    if *fired {
        // 스크린숏이 그려지고 읽혀 올 때까지 프레임을 잇는다.
        frames.want();
        return;
    }
    if time.elapsed_secs() < after {
        return;
    }
    frames.want();
    *fired = true;
    match &launch.screenshot {
        Some(path) => {
            let path: PathBuf = path.clone();
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path))
                .observe(
                    |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                        exit.write(AppExit::Success);
                    },
                );
        }
        None => {
            exit.write(AppExit::Success);
        }
    }
}
