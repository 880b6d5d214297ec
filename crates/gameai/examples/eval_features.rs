//! 체스 평가의 항목들을 적는다 (무게를 맞추는 도구 `tools/tune/chess_eval.py`가 읽는다).
//!
//! ```text
//! cargo run --release -p gameai --example eval_features < fens.txt > features.txt
//! cargo run --release -p gameai --example eval_features -- --weights
//! ```
//!
//! 표준 입력의 줄마다 FEN 하나를 읽어, 같은 차례로 한 줄씩 `단계 번호:수 번호:수 …`를 (백의 쪽에서)
//! 적는다. 읽을 수 없는 FEN은 `error: …` 한 줄. `--weights`는 지금의 무게를 줄마다 `중반 끝내기`로.

use std::io::{self, BufRead, BufWriter, Write};

use gameai::eval::chess::{eval_features, eval_weights};
use gameai::games::chess::Board;

fn main() -> io::Result<()> {
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    if std::env::args().nth(1).as_deref() == Some("--weights") {
        for (m, e) in eval_weights() {
            writeln!(out, "{m} {e}")?;
        }
        return out.flush();
    }
    for line in io::stdin().lock().lines() {
        let line = line?;
        match Board::from_fen(line.trim()) {
            Ok(b) => {
                let (phase, list) = eval_features(&b);
                write!(out, "{phase}")?;
                for (i, n) in list {
                    write!(out, " {i}:{n}")?;
                }
                writeln!(out)?;
            }
            Err(e) => writeln!(out, "error: {e}")?,
        }
    }
    out.flush()
}
