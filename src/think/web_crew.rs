//! 웹에서만: 생각 작업자(Web Worker) 무리. 앱이 뜰 때 `navigator.hardwareConcurrency − 1`명
//! (1–8명; 한 코어는 화면에 남긴다)을 띄우고, [`Crew`]로 생각 모듈에 빌려준다.
//!
//! - 작업자는 Trunk가 따로 빌드한 `think-worker`다 (`think-worker_loader.js`가 wasm을 불러온다).
//!   준비되면 "준비됨"을 보낸다. 그 전에는 무리가 [`CrewState::Starting`]이다.
//! - 작업자를 만들 수 없거나 (브라우저가 막음, 파일을 못 받음) 10초 안에 아무도 준비되지 않으면
//!   무리는 [`CrewState::Down`]이고, 생각은 주 스레드의 시간 조각으로 돈다 (패널이 그 까닭을 한 번
//!   말한다). 생각 도중에 쓰러진 작업자의 생각도 조각으로 이어 돈다.
//! - JS의 작업자 손잡이는 스레드 사이를 건널 수 없으므로(wasm은 스레드가 하나) 스레드 지역 값에
//!   두고, 리소스에는 크기 없는 [`WebCrew`]만 넣는다.
//! - 주소의 `?workers=N`은 작업자 수를 정하고 (시험, 벤치), `?think=slices`는 작업자 없이 예전처럼
//!   조각으로 돌린다 (전후 비교).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use bevy::prelude::*;
use gameai_remote::wire::{decode, encode};
use gameai_remote::{FromWorker, PAUSE_LETTER, RESUME_LETTER, ToWorker};
use js_sys::Uint8Array;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

use super::backend::{SLICE_FRAME, ThinkBackend};
use super::crew::{Crew, CrewState, ThinkCrew};

/// 작업자 파일 (Trunk가 `dist/`에 이 이름으로 둔다).
const LOADER: &str = "./think-worker_loader.js";
/// 작업자 수의 상한.
const MAX_WORKERS: usize = 8;
/// 이만큼 기다려도 아무도 준비되지 않으면 작업자 없이 간다 (ms).
pub(super) const START_TIMEOUT_MS: f64 = 10_000.0;

