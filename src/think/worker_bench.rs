//! 웹에서만: `?bench=workers` — 앱 대신 작업자 길의 MCTS 빠르기, `?bench=tablebase` — 작업자에서 끝내기 표
//! 하나를 만드는 시간과 메모리 (`tests/web/bench.mjs`, `tests/web/tablebase.mjs`가 부른다).
//! 작업자를 띄우고 편지를 주고받는 일은 [`super::web_crew`]의 것을 그대로 쓴다.

use std::cell::RefCell;
use std::rc::Rc;

use gameai_remote::wire::decode;
use gameai_remote::{FromWorker, ToWorker};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::web_crew::{Hand, START_TIMEOUT_MS, now, post, spawn_hand, worker_count};

/// `?bench=workers`: 앱 대신, `gameai bench`의 헥스 11×11과 하바나 10 탐색(빈 판, 기본 설정, 1초)을
/// 작업자 길로 — 작업자 1명, 2명, 그리고 `workers=N`이나 코어 수 − 1명 — 돌려, 보내고 답이 모두
/// 올 때까지의 벽시계 시간으로 초당 반복을 잰다 (편지와 합치기까지 든 값). 끝나면 `done(줄들)`.
pub fn run_worker_bench(done: impl FnOnce(Vec<String>) + 'static) {
    use gameai::games::havannah::Havannah;
    use gameai::games::hex::Hex;
    use gameai::mcts::{Config, Limit, Search};
    use gameai_remote::{Job, Remote};

    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let n = worker_count(&query).max(2);
    let mut counts = vec![1, 2, n];
    counts.dedup();
    let limit = Limit::Millis(1000);
    type Merge = fn(Vec<Vec<u8>>) -> Option<u64>;
    fn merged<S: Remote<Output = gameai::mcts::Decision<M>>, M>(
        parts: Vec<Vec<u8>>,
    ) -> Option<u64> {
        let parts: Option<Vec<S::Part>> = parts.iter().map(|p| decode(p).ok()).collect();
        S::merge_outputs(parts?).map(|d| d.iterations)
    }
    let mut plan: Vec<(String, usize, Vec<Job>, Merge)> = Vec::new();
    for &k in &counts {
        if let Ok(hex) = Hex::new(11, false) {
            // 스냅숏은 앱의 대국처럼 루트만 (`gameai bench`는 스냅숏을 찍지 않는다).
            let s = Search::new(hex, Config::default(), 1, limit, 1).with_snapshot_depth(0);
            plan.push((
                "workers_hex_11x11".into(),
                k,
                s.jobs(k),
                merged::<Search<Hex>, _>,
            ));
        }
        if let Ok(h) = Havannah::new(10) {
            let s = Search::new(h, Config::default(), 1, limit, 1).with_snapshot_depth(0);
            plan.push((
                "workers_havannah_base10".into(),
                k,
                s.jobs(k),
                merged::<Search<Havannah>, _>,
            ));
        }
    }
    let hands: Vec<Hand> = (0..n).filter_map(|i| spawn_hand(i).ok()).collect();
    if hands.len() < n {
        done(vec![format!("workers_error could not create {n} workers")]);
        return;
    }
    struct Bench {
        hands: Vec<Hand>,
        plan: std::collections::VecDeque<(String, usize, Vec<Job>, Merge)>,
        running: Option<(String, usize, f64, Vec<Option<Vec<u8>>>, Merge)>,
        lines: Vec<String>,
        started: f64,
        next_id: u64,
    }
    let bench = Rc::new(RefCell::new(Bench {
        hands,
        plan: plan.into(),
        running: None,
        lines: Vec::new(),
        started: now(),
        next_id: 1,
    }));
    let mut done = Some(done);
    poll(2, move || {
        let mut b = bench.borrow_mut();
        if !step_bench(&mut b) {
            return false;
        }
        if let Some(f) = done.take() {
            f(std::mem::take(&mut b.lines));
        }
        true
    });

    /// 한 번 둘러본다: 준비를 기다리고, 다음 항목을 보내고, 답을 모은다. 다 끝났으면 참.
    fn step_bench(b: &mut Bench) -> bool {
        if b.hands.iter().any(|h| h.shared.borrow().error.is_some()) {
            b.lines.push("workers_error a worker failed".into());
            return true;
        }
        if !b.hands.iter().all(|h| h.shared.borrow().ready) {
            if now() - b.started > START_TIMEOUT_MS {
                b.lines
                    .push("workers_error the workers did not start".into());
                return true;
            }
            return false;
        }
        if b.running.is_none() {
            let Some((name, k, jobs, merge)) = b.plan.pop_front() else {
                return true;
            };
            let id = b.next_id;
            b.next_id += 1;
            let t0 = now();
            for (h, job) in b.hands.iter().zip(jobs) {
                let _ = post(&h.worker, &ToWorker::Start { id, job });
            }
            b.running = Some((name, k, t0, vec![None; k], merge));
        }
        let Some((name, k, t0, parts, merge)) = b.running.as_mut() else {
            return false;
        };
        for (i, h) in b.hands.iter().take(*k).enumerate() {
            for msg in std::mem::take(&mut h.shared.borrow_mut().inbox) {
                if let FromWorker::Done { data, .. } = msg {
                    parts[i] = Some(data);
                }
            }
        }
        if parts.iter().all(Option::is_some) {
            let secs = (now() - *t0) / 1000.0;
            let parts: Vec<Vec<u8>> = parts.iter_mut().filter_map(Option::take).collect();
            let line = match merge(parts) {
                Some(it) => format!(
                    "{name} workers={k} iterations={it} iterations_per_sec={:.0}",
                    it as f64 / secs
                ),
                None => format!("{name} workers={k} error=unreadable answers"),
            };
            b.lines.push(line);
            b.running = None;
        }
        false
    }
}

