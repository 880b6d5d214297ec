//! 전치표(transposition table): 탐색이 계산한 것 — 값, 깊이, 경계의 종류, 최선의 수 — 을 국면의
//! 열쇠 아래 적어 두고, 같은 국면이 다시 오면 다시 찾지 않고 꺼내 쓴다.
//!
//! - 칸 수는 2의 거듭제곱이고, 칸 번호는 열쇠의 아래 비트다.
//! - 칸마다 **열쇠 전체**를 적어 두어, 같은 칸에 떨어진 다른 국면(충돌)을 알아보고 버린다.
//! - 적힌 값은 그 깊이가 지금 필요한 깊이 이상이고 경계가 α/β에 맞을 때만 쓴다. 아니면 최선의
//!   수만 가져다 먼저 찾는다.
//! - 칸마다 두 자리: 깊이를 우선하는 자리와 언제나 바꾸는 자리 (둘 다 열쇠를 확인한다).
//! - 자리마다 적힌 탐색의 세대: 앞선 탐색(앞의 수)에서 적힌 것은 깊어도 깊이 우선 자리를 내준다.
//!   세대가 없으면 그 자리는 지나간 국면의 깊은 값으로 굳어, 게임이 길어질수록 표가 반쪽이 된다.
//!
//! 참고: <https://www.chessprogramming.org/Transposition_Table>.
//!
//! 충돌 수업: [`KeyMode::Unchecked16`]은 열쇠를 16비트로 줄이고 전체 열쇠를 확인하지 않는다. 그러면
//! 다른 국면의 값을 쓰는 "거짓 적중"이 생긴다 — 표는 진단용으로 전체 열쇠를 따로 적어 두어 그것을
//! 세지만, 맞추는 데는 쓰지 않는다.

/// 적힌 값의 종류.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// 정확한 값.
    Exact,
    /// 적어도 이 값 (β 자름에서).
    Lower,
    /// 많아야 이 값 (α를 못 넘었을 때).
    Upper,
}

impl Bound {
    /// 이름 (명령줄의 JSON).
    pub fn name(self) -> &'static str {
        match self {
            Bound::Exact => "exact",
            Bound::Lower => "lower",
            Bound::Upper => "upper",
        }
    }
}

/// 열쇠를 얼마나 믿는가.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KeyMode {
    /// 64비트 열쇠 전체를 확인한다 (충돌을 알아보고 버린다).
    #[default]
    Full64,
    /// 아래 16비트만 적고 확인한다 (충돌 수업: 거짓 적중이 생긴다).
    Unchecked16,
}

/// 표의 한 자리.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry<M> {
    /// 맞추는 데 쓰는 열쇠 (모드에 따라 전체 또는 16비트).
    pub key: u64,
    /// 진단용 전체 열쇠 (거짓 적중을 세려고; 맞추는 데는 쓰지 않는다).
    pub full_key: u64,
    /// 찾은 깊이.
    pub depth: u8,
    /// 값의 종류.
    pub bound: Bound,
    /// 값 (그 국면에서 둘 차례인 쪽의 점수).
    pub value: i32,
    /// 최선의 수.
    pub best: Option<M>,
    /// 적은 탐색의 세대 ([`Table::new_search`]).
    pub generation: u8,
}

/// 표의 셈.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TtStats {
    /// 찾아본 횟수.
    pub probes: u64,
    /// 열쇠가 맞은 횟수.
    pub hits: u64,
    /// 적힌 값으로 탐색을 끝낸 횟수.
    pub cutoffs: u64,
    /// 같은 칸에 다른 국면이 있어 버린 횟수.
    pub collisions: u64,
    /// 맞았지만 사실 다른 국면이었던 횟수 (16비트 모드에서만 생긴다).
    pub false_hits: u64,
    /// 적은 횟수.
    pub stores: u64,
}

impl TtStats {
    /// 두 셈의 합 (함께 쓰는 표의 조각들을 더할 때).
    pub fn plus(self, other: TtStats) -> TtStats {
        TtStats {
            probes: self.probes + other.probes,
            hits: self.hits + other.hits,
            cutoffs: self.cutoffs + other.cutoffs,
            collisions: self.collisions + other.collisions,
            false_hits: self.false_hits + other.false_hits,
            stores: self.stores + other.stores,
        }
    }

