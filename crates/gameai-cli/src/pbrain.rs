//! `gameai pbrain`: Gomocup 프로토콜의 오목 두뇌 (piskvork 같은 관리자가 모는 엔진,
//! <https://plastovicka.github.io/protocl2en.htm>). 탐색은 `gameai search gomoku`와 같은 알파-베타
//! (+ 전치표, 잎마다 넷으로 이기는 길을 찾는 위협 탐색 VCF)이고, 시간 한도 안에서 깊이를 늘린다.
//!
//! - 좌표는 `x,y` (0부터, x는 왼쪽에서, y는 위에서). 판은 정사각형 5..=20 (Gomocup 리그의 20×20 포함).
//! - 규칙은 자유 오목(다섯 이상; 기본)과 정확히 다섯(`INFO rule 1`: 장목은 이기지 않는다)이다. 렌주(4)나
//!   카로(8)면 `ERROR`로 알리고 규칙을 바꾸지 않는다. 프로토콜대로 `INFO`에는 답하지 않으므로 그 `ERROR`는
//!   다음 `INFO`가 아닌 명령의 답 앞에 낸다. 판 중간에 규칙이 바뀌면 놓인 돌들을 새 규칙으로 다시 놓는다.
//! - 생각 시간: `INFO timeout_turn`(0이면 되도록 빨리)과 `INFO time_left`(남은 판 시간의 1/25;
//!   아직 없으면 `timeout_match`의 1/25) 가운데 작은 것에서 여유를 뺀다. 아무 말이 없으면 한 수에 1초. `INFO max_memory`는 전치표의
//!   크기를 그 절반 안으로 줄인다. 이 두뇌만의 `INFO arcade_level`은 앱의 난이도 단계의 깊이 상한을
//!   건다 (사다리 `tools/ladder/`가 쓴다).
//! - `BOARD`의 돌은 어느 순서로 와도 된다 (자기 돌 1, 상대 돌 2; 관리자는 순서를 지키지 않을 수 있다):
//!   돌 수로 누가 먼저 두었는지 정하고 번갈아 놓는다. 돌 수가 맞지 않으면 `ERROR`.
//! - 생각하는 동안에도 입력을 읽는다 (읽는 스레드): `END`가 오면 20 ms 조각의 경계에서 바로 끝내고, 다른
//!   명령은 수를 낸 뒤에 차례로 한다.
//! - `TAKEBACK x,y`는 마지막 돌만 무른다. 모르는 명령은 `UNKNOWN`, 이 두뇌가 하지 않는 표준 명령
//!   (`RECTSTART`, 렌주의 `PLAY` …)은 `ERROR`.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use gameai::games::GameId;
use gameai::games::gomoku::{GMove, Gomoku, SIZES};
use gameai::level::Level;
use gameai::memory::MemoryBudget;
use gameai::search::{SearchConfig, Searcher};
use gameai::step::{Budget, Progress, Steppable};
use gameai::tt::{KeyMode, Table};

use crate::args::{Args, UsageError, stdin_lines};

