//! 오목을 알파-베타로 두기 위한 지식 (규칙은 [`crate::games::gomoku`]에): 후보 수와 그 순서 (바로
//! 이기는 수, 막는 수, 위협 점수), 정적 평가 (다섯 칸 창마다 한 쪽 돌만 있으면 그 수에 따라 점수:
//! 열린 넷 ≫ 셋 ≫ 둘; 정확히 다섯의 규칙에서는 채우면 장목이 될 창은 세지 않는다), 그리고 탐색에 쓰는
//! [`SearchGame`] 구현.
//!
//! 참고: L. V. Allis, "Searching for Solutions in Games and Artificial Intelligence" (1994), 5장 (오목의
//! 위협); <https://www.chessprogramming.org/Evaluation>.

pub mod marks;
mod root;
mod scan;
pub mod vcf;
pub mod vct;

use self::vcf::VcfLimits;
use crate::games::gomoku::{DIRS, FIVE, GMove, Gomoku};
use crate::search::{RootThreats, SearchGame, Terminal, WIN_BOUND};

/// 다섯 칸 창에 한 쪽 돌이 k개 (상대 돌 없음)일 때의 점수.
const WINDOW: [i32; 5] = [0, 2, 24, 280, 4_000];
impl Gomoku {
    /// 칸에 두었을 때의 위협 점수 (수 순서 정하기): 네 방향의 이어진 수와 열린 끝.
    pub(crate) fn threat(&self, mv: GMove, color: u8) -> i32 {
        let mut score = 0;
        for d in DIRS {
            let run = self.run(mv, d, color);
            if run > FIVE && !self.is_five(run) {
                // 정확히 다섯의 규칙: 장목은 아무것도 아니다.
                score += 1;
                continue;
            }
            let len = run.min(FIVE);
            let mut open = 0;
            for sign in [1, -1] {
                let mut k = 1;
                while let Some(i) = self.step_from(mv, (d.0 * sign, d.1 * sign), k) {
                    if self.cells[i] != color {
                        if self.cells[i] == 0 {
                            open += 1;
                        }
                        break;
                    }
                    k += 1;
                }
            }
            score += match (len, open) {
                (5, _) => 100_000,
                (4, 2) => 10_000,
                (4, 1) => 1_000,
                (3, 2) => 1_000,
                (3, 1) => 100,
                (2, 2) => 100,
                (2, 1) => 10,
                _ => 1,
            };
        }
        score
    }

    /// 정적 평가 (둘 차례인 쪽에서): 다섯 칸 창의 점수 합, 내 것 − 상대 것.
    pub fn score(&self) -> i32 {
        let n = self.n as i32;
        let mut sums = [0i32; 2];
        for y in 0..n {
            for x in 0..n {
                for (dx, dy) in DIRS {
                    let (ex, ey) = (x + dx * 4, y + dy * 4);
                    if !(0..n).contains(&ex) || !(0..n).contains(&ey) {
                        continue;
                    }
                    let mut count = [0usize; 3];
                    for k in 0..5 {
                        count[self.cells[((y + dy * k) * n + x + dx * k) as usize] as usize] += 1;
                    }
                    let (side, k) = match (count[1], count[2]) {
                        (k, 0) if k > 0 => (0, k),
                        (0, k) if k > 0 => (1, k),
                        _ => continue,
                    };
                    if self.window_can_win((x, y), (dx, dy), side as u8 + 1) {
                        sums[side] += WINDOW[k.min(4)];
                    }
                }
            }
        }
        let me = self.to_move.index();
        // 둘 차례인 쪽의 위협은 한 수 빠르다: 조금 더 쳐 준다.
        let v = sums[me] * 5 / 4 - sums[1 - me];
        v.clamp(-WIN_BOUND + 1, WIN_BOUND - 1)
    }
}

impl Gomoku {
    /// 탐색이 볼 수: 바로 이기는 수가 있으면 그것 하나, 상대가 바로 이기는 자리가 있으면 그 자리만,
    /// 아니면 후보 칸 모두. `sorted`이면 위협 점수가 높은 순 (아니면 후보를 만든 차례 그대로).
    fn search_moves(&self, out: &mut Vec<GMove>, sorted: bool) {
        out.clear();
        if self.terminal().is_some() {
            return;
        }
        let cands = self.candidates();
        let me = self.to_move;
        if let Some(&w) = cands.iter().find(|&&c| self.makes_five(c, me)) {
            out.push(w);
            return;
        }
        out.extend(
            cands
                .iter()
                .copied()
                .filter(|&c| self.makes_five(c, me.other())),
        );
        if !out.is_empty() {
            return;
        }
        if !sorted {
            out.extend(cands);
            return;
        }
        let mine = me.index() as u8 + 1;
        let theirs = me.other().index() as u8 + 1;
        let mut scored: Vec<(i32, GMove)> = cands
            .into_iter()
            .map(|c| (self.threat(c, mine) + self.threat(c, theirs) * 9 / 10, c))
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        out.extend(scored.into_iter().map(|(_, c)| c));
    }
}

impl SearchGame for Gomoku {
    type Move = GMove;

    fn key(&self) -> u64 {
        self.key
    }

    fn terminal(&self) -> Option<Terminal> {
        match self.winner {
            // 방금 둔 쪽이 이겼다: 둘 차례인 쪽은 졌다.
            Some(_) => Some(Terminal::Loss),
            None if self.stones as usize == self.cells.len() => Some(Terminal::Draw),
            None => None,
        }
    }

    fn moves(&self, out: &mut Vec<GMove>) {
        self.search_moves(out, true);
    }

    fn unordered_moves(&self, out: &mut Vec<GMove>) {
        self.search_moves(out, false);
    }

    fn key_after(&self, mv: GMove) -> u64 {
        Gomoku::key_after(self, mv)
    }

    fn make(&mut self, mv: GMove) {
        self.make_unchecked(mv);
    }

    fn unmake(&mut self, mv: GMove) {
        Gomoku::unmake(self, mv);
    }

    fn evaluate(&self) -> i32 {
        self.score()
    }

    fn forced_win(&mut self) -> Option<u16> {
        vcf::find(self, VcfLimits::LEAF).map(|v| v.line.len() as u16)
    }

    fn forced_line(&mut self) -> Option<Vec<GMove>> {
        vcf::find(self, VcfLimits::LINE).map(|v| v.line)
    }

    fn root_threats(&mut self, nodes: u64) -> RootThreats<GMove> {
        root::root_threats(self, nodes)
    }
}
