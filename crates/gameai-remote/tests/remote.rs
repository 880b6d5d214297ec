//! 작업자 경로의 검사 (웹의 Web Worker가 도는 코드를 네이티브에서):
//! - 모든 게임의 국면과 모든 작업·편지가 인코딩을 왕복한다 (무작위 대국의 국면들, 잘린 편지는 거부).
//! - 작업자 경로의 답 = 같은 풀이기를 바로 돌린 답. 기준은 네이티브 [`Search`] (트리 k개, 같은
//!   씨앗), [`Searcher`], [`Pair`]: 작업자로 나누고 합친 결론이 그것과 똑같아야 한다.
//! - 수와 수 사이에 작업자가 남긴 트리·표를 이어 쓴 답 = 네이티브 대국이 트리·표를 옮겨 이어 쓴 답.
//! - 취소, 옛 번호, 망가진 편지.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use gameai::games::chess::Chess;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::games::tictactoe::TicTacToe;
use gameai::mcts::{Config, Decision, Game, Limit, Mcts, Search};
use gameai::search::{SearchConfig, SearchGame, SearchResult, Searcher};
use gameai::step::{Budget, Pair, Steppable};
use gameai::tt::KeyMode;
use gameai_remote::wire::{Wire, decode, encode};
use gameai_remote::{FromWorker, Job, Lineage, Remote, Runner, ToWorker, ab_job};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

#[path = "remote/review.rs"]
mod review;
#[path = "remote/tablebase.rs"]
mod tablebase;

/// 무작위로 `plies`수까지 (끝나면 거기서) 둔 국면들 (처음 국면 포함).
fn random_line<G: Game>(start: G, plies: usize, seed: u64) -> Vec<G> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = start;
    let mut out = vec![g.clone()];
    let mut moves = Vec::new();
    for _ in 0..plies {
        g.legal_moves(&mut moves);
        let Some(&mv) = moves.choose(&mut rng) else {
            break;
        };
        g.play_unchecked(mv);
        out.push(g.clone());
    }
    out
}

/// 왕복한 국면은 같은 국면이다: 다시 쓴 바이트, 차례, 상태, 둘 수가 같다.
fn same_game<G: Game + Wire>(a: &G, b: &G) {
    assert_eq!(encode(a), encode(b));
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.status(), b.status());
    let (mut ma, mut mb) = (Vec::new(), Vec::new());
    a.legal_moves(&mut ma);
    b.legal_moves(&mut mb);
    assert_eq!(ma, mb);
}

#[test]
fn every_game_state_survives_the_round_trip() {
    for seed in 0..40 {
        for g in random_line(Hex::new(7, seed % 2 == 0).unwrap(), 60, seed) {
            let back: Hex = decode(&encode(&g)).unwrap();
            same_game(&g, &back);
            assert_eq!(g.swapped(), back.swapped());
        }
        for g in random_line(Havannah::new(4).unwrap(), 50, seed) {
            let back: Havannah = decode(&encode(&g)).unwrap();
            same_game(&g, &back);
            assert_eq!(g.win(), back.win());
        }
        for g in random_line(TicTacToe::new(), 9, seed) {
            let back: TicTacToe = decode(&encode(&g)).unwrap();
            assert_eq!(g, back, "tic-tac-toe compares whole");
            assert_eq!(SearchGame::key(&g), SearchGame::key(&back));
        }
    }
}

#[test]
fn gomoku_and_chess_states_survive_the_round_trip_with_their_keys() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for round in 0..30 {
        // 절반은 정확히 다섯의 규칙 (규칙도 건넌다).
        let mut g = Gomoku::new(9).unwrap().with_exact_five(round % 2 == 1);
        let mut c = Chess::new();
        for _ in 0..40 {
            let back: Gomoku = decode(&encode(&g)).unwrap();
            assert_eq!(g, back, "gomoku compares whole, key included");
            let back: Chess = decode(&encode(&c)).unwrap();
            assert_eq!(c, back, "chess compares whole, history included");
            let mut moves = Vec::new();
            g.moves(&mut moves);
            if let Some(&mv) = moves.choose(&mut rng) {
                g.play(mv);
            }
            if let Some(&mv) = c.board().legal_moves().choose(&mut rng) {
                c.play(mv);
            }
        }
    }
    // FEN에서 시작한 판도.
    let mut c =
        Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
    c.play_str("e1g1").unwrap();
    let back: Chess = decode(&encode(&c)).unwrap();
    assert_eq!(c, back);
}

