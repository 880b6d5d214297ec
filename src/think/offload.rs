//! 작업자에게 맡긴 생각 하나: 풀이기를 작업들로 나누어 ([`Remote::jobs`]) 쉬는 일꾼들에게 보내고,
//! 매 프레임 받은 편지에서 스냅숏과 답을 모아 합친다. 주 스레드는 탐색을 하나도 하지 않는다.
//!
//! - 편지에는 생각의 번호(표의 번호)가 붙는다. 다른 번호의 편지는 옛 생각의 것이므로 버린다.
//! - 생각이 버려지면 (새 생각, 취소, 장면을 나감) `Drop`이 취소를 적어 두고, 무리가 다음 프레임
//!   처음에 취소 편지를 보낸다. 일꾼은 조각 경계에서 멈추고 "멈춤"을 답한다.
//! - 일꾼이 쓰러지거나 작업을 못 하겠다고 하면 풀이기(들고 있던 것)를 주 스레드 조각으로 돌린다.

use std::sync::PoisonError;

use gameai::remote::{FromWorker, ToWorker};
use gameai::wire::decode;

use super::crew::{Cancels, Crew, CrewState};
use super::{Thinkable, Ticket};

/// 한 프레임의 결과.
pub(super) enum Poll<S: Thinkable> {
    /// 아직.
    Pending,
    /// 끝났다.
    Done(S::Output),
    /// 일꾼을 쓸 수 없다: 이 풀이기를 주 스레드에서 돌려라 (왜).
    Fallback(S, String),
}

/// 작업자에게 맡긴 생각.
pub(super) struct Offload<S: Thinkable> {
    id: u64,
    hands: Vec<usize>,
    snaps: Vec<Option<S::SnapPart>>,
    parts: Vec<Option<S::Part>>,
    merged: Option<S::Snapshot>,
    /// 일꾼이 쓰러질 때 주 스레드에서 이어 돌릴 풀이기 (처음 그대로).
    solver: Option<S>,
    cancels: Cancels,
}

/// 맡기려 했던 결과.
pub(super) enum Launch<S: Thinkable> {
    /// 일꾼들이 맡았다.
    Sent(Offload<S>),
    /// 일꾼이 아직 뜨는 중이다: 다음 프레임에 다시.
    Starting(S),
    /// 일꾼이 모두 다른 생각을 하고 있다: 다음 프레임에 다시.
    Busy(S),
    /// 일꾼에게 맡길 수 없다 (왜).
    Refused(S, String),
    /// 작업이 없는 풀이기 (한 조각에 끝난다): 주 스레드에서.
    Local(S),
}

impl<S: Thinkable> Offload<S> {
    /// 쉬는 일꾼들에게 나누어 맡긴다.
    pub(super) fn launch(
        solver: S,
        ticket: Ticket,
        crew: &mut dyn Crew,
        cancels: Cancels,
    ) -> Launch<S> {
        let size = match crew.state() {
            CrewState::Ready(n) => n,
            CrewState::Starting => return Launch::Starting(solver),
            CrewState::Down(why) => return Launch::Refused(solver, why),
        };
        let mut hands = crew.claim(size);
        if hands.is_empty() {
            return Launch::Busy(solver);
        }
        let jobs = solver.jobs(hands.len());
        if jobs.is_empty() {
            for h in hands {
                crew.release(h);
            }
            return Launch::Local(solver);
        }
        for extra in hands.split_off(jobs.len().min(hands.len())) {
            crew.release(extra);
        }
        let id = ticket.0;
        for (&hand, job) in hands.iter().zip(jobs) {
            crew.send(hand, &ToWorker::Start { id, job });
        }
        let n = hands.len();
        Launch::Sent(Offload {
            id,
            hands,
            snaps: (0..n).map(|_| None).collect(),
            parts: (0..n).map(|_| None).collect(),
            merged: None,
            solver: Some(solver),
            cancels,
        })
    }

    /// 일꾼 수.
    pub(super) fn workers(&self) -> usize {
        self.hands.len()
    }

    /// 합친 최근 스냅숏.
    pub(super) fn snapshot(&self) -> Option<S::Snapshot> {
        self.merged.clone()
    }

    /// 받은 편지를 꺼내 모은다.
    pub(super) fn poll(&mut self, crew: &mut dyn Crew) -> Poll<S> {
        if let CrewState::Down(why) = crew.state() {
            return self.fall_back(why);
        }
        let mut fresh = false;
        for (i, &hand) in self.hands.iter().enumerate() {
            for msg in crew.drain(hand) {
                match msg {
                    FromWorker::Snapshot { id, data } if id == self.id => {
                        if let Ok(s) = decode::<S::SnapPart>(&data) {
                            self.snaps[i] = Some(s);
                            fresh = true;
                        }
                    }
                    FromWorker::Done { id, data } if id == self.id => {
                        match decode::<S::Part>(&data) {
                            Ok(p) => self.parts[i] = Some(p),
                            Err(e) => return self.fall_back(format!("unreadable answer: {e}")),
                        }
                    }
                    FromWorker::Failed { id, why } if id == self.id || id == 0 => {
                        return self.fall_back(why);
                    }
                    // 옛 생각의 편지, 준비 알림, 멈춤 확인.
                    _ => {}
                }
            }
        }
        if fresh {
            self.merged = S::merge_snapshots(self.snaps.iter().flatten().cloned().collect());
        }
        if self.parts.iter().all(Option::is_some) {
            let parts = self.parts.iter_mut().filter_map(Option::take).collect();
            let hands = std::mem::take(&mut self.hands);
            for h in hands {
                crew.release(h);
            }
            return match S::merge_outputs(parts) {
                Some(out) => Poll::Done(out),
                None => self.fall_back("the workers' answers did not merge".into()),
            };
        }
        Poll::Pending
    }

    fn fall_back(&mut self, why: String) -> Poll<S> {
        match self.solver.take() {
            Some(s) => Poll::Fallback(s, why),
            None => Poll::Pending,
        }
    }
}

impl<S: Thinkable> Drop for Offload<S> {
    fn drop(&mut self) {
        // 끝난 생각은 일꾼을 이미 놓아 주었다 (`hands`가 비었다).
        if !self.hands.is_empty() {
            let hands = std::mem::take(&mut self.hands);
            self.cancels
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push((hands, self.id));
        }
    }
}