/// 작업자 하나와 그 편지함 (작업자의 `onmessage`가 채운다).
pub(super) struct Hand {
    pub(super) worker: Worker,
    pub(super) shared: Rc<RefCell<Shared>>,
    claimed: bool,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

#[derive(Default)]
pub(super) struct Shared {
    pub(super) ready: bool,
    /// 쓰러졌다 (까닭). 한 번만 알린다.
    pub(super) error: Option<String>,
    error_told: bool,
    pub(super) inbox: Vec<FromWorker>,
    /// 작업자의 wasm 메모리 크기 (마지막으로 알린 것, 바이트).
    pub(super) memory: u64,
    /// 보낸 취소의 시각 (생각 번호마다).
    cancel_sent: HashMap<u64, f64>,
}

struct Web {
    hands: Vec<Hand>,
    started: f64,
    down: Option<String>,
}

thread_local! {
    static CREW: RefCell<Option<Web>> = const { RefCell::new(None) };
    /// 취소를 보내고 "멈춤"이 오기까지 걸린 시간들 (ms; 페이지가 시험에 알린다).
    static CANCEL_MS: RefCell<Vec<f64>> = const { RefCell::new(Vec::new()) };
}

pub(super) fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// 작업자마다의 wasm 메모리 크기 (바이트; 페이지가 `data-ai-memory`로 적는다).
pub(crate) fn workers_memory() -> Vec<u64> {
    with_web(|w| w.hands.iter().map(|h| h.shared.borrow().memory).collect()).unwrap_or_default()
}

/// 취소부터 멈춤까지 걸린 시간들 (ms).
pub(crate) fn cancel_latencies() -> Vec<f64> {
    CANCEL_MS.with(|c| c.borrow().clone())
}

pub(super) fn spawn_hand(index: usize) -> Result<Hand, String> {
    let worker = Worker::new(LOADER).map_err(|e| format!("{e:?}"))?;
    let shared = Rc::new(RefCell::new(Shared::default()));
    let on_message = {
        let shared = Rc::clone(&shared);
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            count_letter();
            let bytes = Uint8Array::new(&e.data()).to_vec();
            let mut s = shared.borrow_mut();
            match decode::<FromWorker>(&bytes) {
                Ok(FromWorker::Ready) => s.ready = true,
                Ok(FromWorker::Memory { bytes }) => s.memory = bytes,
                Ok(FromWorker::Stopped { id }) => {
                    if let Some(t) = s.cancel_sent.remove(&id) {
                        let ms = now() - t;
                        CANCEL_MS.with(|c| c.borrow_mut().push(ms));
                    }
                }
                Ok(msg) => s.inbox.push(msg),
                Err(e) => s.error = Some(format!("worker {index} sent an unreadable letter: {e}")),
            }
        })
    };
    // 파일을 받지 못하면 그냥 `Event`가, 작업자 안의 오류(패닉)면 `ErrorEvent`가 온다.
    let on_error = {
        let shared = Rc::clone(&shared);
        Closure::<dyn FnMut(Event)>::new(move |e: Event| {
            let why = e
                .dyn_ref::<ErrorEvent>()
                .map(ErrorEvent::message)
                .unwrap_or_default();
            tracing::error!("think worker {index} failed: {why}");
            shared.borrow_mut().error = Some(if why.is_empty() {
                format!("worker {index} could not load its script")
            } else {
                why
            });
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Hand {
        worker,
        shared,
        claimed: false,
        _on_message: on_message,
        _on_error: on_error,
    })
}

thread_local! {
    /// 작업자들에게서 받은 편지의 수 (페이지가 가려진 동안 작업자가 정말 쉬는지 시험이 센다).
    static LETTERS: core::cell::Cell<u64> = const { core::cell::Cell::new(0) };
}

/// 받은 편지를 센다: `window.__arcadeLetters` (앱의 프레임이 멈춘 동안에도 브라우저 시험이 읽는다).
fn count_letter() {
    let n = LETTERS.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    if let Some(w) = web_sys::window() {
        let _ = js_sys::Reflect::set(&w, &"__arcadeLetters".into(), &JsValue::from_f64(n as f64));
    }
}

/// 페이지가 가려지면 작업자들을 쉬게 하고 (`paused`), 다시 보이면 이어 하게 한다. 생각의 시간
/// 예산은 작업자가 `step` 안에 있을 때만 줄므로 다시 보이면 남은 만큼 이어 생각한다.
pub(crate) fn set_paused(paused: bool) {
    let letter = JsValue::from_str(if paused { PAUSE_LETTER } else { RESUME_LETTER });
    with_web(|w| {
        for h in &w.hands {
            let _ = h.worker.post_message(&letter);
        }
    });
}

/// 편지 하나를 작업자에게 (바이트는 베끼지 않고 넘긴다).
pub(super) fn post(worker: &Worker, msg: &ToWorker) -> Result<(), JsValue> {
    let bytes = Uint8Array::from(encode(msg).as_slice());
    let transfer = js_sys::Array::of1(&bytes.buffer());
    worker.post_message_with_transfer(&bytes, &transfer)
}

/// 작업자 수: 주소의 `workers=N`, 아니면 코어 수 − 1 (1–8).
pub(super) fn worker_count(query: &str) -> usize {
    let asked = query
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("workers="))
        .and_then(|n| n.parse::<usize>().ok());
    let cores = web_sys::window().map_or(2.0, |w| w.navigator().hardware_concurrency());
    asked
        .unwrap_or((cores as usize).saturating_sub(1))
        .clamp(1, MAX_WORKERS)
}

