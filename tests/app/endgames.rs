//! 체스 끝내기 (후퇴 해석 장면의 네 번째 모드)의 배선: 풀기, 수마다, 표와의 대국과 그 돌아보기, 아무
//! 재료나 고르는 고르개.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use crate::common::*;
use ai_arcade::Scene;
use ai_arcade::testing::layout::ScreenLayout;
use ai_arcade::testing::retrograde::RetroMode;
use bevy::prelude::*;

/// 체스 끝내기: KQK를 풀고 (가장 긴 메이트 10수), 풀기 판의 빈 칸을 누르면 그 국면의 모든 수를 보고,
/// 대국에서 표의 가장 좋은 수를 탭으로 두면 표의 거리 그대로 메이트한다. 와이토프의 판은 숨는다.
#[test]
fn chess_endgames_solve_then_every_move_then_a_perfect_attack_by_taps() {
    use ai_arcade::testing::retrograde::{EgFit, EgView, EndgameLab, EndgameTables};
    fn lab(a: &App) -> &EndgameLab {
        a.world().resource::<EndgameLab>()
    }
    use gameai::games::chess::Square;
    use gameai::tablebase::Value;

    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Retrograde);
    set_mode(&mut app, RetroMode::Endgames);
    // 풀이는 프레임 밖의 생각 모듈에서 (시험은 한 프레임에 한 조각). 풀리는 동안 판은 스냅숏의
    // 지켜본 국면 값으로 칠한다: 어느 프레임엔가 칠한 칸이 있다 (층이 보이는 속도를 앞당겨).
    let mut painted_while_solving = false;
    assert!(run_until(&mut app, 4000, |a| {
        let Some(l) = a.world().get_resource::<EndgameLab>() else {
            return false;
        };
        let t = a.world().resource::<EndgameTables>();
        if l.solving(t) {
            painted_while_solving |= l.watching.iter().any(|b| l.value(t, b).is_some());
        }
        l.solved(t)
    }));
    assert!(
        painted_while_solving,
        "the snapshots carry the watched values"
    );
    let tables = app.world().resource::<EndgameTables>();
    let report = lab(&app).report(tables).unwrap();
    assert_eq!(report.longest_mate_moves(), 10);
    // 층이 자라 모든 칸이 칠해질 때까지 (초마다 5층).
    run(&mut app, 300);

    let square = |a: &App, sq: Square| {
        let layout = *a.world().resource::<ScreenLayout>();
        EgFit::compute(layout.board).center(sq)
    };
    // 풀기 판의 빈 칸 h8을 누르면: 흑 킹이 h8에 있고 흑 차례인 국면의 모든 수.
    let h8 = Square::at(7, 7);
    let at = square(&app, h8);
    tap_world(&mut app, at);
    run(&mut app, 1);
    assert_eq!(lab(&app).view, EgView::Moves);
    let pos = lab(&app).position;
    assert_eq!(pos.king_square(gameai::games::chess::Color::Black), h8);
    assert!(matches!(
        lab(&app).value(app.world().resource::<EndgameTables>(), &pos),
        Some(Value::Loss(_))
    ));

    // 대국 (공격): 사람은 언제나 표의 가장 좋은 수를 탭으로 둔다.
    app.world_mut().resource_mut::<EndgameLab>().view = EgView::Play;
    assert!(run_until(&mut app, 10, |a| lab(a).game.is_some()));
    let start = lab(&app).game.as_ref().unwrap().start;
    let perfect = start.moves().unwrap();
    for _ in 0..40 {
        assert!(run_until(&mut app, 200, |a| {
            let l = lab(a);
            l.game.as_ref().is_some_and(|g| g.reply_at.is_none())
                && (l.position.side_to_move() == l.game.as_ref().unwrap().human
                    || l.position.legal_moves().is_empty())
        }));
        let board = lab(&app).position;
        if board.legal_moves().is_empty() {
            break;
        }
        let best = app
            .world()
            .resource::<EndgameTables>()
            .tables
            .probe(&board)
            .unwrap()
            .moves[0]
            .mv;
        let (from, to) = (square(&app, best.from), square(&app, best.to));
        tap_world(&mut app, from);
        run(&mut app, 1);
        tap_world(&mut app, to);
        run(&mut app, 1);
        assert_eq!(
            lab(&app).last,
            Some(best),
            "the taps played the table's move"
        );
    }
    let l = lab(&app);
    assert!(
        l.position.in_check() && l.position.legal_moves().is_empty(),
        "mate"
    );
    let g = l.game.as_ref().unwrap();
    assert_eq!(
        g.human_moves,
        u32::from(perfect),
        "perfect play mates in the table's distance"
    );
    assert!(
        g.notes
            .iter()
            .all(|n| matches!(n, ai_arcade::testing::retrograde::Note::Table(_)))
    );

    // 돌아보기: 표가 정확히 판정한다 — 라이브러리의 돌아보기와 같고, 완벽한 대국에는 표시가 없다.
    use ai_arcade::testing::review::{ListAction, Review};
    use gameai::games::chess::Chess;
    use gameai::review::{EndgameJudge, Verdict, review};
    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 200, |a| {
        let l = lab(a);
        let r = a.world().resource::<Review<EndgameLab>>();
        !l.line.all().is_empty() && r.marked(&l.line) == l.line.all().len()
    }));
    let l = lab(&app);
    let direct = review(
        &mut EndgameJudge::new(app.world().resource::<EndgameTables>().tables.clone()),
        &Chess::from_board(l.first),
        gameai::games::Player::First,
        l.line.all(),
    )
    .unwrap();
    let r = app.world().resource::<Review<EndgameLab>>();
    for d in &direct {
        assert_eq!(r.mark(&l.line, d.ply), Some(d), "move {}", d.ply);
        assert!(d.exact, "the table is exact");
        if d.ply % 2 == 1 {
            assert_eq!(
                d.verdict,
                Verdict::Best,
                "the player's perfect move {}",
                d.ply
            );
        }
    }
    // 지난 국면으로: 판은 그 국면, 표는 기다린다; 거기서 다른 수를 두면 새 갈래이고 표가 답한다.
    app.world_mut().write_message(ListAction::Goto(0));
    run(&mut app, 5);
    let l = lab(&app);
    assert_eq!((l.position, l.line.at()), (l.first, 0));
    assert!(l.game.as_ref().unwrap().reply_at.is_none());
    let other = l
        .position
        .legal_moves()
        .into_iter()
        .find(|&mv| Some(mv) != direct[0].best && mv.promotion.is_none())
        .unwrap();
    let (from, to) = (square(&app, other.from), square(&app, other.to));
    tap_world(&mut app, from);
    run(&mut app, 1);
    tap_world(&mut app, to);
    assert!(run_until(&mut app, 200, |a| lab(a).line.all().len() == 2));
    assert_eq!(lab(&app).line.all()[0], other);
}