#[test]
fn impossible_states_are_refused() {
    // 틱택토: 같은 칸에 두 돌, 판 밖, 차례가 맞지 않는 수.
    for bits in [[1u16, 1], [1 << 9, 0], [0b11, 0]] {
        assert!(decode::<TicTacToe>(&encode(&bits)).is_err(), "{bits:?}");
    }
    // 헥스: 없는 크기, 같은 칸 두 번.
    let h = encode(&Hex::with_stones(5, &[3], &[]).unwrap());
    let mut bad = h.clone();
    bad[0] = 99;
    assert!(decode::<Hex>(&bad).is_err());
    let mut twice = h;
    twice[4] = 2; // 돌 두 개라고 하고
    twice.extend([3, 2]); // 같은 칸을 한 번 더
    assert!(decode::<Hex>(&twice).is_err());
    // 체스: 불법인 수.
    let mut c = encode(&Chess::new());
    let n = c.len();
    c[n - 1] = 1; // 수 하나
    c.extend([12, 36, 0]); // e2e5
    assert!(decode::<Chess>(&c).is_err());
}

fn hex_job(seed: u64, k: usize) -> Vec<Job> {
    let g = random_line(Hex::new(7, false).unwrap(), 6, seed)
        .pop()
        .unwrap();
    Search::new(g, Config::default(), seed, Limit::Iterations(3000), 1).jobs(k)
}

#[test]
fn every_job_and_message_survives_the_round_trip_and_no_prefix_decodes() {
    let g = Gomoku::new(9).unwrap();
    let lab = Pair::new(
        Searcher::new(g.clone(), SearchConfig::default()),
        Searcher::new(
            g,
            SearchConfig {
                use_tt: false,
                key_mode: KeyMode::Unchecked16,
                max_millis: Some(500),
                ..SearchConfig::default()
            },
        ),
    );
    let mut jobs = hex_job(1, 3);
    jobs.extend(lab.jobs(4));
    jobs.push(ab_job(
        &Searcher::new(Chess::new(), SearchConfig::default()),
        true,
    ));
    let hav = Search::new(
        Havannah::new(4).unwrap(),
        Config::default(),
        2,
        Limit::Millis(800),
        1,
    );
    jobs.extend(Pair::new(hav.clone(), hav).jobs(2));
    let mut messages: Vec<ToWorker> = jobs
        .into_iter()
        .enumerate()
        .map(|(i, job)| ToWorker::Start {
            id: i as u64 + 1,
            job,
        })
        .collect();
    messages.push(ToWorker::Cancel { id: u64::MAX });
    for m in messages {
        let bytes = encode(&m);
        assert_eq!(decode::<ToWorker>(&bytes), Ok(m));
        for cut in 0..bytes.len() {
            assert!(decode::<ToWorker>(&bytes[..cut]).is_err(), "prefix {cut}");
        }
    }
    for m in [
        FromWorker::Ready,
        FromWorker::Snapshot {
            id: 3,
            data: vec![1, 2, 3],
        },
        FromWorker::Done {
            id: 4,
            data: vec![],
        },
        FromWorker::Stopped { id: 5 },
        FromWorker::Failed {
            id: 6,
            why: "읽을 수 없음".into(),
        },
    ] {
        assert_eq!(decode::<FromWorker>(&encode(&m)), Ok(m));
    }
}

/// 작업들을 작업자마다 하나씩 끝까지 돌리고 (조각은 작게), 답들을 작업 순서대로.
fn run_jobs<R: Remote>(jobs: Vec<Job>, runners: &mut [Runner]) -> Vec<R::Part> {
    let mut parts = Vec::new();
    for (i, job) in jobs.into_iter().enumerate() {
        let r = &mut runners[i];
        let id = 100 + i as u64;
        assert_eq!(r.receive(&encode(&ToWorker::Start { id, job })), vec![]);
        let mut snaps = 0;
        loop {
            if let Some(FromWorker::Snapshot { data, .. }) = r.snapshot() {
                decode::<R::SnapPart>(&data).unwrap();
                snaps += 1;
            }
            match r.step(Budget::Work(500)) {
                Some(FromWorker::Done { id: got, data }) => {
                    assert_eq!(got, id);
                    parts.push(decode::<R::Part>(&data).unwrap());
                    break;
                }
                Some(other) => panic!("unexpected {other:?}"),
                None => {}
            }
        }
        assert!(snaps > 0 && !r.is_busy());
    }
    parts
}

