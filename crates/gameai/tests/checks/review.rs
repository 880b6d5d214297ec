//! 돌아보기: 푼 게임(님, 위토프, 틱택토)의 판정과 표시를 시험 안에 쓴 완전 탐색과 견준다 — 무작위 대국
//! 수백 판의 모든 수에서 앞뒤 값과 표시가 같다. 완벽한 대국에는 표시가 없고, 이김에서 짐으로 간 수는
//! 언제나 큰 실수다. 둘 수 없는 수는 몇째 수인지 말한다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::collections::HashMap;

use gameai::games::Player;
use gameai::games::nim::{Nim, NimMove, PlayRule, TakeRule, Variant};
use gameai::games::tictactoe::TicTacToe;
use gameai::games::wythoff::Cell;
use gameai::review::{
    Exact, MoveReview, NimJudge, TicTacToeJudge, Value, Verdict, WythoffJudge, review,
};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// 기대하는 표시 (명세 그대로): 결과가 나빠지면 큰 실수, 같은 결과를 그만큼 빨리(지면 그만큼 오래)면
/// 가장 좋음, 아니면 좋음.
fn expected(before: Exact, after: Exact) -> Verdict {
    let rank = |e: Exact| match e {
        Exact::Win(_) => 1,
        Exact::Draw => 0,
        Exact::Loss(_) => -1,
    };
    if rank(after) < rank(before) {
        return Verdict::Blunder;
    }
    let as_good = match (after, before) {
        (Exact::Win(Some(a)), Exact::Win(Some(b))) => a <= b,
        (Exact::Loss(Some(a)), Exact::Loss(Some(b))) => a >= b,
        _ => true,
    };
    if as_good {
        Verdict::Best
    } else {
        Verdict::Good
    }
}

fn exact(v: Value) -> Exact {
    match v {
        Value::Exact(e) => e,
        other => panic!("not exact: {other:?}"),
    }
}

/// 님의 완전 탐색: 둘 차례가 이기는가 (`last_wins`: 마지막 돌을 가진 쪽이 이긴다).
fn nim_wins(
    heaps: &mut Vec<u32>,
    take: Option<u32>,
    last_wins: bool,
    memo: &mut HashMap<Vec<u32>, bool>,
) -> bool {
    if heaps.iter().all(|&h| h == 0) {
        // 상대가 마지막 돌을 가져갔다.
        return !last_wins;
    }
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let mut win = false;
    'all: for i in 0..heaps.len() {
        let h = heaps[i];
        for n in 1..=h.min(take.unwrap_or(u32::MAX)) {
            heaps[i] = h - n;
            let child = nim_wins(heaps, take, last_wins, memo);
            heaps[i] = h;
            if !child {
                win = true;
                break 'all;
            }
        }
    }
    memo.insert(heaps.clone(), win);
    win
}

#[test]
fn nim_reviews_agree_with_a_brute_force_solver() {
    let mut rng = ChaCha8Rng::seed_from_u64(54);
    for game in 0..300 {
        let (rule, take) = match game % 3 {
            0 => (PlayRule::Normal, None),
            1 => (PlayRule::Misere, None),
            _ => (PlayRule::Normal, Some(rng.random_range(1..=4))),
        };
        let variant = Variant {
            rule,
            take: take.map_or(TakeRule::Any, TakeRule::UpTo),
        };
        let heaps: Vec<u32> = (0..rng.random_range(2..=4))
            .map(|_| rng.random_range(0..=5))
            .collect();
        let start = Nim::new(heaps.clone(), variant.clone()).unwrap();
        let mut moves = Vec::new();
        let mut pos = start.clone();
        while !pos.is_over() {
            let legal: Vec<NimMove> = pos.legal_moves().collect();
            let mv = *legal.choose(&mut rng).unwrap();
            pos.play(mv);
            moves.push(mv);
        }
        let reviews = review(&mut NimJudge, &start, Player::First, &moves).unwrap();
        let mut memo = HashMap::new();
        let last_wins = rule == PlayRule::Normal;
        let mut pos = start.clone();
        for r in &reviews {
            let mut h = pos.heaps().to_vec();
            let before = nim_wins(&mut h, take, last_wins, &mut memo);
            pos.play(r.mv);
            let mut h = pos.heaps().to_vec();
            let after = !nim_wins(&mut h, take, last_wins, &mut memo);
            let as_exact = |w: bool| {
                if w {
                    Exact::Win(None)
                } else {
                    Exact::Loss(None)
                }
            };
            assert_eq!(
                exact(r.before),
                as_exact(before),
                "{heaps:?} {variant:?} ply {}",
                r.ply
            );
            assert_eq!(
                exact(r.after),
                as_exact(after),
                "{heaps:?} {variant:?} ply {}",
                r.ply
            );
            assert_eq!(r.verdict, expected(as_exact(before), as_exact(after)));
            assert!(r.exact);
            if before && !after {
                assert_eq!(r.verdict, Verdict::Blunder);
            }
        }
    }
}

