//! UCI의 끝내기 표: `go`의 뿌리가 `TablebasePieces`(기본 4) 기물 이하이면 그 재료의 표(와 그 표의
//! 잡기·승격이 가는 표들)를 후퇴 해석으로 처음 한 번 만들어 둔다. 탐색은 노드마다 표를 묻고
//! ([`gameai::search::Searcher::with_oracle`]), 아는 국면은 더 찾지 않고 정확한 값(메이트까지의
//! 거리)을 쓴다. 그래서 풀린 끝내기를 잘못 두지 않는다. 표는 엔진이 끝날 때까지 남는다.

use std::io::Write;
use std::sync::Arc;
use std::time::Instant;

use gameai::games::chess::{Board, Chess};
use gameai::search::Oracle;
use gameai::step::Steppable;
use gameai::tablebase::{Generator, MAX_PIECES, Material, Tablebase, oracle};

use super::{Engine, say};

impl Engine {
    /// 뿌리 `board`에 맞는 표를 (없으면) 만들고, 탐색이 물을 곳을 돌려준다 (표를 끄면 `None`).
    pub(super) fn endgame_oracle(
        &mut self,
        board: &Board,
        out: &mut impl Write,
    ) -> Option<Oracle<Chess>> {
        if self.tb_pieces == 0 {
            return None;
        }
        let pieces = board.occupied().count_ones();
        let m = Material::of(board).normalized().0;
        if pieces <= self.tb_pieces
            && board.castling().0 == 0
            && !m.is_bare_kings()
            && self.tablebase.table(&m).is_none()
        {
            say(
                out,
                &format!("solving the {m} endgame table by retrograde analysis"),
            );
            let _ = out.flush();
            let started = Instant::now();
            let have = Arc::try_unwrap(std::mem::take(&mut self.tablebase))
                .unwrap_or_else(|shared| (*shared).clone());
            let solved = Generator::new(&m, have).run_to_end();
            self.tablebase = Arc::new(solved.tablebase);
            say(
                out,
                &format!(
                    "{m} solved with {} tables in {:.2} s",
                    solved.reports.len(),
                    started.elapsed().as_secs_f64()
                ),
            );
        }
        if let Ok(p) = self.tablebase.probe(board) {
            say(out, &format!("endgame table: {}", p.value));
        }
        Some(oracle(Arc::clone(&self.tablebase)))
    }

    /// `setoption name TablebasePieces value N`.
    pub(super) fn set_tablebase_pieces(&mut self, value: Option<i64>, out: &mut impl Write) {
        match value {
            Some(n) if (0..=MAX_PIECES as i64).contains(&n) => self.tb_pieces = n as u32,
            _ => say(
                out,
                &format!("option TablebasePieces needs a value in 0..{MAX_PIECES}: unchanged"),
            ),
        }
    }
}

/// 새 엔진의 빈 표 묶음.
pub(super) fn empty() -> Arc<Tablebase> {
    Arc::new(Tablebase::new())
}
