//! MCTS가 보는 하바나: 규칙의 보기([`Game`])와 시뮬레이션의 방침([`Rollout`]: 바로 이기는 수 찾기,
//! 누군가 이기는 순간 멈추는 빠른 무작위 대국).

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{CORNER_BITS, EDGE_BITS, GRID, HavMove, Havannah};
use crate::games::{Player, Status};
use crate::mcts::{Config, Game, Rollout};

impl Havannah {
    /// 색 `color`가 빈 칸 `s`에 두면 바로 이기는가 (두지 않고 본다).
    fn wins_at(&self, s: usize, color: u8) -> bool {
        let mut m = self.border[s];
        for nb in Self::around(s) {
            if self.cells[nb] == color {
                m |= self.mask[self.root(nb)];
            }
        }
        (m & CORNER_BITS).count_ones() >= 2
            || (m & EDGE_BITS).count_ones() >= 3
            || self.closes_ring(s, color)
    }
}

impl Game for Havannah {
    type Move = HavMove;

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn status(&self) -> Status {
        self.status
    }

    fn legal_moves(&self, out: &mut Vec<HavMove>) {
        out.clear();
        if self.status.is_over() {
            return;
        }
        out.extend(
            (0..GRID)
                .filter(|&i| self.cells[i] == 0)
                .map(|i| HavMove(i as u16)),
        );
    }

    fn play_unchecked(&mut self, mv: HavMove) {
        let p = self.to_move;
        self.place(mv.0 as usize, p);
        self.stones += 1;
        self.to_move = p.other();
    }

    fn move_space(&self) -> usize {
        GRID
    }

    fn move_index(&self, mv: HavMove) -> usize {
        mv.0 as usize
    }

    fn force_turn(&mut self, player: Player) {
        self.to_move = player;
    }
}

/// 시뮬레이션의 방침 (규칙을 아는 빠른 길).
impl Rollout for Havannah {
    fn winning_moves(&self, player: Player, out: &mut Vec<HavMove>) {
        out.clear();
        if self.status.is_over() {
            return;
        }
        let color = player.index() as u8 + 1;
        out.extend(
            (0..GRID)
                .filter(|&i| self.cells[i] == 0 && self.wins_at(i, color))
                .map(|i| HavMove(i as u16)),
        );
    }

    /// 빈 칸을 섞어 번갈아 두되, 누군가 이기는 순간 멈춘다. 결정적 수는 시뮬레이션에서 쓰지
    /// 않는다 (수마다 모든 빈 칸을 보는 값이 시뮬레이션 자체보다 비싸다); 트리에서는 쓴다.
    fn playout(
        &mut self,
        rng: &mut ChaCha8Rng,
        trace: &mut Vec<HavMove>,
        _config: &Config,
    ) -> Status {
        if self.status.is_over() {
            return self.status;
        }
        let start = trace.len();
        trace.extend(
            (0..GRID)
                .filter(|&i| self.cells[i] == 0)
                .map(|i| HavMove(i as u16)),
        );
        trace[start..].shuffle(rng);
        let mut played = start;
        for &mv in &trace[start..] {
            self.play_unchecked(mv);
            played += 1;
            if self.status.is_over() {
                break;
            }
        }
        trace.truncate(played);
        self.status
    }
}
