//! 틱택토·헥스·하바나의 승패 판정을 독립된 오라클(처음부터 다시 훑는 판정)과 대조한다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::collections::VecDeque;

use gameai::games::havannah::{HavMove, Havannah, WinKind};
use gameai::games::hex::{Hex, HexMove};
use gameai::games::{Player, Status};
use gameai::mcts::{Config, Game, Rollout};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

// ── 헥스 ───────────────────────────────────────────────────

/// 흐름 채우기 오라클: 흑(1)이 행 0에서 행 n−1로 이어지는가, 백(2)이 열 0에서 열 n−1로.
fn hex_oracle(n: usize, board: &[u8]) -> Option<Player> {
    let connects = |color: u8| {
        let start: Vec<(usize, usize)> = (0..n)
            .map(|i| if color == 1 { (i, 0) } else { (0, i) })
            .filter(|&(c, r)| board[r * n + c] == color)
            .collect();
        let mut seen = vec![false; n * n];
        let mut queue: VecDeque<(usize, usize)> = start.into_iter().collect();
        while let Some((c, r)) = queue.pop_front() {
            if seen[r * n + c] {
                continue;
            }
            seen[r * n + c] = true;
            if (color == 1 && r == n - 1) || (color == 2 && c == n - 1) {
                return true;
            }
            for (dc, dr) in [(1i32, 0i32), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)] {
                let (x, y) = (c as i32 + dc, r as i32 + dr);
                if x >= 0 && y >= 0 && (x as usize) < n && (y as usize) < n {
                    let (x, y) = (x as usize, y as usize);
                    if board[y * n + x] == color && !seen[y * n + x] {
                        queue.push_back((x, y));
                    }
                }
            }
        }
        false
    };
    match (connects(1), connects(2)) {
        (true, false) => Some(Player::First),
        (false, true) => Some(Player::Second),
        (false, false) => None,
        (true, true) => panic!("both players connected: impossible in Hex"),
    }
}

fn hex_from(n: u8, board: &[u8]) -> Hex {
    let cells = |color| {
        board
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b == color)
            .map(|(i, _)| i as u8)
            .collect::<Vec<u8>>()
    };
    Hex::with_stones(n, &cells(1), &cells(2)).unwrap()
}

#[test]
fn hex_every_full_3x3_board_has_the_oracles_winner() {
    for code in 0..3u32.pow(9) {
        let mut board = [0u8; 9];
        let mut c = code;
        for b in &mut board {
            *b = (c % 3) as u8;
            c /= 3;
        }
        let h = hex_from(3, &board);
        let want = hex_oracle(3, &board);
        let got = match h.status() {
            Status::Won(p) => Some(p),
            _ => None,
        };
        assert_eq!(got, want, "{board:?}");
        if !board.contains(&0) {
            // 꽉 찬 판: 정확히 한 쪽이 이기고, 무작위 대국의 빠른 판정도 같은 답이다.
            assert!(want.is_some(), "{board:?}");
            assert_eq!(Some(h.full_board_winner()), want);
        }
    }
}

#[test]
fn hex_random_5x5_fills_agree_with_the_oracle() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..5000 {
        let fill: f64 = rng.random();
        let board: Vec<u8> = (0..25)
            .map(|_| {
                if rng.random_bool(fill) {
                    rng.random_range(1..=2)
                } else {
                    0
                }
            })
            .collect();
        let h = hex_from(5, &board);
        let got = match h.status() {
            Status::Won(p) => Some(p),
            _ => None,
        };
        assert_eq!(got, hex_oracle(5, &board), "{board:?}");
    }
}

#[test]
fn hex_playouts_end_with_a_winner_and_use_every_empty_cell() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for n in [3u8, 7, 11, 13] {
        let mut h = Hex::new(n, false).unwrap();
        h.play(HexMove(0));
        let mut trace = Vec::new();
        let s = h.clone().playout(&mut rng, &mut trace, &Config::default());
        assert!(matches!(s, Status::Won(_)));
        assert_eq!(trace.len(), usize::from(n) * usize::from(n) - 1);
    }
}