/// `?bench=tablebase&endgame=KBNK`: 끝내기 표 하나를 앱처럼 작업자 하나에서 만든다 (표 만들기 작업,
/// 10 ms 조각). 보내고 답이 올 때까지의 벽시계 시간, 국면 수와 가장 긴 메이트, 표들의 가장 큰 바이트,
/// 그리고 작업자의 wasm 메모리 (줄지 않으므로 만드는 동안의 가장 큰 값; 답 뒤에 오는 마지막 알림까지
/// 기다린다). 페이지의 스레드는 그동안 놀고 있다. 끝나면 `done(줄들)`.
pub fn run_tablebase_bench(name: &str, done: impl FnOnce(Vec<String>) + 'static) {
    use gameai::tablebase::{Generated, Generator, Material, Tablebase};
    use gameai_remote::Remote;

    let material = match Material::parse(name) {
        Ok(m) => m.normalized().0,
        Err(e) => return done(vec![format!("tablebase_error {e}")]),
    };
    let hand = match spawn_hand(0) {
        Ok(h) => h,
        Err(e) => return done(vec![format!("tablebase_error no worker: {e}")]),
    };
    let job = Generator::new(&material, Tablebase::new()).jobs(1).pop();
    /// 답이 온 뒤 마지막 메모리 알림을 기다리는 시간 (ms).
    const SETTLE_MS: f64 = 300.0;
    struct Run {
        hand: Hand,
        job: Option<gameai_remote::Job>,
        sent: Option<f64>,
        answer: Option<(f64, Result<Generated, String>)>,
        started: f64,
    }
    let run = Rc::new(RefCell::new(Run {
        hand,
        job,
        sent: None,
        answer: None,
        started: now(),
    }));
    let mut done = Some(done);
    poll(5, move || {
        let Some(line) = step(&mut run.borrow_mut(), &material) else {
            return false;
        };
        if let Some(f) = done.take() {
            f(vec![line]);
        }
        true
    });

    /// 한 번 둘러본다: 준비되면 보내고, 답을 받고, 메모리 알림을 기다려 줄을 낸다.
    fn step(r: &mut Run, m: &Material) -> Option<String> {
        if let Some(e) = r.hand.shared.borrow().error.clone() {
            return Some(format!("tablebase_error the worker failed: {e}"));
        }
        if r.sent.is_none() {
            if !r.hand.shared.borrow().ready {
                return (now() - r.started > START_TIMEOUT_MS)
                    .then(|| "tablebase_error the worker did not start".to_owned());
            }
            let job = r.job.take()?;
            let _ = post(&r.hand.worker, &ToWorker::Start { id: 1, job });
            r.sent = Some(now());
            return None;
        }
        for msg in std::mem::take(&mut r.hand.shared.borrow_mut().inbox) {
            match msg {
                FromWorker::Done { data, .. } => {
                    let secs = (now() - r.sent.unwrap_or(0.0)) / 1000.0;
                    r.answer = Some((secs, decode(&data).map_err(|e| e.to_string())));
                }
                FromWorker::Failed { why, .. } => {
                    return Some(format!("tablebase_error {why}"));
                }
                _ => {}
            }
        }
        let (secs, out) = r.answer.as_ref()?;
        if now() - r.sent.unwrap_or(0.0) < secs * 1000.0 + SETTLE_MS {
            return None;
        }
        let memory = r.hand.shared.borrow().memory;
        Some(match out {
            Ok(g) => match g.reports.iter().find(|rep| rep.material == *m) {
                Some(rep) => format!(
                    "tablebase endgame={m} positions={} seconds={secs:.2} longest_mate_moves={} peak_table_bytes={} worker_wasm_memory_bytes={memory} where=worker",
                    rep.positions,
                    rep.longest_mate_moves(),
                    g.peak_bytes
                ),
                None => format!("tablebase_error {m} was not generated"),
            },
            Err(e) => format!("tablebase_error unreadable answer: {e}"),
        })
    }
}

/// `tick`을 곧바로, 그다음 `ms`마다 부른다 (페이지의 `setTimeout`), 참을 돌려줄 때까지.
fn poll(ms: i32, mut tick: impl FnMut() -> bool + 'static) {
    let slot: Rc<RefCell<Option<Closure<dyn FnMut()>>>> = Rc::new(RefCell::new(None));
    let again = Rc::clone(&slot);
    *slot.borrow_mut() = Some(Closure::new(move || {
        if tick() {
            return;
        }
        if let (Some(w), Some(cb)) = (web_sys::window(), again.borrow().as_ref()) {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
                cb.as_ref().unchecked_ref(),
                ms,
            );
        }
    }));
    if let (Some(w), Some(cb)) = (web_sys::window(), slot.borrow().as_ref()) {
        let _ =
            w.set_timeout_with_callback_and_timeout_and_arguments_0(cb.as_ref().unchecked_ref(), 0);
    }
}
