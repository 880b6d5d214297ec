//! 탐색기가 쓰는 전치표: 제 것([`Table`]) 또는 스레드 여럿이 함께 쓰는 것([`SharedTable`]).
//!
//! 함께 쓰는 표는 lazy SMP([`super::smp`])를 위한 것이다: 스레드마다 같은 뿌리를 제 탐색기로 찾고, 서로가
//! 적은 값과 수를 표에서 꺼내 쓴다 (<https://www.chessprogramming.org/Lazy_SMP>). 표는 열쇠의 위
//! 비트로 고른 조각 256개이고, 조각마다 자물쇠(`Mutex`) 하나 아래 보통의 [`Table`]이다: 스레드 몇이
//! 같은 조각을 한꺼번에 잡는 일은 드물고, 칸과 교체 규칙과 셈은 혼자 쓰는 표와 하나다. 자물쇠 없는
//! XOR 표(Hyatt)는 `unsafe` 없이 원자 두 개로 쓸 수 있지만, 수의 타입을 64비트에 담아야 해 게임마다
//! 다르다; 이 표는 어떤 게임의 수든 그대로 담는다.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::tt::{Bound, Entry, KeyMode, Probe, Table, TtStats};

/// 조각 수의 지수 (256 조각).
const STRIPE_BITS: u32 = 8;

/// 스레드 여럿이 함께 쓰는 전치표.
#[derive(Debug)]
pub struct SharedTable<M> {
    stripes: Box<[Mutex<Table<M>>]>,
    /// 열쇠를 이만큼 오른쪽으로 밀면 조각 번호.
    shift: u32,
}

impl<M: Copy> SharedTable<M> {
    /// 모두 `2^bits`칸의 표 (조각마다 `2^(bits - 8)`칸; 아주 작은 표는 조각이 적다).
    pub fn new(bits: u32, mode: KeyMode) -> Self {
        let stripe_bits = STRIPE_BITS.min(bits.saturating_sub(1));
        let per_stripe = bits.saturating_sub(stripe_bits).max(1);
        SharedTable {
            stripes: (0..1usize << stripe_bits)
                .map(|_| Mutex::new(Table::new(per_stripe, mode)))
                .collect(),
            shift: 64 - stripe_bits,
        }
    }

    fn stripe(&self, key: u64) -> MutexGuard<'_, Table<M>> {
        // 조각은 열쇠의 위 비트로, 조각 안의 칸은 아래 비트로 고른다 (서로 다른 비트).
        let i = key.checked_shr(self.shift).unwrap_or(0) as usize;
        // 다른 스레드가 표를 쥔 채 패닉했어도 표의 칸들은 값 타입이라 깨지지 않는다.
        self.stripes[i % self.stripes.len()]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// [`Table::probe`]와 같다.
    pub fn probe(&self, key: u64, depth: u8, alpha: i32, beta: i32) -> Probe<M> {
        self.stripe(key).probe(key, depth, alpha, beta)
    }

    /// [`Table::store`]와 같다.
    pub fn store(&self, key: u64, depth: u8, bound: Bound, value: i32, best: Option<M>) {
        self.stripe(key).store(key, depth, bound, value, best);
    }

    /// [`Table::lookup`]과 같다.
    pub fn lookup(&self, key: u64) -> Option<Entry<M>> {
        self.stripe(key).lookup(key)
    }

    /// 모든 조각의 셈을 더한 것.
    pub fn stats(&self) -> TtStats {
        self.stripes.iter().fold(TtStats::default(), |sum, s| {
            sum.plus(s.lock().unwrap_or_else(PoisonError::into_inner).stats)
        })
    }

    /// [`Table::new_search`]와 같다 (모든 조각의 세대가 함께 오른다).
    pub fn new_search(&self) {
        for s in &self.stripes {
            s.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .new_search();
        }
    }

    /// 비운다.
    pub fn clear(&self) {
        for s in &self.stripes {
            s.lock().unwrap_or_else(PoisonError::into_inner).clear();
        }
    }

    /// 채운 정도 (천분율): 첫 조각의 것 (열쇠가 고르게 흩어지므로 조각마다 비슷하다).
    pub fn hashfull(&self) -> u32 {
        self.stripes.first().map_or(0, |s| {
            s.lock().unwrap_or_else(PoisonError::into_inner).hashfull()
        })
    }

    /// 표가 잡은 메모리 (바이트).
    pub fn memory_bytes(&self) -> usize {
        self.stripes
            .iter()
            .map(|s| {
                s.lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .memory_bytes()
            })
            .sum()
    }
}

/// 탐색기의 표: 제 것이거나 함께 쓰는 것. 노드는 어느 쪽이든 같은 `probe`·`store`를 부른다.
#[derive(Clone, Debug)]
pub(super) enum Tt<M> {
    Own(Table<M>),
    Shared(Arc<SharedTable<M>>),
}

impl<M: Copy> Tt<M> {
    #[inline]
    pub(super) fn probe(&mut self, key: u64, depth: u8, alpha: i32, beta: i32) -> Probe<M> {
        match self {
            Tt::Own(t) => t.probe(key, depth, alpha, beta),
            Tt::Shared(s) => s.probe(key, depth, alpha, beta),
        }
    }

    #[inline]
    pub(super) fn store(&mut self, key: u64, depth: u8, bound: Bound, value: i32, best: Option<M>) {
        match self {
            Tt::Own(t) => t.store(key, depth, bound, value, best),
            Tt::Shared(s) => s.store(key, depth, bound, value, best),
        }
    }

    pub(super) fn lookup(&self, key: u64) -> Option<Entry<M>> {
        match self {
            Tt::Own(t) => t.lookup(key),
            Tt::Shared(s) => s.lookup(key),
        }
    }

    pub(super) fn stats(&self) -> TtStats {
        match self {
            Tt::Own(t) => t.stats,
            Tt::Shared(s) => s.stats(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_table_answers_like_a_table_across_threads() {
        let t: Arc<SharedTable<u8>> = Arc::new(SharedTable::new(12, KeyMode::Full64));
        // 스레드 넷이 저마다의 열쇠를 적고, 다른 스레드가 적은 것을 읽는다. 열쇠의 위 바이트가 조각,
        // 아래 비트가 칸: 800개가 모두 다른 자리에 들어간다.
        std::thread::scope(|s| {
            for i in 0..4u64 {
                let t = Arc::clone(&t);
                s.spawn(move || {
                    for k in 0..200u64 {
                        let key = (k << 56) | i;
                        t.store(key, 3, Bound::Exact, (k + i) as i32, Some(i as u8));
                    }
                });
            }
        });
        let key = (7u64 << 56) | 2;
        let p = t.probe(key, 2, -100, 100);
        assert_eq!((p.cutoff, p.best), (Some(9), Some(2)));
        assert_eq!(t.stats().stores, 800);
        t.clear();
        assert_eq!(t.probe(key, 2, -100, 100).cutoff, None);
    }

    #[test]
    fn a_tiny_shared_table_still_has_slots() {
        let t: SharedTable<u8> = SharedTable::new(1, KeyMode::Full64);
        t.store(u64::MAX, 1, Bound::Exact, 5, None);
        assert_eq!(t.probe(u64::MAX, 1, -10, 10).cutoff, Some(5));
    }
}
