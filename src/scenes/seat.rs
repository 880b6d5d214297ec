//! AI와 두는 모든 대국의 운전사 하나: AI 쪽 자리와, 누구의 수든 두는 길 (일곱 게임이 모두 쓴다).
//!
//! 자리는 기다리는 생각의 표, 마지막 결론, 다음 생각에 이어 쓸 것(전치표 또는 트리), 그리고 AI의
//! 수가 거부되어 멈췄는지를 가진다. 답을 받아 대국에 적용하는 길([`apply_answer`])과 사람의 수를 두는
//! 길([`play_human`]), 거부된 수의 안내는 여기 한 곳에만 있다: 게임마다 다른 것은 [`AiMatch`] 뒤에
//! (수 두기, 답에서 더 적어 둘 것). 탐색으로 생각하는 넷은 알파-베타(오목, 체스: `transposition::ai`)와
//! MCTS(헥스, 하바나: `mcts::play`), 표나 공식으로 답하는 셋은 님, 위토프, 체스 끝내기다 (결론이 수
//! 하나뿐인 `Option<수>`). 탐색하는 AI의 생각도 한 모양이다: [`AiThink`]가 대국의 풀이기
//! ([`MatchSolver`]: 알파-베타의 `Searcher`, MCTS의 `Search`)를 감싸 결론과 이어 쓸 것을 돌려준다.

use gameai::mcts::Decision;
use gameai::search::SearchResult;
use gameai::step::{Budget, Progress, Steppable};
use gameai_remote::{Job, Remote};

use crate::hud::hint::{Hint, HintMsg, ai_move_refused};
use crate::i18n::PlayError;
use crate::think::Ticket;

/// 대국의 AI가 쓰는 풀이기: 끝나면 다음 생각에 이어 쓸 것(전치표, 트리)을 내준다. 작업자에게는
/// 그것을 작업자 쪽에 남기는 작업으로 나뉜다 (다음 수의 작업이 이어 쓴다; 그래서 웹의 답에는 없다).
pub trait MatchSolver: Remote {
    /// 다음 생각에 이어 쓸 것.
    type Kept;
    /// 끝난 풀이기에서 이어 쓸 것을 꺼낸다.
    fn take_kept(&mut self) -> Option<Self::Kept>;
    /// 작업자 `workers`명에게 나눌, 이어 쓸 것을 작업자에 남기는 작업들.
    fn match_jobs(&self, workers: usize) -> Vec<Job>;
}

/// AI의 생각: 대국의 풀이기 하나. 끝나면 결론과 (다음 수에 이어 쓸) 표나 트리를 돌려준다.
#[derive(Debug)]
pub struct AiThink<S>(pub S);

impl<S: MatchSolver> Steppable for AiThink<S> {
    type Output = (S::Output, Option<S::Kept>);
    type Snapshot = S::Snapshot;

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        match self.0.step(budget) {
            Progress::Done(r) => Progress::Done((r, self.0.take_kept())),
            Progress::Pending => Progress::Pending,
        }
    }

    fn snapshot(&self) -> Self::Snapshot {
        self.0.snapshot()
    }
}

/// 작업자에게: 이어 쓸 것은 작업자에 남으므로 답에는 결론만 온다 (네이티브에서는 답과 함께 옮겨 온다).
impl<S: MatchSolver> Remote for AiThink<S> {
    type SnapPart = S::SnapPart;
    type Part = S::Part;

    fn jobs(&self, workers: usize) -> Vec<Job> {
        self.0.match_jobs(workers)
    }

    fn merge_snapshots(parts: Vec<Self::SnapPart>) -> Option<Self::Snapshot> {
        S::merge_snapshots(parts)
    }

    fn merge_outputs(parts: Vec<Self::Part>) -> Option<Self::Output> {
        S::merge_outputs(parts).map(|r| (r, None))
    }
}

/// AI의 결론: 둘 수를 안다.
pub(crate) trait Answer {
    /// 수.
    type Move: Copy + core::fmt::Debug;
    /// 둘 수 (둘 수가 없으면 `None`).
    fn best(&self) -> Option<Self::Move>;
}

impl<M: Copy + core::fmt::Debug> Answer for SearchResult<M> {
    type Move = M;
    fn best(&self) -> Option<M> {
        self.best
    }
}

impl<M: Copy + core::fmt::Debug> Answer for Decision<M> {
    type Move = M;
    fn best(&self) -> Option<M> {
        self.best
    }
}

