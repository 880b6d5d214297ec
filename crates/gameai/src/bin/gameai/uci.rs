//! `gameai uci`: UCI (Universal Chess Interface) 엔진. 체스 GUI나 클라이언트 라이브러리가 이
//! 프로그램을 엔진으로 쓸 수 있다 (<https://www.chessprogramming.org/UCI>).
//!
//! 표준 입력을 읽는 스레드가 줄을 채널로 보내고, 본 루프는 탐색을 조금씩 돌리며 (한 번에 노드
//! 몇천 개) 그 사이에 채널을 본다. 그래서 생각하는 도중에도 `isready`, `stop`, `quit`에 바로
//! 답한다. 전치표는 수와 수 사이에 이어 쓰고, `ucinewgame`에서 비운다.

use std::io::{self, BufRead, Write};
use std::sync::mpsc::{self, Receiver, TryRecvError};

use gameai::games::chess::{Chess, Move, STARTPOS};
use gameai::search::{SearchConfig, SearchResult, Searcher, WIN, WIN_BOUND};
use gameai::step::{Budget, Progress, Steppable};
use gameai::tt::{KeyMode, Table};

use crate::args::{Args, UsageError};

pub const HELP: &str = "\
gameai uci
    Runs as a UCI chess engine on stdin/stdout: uci, isready, ucinewgame,
    position startpos|fen FEN [moves ...], go depth N | movetime MS |
    wtime/btime/winc/binc/movestogo | infinite, stop, quit, setoption name Hash value MB.
    Prints info depth/score/nodes/nps/hashfull/time/pv per completed depth, then bestmove.";

/// 기본 전치표 크기 (MB).
const DEFAULT_HASH_MB: u32 = 16;
/// 한 번에 돌리는 노드 수 (그 사이에 명령을 본다).
const SLICE: u64 = 4_000;

pub fn run(args: Args, _json: bool) -> Result<(), UsageError> {
    args.finish()?;
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let stdout = io::stdout();
    let mut out = stdout.lock();
    Engine::new().run(&rx, &mut out);
    Ok(())
}

/// 전치표 한 칸의 바이트 수 (칸마다 항목 둘).
fn slot_bytes() -> usize {
    2 * size_of::<Option<gameai::tt::Entry<Move>>>()
}

/// `mb` 메가바이트에 드는 가장 큰 2의 거듭제곱 칸 수의 지수.
fn bits_for_mb(mb: u32) -> u32 {
    let slots = (mb as usize * (1 << 20) / slot_bytes()).max(1);
    (usize::BITS - 1 - slots.leading_zeros()).clamp(10, 26)
}

struct Running {
    searcher: Searcher<Chess>,
    /// 지금까지 찍은 깊이 보고 수.
    reported: usize,
    /// `go infinite`: 끝나도 `stop`이 올 때까지 bestmove를 찍지 않는다.
    infinite: bool,
    /// 끝났지만 `stop`을 기다리는 결론.
    done: Option<SearchResult<Move>>,
}

struct Engine {
    game: Chess,
    table: Option<Table<Move>>,
    tt_bits: u32,
    search: Option<Running>,
}

impl Engine {
    fn new() -> Engine {
        Engine {
            game: Chess::new(),
            table: None,
            tt_bits: bits_for_mb(DEFAULT_HASH_MB),
            search: None,
        }
    }

    fn run(&mut self, rx: &Receiver<String>, out: &mut impl Write) {
        loop {
            let thinking = self.search.as_ref().is_some_and(|s| s.done.is_none());
            let line = if thinking {
                match rx.try_recv() {
                    Ok(l) => Some(l),
                    Err(TryRecvError::Empty) => None,
                    Err(TryRecvError::Disconnected) => Some("quit".to_owned()),
                }
            } else {
                Some(rx.recv().unwrap_or_else(|_| "quit".to_owned()))
            };
            if let Some(line) = line
                && !self.command(line.trim(), out)
            {
                return;
            }
            self.think(out);
            let _ = out.flush();
        }
    }

