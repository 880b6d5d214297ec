//! 오목의 위협 공간 탐색 VCT (victory by continuous threats; L. V. Allis, 1994, 5장): 넷과 열린 셋으로
//! 상대를 몰아 이기는 길. [`super::vcf`]는 넷만 쓰므로 상대의 답이 언제나 하나지만, 셋에는 답이 여럿이라
//! 나무는 공격 쪽이 고르는 노드(OR)와 상대가 고르는 노드(AND)가 번갈아 선다.
//!
//! **위협**: 공격 쪽이 방금 둔 수 뒤의 판을 본다.
//! - 공격 쪽에 다섯 자리가 둘 이상이면 (열린 넷, 쌍사) 상대에게 다섯 자리가 없는 한 이겼다.
//! - 하나면 (넷) 상대의 답은 그 칸 하나다.
//! - 없지만 한 수로 다섯 자리 둘을 만들 수가 있으면 (셋) 상대의 답은 **공격 쪽이 넷을 만드는 칸 모두와
//!   상대가 넷을 만드는 칸 모두**다. 그 밖의 칸에 두면 공격 쪽의 돌 셋인 창들이 그대로이므로 열린 넷(또는
//!   쌍사)이 그대로 남고, 상대는 넷이 없어 다섯을 먼저 만들 수 없다: 그 답들은 지므로 보지 않아도 된다.
//!   그래서 찾은 이김은 상대의 모든 답에 대한 증명이다 (시험이 완전 탐색과 견준다).
//! - 아무것도 없으면 위협이 아니다.
//!
//! 공격 쪽은 넷이 되는 수를 먼저, 그다음 셋이 되는 수를 본다. 상대가 넷으로 맞서면 공격 쪽은 그 칸을 막아야
//! 하고, 막은 뒤에도 위협이 남아 있어야 (먼저 둔 셋이 살아 있거나, 막는 수가 위협이면) 공격이 이어진다.
//! 찾은 국면은 이긴 수와 다섯까지의 반수를, 실패한 국면은 그때 남았던 수를 적어 두고 다시 찾지 않는다.

use std::collections::HashMap;

use super::scan::{Threats, clean_windows_through, makes_three, scan};
use super::vcf::{self, VcfLimits};
use crate::games::Player;
use crate::games::gomoku::{GMove, Gomoku};

/// 넷의 위협을 알아볼 때 VCF의 노드 한도 (공격 쪽 노드마다 여러 번 부른다).
const THREAT_VCF_NODES: u32 = 200;

/// 한 번의 찾기의 한도.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VctLimits {
    /// 공격 쪽이 둘 수의 가장 많은 수 (마지막 다섯까지).
    pub moves: u8,
    /// 공격 쪽 노드의 가장 많은 수 (넘으면 모른다고 답한다).
    pub nodes: u32,
    /// 셋을 쓰는가 (끄면 넷만: VCF와 같은 물음).
    pub threes: bool,
    /// 넷의 위협도 쓰는가: 두면 (상대가 가만히 있을 때) 넷만으로 이기는 길이 생기는 조용한 수 (셋을 쓸 때만).
    pub quiet: bool,
    /// 상대의 넷을 막는 공격 쪽의 수도 `moves`에 센다. 끄면 (탐색에서) 세지 않는다: 상대가 넷으로 시간을
    /// 끌어 한도를 다 쓰게 하지 못하게 (상대의 넷은 돌이 늘 때마다 줄어드니 끝이 있다). 켜면 `moves`가
    /// 정확히 "자기 수 몇 개 안의 이김"이다 (시험이 완전 탐색과 견줄 때).
    pub count_blocks: bool,
}

impl VctLimits {
    /// 뿌리에서 한 번 (둘 차례인 쪽의 이김, 상대의 이김).
    pub const ROOT: VctLimits = VctLimits {
        moves: 10,
        nodes: 4_000,
        threes: true,
        quiet: true,
        count_blocks: false,
    };
}

