//! 탐색의 추적과 기법의 계단을 독립된 기준과 대조한다:
//! - 추적은 탐색 그 자체다: 노드 사건의 수 = 탐색기의 노드 수, 표 적중 사건 = 표 적중 수, 자름 사건 =
//!   자름 수, 그리고 추적을 켜도 뿌리의 값과 수가 같다 (틱택토, 오목, 체스의 여러 국면, 계단마다).
//! - 미니맥스 계단은 따로 쓴 재귀 미니맥스와, 알파-베타 계단은 따로 쓴 고정 깊이 알파-베타와 (같은 수
//!   순서로) 같은 노드를 같은 차례로 찾고 같은 값을 낸다.
//! - 선택적 탐색 앞의 계단들은 뿌리의 값을 바꾸지 않는다.
//! - 사건의 짜임: 노드를 열고 닫는 사건이 짝이 맞는다.
//! - 사건으로 다시 세운 나무: 노드 수가 맞고, 되감았다가 다시 나아가면 같은 나무다 (처음부터 세운 것과도).

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::chess::Chess;
use gameai::games::gomoku::Gomoku;
use gameai::games::tictactoe::TicTacToe;
use gameai::search::{
    LeafWhy, NodeEnd, ProbeAt, ProbeUse, Rung, SearchConfig, SearchGame, SearchResult, Searcher,
    Terminal, TraceEvent, TraceTree, Via, WIN,
};
use gameai::step::Steppable;

/// 창의 끝 (탐색기의 것과 같을 필요는 없다: 값이 이것에 닿지 않는다).
const INF: i32 = WIN + 1;

fn config(rung: Rung, depth: u32) -> SearchConfig {
    rung.config(SearchConfig {
        max_depth: depth,
        tt_bits: 16,
        ..SearchConfig::default()
    })
}

fn run<G: SearchGame>(
    g: &G,
    config: SearchConfig,
    trace: bool,
) -> (SearchResult<G::Move>, Vec<TraceEvent<G::Move>>) {
    let mut s = Searcher::new(g.clone(), config);
    if trace {
        s = s.with_trace();
    }
    let r = s.run_to_end();
    (r, s.take_trace())
}

fn ttt(moves: &[u8]) -> TicTacToe {
    let mut g = TicTacToe::new();
    for &m in moves {
        g.play(m);
    }
    g
}

fn gomoku(n: u8, moves: &[(u8, u8)]) -> Gomoku {
    let mut g = Gomoku::new(n).unwrap();
    for &(x, y) in moves {
        let m = g.cell(x, y);
        g.play(m);
    }
    g
}

fn chess(fen: &str) -> Chess {
    Chess::from_fen(fen).unwrap()
}

/// 체스 국면 셋: 두 수 만의 메이트 (1.Qg8+ Rxg8 2.Nf7#), 이탈리안 오프닝, 킹과 룩 대 킹.
const CHESS: [&str; 3] = [
    "5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "8/8/4k3/8/2K5/3R4/8/8 w - - 0 1",
];

