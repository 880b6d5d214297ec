//! 돌아보기를 조금씩: [`Reviewer`]는 대국의 국면을 하나씩 판정하는 풀이기([`Steppable`])다. 앱은 이것을
//! 프레임 밖에서 돌리며 진행을 보이고 언제든 취소하며, [`review`](super::review)는 끝까지 돌린다.

use super::game::{MoveReview, ReviewError};
use super::judge::{Judge, Judgement};
use super::value::Value;
use super::verdict::verdict;
use crate::games::Player;
use crate::step::{Budget, Progress, Steppable};

/// 한 대국의 돌아보기, 국면 하나씩. 만들 때 모든 수를 두어 보고 (둘 수 없는 수는 그때 말한다),
/// `step`마다 예산이 남는 동안 다음 국면을 판정한다 (판정 하나는 쪼개지 않는다: 일의 단위는 국면).
#[derive(Debug)]
pub struct Reviewer<J: Judge> {
    judge: J,
    first: Player,
    moves: Vec<J::Move>,
    /// 처음 국면과 수마다 그 뒤의 국면 (`moves.len() + 1`개).
    positions: Vec<J::Pos>,
    /// 지금까지 판정한 국면들 (앞에서부터; 마지막 국면은 수 앞의 판정이 필요 없다).
    judged: Vec<Judgement<J::Move>>,
    /// 수 뒤의 국면의 값 (`afters[i]`는 `i + 1`째 국면, 둘 차례에서; [`Judge::judge_after`]).
    afters: Vec<Value>,
    /// 다 본 국면의 수 (돌아보기는 `from`째 국면에서 시작한다).
    done: usize,
    /// 돌아보는 첫 수 (0부터): 그 앞의 수들은 두기만 하고 판정하지 않는다 ([`Reviewer::from_ply`]).
    from: usize,
    /// 돌아보는 수의 끝 (그 앞까지; 보통 수의 수): 대국을 작업자들에게 나눌 때 ([`Reviewer::until_ply`]).
    until: usize,
}

/// 돌아보기의 진행: 다 판정한 수(앞뒤 국면을 다 본 수)와 돌아볼 모든 수. 작업자들에게 나눈 토막들의
/// 진행은 더하면 대국 전체의 진행이다.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReviewProgress {
    /// 다 판정한 수.
    pub judged: usize,
    /// 돌아볼 모든 수.
    pub total: usize,
}

impl<J: Judge> Reviewer<J> {
    /// `start`(둘 차례는 `first`)에서 `moves`를 번갈아 둔 대국. 둘 수 없는 수가 있으면 그 수를 말한다.
    pub fn new(
        judge: J,
        start: &J::Pos,
        first: Player,
        moves: &[J::Move],
    ) -> Result<Self, ReviewError> {
        let mut positions = vec![start.clone()];
        for (i, &mv) in moves.iter().enumerate() {
            let next = judge
                .play(&positions[i], mv)
                .map_err(|reason| ReviewError { ply: i + 1, reason })?;
            positions.push(next);
        }
        Ok(Reviewer {
            judge,
            first,
            moves: moves.to_vec(),
            positions,
            judged: Vec::new(),
            afters: Vec::new(),
            done: 0,
            from: 0,
            until: moves.len(),
        })
    }

    /// `ply`째 수(0부터) 앞의 국면에서 시작하는 돌아보기: 그 앞의 수들은 두기만 하고, 답은 그 수부터의
    /// 돌아보기다. 판정이 국면만 보므로 답은 대국 전체 돌아보기의 그 수들과 같다 — 연습에서 사람이 둔
    /// 다른 수 하나를 판정할 때 앞의 국면들을 다시 판정하지 않는다. 수보다 크면 마지막 수 뒤에서.
    #[must_use]
    pub fn from_ply(mut self, ply: usize) -> Self {
        self.from = ply.min(self.moves.len());
        self.until = self.until.max(self.from);
        self.done = self.from;
        self.judged.clear();
        self.afters.clear();
        self
    }

