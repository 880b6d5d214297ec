//! `gameai gtp hex|havannah`: GTP 2 (Go Text Protocol) 엔진. HexGui, GoGui 같은 도구와
//! MoHex·Castro를 모는 스크립트가 이 프로그램을 헥스·하바나 엔진으로 쓸 수 있다
//! (<https://www.lysator.liu.se/~gunnar/gtp/gtp2-spec-draft2/gtp2-spec.html>).
//!
//! - 명령마다 `= 답` 또는 `? 까닭`, 그리고 빈 줄. 번호가 붙은 명령(`12 genmove b`)에는 같은 번호로
//!   (`=12 e5`).
//! - 칸 이름은 명령줄과 같다: 헥스는 HexGui/Benzene (`a1`은 예각 모서리, 먼저 두는 쪽이 행 1과
//!   마지막 행을 잇는다), 하바나는 LittleGolem/Castro. 헥스의 맞바꾸기는 `swap-pieces`(`swap`도).
//! - 색: 헥스는 흑이 먼저 (HexGui, MoHex), 하바나는 백이 먼저 (Castro, LittleGolem). 차례가 아닌
//!   색의 수는 오류다 (두 게임 모두 번갈아 둔다).
//! - 생각 시간: `time_settings`/`time_left`가 있으면 남은 시간의 1/20 (초읽기면 한 수의 몫)에서
//!   여유를 뺀 만큼, 없으면 `arcade-millis`로 정한 시간 (기본 1000 ms). `arcade-iterations N`은
//!   반복 수로 정한다. `arcade-level`은 앱의 난이도 단계로 (반복 수, "최고"는 앱의 기본 1.5초):
//!   사다리(`tools/ladder/`)가 이것으로 단계를 OpenSpiel의 MCTS와 둔다.
//! - `arcade-visits`는 지금 국면을 생각해 뿌리의 방문 수를 칸마다 돌려준다 (GoGui의 `pspairs`
//!   꼴: `a1 120 b2 44 …`). `hexgui-analyze_commands`와 `gogui-analyze_commands`가 그것을 알린다.

use std::io::{self, Write};

use gameai::games::Player;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::level::Level;
use gameai::mcts::{Config, Decision, Limit, Search};
use gameai::memory::{MemoryBudget, system_memory};
use gameai::step::Steppable;

use crate::args::{Args, UsageError, stdin_lines};

mod games;
use games::{Color, GtpGame};

pub const HELP: &str = "\
gameai gtp <hex|havannah> [--size N] [--swap]
    Runs as a GTP 2 engine on stdin/stdout (HexGui, GoGui, MoHex/Castro-style scripts):
    protocol_version, name, version, known_command, list_commands, boardsize, clear_board,
    play COLOR MOVE, genmove COLOR, undo, showboard, time_settings, time_left, quit, and
    arcade-millis MS, arcade-iterations N, arcade-level beginner|club|strong|maximum (the
    app's difficulty), arcade-visits (the root visits as GoGui pspairs),
    hexgui-analyze_commands, gogui-analyze_commands. Hex: black moves first, the swap move
    is swap-pieces (with --swap); Havannah: white moves first. `play` takes either colour
    (to set up a position; the other colour moves next). Cells as for `gameai mcts`.";

/// 명령 목록 (`list_commands`).
const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "play",
    "genmove",
    "undo",
    "showboard",
    "time_settings",
    "time_left",
    "quit",
    "arcade-millis",
    "arcade-iterations",
    "arcade-level",
    "arcade-visits",
    "hexgui-analyze_commands",
    "gogui-analyze_commands",
];
/// 기본 생각 시간 (ms).
const DEFAULT_MILLIS: u64 = 1_000;
/// 생각 시간과 반복 수의 상한.
const MAX_MILLIS: u64 = 600_000;
/// 앱의 MCTS 생각 시간의 기본값 (난이도 "최고"; `arcade-level maximum`).
const APP_MILLIS: u64 = 1_500;
const MAX_ITERATIONS: u64 = 100_000_000;