    /// `earlier` 뒤로 늘어난 만큼 (이어 쓰는 표에서 이번 탐색의 몫).
    pub fn since(self, earlier: TtStats) -> TtStats {
        TtStats {
            probes: self.probes.saturating_sub(earlier.probes),
            hits: self.hits.saturating_sub(earlier.hits),
            cutoffs: self.cutoffs.saturating_sub(earlier.cutoffs),
            collisions: self.collisions.saturating_sub(earlier.collisions),
            false_hits: self.false_hits.saturating_sub(earlier.false_hits),
            stores: self.stores.saturating_sub(earlier.stores),
        }
    }
}

/// 찾아본 결과.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe<M> {
    /// 이 값으로 끝낼 수 있으면 그 값.
    pub cutoff: Option<i32>,
    /// 먼저 찾아볼 수.
    pub best: Option<M>,
    /// 깊이가 충분한 경계 (끝내지는 못해도 창을 좁히는 데 쓴다).
    pub bound: Option<(Bound, i32)>,
    /// 열쇠가 맞은 자리의 (값, 깊이, 경계): 맞았는가, 그리고 무엇이 적혀 있었나 (추적이 보여 준다).
    pub entry: Option<(i32, u8, Bound)>,
    /// 맞지 않았고, 그 칸에 다른 국면이 있었다.
    pub collision: bool,
}

/// 전치표.
#[derive(Clone, Debug)]
pub struct Table<M> {
    slots: Vec<[Option<Entry<M>>; 2]>,
    mask: u64,
    mode: KeyMode,
    /// 지금 탐색의 세대: 새 탐색마다 하나 오르고 (255 다음은 0), 적는 자리에 함께 적힌다.
    generation: u8,
    /// 셈.
    pub stats: TtStats,
}

/// 표 크기의 상한: 2^26칸.
pub const MAX_BITS: u32 = 26;

impl<M: Copy> Table<M> {
    /// 칸 `2^bits`개의 표 (bits는 1..=[`MAX_BITS`]로 자른다).
    pub fn new(bits: u32, mode: KeyMode) -> Self {
        let bits = bits.clamp(1, MAX_BITS);
        Table {
            slots: vec![[None, None]; 1 << bits],
            mask: (1u64 << bits) - 1,
            mode,
            generation: 0,
            stats: TtStats::default(),
        }
    }

    /// 칸 하나의 바이트 (자리 둘).
    pub const fn slot_bytes() -> usize {
        size_of::<[Option<Entry<M>>; 2]>()
    }

    /// 표가 잡은 메모리 (바이트).
    pub fn memory_bytes(&self) -> usize {
        self.slots.capacity() * Self::slot_bytes()
    }

    /// 칸 수.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// 비었는가 (칸이 하나도 없을 수는 없으니 언제나 false).
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// 열쇠 모드.
    pub fn mode(&self) -> KeyMode {
        self.mode
    }

    /// 새 탐색을 시작한다: 세대가 하나 오르고, 앞선 세대의 자리는 깊이와 상관없이 바뀔 수 있다.
    /// 적힌 값과 수는 그대로 찾아 쓴다 (같은 국면이면 앞의 수에서 찾은 것도 맞다).
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// 열쇠가 들어가는 칸 번호 (열쇠의 아래 비트).
    pub fn slot_of(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }

    fn stored_key(&self, key: u64) -> u64 {
        match self.mode {
            KeyMode::Full64 => key,
            KeyMode::Unchecked16 => key & 0xFFFF,
        }
    }

    /// 칸 `slot`에 적힌 것들 (그리기용).
    pub fn slot(&self, slot: usize) -> [Option<Entry<M>>; 2] {
        self.slots.get(slot).copied().unwrap_or([None, None])
    }

    /// 열쇠가 맞는 자리를 찾는다 (셈은 하지 않는다).
    pub fn lookup(&self, key: u64) -> Option<Entry<M>> {
        let want = self.stored_key(key);
        self.slots[self.slot_of(key)]
            .iter()
            .flatten()
            .find(|e| e.key == want)
            .copied()
    }