pub const HELP: &str = "\
gameai pbrain
    Runs as a Gomocup brain on stdin/stdout (piskvork and other managers): START N,
    RESTART, BEGIN, TURN x,y, BOARD ... DONE, INFO key value (timeout_turn, timeout_match,
    time_left, max_memory, rule, and this brain's arcade_level beginner|club|strong|maximum:
    the app's difficulty), TAKEBACK x,y, ABOUT, END. Free-style gomoku (five or more), or
    exactly five after INFO rule 1 (renju and caro are refused), on boards 5..20;
    coordinates x,y from 0, x from the left, y from the top.";

/// 아무 시간 정보가 없을 때 한 수의 생각 (ms).
const DEFAULT_TURN_MS: u64 = 1_000;
/// `timeout_turn 0`: 되도록 빨리.
const FASTEST_MS: u64 = 50;
/// 기본 전치표 크기 (2^20칸).
const DEFAULT_TT_BITS: u32 = 20;

/// 생각의 한 조각: 그 사이에 입력(`END`)을 본다.
const SLICE: Duration = Duration::from_millis(20);

pub fn run(args: Args, _json: bool) -> Result<(), UsageError> {
    args.finish()?;
    // 입력은 스레드가 읽어 건넨다: 생각하는 동안에도 `END`를 받는다.
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for buf in stdin_lines() {
            let line = String::from_utf8_lossy(&buf).trim().to_owned();
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut brain = Brain {
        inbox: Some(rx),
        ..Brain::default()
    };
    while let Some(line) = brain.next_line() {
        if line.is_empty() {
            continue;
        }
        let replies = if brain.board_lines.is_some() {
            brain.board_line(&line)
        } else {
            brain.command(&line)
        };
        for r in &replies {
            if writeln!(out, "{r}").and_then(|()| out.flush()).is_err() {
                return Ok(());
            }
        }
        if brain.ended {
            return Ok(());
        }
    }
    Ok(())
}

#[derive(Default)]
struct Brain {
    game: Option<Gomoku>,
    /// 놓인 돌 (무르기).
    history: Vec<GMove>,
    /// `BOARD`를 읽는 중이면 지금까지의 줄들.
    board_lines: Option<Vec<(u8, u8, u8)>>,
    timeout_turn: Option<u64>,
    /// 판 전체의 시간 (ms; `time_left`가 오기 전에는 이것으로 가늠한다).
    timeout_match: Option<u64>,
    time_left: Option<u64>,
    max_memory: Option<u64>,
    /// 앱의 난이도 단계 (`INFO arcade_level`): 그 단계의 깊이 상한을 건다. 기본은 "최고" (상한 없음).
    level: Level,
    /// 정확히 다섯의 규칙 (`INFO rule 1`).
    exact_five: bool,
    ended: bool,
    /// `INFO`에 대한 `ERROR` (다음 명령의 답 앞에 낸다).
    deferred: Vec<String>,
    /// 입력 (읽는 스레드가 보낸다; 시험에서는 없다).
    inbox: Option<Receiver<String>>,
    /// 생각하는 동안 온 명령들 (수를 낸 뒤에 한다).
    queued: VecDeque<String>,
}

impl Brain {
    /// 다음 입력 줄: 생각하는 동안 온 것부터. 입력이 끝나면 `None`.
    fn next_line(&mut self) -> Option<String> {
        if let Some(l) = self.queued.pop_front() {
            return Some(l);
        }
        self.inbox.as_ref()?.recv().ok()
    }

    /// 명령 하나의 답들. `INFO`가 아닌 명령이면 미뤄 둔 `INFO`의 `ERROR`를 앞에.
    fn command(&mut self, line: &str) -> Vec<String> {
        let (cmd, _) = line.split_once(' ').unwrap_or((line, ""));
        let replies = self.answer(line);
        if cmd.eq_ignore_ascii_case("INFO") {
            self.deferred.extend(replies);
            return Vec::new();
        }
        let mut all = std::mem::take(&mut self.deferred);
        all.extend(replies);
        all
    }

    fn answer(&mut self, line: &str) -> Vec<String> {
        let (cmd, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match cmd.to_ascii_uppercase().as_str() {
            "START" => match rest.parse::<u8>() {
                Ok(n) if SIZES.contains(&n) => self.start(n),
                _ => vec![format!(
                    "ERROR unsupported size {rest:?} (this brain plays square boards {}..{})",
                    SIZES.start(),
                    SIZES.end()
                )],
            },
            "RESTART" => match self.game.as_ref().map(Gomoku::size) {
                Some(n) => self.start(n),
                None => vec!["ERROR RESTART before START".into()],
            },
            "BEGIN" => match &self.game {
                Some(g) if g.stones() == 0 => self.reply(),
                Some(_) => vec!["ERROR BEGIN on a board that has stones (use BOARD)".into()],
                None => vec!["ERROR BEGIN before START".into()],
            },
            "TURN" => {
                let mv = match self.cell(rest) {
                    Ok(m) => m,
                    Err(e) => return vec![format!("ERROR {e}")],
                };
                match self.play(mv) {
                    Ok(()) => self.reply(),
                    Err(e) => vec![format!("ERROR {e}")],
                }
            }
            "BOARD" => {
                if self.game.is_none() {
                    return vec!["ERROR BOARD before START".into()];
                }
                self.board_lines = Some(Vec::new());
                Vec::new()
            }
            "TAKEBACK" => {
                let mv = match self.cell(rest) {
                    Ok(m) => m,
                    Err(e) => return vec![format!("ERROR {e}")],
                };
                match (self.history.last(), &mut self.game) {
                    (Some(&last), Some(g)) if last == mv => {
                        g.unmake(mv);
                        self.history.pop();
                        vec!["OK".into()]
                    }
                    _ => vec![format!(
                        "ERROR TAKEBACK {rest}: only the last stone can be taken back"
                    )],
                }
            }
            "INFO" => self.info(rest),
            "ABOUT" => vec![format!(
                "name=\"AI Arcade\", version=\"{}\", author=\"AI Arcade\", country=\"KR\"",
                env!("CARGO_PKG_VERSION")
            )],
            "END" => {
                self.ended = true;
                Vec::new()
            }
            // 프로토콜의 명령이지만 이 두뇌가 하지 않는 것: 직사각형 판, 렌주의 수 (SWAP2 …).
            "RECTSTART" | "PLAY" | "SWAP2BOARD" => vec![format!(
                "ERROR {cmd} is not supported: this brain plays square free-style boards (START N)"
            )],
            _ => vec![format!("UNKNOWN command {cmd}")],
        }
    }

    fn start(&mut self, n: u8) -> Vec<String> {
        match Gomoku::new(n).map(|g| g.with_exact_five(self.exact_five)) {
            Ok(g) => {
                self.game = Some(g);
                self.history.clear();
                vec!["OK".into()]
            }
            Err(e) => vec![format!("ERROR {e}")],
        }
    }

    fn info(&mut self, rest: &str) -> Vec<String> {
        let (key, value) = rest.split_once(' ').unwrap_or((rest, ""));
        let number = value.trim().parse::<i64>().ok();
        let ms = number.map(|v| v.max(0) as u64);
        match key.to_ascii_lowercase().as_str() {
            "timeout_turn" => self.timeout_turn = ms,
            "timeout_match" => self.timeout_match = ms.filter(|&m| m > 0),
            "time_left" => self.time_left = ms,
            "max_memory" => self.max_memory = ms.filter(|&m| m > 0),
            // 비트: 1 정확히 다섯, 2 이어지는 판 (판의 진행일 뿐 규칙은 같다), 4 렌주, 8 카로.
            "rule" => match number {
                Some(r) if r & (4 | 8) != 0 => {
                    return vec![format!(
                        "ERROR rule {value} is not supported: this brain plays free-style gomoku (five or more) or exactly five (rule 1), not renju or caro"
                    )];
                }
                Some(r) => self.set_exact_five(r & 1 != 0),
                None => return vec![format!("ERROR rule needs a number, got {value:?}")],
            },
            // 이 두뇌만의 열쇠: 앱의 난이도 단계 (사다리 `tools/ladder/`가 쓴다).
            "arcade_level" => match Level::from_name(value.trim()) {
                Some(l) => self.level = l,
                None => {
                    return vec![format!(
                        "ERROR arcade_level needs beginner, club, strong or maximum, got {value:?}"
                    )];
                }
            },
            // game_type, evaluate, folder: 따로 쓸 데가 없다.
            _ => {}
        }
        Vec::new()
    }

    /// 규칙을 바꾼다: 판이 있으면 놓인 돌들을 새 규칙의 판에 같은 차례로 다시 놓는다 (새 규칙으로는
    /// 이미 끝난 판이면 거기서 멈춘다).
    fn set_exact_five(&mut self, exact: bool) {
        if exact == self.exact_five {
            return;
        }
        self.exact_five = exact;
        let Some(n) = self.game.as_ref().map(Gomoku::size) else {
            return;
        };
        let moves = std::mem::take(&mut self.history);
        self.start(n);
        for mv in moves {
            if self.play(mv).is_err() {
                break;
            }
        }
    }

    /// `BOARD`의 한 줄 (`x,y,누구`) 또는 `DONE`.
    fn board_line(&mut self, line: &str) -> Vec<String> {
        if line.eq_ignore_ascii_case("DONE") {
            let Some(lines) = self.board_lines.take() else {
                return Vec::new();
            };
            return match self.setup(&lines) {
                Ok(()) => self.reply(),
                Err(e) => vec![format!("ERROR {e}")],
            };
        }
        let parts: Vec<Option<u8>> = line.split(',').map(|p| p.trim().parse().ok()).collect();
        match parts.as_slice() {
            [Some(x), Some(y), Some(who)] if (1..=3).contains(who) => {
                if let Some(l) = &mut self.board_lines {
                    l.push((*x, *y, *who));
                }
                Vec::new()
            }
            _ => {
                self.board_lines = None;
                vec![format!("ERROR bad BOARD line {line:?} (expected x,y,1|2)")]
            }
        }
    }

    /// `BOARD`의 돌들로 새 판을 짠다. 돌은 어느 순서로 와도 된다: 끝나면 두뇌의 차례이므로, 상대 돌이
    /// 하나 많으면 상대가 먼저, 같으면 두뇌가 먼저 두었다. 그 차례로 번갈아 놓는다.
    fn setup(&mut self, lines: &[(u8, u8, u8)]) -> Result<(), String> {
        let n = self.game.as_ref().map_or(15, Gomoku::size);
        self.start(n);
        let (mine, theirs): (Vec<_>, Vec<_>) = lines.iter().partition(|&&(_, _, who)| who == 1);
        let opponent_first = match theirs.len().checked_sub(mine.len()) {
            Some(1) => true,
            Some(0) => false,
            _ => {
                return Err(format!(
                    "BOARD has {} own and {} opponent stones: after it this brain must be to move",
                    mine.len(),
                    theirs.len()
                ));
            }
        };
        let (first, second) = if opponent_first {
            (&theirs, &mine)
        } else {
            (&mine, &theirs)
        };
        for i in 0..first.len() {
            for side in [first, second] {
                if let Some(&&(x, y, _)) = side.get(i) {
                    let mv = self.cell(&format!("{x},{y}"))?;
                    self.play(mv)?;
                }
            }
        }
        Ok(())
    }

    /// `x,y` → 수 (판 안인지 본다).
    fn cell(&self, s: &str) -> Result<GMove, String> {
        let g = self.game.as_ref().ok_or("no board yet (send START)")?;
        let n = g.size();
        let xy: Vec<Option<u8>> = s.split(',').map(|p| p.trim().parse().ok()).collect();
        match xy.as_slice() {
            [Some(x), Some(y)] if *x < n && *y < n => Ok(g.cell(*x, n - 1 - *y)),
            _ => Err(format!("{s:?} is not a cell x,y on the {n}x{n} board")),
        }
    }

    fn name(&self, mv: GMove) -> String {
        let g = self.game.as_ref();
        let n = g.map_or(15, Gomoku::size);
        let (c, r) = g.map_or((0, 0), |g| g.coords(mv));
        format!("{c},{}", n - 1 - r)
    }

    fn play(&mut self, mv: GMove) -> Result<(), String> {
        if self.game.as_ref().is_some_and(|g| g.at(mv).is_some()) {
            return Err(format!("{} is taken", self.name(mv)));
        }
        let g = self.game.as_mut().ok_or("no board yet (send START)")?;
        g.try_play(mv).map_err(|e| e.to_string())?;
        self.history.push(mv);
        Ok(())
    }

    /// 이번 수의 생각 시간 (ms).
    fn budget(&self) -> u64 {
        let turn = match self.timeout_turn {
            Some(0) => FASTEST_MS,
            Some(t) => (t * 85 / 100).saturating_sub(30),
            None => DEFAULT_TURN_MS,
        };
        let left = self
            .time_left
            .or(self.timeout_match)
            .map_or(u64::MAX, |t| t / 25);
        turn.min(left).max(10)
    }

    /// 전치표 크기: `max_memory`의 절반 안 (칸마다 항목 둘).
    fn tt_bits(&self) -> u32 {
        let Some(bytes) = self.max_memory else {
            return DEFAULT_TT_BITS;
        };
        MemoryBudget::from_bytes(bytes / 2)
            .table_bits(Table::<GMove>::slot_bytes(), DEFAULT_TT_BITS)
            .max(10)
    }

    /// 두뇌의 수를 찾아 두고 `x,y`로 답한다.
    fn reply(&mut self) -> Vec<String> {
        let Some(g) = self.game.clone() else {
            return vec!["ERROR no board yet (send START)".into()];
        };
        if g.winner().is_some() || usize::from(g.stones()) == usize::from(g.size()).pow(2) {
            return vec!["ERROR the game is over".into()];
        }
        let config = SearchConfig {
            max_depth: 64,
            max_millis: Some(self.budget()),
            use_tt: true,
            tt_bits: self.tt_bits(),
            key_mode: KeyMode::Full64,
            multipv: 1,
            ..SearchConfig::default()
        };
        let config = self.level.knobs(GameId::Gomoku).search_config(config);
        let mut searcher = Searcher::new(g.clone(), config);
        let r = loop {
            if let Progress::Done(r) = searcher.step(Budget::Time(SLICE)) {
                break r;
            }
            // 조각 사이에 입력을 본다: `END`면 수를 내지 않고 끝낸다, 다른 명령은 수를 낸 뒤에.
            while let Some(line) = self.inbox.as_ref().and_then(|rx| rx.try_recv().ok()) {
                if line
                    .split_whitespace()
                    .next()
                    .is_some_and(|c| c.eq_ignore_ascii_case("END"))
                {
                    self.ended = true;
                    return Vec::new();
                }
                self.queued.push_back(line);
            }
        };
        let Some(mv) = r.best.or_else(|| g.candidates().first().copied()) else {
            return vec!["ERROR no move".into()];
        };
        match self.play(mv) {
            Ok(()) => vec![self.name(mv)],
            Err(e) => vec![format!("ERROR {e}")],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_follow_the_managers_clock() {
        let mut b = Brain::default();
        assert_eq!(b.budget(), DEFAULT_TURN_MS);
        b.timeout_turn = Some(0);
        assert_eq!(b.budget(), FASTEST_MS);
        b.timeout_turn = Some(5_000);
        assert_eq!(b.budget(), 4_220);
        b.timeout_match = Some(50_000);
        assert_eq!(b.budget(), 2_000);
        b.time_left = Some(25_000);
        assert_eq!(b.budget(), 1_000);
        b.max_memory = Some(70_000_000);
        assert!(b.tt_bits() < DEFAULT_TT_BITS);
    }
}
