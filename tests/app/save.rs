//! 아무것도 잃지 않기: 여섯 게임마다 수를 두고 "다시 켜면" (저장 글을 새 앱에 심으면) 같은 국면이
//! 돌아오는지, 공유 링크가 같은 국면을 여는지, 깨진 저장 글을 견디는지 본다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use ai_arcade::Launch;
use ai_arcade::Scene;
use ai_arcade::testing::i18n::{Lang, Locale};
use ai_arcade::testing::layout::Sheet;
use ai_arcade::testing::mcts::{Match, MatchAction, MctsMode, MctsSettings};
use ai_arcade::testing::nim::{NimMatch, NimMode};
use ai_arcade::testing::probe::BoardProbe;
use ai_arcade::testing::retrograde::{RetroGame, RetroMode};
use ai_arcade::testing::save::{NoticeMsg, SaveNotice, SavedGame, Store, entry, share_fields};
use ai_arcade::testing::transposition::TransMode;
use ai_arcade::testing::transposition::{ChessMatch, GomokuMatch};
use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::search::SearchGame;

use crate::common::*;

/// 게임 하나를 여는 법.
fn open(app: &mut App, game: GameId) {
    let scene = ai_arcade::testing::registry::home(game)
        .expect("a game played against the AI")
        .scene;
    if *app.world().resource::<State<Scene>>().get() != scene {
        navigate(app, scene);
    }
    match game {
        GameId::Gomoku => set_mode(app, TransMode::Gomoku),
        GameId::Chess => set_mode(app, TransMode::Chess),
        GameId::Hex => set_mode(app, MctsMode::Hex),
        GameId::Havannah => set_mode(app, MctsMode::Havannah),
        GameId::Wythoff => set_mode(app, RetroMode::Play),
        GameId::Nim => set_mode(app, NimMode::Play),
        GameId::TicTacToe => panic!("tic-tac-toe is an explainer, not a saved game"),
    }
}

/// 게임의 국면 그 자체 (저장 글이 아니라 게임 상태에서): 두 앱의 국면을 견준다.
fn position(app: &App, game: GameId) -> Option<String> {
    let w = app.world();
    Some(match game {
        GameId::Gomoku => {
            let m = w.get_resource::<GomokuMatch>()?;
            format!("{:x} {:?} {:?}", m.game.key(), m.history, m.human)
        }
        GameId::Chess => {
            let m = w.get_resource::<ChessMatch>()?;
            format!("{} {:?} {:?}", m.game.board().to_fen(), m.san, m.human)
        }
        GameId::Hex => {
            let m = w.get_resource::<Match<Hex>>()?;
            format!("{:?} {:?} {:?}", m.game, m.history, m.human)
        }
        GameId::Havannah => {
            let m = w.get_resource::<Match<Havannah>>()?;
            format!("{:?} {:?} {:?}", m.game, m.history, m.human)
        }
        GameId::Wythoff => {
            let g = w.get_resource::<RetroGame>()?;
            format!("{:?} {:?} {:?} {}", g.queen, g.to_move, g.winner, g.width())
        }
        GameId::Nim => {
            let m = w.get_resource::<NimMatch>()?;
            format!("{:?} {:?} {:?}", m.pos, m.to_move, m.winner)
        }
        GameId::TicTacToe => return None,
    })
}

/// 대국의 저장 값 (공유 링크의 값과 같다).
fn code(app: &App, game: GameId) -> ai_arcade::testing::save::Fields {
    let w = app.world();
    match game {
        GameId::Gomoku => w.resource::<GomokuMatch>().code(),
        GameId::Chess => w.resource::<ChessMatch>().code(),
        GameId::Hex => w.resource::<Match<Hex>>().code(),
        GameId::Havannah => w.resource::<Match<Havannah>>().code(),
        GameId::Wythoff => w.resource::<RetroGame>().code(),
        GameId::Nim => w.resource::<NimMatch>().code(),
        GameId::TicTacToe => panic!("tic-tac-toe is an explainer, not a saved game"),
    }
}

