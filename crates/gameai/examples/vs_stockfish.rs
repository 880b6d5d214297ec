//! 체스 AI의 세기 재기: Debian의 `stockfish`를 `Skill Level 0`으로 두고 UCI로 몰아, 한 수에
//! 1초씩 대국한다. 여는 수순 다섯 개를 색을 바꿔 두 번씩 (기본 10판).
//!
//!     cargo run -p gameai --release --example vs_stockfish -- [GAMES] [MILLIS] [STOCKFISH]
//!
//! 결과는 판마다 한 줄 (누가 백, 결과, 수순)과 마지막 합계. 200반수가 넘으면 비김으로 친다.
//! `VS_TRACE=1`이면 AI가 생각하기 전마다 국면의 FEN을 stderr에 쓴다 (멈춘 국면을 찾을 때).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use gameai::games::chess::{Chess, ChessStatus, Color, Move};
use gameai::search::{SearchConfig, Searcher};
use gameai::step::Steppable;

const OPENINGS: [&[&str]; 5] = [
    &["e2e4", "e7e5"],
    &["d2d4", "d7d5"],
    &["e2e4", "c7c5"],
    &["c2c4", "e7e5"],
    &["g1f3", "d7d5", "c2c4"],
];
const MAX_PLIES: usize = 200;

struct Stockfish {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Stockfish {
    fn start(path: &str) -> std::io::Result<Stockfish> {
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
        sf.send("setoption name Skill Level value 0")?;
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

    fn best_move(&mut self, moves: &[Move], millis: u64) -> std::io::Result<String> {
        let list: Vec<String> = moves.iter().map(Move::to_string).collect();
        self.send(&format!("position startpos moves {}", list.join(" ")))?;
        self.send(&format!("go movetime {millis}"))?;
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

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(10);
    let millis: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let path = args.get(2).map_or("stockfish", String::as_str);
    let mut sf = Stockfish::start(path).or_else(|_| Stockfish::start("/usr/games/stockfish"))?;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for n in 0..games {
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
        let mut table = None;
        while !g.status().is_over() && moves.len() < MAX_PLIES {
            let mv = if g.board().side_to_move() == ours {
                let config = SearchConfig {
                    max_depth: 64,
                    max_millis: Some(millis),
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
                let uci = sf.best_move(&moves, millis)?;
                g.board().parse_uci(&uci).ok()
            };
            let Some(mv) = mv else { break };
            if g.try_play(mv).is_err() {
                eprintln!("illegal move {mv} in game {n}");
                break;
            }
            moves.push(mv);
        }
        let status = g.status();
        let result = match status {
            ChessStatus::Checkmate(c) if c == ours => {
                wins += 1;
                "win"
            }
            ChessStatus::Checkmate(_) => {
                losses += 1;
                "loss"
            }
            _ => {
                draws += 1;
                "draw"
            }
        };
        let list: Vec<String> = moves.iter().map(Move::to_string).collect();
        println!(
            "game {:>2}: gameai {:?}, {result} ({status:?}, {} plies): {}",
            n + 1,
            ours,
            moves.len(),
            list.join(" ")
        );
    }
    println!(
        "gameai vs stockfish (Skill Level 0), {millis} ms per move: +{wins} ={draws} -{losses} of {games}"
    );
    Ok(())
}
