//! 완벽한 표와의 대국: 공격(사람이 이기는 쪽, 표의 거리 안에 메이트하기) 또는 방어(사람이 지는 쪽,
//! 되도록 오래 버티기). 표는 언제나 가장 좋은 수를 둔다: 이기면 가장 빠른 메이트, 지면 가장 긴 버팀.
//! 사람의 수가 표의 가장 좋은 수보다 나쁘면 몇 수 손해인지 적는다.

use bevy::prelude::*;
use gameai::games::chess::{Board, Color as Side, Move, MoveError};
use gameai::tablebase::Value;
use rand::RngExt;

use super::state::{EgGame, EndgameLab, EndgameTables, Note};
use crate::AppSet;
use crate::hud::hint::Hint;
use crate::i18n::{EgText, Locale};
use crate::scenes::retrograde::state::{RetroMode, RetroRng};
use crate::scenes::seat::{self, AiMatch, AiSeat};

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
            open_game(lab, tables, layout.board(&p), v);
            return;
        }
    }
}

/// 국면 `first`(사람 차례, 표의 값 `start`)에서 새 대국을 연다: 판, 표의 자리, 빈 표시.
fn open_game(lab: &mut EndgameLab, tables: &EndgameTables, first: Board, start: Value) {
    lab.show(first);
    lab.seat = AiSeat::default();
    lab.game = Some(EgGame {
        human: first.side_to_move(),
        start,
        human_moves: 0,
        notes: Vec::new(),
        reply_at: None,
        tables: tables.tables.clone(),
    });
}

/// 대국이 끝났는가 (메이트, 또는 [`drawn`]의 비김).
pub(crate) fn over(board: &Board, tables: &EndgameTables) -> bool {
    board.legal_moves().is_empty() || drawn(board, tables).is_some()
}

/// 비겨서 끝났으면 그 까닭: 스테일메이트, 메이트할 기물 없음, 50수, 표가 비김이라 하는 세 기물 국면.
fn drawn(board: &Board, tables: &EndgameTables) -> Option<EgText> {
    if board.legal_moves().is_empty() {
        return (!board.in_check()).then_some(EgText::WhyStalemate);
    }
    if board.insufficient_material() {
        Some(EgText::WhyMaterial)
    } else if board.halfmove_clock() >= 100 {
        Some(EgText::WhyFifty)
    } else {
        let table_draw = tables
            .tables
            .value_of(board)
            .is_ok_and(|v| v == Value::Draw);
        (table_draw && board.occupied().count_ones() <= 3).then_some(EgText::WhyTable)
    }
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
    // 연습의 시도는 대국의 수가 아니다: 세지도 적지도 않고, 표도 답하지 않는다.
    if lab.line.trying() {
        return;
    }
    game.human_moves += 1;
    game.notes.extend(judge(tables, before, mv));
    if !over(&lab.position, tables) && lab.line.at_end() {
        game.reply_at = Some(now + REPLY_DELAY);
    }
}

/// 사람의 수 `mv`(`before`에서)를 표의 가장 좋은 수와 견준 표시: 더 느린 길이나 놓친 이김 (아니면 없음).
fn judge(tables: &EndgameTables, before: &Board, mv: Move) -> Option<Note> {
    let p = tables.tables.probe(before).ok()?;
    let (best, mine) = (p.moves.first()?, p.moves.iter().find(|m| m.mv == mv)?);
    let (b, m) = (best.for_mover(), mine.for_mover());
    match (b, m) {
        (Value::Win(_), Value::Win(_)) | (Value::Loss(_), Value::Loss(_))
            if m.rank() > b.rank() =>
        {
            let lost = (m.rank() - b.rank()).unsigned_abs() as u16;
            Some(Note::Slower(mv, lost.div_ceil(2)))
        }
        (Value::Win(_), _) if !matches!(m, Value::Win(_)) => Some(Note::Spoiled(mv)),
        _ => None,
    }
}

/// 저장 글에서 읽어 둔 대국([`EndgameLab::pending`])을 표가 풀린 뒤에 다시 둔다: 사람은 처음 국면에서
/// 둘 차례인 쪽, 처음 값은 표의 값, 사람의 수마다 표시를 다시 매긴다. 마지막에 표의 차례면 표가 답한다.
/// 처음 국면을 표가 모르면 (다른 재료) 무엇이 틀렸는지 말하고 대국을 열지 않는다.
pub(crate) fn resume(lab: &mut EndgameLab, tables: &EndgameTables, now: f32) -> Result<(), String> {
    let Some(saved) = lab.pending.take() else {
        return Ok(());
    };
    let start = tables
        .tables
        .value_of(&saved.first)
        .map_err(|e| format!("FEN: {e}"))?;
    let human = saved.first.side_to_move();
    open_game(lab, tables, saved.first, start);
    for mv in saved.moves {
        let before = lab.position;
        lab.play(mv);
        if let Some(g) = lab.game.as_mut() {
            if before.side_to_move() == human {
                g.human_moves += 1;
                g.notes.extend(judge(tables, &before, mv));
            } else {
                g.notes.push(Note::Table(mv));
            }
        }
    }
    let tables_turn = lab.position.side_to_move() != human && !over(&lab.position, tables);
    if let Some(g) = lab.game.as_mut().filter(|_| tables_turn) {
        g.reply_at = Some(now + REPLY_DELAY);
    }
    Ok(())
}

