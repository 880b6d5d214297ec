//! 네이티브 작업 스레드: 풀이기를 Bevy의 계산 풀에서 조각마다 돌리고, 스냅숏을 나누고, 취소 깃발을 본다.

use core::sync::atomic::{AtomicBool, Ordering};
use core::time::Duration;
use std::sync::{Arc, Mutex, PoisonError};

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready, futures_lite};
use gameai::step::{Budget, Progress, Steppable};

/// 작업 스레드에서 돌릴 수 있는 풀이기.
pub(super) trait PoolSolver:
    Steppable<Snapshot: Clone + Send, Output: Send> + Send + 'static
{
}
impl<S> PoolSolver for S where S: Steppable<Snapshot: Clone + Send, Output: Send> + Send + 'static {}

/// 작업 스레드와 주 스레드가 나누는 것.
struct Shared<Snap> {
    cancel: AtomicBool,
    snapshot: Mutex<Option<Snap>>,
}

pub(super) struct PoolJob<S: PoolSolver> {
    task: Task<Option<S::Output>>,
    shared: Arc<Shared<S::Snapshot>>,
}

impl<S: PoolSolver> PoolJob<S> {
    /// `slice`마다 스냅숏을 내놓고 취소 깃발을 본다.
    pub(super) fn spawn(mut solver: S, slice: Duration) -> Self {
        let shared = Arc::new(Shared {
            cancel: AtomicBool::new(false),
            snapshot: Mutex::new(None),
        });
        let theirs = Arc::clone(&shared);
        let task = AsyncComputeTaskPool::get().spawn(async move {
            loop {
                if theirs.cancel.load(Ordering::Relaxed) {
                    return None;
                }
                let progress = solver.step(Budget::Time(slice));
                *theirs
                    .snapshot
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner) = Some(solver.snapshot());
                if let Progress::Done(out) = progress {
                    // 결과는 작업이 끝나며 그대로 주 스레드로 옮겨진다 (베끼지 않는다).
                    return Some(out);
                }
                futures_lite::future::yield_now().await;
            }
        });
        PoolJob { task, shared }
    }

    pub(super) fn snapshot(&self) -> Option<S::Snapshot> {
        self.shared
            .snapshot
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    pub(super) fn poll(&mut self) -> Option<S::Output> {
        if !self.task.is_finished() {
            return None;
        }
        check_ready(&mut self.task).flatten()
    }
}

impl<S: PoolSolver> Drop for PoolJob<S> {
    fn drop(&mut self) {
        // 작업은 다음 조각 경계에서 멈춘다. Task를 버리면 실행기에서도 빠진다.
        self.shared.cancel.store(true, Ordering::Relaxed);
    }
}
