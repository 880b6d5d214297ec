//! MCTS가 보는 헥스: 규칙의 보기([`Game`])와 시뮬레이션의 방침([`Rollout`]: 이기는 수 찾기, 판을
//! 섞어 채우는 빠른 무작위 대국, 다리 지키기).

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{BOTTOM, Hex, HexMove, LEFT, MAX_CELLS, RIGHT, SIZES, TOP};
use crate::games::{Player, Status};
use crate::mcts::{Config, Game, Rollout};

impl Game for Hex {
    type Move = HexMove;

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn status(&self) -> Status {
        self.status
    }

    fn legal_moves(&self, out: &mut Vec<HexMove>) {
        out.clear();
        if self.status.is_over() {
            return;
        }
        let cells = self.n * self.n;
        out.extend(
            (0..cells)
                .filter(|&c| self.cells[c as usize] == 0)
                .map(HexMove),
        );
        if self.can_swap() {
            out.push(HexMove::SWAP);
        }
    }

    fn play_unchecked(&mut self, mv: HexMove) {
        if mv == HexMove::SWAP {
            // 첫 흑 돌을 대각선에 비친 자리의 백 돌로 바꾸고, 다시 흑의 차례.
            let Some(first) = (0..self.n * self.n).find(|&c| self.cells[c as usize] != 0) else {
                return;
            };
            let (c, r) = self.coords(first);
            let mut fresh = Hex::new(self.n, self.swap_rule).unwrap_or_else(|_| self.clone());
            fresh.place(self.cell(r, c), Player::Second);
            fresh.stones = 1;
            fresh.swapped = true;
            fresh.to_move = Player::First;
            *self = fresh;
            return;
        }
        let p = self.to_move;
        self.place(mv.0, p);
        self.stones += 1;
        self.to_move = p.other();
    }

    fn move_space(&self) -> usize {
        self.n as usize * self.n as usize + 1
    }

    fn move_index(&self, mv: HexMove) -> usize {
        if mv == HexMove::SWAP {
            self.n as usize * self.n as usize
        } else {
            mv.0 as usize
        }
    }

    fn force_turn(&mut self, player: Player) {
        self.to_move = player;
    }
}

/// 시뮬레이션의 방침 (규칙을 아는 빠른 길).
impl Rollout for Hex {
    fn winning_moves(&self, player: Player, out: &mut Vec<HexMove>) {
        out.clear();
        if self.status.is_over() {
            return;
        }
        let color = player.index() as u8 + 1;
        let (a, b) = match player {
            Player::First => (TOP, BOTTOM),
            Player::Second => (LEFT, RIGHT),
        };
        let (ra, rb) = (self.root(a), self.root(b));
        for c in 0..self.n * self.n {
            if self.cells[c as usize] != 0 {
                continue;
            }
            let (mut to_a, mut to_b) = (false, false);
            for e in self.edges_of(c, player).into_iter().flatten() {
                to_a |= e == a;
                to_b |= e == b;
            }
            for nb in self.neighbors(c) {
                if self.cells[nb as usize] == color {
                    let r = self.root(nb as usize);
                    to_a |= r == ra;
                    to_b |= r == rb;
                }
            }
            if to_a && to_b {
                out.push(HexMove(c));
            }
        }
    }

