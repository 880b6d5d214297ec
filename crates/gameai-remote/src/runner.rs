//! 작업자 안: 편지를 받아 풀이기를 만들고 조각마다 돌리며, 수와 수 사이에 트리와 표를 남긴다.

use std::any::Any;

use std::sync::Arc;

use super::job::{AbJob, Bytes, FromWorker, Job, MctsJob, RemoteGame, TablebaseJob, ToWorker};
use super::lineage::Lineage;
use super::review_job::{JudgeBudget, ReviewJob};
use crate::wire::{Wire, WireError, decode, encode};
use gameai::games::GameId;
use gameai::games::chess::Chess;
use gameai::games::gomoku::Gomoku;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::games::tictactoe::TicTacToe;
use gameai::mcts::{Mcts, Rollout, Search};
use gameai::review::{ChessJudge, GomokuJudge, Judge, MctsJudge, Reviewer};
use gameai::search::{Oracle, SearchGame, Searcher};
use gameai::step::{Budget, Pair, Progress, Steppable};
use gameai::tablebase::{Generator, Tablebase};
use gameai::tt::Table;

/// 작업자가 수와 수 사이에 남겨 두는 것.
#[derive(Default)]
struct Kept {
    /// 마지막 MCTS 트리 (루트가 그 생각의 국면).
    tree: Option<Box<dyn Any + Send + Sync>>,
    /// 마지막 전치표와 그 생각의 국면.
    table: Option<(Box<dyn Any + Send + Sync>, Box<dyn Any + Send + Sync>)>,
}

/// 게임을 모르는 풀이기: 답과 스냅숏을 바이트로 낸다.
trait Erased: Send + Sync {
    fn step(&mut self, budget: Budget) -> Option<Vec<u8>>;
    fn snapshot(&self) -> Vec<u8>;
    /// 끝난 뒤 다음 수에 남길 것을 남긴다.
    fn keep(&mut self, kept: &mut Kept);
}

/// 풀이기와, 끝난 뒤 다음 수에 무엇을 남길지.
struct Erase<S> {
    solver: S,
    keep: fn(&mut S, &mut Kept),
}

impl<S> Erase<S> {
    /// 아무것도 남기지 않는 풀이기 (실험, 짝, 설명).
    fn plain(solver: S) -> Self {
        Erase {
            solver,
            keep: |_, _| {},
        }
    }
}

impl<S> Erased for Erase<S>
where
    S: Steppable<Output: Wire, Snapshot: Wire> + Send + Sync,
{
    fn step(&mut self, budget: Budget) -> Option<Vec<u8>> {
        self.solver.step(budget).done().map(|out| encode(&out))
    }
    fn snapshot(&self) -> Vec<u8> {
        encode(&self.solver.snapshot())
    }
    fn keep(&mut self, kept: &mut Kept) {
        (self.keep)(&mut self.solver, kept);
    }
}

/// MCTS 하나가 끝나면: (재사용이 켜져 있으면) 트리를 남긴다.
fn keep_tree<G: Rollout + 'static>(search: &mut Search<G>, kept: &mut Kept) {
    if search.config().reuse {
        kept.tree = search
            .take_tree()
            .map(|t| Box::new(t) as Box<dyn Any + Send + Sync>);
    }
}

/// 대국의 알파-베타 하나가 끝나면: 표와 그 국면을 남긴다.
fn keep_table<G: SearchGame>(searcher: &mut Searcher<G>, kept: &mut Kept) {
    let at = Box::new(searcher.root().clone()) as Box<dyn Any + Send + Sync>;
    kept.table = searcher
        .take_table()
        .map(|t| (Box::new(t) as Box<dyn Any + Send + Sync>, at));
}

/// 짝: A 다음 B, 두 답(스냅숏)을 [`Bytes`]로 싸서.
impl Steppable for Box<dyn Erased> {
    type Output = Bytes;
    type Snapshot = Bytes;
    fn step(&mut self, budget: Budget) -> Progress<Bytes> {
        match (**self).step(budget) {
            Some(out) => Progress::Done(Bytes(out)),
            None => Progress::Pending,
        }
    }
    fn snapshot(&self) -> Bytes {
        Bytes((**self).snapshot())
    }
}

