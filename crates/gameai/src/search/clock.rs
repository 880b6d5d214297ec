//! 시간: 체스 시계에서 한 수에 쓸 몫, 그리고 탐색이 한도를 넘었는가.

use super::game::SearchGame;
use super::searcher::Searcher;

/// 시계로 둘 때, 남은 수를 모르면 남은 시간을 이만큼으로 나눈다 ([`clock_millis`]).
pub const CLOCK_MOVES: u64 = 12;

/// 시계의 여유 (ms): 이만큼은 수의 몫으로 나누지 않는다. 통신의 지연이나 느린 프레임 하나가 시계를
/// 다 먹지 않게 (예전 규칙은 10초 + 0.1초의 긴 대국에서 더해 주기 전의 시계를 0.09–0.25초까지 썼다).
pub const CLOCK_RESERVE: u64 = 1_000;

/// 체스 시계에서 이번 수에 쓸 시간 (ms). 남은 시간 `remaining`에서 여유 [`CLOCK_RESERVE`]를 뺀 것을
/// 남은 수(`moves_to_go`, 모르면 [`CLOCK_MOVES`])로 나눈 몫에 한 수마다 더해 주는 시간 `inc`의 ¾을
/// 더한다. 시계가 여유 안으로 들어오면 더해 주는 시간의 ½과 남은 시간의 1/40만 써서 시계가 여유
/// 위로 다시 오른다 (두 식은 여유에서 만난다). 어느 쪽이든 남은 시간의 ⅓은 넘지 않는다 (적어도 1 ms).
///
/// 나누는 수가 12인 까닭 (docs/measurements.md): Stockfish의 `Skill Level`은 정해진 깊이에서 수를
/// 고르므로 시간을 더 주어도 거의 세지지 않지만, 이 엔진은 시간만큼 깊이 본다. 10초 + 0.1초에서
/// 1/25로 쓸 때 `Skill Level 6`에게 20판 +2 =3 −15였고, 같은 날 1/12로 쓰자 40판 +18 =4 −18
/// (50 %)이었다. 10초 + 0.1초의 긴 대국에서 시계는 약 1.3초에 머문다 ((R − 1000)/12 + 75 = 100).
pub fn clock_millis(remaining: u64, inc: u64, moves_to_go: Option<u64>) -> u64 {
    let moves = moves_to_go.unwrap_or(CLOCK_MOVES).max(1);
    let over = remaining.saturating_sub(CLOCK_RESERVE);
    let share = if over > 0 {
        (over / moves).saturating_add(inc.saturating_mul(3) / 4)
    } else {
        inc / 2 + remaining / 40
    };
    share.min(remaining / 3).max(1)
}

/// 시계로 둘 때 새 깊이를 시작하지 않는 시간 ([`super::SearchConfig::soft_millis`]): 수의 한도
/// `hard`([`clock_millis`])의 ½. 깊이 하나는 앞 깊이들을 모두 합친 만큼쯤 걸리므로, 한도의 반이 지나
/// 시작한 깊이는 한도 안에 끝나지 못하기 쉽고, 끝내지 못한 깊이의 시간은 (뿌리의 더 좋은 수 말고는)
/// 버려진다. 그러니 거기서 멈추면 끝내는 깊이는 거의 같고, 아낀 시간은 시계에 남아 다음 수들이 쓴다.
pub fn soft_millis(hard: u64) -> u64 {
    (hard / 2).max(1)
}

/// 뿌리의 최선의 수가 방금 끝낸 깊이에서 바뀌었으면 새 깊이를 시작하지 않는 시간에 곱하는 값: 결정이
/// 아직 흔들리니 더 본다 (끝내지 못한 깊이도 뿌리에서 앞 깊이의 수를 이긴 수는 쓴다).
const UNSETTLED: f32 = 1.4;
/// 마지막 네 깊이에서 최선의 수가 같았으면 곱하는 값: 더 봐도 바뀌기 어려우니 시간을 시계에 남긴다.
const SETTLED: f32 = 0.6;
/// [`UNSETTLED`]·[`SETTLED`]가 보는 깊이의 수.
const SETTLED_DEPTHS: usize = 4;