/// 계단마다 (그리고 MultiPV 둘로) 추적한 탐색과 추적하지 않은 탐색을 견준다. 미니맥스 계단은
/// `minimax_depth`까지만 (체스의 고요 탐색은 가지치기 없이 아주 커진다).
fn check_counts<G: SearchGame>(g: &G, depth: u32, minimax_depth: u32, what: &str) {
    let mut configs: Vec<(String, SearchConfig)> = Rung::ALL
        .iter()
        .map(|&r| {
            let d = if r == Rung::Minimax {
                minimax_depth
            } else {
                depth
            };
            (format!("{r:?}"), config(r, d))
        })
        .collect();
    configs.push((
        "multipv 2".into(),
        SearchConfig {
            multipv: 2,
            ..config(Rung::Selective, depth)
        },
    ));
    for (name, c) in configs {
        let (plain, _) = run(g, c, false);
        let (traced, events) = run(g, c, true);
        let label = format!("{what}, {name}");
        assert_eq!(
            (
                traced.value,
                traced.best,
                traced.nodes,
                traced.tt.hits,
                traced.cutoffs
            ),
            (
                plain.value,
                plain.best,
                plain.nodes,
                plain.tt.hits,
                plain.cutoffs
            ),
            "{label}: tracing changed the search"
        );
        let count = |f: &dyn Fn(&TraceEvent<G::Move>) -> bool| {
            events.iter().filter(|e| f(e)).count() as u64
        };
        assert_eq!(
            count(&|e| e.name() == "node"),
            traced.nodes,
            "{label}: node events"
        );
        assert_eq!(
            count(&|e| e.name() == "tt_hit"),
            traced.tt.hits,
            "{label}: table hits"
        );
        assert_eq!(
            count(&|e| matches!(e, TraceEvent::Cutoff { mv: Some(_), .. })),
            traced.cutoffs,
            "{label}: cut-offs"
        );
        check_nesting(&events, &label);
    }
}

/// 노드를 여는 사건(노드)과 닫는 사건(잎, 나감)이 짝이 맞고, 깊이 하나가 끝날 때 모두 닫혔다.
fn check_nesting<M: std::fmt::Debug>(events: &[TraceEvent<M>], label: &str) {
    let mut open = 0i64;
    for (i, e) in events.iter().enumerate() {
        match e {
            TraceEvent::Node { via, .. } => {
                assert_eq!(
                    matches!(via, Via::Root),
                    open == 0,
                    "{label}: event {i}: root only at the top"
                );
                open += 1;
            }
            TraceEvent::Leaf { .. } | TraceEvent::Exit { .. } => {
                open -= 1;
                assert!(
                    open >= 0,
                    "{label}: event {i} closes a node that is not open"
                );
            }
            TraceEvent::Iteration { .. }
            | TraceEvent::DepthDone { .. }
            | TraceEvent::AspirationFail { .. } => {
                assert_eq!(open, 0, "{label}: event {i} {e:?} inside a node");
            }
            _ => assert!(open > 0, "{label}: event {i} {e:?} outside any node"),
        }
    }
    assert_eq!(open, 0, "{label}: nodes left open");
}

#[test]
fn the_trace_is_the_search_counts_and_results_agree() {
    for moves in [&[][..], &[4], &[0, 4, 8]] {
        check_counts(&ttt(moves), 9, 9, &format!("tic-tac-toe {moves:?}"));
    }
    check_counts(
        &gomoku(9, &[(4, 4), (5, 5), (4, 5)]),
        3,
        2,
        "gomoku 3 stones",
    );
    check_counts(
        &gomoku(9, &[(4, 4), (5, 4), (3, 3), (5, 3), (2, 2)]),
        3,
        3,
        "gomoku, an open three",
    );
    for fen in CHESS {
        check_counts(&chess(fen), 3, 2, fen);
    }
}

/// 따로 쓴 재귀 네가맥스 (`prune`이면 고정 깊이 알파-베타): 게임이 만든 차례 그대로, 표도 순서도
/// 선택도 없이. 들어간 국면의 열쇠를 `seen`에 차례로 적는다. 깊이 0에서 고요 탐색을 하는 게임(체스)은
/// 잡는 수만 (서 있는 값을 바닥으로), 미니맥스에서도 알파-베타로 (잎의 값을 정하는 일이다: 탐색기와 같은
/// 약속, `SearchConfig::pruning`).
fn reference<G: SearchGame>(
    g: &mut G,
    depth: i32,
    ply: u32,
    (mut alpha, beta): (i32, i32),
    prune: bool,
    seen: &mut Vec<u64>,
) -> i32 {
    seen.push(g.key());
    let over = if ply == 0 {
        g.root_terminal()
    } else {
        g.terminal()
    };
    let lost = -(WIN - ply as i32);
    if let Some(t) = over {
        return if t == Terminal::Loss { lost } else { 0 };
    }
    let qs = depth <= 0;
    if qs && !g.quiescence() {
        return g.evaluate();
    }
    let mut best = -INF;
    let mut moves = Vec::new();
    if qs {
        if g.may_stand_pat() {
            best = g.evaluate();
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
        }
        g.noisy_moves(&mut moves);
    } else {
        g.unordered_moves(&mut moves);
    }
    if moves.is_empty() {
        if qs && best > -INF {
            return best;
        }
        return if g.no_moves() == Terminal::Loss {
            lost
        } else {
            0
        };
    }
    for m in moves {
        g.make(m);
        let window = if prune || qs {
            (-beta, -alpha)
        } else {
            (-INF, INF)
        };
        let v = -reference(g, depth - 1, ply + 1, window, prune, seen);
        g.unmake(m);
        best = best.max(v);
        alpha = alpha.max(v);
        if (prune || qs) && alpha >= beta {
            break;
        }
    }
    best
}

