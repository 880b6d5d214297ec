//! 끝내기 표와 둔 대국의 판정 ([`EndgameJudge`]): 네 기물 이하의 체스 국면을 표가 정확히 판정한다. 앱이
//! 이미 푼 표를 받아 쓰므로 판정은 순간이고 제자리에서 돈다 (작업자에게 보내면 표를 다시 만들어야 한다).
//! 판정 자체는 체스의 것([`ChessJudge`])과 같다: 표가 아는 국면은 표가, 모르는 국면(다섯 기물 이상,
//! 캐슬링 권리)은 알파-베타가.

use std::sync::Arc;

use super::judge::{Judge, Judgement};
use super::search::{ChessJudge, depth_config};
use super::value::Value;
use super::verdict::Thresholds;
use crate::games::chess::{Chess, Move};
use crate::tablebase::Tablebase;

/// 끝내기 표의 판정.
#[derive(Clone, Debug)]
pub struct EndgameJudge(ChessJudge);

impl EndgameJudge {
    /// 이미 푼 표 `tables`로 (모자라는 재료의 표는 필요할 때 더 만든다).
    pub fn new(tables: Arc<Tablebase>) -> Self {
        EndgameJudge(ChessJudge::with_tables(
            depth_config(ChessJudge::DEPTH),
            tables,
        ))
    }
}

impl Judge for EndgameJudge {
    type Pos = Chess;
    type Move = Move;

    fn judge(&mut self, pos: &Chess) -> Judgement<Move> {
        self.0.judge(pos)
    }
    fn judge_after(&mut self, pos: &Chess) -> Option<Value> {
        self.0.judge_after(pos)
    }
    fn play(&self, pos: &Chess, mv: Move) -> Result<Chess, String> {
        self.0.play(pos, mv)
    }
    fn thresholds(&self) -> Thresholds {
        self.0.thresholds()
    }
}
