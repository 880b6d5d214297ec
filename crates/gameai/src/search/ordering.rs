//! 수 순서: 표의 수를 맨 앞에, 그다음 게임이 준 순서(잡는 수는 MVV-LVA 등)에 킬러 수를 잡는 수들
//! 바로 뒤로, 그 뒤에 상대의 직전 수에 맞선 반격 수 (counter move,
//! <https://www.chessprogramming.org/Countermove_Heuristic>), 나머지 조용한 수는 역사 점수 순으로
//! (선택적 탐색에서).
//!
//! 역사 점수는 자른 조용한 수에 보너스를, 같은 노드에서 그보다 먼저 보았지만 자르지 못한 조용한 수에
//! 같은 크기의 벌점을 준다. 점수는 [`HISTORY_MAX`] 안에 머문다: 더할 때마다 지금 점수에 비례해 덜
//! 더하므로 (history gravity, <https://www.chessprogramming.org/History_Heuristic>) 오래된 점수는 저절로
//! 옅어지고 넘치지 않는다. 수의 점수([`Searcher::quiet_score`])는 두 표의 합이다: 수 하나의 역사
//! (둘 차례 × 출발 칸 × 도착 칸)와, 상대의 직전 수 뒤에 그 수가 얼마나 잘랐는가의 이어진 역사
//! (continuation history: 직전 수의 기물 × 칸, 이 수의 기물 × 칸). 둘 다 같은 보너스와 벌점을 받는다.

use std::ops::Range;

use super::game::SearchGame;
use super::searcher::Searcher;
use super::trace::{OrderWhy, TraceEvent};

/// 역사 점수의 절댓값 상한.
pub(super) const HISTORY_MAX: i32 = 16_384;
/// 한 번에 더하거나 빼는 가장 큰 양 (남은 깊이 `d`에서 `32·d²`, 이 값까지).
const HISTORY_BONUS_MAX: i32 = 1_600;

impl<G: SearchGame> Searcher<G> {
    /// `scratch`의 수들을 찾을 차례로: 표의 수 `tt_move`를 맨 앞에, 킬러를 잡는 수들 바로 뒤에, 상대의
    /// 직전 수 `prev`에 맞선 반격 수를 킬러 뒤에, 그 다음 조용한 수들은 역사 점수 순으로.
    pub(super) fn order_moves(
        &mut self,
        ply: u32,
        tt_move: Option<G::Move>,
        prev: Option<G::Move>,
    ) {
        if let Some(m) = tt_move
            && let Some(i) = self.stack.scratch.iter().position(|&x| x == m)
        {
            self.stack.scratch[..=i].rotate_right(1);
        }
        let Some(mut quiet_from) = self.order_killers(ply, tt_move.is_some()) else {
            return;
        };
        if let Some(c) = self.counter_to(prev)
            && let Some(i) = self.stack.scratch[quiet_from..]
                .iter()
                .position(|&m| m == c)
        {
            self.stack.scratch[quiet_from..=quiet_from + i].rotate_right(1);
            quiet_from += 1;
        }
        self.order_by_history(quiet_from, prev);
    }

    /// 조용한 수 `mv`의 점수: 역사 점수에, 상대의 직전 수 `prev`가 있으면 그 뒤의 이어진 역사 점수를
    /// 더한 것 (`±2·HISTORY_MAX` 안; 이 노드의 국면에서 부른다).
    pub(super) fn quiet_score(&self, prev: Option<G::Move>, mv: G::Move) -> i32 {
        self.score_in_row(self.follow_row(prev), mv)
    }

    /// 이어진 역사에서 직전 수 `prev` 뒤의 줄이 시작하는 자리 (직전 수가 없거나 (뿌리, 널 무브) 게임이
    /// 쓰지 않으면 `None`). 한 노드의 수들이 모두 같은 줄을 쓰므로 한 번만 센다.
    fn follow_row(&self, prev: Option<G::Move>) -> Option<usize> {
        if G::FOLLOW_SLOTS == 0 {
            return None;
        }
        Some(self.stack.game.follow_slot(prev?, true) * G::FOLLOW_SLOTS)
    }

    /// 이어진 역사의 줄 `row`에서 수 `mv`의 자리.
    fn follow_index(&self, row: Option<usize>, mv: G::Move) -> Option<usize> {
        Some(row? + self.stack.game.follow_slot(mv, false))
    }