/// 표와의 대국도 [`AiMatch`]다: 표의 수와 사람의 수가 다른 게임들과 같은 길로 둔다. 대국이 없거나
/// 끝났으면(둘 수가 없으면) 어떤 수도 거부한다. 표가 둔 수는 대국의 표시에 적는다.
impl AiMatch for EndgameLab {
    type Answer = Option<Move>;
    type Kept = ();
    type Error = MoveError;

    fn seat_mut(&mut self) -> &mut AiSeat<Option<Move>, ()> {
        &mut self.seat
    }
    fn play_move(&mut self, mv: Move, _: f32) -> Result<(), MoveError> {
        let Some(human) = self.game.as_ref().map(|g| g.human) else {
            return Err(MoveError::GameOver);
        };
        let legal = self.position.legal_moves();
        if legal.is_empty() {
            return Err(MoveError::GameOver);
        }
        if !legal.contains(&mv) {
            return Err(MoveError::Illegal(mv.to_string()));
        }
        let by_table = self.position.side_to_move() != human;
        self.play(mv);
        if by_table && let Some(g) = self.game.as_mut() {
            g.notes.push(Note::Table(mv));
        }
        Ok(())
    }
}

/// 표의 차례: 잠깐 쉬었다가 가장 좋은 수를 자리의 길로 둔다.
fn reply(
    mut lab: ResMut<EndgameLab>,
    tables: Res<EndgameTables>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
    mut frames: crate::rest::Frames,
) {
    // 표는 대국의 끝에서만 둔다 (지난 국면을 보거나 연습하는 동안은 기다린다).
    let Some(at) = lab
        .game
        .as_ref()
        .filter(|_| lab.line.at_end())
        .and_then(|g| g.reply_at)
    else {
        return;
    };
    // 표의 수를 기다리는 동안 그린다.
    frames.want();
    let now = time.elapsed_secs();
    if now < at || lab.seat.stuck {
        return;
    }
    if let Some(g) = lab.game.as_mut() {
        g.reply_at = None;
    }
    let best = tables
        .tables
        .probe(&lab.position)
        .ok()
        .and_then(|p| p.moves.first().map(|m| m.mv));
    seat::apply_answer(&mut *lab, best, None, &mut hint, now);
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
            _ => {
                let why = drawn(board, tables).unwrap_or(EgText::WhyTable);
                l.f(EgText::GameDrawn, &[("why", &l.t(why))])
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hud::hint::HintMsg;
    use crate::i18n::PlayError;
    use gameai::games::chess::Square;

    /// KQK, 백(사람) 차례.
    fn lab_in_play() -> EndgameLab {
        let mut lab = EndgameLab::new(super::super::state::preset(0));
        lab.show(
            Board::from_fen("8/8/8/4k3/8/8/8/KQ6 w - - 0 1").unwrap_or_else(|e| panic!("{e}")),
        );
        lab.game = Some(EgGame {
            human: Side::White,
            start: Value::Win(10),
            human_moves: 0,
            notes: Vec::new(),
            reply_at: None,
            tables: Default::default(),
        });
        lab
    }

    #[test]
    fn a_refused_move_shows_why_and_changes_nothing() {
        let mut lab = lab_in_play();
        let before = lab.position;
        let mut hint = Hint::default();
        let bad = Move::new(Square::at(1, 0), Square::at(2, 2));
        assert!(!seat::play_human(&mut lab, bad, &mut hint, 0.0));
        assert_eq!(lab.position, before);
        assert!(matches!(
            hint.text,
            Some(HintMsg::Refused(PlayError::Chess(MoveError::Illegal(_))))
        ));
        // 대국이 없으면 어떤 수도 두지 않는다.
        lab.game = None;
        let good = before.parse_move("b1b2").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(lab.play_move(good, 0.0), Err(MoveError::GameOver));
    }

    #[test]
    fn the_tables_move_is_noted_and_a_refused_one_stops_the_game() {
        let mut lab = lab_in_play();
        let mut hint = Hint::default();
        let mv = lab
            .position
            .parse_move("b1b5")
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(seat::play_human(&mut lab, mv, &mut hint, 0.0));
        // 흑(표) 차례: 둘 수 없는 수는 거부되고 대국이 멈춘다.
        let e5_a1 = Move::new(Square::at(4, 4), Square::at(0, 0));
        seat::apply_answer(&mut lab, Some(e5_a1), None, &mut hint, 1.0);
        assert!(lab.seat.stuck);
        assert!(matches!(hint.text, Some(HintMsg::AiRefused(_))));
        assert!(lab.game.as_ref().is_some_and(|g| g.notes.is_empty()));
        // 합법인 표의 수는 두고 적는다.
        lab.seat.stuck = false;
        let reply = lab
            .position
            .parse_move("e5e6")
            .unwrap_or_else(|e| panic!("{e}"));
        seat::apply_answer(&mut lab, Some(reply), None, &mut hint, 2.0);
        assert!(!lab.seat.stuck);
        assert_eq!(lab.last, Some(reply));
        assert_eq!(
            lab.game.as_ref().map(|g| g.notes.clone()),
            Some(vec![Note::Table(reply)])
        );
    }
}