fn same_decision<M: PartialEq + core::fmt::Debug>(a: &Decision<M>, b: &Decision<M>) {
    assert_eq!(a.best, b.best);
    assert_eq!(a.iterations, b.iterations);
    assert_eq!(a.root, b.root);
}

#[test]
fn split_mcts_over_workers_equals_the_native_root_parallel_search() {
    for k in 1..=3 {
        for seed in [3u64, 8] {
            let g = random_line(Hex::new(7, false).unwrap(), 4, seed)
                .pop()
                .unwrap();
            let limit = Limit::Iterations(2001);
            let native = Search::new(g.clone(), Config::default(), seed, limit, k).run_to_end();
            let search = Search::new(g, Config::default(), seed, limit, 1);
            let mut runners: Vec<Runner> = (0..k).map(|_| Runner::new()).collect();
            let parts = run_jobs::<Search<Hex>>(search.jobs(k), &mut runners);
            let merged = Search::<Hex>::merge_outputs(parts).unwrap();
            same_decision(&merged, &native);
        }
    }
    let g = random_line(Havannah::new(5).unwrap(), 7, 4).pop().unwrap();
    let config = Config {
        rave: true,
        ..Config::default()
    };
    let native = Search::new(g.clone(), config, 5, Limit::Iterations(1500), 2).run_to_end();
    let search = Search::new(g, config, 5, Limit::Iterations(1500), 1);
    let mut runners = [Runner::new(), Runner::new()];
    let parts = run_jobs::<Search<Havannah>>(search.jobs(2), &mut runners);
    same_decision(&Search::<Havannah>::merge_outputs(parts).unwrap(), &native);
}

fn same_result<M: PartialEq + core::fmt::Debug>(a: &SearchResult<M>, b: &SearchResult<M>) {
    assert_eq!(
        (a.depth, &a.best, a.value, &a.pv, a.nodes, a.tt),
        (b.depth, &b.best, b.value, &b.pv, b.nodes, b.tt)
    );
}

#[test]
fn alpha_beta_and_pairs_on_a_worker_equal_the_direct_search() {
    let config = SearchConfig {
        max_depth: 3,
        tt_bits: 12,
        ..SearchConfig::default()
    };
    let mut g = Gomoku::new(9).unwrap();
    for c in [40u16, 41, 31] {
        g.play(GMove(c));
    }
    let direct = Searcher::new(g.clone(), config).run_to_end();
    let mut r = [Runner::new()];
    let parts = run_jobs::<Searcher<Gomoku>>(Searcher::new(g.clone(), config).jobs(3), &mut r);
    same_result(&Searcher::<Gomoku>::merge_outputs(parts).unwrap(), &direct);

    let mut c = Chess::new();
    c.play_str("e2e4").unwrap();
    let direct = Searcher::new(c.clone(), config).run_to_end();
    let parts = run_jobs::<Searcher<Chess>>(Searcher::new(c, config).jobs(1), &mut r);
    same_result(&Searcher::<Chess>::merge_outputs(parts).unwrap(), &direct);

    let ttt = SearchConfig {
        max_depth: 9,
        ..SearchConfig::default()
    };
    let direct = Searcher::new(TicTacToe::new(), ttt).run_to_end();
    let parts =
        run_jobs::<Searcher<TicTacToe>>(Searcher::new(TicTacToe::new(), ttt).jobs(1), &mut r);
    same_result(
        &Searcher::<TicTacToe>::merge_outputs(parts).unwrap(),
        &direct,
    );

    // 표 켬/끔 실험 (알파-베타 짝)과 MCTS의 A/B (작업자 둘에 나눈 짝).
    let off = SearchConfig {
        use_tt: false,
        ..config
    };
    let lab = || {
        Pair::new(
            Searcher::new(g.clone(), config),
            Searcher::new(g.clone(), off),
        )
    };
    let direct = lab().run_to_end();
    let parts = run_jobs::<Pair<Searcher<Gomoku>>>(lab().jobs(2), &mut r);
    let [a, b] = Pair::<Searcher<Gomoku>>::merge_outputs(parts).unwrap();
    same_result(&a, &direct[0]);
    same_result(&b, &direct[1]);

    let h = random_line(Hex::new(6, false).unwrap(), 3, 1)
        .pop()
        .unwrap();
    let rave = Config {
        rave: true,
        ..Config::default()
    };
    let limit = Limit::Iterations(900);
    let native = Pair::new(
        Search::new(h.clone(), Config::default(), 7, limit, 2),
        Search::new(h.clone(), rave, 7, limit, 2),
    )
    .run_to_end();
    let compare = Pair::new(
        Search::new(h.clone(), Config::default(), 7, limit, 1),
        Search::new(h, rave, 7, limit, 1),
    );
    let mut runners = [Runner::new(), Runner::new()];
    let parts = run_jobs::<Pair<Search<Hex>>>(compare.jobs(2), &mut runners);
    let [a, b] = Pair::<Search<Hex>>::merge_outputs(parts).unwrap();
    same_decision(&a, &native[0]);
    same_decision(&b, &native[1]);
}