pub fn run(mut args: Args, _json: bool) -> Result<(), UsageError> {
    let size: Option<u8> = args
        .value("--size")?
        .map(|v| crate::args::parse(&v, "--size N"))
        .transpose()?;
    let swap = args.flag("--swap");
    let pos = args.positionals()?;
    match pos.as_slice() {
        [g] if g == "hex" => serve::<Hex>(size, swap),
        [g] if g == "havannah" => {
            if swap {
                return Err("--swap is a Hex rule".into());
            }
            serve::<Havannah>(size, false)
        }
        [g] => Err(format!("unknown game {g:?} (hex, havannah)").into()),
        _ => Err("usage: gameai gtp <hex|havannah> [--size N] [--swap]".into()),
    }
}

fn serve<G: GtpGame>(size: Option<u8>, swap: bool) -> Result<(), UsageError> {
    let size = size.unwrap_or(G::DEFAULT_SIZE);
    let game = G::fresh(size, swap).map_err(UsageError)?;
    let mut engine = Engine {
        size,
        swap,
        game,
        history: Vec::new(),
        millis: DEFAULT_MILLIS,
        iterations: None,
        clock: None,
        left: [None, None],
        seed: 1,
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for buf in stdin_lines() {
        let text = String::from_utf8_lossy(&buf);
        // 주석(#)과 제어 문자를 지운다 (GTP 2 §2.2).
        let line: String = text
            .split('#')
            .next()
            .unwrap_or("")
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !c.is_control())
            .collect();
        let mut words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let id = words[0]
            .parse::<u64>()
            .ok()
            .map(|n| n.to_string())
            .unwrap_or_default();
        if !id.is_empty() {
            words.remove(0);
        }
        let Some((&cmd, rest)) = words.split_first() else {
            continue;
        };
        let reply = engine.command(cmd, rest);
        let (mark, body) = match &reply {
            Ok(s) => ('=', s.as_str()),
            Err(s) => ('?', s.as_str()),
        };
        let sep = if body.is_empty() || body.starts_with('\n') {
            ""
        } else {
            " "
        };
        if write!(out, "{mark}{id}{sep}{body}\n\n")
            .and_then(|()| out.flush())
            .is_err()
        {
            return Ok(());
        }
        if cmd == "quit" {
            return Ok(());
        }
    }
    Ok(())
}

struct Engine<G: GtpGame> {
    size: u8,
    swap: bool,
    game: G,
    /// 놓인 돌 (누가, 어디): 무르기는 처음부터 다시 놓는다.
    history: Vec<(Player, G::Move)>,
    millis: u64,
    iterations: Option<u64>,
    /// `time_settings`: (본 시간 s, 초읽기 시간 s, 초읽기 돌 수).
    clock: Option<(u64, u64, u64)>,
    /// `time_left`: 색마다 (남은 초, 남은 돌 수).
    left: [Option<(u64, u64)>; 2],
    seed: u64,
}

impl<G: GtpGame> Engine<G> {
    /// GTP 색 → 게임의 쪽.
    fn player(&self, c: Color) -> Player {
        if c == G::FIRST {
            Player::First
        } else {
            Player::Second
        }
    }

    /// `who`의 돌을 둔다: 그 차례면 수로, 아니면 판에 놓아서.
    fn put(&mut self, who: Player, mv: G::Move) -> Result<(), String> {
        if who == self.game.to_move() {
            self.game.try_play(mv)
        } else {
            self.game.put_out_of_turn(who, mv)
        }
    }

    fn to_move(&self) -> Color {
        if self.game.to_move() == Player::First {
            G::FIRST
        } else {
            G::FIRST.other()
        }
    }

    /// `showboard`의 판: 돌은 GTP 색의 글자로. 라이브러리의 판 글은 먼저 두는 쪽을 `B`로 쓰므로, 먼저
    /// 두는 쪽이 백인 게임(하바나)은 두 글자를 바꾼다 (`play w a1` 뒤 a1에 `W`).
    fn board_text(&self) -> String {
        let text = self.game.to_string();
        if G::FIRST == Color::Black {
            return text;
        }
        text.chars()
            .map(|c| match c {
                'B' => 'W',
                'W' => 'B',
                c => c,
            })
            .collect()
    }