fn start_mcts<G: Rollout + RemoteGame + Lineage<Step = G::Move>>(
    job: MctsJob,
    kept: &mut Kept,
    keep: bool,
) -> Result<Box<dyn Erased>, WireError>
where
    G::Move: Wire,
{
    let state: G = decode(&job.state)?;
    // 작업자는 다음 작업이 이어 쓸 것만 남긴다: 트리를 키우기 전에 남겨 둔 표를 놓아 준다 (작업자
    // 한 명의 메모리 몫은 지금 도는 풀이기의 것이다).
    kept.table = None;
    let reused = kept
        .tree
        .take()
        .and_then(|t| t.downcast::<Mcts<G>>().ok())
        .filter(|t| keep && job.config.reuse && t.config() == job.config)
        .and_then(|mut t| {
            // 수를 두어 온 국면만 (네이티브 대국처럼). 같은 국면이 다시 오면 새 판이다 (AI가 먼저
            // 두는 새 게임): 새 트리로.
            let path = state
                .moves_since(t.root_state())
                .filter(|p| !p.is_empty())?;
            for mv in path {
                t.advance(mv);
            }
            // 네이티브 대국이 이어 쓰는 트리와 같이: 마지막 반복은 적지 않는다.
            t.set_record_last(false);
            Some(t)
        });
    let mut search = match reused {
        Some(tree) => Search::with_trees(vec![*tree], job.limit),
        None => Search::new(state, job.config, job.seed, job.limit, 1),
    }
    .with_snapshot_depth(job.depth);
    if let Some(bytes) = job.memory {
        search = search.with_memory(usize::try_from(bytes).unwrap_or(usize::MAX));
    }
    Ok(if keep {
        Box::new(Erase {
            solver: search,
            keep: keep_tree,
        })
    } else {
        Box::new(Erase::plain(search))
    })
}

fn start_ab<G: SearchGame + RemoteGame>(
    job: AbJob,
    kept: &mut Kept,
    keep: bool,
) -> Result<Box<dyn Erased>, WireError>
where
    G::Move: Wire,
{
    let state: G = decode(&job.state)?;
    // 남겨 둔 트리는 놓아 준다 (위의 MCTS와 같은 까닭).
    kept.tree = None;
    let mut searcher = Searcher::new(state.clone(), job.config);
    if let Some(tables) = job.tables {
        searcher = searcher.with_oracle(chess_oracle::<G>(tables)?);
    }
    if keep && job.keep_table && job.config.use_tt {
        let table = kept.table.take().and_then(|(table, at)| {
            let table = table.downcast::<Table<G::Move>>().ok()?;
            let at = at.downcast::<G>().ok()?;
            let fits = table.len() == 1 << job.config.tt_bits.clamp(1, gameai::tt::MAX_BITS)
                && table.mode() == job.config.key_mode;
            let descends = state.moves_since(&at).is_some_and(|p| !p.is_empty());
            (fits && descends).then_some(table)
        });
        if let Some(t) = table {
            searcher = searcher.with_table(*t);
        }
    }
    Ok(if keep && job.keep_table {
        Box::new(Erase {
            solver: searcher,
            keep: keep_table,
        })
    } else {
        Box::new(Erase::plain(searcher))
    })
}

/// 끝내기 표들을 게임 `G`의 탐색이 물을 곳으로 (표는 체스의 것: 다른 게임이면 틀린 작업).
fn chess_oracle<G: SearchGame>(tables: Arc<Tablebase>) -> Result<Oracle<G>, WireError> {
    let oracle: Box<dyn Any> = Box::new(gameai::tablebase::oracle(tables));
    oracle
        .downcast::<Oracle<G>>()
        .map(|o| *o)
        .map_err(|_| WireError::Invalid("endgame tables are for chess only".into()))
}

/// 돌아보기의 작업에서 그 돌아보기를 다시 만든다 (앱의 것과 같은 판정, 같은 예산).
fn start_review(job: ReviewJob) -> Result<Box<dyn Erased>, WireError> {
    fn made<J>(judge: J, job: &ReviewJob) -> Result<Box<dyn Erased>, WireError>
    where
        J: Judge<Pos: Wire + Send + Sync, Move: Wire + Send + Sync> + Send + Sync + 'static,
    {
        let start: J::Pos = decode(&job.start)?;
        let moves: Vec<J::Move> = decode(&job.moves)?;
        let reviewer = Reviewer::new(judge, &start, job.first, &moves)
            .map_err(|e| WireError::Invalid(e.to_string()))?
            .from_ply(job.from as usize)
            .until_ply(job.to as usize);
        Ok(Box::new(Erase::plain(reviewer)))
    }
    match (job.game, job.budget) {
        (
            GameId::Hex,
            JudgeBudget::Mcts {
                config,
                iterations,
                seed,
            },
        ) => made(MctsJudge::<Hex>::new(config, iterations, seed), &job),
        (
            GameId::Havannah,
            JudgeBudget::Mcts {
                config,
                iterations,
                seed,
            },
        ) => made(MctsJudge::<Havannah>::new(config, iterations, seed), &job),
        (GameId::Gomoku, JudgeBudget::AlphaBeta(config)) => made(GomokuJudge { config }, &job),
        (GameId::Chess, JudgeBudget::AlphaBeta(config)) => made(ChessJudge::new(config), &job),
        (g, b) => Err(WireError::Invalid(format!("no review of {g:?} by {b:?}"))),
    }
}