/// 계단 `rung`(미니맥스나 알파-베타)의 마지막 깊이가 찾은 노드의 열쇠들과 값.
fn last_iteration<G: SearchGame>(g: &G, rung: Rung, depth: u32) -> (Vec<u64>, i32) {
    let (r, events) = run(g, config(rung, depth), true);
    let start = events
        .iter()
        .rposition(|e| matches!(e, TraceEvent::Iteration { .. }))
        .unwrap();
    let keys = events[start..]
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Node { key, .. } => Some(*key),
            _ => None,
        })
        .collect();
    (keys, r.value)
}

fn check_against_reference<G: SearchGame>(g: &G, depth: u32, what: &str) {
    for (rung, prune) in [(Rung::Minimax, false), (Rung::AlphaBeta, true)] {
        let (keys, value) = last_iteration(g, rung, depth);
        let mut seen = Vec::new();
        let want = reference(
            &mut g.clone(),
            depth as i32,
            0,
            (-INF, INF),
            prune,
            &mut seen,
        );
        assert_eq!(value, want, "{what}, {rung:?}: root value");
        assert_eq!(keys.len(), seen.len(), "{what}, {rung:?}: number of nodes");
        assert!(keys == seen, "{what}, {rung:?}: the nodes, in order");
    }
}

#[test]
fn the_minimax_and_alpha_beta_rungs_are_the_textbook_searches() {
    for moves in [&[][..], &[4], &[0, 4, 8], &[4, 0, 1]] {
        check_against_reference(&ttt(moves), 9, &format!("tic-tac-toe {moves:?}"));
    }
    check_against_reference(&gomoku(9, &[(4, 4), (5, 5), (4, 5)]), 2, "gomoku");
    check_against_reference(
        &gomoku(9, &[(4, 4), (5, 4), (3, 3), (5, 3), (2, 2)]),
        3,
        "gomoku four",
    );
    for fen in CHESS {
        check_against_reference(&chess(fen), 2, fen);
    }
}

#[test]
fn the_rungs_before_the_selective_one_keep_the_root_value() {
    fn values<G: SearchGame>(g: &G, depth: u32, what: &str) {
        // 미니맥스와 견주므로 깊지 않게 (체스는 깊이 2: 고요 탐색도 가지치기 없이 돈다).
        let want = run(g, config(Rung::Minimax, depth), false).0.value;
        for rung in [Rung::AlphaBeta, Rung::Ordering, Rung::Table, Rung::Pvs] {
            let got = run(g, config(rung, depth), false).0.value;
            assert_eq!(got, want, "{what}, {rung:?}");
        }
    }
    values(&ttt(&[]), 9, "tic-tac-toe");
    values(&gomoku(9, &[(4, 4), (5, 5), (4, 5), (3, 3)]), 3, "gomoku");
    for fen in CHESS {
        values(&chess(fen), 2, fen);
    }
}

