//! 수 순서: 표의 수를 맨 앞에, 그다음 게임이 준 순서(잡는 수는 MVV-LVA 등)에 킬러 수를 잡는 수들
//! 바로 뒤로, 나머지 조용한 수는 역사 점수 순으로 (선택적 탐색에서).

use super::game::SearchGame;
use super::searcher::Searcher;
use super::trace::{OrderWhy, TraceEvent};

impl<G: SearchGame> Searcher<G> {
    /// `scratch`의 수들을 찾을 차례로: 표의 수 `tt_move`를 맨 앞에, 킬러를 잡는 수들 바로 뒤에, 그
    /// 다음 조용한 수들은 역사 점수 순으로.
    pub(super) fn order_moves(&mut self, ply: u32, tt_move: Option<G::Move>) {
        if let Some(m) = tt_move
            && let Some(i) = self.scratch.iter().position(|&x| x == m)
        {
            self.scratch[..=i].rotate_right(1);
        }
        let quiet_from = self.order_killers(ply, tt_move.is_some());
        if let Some(i) = quiet_from {
            self.order_by_history(i);
        }
    }

    /// 이 깊이의 킬러 수를 잡는 수들 바로 뒤로 당긴다 (표의 수는 맨 앞에 둔 채). 킬러 다음의 첫
    /// 조용한 수 자리를 돌려준다 (조용한 수가 없으면 `None`).
    pub(super) fn order_killers(&mut self, ply: u32, tt_first: bool) -> Option<usize> {
        let game = &self.game;
        let skip = usize::from(tt_first);
        let mut first_quiet = self
            .scratch
            .iter()
            .skip(skip)
            .position(|&m| game.is_quiet(m))
            .map(|i| i + skip)?;
        let Some(&killers) = self.killers.get(ply as usize) else {
            return Some(first_quiet);
        };
        for k in killers.into_iter().flatten() {
            if let Some(i) = self.scratch[first_quiet..].iter().position(|&m| m == k) {
                self.scratch[first_quiet..=first_quiet + i].rotate_right(1);
                first_quiet += 1;
            }
        }
        Some(first_quiet)
    }

    /// `scratch[from..]`의 조용한 수들을 역사 점수가 높은 순으로 (같으면 게임이 준 순서대로: 안정
    /// 정렬). 수가 몇십 개라 할당 없는 삽입 정렬로.
    pub(super) fn order_by_history(&mut self, from: usize) {
        if self.history.is_empty() {
            return;
        }
        let score = |g: &G, h: &[u32], m: G::Move| {
            if g.is_quiet(m) {
                h.get(g.history_slot(m)).copied().unwrap_or(0)
            } else {
                0
            }
        };
        let (game, history) = (&self.game, &self.history);
        let moves = &mut self.scratch[from..];
        for i in 1..moves.len() {
            let m = moves[i];
            let v = score(game, history, m);
            let mut j = i;
            while j > 0 && score(game, history, moves[j - 1]) < v {
                moves[j] = moves[j - 1];
                j -= 1;
            }
            moves[j] = m;
        }
    }

    /// 조용한 수 `mv`가 깊이 `depth`에서 잘랐다: 역사 점수에 `depth²`를 더한다 (넘칠 것 같으면
    /// 모두 반으로 줄여 최근 것에 무게를 둔다).
    pub(super) fn remember_history(&mut self, depth: i32, mv: G::Move) {
        let slot = self.game.history_slot(mv);
        let bonus = (depth.max(1) as u32).pow(2);
        if let Some(h) = self.history.get_mut(slot) {
            *h = h.saturating_add(bonus);
            if *h > 1 << 30 {
                self.history.iter_mut().for_each(|h| *h /= 2);
            }
        }
    }

    /// 조용한 수 `mv`가 깊이 `ply`에서 잘랐다: 킬러로 기억한다.
    pub(super) fn remember_killer(&mut self, ply: u32, mv: G::Move) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
    }
}

impl<G: SearchGame> Searcher<G> {
    /// 추적 중이면 `scratch`의 수들을 그 까닭과 함께 적는다 ([`Self::order_moves`] 뒤에).
    pub(super) fn trace_order(&mut self, ply: u32, tt_move: Option<G::Move>) {
        if self.trace.is_none() {
            return;
        }
        let killers = self.killers.get(ply as usize).copied().unwrap_or_default();
        let moves = self
            .scratch
            .iter()
            .map(|&m| {
                let why = if !self.config.ordering {
                    OrderWhy::Game
                } else if Some(m) == tt_move {
                    OrderWhy::Table
                } else if G::HISTORY_SLOTS > 0 && !self.game.is_quiet(m) {
                    // 조용한 수를 가리는 게임(역사 칸이 있는 체스)에서만 "잡는 수"다: 오목과 틱택토는
                    // 모든 수가 돌 하나 놓기라 `is_quiet`이 늘 false다.
                    OrderWhy::Capture
                } else if killers.contains(&Some(m)) && self.game.is_quiet(m) {
                    OrderWhy::Killer
                } else {
                    match self.history.get(self.game.history_slot(m)) {
                        Some(&h) if h > 0 && self.game.is_quiet(m) => OrderWhy::History(h),
                        _ => OrderWhy::Game,
                    }
                };
                (m, why)
            })
            .collect();
        self.emit(|| TraceEvent::Order { moves });
    }
}
