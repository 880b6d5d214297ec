//! VCT의 시험: 작은 판의 무작위 국면에서, 자기 수 셋 안의 이김을 모든 빈 칸을 보는 완전 탐색과 견준다
//! (셋 안의 이김은 첫 수가 넷이나 셋이어야 하므로 VCT가 빠짐없이 찾아야 하고, 찾은 것은 모두 참이어야
//! 한다). 찾은 수순은 규칙대로 두어 다섯으로 끝나는지도 본다.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;

/// 규칙만으로: `p`가 두면 다섯인 빈 칸들.
fn five_cells(g: &Gomoku, p: Player) -> Vec<GMove> {
    empties(g)
        .into_iter()
        .filter(|&m| g.makes_five(m, p))
        .collect()
}

fn empties(g: &Gomoku) -> Vec<GMove> {
    (0..g.cells.len() as u16)
        .map(GMove)
        .filter(|&m| g.at(m).is_none())
        .collect()
}

/// 완전 탐색: 둘 차례인 쪽이 자기 수 `k`개 안에 (상대의 모든 답에 대해) 다섯을 만드는가. 줄이는 것은
/// 규칙에서 곧바로 나오는 것뿐이다: 공격 쪽에 다섯 자리가 하나면 상대는 그 칸을 막지 않으면 지고, 둘이면
/// 어떻게 두어도 진다 (상대에게 다섯 자리가 없을 때).
fn wins_within(g: &Gomoku, k: u8) -> bool {
    let me = g.to_move();
    if !five_cells(g, me).is_empty() {
        return true;
    }
    if k <= 1 {
        return false;
    }
    let free = empties(g);
    free.iter().any(|&m| {
        let mut a = g.clone();
        a.play(m);
        if !five_cells(&a, me.other()).is_empty() {
            return false;
        }
        let threats = five_cells(&a, me);
        match threats.len() {
            0 if k == 2 => false,
            0 => empties(&a).iter().all(|&r| {
                let mut b = a.clone();
                b.play(r);
                b.winner().is_none() && wins_within(&b, k - 1)
            }),
            1 => {
                let mut b = a.clone();
                b.play(threats[0]);
                b.winner().is_none() && wins_within(&b, k - 1)
            }
            _ => true,
        }
    })
}

/// 수순을 규칙대로 둔다: 모두 합법이고 공격 쪽의 다섯으로 끝나는가.
fn ends_in_five(start: &Gomoku, line: &[GMove]) -> Result<(), String> {
    let mut g = start.clone();
    let me = g.to_move();
    for (i, &m) in line.iter().enumerate() {
        g.try_play(m).map_err(|e| format!("ply {i}: {e}"))?;
    }
    (g.winner() == Some(me))
        .then_some(())
        .ok_or_else(|| "the line does not end in the attacker's five".into())
}

/// 무작위 국면: n×n에 흑백 돌을 번갈아 (다섯이 생기면 다시). 흑은 가운데 5×5에만 두어 흑의 돌이 모인다
/// (셋과 넷이 자주 생기게).
fn random_position(rng: &mut ChaCha8Rng, n: u8, stones: usize) -> Gomoku {
    let lo = (n - 5) / 2;
    loop {
        let mut g = Gomoku::new(n).unwrap();
        for _ in 0..stones {
            let mut free = empties(&g);
            if g.to_move() == Player::First {
                free.retain(|&m| {
                    let (c, r) = g.coords(m);
                    (lo..lo + 5).contains(&c) && (lo..lo + 5).contains(&r)
                });
            }
            if free.is_empty() {
                break;
            }
            g.play(free[rng.random_range(0..free.len())]);
            if g.winner().is_some() {
                break;
            }
        }
        if g.winner().is_none() {
            return g;
        }
    }
}

const THREE: VctLimits = VctLimits {
    moves: 3,
    nodes: 1_000_000,
    threes: true,
    quiet: true,
    count_blocks: true,
};

#[test]
fn wins_in_three_moves_match_a_brute_force_search() {
    let mut rng = ChaCha8Rng::seed_from_u64(55);
    let (mut wins, mut with_threes) = (0, 0);
    for i in 0..400 {
        let mut g =
            random_position(&mut rng, 7 + (i % 2) as u8, 8 + i % 12).with_exact_five(i % 3 == 2);
        let before = g.clone();
        let found = find(&mut g, THREE);
        assert_eq!(g, before, "the board is restored");
        let truth = wins_within(&g, 3);
        assert_eq!(
            found.is_some(),
            truth,
            "VCT {found:?}, brute force {truth}\n{g}"
        );
        // 탐색의 설정 (막는 수는 세지 않는다)도 셋 안의 이김을 놓치지 않고, 찾은 수순은 다섯으로 끝난다.
        let root = find(&mut g, VctLimits::ROOT);
        assert!(
            root.is_some() || !truth,
            "the root limits missed a win in three\n{g}"
        );
        if let Some(v) = &root {
            ends_in_five(&g, &v.line).unwrap_or_else(|e| panic!("{e}: {v:?}\n{g}"));
        }
        if let Some(v) = found {
            wins += 1;
            with_threes += usize::from(v.threes);
            assert!(v.line.len() <= 5, "{v:?}\n{g}");
            ends_in_five(&g, &v.line).unwrap_or_else(|e| panic!("{e}: {v:?}\n{g}"));
        }
    }
    // 시험이 빈 말이 아니게: 이김도, 셋을 쓴 이김도 꽤 있다.
    eprintln!("wins {wins}, with threes {with_threes}");
    assert!(
        wins >= 40 && with_threes >= 10,
        "wins {wins}, with threes {with_threes}"
    );
}

#[test]
fn two_open_threes_at_once_win_where_fours_alone_do_not() {
    // 흑: 가로 e8 f8, 세로 g6 g7. g8이면 열린 셋이 둘 (가로 e8-g8, 세로 g6-g8): 백은 하나만 막는다.
    let mut g = Gomoku::new(15).unwrap();
    for (b, w) in [("e8", "a1"), ("f8", "a15"), ("g6", "o1"), ("g7", "o15")] {
        g.play(g.parse_move(b).unwrap());
        g.play(g.parse_move(w).unwrap());
    }
    // 넷이 없으니 넷만으로는 이기지 못한다.
    let fours_only = VctLimits {
        threes: false,
        ..VctLimits::ROOT
    };
    assert_eq!(find(&mut g.clone(), fours_only), None);
    let v = find(&mut g, VctLimits::ROOT).expect("a VCT");
    assert!(v.threes, "{v:?}");
    assert_eq!(
        v.line.len(),
        5,
        "three, block, open four, block, five: {v:?}"
    );
    assert_eq!(g.name(v.line[0]), "g8");
    ends_in_five(&g, &v.line).unwrap();
    assert!(wins_within(&g.clone().with_exact_five(false), 3));
}

#[test]
fn a_found_line_is_given_back_without_a_trace_on_the_board() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..30 {
        let mut g = random_position(&mut rng, 9, 20);
        let before = g.clone();
        let _ = find(&mut g, VctLimits::ROOT);
        assert_eq!(g, before);
    }
}