pub(crate) fn plugin(app: &mut App) {
    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    if query.contains("think=slices") {
        app.insert_resource(ThinkBackend::Slices(SLICE_FRAME));
        app.insert_resource(super::AiMemory::web(1));
        return;
    }
    let n = worker_count(&query);
    app.insert_resource(super::AiMemory::web(n));
    let mut hands = Vec::new();
    let mut first_error = None;
    for i in 0..n {
        match spawn_hand(i) {
            Ok(h) => hands.push(h),
            Err(e) => {
                tracing::warn!("think worker {i} could not be created: {e}");
                first_error.get_or_insert(format!("workers could not be created ({e})"));
            }
        }
    }
    tracing::info!("think: {} of {n} web workers starting", hands.len());
    let down = hands
        .is_empty()
        .then(|| first_error.unwrap_or_else(|| "no workers".into()));
    CREW.with(|c| {
        *c.borrow_mut() = Some(Web {
            hands,
            started: now(),
            down,
        });
    });
    app.insert_resource(ThinkCrew::new(WebCrew));
}

/// 리소스에 넣는 손잡이: 무리는 스레드 지역 값에 있다.
pub(crate) struct WebCrew;

fn with_web<T>(f: impl FnOnce(&mut Web) -> T) -> Option<T> {
    CREW.with(|c| c.borrow_mut().as_mut().map(f))
}

impl Crew for WebCrew {
    fn state(&mut self) -> CrewState {
        with_web(|w| {
            if let Some(why) = &w.down {
                return CrewState::Down(why.clone());
            }
            let alive = w.hands.iter().filter(|h| h.shared.borrow().error.is_none());
            let (mut ready, mut waiting) = (0, 0);
            for h in alive {
                if h.shared.borrow().ready {
                    ready += 1;
                } else {
                    waiting += 1;
                }
            }
            let late = now() - w.started > START_TIMEOUT_MS;
            match (ready, waiting) {
                (0, 0) => {
                    let why = w
                        .hands
                        .iter()
                        .find_map(|h| h.shared.borrow().error.clone())
                        .unwrap_or_else(|| "no workers".into());
                    w.down = Some(format!("the workers stopped: {why}"));
                    CrewState::Down(w.down.clone().unwrap_or_default())
                }
                (0, _) if late => {
                    w.down = Some("the workers did not start within 10 s".into());
                    CrewState::Down(w.down.clone().unwrap_or_default())
                }
                (_, w8) if w8 > 0 && !late => CrewState::Starting,
                (r, _) => CrewState::Ready(r),
            }
        })
        .unwrap_or(CrewState::Down("no workers".into()))
    }

    fn claim(&mut self, want: usize) -> Vec<usize> {
        with_web(|w| {
            let mut got = Vec::new();
            for (i, h) in w.hands.iter_mut().enumerate() {
                let s = h.shared.borrow();
                if got.len() < want && !h.claimed && s.ready && s.error.is_none() {
                    drop(s);
                    h.claimed = true;
                    got.push(i);
                }
            }
            got
        })
        .unwrap_or_default()
    }

    fn release(&mut self, hand: usize) {
        with_web(|w| {
            if let Some(h) = w.hands.get_mut(hand) {
                h.claimed = false;
            }
        });
    }

    fn send(&mut self, hand: usize, msg: &ToWorker) {
        with_web(|w| {
            let Some(h) = w.hands.get(hand) else {
                return;
            };
            if let ToWorker::Cancel { id } = msg {
                h.shared.borrow_mut().cancel_sent.insert(*id, now());
            }
            if let Err(e) = post(&h.worker, msg) {
                h.shared.borrow_mut().error =
                    Some(format!("could not post to worker {hand}: {e:?}"));
            }
        });
    }

    fn drain(&mut self, hand: usize) -> Vec<FromWorker> {
        with_web(|w| {
            let Some(h) = w.hands.get(hand) else {
                return Vec::new();
            };
            let mut s = h.shared.borrow_mut();
            let mut out = std::mem::take(&mut s.inbox);
            if let Some(why) = s.error.clone()
                && !s.error_told
            {
                s.error_told = true;
                out.push(FromWorker::Failed { id: 0, why });
            }
            out
        })
        .unwrap_or_default()
    }
}
