//! 강제 승리에 대한 AI의 말: AI의 마지막 결론이 위협 탐색으로 끝을 정했으면 (AI의 이김이나 짐) 그 수순의
//! 길이와 종류 (VCF: 넷만, VCT: 넷과 셋), 또는 뿌리에서 본 사람의 강제 승리를 막았는지. 판의 번호 (`view.rs`)와
//! 머리글 (`hud.rs`)이 읽는다.

use gameai::games::gomoku::GMove;
use gameai::search::{WIN, WIN_BOUND};

use super::GomokuMatch;

/// 강제 승리에 대한 AI의 말 ([`GomokuMatch::threat_note`]). `threes`: 셋도 쓰는 수순 (VCT; 아니면 VCF).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreatNote {
    /// AI가 이긴다: 방금 둔 수부터 다섯까지 `plies`반수 (판의 번호가 그 나머지).
    AiWins { plies: i32, threes: bool },
    /// 사람이 이긴다: 사람의 다음 수부터 다섯까지 `plies`반수 (판의 번호가 그 수순).
    YouWin { plies: i32, threes: bool },
    /// AI가 뿌리에서 사람의 강제 승리 (`plies`반수)를 보고 `at`에 두어 막았다.
    Blocked {
        plies: usize,
        threes: bool,
        at: GMove,
    },
}

impl GomokuMatch {
    /// AI의 마지막 결론이 강제 승리에 대해 말하는 것 (AI가 방금 그 결론의 첫 수를 두었을 때만):
    /// 위협 탐색이 끝을 정한 이김이나 짐, 또는 뿌리에서 본 사람의 강제 승리를 막은 것.
    pub fn threat_note(&self) -> Option<ThreatNote> {
        let r = self.seat.last.as_ref()?;
        if self.seat.pending.is_some() || r.pv.first() != self.history.last() || r.pv.is_empty() {
            return None;
        }
        if r.threat > 0 && r.value > WIN_BOUND {
            return Some(ThreatNote::AiWins {
                plies: WIN - r.value,
                threes: r.threes,
            });
        }
        if r.threat > 0 && r.value < -WIN_BOUND {
            // AI가 두고 난 뒤부터 사람의 다섯까지.
            return Some(ThreatNote::YouWin {
                plies: WIN + r.value - 1,
                threes: r.threes,
            });
        }
        let foe = r.foe.as_ref()?;
        Some(ThreatNote::Blocked {
            plies: foe.line.len(),
            threes: foe.threes,
            at: *r.pv.first()?,
        })
    }

    /// AI가 넷으로만 또는 넷과 셋으로 이기는 길을 찾아 그 첫 수를 두었으면, 그 수부터 다섯까지의 반수.
    pub fn ai_threat(&self) -> Option<i32> {
        match self.threat_note()? {
            ThreatNote::AiWins { plies, .. } => Some(plies),
            _ => None,
        }
    }
}
