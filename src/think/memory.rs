//! AI의 메모리 예산 ([`AiMemory`]): 앱이 뜰 때 기기에서 한 번 정한다 (규칙은 라이브러리의
//! [`gameai::memory`], 명령줄과 같다). MCTS 트리는 예산 전체를 스레드나 작업자마다 똑같이 나누고,
//! 전치표는 일꾼 한 명의 몫 안에서 가장 큰 2의 거듭제곱 칸으로 잡는다.

use bevy::prelude::*;
use gameai::memory::MemoryBudget;

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
    /// ([`MemoryBudget::web`]), 일꾼은 작업자 `workers`명.
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn web(workers: usize) -> Self {
        let gb = web_sys::window().and_then(|w| {
            js_sys::Reflect::get(&w.navigator(), &"deviceMemory".into())
                .ok()?
                .as_f64()
        });
        AiMemory {
            budget: MemoryBudget::web(gb),
            workers: workers.max(1),
        }
    }

    /// MCTS 트리들 전체의 바이트 (탐색이 트리마다, 작업자마다 똑같이 나눈다).
    pub(crate) fn trees(&self) -> usize {
        self.budget.as_usize()
    }

    /// 트리들을 둘이 나눠 쓸 때 (A/B 비교: 두 탐색이 함께 살아 있다) 한 쪽의 바이트.
    pub(crate) fn trees_of_two(&self) -> usize {
        self.budget.split(2).as_usize()
    }

    /// 전치표의 칸 수 `2^bits`: 일꾼 한 명의 몫 안에서, 많아야 `want`.
    pub(crate) fn table_bits(&self, slot_bytes: usize, want: u32) -> u32 {
        self.budget.split(self.workers).table_bits(slot_bytes, want)
    }
}
