//! 체스 AI의 세기 재기: Debian의 `stockfish`(`apt install stockfish`)를 `Skill Level`로 약하게 두고
//! UCI로 몰아 대국한다. 여는 수순 열 개를 색을 바꿔 가며 (판 `n`은 수순 `n / 2`, 짝수 판은 gameai가
//! 백). 시간은 한 수에 몇 ms (`--movetime`) 또는 체스 시계 (`--tc 10+0.1`: 10초에 수마다 0.1초 더함).
//!
//!     cargo run -p gameai --release --example vs_stockfish -- \
//!         [--games N] [--skill 0-20] [--tc SECONDS+INC | --movetime MS] [--stockfish PATH]
//!
//! 시계로 둘 때 gameai는 수마다 [`gameai::search::clock_millis`]를 한도로 찾고, 시계는 양쪽 모두
//! 벽시계로 잰다 (Stockfish의 시간은 명령을 보내고 `bestmove`를 받기까지). 시간이 바닥나면 그 판은
//! 시간패다. 결과는 판마다 한 줄 (누가 백, 결과, 수순)과 마지막 합계. 300반수가 넘으면 비김으로 친다.
//! `VS_TRACE=1`이면 AI가 생각하기 전마다 국면의 FEN을 stderr에 쓴다.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;

use gameai::games::chess::{Chess, ChessStatus, Color, Move, OPENINGS};
use gameai::search::{SearchConfig, Searcher, clock_millis, soft_millis};
use gameai::step::Steppable;

const MAX_PLIES: usize = 300;

/// 시간: 한 수에 몇 ms, 또는 시계 (처음 ms, 수마다 더하는 ms).
#[derive(Clone, Copy, Debug)]
enum TimeControl {
    MoveTime(u64),
    Clock { base: u64, inc: u64 },
}

impl TimeControl {
    fn parse(s: &str) -> Option<TimeControl> {
        let (base, inc) = s.split_once('+').unwrap_or((s, "0"));
        let secs = |t: &str| t.parse::<f64>().ok().filter(|v| v.is_finite() && *v >= 0.0);
        Some(TimeControl::Clock {
            base: (secs(base)? * 1000.0) as u64,
            inc: (secs(inc)? * 1000.0) as u64,
        })
    }
}

impl core::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            TimeControl::MoveTime(ms) => write!(f, "{ms} ms per move"),
            TimeControl::Clock { base, inc } => {
                write!(f, "{}s + {}s", *base as f64 / 1000.0, *inc as f64 / 1000.0)
            }
        }
    }
}

struct Args {
    games: usize,
    skill: u32,
    time: TimeControl,
    stockfish: String,
}

const USAGE: &str = "usage: vs_stockfish [--games N] [--skill 0-20] [--tc SECONDS+INC | --movetime MS] [--stockfish PATH]";

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut out = Args {
        games: 10,
        skill: 0,
        time: TimeControl::MoveTime(1000),
        stockfish: "stockfish".to_owned(),
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        let bad = |v: &str| format!("bad value for {flag}: {v:?}\n{USAGE}");
        match flag.as_str() {
            "--games" => {
                let v = value()?;
                out.games = v.parse().ok().filter(|&n| n > 0).ok_or_else(|| bad(v))?;
            }
            "--skill" => {
                let v = value()?;
                out.skill = v.parse().ok().filter(|&n| n <= 20).ok_or_else(|| bad(v))?;
            }
            "--tc" => {
                let v = value()?;
                out.time = TimeControl::parse(v)
                    .filter(|t| matches!(t, TimeControl::Clock { base, .. } if *base > 0))
                    .ok_or_else(|| bad(v))?;
            }
            "--movetime" => {
                let v = value()?;
                out.time =
                    TimeControl::MoveTime(v.parse().ok().filter(|&n| n > 0).ok_or_else(|| bad(v))?);
            }
            "--stockfish" => out.stockfish = value()?.clone(),
            "-h" | "--help" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    Ok(out)
}

struct Stockfish {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Stockfish {
    fn start(path: &str, skill: u32) -> std::io::Result<Stockfish> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let stdin = child.stdin.take().ok_or(std::io::ErrorKind::BrokenPipe)?;
        let stdout = BufReader::new(child.stdout.take().ok_or(std::io::ErrorKind::BrokenPipe)?);
        let mut sf = Stockfish {
            child,
            stdin,
            stdout,
        };
        sf.send("uci")?;
        sf.wait_for("uciok")?;
        sf.send(&format!("setoption name Skill Level value {skill}"))?;
        sf.send("setoption name Threads value 1")?;
        sf.send("isready")?;
        sf.wait_for("readyok")?;
        Ok(sf)
    }

    fn send(&mut self, s: &str) -> std::io::Result<()> {
        writeln!(self.stdin, "{s}")?;
        self.stdin.flush()
    }

    fn wait_for(&mut self, prefix: &str) -> std::io::Result<String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.stdout.read_line(&mut line)? == 0 {
                return Err(std::io::ErrorKind::UnexpectedEof.into());
            }
            if line.starts_with(prefix) {
                return Ok(line.trim().to_owned());
            }
        }
    }

    /// `go` 명령 (`go movetime 1000`, `go wtime … btime … winc … binc …`)으로 찾은 수.
    fn best_move(&mut self, moves: &[Move], go: &str) -> std::io::Result<String> {
        let list: Vec<String> = moves.iter().map(Move::to_string).collect();
        self.send(&format!("position startpos moves {}", list.join(" ")))?;
        self.send(go)?;
        let line = self.wait_for("bestmove")?;
        Ok(line.split_whitespace().nth(1).unwrap_or("0000").to_owned())
    }
}

