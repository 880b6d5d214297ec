//! 수 목록과 돌아보기의 배선 (헥스로): 앞 국면으로 가도 저장된 대국은 그대로이고 AI는 기다리며, 거기서
//! 두면 새 갈래가 되고, 돌아보기는 프레임을 나누어 돌아 라이브러리의 돌아보기와 같은 표시를 낸다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::mcts::{BoardGame, Match, MctsSettings};
use ai_arcade::testing::review::{ListAction, Review};
use ai_arcade::testing::save::{Saved, entry};
use bevy::prelude::*;
use gameai::games::hex::Hex;
use gameai::games::{GameId, Player};
use gameai::mcts::Game;
use gameai::review::{MctsJudge, review};

fn hex(app: &App) -> &Match<Hex> {
    app.world().resource::<Match<Hex>>()
}

fn saved_hex(app: &App) -> String {
    app.world()
        .resource::<Saved>()
        .get(&entry(GameId::Hex))
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn looking_back_changes_neither_the_saved_game_nor_wakes_the_ai() {
    let mut app = hex_game(&["f6", "e5", "d4", "c3"]);
    let saved = saved_hex(&app);
    assert!(saved.contains("moves=f6,e5,d4,c3"), "{saved}");
    // 첫 수 뒤로: 판에는 돌 하나, AI 차례인 국면이지만 AI는 생각하지 않는다.
    app.world_mut().write_message(ListAction::Goto(1));
    run(&mut app, 30);
    let m = hex(&app);
    assert_eq!(m.history.len(), 1);
    assert_eq!(m.history.all().len(), 4);
    assert_eq!(m.game.to_move(), Player::Second);
    assert!(
        m.seat.pending.is_none(),
        "the AI waits while the player looks back"
    );
    assert_eq!(
        saved_hex(&app),
        saved,
        "looking back does not change the saved game"
    );
    // 한 수 앞으로, 그리고 끝으로.
    app.world_mut().write_message(ListAction::Step(1));
    run(&mut app, 1);
    assert_eq!(hex(&app).history.len(), 2);
    app.world_mut().write_message(ListAction::End);
    run(&mut app, 1);
    assert!(hex(&app).history.at_end());
    assert_eq!(hex(&app).history.len(), 4);
    // 처음보다 앞, 끝보다 뒤는 없다.
    app.world_mut().write_message(ListAction::Step(1));
    app.world_mut().write_message(ListAction::Goto(99));
    run(&mut app, 1);
    assert_eq!(hex(&app).history.len(), 4);
}

#[test]
fn a_move_from_an_earlier_position_starts_a_new_line_and_the_ai_answers_it() {
    let mut app = hex_game(&["f6", "e5", "d4", "c3"]);
    app.world_mut().resource_mut::<MctsSettings>().think_secs = 0.1;
    app.world_mut().write_message(ListAction::Goto(2));
    run(&mut app, 1);
    // 사람 차례의 국면에서 둔다: 뒤의 두 수는 버려지고 새 수가 붙는다.
    {
        let mut m = app.world_mut().resource_mut::<Match<Hex>>();
        let mv = m.game.parse_move("b2").unwrap();
        m.play(mv).unwrap();
    }
    run(&mut app, 1);
    let names: Vec<String> = {
        let m = hex(&app);
        m.history.all().iter().map(|&mv| m.game.name(mv)).collect()
    };
    assert_eq!(names, ["f6", "e5", "b2"]);
    assert!(wait_for(&mut app, 20.0, |a| hex(a).history.all().len() == 4));
    assert!(saved_hex(&app).contains("moves=f6,e5,b2,"));
}

#[test]
fn the_review_runs_off_the_frame_and_marks_what_the_library_marks() {
    let moves = ["f6", "a1", "e7", "k11"];
    let mut app = hex_game(&moves);
    app.world_mut().write_message(ListAction::Review);
    run(&mut app, 1);
    assert!(
        app.world().resource::<Review<Match<Hex>>>().is_running(),
        "the review is handed to the thinker"
    );
    assert!(run_until(&mut app, 2_000, |a| {
        !a.world().resource::<Review<Match<Hex>>>().is_running()
    }));
    // 같은 판정(같은 반복 수, 같은 씨앗)으로 라이브러리가 직접 돌아본 것과 같다.
    let m = hex(&app);
    let start = Hex::new(m.game.board_size(), m.game.swap_rule()).unwrap();
    let played: Vec<_> = moves.iter().map(|n| start.parse_move(n).unwrap()).collect();
    let direct = review(
        &mut MctsJudge::<Hex>::standard(),
        &start,
        Player::First,
        &played,
    )
    .unwrap();
    let r = app.world().resource::<Review<Match<Hex>>>();
    assert_eq!(r.marked(&m.history), 4);
    for (ply, want) in direct.iter().enumerate() {
        assert_eq!(r.mark(&m.history, ply + 1), Some(want), "move {}", ply + 1);
    }
    // 대국이 다른 갈래로 가면 그 수부터 표시가 없다.
    app.world_mut().write_message(ListAction::Goto(2));
    run(&mut app, 1);
    {
        let mut m = app.world_mut().resource_mut::<Match<Hex>>();
        let mv = m.game.parse_move("b2").unwrap();
        m.play(mv).unwrap();
    }
    let m = hex(&app);
    let r = app.world().resource::<Review<Match<Hex>>>();
    assert_eq!(r.marked(&m.history), 2);
    assert!(r.mark(&m.history, 3).is_none());
}

#[test]
fn cancelling_a_review_leaves_no_marks() {
    let mut app = hex_game(&["f6", "a1", "e7", "k11"]);
    app.world_mut().write_message(ListAction::Review);
    run(&mut app, 1);
    app.world_mut().write_message(ListAction::Cancel);
    run(&mut app, 50);
    let m = hex(&app);
    let r = app.world().resource::<Review<Match<Hex>>>();
    assert!(!r.is_running());
    assert_eq!(r.marked(&m.history), 0);
}

#[test]
fn gomoku_shares_the_list_and_the_review() {
    use ai_arcade::testing::transposition::{GomokuMatch, TransMode, TransSettings};
    use gameai::games::gomoku::Gomoku;
    use gameai::review::GomokuJudge;

    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Gomoku);
    {
        let w = app.world_mut();
        w.resource_mut::<TransSettings>().human_first = true;
        let fresh = GomokuMatch::new(w.resource::<TransSettings>());
        *w.resource_mut::<GomokuMatch>() = fresh;
    }
    let names = ["h8", "h9", "j10", "a1"];
    for name in names {
        let mut m = app.world_mut().resource_mut::<GomokuMatch>();
        let mv = m.game.parse_move(name).unwrap();
        m.play(mv).unwrap();
    }
    run(&mut app, 2);
    app.world_mut().write_message(ListAction::Goto(1));
    run(&mut app, 20);
    let m = app.world().resource::<GomokuMatch>();
    assert_eq!((m.game.stones(), m.history.all().len()), (1, 4));
    assert!(
        m.seat.pending.is_none(),
        "the AI waits while the player looks back"
    );

    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 5_000, |a| {
        let m = a.world().resource::<GomokuMatch>();
        a.world()
            .resource::<Review<GomokuMatch>>()
            .marked(&m.history)
            == 4
    }));
    let start = Gomoku::new(15).unwrap();
    let played: Vec<_> = names.iter().map(|n| start.parse_move(n).unwrap()).collect();
    let direct = review(&mut GomokuJudge::standard(), &start, Player::First, &played).unwrap();
    let m = app.world().resource::<GomokuMatch>();
    let r = app.world().resource::<Review<GomokuMatch>>();
    for (ply, want) in direct.iter().enumerate() {
        assert_eq!(r.mark(&m.history, ply + 1), Some(want), "move {}", ply + 1);
    }
}

