//! `gameai wythoff`: 와이토프 판을 후퇴 해석으로 풀어 지는 칸, 그런디 값, AI의 수를 보여 준다.

use gameai::games::wythoff::{Board, Cell, MAX_SIDE, ai_move, grundy, solve};

use crate::args::{Args, UsageError, parse_in};
use crate::json::Json;

pub const HELP: &str = "\
gameai wythoff W H [--grundy | --move X Y] [--json]
    Solves Wythoff's game (a queen moving left, down or diagonally down-left; whoever reaches
    the corner (0, 0) wins) on a W x H board by retrograde analysis. W and H are 1..=4096
    (the table takes 16 bytes a cell: 4096 x 4096 is about 270 MB).
    (default)      the losing cells (x, y), corner at (0, 0)
    --grundy       the Sprague-Grundy value of every cell (rows by y, then x)
    --move X Y     the AI's move from cell (X, Y): fastest win, or the longest delay
    JSON: {\"losing\": [[x, y], ...]}, {\"grundy\": [[g, ...], ...]},
          {\"from\": [x, y], \"to\": [x, y], \"winning\": bool}";

/// 너무 큰 판의 그런디 값(O(W·H·(W+H)))은 명령줄에서 기다리기 어렵다.
const MAX_GRUNDY_CELLS: usize = 1 << 20;

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    let want_grundy = args.flag("--grundy");
    let mv = match args.values("--move", 2)?.as_deref() {
        Some([x, y]) => Some(Cell::new(
            parse_in(x, "X", 0, MAX_SIDE - 1)?,
            parse_in(y, "Y", 0, MAX_SIDE - 1)?,
        )),
        _ => None,
    };
    if want_grundy && mv.is_some() {
        return Err("choose one of --grundy and --move".into());
    }
    let pos = args.positionals()?;
    let [w, h] = pos.as_slice() else {
        return Err("usage: gameai wythoff W H [--grundy | --move X Y]".into());
    };
    let board = Board::new(
        parse_in(w, "W", 1, MAX_SIDE)?,
        parse_in(h, "H", 1, MAX_SIDE)?,
    )
    .map_err(|e| UsageError(e.to_string()))?;

    if want_grundy {
        if board.cells() > MAX_GRUNDY_CELLS {
            return Err(format!("--grundy is limited to {MAX_GRUNDY_CELLS} cells").into());
        }
        let g = grundy(board);
        if json {
            outln!("{}", Json::object([("grundy", Json::from(g))]));
        } else {
            for row in g.iter().rev() {
                let line: Vec<String> = row.iter().map(|v| format!("{v:>3}")).collect();
                outln!("{}", line.join(""));
            }
        }
        return Ok(());
    }

    let table = solve(board);
    if let Some(from) = mv {
        let to = ai_move(&table, from).map_err(|e| UsageError(e.to_string()))?;
        let winning = !table.is_losing(from);
        if json {
            outln!(
                "{}",
                Json::object([
                    ("from", Json::from(vec![from.x, from.y])),
                    ("to", Json::from(vec![to.x, to.y])),
                    ("winning", Json::from(winning)),
                ])
            );
        } else {
            let s = table.get(from);
            outln!(
                "{from} is {} for the player to move; AI moves to {to} ({} moves to the end)",
                if winning { "winning" } else { "losing" },
                s.depth
            );
        }
        return Ok(());
    }

    let losing = table.losing_cells();
    if json {
        let cells: Vec<Json> = losing.iter().map(|c| Json::from(vec![c.x, c.y])).collect();
        outln!("{}", Json::object([("losing", Json::Array(cells))]));
    } else {
        outln!(
            "losing cells on {}x{} ({}):",
            board.width(),
            board.height(),
            losing.len()
        );
        for c in losing {
            outln!("{} {}", c.x, c.y);
        }
    }
    Ok(())
}
