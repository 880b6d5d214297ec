//! 작은 이진 인코딩: 생각을 다른 곳(웹의 작업자, Web Worker)에서 돌릴 때 경계를 건너는 값들.
//!
//! 앱은 작업(게임, 국면, 탐색 설정, 예산, 씨앗)을 바이트로 만들어 작업자에게 보내고, 작업자는
//! 스냅숏과 결론을 바이트로 돌려준다 ([`crate`]). 바깥 크레이트 없이 손으로 짠 형식이다:
//! - 부호 없는 정수는 LEB128 가변 길이 (작은 값은 한 바이트), `i32`는 지그재그로 접은 뒤 같은 방식.
//! - `f32`는 비트 그대로 4바이트 (리틀 엔디언), `bool`은 한 바이트 (0 또는 1).
//! - `Option<T>`는 태그 바이트 (0 없음, 1 있음) 뒤에 값, `Vec<T>`는 길이 뒤에 원소들.
//! - 게임 국면은 게임마다 제 모양으로 (`games.rs`): 판의 돌과 차례, 체스는 처음 국면의
//!   FEN과 둔 수들. 풀이기의 설정·스냅숏·결론은 `solvers.rs`.
//!
//! 읽기는 절대 패닉하지 않는다: 짧거나, 태그가 틀리거나, 불가능한 국면이면 [`WireError`]다. 길이는
//! 남은 바이트 수를 넘을 수 없으므로 망가진 입력이 거대한 할당을 부르지도 않는다.

use core::fmt;

use gameai::games::{Player, Status};

mod games;
mod review;
mod solvers;
mod tablebase;

/// 편지로 받는 전치표 크기의 상한 (2^22칸).
pub const MAX_WIRE_TT_BITS: u32 = 22;
/// 편지로 받는 MultiPV 줄 수의 한계 (UCI의 `MultiPV` 한계와 같다).
pub const MAX_WIRE_MULTIPV: u32 = 8;

/// 읽다가 만난 문제.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// 값이 끝나기 전에 바이트가 떨어졌다.
    Truncated,
    /// 모르는 태그 (무엇을 읽다가, 그 값).
    BadTag(&'static str, u64),
    /// 읽었지만 말이 안 되는 값 (불가능한 국면, 범위 밖의 수).
    Invalid(String),
    /// 값을 다 읽었는데 바이트가 남았다.
    Trailing(usize),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Truncated => write!(f, "the message ends too early"),
            WireError::BadTag(what, t) => write!(f, "unknown {what} tag {t}"),
            WireError::Invalid(why) => write!(f, "invalid value: {why}"),
            WireError::Trailing(n) => write!(f, "{n} bytes left over after the message"),
        }
    }
}

impl std::error::Error for WireError {}

/// 바이트를 쌓는 쪽.
#[derive(Debug, Default)]
pub struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    /// 빈 쓰개.
    pub fn new() -> Self {
        Writer::default()
    }

    /// 쌓은 바이트.
    pub fn finish(self) -> Vec<u8> {
        self.buf
    }

    /// 한 바이트.
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// LEB128 가변 길이 정수.
    pub fn varint(&mut self, mut v: u64) {
        loop {
            let low = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.buf.push(low);
                return;
            }
            self.buf.push(low | 0x80);
        }
    }

    /// 바이트열 (길이 뒤에 내용).
    pub fn bytes(&mut self, b: &[u8]) {
        self.varint(b.len() as u64);
        self.buf.extend_from_slice(b);
    }

    /// 값 하나.
    pub fn put<T: Wire>(&mut self, v: &T) {
        v.put(self);
    }
}

