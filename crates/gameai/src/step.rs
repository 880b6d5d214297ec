//! 풀이기를 "조금씩" 돌리는 약속: 예산(budget)만큼 일하고 돌아오는 `step`.
//!
//! 앱은 이 약속 덕분에 AI의 생각을 프레임 밖(네이티브: 작업 스레드, wasm: 한 프레임에 몇 ms)에서
//! 돌리고, 사이사이에 스냅숏을 읽어 "생각하는 모습"을 그린다. 라이브러리는 스레드도 시계도
//! 강요하지 않는다 — 시간 예산은 wasm에서도 동작하는 [`web_time::Instant`]로 잰다.

use core::time::Duration;

pub use web_time::Instant;

/// 생각의 시계: `step` 안의 시간과 `step` 사이의 짧은 틈(프레임 사이, [`ThinkClock::MAX_GAP`] 이하)을
/// 센다. 긴 틈은 세지 않는다: 웹에서 페이지가 가려져 작업자가 쉬거나 화면 스레드의 프레임이 멈춘 동안은
/// 생각의 시간 예산("1.5초 생각")이 줄지 않고, 다시 부르면 남은 만큼 이어 생각한다. 쉬지 않고, 또는
/// 프레임마다 부르면 벽시계와 같다.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThinkClock {
    spent: Duration,
    since: Option<Instant>,
    last_stop: Option<Instant>,
}

impl ThinkClock {
    /// 이보다 긴 `step` 사이의 틈은 쉰 것으로 보고 세지 않는다.
    pub const MAX_GAP: Duration = Duration::from_millis(250);

    /// 시계를 흐르게 한다 (`step`의 처음). 앞 `step`에서 짧게 지났으면 그 틈도 센다.
    pub fn start(&mut self) {
        let now = Instant::now();
        if let Some(t) = self.last_stop {
            let gap = now.saturating_duration_since(t);
            if gap <= Self::MAX_GAP {
                self.spent += gap;
            }
        }
        self.since = Some(now);
    }

    /// 시계를 멈춘다 (`step`의 끝).
    pub fn stop(&mut self) {
        if let Some(s) = self.since.take() {
            self.spent += s.elapsed();
            self.last_stop = Some(Instant::now());
        }
    }

    /// 지금까지 생각한 시간 (흐르는 중이면 지금까지의 몫도).
    pub fn elapsed(&self) -> Duration {
        self.spent + self.since.map_or(Duration::ZERO, |s| s.elapsed())
    }
}

/// 한 번의 `step` 호출에 허락된 일의 양.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// 일 단위(MCTS 반복, 탐색 노드, 칸 …) 개수.
    Work(u64),
    /// 벽시계 시간.
    Time(Duration),
}

impl Budget {
    /// 밀리초 단위 시간 예산.
    pub const fn millis(ms: u64) -> Self {
        Budget::Time(Duration::from_millis(ms))
    }

    /// 이 예산을 재는 계량기를 지금 시각에서 시작한다.
    pub fn start(self) -> Meter {
        Meter {
            budget: self,
            started: Instant::now(),
            done: 0,
        }
    }
}

/// 예산을 얼마나 썼는지 세는 계량기. 시간 예산이면 시계를 너무 자주 읽지 않도록
/// [`Meter::TIME_CHECK_EVERY`] 단위마다 한 번만 확인한다.
#[derive(Clone, Copy, Debug)]
pub struct Meter {
    budget: Budget,
    started: Instant,
    done: u64,
}

impl Meter {
    /// 시간 예산일 때 시계를 읽는 간격(일 단위).
    pub const TIME_CHECK_EVERY: u64 = 64;

    /// 일 `n` 단위를 했다고 기록한다.
    pub fn add(&mut self, n: u64) {
        self.done += n;
    }

    /// 지금까지 한 일의 양.
    pub fn done(&self) -> u64 {
        self.done
    }

    /// 시작한 뒤 흐른 시간.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// 예산이 남았는가? 일 하나를 하기 전에 묻는다.
    pub fn has_budget(&self) -> bool {
        match self.budget {
            Budget::Work(n) => self.done < n,
            Budget::Time(limit) => {
                // 첫 단위는 언제나 허락한다: 아주 짧은 예산이라도 진전이 있게.
                self.done == 0
                    || !self.done.is_multiple_of(Self::TIME_CHECK_EVERY)
                    || self.started.elapsed() < limit
            }
        }
    }
}

/// `step` 한 번의 결과.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress<T> {
    /// 아직 생각 중: 다시 `step`을 부르면 이어서 한다.
    Pending,
    /// 끝났다. 결과를 돌려준다.
    Done(T),
}

impl<T> Progress<T> {
    /// 끝났으면 결과를, 아니면 `None`.
    pub fn done(self) -> Option<T> {
        match self {
            Progress::Pending => None,
            Progress::Done(t) => Some(t),
        }
    }
}

