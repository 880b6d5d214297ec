//! `gameai review`: 한 대국을 그 게임의 기법으로 수마다 판정한다 (라이브러리의 `gameai::review`). 푼 게임
//! 셋(님, 위토프, 틱택토)은 값이 정확해 표시가 증명된 것이고, 오목과 체스는 알파-베타, 헥스와 하바나는
//! MCTS로, 국면마다 같은 예산(깊이 또는 반복 수와 씨앗)으로 판정한다 (체스의 네 기물 이하는 끝내기 표로
//! 정확히).

use gameai::games::Player;
use gameai::games::chess::{Chess, Color, STARTPOS};
use gameai::games::gomoku::Gomoku;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::games::nim::NimMove;
use gameai::games::tictactoe::{TicTacToe, cell_name, parse_cell};
use gameai::games::wythoff::Cell;
use gameai::mcts::Config;
use gameai::review::{
    ChessJudge, Exact, GomokuJudge, MctsJudge, MoveReview, NimJudge, Score, TicTacToeJudge, Value,
    WythoffJudge, review,
};
use gameai::search::SearchConfig;

use crate::args::{Args, UsageError, list, parse, parse_in, read_record};
use crate::json::Json;

pub const HELP: &str = "\
gameai review <nim|wythoff|ttt|chess|gomoku|hex|havannah> ... --moves M1,M2,... [--json]
    Reviews a whole game with the game's own technique: every move of both sides gets the
    mover's value before it (with the best move) and after it, and a verdict (best, good,
    inaccuracy, mistake, blunder). Nim, Wythoff and tic-tac-toe are solved, so every value is exact
    and a blunder (a win turned into a draw or a loss, or a draw into a loss) is proven.
    gameai review nim [--misere | --subtract K] --heaps 3,4,5 --moves 0:1,2:0,...
        a move is HEAP:SIZE (heap index from 0, the size it is left at)
    gameai review wythoff --from X,Y --moves X:Y,...
        a move is the cell the queen lands on; (0, 0) is the corner
    gameai review ttt --moves b2,a1,...
        cells a1..c3 (a1 bottom left), X moves first
    gameai review chess [--fen FEN] --moves e2e4,e7e5,... | --pgn FILE [--depth D]
        alpha-beta to depth D (default 10) in every position; positions of up to four pieces
        (no castling rights) are judged exactly by the endgame tables, made when first needed
    gameai review gomoku [--size N] --moves h8,i9,... | --sgf FILE [--depth D]
        alpha-beta with the threat search to depth D (default 5)
    gameai review hex|havannah [--size N] [--swap] --moves ... | --sgf FILE [--iterations N] [--seed S]
        UCT (RAVE) with N iterations (default 20000) and seed S (default 1) in every position
    Search values are marked by the drop in the mover's win chance (0-100): 10 inaccuracy,
    20 mistake, 30 blunder (docs/review.md).
    JSON: {\"game\": G, \"moves\": [{\"ply\": n, \"move\": M, \"by\": \"first\"|\"second\",
           \"before\": V, \"after\": V, \"best\": M | null, \"line\": [M, ...],
           \"verdict\": \"best\"|\"good\"|\"inaccuracy\"|\"mistake\"|\"blunder\", \"exact\": bool}, ...]}
          where V is the mover's value: \"win\", \"draw\" or \"loss\" when exact, {\"cp\": n} or
          {\"mate\": n} (plies; negative when mated) for chess and gomoku, a win rate 0..1 for Hex
          and Havannah.";

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    let Some(game) = args.take_first() else {
        return Err(UsageError(
            "name the game first: gameai review <nim|wythoff|ttt|chess|gomoku|hex|havannah> ..."
                .into(),
        ));
    };
    match game.as_str() {
        "nim" => review_nim(args, json),
        "wythoff" => review_wythoff(args, json),
        "ttt" => review_ttt(args, json),
        "chess" => review_chess(args, json),
        "gomoku" => review_gomoku(args, json),
        "hex" => review_mcts(args, json, Board::Hex),
        "havannah" => review_mcts(args, json, Board::Havannah),
        other => Err(UsageError(format!(
            "unknown game {other:?} (nim, wythoff, ttt, chess, gomoku, hex, havannah)"
        ))),
    }
}

/// `--moves`의 목록 (없으면 오류).
fn moves_arg(args: &mut Args) -> Result<String, UsageError> {
    args.value("--moves")?
        .ok_or_else(|| UsageError("--moves M1,M2,... is required".into()))
}

fn review_nim(mut args: Args, json: bool) -> Result<(), UsageError> {
    let variant = crate::nim::variant(&mut args)?;
    let heaps_text = args
        .value("--heaps")?
        .ok_or_else(|| UsageError("--heaps H1,H2,... is required".into()))?;
    let moves_text = moves_arg(&mut args)?;
    args.finish()?;
    let start = crate::nim::position(&list(&heaps_text, "--heaps")?, variant)?;
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

/// `--depth D` (기본 `default`)의 알파-베타 설정.
fn depth_config(args: &mut Args, default: u32) -> Result<SearchConfig, UsageError> {
    let depth = match args.value("--depth")? {
        Some(d) => parse_in(&d, "--depth D", 1, 30)?,
        None => default,
    };
    Ok(gameai::review::depth_config(depth))
}

/// `--moves`와 기록 파일 중 하나 (둘 다면 오류).
fn moves_or_record(args: &mut Args, record: &str) -> Result<(String, Option<String>), UsageError> {
    let moves = args.value("--moves")?;
    let file = args.value(record)?;
    match (moves, file) {
        (Some(_), Some(_)) => Err(format!("choose one of --moves and {record}").into()),
        (None, None) => Err(format!("--moves M1,M2,... or {record} FILE is required").into()),
        (Some(m), None) => Ok((m, None)),
        (None, Some(f)) => Ok((String::new(), Some(f))),
    }
}

fn review_chess(mut args: Args, json: bool) -> Result<(), UsageError> {
    let fen = args.value("--fen")?;
    let (moves_text, pgn) = moves_or_record(&mut args, "--pgn")?;
    let config = depth_config(&mut args, ChessJudge::DEPTH)?;
    args.finish()?;
    let (start, moves) = match pgn {
        Some(path) => {
            if fen.is_some() {
                return Err("choose one of --fen and --pgn".into());
            }
            let text = read_record(&path, "PGN file")?;
            let record = gameai::games::chess::pgn::read(&text)
                .map_err(|e| UsageError(format!("{path}: {e}")))?;
            let board = record.history().first().copied().unwrap_or(*record.board());
            (Chess::from_board(board), record.played().to_vec())
        }
        None => {
            let fen = fen.unwrap_or_else(|| STARTPOS.to_owned());
            let start = Chess::from_fen(&fen).map_err(|e| UsageError(format!("bad FEN: {e}")))?;
            let mut g = start.clone();
            let mut moves = Vec::new();
            for (i, m) in list(&moves_text, "--moves")?.iter().enumerate() {
                let mv = g
                    .play_str(m)
                    .map_err(|e| UsageError(format!("move {}: {m}: {e}", i + 1)))?;
                moves.push(mv);
            }
            (start, moves)
        }
    };
    let first = match start.board().side_to_move() {
        Color::White => Player::First,
        Color::Black => Player::Second,
    };
    let reviews = review(&mut ChessJudge::new(config), &start, first, &moves)
        .map_err(|e| UsageError(e.to_string()))?;
    print("chess", &reviews, json, |m| m.to_string());
    Ok(())
}

fn review_gomoku(mut args: Args, json: bool) -> Result<(), UsageError> {
    let size = args.value("--size")?;
    let (moves_text, sgf) = moves_or_record(&mut args, "--sgf")?;
    let config = depth_config(&mut args, GomokuJudge::DEPTH)?;
    args.finish()?;
    let (start, moves) = match sgf {
        Some(path) => {
            if size.is_some() {
                return Err("--size does not apply with --sgf (the record has SZ)".into());
            }
            let text = read_record(&path, "SGF file")?;
            gameai::sgf::read::<Gomoku>(&text).map_err(|e| UsageError(format!("{path}: {e}")))?
        }
        None => {
            let size = size
                .map(|s| parse(&s, "--size N"))
                .transpose()?
                .unwrap_or(15);
            let start = Gomoku::new(size).map_err(|e| UsageError(e.to_string()))?;
            let moves = list(&moves_text, "--moves")?
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    start
                        .parse_move(m)
                        .map_err(|e| UsageError(format!("move {}: {e}", i + 1)))
                })
                .collect::<Result<Vec<_>, _>>()?;
            (start, moves)
        }
    };
    let mut judge = GomokuJudge { config };
    let reviews =
        review(&mut judge, &start, Player::First, &moves).map_err(|e| UsageError(e.to_string()))?;
    print("gomoku", &reviews, json, |m| start.name(m));
    Ok(())
}