impl Drop for Stockfish {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = run(&args) {
        eprintln!("vs_stockfish: {e} (is Debian's stockfish installed? apt install stockfish)");
        std::process::exit(1);
    }
}

fn run(args: &Args) -> std::io::Result<()> {
    let mut sf = Stockfish::start(&args.stockfish, args.skill)
        .or_else(|_| Stockfish::start("/usr/games/stockfish", args.skill))?;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for n in 0..args.games {
        let opening = OPENINGS[(n / 2) % OPENINGS.len()];
        let ours = if n % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        sf.send("ucinewgame")?;
        let mut g = Chess::new();
        let mut moves = Vec::new();
        for m in opening {
            if let Ok(mv) = g.play_str(m) {
                moves.push(mv);
            }
        }
        // 시계 (ms): 백, 흑.
        let (base, inc) = match args.time {
            TimeControl::Clock { base, inc } => (base as i64, inc as i64),
            TimeControl::MoveTime(_) => (0, 0),
        };
        let mut clock = [base, base];
        let mut flagged = None;
        let mut table = None;
        while !g.status().is_over() && moves.len() < MAX_PLIES {
            let side = g.board().side_to_move();
            let idx = usize::from(side == Color::Black);
            let started = Instant::now();
            let mv = if side == ours {
                let millis = match args.time {
                    TimeControl::MoveTime(ms) => ms,
                    TimeControl::Clock { inc, .. } => {
                        clock_millis(clock[idx].max(0) as u64, inc, None)
                    }
                };
                let soft =
                    matches!(args.time, TimeControl::Clock { .. }).then(|| soft_millis(millis));
                let config = SearchConfig {
                    max_depth: 64,
                    max_millis: Some(millis),
                    soft_millis: soft,
                    tt_bits: 20,
                    ..SearchConfig::default()
                };
                if std::env::var_os("VS_TRACE").is_some() {
                    eprintln!("search {}", g.board().to_fen());
                }
                let mut s = Searcher::new(g.clone(), config);
                if let Some(t) = table.take() {
                    s = s.with_table(t);
                }
                let r = s.run_to_end();
                table = s.take_table();
                r.best
            } else {
                let go = match args.time {
                    TimeControl::MoveTime(ms) => format!("go movetime {ms}"),
                    TimeControl::Clock { inc, .. } => format!(
                        "go wtime {} btime {} winc {inc} binc {inc}",
                        clock[0].max(1),
                        clock[1].max(1)
                    ),
                };
                let uci = sf.best_move(&moves, &go)?;
                g.board().parse_uci(&uci).ok()
            };
            if base > 0 {
                clock[idx] -= started.elapsed().as_millis() as i64;
                if clock[idx] < 0 {
                    flagged = Some(side);
                    break;
                }
                clock[idx] += inc;
            }
            let Some(mv) = mv else { break };
            if g.try_play(mv).is_err() {
                eprintln!("illegal move {mv} in game {n}");
                break;
            }
            moves.push(mv);
        }
        let status = g.status();
        let (result, why) = match (flagged, status) {
            (Some(c), _) if c == ours => {
                losses += 1;
                ("loss", "gameai lost on time".to_owned())
            }
            (Some(_), _) => {
                wins += 1;
                ("win", "stockfish lost on time".to_owned())
            }
            (None, ChessStatus::Checkmate(c)) if c == ours => {
                wins += 1;
                ("win", format!("{status:?}"))
            }
            (None, ChessStatus::Checkmate(_)) => {
                losses += 1;
                ("loss", format!("{status:?}"))
            }
            _ => {
                draws += 1;
                ("draw", format!("{status:?}"))
            }
        };
        let list: Vec<String> = moves.iter().map(Move::to_string).collect();
        println!(
            "game {:>2}: gameai {:?}, {result} ({why}, {} plies): {}",
            n + 1,
            ours,
            moves.len(),
            list.join(" ")
        );
    }
    let games = args.games;
    let score = (wins as f64 + draws as f64 / 2.0) / games as f64;
    println!(
        "gameai vs stockfish (Skill Level {}), {}: +{wins} ={draws} -{losses} of {games}, score {:.1}%",
        args.skill,
        args.time,
        100.0 * score
    );
    Ok(())
}