/// 끝내기 고르개: 미리 놓지 않은 재료(KRKB)를 고르면 앱이 그 표를 풀고, 그 수치(국면, 이김·비김·짐,
/// 가장 긴 메이트와 그 국면)는 명령줄 `gameai tablebase --json`이 `docs/tablebase.md`의 측정 표에 적은
/// 것과 같다. 예산을 넘는 재료(KRKP, AI의 메모리 예산을 20 MiB로 줄여)는 풀지 않는다.
#[test]
fn any_material_can_be_picked_and_solves_as_the_cli_does() {
    use ai_arcade::testing::retrograde::{EndgameLab, EndgameTables, PickEndgame};
    use ai_arcade::testing::think::AiMemory;
    use gameai::memory::MemoryBudget;
    use gameai::tablebase::Material;

    let mut app = app(1280, 720);
    navigate(&mut app, Scene::Retrograde);
    set_mode(&mut app, RetroMode::Endgames);
    assert!(run_until(&mut app, 10, |a| a
        .world()
        .contains_resource::<EndgameLab>()));
    // 흑이 더 세게 적어도 표의 이름으로 푼다.
    let picked = Material::parse("KBKR").unwrap();
    app.world_mut().write_message(PickEndgame(picked));
    run(&mut app, 1);
    let krkb = Material::parse("KRKB").unwrap();
    assert_eq!(app.world().resource::<EndgameLab>().material, krkb);
    assert!(run_until(&mut app, 20_000, |a| {
        let t = a.world().resource::<EndgameTables>();
        a.world().resource::<EndgameLab>().solved(t)
    }));
    let tables = app.world().resource::<EndgameTables>();
    let report = app.world().resource::<EndgameLab>().report(tables).unwrap();
    let docs = include_str!("../../docs/tablebase.md");
    let row: Vec<&str> = docs
        .lines()
        .find(|l| l.starts_with("| KRKB |"))
        .expect("docs/tablebase.md has the CLI's KRKB row")
        .split('|')
        .map(str::trim)
        .collect();
    let number = |s: &str| s.replace(',', "").parse::<u64>().unwrap();
    assert_eq!(report.positions, number(row[2]));
    assert_eq!(
        (report.wins, report.draws, report.losses),
        (number(row[3]), number(row[4]), number(row[5]))
    );
    assert_eq!(u64::from(report.longest_mate_moves()), number(row[6]));
    let fen = report.longest.as_ref().unwrap().1.clone();
    assert_eq!(format!("`{fen}`"), row[7]);

    // 예산을 넘는 재료: 풀지 않고, 판이 까닭을 말한다 (표의 예산은 AI의 메모리 예산을 따른다).
    app.insert_resource(AiMemory::new(MemoryBudget::from_bytes(20 << 20), 1));
    run(&mut app, 1);
    app.world_mut()
        .write_message(PickEndgame(Material::parse("KRKP").unwrap()));
    run(&mut app, 2);
    let lab = app.world().resource::<EndgameLab>();
    let t = app.world().resource::<EndgameTables>();
    assert_eq!(lab.material, Material::parse("KRKP").unwrap());
    let too_big = lab.too_big.expect("KRKP needs more than 20 MiB");
    assert!(too_big.need > too_big.limit);
    assert!(!lab.solving(t) && !lab.solved(t));
}

