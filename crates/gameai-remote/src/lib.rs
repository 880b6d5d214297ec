//! 생각을 다른 곳(웹의 작업자, Web Worker)에서 돌리는 운반: `gameai`는 규칙과 풀이기만 갖고, 그것을
//! 바이트로 보내고 받는 일은 이 크레이트가 한다. 앱(주 스레드)과 `think-worker`(작업자)가 함께 쓴다.
//!
//! 무엇을 보내고, 무엇을 돌려받고, 저쪽에서 어떻게 도는가. 스레드도 브라우저도 모르는 순수한
//! 부분이라 네이티브 시험으로 전부 확인한다 (`tests/remote.rs`).
//!
//! - [`wire`]: 작은 이진 형식 (`Wire`: 정수, 설정, 스냅숏, 결론, 게임마다의 국면). 읽기는 패닉하지 않는다.
//! - [`Job`]: 작업자 한 명의 몫 — 어떤 탐색(MCTS, 알파-베타, 둘을 차례로), 어떤 게임의 어떤 국면,
//!   설정, 예산, 씨앗.
//! - [`ToWorker`] / [`FromWorker`]: 경계를 건너는 편지. 편지마다 생각의 번호가 붙어, 옛 생각의
//!   답은 받는 쪽이 알아보고 버린다.
//! - [`Remote`]: 앱의 풀이기를 작업들로 나누고 (루트 병렬이면 작업자마다 트리 하나), 돌아온
//!   조각들을 하나로 합친다 — 네이티브의 [`gameai::mcts::Search`]가 제 트리들을 합치는 것과 같은 규칙으로.
//! - [`ReviewJob`]: 대국 돌아보기 하나 (처음 국면, 수들, 판정의 예산) — 작업자가 같은 판정을 다시 만든다.
//! - [`Runner`]: 작업자 안에서 도는 쪽. 편지를 받아 풀이기를 만들고 조각마다 돌린다. 한 판의
//!   수와 수 사이에는 MCTS 트리와 전치표를 제 안에 남겨 두었다가, 다음 국면이 그 국면에서 수를
//!   두어 온 것이면 이어 쓴다 ([`Lineage`]).

mod job;
mod lineage;
mod review;
mod review_job;
mod runner;
mod split;
pub mod wire;

/// 작업자에게 쉬라는 글 편지 (페이지가 가려졌다): 작업자는 조각을 더 예약하지 않는다. 이진 편지
/// ([`ToWorker`])와 섞이지 않게 글(문자열)로 보낸다.
pub const PAUSE_LETTER: &str = "pause";
/// 작업자에게 이어 하라는 글 편지 (페이지가 다시 보인다).
pub const RESUME_LETTER: &str = "resume";

pub use job::{AbJob, Bytes, FromWorker, Job, MctsJob, Nested, RemoteGame, TablebaseJob, ToWorker};
pub use lineage::Lineage;
pub use review::RemoteJudge;
pub use review_job::{JudgeBudget, ReviewJob};
pub use runner::Runner;
pub use split::{Remote, ab_job};
