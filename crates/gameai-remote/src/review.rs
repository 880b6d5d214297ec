//! 대국 돌아보기를 작업자들에게: [`ReviewJob`]은 처음 국면, 수들, 판정의 예산과 돌아볼 수의 토막을
//! 싣고, 작업자는 같은 [`Reviewer`]를 만들어 제 토막의 국면을 하나씩 돌린다 (작업자가 여럿이면 토막도
//! 여럿). 판정이 정해진 예산과 씨앗으로 도므로 작업자의 답은 네이티브의 답과 같다. 푼 게임(님, 위토프,
//! 틱택토)과 이미 푼 끝내기 표의 판정은 순간이라 보내지 않는다 ([`RemoteJudge::budget`]이 `None`).

use super::job::{Job, RemoteGame};
use super::review_job::{JudgeBudget, ReviewJob};
use super::split::Remote;
use crate::wire::{Wire, encode};
use gameai::games::GameId;
use gameai::mcts::Rollout;
use gameai::review::{
    ChessJudge, EndgameJudge, GomokuJudge, Judge, MctsJudge, MoveReview, NimJudge, ReviewProgress,
    Reviewer, TicTacToeJudge, WythoffJudge,
};

/// 작업자에게 보낼 수 있는 판정 (또는 보낼 것 없이 제자리에서 순간에 끝나는 판정).
pub trait RemoteJudge: Judge + Sized {
    /// 작업자가 이 판정을 다시 만들 예산. `None`이면 보내지 않는다 (제자리에서 돈다).
    fn budget(&self) -> Option<JudgeBudget>;
    /// 보낼 때의 게임, 처음 국면과 수들의 모양.
    fn encode(_reviewer: &Reviewer<Self>) -> Option<(GameId, Vec<u8>, Vec<u8>)> {
        None
    }
}

/// 국면과 수가 건너는 판정의 `encode`.
fn encode_game<J>(reviewer: &Reviewer<J>) -> Option<(GameId, Vec<u8>, Vec<u8>)>
where
    J: Judge<Pos: RemoteGame, Move: Wire>,
{
    Some((
        J::Pos::KIND,
        encode(reviewer.start()),
        encode(&reviewer.moves().to_vec()),
    ))
}

impl<G: Rollout + RemoteGame> RemoteJudge for MctsJudge<G>
where
    G::Move: Wire,
{
    fn budget(&self) -> Option<JudgeBudget> {
        Some(JudgeBudget::Mcts {
            config: self.config,
            iterations: self.iterations,
            seed: self.seed,
        })
    }
    fn encode(reviewer: &Reviewer<Self>) -> Option<(GameId, Vec<u8>, Vec<u8>)> {
        encode_game(reviewer)
    }
}

impl RemoteJudge for GomokuJudge {
    fn budget(&self) -> Option<JudgeBudget> {
        Some(JudgeBudget::AlphaBeta(self.config))
    }
    fn encode(reviewer: &Reviewer<Self>) -> Option<(GameId, Vec<u8>, Vec<u8>)> {
        encode_game(reviewer)
    }
}

impl RemoteJudge for ChessJudge {
    fn budget(&self) -> Option<JudgeBudget> {
        Some(JudgeBudget::AlphaBeta(self.config))
    }
    fn encode(reviewer: &Reviewer<Self>) -> Option<(GameId, Vec<u8>, Vec<u8>)> {
        encode_game(reviewer)
    }
}

/// 푼 게임의 판정은 순간이다: 제자리에서.
macro_rules! judged_in_place {
    ($($t:ty),*) => {$(
        impl RemoteJudge for $t {
            fn budget(&self) -> Option<JudgeBudget> {
                None
            }
        }
    )*};
}
judged_in_place!(NimJudge, WythoffJudge, TicTacToeJudge, EndgameJudge);

/// 돌아보기는 작업자들에게 나누어: 수들을 작업자 수만큼의 토막으로 (토막마다 작업 하나, 국면의 판정은
/// 서로 기대지 않는다), 답은 토막들을 차례로 이은 것 — 한 작업자가 대국 전체를 돌아본 답과 같다.
impl<J: RemoteJudge> Remote for Reviewer<J>
where
    J::Move: Wire,
{
    type SnapPart = ReviewProgress;
    type Part = Vec<MoveReview<J::Move>>;

    fn jobs(&self, workers: usize) -> Vec<Job> {
        let (Some(budget), Some((game, start, moves))) = (self.judge().budget(), J::encode(self))
        else {
            return Vec::new();
        };
        let (from, to) = (self.first_ply(), self.last_ply());
        let k = workers.clamp(1, (to - from).max(1));
        let at = |i: usize| u32::try_from(from + (to - from) * i / k).unwrap_or(u32::MAX);
        (0..k)
            .map(|i| {
                Job::Review(Box::new(ReviewJob {
                    game,
                    start: start.clone(),
                    first: self.first(),
                    moves: moves.clone(),
                    budget,
                    from: at(i),
                    to: at(i + 1),
                }))
            })
            .collect()
    }

    /// 토막들의 진행을 더한다 (아직 알리지 않은 토막은 빠진다: 그동안 모든 수가 적게 보인다).
    fn merge_snapshots(parts: Vec<ReviewProgress>) -> Option<ReviewProgress> {
        (!parts.is_empty()).then(|| ReviewProgress {
            judged: parts.iter().map(|p| p.judged).sum(),
            total: parts.iter().map(|p| p.total).sum(),
        })
    }

    fn merge_outputs(parts: Vec<Self::Part>) -> Option<Self::Output> {
        (!parts.is_empty()).then(|| parts.into_iter().flatten().collect())
    }
}
