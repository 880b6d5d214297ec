//! 와이토프 풀이를 독립된 오라클과 대조한다: 정수로 계산한 와이토프 쌍, 교과서식 훑기 풀이,
//! 이론 없는 재귀 mex, 그리고 순환 그래프에서의 세기 줄이기 풀이기.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::collections::{BTreeSet, HashMap};

use gameai::games::wythoff::{
    Board, Cell, FastSolver, ai_move, grundy, solve, solve_by_scanning, wythoff_pair,
};
use gameai::retrograde::{EdgeGraph, Outcome, solve_countdown, solve_ordered};
use gameai::step::Steppable;

#[test]
fn losing_cells_are_the_wythoff_pairs_on_a_2000_board() {
    let n = 2000u32;
    let table = solve(Board::new(n, n).unwrap());
    let found: BTreeSet<(u64, u64)> = table
        .losing_cells()
        .into_iter()
        .map(|c| (u64::from(c.x), u64::from(c.y)))
        .collect();
    // 쌍 (a, b)와 그 대칭 (b, a) 중 판 위에 있는 것.
    let mut want = BTreeSet::new();
    for k in 0.. {
        let (a, b) = wythoff_pair(k);
        if a >= u64::from(n) {
            break;
        }
        for (x, y) in [(a, b), (b, a)] {
            if x < u64::from(n) && y < u64::from(n) {
                want.insert((x, y));
            }
        }
    }
    assert_eq!(found, want);
    // b ≈ 2.618·k < 2000 인 쌍이 764개, 그 대칭까지 1527칸 (구석은 하나).
    assert_eq!(found.len(), 1527);
}

#[test]
fn targets_are_legal_and_reach_losing_cells() {
    let b = Board::new(120, 70).unwrap();
    let t = solve(b);
    for i in 0..b.cells() as u32 {
        let c = b.cell(i);
        let s = t.get(c);
        match s.outcome {
            Outcome::Win => {
                let to = t.best_move(c).unwrap();
                assert_eq!(b.check_move(c, to), Ok(()), "{c} → {to}");
                assert!(t.is_losing(to), "{c} → {to} is not losing");
                assert_eq!(t.get(to).depth + 1, s.depth);
                // 가장 빨리 이기는 수: 다른 어느 지는 칸보다 짧다.
                let fastest = b
                    .moves(c)
                    .filter(|&q| t.is_losing(q))
                    .map(|q| t.get(q).depth)
                    .min();
                assert_eq!(fastest, Some(s.depth - 1));
            }
            Outcome::Loss => {
                for q in b.moves(c) {
                    assert_eq!(t.get(q).outcome, Outcome::Win, "{c} → {q}");
                }
                if c != Cell::CORNER {
                    // 가장 오래 버티는 수.
                    let longest = b.moves(c).map(|q| t.get(q).depth).max().unwrap();
                    assert_eq!(s.depth, longest + 1);
                    let to = ai_move(&t, c).unwrap();
                    assert_eq!(t.get(to).depth, longest);
                }
            }
            Outcome::Draw => panic!("Wythoff has no draws"),
        }
    }
}

#[test]
fn fast_solver_matches_the_scanning_reference() {
    let mut shapes: Vec<(u32, u32)> =
        vec![(1, 1), (1, 9), (9, 1), (2, 2), (34, 20), (20, 34), (64, 3)];
    for w in 1..=24 {
        for h in [1, 2, 5, w, 31 - w.min(30)] {
            shapes.push((w, h.max(1)));
        }
    }
    for (w, h) in shapes {
        let b = Board::new(w, h).unwrap();
        let fast = solve(b);
        let (slow, scanned) = solve_by_scanning(b);
        assert_eq!(fast.work(), 3 * b.cells() as u64);
        assert_eq!(slow.work(), scanned);
        for i in 0..b.cells() as u32 {
            let c = b.cell(i);
            let (f, s) = (fast.get(c), slow.get(c));
            assert_eq!((f.outcome, f.depth), (s.outcome, s.depth), "{w}x{h} {c}");
            // 같은 거리라면 어느 최선의 수든 좋다: 둘 다 같은 결과와 거리로 간다.
            if let (Some(a), Some(z)) = (fast.best_move(c), slow.best_move(c)) {
                assert_eq!(fast.get(a).depth, slow.get(z).depth, "{w}x{h} {c}");
                assert_eq!(fast.get(a).outcome, slow.get(z).outcome, "{w}x{h} {c}");
            } else {
                assert_eq!(f.best.is_none(), s.best.is_none());
            }
        }
        assert!(scanned >= b.cells() as u64 - 1 || b.cells() == 1);
    }
}

#[test]
fn stepping_gives_the_same_table() {
    let b = Board::new(30, 18).unwrap();
    let mut s = FastSolver::new(b);
    let mut steps = 0;
    let table = loop {
        steps += 1;
        if let gameai::step::Progress::Done(t) = s.step(gameai::step::Budget::Work(7)) {
            break t;
        }
        let snap = s.snapshot();
        assert_eq!(snap.solved, steps * 7);
        assert!(snap.last.is_some());
    };
    assert_eq!(steps, 540usize.div_ceil(7));
    assert_eq!(table.cells(), solve(b).cells());
}