#[test]
fn nim_keeps_its_moves_walks_them_and_proves_the_blunder() {
    use ai_arcade::testing::nim::{NimAction, NimMatch, NimMode, NimSettings};
    use gameai::games::nim::{Nim, NimMove, Variant};
    use gameai::review::{NimJudge, Verdict};

    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Nim);
    set_mode(&mut app, NimMode::Play);
    app.world_mut().resource_mut::<NimSettings>().random_prob = 0.0;
    nim_position(&mut app, vec![3, 4, 5, 1]);
    // 3⊕4⊕5⊕1 = 3 ≠ 0: 이기는 국면에서 님 합을 0으로 만들지 않는 수는 증명된 큰 실수다.
    let bad = NimMove { heap: 0, to: 2 };
    app.world_mut().write_message(NimAction::Play(bad));
    assert!(wait_for(&mut app, 10.0, |a| {
        a.world().resource::<NimMatch>().history.all().len() == 2
    }));
    let saved = saved_nim(&app);
    assert!(
        saved.contains("from=3,4,5,1") && saved.contains("moves=0:2,"),
        "{saved}"
    );

    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 200, |a| {
        let m = a.world().resource::<NimMatch>();
        a.world().resource::<Review<NimMatch>>().marked(&m.history) == 2
    }));
    let m = app.world().resource::<NimMatch>();
    let start = Nim::new(vec![3, 4, 5, 1], Variant::default()).unwrap();
    let direct = review(&mut NimJudge, &start, Player::First, m.history.all()).unwrap();
    let r = app.world().resource::<Review<NimMatch>>();
    assert_eq!(r.mark(&m.history, 1), Some(&direct[0]));
    assert_eq!(direct[0].verdict, Verdict::Blunder);
    assert!(direct[0].exact);
    assert_eq!(
        r.mark(&m.history, 2).map(|x| x.verdict),
        Some(Verdict::Best)
    );

    // 첫 수 뒤로: 더미들이 그 국면이고, 저장 글은 그대로다.
    app.world_mut().write_message(ListAction::Goto(1));
    run(&mut app, 5);
    let m = app.world().resource::<NimMatch>();
    assert_eq!(m.pos.heaps(), &[2, 4, 5, 1]);
    assert_eq!(saved_nim(&app), saved);
    // 처음으로 가서 님 합을 0으로 만드는 수를 두면 새 갈래다.
    app.world_mut().write_message(ListAction::Goto(0));
    run(&mut app, 2);
    app.world_mut()
        .write_message(NimAction::Play(NimMove { heap: 0, to: 0 }));
    run(&mut app, 2);
    let m = app.world().resource::<NimMatch>();
    assert_eq!(m.history.all(), &[NimMove { heap: 0, to: 0 }]);
}