    fn command(&mut self, cmd: &str, args: &[&str]) -> Result<String, String> {
        let one = || -> Result<&str, String> {
            match args {
                [a] => Ok(a),
                _ => Err(format!("{cmd} takes one argument")),
            }
        };
        match cmd {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("AI Arcade".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => Ok(COMMANDS.contains(&one()?).to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => Ok(String::new()),
            "boardsize" => {
                let n: u8 = one()?
                    .parse()
                    .map_err(|_| format!("boardsize needs a number, got {:?}", args[0]))?;
                let (lo, hi) = G::SIZES;
                if !(lo..=hi).contains(&n) {
                    return Err(format!(
                        "unacceptable size: {n} (this engine plays {lo}..={hi})"
                    ));
                }
                self.size = n;
                self.clear()
            }
            "clear_board" => self.clear(),
            "play" => {
                let [color, mv] = args else {
                    return Err("play takes a color and a move".into());
                };
                // 차례가 아닌 색도 둔다 (GTP: GUI가 판을 짤 때 쓴다). 그다음 차례는 그 상대.
                let who = self.player(Color::parse(color)?);
                let m = self.game.parse(mv)?;
                self.put(who, m)?;
                self.history.push((who, m));
                Ok(String::new())
            }
            "genmove" => {
                let color = Color::parse(one()?)?;
                if color != self.to_move() {
                    return Err(format!(
                        "it is {}'s turn, not {}'s",
                        self.to_move().word(),
                        color.word()
                    ));
                }
                if self.game.status().is_over() {
                    return Err("the game is over".into());
                }
                let d = self.think(color);
                let Some(m) = d.best else {
                    return Err("no legal move".into());
                };
                let name = self.game.name(m);
                let who = self.player(color);
                self.game.try_play(m)?;
                self.history.push((who, m));
                // 수마다 다른 씨앗 (같은 국면이라도 판마다 같은 수만 두지 않게).
                self.seed = self.seed.wrapping_add(1);
                Ok(name)
            }
            "undo" => {
                if self.history.pop().is_none() {
                    return Err("cannot undo".into());
                }
                self.replay()
            }
            "showboard" => Ok(format!("\n{}", self.board_text())),
            "time_settings" => {
                let [main, byo, stones] = args else {
                    return Err(
                        "time_settings takes main_time byo_yomi_time byo_yomi_stones".into(),
                    );
                };
                let n = |s: &str| {
                    s.parse::<u64>()
                        .map_err(|_| format!("time_settings needs whole numbers, got {s:?}"))
                };
                self.clock = Some((n(main)?, n(byo)?, n(stones)?));
                self.left = [None, None];
                Ok(String::new())
            }
            "time_left" => {
                let [color, secs, stones] = args else {
                    return Err("time_left takes a color, seconds and stones".into());
                };
                let color = Color::parse(color)?;
                let n = |s: &str| {
                    s.parse::<u64>()
                        .map_err(|_| format!("time_left needs whole numbers, got {s:?}"))
                };
                self.left[color as usize] = Some((n(secs)?, n(stones)?));
                Ok(String::new())
            }
            "arcade-millis" => {
                let ms: u64 = one()?
                    .parse()
                    .ok()
                    .filter(|m| (1..=MAX_MILLIS).contains(m))
                    .ok_or_else(|| format!("arcade-millis needs 1..={MAX_MILLIS}"))?;
                self.millis = ms;
                self.iterations = None;
                Ok(String::new())
            }
            "arcade-iterations" => {
                let n: u64 = one()?
                    .parse()
                    .ok()
                    .filter(|n| (1..=MAX_ITERATIONS).contains(n))
                    .ok_or_else(|| format!("arcade-iterations needs 1..={MAX_ITERATIONS}"))?;
                self.iterations = Some(n);
                Ok(String::new())
            }
            "arcade-level" => {
                let level = Level::from_name(one()?)
                    .ok_or("arcade-level needs beginner, club, strong or maximum")?;
                // 앱의 단계: 반복 수, "최고"는 앱의 기본 생각 시간.
                match level.knobs(G::ID).mcts_limit(Limit::Millis(APP_MILLIS)) {
                    Limit::Iterations(n) => self.iterations = Some(n),
                    Limit::Millis(ms) => {
                        self.millis = ms;
                        self.iterations = None;
                    }
                }
                Ok(String::new())
            }
            "arcade-visits" => {
                if self.game.status().is_over() {
                    return Err("the game is over".into());
                }
                let d = self.think(self.to_move());
                let pairs: Vec<String> = d
                    .root
                    .iter()
                    .map(|c| format!("{} {}", self.game.name(c.mv), c.visits))
                    .collect();
                Ok(pairs.join(" "))
            }
            "hexgui-analyze_commands" | "gogui-analyze_commands" => {
                Ok("pspairs/MCTS root visits/arcade-visits".into())
            }
            _ => Err("unknown command".into()),
        }
    }

    fn clear(&mut self) -> Result<String, String> {
        self.game = G::fresh(self.size, self.swap)?;
        self.history.clear();
        Ok(String::new())
    }

    /// 처음부터 다시 둔다 (무르기).
    fn replay(&mut self) -> Result<String, String> {
        self.game = G::fresh(self.size, self.swap)?;
        for (who, m) in self.history.clone() {
            self.put(who, m)?;
        }
        Ok(String::new())
    }

    /// 이번 수의 생각 시간 (ms).
    fn budget(&self, color: Color) -> u64 {
        // 남은 시간을 들었으면 그것, 아니면 정한 시간의 처음 값 (본 시간이 없으면 초읽기).
        let from_settings = self.clock.map(
            |(main, byo, stones)| {
                if main > 0 { (main, 0) } else { (byo, stones) }
            },
        );
        let Some((secs, stones)) = self.left[color as usize].or(from_settings) else {
            return self.millis;
        };
        let ms = secs * 1000;
        // 초읽기: 남은 돌 수로 나눈다. 본 시간: 1/20. 어느 쪽이든 통신과 마무리의 여유를 남긴다.
        let share = ms.checked_div(stones).unwrap_or(ms / 20);
        share.saturating_sub(100).clamp(10, MAX_MILLIS)
    }

    fn think(&self, color: Color) -> Decision<G::Move> {
        let limit = match self.iterations {
            Some(n) => Limit::Iterations(n),
            None => Limit::Millis(self.budget(color)),
        };
        // 대국용이므로 앱과 같은 기본 설정 (`Config::default`: RAVE 켬, C 0.2, 헥스의 다리 살리기):
        // 같은 시간의 자체 대국에서 평범한 UCT(C 0.5)를 헥스와 하바나 모두에서 이겼다 (README).
        Search::new(self.game.clone(), Config::default(), self.seed, limit, 1)
            // 트리 메모리: 앱과 `mcts`의 기본값과 같은 규칙 (이 기계의 메모리의 4분의 1).
            .with_memory(MemoryBudget::native(system_memory()).as_usize())
            .run_to_end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colors_and_budgets() {
        assert_eq!(Color::parse("B"), Ok(Color::Black));
        assert_eq!(Color::parse("white"), Ok(Color::White));
        assert!(Color::parse("red").is_err());
        let mut e = Engine {
            size: 5,
            swap: false,
            game: Hex::new(5, false).unwrap(),
            history: Vec::new(),
            millis: 300,
            iterations: None,
            clock: None,
            left: [None, None],
            seed: 1,
        };
        assert_eq!(e.budget(Color::Black), 300);
        e.left[Color::Black as usize] = Some((60, 0));
        assert_eq!(e.budget(Color::Black), 2_900);
        e.left[Color::Black as usize] = Some((10, 5));
        assert_eq!(e.budget(Color::Black), 1_900);
        e.left = [None, None];
        e.clock = Some((0, 30, 10));
        assert_eq!(e.budget(Color::White), 2_900);
    }
}
