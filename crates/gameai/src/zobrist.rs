//! 조브리스트 해싱: (칸, 돌)마다 64비트 무작위 수를 한 번 정해 두고, 국면의 열쇠는 판 위의 돌들의
//! 수와 "둘 차례" 수의 XOR이다. XOR은 순서를 가리지 않으므로 같은 국면에 다른 수순으로 와도 열쇠가
//! 같고, 돌 하나를 놓거나 들어낼 때 XOR 한 번으로 열쇠를 고친다.
//!
//! 참고: A. L. Zobrist, "A New Hashing Method with Application for Game Playing" (1970);
//! <https://www.chessprogramming.org/Zobrist_Hashing>.
//!
//! 수들은 고정된 씨앗에서 컴파일할 때 만든다 (`const`): 네이티브와 wasm에서, 실행할 때마다 같다.

/// SplitMix64의 한 걸음 (S. Vigna). `const fn`이라 컴파일할 때 표를 채울 수 있다.
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

/// 씨앗 `seed`에서 64비트 수 `N`개.
pub const fn table<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (s, v) = splitmix64(state);
        state = s;
        out[i] = v;
        i += 1;
    }
    out
}

/// 격자 판 게임의 열쇠들: 칸 `MAX_CELLS`개 × 돌 두 종류, 그리고 둘 차례.
#[derive(Clone, Debug)]
pub struct GridKeys<const N: usize> {
    /// `piece[2 * cell + color]`.
    pub piece: [u64; N],
    /// 나중 쪽이 둘 차례일 때 XOR 하는 수.
    pub side: u64,
}

impl<const N: usize> GridKeys<N> {
    /// 씨앗에서 열쇠를 만든다 (`const`).
    pub const fn new(seed: u64) -> Self {
        let piece = table::<N>(seed);
        let (_, side) = splitmix64(seed ^ 0x5151_5151_5151_5151);
        GridKeys { piece, side }
    }

    /// 칸 `cell`의 색 `color`(0 또는 1) 돌의 수.
    pub const fn of(&self, cell: usize, color: usize) -> u64 {
        self.piece[2 * cell + color]
    }
}

/// 열쇠를 비트 문자열로 (높은 비트부터 `bits`개). 설명 화면이 쓴다.
pub fn bits(key: u64, bits: u32) -> String {
    let bits = bits.min(64);
    (0..bits)
        .rev()
        .map(|b| if key >> b & 1 == 1 { '1' } else { '0' })
        .collect()
}

/// 64비트 열쇠를 네 묶음의 16진수로 (`"0123 4567 89ab cdef"`). 열쇠 판과 패널이 쓴다.
pub fn hex_key(k: u64) -> String {
    format!(
        "{:04x} {:04x} {:04x} {:04x}",
        k >> 48,
        (k >> 32) & 0xFFFF,
        (k >> 16) & 0xFFFF,
        k & 0xFFFF
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_key_groups_sixteen_bits() {
        assert_eq!(hex_key(0x0123_4567_89ab_cdef), "0123 4567 89ab cdef");
        assert_eq!(hex_key(1), "0000 0000 0000 0001");
    }

    #[test]
    fn keys_are_fixed_and_distinct() {
        const K: GridKeys<64> = GridKeys::new(42);
        let again = GridKeys::<64>::new(42);
        assert_eq!(K.piece, again.piece);
        let mut v = K.piece.to_vec();
        v.push(K.side);
        v.sort_unstable();
        v.dedup();
        assert_eq!(v.len(), 65);
        // 첫 수는 SplitMix64의 알려진 값이다 (씨앗 0).
        assert_eq!(splitmix64(0).1, 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn bit_strings() {
        assert_eq!(bits(0b1011, 4), "1011");
        assert_eq!(bits(u64::MAX, 3), "111");
    }
}