/// 게임 `game`이 열렸다 (그 모드의 판이 보고되고 대국이 있다).
fn opened(app: &App, game: GameId) -> bool {
    app.world().resource::<BoardProbe>().game == game.slug() && position(app, game).is_some()
}

/// 사람 차례가 되면 앱이 알려 준 점을 눌러 수 하나를 둔다.
fn play_one_move(app: &mut App, game: GameId) {
    let name = game.slug();
    let ready = run_until(app, 600, |a| {
        let p = a.world().resource::<BoardProbe>();
        p.game == name && !p.taps.is_empty()
    });
    assert!(ready, "{name}: never the player's turn");
    let probe = app.world().resource::<BoardProbe>().clone();
    for (i, &p) in probe.taps.iter().enumerate() {
        tap_screen(app, p, i as u64);
        run(app, 2);
    }
    let moved = run_until(app, 40, |a| {
        a.world().resource::<BoardProbe>().position != probe.position
    });
    assert!(moved, "{name}: the tap played nothing");
}

/// 저장소에 지금 있는 글.
fn saved_text(app: &App) -> String {
    match app.world().resource::<Store>() {
        Store::Memory(Some(t)) => t.clone(),
        other => panic!("nothing saved: {other:?}"),
    }
}

/// 저장 글 `text`로 켠 새 앱 (앞 앱을 끄고 다시 켠 것과 같다).
fn restart(text: Option<String>, launch: Launch) -> App {
    app_from(360, 640, ThinkBackend::Slices(SLICE), move |a| {
        a.insert_resource(Store::Memory(text));
        a.insert_resource(launch);
    })
}

#[test]
fn a_restart_returns_every_game_scene_and_setting_as_it_was() {
    let mut a = app(360, 640);
    let mut played = Vec::new();
    for game in ai_arcade::testing::registry::played_games() {
        open(&mut a, game);
        play_one_move(&mut a, game);
        run(&mut a, 1);
        played.push((game, position(&a, game).unwrap()));
    }
    // 하바나로 돌아가서 설정, 언어, 시트도 바꾼다.
    open(&mut a, GameId::Havannah);
    a.world_mut().resource_mut::<MctsSettings>().c = 2.0;
    a.world_mut().resource_mut::<Locale>().lang = Lang::En;
    *a.world_mut().resource_mut::<Sheet>() = Sheet::Full;
    run(&mut a, 2);
    let text = saved_text(&a);
    drop(a);

    let mut b = restart(Some(text.clone()), Launch::default());
    run(&mut b, 3);
    assert_eq!(scene(&b), Scene::Mcts, "the last scene reopens\n{text}");
    assert_eq!(
        *b.world().resource::<State<MctsMode>>().get(),
        MctsMode::Havannah,
        "and its mode"
    );
    assert_eq!(b.world().resource::<MctsSettings>().c, 2.0);
    assert_eq!(b.world().resource::<Locale>().lang, Lang::En);
    assert_eq!(*b.world().resource::<Sheet>(), Sheet::Full);
    for (game, before) in played {
        open(&mut b, game);
        let restored = run_until(&mut b, 200, |b| opened(b, game));
        assert!(restored, "{game:?} never opened");
        assert_eq!(position(&b, game).unwrap(), before, "{game:?}\n{text}");
    }
    assert_eq!(b.world().resource::<SaveNotice>().msg, None);
}

#[test]
fn new_game_starts_fresh_and_stays_fresh_after_a_restart() {
    let mut a = app(360, 640);
    open(&mut a, GameId::Hex);
    play_one_move(&mut a, GameId::Hex);
    a.world_mut().write_message(MatchAction::NewGame);
    run(&mut a, 3);
    assert!(a.world().resource::<Match<Hex>>().history.is_empty());
    let text = saved_text(&a);
    let mut b = restart(Some(text), Launch::default());
    run(&mut b, 3);
    assert!(b.world().resource::<Match<Hex>>().history.is_empty());
}

