//! 생각을 다른 곳(웹의 작업자, Web Worker)에서 돌리기: 무엇을 보내고, 무엇을 돌려받고, 저쪽에서
//! 어떻게 도는가. 스레드도 브라우저도 모르는 순수한 부분이라 네이티브 시험으로 전부 확인한다.
//!
//! - [`Job`]: 작업자 한 명의 몫 — 어떤 탐색(MCTS, 알파-베타, 둘을 차례로), 어떤 게임의 어떤 국면,
//!   설정, 예산, 씨앗.
//! - [`ToWorker`] / [`FromWorker`]: 경계를 건너는 편지. 편지마다 생각의 번호가 붙어, 옛 생각의
//!   답은 받는 쪽이 알아보고 버린다.
//! - [`Remote`]: 앱의 풀이기를 작업들로 나누고 (루트 병렬이면 작업자마다 트리 하나), 돌아온
//!   조각들을 하나로 합친다 — 네이티브의 [`Search`]가 제 트리들을 합치는 것과 같은 규칙으로.
//! - [`Runner`]: 작업자 안에서 도는 쪽. 편지를 받아 풀이기를 만들고 조각마다 돌린다. 한 판의
//!   수와 수 사이에는 MCTS 트리와 전치표를 제 안에 남겨 두었다가, 다음 국면이 그 국면에서 수를
//!   두어 온 것이면 이어 쓴다 ([`Lineage`]).

use std::any::Any;

use crate::games::chess::Chess;
use crate::games::gomoku::{GMove, Gomoku};
use crate::games::havannah::{HavMove, Havannah};
use crate::games::hex::{Hex, HexMove};
use crate::games::tictactoe::TicTacToe;
use crate::games::Player;
use crate::mcts::{
    Config, Decision, Game, Limit, Mcts, Rollout, Search, Snapshot, merge_decisions,
    merge_snapshots,
};
use crate::search::{SearchConfig, SearchGame, SearchResult, SearchSnapshot, Searcher};
use crate::step::{Budget, Pair, Progress, Steppable};
use crate::tt::Table;
use crate::wire::{Reader, Wire, WireError, Writer, decode, encode};

/// 경계를 건널 수 있는 게임.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    /// 헥스 (MCTS).
    Hex,
    /// 하바나 (MCTS).
    Havannah,
    /// 오목 (알파-베타).
    Gomoku,
    /// 체스 (알파-베타).
    Chess,
    /// 틱택토 (알파-베타, 전치표 설명).
    TicTacToe,
}

impl GameKind {
    const ALL: [GameKind; 5] = [
        GameKind::Hex,
        GameKind::Havannah,
        GameKind::Gomoku,
        GameKind::Chess,
        GameKind::TicTacToe,
    ];
}

impl Wire for GameKind {
    fn put(&self, w: &mut Writer) {
        w.byte(*self as u8);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let t = r.byte()?;
        GameKind::ALL
            .into_iter()
            .find(|k| *k as u8 == t)
            .ok_or(WireError::BadTag("game", t.into()))
    }
}

/// 작업자로 보낼 수 있는 게임: 국면이 경계를 건너고, 한 판의 앞뒤 국면을 알아본다.
pub trait RemoteGame: Wire + Lineage + Clone + 'static {
    /// 어떤 게임인가.
    const KIND: GameKind;
}

impl RemoteGame for Hex {
    const KIND: GameKind = GameKind::Hex;
}
impl RemoteGame for Havannah {
    const KIND: GameKind = GameKind::Havannah;
}
impl RemoteGame for Gomoku {
    const KIND: GameKind = GameKind::Gomoku;
}
impl RemoteGame for Chess {
    const KIND: GameKind = GameKind::Chess;
}
impl RemoteGame for TicTacToe {
    const KIND: GameKind = GameKind::TicTacToe;
}

/// MCTS 트리 하나의 작업.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsJob {
    /// 게임.
    pub game: GameKind,
    /// 국면 (그 게임의 [`Wire`] 모양).
    pub state: Vec<u8>,
    /// 설정 (`reuse`면 작업자가 앞 수의 트리를 이어 쓴다).
    pub config: Config,
    /// 이 트리의 예산.
    pub limit: Limit,
    /// 이 트리의 씨앗.
    pub seed: u64,
    /// 스냅숏에 담을 트리의 깊이.
    pub depth: u32,
}