/// 여왕이 `c`에서 갈 수 있는 칸들: 왼쪽, 아래, 왼쪽 아래 대각선.
fn queen_moves(c: Cell) -> Vec<Cell> {
    let left = (1..=c.x).map(|k| Cell::new(c.x - k, c.y));
    let down = (1..=c.y).map(|k| Cell::new(c.x, c.y - k));
    let diagonal = (1..=c.x.min(c.y)).map(|k| Cell::new(c.x - k, c.y - k));
    left.chain(down).chain(diagonal).collect()
}

/// 위토프의 완전 탐색: 둘 차례의 결과와 끝까지의 반수 (가장 빠른 이김, 가장 긴 버팀).
fn wythoff(c: Cell, memo: &mut HashMap<Cell, Exact>) -> Exact {
    if c == Cell::CORNER {
        return Exact::Loss(Some(0));
    }
    if let Some(&e) = memo.get(&c) {
        return e;
    }
    let children = queen_moves(c);
    let values: Vec<Exact> = children.iter().map(|&d| wythoff(d, memo)).collect();
    let win = values
        .iter()
        .filter_map(|e| match e {
            Exact::Loss(Some(p)) => Some(p + 1),
            _ => None,
        })
        .min();
    let e = match win {
        Some(p) => Exact::Win(Some(p)),
        None => Exact::Loss(Some(
            values
                .iter()
                .filter_map(|e| match e {
                    Exact::Win(Some(p)) => Some(p + 1),
                    _ => None,
                })
                .max()
                .unwrap_or(0),
        )),
    };
    memo.insert(c, e);
    e
}

fn flip(e: Exact) -> Exact {
    match e {
        Exact::Win(p) => Exact::Loss(p.map(|p| p + 1)),
        Exact::Loss(p) => Exact::Win(p.map(|p| p + 1)),
        Exact::Draw => Exact::Draw,
    }
}

#[test]
fn wythoff_reviews_agree_with_a_brute_force_solver_and_perfect_play_has_no_marks() {
    let mut rng = ChaCha8Rng::seed_from_u64(55);
    let mut memo = HashMap::new();
    let mut blunders = 0;
    for game in 0..200 {
        let from = Cell::new(rng.random_range(0..16), rng.random_range(0..16));
        let mut judge = WythoffJudge::new(from).unwrap();
        // 반은 완벽한 대국 (양쪽 모두 표의 가장 좋은 수), 반은 무작위.
        let perfect = game % 2 == 0;
        let mut moves = Vec::new();
        let mut at = from;
        while at != Cell::CORNER {
            let next = if perfect {
                judge_best(&mut judge, at)
            } else {
                *queen_moves(at).choose(&mut rng).unwrap()
            };
            moves.push(next);
            at = next;
        }
        let reviews = review(&mut judge, &from, Player::First, &moves).unwrap();
        let mut at = from;
        for r in &reviews {
            let before = wythoff(at, &mut memo);
            let after = flip(wythoff(r.mv, &mut memo));
            assert_eq!(exact(r.before), before, "{from:?} ply {}", r.ply);
            assert_eq!(exact(r.after), after, "{from:?} ply {}", r.ply);
            assert_eq!(r.verdict, expected(before, after), "{from:?} ply {}", r.ply);
            if perfect {
                assert_eq!(r.verdict, Verdict::Best, "{from:?} ply {}", r.ply);
            }
            blunders += usize::from(r.verdict == Verdict::Blunder);
            at = r.mv;
        }
    }
    assert!(blunders > 20, "random games should blunder: {blunders}");
}

fn judge_best(judge: &mut WythoffJudge, at: Cell) -> Cell {
    use gameai::review::Judge;
    judge.judge(&at).best.unwrap()
}

