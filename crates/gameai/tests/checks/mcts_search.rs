//! UCT 탐색기의 성질: 틱택토에서 지지 않음, 바로 이기는 수와 막는 수, 같은 씨앗 같은 트리,
//! 예산 지키기, 트리 재사용.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::collections::HashMap;

use gameai::games::havannah::Havannah;
use gameai::games::hex::{Hex, HexMove};
use gameai::games::tictactoe::TicTacToe;
use gameai::games::{Player, Status};
use gameai::mcts::{Config, Game, Limit, Mcts, Search};
use gameai::step::{Budget, Progress, Steppable};

/// 국면마다 정해진 씨앗 (같은 국면이면 같은 수가 나와 기억해 둘 수 있다).
fn seed_for(pos: &TicTacToe, base: u64) -> u64 {
    let mut h = base ^ 0x9E37_79B9_7F4A_7C15;
    for c in 0..9 {
        h = h.wrapping_mul(31).wrapping_add(match pos.at(c) {
            None => 0,
            Some(Player::First) => 1,
            Some(Player::Second) => 2,
        });
    }
    h
}

fn ai_move(pos: &TicTacToe, iterations: u64, config: Config, seed: u64) -> u8 {
    let mut m = Mcts::new(*pos, config, seed_for(pos, seed));
    m.set_record_last(false);
    m.run(iterations);
    m.best_move().expect("a move exists")
}

/// AI(`ai` 쪽)가 이 국면에서, 상대가 무엇을 두든 지지 않는가. 지는 첫 수순을 돌려준다.
fn never_loses(
    pos: TicTacToe,
    ai: Player,
    iterations: u64,
    config: Config,
    seed: u64,
    memo: &mut HashMap<TicTacToe, bool>,
) -> bool {
    if let Some(&r) = memo.get(&pos) {
        return r;
    }
    let ok = match pos.status() {
        Status::Won(p) => p == ai,
        Status::Draw => true,
        Status::Ongoing if pos.to_move() == ai => {
            let mut next = pos;
            next.play(ai_move(&pos, iterations, config, seed));
            never_loses(next, ai, iterations, config, seed, memo)
        }
        Status::Ongoing => {
            let mut replies = Vec::new();
            pos.legal_moves(&mut replies);
            replies.into_iter().all(|r| {
                let mut next = pos;
                next.play(r);
                never_loses(next, ai, iterations, config, seed, memo)
            })
        }
    };
    memo.insert(pos, ok);
    ok
}

fn never_loses_as_both(iterations: u64, config: Config, seed: u64) -> bool {
    [Player::First, Player::Second].into_iter().all(|ai| {
        never_loses(
            TicTacToe::new(),
            ai,
            iterations,
            config,
            seed,
            &mut HashMap::new(),
        )
    })
}

#[test]
fn tictactoe_with_700_iterations_never_loses() {
    for seed in [1, 2, 3, 4] {
        assert!(
            never_loses_as_both(700, Config::default(), seed),
            "seed {seed}: some line of play beats the AI"
        );
    }
}

#[test]
fn plain_uct_with_very_few_iterations_can_be_beaten() {
    // 시험이 실제로 진 경우를 찾아낼 수 있는지: 아주 적은 반복의 평범한 UCT는 진다.
    let plain = Config {
        decisive: false,
        ..Config::plain()
    };
    assert!(!never_loses_as_both(8, plain, 1));
}