/// 바이트를 읽는 쪽.
#[derive(Debug)]
pub struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// `buf`의 처음부터.
    pub fn new(buf: &'a [u8]) -> Self {
        Reader { buf, pos: 0 }
    }

    /// 남은 바이트 수.
    pub fn remaining(&self) -> usize {
        self.buf.len() - self.pos
    }

    /// 한 바이트.
    pub fn byte(&mut self) -> Result<u8, WireError> {
        let b = *self.buf.get(self.pos).ok_or(WireError::Truncated)?;
        self.pos += 1;
        Ok(b)
    }

    /// LEB128 가변 길이 정수 (64비트를 넘으면 오류).
    pub fn varint(&mut self) -> Result<u64, WireError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let part = u64::from(b & 0x7f);
            if shift == 63 && part > 1 {
                return Err(WireError::Invalid("varint overflows 64 bits".into()));
            }
            v |= part << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(WireError::Invalid("varint longer than 10 bytes".into()))
    }

    /// 길이 하나 (남은 바이트보다 클 수 없다: 원소마다 적어도 한 바이트).
    pub fn count(&mut self) -> Result<usize, WireError> {
        let n = self.varint()?;
        if n > self.remaining() as u64 {
            return Err(WireError::Truncated);
        }
        Ok(n as usize)
    }

    /// 바이트열.
    pub fn bytes(&mut self) -> Result<&'a [u8], WireError> {
        let n = self.count()?;
        let out = &self.buf[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    /// 값 하나.
    pub fn get<T: Wire>(&mut self) -> Result<T, WireError> {
        T::get(self)
    }
}

/// 경계를 건널 수 있는 값.
pub trait Wire: Sized {
    /// 쓴다.
    fn put(&self, w: &mut Writer);
    /// 읽는다. 패닉하지 않는다.
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError>;
}

/// 값 하나를 바이트로.
pub fn encode<T: Wire>(v: &T) -> Vec<u8> {
    let mut w = Writer::new();
    v.put(&mut w);
    w.finish()
}

/// 바이트에서 값 하나 (남는 바이트가 있으면 오류).
pub fn decode<T: Wire>(bytes: &[u8]) -> Result<T, WireError> {
    let mut r = Reader::new(bytes);
    let v = T::get(&mut r)?;
    match r.remaining() {
        0 => Ok(v),
        n => Err(WireError::Trailing(n)),
    }
}

/// 범위를 확인하며 좁힌다.
fn narrow<T: TryFrom<u64>>(v: u64, what: &str) -> Result<T, WireError> {
    T::try_from(v).map_err(|_| WireError::Invalid(format!("{what} {v} is out of range")))
}

macro_rules! wire_uint {
    ($($t:ty),*) => {$(
        impl Wire for $t {
            fn put(&self, w: &mut Writer) {
                w.varint(u64::from(*self));
            }
            fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
                narrow(r.varint()?, stringify!($t))
            }
        }
    )*};
}
wire_uint!(u8, u16, u32, u64);

impl Wire for i32 {
    fn put(&self, w: &mut Writer) {
        // 지그재그: 0, -1, 1, -2, … → 0, 1, 2, 3, …
        w.varint(u64::from(((*self << 1) ^ (*self >> 31)) as u32));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let z: u32 = narrow(r.varint()?, "i32")?;
        Ok(((z >> 1) as i32) ^ -((z & 1) as i32))
    }
}

impl Wire for f32 {
    fn put(&self, w: &mut Writer) {
        for b in self.to_le_bytes() {
            w.byte(b);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(f32::from_le_bytes([
            r.byte()?,
            r.byte()?,
            r.byte()?,
            r.byte()?,
        ]))
    }
}

impl Wire for () {
    fn put(&self, _w: &mut Writer) {}
    fn get(_r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(())
    }
}

impl Wire for bool {
    fn put(&self, w: &mut Writer) {
        w.byte(u8::from(*self));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            t => Err(WireError::BadTag("bool", t.into())),
        }
    }
}

impl Wire for String {
    fn put(&self, w: &mut Writer) {
        w.bytes(self.as_bytes());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        String::from_utf8(r.bytes()?.to_vec()).map_err(|_| WireError::Invalid("not UTF-8".into()))
    }
}

