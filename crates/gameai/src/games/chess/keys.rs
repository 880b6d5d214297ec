//! 국면의 폴리글롯 열쇠를 이루는 몫들: 폴리글롯 책 형식 명세의 Random64 수 781개 가운데 기물
//! (64 × 종류 + 칸), 캐슬링 권리 넷, 앙파상 열, 백 차례의 수. 국면(`board.rs`)은 수를 둘 때 바뀐
//! 몫만 XOR해 열쇠를 스스로 고치고, `key_steps.rs`는 수 하나의 XOR들을 설명 화면에 내놓는다.

use super::polyglot_random64::RANDOM64;
use super::types::{Castling, Color, Piece, Square};

/// 폴리글롯 열쇠의 기물 수: 종류 = 2 × 기물 + (백이면 1).
#[inline]
pub(crate) fn piece_key(c: Color, p: Piece, sq: Square) -> u64 {
    let kind = 2 * p.index() + usize::from(c == Color::White);
    RANDOM64[64 * kind + sq.index()]
}

/// 캐슬링 권리 전체의 열쇠 몫.
#[inline]
pub(crate) fn castling_key(c: Castling) -> u64 {
    CASTLING_KEYS[usize::from(c.0 & 15)]
}

/// 권리 네 비트의 16가지 조합마다 열쇠 몫 (수마다 네 번 도는 대신 한 번 찾는다).
static CASTLING_KEYS: [u64; 16] = {
    let mut t = [0; 16];
    let mut c = 0;
    while c < 16 {
        let mut i = 0;
        while i < 4 {
            if c & (1 << i) != 0 {
                t[c] ^= RANDOM64[768 + i];
            }
            i += 1;
        }
        c += 1;
    }
    t
};

/// 앙파상 열의 수.
#[inline]
pub(crate) fn ep_key(file: u8) -> u64 {
    RANDOM64[772 + usize::from(file)]
}

/// 백 차례의 수 (폴리글롯은 백 차례일 때 XOR한다).
pub(crate) const TURN_KEY_INDEX: usize = 780;
