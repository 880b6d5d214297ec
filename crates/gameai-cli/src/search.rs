//! `gameai search gomoku|chess|ttt`: 알파-베타(+ 전치표)로 국면을 정해진 깊이까지 찾는다. 기법을 하나씩
//! 끄는 옵션(미니맥스부터)과, 탐색이 한 일을 사건 하나씩 쓰는 `--trace` (`trace.rs`).

use gameai::games::gomoku::Gomoku;
use gameai::games::tictactoe::{TicTacToe, cell_name, parse_cell};
use gameai::search::{SearchConfig, SearchGame, SearchResult};

use crate::args::{Args, UsageError, game_from_sgf, list, parse, parse_in};
use crate::trace::{Output, result_json, search};

pub const HELP: &str = "\
gameai search gomoku [--moves h8,i9,... | --sgf FILE] --depth D [OPTIONS] [--size N] [--json | --trace]
    Negamax alpha-beta with iterative deepening and a transposition table (Zobrist keys) on
    the gomoku position after the given moves (15x15 free-style; columns a-o from the left,
    rows 1-15 from the bottom). Prints the best move, its value (for the player to move),
    nodes searched, table hits and the time.
    JSON: {\"best\": \"h8\", \"value\": V, \"depth\": D, \"nodes\": N, \"tt_hits\": H, \"cutoffs\": C, \"pv\": [...],
    \"threat\": T, \"threes\": B, \"foe\": [...]} where T > 0 means the line's last T moves are a
    forced win that the threat search found: by fours alone (VCF) at a leaf or at the root, or
    with open threes too (VCT, B true) at the root. \"foe\" is the opponent's forced win that
    the root threat search saw (the search then only looks at moves that stop it); empty if none.

gameai search chess [--fen FEN] [--moves e2e4,e7e5,... | --pgn FILE] --depth D [OPTIONS] [--json | --trace]
    The same search on a chess position (default: the start position), with quiescence over
    captures. Moves in UCI (e2e4, e7e8q) or SAN (Nf3, O-O). Values in centipawns; a mate in n
    plies is 1000000 - n. JSON as for gomoku, moves in UCI notation.
    --sgf FILE (gomoku, GM[4]) and --pgn FILE (chess, the first game) read the position from a
    record instead of --moves/--fen.

gameai search ttt [--moves b2,a1,...] --depth D [OPTIONS] [--json | --trace]
    Tic-tac-toe (columns a-c, rows 1-3 from the bottom; X moves first); depth 9 searches to the
    end. Values: 0 a draw, 1000000 - n a win in n plies.

OPTIONS build the engine up one technique at a time (each rung adds one):
    --minimax      no pruning: plain minimax (every child with the full window)
    --no-ordering  moves in the order the game generates them (no table move first, no
                   sorting, killers, counter moves or history)
    --no-tt        no transposition table; --tt-bits B gives it 2^B slots (default 18)
    --no-pvs       no principal variation search and no aspiration windows
    --plain        no selective search (chess: null move, late-move reductions, check
                   extension, history; gomoku: the threat search); the value is then that of a
                   full-width search to D
    --no-threats   gomoku: no threat search (on: before depth 1, a forced win by fours or
                   threes, VCF/VCT, is played at once and the opponent's is blocked; at the
                   leaves a win by continuous fours counts as a win; off, leaves are only
                   evaluated)
    --trace writes what the search does as JSON lines, one object per event with an
    \"event\" field (iteration, node, tt_hit, tt_miss, reduced, order, pruned, null_move, child,
    research, leaf, cutoff, exit, aspiration_fail, depth_done), then the --json object.";

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    // 게임에 맞지 않는 옵션은 조용히 무시하지 않는다.
    if args.has_word("chess") {
        args.reject(&["--size"], "chess (the board is 8x8)")?;
        args.reject(&["--no-threats"], "chess (the threat search is gomoku's)")?;
    }
    if args.has_word("gomoku") {
        args.reject(&["--fen"], "gomoku (use --moves)")?;
    }
    if args.has_word("ttt") {
        args.reject(&["--fen", "--size", "--sgf", "--pgn"], "ttt (use --moves)")?;
        args.reject(&["--no-threats"], "ttt (the threat search is gomoku's)")?;
    }
    let trace = args.flag("--trace");
    let moves = args.value("--moves")?.unwrap_or_default();
    let depth: u32 = match args.value("--depth")? {
        Some(d) => parse_in(&d, "--depth D", 1, 12)?,
        None => return Err("--depth D is required".into()),
    };
    let no_tt = args.flag("--no-tt");
    let plain = args.flag("--plain");
    let minimax = args.flag("--minimax");
    let no_ordering = args.flag("--no-ordering");
    let no_pvs = args.flag("--no-pvs");
    let no_threats = args.flag("--no-threats");
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
        pruning: !minimax,
        ordering: !no_ordering,
        pvs: !no_pvs,
        threats: !no_threats,
        ..SearchConfig::default()
    };
    let out = Output { json, trace };
    match pos.as_slice() {
        [g] if g == "gomoku" => {}
        [g] if g == "chess" => {
            return crate::chess::search(fen, &moves, record.as_deref(), config, out);
        }
        [g] if g == "ttt" => return search_ttt(&moves, config, out),
        [g] => return Err(format!("unknown game {g:?} (gomoku, chess, ttt)").into()),
        _ => return Err("usage: gameai search gomoku|chess|ttt --depth D [options]".into()),
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
    let name = |m| g.name(m);
    let r = search(&g, config, out.trace, &name);
    if out.json() {
        outln!("{}", result_json(&r, &name));
    } else {
        print_text(&r, &name);
    }
    Ok(())
}

