//! 작업자 무리: 생각을 받아 돌리는 일꾼들 (웹: Web Worker, 시험: 같은 스레드의 [`Runner`]).
//!
//! 생각 모듈은 [`Crew`] 트레이트로만 일꾼을 부린다: 쉬는 일꾼을 잡고, 편지를 보내고, 받은 편지를
//! 꺼내고, 놓아 준다. 그래서 나누고 합치는 길([`super::offload`])은 브라우저 없이 네이티브 시험으로
//! 확인된다 ([`LocalCrew`]).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;
use gameai::step::Budget;
use gameai_remote::wire::encode;
use gameai_remote::{FromWorker, Runner, ToWorker};

/// 무리의 상태.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CrewState {
    /// 일꾼들이 아직 뜨는 중.
    Starting,
    /// 일꾼 `n`명이 준비됐다.
    Ready(usize),
    /// 일꾼을 쓸 수 없다 (왜).
    Down(String),
}

/// 일꾼 무리.
pub trait Crew: Send + Sync + 'static {
    /// 지금 상태.
    fn state(&mut self) -> CrewState;
    /// 쉬는 일꾼을 `want`명까지 잡는다 (번호들; 없으면 빈 목록).
    fn claim(&mut self, want: usize) -> Vec<usize>;
    /// 일꾼 `hand`를 놓아 준다.
    fn release(&mut self, hand: usize);
    /// 일꾼 `hand`에게 편지를 보낸다.
    fn send(&mut self, hand: usize, msg: &ToWorker);
    /// 일꾼 `hand`가 보낸 편지들을 꺼낸다.
    fn drain(&mut self, hand: usize) -> Vec<FromWorker>;
}

/// 취소할 생각: (일꾼들, 생각의 번호).
pub(super) type Cancels = Arc<Mutex<Vec<(Vec<usize>, u64)>>>;

/// 일꾼 무리 리소스. 없으면 [`super::ThinkBackend::Workers`]도 주 스레드 조각으로 돈다.
#[derive(Resource)]
pub struct ThinkCrew {
    crew: Box<dyn Crew>,
    /// 버려진 생각들 (생각은 리소스에 손이 닿지 않는 `Drop`에서 여기에 적고, 무리가 다음
    /// 프레임 처음에 취소 편지를 보낸다).
    cancels: Cancels,
}

impl ThinkCrew {
    /// 무리 `crew`로.
    pub fn new(crew: impl Crew) -> Self {
        ThinkCrew {
            crew: Box::new(crew),
            cancels: Arc::default(),
        }
    }

    /// 무리.
    pub fn crew(&mut self) -> &mut dyn Crew {
        &mut *self.crew
    }

    /// 버려진 생각을 적어 둘 곳.
    pub(super) fn cancels(&self) -> Cancels {
        Arc::clone(&self.cancels)
    }

    /// 적어 둔 취소를 보내고 일꾼을 놓아 준다.
    pub(super) fn flush_cancels(&mut self) {
        let list =
            std::mem::take(&mut *self.cancels.lock().unwrap_or_else(PoisonError::into_inner));
        for (hands, id) in list {
            for hand in hands {
                self.crew.send(hand, &ToWorker::Cancel { id });
                self.crew.release(hand);
            }
        }
    }
}

/// 생각이 어디서 도는가 (패널과 페이지가 읽는다).
#[derive(Resource, Clone, Debug, PartialEq, Eq, Default)]
pub enum ThinkWhere {
    /// 네이티브 작업 스레드 `n`개 (루트 병렬).
    #[default]
    Threads,
    /// 웹 작업자 `n`명.
    Workers(usize),
    /// 작업자가 뜨는 중.
    Starting,
    /// 주 스레드의 시간 조각. 작업자를 쓰려 했는데 못 썼으면 그 까닭.
    Slices(Option<String>),
}

/// 같은 스레드에서 도는 일꾼들 (시험용): 편지를 [`Runner`]에 바로 건네고, 편지를 꺼낼 때마다 한
/// 조각(`slice`)씩 일한다. 진짜 작업자처럼 편지는 바이트로 인코딩해 건넨다.
#[derive(Debug)]
pub struct LocalCrew {
    hands: Vec<LocalHand>,
    slice: Budget,
    /// 일꾼들이 보낸 "멈춤"의 수 (시험이 센다).
    stopped: Arc<AtomicUsize>,
}

#[derive(Debug)]
struct LocalHand {
    runner: Runner,
    inbox: Vec<FromWorker>,
    claimed: bool,
}

impl LocalCrew {
    /// 일꾼 `n`명, 꺼낼 때마다 `slice`만큼.
    pub fn new(n: usize, slice: Budget) -> Self {
        LocalCrew {
            hands: (0..n)
                .map(|_| LocalHand {
                    runner: Runner::new(),
                    inbox: Vec::new(),
                    claimed: false,
                })
                .collect(),
            slice,
            stopped: Arc::default(),
        }
    }

    /// 일꾼들이 보낸 "멈춤"을 세는 셈 (무리를 리소스에 넣은 뒤에도 읽을 수 있게).
    pub fn stopped(&self) -> Arc<AtomicUsize> {
        Arc::clone(&self.stopped)
    }

    /// 일꾼 `hand`가 생각 중인가.
    pub fn busy(&self, hand: usize) -> bool {
        self.hands.get(hand).is_some_and(|h| h.runner.is_busy())
    }
}

impl Crew for LocalCrew {
    fn state(&mut self) -> CrewState {
        CrewState::Ready(self.hands.len())
    }

    fn claim(&mut self, want: usize) -> Vec<usize> {
        let free: Vec<usize> = (0..self.hands.len())
            .filter(|&i| !self.hands[i].claimed)
            .take(want)
            .collect();
        for &i in &free {
            self.hands[i].claimed = true;
        }
        free
    }

    fn release(&mut self, hand: usize) {
        if let Some(h) = self.hands.get_mut(hand) {
            h.claimed = false;
        }
    }

    fn send(&mut self, hand: usize, msg: &ToWorker) {
        let Some(h) = self.hands.get_mut(hand) else {
            return;
        };
        for reply in h.runner.receive(&encode(msg)) {
            if matches!(reply, FromWorker::Stopped { .. }) {
                self.stopped.fetch_add(1, Ordering::Relaxed);
            }
            h.inbox.push(reply);
        }
    }

    fn drain(&mut self, hand: usize) -> Vec<FromWorker> {
        let Some(h) = self.hands.get_mut(hand) else {
            return Vec::new();
        };
        if let Some(done) = h.runner.step(self.slice) {
            h.inbox.push(done);
        } else if let Some(snap) = h.runner.snapshot() {
            h.inbox.push(snap);
        }
        std::mem::take(&mut h.inbox)
    }
}