#[test]
fn each_rung_searches_fewer_nodes_on_tic_tac_toe() {
    // 빈 판을 끝까지: 미니맥스는 549,946개의 국면을 (마지막 깊이에서) 본다. 계단마다 노드 수를 적고,
    // 가지치기와 표가 일을 크게 줄이는지 본다 (수 순서와 PVS는 틱택토에서 조금 늘 수도 있다).
    let g = ttt(&[]);
    let (keys, _) = last_iteration(&g, Rung::Minimax, 9);
    assert_eq!(keys.len(), 549_946);
    let nodes: Vec<u64> = Rung::ALL
        .iter()
        .map(|&r| run(&g, config(r, 9), false).0.nodes)
        .collect();
    assert!(
        nodes[1] < nodes[0] / 10,
        "alpha-beta prunes most of minimax: {nodes:?}"
    );
    assert!(
        nodes[3] < nodes[2] / 2,
        "the table saves at least half: {nodes:?}"
    );
}

fn check_replay<G: SearchGame>(g: &G, config: SearchConfig, what: &str) {
    let (r, events) = run(g, config, true);
    let mut full = TraceTree::default();
    full.rewind_to(events.len(), &events);
    assert!(
        full.path.is_empty(),
        "{what}: a finished search leaves no node open"
    );
    let searched = full
        .nodes
        .iter()
        .filter(|n| !matches!(n.end, NodeEnd::Table { .. }))
        .count();
    assert_eq!(
        searched as u64, r.nodes,
        "{what}: one tree node per node searched"
    );
    assert_eq!(full.searched(), searched, "{what}: the running count");
    check_sizes(&full, what);
    let answered = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                TraceEvent::Probe {
                    at: ProbeAt::Parent,
                    used: ProbeUse::Value,
                    ..
                }
            )
        })
        .count();
    assert_eq!(
        full.nodes.len() - searched,
        answered,
        "{what}: one closed node per table answer"
    );
    // 되감기: 끝에서 k까지 되돌린 나무 = 처음부터 k개를 더한 나무; 다시 끝까지 = 처음의 나무.
    let mut tree = full.clone();
    for k in [
        events.len() * 3 / 4,
        events.len() / 2,
        events.len() / 7,
        1,
        0,
    ] {
        tree.rewind_to(k, &events);
        let mut fresh = TraceTree::default();
        fresh.rewind_to(k, &events);
        assert!(tree == fresh, "{what}: rewound to {k}");
        check_sizes(&tree, &format!("{what}, at {k}"));
    }
    tree.rewind_to(events.len() / 3, &events);
    tree.rewind_to(events.len(), &events);
    assert!(tree == full, "{what}: rewind, then forward again");
}

/// 부분 나무의 크기(한 번에 세는 것)와 찾은 노드 수가 자식을 따라 센 것과 같다 (노드 몇 개마다).
fn check_sizes<M: Copy + PartialEq>(tree: &TraceTree<M>, what: &str) {
    fn count<M>(tree: &TraceTree<M>, id: u32) -> usize {
        1 + tree.nodes[id as usize]
            .children
            .iter()
            .map(|&c| count(tree, c))
            .sum::<usize>()
    }
    for id in (0..tree.nodes.len() as u32).step_by(13) {
        assert_eq!(
            tree.subtree_size(id),
            count(tree, id),
            "{what}: the subtree of node {id}"
        );
    }
    let plain = tree
        .nodes
        .iter()
        .filter(|n| !matches!(n.end, NodeEnd::Table { .. }))
        .count();
    assert_eq!(tree.searched(), plain, "{what}: nodes searched");
}

#[test]
fn the_trace_rebuilds_the_tree_and_rewinds_exactly() {
    check_replay(&ttt(&[4]), config(Rung::Selective, 9), "tic-tac-toe");
    check_replay(
        &ttt(&[]),
        config(Rung::AlphaBeta, 9),
        "tic-tac-toe, alpha-beta",
    );
    check_replay(
        &gomoku(9, &[(4, 4), (5, 5), (4, 5)]),
        config(Rung::Selective, 3),
        "gomoku",
    );
    for fen in CHESS {
        check_replay(&chess(fen), config(Rung::Selective, 4), fen);
    }
}

