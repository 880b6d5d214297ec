//! 작업자에게 맡긴 생각 하나: 풀이기를 작업들로 나누어 ([`Remote::jobs`]) 쉬는 일꾼들에게 보내고,
//! 매 프레임 받은 편지에서 스냅숏과 답을 모아 합친다. 주 스레드는 탐색을 하나도 하지 않는다.
//!
//! - 편지에는 생각의 번호(표의 번호)가 붙는다. 다른 번호의 편지는 옛 생각의 것이므로 버린다.
//! - 생각이 버려지면 (새 생각, 취소, 장면을 나감) `Drop`이 취소를 적어 두고, 무리가 다음 프레임
//!   처음에 취소 편지를 보낸다. 일꾼은 조각 경계에서 멈추고 "멈춤"을 답한다.
//! - 일꾼이 쓰러지거나 작업을 못 하겠다고 하면 풀이기(들고 있던 것)를 주 스레드 조각으로 돌린다.
//!
//! 일꾼을 잡고, 편지를 보내고 받고, 놓아 주는 일은 풀이기 종류와 상관이 없다: 그 일은 제네릭이
//! 아닌 [`Hands`]가 하고, 제네릭인 [`Offload<S>`]는 편지를 풀어 합치기만 한다. 풀이기 종류마다
//! 한 벌씩 빌드되는 코드가 그만큼 작다 (웹 빌드의 크기).
//!
//! [`Remote::jobs`]: gameai_remote::Remote::jobs

use std::sync::PoisonError;

use gameai_remote::wire::decode;
use gameai_remote::{FromWorker, Job, ToWorker};

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
    hands: Hands,
    snaps: Vec<Option<S::SnapPart>>,
    parts: Vec<Option<S::Part>>,
    merged: Option<S::Snapshot>,
    /// 일꾼이 쓰러질 때 주 스레드에서 이어 돌릴 풀이기 (처음 그대로).
    solver: Option<S>,
}

/// 맡기려 했던 결과.
pub(super) enum Handoff<S: Thinkable> {
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
    ) -> Handoff<S> {
        let free = match claim(crew) {
            Claim::Free(free) => free,
            Claim::Starting => return Handoff::Starting(solver),
            Claim::Busy => return Handoff::Busy(solver),
            Claim::Refused(why) => return Handoff::Refused(solver, why),
        };
        let jobs = solver.jobs(free.len());
        let Some(hands) = Hands::send(crew, free, jobs, ticket, cancels) else {
            return Handoff::Local(solver);
        };
        let n = hands.len();
        Handoff::Sent(Offload {
            hands,
            snaps: (0..n).map(|_| None).collect(),
            parts: (0..n).map(|_| None).collect(),
            merged: None,
            solver: Some(solver),
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
        let letters = match self.hands.drain(crew) {
            Ok(letters) => letters,
            Err(why) => return self.fall_back(why),
        };
        let mut fresh = false;
        for letter in letters {
            match letter {
                Letter::Snapshot(i, data) => {
                    if let Ok(s) = decode::<S::SnapPart>(&data) {
                        self.snaps[i] = Some(s);
                        fresh = true;
                    }
                }
                Letter::Done(i, data) => match decode::<S::Part>(&data) {
                    Ok(p) => self.parts[i] = Some(p),
                    Err(e) => return self.fall_back(format!("unreadable answer: {e}")),
                },
            }
        }
        if fresh {
            self.merged = S::merge_snapshots(self.snaps.iter().flatten().cloned().collect());
        }
        if self.parts.iter().all(Option::is_some) {
            let parts = self.parts.iter_mut().filter_map(Option::take).collect();
            self.hands.release(crew);
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

/// 쉬는 일꾼을 잡은 결과.
enum Claim {
    /// 잡은 일꾼들 (한 명 이상).
    Free(Vec<usize>),
    /// 일꾼이 아직 뜨는 중이다.
    Starting,
    /// 일꾼이 모두 바쁘다.
    Busy,
    /// 일꾼을 쓸 수 없다 (왜).
    Refused(String),
}

/// 쉬는 일꾼을 모두 잡는다.
fn claim(crew: &mut dyn Crew) -> Claim {
    let size = match crew.state() {
        CrewState::Ready(n) => n,
        CrewState::Starting => return Claim::Starting,
        CrewState::Down(why) => return Claim::Refused(why),
    };
    let free = crew.claim(size);
    if free.is_empty() {
        Claim::Busy
    } else {
        Claim::Free(free)
    }
}

/// 이 생각의 편지 하나 (몇 번째 일꾼의 것인지, 아직 풀지 않은 바이트).
enum Letter {
    Snapshot(usize, Vec<u8>),
    Done(usize, Vec<u8>),
}

/// 일꾼들에게 나간 생각 하나의, 풀이기 종류와 상관없는 부분: 생각의 번호와 맡은 일꾼들.
/// 끝나기 전에 버려지면 (`Drop`) 취소를 적어 둔다.
struct Hands {
    id: u64,
    hands: Vec<usize>,
    cancels: Cancels,
}

impl Hands {
    /// 잡은 일꾼들 `free`에게 작업을 하나씩 보낸다. 남는 일꾼은 놓아 준다. 작업이 없으면 모두
    /// 놓아 주고 `None`.
    fn send(
        crew: &mut dyn Crew,
        mut free: Vec<usize>,
        jobs: Vec<Job>,
        ticket: Ticket,
        cancels: Cancels,
    ) -> Option<Hands> {
        for extra in free.split_off(jobs.len().min(free.len())) {
            crew.release(extra);
        }
        if free.is_empty() {
            return None;
        }
        let id = ticket.number();
        for (&hand, job) in free.iter().zip(jobs) {
            crew.send(hand, &ToWorker::Start { id, job });
        }
        Some(Hands {
            id,
            hands: free,
            cancels,
        })
    }

    fn len(&self) -> usize {
        self.hands.len()
    }

    /// 이 생각의 편지들을 꺼낸다 (다른 생각의 편지, 준비 알림, 멈춤 확인은 버린다). 무리가
    /// 쓰러졌거나 일꾼이 못 하겠다고 했으면 그 까닭.
    fn drain(&self, crew: &mut dyn Crew) -> Result<Vec<Letter>, String> {
        if let CrewState::Down(why) = crew.state() {
            return Err(why);
        }
        let mut letters = Vec::new();
        for (i, &hand) in self.hands.iter().enumerate() {
            for msg in crew.drain(hand) {
                match msg {
                    FromWorker::Snapshot { id, data } if id == self.id => {
                        letters.push(Letter::Snapshot(i, data));
                    }
                    FromWorker::Done { id, data } if id == self.id => {
                        letters.push(Letter::Done(i, data));
                    }
                    FromWorker::Failed { id, why } if id == self.id || id == 0 => return Err(why),
                    _ => {}
                }
            }
        }
        Ok(letters)
    }

    /// 끝난 생각의 일꾼들을 놓아 준다 (그 뒤의 `Drop`은 취소를 적지 않는다).
    fn release(&mut self, crew: &mut dyn Crew) {
        for h in std::mem::take(&mut self.hands) {
            crew.release(h);
        }
    }
}

impl Drop for Hands {
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
