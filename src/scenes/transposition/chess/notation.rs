//! 체스 수순을 글로: 번호 붙인 수순, 국면에서 PV를 SAN으로, 편의 이름.

use gameai::games::chess::{Board, ChessStatus, Color as Side, Move};

use super::ChessMatch;
use crate::feedback::Cue;
use crate::feedback::watch::Cues;
use crate::i18n::{Locale, S};

/// 소리와 진동: 마지막 수의 SAN 표시에서 (`+`·`#` 장군, `x` 잡기, 나머지는 옮기기).
impl Cues for ChessMatch {
    fn plies(&self) -> u64 {
        self.san.len() as u64
    }

    fn last_move(&self) -> Option<(bool, Cue)> {
        let san = self.san.last()?;
        let cue = if san.contains(['+', '#']) {
            Cue::Check
        } else if san.contains('x') {
            Cue::Capture
        } else {
            Cue::Move
        };
        // 마지막 수 뒤에 사람 차례면 AI가 두었다.
        Some((self.game.board().side_to_move() == self.human, cue))
    }

    fn outcome(&self) -> Option<Cue> {
        match self.status() {
            ChessStatus::Ongoing => None,
            ChessStatus::Checkmate(c) if c == self.human => Some(Cue::Win),
            ChessStatus::Checkmate(_) => Some(Cue::Loss),
            _ => Some(Cue::Draw),
        }
    }

    fn move_text(&self, _: &Locale) -> Option<String> {
        self.san.last().cloned()
    }
}

/// 수순을 "1.Nf3 Nf6 2.Nc3"처럼.
pub(crate) fn numbered(line: &[String]) -> String {
    let mut s = String::new();
    for (i, m) in line.iter().enumerate() {
        if i % 2 == 0 {
            s.push_str(&format!("{}.", i / 2 + 1));
        }
        s.push_str(m);
        s.push(' ');
    }
    s.trim_end().to_owned()
}

/// 국면 `board`에서 수순 `pv`를 SAN으로 (합법이 아닌 수에서 멈춘다).
pub(crate) fn san_line(board: &Board, pv: &[Move]) -> Vec<String> {
    let mut b = *board;
    let mut out = Vec::new();
    for &mv in pv {
        if !b.is_legal(mv) {
            break;
        }
        out.push(b.san(mv));
        b.make_move(mv);
    }
    out
}

/// 편의 이름 (백/흑).
pub(crate) fn side_name(c: Side, locale: &Locale) -> &'static str {
    locale.t(match c {
        Side::White => S::ChessWhite,
        Side::Black => S::ChessBlack,
    })
}
