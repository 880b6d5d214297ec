//! 뿌리의 위협 탐색: 깊이 1을 찾기 전에 한 번, 게임이 알려 주는 넓은 위협 탐색
//! ([`SearchGame::root_threats`]; 오목의 VCF와 VCT)을 묻는다.
//!
//! - 둘 차례인 쪽에게 강제 승리가 있으면 (그 첫 수가 뿌리에서 볼 수이면) 알파-베타를 하지 않고 그 수순을
//!   결론으로 낸다: 값은 다섯까지의 반수만큼의 이김, 주요 변화는 그 수순.
//! - 상대에게 강제 승리가 있으면 (둘 차례인 쪽이 가만히 있을 때) 뿌리의 수를 그것을 막는 수로 묶는다.
//!   막는 수가 없으면 묶지 않는다 (어떻게 두어도 진다: 알파-베타가 가장 늦게 지는 수를 고른다).
//!
//! 선택적 탐색과 위협 탐색과 뿌리의 위협 탐색 (`SearchConfig::root_threats`)이 모두 켜졌을 때만 묻고, lazy SMP의 도우미는 묻지 않는다 (표만 채운다). 끝난
//! 국면은 게임의 구현이 스스로 건너뛴다 (여기서 `terminal`을 부르면 노드를 세는 껍데기가 한 번 더 센다).

use super::game::SearchGame;
use super::report::{DepthReport, PvLine};
use super::score::{INF, WIN};
use super::searcher::Searcher;
use super::trace::{LeafWhy, TraceEvent, Via};

/// 뿌리의 위협 탐색의 노드 한도의 위 끝.
const THREAT_NODES: u64 = 60_000;

impl<G: SearchGame> Searcher<G> {
    /// 뿌리의 위협 탐색을 (아직이면) 한다. 강제 승리로 탐색을 끝냈으면 `true`.
    pub(super) fn check_root_threats(&mut self) -> bool {
        if self.report.root_threats.is_some() {
            return false;
        }
        let asked = self.config.selective
            && self.config.threats
            && self.config.root_threats
            && self.limits.skip.is_none();
        let seen = if asked {
            self.stack.game.clone().root_threats(self.threat_budget())
        } else {
            Default::default()
        };
        self.report.root_threats = Some(seen.clone());
        self.report.threat_nodes = seen.nodes;
        if let Some(win) = seen.win
            && let Some(&first) = win.line.first()
            && self
                .limits
                .root_moves
                .as_ref()
                .is_none_or(|only| only.contains(&first))
        {
            self.report_forced_win(win.line, win.threes);
            return true;
        }
        if seen.foe.is_some() && !seen.defences.is_empty() {
            let defences = match self.limits.root_moves.take() {
                Some(only) => {
                    let both: Vec<G::Move> = only
                        .iter()
                        .copied()
                        .filter(|m| seen.defences.contains(m))
                        .collect();
                    if both.is_empty() { only } else { both }
                }
                None => seen.defences,
            };
            self.limits.root_moves = Some(defences);
        }
        false
    }

    /// 뿌리의 위협 탐색의 노드 한도: 시간 한도가 있으면 1 ms에 10노드 (초당 2만–4만 노드의 기계에서 한도의
    /// 4분의 1–절반), 4천에서 6만 사이; 없으면 (깊이로 두는 단계) 6만.
    fn threat_budget(&self) -> u64 {
        self.config
            .max_millis
            .map_or(THREAT_NODES, |ms| (ms * 10).clamp(4_000, THREAT_NODES))
    }

    /// 뿌리의 강제 승리 `line`을 깊이 1의 결론으로 낸다 (추적에는 뿌리 노드 하나가 그 값의 잎으로).
    fn report_forced_win(&mut self, line: Vec<G::Move>, threes: bool) {
        let value = WIN - line.len() as i32;
        let key = self.root.key();
        self.emit(|| TraceEvent::Iteration {
            depth: 1,
            alpha: -INF,
            beta: INF,
        });
        self.emit(|| TraceEvent::Node {
            via: Via::Root,
            ply: 0,
            depth: 1,
            alpha: -INF,
            beta: INF,
            key,
            qs: false,
            extended: false,
        });
        self.emit(|| TraceEvent::Leaf {
            value,
            why: LeafWhy::RootThreat { threes },
        });
        let best = line.first().copied();
        // 알파-베타는 노드를 하나도 보지 않았다: 보고의 노드 수는 위협 탐색의 것 (공격 쪽 노드).
        let nodes = self.report.threat_nodes;
        self.emit(|| TraceEvent::DepthDone {
            depth: 1,
            value,
            best,
            nodes,
        });
        self.report.depth = 1;
        self.report.done.push(DepthReport {
            depth: 1,
            best,
            value,
            lines: vec![PvLine {
                depth: 1,
                value,
                pv: line.clone(),
            }],
            threat: line.len() as u32,
            pv: line,
            nodes,
            cutoffs: 0,
            history: self.history_to(1),
            tt: self.tt_stats(),
            endgame: self.report.endgame_hits,
            threes,
            foe: None,
            elapsed: self.elapsed(),
            partial: false,
        });
        self.report.finished = true;
    }

    /// 뿌리의 위협 탐색이 본 상대의 강제 승리 (보고에 싣는다).
    pub(super) fn foe_threat(&self) -> Option<super::report::ThreatLine<G::Move>> {
        self.report
            .root_threats
            .as_ref()
            .and_then(|t| t.foe.clone())
    }
}
