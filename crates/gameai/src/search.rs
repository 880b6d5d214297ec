//! 네가맥스 알파-베타 탐색 + 반복 깊게 하기 + 전치표. 오목과 체스가 같은 탐색을 쓴다.
//!
//! - 네가맥스: 한 국면의 값은 둘 차례인 쪽에서 본 점수이고, 자식 값의 부호를 뒤집어 가장 큰 것.
//! - 알파-베타: (α, β) 창 밖의 가지는 더 보지 않는다 (D. Knuth, R. Moore, "An Analysis of
//!   Alpha-Beta Pruning", 1975; <https://www.chessprogramming.org/Alpha-Beta>).
//! - 반복 깊게 하기: 깊이 1, 2, 3 … 차례로 찾고, 앞 깊이의 최선의 수(전치표에 적힘)를 먼저 본다.
//! - 전치표: [`crate::tt`]. 표의 수를 맨 앞에, 나머지는 게임이 준 순서대로.
//! - 주요 변화 탐색(PVS): 첫 수만 온전한 창으로, 나머지는 영 창(α, α + 1)으로 "첫 수보다 나쁜가"만
//!   묻고, 아니라고 나오면 온전한 창으로 다시 찾는다. 다시 찾을 때 표가 앞서 본 국면을 돌려준다
//!   (<https://www.chessprogramming.org/Principal_Variation_Search>).
//! - 표를 부모에서 먼저 본다 (enhanced transposition cutoff, Plaat 외 1996): 자식을 두기 전에 그
//!   국면의 열쇠로 표를 찾아, 충분한 값이 있으면 그 자식은 찾지 않는다. 잎의 정적 평가도 깊이 0으로
//!   적어 두어, 다른 수순으로 온 같은 잎을 다시 평가하지 않는다. 노드 수는 "들어가서 찾은 국면"만
//!   센다: 표가 답한 국면은 노드가 아니라 표 적중으로 센다.
//! - 열망 창(aspiration window): 깊이 2부터는 앞 깊이의 값 둘레의 좁은 창으로 찾고, 창 밖으로
//!   나오면 온전한 창으로 다시 찾는다 (<https://www.chessprogramming.org/Aspiration_Windows>).
//! - 킬러 수 (killer heuristic): 같은 깊이(ply)에서 최근에 자른 조용한 수 둘을 형제 국면에서 잡는
//!   수들 바로 뒤에 먼저 본다 (<https://www.chessprogramming.org/Killer_Heuristic>). 게임이
//!   [`SearchGame::is_quiet`]로 조용한 수를 알려 줄 때만 (체스). 체스의 벤치 여섯 국면에서 노드가
//!   모두 합쳐 2.8% 준다 (국면마다 +6%에서 −49%까지; 가장 크게 주는 것은 끝내기).
//! - 이기고 지는 점수는 거리로 고친다: 더 빨리 이기는 쪽이 더 큰 값이다.
//! - MultiPV ([`SearchConfig::multipv`]): 깊이마다 가장 좋은 수를 찾은 뒤, 그 수를 뺀 뿌리에서 다시
//!   찾아 둘째 줄을, 그 둘을 뺀 뿌리에서 셋째 줄을 (온전한 창으로; 표는 앞 줄이 본 국면을 준다).
//!   줄마다 값은 남은 수 가운데 가장 좋은 것의 참값이다. 둘 수는 언제나 첫 줄의 것이다
//!   (<https://www.chessprogramming.org/Principal_Variation#MultiPV>).
//! - 선택적 탐색 ([`SearchConfig::selective`], 게임이 알려 줄 때만: 체스). 평범한 알파-베타의 값을
//!   그대로 지키지는 않지만, 같은 시간에 훨씬 깊이 본다:
//!   - 역사 휴리스틱: 자른 조용한 수에 `깊이²`를 더해 두고, 킬러 뒤의 조용한 수를 그 점수 순으로
//!     (<https://www.chessprogramming.org/History_Heuristic>).
//!   - 널 무브 가지치기: 영 창 노드에서 정적 평가가 β 이상이면 차례를 그냥 넘기고 `R`(2, 깊이 7부터
//!     3)만큼 얕게 찾는다. 한 수를 거저 주고도 β 이상이면 자른다. 체크 중이거나, 폰과 킹만 남아
//!     추크츠방(둘 수밖에 없어 손해)이 흔한 국면에서는 하지 않는다
//!     (<https://www.chessprogramming.org/Null_Move_Pruning>).
//!   - 늦은 수 줄이기 (LMR): 깊이 3 이상에서 넷째 수부터의 조용한 수(킬러가 아니고, 체크를 주지
//!     않는)는 한 수(여섯째부터 깊이 6 이상이면 두 수) 얕게 영 창으로 찾고, α를 넘으면 온전한 깊이로
//!     다시 (<https://www.chessprogramming.org/Late_Move_Reductions>).
//!   - 체크 연장: 체크를 당한 노드는 한 수 더 깊이 (뿌리에서 이번 깊이의 두 배까지).
//!
//! 탐색은 재귀가 아니라 명시적인 스택으로 돈다. 그래서 노드 하나 단위로 멈췄다가 이어 갈 수 있다
//! ([`Steppable`]): 앱은 wasm에서 한 프레임에 몇 ms씩만 돌리고, 그 사이에 깊이·노드·표 적중을 그린다.

use core::fmt::Debug;

use crate::step::{Budget, Progress, Steppable, ThinkClock};
use crate::tt::{Bound, KeyMode, Table, TtStats};

