//! 돌아보기의 값: 정확한 결과 (이김·비김·짐, 알면 끝까지의 반수), 탐색의 점수 (센티폰 또는 n반수
//! 메이트), MCTS의 승률. 값은 늘 둘 차례인 쪽에서 본다; [`Value::for_mover`]가 수 뒤의 국면의 값을 그
//! 수를 둔 쪽의 값으로 (한 반수 더해) 바꾼다. 셋을 한 눈금에 놓는 것은 [`Value::win_chance`].

/// 정확한 결과.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exact {
    /// 이긴다 (알면 끝까지 `plies`반수, 가장 빨리).
    Win(Option<u32>),
    /// 비긴다.
    Draw,
    /// 진다 (알면 끝까지 `plies`반수, 가장 오래 버텨서).
    Loss(Option<u32>),
}

/// 탐색의 점수.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// 센티폰 (게임의 평가 단위).
    Cp(i32),
    /// `n`반수 안에 메이트: 양수면 둘 차례가 메이트하고, 음수면 당한다.
    Mate(i32),
}

/// 국면의 값 (둘 차례인 쪽에서).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// 푼 게임의 정확한 값.
    Exact(Exact),
    /// 알파-베타의 점수.
    Score(Score),
    /// MCTS의 승률 (0..1).
    Rate(f64),
}

/// 센티폰을 이길 확률(−1..1)로: lichess와 같은 곡선 (`2 / (1 + e^(−0.00368208·cp)) − 1`).
const CP_SCALE: f64 = 0.003_682_08;

impl Exact {
    /// 이김 > 비김 > 짐.
    pub fn rank(self) -> i8 {
        match self {
            Exact::Win(_) => 1,
            Exact::Draw => 0,
            Exact::Loss(_) => -1,
        }
    }

    /// 상대 쪽에서 본 같은 결과 (한 반수 더 먼: 수 뒤의 국면의 값을 그 수를 둔 쪽의 값으로).
    fn for_mover(self) -> Exact {
        match self {
            Exact::Win(p) => Exact::Loss(p.map(|p| p + 1)),
            Exact::Draw => Exact::Draw,
            Exact::Loss(p) => Exact::Win(p.map(|p| p + 1)),
        }
    }

    /// `self`가 `best`만큼 좋은가: 같은 결과이고, 이기면 그만큼 빨리, 지면 그만큼 오래 (반수를 모르면
    /// 결과만).
    pub fn as_good_as(self, best: Exact) -> bool {
        match (self, best) {
            (Exact::Win(a), Exact::Win(b)) => a.zip(b).is_none_or(|(a, b)| a <= b),
            (Exact::Loss(a), Exact::Loss(b)) => a.zip(b).is_none_or(|(a, b)| a >= b),
            (a, b) => a == b,
        }
    }
}

impl Value {
    /// 정확한 값인가.
    pub fn is_exact(self) -> bool {
        matches!(self, Value::Exact(_))
    }

    /// 수 뒤의 국면의 값(`self`, 그 국면에서 둘 차례인 상대 쪽)을 수를 둔 쪽의 값으로.
    pub fn for_mover(self) -> Value {
        match self {
            Value::Exact(e) => Value::Exact(e.for_mover()),
            Value::Score(Score::Cp(c)) => Value::Score(Score::Cp(-c)),
            Value::Score(Score::Mate(n)) => {
                Value::Score(Score::Mate(if n > 0 { -(n + 1) } else { -n + 1 }))
            }
            Value::Rate(r) => Value::Rate(1.0 - r),
        }
    }

    /// 이길 확률 (0..1): 정확한 값은 1, ½, 0, 메이트는 1이나 0, 센티폰은 lichess의 곡선, 승률은 그대로.
    pub fn win_chance(self) -> f64 {
        match self {
            Value::Exact(e) => (f64::from(e.rank()) + 1.0) / 2.0,
            Value::Score(Score::Mate(n)) => {
                if n > 0 {
                    1.0
                } else {
                    0.0
                }
            }
            Value::Score(Score::Cp(c)) => {
                let w = 2.0 / (1.0 + (-CP_SCALE * f64::from(c)).exp()) - 1.0;
                (w + 1.0) / 2.0
            }
            Value::Rate(r) => r.clamp(0.0, 1.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_childs_value_turns_into_the_movers_one_ply_further() {
        let w = Value::Exact(Exact::Win(Some(3)));
        assert_eq!(w.for_mover(), Value::Exact(Exact::Loss(Some(4))));
        assert_eq!(
            Value::Exact(Exact::Loss(Some(0))).for_mover(),
            Value::Exact(Exact::Win(Some(1)))
        );
        assert_eq!(
            Value::Score(Score::Mate(-2)).for_mover(),
            Value::Score(Score::Mate(3))
        );
        assert_eq!(
            Value::Score(Score::Mate(1)).for_mover(),
            Value::Score(Score::Mate(-2))
        );
        assert_eq!(Value::Rate(0.25).for_mover(), Value::Rate(0.75));
        assert_eq!(
            Value::Score(Score::Cp(40)).for_mover(),
            Value::Score(Score::Cp(-40))
        );
    }

    #[test]
    fn win_chances_are_ordered_and_symmetric() {
        let cp = |c| Value::Score(Score::Cp(c)).win_chance();
        assert!((cp(0) - 0.5).abs() < 1e-12);
        assert!(cp(100) > cp(50) && cp(50) > cp(0));
        assert!((cp(300) + cp(-300) - 1.0).abs() < 1e-12);
        assert_eq!(Value::Exact(Exact::Draw).win_chance(), 0.5);
        assert_eq!(Value::Score(Score::Mate(5)).win_chance(), 1.0);
    }
}
