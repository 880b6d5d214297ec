//! `gameai uci`: UCI (Universal Chess Interface) 엔진. 체스 GUI나 클라이언트 라이브러리가 이
//! 프로그램을 엔진으로 쓸 수 있다 (<https://www.chessprogramming.org/UCI>).
//!
//! 표준 입력을 읽는 스레드가 줄을 채널로 보내고, 본 루프는 탐색을 조금씩 돌리며 (한 번에 노드
//! 몇천 개) 그 사이에 채널을 본다. 그래서 생각하는 도중에도 `isready`, `stop`, `quit`에 바로
//! 답한다. 전치표는 수와 수 사이에 이어 쓰고, `ucinewgame`에서 비운다.
//!
//! GUI가 믿을 수 있게 (이름난 엔진들이 하는 대로):
//! - `position`의 수는 처음으로 틀린 수 앞까지 두고, 틀린 수를 `info string`으로 알린다. 엔진은
//!   GUI가 보낸 적 없는 국면을 찾지 않는다: FEN이 틀리면 국면을 버리고, 다음 `go`는
//!   `info string`과 `bestmove 0000`으로 답한다.
//! - 세 번 같은 국면과 50수 뒤의 수도 받는다 (그 비김은 청해야 끝난다).
//! - `go`의 숫자가 틀리거나 음수면 `info string`으로 말하고 알맞은 기본값을 쓴다. 끝없는 탐색은
//!   `go infinite`(와 한도 없는 `go`)뿐이고, 그것은 `stop`에서 끝난다.
//! - UTF-8이 아닌 줄은 `info string`을 남기고 건너뛴다.
//! - `MultiPV` 1–8: 줄 `i`는 앞의 줄들이 고른 수를 뺀 뿌리에서 찾은 가장 좋은 수다 (줄마다 시간과
//!   노드 한도를 나눈다).
//! - `Skill Level` 0–20: 20은 제한 없음, 그 아래는 찾는 깊이의 상한 (0 → 1수, 19 → 9수).
//! - `Level` beginner|club|strong|maximum: 앱의 난이도 단계 ([`Level::knobs`]의 깊이 상한). 사다리
//!   (`tools/ladder/`)가 앱의 단계를 다른 엔진과 이 옵션으로 둔다.
//! - `Threads` 1–64: 둘 이상이면 lazy SMP (`threads.rs`): 도우미 스레드들이 한 표를 함께 채운다.

use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, TryRecvError};

use gameai::games::GameId;
use gameai::games::chess::{Chess, Color, Move};
use gameai::level::Level;
use gameai::search::{SearchConfig, Searcher};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use gameai::tt::Table;

use crate::args::{Args, UsageError, stdin_lines};

mod go;
mod info;
mod run;
mod setup;
mod tables;
mod threads;

use go::{MAX_DEPTH, MAX_SKILL, parse_go, skill_depth};

