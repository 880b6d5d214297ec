//! 뿌리의 위협 ([`crate::search::SearchGame::root_threats`]의 오목 구현): 알파-베타가 깊이 1을 찾기 전에
//! 한 번 묻는다.
//!
//! 1. 둘 차례인 쪽의 강제 승리: VCF(넷만)를 먼저, 없으면 VCT(넷과 셋, 넷의 위협).
//! 2. 상대의 강제 승리: 차례를 넘겼다고 치고 같은 것을 찾는다.
//! 3. 있으면 **막는 수 고르기**. 볼 후보는 상대의 수순이 쓰는 칸들이다: 수순의 칸, 상대의 공격 수를
//!    지나고 내 돌이 없는 창의 빈 칸, 그리고 내가 넷을 만드는 칸 (상대가 먼저 막아야 한다). 후보마다 두어
//!    보고 상대의 VCT를 다시 찾아, 한도 안에서 "없다"고 끝난 수만 막는 수로 남긴다 (그런 수가 없으면 노드
//!    한도로 "모른다"고 끝난 수를; 후보는 상대 수순의 칸부터 본다). 둘 다 없으면 (본 후보가 모두 지거나
//!    전체 한도가 다해 보지 못했으면) 묶지 않는다: 보지 못한 수는 상대 수순에서 먼 것들이라 막을 가망이
//!    적고, 진 국면이면 알파-베타가 가장 버티는 수 (보통 곧장 막는 수)를 고른다. 곧장 막는 수가 있으면
//!    내 넷은 뺀다: 내 강제 승리가 없으니 넷은 막기를 미룰 뿐이고 제 넷을 써 버린다. 상대의 넷을 막아야
//!    하는 국면은 탐색의 수 만들기가 이미 그 칸으로 묶으므로 여기서는 더 보지 않는다.

use super::scan::{clean_windows_through, scan};
use super::vcf::{self, VcfLimits};
use super::vct::{self, Outcome, VctLimits};
use crate::games::gomoku::{GMove, Gomoku};
use crate::search::{RootThreats, SearchGame, ThreatLine};

/// 둘 차례인 쪽과 상대의 강제 승리, 그리고 상대의 것을 막는 수들 (판은 그대로 돌려 놓는다).
/// `budget`: 모두의 노드 한도 (막는 수 고르기가 넘으면 남은 후보는 보지 않는다).
pub fn root_threats(g: &mut Gomoku, budget: u64) -> RootThreats<GMove> {
    let mut out = RootThreats::default();
    if g.winner().is_some() || g.stones() == 0 {
        return out;
    }
    out.win = forced(g, &mut out.nodes);
    if out.win.is_some() {
        return out;
    }
    g.pass();
    let foe = forced(g, &mut out.nodes);
    g.pass();
    let Some(foe) = foe else {
        return out;
    };
    out.defences = defences(g, &foe.line, &mut out.nodes, budget);
    out.foe = Some(foe);
    out
}

/// 둘 차례인 쪽의 강제 승리: VCF를 먼저, 없으면 VCT. 본 노드 수를 `nodes`에 더한다.
fn forced(g: &mut Gomoku, nodes: &mut u64) -> Option<ThreatLine<GMove>> {
    if let Some(v) = vcf::find(g, VcfLimits::LINE) {
        *nodes += u64::from(v.nodes);
        let line = ThreatLine {
            line: v.line,
            threes: false,
        };
        return Some(line);
    }
    let answer = vct::solve(g, VctLimits::ROOT);
    *nodes += u64::from(answer.nodes());
    let Outcome::Win(v) = answer else {
        return None;
    };
    let line = ThreatLine {
        line: v.line,
        threes: v.threes,
    };
    Some(line)
}

/// 상대의 강제 승리 `line`을 막는 내 수들.
fn defences(g: &mut Gomoku, line: &[GMove], nodes: &mut u64, budget: u64) -> Vec<GMove> {
    let me = g.to_move();
    let mut near: Vec<GMove> = line.to_vec();
    for &attack in line.iter().step_by(2) {
        near.extend(clean_windows_through(g, attack, me));
    }
    let my_fours: Vec<GMove> = scan(g, me).fours.iter().map(|&(m, _)| m).collect();
    near.extend(&my_fours);
    let mut moves = Vec::new();
    g.moves(&mut moves);
    // 볼 차례: 상대 수순의 칸 (수순의 차례대로), 내 넷, 그다음 나머지 (탐색의 수 순서대로). 한도가 다하면
    // 뒤의 후보는 보지 못하므로, 막을 가능성이 큰 것부터.
    let rank = |m: &GMove| near.iter().position(|n| n == m).unwrap_or(usize::MAX);
    moves.retain(|m| near.contains(m));
    moves.sort_by_key(|m| {
        rank(m).min(if my_fours.contains(m) {
            line.len()
        } else {
            usize::MAX
        })
    });
    // 후보마다 상대의 VCT를 뿌리와 같은 한도로 (더 작으면 다른 길로 이기는 수를 "모른다"로 놓친다).
    let limits = VctLimits::ROOT;
    let (mut stop, mut unsure) = (Vec::new(), Vec::new());
    for m in moves {
        if *nodes > budget {
            break;
        }
        g.make_unchecked(m);
        let answer = if g.winner().is_some() {
            Outcome::NoWin(0)
        } else {
            vct::solve(g, limits)
        };
        g.unmake(m);
        *nodes += u64::from(answer.nodes());
        match answer {
            Outcome::NoWin(_) => stop.push(m),
            Outcome::Unknown(_) => unsure.push(m),
            Outcome::Win(_) => {}
        }
    }
    // 막는다고 보인 수, 없으면 "모른다"로 끝난 수 (둘 다 없으면 빈 목록: 묶지 않는다).
    let mut out = [stop, unsure]
        .into_iter()
        .find(|v| !v.is_empty())
        .unwrap_or_default();
    // 내 넷은 (내 강제 승리가 없으니) 막기를 한 수 미룰 뿐이고 제 넷 하나를 써 버린다: 곧장 막는 수가
    // 있으면 그것들만.
    if out.iter().any(|m| !my_fours.contains(m)) {
        out.retain(|m| !my_fours.contains(m));
    }
    out
}