/// 이기는 점수의 크기. 실제 값은 거리만큼 줄인다 (`WIN - ply`).
pub const WIN: i32 = 1_000_000;
/// 이보다 크면 "몇 수 만에 이김" 점수다.
pub const WIN_BOUND: i32 = WIN - 10_000;
const INF: i32 = WIN + 1;
/// 열망 창의 반폭.
const ASPIRATION: i32 = 60;

/// 시계로 둘 때, 남은 수를 모르면 남은 시간을 이만큼으로 나눈다 ([`clock_millis`]).
pub const CLOCK_MOVES: u64 = 12;

/// 체스 시계에서 이번 수에 쓸 시간 (ms): 남은 시간 `remaining`을 남은 수(`moves_to_go`, 모르면
/// [`CLOCK_MOVES`])로 나눈 몫에 한 수마다 더해 주는 시간 `inc`의 ¾을 더하되, 남은 시간의 ⅓은
/// 넘지 않는다 (적어도 1 ms).
///
/// 나누는 수가 12인 까닭 (README의 측정): Stockfish의 `Skill Level`은 정해진 깊이에서 수를
/// 고르므로 시간을 더 주어도 거의 세지지 않지만, 이 엔진은 시간만큼 깊이 본다. 10초 + 0.1초에서
/// 1/25로 쓸 때 `Skill Level 6`에게 20판 +2 =3 −15였고, 같은 날 1/12로 쓰자 40판 +18 =4 −18
/// (50 %)이었다. 남은 시간이 줄면 몫도 줄어, 판이 길어져도 시계가 다 떨어지지는 않는다 (더해 주는
/// 시간의 ¼은 남는다).
pub fn clock_millis(remaining: u64, inc: u64, moves_to_go: Option<u64>) -> u64 {
    let share = remaining / moves_to_go.unwrap_or(CLOCK_MOVES).max(1);
    share
        .saturating_add(inc.saturating_mul(3) / 4)
        .min(remaining / 3)
        .max(1)
}

/// 끝난 국면의 결과 (둘 차례인 쪽에서).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terminal {
    /// 둘 차례인 쪽이 졌다 (상대가 다섯을 만들었다, 체크메이트 …).
    Loss,
    /// 비겼다.
    Draw,
}

/// 알파-베타가 찾을 수 있는 게임.
pub trait SearchGame: Clone + Send + Sync + 'static {
    /// 수.
    type Move: Copy + Eq + Debug + Send + Sync + 'static;

    /// 국면의 조브리스트 열쇠 (둘 차례 포함).
    fn key(&self) -> u64;
    /// 끝났으면 그 결과.
    fn terminal(&self) -> Option<Terminal>;
    /// 탐색의 뿌리로서 끝났는가. 기본은 [`Self::terminal`]. 체스는 뿌리에서 규칙의 비김(세 번,
    /// 50수)을 보지 않는다: 그 비김은 청해야 끝나므로, 수를 물으면 수를 준다.
    fn root_terminal(&self) -> Option<Terminal> {
        self.terminal()
    }
    /// 둘 수를 좋아 보이는 순서로 `out`에 넣는다 (비우고 나서). 끝났으면 비운다.
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// 수를 둔다 (합법이라고 믿는다).
    fn make(&mut self, mv: Self::Move);
    /// `mv`를 둔 뒤의 열쇠 (두지 않고; 게임이 XOR로 바로 계산할 수 있으면 덮어쓴다).
    fn key_after(&self, mv: Self::Move) -> u64 {
        let mut g = self.clone();
        g.make(mv);
        g.key()
    }
    /// 마지막에 둔 수 `mv`를 되돌린다.
    fn unmake(&mut self, mv: Self::Move);
    /// 정적 평가: 둘 차례인 쪽에서 본 점수 (|값| < [`WIN_BOUND`]).
    fn evaluate(&self) -> i32;
    /// 고요 탐색(quiescence)을 쓰는가 (체스: 잡는 수가 잠잠해질 때까지).
    fn quiescence(&self) -> bool {
        false
    }
    /// 고요 탐색에서 볼 시끄러운 수 (잡기, 승격).
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) {
        out.clear();
    }
    /// 고요 탐색에서 그대로 서 있는 값(stand pat)을 바닥으로 써도 되는가. 체스에서 체크를 당한
    /// 쪽은 "아무것도 안 하기"를 고를 수 없으므로 false이고, 그때 [`Self::noisy_moves`]는 체크를
    /// 피하는 모든 수를 준다.
    fn may_stand_pat(&self) -> bool {
        true
    }
    /// [`Self::moves`]가 비었을 때 (끝나지 않은 국면에서) 그 결과: 체스는 체크면 체크메이트,
    /// 아니면 스테일메이트. 기본은 비김 (오목: 판이 가득 참).
    fn no_moves(&self) -> Terminal {
        Terminal::Draw
    }
    /// 조용한 수인가 (잡지도 승격하지도 않는다). 조용한 수가 자르면 같은 깊이(ply)의 "킬러"로
    /// 기억해 형제 국면에서 잡는 수들 바로 뒤에 먼저 본다. 기본은 false (킬러를 쓰지 않는다:
    /// 오목처럼 모든 수가 돌 하나 놓기인 게임).
    fn is_quiet(&self, _mv: Self::Move) -> bool {
        false
    }
    /// 둘 차례인 쪽이 체크를 당했는가 (선택적 탐색: 체크 연장, 그리고 널 무브와 줄이기를 삼가는
    /// 조건). 기본 false.
    fn in_check(&self) -> bool {
        false
    }
    /// 이 국면에서 널 무브(차례 넘기기)로 잘라도 되는가: 체크가 아니고, 추크츠방이 드문 국면.
    /// 기본 false (널 무브를 쓰지 않는다). true를 주는 게임은 [`Self::make_null`]도 준다.
    fn null_move_ok(&self) -> bool {
        false
    }
    /// 아무것도 두지 않고 차례만 넘긴다 ([`Self::null_move_ok`]일 때만 부른다).
    fn make_null(&mut self) {}
    /// [`Self::make_null`]을 되돌린다.
    fn unmake_null(&mut self) {}
    /// 역사 휴리스틱의 칸 수 (0이면 쓰지 않는다).
    const HISTORY_SLOTS: usize = 0;
    /// 조용한 수의 역사 칸 번호 (`0..HISTORY_SLOTS`; 체스: 출발 칸 × 64 + 도착 칸).
    fn history_slot(&self, _mv: Self::Move) -> usize {
        0
    }
}