/// 표나 공식의 결론: 수 하나뿐이다 (님 합, 위토프의 표, 끝내기 표).
impl<M: Copy + core::fmt::Debug> Answer for Option<M> {
    type Move = M;
    fn best(&self) -> Option<M> {
        *self
    }
}

/// 대국에서 AI 쪽의 자리. `A`는 결론, `K`는 다음 생각에 이어 쓸 것 (전치표, 트리).
#[derive(Debug, Clone, PartialEq)]
pub struct AiSeat<A, K> {
    /// 기다리는 AI 생각의 표.
    pub pending: Option<Ticket>,
    /// AI의 마지막 결론 (수순, 열 지도, 글에 쓴다).
    pub last: Option<A>,
    /// 다음 생각에 이어 쓸 것 (앞 생각이 돌려준 표나 트리; 웹에서는 작업자에 남아 비어 있다).
    pub kept: Option<K>,
    /// AI의 수가 거부되어 멈췄다 (무르기·새 게임이 푼다).
    pub stuck: bool,
}

impl<A, K> Default for AiSeat<A, K> {
    fn default() -> Self {
        AiSeat {
            pending: None,
            last: None,
            kept: None,
            stuck: false,
        }
    }
}

impl<A, K> AiSeat<A, K> {
    /// 생각을 맡길 때인가: AI 차례(`ai_to_move`)이고, 기다리는 생각이 없고, 멈추지 않았다.
    pub fn ready(&self, ai_to_move: bool) -> bool {
        ai_to_move && self.pending.is_none() && !self.stuck
    }
}

/// AI와 두는 대국: 자리와, 게임마다 다른 수 두기.
pub(crate) trait AiMatch {
    /// AI의 결론.
    type Answer: Answer;
    /// 다음 생각에 이어 쓸 것.
    type Kept;
    /// 라이브러리의 "둘 수 없음" 오류.
    type Error: Into<PlayError>;

    /// AI 쪽 자리.
    fn seat_mut(&mut self) -> &mut AiSeat<Self::Answer, Self::Kept>;
    /// 검사하고 둔다 (둘 차례인 쪽이, 누구든; `now`는 그 시각 — 다음 박자를 재는 게임이 쓴다).
    /// 불법이면 아무것도 바꾸지 않는다.
    fn play_move(
        &mut self,
        mv: <Self::Answer as Answer>::Move,
        now: f32,
    ) -> Result<(), Self::Error>;
    /// 답이 왔을 때 (수를 두기 전) 결론에서 더 적어 둘 것 (체스: 최선의 수순을 SAN으로).
    fn note_answer(&mut self, _answer: &Self::Answer) {}
}

/// AI의 답을 대국에 적용한다: 이어 쓸 것(`kept`)을 받아 두고 결론의 수를 둔다. 수가 거부되면
/// (탐색과 표는 합법 수만 고르므로 있어서는 안 되지만) 안내를 띄우고, 이어 쓸 것을 버리고, 대국을 그
/// 자리에 멈춘다: 사람이 무르거나 새 게임을 누를 때까지 AI는 다시 생각하지 않는다. 결론에 수가
/// 없어도 (끝나지 않은 대국에서는 있어서는 안 된다) 같은 자리에 멈춘다: 같은 생각을 프레임마다 다시
/// 하지 않게.
pub(crate) fn apply_answer<M: AiMatch + ?Sized>(
    m: &mut M,
    answer: M::Answer,
    kept: Option<M::Kept>,
    hint: &mut Hint,
    now: f32,
) {
    m.note_answer(&answer);
    let best = answer.best();
    let seat = m.seat_mut();
    seat.pending = None;
    seat.kept = kept;
    seat.last = Some(answer);
    let Some(mv) = best else {
        tracing::warn!("the AI answered without a move");
        m.seat_mut().stuck = true;
        return;
    };
    if let Err(e) = m.play_move(mv, now) {
        let seat = m.seat_mut();
        seat.stuck = true;
        seat.kept = None;
        ai_move_refused(hint, mv, e.into(), now);
    }
}

/// 사람의 수를 둔다: 두었으면 `true`; 거부되면 아무것도 바꾸지 않고 그 이유를 안내로 띄운다
/// (말없이 버리지 않는다).
pub(crate) fn play_human<M: AiMatch + ?Sized>(
    m: &mut M,
    mv: <M::Answer as Answer>::Move,
    hint: &mut Hint,
    now: f32,
) -> bool {
    match m.play_move(mv, now) {
        Ok(()) => true,
        Err(e) => {
            hint.put(HintMsg::Refused(e.into()), now);
            false
        }
    }
}
