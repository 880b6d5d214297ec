//! 맡긴 생각 하나가 도는 모양: 아직 띄우지 않았거나, 주 스레드의 조각, 네이티브 작업 스레드, 일꾼들.
//! [`Thinker`](super::Thinker)가 프레임마다 [`Thought`]를 한 번 진행한다.

use core::time::Duration;

use gameai::step::Budget;

#[cfg(not(target_arch = "wasm32"))]
use super::backend::SLICE_NATIVE;
use super::backend::{SLICE_FRAME, ThinkBackend};
use super::crew::{ThinkCrew, ThinkWhere};
use super::offload;
#[cfg(not(target_arch = "wasm32"))]
use super::pool;
use super::thinkable::{Thinkable, Ticket};

/// 맡긴 생각 하나.
pub(super) struct Thought<S: Thinkable> {
    pub(super) ticket: Ticket,
    pub(super) run: Run<S>,
}

/// 생각이 도는 모양.
pub(super) enum Run<S: Thinkable> {
    /// 맡겼지만 아직 띄우지 않았다 (띄우는 순간 비운다).
    Queued(Option<S>),
    /// 주 스레드에서 프레임마다 한 조각.
    Sliced(S, Duration),
    /// 네이티브 작업 스레드.
    #[cfg(not(target_arch = "wasm32"))]
    Pool(pool::PoolJob<S>),
    /// 일꾼들에게 맡겼다.
    Remote(offload::Offload<S>),
}

impl<S: Thinkable> Run<S> {
    pub(super) fn snapshot(&self) -> Option<S::Snapshot> {
        match self {
            Run::Queued(_) => None,
            Run::Sliced(s, _) => Some(s.snapshot()),
            #[cfg(not(target_arch = "wasm32"))]
            Run::Pool(p) => p.snapshot(),
            Run::Remote(o) => o.snapshot(),
        }
    }

    pub(super) fn drive(
        &mut self,
        backend: ThinkBackend,
        mut crew: Option<&mut ThinkCrew>,
        ticket: Ticket,
        place: &mut ThinkWhere,
    ) -> Option<S::Output> {
        if let Run::Queued(slot) = self
            && let Some(solver) = slot.take()
        {
            *self = match backend {
                ThinkBackend::Slices(slice) => {
                    *place = ThinkWhere::Slices(None);
                    Run::Sliced(solver, slice)
                }
                #[cfg(not(target_arch = "wasm32"))]
                ThinkBackend::Pool => {
                    *place = ThinkWhere::Threads;
                    Run::Pool(pool::PoolJob::spawn(solver, SLICE_NATIVE))
                }
                // wasm에는 스레드가 없다: 작업 스레드를 청해도 일꾼에게.
                #[cfg(target_arch = "wasm32")]
                ThinkBackend::Pool => Self::launch(solver, crew.as_deref_mut(), ticket, place),
                ThinkBackend::Workers => Self::launch(solver, crew.as_deref_mut(), ticket, place),
            };
        }
        match self {
            Run::Queued(_) => None,
            Run::Sliced(solver, slice) => solver.step(Budget::Time(*slice)).done(),
            #[cfg(not(target_arch = "wasm32"))]
            Run::Pool(p) => p.poll(),
            Run::Remote(o) => {
                let crew = crew?;
                match o.poll(crew.crew()) {
                    offload::Poll::Pending => None,
                    offload::Poll::Done(out) => Some(out),
                    offload::Poll::Fallback(solver, why) => {
                        *place = ThinkWhere::Slices(Some(why));
                        *self = Run::Sliced(solver, SLICE_FRAME);
                        None
                    }
                }
            }
        }
    }

    /// 일꾼들에게 맡긴다. 무리가 없거나 쓰러졌으면 시간 조각, 모두 바쁘면 다음 프레임에 다시.
    fn launch(
        solver: S,
        crew: Option<&mut ThinkCrew>,
        ticket: Ticket,
        place: &mut ThinkWhere,
    ) -> Run<S> {
        let Some(crew) = crew else {
            *place = ThinkWhere::Slices(None);
            return Run::Sliced(solver, SLICE_FRAME);
        };
        let cancels = crew.cancels();
        match offload::Offload::launch(solver, ticket, crew.crew(), cancels) {
            offload::Handoff::Sent(o) => {
                *place = ThinkWhere::Workers(o.workers());
                Run::Remote(o)
            }
            offload::Handoff::Starting(solver) => {
                *place = ThinkWhere::Starting;
                Run::Queued(Some(solver))
            }
            offload::Handoff::Busy(solver) => Run::Queued(Some(solver)),
            offload::Handoff::Refused(solver, why) => {
                *place = ThinkWhere::Slices(Some(why));
                Run::Sliced(solver, SLICE_FRAME)
            }
            offload::Handoff::Local(solver) => Run::Sliced(solver, SLICE_FRAME),
        }
    }
}