/// 처음부터 보는 다리 판정: `me`가 둘 차례에 상대가 방금 `last`에 두었다면, 다리를 지키는 칸들.
/// 칸 `y`가 그런 칸이면 `y`는 비었고 `last`와 닿으며, `last`와 `y`의 공통 이웃 둘이 모두 `me`의
/// 것이다 (`me`의 변은 그 변에 닿는 칸 모두의 이웃으로 친다).
fn bridge_oracle(h: &Hex, last: u8, me: Player) -> Vec<u8> {
    let n = h.size();
    // 이웃: 판 안의 칸은 번호, `me`의 변은 200과 201.
    let nbrs = |c: u8| {
        let mut v: Vec<u16> = h.neighbors(c).map(u16::from).collect();
        let (col, row) = (c % n, c / n);
        match me {
            Player::First if row == 0 => v.push(200),
            Player::First if row == n - 1 => v.push(201),
            Player::Second if col == 0 => v.push(200),
            Player::Second if col == n - 1 => v.push(201),
            _ => {}
        }
        v
    };
    let own = |x: u16| x >= 200 || h.at(x as u8) == Some(me);
    let around = nbrs(last);
    h.neighbors(last)
        .filter(|&y| h.at(y).is_none())
        .filter(|&y| {
            let common: Vec<u16> = nbrs(y)
                .into_iter()
                .filter(|x| around.contains(x) && *x != u16::from(last))
                .collect();
            common.len() == 2 && common.iter().all(|&x| own(x))
        })
        .collect()
}

#[test]
fn hex_playouts_with_bridges_answer_every_cut_bridge_and_fill_the_board() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let config = Config {
        bridges: true,
        ..Config::default()
    };
    let mut replies = 0;
    for n in [3u8, 5, 8, 11] {
        for game in 0..40 {
            let mut h = Hex::new(n, false).unwrap();
            // 몇 수 무작위로 둔 국면에서 시작한다.
            for _ in 0..(game % 5) {
                let mut moves = Vec::new();
                h.legal_moves(&mut moves);
                h.play(moves[rng.random_range(0..moves.len())]);
            }
            let empty = (0..n * n).filter(|&c| h.at(c).is_none()).count();
            let mut trace = Vec::new();
            let s = h.clone().playout(&mut rng, &mut trace, &config);
            assert_eq!(trace.len(), empty);
            // 같은 수를 번갈아 다시 두며 확인한다: 다리가 끊기면 다음 수가 그것을 지킨다.
            let mut replay = h.clone();
            let mut p = h.to_move();
            for w in trace.windows(2) {
                replay.force_turn(p);
                replay.play_unchecked(w[0]);
                let saves = bridge_oracle(&replay, w[0].0, p.other());
                if !saves.is_empty() {
                    assert!(
                        saves.contains(&w[1].0),
                        "{n}: {saves:?} then {:?}\n{replay}",
                        w[1]
                    );
                    replies += 1;
                }
                p = p.other();
            }
            replay.force_turn(p);
            replay.play_unchecked(*trace.last().unwrap());
            // 꽉 찬 판의 승자는 (이미 끝났든 아니든) 다시 둔 판의 연결로 정해진다.
            assert_eq!(Status::Won(replay.full_board_winner()), s);
        }
    }
    // 시험이 실제로 다리 지키기를 보았다.
    assert!(replies > 100, "{replies}");
}

// ── 하바나 ─────────────────────────────────────────────────