/// 작업에서 풀이기를 만든다. `keep`: 이 작업이 남겨 둔 것을 이어 쓰고 남길 수 있는가 (짝의
/// 반쪽은 아니다: 비교는 늘 새로 찾는다).
fn build(job: Job, kept: &mut Kept, keep: bool) -> Result<Box<dyn Erased>, WireError> {
    match job {
        Job::Mcts(j) => match j.game {
            GameId::Hex => start_mcts::<Hex>(j, kept, keep),
            GameId::Havannah => start_mcts::<Havannah>(j, kept, keep),
            g => Err(WireError::Invalid(format!("no MCTS for {g:?}"))),
        },
        Job::AlphaBeta(j) => match j.game {
            GameId::Gomoku => start_ab::<Gomoku>(j, kept, keep),
            GameId::Chess => start_ab::<Chess>(j, kept, keep),
            GameId::TicTacToe => start_ab::<TicTacToe>(j, kept, keep),
            g => Err(WireError::Invalid(format!("no alpha-beta for {g:?}"))),
        },
        Job::Tablebase(j) => {
            // 표는 크다: 남겨 둔 트리와 전치표를 놓아 준다.
            *kept = Kept::default();
            let TablebaseJob {
                material,
                have,
                watch,
            } = *j;
            let generator = Generator::new(&material, have).with_watch(watch);
            Ok(Box::new(Erase::plain(generator)))
        }
        Job::Review(j) => {
            // 돌아보기는 제 판정마다 새로 찾는다: 남겨 둔 트리와 표는 놓아 준다.
            *kept = Kept::default();
            start_review(*j)
        }
        Job::Pair(p) => {
            // 비교는 늘 새로 찾는다: 남겨 둔 것은 쓰지 않으므로 놓아 준다.
            *kept = Kept::default();
            let [a, b] = *p;
            let pair = Pair::new(build(a, kept, false)?, build(b, kept, false)?);
            Ok(Box::new(Erase::plain(pair)))
        }
    }
}

/// 작업자 안에서 도는 쪽: 편지를 받고, 조각마다 돌고, 보낼 편지를 낸다. 시계도 스레드도 모른다
/// (작업자의 껍데기가 조각 사이에 편지를 받고 다음 조각을 예약한다).
#[derive(Default)]
pub struct Runner {
    running: Option<(u64, Box<dyn Erased>)>,
    kept: Kept,
}

impl core::fmt::Debug for Runner {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Runner")
            .field("running", &self.running.as_ref().map(|r| r.0))
            .finish_non_exhaustive()
    }
}

impl Runner {
    /// 빈 작업자.
    pub fn new() -> Self {
        Runner::default()
    }

    /// 생각 중인가 (다음 조각을 예약해야 하는가).
    pub fn is_busy(&self) -> bool {
        self.running.is_some()
    }

    /// 편지 하나를 받는다. 답장들을 돌려준다.
    pub fn receive(&mut self, bytes: &[u8]) -> Vec<FromWorker> {
        let msg = match decode::<ToWorker>(bytes) {
            Ok(m) => m,
            Err(e) => {
                return vec![FromWorker::Failed {
                    id: 0,
                    why: e.to_string(),
                }];
            }
        };
        let mut out = Vec::new();
        match msg {
            ToWorker::Start { id, job } => {
                if let Some((old, _)) = self.running.take() {
                    out.push(FromWorker::Stopped { id: old });
                }
                match build(job, &mut self.kept, true) {
                    Ok(solver) => self.running = Some((id, solver)),
                    Err(e) => out.push(FromWorker::Failed {
                        id,
                        why: e.to_string(),
                    }),
                }
            }
            ToWorker::Cancel { id } => {
                if self.running.as_ref().is_some_and(|r| r.0 == id) {
                    self.running = None;
                }
                out.push(FromWorker::Stopped { id });
            }
        }
        out
    }

    /// 조각 하나를 돈다. 끝났으면 답.
    pub fn step(&mut self, budget: Budget) -> Option<FromWorker> {
        let (id, solver) = self.running.as_mut()?;
        let data = Erased::step(&mut **solver, budget)?;
        let id = *id;
        if let Some((_, mut solver)) = self.running.take() {
            Erased::keep(&mut *solver, &mut self.kept);
        }
        Some(FromWorker::Done { id, data })
    }

    /// 지금 생각의 모습.
    pub fn snapshot(&self) -> Option<FromWorker> {
        let (id, solver) = self.running.as_ref()?;
        Some(FromWorker::Snapshot {
            id: *id,
            data: Erased::snapshot(&**solver),
        })
    }
}
