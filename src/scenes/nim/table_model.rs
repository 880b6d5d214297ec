//! 이진 표의 내용 (순수한 값): 더미마다 값의 비트, 열마다 1의 개수, 님 합, 판정. 국면에서 곧장
//! 나온다; 그림은 `table`이 한다.

use gameai::games::nim::{Nim, TakeRule};
use gameai::nim::{Theory, analyse, heap_values, nim_sum};

use crate::i18n::S;

/// 표의 최소 비트 열 수 (4·2·1).
const MIN_BITS: usize = 3;

/// 표에 쓸 내용.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableModel {
    /// 크기 옆에 그런디 값 열을 둔다 (뺄셈 게임).
    pub(crate) grundy: bool,
    /// 더미마다 (크기, 값). 보통 님에서는 값 = 크기.
    pub(crate) rows: Vec<(u32, u32)>,
    /// 비트 열 수.
    pub(crate) bits: usize,
    /// 열마다 1의 개수, 높은 비트부터.
    pub(crate) ones: Vec<u32>,
    /// 값들의 XOR.
    pub(crate) total: u32,
    /// 판정 글과 그 값들.
    pub(crate) verdict: (S, u32),
    /// 둘 차례가 이기는가.
    pub(crate) winning: bool,
}

impl TableModel {
    /// 국면에서 표를 만든다.
    pub fn from_pos(pos: &Nim) -> TableModel {
        let grundy = pos.variant().take != TakeRule::Any;
        // 앱의 더미는 작아 표의 한계(`MAX_TABLE_HEAP`)에 닿지 않는다. 닿으면 값 없이 (0) 그린다.
        let values = heap_values(pos).unwrap_or_else(|_| vec![0; pos.heaps().len()]);
        let rows: Vec<(u32, u32)> = pos
            .heaps()
            .iter()
            .copied()
            .zip(values.iter().copied())
            .collect();
        let max = values.iter().copied().max().unwrap_or(0);
        let bits = (u32::BITS - max.leading_zeros()).max(MIN_BITS as u32) as usize;
        let ones = (0..bits)
            .rev()
            .map(|b| values.iter().filter(|&&v| v >> b & 1 == 1).count() as u32)
            .collect();
        let total = nim_sum(&values);
        let analysis = analyse(pos).ok();
        let winning = analysis.as_ref().is_some_and(|a| a.winning);
        let one_heaps = pos.heaps().iter().filter(|&&h| h == 1).count() as u32;
        let misere_end = analysis
            .as_ref()
            .is_some_and(|a| a.theory == Theory::BoutonMisere)
            && pos.heaps().iter().all(|&h| h <= 1);
        let verdict = match (grundy, misere_end, winning) {
            (_, true, true) => (S::MisereEndWins, one_heaps),
            (_, true, false) => (S::MisereEndLoses, one_heaps),
            (true, _, true) => (S::GrundyWins, total),
            (true, _, false) => (S::GrundyLoses, total),
            (false, _, true) => (S::NimWins, total),
            (false, _, false) => (S::NimLoses, total),
        };
        TableModel {
            grundy,
            rows,
            bits,
            ones,
            total,
            verdict,
            winning,
        }
    }

    /// 모든 열의 1의 개수가 짝수인가 (= 님 합 0).
    pub fn all_even(&self) -> bool {
        self.ones.iter().all(|n| n % 2 == 0)
    }

    /// 값 `v`의 비트들, 높은 비트부터.
    pub fn bits_of(&self, v: u32) -> impl Iterator<Item = bool> + '_ {
        (0..self.bits).rev().map(move |b| v >> b & 1 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameai::games::nim::{PlayRule, Variant};

    #[test]
    fn table_of_a_known_position() {
        let pos = Nim::normal(vec![3, 4, 5, 0]).unwrap();
        let t = TableModel::from_pos(&pos);
        assert_eq!(t.bits, 3);
        // 4의 자리: 4, 5 → 2개; 2의 자리: 3 → 1개; 1의 자리: 3, 5 → 2개.
        assert_eq!(t.ones, vec![2, 1, 2]);
        assert_eq!(t.total, 2);
        assert!(!t.all_even());
        assert_eq!(t.verdict, (S::NimWins, 2));
        assert_eq!(t.bits_of(5).collect::<Vec<_>>(), vec![true, false, true]);
    }

    #[test]
    fn zero_sum_means_every_column_even() {
        let pos = Nim::normal(vec![1, 2, 3, 12]).unwrap();
        let t = TableModel::from_pos(&pos);
        assert_eq!(t.bits, 4);
        assert_eq!(t.total, 12);
        let pos = Nim::normal(vec![1, 2, 3, 0]).unwrap();
        let t = TableModel::from_pos(&pos);
        assert!(t.all_even());
        assert_eq!(t.verdict, (S::NimLoses, 0));
    }

    #[test]
    fn subtraction_game_xors_grundy_values() {
        let v = Variant {
            rule: PlayRule::Normal,
            take: TakeRule::UpTo(3),
        };
        let pos = Nim::new(vec![5, 7, 2, 4], v).unwrap();
        let t = TableModel::from_pos(&pos);
        assert!(t.grundy);
        assert_eq!(t.rows, vec![(5, 1), (7, 3), (2, 2), (4, 0)]);
        assert_eq!(t.total, 1 ^ 3 ^ 2);
    }

    #[test]
    fn misere_endgame_counts_one_heaps() {
        let v = Variant {
            rule: PlayRule::Misere,
            take: TakeRule::Any,
        };
        let pos = Nim::new(vec![1, 1, 1, 0], v).unwrap();
        assert_eq!(TableModel::from_pos(&pos).verdict, (S::MisereEndLoses, 3));
    }
}
