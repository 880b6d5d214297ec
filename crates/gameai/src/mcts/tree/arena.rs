//! 노드 배열 ([`Arena`]): 고정 크기의 덩어리들. `Vec` 하나를 두 배씩 키우면 키울 때마다 옛 배열과 새
//! 배열이 함께 있어야 하고, 자라기만 하는 wasm 메모리에는 옛 배열들의 자리가 빈 채로 남는다 (트리의
//! 두 배 가까이). 덩어리는 한 번 잡으면 옮기지 않으므로 잡은 메모리가 곧 트리의 크기다.

use core::ops::{Index, IndexMut};

/// 덩어리 하나의 노드 수 (2^14: 노드 32바이트면 512 KiB).
const CHUNK_BITS: u32 = 14;
const CHUNK: usize = 1 << CHUNK_BITS;

/// 번호로 찾는 노드 배열. 마지막 덩어리만 `CHUNK`보다 작게 잡을 수 있다 (메모리 상한의 끝).
#[derive(Debug)]
pub(super) struct Arena<T> {
    chunks: Vec<Vec<T>>,
    len: usize,
    /// 잡아 둔 자리 (덩어리마다 많아야 `CHUNK`의 합; 반복마다 묻는 값이라 세어 둔다).
    cap: usize,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena {
            chunks: Vec::new(),
            len: 0,
            cap: 0,
        }
    }
}

/// 덩어리의 용량까지 베낀다 (`Vec::clone`은 길이만큼만 잡아, 덜 찬 덩어리 뒤에 덩어리가 있으면
/// 번호와 자리가 어긋난다).
impl<T: Clone> Clone for Arena<T> {
    fn clone(&self) -> Self {
        let chunks = self
            .chunks
            .iter()
            .map(|c| {
                let mut v = Vec::with_capacity(c.capacity());
                v.extend_from_slice(c);
                v
            })
            .collect();
        Arena {
            chunks,
            len: self.len,
            cap: self.cap,
        }
    }
}

impl<T> Arena<T> {
    /// 노드 수.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// 잡아 둔 자리 (노드 수).
    pub(super) fn capacity(&self) -> usize {
        self.cap
    }

    /// 자리를 `more`개까지 더 잡는다 (마지막 덩어리를 덩어리 크기까지 채우거나 새 덩어리로). 실제로
    /// 더 잡은 수를 돌려준다 (한 번에 많아야 한 덩어리).
    pub(super) fn grow(&mut self, more: usize) -> usize {
        if more == 0 {
            return 0;
        }
        if let Some(last) = self.chunks.last_mut()
            && last.capacity() < CHUNK
        {
            // 작게 잡은 마지막 덩어리 (상한이 늘었을 때): 덩어리 크기까지 키운다.
            let before = last.capacity();
            last.reserve_exact((before + more).min(CHUNK) - last.len());
            let added = last.capacity().min(CHUNK) - before;
            self.cap += added;
            return added;
        }
        let chunk = Vec::with_capacity(more.min(CHUNK));
        let added = chunk.capacity().min(CHUNK);
        self.chunks.push(chunk);
        self.cap += added;
        added
    }

    /// 끝에 하나 (자리는 [`Self::grow`]로 잡아 두었어야 한다; 없으면 더 잡는다). 노드 `i`는 늘
    /// 덩어리 `i / CHUNK`에 있다: 뒤의 덩어리를 미리 잡아 두었어도 앞의 덩어리부터 채운다.
    pub(super) fn push(&mut self, value: T) {
        let k = self.len >> CHUNK_BITS;
        if k == self.chunks.len() {
            self.grow(CHUNK);
        }
        let chunk = &mut self.chunks[k];
        if chunk.len() == chunk.capacity() {
            // 작게 잡은 덩어리가 찼다: 덩어리 크기까지 키운다 (상한을 넘겨 부른 것은 부른 쪽의 일).
            let before = chunk.capacity().min(CHUNK);
            chunk.reserve_exact(CHUNK - chunk.len());
            self.cap += chunk.capacity().min(CHUNK) - before;
        }
        chunk.push(value);
        self.len += 1;
    }

    /// 앞의 `len`개만 남긴다. 빈 덩어리는 놓아 준다 (메모리를 돌려준다).
    pub(super) fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        let keep = len.div_ceil(CHUNK);
        self.chunks.truncate(keep);
        if let Some(last) = self.chunks.last_mut() {
            last.truncate(len - (keep - 1) * CHUNK);
        }
        self.len = len;
        self.cap = self.chunks.iter().map(|c| c.capacity().min(CHUNK)).sum();
    }

    /// 모두 비우고 놓아 준다.
    pub(super) fn clear(&mut self) {
        self.chunks = Vec::new();
        self.len = 0;
        self.cap = 0;
    }
}

impl<T> Index<usize> for Arena<T> {
    type Output = T;
    #[inline]
    fn index(&self, i: usize) -> &T {
        &self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

impl<T> IndexMut<usize> for Arena<T> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_cross_chunks_and_truncate_frees_them() {
        let mut a = Arena::default();
        assert_eq!(a.grow(10), 10);
        for i in 0..(2 * CHUNK + 5) {
            a.push(i);
        }
        assert_eq!(a.len(), 2 * CHUNK + 5);
        for i in [0, 9, 10, CHUNK - 1, CHUNK, 2 * CHUNK + 4] {
            assert_eq!(a[i], i);
        }
        a[CHUNK] = 7;
        assert_eq!(a[CHUNK], 7);
        a.truncate(CHUNK + 1);
        assert_eq!(a.chunks.len(), 2);
        assert_eq!(a.len(), CHUNK + 1);
        assert_eq!(a[0], 0);
        a.push(99);
        assert_eq!(a[CHUNK + 1], 99);
        a.clear();
        assert_eq!((a.len(), a.capacity()), (0, 0));
    }

    #[test]
    fn after_a_truncate_the_first_chunk_fills_before_a_reserved_next_one() {
        let mut a = Arena::default();
        for i in 0..(CHUNK + 10) {
            a.push(i);
        }
        a.truncate(CHUNK - 5);
        // 자리를 미리 한 덩어리 더 잡아 두어도 (트리의 `make_room`), 번호는 덩어리 0부터 이어진다.
        a.grow(CHUNK);
        for i in 0..20 {
            a.push(1_000_000 + i);
        }
        assert_eq!(a.len(), CHUNK + 15);
        assert_eq!(a[CHUNK - 5], 1_000_000);
        assert_eq!(a[CHUNK + 14], 1_000_019);
        let b = a.clone();
        assert_eq!(
            (b.len(), b.capacity(), b[CHUNK + 14]),
            (a.len(), a.capacity(), a[CHUNK + 14])
        );
    }

    #[test]
    fn a_small_last_chunk_grows_to_a_full_one_before_the_next() {
        let mut a: Arena<u32> = Arena::default();
        assert_eq!(a.grow(100), 100);
        assert_eq!(a.capacity(), 100);
        let got = a.grow(CHUNK);
        assert_eq!(a.capacity(), 100 + got);
        assert!(a.capacity() <= CHUNK);
        for i in 0..(CHUNK as u32 + 3) {
            a.push(i);
        }
        assert_eq!(a[CHUNK + 2], CHUNK as u32 + 2);
        assert_eq!(a[CHUNK - 1], CHUNK as u32 - 1);
    }
}