/// 처음부터 훑는 하바나 판정: `p`가 고리, 다리, 갈퀴 중 무엇을 가졌는가.
fn havannah_oracle(h: &Havannah, p: Player) -> Vec<WinKind> {
    let side = h.side();
    let on = |x: i32, y: i32| x >= 0 && y >= 0 && h.cell(x as u8, y as u8).is_some();
    let nbrs = |x: i32, y: i32| {
        [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)].map(|(dx, dy)| (x + dx, y + dy))
    };
    let mine = |x: i32, y: i32| on(x, y) && h.at(h.cell(x as u8, y as u8).unwrap()) == Some(p);
    let mut kinds = Vec::new();
    // 고리: 어떤 칸에서, p가 아닌 칸만 밟아서는 판 밖에 닿을 수 없다.
    'ring: for y in 0..side as i32 {
        for x in 0..side as i32 {
            if !on(x, y) {
                continue;
            }
            let mut seen = std::collections::HashSet::new();
            let mut stack = vec![(x, y)];
            seen.insert((x, y));
            let mut escaped = false;
            while let Some((a, b)) = stack.pop() {
                for (c, d) in nbrs(a, b) {
                    if !on(c, d) {
                        escaped = true;
                        break;
                    }
                    if !mine(c, d) && seen.insert((c, d)) {
                        stack.push((c, d));
                    }
                }
                if escaped {
                    break;
                }
            }
            if !escaped {
                kinds.push(WinKind::Ring);
                break 'ring;
            }
        }
    }
    // 다리·갈퀴: 무리마다 꼭짓점과 변을 센다.
    let mut seen = std::collections::HashSet::new();
    for y in 0..side as i32 {
        for x in 0..side as i32 {
            if !mine(x, y) || !seen.insert((x, y)) {
                continue;
            }
            let (mut corners, mut edges) = (
                std::collections::HashSet::new(),
                std::collections::HashSet::new(),
            );
            let mut stack = vec![(x, y)];
            while let Some((a, b)) = stack.pop() {
                let c = h.cell(a as u8, b as u8).unwrap();
                if h.is_corner(c) {
                    corners.insert(c);
                }
                if let Some(e) = h.edge_of(c) {
                    edges.insert(e);
                }
                for (c2, d2) in nbrs(a, b) {
                    if mine(c2, d2) && seen.insert((c2, d2)) {
                        stack.push((c2, d2));
                    }
                }
            }
            if corners.len() >= 2 && !kinds.contains(&WinKind::Bridge) {
                kinds.push(WinKind::Bridge);
            }
            if edges.len() >= 3 && !kinds.contains(&WinKind::Fork) {
                kinds.push(WinKind::Fork);
            }
        }
    }
    kinds
}

fn hav(n: u8, black: &[&str], white: &[&str]) -> Havannah {
    let h0 = Havannah::new(n).unwrap();
    let mut stones: Vec<(HavMove, Player)> = white
        .iter()
        .map(|s| (h0.parse_move(s).unwrap(), Player::Second))
        .collect();
    stones.extend(
        black
            .iter()
            .map(|s| (h0.parse_move(s).unwrap(), Player::First)),
    );
    Havannah::with_stones(n, &stones).unwrap()
}

fn won_with(h: &Havannah) -> Option<WinKind> {
    h.win().map(|(k, _)| k)
}

#[test]
fn havannah_ring_around_an_empty_cell() {
    // d4를 둘러싼 여섯 칸 (이웃: (±1,0), (0,±1), (1,1), (−1,−1)).
    let h = hav(5, &["e4", "e5", "d5", "c4", "c3", "d3"], &[]);
    assert_eq!(won_with(&h), Some(WinKind::Ring));
    assert_eq!(havannah_oracle(&h, Player::First), vec![WinKind::Ring]);
}

#[test]
fn havannah_ring_around_occupied_cells() {
    // 가운데가 상대 돌이어도, 자기 돌이어도 고리다.
    let h = hav(5, &["e4", "e5", "d5", "c4", "c3", "d3"], &["d4"]);
    assert_eq!(won_with(&h), Some(WinKind::Ring));
    let h = hav(5, &["d4", "e4", "e5", "d5", "c4", "c3", "d3"], &[]);
    assert_eq!(
        won_with(&h),
        Some(WinKind::Ring),
        "a ring closed around an own stone"
    );
    assert!(havannah_oracle(&h, Player::First).contains(&WinKind::Ring));
}

#[test]
fn havannah_ring_around_several_cells() {
    // d4와 e5 두 칸을 둘러싼 고리 (여덟 돌).
    let ring = ["e4", "f5", "f6", "e6", "d5", "c4", "c3", "d3"];
    let h = hav(6, &ring, &["d4"]);
    assert_eq!(won_with(&h), Some(WinKind::Ring));
    assert!(havannah_oracle(&h, Player::First).contains(&WinKind::Ring));
    // 하나만 빠져도 고리가 아니다.
    let h = hav(6, &ring[..7], &["d4"]);
    assert_eq!(won_with(&h), None);
    assert!(havannah_oracle(&h, Player::First).is_empty());
}

