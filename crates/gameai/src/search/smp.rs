//! Lazy SMP: 도우미 스레드들이 주 탐색기와 같은 뿌리를 제 탐색기로 찾으며 함께 쓰는 표
//! ([`SharedTable`])를 채운다. 주 탐색기는 평소처럼 찾고 답한다; 도우미가 먼저 찾아 적어 둔 값과 수
//! 덕분에 같은 시간에 더 깊이 간다 (<https://www.chessprogramming.org/Lazy_SMP>). 도우미는 깊이를
//! 건너뛰며 찾아 (첫 도우미는 짝수 깊이만) 주 탐색기보다 한 깊이 앞에서 표를 채운다. UCI의 `Threads`가
//! 쓴다; 앱은 쓰지 않는다 (웹의 생각은 작업자가 하고, wasm32에서는 스레드를 띄우지 못해 도우미 없이 돈다).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;

use crate::step::{Budget, Progress, Steppable};

use super::game::SearchGame;
use super::searcher::Searcher;
use super::shared::SharedTable;

/// 도우미 `i`가 건너뛸 깊이의 폭과 위상 (Stockfish 8의 lazy SMP 표): 첫 도우미는 짝수 깊이만, 둘째는
/// 홀수 깊이만, 그다음 넷은 둘씩 건너뛰며 … 그래서 스레드들이 서로 다른 깊이에서 표를 채운다.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// 도우미가 멈추라는 신호를 보는 사이의 노드 수.
const HELPER_SLICE: u64 = 2_000;

/// 돌고 있는 도우미 스레드들. 버리면 멈추고 기다린다.
#[derive(Debug)]
pub struct Helpers {
    stop: Arc<AtomicBool>,
    nodes: Arc<AtomicU64>,
    handles: Vec<JoinHandle<()>>,
}

impl Helpers {
    /// 도우미 `count`개를 띄운다. 저마다 `main`의 뿌리, 설정 (시간 한도 없이: 멈추라 할 때까지),
    /// 뿌리의 수 제한, 끝내기 표를 그대로 쓰고, 표는 `table`을 함께 쓴다 (`main`도 같은 표로
    /// 찾아야 도움이 된다: [`Searcher::with_shared_table`]).
    pub fn start<G>(main: &Searcher<G>, table: &Arc<SharedTable<G::Move>>, count: usize) -> Self
    where
        G: SearchGame + Send + 'static,
        G::Move: Send + Sync,
    {
        let stop = Arc::new(AtomicBool::new(false));
        let nodes = Arc::new(AtomicU64::new(0));
        // 스레드를 띄우지 못하면 (wasm32, 또는 자원이 모자라면) 그 도우미 없이: 주 탐색은 그대로
        // 맞는 답을 낸다, 더 느릴 뿐.
        let handles = (0..count)
            .filter_map(|i| {
                let mut helper = main.helper(i, table);
                let (stop, nodes) = (Arc::clone(&stop), Arc::clone(&nodes));
                let builder = std::thread::Builder::new().name(format!("lazy-smp-{i}"));
                builder
                    .spawn(move || {
                        // 멈추라는 신호는 조각 하나를 찾은 뒤에 본다: 주 탐색이 스레드가 뜨기도 전에
                        // 끝나도 도우미마다 조각 하나는 찾는다 (멈추기는 그만큼, 2,000 노드쯤 늦다).
                        let mut counted = 0;
                        loop {
                            let done = matches!(
                                helper.step(Budget::Work(HELPER_SLICE)),
                                Progress::Done(_)
                            );
                            nodes.fetch_add(helper.nodes() - counted, Ordering::Relaxed);
                            counted = helper.nodes();
                            if done || stop.load(Ordering::Relaxed) {
                                break;
                            }
                        }
                    })
                    .ok()
            })
            .collect();
        Helpers {
            stop,
            nodes,
            handles,
        }
    }

    /// 띄운 도우미 수.
    pub fn len(&self) -> usize {
        self.handles.len()
    }

    /// 도우미가 없는가.
    pub fn is_empty(&self) -> bool {
        self.handles.is_empty()
    }

    /// 도우미들이 지금까지 찾은 노드 (UCI의 `nodes`는 모든 스레드의 합이다).
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// 멈추게 하고 모두 끝날 때까지 기다린다. 도우미들의 노드 수를 돌려준다.
    pub fn stop(mut self) -> u64 {
        self.halt();
        self.nodes()
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for h in self.handles.drain(..) {
            // 도우미의 패닉은 주 탐색의 답을 바꾸지 않는다 (도우미는 표만 채운다).
            let _ = h.join();
        }
    }
}

impl Drop for Helpers {
    fn drop(&mut self) {
        self.halt();
    }
}

impl<G: SearchGame> Searcher<G> {
    /// 도우미 `i`의 탐색기: 같은 뿌리·설정·뿌리의 수 제한·끝내기 표, 시간 한도 없이, 함께 쓰는 표로.
    fn helper(&self, i: usize, table: &Arc<SharedTable<G::Move>>) -> Searcher<G> {
        let mut config = self.config;
        config.max_millis = None;
        config.use_tt = true;
        let mut s = Searcher::new(self.root.clone(), config).with_shared_table(Arc::clone(table));
        s.tables.oracle = self.tables.oracle.clone();
        s.limits.root_moves = self.limits.root_moves.clone();
        s.limits.skip = Some((
            SKIP_SIZE[i % SKIP_SIZE.len()],
            SKIP_PHASE[i % SKIP_PHASE.len()],
        ));
        s
    }
}
