//! 탐색기: 상태, 만들기와 이어 받기, 그리고 반복 깊게 하기 — 깊이 1, 2, 3 …을 차례로, 깊이 2부터는
//! 앞 깊이의 값 둘레의 열망 창으로 (`step` 한 번이 노드 몇 개만큼 돈다).

use std::sync::Arc;

use crate::step::{Budget, Progress, Steppable, ThinkClock};
use crate::tt::{Table, TtStats};

use super::config::SearchConfig;
use super::frame::{Enter, Entry, Frame};
use super::game::{Oracle, SearchGame};
use super::report::{DepthReport, PvLine, SearchResult, SearchSnapshot};
use super::score::{ASPIRATION, INF, WIN_BOUND};
use super::shared::{SharedTable, Tt};
use super::trace::TraceEvent;

/// 알파-베타 탐색기.
#[derive(Clone, Debug)]
pub struct Searcher<G: SearchGame> {
    pub(super) root: G,
    pub(super) game: G,
    pub(super) config: SearchConfig,
    pub(super) tt: Option<Tt<G::Move>>,
    pub(super) stack: Vec<Frame<G::Move>>,
    pub(super) buffer: Vec<G::Move>,
    pub(super) scratch: Vec<G::Move>,
    pub(super) depth: u32,
    pub(super) nodes: u64,
    pub(super) reports: Vec<DepthReport<G::Move>>,
    /// 생각한 시간 (`step` 안에서만 흐른다).
    pub(super) clock: ThinkClock,
    pub(super) finished: bool,
    /// 깊이(ply)마다 최근에 자른 조용한 수 둘 (킬러 수).
    pub(super) killers: Vec<[Option<G::Move>; 2]>,
    /// 역사 휴리스틱: 칸마다 조용한 수의 점수, 자르면 오르고 먼저 보고도 못 자르면 내린다 (선택적
    /// 탐색에서, 첫 `step`에서 만든다; [`super::ordering`]).
    pub(super) history: Vec<i32>,
    /// 반격 수 (counter move): 상대의 직전 수마다 (그 역사 칸으로) 그 수에 맞서 마지막으로 자른 조용한 수.
    pub(super) counters: Vec<Option<G::Move>>,
    /// 이어진 역사 (continuation history): 상대의 직전 수 (기물 × 칸) 뒤에 둔 조용한 수 (기물 × 칸)의
    /// 점수 (`FOLLOW_SLOTS`²칸, 역사 점수처럼 오르내린다; [`super::ordering`]). 상한이 `i16`에 들어가므로
    /// 체스에서 1.2 MB.
    pub(super) follow: Vec<i16>,
    /// 수 순서를 정할 때 쓰는 점수 자리 (할당을 되풀이하지 않게).
    pub(super) scores: Vec<i32>,
    /// 이어 받은 표의 셈 (보고에는 이번 탐색에서 늘어난 만큼만 쓴다).
    pub(super) tt_base: TtStats,
    /// β에 닿아 자른 노드 수 (결론의 [`DepthReport::cutoffs`]).
    pub(super) beta_cutoffs: u64,
    /// 끝내기 표가 값을 준 노드 수 (결론의 [`DepthReport::endgame`]).
    pub(super) endgame_hits: u64,
    /// 위협 탐색이 이김을 준 잎의 수.
    pub(super) threat_hits: u64,
    /// 뿌리에서 이 수들만 본다 (UCI의 `searchmoves`, MultiPV의 둘째 줄부터). `None`이면 모두.
    pub(super) root_moves: Option<Vec<G::Move>>,
    /// 이 깊이에서 앞의 줄들이 고른 뿌리 수 (MultiPV: 다음 줄은 이 수들을 빼고 찾는다).
    pub(super) excluded: Vec<G::Move>,
    /// 이 깊이에서 끝낸 줄들.
    pub(super) lines: Vec<PvLine<G::Move>>,
    /// 이 깊이의 첫 줄 (값, 수).
    pub(super) first_line: Option<(i32, Option<G::Move>)>,
    /// 추적 (켰을 때만, [`Self::with_trace`]): 한 일을 차례로.
    pub(super) trace: Option<Vec<TraceEvent<G::Move>>>,
    /// 노드의 정확한 값을 아는 곳 (있으면, [`Self::with_oracle`]).
    pub(super) oracle: Option<Oracle<G>>,
    /// lazy SMP의 도우미면 건너뛸 깊이의 (폭, 위상): `(깊이 + 위상) / 폭`이 홀수인 깊이는 찾지 않는다
    /// (`smp.rs`).
    pub(super) skip: Option<(u32, u32)>,
}

