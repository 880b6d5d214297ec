//! 돌아본 뒤: 잘못 둔 수의 연습 (시도는 대국을 바꾸지 않고, 같은 판정이 통과를 정한다), 돌아보기와 연습의
//! 진행은 다시 켜도 남고, 공유 링크는 대국을 그 수 뒤에서 연다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::testing::mcts::{Match, MctsMode};
use ai_arcade::testing::nim::{NimAction, NimMatch, NimMode};
use ai_arcade::testing::review::{ListAction, Review};
use ai_arcade::testing::save::{NoticeMsg, SaveNotice, Saved, Store, entry};
use ai_arcade::{Launch, Scene};
use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::hex::Hex;
use gameai::games::nim::NimMove;
use gameai::review::Verdict;

fn nim_review(app: &App) -> &Review<NimMatch> {
    app.world().resource::<Review<NimMatch>>()
}

fn saved(app: &App, key: &str) -> Option<String> {
    app.world().resource::<Saved>().get(key).map(str::to_owned)
}

/// 님 3·4·5·1 (님 합 3, 사람 먼저)에서 사람이 큰 실수(첫 더미를 2로)를 두고 AI가 답한 뒤 돌아본 앱.
fn nim_after_a_blunder() -> App {
    let mut app = nim_after_a_blunder_unreviewed();
    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 200, |a| {
        nim_review(a).marked(&a.world().resource::<NimMatch>().history) == 2
    }));
    app
}

#[test]
fn practice_asks_for_a_better_move_judges_the_try_and_leaves_the_game_alone() {
    let mut app = nim_after_a_blunder();
    let game = app.world().resource::<NimMatch>().history.all().to_vec();
    let saved_game = saved(&app, &entry(GameId::Nim)).unwrap();

    app.world_mut().write_message(ListAction::Practise);
    run(&mut app, 2);
    let p = nim_review(&app).practice_state().unwrap();
    assert_eq!(
        (p.at, p.total, p.active),
        (0, 1, true),
        "one mistake of the player's"
    );
    {
        let m = app.world().resource::<NimMatch>();
        assert_eq!(m.history.at(), 0, "the position before the mistake");
        assert_eq!(m.pos.heaps(), &[3, 4, 5, 1]);
    }

    // 같은 실수를 다시 두면 통과하지 못한다: 판정은 돌아보기의 것과 같다.
    app.world_mut()
        .write_message(NimAction::Play(NimMove { heap: 0, to: 2 }));
    assert!(run_until(&mut app, 100, |a| {
        nim_review(a).practice_state().unwrap().verdict.is_some()
    }));
    let p = nim_review(&app).practice_state().unwrap();
    assert_eq!((p.verdict, p.passed), (Some(Verdict::Blunder), 0));
    run(&mut app, 30);
    {
        let m = app.world().resource::<NimMatch>();
        assert_eq!(
            m.history.all(),
            &game[..],
            "a try is not a move of the game"
        );
        assert!(m.seat.pending.is_none(), "the AI does not answer a try");
    }

    // 다시 두기: 님 합을 0으로 만드는 수 (첫 더미를 비운다)는 최선, 통과.
    app.world_mut().write_message(ListAction::Retry);
    run(&mut app, 1);
    assert_eq!(
        app.world().resource::<NimMatch>().pos.heaps(),
        &[3, 4, 5, 1],
        "the try is taken back off the board"
    );
    app.world_mut()
        .write_message(NimAction::Play(NimMove { heap: 0, to: 0 }));
    assert!(run_until(&mut app, 100, |a| {
        nim_review(a).practice_state().unwrap().verdict.is_some()
    }));
    let p = nim_review(&app).practice_state().unwrap();
    assert_eq!((p.verdict, p.passed), (Some(Verdict::Best), 1));

    // 다음: 문제가 끝나 연습이 멈추고 판은 대국의 끝으로.
    app.world_mut().write_message(ListAction::NextProblem);
    run(&mut app, 2);
    let p = nim_review(&app).practice_state().unwrap();
    assert_eq!((p.at, p.passed, p.active), (1, 1, false));
    let m = app.world().resource::<NimMatch>();
    assert!(m.history.at_end());
    assert_eq!(m.history.all(), &game[..]);
    assert_eq!(saved(&app, &entry(GameId::Nim)).unwrap(), saved_game);
}