fn saved_nim(app: &App) -> String {
    app.world()
        .resource::<Saved>()
        .get(&entry(GameId::Nim))
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn wythoff_keeps_its_moves_and_reviews_them_by_the_table() {
    use ai_arcade::testing::retrograde::{RetroGame, RetroMode, Side};
    use gameai::games::wythoff::Cell;
    use gameai::review::WythoffJudge;

    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Retrograde);
    set_mode(&mut app, RetroMode::Play);
    assert!(run_until(&mut app, 2_000, |a| {
        a.world().contains_resource::<RetroGame>()
    }));
    // 사람 차례까지 (AI가 먼저면 한 수 둔다).
    assert!(wait_for(&mut app, 10.0, |a| {
        a.world().resource::<RetroGame>().to_move == Side::Human
    }));
    let start = app.world().resource::<RetroGame>().start;
    // 한 칸 왼쪽 (또는 아래)으로: 사람의 수, 그리고 AI의 답.
    {
        let mut g = app.world_mut().resource_mut::<RetroGame>();
        let q = g.queen;
        let to = if q.x > 0 {
            Cell::new(q.x - 1, q.y)
        } else {
            Cell::new(q.x, q.y - 1)
        };
        g.play(to, 0.0).unwrap();
    }
    let moved = |a: &App| a.world().resource::<RetroGame>().history.all().len();
    let before = moved(&app);
    assert!(wait_for(&mut app, 10.0, |a| moved(a) == before + 1
        || a.world().resource::<RetroGame>().winner.is_some()));
    let g = app.world().resource::<RetroGame>();
    let saved = app
        .world()
        .resource::<Saved>()
        .get(&entry(GameId::Wythoff))
        .unwrap_or_default()
        .to_owned();
    assert!(
        saved.contains(&format!("from={},{}", g.start.x, g.start.y)),
        "{saved}"
    );

    app.world_mut().write_message(ListAction::Review);
    let n = moved(&app);
    assert!(run_until(&mut app, 200, |a| {
        let g = a.world().resource::<RetroGame>();
        a.world().resource::<Review<RetroGame>>().marked(&g.history) == n
    }));
    let g = app.world().resource::<RetroGame>();
    // 판정은 먼저 둔 쪽을 `First`라 부른다 (사람이든 AI든).
    let direct = review(
        &mut WythoffJudge::new(start).unwrap(),
        &start,
        Player::First,
        g.history.all(),
    )
    .unwrap();
    let r = app.world().resource::<Review<RetroGame>>();
    for (ply, want) in direct.iter().enumerate() {
        assert_eq!(r.mark(&g.history, ply + 1), Some(want), "move {}", ply + 1);
        assert!(want.exact, "the Wythoff table is exact");
    }
    app.world_mut().write_message(ListAction::Goto(0));
    run(&mut app, 30);
    let g = app.world().resource::<RetroGame>();
    assert_eq!(g.queen, start);
    assert_eq!(g.to_move, g.first);
    let again = app
        .world()
        .resource::<Saved>()
        .get(&entry(GameId::Wythoff))
        .unwrap_or_default()
        .to_owned();
    assert_eq!(again, saved, "looking back does not change the saved game");
}