/// 알파-베타 탐색 하나의 작업.
#[derive(Clone, Debug, PartialEq)]
pub struct AbJob {
    /// 게임.
    pub game: GameKind,
    /// 국면.
    pub state: Vec<u8>,
    /// 설정.
    pub config: SearchConfig,
    /// 대국의 수: 작업자가 앞 수의 전치표를 이어 쓰고, 끝나면 다시 남겨 둔다 (실험은 늘 새 표).
    pub keep_table: bool,
}

/// 작업자 한 명의 몫.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    /// MCTS 트리 하나.
    Mcts(MctsJob),
    /// 알파-베타 탐색 하나.
    AlphaBeta(AbJob),
    /// 둘을 차례로 (A를 끝까지, 그다음 B): A/B 비교.
    Pair(Box<[Job; 2]>),
}

impl Wire for MctsJob {
    fn put(&self, w: &mut Writer) {
        w.put(&self.game);
        w.bytes(&self.state);
        w.put(&self.config);
        w.put(&self.limit);
        w.put(&self.seed);
        w.put(&self.depth);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(MctsJob {
            game: r.get()?,
            state: r.bytes()?.to_vec(),
            config: r.get()?,
            limit: r.get()?,
            seed: r.get()?,
            depth: r.get()?,
        })
    }
}

impl Wire for AbJob {
    fn put(&self, w: &mut Writer) {
        w.put(&self.game);
        w.bytes(&self.state);
        w.put(&self.config);
        w.put(&self.keep_table);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(AbJob {
            game: r.get()?,
            state: r.bytes()?.to_vec(),
            config: r.get()?,
            keep_table: r.get()?,
        })
    }
}

impl Wire for Job {
    fn put(&self, w: &mut Writer) {
        match self {
            Job::Mcts(j) => {
                w.byte(0);
                w.put(j);
            }
            Job::AlphaBeta(j) => {
                w.byte(1);
                w.put(j);
            }
            Job::Pair(p) => {
                w.byte(2);
                w.put(&p[0]);
                w.put(&p[1]);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Job::Mcts(r.get()?)),
            1 => Ok(Job::AlphaBeta(r.get()?)),
            // 짝 안에 짝은 만들지 않는다 (읽기가 깊이 파고들지 않게).
            2 => {
                let a: Job = r.get()?;
                let b: Job = r.get()?;
                if matches!(a, Job::Pair(_)) || matches!(b, Job::Pair(_)) {
                    return Err(WireError::Invalid("a pair inside a pair".into()));
                }
                Ok(Job::Pair(Box::new([a, b])))
            }
            t => Err(WireError::BadTag("job", t.into())),
        }
    }
}

/// 앱이 작업자에게 보내는 편지.
#[derive(Clone, Debug, PartialEq)]
pub enum ToWorker {
    /// 생각 `id`를 시작한다 (돌던 생각은 멈춘다).
    Start {
        /// 생각의 번호.
        id: u64,
        /// 작업.
        job: Job,
    },
    /// 생각 `id`를 멈춘다.
    Cancel {
        /// 생각의 번호.
        id: u64,
    },
}

/// 작업자가 앱에 보내는 편지.
#[derive(Clone, Debug, PartialEq)]
pub enum FromWorker {
    /// 준비됐다 (작업자의 wasm이 떴다).
    Ready,
    /// 생각 `id`의 지금 모습 (그 작업의 스냅숏 모양).
    Snapshot {
        /// 생각의 번호.
        id: u64,
        /// 인코딩된 스냅숏.
        data: Vec<u8>,
    },
    /// 생각 `id`가 끝났다 (그 작업의 답 모양).
    Done {
        /// 생각의 번호.
        id: u64,
        /// 인코딩된 답.
        data: Vec<u8>,
    },
    /// 생각 `id`를 멈췄다 (취소를 받은 때).
    Stopped {
        /// 생각의 번호.
        id: u64,
    },
    /// 생각 `id`를 할 수 없다 (읽을 수 없는 편지, 불가능한 국면).
    Failed {
        /// 생각의 번호 (편지를 읽지 못했으면 0).
        id: u64,
        /// 왜.
        why: String,
    },
}