    /// [`Self::quiet_score`]를 직전 수의 줄 `row`로.
    fn score_in_row(&self, row: Option<usize>, mv: G::Move) -> i32 {
        let h = self
            .memory
            .history
            .get(self.stack.game.history_slot(mv))
            .copied();
        let f = self
            .follow_index(row, mv)
            .and_then(|i| self.memory.follow.get(i));
        h.unwrap_or(0) + f.map_or(0, |&v| i32::from(v))
    }

    /// 상대의 직전 수 `prev`에 맞서 기억해 둔 반격 수 (이 노드의 국면에서 부른다: 역사 칸이 둘 차례를
    /// 담으므로 적을 때와 같은 쪽에서).
    pub(super) fn counter_to(&self, prev: Option<G::Move>) -> Option<G::Move> {
        let slot = self.stack.game.history_slot(prev?);
        self.memory.counters.get(slot).copied().flatten()
    }

    /// 조용한 수 `mv`가 상대의 직전 수 `prev`에 맞서 잘랐다: 반격 수로 기억한다.
    pub(super) fn remember_counter(&mut self, prev: G::Move, mv: G::Move) {
        let slot = self.stack.game.history_slot(prev);
        if let Some(c) = self.memory.counters.get_mut(slot) {
            *c = Some(mv);
        }
    }

    /// 이 깊이의 킬러 수를 잡는 수들 바로 뒤로 당긴다 (표의 수는 맨 앞에 둔 채). 킬러 다음의 첫
    /// 조용한 수 자리를 돌려준다 (조용한 수가 없으면 `None`).
    pub(super) fn order_killers(&mut self, ply: u32, tt_first: bool) -> Option<usize> {
        let game = &self.stack.game;
        let skip = usize::from(tt_first);
        let mut first_quiet = self
            .stack
            .scratch
            .iter()
            .skip(skip)
            .position(|&m| game.is_quiet(m))
            .map(|i| i + skip)?;
        let Some(&killers) = self.memory.killers.get(ply as usize) else {
            return Some(first_quiet);
        };
        for k in killers.into_iter().flatten() {
            if let Some(i) = self.stack.scratch[first_quiet..]
                .iter()
                .position(|&m| m == k)
            {
                self.stack.scratch[first_quiet..=first_quiet + i].rotate_right(1);
                first_quiet += 1;
            }
        }
        Some(first_quiet)
    }

    /// `scratch[from..]`의 조용한 수들을 점수([`Self::quiet_score`])가 높은 순으로 (같으면 게임이 준
    /// 순서대로: 안정 정렬). 그 사이의 잡는 수(정적 교환으로 잃는 잡기)는 점수가 음수인 조용한 수보다도
    /// 뒤에 둔다. 수가 몇십 개라, 점수를 한 번씩 매겨 두고 할당 없는 삽입 정렬로.
    pub(super) fn order_by_history(&mut self, from: usize, prev: Option<G::Move>) {
        if self.memory.history.is_empty() {
            return;
        }
        let row = self.follow_row(prev);
        let mut scores = std::mem::take(&mut self.memory.scores);
        scores.clear();
        scores.extend(self.stack.scratch[from..].iter().map(|&m| {
            if self.stack.game.is_quiet(m) {
                self.score_in_row(row, m)
            } else {
                i32::MIN
            }
        }));
        let moves = &mut self.stack.scratch[from..];
        for i in 1..moves.len() {
            let (m, v) = (moves[i], scores[i]);
            let mut j = i;
            while j > 0 && scores[j - 1] < v {
                moves[j] = moves[j - 1];
                scores[j] = scores[j - 1];
                j -= 1;
            }
            moves[j] = m;
            scores[j] = v;
        }
        self.memory.scores = scores;
    }

    /// 조용한 수 `mv`가 상대의 직전 수 `prev` 뒤에, 남은 깊이 `depth`에서 잘랐다: 그 수의 역사 점수와
    /// 이어진 역사 점수를 올리고, 같은 노드에서 먼저 보았지만 자르지 못한 조용한 수들(`buffer[tried]`)의
    /// 점수는 같은 만큼 내린다 (이 노드의 국면에서 부른다).
    pub(super) fn remember_history(
        &mut self,
        depth: i32,
        mv: G::Move,
        prev: Option<G::Move>,
        tried: Range<usize>,
    ) {
        let d = depth.max(1);
        let bonus = (32 * d * d).min(HISTORY_BONUS_MAX);
        let row = self.follow_row(prev);
        self.nudge_history(mv, row, bonus);
        for i in tried {
            let m = self.stack.moves[i];
            if m != mv && self.stack.game.is_quiet(m) {
                self.nudge_history(m, row, -bonus);
            }
        }
    }

