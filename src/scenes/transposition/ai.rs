//! 오목과 체스가 같이 쓰는 생각거리: AI의 탐색 하나 ([`GameThink`]), 같은 국면을 두 설정으로
//! 찾는 실험 ([`PairSearch`], [`Lab`]). 둘 다 게임에 대해 일반적이다 — 탐색이 그렇듯이.

use bevy::prelude::*;
use gameai::search::{SearchConfig, SearchGame, SearchResult, SearchSnapshot, Searcher};
use gameai::step::{Budget, Progress, Steppable};
use gameai::tt::{KeyMode, Table};

use crate::think::{Thinker, Thought, Ticket};

/// AI의 생각: 탐색 하나. 끝나면 결론과 (다음 수에 이어 쓸) 표를 돌려준다.
#[derive(Debug)]
pub struct GameThink<G: SearchGame> {
    /// 탐색기.
    pub searcher: Searcher<G>,
}

impl<G: SearchGame> Steppable for GameThink<G> {
    type Output = (SearchResult<G::Move>, Option<Table<G::Move>>);
    type Snapshot = SearchSnapshot<G::Move>;

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        match self.searcher.step(budget) {
            Progress::Done(r) => Progress::Done((r, self.searcher.take_table())),
            Progress::Pending => Progress::Pending,
        }
    }

    fn snapshot(&self) -> Self::Snapshot {
        self.searcher.snapshot()
    }
}

/// 같은 국면을 두 설정으로 차례로 찾는다 (A 다음 B).
#[derive(Debug)]
pub struct PairSearch<G: SearchGame> {
    a: Searcher<G>,
    b: Searcher<G>,
    a_done: Option<SearchResult<G::Move>>,
}

impl<G: SearchGame> Steppable for PairSearch<G> {
    type Output = [SearchResult<G::Move>; 2];
    type Snapshot = [Option<SearchSnapshot<G::Move>>; 2];

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        match &self.a_done {
            None => {
                if let Progress::Done(r) = self.a.step(budget) {
                    self.a_done = Some(r);
                }
                Progress::Pending
            }
            Some(a) => match self.b.step(budget) {
                Progress::Done(b) => Progress::Done([a.clone(), b]),
                Progress::Pending => Progress::Pending,
            },
        }
    }

    fn snapshot(&self) -> Self::Snapshot {
        [
            Some(self.a.snapshot()),
            self.a_done.is_some().then(|| self.b.snapshot()),
        ]
    }
}

/// 실험의 종류.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabKind {
    /// 같은 깊이, 표 켬(A) / 끔(B).
    TableOnOff,
    /// 작은 표: 64비트 확인(A) / 16비트 확인 없음(B).
    Collision,
}

/// 충돌 수업의 작은 표 (2^10칸).
pub const SMALL_TABLE_BITS: u32 = 10;

impl<G: SearchGame> PairSearch<G> {
    /// 국면 `game`을 깊이 `depth`로, 실험 `kind`의 두 설정으로 (큰 표는 2^`bits`칸).
    pub fn new(game: &G, depth: u32, kind: LabKind, bits: u32) -> Self {
        let make = |use_tt, tt_bits, key_mode| {
            let config = SearchConfig {
                max_depth: depth,
                max_millis: None,
                use_tt,
                tt_bits,
                key_mode,
            };
            Searcher::new(game.clone(), config)
        };
        let (a, b) = match kind {
            LabKind::TableOnOff => (
                make(true, bits, KeyMode::Full64),
                make(false, bits, KeyMode::Full64),
            ),
            LabKind::Collision => (
                make(true, SMALL_TABLE_BITS, KeyMode::Full64),
                make(true, SMALL_TABLE_BITS, KeyMode::Unchecked16),
            ),
        };
        PairSearch { a, b, a_done: None }
    }
}

/// 실험실: 지금 국면을 두 설정으로 찾은 결과.
#[derive(Resource, Debug)]
pub struct Lab<G: SearchGame> {
    /// 종류.
    pub kind: LabKind,
    /// 기다리는 생각.
    pub pending: Option<Ticket>,
    /// 결과 (A, B).
    pub result: Option<[SearchResult<G::Move>; 2]>,
    /// 실험한 국면 (수 이름을 쓰려고).
    pub game: G,
    /// 깊이.
    pub depth: u32,
}

impl<G: SearchGame + Send + Sync + 'static> Lab<G> {
    /// 국면 `game`을 깊이 `depth`에서 두 설정으로 찾기 시작한다 (앞 실험은 취소).
    pub fn start(
        thinker: &mut Thinker<PairSearch<G>>,
        game: G,
        depth: u32,
        kind: LabKind,
        bits: u32,
    ) -> Lab<G> {
        thinker.cancel();
        let job = PairSearch::new(&game, depth, kind, bits);
        Lab {
            kind,
            pending: Some(thinker.start(job)),
            result: None,
            game,
            depth,
        }
    }
}

/// 실험 결과를 받는다 (지금 실험의 표만).
pub fn receive_lab<G: SearchGame>(
    mut thoughts: MessageReader<Thought<PairSearch<G>>>,
    lab: Option<ResMut<Lab<G>>>,
) {
    let Some(mut lab) = lab else {
        thoughts.clear();
        return;
    };
    for t in thoughts.read() {
        if lab.pending == Some(t.ticket) {
            lab.pending = None;
            lab.result = Some(t.output.clone());
        }
    }
}