impl Wire for ToWorker {
    fn put(&self, w: &mut Writer) {
        match self {
            ToWorker::Start { id, job } => {
                w.byte(0);
                w.put(id);
                w.put(job);
            }
            ToWorker::Cancel { id } => {
                w.byte(1);
                w.put(id);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(ToWorker::Start {
                id: r.get()?,
                job: r.get()?,
            }),
            1 => Ok(ToWorker::Cancel { id: r.get()? }),
            t => Err(WireError::BadTag("message to the worker", t.into())),
        }
    }
}

impl Wire for FromWorker {
    fn put(&self, w: &mut Writer) {
        match self {
            FromWorker::Ready => w.byte(0),
            FromWorker::Snapshot { id, data } => {
                w.byte(1);
                w.put(id);
                w.bytes(data);
            }
            FromWorker::Done { id, data } => {
                w.byte(2);
                w.put(id);
                w.bytes(data);
            }
            FromWorker::Stopped { id } => {
                w.byte(3);
                w.put(id);
            }
            FromWorker::Failed { id, why } => {
                w.byte(4);
                w.put(id);
                w.put(why);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(FromWorker::Ready),
            1 => Ok(FromWorker::Snapshot {
                id: r.get()?,
                data: r.bytes()?.to_vec(),
            }),
            2 => Ok(FromWorker::Done {
                id: r.get()?,
                data: r.bytes()?.to_vec(),
            }),
            3 => Ok(FromWorker::Stopped { id: r.get()? }),
            4 => Ok(FromWorker::Failed {
                id: r.get()?,
                why: r.get()?,
            }),
            t => Err(WireError::BadTag("message from the worker", t.into())),
        }
    }
}

/// 이미 인코딩된 바이트 (길이를 앞에 붙여 쓴다): 작업자 쪽의 짝은 두 답을 이렇게 싸서 보낸다.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl Wire for Bytes {
    fn put(&self, w: &mut Writer) {
        w.bytes(&self.0);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(Bytes(r.bytes()?.to_vec()))
    }
}

/// 값 하나를 [`Bytes`]처럼 싸서 (길이 뒤에 그 값의 인코딩): 앱 쪽에서 짝의 답을 읽는 모양.
#[derive(Clone, Debug, PartialEq)]
pub struct Nested<T>(pub T);

impl<T: Wire> Wire for Nested<T> {
    fn put(&self, w: &mut Writer) {
        w.bytes(&encode(&self.0));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        decode(r.bytes()?).map(Nested)
    }
}

// ── 나누고 합치기 (앱 쪽) ───────────────────────────────────

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

    /// 루트 병렬: 작업자마다 트리 하나, 씨앗은 `seed + i` (네이티브에서 스레드마다 트리 하나인 것과
    /// 같다).
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
    })
}

impl<G: SearchGame + RemoteGame> Remote for Searcher<G>
where
    G::Move: Wire,
{
    type SnapPart = SearchSnapshot<G::Move>;
    type Part = SearchResult<G::Move>;

    /// 알파-베타는 나누지 않는다 (네이티브에서도 스레드 하나). 표는 늘 새 것 (실험, 설명).
    fn jobs(&self, _workers: usize) -> Vec<Job> {
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

// ── 한 판의 앞뒤 (작업자 쪽) ────────────────────────────────

/// 한 판의 앞뒤 국면을 알아본다: 작업자가 남겨 둔 트리·표를 다음 국면에 이어 써도 되는가.
pub trait Lineage: Sized {
    /// 수.
    type Step: Copy;
    /// `self`가 `earlier`에서 수를 두어 온 국면이면 그 수들 (둔 순서대로; 같은 국면이면 빈 목록),
    /// 아니면 `None` (새 판, 무르기, 다른 크기).
    fn moves_since(&self, earlier: &Self) -> Option<Vec<Self::Step>>;
}

/// 돌을 놓기만 하는 게임의 앞뒤: 앞 국면의 돌이 모두 같은 색으로 남아 있고, 새 돌이 앞 국면의
/// 차례부터 번갈아 놓일 수 있으면 (다시 두어 보아 똑같은 국면이 되면) 그 수들.
fn stone_path<G: Wire + Clone, M: Copy>(
    earlier: &G,
    later: &G,
    stones: impl Fn(&G) -> Vec<(M, Player)>,
    same_cell: impl Fn(M, M) -> bool,
    to_move: Player,
    play: impl Fn(&mut G, M) -> bool,
) -> Option<Vec<M>> {
    let (old, new) = (stones(earlier), stones(later));
    if !old
        .iter()
        .all(|&(m, p)| new.iter().any(|&(n, q)| same_cell(m, n) && p == q))
    {
        return None;
    }
    let fresh: Vec<(M, Player)> = new
        .into_iter()
        .filter(|&(n, _)| !old.iter().any(|&(m, _)| same_cell(m, n)))
        .collect();
    let mine: Vec<M> = fresh.iter().filter(|s| s.1 == to_move).map(|s| s.0).collect();
    let theirs: Vec<M> = fresh.iter().filter(|s| s.1 != to_move).map(|s| s.0).collect();
    if !(mine.len() == theirs.len() || mine.len() == theirs.len() + 1) {
        return None;
    }
    let mut path = Vec::with_capacity(fresh.len());
    for i in 0..mine.len() {
        path.push(mine[i]);
        if let Some(&t) = theirs.get(i) {
            path.push(t);
        }
    }
    let mut g = earlier.clone();
    for &mv in &path {
        if !play(&mut g, mv) {
            return None;
        }
    }
    (encode(&g) == encode(later)).then_some(path)
}

impl Lineage for Hex {
    type Step = HexMove;
    fn moves_since(&self, earlier: &Hex) -> Option<Vec<HexMove>> {
        if self.size() != earlier.size() || self.swapped() != earlier.swapped() {
            return None;
        }
        let stones = |h: &Hex| {
            let cells = u16::from(h.size()) * u16::from(h.size());
            (0..cells as u8)
                .filter_map(|c| h.at(c).map(|p| (HexMove(c), p)))
                .collect()
        };
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            earlier.to_move(),
            |h, mv| h.try_play(mv).is_ok(),
        )
    }
}

impl Lineage for Havannah {
    type Step = HavMove;
    fn moves_since(&self, earlier: &Havannah) -> Option<Vec<HavMove>> {
        if self.base() != earlier.base() {
            return None;
        }
        let stones = |h: &Havannah| {
            h.all_cells()
                .filter_map(|c| h.at(c).map(|p| (c, p)))
                .collect()
        };
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            earlier.to_move(),
            |h, mv| h.try_play(mv).is_ok(),
        )
    }
}

