//! 고요 탐색 (<https://www.chessprogramming.org/Quiescence_Search>): 깊이가 다한 노드에서 평가하기 전에
//! 잡는 수(와 승격)만 끝까지 본다 — 잡고 잡히는 중간에서 평가하면 값이 한 수마다 크게 흔들린다 (수평선
//! 효과). 둘 차례는 "그대로 서 있기"(stand pat)를 고를 수 있으므로 정적 평가가 바닥이다; 그것이 이미 β
//! 이상이면 자른다. 체크 중이면 서 있을 수 없다 (게임이 [`SearchGame::may_stand_pat`]으로 말한다).
//!
//! 고요 탐색의 노드는 노드 스택에 보통 노드처럼 오르고 (`qs`), 자식은 언제나 온전한 창으로 줄이지 않고
//! 찾으며 (`child.rs`), 표에는 적지 않는다.

use super::frame::Enter;
use super::game::SearchGame;
use super::node::{Opening, Window};
use super::score::INF;
use super::searcher::Searcher;
use super::trace::LeafWhy;

impl<G: SearchGame> Searcher<G> {
    /// 고요 탐색의 노드에 들어간다: 서 있는 값, 그리고 잡는 수들.
    pub(super) fn enter_quiescence(&mut self, node: Opening<G::Move>) -> Enter {
        let mut window = Window::open(node.alpha, node.beta);
        let mut best = -INF;
        if self.stack.game.may_stand_pat() {
            let stand = self.stack.game.evaluate();
            if stand >= node.beta {
                return self.leaf(stand, LeafWhy::StandPat);
            }
            window.alpha = window.alpha.max(stand);
            best = stand;
        }
        self.stack.game.noisy_moves(&mut self.stack.scratch);
        if self.stack.scratch.is_empty() {
            return if best > -INF {
                self.leaf(best, LeafWhy::Eval)
            } else {
                // 서 있을 수 없는데 (체크) 피할 수가 없다: 체크메이트 (또는 둘 수 없는 비김).
                let v = Self::terminal_value(self.stack.game.no_moves(), node.ply);
                self.leaf(v, LeafWhy::NoMoves)
            };
        }
        self.push_frame(&node, node.depth, window, best, (true, false))
    }
}
