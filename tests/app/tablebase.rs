//! 체스 대국의 AI와 세션의 끝내기 표: 네 기물 이하에 닿으면 AI는 그 표를 (프레임 밖에서) 만든 뒤
//! 표에 묻는 탐색으로 두어, 표의 가장 빠른 메이트를 지킨다. 대국을 나가면 만들던 표는 그만둔다.

use ai_arcade::Scene;
use ai_arcade::testing::retrograde::EndgameTables;
use ai_arcade::testing::transposition::{ChessMatch, TransMode, TransSettings};
use bevy::prelude::*;
use gameai::games::chess::{Board, Color};
use gameai::tablebase::{Material, Value};

use crate::common::{app, navigate, run, set_mode, wait_for};

fn chess(app: &App) -> &ChessMatch {
    app.world().resource::<ChessMatch>()
}

fn tables(app: &App) -> &EndgameTables {
    app.world().resource::<EndgameTables>()
}

#[test]
fn the_chess_ai_solves_the_endgame_table_first_then_keeps_the_fastest_mate() {
    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Transposition);
    set_mode(&mut app, TransMode::Chess);
    app.world_mut().resource_mut::<TransSettings>().chess_secs = 0.3;
    // KRK의 가장 긴 메이트 (백 차례, 16수): 사람은 흑, AI는 백.
    let krk = Board::from_fen("8/8/8/8/8/2k5/1R6/K7 w - - 0 1").unwrap();
    app.world_mut()
        .insert_resource(ChessMatch::from_board(Color::Black, krk));
    run(&mut app, 2);
    // 먼저 표를 만든다: 그동안 AI는 생각을 맡기지 않는다.
    let name = Material::parse("KRK").unwrap();
    assert_eq!(tables(&app).making(), Some(&name));
    assert!(chess(&app).seat.pending.is_none());
    assert!(wait_for(&mut app, 60.0, |a| chess(a).san.len() == 1));
    assert!(tables(&app).has(&name));
    let last = chess(&app).seat.last.as_ref().unwrap();
    assert!(last.endgame > 0, "the search asked the table");
    // AI의 수 뒤 흑은 15수 뒤 메이트를 당한다: 가장 빠른 메이트에서 벗어나지 않았다.
    let after = *chess(&app).game.board();
    assert_eq!(tables(&app).tables.value_of(&after), Ok(Value::Loss(30)));

    // 다른 표(KBNK)를 만드는 중에 대국을 나가면 그만둔다 (풀린 KRK는 남는다).
    let kbnk = Board::from_fen("8/8/8/8/8/8/2k5/KNB5 w - - 0 1").unwrap();
    app.world_mut()
        .insert_resource(ChessMatch::from_board(Color::Black, kbnk));
    run(&mut app, 2);
    assert_eq!(
        tables(&app).making(),
        Some(&Material::parse("KBNK").unwrap())
    );
    navigate(&mut app, Scene::Menu);
    assert_eq!(tables(&app).making(), None);
    assert!(tables(&app).has(&name));
}
