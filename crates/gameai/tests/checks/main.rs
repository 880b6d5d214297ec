//! `gameai` 라이브러리의 통합 시험: 독립된 기준(완전 탐색, 발표된 표, 가지치기 없는 탐색)과 견주는
//! 검사를 한 바이너리에 모은다 (링크를 한 번만 하게). 명령줄의 시험은 `crates/gameai-cli/tests/`에.

mod chess_rules;
mod chess_search;
mod gomoku_threats;
mod levels;
mod mcts_games;
mod mcts_search;
mod nim_oracle;
mod records;
mod review;
mod search_oracle;
mod search_trace;
mod smp;
mod tablebase;
mod wythoff_oracle;
