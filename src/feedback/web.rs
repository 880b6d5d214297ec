//! 웹의 소리와 진동. 소리: 브라우저는 사람이 페이지를 한 번 누르기 전에는 소리를 막으므로, 첫 누름(마우스,
//! 터치, 키) 뒤에 `AudioContext`를 만든다. 신호마다 합성한 표본(`tones.rs`)을 버퍼로 한 번 만들어 두고
//! [`Sounded`]마다 버퍼 소스 하나와 세기 노드 하나로 튼다. Web Audio가 없거나 실패하면 조용히 넘어간다
//! (예외를 던지지 않는다). 진동: `navigator.vibrate(무늬)` (없으면 넘어간다) — 이것도 첫 누름 뒤에만:
//! 그 전의 호출은 브라우저가 막고 콘솔에 오류를 남긴다 (AI가 먼저 두는 대국의 첫 수).

use std::cell::RefCell;
use std::collections::HashMap;

use bevy::input::touch::Touches;
use bevy::prelude::*;
use wasm_bindgen::JsValue;
use web_sys::{AudioBuffer, AudioContext};

use super::cue::{Buzzed, Cue, Dispatch, FeelSet, Sounded};
use super::tones;

thread_local! {
    /// 소리의 문맥과 신호마다의 버퍼 (웹은 스레드가 하나; JS 값은 `Send`가 아니다).
    static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
}

struct Audio {
    context: AudioContext,
    buffers: HashMap<Cue, AudioBuffer>,
}

/// 사람이 페이지를 한 번 눌렀다 (브라우저의 "사용자 활성화"): 그 뒤에야 소리와 진동이 허락된다.
#[derive(Resource, Default)]
struct Activated(bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Activated>();
    app.add_systems(
        Update,
        (unlock, play, vibrate)
            .chain()
            .in_set(FeelSet)
            .after(Dispatch),
    );
}

/// 이 기기가 진동할 수 있는가: 터치가 있고 `navigator.vibrate`가 있다.
pub(super) fn can_vibrate() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator = window.navigator();
    let has_vibrate =
        js_sys::Reflect::has(&navigator, &JsValue::from_str("vibrate")).unwrap_or(false);
    has_vibrate && navigator.max_touch_points() > 0
}

/// 시스템이 움직임을 줄여 달라고 하는가 (`prefers-reduced-motion: reduce`).
pub(super) fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|q| q.matches())
}

/// 첫 누름 뒤에 소리의 문맥을 만든다 (그 전의 신호는 소리 없이 지나간다).
fn unlock(
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    touches: Res<Touches>,
    mut activated: ResMut<Activated>,
) {
    if activated.0
        || !(mouse.get_just_pressed().next().is_some()
            || keys.get_just_pressed().next().is_some()
            || touches.any_just_pressed())
    {
        return;
    }
    activated.0 = true;
    match AudioContext::new() {
        Ok(context) => {
            // 이미 누른 뒤라 대개 바로 돌지만, 멈춘 채 만들어졌으면 깨운다 (약속은 기다리지 않는다).
            let _ = context.resume();
            AUDIO.with(|a| {
                *a.borrow_mut() = Some(Audio {
                    context,
                    buffers: HashMap::new(),
                })
            });
        }
        Err(e) => tracing::warn!("no Web Audio: {e:?}"),
    }
}

fn play(mut heard: MessageReader<Sounded>) {
    AUDIO.with(|a| {
        let mut a = a.borrow_mut();
        for s in heard.read() {
            if let Some(audio) = a.as_mut()
                && let Err(e) = audio.play(s.cue, s.volume)
            {
                tracing::warn!("sound {:?} failed: {e:?}", s.cue);
            }
        }
    });
}

impl Audio {
    fn play(&mut self, cue: Cue, volume: f32) -> Result<(), JsValue> {
        let buffer = match self.buffers.get(&cue) {
            Some(b) => b.clone(),
            None => {
                let samples = tones::samples(cue);
                let b = self
                    .context
                    .create_buffer(1, samples.len() as u32, tones::RATE as f32)?;
                b.copy_to_channel(&samples, 0)?;
                self.buffers.insert(cue, b.clone());
                b
            }
        };
        let source = self.context.create_buffer_source()?;
        source.set_buffer(Some(&buffer));
        let gain = self.context.create_gain()?;
        gain.gain().set_value(volume);
        source.connect_with_audio_node(&gain)?;
        gain.connect_with_audio_node(&self.context.destination())?;
        source.start()?;
        Ok(())
    }
}

fn vibrate(mut buzzed: MessageReader<Buzzed>, activated: Res<Activated>) {
    let (Some(window), true) = (web_sys::window(), activated.0) else {
        // 누르기 전에는 부르지 않는다 (브라우저가 막고 콘솔 오류를 남긴다).
        buzzed.clear();
        return;
    };
    for b in buzzed.read() {
        let pattern: js_sys::Array = b.pattern.iter().map(|&ms| JsValue::from(ms)).collect();
        // 브라우저가 막으면 (권한) false를 돌려줄 뿐 던지지 않는다.
        let _ = window.navigator().vibrate_with_pattern(&pattern);
    }
}