/// 탐색 설정.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// 가장 깊이.
    pub max_depth: u32,
    /// 시간 한도 (밀리초). 넘으면 마지막으로 끝낸 깊이의 답을 쓴다.
    pub max_millis: Option<u64>,
    /// 전치표를 쓰는가.
    pub use_tt: bool,
    /// 표의 칸 수 = 2^tt_bits.
    pub tt_bits: u32,
    /// 열쇠 모드 (충돌 수업).
    pub key_mode: KeyMode,
    /// 깊이마다 찾는 줄의 수 (MultiPV, 1이면 가장 좋은 수 하나만). 줄이 늘면 깊이마다 일도 는다.
    pub multipv: u32,
    /// 선택적 탐색 (역사 휴리스틱, 널 무브, 늦은 수 줄이기, 체크 연장; 게임이 알려 줄 때만). 기본
    /// 켬. 끄면 평범한 알파-베타 + 표: 값이 가지치기 없는 네가맥스와 같다 (오라클 시험, 표 켬/끔 비교).
    pub selective: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            max_depth: 4,
            max_millis: None,
            use_tt: true,
            tt_bits: 18,
            key_mode: KeyMode::Full64,
            multipv: 1,
            selective: true,
        }
    }
}

/// MultiPV의 줄 하나: 뿌리의 한 수에서 시작하는 주요 변화와 그 값.
#[derive(Clone, Debug, PartialEq)]
pub struct PvLine<M> {
    /// 이 줄을 찾은 깊이 (시간이 다 되어 끝내지 못한 줄은 앞 깊이의 것이다).
    pub depth: u32,
    /// 값 (뿌리에서 둘 차례인 쪽에서).
    pub value: i32,
    /// 주요 변화 (첫 수가 이 줄의 뿌리 수).
    pub pv: Vec<M>,
}

/// 끝낸 깊이 하나의 보고.
#[derive(Clone, Debug, PartialEq)]
pub struct DepthReport<M> {
    /// 깊이.
    pub depth: u32,
    /// 최선의 수.
    pub best: Option<M>,
    /// 값 (둘 차례인 쪽에서).
    pub value: i32,
    /// 주요 변화 (표의 최선의 수를 따라간 것).
    pub pv: Vec<M>,
    /// MultiPV의 줄들, 좋은 순 (첫 줄은 `value`와 `pv`). 둘 수가 없으면 비었다.
    pub lines: Vec<PvLine<M>>,
    /// 지금까지의 노드 수 (모든 깊이 합).
    pub nodes: u64,
    /// 끝낸 깊이마다 (깊이, 그 깊이를 끝냈을 때의 누적 노드 수), 이 보고의 깊이까지 차례로 (마지막은
    /// 이 보고의 `depth`와 `nodes`). 결론 하나로 깊이마다의 일을 그릴 수 있게 (표 켬/끔 비교의 막대).
    pub history: Vec<(u32, u64)>,
    /// 표의 셈.
    pub tt: TtStats,
    /// 걸린 초.
    pub elapsed: f32,
}

/// 탐색의 결론 (마지막으로 끝낸 깊이).
pub type SearchResult<M> = DepthReport<M>;

/// 생각 도중의 모습.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchSnapshot<M> {
    /// 지금 찾는 깊이.
    pub depth: u32,
    /// 노드 수.
    pub nodes: u64,
    /// 표의 셈.
    pub tt: TtStats,
    /// 끝낸 깊이들.
    pub done: Vec<DepthReport<M>>,
}

/// 스택의 한 칸 (노드 하나).
#[derive(Clone, Copy, Debug)]
struct Frame<M> {
    depth: i32,
    ply: u32,
    alpha: i32,
    beta: i32,
    alpha0: i32,
    beta0: i32,
    /// 표가 알려 준 바닥과 천장 (창을 좁혔으면 결과를 그 안으로 자른다).
    floor: i32,
    ceil: i32,
    key: u64,
    qs: bool,
    start: usize,
    end: usize,
    next: usize,
    best: i32,
    best_move: Option<M>,
    /// 이 노드로 들어온 길 (돌아갈 때 되돌린다).
    entered_by: Entry<M>,
    /// 마지막 자식을 영 창으로 찾았는가 (높게 나오면 온전한 창으로 다시).
    null_window: bool,
    /// 다음 자식은 온전한 창으로 다시 찾는다.
    research: bool,
    /// 둘 차례가 체크를 당했다 (선택적 탐색에서만 잰다).
    in_check: bool,
    /// 수들을 보기 전에 널 무브를 해 본다.
    null_pending: bool,
    /// 지금 찾는 자식이 널 무브다.
    null_child: bool,
    /// 마지막 자식을 줄인 깊이로 찾았다 (α를 넘으면 온전한 깊이로 다시).
    reduced: bool,
    /// 다음 자식은 줄이지 않는다.
    no_reduce: bool,
}