/// 조금씩 돌릴 수 있는 풀이기. 앱의 `think` 모듈이 이 트레이트 하나로 모든 기법을 돌린다.
pub trait Steppable {
    /// 다 풀었을 때의 결과 (보통 둘 수).
    type Output;
    /// 생각하는 도중의 모습 (그리기용).
    type Snapshot;

    /// 예산만큼 일하고 돌아온다. 끝났으면 [`Progress::Done`].
    fn step(&mut self, budget: Budget) -> Progress<Self::Output>;

    /// 지금까지의 생각을 복사해 돌려준다. `step` 사이에 부른다.
    fn snapshot(&self) -> Self::Snapshot;

    /// 예산 제한 없이 끝까지 돌린다 (테스트·CLI용).
    fn run_to_end(&mut self) -> Self::Output {
        loop {
            if let Progress::Done(out) = self.step(Budget::Work(u64::MAX)) {
                return out;
            }
        }
    }
}

/// 두 풀이기를 차례로 (A 다음 B) 돌린다. 답은 `[A의 답, B의 답]`. 같은 국면을 두 설정으로 찾는
/// A/B 비교(전치표 켬/끔, 충돌 수업, MCTS의 나란히 보기)가 모두 이것 하나를 쓴다.
#[derive(Debug)]
pub struct Pair<S: Steppable> {
    a: S,
    b: S,
    a_done: Option<S::Output>,
}

impl<S: Steppable> Pair<S> {
    /// A와 B.
    pub fn new(a: S, b: S) -> Self {
        Pair { a, b, a_done: None }
    }

    /// A와 B (시작하기 전의 설정을 읽으려고).
    pub fn halves(&self) -> (&S, &S) {
        (&self.a, &self.b)
    }
}

impl<S: Steppable> Steppable for Pair<S> {
    type Output = [S::Output; 2];
    type Snapshot = [Option<S::Snapshot>; 2];

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        if self.a_done.is_none() {
            if let Progress::Done(a) = self.a.step(budget) {
                self.a_done = Some(a);
            }
            return Progress::Pending;
        }
        match self.b.step(budget) {
            Progress::Done(b) => match self.a_done.take() {
                Some(a) => Progress::Done([a, b]),
                None => Progress::Pending,
            },
            Progress::Pending => Progress::Pending,
        }
    }

    fn snapshot(&self) -> Self::Snapshot {
        [
            Some(self.a.snapshot()),
            self.a_done.is_some().then(|| self.b.snapshot()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_think_clock_counts_short_gaps_and_skips_long_pauses() {
        let mut c = ThinkClock::default();
        c.start();
        std::thread::sleep(Duration::from_millis(20));
        c.stop();
        let first = c.elapsed();
        assert!(first >= Duration::from_millis(20));
        // 멈춘 동안에는 흐르지 않는다.
        std::thread::sleep(Duration::from_millis(10));
        assert_eq!(c.elapsed(), first);
        // 짧은 틈(프레임 사이)은 다음 step에서 센다.
        c.start();
        c.stop();
        let second = c.elapsed();
        assert!(second >= first + Duration::from_millis(10), "{second:?}");
        // 긴 틈(쉼)은 세지 않는다.
        std::thread::sleep(ThinkClock::MAX_GAP + Duration::from_millis(100));
        c.start();
        c.stop();
        assert!(
            c.elapsed() < second + ThinkClock::MAX_GAP,
            "{:?}",
            c.elapsed()
        );
    }

    #[test]
    fn work_budget_counts_exactly() {
        let mut m = Budget::Work(3).start();
        let mut n = 0;
        while m.has_budget() {
            m.add(1);
            n += 1;
        }
        assert_eq!(n, 3);
    }

    #[test]
    fn zero_time_budget_still_allows_one_unit() {
        let mut m = Budget::Time(Duration::ZERO).start();
        assert!(m.has_budget());
        m.add(Meter::TIME_CHECK_EVERY);
        assert!(!m.has_budget());
    }

    /// `n`번 일하면 `n`을 답하는 풀이기.
    struct Upto(u64, u64);

    impl Steppable for Upto {
        type Output = u64;
        type Snapshot = u64;
        fn step(&mut self, budget: Budget) -> Progress<u64> {
            let mut m = budget.start();
            while m.has_budget() && self.0 < self.1 {
                self.0 += 1;
                m.add(1);
            }
            if self.0 == self.1 {
                Progress::Done(self.0)
            } else {
                Progress::Pending
            }
        }
        fn snapshot(&self) -> u64 {
            self.0
        }
    }

    #[test]
    fn a_runs_to_the_end_before_b_starts() {
        let mut p = Pair::new(Upto(0, 3), Upto(0, 5));
        let mut answer = None;
        let mut snaps = Vec::new();
        for _ in 0..20 {
            snaps.push(p.snapshot());
            if let Progress::Done(out) = p.step(Budget::Work(2)) {
                answer = Some(out);
                break;
            }
        }
        assert_eq!(answer, Some([3, 5]));
        // B는 A가 끝난 뒤에야 보인다.
        assert_eq!(snaps[0], [Some(0), None]);
        assert!(snaps.iter().all(|s| s[1].is_none() || s[0] == Some(3)));
    }
}