    /// 깊이 `depth`, 창 (α, β)로 찾아본다. 값은 깊이가 충분하고 경계가 맞을 때만 쓴다.
    pub fn probe(&mut self, key: u64, depth: u8, alpha: i32, beta: i32) -> Probe<M> {
        self.stats.probes += 1;
        let want = self.stored_key(key);
        let bucket = self.slots[self.slot_of(key)];
        let found = bucket.iter().flatten().find(|e| e.key == want).copied();
        let Some(e) = found else {
            let collision = bucket.iter().flatten().next().is_some();
            if collision {
                self.stats.collisions += 1;
            }
            return Probe {
                cutoff: None,
                best: None,
                bound: None,
                entry: None,
                collision,
            };
        };
        self.stats.hits += 1;
        if e.full_key != key {
            self.stats.false_hits += 1;
        }
        let usable = e.depth >= depth
            && match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.value >= beta,
                Bound::Upper => e.value <= alpha,
            };
        if usable {
            self.stats.cutoffs += 1;
        }
        Probe {
            cutoff: usable.then_some(e.value),
            best: e.best,
            bound: (e.depth >= depth).then_some((e.bound, e.value)),
            entry: Some((e.value, e.depth, e.bound)),
            collision: false,
        }
    }

    /// 적는다. 첫 자리는 같은 국면이거나 깊이가 같거나 더 깊을 때, 또는 그 자리가 앞선 탐색에서
    /// 적혔을 때만 바꾸고 (깊이 우선), 아니면 둘째 자리에 적는다 (언제나 바꿈). 수 없이 (`best` = `None`) 적으면 같은 국면에
    /// 적혀 있던 수를 남긴다: 모든 수가 α 아래로 끝난 노드는 "최선의 수"를 모르기 때문이다.
    pub fn store(&mut self, key: u64, depth: u8, bound: Bound, value: i32, best: Option<M>) {
        self.stats.stores += 1;
        let entry = Entry {
            key: self.stored_key(key),
            full_key: key,
            depth,
            bound,
            value,
            best,
            generation: self.generation,
        };
        let slot = self.slot_of(key);
        let bucket = &mut self.slots[slot];
        let mut entry = entry;
        if entry.best.is_none() {
            // 앞서 적힌 같은 국면의 수를 지킨다.
            entry.best = bucket
                .iter()
                .flatten()
                .find(|e| e.key == entry.key)
                .and_then(|e| e.best);
        }
        let replace_first = match bucket[0] {
            None => true,
            Some(e) => e.key == entry.key || depth >= e.depth || e.generation != self.generation,
        };
        if replace_first {
            // 밀려나는 것이 다른 국면이면 둘째 자리로 옮겨 살린다.
            if let Some(old) = bucket[0].filter(|e| e.key != entry.key) {
                bucket[1] = Some(old);
            } else if bucket[1].is_some_and(|e| e.key == entry.key) {
                bucket[1] = None;
            }
            bucket[0] = Some(entry);
        } else {
            bucket[1] = Some(entry);
        }
    }

    /// 비운다 (셈도).
    pub fn clear(&mut self) {
        for s in &mut self.slots {
            *s = [None, None];
        }
        self.stats = TtStats::default();
    }

    /// 채운 정도 (천분율, UCI의 hashfull): 앞쪽 1000칸의 첫 자리 중 찬 것.
    pub fn hashfull(&self) -> u32 {
        let n = self.slots.len().min(1000);
        let used = self.slots[..n].iter().filter(|b| b[0].is_some()).count();
        (used * 1000 / n.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chess_slot_takes_64_bytes() {
        // 표의 크기를 말할 때 쓰는 값: 2^20칸이면 64 MiB (앱의 체스 표, UCI의 Hash).
        assert_eq!(
            size_of::<[Option<Entry<crate::games::chess::Move>>; 2]>(),
            64
        );
    }

    #[test]
    fn a_colliding_entry_is_never_used() {
        let mut t: Table<u8> = Table::new(4, KeyMode::Full64);
        let a = 0x1234_0000_0000_0003;
        let b = 0x9999_0000_0000_0003; // 같은 칸 (아래 4비트), 다른 국면
        t.store(a, 5, Bound::Exact, 42, Some(7));
        let p = t.probe(b, 1, -100, 100);
        assert_eq!(
            p,
            Probe {
                cutoff: None,
                best: None,
                bound: None,
                entry: None,
                collision: true,
            }
        );
        assert_eq!(t.stats.collisions, 1);
        assert_eq!(t.stats.hits, 0);
        let p = t.probe(a, 1, -100, 100);
        assert_eq!(p.cutoff, Some(42));
    }

    #[test]
    fn a_shallower_entry_gives_its_move_but_not_its_value() {
        let mut t: Table<u8> = Table::new(8, KeyMode::Full64);
        t.store(77, 2, Bound::Exact, 10, Some(3));
        let p = t.probe(77, 4, -100, 100);
        assert_eq!(
            p,
            Probe {
                cutoff: None,
                best: Some(3),
                bound: None,
                entry: Some((10, 2, Bound::Exact)),
                collision: false,
            }
        );
        assert_eq!(t.stats.hits, 1);
        assert_eq!(t.stats.cutoffs, 0);
    }

    #[test]
    fn storing_without_a_move_keeps_the_known_move() {
        let mut t: Table<u8> = Table::new(8, KeyMode::Full64);
        t.store(9, 2, Bound::Lower, 40, Some(7));
        t.store(9, 3, Bound::Upper, -5, None);
        let e = t.lookup(9).unwrap();
        assert_eq!(
            (e.depth, e.bound, e.value, e.best),
            (3, Bound::Upper, -5, Some(7))
        );
        // 다른 국면의 수는 빌려 오지 않는다.
        t.store(9 + 256, 1, Bound::Upper, 0, None);
        assert_eq!(t.lookup(9 + 256).unwrap().best, None);
    }

    #[test]
    fn bounds_must_fit_the_window() {
        let mut t: Table<u8> = Table::new(8, KeyMode::Full64);
        t.store(5, 3, Bound::Lower, 50, None);
        assert_eq!(t.probe(5, 3, 0, 40).cutoff, Some(50)); // 50 ≥ β
        assert_eq!(t.probe(5, 3, 0, 60).cutoff, None);
        t.store(6, 3, Bound::Upper, -20, None);
        assert_eq!(t.probe(6, 3, -10, 10).cutoff, Some(-20)); // -20 ≤ α
        assert_eq!(t.probe(6, 3, -30, 10).cutoff, None);
    }

    #[test]
    fn depth_preferred_slot_keeps_the_deeper_entry() {
        let mut t: Table<u8> = Table::new(2, KeyMode::Full64);
        t.store(0b100, 6, Bound::Exact, 1, None);
        t.store(0b1000, 2, Bound::Exact, 2, None); // 같은 칸 0, 얕다 → 둘째 자리
        assert!(t.lookup(0b100).is_some() && t.lookup(0b1000).is_some());
        t.store(0b1100, 1, Bound::Exact, 3, None); // 둘째 자리를 바꾼다
        assert!(t.lookup(0b100).is_some());
        assert!(t.lookup(0b1000).is_none());
    }

    #[test]
    fn a_new_search_takes_the_depth_preferred_slot_from_an_old_one() {
        let mut t: Table<u8> = Table::new(2, KeyMode::Full64);
        t.store(0b100, 9, Bound::Exact, 1, None);
        t.new_search();
        t.store(0b1000, 2, Bound::Exact, 2, Some(5)); // 얕지만 새 세대 → 첫 자리, 옛것은 둘째로
        assert_eq!(
            t.slot(0)[0].map(|e| (e.key, e.generation)),
            Some((0b1000, 1))
        );
        assert_eq!(t.slot(0)[1].map(|e| e.key), Some(0b100));
        // 옛 세대의 값도 그대로 찾아 쓴다.
        assert_eq!(t.probe(0b100, 9, -10, 10).cutoff, Some(1));
        // 같은 세대 안에서는 다시 깊이가 첫 자리를 지킨다.
        t.store(0b1100, 1, Bound::Exact, 3, None);
        assert_eq!(t.slot(0)[0].map(|e| e.key), Some(0b1000));
        assert_eq!(t.slot(0)[1].map(|e| e.key), Some(0b1100));
    }

    #[test]
    fn unchecked_16_bit_keys_make_false_hits() {
        let mut t: Table<u8> = Table::new(8, KeyMode::Unchecked16);
        let a = 0xAAAA_0000_0000_1234;
        let b = 0xBBBB_0000_0000_1234; // 아래 16비트가 같다
        t.store(a, 4, Bound::Exact, 99, None);
        let p = t.probe(b, 4, -100, 100);
        assert_eq!(
            p.cutoff,
            Some(99),
            "a false hit hands out another position's value"
        );
        assert_eq!(t.stats.false_hits, 1);
    }
}
