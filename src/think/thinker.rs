//! 장면이 아는 단 하나: [`Thinker<S>`] 리소스 (맡기기, 스냅숏, 취소, 답 꺼내기)와, 풀이기 종류마다
//! 프레임마다 생각을 진행하는 시스템 ([`ThinkPlugin`]), 그 순서 ([`ThinkSet`]).

use std::marker::PhantomData;

use bevy::prelude::*;

use super::backend::ThinkBackend;
use super::crew::{ThinkCrew, ThinkWhere};
use super::run::{Run, Thought};
use super::thinkable::{Thinkable, Ticket};

/// 생각하는 풀이기 하나를 가진 리소스. 장면이 들어올 때 넣고 나갈 때 지운다.
#[derive(Resource)]
pub struct Thinker<S: Thinkable> {
    thought: Option<Thought<S>>,
    answer: Option<(Ticket, S::Output)>,
}

impl<S: Thinkable> Default for Thinker<S> {
    fn default() -> Self {
        Thinker {
            thought: None,
            answer: None,
        }
    }
}

impl<S: Thinkable> Thinker<S> {
    /// 새 생각을 맡긴다 (다음 [`ThinkSet::Drive`]에서 돌기 시작한다). 돌던 생각과 아직 꺼내지 않은
    /// 답은 버려진다.
    pub fn start(&mut self, solver: S) -> Ticket {
        let ticket = Ticket::next();
        self.thought = Some(Thought {
            ticket,
            run: Run::Queued(Some(solver)),
        });
        self.answer = None;
        ticket
    }

    /// 돌고 있는 생각을 취소한다. 그 답은 절대 나오지 않는다.
    pub fn cancel(&mut self) {
        self.thought = None;
        self.answer = None;
    }

    /// 생각 중인가?
    pub fn is_thinking(&self) -> bool {
        self.thought.is_some()
    }

    /// 지금 생각 중인 것의 표.
    pub fn ticket(&self) -> Option<Ticket> {
        self.thought.as_ref().map(|j| j.ticket)
    }

    /// 가장 최근 스냅숏 (그리기용).
    pub fn snapshot(&self) -> Option<S::Snapshot> {
        self.thought.as_ref().and_then(|j| j.run.snapshot())
    }

    /// 표 `ticket`의 생각이 끝났으면 그 답을 꺼낸다 (옮긴다). 다른 표의 답은 버리고 `None`.
    pub fn take(&mut self, ticket: Option<Ticket>) -> Option<S::Output> {
        let (t, out) = self.answer.take()?;
        (Some(t) == ticket).then_some(out)
    }

    /// 일꾼 몇 명이 이 생각을 하는가 (일꾼에게 맡기지 않았으면 0).
    pub fn workers(&self) -> usize {
        match self.thought.as_ref().map(|j| &j.run) {
            Some(Run::Remote(o)) => o.workers(),
            _ => 0,
        }
    }

    /// 한 프레임 분량을 진행한다: 맡긴 생각을 띄우고, 조각 방식이면 한 조각 돌리고, 일꾼에게
    /// 맡겼으면 편지를 모으고, 끝났으면 답을 받아 둔다.
    fn drive(
        &mut self,
        backend: ThinkBackend,
        crew: Option<&mut ThinkCrew>,
        place: &mut ThinkWhere,
    ) {
        let Some(thought) = self.thought.as_mut() else {
            return;
        };
        if let Some(out) = thought.run.drive(backend, crew, thought.ticket, place) {
            self.answer = Some((thought.ticket, out));
            self.thought = None;
        }
    }
}

/// 풀이기 종류 `S`를 생각 모듈에 등록한다: 매 프레임 생각을 진행하는 시스템.
/// 시스템은 [`Thinker<S>`] 리소스가 있을 때(그 장면 안에서)만 일한다 (없으면 곧바로 돌아온다: 실행
/// 조건 `resource_exists`는 풀이기 종류마다 시스템 하나를 더 만들어 웹 빌드를 키운다).
pub(crate) struct ThinkPlugin<S>(PhantomData<S>);

