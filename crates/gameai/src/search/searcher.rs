//! 탐색기의 상태와 만들기: [`Searcher`]와 그 다섯 덩이 (한도와 시계, 표들, 수 순서의 기억, 노드 스택,
//! 보고), 이어 받는 표와 끝내기 표, 뿌리의 수 묶기, 추적. 찾는 일 자체는 `deepening.rs` (반복 깊게
//! 하기) → `node.rs` (노드에 들어가기) → `child.rs` (자식을 하나씩)에.

use std::sync::Arc;

use crate::step::ThinkClock;
use crate::tt::{Table, TtStats};

use super::config::SearchConfig;
use super::frame::Frame;
use super::game::{Oracle, SearchGame};
use super::report::{DepthReport, PvLine, RootThreats};
use super::score::WIN_BOUND;
use super::shared::{SharedTable, Tt};
use super::trace::TraceEvent;

/// 알파-베타 탐색기. 상태는 찾는 국면과 설정, 그리고 다섯 덩이다: 한도와 시계 (`Limits`), 표들
/// (`Tables`), 수 순서의 기억 (`Memory`), 노드 스택 (`NodeStack`), 보고 (`Report`).
#[derive(Clone, Debug)]
pub struct Searcher<G: SearchGame> {
    /// 찾는 국면.
    pub(super) root: G,
    /// 설정 (깊이와 시간의 한도, 기법마다 켬·끔).
    pub(super) config: SearchConfig,
    /// 한도와 시계.
    pub(super) limits: Limits<G::Move>,
    /// 전치표와 끝내기 표.
    pub(super) tables: Tables<G>,
    /// 수 순서의 기억.
    pub(super) memory: Memory<G::Move>,
    /// 노드 스택과 그 국면.
    pub(super) stack: NodeStack<G>,
    /// 지금까지 찾은 것.
    pub(super) report: Report<G::Move>,
    /// 추적 (켰을 때만, [`Self::with_trace`]): 한 일을 차례로.
    pub(super) trace: Option<Vec<TraceEvent<G::Move>>>,
}

/// 한도와 시계: 설정의 한도([`SearchConfig`]) 밖에서 탐색이 지키는 것.
#[derive(Clone, Debug)]
pub(super) struct Limits<M> {
    /// 생각한 시간 (`step` 안에서만 흐른다).
    pub(super) clock: ThinkClock,
    /// 뿌리에서 이 수들만 본다 (UCI의 `searchmoves`, 난이도의 아무 수). `None`이면 모두.
    pub(super) root_moves: Option<Vec<M>>,
    /// lazy SMP의 도우미면 건너뛸 깊이의 (폭, 위상): `(깊이 + 위상) / 폭`이 홀수인 깊이는 찾지 않는다
    /// (`smp.rs`).
    pub(super) skip: Option<(u32, u32)>,
}

/// 표들: 전치표 (제 것이나 스레드들이 함께 쓰는 것; 첫 `step`에서 만든다)와, 노드의 정확한 값을 아는 곳.
#[derive(Clone, Debug)]
pub(super) struct Tables<G: SearchGame> {
    /// 전치표 (설정이 끄면 없다).
    pub(super) tt: Option<Tt<G::Move>>,
    /// 이어 받은 표의 셈 (보고에는 이번 탐색에서 늘어난 만큼만 쓴다).
    pub(super) base: TtStats,
    /// 노드의 정확한 값을 아는 곳 (있으면, [`Searcher::with_oracle`]: 체스의 끝내기 표).
    pub(super) oracle: Option<Oracle<G>>,
}

/// 수 순서의 기억 (선택적 탐색에서 자라고, [`super::ordering`]이 읽는다).
#[derive(Clone, Debug)]
pub(super) struct Memory<M> {
    /// 깊이(ply)마다 최근에 자른 조용한 수 둘 (킬러 수).
    pub(super) killers: Vec<[Option<M>; 2]>,
    /// 역사 휴리스틱: 칸마다 조용한 수의 점수, 자르면 오르고 먼저 보고도 못 자르면 내린다 (첫 `step`에서
    /// 만든다).
    pub(super) history: Vec<i32>,
    /// 반격 수 (counter move): 상대의 직전 수마다 (그 역사 칸으로) 그 수에 맞서 마지막으로 자른 조용한 수.
    pub(super) counters: Vec<Option<M>>,
    /// 이어진 역사 (continuation history): 상대의 직전 수 (기물 × 칸) 뒤에 둔 조용한 수 (기물 × 칸)의
    /// 점수 (`FOLLOW_SLOTS`²칸, 역사 점수처럼 오르내린다). 상한이 `i16`에 들어가므로 체스에서 1.2 MB.
    pub(super) follow: Vec<i16>,
    /// 수 순서를 정할 때 쓰는 점수 자리 (할당을 되풀이하지 않게).
    pub(super) scores: Vec<i32>,
}

