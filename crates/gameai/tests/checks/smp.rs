//! Lazy SMP (`Helpers`, `SharedTable`): 도우미 스레드와 함께 찾아도 체크메이트의 거리는 정확하고
//! (도우미가 더 깊이 적은 값도 거리는 그 국면에서부터다), 도우미는 정말 일한다. UCI의 `Threads`가 그
//! 길을 쓰는지는 명령줄의 시험이 본다 (`crates/gameai-cli/tests/cli/uci.rs`).

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::sync::Arc;

use gameai::games::chess::{Chess, ChessStatus, Move};
use gameai::search::{Helpers, SearchConfig, SearchResult, Searcher, SharedTable, WIN};
use gameai::step::Steppable;
use gameai::tt::KeyMode;

/// 주 탐색기 하나와 도우미 `helpers`개가 한 표로 깊이 `depth`까지 찾는다: (주 탐색기의 결론,
/// 도우미들의 노드).
fn search_together(g: &Chess, depth: u32, helpers: usize) -> (SearchResult<Move>, u64) {
    let table = Arc::new(SharedTable::new(16, KeyMode::Full64));
    let config = SearchConfig {
        max_depth: depth,
        use_tt: true,
        tt_bits: 16,
        ..SearchConfig::default()
    };
    let mut main = Searcher::new(g.clone(), config).with_shared_table(Arc::clone(&table));
    let h = Helpers::start(&main, &table, helpers);
    assert_eq!(h.len(), helpers);
    let r = main.run_to_end();
    (r, h.stop())
}

#[test]
fn mates_keep_their_exact_distance_with_helper_threads() {
    for (fen, plies, first) in [
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1, &["a1a8"][..]),
        ("6rk/6pp/8/6N1/8/8/8/Q5K1 w - - 0 1", 1, &["g5f7"][..]),
        // 룩 사다리 (1.Rb7 또는 1.Ra7, 2.Ra8#나 2.Rb8#)와 숨 막히는 메이트 (1.Qg8+ Rxg8 2.Nf7#).
        ("6k1/8/8/8/8/8/1R6/R5K1 w - - 0 1", 3, &["b2b7", "a1a7"][..]),
        ("5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1", 3, &["d5g8"][..]),
    ] {
        let g = Chess::from_fen(fen).unwrap();
        for helpers in [1, 3] {
            let (r, _) = search_together(&g, 6, helpers);
            assert_eq!(r.value, WIN - plies, "{fen} with {helpers} helpers");
            let best = r.best.unwrap();
            assert!(first.contains(&best.to_string().as_str()), "{fen}: {best}");
            if plies == 1 {
                let mut after = g.clone();
                after.play(best);
                assert!(matches!(after.status(), ChessStatus::Checkmate(_)));
            }
        }
    }
}

#[test]
fn helpers_search_and_stop_when_told() {
    let g = Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        .unwrap();
    let (r, helper_nodes) = search_together(&g, 5, 2);
    assert!(helper_nodes > 0, "the helpers searched nothing");
    assert!(g.board().is_legal(r.best.unwrap()));
    // 도우미 없이 띄워도 (Threads 1과 같다) 멈추기는 곧 끝난다.
    let table = Arc::new(SharedTable::new(10, KeyMode::Full64));
    let main = Searcher::new(g.clone(), SearchConfig::default()).with_shared_table(table.clone());
    assert_eq!(Helpers::start(&main, &table, 0).stop(), 0);
}