impl<G: SearchGame> Searcher<G> {
    /// 국면 `root`를 찾는 탐색기. 표는 첫 `step`에서 만든다 (웹에서는 탐색기가 설정만 건네고
    /// 작업자가 제 표로 찾으므로, 주 스레드가 큰 표를 만들고 지우는 일이 없게).
    pub fn new(root: G, config: SearchConfig) -> Self {
        let tt = None;
        Searcher {
            game: root.clone(),
            root,
            config,
            tt,
            stack: Vec::new(),
            buffer: Vec::new(),
            scratch: Vec::new(),
            depth: 0,
            nodes: 0,
            reports: Vec::new(),
            clock: ThinkClock::default(),
            finished: false,
            killers: Vec::new(),
            history: Vec::new(),
            counters: Vec::new(),
            follow: Vec::new(),
            scores: Vec::new(),
            tt_base: TtStats::default(),
            beta_cutoffs: 0,
            endgame_hits: 0,
            threat_hits: 0,
            root_moves: None,
            excluded: Vec::new(),
            lines: Vec::new(),
            first_line: None,
            trace: None,
            oracle: None,
            skip: None,
        }
    }

    /// 뿌리에서 `moves`에 든 수만 본다. 이 가운데 합법인 수가 없으면 탐색은 수 없이 끝난다.
    /// 뿌리의 값은 제한된 탐색의 것이므로 표에 적지 않는다.
    pub fn with_root_moves(mut self, moves: Vec<G::Move>) -> Self {
        self.root_moves = Some(moves);
        self
    }

    /// 뿌리에서 볼 수의 제한 (있으면).
    pub fn root_moves(&self) -> Option<&[G::Move]> {
        self.root_moves.as_deref()
    }

    /// 뿌리에서 볼 수만 남긴다 (제한과, 이 깊이에서 앞의 줄들이 고른 수 빼기).
    pub(super) fn restrict_root(&self, moves: &mut Vec<G::Move>) {
        if let Some(only) = &self.root_moves {
            moves.retain(|m| only.contains(m));
        }
        if !self.excluded.is_empty() {
            moves.retain(|m| !self.excluded.contains(m));
        }
    }

    /// 뿌리가 제한되었는가 (그 뿌리 값은 국면의 참값이 아니다).
    pub(super) fn root_restricted(&self) -> bool {
        self.root_moves.is_some() || !self.excluded.is_empty()
    }

    /// 노드마다 `oracle`에 묻는다: 답하면 (뿌리 밖의) 그 노드는 정확한 값의 잎이다 (체스의 끝내기
    /// 표: 네 기물 이하에서 잘못 두지 않는다).
    pub fn with_oracle(mut self, oracle: Oracle<G>) -> Self {
        self.oracle = Some(oracle);
        self
    }

    /// 노드마다 묻는 곳 (없으면 `None`).
    pub fn oracle(&self) -> Option<&Oracle<G>> {
        self.oracle.as_ref()
    }

    /// 이미 쓰던 표로 시작한다 (대국에서 수마다 표를 이어 쓴다). 표의 세대가 하나 오른다
    /// ([`Table::new_search`]): 앞의 수들이 적은 자리는 깊어도 이 탐색에 자리를 내준다.
    pub fn with_table(mut self, mut table: Table<G::Move>) -> Self {
        if self.config.use_tt {
            table.new_search();
            self.tt_base = table.stats;
            self.tt = Some(Tt::Own(table));
        }
        self
    }

