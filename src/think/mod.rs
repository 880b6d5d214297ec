//! AI의 생각을 프레임 밖에서 돌린다.
//!
//! 풀이기는 [`Steppable`]만 구현하면 된다: `step(budget)`은 예산만큼 일하고 돌아온다. 장면은
//! [`Thinker<S>`] 리소스 하나만 안다: [`Thinker::start`]로 맡기고, [`Thinker::snapshot`]으로 생각하는
//! 모습을 읽고, [`Thinker::take`]로 끝난 답을 꺼낸다. 어디서 도는지는 [`ThinkBackend`]가 정한다.
//! - [`ThinkBackend::Pool`] (네이티브 기본): Bevy의 [`AsyncComputeTaskPool`](bevy::tasks::AsyncComputeTaskPool)에서 돈다. 한 조각
//!   (`SLICE_NATIVE`)마다 스냅숏을 내놓고 취소 깃발을 확인한 뒤 양보한다. 프레임은 기다리지 않는다.
//! - [`ThinkBackend::Workers`] (wasm 기본): 웹 작업자(Web Worker)들이 돈다 (`offload.rs`). 풀이기는
//!   작업([`gameai_remote::Job`])으로 나뉘어 일꾼마다 하나씩 가고 (MCTS는 루트 병렬: 일꾼마다 트리
//!   하나), 스냅숏과 답이 편지로 돌아와 합쳐진다. 주 스레드는 탐색을 하지 않는다. 일꾼을 쓸 수
//!   없으면 시간 조각으로 돌고, 그 까닭을 [`ThinkWhere`]에 적는다.
//! - [`ThinkBackend::Slices`] (헤드리스 시험, 일꾼이 없을 때): 매 프레임 주 스레드에서 시간 조각
//!   하나만 돈다. 스레드가 없으므로 시험이 잠 없이 한 프레임씩 결정적으로 진행할 수 있다.
//!
//! 답은 **옮겨진다**: 작업이 끝나면 결과(다음 수에 이어 쓸 표나 트리까지)가 그대로 `Thinker` 안으로
//! 들어오고, 장면은 [`Thinker::take`]로 그것을 가져간다. 주 스레드에서 베끼는 일은 없다.
//!
//! 답에는 시작할 때 받은 [`Ticket`]이 붙는다. 장면은 자기가 기다리는 표와 같은 답만 받는다. 표는
//! 앱 전체에서 한 번만 쓰이는 번호이므로, 새 게임을 시작했거나 장면을 나갔다 들어온 뒤에 옛 생각의
//! 답이 적용되는 일은 있을 수 없다. [`Thinker`] 리소스가 지워지면(장면을 나가면) 생각은 취소된다.

use bevy::prelude::*;

use crate::AppSet;

mod backend;
mod crew;
mod memory;
mod offload;
#[cfg(not(target_arch = "wasm32"))]
mod pool;
mod run;
mod thinkable;
mod thinker;

pub use backend::ThinkBackend;
pub use crew::{LocalCrew, ThinkCrew, ThinkWhere};
pub use memory::AiMemory;
/// 웹의 작업자들 (페이지 표시).
#[cfg(target_arch = "wasm32")]
pub(crate) mod web_crew;
/// 웹의 `?bench=workers`: 작업자 길의 빠르기.
#[cfg(target_arch = "wasm32")]
pub(crate) mod worker_bench;

pub(crate) use gameai::step::Pair;

pub(crate) use thinkable::{Thinkable, Ticket};
pub use thinker::Thinker;
pub(crate) use thinker::{ThinkActivity, ThinkPlugin, ThinkSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThinkActivity>();
    app.init_resource::<ThinkWhere>();
    app.add_systems(First, |mut a: ResMut<ThinkActivity>| {
        a.busy = false;
        a.landed = false;
    });
    app.configure_sets(
        Update,
        (ThinkSet::Drive, ThinkSet::Apply)
            .chain()
            .in_set(AppSet::Think),
    );
    app.add_systems(Update, thinker::flush_cancels.in_set(ThinkSet::Drive));
    #[cfg(not(target_arch = "wasm32"))]
    app.insert_resource(AiMemory::native(ai_threads()));
    #[cfg(target_arch = "wasm32")]
    web_crew::plugin(app);
}

/// AI가 쓸 스레드 수: 한 코어는 화면(주 스레드)에 남긴다 (루트 병렬, wasm은 1: 웹은 작업자들이
/// 나눠 생각한다).
pub(crate) fn ai_threads() -> usize {
    gameai::mcts::available_threads().saturating_sub(1).max(1)
}