/// 틱택토의 완전 탐색 (네가맥스): 둘 차례의 결과와 끝까지의 반수.
fn ttt(pos: &TicTacToe, memo: &mut HashMap<[u16; 2], Exact>) -> Exact {
    use gameai::games::Status;
    use gameai::mcts::Game;
    match pos.status() {
        Status::Won(_) => return Exact::Loss(Some(0)),
        Status::Draw => return Exact::Draw,
        Status::Ongoing => {}
    }
    if let Some(&e) = memo.get(&pos.bits()) {
        return e;
    }
    let mut best: Option<(i32, u32)> = None; // (결과, 반수) — 결과가 높고, 이기면 짧고 지면 긴 것
    for c in 0..9u8 {
        let mut next = *pos;
        if next.try_play(c).is_err() {
            continue;
        }
        let e = flip(ttt(&next, memo));
        let key = match e {
            Exact::Win(Some(p)) => (1, u32::MAX - p),
            Exact::Draw => (0, 0),
            Exact::Loss(Some(p)) => (-1, p),
            _ => unreachable!(),
        };
        if best.is_none_or(|b| (key.0, key.1) > b) {
            best = Some(key);
        }
    }
    let e = match best.unwrap() {
        (1, p) => Exact::Win(Some(u32::MAX - p)),
        (0, _) => Exact::Draw,
        (_, p) => Exact::Loss(Some(p)),
    };
    memo.insert(pos.bits(), e);
    e
}

#[test]
fn tic_tac_toe_reviews_agree_with_a_brute_force_solver() {
    let mut rng = ChaCha8Rng::seed_from_u64(56);
    let mut memo = HashMap::new();
    let mut marks = HashMap::new();
    for _ in 0..300 {
        let start = TicTacToe::new();
        let mut pos = start;
        let mut moves = Vec::new();
        while matches!(
            gameai::mcts::Game::status(&pos),
            gameai::games::Status::Ongoing
        ) {
            let legal: Vec<u8> = (0..9).filter(|&c| pos.at(c).is_none()).collect();
            let c = *legal.choose(&mut rng).unwrap();
            pos.try_play(c).unwrap();
            moves.push(c);
        }
        let reviews: Vec<MoveReview<u8>> =
            review(&mut TicTacToeJudge, &start, Player::First, &moves).unwrap();
        let mut pos = start;
        for r in &reviews {
            let before = ttt(&pos, &mut memo);
            pos.try_play(r.mv).unwrap();
            let after = flip(ttt(&pos, &mut memo));
            assert_eq!(exact(r.before), before, "{moves:?} ply {}", r.ply);
            assert_eq!(exact(r.after), after, "{moves:?} ply {}", r.ply);
            assert_eq!(
                r.verdict,
                expected(before, after),
                "{moves:?} ply {}",
                r.ply
            );
            *marks.entry(r.verdict).or_insert(0) += 1;
        }
    }
    // 무작위 대국에는 세 가지 표시가 다 나온다.
    for v in [Verdict::Best, Verdict::Good, Verdict::Blunder] {
        assert!(marks.get(&v).copied().unwrap_or(0) > 10, "{marks:?}");
    }
}

#[test]
fn an_illegal_move_names_its_ply_and_reviews_nothing() {
    let start = TicTacToe::new();
    let err = review(&mut TicTacToeJudge, &start, Player::First, &[4, 0, 4]).unwrap_err();
    assert_eq!(err.ply, 3);
    let from = Cell::new(5, 3);
    let mut judge = WythoffJudge::new(from).unwrap();
    let err = review(
        &mut judge,
        &from,
        Player::First,
        &[Cell::new(4, 3), Cell::new(4, 5)],
    )
    .unwrap_err();
    assert_eq!(err.ply, 2);
}

/// 문서의 문턱 (docs/review.md)을 시험 안에서 다시: lichess의 곡선으로 0–100점, 10·20·30점.
fn documented_verdict(before: Value, after: Value, played_best: bool) -> Verdict {
    let chance = |v: Value| -> f64 {
        match v {
            Value::Exact(Exact::Win(_)) => 100.0,
            Value::Exact(Exact::Draw) => 50.0,
            Value::Exact(Exact::Loss(_)) => 0.0,
            Value::Score(gameai::review::Score::Mate(n)) => {
                if n > 0 {
                    100.0
                } else {
                    0.0
                }
            }
            Value::Score(gameai::review::Score::Cp(c)) => {
                100.0 / (1.0 + (-0.003_682_08 * f64::from(c)).exp())
            }
            Value::Rate(r) => 100.0 * r,
        }
    };
    if let (Value::Exact(b), Value::Exact(a)) = (before, after) {
        return expected(b, a);
    }
    let drop = chance(before) - chance(after);
    if drop >= 30.0 {
        Verdict::Blunder
    } else if drop >= 20.0 {
        Verdict::Mistake
    } else if drop >= 10.0 {
        Verdict::Inaccuracy
    } else if played_best || drop <= 0.0 {
        Verdict::Best
    } else {
        Verdict::Good
    }
}