impl<S> Default for ThinkPlugin<S> {
    fn default() -> Self {
        ThinkPlugin(PhantomData)
    }
}

impl<S: Thinkable> Plugin for ThinkPlugin<S> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            drive::<S>.in_set(ThinkSet::Drive).after(flush_cancels),
        );
    }
}

/// 이번 프레임에 생각하던 풀이기가 있었는가 (프레임 시간 측정과 웹 시험이 쓴다).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ThinkActivity {
    /// 이번 프레임에 생각 중이었다.
    pub(crate) busy: bool,
    /// 이번 프레임에 답이 도착했다 (그 프레임은 수를 두는 일도 한다).
    pub(crate) landed: bool,
    /// 앱이 뜬 뒤 끝난 생각의 수 (답이 도착한 수).
    pub(crate) answers: u64,
}

/// [`AppSet::Think`] 안의 순서: 먼저 생각을 진행해 답을 받아 두고, 장면이 그것을 꺼낸다.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ThinkSet {
    /// 생각 진행, 끝난 답 받기.
    Drive,
    /// 답을 꺼내 게임에 적용, 새 생각 맡기기.
    Apply,
}

/// 버려진 생각들의 취소 편지를 보낸다 (생각을 진행하기 전에: 놓아 준 일꾼을 바로 다시 쓸 수 있게).
pub(super) fn flush_cancels(crew: Option<ResMut<ThinkCrew>>) {
    if let Some(mut c) = crew {
        c.flush_cancels();
    }
}

fn drive<S: Thinkable>(
    thinker: Option<ResMut<Thinker<S>>>,
    backend: Option<Res<ThinkBackend>>,
    activity: Option<ResMut<ThinkActivity>>,
    crew: Option<ResMut<ThinkCrew>>,
    mut place: ResMut<ThinkWhere>,
) {
    let Some(mut thinker) = thinker.filter(|t| t.is_thinking()) else {
        return;
    };
    let mut activity = activity;
    if let Some(a) = activity.as_mut() {
        a.busy = true;
    }
    let backend = backend.map_or_else(ThinkBackend::default, |b| *b);
    let mut here = place.clone();
    thinker.drive(backend, crew.map(ResMut::into_inner), &mut here);
    place.set_if_neq(here);
    if !thinker.is_thinking()
        && let Some(mut a) = activity
    {
        a.answers += 1;
        a.landed = true;
    }
}

#[cfg(test)]
mod tests {
    use core::sync::atomic::Ordering;
    use core::time::Duration;

    use gameai::step::{Budget, Progress, Steppable};
    use gameai_remote::Remote;

    use super::super::crew::{Crew, CrewState, LocalCrew};
    use super::super::plugin;
    use super::*;
    use crate::AppSet;

    /// 베낄 수 없는 답 (`Clone`이 없다): 답이 옮겨진다는 것을 컴파일러가 확인한다.
    #[derive(Debug, PartialEq, Eq)]
    struct Moved(u64);

    /// 정해진 만큼 일하면 끝나는 시험용 풀이기.
    struct Count {
        done: u64,
        goal: u64,
    }

    /// 작업이 없다: 일꾼에게 맡기면 시간 조각으로 돈다.
    impl Remote for Count {
        type SnapPart = u64;
        type Part = u64;
        fn jobs(&self, _workers: usize) -> Vec<gameai_remote::Job> {
            Vec::new()
        }
        fn merge_snapshots(_: Vec<u64>) -> Option<u64> {
            None
        }
        fn merge_outputs(_: Vec<u64>) -> Option<Moved> {
            None
        }
    }

    impl Steppable for Count {
        type Output = Moved;
        type Snapshot = u64;
        fn step(&mut self, budget: Budget) -> Progress<Moved> {
            let mut m = budget.start();
            while m.has_budget() && self.done < self.goal {
                self.done += 1;
                m.add(1);
            }
            if self.done >= self.goal {
                Progress::Done(Moved(self.done))
            } else {
                Progress::Pending
            }
        }
        fn snapshot(&self) -> u64 {
            self.done
        }
    }