#[test]
fn havannah_triangles_are_not_rings() {
    // 서로 닿는 세 돌, 네 돌 마름모는 아무 칸도 두르지 않는다.
    let h = hav(5, &["c3", "d3", "d4"], &[]);
    assert_eq!(won_with(&h), None);
    let h = hav(5, &["c3", "d3", "d4", "e4"], &[]);
    assert_eq!(won_with(&h), None);
    assert!(havannah_oracle(&h, Player::First).is_empty());
}

#[test]
fn havannah_bridge_between_two_corners() {
    // 한 변이 3: a1 — a2 — a3 (꼭짓점 둘, 그 사이는 변 칸 하나).
    let h = hav(3, &["a1", "a2", "a3"], &[]);
    assert_eq!(won_with(&h), Some(WinKind::Bridge));
    assert_eq!(havannah_oracle(&h, Player::First), vec![WinKind::Bridge]);
}

#[test]
fn havannah_fork_joins_three_sides() {
    // 한 변이 4 (변: x=0의 a2·a3, y=0의 b1·c1, x−y=3의 e2·f3 …).
    // a2(변 0) — b2 — b1(변 1) — c2 — d2 — e2(변 2): 세 변, 꼭짓점 없음.
    let h = hav(4, &["a2", "b2", "b1", "c2", "d2", "e2"], &[]);
    assert_eq!(won_with(&h), Some(WinKind::Fork));
    assert_eq!(havannah_oracle(&h, Player::First), vec![WinKind::Fork]);
    // 마지막 돌이 없으면 두 변뿐이다.
    let h = hav(4, &["a2", "b2", "b1", "c2", "d2"], &[]);
    assert_eq!(won_with(&h), None);
}

#[test]
fn havannah_corner_and_two_sides_is_not_a_fork() {
    // 꼭짓점 a1은 어느 변에도 속하지 않는다: a1에 닿고 두 변(a2의 x=0, b1의 y=0)에만 닿는 사슬.
    let h = hav(5, &["a1", "a2", "b1", "b2"], &[]);
    assert_eq!(won_with(&h), None);
    let edges: std::collections::HashSet<u8> = ["a2", "b1"]
        .iter()
        .filter_map(|s| h.edge_of(h.parse_move(s).unwrap()))
        .collect();
    assert_eq!(edges.len(), 2);
    assert!(havannah_oracle(&h, Player::First).is_empty());
}

#[test]
fn havannah_incremental_detector_matches_from_scratch_over_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut wins = [0u32; 3];
    for game in 0..400 {
        let n = [3u8, 4, 5, 6][game % 4];
        let mut h = Havannah::new(n).unwrap();
        let mut cells: Vec<HavMove> = h.all_cells().collect();
        cells.shuffle(&mut rng);
        for mv in cells {
            let mover = h.to_move();
            h.play(mv);
            let kinds = havannah_oracle(&h, mover);
            match h.status() {
                Status::Won(p) => {
                    assert_eq!(p, mover);
                    let k = won_with(&h).unwrap();
                    assert!(
                        kinds.contains(&k),
                        "incremental {k:?} vs scratch {kinds:?}\n{h}"
                    );
                    wins[match k {
                        WinKind::Ring => 0,
                        WinKind::Bridge => 1,
                        WinKind::Fork => 2,
                    }] += 1;
                    break;
                }
                Status::Ongoing | Status::Draw => {
                    assert!(
                        kinds.is_empty(),
                        "scratch found {kinds:?} but the game goes on\n{h}"
                    );
                }
            }
        }
    }
    // 세 가지 모두 나왔어야 시험이 그것들을 본 것이다.
    assert!(wins.iter().all(|&w| w > 0), "{wins:?}");
}

#[test]
fn havannah_playouts_stop_at_the_first_win() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for n in [3u8, 6, 10] {
        for _ in 0..50 {
            let h = Havannah::new(n).unwrap();
            let mut g = h.clone();
            let mut trace = Vec::new();
            let s = g.playout(&mut rng, &mut trace, &Config::default());
            assert!(s.is_over());
            // 같은 수를 차례대로 다시 두면 마지막 수에서 처음으로 끝난다.
            let mut replay = h.clone();
            for (i, &mv) in trace.iter().enumerate() {
                assert_eq!(replay.status(), Status::Ongoing, "ended early at {i}");
                replay.play(mv);
            }
            assert_eq!(replay.status(), s);
        }
    }
}
