//! 스크립트로 찍는 스크린숏: `--screenshot PATH --exit-after SECONDS`.
//!
//! 정한 시간이 지나면 창을 PNG로 저장하고 앱을 끝낸다. 사람 없이 장면을 확인할 때 쓴다.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::AppSet;
use crate::launch::Launch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        capture_and_exit
            .run_if(|l: Res<Launch>| l.exit_after.is_some())
            .in_set(AppSet::Hud),
    );
}

fn capture_and_exit(
    launch: Res<Launch>,
    time: Res<Time<Real>>,
    mut fired: Local<bool>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(after) = launch.exit_after else {
        return;
    };
    if *fired || time.elapsed_secs() < after {
        return;
    }
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