#[test]
fn a_shared_link_opens_the_same_position_in_every_game() {
    let mut a = app(360, 640);
    for game in ai_arcade::testing::registry::played_games() {
        open(&mut a, game);
        play_one_move(&mut a, game);
        run(&mut a, 1);
        let before = position(&a, game).unwrap();
        let link = share_fields(game, &code(&a, game)).to_string();
        let launch = Launch::from_query(&format!("?{link}")).unwrap();
        // 저장된 것이 없는 새 기기에서 링크를 연다.
        let mut b = restart(None, launch);
        let ready = run_until(&mut b, 200, |b| opened(b, game));
        assert!(ready, "{game:?}: {link}");
        assert_eq!(position(&b, game).unwrap(), before, "{link}");
    }
}

#[test]
fn a_link_beats_the_saved_game_and_a_bad_link_starts_fresh_with_a_notice() {
    let saved = {
        let mut a = app(360, 640);
        open(&mut a, GameId::Gomoku);
        play_one_move(&mut a, GameId::Gomoku);
        run(&mut a, 2);
        saved_text(&a)
    };
    let launch = Launch::from_query("?scene=transposition&mode=gomoku&moves=a1,b2,c3").unwrap();
    let mut b = restart(Some(saved.clone()), launch);
    run(&mut b, 3);
    assert_eq!(b.world().resource::<GomokuMatch>().history.len(), 3);

    let launch = Launch::from_query("?scene=transposition&mode=gomoku&moves=a1,a1").unwrap();
    let mut c = restart(Some(saved), launch);
    run(&mut c, 3);
    assert!(c.world().resource::<GomokuMatch>().history.is_empty());
    let notice = c.world().resource::<SaveNotice>().msg.clone();
    assert!(
        matches!(&notice, Some(NoticeMsg::LinkBad(GameId::Gomoku, e)) if e.contains("move 2 a1")),
        "{notice:?}"
    );
}

#[test]
fn corrupt_or_foreign_saved_data_is_survived_with_a_notice() {
    for (text, expect) in [
        ("\u{0}garbage{]", "unreadable"),
        ("ai-arcade save 0\nscene=nim", "other"),
        (
            "ai-arcade save 1\nscene=mcts\nmode=hex\ngame.hex=board=99&moves=zz\n",
            "game",
        ),
        (
            "ai-arcade save 1\nscene=mcts\nmode=hex\ngame.hex=board=5&moves=c3,c3\n",
            "game",
        ),
        (
            "ai-arcade save 1\nscene=nim\nmode=play\nsettings.nim=speed=NaN\n",
            "settings",
        ),
        (
            "ai-arcade save 1\nscene=retrograde\nmode=play\ngame.wythoff=width=18&queen=400,2\n",
            "game",
        ),
        (
            "ai-arcade save 1\nscene=nim\nmode=play\ngame.nim=heaps=1,2,x,4\n",
            "game",
        ),
        (
            "ai-arcade save 1\nscene=transposition\nmode=chess\ngame.chess=fen=not_a_fen\n",
            "game",
        ),
    ] {
        let mut b = restart(Some(text.into()), Launch::default());
        run(&mut b, 30);
        let notice = b.world().resource::<SaveNotice>().msg.clone();
        let ok = match expect {
            "unreadable" => matches!(notice, Some(NoticeMsg::Unreadable(_))),
            "other" => matches!(notice, Some(NoticeMsg::OtherVersion)),
            "game" => matches!(notice, Some(NoticeMsg::GameBad(..))),
            _ => matches!(notice, Some(NoticeMsg::SettingsBad(_))),
        };
        assert!(ok, "{text:?}: {notice:?}");
        // 앱은 돌고, 다음 저장이 깨진 글을 바꾼다.
        navigate(&mut b, Scene::Menu);
        run(&mut b, 2);
        let after = saved_text(&b);
        assert!(
            after.starts_with(ai_arcade::testing::save::HEADER),
            "{after}"
        );
        assert!(
            !after.contains("moves=zz") && !after.contains("NaN"),
            "{after}"
        );
    }
}