/// `gameai search ttt`.
fn search_ttt(moves: &str, config: SearchConfig, out: Output) -> Result<(), UsageError> {
    let mut g = TicTacToe::new();
    for m in list(moves, "--moves")? {
        let c = parse_cell(m).map_err(|e| UsageError(format!("move {m}: {e}")))?;
        g.try_play(c)
            .map_err(|e| UsageError(format!("move {m}: {e}")))?;
    }
    if SearchGame::terminal(&g).is_some() {
        return Err("the game is already over".into());
    }
    let name = |c: u8| cell_name(c);
    let r = search(&g, config, out.trace, &name);
    if out.json() {
        outln!("{}", result_json(&r, &name));
    } else {
        outln!("{g}");
        print_text(&r, &name);
    }
    Ok(())
}

/// 결론을 글로: 최선의 수와 값, 주요 변화, 노드와 표의 셈.
fn print_text<M: Copy>(r: &SearchResult<M>, name: &dyn Fn(M) -> String) {
    let pv: Vec<String> = r.pv.iter().map(|&m| name(m)).collect();
    outln!(
        "best: {}  value {}  depth {}",
        r.best.map(name).unwrap_or_default(),
        r.value,
        r.depth
    );
    outln!("line: {}", pv.join(" "));
    if r.threat > 0 {
        let how = if r.threes {
            "fours and threes (VCT)"
        } else {
            "fours (VCF)"
        };
        outln!(
            "threat: the last {} moves of the line win by {how}",
            r.threat
        );
    }
    if let Some(foe) = &r.foe {
        let line: Vec<String> = foe.line.iter().map(|&m| name(m)).collect();
        let how = if foe.threes { "VCT" } else { "VCF" };
        outln!(
            "foe threat ({how}): {} (the search only looks at moves that stop it)",
            line.join(" ")
        );
    }
    outln!(
        "nodes {}  cut-offs {}  table: hits {} cut-offs {} collisions rejected {}  time {:.3} s",
        r.nodes,
        r.cutoffs,
        r.tt.hits,
        r.tt.cutoffs,
        r.tt.collisions,
        r.elapsed
    );
}
