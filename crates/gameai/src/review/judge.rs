//! 판정하는 기법의 모양: 국면 하나에 값과 가장 좋은 수와 수순을 주고 ([`Judge::judge`]), 수를 둔다.
//! 게임마다의 기법은 `exact.rs` (푼 게임)에.

use super::value::Value;
use super::verdict::Thresholds;

/// 국면 하나를 판정하는 기법.
pub trait Judge {
    /// 국면.
    type Pos: Clone;
    /// 수.
    type Move: Copy + PartialEq + core::fmt::Debug;

    /// 둘 차례인 쪽에서 본 국면의 값, 가장 좋은 수와 그 뒤의 수순. 끝난 국면은 정확한 값 (둘 수 없음).
    fn judge(&mut self, pos: &Self::Pos) -> Judgement<Self::Move>;
    /// 수를 둔 국면. 둘 수 없으면 그 까닭.
    fn play(&self, pos: &Self::Pos, mv: Self::Move) -> Result<Self::Pos, String>;
    /// 이 게임의 표시 문턱 (정확하지 않은 값에만 쓴다).
    fn thresholds(&self) -> Thresholds;
    /// 수 뒤의 국면의 값을 그 수 앞의 판정과 같은 수평선에서 (둘 차례에서 본 값). `None`이면
    /// [`Judge::judge`]의 값 그대로 (정확한 값, MCTS). 알파-베타는 한 수 얕게 찾는다: 앞의 국면을 깊이
    /// d로 찾으면 그 수 뒤에는 d−1반수가 남는다. 같은 깊이로 찾으면 수평선의 홀짝이 두는 쪽마다 바뀌어
    /// 값이 흔들린다 (오목에서는 거의 모든 수가 큰 실수로 보였다).
    fn judge_after(&mut self, _pos: &Self::Pos) -> Option<Value> {
        None
    }
}

/// 국면 하나의 판정.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement<M> {
    /// 둘 차례인 쪽에서 본 값.
    pub value: Value,
    /// 가장 좋은 수 (끝난 국면이면 없다).
    pub best: Option<M>,
    /// 가장 좋은 수부터의 수순 (첫 수가 `best`).
    pub line: Vec<M>,
}

/// 빌린 판정도 판정이다 ([`review`](super::review)는 부른 쪽의 판정을 빌려 쓴다).
impl<J: Judge> Judge for &mut J {
    type Pos = J::Pos;
    type Move = J::Move;

    fn judge(&mut self, pos: &J::Pos) -> Judgement<J::Move> {
        (**self).judge(pos)
    }
    fn play(&self, pos: &J::Pos, mv: J::Move) -> Result<J::Pos, String> {
        (**self).play(pos, mv)
    }
    fn thresholds(&self) -> Thresholds {
        (**self).thresholds()
    }
    fn judge_after(&mut self, pos: &J::Pos) -> Option<Value> {
        (**self).judge_after(pos)
    }
}