    /// 수 `mv`의 역사 점수와 (직전 수의 줄 `row`에서) 이어진 역사 점수에 `delta`를 더하되, 지금 점수가
    /// 같은 쪽으로 클수록 덜 더한다 (점수는 `±HISTORY_MAX` 안에 머문다).
    fn nudge_history(&mut self, mv: G::Move, row: Option<usize>, delta: i32) {
        let nudged = |h: i32| h + delta - h * delta.abs() / HISTORY_MAX;
        let slot = self.stack.game.history_slot(mv);
        if let Some(h) = self.memory.history.get_mut(slot) {
            *h = nudged(*h);
        }
        if let Some(i) = self.follow_index(row, mv)
            && let Some(f) = self.memory.follow.get_mut(i)
        {
            // 상한이 `HISTORY_MAX`이므로 `i16`에 들어간다.
            *f = nudged(i32::from(*f)) as i16;
        }
    }

    /// 조용한 수 `mv`가 깊이 `ply`에서 잘랐다: 킬러로 기억한다.
    pub(super) fn remember_killer(&mut self, ply: u32, mv: G::Move) {
        let ply = ply as usize;
        if self.memory.killers.len() <= ply {
            self.memory.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.memory.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
    }
}

impl<G: SearchGame> Searcher<G> {
    /// 추적 중이면 `scratch`의 수들을 그 까닭과 함께 적는다 ([`Self::order_moves`] 뒤에).
    pub(super) fn trace_order(
        &mut self,
        ply: u32,
        tt_move: Option<G::Move>,
        prev: Option<G::Move>,
    ) {
        if self.trace.is_none() {
            return;
        }
        let killers = self
            .memory
            .killers
            .get(ply as usize)
            .copied()
            .unwrap_or_default();
        let counter = self.counter_to(prev);
        let row = self.follow_row(prev);
        let moves = self
            .stack
            .scratch
            .iter()
            .map(|&m| {
                let why = if !self.config.ordering {
                    OrderWhy::Game
                } else if Some(m) == tt_move {
                    OrderWhy::Table
                } else if G::HISTORY_SLOTS > 0 && !self.stack.game.is_quiet(m) {
                    // 조용한 수를 가리는 게임(역사 칸이 있는 체스)에서만 "잡는 수"다: 오목과 틱택토는
                    // 모든 수가 돌 하나 놓기라 `is_quiet`이 늘 false다.
                    OrderWhy::Capture
                } else if killers.contains(&Some(m)) && self.stack.game.is_quiet(m) {
                    OrderWhy::Killer
                } else if counter == Some(m) && self.stack.game.is_quiet(m) {
                    OrderWhy::Counter
                } else {
                    // 역사가 없으면 (선택적 탐색이 아니면) 점수는 0이다.
                    match self.score_in_row(row, m) {
                        h if h != 0 && self.stack.game.is_quiet(m) => OrderWhy::History(h),
                        _ => OrderWhy::Game,
                    }
                };
                (m, why)
            })
            .collect();
        self.emit(|| TraceEvent::Order { moves });
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

    use super::HISTORY_MAX;
    use crate::games::chess::Chess;
    use crate::search::{SearchConfig, SearchGame, Searcher};

    /// 자른 수는 오르고 먼저 보고 못 자른 조용한 수는 내리며, 몇 번을 더해도 상한 안에 머문다. 점수가
    /// 음수인 조용한 수가 있어도 잃는 잡기는 맨 뒤에 남는다.
    #[test]
    fn history_rewards_the_cut_punishes_the_tried_and_stays_bounded() {
        let g = Chess::from_fen("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1").unwrap();
        let mut s = Searcher::new(g.clone(), SearchConfig::default());
        s.memory.history = vec![0; Chess::HISTORY_SLOTS];
        g.moves(&mut s.stack.scratch);
        let losing = g.board().parse_uci("e1e5").unwrap();
        assert_eq!(s.stack.scratch.last(), Some(&losing));
        let quiet: Vec<_> = s
            .stack
            .scratch
            .iter()
            .copied()
            .filter(|&m| g.is_quiet(m))
            .collect();
        let (first, cut) = (quiet[0], quiet[3]);
        s.stack.moves = s.stack.scratch.clone();
        let at = s.stack.moves.iter().position(|&m| m == cut).unwrap();
        let score = |s: &Searcher<Chess>, m| s.memory.history[g.history_slot(m)];
        for _ in 0..200 {
            s.remember_history(10, cut, None, 0..at);
        }
        assert!(score(&s, cut) > 0 && score(&s, cut) <= HISTORY_MAX);
        assert!(score(&s, first) < 0 && score(&s, first) >= -HISTORY_MAX);
        assert_eq!(score(&s, quiet[4]), 0, "a move after the cut is untouched");
        s.order_by_history(0, None);
        assert_eq!(s.stack.scratch[0], cut);
        assert_eq!(s.stack.scratch.last(), Some(&losing));
        let n = s.stack.scratch.len();
        assert_eq!(
            s.stack.scratch[n - 4..n - 1],
            quiet[..3],
            "the punished quiet moves come just before the losing capture"
        );
    }

    /// 이어진 역사: 상대의 한 직전 수 뒤에 자른 수는 그 수 뒤에서만 더 앞에 온다. 역사만 더 높은 수는
    /// 다른 직전 수 뒤에서 앞선다. 몇 번을 더해도 (`i16` 칸이) 상한 안에 머문다.
    #[test]
    fn the_follow_up_history_counts_only_after_its_previous_move() {
        // 흑이 방금 e8d8 또는 d6d5를 두었다고 읽을 수 있는 국면 (킹이 d8에, 폰이 d5에).
        let g = Chess::from_fen("3k4/8/8/3p4/8/8/8/4QK2 w - - 0 1").unwrap();
        let mut s = Searcher::new(g.clone(), SearchConfig::default());
        s.memory.history = vec![0; Chess::HISTORY_SLOTS];
        s.memory.follow = vec![0; Chess::FOLLOW_SLOTS * Chess::FOLLOW_SLOTS];
        let uci = |m: &str| g.board().parse_uci(m).unwrap();
        let before = Chess::from_fen("4k3/8/3p4/8/8/8/8/3Q1K2 b - - 0 1").unwrap();
        let played = |m: &str| Some(before.board().parse_uci(m).unwrap());
        let (after_king, after_pawn) = (played("e8d8"), played("d6d5"));
        let (cut, other) = (uci("f1g2"), uci("e1e2"));
        for _ in 0..5 {
            s.remember_history(10, cut, after_king, 0..0);
        }
        for _ in 0..10 {
            s.remember_history(10, other, None, 0..0);
        }
        let first = |s: &mut Searcher<Chess>, prev| {
            g.moves(&mut s.stack.scratch);
            s.order_by_history(0, prev);
            s.stack.scratch[0]
        };
        assert_eq!(first(&mut s, after_king), cut);
        assert_eq!(first(&mut s, after_pawn), other);
        assert_eq!(first(&mut s, None), other);
        assert_eq!(
            s.quiet_score(after_pawn, cut),
            s.quiet_score(None, cut),
            "after another move only the plain history counts"
        );
        for _ in 0..200 {
            s.remember_history(12, cut, after_king, 0..0);
        }
        let top = s.quiet_score(after_king, cut) - s.quiet_score(None, cut);
        assert!(top > 0 && top <= HISTORY_MAX, "{top}");
    }

    /// 반격 수는 상대의 그 직전 수에 맞서서만 킬러 바로 뒤로 (잡는 수들 뒤, 다른 조용한 수들 앞) 온다.
    #[test]
    fn the_counter_move_follows_the_killers_only_after_its_move() {
        let g = Chess::from_fen("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1").unwrap();
        let mut s = Searcher::new(g.clone(), SearchConfig::default());
        s.memory.history = vec![0; Chess::HISTORY_SLOTS];
        s.memory.counters = vec![None; Chess::HISTORY_SLOTS];
        let uci = |m: &str| g.board().parse_uci(m).unwrap();
        // 흑이 방금 둔 수 (국면에는 상관없는 열쇠일 뿐이다).
        let (prev, other) = (
            Chess::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").unwrap(),
            uci("f1g1"),
        );
        let prev_move = prev.board().parse_uci("e8d8").unwrap();
        let (killer, counter) = (uci("e1a5"), uci("f1f2"));
        s.remember_killer(3, killer);
        s.remember_counter(prev_move, counter);
        g.moves(&mut s.stack.scratch);
        s.order_moves(3, None, Some(prev_move));
        assert_eq!(s.counter_to(Some(prev_move)), Some(counter));
        assert_eq!(s.stack.scratch[..2], [killer, counter]);
        g.moves(&mut s.stack.scratch);
        s.order_moves(3, None, Some(other));
        assert_eq!(s.stack.scratch[0], killer);
        assert_ne!(
            s.stack.scratch[1], counter,
            "another previous move has no counter"
        );
    }
}
