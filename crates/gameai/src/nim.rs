//! 님의 이론: 님 합(nim-sum, XOR), 부턴(Bouton)의 정리, 미제르 규칙, 스프라그–그런디 값.
//!
//! - 부턴의 정리 (C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of
//!   Mathematics 3, 1901): 보통 규칙에서 더미 크기들의 XOR(님 합)이 0이면 둘 차례인 사람이 진다
//!   (P-국면), 0이 아니면 이긴다 (N-국면). 이기는 수는 `h XOR X < h`인 더미 h를 `h XOR X`로 줄이는 것.
//! - 미제르: 둔 뒤에 크기 2 이상인 더미가 하나도 안 남게 되는 순간까지는 보통 규칙과 같이 두고,
//!   그 순간에는 크기 1인 더미를 홀수 개 남긴다.
//! - 스프라그–그런디 정리 (<https://en.wikipedia.org/wiki/Sprague%E2%80%93Grundy_theorem>):
//!   공정 게임의 각 국면 값은 후속 국면 값들의 mex이고, 여러 게임의 합의 값은 각 값의 XOR이다.
//!   뺄셈 게임에서 더미 하나의 값 g(n) = mex{ g(n − s) : s ∈ S, s ≤ n }.

use rand::{Rng, RngExt, seq::IteratorRandom};
use rand_chacha::ChaCha8Rng;

use crate::games::nim::{Nim, NimError, NimMove, PlayRule, TakeRule};
use crate::step::{Budget, Progress, Steppable};

/// 님 합: 더미 크기들의 XOR.
pub fn nim_sum(heaps: &[u32]) -> u32 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// mex (minimum excludant): 주어진 값들에 없는 가장 작은 음이 아닌 정수.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    // 값의 개수보다 큰 mex는 없으므로, 작은 값만 표시하면 된다.
    let mut seen = [false; 64];
    let mut big: Vec<u32> = Vec::new();
    for v in values {
        match seen.get_mut(v as usize) {
            Some(s) => *s = true,
            None => big.push(v),
        }
    }
    if let Some(m) = seen.iter().position(|&s| !s) {
        return m as u32;
    }
    big.sort_unstable();
    let mut m = seen.len() as u32;
    for v in big {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}

/// mex가 한 단계씩 어떻게 나오는지: 갈 수 있는 곳들과 그 값, 값들의 집합, 집합에 없는 가장 작은 수.
/// 앱이 "이 값은 어디서 왔나"를 보일 때 쓴다 (스프라그–그런디 값이 만들어지는 한 걸음).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexSteps<T> {
    /// 갈 수 있는 곳과 그 값 (주어진 순서대로).
    pub options: Vec<(T, u32)>,
    /// 값들의 집합 (작은 것부터, 중복 없이).
    pub set: Vec<u32>,
    /// mex = 집합에 없는 가장 작은 음이 아닌 정수.
    pub mex: u32,
}

impl<T> MexSteps<T> {
    /// (갈 곳, 그 값)들에서 집합과 mex를 만든다.
    pub fn new(options: impl IntoIterator<Item = (T, u32)>) -> Self {
        let options: Vec<(T, u32)> = options.into_iter().collect();
        let mut set: Vec<u32> = options.iter().map(|&(_, v)| v).collect();
        set.sort_unstable();
        set.dedup();
        // 정렬된 집합에서: 앞에서부터 0, 1, 2 …와 맞는 데까지.
        let mex = set
            .iter()
            .enumerate()
            .find(|&(i, &v)| v != i as u32)
            .map_or(set.len() as u32, |(i, _)| i as u32);
        MexSteps { options, set, mex }
    }
}

/// 뺄셈 게임에서 더미 크기 0..=max 각각의 그런디 값.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyTable {
    take: TakeRule,
    values: Vec<u32>,
}

impl GrundyTable {
    /// 크기 0부터 `max`까지의 값을 mex로 채운다. O(max · |S|).
    pub fn new(take: &TakeRule, max: u32) -> Self {
        let mut values: Vec<u32> = Vec::with_capacity(max as usize + 1);
        for n in 0..=max {
            let g = mex(take.counts(n).map(|c| values[(n - c) as usize]));
            values.push(g);
        }
        GrundyTable {
            take: take.clone(),
            values,
        }
    }

    /// 크기 `n`인 더미 하나의 그런디 값. 표보다 크면 그 자리에서 늘려 계산한다.
    pub fn value(&self, n: u32) -> u32 {
        match self.values.get(n as usize) {
            Some(&g) => g,
            None => GrundyTable::new(&self.take, n).values[n as usize],
        }
    }

