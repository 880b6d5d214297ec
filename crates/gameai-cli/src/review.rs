//! `gameai review`: 한 대국을 그 게임의 기법으로 수마다 판정한다 (라이브러리의 `gameai::review`). 지금은
//! 푼 게임 셋 — 님, 위토프, 틱택토: 값이 정확해 표시는 증명된 것이다. 탐색으로 판정하는 게임(오목,
//! 체스, 헥스, 하바나)은 아직 없다고 말한다.

use gameai::games::Player;
use gameai::games::nim::{Nim, NimMove, PlayRule, TakeRule, Variant};
use gameai::games::tictactoe::{TicTacToe, cell_name, parse_cell};
use gameai::games::wythoff::Cell;
use gameai::nim::analyse;
use gameai::review::{
    Exact, MoveReview, NimJudge, Score, TicTacToeJudge, Value, WythoffJudge, review,
};

use crate::args::{Args, UsageError, list, parse_in};
use crate::json::Json;

pub const HELP: &str = "\
gameai review <nim|wythoff|ttt> ... --moves M1,M2,... [--json]
    Reviews a whole game with the game's own technique: every move of both sides gets the
    mover's value before it (with the best move) and after it, and a verdict (best, good,
    inaccuracy, mistake, blunder). These three games are solved, so every value is exact and a
    blunder (a win turned into a draw or a loss, or a draw into a loss) is proven.
    gameai review nim [--misere | --subtract K] --heaps 3,4,5 --moves 0:1,2:0,...
        a move is HEAP:SIZE (heap index from 0, the size it is left at)
    gameai review wythoff --from X,Y --moves X:Y,...
        a move is the cell the queen lands on; (0, 0) is the corner
    gameai review ttt --moves b2,a1,...
        cells a1..c3 (a1 bottom left), X moves first
    Reviewing gomoku, chess, Hex and Havannah by search is not available yet.
    JSON: {\"game\": G, \"moves\": [{\"ply\": n, \"move\": M, \"by\": \"first\"|\"second\",
           \"before\": V, \"after\": V, \"best\": M | null, \"line\": [M, ...],
           \"verdict\": \"best\"|\"good\"|\"inaccuracy\"|\"mistake\"|\"blunder\", \"exact\": bool}, ...]}
          where V is \"win\", \"draw\" or \"loss\" for the mover (exact values).";

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    let Some(game) = args.take_first() else {
        return Err(UsageError(
            "name the game first: gameai review <nim|wythoff|ttt> ...".into(),
        ));
    };
    match game.as_str() {
        "nim" => review_nim(args, json),
        "wythoff" => review_wythoff(args, json),
        "ttt" => review_ttt(args, json),
        "gomoku" | "chess" | "hex" | "havannah" => Err(UsageError(format!(
            "reviewing {game} by search is not available yet (nim, wythoff and ttt are)"
        ))),
        other => Err(UsageError(format!(
            "unknown game {other:?} (nim, wythoff, ttt)"
        ))),
    }
}

/// `--moves`의 목록 (없으면 오류).
fn moves_arg(args: &mut Args) -> Result<String, UsageError> {
    args.value("--moves")?
        .ok_or_else(|| UsageError("--moves M1,M2,... is required".into()))
}

fn review_nim(mut args: Args, json: bool) -> Result<(), UsageError> {
    let misere = args.flag("--misere");
    let take = match args.value("--subtract")? {
        Some(k) => TakeRule::UpTo(parse_in(&k, "--subtract K", 1, u32::MAX)?),
        None => TakeRule::Any,
    };
    let heaps_text = args
        .value("--heaps")?
        .ok_or_else(|| UsageError("--heaps H1,H2,... is required".into()))?;
    let moves_text = moves_arg(&mut args)?;
    args.finish()?;
    let heaps = list(&heaps_text, "--heaps")?
        .iter()
        .map(|h| parse_in(h, "a heap size", 0, u32::MAX))
        .collect::<Result<Vec<u32>, _>>()?;
    let rule = if misere {
        PlayRule::Misere
    } else {
        PlayRule::Normal
    };
    let start = Nim::new(heaps, Variant { rule, take }).map_err(|e| UsageError(e.to_string()))?;
    // 미제르 뺄셈 게임은 판정할 이론이 없다: 그렇다고 말한다.
    analyse(&start).map_err(|e| UsageError(e.to_string()))?;
    let moves = list(&moves_text, "--moves")?
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let (heap, to) = m
                .split_once(':')
                .ok_or_else(|| UsageError(format!("move {}: {m:?} is not HEAP:SIZE", i + 1)))?;
            Ok(NimMove {
                heap: parse_in(heap, "a heap index", 0, usize::MAX)?,
                to: parse_in(to, "a heap size", 0, u32::MAX)?,
            })
        })
        .collect::<Result<Vec<_>, UsageError>>()?;
    let reviews = review(&mut NimJudge, &start, Player::First, &moves)
        .map_err(|e| UsageError(e.to_string()))?;
    print("nim", &reviews, json, |m: NimMove| {
        format!("{}:{}", m.heap, m.to)
    });
    Ok(())
}