/// 노드 스택: 찾는 중인 국면과, 열린 노드마다 한 칸, 그 노드들의 수.
#[derive(Clone, Debug)]
pub(super) struct NodeStack<G: SearchGame> {
    /// 지금 노드의 국면 (뿌리에서 스택의 수들을 둔).
    pub(super) game: G,
    /// 열린 노드들 (뿌리가 맨 아래).
    pub(super) frames: Vec<Frame<G::Move>>,
    /// 열린 노드들의 수 (칸마다 `start..end`).
    pub(super) moves: Vec<G::Move>,
    /// 노드에 들어갈 때 수를 만드는 자리.
    pub(super) scratch: Vec<G::Move>,
}

/// 지금까지 찾은 것: 깊이, 셈, 끝낸 깊이들, 이 깊이의 줄들 (MultiPV).
#[derive(Clone, Debug)]
pub(super) struct Report<M> {
    /// 찾는 중인 깊이.
    pub(super) depth: u32,
    /// 들어간 노드 수.
    pub(super) nodes: u64,
    /// β에 닿아 자른 노드 수 (결론의 [`DepthReport::cutoffs`]).
    pub(super) cutoffs: u64,
    /// 끝내기 표가 값을 준 노드 수 (결론의 [`DepthReport::endgame`]).
    pub(super) endgame_hits: u64,
    /// 위협 탐색이 이김을 준 잎의 수.
    pub(super) threat_hits: u64,
    /// 뿌리의 위협 탐색 ([`SearchGame::root_threats`]): 아직 보지 않았으면 `None`, 보았으면 그 답.
    pub(super) root_threats: Option<RootThreats<M>>,
    /// 뿌리의 위협 탐색이 본 노드 수.
    pub(super) threat_nodes: u64,
    /// 끝낸 깊이들의 보고.
    pub(super) done: Vec<DepthReport<M>>,
    /// 이 깊이에서 앞의 줄들이 고른 뿌리 수 (MultiPV: 다음 줄은 이 수들을 빼고 찾는다).
    pub(super) excluded: Vec<M>,
    /// 이 깊이에서 끝낸 줄들.
    pub(super) lines: Vec<PvLine<M>>,
    /// 이 깊이의 첫 줄 (값, 수).
    pub(super) first_line: Option<(i32, Option<M>)>,
    /// 다 찾았다.
    pub(super) finished: bool,
}

impl<G: SearchGame> Searcher<G> {
    /// 국면 `root`를 찾는 탐색기. 표는 첫 `step`에서 만든다 (웹에서는 탐색기가 설정만 건네고
    /// 작업자가 제 표로 찾으므로, 주 스레드가 큰 표를 만들고 지우는 일이 없게).
    pub fn new(root: G, config: SearchConfig) -> Self {
        let tt = None;
        Searcher {
            stack: NodeStack {
                game: root.clone(),
                frames: Vec::new(),
                moves: Vec::new(),
                scratch: Vec::new(),
            },
            root,
            config,
            limits: Limits {
                clock: ThinkClock::default(),
                root_moves: None,
                skip: None,
            },
            tables: Tables {
                tt,
                base: TtStats::default(),
                oracle: None,
            },
            memory: Memory {
                killers: Vec::new(),
                history: Vec::new(),
                counters: Vec::new(),
                follow: Vec::new(),
                scores: Vec::new(),
            },
            report: Report {
                depth: 0,
                nodes: 0,
                cutoffs: 0,
                endgame_hits: 0,
                threat_hits: 0,
                root_threats: None,
                threat_nodes: 0,
                done: Vec::new(),
                excluded: Vec::new(),
                lines: Vec::new(),
                first_line: None,
                finished: false,
            },
            trace: None,
        }
    }

    /// 뿌리에서 `moves`에 든 수만 본다. 이 가운데 합법인 수가 없으면 탐색은 수 없이 끝난다.
    /// 뿌리의 값은 제한된 탐색의 것이므로 표에 적지 않는다.
    pub fn with_root_moves(mut self, moves: Vec<G::Move>) -> Self {
        self.limits.root_moves = Some(moves);
        self
    }

    /// 뿌리에서 볼 수의 제한 (있으면).
    pub fn root_moves(&self) -> Option<&[G::Move]> {
        self.limits.root_moves.as_deref()
    }

    /// 뿌리에서 볼 수만 남긴다 (제한과, 이 깊이에서 앞의 줄들이 고른 수 빼기).
    pub(super) fn restrict_root(&self, moves: &mut Vec<G::Move>) {
        if let Some(only) = &self.limits.root_moves {
            moves.retain(|m| only.contains(m));
        }
        if !self.report.excluded.is_empty() {
            moves.retain(|m| !self.report.excluded.contains(m));
        }
    }

    /// 뿌리가 제한되었는가 (그 뿌리 값은 국면의 참값이 아니다).
    pub(super) fn root_restricted(&self) -> bool {
        self.limits.root_moves.is_some() || !self.report.excluded.is_empty()
    }

