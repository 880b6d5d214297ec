//! 님(Nim)의 규칙만: 더미, 수, 합법성 검사, 끝과 승자. 전략은 [`crate::nim`]에 있다.
//!
//! 규칙: 더미 여러 개에서 번갈아 한 더미를 골라 돌을 하나 이상 가져간다.
//! 보통 규칙(normal play)에서는 마지막 돌을 가져간 사람이 이기고,
//! 미제르(misère)에서는 마지막 돌을 가져간 사람이 진다.
//! 뺄셈 게임(subtraction game) 변형에서는 한 번에 가져갈 수 있는 개수가 집합 S로 제한된다.

use core::fmt;

/// 승패 규칙. 어느 규칙으로 두는지는 언제나 명시한다.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum PlayRule {
    /// 마지막 돌을 가져간 사람이 이긴다.
    #[default]
    Normal,
    /// 마지막 돌을 가져간 사람이 진다.
    Misere,
}

/// 한 번에 가져갈 수 있는 돌의 개수.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum TakeRule {
    /// 하나 이상 몇 개든 (보통의 님).
    #[default]
    Any,
    /// 1개부터 k개까지.
    UpTo(u32),
    /// 주어진 집합 S의 원소만 (양수, 오름차순, 중복 없음).
    Set(Vec<u32>),
}

impl TakeRule {
    /// 빼기 집합을 만든다. 0을 빼거나 비어 있으면 오류.
    pub fn set(values: impl IntoIterator<Item = u32>) -> Result<Self, NimError> {
        let mut v: Vec<u32> = values.into_iter().collect();
        v.sort_unstable();
        v.dedup();
        if v.is_empty() || v[0] == 0 {
            return Err(NimError::BadTakeRule);
        }
        Ok(TakeRule::Set(v))
    }

    /// `count`개를 가져가는 것이 이 규칙에서 허락되는가?
    pub fn allows(&self, count: u32) -> bool {
        match self {
            TakeRule::Any => count >= 1,
            TakeRule::UpTo(k) => (1..=*k).contains(&count),
            TakeRule::Set(s) => s.binary_search(&count).is_ok(),
        }
    }

    /// 크기 `size`인 더미에서 가져갈 수 있는 개수들 (오름차순).
    pub fn counts(&self, size: u32) -> impl Iterator<Item = u32> + '_ {
        let (upto, set): (u32, &[u32]) = match self {
            TakeRule::Any => (size, &[]),
            TakeRule::UpTo(k) => ((*k).min(size), &[]),
            TakeRule::Set(s) => (0, s.as_slice()),
        };
        (1..=upto).chain(set.iter().copied().take_while(move |&c| c <= size))
    }
}

impl fmt::Display for TakeRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TakeRule::Any => f.write_str("any"),
            TakeRule::UpTo(k) => write!(f, "1..{k}"),
            TakeRule::Set(s) => {
                f.write_str("{")?;
                for (i, c) in s.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{c}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// 님의 변형: 승패 규칙 + 가져가기 규칙.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Variant {
    /// 보통 / 미제르.
    pub rule: PlayRule,
    /// 한 번에 가져갈 수 있는 개수.
    pub take: TakeRule,
}

/// 한 수: `heap`번 더미(0부터)를 `to`개로 줄인다.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NimMove {
    /// 더미 번호 (0부터).
    pub heap: usize,
    /// 수를 둔 뒤 남는 돌의 개수.
    pub to: u32,
}

/// 불가능한 수나 잘못된 입력. 메시지는 사람에게 그대로 보여 줄 수 있다.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimError {
    /// 더미가 하나도 없다.
    NoHeaps,
    /// 없는 더미 번호.
    BadHeap { heap: usize, heaps: usize },
    /// 빈 더미에서 가져가려 했다.
    EmptyHeap { heap: usize },
    /// 아무것도 가져가지 않았다 (남길 개수가 지금 개수 이상).
    NothingTaken { heap: usize, size: u32, to: u32 },
    /// 가져가기 규칙이 허락하지 않는 개수.
    NotAllowed { take: u32, rule: TakeRule },
    /// 빼기 집합이 비었거나 0을 포함한다.
    BadTakeRule,
    /// 이미 끝난 게임에서 두려 했다.
    GameOver,
    /// 미제르 규칙과 뺄셈 규칙을 함께 쓰면 그런디 이론으로 풀 수 없다.
    UnsupportedVariant,
    /// 빼기 집합의 그런디 표를 만들기에 더미가 너무 크다.
    HeapTooLarge { max: u32, limit: u32 },
}

impl fmt::Display for NimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimError::NoHeaps => write!(f, "there are no heaps"),
            NimError::BadHeap { heap, heaps } => {
                write!(f, "heap {heap} does not exist (heaps are 0..{heaps})")
            }
            NimError::EmptyHeap { heap } => write!(f, "heap {heap} is empty"),
            NimError::NothingTaken { heap, size, to } => write!(
                f,
                "a move must take at least one stone (heap {heap} has {size}, asked to leave {to})"
            ),
            NimError::NotAllowed { take, rule } => {
                write!(f, "taking {take} is not allowed (allowed: {rule})")
            }
            NimError::BadTakeRule => write!(f, "a subtraction set needs positive numbers"),
            NimError::GameOver => write!(f, "the game is over"),
            NimError::UnsupportedVariant => write!(
                f,
                "misère play with a subtraction rule has no Sprague-Grundy shortcut; use one or the other"
            ),
            NimError::HeapTooLarge { max, limit } => write!(
                f,
                "a heap of {max} is too large for this subtraction set's Grundy table (at most {limit})"
            ),
        }
    }
}

impl std::error::Error for NimError {}