/// 저장 글 `text`와 시작 옵션 `launch`로 켠 새 앱 (끄고 다시 켠 것).
fn restart(text: Option<String>, launch: Launch) -> App {
    app_from(1280, 720, ThinkBackend::Slices(SLICE), move |a| {
        a.insert_resource(Store::Memory(text));
        a.insert_resource(launch);
    })
}

fn store_text(app: &App) -> String {
    match app.world().resource::<Store>() {
        Store::Memory(Some(t)) => t.clone(),
        other => panic!("nothing saved: {other:?}"),
    }
}

#[test]
fn the_review_and_the_practice_progress_survive_a_restart() {
    let mut app = nim_after_a_blunder();
    app.world_mut().write_message(ListAction::Practise);
    run(&mut app, 2);
    app.world_mut()
        .write_message(NimAction::Play(NimMove { heap: 0, to: 0 }));
    assert!(run_until(&mut app, 100, |a| {
        nim_review(a).practice_state().unwrap().verdict.is_some()
    }));
    app.world_mut().write_message(ListAction::StopPractice);
    run(&mut app, 3);
    let (marks, practice) = {
        let m = app.world().resource::<NimMatch>();
        let r = nim_review(&app);
        (
            (1..=2)
                .map(|p| r.mark(&m.history, p).cloned())
                .collect::<Vec<_>>(),
            r.practice_state().unwrap(),
        )
    };
    assert!(saved(&app, "review.nim").is_some());
    let text = store_text(&app);
    drop(app);

    let mut b = restart(Some(text.clone()), Launch::default());
    run(&mut b, 3);
    navigate(&mut b, Scene::Nim);
    set_mode(&mut b, NimMode::Play);
    run(&mut b, 3);
    let m = b.world().resource::<NimMatch>();
    let r = b.world().resource::<Review<NimMatch>>();
    let again: Vec<_> = (1..=2).map(|p| r.mark(&m.history, p).cloned()).collect();
    assert_eq!(
        again, marks,
        "the marks come back without a new review\n{text}"
    );
    assert!(marks.iter().all(Option::is_some));
    assert_eq!(
        r.practice_state(),
        Some(practice),
        "and so does the practice"
    );
}

