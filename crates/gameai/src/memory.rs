//! AI의 메모리 예산 하나: 기기의 메모리에서 정하고, 일꾼(네이티브 스레드, 웹 작업자)마다 나누며,
//! AI가 남기는 모든 것 — MCTS 트리(수와 수 사이에 남기든 아니든), 전치표, 끝내기 표 — 가 그 안에서
//! 잡는다. 명령줄(`gameai mcts --memory`, GTP), 앱, 웹 작업자가 이 한 규칙을 쓴다.
//!
//! - 네이티브: 시스템 메모리의 4분의 1, [`NATIVE_MIN`]..=[`NATIVE_MAX`]. 알 수 없으면 [`NATIVE_UNKNOWN`].
//! - 웹: 브라우저가 알려 주는 기기 메모리(`navigator.deviceMemory`, GB: 0.25부터 8까지로 어림한 값)의
//!   8분의 1, [`WEB_MIN`]..=[`WEB_MAX`]. 알려 주지 않으면 (Safari, Firefox) [`WEB_UNKNOWN`]. 휴대폰
//!   브라우저는 탭 하나에 기기 메모리의 일부만 허락하고, 페이지 자체(그림, 앱의 wasm)도 수백 MB를
//!   쓰므로 네이티브보다 작게 잡는다.
//!
//! 트리는 차면 방문이 적은 노드를 비우고 그 안에서 다시 자라고 ([`crate::mcts::Mcts::set_memory_limit`],
//! [`crate::mcts::Config::recycle`]),
//! 전치표는 예산 안에 드는 가장 큰 2의 거듭제곱 칸으로 만든다 ([`MemoryBudget::table_bits`]).

/// 1 MiB.
pub const MIB: u64 = 1 << 20;
/// 네이티브 예산의 하한.
pub const NATIVE_MIN: u64 = 256 * MIB;
/// 네이티브 예산의 상한.
pub const NATIVE_MAX: u64 = 4096 * MIB;
/// 시스템 메모리를 알 수 없는 네이티브 (리눅스가 아닌 운영 체제).
pub const NATIVE_UNKNOWN: u64 = 512 * MIB;
/// 웹 예산의 하한.
pub const WEB_MIN: u64 = 128 * MIB;
/// 웹 예산의 상한.
pub const WEB_MAX: u64 = 1024 * MIB;
/// 기기 메모리를 알려 주지 않는 브라우저.
pub const WEB_UNKNOWN: u64 = 256 * MIB;

/// AI 전체가 쓸 바이트.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryBudget {
    bytes: u64,
}

impl MemoryBudget {
    /// 바이트로 (1 바이트 이상).
    pub const fn from_bytes(bytes: u64) -> Self {
        MemoryBudget {
            bytes: if bytes == 0 { 1 } else { bytes },
        }
    }

    /// MiB로 (명령줄의 `--memory MB`).
    pub const fn from_mib(mib: u64) -> Self {
        Self::from_bytes(mib.saturating_mul(MIB))
    }

    /// 네이티브: 시스템 메모리(바이트)의 4분의 1, 256 MiB..=4 GiB. 모르면 512 MiB.
    pub fn native(system_bytes: Option<u64>) -> Self {
        Self::from_bytes(
            system_bytes.map_or(NATIVE_UNKNOWN, |b| (b / 4).clamp(NATIVE_MIN, NATIVE_MAX)),
        )
    }

    /// 웹: `navigator.deviceMemory`(GB)의 8분의 1, 128 MiB..=1 GiB. 없거나 이상한 값이면 256 MiB.
    pub fn web(device_memory_gb: Option<f64>) -> Self {
        let bytes = device_memory_gb
            .filter(|gb| gb.is_finite() && *gb > 0.0)
            .map_or(WEB_UNKNOWN, |gb| {
                ((gb * 1024.0 / 8.0) as u64 * MIB).clamp(WEB_MIN, WEB_MAX)
            });
        Self::from_bytes(bytes)
    }

    /// 바이트.
    pub const fn bytes(self) -> u64 {
        self.bytes
    }