    /// 표에 담긴 값들 (크기 0부터).
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// 크기 `n`의 값이 어떻게 나오는지: 갈 수 있는 크기 n − s (s는 빼기 집합에서 n 이하)와 그 값들,
    /// 그 집합의 mex. `mex`는 [`GrundyTable::value`]와 같다.
    pub fn steps(&self, n: u32) -> MexSteps<u32> {
        MexSteps::new(self.take.counts(n).map(|c| (n - c, self.value(n - c))))
    }
}

/// 표로 그런디 값을 셀 때의 가장 큰 더미 (집합 뺄셈 게임; 표는 더미 크기마다 4바이트).
pub const MAX_TABLE_HEAP: u32 = 1 << 24;

/// 더미 하나의 그런디 값을 내는 방법: 닫힌 꼴이 있으면 그것, 없으면 mex 표.
enum HeapValue {
    /// 보통의 님: 크기 그 자체.
    Size,
    /// 1..k 뺄셈: n mod (k + 1). (크기 n에서 n − 1 … n − k로 갈 수 있으므로, 값은 0부터 k까지
    /// 차례로 돈다.) 메모리도 시간도 더미 크기와 상관없다.
    Modulo(u64),
    /// 그 밖의 빼기 집합: 0..=가장 큰 더미의 표.
    Table(GrundyTable),
}

impl HeapValue {
    fn new(take: &TakeRule, max: u32) -> Result<HeapValue, NimError> {
        match take {
            TakeRule::Any => Ok(HeapValue::Size),
            TakeRule::UpTo(k) => Ok(HeapValue::Modulo(u64::from(*k) + 1)),
            TakeRule::Set(_) if max > MAX_TABLE_HEAP => Err(NimError::HeapTooLarge {
                max,
                limit: MAX_TABLE_HEAP,
            }),
            TakeRule::Set(_) => Ok(HeapValue::Table(GrundyTable::new(take, max))),
        }
    }

    fn value(&self, n: u32) -> u32 {
        match self {
            HeapValue::Size => n,
            // 나머지는 k 이하라 u32에 든다.
            HeapValue::Modulo(m) => (u64::from(n) % m) as u32,
            HeapValue::Table(t) => t.value(n),
        }
    }
}

/// 각 더미의 그런디 값. 보통의 님(`TakeRule::Any`)에서는 더미 크기 그 자체, 1..k 뺄셈에서는
/// 크기 mod (k + 1), 그 밖의 빼기 집합은 mex 표 (가장 큰 더미가 [`MAX_TABLE_HEAP`]를 넘으면 오류).
pub fn heap_values(pos: &Nim) -> Result<Vec<u32>, NimError> {
    let max = pos.heaps().iter().copied().max().unwrap_or(0);
    let v = HeapValue::new(&pos.variant().take, max)?;
    Ok(pos.heaps().iter().map(|&h| v.value(h)).collect())
}

/// 국면의 그런디 값 = 더미 값들의 XOR.
pub fn grundy(pos: &Nim) -> Result<u32, NimError> {
    heap_values(pos).map(|v| nim_sum(&v))
}

/// 이 국면을 판정하는 데 쓰인 이론. 어느 규칙이 적용되는지 언제나 밝힌다.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theory {
    /// 보통 규칙의 님: 님 합 ≠ 0 ⇔ 둘 차례가 이긴다.
    Bouton,
    /// 미제르 님: 2 이상인 더미가 있으면 부턴과 같고, 없으면 1-더미 개수가 짝수일 때 이긴다.
    BoutonMisere,
    /// 뺄셈 게임: 그런디 값들의 XOR ≠ 0 ⇔ 둘 차례가 이긴다.
    SpragueGrundy,
}

/// 한 국면의 분석: 값, 판정, 이기는 수.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// 적용된 이론.
    pub theory: Theory,
    /// 더미마다의 그런디 값 (보통 님에서는 크기와 같다).
    pub values: Vec<u32>,
    /// 값들의 XOR (보통 님에서는 님 합).
    pub total: u32,
    /// 둘 차례인 사람이 이기는가? (N-국면)
    pub winning: bool,
    /// 이기는 수. 지는 국면이거나 둘 수가 없으면 `None` (미제르에서 돌이 하나도 없으면
    /// `winning`이지만 둘 수는 없다).
    pub best: Option<NimMove>,
}

