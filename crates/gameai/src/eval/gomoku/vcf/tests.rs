//! VCF의 시험: 찾은 수순은 규칙만으로 확인하고 (수마다 상대의 답이 정말 하나뿐인가), 세 반수 안의 이김은
//! 모든 칸을 보는 완전 탐색과 견준다.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;

fn board(n: u8, black: &[&str], white: &[&str]) -> Gomoku {
    let mut g = Gomoku::new(n).unwrap();
    // 흑과 백을 번갈아 (돌 수가 같거나 흑이 하나 많게).
    for i in 0..black.len().max(white.len()) {
        for side in [black, white] {
            if let Some(m) = side.get(i) {
                let mv = g.parse_move(m).unwrap();
                g.play(mv);
            }
        }
    }
    g
}

/// 규칙만으로: 둘 차례인 쪽이 `p`가 `mv`에 두면 다섯인 빈 칸들.
fn five_cells(g: &Gomoku, p: Player) -> Vec<GMove> {
    (0..g.cells.len() as u16)
        .map(GMove)
        .filter(|&m| g.at(m).is_none() && g.makes_five(m, p))
        .collect()
}

/// 수순이 강제 승리의 증명인가: 공격 쪽 수 뒤마다 공격 쪽에 다섯 자리가 있고 상대에게는 없으며,
/// 상대의 답은 (다섯 자리가 하나면) 그 자리, 마지막 수는 다섯.
fn proves_win(start: &Gomoku, line: &[GMove]) -> Result<(), String> {
    let mut g = start.clone();
    let me = g.to_move();
    for (i, &m) in line.iter().enumerate() {
        g.check(m).map_err(|e| format!("ply {i}: {e}"))?;
        let attacker = i % 2 == 0;
        if attacker {
            g.play(m);
            if i + 1 == line.len() {
                return (g.winner() == Some(me))
                    .then_some(())
                    .ok_or(format!("last move {} is not five", g.name(m)));
            }
            if !five_cells(&g, me.other()).is_empty() {
                return Err(format!("ply {i}: the defender can make five"));
            }
            let threats = five_cells(&g, me);
            if threats.is_empty() {
                return Err(format!("ply {i}: {} threatens nothing", g.name(m)));
            }
            let next = line.get(i + 1).copied();
            if threats.len() == 1 && next != Some(threats[0]) {
                return Err(format!(
                    "ply {i}: the defender's only reply is not in the line"
                ));
            }
        } else {
            g.play(m);
        }
    }
    Err("the line never made five".into())
}

/// 완전 탐색: 둘 차례인 쪽이 세 반수 안에 (상대의 모든 답에 대해) 다섯을 만드는가.
fn wins_within_three(g: &Gomoku) -> bool {
    let me = g.to_move();
    if !five_cells(g, me).is_empty() {
        return true;
    }
    let empties: Vec<GMove> = (0..g.cells.len() as u16)
        .map(GMove)
        .filter(|&m| g.at(m).is_none())
        .collect();
    empties.iter().any(|&m| {
        let mut a = g.clone();
        a.play(m);
        empties.iter().filter(|&&r| r != m).all(|&r| {
            let mut b = a.clone();
            b.play(r);
            b.winner().is_none() && !five_cells(&b, me).is_empty()
        })
    })
}

#[test]
fn a_known_three_four_line() {
    // 흑: d4 e4 f4 (가로 셋, 양쪽 막힘 없음) + g6 g7 g8 (세로). 백은 멀리.
    let mut g = board(
        15,
        &["d4", "e4", "f4", "g6", "g7"],
        &["a15", "b15", "c15", "o1", "o2"],
    );
    let v = find(&mut g, VcfLimits::LINE).expect("a VCF");
    proves_win(&g, &v.line).unwrap();
    // 찾은 뒤 판은 그대로.
    assert_eq!(
        g,
        board(
            15,
            &["d4", "e4", "f4", "g6", "g7"],
            &["a15", "b15", "c15", "o1", "o2"]
        )
    );
}