/// 평범한 UCT(결정적 수 끔)가 씨앗 1–4 모두에서 지지 않는 가장 작은 반복 수 (보고용).
/// `cargo test -p gameai --release --test mcts_search -- --ignored --nocapture`
#[test]
#[ignore]
fn report_smallest_never_losing_budget_for_plain_uct() {
    let plain = Config {
        decisive: false,
        ..Config::plain()
    };
    let ok = |n: u64| (1..=4).all(|seed| never_loses_as_both(n, plain, seed));
    let (mut lo, mut hi) = (1u64, 4096u64);
    assert!(ok(hi), "plain UCT still loses with {hi} iterations");
    // 반복이 늘면 대체로 강해지지만 단조롭지는 않으므로, 찾은 값 위로 몇 개를 더 확인한다.
    while lo < hi {
        let mid = (lo + hi) / 2;
        if ok(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    let stable = (hi..hi + 200).step_by(25).all(ok);
    println!("plain UCT never loses from {hi} iterations (checked up to +200: {stable})");
}

#[test]
fn takes_an_immediate_win_and_blocks_an_immediate_loss() {
    // 틱택토: X가 a3·b3, O가 b2·c1. X 차례 → c3으로 이긴다.
    let mut t = TicTacToe::new();
    for c in [0, 4, 1, 8] {
        t.play(c);
    }
    for decisive in [true, false] {
        let config = Config {
            decisive,
            ..Config::default()
        };
        let mut m = Mcts::new(t, config, 7);
        m.run(500);
        assert_eq!(m.best_move(), Some(2), "decisive={decisive}");
    }
    // O 차례, X가 a3·b3 (c3이면 X가 이긴다) → O는 c3을 막아야 한다.
    let mut t = TicTacToe::new();
    for c in [0, 4, 1] {
        t.play(c);
    }
    let mut m = Mcts::new(t, Config::default(), 7);
    m.run(300);
    assert_eq!(m.best_move(), Some(2));

    // 헥스 5×5: 흑이 a1–a4, 흑 차례 → a5로 잇는다. 백 차례라면 a5를 막는다.
    let h0 = Hex::new(5, false).unwrap();
    let cell = |s: &str| h0.parse_move(s).unwrap().0;
    let black = [cell("a1"), cell("a2"), cell("a3"), cell("a4")];
    let white = [cell("e1"), cell("e2"), cell("e3")];
    let a5 = HexMove(cell("a5"));
    let hex = Hex::with_stones(5, &black, &white).unwrap();
    let mut m = Mcts::new(hex.clone(), Config::default(), 3);
    m.run(200);
    assert_eq!(m.best_move(), Some(a5));
    let mut as_white = hex;
    as_white.force_turn(Player::Second);
    let mut m = Mcts::new(as_white, Config::default(), 3);
    m.run(200);
    assert_eq!(m.best_move(), Some(a5));

    // 하바나 한 변 3: 흑 a1·a2, 흑 차례 → a3으로 다리.
    let hv0 = Havannah::new(3).unwrap();
    let stones: Vec<_> = ["a1", "a2"]
        .iter()
        .map(|s| (hv0.parse_move(s).unwrap(), Player::First))
        .collect();
    let hv = Havannah::with_stones(3, &stones).unwrap();
    let mut m = Mcts::new(hv, Config::default(), 3);
    m.run(200);
    assert_eq!(m.best_move(), Some(hv0.parse_move("a3").unwrap()));
}

#[test]
fn same_seed_same_tree() {
    let hex = Hex::new(7, false).unwrap();
    let grow = |seed| {
        let mut m = Mcts::new(hex.clone(), Config::default(), seed);
        m.run(3000);
        (m.root_stats(), m.tree(3))
    };
    assert_eq!(grow(9), grow(9));
    assert_ne!(grow(9).0, grow(10).0);
}

#[test]
fn an_iteration_limit_is_met_exactly_even_in_time_slices() {
    let mut s = Search::new(
        TicTacToe::new(),
        Config::default(),
        1,
        Limit::Iterations(1234),
        1,
    );
    let mut steps = 0;
    let d = loop {
        steps += 1;
        if let Progress::Done(d) = s.step(Budget::Time(core::time::Duration::from_micros(300))) {
            break d;
        }
    };
    assert_eq!(d.iterations, 1234);
    assert!(steps >= 1);
    assert_eq!(d.root.iter().map(|c| c.visits as u64).sum::<u64>(), 1234);
    assert!(d.best.is_some());
}

#[test]
fn root_parallel_search_merges_every_tree() {
    let mut s = Search::new(
        Hex::new(5, false).unwrap(),
        Config::default(),
        1,
        Limit::Iterations(4000),
        4,
    );
    let d = s.run_to_end();
    assert_eq!(d.iterations, 4000);
    assert_eq!(
        d.root.iter().map(|c| u64::from(c.visits)).sum::<u64>(),
        4000
    );
}

#[test]
fn tree_reuse_keeps_the_played_subtree() {
    let mut m = Mcts::new(Hex::new(5, false).unwrap(), Config::default(), 1);
    m.run(5000);
    let best = m.root_stats()[0];
    m.advance(best.mv);
    // 새 루트는 그 수의 노드였다: 방문 수가 그대로 남는다.
    let kept: u32 = m.root_stats().iter().map(|c| c.visits).sum();
    assert_eq!(kept + 1, best.visits);
    m.run(10);
    let off = Config {
        reuse: false,
        ..Config::default()
    };
    let mut fresh = Mcts::new(Hex::new(5, false).unwrap(), off, 1);
    fresh.run(5000);
    fresh.advance(best.mv);
    assert_eq!(fresh.root_stats().len(), 0);
}

#[test]
fn playouts_always_terminate() {
    let mut m = Mcts::new(Havannah::new(10).unwrap(), Config::default(), 5);
    m.run(200);
    let mut h = Mcts::new(
        Hex::new(13, true).unwrap(),
        Config {
            rave: true,
            ..Config::default()
        },
        5,
    );
    h.run(200);
    assert!(m.best_move().is_some() && h.best_move().is_some());
}

/// 메모리 상한: 트리들은 상한을 넘지 않고 (배열도 상한보다 크게 잡지 않고), 반복은 예산대로 다
/// 돌며, 고른 수는 합법이다. 상한이 없으면 같은 예산에 트리가 훨씬 크다.
#[test]
fn a_memory_limit_stops_the_trees_growing_but_not_the_search() {
    let budget = 128 << 10;
    let g = Hex::new(11, false).unwrap();
    let search = |threads| {
        Search::new(
            g.clone(),
            Config::default(),
            3,
            Limit::Iterations(30_000),
            threads,
        )
    };
    let mut capped = search(2).with_memory(budget);
    let d = capped.run_to_end();
    assert!(capped.is_full());
    assert!(capped.memory_bytes() <= budget, "{}", capped.memory_bytes());
    assert_eq!(d.iterations, 30_000);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(legal.contains(&d.best.unwrap()));
    let mut free = search(2);
    free.run_to_end();
    assert!(!free.is_full());
    assert!(free.memory_bytes() > 4 * budget, "{}", free.memory_bytes());
}

/// 자식은 처음 고를 때 하나씩 만든다: 반복 하나에 노드 하나를 넘지 않는다. 한꺼번에 만드는 비교용
/// 설정([`Config::expand_all`])은 같은 반복에 노드가 몇 배다. 둘 다 합법 수를 고른다.
#[test]
fn children_are_made_one_at_a_time_unless_expand_all() {
    let g = Hex::new(9, false).unwrap();
    let iterations = 5_000;
    let mut lazy = Mcts::new(g.clone(), Config::default(), 7);
    lazy.run(iterations);
    assert!(
        lazy.node_count() as u64 <= iterations + 1,
        "{}",
        lazy.node_count()
    );
    let all = Config {
        expand_all: true,
        ..Config::default()
    };
    let mut eager = Mcts::new(g.clone(), all, 7);
    eager.run(iterations);
    assert!(
        eager.node_count() > 5 * lazy.node_count(),
        "{} vs {}",
        eager.node_count(),
        lazy.node_count()
    );
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    for t in [&lazy, &eager] {
        let stats = t.root_stats();
        // 루트의 자식은 모두 다른 합법 수이고, 방문의 합은 루트의 반복 수다 (루트는 끝난 국면이 아니다).
        let mut moves: Vec<_> = stats.iter().map(|c| c.mv).collect();
        moves.sort_by_key(|m| m.0);
        moves.dedup();
        assert_eq!(moves.len(), stats.len());
        assert!(moves.iter().all(|m| legal.contains(m)));
        assert_eq!(
            stats.iter().map(|c| u64::from(c.visits)).sum::<u64>(),
            iterations
        );
    }
}

/// 메모리 상한이 찬 트리를 수마다 이어 쓴다 (루트를 옮기며 남는 부분을 앞으로 모으기): 판이 끝날
/// 때까지 두어도 트리가 망가지지 않는다 (노드 배열의 덩어리가 어긋나 패닉하던 것의 시험). 자식을
/// 한꺼번에 만드는 비교용 설정도.
#[test]
fn capped_trees_survive_a_whole_game_of_reuse() {
    use gameai::arena::{MatchConfig, Side, play_game};
    for expand_all in [false, true] {
        let side = Side {
            config: Config {
                expand_all,
                ..Config::default()
            },
            limit: Limit::Iterations(5_000),
            // 노드 3만여 개: 덩어리 둘 (한 덩어리 2^14개), 몇 수 만에 찬다.
            memory: Some(1 << 20),
        };
        let config = MatchConfig {
            a: side,
            b: side,
            games: 1,
            seed: 21,
            max_moves: 200,
        };
        let record = play_game(&Hex::new(11, false).unwrap(), &config, 0);
        assert!(record.status.is_over(), "{expand_all}: {:?}", record.status);
    }
}

/// 주요 변화를 뿌리 국면에서 다시 두어 본다: 수마다 그때의 합법 수 가운데 있어야 한다.
fn assert_legal_line<G: gameai::mcts::Rollout>(root: &G, pv: &[G::Move]) {
    let mut g = root.clone();
    let mut legal = Vec::new();
    for (i, &mv) in pv.iter().enumerate() {
        assert!(
            !g.status().is_over(),
            "move {i} {mv:?} after the game ended"
        );
        g.legal_moves(&mut legal);
        assert!(legal.contains(&mv), "move {i} {mv:?} is not legal here");
        g.play_unchecked(mv);
    }
}

#[test]
fn the_principal_variation_is_legal_and_starts_with_the_move_played() {
    let hex = Hex::new(7, false).unwrap();
    let havannah = Havannah::new(4).unwrap();
    for threads in [1, 3] {
        for seed in [1, 2, 3] {
            for rave in [false, true] {
                let config = Config {
                    rave,
                    ..Config::default()
                };
                let mut s =
                    Search::new(hex.clone(), config, seed, Limit::Iterations(3000), threads);
                // 도중의 스냅숏도: 첫 수는 지금 앞선 수.
                let _ = s.step(Budget::Work(500));
                let snap = s.snapshot();
                assert_eq!(snap.pv.first(), snap.root.first().map(|c| &c.mv));
                assert_legal_line(&hex, &snap.pv);
                let d = s.run_to_end();
                assert!(d.pv.len() > 1, "a line, not just a move: {:?}", d.pv);
                assert_eq!(
                    d.pv.first(),
                    d.best.as_ref(),
                    "threads {threads} seed {seed}"
                );
                assert_legal_line(&hex, &d.pv);

                let mut s = Search::new(
                    havannah.clone(),
                    config,
                    seed,
                    Limit::Iterations(2000),
                    threads,
                );
                let d = s.run_to_end();
                assert_eq!(d.pv.first(), d.best.as_ref());
                assert_legal_line(&havannah, &d.pv);
            }
        }
    }
}

#[test]
fn the_principal_variation_follows_the_most_visited_child_of_the_drawn_tree() {
    // 따로 찾기: 그리기용 트리(방문 있는 노드의 목록)에서 형제 가운데 방문이 가장 많은 것을 따라간다.
    let mut m = Mcts::new(Hex::new(5, false).unwrap(), Config::default(), 4);
    m.run(6000);
    let pv = m.principal_variation(gameai::mcts::PV_LEN);
    let nodes = m.tree(gameai::mcts::PV_LEN as u32);
    let mut at = nodes[0].id;
    for (depth, &mv) in pv.iter().enumerate() {
        let children: Vec<_> = nodes
            .iter()
            .filter(|n| n.parent == at && n.id != at)
            .collect();
        let most = children.iter().map(|n| n.visits).max().unwrap();
        let node = children.iter().find(|n| n.mv == Some(mv)).unwrap();
        assert_eq!(
            node.visits, most,
            "depth {depth}: {mv:?} is not the most visited"
        );
        at = node.id;
    }
    // 멈춘 곳에서는 방문한 자식이 없거나 길이가 끝났다.
    assert!(
        pv.len() == gameai::mcts::PV_LEN || !nodes.iter().any(|n| n.parent == at && n.id != at),
        "the line stopped early at a node with visited children"
    );
    assert_eq!(pv.first().copied(), m.best_move());
}

#[test]
fn amaf_counts_are_there_only_with_rave_and_cover_the_real_visits() {
    let hex = Hex::new(6, false).unwrap();
    let mut plain = Mcts::new(hex.clone(), Config::plain(), 2);
    plain.run(2000);
    assert!(
        plain
            .root_stats()
            .iter()
            .all(|c| c.amaf_visits == 0 && c.amaf_rate().is_none())
    );
    let mut rave = Mcts::new(
        hex,
        Config {
            rave: true,
            ..Config::default()
        },
        2,
    );
    rave.run(2000);
    // 루트 자식의 수를 둔 반복은 모두 "나중에라도 그 수를 둔" 반복이다: AMAF 방문 ≥ 방문.
    for c in rave.root_stats() {
        assert!(c.amaf_visits >= c.visits, "{c:?}");
        let r = c.amaf_rate().unwrap();
        assert!((0.0..=1.0).contains(&r), "{c:?}");
    }
}

#[test]
fn merged_pv_takes_the_line_of_the_tree_that_saw_the_best_move_most() {
    use gameai::mcts::{ChildStat, merged_pv};
    let stat = |mv: u8, visits| ChildStat {
        mv,
        visits,
        wins: 0.0,
        amaf_visits: 0,
        amaf_wins: 0.0,
    };
    let a = (vec![stat(1, 10), stat(2, 5)], vec![1u8, 4, 5]);
    let b = (vec![stat(1, 30)], vec![1u8, 6]);
    let c = (vec![stat(2, 50)], vec![2u8, 7]);
    let parts = [&a, &b, &c];
    let pv = |best| merged_pv(best, parts.iter().map(|p| (p.0.as_slice(), p.1.as_slice())));
    assert_eq!(pv(Some(1)), vec![1, 6]);
    assert_eq!(pv(Some(2)), vec![2, 7]);
    // 어느 트리의 줄도 그 수로 시작하지 않으면 그 수 하나.
    assert_eq!(pv(Some(9)), vec![9]);
    assert_eq!(pv(None), Vec::<u8>::new());
}

#[test]
fn plain_uct_is_one_switch_from_the_default() {
    let d = Config::default();
    assert!(
        d.rave,
        "play defaults to RAVE (the strongest measured setting)"
    );
    let p = Config::plain();
    assert_eq!((p.rave, p.c), (false, Config::PLAIN_C));
    // 나머지는 그대로, 스위치를 되돌리면 기본값.
    assert_eq!(
        Config {
            rave: true,
            c: d.c,
            ..p
        },
        d
    );
    assert_eq!(p.with_rave(true), d);
    assert_eq!(d.with_rave(false), p);
}
