//! 앱의 헤드리스 테스트 (창·GPU 없음): 한 시험 바이너리에 모은다. Bevy를 한 번만 링크하므로
//! 차가운 `cargo test`가 짧다. 장면마다 모듈 하나, 공통 도구는 `common`.

mod common;
mod endgames;
mod feedback;
mod font_coverage;
mod keyboard;
mod mcts;
mod nim;
mod phone;
mod practice;
mod records;
mod rest;
mod retrograde;
mod review;
mod save;
mod search_tree;
mod soak;
mod tablebase;
mod transposition;
mod workers;
