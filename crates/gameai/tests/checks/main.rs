//! `gameai`의 통합 시험: 독립된 기준(완전 탐색, 발표된 표, 가지치기 없는 탐색)과 견주는 검사와
//! 명령줄 시험을 한 바이너리에 모은다 (링크를 한 번만 하게).

mod chess_rules;
mod chess_search;
mod cli;
mod cli_bad;
mod cli_trace;
mod engine_io;
mod level_options;
mod levels;
mod mcts_games;
mod mcts_search;
mod nim_oracle;
mod protocols;
mod records;
mod search_oracle;
mod search_trace;
mod smp;
mod tablebase;
mod uci;
mod wythoff_oracle;