    /// 노드마다 `oracle`에 묻는다: 답하면 (뿌리 밖의) 그 노드는 정확한 값의 잎이다 (체스의 끝내기
    /// 표: 네 기물 이하에서 잘못 두지 않는다).
    pub fn with_oracle(mut self, oracle: Oracle<G>) -> Self {
        self.tables.oracle = Some(oracle);
        self
    }

    /// 노드마다 묻는 곳 (없으면 `None`).
    pub fn oracle(&self) -> Option<&Oracle<G>> {
        self.tables.oracle.as_ref()
    }

    /// 이미 쓰던 표로 시작한다 (대국에서 수마다 표를 이어 쓴다). 표의 세대가 하나 오른다
    /// ([`Table::new_search`]): 앞의 수들이 적은 자리는 깊어도 이 탐색에 자리를 내준다.
    pub fn with_table(mut self, mut table: Table<G::Move>) -> Self {
        if self.config.use_tt {
            table.new_search();
            self.tables.base = table.stats;
            self.tables.tt = Some(Tt::Own(table));
        }
        self
    }

    /// 다른 스레드들과 함께 쓰는 표로 찾는다 (lazy SMP, [`super::Helpers`]). 이 탐색기의 보고에 나오는
    /// 표의 셈은 모든 스레드의 것이다.
    /// 세대는 올리지 않는다: 스레드마다 부르므로, 표를 나눠 주는 쪽이 탐색마다 한 번
    /// [`SharedTable::new_search`]를 부른다.
    pub fn with_shared_table(mut self, table: Arc<SharedTable<G::Move>>) -> Self {
        if self.config.use_tt {
            self.tables.base = table.stats();
            self.tables.tt = Some(Tt::Shared(table));
        }
        self
    }

    /// 찾는 국면.
    pub fn root(&self) -> &G {
        &self.root
    }

    /// 설정.
    pub fn config(&self) -> SearchConfig {
        self.config
    }

    /// 표를 꺼낸다 (함께 쓰는 표는 꺼내지 않는다: 그 표는 스레드들을 띄운 쪽이 가진다).
    pub fn take_table(&mut self) -> Option<Table<G::Move>> {
        match self.tables.tt.take() {
            Some(Tt::Own(t)) => Some(t),
            shared => {
                self.tables.tt = shared;
                None
            }
        }
    }

    /// 제 표 (있으면; 함께 쓰는 표로 찾으면 `None`).
    pub fn table(&self) -> Option<&Table<G::Move>> {
        match &self.tables.tt {
            Some(Tt::Own(t)) => Some(t),
            _ => None,
        }
    }

    /// 표의 참 (천분율, UCI의 `hashfull`): 제 표든 함께 쓰는 표든 (표가 없으면 0).
    pub fn hashfull(&self) -> u32 {
        match &self.tables.tt {
            Some(Tt::Own(t)) => t.hashfull(),
            Some(Tt::Shared(s)) => s.hashfull(),
            None => 0,
        }
    }

    /// 지금까지의 노드 수.
    pub fn nodes(&self) -> u64 {
        self.report.nodes
    }

    /// 위협 탐색이 이김을 준 잎의 수 ([`SearchConfig::threats`]).
    pub fn threat_hits(&self) -> u64 {
        self.report.threat_hits
    }

    /// 끝낸 깊이들의 보고.
    pub fn reports(&self) -> &[DepthReport<G::Move>] {
        &self.report.done
    }

    pub(super) fn tt_stats(&self) -> TtStats {
        self.tables
            .tt
            .as_ref()
            .map(|t| t.stats().since(self.tables.base))
            .unwrap_or_default()
    }

    /// 표에 적을 값: 이기고 지는 점수를 "여기서부터의 거리"로 바꾼다.
    pub(super) fn to_tt(v: i32, ply: u32) -> i32 {
        let p = ply as i32;
        if v > WIN_BOUND {
            v + p
        } else if v < -WIN_BOUND {
            v - p
        } else {
            v
        }
    }

    pub(super) fn from_tt(v: i32, ply: u32) -> i32 {
        let p = ply as i32;
        if v > WIN_BOUND {
            v - p
        } else if v < -WIN_BOUND {
            v + p
        } else {
            v
        }
    }
}

impl<G: SearchGame> Searcher<G> {
    /// 추적을 켠다: 이제부터 한 일을 [`TraceEvent`]로 모은다 ([`Self::take_trace`]로 꺼낸다).
    pub fn with_trace(mut self) -> Self {
        self.trace = Some(Vec::new());
        self
    }

    /// 지금까지 모은 사건들을 꺼낸다 (추적이 꺼졌으면 빈 목록).
    pub fn take_trace(&mut self) -> Vec<TraceEvent<G::Move>> {
        self.trace.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// 추적이 켜졌으면 사건 하나를 적는다 (꺼졌으면 `event`를 만들지도 않는다).
    #[inline]
    pub(super) fn emit(&mut self, event: impl FnOnce() -> TraceEvent<G::Move>) {
        if let Some(t) = &mut self.trace {
            t.push(event());
        }
    }
}
