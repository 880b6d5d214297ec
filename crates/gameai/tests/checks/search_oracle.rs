//! 조브리스트 열쇠와 전치표 안의 알파-베타를 독립된 오라클과 대조한다: 처음부터 다시 계산한 열쇠,
//! 가지치기도 표도 없는 평범한 네가맥스, 그리고 같은 깊이의 노드 수.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::gomoku::{GMove, Gomoku};
use gameai::games::tictactoe::TicTacToe;
use gameai::search::{SearchConfig, SearchGame, Searcher, Terminal, WIN};
use gameai::step::Steppable;
use gameai::tt::KeyMode;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// 가지치기도 표도 없는 네가맥스 (오라클).
fn negamax<G: SearchGame>(g: &mut G, depth: i32, ply: i32) -> i32 {
    if let Some(t) = g.terminal() {
        return match t {
            Terminal::Loss => -(WIN - ply),
            Terminal::Draw => 0,
        };
    }
    if depth == 0 {
        return g.evaluate();
    }
    let mut moves = Vec::new();
    g.moves(&mut moves);
    if moves.is_empty() {
        return g.evaluate();
    }
    let mut best = i32::MIN;
    for m in moves {
        g.make(m);
        best = best.max(-negamax(g, depth - 1, ply + 1));
        g.unmake(m);
    }
    best
}

fn search<G: SearchGame>(g: &G, depth: u32, use_tt: bool) -> gameai::search::SearchResult<G::Move> {
    let config = SearchConfig {
        max_depth: depth,
        use_tt,
        tt_bits: 16,
        // 네가맥스와 견주는 탐색: 잎은 정적 평가만 (위협 탐색 없이).
        threats: false,
        ..SearchConfig::default()
    };
    Searcher::new(g.clone(), config).run_to_end()
}

