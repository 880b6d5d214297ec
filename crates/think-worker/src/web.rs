//! 작업자의 사건 고리: 편지를 받아 [`Runner`]에 건네고, 생각 중이면 조각을 이어 예약한다.

use std::cell::RefCell;
use std::rc::Rc;

use gameai::step::Budget;
use gameai_remote::wire::encode;
use gameai_remote::{FromWorker, PAUSE_LETTER, RESUME_LETTER, Runner};
use js_sys::Uint8Array;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent};

/// 한 조각의 길이 (ms). 취소는 조각 경계에서 받으므로 이것이 취소가 늦는 최대 시간이다.
const SLICE_MS: u64 = 10;
/// 스냅숏을 보내는 간격 (ms).
const SNAPSHOT_EVERY: f64 = 100.0;

struct Loop {
    scope: DedicatedWorkerGlobalScope,
    runner: Runner,
    /// 다음 조각을 부르는 통로 (port1로 보내면 port2가 받는다).
    channel: MessageChannel,
    /// 다음 조각이 예약되어 있다.
    scheduled: bool,
    /// 페이지가 가려져 쉬는 중 (앱이 글 편지 "pause"/"resume"으로 알린다): 조각을 예약하지 않는다.
    /// 생각의 시간 예산은 `step` 안에서만 줄므로 ([`gameai::step::ThinkClock`]) 다시 보이면 남은 만큼
    /// 이어 생각한다.
    paused: bool,
    last_snapshot: f64,
    /// 마지막으로 알린 wasm 메모리 크기 (바이트).
    told_memory: u64,
}

impl Loop {
    fn now(&self) -> f64 {
        self.scope.performance().map_or(0.0, |p| p.now())
    }

    fn post(&self, msg: &FromWorker) {
        let bytes = Uint8Array::from(encode(msg).as_slice());
        let transfer = js_sys::Array::of1(&bytes.buffer());
        if self
            .scope
            .post_message_with_transfer(&bytes, &transfer)
            .is_err()
        {
            let _ = self.scope.post_message(&bytes);
        }
    }

    /// wasm 메모리가 자랐으면 그 크기를 알린다.
    fn tell_memory(&mut self) {
        let bytes = wasm_bindgen::memory()
            .dyn_into::<js_sys::WebAssembly::Memory>()
            .ok()
            .and_then(|m| m.buffer().dyn_into::<js_sys::ArrayBuffer>().ok())
            .map_or(0, |b| u64::from(b.byte_length()));
        if bytes != self.told_memory {
            self.told_memory = bytes;
            self.post(&FromWorker::Memory { bytes });
        }
    }

    fn schedule(&mut self) {
        if self.runner.is_busy() && !self.scheduled && !self.paused {
            self.scheduled = true;
            let _ = self.channel.port1().post_message(&JsValue::NULL);
        }
    }

    /// 앱의 편지 하나: 이진 편지(`ToWorker`), 또는 쉬기·다시 하기의 글 편지.
    fn letter(&mut self, data: &JsValue) {
        match data.as_string().as_deref() {
            Some(PAUSE_LETTER) => {
                self.paused = true;
                return;
            }
            Some(RESUME_LETTER) => {
                self.paused = false;
                self.schedule();
                return;
            }
            Some(_) => return,
            None => {}
        }
        let bytes = Uint8Array::new(data).to_vec();
        for reply in self.runner.receive(&bytes) {
            self.post(&reply);
        }
        // 새 생각의 첫 스냅숏은 첫 조각 뒤에 바로.
        self.last_snapshot = f64::NEG_INFINITY;
        self.schedule();
    }

    /// 조각 하나.
    fn slice(&mut self) {
        self.scheduled = false;
        if self.paused {
            return;
        }
        if let Some(done) = self.runner.step(Budget::millis(SLICE_MS)) {
            self.post(&done);
            self.tell_memory();
            return;
        }
        let now = self.now();
        if now - self.last_snapshot >= SNAPSHOT_EVERY
            && let Some(snap) = self.runner.snapshot()
        {
            self.post(&snap);
            self.tell_memory();
            self.last_snapshot = now;
        }
        self.schedule();
    }
}

/// 편지 받는 곳 둘을 걸고 "준비됨"을 보낸다.
pub fn start() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let Ok(channel) = MessageChannel::new() else {
        return;
    };
    let state = Rc::new(RefCell::new(Loop {
        scope: scope.clone(),
        runner: Runner::new(),
        channel,
        scheduled: false,
        paused: false,
        last_snapshot: f64::NEG_INFINITY,
        told_memory: 0,
    }));

    let on_letter = {
        let state = Rc::clone(&state);
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            state.borrow_mut().letter(&e.data());
        })
    };
    scope.set_onmessage(Some(on_letter.as_ref().unchecked_ref()));
    on_letter.forget();

    let on_tick = {
        let state = Rc::clone(&state);
        Closure::<dyn FnMut(MessageEvent)>::new(move |_: MessageEvent| {
            state.borrow_mut().slice();
        })
    };
    let s = state.borrow();
    s.channel
        .port2()
        .set_onmessage(Some(on_tick.as_ref().unchecked_ref()));
    on_tick.forget();
    s.post(&FromWorker::Ready);
    drop(s);
    state.borrow_mut().tell_memory();
}