/// MCTS로 판정하는 판 게임.
#[derive(Clone, Copy)]
enum Board {
    Hex,
    Havannah,
}

fn review_mcts(mut args: Args, json: bool, board: Board) -> Result<(), UsageError> {
    let size = args.value("--size")?;
    let swap = args.flag("--swap");
    let (moves_text, sgf) = moves_or_record(&mut args, "--sgf")?;
    let iterations = match args.value("--iterations")? {
        Some(n) => parse_in(&n, "--iterations N", 1, 100_000_000)?,
        None => MctsJudge::<Hex>::ITERATIONS,
    };
    let seed = match args.value("--seed")? {
        Some(s) => parse(&s, "--seed S")?,
        None => MctsJudge::<Hex>::SEED,
    };
    args.finish()?;
    if sgf.is_some() && (size.is_some() || swap) {
        return Err("--size and --swap do not apply with --sgf (the record has them)".into());
    }
    let size: Option<u8> = size.map(|s| parse(&s, "--size N")).transpose()?;
    match board {
        Board::Hex => {
            let (start, moves) = match sgf {
                Some(path) => sgf_game::<Hex>(&path)?,
                None => {
                    let g = Hex::new(size.unwrap_or(11), swap)
                        .map_err(|e| UsageError(e.to_string()))?;
                    let moves =
                        parse_moves(&moves_text, |m| g.parse_move(m).map_err(|e| e.to_string()))?;
                    (g, moves)
                }
            };
            let mut judge = MctsJudge::<Hex>::new(Config::default(), iterations, seed);
            let reviews = review(&mut judge, &start, Player::First, &moves)
                .map_err(|e| UsageError(e.to_string()))?;
            print("hex", &reviews, json, |m| start.move_name(m));
        }
        Board::Havannah => {
            if swap {
                return Err("--swap is a Hex rule".into());
            }
            let (start, moves) = match sgf {
                Some(path) => sgf_game::<Havannah>(&path)?,
                None => {
                    let g =
                        Havannah::new(size.unwrap_or(6)).map_err(|e| UsageError(e.to_string()))?;
                    let moves =
                        parse_moves(&moves_text, |m| g.parse_move(m).map_err(|e| e.to_string()))?;
                    (g, moves)
                }
            };
            let mut judge = MctsJudge::<Havannah>::new(Config::default(), iterations, seed);
            let reviews = review(&mut judge, &start, Player::First, &moves)
                .map_err(|e| UsageError(e.to_string()))?;
            print("havannah", &reviews, json, |m| start.move_name(m));
        }
    }
    Ok(())
}

/// SGF 기록의 처음 판과 수들.
fn sgf_game<G: gameai::sgf::SgfGame + Clone>(path: &str) -> Result<(G, Vec<G::Move>), UsageError> {
    let text = read_record(path, "SGF file")?;
    gameai::sgf::read::<G>(&text).map_err(|e| UsageError(format!("{path}: {e}")))
}

/// 수 이름의 목록을 수들로 (틀린 이름은 몇째 수인지 말한다).
fn parse_moves<M>(
    text: &str,
    parse: impl Fn(&str) -> Result<M, String>,
) -> Result<Vec<M>, UsageError> {
    list(text, "--moves")?
        .iter()
        .enumerate()
        .map(|(i, m)| parse(m).map_err(|e| UsageError(format!("move {}: {e}", i + 1))))
        .collect()
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