/// 노드로 들어온 길.
#[derive(Clone, Copy, Debug)]
enum Entry<M> {
    /// 뿌리.
    Root,
    /// 수.
    Move(M),
    /// 널 무브 (차례만 넘김).
    Null,
}

/// 노드에 들어간 결과: 바로 값이 나왔거나, 스택에 올렸거나.
enum Enter {
    Value(i32),
    Pushed,
}

/// 알파-베타 탐색기.
#[derive(Clone, Debug)]
pub struct Searcher<G: SearchGame> {
    root: G,
    game: G,
    config: SearchConfig,
    tt: Option<Table<G::Move>>,
    stack: Vec<Frame<G::Move>>,
    buffer: Vec<G::Move>,
    scratch: Vec<G::Move>,
    depth: u32,
    nodes: u64,
    reports: Vec<DepthReport<G::Move>>,
    /// 생각한 시간 (`step` 안에서만 흐른다).
    clock: ThinkClock,
    finished: bool,
    /// 깊이(ply)마다 최근에 자른 조용한 수 둘 (킬러 수).
    killers: Vec<[Option<G::Move>; 2]>,
    /// 역사 휴리스틱: 칸마다 자른 조용한 수의 점수 (선택적 탐색에서, 첫 `step`에서 만든다).
    history: Vec<u32>,
    /// 이어 받은 표의 셈 (보고에는 이번 탐색에서 늘어난 만큼만 쓴다).
    tt_base: TtStats,
    /// 표 없이 찾을 때 자름 수 (표가 있으면 표의 셈에 있다).
    pub beta_cutoffs: u64,
    /// 뿌리에서 이 수들만 본다 (UCI의 `searchmoves`, MultiPV의 둘째 줄부터). `None`이면 모두.
    root_moves: Option<Vec<G::Move>>,
    /// 이 깊이에서 앞의 줄들이 고른 뿌리 수 (MultiPV: 다음 줄은 이 수들을 빼고 찾는다).
    excluded: Vec<G::Move>,
    /// 이 깊이에서 끝낸 줄들.
    lines: Vec<PvLine<G::Move>>,
    /// 이 깊이의 첫 줄 (값, 수).
    first_line: Option<(i32, Option<G::Move>)>,
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
            tt_base: TtStats::default(),
            beta_cutoffs: 0,
            root_moves: None,
            excluded: Vec::new(),
            lines: Vec::new(),
            first_line: None,
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
    fn restrict_root(&self, moves: &mut Vec<G::Move>) {
        if let Some(only) = &self.root_moves {
            moves.retain(|m| only.contains(m));
        }
        if !self.excluded.is_empty() {
            moves.retain(|m| !self.excluded.contains(m));
        }
    }

    /// 뿌리가 제한되었는가 (그 뿌리 값은 국면의 참값이 아니다).
    fn root_restricted(&self) -> bool {
        self.root_moves.is_some() || !self.excluded.is_empty()
    }

