//! 둘 수 없는 수의 이유를 글로: 라이브러리의 오류 종류를 그대로 들고 다니다가 화면에 보일 때 여기
//! 한 곳에서 글자 표의 두 언어로 바꾼다. 장면은 `String`을 만들지 않는다.

use gameai::games::chess::MoveError;
use gameai::games::gomoku::GomokuError;
use gameai::games::havannah::HavannahError;
use gameai::games::hex::HexError;
use gameai::games::nim::{NimError, TakeRule};
use gameai::games::tictactoe::{TicTacToeError, cell_name};
use gameai::games::wythoff::WythoffError;

use super::locale::Locale;
use super::strings::S;

/// 앱에서 둘 수 없었던 수의 이유 (라이브러리의 오류 그대로).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// 오목.
    Gomoku(GomokuError),
    /// 체스.
    Chess(MoveError),
    /// 헥스.
    Hex(HexError),
    /// 하바나.
    Havannah(HavannahError),
    /// 님.
    Nim(NimError),
    /// 위토프.
    Wythoff(WythoffError),
    /// 틱택토 ("AI와 두기").
    TicTacToe(TicTacToeError),
}

impl From<TicTacToeError> for PlayError {
    fn from(e: TicTacToeError) -> Self {
        PlayError::TicTacToe(e)
    }
}

impl From<NimError> for PlayError {
    fn from(e: NimError) -> Self {
        PlayError::Nim(e)
    }
}

impl From<WythoffError> for PlayError {
    fn from(e: WythoffError) -> Self {
        PlayError::Wythoff(e)
    }
}

impl From<GomokuError> for PlayError {
    fn from(e: GomokuError) -> Self {
        PlayError::Gomoku(e)
    }
}

impl From<MoveError> for PlayError {
    fn from(e: MoveError) -> Self {
        PlayError::Chess(e)
    }
}

impl From<HexError> for PlayError {
    fn from(e: HexError) -> Self {
        PlayError::Hex(e)
    }
}

impl From<HavannahError> for PlayError {
    fn from(e: HavannahError) -> Self {
        PlayError::Havannah(e)
    }
}

impl PlayError {
    /// 이 언어로 된 이유.
    pub fn text(&self, locale: &Locale) -> String {
        let cell = |s: S, c: &String| locale.f(s, &[("cell", c)]);
        let size = |n: &u8| locale.f(S::ErrBadSize, &[("n", n)]);
        match self {
            PlayError::Gomoku(GomokuError::BadSize(n))
            | PlayError::Hex(HexError::BadSize(n))
            | PlayError::Havannah(HavannahError::BadBase(n)) => size(n),
            PlayError::Gomoku(GomokuError::BadCell(c))
            | PlayError::Hex(HexError::BadCell(c))
            | PlayError::Havannah(HavannahError::BadCell(c))
            | PlayError::TicTacToe(TicTacToeError::BadCell(c)) => cell(S::ErrBadCell, c),
            PlayError::TicTacToe(TicTacToeError::Occupied(c)) => {
                cell(S::ErrOccupied, &cell_name(*c))
            }
            PlayError::Gomoku(GomokuError::Occupied(c))
            | PlayError::Hex(HexError::Occupied(c))
            | PlayError::Havannah(HavannahError::Occupied(c)) => cell(S::ErrOccupied, c),
            PlayError::Gomoku(GomokuError::GameOver)
            | PlayError::Chess(MoveError::GameOver)
            | PlayError::Hex(HexError::GameOver)
            | PlayError::Havannah(HavannahError::GameOver)
            | PlayError::Nim(NimError::GameOver)
            | PlayError::Wythoff(WythoffError::GameOver)
            | PlayError::TicTacToe(TicTacToeError::GameOver) => locale.t(S::ErrGameOver).to_owned(),
            PlayError::Nim(NimError::EmptyHeap { .. }) => locale.t(S::HintEmptyHeap).to_owned(),
            PlayError::Nim(NimError::NotAllowed {
                rule: TakeRule::UpTo(k),
                ..
            }) => locale.f(S::HintTooMany, &[("k", k)]),
            // 앱의 님은 더미를 누르게 하므로 나머지(없는 더미, 아무것도 안 가져감)는 "돌을 누르라"다.
            PlayError::Nim(_) => locale.t(S::HintTapStone).to_owned(),
            PlayError::Wythoff(_) => locale.t(S::HintQueenMove).to_owned(),
            PlayError::Hex(HexError::NoSwap) => locale.t(S::ErrNoSwap).to_owned(),
            PlayError::Chess(MoveError::BadNotation(m)) => {
                locale.f(S::ErrBadNotation, &[("mv", m)])
            }
            PlayError::Chess(MoveError::Illegal(m)) => locale.f(S::ErrIllegal, &[("mv", m)]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::lang::Lang;
    use gameai::games::gomoku::Gomoku;

    #[test]
    fn a_real_library_error_reads_in_both_languages() {
        let mut g = Gomoku::new(15).unwrap_or_else(|e| panic!("{e}"));
        let mv = g.parse_move("h8").unwrap_or_else(|e| panic!("{e}"));
        g.play(mv);
        let err = PlayError::from(g.try_play(mv).expect_err("h8 is taken"));
        let ko = err.text(&Locale { lang: Lang::Ko });
        let en = err.text(&Locale { lang: Lang::En });
        assert!(ko.contains("h8") && ko.contains("이미"), "{ko}");
        assert_eq!(en, "h8 is taken");
    }
}
