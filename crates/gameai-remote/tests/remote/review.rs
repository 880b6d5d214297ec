//! 돌아보기의 작업: 작업자가 다시 만든 돌아보기의 답 = 같은 판정으로 바로 돌아본 답 (헥스는 MCTS,
//! 오목과 체스는 알파-베타), 푼 게임의 돌아보기는 보내지 않고, 둘 수 없는 수가 든 작업은 실패로 답한다.

use super::run_jobs;
use gameai::games::Player;
use gameai::games::chess::Chess;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::games::hex::Hex;
use gameai::games::nim::Nim;
use gameai::mcts::Config;
use gameai::review::{ChessJudge, GomokuJudge, MctsJudge, NimJudge, Reviewer, review};
use gameai::search::SearchConfig;
use gameai_remote::wire::{decode, encode};
use gameai_remote::{FromWorker, Job, Remote, ReviewJob, Runner, ToWorker};

#[test]
fn a_review_on_a_worker_equals_the_direct_review() {
    let mut r = [Runner::new()];
    let hex = Hex::new(5, false).unwrap();
    let moves: Vec<_> = ["c3", "b4", "d2"]
        .iter()
        .map(|n| hex.parse_move(n).unwrap())
        .collect();
    let judge = MctsJudge::<Hex>::new(Config::default(), 800, 7);
    let direct = review(&mut judge.clone(), &hex, Player::First, &moves).unwrap();
    let reviewer = Reviewer::new(judge.clone(), &hex, Player::First, &moves).unwrap();
    let parts = run_jobs::<Reviewer<MctsJudge<Hex>>>(reviewer.jobs(1), &mut r);
    assert_eq!(parts.len(), 1, "one worker reviews the whole game");
    assert_eq!(
        Reviewer::<MctsJudge<Hex>>::merge_outputs(parts).unwrap(),
        direct
    );
    // 작업자가 여럿이면 수들을 토막으로 나누어 (수보다 많이는 나누지 않는다), 이으면 같은 답.
    let mut crew = [Runner::new(), Runner::new(), Runner::new(), Runner::new()];
    let jobs = reviewer.jobs(4);
    assert_eq!(jobs.len(), 3, "three moves, three pieces");
    let parts = run_jobs::<Reviewer<MctsJudge<Hex>>>(jobs, &mut crew);
    assert_eq!(parts.iter().map(Vec::len).collect::<Vec<_>>(), [1, 1, 1]);
    assert_eq!(
        Reviewer::<MctsJudge<Hex>>::merge_outputs(parts).unwrap(),
        direct
    );
    // 연습의 판정 (한 수부터): 작업자도 앞의 수들은 두기만 한다.
    let tail = Reviewer::new(judge.clone(), &hex, Player::First, &moves)
        .unwrap()
        .from_ply(2);
    let parts = run_jobs::<Reviewer<MctsJudge<Hex>>>(tail.jobs(4), &mut r);
    assert_eq!(
        Reviewer::<MctsJudge<Hex>>::merge_outputs(parts).unwrap(),
        direct[2..].to_vec()
    );

    let config = SearchConfig {
        max_depth: 2,
        tt_bits: 12,
        ..SearchConfig::default()
    };
    let g = Gomoku::new(9).unwrap();
    let moves = [GMove(40), GMove(41), GMove(31)];
    let direct = review(&mut GomokuJudge { config }, &g, Player::First, &moves).unwrap();
    let reviewer = Reviewer::new(GomokuJudge { config }, &g, Player::First, &moves).unwrap();
    let parts = run_jobs::<Reviewer<GomokuJudge>>(reviewer.jobs(2), &mut crew[..2]);
    assert_eq!(parts.iter().map(Vec::len).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(
        Reviewer::<GomokuJudge>::merge_outputs(parts).unwrap(),
        direct
    );

    let c = Chess::new();
    let mut walk = c.clone();
    let moves: Vec<_> = ["e2e4", "e7e5"]
        .iter()
        .map(|m| walk.play_str(m).unwrap())
        .collect();
    let direct = review(&mut ChessJudge::new(config), &c, Player::First, &moves).unwrap();
    let reviewer = Reviewer::new(ChessJudge::new(config), &c, Player::First, &moves).unwrap();
    let parts = run_jobs::<Reviewer<ChessJudge>>(reviewer.jobs(1), &mut r);
    assert_eq!(
        Reviewer::<ChessJudge>::merge_outputs(parts).unwrap(),
        direct
    );
}

#[test]
fn an_exact_review_stays_in_place() {
    let nim = Nim::new(vec![3, 4, 5], gameai::games::nim::Variant::default()).unwrap();
    let reviewer = Reviewer::new(NimJudge, &nim, Player::First, &[]).unwrap();
    assert!(reviewer.jobs(4).is_empty());
}

#[test]
fn a_review_job_with_an_illegal_move_fails_with_a_reason() {
    let hex = Hex::new(5, false).unwrap();
    let c3 = hex.parse_move("c3").unwrap();
    let job = Job::Review(Box::new(ReviewJob {
        game: gameai::games::GameId::Hex,
        start: encode(&hex),
        first: Player::First,
        moves: encode(&vec![c3, c3]),
        budget: gameai_remote::JudgeBudget::Mcts {
            config: Config::default(),
            iterations: 10,
            seed: 1,
        },
        from: 0,
        to: 2,
    }));
    let mut runner = Runner::new();
    let out = runner.receive(&encode(&ToWorker::Start { id: 9, job }));
    assert!(
        matches!(&out[..], [FromWorker::Failed { id: 9, why }] if why.contains("move 2")),
        "{out:?}"
    );
    assert!(decode::<Job>(&[4]).is_err(), "a cut review job is refused");
}
