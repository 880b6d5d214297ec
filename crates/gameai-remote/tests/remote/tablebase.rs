//! 끝내기 표의 작업자 경로: 만들기 작업과 표가 인코딩을 왕복하고, 작업자에서 만든 표 = 바로 만든 표,
//! 표에 묻는 대국의 알파-베타 = 같은 표에 묻는 바로 한 탐색. 맞지 않는 칸은 거부된다.

use std::sync::Arc;

use gameai::games::chess::{Board, Chess, Color, Piece, Square};
use gameai::search::{SearchConfig, Searcher};
use gameai::step::Steppable;
use gameai::tablebase::{Generated, Generator, Material, Table, Tablebase, generate, oracle};
use gameai_remote::wire::{decode, encode};
use gameai_remote::{FromWorker, Job, Remote, Runner, ToWorker, ab_job};

use super::{run_jobs, same_result};

/// KQK의 흑 킹을 칸마다 둔 국면들 (앱의 풀기 판이 지켜보는 것과 같은 모양; 불가능한 칸은 빠진다).
fn watch() -> Vec<Board> {
    let (c3, d5) = (Square::at(2, 2), Square::at(3, 4));
    (0..64)
        .filter_map(|i| {
            let king = Square::at(i % 8, i / 8);
            Board::from_pieces(
                [
                    (Color::White, Piece::King, c3),
                    (Color::White, Piece::Queen, d5),
                    (Color::Black, Piece::King, king),
                ],
                Color::Black,
            )
            .ok()
        })
        .collect()
}

#[test]
fn a_tablebase_job_survives_the_round_trip_and_no_prefix_decodes() {
    let have = generate(&Material::parse("KRK").unwrap()).tablebase;
    let g = Generator::new(&Material::parse("KQK").unwrap(), have).with_watch(watch());
    let jobs = g.jobs(3);
    assert_eq!(jobs.len(), 1, "one worker makes the tables");
    let m = ToWorker::Start {
        id: 7,
        job: jobs[0].clone(),
    };
    let bytes = encode(&m);
    assert_eq!(decode::<ToWorker>(&bytes), Ok(m));
    for cut in (0..bytes.len()).step_by(97) {
        assert!(decode::<ToWorker>(&bytes[..cut]).is_err(), "prefix {cut}");
    }
}

#[test]
fn tables_made_on_a_worker_equal_the_tables_made_here() {
    for name in ["KQK", "KPK"] {
        let m = Material::parse(name).unwrap();
        let direct = generate(&m);
        let boards = if name == "KQK" { watch() } else { Vec::new() };
        let g = Generator::new(&m, Tablebase::new()).with_watch(boards.clone());
        let mut r = [Runner::new()];
        let parts = run_jobs::<Generator>(g.jobs(1), &mut r);
        let got: Generated = Generator::merge_outputs(parts).unwrap();
        assert_eq!(got.tablebase, direct.tablebase, "{name}");
        assert_eq!(got.reports.len(), direct.reports.len());
        for (a, b) in got.reports.iter().zip(&direct.reports) {
            assert_eq!(
                (&a.material, a.positions, a.wins, a.draws, a.losses),
                (&b.material, b.positions, b.wins, b.draws, b.losses)
            );
            assert_eq!((&a.by_plies, &a.longest), (&b.by_plies, &b.longest));
        }
        // 지켜본 국면의 마지막 값 = 표의 값.
        let last = Generator::new(&m, got.tablebase.clone()).with_watch(boards.clone());
        let snap = last.snapshot();
        assert_eq!(snap.watched.len(), boards.len());
        for (b, v) in boards.iter().zip(&snap.watched) {
            assert_eq!(*v, direct.tablebase.value_of(b).ok(), "{}", b.to_fen());
        }
    }
}

