//! 수 하나의 표시: 가장 좋음, 좋음, 부정확, 실수, 큰 실수. 두 값이 정확하면 결과로 (증명된 표시), 아니면
//! 이길 확률이 몇 점 떨어졌는지로 게임마다의 문턱과 견준다.

use super::value::Value;

/// 수 하나의 표시.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// 가장 좋은 수 (또는 그만큼 좋은 수).
    Best,
    /// 좋은 수: 결과를 지키지만 가장 빠르지는 않다 (정확한 값), 또는 문턱보다 적게 잃었다.
    Good,
    /// 부정확.
    Inaccuracy,
    /// 실수.
    Mistake,
    /// 큰 실수: 정확한 값이면 이김을 비김이나 짐으로, 비김을 짐으로 바꾼 수 (언제나).
    Blunder,
}

impl Verdict {
    /// 모든 표시, 좋은 것부터.
    pub const ALL: [Verdict; 5] = [
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// 이름 (명령줄의 JSON).
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// 잘못 둔 수인가 (부정확, 실수, 큰 실수: 연습할 국면).
    pub fn is_error(self) -> bool {
        matches!(
            self,
            Verdict::Inaccuracy | Verdict::Mistake | Verdict::Blunder
        )
    }
}

/// 표시의 문턱: 이길 확률(0–100점)이 이만큼 이상 떨어지면 부정확, 실수, 큰 실수.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// 부정확.
    pub inaccuracy: f64,
    /// 실수.
    pub mistake: f64,
    /// 큰 실수.
    pub blunder: f64,
}

impl Thresholds {
    /// lichess의 출발점: 10, 20, 30점.
    pub const LICHESS: Thresholds = Thresholds {
        inaccuracy: 10.0,
        mistake: 20.0,
        blunder: 30.0,
    };
}

/// 수 앞의 값 `before`(가장 좋은 수의 값)와 뒤의 값 `after`(둔 쪽에서), 가장 좋은 수를 두었는가로 표시를
/// 정한다.
pub fn verdict(before: Value, after: Value, played_best: bool, t: Thresholds) -> Verdict {
    if let (Value::Exact(b), Value::Exact(a)) = (before, after) {
        return if a.rank() < b.rank() {
            Verdict::Blunder
        } else if played_best || a.as_good_as(b) {
            Verdict::Best
        } else {
            Verdict::Good
        };
    }
    let drop = (before.win_chance() - after.win_chance()) * 100.0;
    if drop >= t.blunder {
        Verdict::Blunder
    } else if drop >= t.mistake {
        Verdict::Mistake
    } else if drop >= t.inaccuracy {
        Verdict::Inaccuracy
    } else if played_best || drop <= 0.0 {
        Verdict::Best
    } else {
        Verdict::Good
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::value::{Exact, Score};

    #[test]
    fn exact_values_mark_a_lost_result_as_a_blunder_and_a_slower_win_as_good() {
        let t = Thresholds::LICHESS;
        let win = |p| Value::Exact(Exact::Win(Some(p)));
        let loss = |p| Value::Exact(Exact::Loss(Some(p)));
        let draw = Value::Exact(Exact::Draw);
        assert_eq!(verdict(win(3), loss(4), false, t), Verdict::Blunder);
        assert_eq!(verdict(win(3), draw, false, t), Verdict::Blunder);
        assert_eq!(verdict(draw, loss(8), false, t), Verdict::Blunder);
        assert_eq!(verdict(win(3), win(3), false, t), Verdict::Best);
        assert_eq!(verdict(win(3), win(7), false, t), Verdict::Good);
        assert_eq!(verdict(loss(4), loss(2), false, t), Verdict::Good);
        assert_eq!(verdict(loss(4), loss(4), true, t), Verdict::Best);
        // 반수를 모르는 정확한 값 (님): 결과만.
        let w = Value::Exact(Exact::Win(None));
        assert_eq!(verdict(w, w, false, t), Verdict::Best);
    }

    #[test]
    fn scores_are_marked_by_the_drop_in_win_chance() {
        let t = Thresholds::LICHESS;
        let cp = |c| Value::Score(Score::Cp(c));
        assert_eq!(verdict(cp(50), cp(50), true, t), Verdict::Best);
        assert_eq!(verdict(cp(50), cp(40), false, t), Verdict::Good);
        assert_eq!(verdict(cp(0), cp(-120), false, t), Verdict::Inaccuracy);
        assert_eq!(verdict(cp(0), cp(-250), false, t), Verdict::Mistake);
        assert_eq!(verdict(cp(0), cp(-500), false, t), Verdict::Blunder);
        let mate = Value::Score(Score::Mate(5));
        assert_eq!(verdict(mate, cp(100), false, t), Verdict::Blunder);
        assert_eq!(
            verdict(Value::Rate(0.71), Value::Rate(0.38), false, t),
            Verdict::Blunder
        );
    }
}