#[test]
fn a_worker_reuses_its_tree_the_way_a_native_match_does() {
    let start = random_line(Hex::new(7, false).unwrap(), 2, 6)
        .pop()
        .unwrap();
    let limit = Limit::Iterations(3000);
    // 네이티브 대국: 첫 생각의 트리를 꺼내, 두 수(AI, 사람)만큼 옮겨 다음 생각에 쓴다.
    let mut first = Search::new(start.clone(), Config::default(), 11, limit, 1);
    let d1 = first.run_to_end();
    let ai = d1.best.unwrap();
    let mut after = start.clone();
    after.play(ai);
    let mut moves = Vec::new();
    after.legal_moves(&mut moves);
    let human = moves[moves.len() / 2];
    after.play(human);
    let mut tree: Mcts<Hex> = first.take_tree().unwrap();
    tree.advance(ai);
    tree.advance(human);
    tree.set_record_last(false);
    let native = Search::with_trees(vec![tree], limit).run_to_end();
    let fresh = Search::new(after.clone(), Config::default(), 12, limit, 1).run_to_end();
    assert_ne!(
        native.root, fresh.root,
        "the reused tree starts with visits"
    );

    // 작업자: 같은 두 생각을 편지로. 두 번째 작업은 국면만 보낸다.
    let mut r = [Runner::new()];
    let p1 = run_jobs::<Search<Hex>>(
        Search::new(start, Config::default(), 11, limit, 1).jobs(1),
        &mut r,
    );
    same_decision(&p1[0], &d1);
    let p2 = run_jobs::<Search<Hex>>(
        Search::new(after.clone(), Config::default(), 12, limit, 1).jobs(1),
        &mut r,
    );
    same_decision(&p2[0], &native);

    // 같은 국면이 다시 오면 (AI가 먼저 두는 새 게임) 새 트리: 씨앗 14로 바로 찾은 것과 같다.
    let again = Search::new(after.clone(), Config::default(), 14, limit, 1);
    let direct = again.clone().run_to_end();
    let p_again = run_jobs::<Search<Hex>>(again.jobs(1), &mut r);
    same_decision(&p_again[0], &direct);

    // 새 판 (앞 국면의 돌이 없다): 새 트리.
    let new_game = Hex::new(7, false).unwrap();
    let direct = Search::new(new_game.clone(), Config::default(), 13, limit, 1).run_to_end();
    let p3 = run_jobs::<Search<Hex>>(
        Search::new(new_game, Config::default(), 13, limit, 1).jobs(1),
        &mut r,
    );
    same_decision(&p3[0], &direct);
}

#[test]
fn a_worker_reuses_its_table_across_moves_of_one_game_only() {
    let config = SearchConfig {
        max_depth: 3,
        tt_bits: 12,
        ..SearchConfig::default()
    };
    let mut g = Gomoku::new(9).unwrap();
    g.play(GMove(40));
    // 네이티브: 첫 탐색의 표를 다음 수의 탐색에 넘긴다.
    let mut s1 = Searcher::new(g.clone(), config);
    let r1 = s1.run_to_end();
    let mut g2 = g.clone();
    g2.play(r1.best.unwrap());
    g2.play(GMove(22));
    let native = Searcher::new(g2.clone(), config)
        .with_table(s1.take_table().unwrap())
        .run_to_end();
    let fresh = Searcher::new(g2.clone(), config).run_to_end();
    assert_ne!(native.tt, fresh.tt, "the carried table changes the counts");

    let mut r = [Runner::new()];
    let game_job = |g: &Gomoku| vec![ab_job(&Searcher::new(g.clone(), config), true)];
    let p1 = run_jobs::<Searcher<Gomoku>>(game_job(&g), &mut r);
    same_result(&p1[0], &r1);
    let p2 = run_jobs::<Searcher<Gomoku>>(game_job(&g2), &mut r);
    same_result(&p2[0], &native);
    // 새 판은 새 표로.
    let empty = Gomoku::new(9).unwrap();
    let p3 = run_jobs::<Searcher<Gomoku>>(game_job(&empty), &mut r);
    same_result(&p3[0], &Searcher::new(empty, config).run_to_end());
}