#[test]
fn a_worker_snapshot_paints_the_watched_positions_as_they_are_solved() {
    let m = Material::parse("KQK").unwrap();
    let boards = watch();
    let table = generate(&m).tablebase;
    let mut r = Runner::new();
    let job = Generator::new(&m, Tablebase::new())
        .with_watch(boards.clone())
        .jobs(1)
        .pop()
        .unwrap();
    assert!(
        r.receive(&encode(&ToWorker::Start { id: 1, job }))
            .is_empty()
    );
    let mut known = 0;
    loop {
        if let Some(FromWorker::Snapshot { data, .. }) = r.snapshot() {
            let s: gameai::tablebase::GenSnapshot = decode(&data).unwrap();
            // 정해진 값은 끝의 값과 같고, 정해진 수는 줄지 않는다.
            let now = s.watched.iter().flatten().count();
            assert!(now >= known);
            known = now;
            for (b, v) in boards.iter().zip(&s.watched) {
                if let Some(v) = v {
                    assert_eq!(Some(*v), table.value_of(b).ok());
                }
            }
        }
        if r.step(gameai::step::Budget::Work(50)).is_some() {
            break;
        }
    }
    assert_eq!(known, boards.len());
}

#[test]
fn tables_whose_cells_do_not_fit_are_refused() {
    let tb = generate(&Material::parse("KRK").unwrap()).tablebase;
    let t = tb.tables()[0].clone();
    let m = t.material().clone();
    assert!(Table::from_cells(&m, t.cells().to_vec()).is_some());
    assert!(Table::from_cells(&m, t.cells()[1..].to_vec()).is_none());
    let mut unknown = t.cells().to_vec();
    let at = unknown.iter().position(|&c| c > 1).unwrap();
    unknown[at] = 0;
    assert!(Table::from_cells(&m, unknown).is_none());
    // 표의 이름 꼴이 아닌 재료 (흑만 기물을 가진 KRK의 거울).
    let mirrored = Material {
        white: m.black.clone(),
        black: m.white.clone(),
    };
    assert!(Table::from_cells(&mirrored, t.cells().to_vec()).is_none());
    let mut bytes = encode(&tb);
    let last = bytes.len() - 1;
    bytes.truncate(last);
    assert!(decode::<Tablebase>(&bytes).is_err());
}

#[test]
fn a_searcher_that_asks_the_tables_asks_them_on_the_worker_too() {
    let tb = Arc::new(generate(&Material::parse("KRK").unwrap()).tablebase);
    let config = SearchConfig {
        max_depth: 3,
        tt_bits: 12,
        ..SearchConfig::default()
    };
    let c = Chess::from_fen("8/8/8/8/8/2k5/1R6/K7 w - - 0 1").unwrap();
    let searcher = Searcher::new(c.clone(), config).with_oracle(oracle(Arc::clone(&tb)));
    let jobs = searcher.jobs(1);
    let Job::AlphaBeta(job) = &jobs[0] else {
        panic!("{jobs:?}")
    };
    // 표는 나눠 가진다 (베끼지 않는다).
    assert!(Arc::ptr_eq(job.tables.as_ref().unwrap(), &tb));
    let direct = Searcher::new(c.clone(), config)
        .with_oracle(oracle(Arc::clone(&tb)))
        .run_to_end();
    let mut r = [Runner::new()];
    let parts = run_jobs::<Searcher<Chess>>(jobs, &mut r);
    let got = Searcher::<Chess>::merge_outputs(parts).unwrap();
    same_result(&got, &direct);
    // 표 없이 같은 깊이로는 16수 메이트를 모른다: 답이 다르다 (표가 정말 건넜다).
    let plain = Searcher::new(c, config).run_to_end();
    assert_ne!(plain.value, got.value);
}

#[test]
fn endgame_tables_for_another_game_are_refused() {
    let tb = Arc::new(generate(&Material::parse("KQK").unwrap()).tablebase);
    let g = gameai::games::gomoku::Gomoku::new(9).unwrap();
    let Job::AlphaBeta(mut job) = ab_job(&Searcher::new(g, SearchConfig::default()), false) else {
        unreachable!()
    };
    job.tables = Some(tb);
    let mut r = Runner::new();
    let replies = r.receive(&encode(&ToWorker::Start {
        id: 4,
        job: Job::AlphaBeta(job),
    }));
    assert!(
        matches!(&replies[..], [FromWorker::Failed { id: 4, why }] if why.contains("chess")),
        "{replies:?}"
    );
}
