//! 같은 국면을 두 설정으로 찾는 A/B 비교를 풀이기 하나로: A를 끝까지, 그다음 B를. 전치표(표 켬/끔,
//! 충돌 수업)와 MCTS(RAVE·결정적 수·생각 시간)의 나란히 보기가 모두 이것 하나를 쓴다.

use gameai::step::{Budget, Progress, Steppable};

/// 두 풀이기를 차례로 (A 다음 B) 돌린다. 답은 `[A의 답, B의 답]`.
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