    /// `ply`째 수(0부터) 앞에서 끝나는 돌아보기: 답은 [`Reviewer::first_ply`]부터 그 앞까지의 수들이다.
    /// 국면마다의 판정이 서로 기대지 않으므로 대국을 이렇게 나누어 작업자들이 나란히 돌아보고 이어
    /// 붙이면 대국 전체의 돌아보기와 같다 (`ply`번째 국면은 수 뒤의 값만 판정한다). 범위를 넘으면 끝이나 처음으로.
    #[must_use]
    pub fn until_ply(mut self, ply: usize) -> Self {
        self.until = ply.clamp(self.from, self.moves.len());
        self
    }

    /// 돌아보는 첫 수 (0부터).
    pub fn first_ply(&self) -> usize {
        self.from
    }

    /// 돌아보는 수의 끝 (그 앞까지).
    pub fn last_ply(&self) -> usize {
        self.until
    }

    /// 판정.
    pub fn judge(&self) -> &J {
        &self.judge
    }

    /// 처음 국면.
    pub fn start(&self) -> &J::Pos {
        &self.positions[0]
    }

    /// 처음 국면에서 둘 차례.
    pub fn first(&self) -> Player {
        self.first
    }

    /// 수들.
    pub fn moves(&self) -> &[J::Move] {
        &self.moves
    }

    /// 다음 국면 하나: 수 앞의 판정 (마지막 국면이 아니면)과 수 뒤의 값 (처음 국면이 아니면).
    fn judge_next(&mut self) {
        let i = self.done;
        let pos = &self.positions[i];
        let last = i == self.until;
        let before = (!last).then(|| self.judge.judge(pos));
        if i > self.from {
            let after = match self.judge.judge_after(pos) {
                Some(v) => v,
                None => match &before {
                    Some(j) => j.value,
                    None => self.judge.judge(pos).value,
                },
            };
            self.afters.push(after);
        }
        self.judged.extend(before);
        self.done += 1;
    }

    /// 모든 국면을 판정했으면 수마다의 돌아보기.
    fn finish(&self) -> Vec<MoveReview<J::Move>> {
        let thresholds = self.judge.thresholds();
        self.moves
            .iter()
            .enumerate()
            .take(self.until)
            .skip(self.from)
            .map(|(i, &mv)| {
                let here = &self.judged[i - self.from];
                let before = here.value;
                let after = self.afters[i - self.from].for_mover();
                MoveReview {
                    ply: i + 1,
                    mv,
                    by: if i % 2 == 0 {
                        self.first
                    } else {
                        self.first.other()
                    },
                    before,
                    after,
                    best: here.best,
                    line: here.line.clone(),
                    verdict: verdict(before, after, here.best == Some(mv), thresholds),
                    exact: before.is_exact() && after.is_exact(),
                }
            })
            .collect()
    }
}

impl<J: Judge> Steppable for Reviewer<J> {
    type Output = Vec<MoveReview<J::Move>>;
    type Snapshot = ReviewProgress;

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        let mut meter = budget.start();
        while self.done <= self.until {
            if !meter.has_budget() {
                return Progress::Pending;
            }
            self.judge_next();
            meter.add(1);
        }
        Progress::Done(self.finish())
    }

    fn snapshot(&self) -> ReviewProgress {
        ReviewProgress {
            judged: (self.done - self.from).saturating_sub(1),
            total: self.until - self.from,
        }
    }
}

/// `start`(둘 차례는 `first`)에서 `moves`를 번갈아 둔 대국을 `judge`로 돌아본다: 국면마다 한 번씩
/// 판정하고 (수 뒤의 국면은 다음 수 앞의 국면이다), 수마다 앞뒤 값과 표시. 둘 수 없는 수가 있으면 그
/// 수를 말하고 아무것도 내지 않는다. 조금씩 돌리려면 [`Reviewer`].
pub fn review<J: Judge>(
    judge: &mut J,
    start: &J::Pos,
    first: Player,
    moves: &[J::Move],
) -> Result<Vec<MoveReview<J::Move>>, ReviewError> {
    Ok(Reviewer::new(judge, start, first, moves)?.run_to_end())
}
