//! `Threads`: 둘 이상이면 lazy SMP ([`gameai::search::Helpers`]). 주 탐색기와 도우미 `Threads − 1`개가
//! 엔진이 가진 함께 쓰는 표(`Hash` 크기)로 같은 뿌리를 찾는다. 하나면 예전처럼 탐색기 제 표로.

use std::sync::Arc;

use gameai::games::chess::Chess;
use gameai::search::{Helpers, Searcher, SharedTable};
use gameai::tt::KeyMode;

use super::{Engine, Running};

/// `Threads`의 상한.
pub(super) const MAX_THREADS: usize = 64;

impl Engine {
    /// 줄의 탐색기에 표를 단다: 스레드가 하나면 이어 쓰는 제 표, 여럿이면 함께 쓰는 표와 도우미들.
    pub(super) fn attach_table(
        &mut self,
        searcher: Searcher<Chess>,
    ) -> (Searcher<Chess>, Option<Helpers>) {
        if self.threads <= 1 {
            return match self.table.take() {
                Some(t) => (searcher.with_table(t), None), // 세대는 with_table이 올린다
                None => (searcher, None),
            };
        }
        self.table = None;
        let bits = self.tt_bits;
        let shared = self
            .shared
            .get_or_insert_with(|| Arc::new(SharedTable::new(bits, KeyMode::Full64)));
        shared.new_search();
        let searcher = searcher.with_shared_table(Arc::clone(shared));
        let helpers = Helpers::start(&searcher, shared, self.threads - 1);
        (searcher, Some(helpers))
    }

    /// 표를 버린다 (`ucinewgame`, `Clear Hash`, `Hash`·`Threads`가 바뀔 때): 다음 탐색은 새 표로.
    pub(super) fn drop_tables(&mut self) {
        self.table = None;
        self.shared = None;
    }
}

impl Running {
    /// 이 줄의 도우미들을 멈추고, 그들이 찾은 노드를 앞의 노드에 더한다.
    pub(super) fn stop_helpers(&mut self) {
        if let Some(h) = self.helpers.take() {
            self.nodes_before += h.stop();
        }
    }

    /// 모든 스레드가 지금까지 찾은 노드 (앞의 줄들 포함).
    pub(super) fn total_nodes(&self, main: u64) -> u64 {
        self.nodes_before + main + self.helpers.as_ref().map_or(0, Helpers::nodes)
    }
}
