//! 완벽한 표와의 대국: 공격(사람이 이기는 쪽, 표의 거리 안에 메이트하기) 또는 방어(사람이 지는 쪽,
//! 되도록 오래 버티기). 표는 언제나 가장 좋은 수를 둔다: 이기면 가장 빠른 메이트, 지면 가장 긴 버팀.
//! 사람의 수가 표의 가장 좋은 수보다 나쁘면 몇 수 손해인지 적는다.

use bevy::prelude::*;
use gameai::games::chess::{Board, Color as Side, Move};
use gameai::tablebase::Value;
use rand::RngExt;

use super::state::{EgGame, EndgameLab, EndgameTables, Note};
use crate::AppSet;
use crate::i18n::{EgText, Locale};
use crate::scenes::retrograde::state::{RetroMode, RetroRng};

/// 사람의 수 뒤 표가 두기까지 쉬는 초 (무엇을 두었는지 보이게).
const REPLY_DELAY: f32 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        reply
            .in_set(AppSet::Think)
            .run_if(in_state(RetroMode::Endgames).and_then(resource_exists::<EndgameLab>)),
    );
}

/// 새 대국: 표에서 무작위로, 사람이 둘 차례이고 공격이면 이기는 (방어면 지는) 긴 국면을 고른다.
pub(crate) fn new_game(lab: &mut EndgameLab, tables: &EndgameTables, rng: &mut RetroRng) {
    let Some(t) = tables.tables.table(&lab.material) else {
        return;
    };
    let longest = t.longest().unwrap_or(1);
    let layout = t.layout();
    let (human, want_win) = if lab.attack {
        (Side::White, true)
    } else {
        (Side::Black, false)
    };
    // 가장 긴 거리의 절반 이상 (짧은 끝내기는 적어도 5반수).
    let at_least = (longest / 2).max(5).min(longest);
    for _ in 0..200_000 {
        let idx = rng.0.random_range(0..layout.len() as u32);
        let Some(v) = t.value(idx) else { continue };
        let p = layout.decode(idx);
        if p.side != human {
            continue;
        }
        let fits = match v {
            Value::Win(d) => want_win && d >= at_least,
            Value::Loss(d) => !want_win && d + 1 >= at_least,
            Value::Draw => false,
        };
        if fits {
            lab.show(layout.board(&p));
            lab.game = Some(EgGame {
                human,
                start: v,
                human_moves: 0,
                notes: Vec::new(),
                reply_at: None,
            });
            return;
        }
    }
}

/// 대국이 끝났는가 (메이트, 스테일메이트, 기물 부족, 50수).
pub(crate) fn over(board: &Board, tables: &EndgameTables) -> bool {
    board.legal_moves().is_empty()
        || board.halfmove_clock() >= 100
        || board.insufficient_material()
        || tables
            .tables
            .value_of(board)
            .is_ok_and(|v| v == Value::Draw)
            && board.occupied().count_ones() <= 3
}

/// 사람이 `before`에서 `mv`를 두었다: 표의 가장 좋은 수와 견주어 적고, 표의 차례를 잡는다.
pub(crate) fn after_human(
    lab: &mut EndgameLab,
    tables: &EndgameTables,
    before: &Board,
    mv: Move,
    now: f32,
) {
    let Some(game) = lab.game.as_mut() else {
        return;
    };
    game.human_moves += 1;
    if let Ok(p) = tables.tables.probe(before)
        && let (Some(best), Some(mine)) = (p.moves.first(), p.moves.iter().find(|m| m.mv == mv))
    {
        let (b, m) = (best.for_mover(), mine.for_mover());
        match (b, m) {
            (Value::Win(_), Value::Win(_)) | (Value::Loss(_), Value::Loss(_))
                if m.rank() > b.rank() =>
            {
                let lost = (m.rank() - b.rank()).unsigned_abs() as u16;
                game.notes.push(Note::Slower(mv, lost.div_ceil(2)));
            }
            (Value::Win(_), _) if !matches!(m, Value::Win(_)) => game.notes.push(Note::Spoiled(mv)),
            _ => {}
        }
    }
    if !over(&lab.position, tables) {
        game.reply_at = Some(now + REPLY_DELAY);
    }
}

/// 표의 차례: 잠깐 쉬었다가 가장 좋은 수.
fn reply(
    mut lab: ResMut<EndgameLab>,
    tables: Res<EndgameTables>,
    time: Res<Time>,
    mut frames: crate::rest::Frames,
) {
    let Some(at) = lab.game.as_ref().and_then(|g| g.reply_at) else {
        return;
    };
    // 표의 수를 기다리는 동안 그린다.
    frames.want();
    if time.elapsed_secs() < at {
        return;
    }
    let best = tables
        .tables
        .probe(&lab.position)
        .ok()
        .and_then(|p| p.moves.first().map(|m| m.mv));
    if let Some(mv) = best {
        lab.play(mv);
    }
    if let Some(g) = lab.game.as_mut() {
        g.reply_at = None;
        if let Some(mv) = best {
            g.notes.push(Note::Table(mv));
        }
    }
}

/// 대국의 아래 글: 누구 차례, 내 수 대 완벽, 끝났으면 결과.
pub(crate) fn status(g: &EgGame, board: &Board, tables: &EndgameTables, l: &Locale) -> String {
    let best = g.start.moves().unwrap_or(0);
    let you = g.human_moves;
    if over(board, tables) {
        let mated = board.legal_moves().is_empty() && board.in_check();
        return match (mated, board.side_to_move() == g.human) {
            (true, false) => l.f(EgText::YouMated, &[("best", &best), ("you", &you)]),
            (true, true) => l.f(EgText::YouHeld, &[("best", &best), ("you", &you)]),
            _ => l.f(EgText::GameDrawn, &[("why", &l.t(EgText::ValueDraw))]),
        };
    }
    let counter = l.f(EgText::YourMoves, &[("you", &you), ("best", &best)]);
    if board.side_to_move() == g.human {
        let side = l.t(match g.human {
            Side::White => EgText::White,
            Side::Black => EgText::Black,
        });
        format!("{} · {counter}", l.f(EgText::YourTurn, &[("side", &side)]))
    } else {
        counter
    }
}
