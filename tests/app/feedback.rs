//! 소리와 진동의 배선: 대국의 일마다 신호가 꼭 한 번 나고 (소리 [`Sounded`], 진동 [`Buzzed`]를 센다 —
//! 귀가 아니라 메시지로), 되살린 대국·무르기에는 나지 않으며, 소리 끔과 진동 끔이 그것을 막고, 설정은
//! 저장된다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::feedback::{Buzzed, Cue, FeelSettings, Sounded};
use ai_arcade::testing::nim::{NimAction, NimMatch, NimMode, Phase, Side};
use ai_arcade::testing::save::Saved;
use ai_arcade::testing::transposition::{ChessMatch, TransMode, TransSettings};
use bevy::prelude::*;
use gameai::games::chess::{Board, Color};
use gameai::games::nim::{Nim, NimMove};
use gameai::games::wythoff::ai_move;

use crate::retrograde::{board, play_out};
use ai_arcade::testing::retrograde::{RetroMode, RetroSettings, Reveal, Side as RetroSide};

/// 들은 소리와 느낀 진동 (프레임마다 모은다).
#[derive(Resource, Default)]
struct Heard {
    sounds: Vec<Cue>,
    buzzes: Vec<Cue>,
}

fn listening(w: u32, h: u32) -> App {
    let mut app = app(w, h);
    app.init_resource::<Heard>();
    app.add_systems(
        PostUpdate,
        |mut s: MessageReader<Sounded>, mut b: MessageReader<Buzzed>, mut heard: ResMut<Heard>| {
            heard.sounds.extend(s.read().map(|x| x.cue));
            heard.buzzes.extend(b.read().map(|x| x.cue));
        },
    );
    app
}

fn take_heard(app: &mut App) -> (Vec<Cue>, Vec<Cue>) {
    let mut h = app.world_mut().resource_mut::<Heard>();
    (std::mem::take(&mut h.sounds), std::mem::take(&mut h.buzzes))
}

fn chess(app: &App) -> &ChessMatch {
    app.world().resource::<ChessMatch>()
}

/// 사람(백)의 수를 둔다 (판을 누르는 길은 `transposition.rs`가 본다).
fn human_plays(app: &mut App, uci: &str) {
    let mv = chess(app).game.board().parse_uci(uci).unwrap();
    app.world_mut()
        .resource_mut::<ChessMatch>()
        .play(mv)
        .unwrap();
    run(app, 1);
}

/// 국면 `fen`(사람은 백)에서 새로 시작하고 (조용해야 한다) 사람의 수 `uci`를 두어 들은 소리를 돌려준다.
fn chess_from(app: &mut App, fen: &str, uci: &str) -> Vec<Cue> {
    let board = Board::from_fen(fen).unwrap();
    app.world_mut()
        .insert_resource(ChessMatch::from_board(Color::White, board));
    run(app, 2);
    assert_eq!(take_heard(app).0, [], "a new position is silent");
    human_plays(app, uci);
    take_heard(app).0
}

/// 체스: 잡기, 장군, AI의 수, 메이트(장군 + 이김)가 한 번씩. 들어온 대국(되살리기)에는 소리가 없다.
#[test]
fn chess_moves_captures_checks_and_the_end_each_sound_once() {
    let mut app = listening(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Chess);
    app.world_mut().resource_mut::<TransSettings>().chess_secs = 0.2;
    run(&mut app, 3);
    take_heard(&mut app);

    // 잡기 (Rxa1, 장군 아님), 그리고 AI(흑)의 응수는 임금의 한 걸음: "AI의 수".
    let heard = chess_from(&mut app, "7k/8/8/8/8/8/8/rR2K3 w - - 0 1", "b1a1");
    assert_eq!(heard, [Cue::Capture]);
    assert!(wait_for(&mut app, 20.0, |a| chess(a).san.len() == 2));
    run(&mut app, 1);
    assert_eq!(take_heard(&mut app).0, [Cue::AiMove]);
    // 장군 (Ra8+, 메이트 아님).
    let heard = chess_from(&mut app, "7k/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8");
    assert_eq!(heard, [Cue::Check]);
    // 메이트 (Ra8#): 장군과 이김.
    let heard = chess_from(&mut app, "7k/8/6K1/8/8/8/8/R7 w - - 0 1", "a1a8");
    assert_eq!(heard, [Cue::Check, Cue::Win]);
}

