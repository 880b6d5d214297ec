//! 소리와 진동: 대국의 일(돌 놓기, 기물 옮기기와 잡기, 장군, AI의 수, 이김·짐·비김, 설명의 한 걸음)마다
//! 짧은 신호 ([`Cue`]). 장면은 신호를 직접 내지 않는다: 게임마다 "지금까지 몇 수, 마지막 수는 무엇,
//! 끝났나"를 말하면 ([`watch::Cues`]) 지켜보는 시스템이 새 수를 보고 신호를 낸다 (되살리기·무르기·새
//! 게임에는 내지 않는다). 신호는 설정([`FeelSettings`]: 소리 켬·끔과 세기, 진동)을 지나 [`Sounded`]와
//! [`Buzzed`]가 되고, 플랫폼의 뒤편이 그것을 소리(`native.rs`: `bevy_audio`, `web.rs`: Web Audio)와
//! 진동(웹의 Vibration API)으로 낸다. 소리는 코드가 합성한다 (`tones.rs`). 같은 설정 창의 "움직임 줄이기"는
//! 트윈을 끈다 ([`ReduceMotion`]). 화면 읽기 프로그램에 알릴 말(수, 결과, 안내)은 `speech.rs`가 웹 페이지의
//! live region에 적는다 ([`speech::Announce`]).

mod panel;
pub(crate) mod speech;
mod tones;
pub(crate) mod watch;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

use core::ops::RangeInclusive;

use bevy::prelude::*;

use crate::AppSet;
use crate::anim::ReduceMotion;
use crate::hud::panel::EguiReady;
use crate::save::{Resume, SavedSettings, keep_settings};

/// 소리나 진동을 낼 일.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// 돌을 놓았다 (오목, 헥스, 하바나, 님의 돌 집기).
    Place,
    /// 기물을 옮겼다 (체스, 와이토프의 여왕).
    Move,
    /// 기물을 잡았다.
    Capture,
    /// 장군.
    Check,
    /// AI의 수가 왔다 (잡기나 장군이 아닐 때).
    AiMove,
    /// 사람이 이겼다.
    Win,
    /// 사람이 졌다.
    Loss,
    /// 비겼다.
    Draw,
    /// 설명이 한 걸음 갔다.
    Tick,
}

impl Cue {
    /// 모든 신호 (시험과 소리를 미리 만들 때).
    pub const ALL: [Cue; 9] = [
        Cue::Place,
        Cue::Move,
        Cue::Capture,
        Cue::Check,
        Cue::AiMove,
        Cue::Win,
        Cue::Loss,
        Cue::Draw,
        Cue::Tick,
    ];
}

/// 설정을 지나 소리로 낸 신호 (세기 0..=1). 시험은 이것을 센다.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct Sounded {
    /// 신호.
    pub cue: Cue,
    /// 세기 (0..=1).
    pub volume: f32,
}

/// 설정을 지나 진동으로 낸 신호 (무늬: ms, 떨기·쉬기 …). 시험은 이것을 센다.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buzzed {
    /// 신호.
    pub cue: Cue,
    /// 무늬.
    pub pattern: &'static [u32],
}

/// 소리 세기의 범위 (%).
pub(crate) const VOLUMES: RangeInclusive<u32> = 0..=100;

/// 소리와 진동의 설정 (저장된다).
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
pub struct FeelSettings {
    /// 소리를 낸다.
    pub sound: bool,
    /// 소리 세기 (%).
    #[reflect(@VOLUMES)]
    pub volume: u32,
    /// 진동한다 (진동할 수 있는 기기에서만 뜻이 있다: [`can_vibrate`]).
    pub haptics: bool,
    /// 움직임 줄이기: 돌이 날아가고 기물이 미끄러지는 트윈을 끈다 ([`crate::anim::ReduceMotion`]).
    pub reduce_motion: bool,
}

impl FeelSettings {
    /// 이 기기의 기본값: 소리 켬 (세기 70 %), 진동은 터치 기기에서만 켬 (데스크톱에서는 끔), 움직임
    /// 줄이기는 시스템이 그렇게 청하면 (웹의 `prefers-reduced-motion`) 켬.
    pub fn for_device() -> Self {
        FeelSettings {
            sound: true,
            volume: 70,
            haptics: can_vibrate(),
            reduce_motion: system_reduces_motion(),
        }
    }
}

impl SavedSettings for FeelSettings {
    const KEY: &'static str = "feel";
}

/// 이 기기가 진동할 수 있는가: 웹의 터치 기기 (`navigator.maxTouchPoints > 0`이고 `vibrate`가 있다).
/// 네이티브 앱은 데스크톱이라 진동이 없다.
pub(crate) fn can_vibrate() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web::can_vibrate()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// 시스템이 움직임을 줄여 달라고 하는가: 웹은 `matchMedia("(prefers-reduced-motion: reduce)")`, 네이티브는
/// 알 길이 없어 아니다 (설정 창에서 켠다).
pub(crate) fn system_reduces_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web::prefers_reduced_motion()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// 신호를 다루는 시스템들의 자리: 장면의 시스템(대국이 바뀌는 곳) 다음.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct FeelSet;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Cue>()
        .add_message::<Sounded>()
        .add_message::<Buzzed>();
    app.add_systems(Startup, load_settings);
    keep_settings::<FeelSettings>(app);
    app.configure_sets(Update, FeelSet.after(AppSet::Think).before(AppSet::Hud));
    app.add_systems(Update, dispatch.in_set(FeelSet));
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