#[test]
fn lineage_finds_the_moves_between_positions_of_one_game() {
    for seed in 0..30 {
        let mut line = random_line(Hex::new(6, false).unwrap(), 30, seed);
        line.retain(|g| !g.status().is_over());
        for i in 0..line.len() {
            for j in i..line.len().min(i + 4) {
                let path = line[j].moves_since(&line[i]).unwrap();
                assert_eq!(path.len(), j - i);
                let mut g = line[i].clone();
                for mv in path {
                    g.play(mv);
                }
                assert_eq!(encode(&g), encode(&line[j]));
            }
            if i > 0 {
                assert_eq!(
                    line[i - 1].moves_since(&line[i]),
                    None,
                    "undo is not a descendant"
                );
            }
        }
        let other = random_line(Hex::new(6, false).unwrap(), 10, seed + 100);
        assert_eq!(
            other[10]
                .moves_since(&line[3])
                .filter(|_| other[3] != line[3]),
            None
        );
        let hav = random_line(Havannah::new(5).unwrap(), 12, seed);
        assert_eq!(hav[12].moves_since(&hav[9]).map(|p| p.len()), Some(3));
        // 끝난 판은 빼고 (끝난 판에 이른 순서와 다르게 두면 중간에 이긴 모양이 생길 수 있다).
        let ttt = random_line(TicTacToe::new(), 9, seed);
        let last = ttt.iter().rposition(|g| !g.status().is_over()).unwrap();
        assert_eq!(
            ttt[last].moves_since(&ttt[1]).map(|p| p.len()),
            Some(last - 1)
        );
    }
    let mut c = Chess::new();
    let before = c.clone();
    c.play_str("e2e4").unwrap();
    c.play_str("e7e5").unwrap();
    assert_eq!(c.moves_since(&before).map(|p| p.len()), Some(2));
    assert_eq!(before.moves_since(&c), None);
}

#[test]
fn cancel_stops_the_thought_and_says_so() {
    let mut r = Runner::new();
    let job = hex_job(2, 1).pop().unwrap();
    assert!(
        r.receive(&encode(&ToWorker::Start {
            id: 1,
            job: job.clone()
        }))
        .is_empty()
    );
    assert_eq!(r.step(Budget::Work(10)), None);
    assert!(r.is_busy());
    // 새 생각이 옛 생각을 멈춘다.
    assert_eq!(
        r.receive(&encode(&ToWorker::Start { id: 2, job })),
        vec![FromWorker::Stopped { id: 1 }]
    );
    // 옛 번호의 취소는 지금 생각을 멈추지 않는다.
    assert_eq!(
        r.receive(&encode(&ToWorker::Cancel { id: 1 })),
        vec![FromWorker::Stopped { id: 1 }]
    );
    assert!(r.is_busy());
    assert_eq!(
        r.receive(&encode(&ToWorker::Cancel { id: 2 })),
        vec![FromWorker::Stopped { id: 2 }]
    );
    assert!(!r.is_busy());
    assert_eq!(r.step(Budget::Work(10)), None);
    assert_eq!(r.snapshot(), None);
}

#[test]
fn garbage_letters_are_refused_without_a_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut r = Runner::new();
    let good = encode(&ToWorker::Start {
        id: 9,
        job: hex_job(3, 1).pop().unwrap(),
    });
    for n in 0..3000 {
        let mut bytes = good.clone();
        // 바이트 몇 개를 아무 값으로, 또는 아무 길이로 자른다.
        for _ in 0..1 + n % 4 {
            let i = rand::RngExt::random_range(&mut rng, 0..bytes.len());
            bytes[i] = rand::RngExt::random(&mut rng);
        }
        bytes.truncate(rand::RngExt::random_range(&mut rng, 0..=bytes.len()));
        for reply in r.receive(&bytes) {
            assert!(
                matches!(
                    reply,
                    FromWorker::Failed { .. } | FromWorker::Stopped { .. }
                ),
                "{reply:?}"
            );
        }
        let _ = r.step(Budget::Work(50));
    }
}
