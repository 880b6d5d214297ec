//! 나누고 합치기 (앱 쪽): 풀이기를 작업자들의 작업으로 나누고, 돌아온 조각을 하나로.

use std::sync::Arc;

use super::job::{AbJob, Job, MctsJob, Nested, RemoteGame, TablebaseJob};
use crate::wire::{Wire, encode};
use gameai::mcts::{Decision, Limit, Rollout, Search, Snapshot, merge_decisions, merge_snapshots};
use gameai::search::{SearchGame, SearchResult, SearchSnapshot, Searcher};
use gameai::step::{Pair, Steppable};
use gameai::tablebase::{GenSnapshot, Generated, Generator, Tablebase};

/// 작업자들에게 나누어 돌릴 수 있는 풀이기.
///
/// 작업자는 국면에서 풀이기를 새로 만들어 돌리므로, 이쪽 풀이기가 가진 트리나 표는 건너가지
/// 않는다 (작업자가 제 것을 이어 쓴다). 그래서 합친 답에도 트리나 표는 없다.
pub trait Remote: Steppable + Sized {
    /// 작업자 한 명의 스냅숏.
    type SnapPart: Wire;
    /// 작업자 한 명의 답.
    type Part: Wire;

    /// 작업자 `workers`명(1 이상)에게 나눌 작업들 (루트 병렬이 아니면 하나).
    fn jobs(&self, workers: usize) -> Vec<Job>;
    /// 작업자들의 스냅숏을 하나로 (아직 하나도 없으면 `None`).
    fn merge_snapshots(parts: Vec<Self::SnapPart>) -> Option<Self::Snapshot>;
    /// 작업자들의 답을 하나로 (작업마다 하나씩, 작업 순서대로).
    fn merge_outputs(parts: Vec<Self::Part>) -> Option<Self::Output>;
}

/// 트리 `i`의 반복 예산: 네이티브 [`Search`]가 반복 예산을 트리들에 나누는 것과 같다.
fn split_limit(limit: Limit, i: usize, k: usize) -> Limit {
    match limit {
        Limit::Iterations(n) => {
            let (q, r) = (n / k as u64, n % k as u64);
            Limit::Iterations(q + u64::from((i as u64) < r))
        }
        Limit::Millis(ms) => Limit::Millis(ms),
    }
}

impl<G: Rollout + RemoteGame> Remote for Search<G>
where
    G::Move: Wire,
{
    type SnapPart = Snapshot<G::Move>;
    type Part = Decision<G::Move>;

    /// 루트 병렬: 작업자마다 트리 하나, 씨앗은 `seed + i`, 메모리 상한은 똑같이 나눈 몫 (네이티브에서
    /// 스레드마다 트리 하나인 것과 같다).
    fn jobs(&self, workers: usize) -> Vec<Job> {
        let k = workers.max(1);
        let state = encode(self.root_state());
        (0..k)
            .map(|i| {
                Job::Mcts(MctsJob {
                    game: G::KIND,
                    state: state.clone(),
                    config: self.config(),
                    limit: split_limit(self.limit(), i, k),
                    seed: self.seed().wrapping_add(i as u64),
                    depth: self.snapshot_depth(),
                    memory: self.memory_limit().map(|m| (m / k) as u64),
                })
            })
            .collect()
    }

    fn merge_snapshots(parts: Vec<Self::SnapPart>) -> Option<Self::Snapshot> {
        merge_snapshots(parts)
    }

    fn merge_outputs(parts: Vec<Self::Part>) -> Option<Self::Output> {
        merge_decisions(parts)
    }
}

/// 알파-베타 작업 하나 (`keep_table`: 대국의 수면 작업자가 표를 이어 쓴다).
pub fn ab_job<G: SearchGame + RemoteGame>(searcher: &Searcher<G>, keep_table: bool) -> Job {
    Job::AlphaBeta(AbJob {
        game: G::KIND,
        state: encode(searcher.root()),
        config: searcher.config(),
        keep_table,
        tables: endgame_tables(searcher),
    })
}