#[test]
fn chess_lists_san_walks_back_and_reviews_like_the_library() {
    use ai_arcade::testing::transposition::{ChessMatch, TransMode, TransSettings};
    use gameai::games::chess::Chess;
    use gameai::review::ChessJudge;

    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Chess);
    app.world_mut().resource_mut::<TransSettings>().human_first = true;
    *app.world_mut().resource_mut::<ChessMatch>() =
        ChessMatch::new(gameai::games::chess::Color::White);
    for uci in ["e2e4", "e7e5", "g1f3"] {
        let mut m = app.world_mut().resource_mut::<ChessMatch>();
        let mv = m.game.board().parse_uci(uci).unwrap();
        m.play(mv).unwrap();
    }
    // 사람(백)이 셋째 수를 두었으니 AI 차례: 끝을 떠나면 AI는 생각하지 않는다.
    app.world_mut().write_message(ListAction::Goto(1));
    run(&mut app, 20);
    let m = app.world().resource::<ChessMatch>();
    assert_eq!(m.game.played().len(), 1);
    assert_eq!(m.line.all().len(), 3);
    assert!(
        m.seat.pending.is_none(),
        "the AI waits while the player looks back"
    );
    let saved = app
        .world()
        .resource::<Saved>()
        .get(&entry(GameId::Chess))
        .unwrap_or_default()
        .to_owned();
    assert!(
        saved.contains("moves=e2e4,e7e5,g1f3"),
        "the whole game is saved: {saved}"
    );
    assert!(
        m.pgn().0.contains("1. e4 e5 2. Nf3"),
        "the PGN is the whole game"
    );

    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 20_000, |a| {
        let m = a.world().resource::<ChessMatch>();
        a.world().resource::<Review<ChessMatch>>().marked(&m.line) == 3
    }));
    let m = app.world().resource::<ChessMatch>();
    let direct = review(
        &mut ChessJudge::standard(),
        &Chess::new(),
        Player::First,
        m.line.all(),
    )
    .unwrap();
    let r = app.world().resource::<Review<ChessMatch>>();
    for (ply, want) in direct.iter().enumerate() {
        assert_eq!(r.mark(&m.line, ply + 1), Some(want), "move {}", ply + 1);
    }
}
