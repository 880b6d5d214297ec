//! AI의 메모리 예산 ([`AiMemory`]): 앱이 뜰 때 기기에서 한 번 정한다 (규칙은 라이브러리의
//! [`gameai::memory`], 명령줄과 같다). MCTS 트리는 예산 전체를 스레드나 작업자마다 똑같이 나누고,
//! 전치표는 일꾼 한 명의 몫 안에서 가장 큰 2의 거듭제곱 칸으로 잡는다.

use bevy::prelude::*;
use gameai::memory::MemoryBudget;

/// 일꾼 하나가 풀이기 말고도 쓰는 메모리 (바이트): 웹 작업자의 wasm 메모리는 스택(1 MiB), 정적
/// 자료, 편지와 국면의 버퍼로 시작한다 (브라우저 시험 `memory.mjs`가 잰 바탕은 docs/measurements.md). 네이티브의
/// 스레드는 프로세스의 메모리를 나눠 쓰므로 셈하지 않는다.
#[cfg(target_arch = "wasm32")]
const WORKER_BASE: u64 = 4 << 20;
#[cfg(not(target_arch = "wasm32"))]
const WORKER_BASE: u64 = 0;

/// AI 전체의 메모리 예산과, 그것을 나누어 쓰는 일꾼(네이티브 스레드, 웹 작업자)의 수.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiMemory {
    /// 예산.
    pub(crate) budget: MemoryBudget,
    /// 일꾼 수 (1 이상).
    pub(crate) workers: usize,
}

impl AiMemory {
    /// 예산과 일꾼 수 (1 이상)로.
    pub fn new(budget: MemoryBudget, workers: usize) -> Self {
        AiMemory {
            budget,
            workers: workers.max(1),
        }
    }

    /// 네이티브: 시스템 메모리의 4분의 1 ([`MemoryBudget::native`]), 일꾼은 AI 스레드.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn native(workers: usize) -> Self {
        AiMemory {
            budget: MemoryBudget::native(gameai::memory::system_memory()),
            workers: workers.max(1),
        }
    }

    /// 웹: 브라우저가 알려 주는 기기 메모리(`navigator.deviceMemory`, Chrome 계열만)로
    /// ([`MemoryBudget::web`]), 일꾼은 작업자 `workers`명. 주소의 `ai-memory=MB`(1–4096)가 있으면 그
    /// 예산 (시험이 작은 예산으로 트리가 차는 것을 본다).
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn web(workers: usize) -> Self {
        let window = web_sys::window();
        let asked = window
            .as_ref()
            .and_then(|w| w.location().search().ok())
            .and_then(|q| {
                q.trim_start_matches('?')
                    .split('&')
                    .find_map(|kv| kv.strip_prefix("ai-memory="))
                    .and_then(|mb| mb.parse::<u64>().ok())
            })
            .filter(|mb| (1..=4096).contains(mb));
        let budget = asked.map_or_else(
            || {
                let gb = window.and_then(|w| {
                    js_sys::Reflect::get(&w.navigator(), &"deviceMemory".into())
                        .ok()?
                        .as_f64()
                });
                MemoryBudget::web(gb)
            },
            MemoryBudget::from_mib,
        );
        AiMemory {
            budget,
            workers: workers.max(1),
        }
    }

    /// 풀이기들이 쓸 수 있는 바이트: 예산에서 일꾼마다의 바탕 몫([`WORKER_BASE`])을 뺀 것.
    fn for_solvers(&self) -> MemoryBudget {
        let base = WORKER_BASE * self.workers as u64;
        MemoryBudget::from_bytes(self.budget.bytes().saturating_sub(base))
    }

    /// MCTS 트리들 전체의 바이트 (탐색이 트리마다, 작업자마다 똑같이 나눈다).
    pub(crate) fn trees(&self) -> usize {
        self.for_solvers().as_usize()
    }

    /// 트리들을 둘이 나눠 쓸 때 (A/B 비교: 두 탐색이 함께 살아 있다) 한 쪽의 바이트.
    pub(crate) fn trees_of_two(&self) -> usize {
        self.for_solvers().split(2).as_usize()
    }

    /// 세션의 체스 끝내기 표들이 쓸 수 있는 바이트: 일꾼 한 명의 몫 (표는 작업자 하나에서 만들고, 대국의
    /// 알파-베타 작업에 실려 작업자 하나로 간다).
    pub(crate) fn endgame_tables(&self) -> usize {
        self.for_solvers().split(self.workers).as_usize()
    }

    /// 전치표의 칸 수 `2^bits`: 일꾼 한 명의 몫 안에서, 많아야 `want`.
    pub(crate) fn table_bits(&self, slot_bytes: usize, want: u32) -> u32 {
        self.for_solvers()
            .split(self.workers)
            .table_bits(slot_bytes, want)
    }
}
