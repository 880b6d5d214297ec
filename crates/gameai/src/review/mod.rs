//! 대국 돌아보기: 사람의 대국을 기법 자신이 수마다 판정한다. 국면마다 값을 매기는 것([`Judge`])은
//! 게임의 기법이다 — 푼 게임은 정확한 값(님 합, 위토프의 표, 틱택토의 끝까지 탐색: `exact.rs`), 나머지는
//! 탐색의 값(오목과 체스는 알파-베타의 점수 — 체스의 네 기물 이하는 끝내기 표로 정확히 —, 헥스와
//! 하바나는 MCTS의 승률: `search.rs`; 끝내기 표와 둔 대국은 이미 푼 표로: `endgame.rs`). 돌아보기 자체([`review`])는 하나다: 대국의 국면을 모두 판정하고,
//! 수마다 그 수 앞의 값(둘 쪽에서 본 가장 좋은 값)과 뒤의 값을 견주어 표시를 붙인다 ([`Verdict`]).
//!
//! 표시의 규칙 (`verdict.rs`): 두 값이 정확하면 이김을 비김이나 짐으로, 비김을 짐으로 바꾼 수는 언제나
//! 큰 실수다 (증명된 것). 정확하지 않으면 이길 확률이 몇 점(0–100) 떨어졌는지로 — 게임마다의 문턱
//! ([`Thresholds`], `docs/review.md`).

mod endgame;
mod exact;
mod game;
mod judge;
mod run;
mod search;
mod value;
mod verdict;

pub use endgame::EndgameJudge;
pub use exact::{NimJudge, TicTacToeJudge, WythoffJudge};
pub use game::{MoveReview, ReviewError};
pub use judge::{Judge, Judgement};
pub use run::{ReviewProgress, Reviewer, review};
pub use search::{ChessJudge, GomokuJudge, MctsJudge, depth_config, score};
pub use value::{Exact, Score, Value};
pub use verdict::{Thresholds, Verdict, verdict};
