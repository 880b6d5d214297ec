//! AI의 생각을 프레임 밖에서 돌린다.
//!
//! 풀이기는 [`Steppable`]만 구현하면 된다: `step(budget)`은 예산만큼 일하고 돌아온다.
//! - 네이티브: Bevy의 [`AsyncComputeTaskPool`]에서 돌린다. 한 조각(`SLICE_NATIVE`)마다 스냅숏을
//!   내놓고 취소 깃발을 확인한 뒤 양보한다. 프레임은 전혀 기다리지 않는다.
//! - wasm (스레드 하나): 매 프레임 [`SLICE_WASM`] 이하의 시간 조각만 돌린다.
//!
//! 결과는 [`Thought`] 메시지로 나오며, 시작할 때 받은 [`Ticket`]이 붙어 있다. 장면은 자기가
//! 기다리는 표와 같은 결과만 적용한다. 표는 전역에서 한 번만 쓰이는 번호이므로, 새 게임을
//! 시작했거나 장면을 나갔다 들어온 뒤에 옛 생각의 결과가 적용되는 일은 있을 수 없다.
//! [`Thinker`] 리소스가 지워지면(장면을 나가면) 생각은 취소된다.

use core::sync::atomic::{AtomicU64, Ordering};
use core::time::Duration;
use std::marker::PhantomData;

use bevy::prelude::*;
use gameai::step::{Budget, Steppable};

use crate::AppSet;

/// wasm에서 한 프레임에 생각하는 최대 시간.
pub const SLICE_WASM: Duration = Duration::from_millis(4);
/// 네이티브 작업 스레드에서 스냅숏을 내놓는 간격.
#[cfg(not(target_arch = "wasm32"))]
const SLICE_NATIVE: Duration = Duration::from_millis(8);

/// 생각 하나의 표. 앱 전체에서 한 번만 쓰인다.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(u64);

static NEXT_TICKET: AtomicU64 = AtomicU64::new(1);

impl Ticket {
    fn next() -> Ticket {
        Ticket(NEXT_TICKET.fetch_add(1, Ordering::Relaxed))
    }
}

/// 끝난 생각의 결과.
#[derive(Message)]
pub struct Thought<S: Steppable> {
    /// 시작할 때 받은 표.
    pub ticket: Ticket,
    /// 풀이기의 결과.
    pub output: S::Output,
}

/// 생각하는 풀이기 하나를 가진 리소스. 장면이 들어올 때 넣고 나갈 때 지운다.
#[derive(Resource)]
pub struct Thinker<S: Thinkable> {
    job: Option<Job<S>>,
}

/// 생각 모듈로 돌릴 수 있는 풀이기.
pub trait Thinkable:
    Steppable<Snapshot: Clone + Send + Sync, Output: Send + Sync> + Send + Sync + 'static
{
}
impl<S> Thinkable for S where
    S: Steppable<Snapshot: Clone + Send + Sync, Output: Send + Sync> + Send + Sync + 'static
{
}

impl<S: Thinkable> Default for Thinker<S> {
    fn default() -> Self {
        Thinker { job: None }
    }
}

impl<S: Thinkable> Thinker<S> {
    /// 새 생각을 시작한다. 돌고 있던 생각은 취소된다.
    pub fn start(&mut self, solver: S) -> Ticket {
        let ticket = Ticket::next();
        self.job = Some(Job::spawn(ticket, solver));
        ticket
    }

    /// 돌고 있는 생각을 취소한다. 그 결과는 절대 나오지 않는다.
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// 생각 중인가?
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// 지금 생각 중인 것의 표.
    pub fn ticket(&self) -> Option<Ticket> {
        self.job.as_ref().map(|j| j.ticket)
    }

    /// 가장 최근 스냅숏 (그리기용).
    pub fn snapshot(&self) -> Option<S::Snapshot> {
        self.job.as_ref().and_then(Job::snapshot)
    }

    /// 한 프레임 분량을 진행하고(wasm), 끝났으면 결과를 거둔다.
    fn drive(&mut self) -> Option<(Ticket, S::Output)> {
        let job = self.job.as_mut()?;
        let out = job.drive()?;
        let ticket = job.ticket;
        self.job = None;
        Some((ticket, out))
    }
}

/// 풀이기 종류 `S`를 생각 모듈에 등록한다: 결과 메시지와, 매 프레임 생각을 진행하는 시스템.
/// 시스템은 [`Thinker<S>`] 리소스가 있을 때(그 장면 안에서)만 돈다.
pub struct ThinkPlugin<S>(PhantomData<S>);

impl<S> Default for ThinkPlugin<S> {
    fn default() -> Self {
        ThinkPlugin(PhantomData)
    }
}

impl<S: Thinkable> Plugin for ThinkPlugin<S> {
    fn build(&self, app: &mut App) {
        app.add_message::<Thought<S>>();
        app.add_systems(
            Update,
            drive::<S>
                .run_if(resource_exists::<Thinker<S>>)
                .in_set(ThinkSet::Drive),
        );
    }
}

/// 이번 프레임에 생각하던 풀이기가 있었는가 (프레임 시간 측정과 웹 시험이 쓴다).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThinkActivity {
    /// 이번 프레임에 생각 중이었다.
    pub busy: bool,
}

/// [`AppSet::Think`] 안의 순서: 먼저 생각을 진행해 결과를 내놓고, 장면이 그것을 읽는다.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThinkSet {
    /// 생각 진행, 결과 메시지.
    Drive,
    /// 결과를 읽고 게임에 적용.
    Apply,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThinkActivity>();
    app.add_systems(First, |mut a: ResMut<ThinkActivity>| a.busy = false);
    app.configure_sets(
        Update,
        (ThinkSet::Drive, ThinkSet::Apply)
            .chain()
            .in_set(AppSet::Think),
    );
}