#[test]
fn a_transposition_links_two_move_orders_to_one_position() {
    // 틱택토 b2 뒤에서: a1 … c3와 c3 … a1은 같은 국면이다. 표가 있으면 둘째는 표가 답한다.
    let (_, events) = run(&ttt(&[4]), config(Rung::Table, 9), true);
    let mut tree = TraceTree::default();
    tree.rewind_to(events.len(), &events);
    let pairs: Vec<(u32, u32)> = (0..tree.nodes.len() as u32)
        .filter_map(|id| tree.transposition_of(id).map(|first| (first, id)))
        .collect();
    assert!(!pairs.is_empty(), "tic-tac-toe has transpositions");
    for &(first, second) in &pairs {
        let (a, b) = (&tree.nodes[first as usize], &tree.nodes[second as usize]);
        assert_eq!(a.key, b.key);
        assert_ne!(
            tree.line(first),
            tree.line(second),
            "two different move orders"
        );
        // 같은 수들을 다른 차례로 둔 것: 수의 모임은 같다.
        let sorted = |mut l: Vec<Via<u8>>| {
            l.sort_by_key(|v| match v {
                Via::Move(m) => *m,
                _ => u8::MAX,
            });
            l
        };
        if a.ply == b.ply {
            // 같은 쪽이 같은 칸들을 두었다 (틱택토의 열쇠는 판과 차례뿐이다).
            assert_eq!(sorted(tree.line(first)), sorted(tree.line(second)));
        }
    }
    assert!(
        pairs
            .iter()
            .any(|&(_, second)| matches!(tree.nodes[second as usize].end, NodeEnd::Table { .. })),
        "some second arrivals are answered by the table without being searched"
    );
}

#[test]
fn static_pruning_happens_only_in_null_window_nodes_and_the_tree_counts_its_moves() {
    // 이탈리안 오프닝을 깊이 6으로: 얕은 영 창 노드가 많다.
    let (_, events) = run(&chess(CHESS[1]), config(Rung::Selective, 6), true);
    // 열린 노드마다 (창, 고요 탐색인가).
    let mut open: Vec<((i32, i32), bool)> = Vec::new();
    let (mut pruned, mut moves_pruned, mut futile) = (0, 0u64, 0);
    for e in &events {
        match e {
            TraceEvent::Node {
                alpha, beta, qs, ..
            } => open.push(((*alpha, *beta), *qs)),
            TraceEvent::Pruned { skipped, .. } => {
                let ((a, b), qs) = *open.last().unwrap();
                assert!(b - a == 1 && !qs, "pruned in a window ({a}, {b}), qs {qs}");
                assert!(*skipped > 0);
                pruned += 1;
                moves_pruned += u64::from(*skipped);
            }
            TraceEvent::Leaf { why, .. } => {
                let ((a, b), _) = open.pop().unwrap();
                if *why == LeafWhy::Futility {
                    assert_eq!(b - a, 1, "reverse futility in a window ({a}, {b})");
                    futile += 1;
                }
            }
            TraceEvent::Exit { .. } => {
                open.pop();
            }
            _ => {}
        }
    }
    assert!(
        pruned > 0 && futile > 0,
        "{pruned} pruned nodes, {futile} futile leaves"
    );
    // 다시 세운 나무의 "안 본 수"에는 가지치기로 뺀 수도 든다.
    let mut tree = TraceTree::default();
    tree.rewind_to(events.len(), &events);
    let skipped: u64 = tree.nodes.iter().map(|n| u64::from(n.skipped)).sum();
    let cut: u64 = events
        .iter()
        .map(|e| match e {
            TraceEvent::Cutoff { skipped, .. } => u64::from(*skipped),
            _ => 0,
        })
        .sum();
    assert_eq!(skipped, cut + moves_pruned);
}
