//! 오목의 위협 탐색: 넷으로만 이어 이기는 길, VCF (victory by continuous fours; L. V. Allis,
//! "Searching for Solutions in Games and Artificial Intelligence" 1994, 5장의 위협 공간 탐색).
//!
//! **넷**은 다섯 칸 창 하나에 제 돌 넷과 빈 칸 하나다: 다음 수에 그 빈 칸(**이득 칸**)에 두면 다섯이므로,
//! 상대는 그 칸을 막는 수 말고는 둘 수가 없다. 그래서 넷만 두는 공격은 상대의 답이 하나로 정해진 좁은
//! 나무가 되고, 공격하는 쪽의 수만 고르면 된다. 공격 쪽 노드마다:
//!
//! 1. 제 다섯 자리가 있으면 이긴다 (한 수).
//! 2. 상대에게 다섯 자리가 있으면 (상대의 넷) 그 자리를 막는 수여야 하고, 그 수도 넷이어야 공격이 이어진다.
//!    상대의 다섯 자리가 둘이면 막을 수 없다: 실패.
//! 3. 이득 칸이 둘인 넷 (열린 넷, 쌍사)은 상대가 하나만 막으므로 이긴다 (세 수).
//! 4. 이득 칸이 하나인 넷: 두고, 상대가 그 칸을 막고, 그 뒤를 다시 찾는다.
//!
//! 상대의 막는 수가 상대의 넷이 되면 다음 노드의 2번이 본다. 자유 오목(다섯 이상)이라 금수는 없다.
//! 찾다가 실패한 국면은 남은 넷의 수와 함께 적어 두고 (같은 국면에 여러 차례로 닿는다) 다시 찾지 않는다.
//! 열린 셋까지 쓰는 VCT는 [`super::vct`]에: 셋에는 막는 답이 여럿이라 나무가 넓어지고, 잎마다 부를 만큼
//! 싸지 않아 뿌리에서만 쓴다.

use std::collections::HashMap;

use super::scan::scan;
use crate::games::Player;
use crate::games::gomoku::{GMove, Gomoku};

/// 한 번의 찾기의 한도.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VcfLimits {
    /// 공격 쪽이 둘 넷의 가장 많은 수.
    pub fours: u8,
    /// 공격 쪽 노드의 가장 많은 수 (넘으면 모른다고 답한다).
    pub nodes: u32,
}

impl VcfLimits {
    /// 알파-베타의 잎마다: 작고 싸게.
    pub const LEAF: VcfLimits = VcfLimits {
        fours: 8,
        nodes: 40,
    };
    /// 탐색의 결론을 넷의 수순으로 밝힐 때 (뿌리에서 한 번).
    pub const LINE: VcfLimits = VcfLimits {
        fours: 30,
        nodes: 20_000,
    };
}

/// 찾은 VCF: 다섯을 만들 때까지의 수순 (공격, 막기, 공격, … 다섯; 길이는 홀수 반수).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vcf {
    /// 수순.
    pub line: Vec<GMove>,
    /// 본 공격 쪽 노드의 수.
    pub nodes: u32,
}

/// 둘 차례인 쪽의 VCF를 찾는다 (판은 찾기 전 그대로 돌려 놓는다). 한도 안에서 못 찾으면 `None`:
/// VCF가 없거나, 한도가 모자랐다.
pub fn find(g: &mut Gomoku, limits: VcfLimits) -> Option<Vcf> {
    if g.winner().is_some() {
        return None;
    }
    let me = g.to_move();
    let mut s = Search {
        g,
        me,
        limit: limits.nodes,
        nodes: 0,
        aborted: false,
        failed: HashMap::new(),
        line: Vec::new(),
    };
    s.attack(limits.fours).then(|| Vcf {
        line: std::mem::take(&mut s.line),
        nodes: s.nodes,
    })
}

struct Search<'a> {
    g: &'a mut Gomoku,
    me: Player,
    limit: u32,
    nodes: u32,
    aborted: bool,
    /// 실패한 국면 → 그때 남았던 넷의 수 (그보다 적게 남았으면 다시 찾아도 실패).
    failed: HashMap<u64, u8>,
    line: Vec<GMove>,
}

impl Search<'_> {
    /// 공격 쪽 노드: 넷 `left`개 안에 이기면 `true` (수순은 `line`에).
    fn attack(&mut self, left: u8) -> bool {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.aborted = true;
            return false;
        }
        let t = scan(self.g, self.me);
        if let Some(&f) = t.fives.first() {
            self.line.push(f);
            return true;
        }
        let key = self.g.zobrist();
        if left == 0 || t.blocks.len() > 1 || self.failed.get(&key).is_some_and(|&l| l >= left) {
            return false;
        }
        // 상대의 넷을 막아야 하면 그 칸의 넷만.
        let moves = t.four_moves(self.g, self.me, t.blocks.first().copied());
        for (m, gains) in moves {
            if let [a, b, ..] = gains[..] {
                // 이득 칸이 둘: 상대는 하나만 막는다.
                self.line.extend([m, a, b]);
                return true;
            }
            let c = gains[0];
            self.g.make_unchecked(m);
            self.g.make_unchecked(c);
            self.line.extend([m, c]);
            let won = self.attack(left - 1);
            if won {
                self.g.unmake(c);
                self.g.unmake(m);
                return true;
            }
            self.line.truncate(self.line.len() - 2);
            self.g.unmake(c);
            self.g.unmake(m);
            if self.aborted {
                return false;
            }
        }
        self.failed.insert(key, left);
        false
    }
}

#[cfg(test)]
mod tests;