impl<G: SearchGame> Searcher<G> {
    pub(super) fn elapsed(&self) -> f32 {
        self.limits.clock.elapsed().as_secs_f32()
    }

    /// 생각한 시간이 `ms` 밀리초 이상인가.
    fn elapsed_past(&self, ms: u64) -> bool {
        self.elapsed() * 1000.0 >= ms as f32
    }

    pub(super) fn out_of_time(&self) -> bool {
        self.config
            .max_millis
            .is_some_and(|ms| self.elapsed_past(ms))
    }

    /// 새 깊이를 시작하지 않을 때인가: [`super::SearchConfig::soft_millis`]에 뿌리의 흔들림
    /// ([`Self::soft_scale`])을 곱한 시간이 지났거나, 한도가 지났다.
    pub(super) fn past_soft_limit(&self) -> bool {
        self.out_of_time()
            || self
                .config
                .soft_millis
                .is_some_and(|ms| self.elapsed_past((ms as f32 * self.soft_scale()) as u64))
    }

    /// 끝낸 깊이들의 최선의 수로 본 흔들림: 마지막 깊이에서 바뀌었으면 [`UNSETTLED`], 마지막
    /// [`SETTLED_DEPTHS`] 깊이에서 같았으면 [`SETTLED`], 아니면 1.
    fn soft_scale(&self) -> f32 {
        let mut recent = self.report.done.iter().rev().map(|r| r.best);
        let Some(last) = recent.next() else {
            return 1.0;
        };
        let same = 1 + recent
            .take(SETTLED_DEPTHS - 1)
            .take_while(|&best| best == last)
            .count();
        match same {
            1 if self.report.done.len() > 1 => UNSETTLED,
            n if n >= SETTLED_DEPTHS => SETTLED,
            _ => 1.0,
        }
    }

    /// 깊이 1도 못 끝낸 탐색을 끊는 한도: 시간 한도의 두 배 + 0.1초.
    pub(super) fn far_out_of_time(&self) -> bool {
        self.config
            .max_millis
            .is_some_and(|ms| self.elapsed_past(2 * ms + 100))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

    use super::{SETTLED, UNSETTLED};
    use crate::games::chess::{Chess, Move};
    use crate::search::{DepthReport, SearchConfig, Searcher};
    use crate::step::Steppable;

    /// 새 깊이를 시작하지 않는 시간은 뿌리의 수가 방금 바뀌면 늘고, 네 깊이째 같으면 준다.
    #[test]
    fn the_soft_limit_stretches_while_the_best_move_changes_and_shrinks_once_it_settles() {
        let g = Chess::new();
        let config = SearchConfig {
            max_depth: 1,
            ..SearchConfig::default()
        };
        let mut s = Searcher::new(g.clone(), config);
        s.run_to_end();
        let base = s.report.done[0].clone();
        let a = g.board().parse_uci("e2e4").unwrap();
        let b = g.board().parse_uci("d2d4").unwrap();
        let mut scale = |bests: &[Move]| {
            s.report.done = bests
                .iter()
                .map(|&m| DepthReport {
                    best: Some(m),
                    ..base.clone()
                })
                .collect();
            s.soft_scale()
        };
        assert_eq!(scale(&[]), 1.0);
        assert_eq!(scale(&[a]), 1.0);
        assert_eq!(scale(&[a, b]), UNSETTLED);
        assert_eq!(scale(&[a, a, a, b]), UNSETTLED);
        assert_eq!(scale(&[a, a]), 1.0);
        assert_eq!(scale(&[a, b, b, b]), 1.0);
        assert_eq!(scale(&[a, a, a, a]), SETTLED);
        assert_eq!(scale(&[b, a, a, a, a]), SETTLED);
    }
}
