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
//!   - 정적 평가의 가지치기 (게임이 [`SearchGame::STATIC_PRUNING`]을 켤 때만: 체스), 체크가 아닌 영 창
//!     노드에서: 남은 깊이 6 이하에서 평가가 β보다 `80 × 깊이` 이상 높으면 수를 보지 않고 자르고
//!     (reverse futility), 깊이 3 이하에서 평가에 여유(110, 200, 290)를 더해도 α에 못 미치면 조용한 수를
//!     보지 않으며 (futility), 그렇지 않아도 `3 + 깊이²`번째 뒤의 조용한 수는 보지 않는다 (late move
//!     pruning). 추적에는 [`LeafWhy::Futility`] 잎과 [`TraceEvent::Pruned`]로 남는다.
//!
//! 탐색은 재귀가 아니라 명시적인 스택으로 돈다. 그래서 노드 하나 단위로 멈췄다가 이어 갈 수 있다
//! ([`Steppable`](crate::step::Steppable)): 앱은 wasm에서 한 프레임에 몇 ms씩만 돌리고, 그 사이에 깊이·노드·표 적중을 그린다.
//!
//! 파일마다 한 가지 일 (mvanthoor/rustic의 `search/`처럼):
//! - `game`: 탐색이 보는 게임 (`SearchGame`, `Terminal`).
//! - `config`: 설정 (`SearchConfig`).
//! - `searcher`: 탐색기와 반복 깊게 하기 (열망 창, 한 `step`의 고리).
//! - `node`: 노드 스택 — 노드에 들어가기, 자식 하나씩 진행하기, 자식의 값 받기, 표에 적기.
//! - `ordering`: 수 순서 (표의 수, 킬러, 역사 점수).
//! - `selective`: 선택적 탐색의 결정 (체크 연장, 널 무브, 늦은 수 줄이기, 정적 평가의 가지치기).
//! - `report`: 깊이마다의 보고와 스냅숏의 모양; `lines`: 한 깊이를 끝내고 MultiPV의 줄을 적기, 결론.
//! - `frame`: 노드 스택의 한 칸; `score`: 이기고 지는 점수와 창의 상수.
//! - `clock`: 시간 (체스 시계의 규칙, 한도를 넘었는가).
//! - `trace`: 추적 — 탐색이 한 일을 사건 하나씩 (앱의 "탐색 나무", 명령줄의 `--trace`); `trace_tree`: 그
//!   사건들로 나무를 다시 세우고 사건 번호로 되감기.
//!
//! 설명을 위해 기법을 하나씩 끌 수 있다 ([`SearchConfig`]의 `pruning`, `ordering`, `use_tt`, `pvs`,
//! `selective`; 계단 [`Rung`]): 미니맥스 → 알파-베타 → 수 순서 → 전치표 → PVS와 열망 창 → 선택적 탐색.

mod child;
mod clock;
mod config;
mod deepening;
mod frame;
mod game;
mod lines;
mod node;
mod ordering;
mod quiescence;
mod report;
mod root_threats;
mod score;
mod searcher;
mod selective;
mod shared;
mod smp;
mod trace;
mod trace_fields;
mod trace_tree;

pub use clock::{CLOCK_MOVES, CLOCK_RESERVE, clock_millis, soft_millis};
pub use config::{Rung, SearchConfig};
pub use game::{Exact, ExactSource, Oracle, SearchGame, Terminal};
pub use report::{DepthReport, PvLine, RootThreats, SearchResult, SearchSnapshot, ThreatLine};
pub use score::{WIN, WIN_BOUND};
pub use searcher::Searcher;
pub use shared::SharedTable;
pub use smp::Helpers;
pub use trace::{ChildKind, LeafWhy, OrderWhy, ProbeAt, ProbeUse, PruneWhy, TraceEvent, Via};
pub use trace_fields::TraceValue;
pub use trace_tree::{NodeEnd, TraceTree, TreeNode};