impl Lineage for Gomoku {
    type Step = GMove;
    fn moves_since(&self, earlier: &Gomoku) -> Option<Vec<GMove>> {
        if self.size() != earlier.size() {
            return None;
        }
        let stones = |g: &Gomoku| {
            let cells = u16::from(g.size()) * u16::from(g.size());
            (0..cells)
                .filter_map(|c| g.at(GMove(c)).map(|p| (GMove(c), p)))
                .collect()
        };
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            earlier.to_move(),
            |g, mv| g.try_play(mv).is_ok(),
        )
    }
}

impl Lineage for TicTacToe {
    type Step = u8;
    fn moves_since(&self, earlier: &TicTacToe) -> Option<Vec<u8>> {
        let stones = |t: &TicTacToe| (0..9u8).filter_map(|c| t.at(c).map(|p| (c, p))).collect();
        stone_path(
            earlier,
            self,
            stones,
            |a, b| a == b,
            Game::to_move(earlier),
            |t, c| t.try_play(c).is_ok(),
        )
    }
}

impl Lineage for Chess {
    type Step = crate::games::chess::Move;
    /// 같은 처음 국면에서, 앞 국면의 수들 뒤에 수를 더 둔 것.
    fn moves_since(&self, earlier: &Chess) -> Option<Vec<Self::Step>> {
        let start = |c: &Chess| *c.history().first().unwrap_or(c.board());
        (start(self) == start(earlier) && self.played().starts_with(earlier.played()))
            .then(|| self.played()[earlier.played().len()..].to_vec())
    }
}

// ── 작업자 안 ───────────────────────────────────────────────

/// 작업자가 수와 수 사이에 남겨 두는 것.
#[derive(Default)]
struct Kept {
    /// 마지막 MCTS 트리 (루트가 그 생각의 국면).
    tree: Option<Box<dyn Any>>,
    /// 마지막 전치표와 그 생각의 국면.
    table: Option<(Box<dyn Any>, Box<dyn Any>)>,
}

/// 게임을 모르는 풀이기: 답과 스냅숏을 바이트로 낸다.
trait Erased {
    fn step(&mut self, budget: Budget) -> Option<Vec<u8>>;
    fn snapshot(&self) -> Vec<u8>;
    /// 끝난 뒤 다음 수에 남길 것을 남긴다.
    fn keep(&mut self, _kept: &mut Kept) {}
}

struct Erase<S>(S);

impl<S> Erased for Erase<S>
where
    S: Steppable<Output: Wire, Snapshot: Wire>,
{
    fn step(&mut self, budget: Budget) -> Option<Vec<u8>> {
        self.0.step(budget).done().map(|out| encode(&out))
    }
    fn snapshot(&self) -> Vec<u8> {
        encode(&self.0.snapshot())
    }
}

