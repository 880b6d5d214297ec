//! 한 대국 돌아보기 ([`review`]): 국면마다 한 번 판정하고, 수마다 앞뒤 값과 표시.

use super::judge::Judge;
use super::run::Reviewer;
use super::value::Value;
use super::verdict::Verdict;
use crate::games::Player;
use crate::step::Steppable;

/// 수 하나의 돌아보기.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview<M> {
    /// 몇째 수인가 (1부터).
    pub ply: usize,
    /// 둔 수.
    pub mv: M,
    /// 둔 쪽.
    pub by: Player,
    /// 수 앞의 값 (둔 쪽에서: 가장 좋은 수로 얻는 값).
    pub before: Value,
    /// 수 뒤의 값 (둔 쪽에서).
    pub after: Value,
    /// 가장 좋은 수.
    pub best: Option<M>,
    /// 가장 좋은 수부터의 수순.
    pub line: Vec<M>,
    /// 표시.
    pub verdict: Verdict,
    /// 두 값이 모두 정확한가 (그러면 표시는 증명된 것).
    pub exact: bool,
}

/// 대국을 돌아볼 수 없는 까닭: 몇째 수가 둘 수 없는 수였다.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewError {
    /// 몇째 수인가 (1부터).
    pub ply: usize,
    /// 까닭.
    pub reason: String,
}

impl core::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "move {}: {}", self.ply, self.reason)
    }
}

impl std::error::Error for ReviewError {}

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