/// 찾기의 답.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// 강제 승리를 찾았다.
    Win(Vct),
    /// 한도의 수 안에는 강제 승리가 없다 (이 탐색이 보는 수들로는). 본 노드 수와 함께.
    NoWin(u32),
    /// 노드 한도가 먼저 다했다: 모른다.
    Unknown(u32),
}

impl Outcome {
    /// 본 공격 쪽 노드의 수.
    pub fn nodes(&self) -> u32 {
        match self {
            Outcome::Win(v) => v.nodes,
            Outcome::NoWin(n) | Outcome::Unknown(n) => *n,
        }
    }
}

/// 찾은 강제 승리.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vct {
    /// 주요 수순 (공격, 답, 공격, … 다섯): 상대의 답은 다섯이 가장 늦게 오는 것.
    pub line: Vec<GMove>,
    /// 수순의 공격 가운데 셋(넷이 아닌 위협)이 있는가: 있으면 VCT, 없으면 VCF.
    pub threes: bool,
    /// 본 공격 쪽 노드의 수.
    pub nodes: u32,
}

/// 둘 차례인 쪽의 강제 승리를 찾는다 (판은 찾기 전 그대로 돌려 놓는다). 한도 안에서 못 찾으면 `None`.
pub fn find(g: &mut Gomoku, limits: VctLimits) -> Option<Vct> {
    match solve(g, limits) {
        Outcome::Win(v) => Some(v),
        Outcome::NoWin(_) | Outcome::Unknown(_) => None,
    }
}

/// [`find`]와 같지만, 못 찾았을 때 "없다"와 "모른다"(노드 한도)를 가른다.
pub fn solve(g: &mut Gomoku, limits: VctLimits) -> Outcome {
    if g.winner().is_some() || limits.moves == 0 {
        return Outcome::NoWin(0);
    }
    let mut s = Search {
        me: g.to_move(),
        g,
        limits,
        nodes: 0,
        aborted: false,
        won: HashMap::new(),
        failed: HashMap::new(),
    };
    // 깊게 하기: 수가 적은 이김부터 (깊이 우선으로 첫 수의 가지를 끝까지 파다가 한도를 다 쓰지 않게).
    // 적어 둔 이김과 실패는 남은 수와 함께이므로 다음 깊이에서도 맞다.
    if (1..=limits.moves)
        .find(|&left| s.or(left).is_some() || s.aborted)
        .is_none()
    {
        return Outcome::NoWin(s.nodes);
    }
    if s.aborted {
        return Outcome::Unknown(s.nodes);
    }
    let (line, threes) = s.main_line();
    Outcome::Win(Vct {
        line,
        threes,
        nodes: s.nodes,
    })
}

struct Search<'a> {
    g: &'a mut Gomoku,
    me: Player,
    limits: VctLimits,
    nodes: u32,
    aborted: bool,
    /// 이긴 공격 쪽 국면 → (둔 수, 다섯까지의 반수).
    won: HashMap<u64, (GMove, u16)>,
    /// 실패한 공격 쪽 국면 → 그때 남았던 수.
    failed: HashMap<u64, u8>,
}

/// 상대 차례의 판에서, 공격 쪽 위협의 종류.
enum Pressure {
    /// 상대가 다섯을 만든다 (공격 실패).
    Lost,
    /// 다섯 자리가 둘 이상: 상대는 하나만 막는다.
    Won(GMove),
    /// 상대가 둘 수 있는 답 (이 밖의 답은 모두 진다).
    Replies(Vec<GMove>),
    /// 위협이 없다.
    None,
}