/// MCTS 하나: 끝나면 (재사용이 켜져 있으면) 트리를 남긴다.
struct KeepTree<G: Rollout>(Search<G>);

impl<G: Rollout + 'static> Erased for KeepTree<G>
where
    G::Move: Wire,
{
    fn step(&mut self, budget: Budget) -> Option<Vec<u8>> {
        self.0.step(budget).done().map(|out| encode(&out))
    }
    fn snapshot(&self) -> Vec<u8> {
        encode(&self.0.snapshot())
    }
    fn keep(&mut self, kept: &mut Kept) {
        if self.0.config().reuse {
            kept.tree = self.0.take_tree().map(|t| Box::new(t) as Box<dyn Any>);
        }
    }
}

/// 대국의 알파-베타 하나: 끝나면 표와 국면을 남긴다.
struct KeepTable<G: SearchGame>(Searcher<G>);

impl<G: SearchGame> Erased for KeepTable<G>
where
    G::Move: Wire,
{
    fn step(&mut self, budget: Budget) -> Option<Vec<u8>> {
        self.0.step(budget).done().map(|out| encode(&out))
    }
    fn snapshot(&self) -> Vec<u8> {
        encode(&self.0.snapshot())
    }
    fn keep(&mut self, kept: &mut Kept) {
        let at = Box::new(self.0.root().clone()) as Box<dyn Any>;
        kept.table = self
            .0
            .take_table()
            .map(|t| (Box::new(t) as Box<dyn Any>, at));
    }
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
    let reused = kept
        .tree
        .take()
        .and_then(|t| t.downcast::<Mcts<G>>().ok())
        .filter(|t| keep && job.config.reuse && t.config() == job.config)
        .and_then(|mut t| {
            let path = state.moves_since(t.root_state())?;
            for mv in path {
                t.advance(mv);
            }
            // 네이티브 대국이 이어 쓰는 트리와 같이: 마지막 반복은 적지 않는다.
            t.set_record_last(false);
            Some(t)
        });
    let search = match reused {
        Some(tree) => Search::with_trees(vec![*tree], job.limit),
        None => Search::new(state, job.config, job.seed, job.limit, 1),
    }
    .with_snapshot_depth(job.depth);
    Ok(if keep {
        Box::new(KeepTree(search))
    } else {
        Box::new(Erase(search))
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
    let mut searcher = Searcher::new(state.clone(), job.config);
    if keep && job.keep_table && job.config.use_tt {
        let table = kept.table.take().and_then(|(table, at)| {
            let table = table.downcast::<Table<G::Move>>().ok()?;
            let at = at.downcast::<G>().ok()?;
            let fits = table.len() == 1 << job.config.tt_bits.clamp(1, crate::tt::MAX_BITS)
                && table.mode() == job.config.key_mode;
            (fits && state.moves_since(&at).is_some()).then_some(table)
        });
        if let Some(t) = table {
            searcher = searcher.with_table(*t);
        }
    }
    Ok(if keep && job.keep_table {
        Box::new(KeepTable(searcher))
    } else {
        Box::new(Erase(searcher))
    })
}

/// 작업에서 풀이기를 만든다. `keep`: 이 작업이 남겨 둔 것을 이어 쓰고 남길 수 있는가 (짝의
/// 반쪽은 아니다: 비교는 늘 새로 찾는다).
fn build(job: Job, kept: &mut Kept, keep: bool) -> Result<Box<dyn Erased>, WireError> {
    match job {
        Job::Mcts(j) => match j.game {
            GameKind::Hex => start_mcts::<Hex>(j, kept, keep),
            GameKind::Havannah => start_mcts::<Havannah>(j, kept, keep),
            g => Err(WireError::Invalid(format!("no MCTS for {g:?}"))),
        },
        Job::AlphaBeta(j) => match j.game {
            GameKind::Gomoku => start_ab::<Gomoku>(j, kept, keep),
            GameKind::Chess => start_ab::<Chess>(j, kept, keep),
            GameKind::TicTacToe => start_ab::<TicTacToe>(j, kept, keep),
            g => Err(WireError::Invalid(format!("no alpha-beta for {g:?}"))),
        },
        Job::Pair(p) => {
            let [a, b] = *p;
            let pair = Pair::new(build(a, kept, false)?, build(b, kept, false)?);
            Ok(Box::new(Erase(pair)))
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