pub const HELP: &str = "\
gameai uci
    Runs as a UCI chess engine on stdin/stdout: uci, isready, ucinewgame,
    position startpos|fen FEN [moves ...], go [depth N] [nodes N] [movetime MS]
    [wtime MS btime MS winc MS binc MS movestogo N] [searchmoves M ...] [ponder] [infinite],
    ponderhit, stop, quit, setoption name Hash|Threads|MultiPV|Skill Level|Level|
    TablebasePieces|Ponder value V, setoption name Clear Hash. go ponder thinks until
    ponderhit (then the go's clock share, counted from ponderhit) or stop. Threads 2-64
    searches with lazy SMP: helper threads share one table (Hash) with the main search,
    and nodes/nps count every thread.
    Prints info depth/multipv/score/nodes/nps/hashfull/tbhits/time/pv per completed depth,
    then bestmove. A bad move in `position` keeps the moves before it; a bad FEN
    leaves no position (go answers bestmove 0000). Bad go numbers fall back to
    defaults with an info string. Skill Level 0-19 caps the depth (0: 1 ply, 19: 9);
    Level beginner|club|strong|maximum plays as the app's difficulty level.
    TablebasePieces 0-4 (default 4): when the root has that many pieces or fewer, its
    endgame table is solved by retrograde analysis (once; seconds for 4 pieces) and the
    search takes exact values from every table it has; 0 turns the tables off.";

/// 기본 전치표 크기 (MB).
const DEFAULT_HASH_MB: u32 = 16;
/// 전치표 크기의 상한 (MB).
const MAX_HASH_MB: u32 = 1024;
/// `MultiPV`의 상한.
const MAX_MULTIPV: usize = 8;
/// 한 번에 돌리는 노드 수 (그 사이에 명령을 본다).
const SLICE: u64 = 4_000;

pub fn run(args: Args, _json: bool) -> Result<(), UsageError> {
    args.finish()?;
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for buf in stdin_lines() {
            let line = match std::str::from_utf8(&buf) {
                Ok(s) => Input::Line(s.trim().to_owned()),
                Err(_) => Input::NotUtf8,
            };
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

/// 표준 입력의 한 줄.
enum Input {
    Line(String),
    /// UTF-8이 아니다.
    NotUtf8,
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
    /// 이 줄에서 지금까지 찍은 깊이 보고 수.
    reported: usize,
    /// 지금 찾는 줄의 번호 (1부터).
    line: usize,
    /// 찾을 줄 수.
    lines: usize,
    /// 끝낸 줄들의 수 (줄 순서대로).
    found: Vec<Move>,
    /// 뿌리에서 볼 수 (`searchmoves`, 없으면 합법인 수 전부).
    candidates: Vec<Move>,
    /// `searchmoves`가 있었다 (첫 줄부터 뿌리를 제한한다).
    restricted: bool,
    /// 줄 하나의 한도.
    depth: u32,
    millis: Option<u64>,
    /// 새 깊이를 시작하지 않는 시간 ([`go::GoPlan::soft_millis`]).
    soft_millis: Option<u64>,
    nodes: Option<u64>,
    /// 앞의 줄들이 쓴 노드.
    nodes_before: u64,
    /// `go infinite`: 끝나도 `stop`이 올 때까지 bestmove를 찍지 않는다.
    infinite: bool,
    /// 줄을 다 찾았고 `stop`을 기다린다.
    waiting: bool,
    /// `go ponder` 중이다: `ponderhit`이 오면 `ponder_millis`의 시계로 바뀐다.
    pondering: bool,
    /// 생각하는 시간 (`go ponder`의 시계 몫; `ponderhit`부터 잰다).
    ponder_millis: Option<u64>,
    /// 이때가 지나면 끝낸다 (`ponderhit` 뒤).
    deadline: Option<std::time::Instant>,
    /// 끝내기 표 (켰으면).
    oracle: Option<gameai::search::Oracle<Chess>>,
    /// `Threads`가 둘 이상이면 이 줄의 도우미 스레드들 (`threads.rs`; 버리면 멈춘다).
    helpers: Option<gameai::search::Helpers>,
}

struct Engine {
    /// 찾을 국면. 틀린 FEN 뒤에는 없다 (옛 국면으로 답하지 않는다).
    game: Option<Chess>,
    table: Option<Table<Move>>,
    /// `Threads`가 둘 이상일 때 스레드들이 함께 쓰는 표 (`threads.rs`).
    shared: Option<std::sync::Arc<gameai::search::SharedTable<Move>>>,
    threads: usize,
    tt_bits: u32,
    multipv: usize,
    skill: u32,
    /// 앱의 난이도 단계 (`setoption name Level`): 그 단계의 깊이 상한을 `Skill Level`의 것과 함께 건다.
    level: Level,
    /// 단계의 아무 수를 고르는 난수 (시작 시각에서).
    rng: ChaCha8Rng,
    search: Option<Running>,
    /// 풀어 둔 끝내기 표들 (`tables.rs`).
    tablebase: std::sync::Arc<gameai::tablebase::Tablebase>,
    /// 시계 때문에 다 못 푼 표 (다음 수에 이어 푼다).
    solving: Option<gameai::tablebase::Generator>,
    /// 이 기물 수 이하의 뿌리에서 표를 만든다 (0이면 표를 쓰지 않는다).
    tb_pieces: u32,
    /// 둘 수가 없는 국면의 `go infinite`: `stop`이 오면 `bestmove 0000` (UCI는 무한 탐색의 답을
    /// `stop` 뒤에만 보낸다).
    idle_infinite: bool,
}

/// 난수 씨앗: 지금 시각 (나노초). 시계가 1970년 앞이면 0.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// `info string` 한 줄.
fn say(out: &mut impl Write, text: &str) {
    let _ = writeln!(out, "info string {text}");
}

impl Engine {
    fn new() -> Engine {
        Engine {
            game: Some(Chess::new()),
            table: None,
            shared: None,
            threads: 1,
            tt_bits: bits_for_mb(DEFAULT_HASH_MB),
            multipv: 1,
            skill: MAX_SKILL,
            level: Level::Maximum,
            rng: ChaCha8Rng::seed_from_u64(clock_seed()),
            search: None,
            tablebase: std::sync::Arc::new(gameai::tablebase::Tablebase::new()),
            solving: None,
            tb_pieces: gameai::tablebase::MAX_PIECES as u32,
            idle_infinite: false,
        }
    }

    fn run(&mut self, rx: &Receiver<Input>, out: &mut impl Write) {
        loop {
            let thinking = self.search.as_ref().is_some_and(|s| !s.waiting);
            let input = if thinking {
                match rx.try_recv() {
                    Ok(l) => Some(l),
                    Err(TryRecvError::Empty) => None,
                    Err(TryRecvError::Disconnected) => Some(Input::Line("quit".into())),
                }
            } else {
                Some(rx.recv().unwrap_or_else(|_| Input::Line("quit".into())))
            };
            match input {
                Some(Input::Line(line)) if !self.command(&line, out) => {
                    let _ = out.flush();
                    return;
                }
                Some(Input::Line(_)) | None => {}
                Some(Input::NotUtf8) => say(out, "skipped a line that is not UTF-8"),
            }
            self.think(out);
            // 표준 출력이 닫혔으면 GUI가 떠났다: 조용히 끝낸다.
            if out.flush().is_err() {
                return;
            }
        }
    }

    /// 명령 하나. `quit`이면 false.
    fn command(&mut self, line: &str, out: &mut impl Write) -> bool {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => {
                Self::print_options(out);
                let _ = writeln!(out, "uciok");
            }
            Some("isready") => {
                let _ = writeln!(out, "readyok");
            }
            Some("ucinewgame") => {
                self.finish(out);
                self.game = Some(Chess::new());
                self.drop_tables();
            }
            Some("setoption") => self.set_option(&words.collect::<Vec<_>>(), out),
            Some("position") => {
                self.finish(out);
                self.position(&words.collect::<Vec<_>>(), out);
            }
            Some("go") => {
                self.finish(out);
                self.go(&words.collect::<Vec<_>>(), out);
            }
            Some("stop") => self.finish(out),
            Some("ponderhit") => self.ponder_hit(out),
            Some("quit") => {
                self.finish(out);
                return false;
            }
            Some("d") => match &self.game {
                Some(g) => {
                    let _ = write!(out, "{}", g.board().diagram());
                    let _ = writeln!(out, "Fen: {}", g.board().to_fen());
                    let _ = writeln!(out, "Key: {:016x}", g.board().key());
                }
                None => say(out, "no position (the last position command was rejected)"),
            },
            Some(other) => say(out, &format!("unknown command {other}")),
            None => {}
        }
        true
    }

    fn go(&mut self, words: &[&str], out: &mut impl Write) {
        let Some(game) = &self.game else {
            say(
                out,
                "no position to search (the last position command was rejected)",
            );
            let _ = writeln!(out, "bestmove 0000");
            return;
        };
        let board = game.board();
        let legal = board.legal_moves();
        if legal.is_empty() {
            // 체크메이트면 진 쪽에서 "0수 만의 메이트", 스테일메이트면 0.
            let score = if board.in_check() { "mate 0" } else { "cp 0" };
            let _ = writeln!(out, "info depth 0 score {score}");
            if words.contains(&"infinite") {
                self.idle_infinite = true;
            } else {
                let _ = writeln!(out, "bestmove 0000");
            }
            return;
        }
        let mut warnings = Vec::new();
        let plan = parse_go(words, board.side_to_move() == Color::White, &mut warnings);
        let mut candidates = Vec::new();
        for s in &plan.searchmoves {
            match board.parse_move(s) {
                Ok(m) if !candidates.contains(&m) => candidates.push(m),
                Ok(_) => {}
                Err(e) => warnings.push(format!("searchmoves {s}: {e}: ignored")),
            }
        }
        let restricted = !candidates.is_empty();
        if !plan.searchmoves.is_empty() && !restricted {
            warnings.push("no legal move among searchmoves: searching all moves".into());
        }
        if !restricted {
            candidates = legal;
        }
        // 단계의 아무 수: 뿌리를 그 수 하나로 묶는다 (`searchmoves`가 있으면 그 안에서 고른다).
        let knobs = self.level.knobs(GameId::Chess);
        let random = !plan.ponder && knobs.roll_random_move(&mut self.rng);
        if let Some(&mv) = candidates.choose(&mut self.rng).filter(|_| random) {
            warnings.push(format!(
                "level {}: a random move this turn",
                self.level.name()
            ));
            candidates = vec![mv];
        }
        let restricted = restricted || random;
        for w in &warnings {
            say(out, w);
        }
        let game = game.clone();
        // 표 만들기에는 이 수의 시간의 ⅓까지 (한도 없는 탐색이면 다 풀고), 쓴 만큼 탐색의 몫에서 뺀다.
        let mut plan = plan;
        let timed = plan.millis.filter(|_| !plan.infinite);
        let started = std::time::Instant::now();
        let oracle = self.endgame_oracle(game.board(), timed.map(|ms| ms / 3), out);
        let spent = started.elapsed().as_millis() as u64;
        plan.millis = plan.millis.map(|ms| ms.saturating_sub(spent).max(1));
        plan.soft_millis = plan.soft_millis.map(|ms| ms.saturating_sub(spent).max(1));
        let lines = self.multipv.min(candidates.len()).max(1);
        let level_depth = self.level.knobs(GameId::Chess).max_depth;
        let depth = plan
            .depth
            .unwrap_or(MAX_DEPTH)
            .min(skill_depth(self.skill))
            .min(level_depth.unwrap_or(MAX_DEPTH));
        let share = |v: u64| (v / lines as u64).max(1);
        let run = Running {
            searcher: Searcher::new(game, SearchConfig::default()),
            reported: 0,
            line: 0,
            lines,
            found: Vec::new(),
            candidates,
            restricted,
            depth,
            // 미리 생각하는 동안은 시계 없이 (`ponderhit` 뒤에 `deadline`으로).
            millis: plan.millis.filter(|_| !plan.ponder).map(share),
            soft_millis: plan.soft_millis.filter(|_| !plan.ponder).map(share),
            nodes: plan.nodes.map(share),
            nodes_before: 0,
            infinite: plan.infinite || plan.ponder,
            waiting: false,
            pondering: plan.ponder,
            ponder_millis: plan.millis,
            deadline: None,
            oracle,
            helpers: None,
        };
        self.search = Some(run);
        self.next_line();
    }
}

#[cfg(test)]
mod tests {
    use super::go::FALLBACK_MILLIS;
    use super::info::score;
    use super::*;
    use gameai::search::WIN;

    #[test]
    fn scores_and_hash_sizes() {
        assert_eq!(score(35), "cp 35");
        assert_eq!(score(WIN - 1), "mate 1");
        assert_eq!(score(WIN - 3), "mate 2");
        assert_eq!(score(-(WIN - 2)), "mate -1");
        assert!(bits_for_mb(1) < bits_for_mb(16));
        assert!((10..=26).contains(&bits_for_mb(1024)));
        assert_eq!(skill_depth(0), 1);
        assert_eq!(skill_depth(19), 9);
        assert_eq!(skill_depth(20), MAX_DEPTH);
    }

    #[test]
    fn go_numbers_are_checked_and_never_unbounded_by_mistake() {
        let plan = |s: &str| {
            let mut w = Vec::new();
            let words: Vec<&str> = s.split_whitespace().collect();
            (parse_go(&words, true, &mut w), w)
        };
        let (p, w) = plan("depth abc");
        assert_eq!(p.millis, Some(FALLBACK_MILLIS));
        assert!(!p.infinite && w.iter().any(|m| m.contains("abc")), "{w:?}");
        let (p, w) = plan("depth -1");
        assert_eq!((p.depth, p.millis), (None, Some(FALLBACK_MILLIS)));
        assert!(!w.is_empty());
        let (p, w) = plan("wtime -500 btime -500");
        assert_eq!(p.millis, Some(5));
        assert!(w.iter().any(|m| m.contains("negative")), "{w:?}");
        let (p, _) = plan("wtime -10 btime 1000");
        assert_eq!(p.millis, Some(5));
        let (p, w) = plan("nodes 5000");
        assert_eq!((p.nodes, p.infinite, w.len()), (Some(5000), false, 0));
        let (p, _) = plan("");
        assert!(p.infinite);
        let (p, _) = plan("searchmoves e2e4 d2d4 depth 3");
        assert_eq!(p.searchmoves, ["e2e4", "d2d4"]);
        assert_eq!(p.depth, Some(3));
        // 시계의 1초 여유를 빼고 나눈다 (`clock_millis`).
        let (p, _) = plan("wtime 60000 btime 60000 movestogo 10");
        assert_eq!(p.millis, Some(5900));
        // 남은 수를 모르면 1/12와 더하는 시간의 ¾ (백의 시계만 본다): 11000/12 + 300.
        let (p, _) = plan("wtime 12000 btime 1 winc 400 binc 0");
        assert_eq!(p.millis, Some(1216));
        // 그 반이 지나면 새 깊이를 시작하지 않는다; `movetime`은 다 쓴다.
        assert_eq!(p.soft_millis, Some(608));
        let (p, _) = plan("wtime 12000 btime 1 movetime 500");
        assert_eq!((p.millis, p.soft_millis), (Some(500), None));
        let (p, w) = plan("nodes 99999999999999999999999");
        assert_eq!(p.millis, Some(FALLBACK_MILLIS));
        assert!(w.iter().any(|m| m.contains("not a whole number")), "{w:?}");
    }
}