/// 탐색기가 끝내기 표에 묻는다면 그 표들 (작업자가 같은 곳에 묻게: 묻는 곳 자체는 건너지 못한다).
fn endgame_tables<G: SearchGame>(searcher: &Searcher<G>) -> Option<Arc<Tablebase>> {
    let oracle = searcher.oracle()?;
    oracle.source().downcast_ref::<Tablebase>()?;
    // 근원이 표라면 그 Arc를 나눠 가진다 (베끼지 않는다).
    let any: Arc<dyn core::any::Any + Send + Sync> = oracle.0.clone();
    any.downcast::<Tablebase>().ok()
}

/// 표 만들기는 작업자 한 명에게: 이미 풀린 표들과 지켜볼 국면들을 싣고, 답은 모든 표.
impl Remote for Generator {
    type SnapPart = GenSnapshot;
    type Part = Generated;

    fn jobs(&self, _workers: usize) -> Vec<Job> {
        vec![Job::Tablebase(Box::new(TablebaseJob {
            material: self.target().clone(),
            have: self.done().clone(),
            watch: self.watch().to_vec(),
        }))]
    }

    fn merge_snapshots(parts: Vec<GenSnapshot>) -> Option<GenSnapshot> {
        parts.into_iter().next()
    }

    fn merge_outputs(parts: Vec<Generated>) -> Option<Generated> {
        parts.into_iter().next()
    }
}

impl<G: SearchGame + RemoteGame> Remote for Searcher<G>
where
    G::Move: Wire,
{
    type SnapPart = SearchSnapshot<G::Move>;
    type Part = SearchResult<G::Move>;

    /// 알파-베타는 나누지 않는다 (네이티브에서도 스레드 하나). 표는 늘 새 것 (실험, 설명).
    /// 뿌리의 수를 제한한 탐색기(UCI의 `searchmoves`)는 작업에 그 제한을 실을 수 없으므로
    /// 맡기지 않는다 (빈 목록: 제자리에서 돈다).
    fn jobs(&self, _workers: usize) -> Vec<Job> {
        if self.root_moves().is_some() {
            return Vec::new();
        }
        vec![ab_job(self, false)]
    }

    fn merge_snapshots(parts: Vec<Self::SnapPart>) -> Option<Self::Snapshot> {
        parts.into_iter().next()
    }

    fn merge_outputs(parts: Vec<Self::Part>) -> Option<Self::Output> {
        parts.into_iter().next()
    }
}

impl<S: Remote> Remote for Pair<S> {
    type SnapPart = [Option<Nested<S::SnapPart>>; 2];
    type Part = [Nested<S::Part>; 2];

    /// 작업자 `i`는 A의 `i`번째 몫을 끝까지, 그다음 B의 `i`번째 몫을 돈다.
    fn jobs(&self, workers: usize) -> Vec<Job> {
        let (a, b) = self.halves();
        a.jobs(workers)
            .into_iter()
            .zip(b.jobs(workers))
            .map(|(a, b)| Job::Pair(Box::new([a, b])))
            .collect()
    }

    fn merge_snapshots(parts: Vec<Self::SnapPart>) -> Option<Self::Snapshot> {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for [pa, pb] in parts {
            a.extend(pa.map(|n| n.0));
            b.extend(pb.map(|n| n.0));
        }
        Some([S::merge_snapshots(a), S::merge_snapshots(b)])
    }

    fn merge_outputs(parts: Vec<Self::Part>) -> Option<Self::Output> {
        let (a, b): (Vec<_>, Vec<_>) = parts.into_iter().map(|[a, b]| (a.0, b.0)).unzip();
        Some([S::merge_outputs(a)?, S::merge_outputs(b)?])
    }
}

/// 한 조각 안에 끝나는 풀이기는 작업자로 보내지 않는다 (작업이 없다): 님의 님 합 (더미 몇 개의 XOR),
/// 위토프 표 (가장 큰 판 34×20도 칸마다 줄 요약 셋을 보는 한 번의 훑기, 수십 마이크로초).
macro_rules! stays_local {
    ($($t:ty),*) => {$(
        impl Remote for $t {
            type SnapPart = ();
            type Part = ();
            fn jobs(&self, _workers: usize) -> Vec<Job> {
                Vec::new()
            }
            fn merge_snapshots(_: Vec<()>) -> Option<Self::Snapshot> {
                None
            }
            fn merge_outputs(_: Vec<()>) -> Option<Self::Output> {
                None
            }
        }
    )*};
}
stays_local!(gameai::nim::NimSolver, gameai::games::wythoff::FastSolver);
