//! 키보드만으로 두기: 화살표가 판 위의 커서를 옮기고 (칸의 이름이 화면 읽기 프로그램에 알려진다),
//! Enter·Space가 그 칸을 누른다. 수와 결과도 알려진다. `?`는 도움말을 열고, 열린 동안 Esc는 메뉴로
//! 가지 않는다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::feedback::Spoken;
use ai_arcade::testing::keyboard::HelpOpen;
use ai_arcade::testing::mcts::{BoardGame, Match, MctsMode};
use ai_arcade::testing::nim::{NimMatch, NimMode};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use gameai::games::hex::Hex;

/// 키 하나를 눌렀다 뗀다 (한 프레임씩).
fn key(app: &mut App, code: KeyCode, logical: Key) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: logical.clone(),
            state,
            text: None,
            repeat: false,
            window,
        });
        app.update();
    }
}

fn press(app: &mut App, code: KeyCode) {
    let logical = match code {
        KeyCode::Enter => Key::Enter,
        KeyCode::Space => Key::Space,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::Escape => Key::Escape,
        _ => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
    };
    key(app, code, logical);
}

fn spoken(app: &App) -> String {
    app.world().resource::<Spoken>().last.clone()
}

/// 헥스: 첫 키는 커서를 판 가운데에 보이고 그 칸을 읽어 준다, 화살표는 이웃 칸으로, Enter는 그 칸에
/// 둔다 — 손가락과 같은 길로. 사람의 수와 AI의 응수가 말로 알려진다.
#[test]
fn a_hex_game_is_played_and_heard_by_keyboard_alone() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    run(&mut app, 2);
    let hex = |a: &App| a.world().resource::<Match<Hex>>().history.clone();
    assert!(hex(&app).is_empty());
    assert!(app.world().resource::<Match<Hex>>().human_to_move());

    press(&mut app, KeyCode::ArrowRight);
    let first = spoken(&app);
    assert!(!first.is_empty(), "the cursor reads its cell");
    assert!(hex(&app).is_empty(), "the first key only shows the cursor");
    press(&mut app, KeyCode::ArrowRight);
    let cell = spoken(&app);
    assert_ne!(cell, first, "the arrow moved the cursor");
    press(&mut app, KeyCode::Enter);
    let played = hex(&app);
    assert_eq!(played.len(), 1, "Enter played the cell");
    let m = app.world().resource::<Match<Hex>>();
    assert_eq!(m.game.name(played[0]), cell, "…the cell under the cursor");
    assert!(
        spoken(&app).contains(&cell),
        "the move is announced: {}",
        spoken(&app)
    );
    // AI의 응수도 말로 ("AI plays …").
    assert!(run_until(&mut app, 400, |a| hex(a).len() == 2));
    run(&mut app, 1);
    let ai = app.world().resource::<Match<Hex>>();
    let reply = ai.game.name(ai.history[1]);
    assert!(spoken(&app).contains(&reply), "{} / {reply}", spoken(&app));
}

/// 님: 돌 사이를 화살표로 다니고 Enter로 그 돌과 위의 돌을 가져간다.
#[test]
fn nim_stones_are_taken_by_keyboard() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Nim);
    set_mode(&mut app, NimMode::Play);
    nim_position(&mut app, vec![3, 4, 5, 1]);
    run(&mut app, 2);
    press(&mut app, KeyCode::ArrowUp);
    // 위로 끝까지: 그 더미의 맨 위 돌.
    for _ in 0..6 {
        press(&mut app, KeyCode::ArrowUp);
    }
    let top = spoken(&app);
    press(&mut app, KeyCode::Space);
    let m = app.world().resource::<NimMatch>();
    assert_eq!(
        m.last.map(|l| l.2),
        Some(1),
        "took one stone from the top ({top})"
    );
    assert_eq!(m.pos.heaps().iter().sum::<u32>(), 12);
}

/// `?`가 도움말을 열면 Esc는 메뉴로 가지 않고, 화살표도 판을 움직이지 않는다.
#[test]
fn the_help_overlay_holds_escape_and_the_arrows() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Hex);
    run(&mut app, 2);
    key(&mut app, KeyCode::Slash, Key::Character("?".into()));
    assert!(app.world().resource::<HelpOpen>().0);
    let before = app.world().resource::<Spoken>().count;
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<Spoken>().count, before);
    press(&mut app, KeyCode::Escape);
    assert_eq!(
        scene(&app),
        Scene::Mcts,
        "Esc closes the help, not the scene"
    );
    key(&mut app, KeyCode::F1, Key::F1);
    assert!(!app.world().resource::<HelpOpen>().0);
    press(&mut app, KeyCode::Escape);
    run(&mut app, 2);
    assert_eq!(scene(&app), Scene::Menu);
}