/// 국면을 분석한다. 미제르 뺄셈 게임은 그런디 이론이 통하지 않아 지원하지 않는다 (오류).
pub fn analyse(pos: &Nim) -> Result<Analysis, NimError> {
    let heaps = pos.heaps();
    match (&pos.variant().take, pos.variant().rule) {
        (TakeRule::Any, PlayRule::Normal) => {
            let total = nim_sum(heaps);
            let best = (total != 0).then(|| bouton_move(heaps, total)).flatten();
            Ok(Analysis {
                theory: Theory::Bouton,
                values: heaps.to_vec(),
                total,
                winning: total != 0,
                best,
            })
        }
        (TakeRule::Any, PlayRule::Misere) => {
            let total = nim_sum(heaps);
            let best = misere_move(heaps);
            // 돌이 하나도 없으면 상대가 마지막 돌을 가져가 이미 졌다: 둘 차례인 쪽의 승리.
            let finished = heaps.iter().all(|&h| h == 0);
            Ok(Analysis {
                theory: Theory::BoutonMisere,
                values: heaps.to_vec(),
                total,
                winning: best.is_some() || finished,
                best,
            })
        }
        (take, PlayRule::Normal) => {
            let max = heaps.iter().copied().max().unwrap_or(0);
            let value = HeapValue::new(take, max)?;
            let values: Vec<u32> = heaps.iter().map(|&h| value.value(h)).collect();
            let total = nim_sum(&values);
            // 값 v인 더미를 값 v ^ total인 크기로 옮기는 수를 찾는다.
            let best = (total != 0)
                .then(|| match value {
                    // 1..k 뺄셈: 값이 v인 더미에서 v − t개를 가져가면 값이 t다 (1 ≤ v − t ≤ k).
                    HeapValue::Modulo(_) => {
                        heaps
                            .iter()
                            .zip(&values)
                            .enumerate()
                            .find_map(|(heap, (&h, &v))| {
                                let t = v ^ total;
                                (t < v).then(|| NimMove {
                                    heap,
                                    to: h - (v - t),
                                })
                            })
                    }
                    // 표: 더미마다 허락된 개수만 본다 (빼기 집합의 크기만큼).
                    _ => pos.legal_moves().find(|mv| {
                        let target = values[mv.heap] ^ total;
                        target < values[mv.heap] && value.value(mv.to) == target
                    }),
                })
                .flatten();
            Ok(Analysis {
                theory: Theory::SpragueGrundy,
                values,
                total,
                winning: total != 0,
                best,
            })
        }
        (_, PlayRule::Misere) => Err(NimError::UnsupportedVariant),
    }
}

/// 부턴의 이기는 수: `h ^ X < h`인 첫 더미를 `h ^ X`로.
fn bouton_move(heaps: &[u32], total: u32) -> Option<NimMove> {
    heaps
        .iter()
        .enumerate()
        .find(|&(_, &h)| h ^ total < h)
        .map(|(heap, &h)| NimMove {
            heap,
            to: h ^ total,
        })
}

/// 미제르 님의 이기는 수 (없으면 `None` = 지는 국면).
fn misere_move(heaps: &[u32]) -> Option<NimMove> {
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 1).collect();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match big.as_slice() {
        // 모두 0 또는 1: 1-더미를 하나 가져가 홀수 개를 남길 수 있으면 이긴다.
        [] => (ones % 2 == 0 && ones > 0).then(|| NimMove {
            heap: heaps.iter().position(|&h| h == 1).unwrap_or(0),
            to: 0,
        }),
        // 큰 더미가 하나뿐: 이 수가 "2 이상이 안 남는 순간"이다. 1-더미가 홀수 개가 되게 남긴다.
        [only] => Some(NimMove {
            heap: *only,
            to: if ones % 2 == 1 { 0 } else { 1 },
        }),
        // 큰 더미가 둘 이상: 보통 규칙과 같다 (님 합 0으로 만들면 큰 더미가 둘 이상 남는다).
        _ => {
            let total = nim_sum(heaps);
            bouton_move(heaps, total)
        }
    }
}

/// 님 AI: 완벽한 수를 두되, `random_move_prob` 확률로 아무 수나 둔다 (난이도).
/// 지는 국면에서는 조금만 가져가며 버틴다 — 사람이 실수를 되돌릴 기회를 준다.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NimAi {
    /// 0.0 = 완벽, 1.0 = 언제나 무작위.
    pub random_move_prob: f64,
}

impl Default for NimAi {
    fn default() -> Self {
        NimAi {
            random_move_prob: 0.0,
        }
    }
}

