//! 체스 명령: `gameai perft`, `gameai polyglot`, 그리고 `gameai search chess`의 몸통.

use gameai::games::chess::polyglot::Book;
use gameai::games::chess::{Board, Chess, STARTPOS};
use gameai::search::SearchConfig;
use gameai::step::Instant;

use crate::args::{Args, UsageError, list, parse_in, read_record};
use crate::json::Json;
use crate::trace::{Output, result_json, search as run_search};

pub const PERFT_HELP: &str = "\
gameai perft [FEN | startpos] DEPTH [--divide] [--json]
    Counts the legal move sequences of DEPTH plies from the position (default: the start
    position), with bulk counting at the last ply. FEN may be given unquoted (its six fields
    as separate words). --divide prints the count under each first move.
    JSON: {\"nodes\": N} (with --divide also {\"divide\": {\"e2e4\": n, ...}})";

pub const POLYGLOT_HELP: &str = "\
gameai polyglot [FEN | startpos] [--book FILE] [--json]
    Prints the position's 64-bit Zobrist key as 16 hex digits; the keys are Polyglot's, so they
    equal the keys in any Polyglot opening book. --book FILE lists that book's moves for the
    position with their weights.
    JSON: {\"key\": \"463b96181691fc9c\"} (with --book also {\"moves\": [{\"move\": \"e2e4\", \"weight\": w}, ...]})";

/// 위치 인자들에서 FEN을 읽는다 (`startpos`, 비었으면 처음 국면). `startpos` 뒤의 낱말은 FEN의
/// 일부가 아니라 남는 인자다.
fn board_from_words(words: &[String]) -> Result<Board, UsageError> {
    if let [first, extra, ..] = words
        && first == "startpos"
    {
        return Err(UsageError(format!(
            "unexpected argument {extra:?} after startpos"
        )));
    }
    let fen = words.join(" ");
    let fen = match fen.as_str() {
        "" | "startpos" => STARTPOS,
        f => f,
    };
    Board::from_fen(fen).map_err(|e| UsageError(format!("bad FEN: {e}")))
}

pub fn perft(mut args: Args, json: bool) -> Result<(), UsageError> {
    let divide = args.flag("--divide");
    let mut pos = args.positionals()?;
    let Some(depth) = pos.pop() else {
        return Err("usage: gameai perft [FEN | startpos] DEPTH".into());
    };
    // DEPTH는 마지막 인자다: 그 뒤에 낱말이 더 있으면 (`startpos 3 extra`) 그 낱말이 남는 것이다.
    if depth.parse::<u32>().is_err()
        && let Some(n) = pos.last().filter(|w| w.parse::<u32>().is_ok())
    {
        return Err(UsageError(format!(
            "unexpected argument {depth:?} after DEPTH {n} (usage: gameai perft [FEN | startpos] DEPTH)"
        )));
    }
    let depth: u32 = parse_in(&depth, "DEPTH", 1, 10)?;
    let board = board_from_words(&pos)?;
    let start = Instant::now();
    let (nodes, split) = if divide {
        let split = board.perft_divide(depth);
        (split.iter().map(|&(_, n)| n).sum(), split)
    } else {
        (board.perft(depth), Vec::new())
    };
    let secs = start.elapsed().as_secs_f64();
    if json {
        let mut pairs = vec![("nodes", Json::from(nodes))];
        if divide {
            pairs.push((
                "divide",
                Json::object(split.iter().map(|(m, n)| (m.to_string(), Json::from(*n)))),
            ));
        }
        outln!("{}", Json::object(pairs));
    } else {
        for (m, n) in &split {
            outln!("{m}: {n}");
        }
        outln!(
            "nodes {nodes}  time {secs:.3} s  {:.0} nodes/s",
            nodes as f64 / secs.max(1e-9)
        );
    }
    Ok(())
}

/// 폴리글롯 책의 가장 큰 크기: 가장 큰 공개 책들도 수백 MB 아래다. 그보다 큰 것 (`/dev/zero`처럼
/// 끝이 없는 것)은 다 읽기 전에 거절한다.
const MAX_BOOK_BYTES: u64 = 512 << 20;

/// 책 파일을 읽는다: 보통 파일이어야 하고, [`MAX_BOOK_BYTES`]를 넘으면 거절.
fn read_book(path: &str) -> Result<Vec<u8>, UsageError> {
    use std::io::Read;
    let err = |e: std::io::Error| UsageError(format!("cannot read book {path}: {e}"));
    let file = std::fs::File::open(path).map_err(err)?;
    if !file.metadata().map_err(err)?.is_file() {
        return Err(UsageError(format!("book {path}: not a regular file")));
    }
    let mut bytes = Vec::new();
    file.take(MAX_BOOK_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(err)?;
    if bytes.len() as u64 > MAX_BOOK_BYTES {
        return Err(UsageError(format!(
            "book {path}: larger than {} MiB",
            MAX_BOOK_BYTES >> 20
        )));
    }
    Ok(bytes)
}

pub fn polyglot(mut args: Args, json: bool) -> Result<(), UsageError> {
    let book_path = args.value("--book")?;
    let pos = args.positionals()?;
    let board = board_from_words(&pos)?;
    let key = format!("{:016x}", board.key());
    let moves = match &book_path {
        Some(path) => {
            let bytes = read_book(path)?;
            let book =
                Book::from_bytes(&bytes).map_err(|e| UsageError(format!("book {path}: {e}")))?;
            Some(book.moves(&board))
        }
        None => None,
    };
    if json {
        let mut pairs = vec![("key", Json::from(key))];
        if let Some(moves) = &moves {
            pairs.push((
                "moves",
                Json::Array(
                    moves
                        .iter()
                        .map(|m| {
                            Json::object([
                                ("move", Json::from(m.mv.to_string())),
                                ("weight", Json::from(u32::from(m.weight))),
                            ])
                        })
                        .collect(),
                ),
            ));
        }
        outln!("{}", Json::object(pairs));
    } else {
        outln!("{key}");
        if let Some(moves) = moves {
            if moves.is_empty() {
                outln!("(no book moves for this position)");
            }
            let total: u32 = moves.iter().map(|m| u32::from(m.weight)).sum();
            for m in moves {
                outln!(
                    "{:<6} {:<7} weight {:>5} ({:.1}%)",
                    m.mv.to_string(),
                    board.san(m.mv),
                    m.weight,
                    100.0 * f64::from(m.weight) / f64::from(total.max(1))
                );
            }
        }
    }
    Ok(())
}

/// `gameai search chess --fen FEN [--moves ...] --depth D [--no-tt] [--tt-bits B]`.
pub fn search(
    fen: Option<String>,
    moves: &str,
    pgn: Option<&str>,
    config: SearchConfig,
    out: Output,
) -> Result<(), UsageError> {
    let fen = fen.unwrap_or_else(|| STARTPOS.to_owned());
    let fen = if fen == "startpos" { STARTPOS } else { &fen };
    let mut g = match pgn {
        Some(path) => {
            let text = read_record(path, "PGN file")?;
            gameai::games::chess::pgn::read(&text)
                .map_err(|e| UsageError(format!("{path}: {e}")))?
        }
        None => Chess::from_fen(fen).map_err(|e| UsageError(format!("bad FEN: {e}")))?,
    };
    // UCI의 `position … moves`처럼: 청해야 끝나는 비김(세 번 같은 국면, 50수)을 지나서도 둔다.
    for m in list(moves, "--moves")? {
        g.play_str_past_claims(m)
            .map_err(|e| UsageError(format!("move {m}: {e}")))?;
    }
    // UCI와 같이: 청해야 끝나는 비김 (세 번 같은 국면, 50수)은 끝이 아니다 — 수를 물으면 수를 찾는다.
    let claim = matches!(
        g.status(),
        gameai::games::chess::ChessStatus::Repetition
            | gameai::games::chess::ChessStatus::FiftyMoves
    );
    if g.status().is_over() && !claim {
        return Err(format!("the game is already over ({})", g.status()).into());
    }
    let name = |m: gameai::games::chess::Move| m.to_string();
    let r = run_search(&g, config, out.trace, &name);
    let best = r.best.map(name).unwrap_or_default();
    if out.json() {
        outln!("{}", result_json(&r, &name));
    } else {
        let mut b = *g.board();
        let mut line = Vec::new();
        for &m in &r.pv {
            line.push(b.san(m));
            b.make_move(m);
        }
        let san = r.best.map(|m| g.board().san(m)).unwrap_or_default();
        outln!("best: {best} ({san})  value {}  depth {}", r.value, r.depth);
        outln!("line: {}", line.join(" "));
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
