//! 생각 모듈로 돌릴 수 있는 풀이기([`Thinkable`])와 생각 하나의 표([`Ticket`]).

use core::sync::atomic::{AtomicU64, Ordering};

use gameai::step::Steppable;
use gameai_remote::Remote;

/// 생각 하나의 표. 앱 전체에서 한 번만 쓰인다.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(u64);

static NEXT_TICKET: AtomicU64 = AtomicU64::new(1);

impl Ticket {
    pub(super) fn next() -> Ticket {
        Ticket(NEXT_TICKET.fetch_add(1, Ordering::Relaxed))
    }

    /// 표의 번호 (작업자에게 가는 편지의 번호이기도 하다).
    pub fn number(self) -> u64 {
        self.0
    }
}

/// 생각 모듈로 돌릴 수 있는 풀이기: 조금씩 돌릴 수 있고 ([`Steppable`]), 작업자들에게 나눌 수
/// 있다 ([`Remote`]; 작업이 없으면 웹에서도 주 스레드 조각으로 돈다).
pub trait Thinkable:
    Steppable<Snapshot: Clone + Send + Sync, Output: Send + Sync>
    + Remote<SnapPart: Clone + Send + Sync, Part: Send + Sync>
    + Send
    + Sync
    + 'static
{
}
impl<S> Thinkable for S where
    S: Steppable<Snapshot: Clone + Send + Sync, Output: Send + Sync>
        + Remote<SnapPart: Clone + Send + Sync, Part: Send + Sync>
        + Send
        + Sync
        + 'static
{
}