/// 님의 더미를 `heaps`로, 사람 차례로 두고 (조용해야 한다) 사람이 더미 `heap`에서 `to`개를 남기게
/// 두어 들은 소리를 돌려준다 (진동은 `Heard`에 남긴다).
fn nim_from(app: &mut App, heaps: Vec<u32>, heap: usize, to: u32) -> Vec<Cue> {
    {
        let mut m = app.world_mut().resource_mut::<NimMatch>();
        m.pos = Nim::normal(heaps).unwrap();
        m.to_move = Side::Other;
        m.phase = Phase::Waiting { since: 0.0 };
        m.winner = None;
        m.plies += 5;
    }
    run(app, 2);
    take_heard(app);
    app.world_mut()
        .write_message(NimAction::Play(NimMove { heap, to }));
    run(app, 3);
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().sounds)
}

/// 님 한 판: 사람의 돌 집기, AI의 응수, 마지막 돌 (사람이 가져가 이김), 그리고 소리를 끄면 소리가
/// 없고 진동을 켜면 진동만. 설정은 저장 글에 들어간다. 설명 모드의 걸음은 똑딱.
#[test]
fn nim_sounds_each_move_once_and_the_settings_mute_and_persist() {
    let mut app = listening(1280, 720);
    navigate(&mut app, Scene::Nim);
    // 설명 모드: AI와 무작위 상대가 두는 걸음마다 똑딱 (다른 신호는 없다).
    let heard_some = |a: &App| a.world().resource::<Heard>().sounds.len() >= 2;
    assert!(wait_for(&mut app, 15.0, heard_some));
    let (all, _) = take_heard(&mut app);
    assert!(all.iter().all(|&c| c == Cue::Tick), "{all:?}");

    set_mode(&mut app, NimMode::Play);
    assert_eq!(nim_from(&mut app, vec![3, 4, 5, 1], 0, 1), [Cue::Place]);
    let nim = |a: &App| a.world().resource::<NimMatch>().to_move == Side::Other;
    assert!(wait_for(&mut app, 10.0, nim));
    run(&mut app, 1);
    assert_eq!(take_heard(&mut app).0, [Cue::AiMove]);

    // 마지막 돌을 사람이 가져간다: 돌 소리와 이김.
    assert_eq!(
        nim_from(&mut app, vec![0, 1, 0, 0], 1, 0),
        [Cue::Place, Cue::Win]
    );
    // 진동은 데스크톱의 기본값으로 꺼져 있다.
    assert!(!app.world().resource::<FeelSettings>().haptics);

    // 소리 끔, 진동 켬: 진동만.
    {
        let mut s = app.world_mut().resource_mut::<FeelSettings>();
        s.sound = false;
        s.haptics = true;
    }
    assert_eq!(nim_from(&mut app, vec![2, 0, 0, 0], 0, 1), []);
    assert_eq!(app.world().resource::<Heard>().buzzes, [Cue::Place]);
    // 설정은 저장 글에 있다.
    let saved = app
        .world()
        .resource::<Saved>()
        .get("settings.feel")
        .unwrap()
        .to_owned();
    assert!(
        saved.contains("sound=0") && saved.contains("haptics=1"),
        "{saved}"
    );
}

/// 와이토프: 사람이 표의 최선의 수로 끝까지 두면 수마다 옮기기(사람)와 AI의 수가 번갈아 나고, 마지막은
/// 옮기기와 이김이다. 칠하기(설명)는 새로 칠한 금색 칸마다 똑딱 소리만 낸다.
#[test]
fn a_won_wythoff_game_sounds_every_move_then_the_win() {
    let mut app = listening(1280, 720);
    navigate(&mut app, Scene::Retrograde);
    app.world_mut().resource_mut::<RetroSettings>().speed = 8.0;
    assert!(run_until(&mut app, 2000, |a| {
        a.world().get_resource::<Reveal>().is_some_and(Reveal::done) && board(a).table.is_some()
    }));
    // 칠하기(설명)는 새 금색 칸마다 똑딱이기만 한다.
    let painting = take_heard(&mut app).0;
    assert!(
        !painting.is_empty() && painting.iter().all(|&c| c == Cue::Tick),
        "{painting:?}"
    );
    set_mode(&mut app, RetroMode::Play);
    run(&mut app, 3);
    assert_eq!(take_heard(&mut app).0, [], "a new game is silent");
    let winner = play_out(&mut app, |b, from| {
        ai_move(b.table.as_ref().unwrap(), from).unwrap()
    });
    run(&mut app, 2);
    assert_eq!(winner, RetroSide::Human);
    let sounds = take_heard(&mut app).0;
    let (last, moves) = sounds.split_last().unwrap();
    assert_eq!(*last, Cue::Win, "{sounds:?}");
    assert!(moves.len() % 2 == 1, "{sounds:?}");
    for (i, &c) in moves.iter().enumerate() {
        let want = if i % 2 == 0 { Cue::Move } else { Cue::AiMove };
        assert_eq!(c, want, "{sounds:?}");
    }
}