/// 표와의 대국은 돌아보기와 함께 저장된다 (`game.endgame`, `review.endgame`): 다시 켜면 재료의 표를 다시
/// 풀고, 같은 처음 국면에서 같은 수들을 두며, 사람의 수의 표시와 돌아본 수들도 돌아온다. 틀린 저장 글은
/// 알림과 함께 버리고 첫 끝내기로 연다.
#[test]
fn a_game_against_the_table_and_its_review_survive_a_restart() {
    use ai_arcade::testing::retrograde::{EgFit, EgView, EndgameLab, EndgameTables};
    use ai_arcade::testing::review::{ListAction, Review};
    use ai_arcade::testing::save::{NoticeMsg, SaveNotice, Saved, Store};
    use gameai::review::Verdict;
    fn lab(a: &App) -> &EndgameLab {
        a.world().resource::<EndgameLab>()
    }
    fn open(text: Option<String>) -> App {
        let mut app = app_from(1280, 720, ThinkBackend::Slices(SLICE), move |a| {
            a.insert_resource(Store::Memory(text));
        });
        navigate(&mut app, Scene::Retrograde);
        set_mode(&mut app, RetroMode::Endgames);
        app
    }
    let mut app = open(None);
    assert!(run_until(&mut app, 4000, |a| a
        .world()
        .get_resource::<EndgameLab>()
        .is_some_and(
            |l| l.solved(a.world().resource::<EndgameTables>())
        )));
    app.world_mut().resource_mut::<EndgameLab>().view = EgView::Play;
    assert!(run_until(&mut app, 10, |a| lab(a).game.is_some()));
    // 사람의 첫 수는 표의 가장 좋은 수가 아닌 것 (아직 이기되 더 느린 수가 있으면 그것), 표가 답한다.
    let board = lab(&app).position;
    let probe = app
        .world()
        .resource::<EndgameTables>()
        .tables
        .probe(&board)
        .unwrap();
    let slow = probe
        .moves
        .iter()
        .rfind(|m| matches!(m.for_mover(), gameai::tablebase::Value::Win(_)))
        .unwrap()
        .mv;
    assert_ne!(Some(slow), probe.moves.first().map(|m| m.mv));
    let fit = EgFit::compute(app.world().resource::<ScreenLayout>().board);
    tap_world(&mut app, fit.center(slow.from));
    run(&mut app, 1);
    tap_world(&mut app, fit.center(slow.to));
    assert!(run_until(&mut app, 200, |a| lab(a).line.all().len() == 2));
    app.world_mut().write_message(ListAction::Review);
    assert!(run_until(&mut app, 200, |a| {
        let l = lab(a);
        a.world().resource::<Review<EndgameLab>>().marked(&l.line) == 2
    }));
    let first_mark = app
        .world()
        .resource::<Review<EndgameLab>>()
        .mark(&lab(&app).line, 1)
        .cloned()
        .unwrap();
    assert_ne!(first_mark.verdict, Verdict::Best, "a slower move is marked");
    run(&mut app, 3);
    let (first, moves, notes) = {
        let l = lab(&app);
        let g = l.game.as_ref().unwrap();
        (l.first, l.line.all().to_vec(), g.notes.clone())
    };
    let text = match app.world().resource::<Store>() {
        Store::Memory(Some(t)) => t.clone(),
        other => panic!("nothing saved: {other:?}"),
    };
    assert!(text.contains("game.endgame=") && text.contains("review.endgame="));
    drop(app);

    // 다시 켜면: 표를 다시 풀고 같은 대국, 같은 표시, 같은 돌아보기.
    let mut b = open(Some(text.clone()));
    assert!(run_until(&mut b, 4000, |a| a
        .world()
        .get_resource::<EndgameLab>()
        .is_some_and(|l| l.game.is_some())));
    run(&mut b, 3);
    let l = lab(&b);
    assert_eq!(l.view, EgView::Play);
    assert_eq!((l.first, l.line.all()), (first, &moves[..]));
    assert_eq!(l.game.as_ref().unwrap().notes, notes);
    assert_eq!(l.game.as_ref().unwrap().human_moves, 1);
    let r = b.world().resource::<Review<EndgameLab>>();
    assert_eq!(r.marked(&l.line), 2);
    assert_eq!(r.mark(&l.line, 1), Some(&first_mark));
    drop(b);

    // 읽을 수 없는 대국: 알림, 항목은 지워지고 첫 끝내기 (KQK)로.
    let broken = text
        .lines()
        .map(|l| {
            if l.starts_with("game.endgame=") {
                "game.endgame=material=KQK&fen=8/8/8/8/8/8/8/8_w_-_-_0_1"
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut c = open(Some(broken));
    run(&mut c, 3);
    assert!(
        matches!(
            &c.world().resource::<SaveNotice>().msg,
            Some(NoticeMsg::GameBad(gameai::games::GameId::Chess, e)) if e.contains("FEN")
        ),
        "{:?}",
        c.world().resource::<SaveNotice>().msg
    );
    assert!(lab(&c).pending.is_none() && lab(&c).material.to_string() == "KQK");
    assert_ne!(
        c.world().resource::<Saved>().get("game.endgame"),
        Some("material=KQK&fen=8/8/8/8/8/8/8/8_w_-_-_0_1")
    );
}