#[test]
fn no_vcf_where_every_four_is_answered() {
    // 흑의 셋 하나뿐이고 양 끝이 모두 막혔다: 넷은 만들 수 있어도 이어지지 않는다.
    let mut g = board(15, &["d4", "e4", "f4", "h10"], &["c4", "h4", "o15", "a1"]);
    assert_eq!(find(&mut g, VcfLimits::LINE), None);
}

#[test]
fn a_defenders_four_must_be_blocked_first() {
    // 흑의 열린 셋 h8-h10: h11이면 열린 넷으로 세 반수에 이긴다.
    let mut free = board(15, &["h8", "h9", "h10", "m3"], &["a1", "b1", "c1", "o15"]);
    assert_eq!(
        find(&mut free, VcfLimits::LINE).map(|v| v.line.len()),
        Some(3)
    );
    // 백이 넷 (a1..d1, e1 빔)을 가지면 흑은 e1을 막아야 하고, e1은 흑의 넷이 아니다: VCF 없음.
    let mut blocked = board(
        15,
        &["h8", "h9", "h10", "m3", "o1"],
        &["a1", "b1", "c1", "d1", "o15"],
    );
    assert_eq!(find(&mut blocked, VcfLimits::LINE), None);
    // e1이 흑의 넷이기도 하면 (e2 e3 e4) 그 막기부터 시작해 이긴다.
    let mut g = board(
        15,
        &["h8", "h9", "h10", "e2", "e3", "e4"],
        &["a1", "b1", "c1", "d1", "o15", "o14"],
    );
    let v = find(&mut g, VcfLimits::LINE).expect("a VCF through the block");
    assert_eq!(g.name(v.line[0]), "e1");
    proves_win(&g, &v.line).unwrap();
}

/// 무작위 국면: 9×9에 흑백 돌을 번갈아 (다섯이 생기면 다시).
fn random_position(rng: &mut ChaCha8Rng, stones: usize) -> Gomoku {
    loop {
        let mut g = Gomoku::new(9).unwrap();
        let mut ok = true;
        for _ in 0..stones {
            let free: Vec<GMove> = (0..81).map(GMove).filter(|&m| g.at(m).is_none()).collect();
            let m = free[rng.random_range(0..free.len())];
            g.play(m);
            if g.winner().is_some() {
                ok = false;
                break;
            }
        }
        if ok {
            return g;
        }
    }
}

/// VCF가 찾은 수순은 모두 증명이고 (규칙대로: 정확히 다섯에서는 장목이 이기지 않는다), 세 반수 안의 이김은
/// 놓치지 않는다 — 시험 안의 완전 탐색과 견준다.
#[test]
fn every_line_found_is_a_proof_and_no_short_win_is_missed() {
    let mut rng = ChaCha8Rng::seed_from_u64(32);
    let (mut found, mut short) = (0, 0);
    for i in 0..300 {
        // 절반은 정확히 다섯의 규칙 (무작위 국면에는 다섯 이상이 없으므로 어느 규칙으로도 같은 국면).
        let mut g = random_position(&mut rng, 14 + i % 16).with_exact_five(i % 2 == 1);
        let before = g.clone();
        let v = find(&mut g, VcfLimits::LINE);
        assert_eq!(g, before, "the board is restored");
        if let Some(v) = &v {
            found += 1;
            proves_win(&g, &v.line).unwrap_or_else(|e| panic!("{e}\n{g}"));
        }
        if wins_within_three(&g) {
            short += 1;
            let v = v.unwrap_or_else(|| panic!("a win in three plies was missed\n{g}"));
            assert!(
                v.line.len() <= 3,
                "{} plies for a win in three\n{g}",
                v.line.len()
            );
        }
    }
    // 시험이 빈 말이 아니게: 찾은 것과 짧은 이김이 꽤 있다.
    eprintln!("found {found}, short {short}");
    assert!(found >= 30 && short >= 10, "found {found}, short {short}");
}
