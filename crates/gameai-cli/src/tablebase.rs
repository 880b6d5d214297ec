//! `gameai tablebase`: 체스 끝내기 표를 후퇴 해석으로 만들고, 국면 하나를 찾는다.

use std::time::Instant;

use gameai::games::chess::Board;
use gameai::step::Steppable;
use gameai::tablebase::{
    Generated, Generator, MAX_PIECES, Material, Probe, TableReport, Tablebase, Value, generate,
};

use crate::args::{Args, UsageError};
use crate::json::Json;

pub const HELP: &str = "\
gameai tablebase ENDGAME [--dump] [--json]
    Solves a chess endgame of up to 4 pieces, kings included (KQK, KRK, KPK, KBNK, KQKR,
    KRKP, KPKP, ...; 'v' may separate the sides: KBNvK), by retrograde analysis: every
    position's result and distance to mate, for the side to move, and first the tables
    its captures and promotions lead into. Prints each table's positions (one per symmetry
    class, each side to move), wins, draws, losses, longest mate with a position, time and
    memory. The fifty-move rule is ignored, as in every distance-to-mate table.
    --dump     every position of ENDGAME instead: \"FEN result plies\" lines
    JSON: {\"endgame\", \"positions\", \"wins\", \"draws\", \"losses\", \"longest_mate_moves\",
           \"longest_fen\", \"by_plies\", \"seconds\", \"table_bytes\", \"peak_bytes\",
           \"tables\": [...]}

gameai tablebase probe FEN [--json]
gameai tablebase probe --batch [--json]
    The result and distance to mate of one position of up to 4 pieces (no castling rights),
    and every legal move scored, best first (the tables it needs are generated first).
    JSON: {\"result\": \"win\"|\"draw\"|\"loss\", \"dtm_plies\" (absent for a draw),
           \"moves\": [{\"uci\", \"result\", \"dtm_plies\"}, ...]} — a move's result is the
           mover's, its distance that of the position after it
    --batch    FENs from stdin, one per line: one line each, \"FEN<TAB>result<TAB>plies\"
               (or {\"fen\", \"result\", \"dtm_plies\"}); a bad line gets an error line, and
               the exit code is 2 if any line was bad";

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    let dump = args.flag("--dump");
    let batch = args.flag("--batch");
    let pos = args.positionals()?;
    match pos.first().map(String::as_str) {
        Some("probe") => {
            if dump {
                return Err("--dump belongs to generation, not to probe".into());
            }
            if batch {
                if pos.len() > 1 {
                    return Err("--batch reads FENs from stdin: give no FEN argument".into());
                }
                return probe_batch(json);
            }
            probe(&pos[1..], json)
        }
        Some(_) if batch => Err("--batch belongs to probe: gameai tablebase probe --batch".into()),
        Some(name) if pos.len() == 1 => {
            let m = Material::parse(name).map_err(|e| UsageError(e.to_string()))?;
            if m.is_bare_kings() {
                return Err("KK is always a draw: there is nothing to solve".into());
            }
            let started = Instant::now();
            let out = generate(&m);
            let seconds = started.elapsed().as_secs_f64();
            if dump {
                return print_dump(&out, &m);
            }
            print_generation(&out, &m, seconds, json);
            Ok(())
        }
        Some(_) => Err("usage: gameai tablebase ENDGAME | gameai tablebase probe FEN".into()),
        None => Err("name an endgame (e.g. KQK, KRKP) or `probe FEN`".into()),
    }
}

fn plies(v: Value) -> Json {
    v.plies().map_or(Json::Null, |d| Json::from(u32::from(d)))
}

/// 결과의 낱말과 거리를 JSON 쌍으로 (비기면 거리 없음).
fn value_pairs(v: Value) -> Vec<(&'static str, Json)> {
    let mut out = vec![("result", Json::from(v.word()))];
    if v.plies().is_some() {
        out.push(("dtm_plies", plies(v)));
    }
    out
}

fn report_json(r: &TableReport) -> Json {
    Json::object([
        ("endgame", Json::from(r.material.to_string())),
        ("positions", Json::from(r.positions)),
        ("wins", Json::from(r.wins)),
        ("draws", Json::from(r.draws)),
        ("losses", Json::from(r.losses)),
        (
            "longest_mate_moves",
            Json::from(u32::from(r.longest_mate_moves())),
        ),
        (
            "longest_fen",
            r.longest
                .as_ref()
                .map_or(Json::Null, |(_, f)| Json::from(f.clone())),
        ),
        ("by_plies", Json::from(r.by_plies.clone())),
        ("seconds", Json::from(r.time.as_secs_f64())),
        ("table_bytes", Json::from(r.bytes)),
    ])
}

/// 이 프로세스가 가장 많이 쓴 메모리 (리눅스의 VmHWM; 다른 곳에서는 `None`).
fn peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

fn print_generation(out: &Generated, m: &Material, seconds: f64, json: bool) {
    let main = out.reports.iter().find(|r| &r.material == m);
    if json {
        let mut obj = match main.map(report_json) {
            Some(Json::Object(pairs)) => pairs,
            _ => Vec::new(),
        };
        obj.push(("total_seconds".into(), Json::from(seconds)));
        obj.push(("peak_bytes".into(), Json::from(out.peak_bytes)));
        if let Some(rss) = peak_rss() {
            obj.push(("peak_rss_bytes".into(), Json::from(rss)));
        }
        obj.push((
            "tables".into(),
            Json::Array(out.reports.iter().map(report_json).collect()),
        ));
        outln!("{}", Json::Object(obj));
        return;
    }
    outln!(
        "{:<6} {:>10} {:>10} {:>9} {:>10} {:>8} {:>9} {:>9}  longest mate position",
        "table",
        "positions",
        "wins",
        "draws",
        "losses",
        "longest",
        "seconds",
        "bytes"
    );
    for r in &out.reports {
        outln!(
            "{:<6} {:>10} {:>10} {:>9} {:>10} {:>8} {:>9.3} {:>9}  {}",
            r.material.to_string(),
            r.positions,
            r.wins,
            r.draws,
            r.losses,
            format!("{} mv", r.longest_mate_moves()),
            r.time.as_secs_f64(),
            r.bytes,
            r.longest.as_ref().map_or("-", |(_, f)| f.as_str())
        );
    }
    outln!(
        "total {seconds:.3} s; peak table memory {} bytes{}",
        out.peak_bytes,
        peak_rss().map_or(String::new(), |r| format!(
            "; peak process memory {r} bytes"
        ))
    );
}

fn print_dump(out: &Generated, m: &Material) -> Result<(), UsageError> {
    let Some(t) = out.tablebase.table(m) else {
        return Err(format!("the {m} table was not generated").into());
    };
    let layout = t.layout();
    for idx in 0..layout.len() as u32 {
        let Some(v) = t.value(idx) else {
            continue;
        };
        let board = layout.board(&layout.decode(idx));
        outln!(
            "{} {} {}",
            board.to_fen(),
            v.word(),
            v.plies().map_or(0, u32::from)
        );
    }
    Ok(())
}

/// FEN 하나를 읽어, 그 재료의 표가 `tables`에 없으면 만들어 더하고, 찾는다.
fn probe_one(fen: &str, tables: &mut Tablebase) -> Result<(Board, Probe), UsageError> {
    let board = Board::from_fen(fen).map_err(|e| UsageError(format!("bad FEN: {e}")))?;
    let n = board.occupied().count_ones() as usize;
    if n > MAX_PIECES {
        return Err(format!(
            "{n} pieces: the tables cover endgames of up to {MAX_PIECES} pieces, kings included"
        )
        .into());
    }
    let m = Material::of(&board).normalized().0;
    if !m.is_bare_kings() && tables.table(&m).is_none() {
        let have = std::mem::take(tables);
        *tables = Generator::new(&m, have).run_to_end().tablebase;
    }
    let p = tables
        .probe(&board)
        .map_err(|e| UsageError(e.to_string()))?;
    Ok((board, p))
}

fn probe_batch(json: bool) -> Result<(), UsageError> {
    let mut tables = Tablebase::new();
    let mut bad = 0usize;
    for line in crate::args::stdin_lines() {
        let fen = String::from_utf8_lossy(&line).trim().to_string();
        if fen.is_empty() {
            continue;
        }
        match probe_one(&fen, &mut tables) {
            Ok((_, p)) if json => {
                let mut pairs = vec![("fen", Json::from(fen))];
                pairs.extend(value_pairs(p.value));
                outln!("{}", Json::object(pairs));
            }
            Ok((_, p)) => outln!(
                "{fen}\t{}\t{}",
                p.value.word(),
                p.value.plies().map_or("-".to_string(), |d| d.to_string())
            ),
            Err(e) => {
                bad += 1;
                if json {
                    outln!(
                        "{}",
                        Json::object([("fen", Json::from(fen)), ("error", Json::from(e.0))])
                    );
                } else {
                    outln!("{fen}\terror: {}", e.0);
                }
            }
        }
    }
    if bad > 0 {
        return Err(format!("{bad} line(s) could not be probed").into());
    }
    Ok(())
}

fn probe(words: &[String], json: bool) -> Result<(), UsageError> {
    if words.is_empty() {
        return Err("usage: gameai tablebase probe FEN".into());
    }
    let (board, p) = probe_one(&words.join(" "), &mut Tablebase::new())?;
    if json {
        let moves: Vec<Json> = p
            .moves
            .iter()
            .map(|s| {
                let mut pairs = vec![("uci", Json::from(s.mv.to_string()))];
                pairs.push(("result", Json::from(s.for_mover().word())));
                if s.after.plies().is_some() {
                    pairs.push(("dtm_plies", plies(s.after)));
                }
                Json::object(pairs)
            })
            .collect();
        let mut pairs = vec![("endgame", Json::from(p.material.to_string()))];
        pairs.extend(value_pairs(p.value));
        pairs.push(("fifty_move_risk", Json::from(p.fifty_move_risk)));
        pairs.push(("moves", Json::Array(moves)));
        outln!("{}", Json::object(pairs));
        return Ok(());
    }
    outln!("{} ({}): {}", board.to_fen(), p.material, p.value);
    if p.fifty_move_risk {
        outln!("note: the fifty-move rule may end the game before the mate");
    }
    for s in &p.moves {
        outln!(
            "  {:<6} {}",
            s.mv.to_string(),
            describe_move(s.for_mover(), s.after)
        );
    }
    Ok(())
}

/// 수 하나의 값을 글로: 둔 쪽의 결과와 뒤 국면의 거리.
fn describe_move(mover: Value, after: Value) -> String {
    match (mover, after.plies()) {
        (Value::Draw, _) => "draw".into(),
        (v, Some(0)) => format!("{}: checkmate", v.word()),
        (v, Some(d)) => format!("{}: mate {d} plies after it", v.word()),
        (v, None) => v.word().into(),
    }
}
