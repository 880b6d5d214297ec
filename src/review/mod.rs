//! 대국의 수 목록과 돌아보기 (게임에 대해 일반적): 둔 수들을 앞뒤로 걸어 보고 (AI는 그동안 기다린다),
//! 대국을 게임의 기법 자신에게 수마다 판정받는다 (`gameai::review`를 프레임 밖에서: 네이티브는 작업
//! 스레드, 웹은 작업자).
//!
//! - `line.rs`: [`Line`] — 둔 수 모두와 판이 보여 주는 자리. 대국 리소스가 수 대신 이것을 가진다.
//! - `state.rs`: [`Reviewable`] (대국이 구현한다: 수의 이름, 자리 옮기기, 판정), [`Review`] 리소스,
//!   [`ListAction`].
//! - `drive.rs`: 동작을 받는 시스템들 (자리 옮기기, 돌아보기를 맡기고 받기, 연습), 키 (Shift+←/→, Home/End).
//! - `list.rs`: 패널의 수 목록 ([`MoveList`]): 앞뒤 단추, 수마다 표시, 돌아보기의 진행과 그만.
//! - `graph.rs`: 돌아본 대국의 그래프 (먼저 둔 쪽이 이길 확률, 잘못 둔 수의 점; 누르면 그 수로).
//! - `reason.rs`: 표시의 이름과 색, 보는 수의 한 줄 까닭 (그 기법의 말로).
//! - `practice.rs`: 잘못 둔 수의 연습 (`Practice`: 문제마다 시도 하나를 같은 판정으로, 최선·좋음이면 통과).
//! - `keep.rs`: 돌아보기와 연습의 진행을 대국과 함께 저장하고 되살린다; 링크의 `at=N` (그 수 뒤에서 연다).
//! - `board.rs`: 더 나은 수순을 판 위에: 번호 붙은 유령 돌 ([`draw_better_stones`]; 돌 게임들), 화살표
//!   ([`draw_better_arrows`]; 체스와 체스 끝내기).

mod board;
mod drive;
mod graph;
mod keep;
mod line;
mod list;
mod practice;
mod reason;
mod state;

pub(crate) use board::{better_move, draw_better_arrows, draw_better_stones};
pub(crate) use keep::keep_review;
pub use line::Line;
pub(crate) use list::MoveList;
pub use practice::PracticeState;

pub(crate) use drive::plugin;
/// 웹의 페이지가 적는 수 목록의 모습.
#[cfg(target_arch = "wasm32")]
pub(crate) use state::ListSpots;
pub(crate) use state::TableAi;
pub use state::{ListAction, Review, Reviewable};
