//! 체스 수순을 글로: 번호 붙인 수순, 국면에서 PV를 SAN으로, 편의 이름.

use gameai::games::chess::{Board, Color as Side, Move};

use crate::i18n::{Locale, S};

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
