//! `gameai mcts`: 틱택토·헥스·하바나 국면에서 UCT가 고르는 수와 위쪽 수들의 통계.

use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::games::tictactoe::{self, TicTacToe};
use gameai::mcts::{Config, Decision, Limit, Rollout, Search};
use gameai::memory::{MIB, MemoryBudget, system_memory};
use gameai::step::{Instant, Steppable};

use crate::args::{Args, UsageError, game_from_sgf, list, parse, parse_in};
use crate::json::Json;

pub const HELP: &str = "\
gameai mcts <ttt|hex|havannah> [--size N] [--moves M1,M2,... | --sgf FILE] [--iterations N | --millis N]
            [--seed S] [--c C] [--threads T] [--memory MB] [--no-decisive] [--rave | --no-rave] [--no-bridges] [--swap]
            [--no-recycle] [--json]
    Runs UCT from the position after the given moves and prints the chosen move (most
    visits), the visits and win rates of the top moves, iterations and iterations per second.
    Moves are named like the usual boards: ttt a1..c3 (a1 bottom left); Hex a1, b3 ... and
    `swap` (HexGui); Havannah a1 ... (LittleGolem / Castro). --sgf FILE reads the moves from
    an SGF record (Hex GM[11] as HexGui writes it; Havannah; the main line). --size: Hex 3..13 (default 11),
    Havannah base 3..10 (default 6). Default budget: 10000 iterations, one thread.
    The search blends in RAVE (AMAF) values with C 0.2, the strongest setting measured in
    self-play; RAVE is on by default (--rave says so), --no-rave runs plain UCT, whose C is then 0.5 (--c C sets C either way).
    Hex playouts save bridges (a move into one of a bridge's two cells is answered with the
    other); --no-bridges plays them uniformly at random.
    --iterations at most 100000000, --millis at most 600000 (10 minutes).
    --memory MB caps the trees (1..=16384; default: a quarter of this machine's memory,
    256..=4096, the budget the app uses): when a tree is full it drops its least-visited nodes
    (keeping the root's moves) and grows again, and the output says so. --no-recycle: a full
    tree stops growing instead (iterations go on, simulating from its leaves).
    JSON: {\"move\": \"c2\", \"iterations\": N, \"iterations_per_sec\": F,
           \"nodes\": N, \"tree_bytes\": N, \"memory_budget\": N, \"tree_full\": bool, \"recycled\": N,
           \"top\": [{\"move\": \"c2\", \"visits\": N, \"win_rate\": F}, ...]}
          (win rate from the point of view of the player to move)";

/// 위쪽 수를 몇 개 보여 줄까.
const TOP: usize = 5;
/// 반복 수의 상한.
const MAX_ITERATIONS: u64 = 100_000_000;
/// 생각 시간의 상한 (ms).
const MAX_MILLIS: u64 = 600_000;
/// 트리 메모리의 상한 (MB). 기본값은 앱과 같은 규칙 ([`MemoryBudget::native`]).
const MAX_MEMORY_MB: u64 = 16_384;

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    let size: Option<u8> = match args.value("--size")? {
        Some(v) => Some(parse(&v, "--size N")?),
        None => None,
    };
    let moves = args.value("--moves")?.unwrap_or_default();
    let sgf = args.value("--sgf")?;
    if sgf.is_some() {
        if !moves.is_empty() {
            return Err("choose one of --moves and --sgf".into());
        }
        if size.is_some() || args.has_word("--swap") {
            return Err(
                "--size and --swap do not apply with --sgf (the record has SZ and its moves)"
                    .into(),
            );
        }
        if args.has_word("ttt") || args.has_word("tictactoe") {
            return Err("--sgf is for hex and havannah".into());
        }
    }
    let iterations: Option<u64> = args
        .value("--iterations")?
        .map(|v| parse_in(&v, "--iterations N", 1, MAX_ITERATIONS))
        .transpose()?;
    let millis: Option<u64> = args
        .value("--millis")?
        .map(|v| parse_in(&v, "--millis N", 1, MAX_MILLIS))
        .transpose()?;
    let memory = args
        .value("--memory")?
        .map(|v| parse_in(&v, "--memory MB", 1, MAX_MEMORY_MB))
        .transpose()?
        .map_or_else(
            || MemoryBudget::native(system_memory()),
            MemoryBudget::from_mib,
        );
    let seed: u64 = args
        .value("--seed")?
        .map(|v| parse(&v, "--seed S"))
        .transpose()?
        .unwrap_or(1);
    let c: Option<f32> = args.value("--c")?.map(|v| parse(&v, "--c C")).transpose()?;
    let threads: usize = args
        .value("--threads")?
        .map(|v| parse_in(&v, "--threads T", 1, 256))
        .transpose()?
        .unwrap_or(1);
    let no_decisive = args.flag("--no-decisive");
    // RAVE는 기본으로 켜져 있다: `--rave`는 그것을 말로 적을 뿐이다 (`--no-rave`와 함께면 오류).
    let rave = args.flag("--rave");
    let no_rave = args.flag("--no-rave");
    if rave && no_rave {
        return Err("--rave and --no-rave contradict each other (RAVE is on by default)".into());
    }
    let no_bridges = args.flag("--no-bridges");
    let no_recycle = args.flag("--no-recycle");
    let swap = args.flag("--swap");
    let pos = args.positionals()?;
    let [game] = pos.as_slice() else {
        return Err("usage: gameai mcts <ttt|hex|havannah> [options]".into());
    };
    if let Some(c) = c
        && !(c.is_finite() && (0.0..=10.0).contains(&c))
    {
        return Err(format!("--c must be in 0..=10, got {c}").into());
    }
    let limit = match (iterations, millis) {
        (Some(_), Some(_)) => return Err("choose one of --iterations and --millis".into()),
        (Some(n), None) => Limit::Iterations(n),
        (None, Some(ms)) => Limit::Millis(ms),
        (None, None) => Limit::Iterations(10_000),
    };
    // RAVE를 끄면 C도 평범한 UCT의 값으로 (`Config::with_rave`); `--c`가 있으면 그 값.
    let tuned = Config::default().with_rave(!no_rave);
    let config = Config {
        c: c.unwrap_or(tuned.c),
        decisive: !no_decisive,
        bridges: !no_bridges,
        recycle: !no_recycle,
        ..tuned
    };
    let list = list(&moves, "--moves")?;
    let opts = Opts {
        config,
        seed,
        limit,
        threads,
        memory,
        json,
    };
    if let Some(path) = sgf.as_deref() {
        match game.as_str() {
            "hex" => return search(game_from_sgf::<Hex>(path)?, &opts, |g, &mv| g.move_name(mv)),
            "havannah" => {
                return search(game_from_sgf::<Havannah>(path)?, &opts, |g, &mv| {
                    g.move_name(mv)
                });
            }
            _ => {}
        }
    }
    match game.as_str() {
        "ttt" | "tictactoe" => {
            if size.is_some() || swap {
                return Err("tic-tac-toe takes no --size or --swap".into());
            }
            let mut g = TicTacToe::new();
            for m in &list {
                let c = tictactoe::parse_cell(m).map_err(|e| UsageError(e.to_string()))?;
                g.try_play(c)
                    .map_err(|e| UsageError(format!("move {m}: {e}")))?;
            }
            search(g, &opts, |_, &c| tictactoe::cell_name(c))
        }
        "hex" => {
            let mut g =
                Hex::new(size.unwrap_or(11), swap).map_err(|e| UsageError(e.to_string()))?;
            for m in &list {
                let mv = g.parse_move(m).map_err(|e| UsageError(e.to_string()))?;
                g.try_play(mv)
                    .map_err(|e| UsageError(format!("move {m}: {e}")))?;
            }
            search(g, &opts, |g, &mv| g.move_name(mv))
        }
        "havannah" => {
            if swap {
                return Err("--swap is a Hex rule".into());
            }
            let mut g = Havannah::new(size.unwrap_or(6)).map_err(|e| UsageError(e.to_string()))?;
            for m in &list {
                let mv = g.parse_move(m).map_err(|e| UsageError(e.to_string()))?;
                g.try_play(mv)
                    .map_err(|e| UsageError(format!("move {m}: {e}")))?;
            }
            search(g, &opts, |g, &mv| g.move_name(mv))
        }
        other => Err(format!("unknown game {other:?} (ttt, hex, havannah)").into()),
    }
}

struct Opts {
    config: Config,
    seed: u64,
    limit: Limit,
    threads: usize,
    /// 트리 메모리 예산.
    memory: MemoryBudget,
    json: bool,
}

fn search<G: Rollout>(
    g: G,
    o: &Opts,
    name: impl Fn(&G, &G::Move) -> String,
) -> Result<(), UsageError> {
    if g.status().is_over() {
        return Err(format!("the game is already over ({})", g.status()).into());
    }
    let mut s = Search::new(g.clone(), o.config, o.seed, o.limit, o.threads)
        .with_memory(o.memory.as_usize());
    let start = Instant::now();
    let d: Decision<G::Move> = s.run_to_end();
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let rate = d.iterations as f64 / secs;
    let best = d.best.map(|m| name(&g, &m)).unwrap_or_default();
    let pv: Vec<String> = d.pv.iter().map(|m| name(&g, m)).collect();
    if o.json {
        let top: Vec<Json> = d
            .root
            .iter()
            .take(TOP)
            .map(|c| {
                Json::object([
                    ("move", Json::from(name(&g, &c.mv))),
                    ("visits", Json::from(c.visits)),
                    ("win_rate", Json::from(f64::from(c.win_rate()))),
                ])
            })
            .collect();
        outln!(
            "{}",
            Json::object([
                ("move", Json::from(best)),
                ("iterations", Json::from(d.iterations)),
                ("iterations_per_sec", Json::from(rate)),
                ("nodes", Json::from(s.node_count() as u64)),
                ("tree_bytes", Json::from(s.memory_bytes() as u64)),
                ("memory_budget", Json::from(o.memory.bytes())),
                ("tree_full", Json::from(s.is_full())),
                ("recycled", Json::from(s.recycled())),
                ("pv", Json::from(pv.clone())),
                ("top", Json::from(top)),
            ])
        );
    } else {
        outln!("move: {best}");
        outln!("pv: {}", pv.join(" "));
        outln!(
            "iterations: {} ({:.0} per second, {} thread(s))",
            d.iterations,
            rate,
            o.threads
        );
        if s.is_full() {
            outln!(
                "tree full: {} nodes ({:.1} MB) within the memory budget of {} MB; {}",
                s.node_count(),
                s.memory_bytes() as f64 / MIB as f64,
                o.memory.bytes() / MIB,
                if o.config.recycle {
                    format!(
                        "it dropped its least-visited nodes {} time(s) and grew again",
                        s.recycled()
                    )
                } else {
                    "it stopped growing (later iterations simulated from its leaves)".into()
                }
            );
        }
        for c in d.root.iter().take(TOP) {
            outln!(
                "  {:<5} visits {:>8}  win rate {:.3}",
                name(&g, &c.mv),
                c.visits,
                c.win_rate()
            );
        }
    }
    Ok(())
}