#[test]
fn a_hex_link_sets_the_board_size_and_swap_rule_it_was_played_with() {
    let launch = Launch::from_query("?scene=mcts&mode=hex&board=5&swap=1&moves=b2,swap").unwrap();
    let mut b = restart(None, launch);
    run(&mut b, 3);
    let m = b.world().resource::<Match<Hex>>();
    assert!(m.game.swapped(), "{:?}", m.history);
    assert_eq!(m.history.len(), 2);
    let s = b.world().resource::<MctsSettings>();
    assert!(s.swap);
    assert_eq!(s.sizes.get(GameId::Hex), Some(5));
    // 하바나의 링크는 헥스의 교환 설정을 건드리지 않는다.
    set_mode(&mut b, MctsMode::Havannah);
    run(&mut b, 2);
    assert!(b.world().resource::<MctsSettings>().swap);
}

/// 들어간 님 모드들 (시험이 기록한다).
#[derive(Resource, Default)]
struct Entered(Vec<NimMode>);

#[test]
fn a_restart_enters_the_saved_mode_directly_without_passing_the_explainer() {
    let text = "ai-arcade save 1\nscene=nim\nmode=play\n".to_owned();
    let mut b = restart(Some(text), Launch::default());
    b.init_resource::<Entered>();
    b.add_systems(
        StateTransition,
        (|mut seen: MessageReader<StateTransitionEvent<NimMode>>, mut entered: ResMut<Entered>| {
            entered.0.extend(seen.read().filter_map(|e| e.entered));
        })
        .after(EnterSchedules::<NimMode>::default()),
    );
    run(&mut b, 5);
    assert_eq!(scene(&b), Scene::Nim);
    assert_eq!(b.world().resource::<Entered>().0, [NimMode::Play]);
}

/// 두 창이 한 저장 파일을 쓴다 (웹의 두 탭과 같다): 님을 두는 창과 헥스를 두는 창이 번갈아 써도, 쓸
/// 때마다 저장 파일을 다시 읽어 제가 바꾼 항목만 얹으므로 어느 쪽의 대국도 사라지지 않는다.
#[test]
fn two_windows_on_one_save_file_keep_each_others_games() {
    let dir = std::env::temp_dir().join(format!("ai-arcade-two-windows-{}", std::process::id()));
    let path = dir.join("save.txt");
    let window = || {
        let store = Store::File(path.clone());
        app_from(360, 640, ThinkBackend::Slices(SLICE), move |a| {
            a.insert_resource(store);
        })
    };
    let mut nim = window();
    let mut hex = window();
    open(&mut nim, GameId::Nim);
    play_one_move(&mut nim, GameId::Nim);
    open(&mut hex, GameId::Hex);
    play_one_move(&mut hex, GameId::Hex);
    run(&mut hex, 2);
    let hex_game = position(&hex, GameId::Hex).unwrap();
    // 님 창이 한 수 더 둔다: 그 쓰기가 헥스 창의 대국을 지우면 안 된다.
    play_one_move(&mut nim, GameId::Nim);
    run(&mut nim, 2);
    let nim_game = position(&nim, GameId::Nim).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let saved = ai_arcade::testing::save::Saved::parse(&text).unwrap();
    assert!(saved.get(&entry(GameId::Hex)).is_some(), "{text}");
    assert!(saved.get(&entry(GameId::Nim)).is_some(), "{text}");
    drop((nim, hex));
    // 다시 켜면 두 대국이 다 돌아온다.
    let mut again = window();
    for (game, before) in [(GameId::Nim, nim_game), (GameId::Hex, hex_game)] {
        open(&mut again, game);
        assert!(run_until(&mut again, 200, |a| opened(a, game)), "{game:?}");
        assert_eq!(position(&again, game).unwrap(), before, "{game:?}\n{text}");
    }
    let _ = std::fs::remove_dir_all(dir);
}