    /// 다른 스레드들과 함께 쓰는 표로 찾는다 (lazy SMP, [`super::Helpers`]). 이 탐색기의 보고에 나오는
    /// 표의 셈은 모든 스레드의 것이다.
    /// 세대는 올리지 않는다: 스레드마다 부르므로, 표를 나눠 주는 쪽이 탐색마다 한 번
    /// [`SharedTable::new_search`]를 부른다.
    pub fn with_shared_table(mut self, table: Arc<SharedTable<G::Move>>) -> Self {
        if self.config.use_tt {
            self.tt_base = table.stats();
            self.tt = Some(Tt::Shared(table));
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
        match self.tt.take() {
            Some(Tt::Own(t)) => Some(t),
            shared => {
                self.tt = shared;
                None
            }
        }
    }

    /// 제 표 (있으면; 함께 쓰는 표로 찾으면 `None`).
    pub fn table(&self) -> Option<&Table<G::Move>> {
        match &self.tt {
            Some(Tt::Own(t)) => Some(t),
            _ => None,
        }
    }

    /// 표의 참 (천분율, UCI의 `hashfull`): 제 표든 함께 쓰는 표든 (표가 없으면 0).
    pub fn hashfull(&self) -> u32 {
        match &self.tt {
            Some(Tt::Own(t)) => t.hashfull(),
            Some(Tt::Shared(s)) => s.hashfull(),
            None => 0,
        }
    }

    /// 지금까지의 노드 수.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// 위협 탐색이 이김을 준 잎의 수 ([`SearchConfig::threats`]).
    pub fn threat_hits(&self) -> u64 {
        self.threat_hits
    }

    /// 끝낸 깊이들의 보고.
    pub fn reports(&self) -> &[DepthReport<G::Move>] {
        &self.reports
    }

    pub(super) fn tt_stats(&self) -> TtStats {
        self.tt
            .as_ref()
            .map(|t| t.stats().since(self.tt_base))
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

    /// 깊이 `depth`의 찾기를 창 (α, β)로 시작한다.
    pub(super) fn begin_iteration(&mut self, depth: u32, alpha: i32, beta: i32) {
        self.depth = depth;
        self.game = self.root.clone();
        self.stack.clear();
        self.buffer.clear();
        self.emit(|| TraceEvent::Iteration { depth, alpha, beta });
        if let Enter::Value(v) = self.enter(depth as i32, 0, alpha, beta, Entry::Root) {
            // 루트에서 바로 끝났다 (끝난 국면이거나 둘 수가 없다).
            self.finish_iteration(v, None);
        }
    }
}

impl<G: SearchGame> Steppable for Searcher<G> {
    type Output = SearchResult<G::Move>;
    type Snapshot = SearchSnapshot<G::Move>;

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        self.clock.start();
        let out = self.step_inner(budget);
        self.clock.stop();
        out
    }

    fn snapshot(&self) -> Self::Snapshot {
        self.snapshot_now()
    }
}

impl<G: SearchGame> Searcher<G> {
    /// `step`의 몸 (생각 시계가 흐르는 동안).
    fn step_inner(&mut self, budget: Budget) -> Progress<SearchResult<G::Move>> {
        if self.config.use_tt && self.tt.is_none() && !self.finished {
            self.tt = Some(Tt::Own(Table::new(
                self.config.tt_bits,
                self.config.key_mode,
            )));
        }
        if self.config.selective && self.history.len() != G::HISTORY_SLOTS {
            self.history = vec![0; G::HISTORY_SLOTS];
            self.counters = vec![None; G::HISTORY_SLOTS];
            self.follow = vec![0; G::FOLLOW_SLOTS * G::FOLLOW_SLOTS];
        }
        if self.finished {
            return Progress::Done(self.result());
        }
        let mut meter = budget.start();
        loop {
            if self.stack.is_empty() {
                // 다음 깊이를 시작한다 (또는 끝).
                let mut next = self.depth + 1;
                if let Some((size, phase)) = self.skip {
                    while (next + phase) / size.max(1) % 2 == 1 {
                        next += 1;
                    }
                }
                let over = self
                    .reports
                    .last()
                    .is_some_and(|r| r.value.abs() > WIN_BOUND || r.best.is_none());
                if next > self.config.max_depth
                    || over
                    || (self.past_soft_limit() && !self.reports.is_empty())
                {
                    self.finished = true;
                    return Progress::Done(self.result());
                }
                // 앞 깊이의 값이 평범한 점수면 그 둘레의 좁은 창으로 (PVS 계단부터).
                let aspiration = self.config.pvs && self.config.pruning;
                let (a, b) = match self.reports.last() {
                    Some(r) if aspiration && r.value.abs() < WIN_BOUND => {
                        (r.value - ASPIRATION, r.value + ASPIRATION)
                    }
                    _ => (-INF, INF),
                };
                self.begin_iteration(next, a, b);
                continue;
            }
            if !meter.has_budget() {
                return Progress::Pending;
            }
            // 깊이 1의 첫 줄조차 끝내지 못했다 (MultiPV의 다음 줄을 찾는 중이면 첫 줄은 끝냈다).
            let unfinished = self.reports.is_empty() && self.first_line.is_none();
            if (!unfinished && self.out_of_time()) || (unfinished && self.far_out_of_time()) {
                // 시간이 다 됐다: 이 깊이는 버리고 마지막으로 끝낸 깊이로 답한다 (이 깊이의 뿌리에서
                // 이미 더 좋은 수가 나왔으면 그 수로, `adopt_partial_root`). 깊이 1조차 못
                // 끝냈으면 (고요 탐색이 아주 길어진 국면) 한도의 두 배까지 기다렸다가 뿌리에서
                // 지금까지 가장 좋은 수로.
                if unfinished {
                    self.report_unfinished_root();
                } else {
                    self.adopt_partial_root();
                    self.finish_partial_lines();
                }
                self.stack.clear();
                self.finished = true;
                return Progress::Done(self.result());
            }
            self.advance();
            meter.add(1);
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