    /// 이미 쓰던 표로 시작한다 (대국에서 수마다 표를 이어 쓴다).
    pub fn with_table(mut self, table: Table<G::Move>) -> Self {
        if self.config.use_tt {
            self.tt_base = table.stats;
            self.tt = Some(table);
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

    /// 표를 꺼낸다.
    pub fn take_table(&mut self) -> Option<Table<G::Move>> {
        self.tt.take()
    }

    /// 표 (있으면).
    pub fn table(&self) -> Option<&Table<G::Move>> {
        self.tt.as_ref()
    }

    /// 지금까지의 노드 수.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// 끝낸 깊이들의 보고.
    pub fn reports(&self) -> &[DepthReport<G::Move>] {
        &self.reports
    }

    fn tt_stats(&self) -> TtStats {
        self.tt
            .as_ref()
            .map(|t| t.stats.since(self.tt_base))
            .unwrap_or_default()
    }

    fn elapsed(&self) -> f32 {
        self.clock.elapsed().as_secs_f32()
    }

    fn out_of_time(&self) -> bool {
        self.config
            .max_millis
            .is_some_and(|ms| self.elapsed() * 1000.0 >= ms as f32)
    }

    /// 깊이 1도 못 끝낸 탐색을 끊는 한도: 시간 한도의 두 배 + 0.1초.
    fn far_out_of_time(&self) -> bool {
        self.config
            .max_millis
            .is_some_and(|ms| self.elapsed() * 1000.0 >= (2 * ms + 100) as f32)
    }

    /// 표에 적을 값: 이기고 지는 점수를 "여기서부터의 거리"로 바꾼다.
    fn to_tt(v: i32, ply: u32) -> i32 {
        let p = ply as i32;
        if v > WIN_BOUND {
            v + p
        } else if v < -WIN_BOUND {
            v - p
        } else {
            v
        }
    }

    fn from_tt(v: i32, ply: u32) -> i32 {
        let p = ply as i32;
        if v > WIN_BOUND {
            v - p
        } else if v < -WIN_BOUND {
            v + p
        } else {
            v
        }
    }

    /// 노드에 들어간다 (게임은 이미 그 국면이다).
    fn enter(
        &mut self,
        depth: i32,
        ply: u32,
        alpha: i32,
        beta: i32,
        entered_by: Entry<G::Move>,
    ) -> Enter {
        self.nodes += 1;
        let over = if ply == 0 {
            self.game.root_terminal()
        } else {
            self.game.terminal()
        };
        if let Some(t) = over {
            return Enter::Value(match t {
                Terminal::Loss => -(WIN - ply as i32),
                Terminal::Draw => 0,
            });
        }
        let selective = self.config.selective;
        let in_check = selective && self.game.in_check();
        // 체크 연장: 체크를 당한 노드는 한 수 더 깊이 (끝없는 체크 수순이 없게 이번 깊이의 두 배까지).
        let depth = if in_check && ply > 0 && ply < 2 * self.depth {
            depth.max(0) + 1
        } else {
            depth
        };
        let qs = depth <= 0;
        let key = self.game.key();
        if qs && !self.game.quiescence() {
            let v = self.game.evaluate();
            if let Some(tt) = &mut self.tt {
                tt.store(key, 0, Bound::Exact, v, None);
            }
            return Enter::Value(v);
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut alpha = alpha;
        let mut beta = beta;
        let (mut floor, mut ceil) = (-INF, INF);
        let mut best = -INF;
        let mut tt_move = None;
        if qs {
            // 고요 탐색: 그대로 서 있는 값이 바닥이다 (서 있을 수 없는 국면이면 바닥 없이).
            if self.game.may_stand_pat() {
                let stand = self.game.evaluate();
                if stand >= beta {
                    return Enter::Value(stand);
                }
                alpha = alpha.max(stand);
                best = stand;
            }
            self.game.noisy_moves(&mut self.scratch);
        } else {
            if let Some(tt) = &mut self.tt {
                let p = tt.probe(
                    key,
                    depth.max(0) as u8,
                    Self::to_tt(alpha, ply),
                    Self::to_tt(beta, ply),
                );
                if let (Some(v), true) = (p.cutoff, ply > 0) {
                    return Enter::Value(Self::from_tt(v, ply));
                }
                // 끝내지는 못해도, 깊이가 충분한 경계는 창을 좁힌다.
                match p.bound {
                    Some((Bound::Lower, v)) if ply > 0 => {
                        floor = Self::from_tt(v, ply);
                        alpha = alpha.max(floor);
                    }
                    Some((Bound::Upper, v)) if ply > 0 => {
                        ceil = Self::from_tt(v, ply);
                        beta = beta.min(ceil);
                    }
                    _ => {}
                }
                if alpha >= beta {
                    return Enter::Value(alpha);
                }
                tt_move = p.best;
            }
            self.game.moves(&mut self.scratch);
            if ply == 0 && self.root_restricted() {
                let mut moves = std::mem::take(&mut self.scratch);
                self.restrict_root(&mut moves);
                self.scratch = moves;
            }
            if let Some(m) = tt_move
                && let Some(i) = self.scratch.iter().position(|&x| x == m)
            {
                self.scratch[..=i].rotate_right(1);
            }
            let quiet_from = self.order_killers(ply, tt_move.is_some());
            if let Some(i) = quiet_from {
                self.order_by_history(i);
            }
        }
        if self.scratch.is_empty() {
            let no_moves = || match self.game.no_moves() {
                Terminal::Loss => -(WIN - ply as i32),
                Terminal::Draw => 0,
            };
            return Enter::Value(if !qs {
                no_moves()
            } else if best > -INF {
                best
            } else {
                // 서 있을 수 없는데 (체크) 피할 수가 없다: 체크메이트.
                no_moves()
            });
        }
        // 널 무브: 영 창 노드에서, 정적 평가가 이미 β 이상이고 차례를 넘겨도 되는 국면이면 수들보다
        // 먼저 "한 수를 거저 주고도 β 이상인가"를 얕게 묻는다 (널 무브를 두 번 잇달아 두지 않는다).
        let null_pending = selective
            && !qs
            && ply > 0
            && depth >= 3
            && beta - alpha == 1
            && beta.abs() < WIN_BOUND
            && !in_check
            && !matches!(entered_by, Entry::Null)
            && self.game.null_move_ok()
            && self.game.evaluate() >= beta;
        let start = self.buffer.len();
        self.buffer.extend_from_slice(&self.scratch);
        self.stack.push(Frame {
            depth,
            ply,
            alpha,
            beta,
            alpha0,
            beta0,
            floor,
            ceil,
            key,
            qs,
            start,
            end: self.buffer.len(),
            next: start,
            best,
            best_move: None,
            entered_by,
            null_window: false,
            research: false,
            in_check,
            null_pending,
            null_child: false,
            reduced: false,
            no_reduce: false,
        });
        Enter::Pushed
    }

    /// 이 깊이의 킬러 수를 잡는 수들 바로 뒤로 당긴다 (표의 수는 맨 앞에 둔 채). 킬러 다음의 첫
    /// 조용한 수 자리를 돌려준다 (조용한 수가 없으면 `None`).
    fn order_killers(&mut self, ply: u32, tt_first: bool) -> Option<usize> {
        let game = &self.game;
        let skip = usize::from(tt_first);
        let mut first_quiet = self
            .scratch
            .iter()
            .skip(skip)
            .position(|&m| game.is_quiet(m))
            .map(|i| i + skip)?;
        let Some(&killers) = self.killers.get(ply as usize) else {
            return Some(first_quiet);
        };
        for k in killers.into_iter().flatten() {
            if let Some(i) = self.scratch[first_quiet..].iter().position(|&m| m == k) {
                self.scratch[first_quiet..=first_quiet + i].rotate_right(1);
                first_quiet += 1;
            }
        }
        Some(first_quiet)
    }

    /// `scratch[from..]`의 조용한 수들을 역사 점수가 높은 순으로 (같으면 게임이 준 순서대로: 안정
    /// 정렬). 수가 몇십 개라 할당 없는 삽입 정렬로.
    fn order_by_history(&mut self, from: usize) {
        if self.history.is_empty() {
            return;
        }
        let score = |g: &G, h: &[u32], m: G::Move| {
            if g.is_quiet(m) {
                h.get(g.history_slot(m)).copied().unwrap_or(0)
            } else {
                0
            }
        };
        let (game, history) = (&self.game, &self.history);
        let moves = &mut self.scratch[from..];
        for i in 1..moves.len() {
            let m = moves[i];
            let v = score(game, history, m);
            let mut j = i;
            while j > 0 && score(game, history, moves[j - 1]) < v {
                moves[j] = moves[j - 1];
                j -= 1;
            }
            moves[j] = m;
        }
    }

    /// 조용한 수 `mv`가 깊이 `depth`에서 잘랐다: 역사 점수에 `depth²`를 더한다 (넘칠 것 같으면
    /// 모두 반으로 줄여 최근 것에 무게를 둔다).
    fn remember_history(&mut self, depth: i32, mv: G::Move) {
        let slot = self.game.history_slot(mv);
        let bonus = (depth.max(1) as u32).pow(2);
        if let Some(h) = self.history.get_mut(slot) {
            *h = h.saturating_add(bonus);
            if *h > 1 << 30 {
                self.history.iter_mut().for_each(|h| *h /= 2);
            }
        }
    }

    /// 조용한 수 `mv`가 깊이 `ply`에서 잘랐다: 킬러로 기억한다.
    fn remember_killer(&mut self, ply: u32, mv: G::Move) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
    }

    /// 맨 위 노드에 자식의 값 `v`(자식 쪽에서 본 값)를 알린다.
    fn report_child(&mut self, v: i32) {
        let Some(f) = self.stack.last_mut() else {
            return;
        };
        let v = -v;
        // 널 무브의 답: 한 수를 거저 주고도 β 이상이면 자른다 (이기는 점수는 널 무브로 믿지 않고 β로).
        if f.null_child {
            f.null_child = false;
            if v >= f.beta {
                f.best = if v > WIN_BOUND { f.beta } else { v };
                f.next = f.end;
            }
            return;
        }
        // 줄여 찾은 수가 α를 넘었다: 온전한 깊이로 다시.
        if f.reduced && v > f.alpha {
            f.next -= 1;
            f.no_reduce = true;
            return;
        }
        // 영 창이 α보다 높게 나왔고 β보다 낮으면: 이 수가 더 좋을지 모른다 — 온전한 창으로 다시.
        if f.null_window && v > f.alpha && v < f.beta {
            f.next -= 1;
            f.research = true;
            return;
        }
        let mv = self.buffer[f.next - 1];
        if v > f.best {
            f.best = v;
            f.best_move = Some(mv);
        }
        if v > f.alpha {
            f.alpha = v;
        }
        if f.alpha >= f.beta {
            f.next = f.end;
            self.beta_cutoffs += 1;
            let (qs, ply, depth) = (f.qs, f.ply, f.depth);
            if !qs && self.game.is_quiet(mv) {
                self.remember_killer(ply, mv);
                self.remember_history(depth, mv);
            }
        }
    }

    /// 깊이 `depth`의 찾기를 창 (α, β)로 시작한다.
    fn begin_iteration(&mut self, depth: u32, alpha: i32, beta: i32) {
        self.depth = depth;
        self.game = self.root.clone();
        self.stack.clear();
        self.buffer.clear();
        if let Enter::Value(v) = self.enter(depth as i32, 0, alpha, beta, Entry::Root) {
            // 루트에서 바로 끝났다 (끝난 국면이거나 둘 수가 없다).
            self.finish_iteration(v, None);
        }
    }

    /// 한 줄을 끝냈다: 적어 두고, MultiPV의 줄이 더 필요하고 남은 수가 있으면 그 수를 빼고 같은
    /// 깊이를 다시 (온전한 창으로), 아니면 이 깊이의 보고를 낸다.
    fn finish_iteration(&mut self, value: i32, best: Option<G::Move>) {
        if self.first_line.is_none() {
            self.first_line = Some((value, best));
        }
        if let Some(b) = best {
            let pv = self.principal_variation(Some(b), self.depth);
            self.lines.push(PvLine {
                depth: self.depth,
                value,
                pv,
            });
            self.excluded.push(b);
            if (self.lines.len() as u32) < self.config.multipv && self.root_has_moves() {
                self.begin_iteration(self.depth, -INF, INF);
                return;
            }
        }
        self.push_report(Vec::new());
    }

    /// 앞의 줄들이 고른 수를 빼도 뿌리에 둘 수가 남았는가.
    fn root_has_moves(&self) -> bool {
        let mut moves = Vec::new();
        self.root.moves(&mut moves);
        self.restrict_root(&mut moves);
        !moves.is_empty()
    }

    /// 이 깊이의 보고를 낸다: 첫 줄의 값과 수, 끝낸 줄들 (그리고 `more`: 끝내지 못한 줄 대신 앞
    /// 깊이의 줄들). 다음 깊이를 위해 줄 상태를 비운다.
    fn push_report(&mut self, more: Vec<PvLine<G::Move>>) {
        let (value, best) = self
            .first_line
            .take()
            .unwrap_or((self.root.evaluate(), None));
        let mut lines = std::mem::take(&mut self.lines);
        lines.extend(more);
        self.excluded.clear();
        self.reports.push(DepthReport {
            depth: self.depth,
            best,
            value,
            pv: lines.first().map(|l| l.pv.clone()).unwrap_or_default(),
            lines,
            nodes: self.nodes,
            history: self.history_to(self.depth),
            tt: self.tt_stats(),
            elapsed: self.elapsed(),
        });
    }

    /// 지금까지 낸 보고들의 (깊이, 누적 노드)에 이번 깊이 `depth`를 더한 목록.
    fn history_to(&self, depth: u32) -> Vec<(u32, u64)> {
        let mut h = self
            .reports
            .last()
            .map(|r| r.history.clone())
            .unwrap_or_default();
        h.push((depth, self.nodes));
        h
    }

    /// 시간이 다 됐을 때, 이 깊이의 첫 줄은 끝냈고 다음 줄들을 찾던 중이면: 끝낸 줄들에 앞 깊이의
    /// 줄들 가운데 아직 없는 수의 것을 더해 이 깊이의 보고로 낸다 (둘 수는 이 깊이의 첫 줄).
    fn finish_partial_lines(&mut self) {
        if self.first_line.is_none() {
            return;
        }
        let want = self.config.multipv as usize;
        let have: Vec<G::Move> = self
            .lines
            .iter()
            .filter_map(|l| l.pv.first().copied())
            .collect();
        let more: Vec<PvLine<G::Move>> = self
            .reports
            .last()
            .map(|r| r.lines.clone())
            .unwrap_or_default()
            .into_iter()
            .filter(|l| l.pv.first().is_some_and(|m| !have.contains(m)))
            .take(want.saturating_sub(have.len()))
            .collect();
        self.push_report(more);
    }

    /// 루트의 최선의 수에서 시작해 표의 최선의 수를 따라간 수순.
    fn principal_variation(&self, first: Option<G::Move>, depth: u32) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let Some(first) = first else { return pv };
        let mut g = self.root.clone();
        let mut moves = Vec::new();
        let mut next = Some(first);
        while let Some(mv) = next {
            g.moves(&mut moves);
            if !moves.contains(&mv) || pv.len() >= depth as usize {
                break;
            }
            pv.push(mv);
            g.make(mv);
            next = self
                .tt
                .as_ref()
                .and_then(|t| t.lookup(g.key()))
                .and_then(|e| e.best);
        }
        pv
    }

    /// 노드 하나만큼 진행한다. 한 깊이를 끝내면 true.
    fn advance(&mut self) -> bool {
        let Some(f) = self.stack.last().copied() else {
            return true;
        };
        if f.null_pending {
            // 널 무브: 차례를 넘기고 R만큼 더 얕게, β 바로 아래의 영 창으로.
            let r = if f.depth >= 7 { 3 } else { 2 };
            if let Some(top) = self.stack.last_mut() {
                top.null_pending = false;
                top.null_child = true;
            }
            self.game.make_null();
            if let Enter::Value(v) = self.enter(
                f.depth - 1 - r,
                f.ply + 1,
                -f.beta,
                -f.beta + 1,
                Entry::Null,
            ) {
                self.game.unmake_null();
                self.report_child(v);
            }
            return false;
        }
        if f.next < f.end {
            let mv = self.buffer[f.next];
            // 첫 수(와 다시 찾기)는 온전한 창, 나머지는 영 창. 고요 탐색은 언제나 온전한 창.
            let null = !f.qs && f.next > f.start && !f.research && f.beta - f.alpha > 1;
            let (a, b) = if null {
                (-f.alpha - 1, -f.alpha)
            } else {
                (-f.beta, -f.alpha)
            };
            // 늦은 수 줄이기: 넷째 수부터의 조용한 수 (킬러가 아니고, 다시 찾는 중이 아닌).
            let index = f.next - f.start;
            let mut reduction = if self.config.selective
                && !f.qs
                && f.depth >= 3
                && index >= 3
                && !f.in_check
                && !f.research
                && !f.no_reduce
                && self.game.is_quiet(mv)
                && !self
                    .killers
                    .get(f.ply as usize)
                    .is_some_and(|k| k.contains(&Some(mv)))
            {
                1 + i32::from(index >= 6 && f.depth >= 6)
            } else {
                0
            };
            if let Some(top) = self.stack.last_mut() {
                top.next += 1;
                top.null_window = null;
                top.research = false;
                top.no_reduce = false;
                top.reduced = reduction > 0;
            }
            // 부모에서 표를 먼저 본다: 자식 국면의 값이 이미 충분하면 들어가지 않는다 (줄일 수는
            // 체크를 주는지 두어 봐야 알므로 보지 않는다).
            let child_depth = f.depth - 1;
            if reduction == 0
                && child_depth >= 0
                && !(child_depth == 0 && self.game.quiescence())
                && let Some(tt) = &mut self.tt
            {
                let key = self.game.key_after(mv);
                let ply = f.ply + 1;
                let p = tt.probe(
                    key,
                    child_depth as u8,
                    Self::to_tt(a, ply),
                    Self::to_tt(b, ply),
                );
                if let Some(v) = p.cutoff {
                    self.report_child(Self::from_tt(v, ply));
                    return false;
                }
            }
            self.game.make(mv);
            // 체크를 주는 수는 줄이지 않는다.
            if reduction > 0 && self.game.in_check() {
                reduction = 0;
                if let Some(top) = self.stack.last_mut() {
                    top.reduced = false;
                }
            }
            let entry = Entry::Move(mv);
            if let Enter::Value(v) = self.enter(f.depth - 1 - reduction, f.ply + 1, a, b, entry) {
                self.game.unmake(mv);
                self.report_child(v);
            }
            return false;
        }
        // 이 노드를 다 보았다: 표에 적고 부모에게 값을 돌려준다.
        self.stack.pop();
        self.buffer.truncate(f.start);
        // 표의 경계로 창을 좁혔으면 결과도 그 안으로 (참값은 바닥과 천장 사이에 있다).
        let mut f = f;
        f.best = f.best.clamp(f.floor, f.ceil);
        // 뿌리를 제한한 탐색의 뿌리 값은 그 국면의 참값이 아니다: 적지 않는다.
        let restricted_root = f.ply == 0 && self.root_restricted();
        if !f.qs
            && !restricted_root
            && let Some(tt) = &mut self.tt
        {
            let bound = if f.best <= f.alpha0 {
                Bound::Upper
            } else if f.best >= f.beta0 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            tt.store(
                f.key,
                f.depth.max(0) as u8,
                bound,
                Self::to_tt(f.best, f.ply),
                // α 아래로 끝났으면 (모든 수가 모자람) 가장 높게 나온 수도 믿을 수 없다: 수 없이
                // 적어 표에 있던 수를 남긴다.
                if bound == Bound::Upper {
                    None
                } else {
                    f.best_move
                },
            );
        }
        match f.entered_by {
            Entry::Move(mv) => {
                self.game.unmake(mv);
                self.report_child(f.best);
                false
            }
            Entry::Null => {
                self.game.unmake_null();
                self.report_child(f.best);
                false
            }
            Entry::Root => {
                // 열망 창 밖으로 나왔으면 같은 깊이를 온전한 창으로 다시 (표가 앞서 본 것을 준다).
                if (f.best <= f.alpha0 && f.alpha0 > -INF) || (f.best >= f.beta0 && f.beta0 < INF) {
                    self.begin_iteration(self.depth, -INF, INF);
                    return false;
                }
                self.finish_iteration(f.best, f.best_move);
                true
            }
        }
    }

    /// 깊이 1을 끝내지 못하고 시간이 다 됐을 때: 뿌리에서 값을 안 자식 중 가장 좋은 수 (하나도
    /// 없으면 게임이 가장 좋아 보인다고 준 첫 수)를 깊이 0의 보고로 남긴다. 수가 있는 국면에서
    /// 탐색이 수 없이 끝나는 일이 없게.
    fn report_unfinished_root(&mut self) {
        let root = self.stack.first();
        let (best, value) = match root {
            Some(f) if f.best_move.is_some() => (f.best_move, f.best),
            Some(f) if f.start < f.end => (Some(self.buffer[f.start]), self.root.evaluate()),
            _ => {
                let mut moves = Vec::new();
                self.root.moves(&mut moves);
                self.restrict_root(&mut moves);
                (moves.first().copied(), self.root.evaluate())
            }
        };
        let pv: Vec<G::Move> = best.into_iter().collect();
        self.reports.push(DepthReport {
            depth: 0,
            best,
            value,
            lines: if pv.is_empty() {
                Vec::new()
            } else {
                vec![PvLine {
                    depth: 0,
                    value,
                    pv: pv.clone(),
                }]
            },
            pv,
            nodes: self.nodes,
            history: self.history_to(0),
            tt: self.tt_stats(),
            elapsed: self.elapsed(),
        });
    }

    /// 마지막으로 끝낸 깊이의 결론.
    pub fn result(&self) -> SearchResult<G::Move> {
        self.reports.last().cloned().unwrap_or(DepthReport {
            depth: 0,
            best: None,
            value: self.root.evaluate(),
            pv: Vec::new(),
            lines: Vec::new(),
            nodes: self.nodes,
            history: Vec::new(),
            tt: self.tt_stats(),
            elapsed: self.elapsed(),
        })
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
            self.tt = Some(Table::new(self.config.tt_bits, self.config.key_mode));
        }
        if self.config.selective && self.history.len() != G::HISTORY_SLOTS {
            self.history = vec![0; G::HISTORY_SLOTS];
        }
        if self.finished {
            return Progress::Done(self.result());
        }
        let mut meter = budget.start();
        loop {
            if self.stack.is_empty() {
                // 다음 깊이를 시작한다 (또는 끝).
                let next = self.depth + 1;
                let over = self
                    .reports
                    .last()
                    .is_some_and(|r| r.value.abs() > WIN_BOUND || r.best.is_none());
                if next > self.config.max_depth
                    || over
                    || (self.out_of_time() && !self.reports.is_empty())
                {
                    self.finished = true;
                    return Progress::Done(self.result());
                }
                // 앞 깊이의 값이 평범한 점수면 그 둘레의 좁은 창으로.
                let (a, b) = match self.reports.last() {
                    Some(r) if r.value.abs() < WIN_BOUND => {
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
                // 시간이 다 됐다: 이 깊이는 버리고 마지막으로 끝낸 깊이로 답한다. 깊이 1조차 못
                // 끝냈으면 (고요 탐색이 아주 길어진 국면) 한도의 두 배까지 기다렸다가 뿌리에서
                // 지금까지 가장 좋은 수로.
                if unfinished {
                    self.report_unfinished_root();
                } else {
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

    /// 지금의 모습.
    fn snapshot_now(&self) -> SearchSnapshot<G::Move> {
        SearchSnapshot {
            depth: self.depth,
            nodes: self.nodes,
            tt: self.tt_stats(),
            done: self.reports.clone(),
        }
    }
}
