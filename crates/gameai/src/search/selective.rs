//! 선택적 탐색의 결정 ([`super::SearchConfig::selective`], 게임이 알려 줄 때만: 체스). 평범한
//! 알파-베타의 값을 그대로 지키지는 않지만, 같은 시간에 훨씬 깊이 본다. 무엇을 언제 하는지는 여기에,
//! 그것을 노드 스택에 거는 일은 [`super::node`]에 있다.
//!
//! - 체크 연장 (<https://www.chessprogramming.org/Check_Extensions>).
//! - 널 무브 가지치기 (<https://www.chessprogramming.org/Null_Move_Pruning>).
//! - 늦은 수 줄이기 (<https://www.chessprogramming.org/Late_Move_Reductions>).

use super::frame::{Enter, Entry, Frame};
use super::game::SearchGame;
use super::score::WIN_BOUND;
use super::searcher::Searcher;
use super::trace::TraceEvent;

impl<G: SearchGame> Searcher<G> {
    /// 체크 연장: 체크를 당한 노드는 한 수 더 깊이 (끝없는 체크 수순이 없게 이번 깊이의 두 배까지).
    pub(super) fn check_extension(&self, depth: i32, ply: u32, in_check: bool) -> i32 {
        if in_check && ply > 0 && ply < 2 * self.depth {
            depth.max(0) + 1
        } else {
            depth
        }
    }

    /// 널 무브를 해 볼 노드인가: 영 창 노드에서, 정적 평가가 이미 β 이상이고 차례를 넘겨도 되는
    /// 국면이면 수들보다 먼저 "한 수를 거저 주고도 β 이상인가"를 얕게 묻는다 (널 무브를 두 번 잇달아
    /// 두지 않는다; 체크 중이거나 이기고 지는 점수의 창에서는 하지 않는다).
    pub(super) fn null_move_worth_trying(
        &self,
        depth: i32,
        ply: u32,
        (alpha, beta): (i32, i32),
        in_check: bool,
        entered_by: Entry<G::Move>,
    ) -> bool {
        self.config.selective
            && ply > 0
            && depth >= 3
            && beta - alpha == 1
            && beta.abs() < WIN_BOUND
            && !in_check
            && !matches!(entered_by, Entry::Null)
            && self.game.null_move_ok()
            && self.game.evaluate() >= beta
    }

    /// 널 무브를 찾는다: 차례를 넘기고 R(2, 깊이 7부터 3)만큼 더 얕게, β 바로 아래의 영 창으로. 답은
    /// [`Searcher::report_child`]가 받는다 (β 이상이면 이 노드를 자른다).
    pub(super) fn search_null_move(&mut self, f: &Frame<G::Move>) {
        let r = if f.depth >= 7 { 3 } else { 2 };
        self.emit(|| TraceEvent::NullMove { reduction: r });
        if let Some(top) = self.stack.last_mut() {
            top.null_pending = false;
            top.null_child = true;
        }
        self.game.make_null();
        if let Enter::Value(v) = self.enter(
            f.depth - 1 - r,
            f.ply + 1,
            -f.beta,
            -f.beta + 1,
            Entry::Null,
        ) {
            self.game.unmake_null();
            self.report_child(v);
        }
    }

    /// 늦은 수 줄이기: 깊이 3 이상에서 넷째 수부터의 조용한 수 (킬러가 아니고, 체크 중이 아니고,
    /// 다시 찾는 중이 아닌)는 한 수, 여섯째부터 깊이 6 이상이면 두 수 얕게. 줄이지 않으면 0. 체크를
    /// 주는 수인지는 두어 봐야 알므로 노드 스택([`super::node`])이 두고 나서 되돌린다.
    pub(super) fn late_move_reduction(&self, f: &Frame<G::Move>, mv: G::Move) -> i32 {
        let index = f.next - f.start;
        let late_quiet = self.config.selective
            && !f.qs
            && f.depth >= 3
            && index >= 3
            && !f.in_check
            && !f.research
            && !f.no_reduce
            && self.game.is_quiet(mv)
            && !self
                .killers
                .get(f.ply as usize)
                .is_some_and(|k| k.contains(&Some(mv)));
        if late_quiet {
            1 + i32::from(index >= 6 && f.depth >= 6)
        } else {
            0
        }
    }
}