impl Search<'_> {
    /// 공격 쪽 노드: `left`수 안에 (다섯 포함) 이기면 다섯까지의 반수.
    fn or(&mut self, left: u8) -> Option<u16> {
        if self.aborted {
            return None;
        }
        self.nodes += 1;
        if self.nodes > self.limits.nodes {
            self.aborted = true;
            return None;
        }
        let key = self.g.zobrist();
        if let Some(&(_, plies)) = self.won.get(&key) {
            return Some(plies);
        }
        let t = scan(self.g, self.me);
        if let Some(&f) = t.fives.first() {
            self.won.insert(key, (f, 1));
            return Some(1);
        }
        if left < 2 || t.blocks.len() > 1 || self.failed.get(&key).is_some_and(|&l| l >= left) {
            return None;
        }
        let forced = !t.blocks.is_empty() && !self.limits.count_blocks;
        for m in self.candidates(t, left) {
            self.g.make_unchecked(m);
            let r = self.and(if forced { left } else { left - 1 });
            self.g.unmake(m);
            if let Some(plies) = r {
                self.won.insert(key, (m, plies + 1));
                return Some(plies + 1);
            }
            if self.aborted {
                return None;
            }
        }
        self.failed.insert(key, left);
        None
    }

    /// 상대 노드: 상대의 모든 답 뒤에 공격 쪽이 `left`수 안에 이기면, 가장 늦은 다섯까지의 반수.
    fn and(&mut self, left: u8) -> Option<u16> {
        let replies = match self.pressure(left) {
            Pressure::Won(_) => return Some(2),
            Pressure::Lost | Pressure::None => return None,
            Pressure::Replies(r) => r,
        };
        let mut longest = 0;
        for r in replies {
            self.g.make_unchecked(r);
            let x = self.or(left);
            self.g.unmake(r);
            longest = longest.max(x?);
        }
        Some(longest + 1)
    }

    /// 상대 차례의 판에서 공격 쪽의 위협과 상대의 답 (공격 쪽에 `left`수가 남았을 때).
    fn pressure(&mut self, left: u8) -> Pressure {
        let t = scan(self.g, self.me);
        if !t.blocks.is_empty() || left == 0 {
            return Pressure::Lost;
        }
        match t.fives[..] {
            [a, _, ..] => return Pressure::Won(a),
            [a] => return Pressure::Replies(vec![a]),
            [] => {}
        }
        if !self.limits.threes || left < 2 {
            return Pressure::None;
        }
        let mut replies: Vec<GMove> = if t.opens_four() {
            // 셋: 공격 쪽의 넷 자리 (열린 넷 자리와 그 이득 칸)가 앞으로 — 대개 이것들이 막는 답이다.
            t.fours.iter().map(|&(m, _)| m).collect()
        } else if let Some(line) = self.limits.quiet.then(|| self.fours_threat(left)).flatten() {
            self.fours_threat_replies(&line)
        } else {
            return Pressure::None;
        };
        let theirs = scan(self.g, self.me.other());
        replies.extend(theirs.fours.iter().map(|&(m, _)| m));
        let mut seen = Vec::with_capacity(replies.len());
        replies.retain(|m| {
            let fresh = !seen.contains(m);
            seen.push(*m);
            fresh
        });
        Pressure::Replies(replies)
    }

    /// 상대 차례의 판에서, 상대가 가만히 있으면 공격 쪽이 넷만으로 (`left`수 안에) 이기는가: 그 수순.
    fn fours_threat(&mut self, left: u8) -> Option<Vec<GMove>> {
        self.g.pass();
        let v = vcf::find(
            self.g,
            VcfLimits {
                fours: left - 1,
                nodes: THREAT_VCF_NODES,
            },
        );
        self.g.pass();
        let v = v?;
        self.nodes += v.nodes;
        Some(v.line)
    }

    /// 넷의 수순 `line`이 위협일 때 상대의 답: 수순의 칸 모두와, 상대가 수순의 막는 칸들과 함께 넷을
    /// 만들 수 있는 칸 (막는 칸을 지나고 공격 쪽 돌이 없는 창의 빈 칸). 그 밖에 두면 수순이 그대로 통한다:
    /// 넷마다의 창 다섯 칸은 공격 쪽 돌과 이득 칸뿐이라 건드려지지 않고, 상대의 막는 수가 넷이 되는 일도
    /// 새로 생기지 않는다 (상대가 스스로 넷을 만드는 칸은 `pressure`가 따로 더한다).
    fn fours_threat_replies(&self, line: &[GMove]) -> Vec<GMove> {
        let mut replies: Vec<GMove> = line.to_vec();
        for &block in line.iter().skip(1).step_by(2) {
            replies.extend(clean_windows_through(self.g, block, self.me));
        }
        replies.retain(|&m| self.g.at(m).is_none());
        replies
    }

    /// 공격 쪽이 둘 수: 상대의 넷을 막아야 하면 그 칸만; 아니면 넷이 되는 수 (이득 칸이 둘인 것부터), 그다음
    /// (셋을 쓰고 수가 셋 이상 남았으면) 셋이 되는 수. 같은 무리 안은 위협 점수 순.
    fn candidates(&mut self, t: Threats, left: u8) -> Vec<GMove> {
        if let Some(&must) = t.blocks.first() {
            return vec![must];
        }
        let mut out: Vec<GMove> = t
            .four_moves(self.g, self.me, None)
            .into_iter()
            .map(|(m, _)| m)
            .collect();
        if self.limits.threes && left >= 3 {
            let me = self.me;
            let threes = self.quiet_moves(&t.twos, &out, |s, m| makes_three(s.g, m, me, &t.fours));
            out.extend(threes);
        }
        if self.limits.threes && self.limits.quiet && left >= 3 {
            // 넷의 위협: 두면 (상대가 가만히 있을 때) 넷만으로 이기는 길이 생기는 조용한 수.
            let quiet = self.quiet_moves(&t.twos, &out, |s, _| s.fours_threat(left - 1).is_some());
            out.extend(quiet);
        }
        out
    }

    /// 칸들 `cells` 가운데 `taken`에 없고, 두어 보면 `test`가 참인 칸 (위협 점수 순, 한 번씩).
    fn quiet_moves(
        &mut self,
        cells: &[GMove],
        taken: &[GMove],
        mut test: impl FnMut(&mut Self, GMove) -> bool,
    ) -> Vec<GMove> {
        let mut moves = cells.to_vec();
        moves.sort_unstable();
        moves.dedup();
        moves.retain(|m| !taken.contains(m));
        moves.retain(|&m| {
            self.g.make_unchecked(m);
            let yes = test(self, m);
            self.g.unmake(m);
            yes
        });
        let color = self.me.index() as u8 + 1;
        moves.sort_by_cached_key(|&m| (core::cmp::Reverse(self.g.threat(m, color)), m));
        moves
    }

    /// 찾은 이김의 주요 수순: 공격 쪽은 적어 둔 수, 상대는 다섯이 가장 늦게 오는 답. 그리고 셋을 썼는가.
    fn main_line(&mut self) -> (Vec<GMove>, bool) {
        let (mut line, mut threes) = (Vec::new(), false);
        while line.len() <= self.g.cells.len() {
            let t = scan(self.g, self.me);
            let m = match (t.fives.first(), self.won.get(&self.g.zobrist())) {
                (Some(&f), _) => f,
                (None, Some(&(m, _))) => m,
                (None, None) => break,
            };
            self.g.make_unchecked(m);
            line.push(m);
            if self.g.winner().is_some() {
                break;
            }
            let left = self.limits.moves;
            let reply = match self.pressure(left) {
                Pressure::Won(a) => a,
                Pressure::Replies(r) => {
                    threes |= r.len() > 1 || scan(self.g, self.me).fives.is_empty();
                    let mut best = (0, r[0]);
                    for x in r {
                        self.g.make_unchecked(x);
                        let plies = self.won.get(&self.g.zobrist()).map_or(1, |w| w.1);
                        self.g.unmake(x);
                        if plies > best.0 {
                            best = (plies, x);
                        }
                    }
                    best.1
                }
                Pressure::Lost | Pressure::None => break,
            };
            self.g.make_unchecked(reply);
            line.push(reply);
        }
        for &m in line.iter().rev() {
            self.g.unmake(m);
        }
        (line, threes)
    }
}

#[cfg(test)]
mod tests;