/// 님 국면: 더미들과 변형. 차례는 국면에 담지 않는다 (님은 공정 게임이라 둘에게 같은 수가 있다).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    heaps: Vec<u32>,
    variant: Variant,
}

impl Nim {
    /// 더미 크기들과 변형으로 국면을 만든다. 더미가 없으면 오류.
    pub fn new(heaps: Vec<u32>, variant: Variant) -> Result<Self, NimError> {
        if heaps.is_empty() {
            return Err(NimError::NoHeaps);
        }
        Ok(Nim { heaps, variant })
    }

    /// 보통 규칙의 님.
    pub fn normal(heaps: Vec<u32>) -> Result<Self, NimError> {
        Self::new(heaps, Variant::default())
    }

    /// 더미 크기들.
    pub fn heaps(&self) -> &[u32] {
        &self.heaps
    }

    /// 변형.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// 남은 돌의 총수.
    pub fn stones(&self) -> u32 {
        self.heaps.iter().sum()
    }

    /// 둘 수 있는 수가 없는가? (뺄셈 게임에서는 돌이 남아도 끝날 수 있다.)
    pub fn is_over(&self) -> bool {
        self.legal_moves().next().is_none()
    }

    /// 수를 두었을 때 끝나면, 방금 둔 사람이 이기는가? (보통: 예, 미제르: 아니오.)
    pub fn last_mover_wins(&self) -> bool {
        self.variant.rule == PlayRule::Normal
    }

    /// 합법적인 수 전부 (더미 순, 많이 남기는 순).
    pub fn legal_moves(&self) -> impl Iterator<Item = NimMove> + '_ {
        self.heaps
            .iter()
            .enumerate()
            .flat_map(move |(heap, &size)| {
                self.variant
                    .take
                    .counts(size)
                    .map(move |c| NimMove { heap, to: size - c })
            })
    }

    /// 수를 검사만 한다. 이 국면에서 둘 수 없으면 이유를 돌려준다.
    pub fn check(&self, mv: NimMove) -> Result<(), NimError> {
        let heaps = self.heaps.len();
        let size = *self.heaps.get(mv.heap).ok_or(NimError::BadHeap {
            heap: mv.heap,
            heaps,
        })?;
        if size == 0 {
            return Err(NimError::EmptyHeap { heap: mv.heap });
        }
        if mv.to >= size {
            return Err(NimError::NothingTaken {
                heap: mv.heap,
                size,
                to: mv.to,
            });
        }
        let take = size - mv.to;
        if !self.variant.take.allows(take) {
            return Err(NimError::NotAllowed {
                take,
                rule: self.variant.take.clone(),
            });
        }
        Ok(())
    }

    /// 수를 둔다. 불법이면 국면은 그대로 두고 오류를 돌려준다.
    pub fn try_play(&mut self, mv: NimMove) -> Result<(), NimError> {
        self.check(mv)?;
        self.heaps[mv.heap] = mv.to;
        Ok(())
    }

    /// 수를 둔다. 불법인 수는 프로그램의 버그이므로 패닉한다.
    ///
    /// # Panics
    /// 수가 불법일 때.
    pub fn play(&mut self, mv: NimMove) {
        if let Err(e) = self.try_play(mv) {
            panic!("illegal nim move {mv:?}: {e}");
        }
    }

    /// 수를 둔 뒤의 새 국면 (원래 국면은 그대로).
    pub fn after(&self, mv: NimMove) -> Result<Nim, NimError> {
        let mut next = self.clone();
        next.try_play(mv)?;
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn illegal_moves_are_rejected_without_change() {
        let mut g = Nim::normal(vec![3, 0, 5]).unwrap();
        let before = g.clone();
        assert_eq!(
            g.try_play(NimMove { heap: 7, to: 0 }),
            Err(NimError::BadHeap { heap: 7, heaps: 3 })
        );
        assert_eq!(
            g.try_play(NimMove { heap: 1, to: 0 }),
            Err(NimError::EmptyHeap { heap: 1 })
        );
        assert!(matches!(
            g.try_play(NimMove { heap: 0, to: 3 }),
            Err(NimError::NothingTaken { .. })
        ));
        assert!(matches!(
            g.try_play(NimMove { heap: 0, to: 9 }),
            Err(NimError::NothingTaken { .. })
        ));
        assert_eq!(g, before);
        assert_eq!(Nim::normal(vec![]), Err(NimError::NoHeaps));
    }

    #[test]
    fn subtraction_rule_limits_takes() {
        let v = Variant {
            rule: PlayRule::Normal,
            take: TakeRule::UpTo(3),
        };
        let mut g = Nim::new(vec![5], v).unwrap();
        assert!(matches!(
            g.try_play(NimMove { heap: 0, to: 1 }),
            Err(NimError::NotAllowed { take: 4, .. })
        ));
        assert_eq!(g.legal_moves().count(), 3);
        g.play(NimMove { heap: 0, to: 2 });
        assert_eq!(g.heaps(), &[2]);
    }

    #[test]
    fn set_rule_can_end_with_stones_left() {
        let take = TakeRule::set([2, 3]).unwrap();
        let g = Nim::new(
            vec![1, 1],
            Variant {
                rule: PlayRule::Normal,
                take,
            },
        )
        .unwrap();
        assert!(g.is_over());
        assert_eq!(TakeRule::set([0, 2]), Err(NimError::BadTakeRule));
    }

    #[test]
    fn error_messages_are_readable() {
        let e = NimError::NotAllowed {
            take: 4,
            rule: TakeRule::UpTo(3),
        };
        assert_eq!(e.to_string(), "taking 4 is not allowed (allowed: 1..3)");
    }
}