fn random_gomoku(rng: &mut ChaCha8Rng, n: u8, stones: usize) -> Gomoku {
    loop {
        let mut g = Gomoku::new(n).unwrap();
        let mut ok = true;
        for _ in 0..stones {
            let cands = g.candidates();
            let empty: Vec<GMove> = (0..u16::from(n) * u16::from(n))
                .map(GMove)
                .filter(|&m| g.at(m).is_none())
                .collect();
            let pool = if rng.random_bool(0.7) { &cands } else { &empty };
            let Some(&m) = pool.choose(rng) else {
                ok = false;
                break;
            };
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

#[test]
fn two_move_orders_give_the_same_key() {
    let mut a = Gomoku::standard();
    let mut b = Gomoku::standard();
    for m in ["h8", "h9", "i9", "g7", "j10"] {
        a.play(a.parse_move(m).unwrap());
    }
    for m in ["j10", "g7", "i9", "h9", "h8"] {
        b.play(b.parse_move(m).unwrap());
    }
    // 흑 h8·i9·j10, 백 h9·g7 — 같은 국면, 같은 열쇠.
    assert_eq!(a.key(), b.key());
    assert_eq!(a, b);
    let mut t1 = TicTacToe::new();
    let mut t2 = TicTacToe::new();
    for c in [0, 4, 8] {
        t1.play(c);
    }
    for c in [8, 4, 0] {
        t2.play(c);
    }
    assert_eq!(t1.key(), t2.key());
    assert_ne!(t1.key(), TicTacToe::new().key());
}

#[test]
fn incremental_keys_equal_keys_from_scratch_over_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    for _ in 0..200 {
        let n = rng.random_range(5..=15);
        let mut g = Gomoku::new(n).unwrap();
        let mut played = Vec::new();
        while g.terminal().is_none() {
            let empty: Vec<GMove> = (0..u16::from(n) * u16::from(n))
                .map(GMove)
                .filter(|&m| g.at(m).is_none())
                .collect();
            let m = *empty.choose(&mut rng).unwrap();
            g.make(m);
            played.push(m);
            assert_eq!(g.key(), g.key_from_scratch());
            if rng.random_bool(0.2) {
                let last = played.pop().unwrap();
                g.unmake(last);
                assert_eq!(g.key(), g.key_from_scratch());
            }
        }
        while let Some(m) = played.pop() {
            g.unmake(m);
            assert_eq!(g.key(), g.key_from_scratch());
        }
        assert_eq!(g.key(), 0);
    }
}

#[test]
fn alpha_beta_with_the_table_matches_plain_negamax() {
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    let mut checked = 0;
    for case in 0..120 {
        let n = [6u8, 7][case % 2];
        let stones = rng.random_range(2..=9);
        let g = random_gomoku(&mut rng, n, stones);
        let depth = [1u32, 2, 3][case % 3];
        let want = negamax(&mut g.clone(), depth as i32, 0);
        let with = search(&g, depth, true);
        let without = search(&g, depth, false);
        assert_eq!(with.value, want, "with table, depth {depth}\n{g}");
        assert_eq!(without.value, want, "without table, depth {depth}\n{g}");
        checked += 1;
    }
    assert_eq!(checked, 120);
    // 틱택토를 끝까지: 완벽한 대국은 비김.
    let t = TicTacToe::new();
    assert_eq!(negamax(&mut t.clone(), 9, 0), 0);
    assert_eq!(search(&t, 9, true).value, 0);
}

#[test]
fn the_table_searches_strictly_fewer_nodes_at_equal_depth() {
    for moves in [
        &["h8", "i9"][..],
        &["h8", "h9", "i8", "g8", "i9"],
        &["h8", "i9", "i8", "g8", "j8", "k8", "h9"],
    ] {
        let mut g = Gomoku::standard();
        for m in moves {
            g.play(g.parse_move(m).unwrap());
        }
        let with = search(&g, 4, true);
        let without = search(&g, 4, false);
        assert!(
            with.nodes < without.nodes,
            "{moves:?}: {} vs {}",
            with.nodes,
            without.nodes
        );
        assert!(with.tt.hits > 0);
        assert_eq!(with.value, without.value, "{moves:?}");
    }
}

#[test]
fn gomoku_takes_a_one_move_win_and_blocks_a_one_move_loss() {
    // 흑 넷 (h8–k8), 흑 차례: g8 또는 l8로 이긴다.
    let mut g = Gomoku::standard();
    for m in ["h8", "h10", "i8", "i10", "j8", "j10", "k8", "a1"] {
        g.play(g.parse_move(m).unwrap());
    }
    let r = search(&g, 3, true);
    let best = g.name(r.best.unwrap());
    assert!(best == "g8" || best == "l8", "{best}");
    assert!(r.value > gameai::search::WIN_BOUND);
    // 백 차례, 흑이 닫힌 넷 (g8 막힘): l8을 막아야 한다.
    let mut g = Gomoku::standard();
    for m in ["h8", "g8", "i8", "a1", "j8", "a3", "k8"] {
        g.play(g.parse_move(m).unwrap());
    }
    let r = search(&g, 2, true);
    assert_eq!(g.name(r.best.unwrap()), "l8");
}

#[test]
fn collision_lesson_16_bit_keys_make_false_hits() {
    // 작은 표 + 16비트 열쇠: 다른 국면의 값을 쓰는 거짓 적중이 생긴다. 64비트는 없다.
    let mut g = Gomoku::standard();
    for m in ["h8", "h9", "i8", "g8", "i9"] {
        g.play(g.parse_move(m).unwrap());
    }
    let run = |mode| {
        let config = SearchConfig {
            max_depth: 4,
            tt_bits: 10,
            key_mode: mode,
            ..SearchConfig::default()
        };
        Searcher::new(g.clone(), config).run_to_end()
    };
    let full = run(KeyMode::Full64);
    let short = run(KeyMode::Unchecked16);
    assert_eq!(full.tt.false_hits, 0);
    assert!(short.tt.false_hits > 0, "{:?}", short.tt);
}

#[test]
fn a_reused_table_reports_only_this_searchs_counts() {
    let mut g = Gomoku::standard();
    for m in ["h8", "i9", "i8"] {
        g.play(g.parse_move(m).unwrap());
    }
    let config = SearchConfig {
        max_depth: 3,
        tt_bits: 16,
        ..SearchConfig::default()
    };
    let mut first = Searcher::new(g.clone(), config);
    let r1 = first.run_to_end();
    let table = first.take_table().unwrap();
    assert_eq!(
        table.stats, r1.tt,
        "a fresh table's counts are this search's"
    );
    // 같은 국면을 이어 받은 표로 다시: 보고는 두 번째 탐색의 몫뿐이다.
    let mut again = Searcher::new(g, config).with_table(table);
    let r2 = again.run_to_end();
    let total = again.table().unwrap().stats;
    assert_eq!(r2.tt.probes + r1.tt.probes, total.probes);
    assert_eq!(r2.tt.hits + r1.tt.hits, total.hits);
    assert!(r2.tt.hits <= r2.tt.probes);
    assert!(
        r2.nodes < r1.nodes,
        "the full table answers most of the second search"
    );
}

/// MultiPV: 줄마다 값은 그 줄의 뿌리 수의 참값이고 (가지치기도 표도 없는 네가맥스로 뿌리 수마다 따로
/// 구한 값), 줄들은 그 값이 큰 순서의 앞 k개다. 첫 줄은 MultiPV 없이 찾은 값과 같고, 둘 수는 첫 줄의
/// 첫 수다. 줄마다 주요 변화는 합법 수순이다.
#[test]
fn multipv_lines_are_the_best_root_moves_with_their_true_values() {
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    for case in 0..40 {
        let n = [6u8, 7][case % 2];
        let stones = rng.random_range(2..=8);
        let g = random_gomoku(&mut rng, n, stones);
        let depth = [2u32, 3][case % 2];
        let k = [2u32, 3][case % 2];
        let mut moves = Vec::new();
        g.moves(&mut moves);
        let mut values: Vec<i32> = moves
            .iter()
            .map(|&m| {
                let mut c = g.clone();
                c.make(m);
                -negamax(&mut c, depth as i32 - 1, 1)
            })
            .collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        let config = SearchConfig {
            max_depth: depth,
            tt_bits: 16,
            multipv: k,
            // 네가맥스는 위협 탐색을 모른다: 잎의 값이 같게 끈다 (위협 잎은 따로 시험한다).
            threats: false,
            ..SearchConfig::default()
        };
        let r = Searcher::new(g.clone(), config).run_to_end();
        let want = (k as usize).min(moves.len());
        // 이기는 수를 찾으면 더 깊이 가지 않으므로 줄의 깊이는 마지막 보고의 깊이다.
        assert_eq!(r.lines.len(), want, "case {case}\n{g}");
        let got: Vec<i32> = r.lines.iter().map(|l| l.value).collect();
        if r.depth == depth {
            assert_eq!(
                got,
                values[..want].to_vec(),
                "case {case}, depth {depth}\n{g}"
            );
            assert_eq!(r.value, search(&g, depth, true).value, "case {case}");
        }
        assert_eq!(r.lines[0].value, r.value);
        assert_eq!(r.lines[0].pv.first(), r.best.as_ref());
        assert_eq!(r.pv, r.lines[0].pv);
        let mut firsts: Vec<_> = r.lines.iter().map(|l| l.pv[0]).collect();
        firsts.dedup();
        assert_eq!(firsts.len(), r.lines.len(), "distinct root moves");
        for l in &r.lines {
            let mut c = g.clone();
            for &m in &l.pv {
                let mut legal = Vec::new();
                c.moves(&mut legal);
                assert!(legal.contains(&m), "case {case}: {m:?} in {:?}", l.pv);
                c.make(m);
            }
        }
    }
}

/// 시간이 다 되어 MultiPV의 다음 줄을 끝내지 못해도, 첫 줄을 끝낸 깊이로 답하고 줄들은 앞 깊이의
/// 것으로 채운다 (같은 수가 두 번 나오지 않는다).
/// 규칙만으로 (판의 모든 빈 칸을 보며): 둘 차례인 쪽이 상대의 어떤 답에도 `plies` 반수 안에 다섯을
/// 만드는가. 상대에게 다섯 자리가 있으면 막는 수만, 내 다섯 자리가 하나면 상대는 그 칸만 막는다.
fn wins_within(g: &Gomoku, plies: i32) -> bool {
    let me = g.to_move();
    let cells = |g: &Gomoku| -> Vec<GMove> {
        (0..u16::from(g.size()) * u16::from(g.size()))
            .map(GMove)
            .filter(|&m| g.at(m).is_none())
            .collect()
    };
    let fives = |g: &Gomoku, p| -> Vec<GMove> {
        cells(g)
            .into_iter()
            .filter(|&m| g.makes_five(m, p))
            .collect()
    };
    if !fives(g, me).is_empty() {
        return plies >= 1;
    }
    let theirs = fives(g, me.other());
    if plies < 3 || theirs.len() > 1 {
        return false;
    }
    let tries = if theirs.is_empty() { cells(g) } else { theirs };
    tries.into_iter().any(|m| {
        let mut a = g.clone();
        a.play(m);
        if !fives(&a, me.other()).is_empty() {
            return false;
        }
        let mine = fives(&a, me);
        if mine.len() > 1 {
            return true;
        }
        let replies = if mine.is_empty() { cells(&a) } else { mine };
        replies.into_iter().all(|r| {
            let mut b = a.clone();
            b.play(r);
            b.winner().is_none() && wins_within(&b, plies - 2)
        })
    })
}

/// 위협 탐색의 잎이 준 이김은 참이다: 탐색이 위협 잎에서 "p 반수 뒤 이긴다"고 하면, 위협 탐색 없이
/// 규칙만의 완전 탐색도 p 반수 안에 이긴다 (p ≤ 5). 그리고 주요 변화 끝에 붙은 넷의 수순은 합법이고 다섯으로 끝난다.
#[test]
fn threat_leaves_win_for_real() {
    let mut rng = ChaCha8Rng::seed_from_u64(32);
    let mut checked = 0;
    for case in 0..400 {
        let stones = rng.random_range(8..=18);
        let g = random_gomoku(&mut rng, 9, stones);
        let config = SearchConfig {
            max_depth: 2,
            tt_bits: 16,
            ..SearchConfig::default()
        };
        let r = Searcher::new(g.clone(), config).run_to_end();
        if r.threat == 0 {
            continue;
        }
        let plies = WIN - r.value;
        assert_eq!(r.pv.len() as i32, plies, "case {case}\n{g}");
        let mut end = g.clone();
        for &m in &r.pv {
            end.try_play(m)
                .unwrap_or_else(|e| panic!("case {case}: {e}\n{g}"));
        }
        assert_eq!(end.winner(), Some(g.to_move()), "case {case}\n{g}");
        if plies <= 5 {
            assert!(
                wins_within(&g, plies),
                "case {case}: no win in {plies} plies\n{g}"
            );
            checked += 1;
        }
    }
    eprintln!("{checked} threat wins checked");
    assert!(checked >= 20, "only {checked} threat wins checked");
}

#[test]
fn multipv_under_a_time_limit_answers_with_distinct_lines() {
    let g = Gomoku::new(15).unwrap();
    let config = SearchConfig {
        max_depth: 30,
        max_millis: Some(60),
        tt_bits: 16,
        multipv: 3,
        ..SearchConfig::default()
    };
    let r = Searcher::new(g, config).run_to_end();
    assert!(r.best.is_some());
    assert!(!r.lines.is_empty() && r.lines.len() <= 3);
    assert_eq!(r.lines[0].pv.first(), r.best.as_ref());
    let mut firsts: Vec<_> = r.lines.iter().map(|l| l.pv[0]).collect();
    firsts.sort_by_key(|m| m.0);
    firsts.dedup();
    assert_eq!(firsts.len(), r.lines.len());
}

#[test]
fn the_depth_history_is_what_shallower_searches_count() {
    // 반복 심화는 결정적이다: 깊이 k까지 찾은 탐색의 노드 수는, 깊이 d(> k) 탐색이 깊이 k를 끝냈을
    // 때의 누적 노드 수와 같아야 한다 (표 켬과 끔 모두).
    let mut g = Gomoku::standard();
    for m in ["h8", "h9", "i8", "g8", "i9"] {
        g.play(g.parse_move(m).unwrap());
    }
    for use_tt in [true, false] {
        let deep = search(&g, 4, use_tt);
        let depths: Vec<u32> = deep.history.iter().map(|h| h.0).collect();
        assert_eq!(depths, vec![1, 2, 3, 4]);
        assert_eq!(deep.history.last(), Some(&(deep.depth, deep.nodes)));
        for &(k, nodes) in &deep.history {
            assert_eq!(
                search(&g, k, use_tt).nodes,
                nodes,
                "depth {k}, table {use_tt}"
            );
        }
    }
}
