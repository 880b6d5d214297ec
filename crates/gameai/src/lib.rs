#![doc = include_str!("../README.md")]
//!
//! 모듈 지도:
//! - [`step`] — 풀이기를 예산만큼씩 돌리는 약속 ([`step::Steppable`]).
//! - [`games`] — 규칙만 (님, 와이토프, 틱택토, 헥스, 하바나, 오목 …).
//! - [`nim`] — 님 합, 부턴의 정리, 미제르, 스프라그–그런디.
//! - [`mcts`] — 몬테카를로 트리 탐색 (UCT, RAVE, 결정적 수, 트리 재사용, 루트 병렬).
//! - [`zobrist`], [`tt`], [`search`] — 조브리스트 열쇠, 전치표, 네가맥스 알파-베타 (반복 깊게 하기).
//! - [`retrograde`] — 후퇴 해석: 순서 있는 풀이기, 순환을 위한 세기 줄이기 큐.
//! - `bench` (`bench` 기능) — `gameai bench`와 벤치마크가 함께 쓰는 측정 작업.
//! - `arena` (`bench` 기능) — MCTS 설정 둘의 자체 대국 (색을 번갈아, 씨앗 고정, 점수의 구간).
//! - [`level`] — 난이도 네 단계와 그 손잡이 (생각 깊이, 반복 수, 아무 수의 확률), 보정 대국, 바깥 상대로 잰 닻.

#[cfg(feature = "bench")]
pub mod arena;
#[cfg(feature = "bench")]
pub mod bench;
pub mod eval;
pub mod games;
pub mod level;
pub mod mcts;
pub mod memory;
pub mod nim;
pub mod retrograde;
pub mod review;
pub mod search;
pub mod sgf;
pub mod step;
pub mod tablebase;
pub mod tt;
pub mod zobrist;