/// 이론도 표도 없이, 재귀와 메모로 구한 그런디 값.
fn brute_grundy(b: &Board, c: Cell, memo: &mut HashMap<Cell, u32>) -> u32 {
    if let Some(&g) = memo.get(&c) {
        return g;
    }
    let succ: Vec<u32> = b.moves(c).map(|q| brute_grundy(b, q, memo)).collect();
    let g = (0..).find(|v| !succ.contains(v)).expect("a missing value");
    memo.insert(c, g);
    g
}

#[test]
fn grundy_values_match_brute_force_mex_and_zero_means_losing() {
    for (w, h) in [(1, 1), (6, 4), (12, 12), (17, 9)] {
        let b = Board::new(w, h).unwrap();
        let g = grundy(b);
        let t = solve(b);
        let mut memo = HashMap::new();
        for y in 0..h {
            for x in 0..w {
                let c = Cell::new(x, y);
                let v = g[y as usize][x as usize];
                assert_eq!(v, brute_grundy(&b, c, &mut memo), "{c}");
                assert_eq!(v == 0, t.is_losing(c), "{c}");
            }
        }
    }
}

#[test]
fn countdown_solver_finds_wins_losses_and_draws_on_a_cyclic_graph() {
    // 0: 끝 (짐). 1 → 0: 이김. 2 → 1: 짐.
    // 3 ⇄ 4 는 서로만 오가는 순환: 비김.
    // 5 → 3, 5 → 1: 1로 가면 상대가 이기고 3으로 가면 비기므로 비김.
    // 6 → 5, 6 → 2: 2(지는 국면)로 가면 이긴다. 순환이 옆에 있어도.
    // 7 → 7 (제자리 순환), 7 → 0: 바로 이긴다.
    let g = EdgeGraph::new(
        8,
        &[
            (1, 0),
            (2, 1),
            (3, 4),
            (4, 3),
            (5, 3),
            (5, 1),
            (6, 5),
            (6, 2),
            (7, 7),
            (7, 0),
        ],
    );
    let t = solve_countdown(&g);
    let outcome: Vec<Outcome> = t.iter().map(|s| s.outcome).collect();
    use Outcome::*;
    assert_eq!(outcome, vec![Loss, Win, Loss, Draw, Draw, Draw, Win, Win]);
    assert_eq!((t[6].best, t[6].depth), (Some(2), 3));
    assert_eq!((t[7].best, t[7].depth), (Some(0), 1));
}

#[test]
fn countdown_agrees_with_the_ordered_solver_on_wythoff() {
    for (w, h) in [(1, 1), (5, 3), (13, 8), (34, 20), (21, 21)] {
        let b = Board::new(w, h).unwrap();
        let order = b.diagonal_order().map(|c| b.index(c));
        let ordered = solve_ordered(&b, order);
        let counted = solve_countdown(&b);
        for (i, (o, c)) in ordered.iter().zip(&counted).enumerate() {
            assert_eq!(
                (o.outcome, o.depth),
                (c.outcome, c.depth),
                "{w}x{h} {}",
                b.cell(i as u32)
            );
        }
        // 순서 있는 일반 풀이기와 빠른 풀이기도 같다.
        let fast = solve(b);
        for (i, o) in ordered.iter().enumerate() {
            let f = fast.cells()[i];
            assert_eq!((o.outcome, o.depth), (f.outcome, f.depth));
        }
    }
}

#[test]
fn grundy_steps_list_every_queen_move_and_their_mex_is_the_brute_force_value() {
    use gameai::games::wythoff::grundy_steps;
    for (w, h) in [(1, 1), (7, 5), (13, 13)] {
        let b = Board::new(w, h).unwrap();
        let g = grundy(b);
        let mut memo = HashMap::new();
        for y in 0..h {
            for x in 0..w {
                let c = Cell::new(x, y);
                let steps = grundy_steps(b, &g, c).unwrap();
                // 갈 곳: 왼쪽 x칸, 아래 y칸, 대각선 min(x, y)칸, 모두 다르다.
                let cells: BTreeSet<(u32, u32)> =
                    steps.options.iter().map(|(q, _)| (q.x, q.y)).collect();
                assert_eq!(cells.len() as u32, x + y + x.min(y), "{c}");
                assert_eq!(steps.options.len(), cells.len());
                for &(q, v) in &steps.options {
                    assert_eq!(v, brute_grundy(&b, q, &mut memo), "{c} → {q}");
                }
                // 집합은 정렬되고 중복 없이, mex는 재귀로 구한 값이고 집합에 없다.
                assert!(steps.set.windows(2).all(|p| p[0] < p[1]));
                assert_eq!(steps.mex, brute_grundy(&b, c, &mut memo), "{c}");
                assert!(!steps.set.contains(&steps.mex));
                assert!((0..steps.mex).all(|v| steps.set.contains(&v)));
            }
        }
        // 판 밖은 없음.
        assert!(grundy_steps(b, &g, Cell::new(w, 0)).is_none());
        assert!(grundy_steps(b, &g, Cell::new(0, h)).is_none());
    }
}