impl NimAi {
    /// 둘 수를 고른다. 둘 수가 없으면 `None`.
    pub fn choose<R: Rng + ?Sized>(&self, pos: &Nim, rng: &mut R) -> Option<NimMove> {
        if pos.is_over() {
            return None;
        }
        let p = self.random_move_prob.clamp(0.0, 1.0);
        if p > 0.0 && rng.random_bool(p) {
            return pos.legal_moves().choose(rng);
        }
        match analyse(pos) {
            Ok(Analysis { best: Some(mv), .. }) => Some(mv),
            // 지는 국면(또는 이론이 없는 변형): 무작위 더미에서 허락된 최소 개수를 가져간다.
            _ => stalling_move(pos, rng),
        }
    }
}

/// 버티는 수: 무작위로 고른 더미에서 허락되는 가장 적은 개수를 가져간다.
fn stalling_move<R: Rng + ?Sized>(pos: &Nim, rng: &mut R) -> Option<NimMove> {
    let take = &pos.variant().take;
    pos.heaps()
        .iter()
        .enumerate()
        .filter_map(|(heap, &size)| {
            take.counts(size)
                .next()
                .map(|c| NimMove { heap, to: size - c })
        })
        .choose(rng)
}

/// 님 AI를 [`Steppable`]로 감싼 것. 님의 계산은 순식간이지만, 앱은 다른 기법과 똑같이
/// 이것을 `think` 모듈로 돌린다 — MCTS가 오기 전에 그 길을 검증하려고.
#[derive(Clone, Debug)]
pub struct NimSolver {
    pos: Nim,
    ai: NimAi,
    rng: ChaCha8Rng,
    analysis: Option<Analysis>,
}

impl NimSolver {
    /// 국면, AI 설정, 난수 생성기(호출자가 씨앗을 정한다)로 만든다.
    pub fn new(pos: Nim, ai: NimAi, rng: ChaCha8Rng) -> Self {
        NimSolver {
            pos,
            ai,
            rng,
            analysis: None,
        }
    }
}

impl Steppable for NimSolver {
    type Output = Option<NimMove>;
    type Snapshot = Option<Analysis>;

    fn step(&mut self, _budget: Budget) -> Progress<Self::Output> {
        self.analysis = analyse(&self.pos).ok();
        Progress::Done(self.ai.choose(&self.pos, &mut self.rng))
    }

    fn snapshot(&self) -> Self::Snapshot {
        self.analysis.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Variant;
    use rand::SeedableRng;

    #[test]
    fn nim_sum_of_known_position() {
        // 3 = 011, 4 = 100, 5 = 101 → 010
        assert_eq!(nim_sum(&[3, 4, 5]), 2);
        assert_eq!(nim_sum(&[1, 2, 3]), 0);
    }

    #[test]
    fn bouton_move_zeroes_the_sum() {
        let pos = Nim::normal(vec![3, 4, 5]).unwrap();
        let a = analyse(&pos).unwrap();
        assert!(a.winning);
        let mv = a.best.unwrap();
        assert_eq!(mv, NimMove { heap: 0, to: 1 });
        assert_eq!(nim_sum(pos.after(mv).unwrap().heaps()), 0);
    }

    #[test]
    fn mex_examples() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex((0..100).chain([200])), 100);
        assert_eq!(mex([70, 64, 0]), 1);
    }

    #[test]
    fn subtraction_one_to_k_is_n_mod_k_plus_one() {
        for k in 1..8 {
            let t = GrundyTable::new(&TakeRule::UpTo(k), 100);
            for n in 0..=100 {
                assert_eq!(t.value(n), n % (k + 1), "k={k} n={n}");
            }
        }
    }

    #[test]
    fn misere_endgame_leaves_odd_ones() {
        let pos = Nim::new(
            vec![1, 1, 5],
            Variant {
                rule: PlayRule::Misere,
                take: TakeRule::Any,
            },
        )
        .unwrap();
        // 1-더미 둘(짝수) → 큰 더미를 1로 줄여 1-더미 셋을 남긴다.
        assert_eq!(
            analyse(&pos).unwrap().best,
            Some(NimMove { heap: 2, to: 1 })
        );
    }

    #[test]
    fn misere_subtraction_is_an_explicit_error() {
        let pos = Nim::new(
            vec![3],
            Variant {
                rule: PlayRule::Misere,
                take: TakeRule::UpTo(2),
            },
        )
        .unwrap();
        assert_eq!(analyse(&pos), Err(NimError::UnsupportedVariant));
        // AI는 그래도 합법적인 수를 둔다.
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mv = NimAi::default().choose(&pos, &mut rng).unwrap();
        assert!(pos.check(mv).is_ok());
    }

    #[test]
    fn losing_ai_stalls_with_a_small_take() {
        let pos = Nim::normal(vec![5, 5]).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mv = NimAi::default().choose(&pos, &mut rng).unwrap();
        assert_eq!(mv.to, 4);
    }
}