    const BACKENDS: [ThinkBackend; 2] = [
        ThinkBackend::Pool,
        ThinkBackend::Slices(Duration::from_millis(1)),
    ];

    fn app(backend: ThinkBackend) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.configure_sets(Update, AppSet::Think);
        app.add_plugins((plugin, ThinkPlugin::<Count>::default()));
        app.init_resource::<Thinker<Count>>();
        app.insert_resource(backend);
        app
    }

    fn start(app: &mut App, goal: u64) -> Ticket {
        app.world_mut()
            .resource_mut::<Thinker<Count>>()
            .start(Count { done: 0, goal })
    }

    /// 표 `ticket`의 답이 나올 때까지 갱신한다 (작업 스레드에는 양보만 한다, 잠은 없다).
    fn answer(app: &mut App, ticket: Ticket) -> Option<Moved> {
        for _ in 0..1_000_000 {
            app.update();
            let mut thinker = app.world_mut().resource_mut::<Thinker<Count>>();
            if !thinker.is_thinking() {
                return thinker.take(Some(ticket));
            }
            std::thread::yield_now();
        }
        None
    }

    #[test]
    fn the_answer_arrives_with_its_ticket_on_every_backend() {
        for backend in BACKENDS {
            let mut app = app(backend);
            let ticket = start(&mut app, 1000);
            assert_eq!(answer(&mut app, ticket), Some(Moved(1000)), "{backend:?}");
            // 꺼낸 답은 다시 나오지 않는다.
            let mut thinker = app.world_mut().resource_mut::<Thinker<Count>>();
            assert_eq!(thinker.take(Some(ticket)), None);
        }
    }

    #[test]
    fn restarting_cancels_the_old_thought_on_every_backend() {
        for backend in BACKENDS {
            let mut app = app(backend);
            let old = start(&mut app, u64::MAX);
            app.update();
            assert!(app.world().resource::<Thinker<Count>>().is_thinking());
            let new = start(&mut app, 5);
            assert_ne!(old, new);
            assert_eq!(answer(&mut app, new), Some(Moved(5)), "{backend:?}");
        }
    }

    #[test]
    fn an_answer_for_another_ticket_is_dropped() {
        let mut app = app(ThinkBackend::Slices(Duration::from_millis(1)));
        let ticket = start(&mut app, 3);
        app.update();
        let mut thinker = app.world_mut().resource_mut::<Thinker<Count>>();
        assert!(!thinker.is_thinking(), "three units fit in one slice");
        assert_eq!(thinker.take(None), None);
        assert_eq!(
            thinker.take(Some(ticket)),
            None,
            "the stale take dropped it"
        );
    }

    /// 일꾼 무리 (같은 스레드의 Runner들)에게 맡기는 앱: 헥스 탐색.
    fn crew_app(workers: usize) -> App {
        crew_app_with(LocalCrew::new(workers, Budget::Work(300)))
    }

    fn crew_app_with(crew: LocalCrew) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.configure_sets(Update, AppSet::Think);
        app.add_plugins((plugin, ThinkPlugin::<HexSearch>::default()));
        app.init_resource::<Thinker<HexSearch>>();
        app.insert_resource(ThinkBackend::Workers);
        app.insert_resource(ThinkCrew::new(crew));
        app
    }

    type HexSearch = gameai::mcts::Search<gameai::games::hex::Hex>;

    fn hex_search(seed: u64, threads: usize) -> HexSearch {
        let hex = gameai::games::hex::Hex::new(7, false).unwrap_or_else(|e| panic!("{e}"));
        let limit = gameai::mcts::Limit::Iterations(1500);
        gameai::mcts::Search::new(hex, gameai::mcts::Config::default(), seed, limit, threads)
    }

    fn crew_answer(
        app: &mut App,
        ticket: Ticket,
    ) -> Option<gameai::mcts::Decision<gameai::games::hex::HexMove>> {
        for _ in 0..10_000 {
            app.update();
            let mut thinker = app.world_mut().resource_mut::<Thinker<HexSearch>>();
            if !thinker.is_thinking() {
                return thinker.take(Some(ticket));
            }
        }
        None
    }

    #[test]
    fn workers_give_the_same_answer_as_the_native_root_parallel_search() {
        let native = hex_search(5, 2).run_to_end();
        let mut app = crew_app(2);
        let ticket = app
            .world_mut()
            .resource_mut::<Thinker<HexSearch>>()
            .start(hex_search(5, 1));
        app.update();
        assert_eq!(app.world().resource::<Thinker<HexSearch>>().workers(), 2);
        assert_eq!(
            *app.world().resource::<ThinkWhere>(),
            ThinkWhere::Workers(2)
        );
        let got = crew_answer(&mut app, ticket).unwrap_or_else(|| panic!("no answer"));
        assert_eq!(
            (got.best, got.iterations, &got.root),
            (native.best, native.iterations, &native.root)
        );
    }

    #[test]
    fn a_restart_cancels_the_workers_and_the_old_answer_never_lands() {
        let crew = LocalCrew::new(1, Budget::Work(300));
        let stopped = crew.stopped();
        let mut app = crew_app_with(crew);
        let old = app
            .world_mut()
            .resource_mut::<Thinker<HexSearch>>()
            .start(hex_search(1, 1));
        for _ in 0..3 {
            app.update();
        }
        assert!(
            app.world()
                .resource::<Thinker<HexSearch>>()
                .snapshot()
                .is_some(),
            "snapshots arrive"
        );
        let new = app
            .world_mut()
            .resource_mut::<Thinker<HexSearch>>()
            .start(hex_search(2, 1));
        let got = crew_answer(&mut app, new);
        assert_eq!(got.map(|d| d.iterations), Some(1500));
        let mut thinker = app.world_mut().resource_mut::<Thinker<HexSearch>>();
        assert_eq!(thinker.take(Some(old)), None);
        // 일꾼이 옛 생각의 취소를 받고 멈췄다고 답했다 (한 번).
        assert_eq!(stopped.load(Ordering::Relaxed), 1);
    }

    /// 뜨지 못한 무리.
    struct DownCrew;
    impl Crew for DownCrew {
        fn state(&mut self) -> CrewState {
            CrewState::Down("no workers here".into())
        }
        fn claim(&mut self, _: usize) -> Vec<usize> {
            Vec::new()
        }
        fn release(&mut self, _: usize) {}
        fn send(&mut self, _: usize, _: &gameai_remote::ToWorker) {}
        fn drain(&mut self, _: usize) -> Vec<gameai_remote::FromWorker> {
            Vec::new()
        }
    }

    #[test]
    fn without_workers_the_thought_runs_in_slices_and_says_why() {
        let mut app = crew_app(1);
        app.insert_resource(ThinkCrew::new(DownCrew));
        let ticket = app
            .world_mut()
            .resource_mut::<Thinker<HexSearch>>()
            .start(hex_search(3, 1));
        let got = crew_answer(&mut app, ticket);
        assert_eq!(got.map(|d| d.iterations), Some(1500));
        assert_eq!(
            *app.world().resource::<ThinkWhere>(),
            ThinkWhere::Slices(Some("no workers here".into()))
        );
    }

    #[test]
    fn slices_advance_one_step_a_frame_with_a_work_budget_snapshot() {
        let mut app = app(ThinkBackend::Slices(Duration::from_millis(1)));
        start(&mut app, u64::MAX);
        assert_eq!(app.world().resource::<Thinker<Count>>().snapshot(), None);
        app.update();
        let first = app.world().resource::<Thinker<Count>>().snapshot();
        app.update();
        let second = app.world().resource::<Thinker<Count>>().snapshot();
        assert!(first.is_some_and(|a| second.is_some_and(|b| b > a)));
        assert!(app.world().resource::<ThinkActivity>().busy);
    }
}