fn drive<S: Thinkable>(
    mut thinker: ResMut<Thinker<S>>,
    mut out: MessageWriter<Thought<S>>,
    activity: Option<ResMut<ThinkActivity>>,
) {
    if !thinker.is_thinking() {
        return;
    }
    if let Some(mut a) = activity {
        a.busy = true;
    }
    if let Some((ticket, output)) = thinker.drive() {
        out.write(Thought { ticket, output });
    }
}

// ── 네이티브: 작업 스레드 ─────────────────────────────────────

#[cfg(not(target_arch = "wasm32"))]
mod job {
    use std::sync::atomic::AtomicBool;
    use std::sync::{Arc, Mutex, PoisonError};

    use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready, futures_lite};
    use gameai::step::Progress;

    use super::*;

    /// 작업 스레드와 주 스레드가 나누는 것.
    struct Shared<Snap> {
        cancel: AtomicBool,
        snapshot: Mutex<Option<Snap>>,
    }

    pub(super) struct Job<S: Thinkable> {
        pub(super) ticket: Ticket,
        task: Task<Option<S::Output>>,
        shared: Arc<Shared<S::Snapshot>>,
    }

    impl<S: Thinkable> Job<S> {
        pub(super) fn spawn(ticket: Ticket, mut solver: S) -> Self {
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
                    let progress = solver.step(Budget::Time(SLICE_NATIVE));
                    *theirs
                        .snapshot
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner) = Some(solver.snapshot());
                    if let Progress::Done(out) = progress {
                        return Some(out);
                    }
                    futures_lite::future::yield_now().await;
                }
            });
            Job {
                ticket,
                task,
                shared,
            }
        }

        pub(super) fn snapshot(&self) -> Option<S::Snapshot> {
            self.shared
                .snapshot
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone()
        }

        pub(super) fn drive(&mut self) -> Option<S::Output> {
            if !self.task.is_finished() {
                return None;
            }
            check_ready(&mut self.task).flatten()
        }
    }

    impl<S: Thinkable> Drop for Job<S> {
        fn drop(&mut self) {
            // 작업은 다음 조각 경계에서 멈춘다. Task를 버리면 실행기에서도 빠진다.
            self.shared.cancel.store(true, Ordering::Relaxed);
        }
    }
}

// ── wasm: 프레임마다 시간 조각 ───────────────────────────────

#[cfg(target_arch = "wasm32")]
mod job {
    use super::*;

    pub(super) struct Job<S: Thinkable> {
        pub(super) ticket: Ticket,
        solver: S,
    }

    impl<S: Thinkable> Job<S> {
        pub(super) fn spawn(ticket: Ticket, solver: S) -> Self {
            Job { ticket, solver }
        }

        pub(super) fn snapshot(&self) -> Option<S::Snapshot> {
            Some(self.solver.snapshot())
        }

        pub(super) fn drive(&mut self) -> Option<S::Output> {
            self.solver.step(Budget::Time(SLICE_WASM)).done()
        }
    }
}

use job::Job;

#[cfg(test)]
mod tests {
    use super::*;
    use gameai::step::Progress;

    /// 정해진 만큼 일하면 끝나는 시험용 풀이기.
    struct Count {
        done: u64,
        goal: u64,
    }

    impl Steppable for Count {
        type Output = u64;
        type Snapshot = u64;
        fn step(&mut self, budget: Budget) -> Progress<u64> {
            let mut m = budget.start();
            while m.has_budget() && self.done < self.goal {
                self.done += 1;
                m.add(1);
            }
            if self.done >= self.goal {
                Progress::Done(self.done)
            } else {
                Progress::Pending
            }
        }
        fn snapshot(&self) -> u64 {
            self.done
        }
    }

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.configure_sets(Update, AppSet::Think);
        app.add_plugins((plugin, ThinkPlugin::<Count>::default()));
        app.init_resource::<Thinker<Count>>();
        app
    }

    fn results(app: &mut App) -> Vec<(Ticket, u64)> {
        app.world_mut()
            .resource_mut::<Messages<Thought<Count>>>()
            .drain()
            .map(|t| (t.ticket, t.output))
            .collect()
    }

    #[test]
    fn result_arrives_with_its_ticket() {
        let mut app = app();
        let ticket = app
            .world_mut()
            .resource_mut::<Thinker<Count>>()
            .start(Count {
                done: 0,
                goal: 1000,
            });
        let mut got = Vec::new();
        for _ in 0..1000 {
            app.update();
            got.extend(results(&mut app));
            if !got.is_empty() {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(got, vec![(ticket, 1000)]);
        assert!(!app.world().resource::<Thinker<Count>>().is_thinking());
    }

    #[test]
    fn restarting_cancels_the_old_thought() {
        let mut app = app();
        let old = app
            .world_mut()
            .resource_mut::<Thinker<Count>>()
            .start(Count {
                done: 0,
                goal: u64::MAX,
            });
        app.update();
        let new = app
            .world_mut()
            .resource_mut::<Thinker<Count>>()
            .start(Count { done: 0, goal: 5 });
        assert_ne!(old, new);
        let mut got = Vec::new();
        for _ in 0..1000 {
            app.update();
            got.extend(results(&mut app));
            if !got.is_empty() {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(got, vec![(new, 5)]);
    }
}