    /// 빈 칸을 섞어 번갈아 채우고, 꽉 찬 판의 연결을 한 번 본다 (헥스에는 비김이 없다).
    /// 결정적 수는 시뮬레이션에서 쓰지 않는다: 판을 끝까지 채우므로 수 하나하나의 승패를 보지 않는다.
    ///
    /// `config.bridges`이면 섞은 차례대로 두되, 상대가 방금 내 다리의 한 칸에 두었으면 다른 칸을 먼저
    /// 둔다 (`Hex::bridge_reply`). 그 칸은 섞은 목록의 뒤쪽에서 지금 자리로 바꿔 온다.
    fn playout(
        &mut self,
        rng: &mut ChaCha8Rng,
        trace: &mut Vec<HexMove>,
        config: &Config,
    ) -> Status {
        if self.status.is_over() {
            return self.status;
        }
        let cells = self.n * self.n;
        let start = trace.len();
        trace.extend(
            (0..cells)
                .filter(|&c| self.cells[c as usize] == 0)
                .map(HexMove),
        );
        trace[start..].shuffle(rng);
        let mut p = self.to_move;
        if config.bridges {
            let order = &mut trace[start..];
            // 칸마다 섞은 목록 안의 자리 (아직 두지 않은 칸은 언제나 지금 자리보다 뒤에 있다).
            let rings = rings(self.n);
            let mut at = [0u8; MAX_CELLS];
            for (i, mv) in order.iter().enumerate() {
                at[mv.0 as usize] = i as u8;
            }
            for i in 0..order.len() {
                if i > 0
                    && let Some(reply) = self.bridge_reply(&rings[order[i - 1].0 as usize], p)
                {
                    let j = at[reply as usize] as usize;
                    at[order[i].0 as usize] = j as u8;
                    at[reply as usize] = i as u8;
                    order.swap(i, j);
                }
                self.cells[order[i].0 as usize] = p.index() as u8 + 1;
                p = p.other();
            }
        } else {
            for mv in &trace[start..] {
                self.cells[mv.0 as usize] = p.index() as u8 + 1;
                p = p.other();
            }
        }
        self.status = Status::Won(self.full_board_winner());
        self.status
    }
}

/// 칸 둘레의 이웃 한 바퀴에서 판 밖인 자리: 흑의 변(행 1 위, 마지막 행 아래), 백의 변(열 a 왼쪽,
/// 마지막 열 오른쪽), 모서리 너머(누구의 변도 아니다).
const OFF_FIRST: u8 = 253;
const OFF_SECOND: u8 = 254;
const OFF_CORNER: u8 = 255;

/// 크기마다 칸의 이웃 한 바퀴 (이어지는 둘은 서로 닿는다). 처음 쓸 때 한 번 만든다.
fn rings(n: u8) -> &'static [[u8; 6]] {
    static RINGS: [std::sync::OnceLock<Vec<[u8; 6]>>; 11] =
        [const { std::sync::OnceLock::new() }; 11];
    RINGS[usize::from(n - SIZES.start())].get_or_init(|| {
        const RING: [(i16, i16); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
        let n = i16::from(n);
        (0..n * n)
            .map(|c| {
                let (col, row) = (c % n, c / n);
                RING.map(|(dc, dr)| {
                    let (x, y) = (col + dc, row + dr);
                    match ((0..n).contains(&x), (0..n).contains(&y)) {
                        (true, true) => (y * n + x) as u8,
                        (true, false) => OFF_FIRST,
                        (false, true) => OFF_SECOND,
                        (false, false) => OFF_CORNER,
                    }
                })
            })
            .collect()
    })
}

impl Hex {
    /// 상대가 방금 `last`에 두어 `me`의 다리를 끊으려 하면, 다리를 지키는 빈 칸 (없으면 `None`).
    ///
    /// `last`의 이웃을 한 바퀴 돌며 (이웃한 이웃끼리 닿는다) 셋씩 본다: 양 끝이 `me`의 돌이나 `me`의
    /// 변(판 밖)이고 가운데가 빈 칸이면, 양 끝은 `last`와 가운데 칸을 공통 이웃으로 가진 다리였다.
    /// 그런 칸이 여럿이면 처음 것.
    fn bridge_reply(&self, ring: &[u8; 6], me: Player) -> Option<u8> {
        let mine = me.index() as u8 + 1;
        let my_edge = match me {
            Player::First => OFF_FIRST,
            Player::Second => OFF_SECOND,
        };
        let own = |x: u8| x == my_edge || (x < OFF_FIRST && self.cells[x as usize] == mine);
        (0..6).find_map(|k| {
            let mid = ring[(k + 1) % 6];
            (mid < OFF_FIRST
                && self.cells[mid as usize] == 0
                && own(ring[k])
                && own(ring[(k + 2) % 6]))
            .then_some(mid)
        })
    }
}