    /// 명령 하나. `quit`이면 false.
    fn command(&mut self, line: &str, out: &mut impl Write) -> bool {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => {
                let _ = writeln!(out, "id name AI Arcade (gameai)");
                let _ = writeln!(out, "id author AI Arcade");
                let _ = writeln!(
                    out,
                    "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 1024"
                );
                let _ = writeln!(out, "uciok");
            }
            Some("isready") => {
                let _ = writeln!(out, "readyok");
            }
            Some("ucinewgame") => {
                self.finish(out);
                self.game = Chess::new();
                self.table = None;
            }
            Some("setoption") => self.set_option(&words.collect::<Vec<_>>(), out),
            Some("position") => {
                self.finish(out);
                match parse_position(&words.collect::<Vec<_>>()) {
                    Ok(g) => self.game = g,
                    Err(e) => {
                        let _ = writeln!(out, "info string error: {e}");
                    }
                }
            }
            Some("go") => {
                self.finish(out);
                self.go(&words.collect::<Vec<_>>(), out);
            }
            Some("stop") => self.finish(out),
            Some("quit") => {
                self.finish(out);
                return false;
            }
            Some("d") => {
                let _ = write!(out, "{}", self.game.board().diagram());
                let _ = writeln!(out, "Fen: {}", self.game.board().to_fen());
                let _ = writeln!(out, "Key: {:016x}", self.game.board().key());
            }
            Some(other) => {
                let _ = writeln!(out, "info string unknown command {other}");
            }
            None => {}
        }
        true
    }

    fn set_option(&mut self, words: &[&str], out: &mut impl Write) {
        // setoption name Hash value 64
        let name = words
            .iter()
            .position(|&w| w == "name")
            .and_then(|i| words.get(i + 1));
        let value = words
            .iter()
            .position(|&w| w == "value")
            .and_then(|i| words.get(i + 1));
        match (name, value.and_then(|v| v.parse::<u32>().ok())) {
            (Some(n), Some(mb)) if n.eq_ignore_ascii_case("hash") && (1..=1024).contains(&mb) => {
                self.tt_bits = bits_for_mb(mb);
                self.table = None;
            }
            _ => {
                let _ = writeln!(
                    out,
                    "info string unsupported option (only: setoption name Hash value 1..1024)"
                );
            }
        }
    }

    fn go(&mut self, words: &[&str], out: &mut impl Write) {
        let num = |key: &str| -> Option<u64> {
            words
                .iter()
                .position(|&w| w == key)
                .and_then(|i| words.get(i + 1))
                .and_then(|v| v.parse().ok())
        };
        let mut config = SearchConfig {
            max_depth: 64,
            max_millis: None,
            use_tt: true,
            tt_bits: self.tt_bits,
            key_mode: KeyMode::Full64,
        };
        let infinite = words.contains(&"infinite");
        if let Some(d) = num("depth") {
            config.max_depth = d.clamp(1, 64) as u32;
        }
        if let Some(ms) = num("movetime") {
            config.max_millis = Some(ms.max(1));
        }
        let white = self.game.board().side_to_move() == gameai::games::chess::Color::White;
        let (time, inc) = if white {
            (num("wtime"), num("winc"))
        } else {
            (num("btime"), num("binc"))
        };
        if let Some(t) = time {
            // 남은 시간을 남은 수로 나누고 추가 시간의 대부분을 더하되, 남은 시간의 절반은 넘지 않는다.
            let moves_left = num("movestogo").unwrap_or(30).max(1);
            let alloc = t / moves_left + inc.unwrap_or(0) * 3 / 4;
            config.max_millis = Some(alloc.min(t.saturating_sub(50) / 2).max(5));
        }
        if self.game.board().legal_moves().is_empty() {
            let _ = writeln!(out, "info string no legal moves in this position");
            let _ = writeln!(out, "bestmove 0000");
            return;
        }
        let mut searcher = Searcher::new(self.game.clone(), config);
        if let Some(t) = self.table.take() {
            searcher = searcher.with_table(t);
        }
        self.search = Some(Running {
            searcher,
            reported: 0,
            infinite,
            done: None,
        });
    }

    /// 생각 중이면 조금 더 돌리고, 새로 끝낸 깊이를 `info`로 찍는다.
    fn think(&mut self, out: &mut impl Write) {
        let Some(run) = &mut self.search else { return };
        if run.done.is_some() {
            return;
        }
        let progress = run.searcher.step(Budget::Work(SLICE));
        report(run, out);
        if let Progress::Done(r) = progress {
            if run.infinite {
                run.done = Some(r);
            } else {
                self.finish(out);
            }
        }
    }

    /// 생각을 끝내고 bestmove를 찍는다 (생각 중이 아니면 아무것도 하지 않는다).
    fn finish(&mut self, out: &mut impl Write) {
        let Some(mut run) = self.search.take() else {
            return;
        };
        report(&mut run, out);
        let r = run.done.take().unwrap_or_else(|| run.searcher.result());
        self.table = run.searcher.take_table();
        let best = r
            .best
            .or_else(|| self.game.board().legal_moves().first().copied());
        match best {
            Some(m) => {
                let _ = writeln!(out, "bestmove {m}");
            }
            None => {
                let _ = writeln!(out, "bestmove 0000");
            }
        }
    }
}