impl<T: Wire> Wire for Option<T> {
    fn put(&self, w: &mut Writer) {
        match self {
            None => w.byte(0),
            Some(v) => {
                w.byte(1);
                v.put(w);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(None),
            1 => Ok(Some(T::get(r)?)),
            t => Err(WireError::BadTag("option", t.into())),
        }
    }
}

/// 나눠 가진 값은 그 값 그대로 (받는 쪽에서 새로 나눠 가진다).
impl<T: Wire> Wire for std::sync::Arc<T> {
    fn put(&self, w: &mut Writer) {
        (**self).put(w);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        T::get(r).map(std::sync::Arc::new)
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn put(&self, w: &mut Writer) {
        w.varint(self.len() as u64);
        for v in self {
            v.put(w);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = r.count()?;
        (0..n).map(|_| T::get(r)).collect()
    }
}

impl<T: Wire> Wire for [T; 2] {
    fn put(&self, w: &mut Writer) {
        self[0].put(w);
        self[1].put(w);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok([T::get(r)?, T::get(r)?])
    }
}

impl<A: Wire, B: Wire> Wire for (A, B) {
    fn put(&self, w: &mut Writer) {
        self.0.put(w);
        self.1.put(w);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok((A::get(r)?, B::get(r)?))
    }
}

impl Wire for Player {
    fn put(&self, w: &mut Writer) {
        w.byte(self.index() as u8);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Player::First),
            1 => Ok(Player::Second),
            t => Err(WireError::BadTag("player", t.into())),
        }
    }
}

impl Wire for Status {
    fn put(&self, w: &mut Writer) {
        match self {
            Status::Ongoing => w.byte(0),
            Status::Won(p) => {
                w.byte(1);
                p.put(w);
            }
            Status::Draw => w.byte(2),
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Status::Ongoing),
            1 => Ok(Status::Won(r.get()?)),
            2 => Ok(Status::Draw),
            t => Err(WireError::BadTag("status", t.into())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameai::mcts::{ChildStat, LastIteration, SnapNode, Snapshot};

    fn round<T: Wire + PartialEq + fmt::Debug>(v: T) {
        let bytes = encode(&v);
        assert_eq!(decode::<T>(&bytes), Ok(v), "{bytes:?}");
    }

    #[test]
    fn integers_round_trip_at_their_edges() {
        for v in [0u64, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            round(v);
        }
        for v in [0i32, 1, -1, 63, -64, 1000, -1000, i32::MAX, i32::MIN] {
            round(v);
        }
        for v in [0.0f32, -0.5, 1.0e9, f32::MIN_POSITIVE] {
            round(v);
        }
        assert_eq!(encode(&5u64).len(), 1, "small values take one byte");
    }

    #[test]
    fn containers_round_trip() {
        round(vec![Some(3u16), None, Some(700)]);
        round([String::from("검은 돌"), String::new()]);
        round(Vec::<u8>::new());
        round((0..200u32).collect::<Vec<_>>());
    }

    #[test]
    fn bad_bytes_are_errors_not_panics() {
        assert_eq!(decode::<u64>(&[]), Err(WireError::Truncated));
        assert_eq!(decode::<u64>(&[0x80]), Err(WireError::Truncated));
        assert!(decode::<u64>(&[0xff; 11]).is_err());
        assert_eq!(
            decode::<u8>(&[0x80, 0x02]),
            Err(WireError::Invalid("u8 256 is out of range".into()))
        );
        assert_eq!(decode::<bool>(&[2]), Err(WireError::BadTag("bool", 2)));
        assert_eq!(decode::<u8>(&[1, 2]), Err(WireError::Trailing(1)));
        // 거짓 길이가 거대한 할당을 부르지 않는다.
        assert_eq!(
            decode::<Vec<u64>>(&[0xff, 0xff, 0xff, 0xff, 0x0f]),
            Err(WireError::Truncated)
        );
    }

    #[test]
    fn every_prefix_of_a_message_is_refused() {
        let snap = Snapshot {
            iterations: 12345,
            elapsed: 0.25,
            root: vec![ChildStat {
                mv: 7u8,
                visits: 100,
                wins: 55.5,
                amaf_visits: 40,
                amaf_wins: 21.0,
            }],
            tree: vec![SnapNode {
                id: 0,
                parent: 0,
                depth: 0,
                mv: None,
                visits: 100,
                wins: 50.0,
            }],
            last: LastIteration {
                path: vec![0, 3],
                rollout: vec![1, 2],
                result: Some(Status::Draw),
            },
            pv: vec![7, 2, 9],
            memory: gameai::mcts::TreeMemory {
                bytes: 1 << 20,
                limit: 1 << 21,
                full: true,
            },
        };
        let bytes = encode(&snap);
        assert_eq!(decode::<Snapshot<u8>>(&bytes), Ok(snap));
        for cut in 0..bytes.len() {
            assert!(
                decode::<Snapshot<u8>>(&bytes[..cut]).is_err(),
                "prefix {cut}"
            );
        }
    }
}