fn cell_arg(s: &str, sep: char, what: &str) -> Result<Cell, UsageError> {
    let (x, y) = s
        .split_once(sep)
        .ok_or_else(|| UsageError(format!("{what}: {s:?} is not X{sep}Y")))?;
    Ok(Cell::new(
        parse_in(x, "x", 0, gameai::games::wythoff::MAX_SIDE - 1)?,
        parse_in(y, "y", 0, gameai::games::wythoff::MAX_SIDE - 1)?,
    ))
}

fn review_wythoff(mut args: Args, json: bool) -> Result<(), UsageError> {
    let from = args
        .value("--from")?
        .ok_or_else(|| UsageError("--from X,Y is required".into()))?;
    let moves_text = moves_arg(&mut args)?;
    args.finish()?;
    let from = cell_arg(&from, ',', "--from")?;
    let moves = list(&moves_text, "--moves")?
        .iter()
        .enumerate()
        .map(|(i, m)| cell_arg(m, ':', &format!("move {}", i + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    let mut judge = WythoffJudge::new(from).map_err(UsageError)?;
    let reviews =
        review(&mut judge, &from, Player::First, &moves).map_err(|e| UsageError(e.to_string()))?;
    print("wythoff", &reviews, json, |c: Cell| {
        format!("{}:{}", c.x, c.y)
    });
    Ok(())
}

fn review_ttt(mut args: Args, json: bool) -> Result<(), UsageError> {
    let moves_text = moves_arg(&mut args)?;
    args.finish()?;
    let moves = list(&moves_text, "--moves")?
        .iter()
        .enumerate()
        .map(|(i, m)| parse_cell(m).map_err(|e| UsageError(format!("move {}: {e}", i + 1))))
        .collect::<Result<Vec<_>, _>>()?;
    let reviews = review(
        &mut TicTacToeJudge,
        &TicTacToe::new(),
        Player::First,
        &moves,
    )
    .map_err(|e| UsageError(e.to_string()))?;
    print("ttt", &reviews, json, cell_name);
    Ok(())
}

/// 값을 JSON으로: 정확하면 `"win"`·`"draw"`·`"loss"`, 점수면 `{"cp": n}`·`{"mate": n}`, 승률이면 수.
fn value_json(v: Value) -> Json {
    match v {
        Value::Exact(e) => Json::from(exact_name(e)),
        Value::Score(Score::Cp(c)) => Json::object([("cp", Json::from(c))]),
        Value::Score(Score::Mate(n)) => Json::object([("mate", Json::from(n))]),
        Value::Rate(r) => Json::from(r),
    }
}

fn exact_name(e: Exact) -> &'static str {
    match e {
        Exact::Win(_) => "win",
        Exact::Draw => "draw",
        Exact::Loss(_) => "loss",
    }
}

/// 값을 글로 (반수를 알면 함께: `win in 5`).
fn value_text(v: Value) -> String {
    match v {
        Value::Exact(Exact::Win(Some(p))) => format!("win in {p}"),
        Value::Exact(Exact::Loss(Some(p))) => format!("loss in {p}"),
        Value::Exact(e) => exact_name(e).to_owned(),
        Value::Score(Score::Cp(c)) => format!("{c:+} cp"),
        Value::Score(Score::Mate(n)) => format!("mate {n:+}"),
        Value::Rate(r) => format!("{:.0}%", r * 100.0),
    }
}

fn side(p: Player) -> &'static str {
    match p {
        Player::First => "first",
        Player::Second => "second",
    }
}

fn print<M: Copy>(game: &str, reviews: &[MoveReview<M>], json: bool, name: impl Fn(M) -> String) {
    if json {
        let moves = reviews
            .iter()
            .map(|r| {
                Json::object([
                    ("ply", Json::from(r.ply)),
                    ("move", Json::from(name(r.mv))),
                    ("by", Json::from(side(r.by))),
                    ("before", value_json(r.before)),
                    ("after", value_json(r.after)),
                    ("best", r.best.map_or(Json::Null, |m| Json::from(name(m)))),
                    (
                        "line",
                        Json::Array(r.line.iter().map(|&m| Json::from(name(m))).collect()),
                    ),
                    ("verdict", Json::from(r.verdict.name())),
                    ("exact", Json::from(r.exact)),
                ])
            })
            .collect();
        outln!(
            "{}",
            Json::object([("game", Json::from(game)), ("moves", Json::Array(moves))])
        );
        return;
    }
    outln!("ply  by      move    before -> after          best    verdict");
    for r in reviews {
        let best = r.best.map_or("-".to_owned(), &name);
        let proven = if r.exact && r.verdict.is_error() {
            " (proven)"
        } else {
            ""
        };
        outln!(
            "{:<4} {:<7} {:<7} {:<24} {:<7} {}{proven}",
            r.ply,
            side(r.by),
            name(r.mv),
            format!("{} -> {}", value_text(r.before), value_text(r.after)),
            best,
            r.verdict.name()
        );
    }
}
