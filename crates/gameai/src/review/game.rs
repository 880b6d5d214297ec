//! 돌아보기의 결과: 수 하나의 돌아보기([`MoveReview`]: 앞뒤 값과 표시)와, 돌아볼 수 없는 까닭([`ReviewError`]).

use super::value::Value;
use super::verdict::Verdict;
use crate::games::Player;

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