/// 탐색으로 판정한 대국: 수마다 앞의 값은 그 국면을 같은 예산으로 바로 찾은 값, 뒤의 값은 다음 국면을 한 수
/// 얕게 (`after`: 같은 수평선) 바로 찾은 값을 둔 쪽에서 본 것이고, 표시는 문서의 문턱대로다.
fn check_search_review<M: Copy + PartialEq + core::fmt::Debug>(
    reviews: &[MoveReview<M>],
    direct: &[Value],
    after: &[Value],
) {
    assert_eq!(direct.len(), reviews.len() + 1);
    for (k, r) in reviews.iter().enumerate() {
        assert_eq!(r.before, direct[k], "ply {}", r.ply);
        assert_eq!(r.after, after[k + 1].for_mover(), "ply {}", r.ply);
        let best = r.best == Some(r.mv);
        assert_eq!(
            r.verdict,
            documented_verdict(r.before, r.after, best),
            "ply {}",
            r.ply
        );
    }
}

#[test]
fn gomoku_and_chess_reviews_are_direct_searches_marked_by_the_documented_thresholds() {
    use gameai::games::chess::Chess;
    use gameai::games::gomoku::Gomoku;
    use gameai::review::{ChessJudge, GomokuJudge, score};
    use gameai::search::{SearchConfig, SearchGame, Searcher};
    use gameai::step::Steppable;

    let config = SearchConfig {
        max_depth: 3,
        ..SearchConfig::default()
    };
    let shallow = SearchConfig {
        max_depth: 2,
        ..config
    };
    let direct = |v: i32| Value::Score(score(v));
    // 오목: 무작위 수 열 개.
    let mut rng = ChaCha8Rng::seed_from_u64(57);
    let start = Gomoku::new(9).unwrap();
    let mut g = start.clone();
    let mut moves = Vec::new();
    let mut values = vec![direct(Searcher::new(g.clone(), config).run_to_end().value)];
    let mut afters = values.clone();
    for _ in 0..10 {
        let mut legal = Vec::new();
        g.moves(&mut legal);
        let mv = *legal.choose(&mut rng).unwrap();
        g.try_play(mv).unwrap();
        moves.push(mv);
        if g.winner().is_some() {
            values.push(Value::Exact(Exact::Loss(Some(0))));
            afters.push(Value::Exact(Exact::Loss(Some(0))));
            break;
        }
        values.push(direct(Searcher::new(g.clone(), config).run_to_end().value));
        afters.push(direct(Searcher::new(g.clone(), shallow).run_to_end().value));
    }
    let reviews = review(&mut GomokuJudge { config }, &start, Player::First, &moves).unwrap();
    check_search_review(&reviews, &values, &afters);
    // 체스: 무작위 수 여덟 개.
    let start = Chess::new();
    let mut g = start.clone();
    let mut moves = Vec::new();
    let mut values = vec![direct(Searcher::new(g.clone(), config).run_to_end().value)];
    let mut afters = values.clone();
    for _ in 0..8 {
        let legal = g.board().legal_moves();
        let mv = *legal.choose(&mut rng).unwrap();
        g.try_play(mv).unwrap();
        moves.push(mv);
        values.push(direct(Searcher::new(g.clone(), config).run_to_end().value));
        afters.push(direct(Searcher::new(g.clone(), shallow).run_to_end().value));
    }
    let reviews = review(&mut ChessJudge::new(config), &start, Player::First, &moves).unwrap();
    check_search_review(&reviews, &values, &afters);
}

