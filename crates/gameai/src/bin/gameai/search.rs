//! `gameai search gomoku|chess`: 알파-베타(+ 전치표)로 국면을 정해진 깊이까지 찾는다.

use gameai::games::gomoku::Gomoku;
use gameai::search::{SearchConfig, Searcher};
use gameai::step::Steppable;

use crate::args::{Args, UsageError, game_from_sgf, list, parse, parse_in};
use crate::json::Json;

pub const HELP: &str = "\
gameai search gomoku [--moves h8,i9,... | --sgf FILE] --depth D [--no-tt] [--tt-bits B] [--size N] [--json]
    Negamax alpha-beta with iterative deepening and a transposition table (Zobrist keys) on
    the gomoku position after the given moves (15x15 free-style; columns a-o from the left,
    rows 1-15 from the bottom). Prints the best move, its value (for the player to move),
    nodes searched, table hits and the time. --no-tt searches without the table;
    --tt-bits B gives the table 2^B slots (default 18).
    JSON: {\"best\": \"h8\", \"value\": V, \"depth\": D, \"nodes\": N, \"tt_hits\": H}

gameai search chess [--fen FEN] [--moves e2e4,e7e5,... | --pgn FILE] --depth D [--no-tt] [--plain] [--tt-bits B] [--json]
    The same search on a chess position (default: the start position), with quiescence over
    captures. Moves in UCI (e2e4, e7e8q) or SAN (Nf3, O-O). Values in centipawns; a mate in n
    plies is 1000000 - n. JSON as for gomoku, moves in UCI notation. Chess searches selectively
    (history, null move, late-move reductions, check extension); --plain turns
    that off for plain alpha-beta, whose value is that of a full-width search to depth D.
    --sgf FILE (gomoku, GM[4]) and --pgn FILE (chess, the first game) read the position from a
    record instead of --moves/--fen.";

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    // 게임에 맞지 않는 옵션은 조용히 무시하지 않는다.
    if args.has_word("chess") {
        args.reject(&["--size"], "chess (the board is 8x8)")?;
    }
    if args.has_word("gomoku") {
        args.reject(&["--fen"], "gomoku (use --moves)")?;
    }
    let moves = args.value("--moves")?.unwrap_or_default();
    let depth: u32 = match args.value("--depth")? {
        Some(d) => parse_in(&d, "--depth D", 1, 12)?,
        None => return Err("--depth D is required".into()),
    };
    let no_tt = args.flag("--no-tt");
    let plain = args.flag("--plain");
    let tt_bits: u32 = args
        .value("--tt-bits")?
        .map(|b| parse_in(&b, "--tt-bits B", 1, 26))
        .transpose()?
        .unwrap_or(18);
    let fen = args.value("--fen")?;
    let record = match (args.value("--sgf")?, args.value("--pgn")?) {
        (Some(_), Some(_)) => return Err("choose one of --sgf and --pgn".into()),
        (Some(p), None) => {
            if args.has_word("chess") {
                return Err("--sgf is for gomoku; chess records are PGN (--pgn)".into());
            }
            Some(p)
        }
        (None, Some(p)) => {
            if args.has_word("gomoku") {
                return Err("--pgn is for chess; gomoku records are SGF (--sgf)".into());
            }
            Some(p)
        }
        (None, None) => None,
    };
    if record.is_some() && (!moves.is_empty() || fen.is_some()) {
        return Err("a record (--sgf/--pgn) replaces --moves and --fen: choose one".into());
    }
    let size_arg = args.value("--size")?;
    let args_size_given = size_arg.is_some();
    let size: u8 = size_arg
        .map(|s| parse(&s, "--size N"))
        .transpose()?
        .unwrap_or(15);
    let pos = args.positionals()?;
    let config = SearchConfig {
        max_depth: depth,
        use_tt: !no_tt,
        tt_bits,
        selective: !plain,
        ..SearchConfig::default()
    };
    match pos.as_slice() {
        [g] if g == "gomoku" => {}
        [g] if g == "chess" => {
            return crate::chess::search(fen, &moves, record.as_deref(), config, json);
        }
        [g] => return Err(format!("unknown game {g:?} (gomoku, chess)").into()),
        _ => return Err("usage: gameai search gomoku|chess --depth D [options]".into()),
    }
    let mut g = Gomoku::new(size).map_err(|e| UsageError(e.to_string()))?;
    if let Some(path) = &record {
        if args_size_given {
            return Err("--size does not apply with --sgf (the record has SZ)".into());
        }
        g = game_from_sgf::<Gomoku>(path)?;
    }
    for m in list(&moves, "--moves")? {
        let mv = g.parse_move(m).map_err(|e| UsageError(e.to_string()))?;
        g.try_play(mv)
            .map_err(|e| UsageError(format!("move {m}: {e}")))?;
    }
    if g.winner().is_some() {
        return Err("the game is already over".into());
    }
    let r = Searcher::new(g.clone(), config).run_to_end();
    let best = r.best.map(|m| g.name(m)).unwrap_or_default();
    if json {
        outln!(
            "{}",
            Json::object([
                ("best", Json::from(best)),
                ("value", Json::from(r.value)),
                ("depth", Json::from(r.depth)),
                ("nodes", Json::from(r.nodes)),
                ("tt_hits", Json::from(r.tt.hits)),
            ])
        );
    } else {
        let pv: Vec<String> = r.pv.iter().map(|&m| g.name(m)).collect();
        outln!("best: {best}  value {}  depth {}", r.value, r.depth);
        outln!("line: {}", pv.join(" "));
        outln!(
            "nodes {}  table: hits {} cut-offs {} collisions rejected {}  time {:.3} s",
            r.nodes,
            r.tt.hits,
            r.tt.cutoffs,
            r.tt.collisions,
            r.elapsed
        );
    }
    Ok(())
}