    /// `usize`로 (wasm32에서 4 GiB를 넘으면 잘린다).
    pub fn as_usize(self) -> usize {
        usize::try_from(self.bytes).unwrap_or(usize::MAX)
    }

    /// 일꾼 `parts`명 가운데 한 명의 몫 (똑같이 나눈다; `parts`가 0이면 1로).
    pub fn split(self, parts: usize) -> Self {
        Self::from_bytes(self.bytes / parts.max(1) as u64)
    }

    /// 전치표의 칸 수 `2^bits`: 칸 하나가 `slot_bytes`바이트일 때 예산 안에 드는 가장 큰 `bits`,
    /// 많아야 `want` (적어도 1).
    pub fn table_bits(self, slot_bytes: usize, want: u32) -> u32 {
        let slots = self.bytes / slot_bytes.max(1) as u64;
        let fits = slots.checked_ilog2().unwrap_or(0);
        want.min(fits).max(1)
    }
}

/// 이 기계의 메모리 (바이트): 리눅스는 `/proc/meminfo`의 `MemTotal`. 다른 운영 체제와 wasm은 `None`
/// (의존성 없이 읽을 길이 없다: 예산은 [`NATIVE_UNKNOWN`]).
pub fn system_memory() -> Option<u64> {
    #[cfg(target_os = "linux")]
    {
        let info = std::fs::read_to_string("/proc/meminfo").ok()?;
        parse_meminfo(&info)
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// `/proc/meminfo`의 글에서 `MemTotal: N kB`를 바이트로.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn parse_meminfo(info: &str) -> Option<u64> {
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GIB: u64 = 1024 * MIB;

    #[test]
    fn native_takes_a_quarter_within_its_range() {
        assert_eq!(MemoryBudget::native(Some(16 * GIB)).bytes(), 4 * GIB);
        assert_eq!(MemoryBudget::native(Some(8 * GIB)).bytes(), 2 * GIB);
        assert_eq!(MemoryBudget::native(Some(64 * GIB)).bytes(), NATIVE_MAX);
        assert_eq!(MemoryBudget::native(Some(512 * MIB)).bytes(), NATIVE_MIN);
        assert_eq!(MemoryBudget::native(None).bytes(), NATIVE_UNKNOWN);
    }

    #[test]
    fn the_web_takes_an_eighth_of_the_device_or_a_default() {
        assert_eq!(MemoryBudget::web(Some(8.0)).bytes(), GIB);
        assert_eq!(MemoryBudget::web(Some(4.0)).bytes(), 512 * MIB);
        assert_eq!(MemoryBudget::web(Some(2.0)).bytes(), 256 * MIB);
        assert_eq!(MemoryBudget::web(Some(0.5)).bytes(), WEB_MIN);
        for odd in [
            None,
            Some(0.0),
            Some(-1.0),
            Some(f64::NAN),
            Some(f64::INFINITY),
        ] {
            assert_eq!(MemoryBudget::web(odd).bytes(), WEB_UNKNOWN, "{odd:?}");
        }
    }

    #[test]
    fn shares_and_tables_stay_inside_the_budget() {
        let b = MemoryBudget::from_mib(256);
        assert_eq!(b.split(7).bytes(), 256 * MIB / 7);
        assert_eq!(b.split(0), b);
        // 칸 64바이트: 256 MiB에는 2^22칸이 든다.
        assert_eq!(b.table_bits(64, 26), 22);
        assert_eq!(b.table_bits(64, 20), 20);
        assert!((1u64 << b.table_bits(64, 26)) * 64 <= b.bytes());
        assert_eq!(MemoryBudget::from_bytes(10).table_bits(64, 20), 1);
        assert_eq!(MemoryBudget::from_bytes(0).bytes(), 1);
    }

    #[test]
    fn meminfo_is_read_in_bytes() {
        let info = "MemTotal:       24551868 kB\nMemFree:         1000 kB\n";
        assert_eq!(parse_meminfo(info), Some(24_551_868 * 1024));
        assert_eq!(parse_meminfo("MemFree: 1 kB"), None);
        assert_eq!(parse_meminfo("MemTotal: lots kB"), None);
    }
}