#[test]
fn hex_reviews_are_direct_seeded_searches_and_repeat() {
    use gameai::games::hex::Hex;
    use gameai::mcts::{Config, Game, Limit, Search};
    use gameai::review::MctsJudge;
    use gameai::step::Steppable;

    let mut rng = ChaCha8Rng::seed_from_u64(58);
    let start = Hex::new(5, false).unwrap();
    let mut g = start.clone();
    let mut moves = Vec::new();
    let rate = |g: &Hex| {
        let d =
            Search::new(g.clone(), Config::default(), 7, Limit::Iterations(600), 1).run_to_end();
        Value::Rate(f64::from(d.root[0].win_rate()))
    };
    let mut values = vec![rate(&g)];
    for _ in 0..8 {
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        let mv = *legal.choose(&mut rng).unwrap();
        g.play_unchecked(mv);
        moves.push(mv);
        values.push(rate(&g));
    }
    let mut judge = MctsJudge::<Hex>::new(Config::default(), 600, 7);
    let reviews = review(&mut judge, &start, Player::First, &moves).unwrap();
    check_search_review(&reviews, &values, &values);
    let again = review(&mut judge, &start, Player::First, &moves).unwrap();
    assert_eq!(reviews, again, "a seeded review repeats");

    // 연습의 판정: 5째 수부터의 돌아보기는 대국 전체 돌아보기의 그 수들과 같고, 앞의 국면은 판정하지 않는다.
    let mut tail = gameai::review::Reviewer::new(judge.clone(), &start, Player::First, &moves)
        .unwrap()
        .from_ply(4);
    assert_eq!(tail.snapshot().total, moves.len() - 4);
    assert_eq!(tail.run_to_end(), reviews[4..].to_vec());
    // 토막으로 나눈 돌아보기 (작업자마다 하나): 토막들을 이으면 대국 전체의 돌아보기, 진행도 더하면 전체.
    let piece = |a: usize, b: usize| {
        gameai::review::Reviewer::new(judge.clone(), &start, Player::First, &moves)
            .unwrap()
            .from_ply(a)
            .until_ply(b)
    };
    let cuts = [0, 3, 3, 6, moves.len()];
    let mut joined = Vec::new();
    let mut total = 0;
    for w in cuts.windows(2) {
        let mut p = piece(w[0], w[1]);
        assert_eq!(p.snapshot().judged, 0);
        total += p.snapshot().total;
        let out = p.run_to_end();
        assert_eq!(out.len(), w[1] - w[0]);
        joined.extend(out);
    }
    assert_eq!(total, moves.len());
    assert_eq!(joined, reviews);
    let mut done = piece(2, 5);
    let _ = done.step(gameai::step::Budget::Work(u64::MAX));
    assert_eq!(
        (done.snapshot().judged, done.snapshot().total),
        (3, 3),
        "a finished piece has judged all its moves"
    );
    // 마지막 수를 다른 수로 바꾸면 그 수 하나만 판정된다: 앞의 값은 같고 뒤의 값은 그 수의 직접 탐색.
    let mut other = moves.clone();
    let mut g = start.clone();
    for &mv in &moves[..7] {
        g.play_unchecked(mv);
    }
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let alt = *legal.iter().find(|&&m| m != moves[7]).unwrap();
    other[7] = alt;
    let one = gameai::review::Reviewer::new(judge.clone(), &start, Player::First, &other)
        .unwrap()
        .from_ply(7)
        .run_to_end();
    assert_eq!(one.len(), 1);
    assert_eq!(
        (one[0].ply, one[0].mv, one[0].before),
        (8, alt, reviews[7].before)
    );
    g.play_unchecked(alt);
    assert_eq!(one[0].after, rate(&g).for_mover());
}

#[test]
fn chess_endgames_of_four_pieces_are_judged_exactly_by_the_tables() {
    use gameai::games::chess::Chess;
    use gameai::review::ChessJudge;
    use gameai::search::SearchConfig;
    use gameai::tablebase::{self, Material};

    let fen = "8/8/8/4k3/8/8/8/KQ6 w - - 0 1";
    let start = Chess::from_fen(fen).unwrap();
    let tables = tablebase::generate(&Material::parse("KQK").unwrap()).tablebase;
    let mut g = start.clone();
    let mut moves = Vec::new();
    for m in ["b1b5", "e5e6", "b5c5", "e6d7"] {
        moves.push(g.play_str(m).unwrap());
    }
    let mut judge = ChessJudge::new(SearchConfig::default());
    let reviews = review(&mut judge, &start, Player::First, &moves).unwrap();
    let mut g = start.clone();
    for r in &reviews {
        let probe = tables.probe(g.board()).unwrap();
        let want = match probe.value {
            tablebase::Value::Win(d) => Exact::Win(Some(u32::from(d))),
            tablebase::Value::Loss(d) => Exact::Loss(Some(u32::from(d))),
            tablebase::Value::Draw => Exact::Draw,
        };
        assert_eq!(r.before, Value::Exact(want), "ply {}", r.ply);
        assert!(r.exact);
        assert_eq!(r.best, probe.moves.first().map(|m| m.mv));
        g.try_play(r.mv).unwrap();
    }
    // 이미 푼 표를 받은 끝내기의 판정도 같은 돌아보기를 낸다 (표를 다시 만들지 않고).
    let mut endgame = gameai::review::EndgameJudge::new(std::sync::Arc::new(tables));
    assert_eq!(
        review(&mut endgame, &start, Player::First, &moves).unwrap(),
        reviews
    );
}
