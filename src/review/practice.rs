//! 잘못 둔 수의 연습 ([`Practice`]): 돌아본 뒤, 사람이 잘못 둔 국면을 하나씩 판에 다시 세우고 더 나은
//! 수를 묻는다. 여기는 연습의 상태와 규칙 (문제 고르기, 통과); 문제를 판에 세우고 시도를 판정하는 시스템은
//! `drive.rs`. 사람이 둔 수는 대국을 바꾸지 않고 시도로만 적히며 (`Line::try_moves`), 돌아보기와 같은
//! 판정이 그 수 하나를 판정한다 (`Reviewer::from_ply`). 진행은 돌아보기와 함께 저장된다 (`keep.rs`).

use gameai::review::{MoveReview, Verdict};

use crate::think::Ticket;

/// 연습 하나: 문제들(사람이 잘못 둔 수), 지금 문제, 문제마다 사람이 둔 수와 그 판정.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Practice<M> {
    /// 문제가 된 수들 (1부터의 몇째 수; 그 앞의 국면에서 다시 둔다).
    pub(crate) plies: Vec<usize>,
    /// 지금 문제 (`plies`의 자리; `plies.len()`이면 다 풀었다).
    pub(crate) at: usize,
    /// 문제마다 마지막 시도의 판정.
    pub(crate) tries: Vec<Option<MoveReview<M>>>,
    /// 판 위에서 연습하는 중인가 (그만두어도 진행은 남는다).
    pub(crate) active: bool,
    /// 판정을 기다리는 시도의 표.
    pub(crate) pending: Option<Ticket>,
}

impl<M> Practice<M> {
    /// 문제 `plies`의 새 연습 (판 위에서 시작한다).
    pub(crate) fn new(plies: Vec<usize>) -> Self {
        let tries = plies.iter().map(|_| None).collect();
        Practice {
            plies,
            at: 0,
            tries,
            active: true,
            pending: None,
        }
    }

    /// 지금 문제의 수 (1부터; 다 풀었으면 없다).
    pub(crate) fn ply(&self) -> Option<usize> {
        self.plies.get(self.at).copied()
    }

    /// 지금 문제의 시도와 그 판정 (판정이 왔으면).
    pub(crate) fn current(&self) -> Option<&MoveReview<M>> {
        self.tries.get(self.at)?.as_ref()
    }

    /// 통과한 문제의 수.
    pub(crate) fn passed(&self) -> usize {
        self.tries
            .iter()
            .flatten()
            .filter(|t| passes(t.verdict))
            .count()
    }

    /// 다 풀었는가 (문제마다 통과했거나 넘겼다).
    pub(crate) fn done(&self) -> bool {
        self.at >= self.plies.len()
    }
}

/// 연습의 모습 (패널 밖에서 읽는 것: 시험과 웹 페이지의 `data-practice`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PracticeState {
    /// 지금 문제 (0부터; `total`이면 다 풀었다).
    pub at: usize,
    /// 문제의 수.
    pub total: usize,
    /// 통과한 문제의 수.
    pub passed: usize,
    /// 판 위에서 연습하는 중인가.
    pub active: bool,
    /// 지금 문제의 시도를 판정하는 중인가.
    pub judging: bool,
    /// 지금 문제의 시도의 판정 (왔으면).
    pub verdict: Option<Verdict>,
}

impl<M> Practice<M> {
    /// 밖에서 읽는 모습.
    pub(crate) fn state(&self) -> PracticeState {
        PracticeState {
            at: self.at,
            total: self.plies.len(),
            passed: self.passed(),
            active: self.active,
            judging: self.pending.is_some(),
            verdict: self.current().map(|t| t.verdict),
        }
    }
}

/// 연습의 시도가 통과하는 판정: 돌아보기가 최선이나 좋음이라 하는 수.
pub(crate) fn passes(v: Verdict) -> bool {
    matches!(v, Verdict::Best | Verdict::Good)
}

/// 연습할 수들: 돌아본 수 가운데 사람이 둔 (`by_player`) 잘못 둔 수.
pub(crate) fn mistakes<M>(
    marks: &[&MoveReview<M>],
    by_player: impl Fn(usize) -> bool,
) -> Vec<usize> {
    marks
        .iter()
        .filter(|r| r.verdict.is_error() && by_player(r.ply))
        .map(|r| r.ply)
        .collect()
}