/// 새로 끝낸 깊이들의 `info` 줄.
fn report(run: &mut Running, out: &mut impl Write) {
    let reports = run.searcher.reports();
    let hashfull = run.searcher.table().map_or(0, Table::hashfull);
    for r in &reports[run.reported..] {
        let ms = (r.elapsed * 1000.0) as u64;
        let nps = (r.nodes as f64 / f64::from(r.elapsed).max(1e-3)) as u64;
        let pv: Vec<String> = r.pv.iter().map(Move::to_string).collect();
        let _ = writeln!(
            out,
            "info depth {} score {} nodes {} nps {nps} hashfull {hashfull} time {ms} pv {}",
            r.depth,
            score(r.value),
            r.nodes,
            pv.join(" ")
        );
    }
    run.reported = reports.len();
}

/// UCI 점수: 센티폰, 또는 몇 수(한 쪽의 수) 만의 체크메이트.
fn score(v: i32) -> String {
    if v > WIN_BOUND {
        format!("mate {}", (WIN - v + 1) / 2)
    } else if v < -WIN_BOUND {
        format!("mate -{}", (WIN + v) / 2)
    } else {
        format!("cp {v}")
    }
}

/// `position startpos|fen <FEN> [moves m1 m2 …]`.
fn parse_position(words: &[&str]) -> Result<Chess, String> {
    let moves_at = words.iter().position(|&w| w == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let mut game = match head.first() {
        Some(&"startpos") if head.len() == 1 => Chess::from_fen(STARTPOS),
        Some(&"fen") => Chess::from_fen(&head[1..].join(" ")),
        _ => return Err("expected: position startpos|fen FEN [moves ...]".into()),
    }
    .map_err(|e| format!("bad FEN: {e}"))?;
    for m in moves {
        game.play_str(m).map_err(|e| format!("move {m}: {e}"))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_hash_sizes() {
        assert_eq!(score(35), "cp 35");
        assert_eq!(score(WIN - 1), "mate 1");
        assert_eq!(score(WIN - 3), "mate 2");
        assert_eq!(score(-(WIN - 2)), "mate -1");
        assert!(bits_for_mb(1) < bits_for_mb(16));
        assert!((10..=26).contains(&bits_for_mb(1024)));
    }

    #[test]
    fn positions_parse_or_explain() {
        assert!(parse_position(&["startpos", "moves", "e2e4", "e7e5"]).is_ok());
        assert!(parse_position(&["fen", "8/8/8/8/8/8/8/K6k", "w", "-", "-", "0", "1"]).is_ok());
        assert!(parse_position(&["startpos", "moves", "e2e5"]).is_err());
        assert!(parse_position(&["fen", "nonsense"]).is_err());
        assert!(parse_position(&[]).is_err());
    }
}
