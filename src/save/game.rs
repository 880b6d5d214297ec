//! 대국을 저장 값으로 적는 트레이트([`SavedGame`])와, 게임들이 저장 값을 읽을 때 같이 쓰는 작은
//! 도구들. 어느 게임이 저장되는지는 [`crate::registry::played_games`]가 안다.

use bevy::prelude::Resource;
use gameai::games::GameId;
use gameai::games::chess::Board;

use crate::i18n::{Locale, PlayError};

use super::fields::Fields;

/// 게임 `game`의 저장 글 항목 이름 (`game.hex`).
pub fn entry(game: GameId) -> String {
    entry_named(game.slug())
}

/// 이름이 `key`인 대국의 저장 글 항목 (`game.endgame`).
pub(crate) fn entry_named(key: &str) -> String {
    format!("game.{key}")
}

/// 저장되는 대국: 지금 대국을 [`Fields`]로 (공유 주소의 질의 문자열과 같은 글).
pub trait SavedGame: Resource {
    /// 어느 게임인가 (그 규칙으로 둔다: 공유 링크와 알림이 이 이름을 쓴다).
    const GAME: GameId;
    /// 저장 글의 항목 이름 (`game.<KEY>`, `review.<KEY>`): 보통은 게임의 이름, 한 게임의 대국이 둘이면
    /// (체스 대국과 체스 끝내기의 표와의 대국) 다른 이름.
    const KEY: &'static str = Self::GAME.slug();
    /// 이 대국을 다시 만들 수 있는 값들 (수 목록, 판 크기, 누가 먼저).
    fn code(&self) -> Fields;
}

/// `first=you|ai`: 사람이 먼저 두는가 (값이 없으면 `default`).
pub(crate) fn human_first(code: &Fields, default: bool) -> Result<bool, String> {
    match code.get("first") {
        None => Ok(default),
        Some("you") => Ok(true),
        Some("ai") => Ok(false),
        Some(other) => Err(format!("first={other:?} (you, ai)")),
    }
}

/// `first`의 값.
pub(crate) fn first_text(human_first: bool) -> &'static str {
    if human_first { "you" } else { "ai" }
}

/// `fen=`의 값: 체스 국면의 FEN, 칸 사이의 공백은 주소에서 읽히게 `_` (체스 대국과 체스 끝내기).
pub(crate) fn fen_text(board: &Board) -> String {
    board.to_fen().replace(' ', "_")
}

/// [`fen_text`]의 반대 (`_`는 공백으로; 틀린 FEN이면 "FEN: 까닭").
pub(crate) fn read_fen(text: &str) -> Result<Board, String> {
    Board::from_fen(&text.replace('_', " ")).map_err(|e| format!("FEN: {e}"))
}

/// 수 이름들을 차례로 둔다 (`play`가 이름 하나를 둔다). 틀린 수에서 멈추고 "move 3 e5: 까닭".
pub(crate) fn replay(
    names: &[&str],
    locale: &Locale,
    mut play: impl FnMut(&str) -> Result<(), PlayError>,
) -> Result<(), String> {
    for (i, name) in names.iter().enumerate() {
        play(name).map_err(|e| format!("move {} {name}: {}", i + 1, e.text(locale)))?;
    }
    Ok(())
}
