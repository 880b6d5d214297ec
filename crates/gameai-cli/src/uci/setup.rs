//! `go` 앞의 명령: `uci`의 옵션 목록, `setoption`(Hash, Threads, MultiPV, Skill Level, Level …)과 `position`.

use std::io::Write;

use gameai::games::chess::{Chess, STARTPOS};
use gameai::level::Level;

use super::go::MAX_SKILL;
use super::threads::MAX_THREADS;
use super::{DEFAULT_HASH_MB, Engine, MAX_HASH_MB, MAX_MULTIPV, bits_for_mb, say};

impl Engine {
    /// `uci`의 답에서 `id`와 `option` 줄들 (`uciok` 앞).
    pub(super) fn print_options(out: &mut impl Write) {
        let _ = writeln!(out, "id name AI Arcade (gameai)");
        let _ = writeln!(out, "id author AI Arcade");
        let _ = writeln!(
            out,
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        );
        let _ = writeln!(
            out,
            "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
        );
        let _ = writeln!(
            out,
            "option name Skill Level type spin default {MAX_SKILL} min 0 max {MAX_SKILL}"
        );
        let _ = writeln!(
            out,
            "option name Level type combo default maximum var beginner var club var strong var maximum"
        );
        let _ = writeln!(
            out,
            "option name TablebasePieces type spin default {0} min 0 max {0}",
            gameai::tablebase::MAX_PIECES
        );
        let _ = writeln!(
            out,
            "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
        );
        let _ = writeln!(out, "option name Ponder type check default false");
        let _ = writeln!(out, "option name Clear Hash type button");
    }

    pub(super) fn set_option(&mut self, words: &[&str], out: &mut impl Write) {
        // setoption name <이름, 낱말 여럿일 수 있다> [value <값>]
        let name_at = words.iter().position(|&w| w == "name");
        let value_at = words.iter().position(|&w| w == "value");
        let Some(n) = name_at else {
            say(out, "setoption needs: setoption name NAME value VALUE");
            return;
        };
        let name = words[n + 1..value_at.unwrap_or(words.len()).max(n + 1)].join(" ");
        let value = value_at.map(|v| words[v + 1..].join(" "));
        let number = value.as_deref().and_then(|v| v.parse::<i64>().ok());
        let bad = |out: &mut dyn Write, range: &str| {
            let _ = writeln!(
                out,
                "info string option {name} needs a value in {range}, got {:?}: unchanged",
                value.as_deref().unwrap_or("")
            );
        };
        if name.eq_ignore_ascii_case("hash") {
            match number {
                Some(mb) if (1..=i64::from(MAX_HASH_MB)).contains(&mb) => {
                    self.tt_bits = bits_for_mb(mb as u32);
                    self.drop_tables();
                }
                _ => bad(out, &format!("1..{MAX_HASH_MB}")),
            }
        } else if name.eq_ignore_ascii_case("threads") {
            match number {
                Some(n) if (1..=MAX_THREADS as i64).contains(&n) => {
                    if self.threads != n as usize {
                        self.threads = n as usize;
                        self.drop_tables();
                    }
                }
                _ => bad(out, &format!("1..{MAX_THREADS}")),
            }
        } else if name.eq_ignore_ascii_case("multipv") {
            match number {
                Some(k) if (1..=MAX_MULTIPV as i64).contains(&k) => self.multipv = k as usize,
                _ => bad(out, &format!("1..{MAX_MULTIPV}")),
            }
        } else if name.eq_ignore_ascii_case("skill level") {
            match number {
                Some(s) if (0..=i64::from(MAX_SKILL)).contains(&s) => self.skill = s as u32,
                _ => bad(out, &format!("0..{MAX_SKILL}")),
            }
        } else if name.eq_ignore_ascii_case("level") {
            match value.as_deref().and_then(Level::from_name) {
                Some(l) => self.level = l,
                None => bad(out, "beginner, club, strong, maximum"),
            }
        } else if name.eq_ignore_ascii_case("tablebasepieces") {
            self.set_tablebase_pieces(number, out);
        } else if name.eq_ignore_ascii_case("clear hash") {
            // 버튼: 전치표를 비운다 (다음 탐색은 새 표로).
            self.drop_tables();
        } else if name.eq_ignore_ascii_case("ponder") {
            // GUI가 `go ponder`를 보내도 되는지 알리는 것일 뿐: 미리 생각은 `go ponder`가 온 때에.
            if !matches!(
                value.as_deref().map(str::to_ascii_lowercase).as_deref(),
                Some("true" | "false")
            ) {
                bad(out, "true, false");
            }
        } else {
            say(
                out,
                &format!(
                    "unknown option {name:?} (options: Hash, Threads, MultiPV, Skill Level, Level, TablebasePieces, Ponder, Clear Hash)"
                ),
            );
        }
    }

    /// `position startpos|fen <FEN> [moves m1 m2 …]`.
    pub(super) fn position(&mut self, words: &[&str], out: &mut impl Write) {
        let moves_at = words.iter().position(|&w| w == "moves");
        let (head, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let start = match head.first() {
            Some(&"startpos") if head.len() == 1 => Chess::from_fen(STARTPOS),
            Some(&"fen") => Chess::from_fen(&head[1..].join(" ")),
            _ => {
                self.game = None;
                say(
                    out,
                    "error: expected position startpos|fen FEN [moves ...]; no position until a valid one",
                );
                return;
            }
        };
        let mut game = match start {
            Ok(g) => g,
            Err(e) => {
                self.game = None;
                say(
                    out,
                    &format!("error: bad FEN: {e}; no position until a valid one"),
                );
                return;
            }
        };
        for (i, m) in moves.iter().enumerate() {
            if let Err(e) = game.play_str_past_claims(m) {
                say(
                    out,
                    &format!(
                        "error: move {} ({m}): {e}; using the position after the {i} move(s) before it",
                        i + 1
                    ),
                );
                break;
            }
        }
        self.game = Some(game);
    }
}
