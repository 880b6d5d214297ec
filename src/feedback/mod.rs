//! 소리와 진동: 대국의 일(돌 놓기, 기물 옮기기와 잡기, 장군, AI의 수, 이김·짐·비김, 설명의 한 걸음)마다
//! 짧은 신호 ([`Cue`]). 장면은 신호를 직접 내지 않는다: 게임마다 "지금까지 몇 수, 마지막 수는 무엇,
//! 끝났나"를 말하면 ([`watch::Cues`]) 지켜보는 시스템이 새 수를 보고 신호를 낸다 (되살리기·무르기·새
//! 게임에는 내지 않는다). 신호는 설정([`FeelSettings`]: 소리 켬·끔과 세기, 진동)을 지나 [`Sounded`]와
//! [`Buzzed`]가 되고, 플랫폼의 뒤편이 그것을 소리(`native.rs`: `bevy_audio`, `web.rs`: Web Audio)와
//! 진동(웹의 Vibration API)으로 낸다. 소리는 코드가 합성한다 (`tones.rs`). 같은 설정 창의 "움직임 줄이기"는
//! 트윈을 끈다 ([`ReduceMotion`]). 화면 읽기 프로그램에 알릴 말(수, 결과, 안내)은 `speech.rs`가 웹 페이지의
//! live region에 적는다 ([`speech::Announce`]).

mod cue;
mod panel;
mod settings;
pub(crate) mod speech;
mod tones;
pub(crate) mod watch;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

use bevy::prelude::*;

use crate::AppSet;
use crate::anim::ReduceMotion;
use crate::hud::panel::EguiReady;
use crate::save::{Resume, keep_settings};

pub use cue::{Buzzed, Cue, Sounded};
pub(crate) use cue::{Dispatch, FeelSet};
pub use settings::FeelSettings;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Cue>()
        .add_message::<Sounded>()
        .add_message::<Buzzed>();
    app.add_systems(Startup, load_settings);
    keep_settings::<FeelSettings>(app);
    app.configure_sets(Update, FeelSet.after(AppSet::Think).before(AppSet::Hud));
    app.add_systems(Update, dispatch.in_set(FeelSet).in_set(Dispatch));
    app.add_systems(
        Update,
        follow_motion
            .in_set(AppSet::Input)
            .run_if(resource_exists_and_changed::<FeelSettings>),
    );
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        panel::feel_window.run_if(resource_exists::<EguiReady>),
    );
    speech::plugin(app);
    #[cfg(not(target_arch = "wasm32"))]
    native::plugin(app);
    #[cfg(target_arch = "wasm32")]
    web::plugin(app);
}

fn load_settings(mut resume: Resume, mut commands: Commands) {
    commands.insert_resource(resume.settings(FeelSettings::for_device()));
}

/// 설정의 "움직임 줄이기"를 트윈([`ReduceMotion`])에 알린다.
fn follow_motion(settings: Res<FeelSettings>, mut reduce: ResMut<ReduceMotion>) {
    reduce.set_if_neq(ReduceMotion(settings.reduce_motion));
}

/// 신호를 설정에 맞춰 소리와 진동으로 나눈다.
fn dispatch(
    mut cues: MessageReader<Cue>,
    settings: Option<Res<FeelSettings>>,
    mut sounded: MessageWriter<Sounded>,
    mut buzzed: MessageWriter<Buzzed>,
) {
    let Some(s) = settings else {
        cues.clear();
        return;
    };
    for &cue in cues.read() {
        if s.sound && s.volume > 0 {
            sounded.write(Sounded {
                cue,
                volume: s.volume as f32 / 100.0,
            });
        }
        let pattern = tones::buzz(cue);
        if s.haptics && !pattern.is_empty() {
            buzzed.write(Buzzed { cue, pattern });
        }
    }
}