/// 처음 연 장면은 둘러보기를 제안한다 (누르기를 막지 않는다); 본 장면은 저장되어 다시 제안하지 않는다.
#[test]
fn a_first_visit_offers_the_tour_once() {
    use ai_arcade::testing::tour::{Tour, TourSeen};
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Nim);
    run(&mut app, 1);
    assert_eq!(
        app.world().get_resource::<Tour>(),
        Some(&Tour::Offered(Scene::Nim))
    );
    // 제안이 떠 있어도 판은 눌린다 (키보드 시험들이 그대로 돈다).
    navigate(&mut app, Scene::Menu);
    run(&mut app, 1);
    assert_eq!(app.world().get_resource::<Tour>(), None, "leaving ends it");
    app.world_mut().resource_mut::<TourSeen>().nim = true;
    run(&mut app, 1);
    navigate(&mut app, Scene::Nim);
    run(&mut app, 1);
    assert_eq!(
        app.world().get_resource::<Tour>(),
        None,
        "seen: not offered"
    );
    let saved = app
        .world()
        .resource::<ai_arcade::testing::save::Saved>()
        .get("settings.tour")
        .unwrap()
        .to_owned();
    assert!(saved.contains("nim=1"), "{saved}");
}

/// 틱택토 "AI와 두기": 커서가 아홉 칸을 돌고 Enter가 그 칸에 둔다 (AI끼리의 설명에는 커서가 없다).
#[test]
fn tic_tac_toe_against_the_ai_is_played_by_keyboard() {
    use ai_arcade::testing::mcts::{Explainer, ExplainerOpponent};
    use gameai::games::Player;

    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Mcts);
    set_mode(&mut app, MctsMode::Explain);
    run(&mut app, 2);
    press(&mut app, KeyCode::ArrowRight);
    assert!(
        spoken(&app).is_empty(),
        "the explainer has no cells to press"
    );
    app.world_mut()
        .write_message(ExplainerOpponent(Some(Player::First)));
    run(&mut app, 2);
    press(&mut app, KeyCode::ArrowUp);
    let first = spoken(&app);
    assert_eq!(first, "b2", "the cursor starts in the middle");
    press(&mut app, KeyCode::ArrowLeft);
    let cell = spoken(&app);
    assert_ne!(cell, first);
    press(&mut app, KeyCode::Enter);
    let ex = app.world().resource::<Explainer>();
    let c = (0..9u8)
        .find(|&c| gameai::games::tictactoe::cell_name(c) == cell)
        .unwrap();
    assert_eq!(ex.game.at(c), Some(Player::First), "Enter played {cell}");
}

/// 수 목록과 돌아보기도 키로: R은 대국을 돌아보고, P는 잘못 둔 수의 연습을 시작하고, Home·End는
/// 처음과 마지막 국면으로 (패널의 단추와 같은 동작).
#[test]
fn the_review_and_the_practice_start_from_the_keyboard() {
    use ai_arcade::testing::review::Review;
    fn marked(a: &App) -> usize {
        let m = a.world().resource::<NimMatch>();
        a.world().resource::<Review<NimMatch>>().marked(&m.history)
    }
    let mut app = nim_after_a_blunder_unreviewed();
    assert_eq!(marked(&app), 0);
    key(&mut app, KeyCode::KeyR, Key::Character("r".into()));
    assert!(run_until(&mut app, 50, |a| marked(a) == 2));
    key(&mut app, KeyCode::Home, Key::Home);
    assert_eq!(app.world().resource::<NimMatch>().history.at(), 0);
    key(&mut app, KeyCode::End, Key::End);
    assert_eq!(app.world().resource::<NimMatch>().history.at(), 2);
    key(&mut app, KeyCode::KeyP, Key::Character("p".into()));
    run(&mut app, 2);
    let p = app
        .world()
        .resource::<Review<NimMatch>>()
        .practice_state()
        .unwrap();
    assert!(p.active, "the practice run started");
    assert_eq!(
        app.world().resource::<NimMatch>().history.at(),
        0,
        "it sets up the position before the mistake"
    );
}