#[test]
fn a_saved_review_of_another_game_marks_nothing_and_bad_text_is_dropped() {
    let app = nim_after_a_blunder();
    let text = store_text(&app);
    drop(app);
    // 대국이 바뀐 저장 글 (다른 첫 수): 돌아보기는 맞는 데까지만 — 여기서는 없다.
    let other = text.replace("moves=0:2,", "moves=0:1,");
    assert_ne!(other, text);
    let mut b = restart(Some(other), Launch::default());
    navigate(&mut b, Scene::Nim);
    set_mode(&mut b, NimMode::Play);
    run(&mut b, 3);
    let m = b.world().resource::<NimMatch>();
    assert_eq!(
        b.world().resource::<Review<NimMatch>>().marked(&m.history),
        0
    );

    // 읽을 수 없는 항목은 버려진다 (앱은 그대로 열린다).
    let broken = text
        .lines()
        .map(|l| {
            if l.starts_with("review.nim=") {
                "review.nim=zz"
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut c = restart(Some(broken), Launch::default());
    navigate(&mut c, Scene::Nim);
    set_mode(&mut c, NimMode::Play);
    run(&mut c, 3);
    assert_eq!(saved(&c, "review.nim"), None);
}

#[test]
fn a_link_opens_the_game_at_the_move_it_names() {
    let launch = Launch::from_query("?scene=mcts&mode=hex&board=5&moves=c3,b4,d2,a5&at=2").unwrap();
    let mut b = restart(None, launch);
    assert!(run_until(&mut b, 200, |b| {
        b.world()
            .get_resource::<Match<Hex>>()
            .is_some_and(|m| m.history.all().len() == 4)
    }));
    run(&mut b, 2);
    let m = b.world().resource::<Match<Hex>>();
    assert_eq!(m.history.at(), 2, "the link opens at its move");
    assert_eq!(m.history.all().len(), 4, "with the whole game in the list");
    assert_eq!(
        *b.world().resource::<State<MctsMode>>().get(),
        MctsMode::Hex
    );

    // 수가 아닌 자리는 틀린 링크다: 무엇이 틀렸는지 알리고 새 대국으로.
    let launch = Launch::from_query("?scene=mcts&mode=hex&board=5&moves=c3&at=x").unwrap();
    let mut c = restart(None, launch);
    run(&mut c, 10);
    assert!(
        matches!(
            &c.world().resource::<SaveNotice>().msg,
            Some(NoticeMsg::LinkBad(GameId::Hex, e)) if e.contains("at=")
        ),
        "{:?}",
        c.world().resource::<SaveNotice>().msg
    );
    assert!(
        c.world()
            .get_resource::<Match<Hex>>()
            .is_none_or(|m| m.history.all().is_empty())
    );
}

#[test]
fn a_hex_try_is_judged_off_the_frame_and_the_reviewers_own_best_move_passes() {
    // 사람(먼저)이 구석에 둔 두 수: MCTS 돌아보기가 잘못 둔 수로 본다.
    let mut app = hex_game(&["a1", "f6", "k11", "e7"]);
    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 2_000, |a| {
        let m = a.world().resource::<Match<Hex>>();
        a.world()
            .resource::<Review<Match<Hex>>>()
            .marked(&m.history)
            == 4
    }));
    app.world_mut().write_message(ListAction::Practise);
    run(&mut app, 2);
    let review = app.world().resource::<Review<Match<Hex>>>();
    let p = review
        .practice_state()
        .expect("the player's corner moves are mistakes");
    assert!(p.total >= 1 && p.active);
    let m = app.world().resource::<Match<Hex>>();
    let ply = m.history.at() + 1;
    assert_eq!(ply % 2, 1, "only the player's moves are asked");
    let best = review.mark(&m.history, ply).unwrap().best.unwrap();
    // 돌아보기가 고른 가장 좋은 수를 두면: 같은 판정, 같은 씨앗이므로 "최선"으로 통과한다.
    {
        let mut m = app.world_mut().resource_mut::<Match<Hex>>();
        m.play(best).unwrap();
    }
    assert!(run_until(&mut app, 2_000, |a| {
        let r = a.world().resource::<Review<Match<Hex>>>();
        r.practice_state().unwrap().verdict.is_some()
    }));
    let p = app
        .world()
        .resource::<Review<Match<Hex>>>()
        .practice_state()
        .unwrap();
    assert_eq!((p.verdict, p.passed), (Some(Verdict::Best), 1));
    let m = app.world().resource::<Match<Hex>>();
    assert_eq!(m.history.all().len(), 4, "the game is unchanged");
    assert!(m.seat.pending.is_none(), "the AI does not answer a try");
}

#[test]
fn tic_tac_toe_can_be_played_against_the_ai_walked_back_and_reviewed_exactly() {
    use ai_arcade::testing::layout::ScreenLayout;
    use ai_arcade::testing::mcts::{Explainer, ExplainerOpponent, MctsSettings, cell_on_screen};
    use gameai::games::Player;
    use gameai::games::tictactoe::TicTacToe;
    use gameai::review::{TicTacToeJudge, review};

    fn ex(app: &App) -> &Explainer {
        app.world().resource::<Explainer>()
    }
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Explain);
    app.world_mut().resource_mut::<MctsSettings>().speed = 8.0;
    app.world_mut()
        .write_message(ExplainerOpponent(Some(Player::First)));
    run(&mut app, 2);
    assert_eq!(ex(&app).human, Some(Player::First));
    assert!(!ex(&app).ai_to_move(), "the player (X) moves first");
    run(&mut app, 30);
    assert_eq!(
        ex(&app).mcts.iterations(),
        0,
        "no search on the player's turn"
    );

    // 사람은 구석 (0), AI가 답할 때까지; 그다음 사람은 AI의 답과 다른 빈 칸을 차례로.
    let mut played = 0;
    while !gameai::mcts::Game::status(&ex(&app).game).is_over() {
        let cell = (0..9u8).find(|&c| ex(&app).game.at(c).is_none()).unwrap();
        let at = cell_on_screen(app.world().resource::<ScreenLayout>(), cell);
        tap_world(&mut app, at);
        run(&mut app, 1);
        assert!(ex(&app).game.at(cell).is_some(), "the tap played {cell}");
        played += 1;
        assert!(run_until(&mut app, 3_000, |a| {
            let e = ex(a);
            gameai::mcts::Game::status(&e.game).is_over() || !e.ai_to_move()
        }));
        assert!(played < 6);
    }
    let moves = ex(&app).history.all().to_vec();
    assert!(moves.len() >= 5);

    // 돌아보기는 끝까지 탐색의 정확한 판정: 라이브러리의 돌아보기와 같다.
    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 100, |a| {
        a.world()
            .resource::<Review<Explainer>>()
            .marked(&ex(a).history)
            == moves.len()
    }));
    let direct = review(
        &mut TicTacToeJudge,
        &TicTacToe::new(),
        Player::First,
        &moves,
    )
    .unwrap();
    let r = app.world().resource::<Review<Explainer>>();
    for d in &direct {
        assert_eq!(r.mark(&ex(&app).history, d.ply), Some(d));
    }
    // 처음으로 돌아가면 판은 비고 AI는 기다린다 (트리가 자라지 않는다).
    app.world_mut().write_message(ListAction::Goto(1));
    run(&mut app, 30);
    let e = ex(&app);
    assert_eq!((e.game.stones(), e.history.all().len()), (1, moves.len()));
    assert_eq!(
        e.mcts.iterations(),
        0,
        "the AI waits while the player looks back"
    );

    // 대국과 돌아보기는 저장된다: 다시 켜면 같은 쪽, 같은 수들, 같은 표시 (다시 돌아보지 않고).
    assert!(saved(&app, "game.tictactoe").is_some_and(|g| g.contains("first=you")));
    assert!(saved(&app, "review.tictactoe").is_some());
    let text = store_text(&app);
    drop(app);
    // 틀린 저장 글 (같은 칸에 두 번): 알리고 버린 뒤 AI끼리의 설명으로 연다.
    let bad = text
        .lines()
        .map(|l| match l.strip_prefix("game.tictactoe=") {
            Some(_) => "game.tictactoe=first=you&moves=b2,b2".to_owned(),
            None => l.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut c = restart(Some(bad), Launch::default());
    navigate(&mut c, Scene::Mcts);
    set_mode(&mut c, MctsMode::Explain);
    run(&mut c, 3);
    assert_eq!(ex(&c).human, None);
    assert!(saved(&c, "game.tictactoe").is_none_or(|g| !g.contains("b2,b2")));
    drop(c);
    let mut b = restart(Some(text), Launch::default());
    navigate(&mut b, Scene::Mcts);
    set_mode(&mut b, MctsMode::Explain);
    run(&mut b, 3);
    let e = ex(&b);
    assert_eq!(e.human, Some(Player::First));
    assert_eq!(e.history.all(), &moves[..]);
    assert!(gameai::mcts::Game::status(&e.game).is_over());
    let r = b.world().resource::<Review<Explainer>>();
    for d in &direct {
        assert_eq!(r.mark(&e.history, d.ply), Some(d), "ply {}", d.ply);
    }
    // AI끼리로 바꾸면 되살릴 대국은 없다.
    b.world_mut().write_message(ExplainerOpponent(None));
    run(&mut b, 3);
    assert_eq!(saved(&b, "game.tictactoe").as_deref(), Some(""));
}
