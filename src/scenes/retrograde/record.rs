//! 위토프 대국을 되살리기: 저장 글과 공유 링크의 값([`ResumeAt`])을 읽고 (판 너비의 범위, 칸이 판 안인지,
//! 수들), 표가 풀리면 그 국면으로 연다 — 수들이 있으면 처음 칸에서 다시 두어 수 목록까지 ([`resumed`]).

use bevy::prelude::*;
use gameai::games::wythoff::{Board, Cell};

use super::game::{RetroGame, Side};
use super::state::{WIDTHS, height_for};
use crate::save::{Fields, human_first};

/// 되살릴 대국의 시작 (표가 풀리면 `play.rs`의 `new_game`이 쓴다).
#[derive(Resource, Debug, Clone, PartialEq)]
pub(super) struct ResumeAt {
    pub(super) width: u32,
    queen: Cell,
    turn: Side,
    /// 처음 칸, 먼저 둔 쪽, 수들 (저장 글에 있으면).
    line: Option<(Cell, Side, Vec<Cell>)>,
}

impl ResumeAt {
    /// [`SavedGame::code`]의 값을 읽는다 (판 너비의 범위, 여왕이 판 안인지 검사).
    pub(super) fn parse(
        code: &Fields,
        width: u32,
        human_first_now: bool,
    ) -> Result<ResumeAt, String> {
        let width = code.parsed::<u32>("width")?.unwrap_or(width);
        if !WIDTHS.contains(&width) {
            return Err(format!(
                "width={width}: this app uses {}..={}",
                WIDTHS.start(),
                WIDTHS.end()
            ));
        }
        let height = height_for(width);
        let queen = match code.list("queen")[..] {
            [x, y] => match (x.parse::<u32>(), y.parse::<u32>()) {
                (Ok(x), Ok(y)) if x < width && y < height => Cell::new(x, y),
                _ => return Err(format!("queen={x},{y} is not on a {width}×{height} board")),
            },
            _ => return Err("queen needs x,y".into()),
        };
        let turn = match code.get("turn") {
            Some("you") | None => Side::Human,
            Some("ai") => Side::Ai,
            Some(other) => return Err(format!("turn={other:?} (you, ai)")),
        };
        let cell = |text: &str, sep: char, what: &str| -> Result<Cell, String> {
            match text
                .split_once(sep)
                .map(|(x, y)| (x.parse::<u32>(), y.parse::<u32>()))
            {
                Some((Ok(x), Ok(y))) if x < width && y < height => Ok(Cell::new(x, y)),
                _ => Err(format!(
                    "{what} {text:?} is not a cell of the {width}×{height} board"
                )),
            }
        };
        let line = match code.get("from") {
            None => None,
            Some(from) => {
                let from = cell(from, ',', "from")?;
                let first = if human_first(code, human_first_now)? {
                    Side::Human
                } else {
                    Side::Ai
                };
                let moves = code
                    .list("moves")
                    .iter()
                    .map(|m| cell(m, ':', "move"))
                    .collect::<Result<Vec<_>, _>>()?;
                Some((from, first, moves))
            }
        };
        Ok(ResumeAt {
            width,
            queen,
            turn,
            line,
        })
    }
}

/// 되살린 대국: 수들이 있으면 처음 칸에서 다시 두고 (끝 칸이 저장된 칸과 다르거나 둘 수 없는 수가
/// 있으면 수들은 버리고 저장된 칸에서), 없으면 저장된 칸에서.
pub(super) fn resumed(at: &ResumeAt, b: Board, serial: u64, now: f32) -> RetroGame {
    if let Some((from, first, moves)) = &at.line {
        let mut g = RetroGame::at(b, serial, *from, *first, now);
        if moves.iter().all(|&to| g.play(to, now).is_ok()) && g.queen == at.queen {
            return g;
        }
        tracing::warn!(
            "the saved Wythoff moves do not lead to the saved queen; opening the position"
        );
    }
    RetroGame::at(b, serial, at.queen, at.turn, now)
}
