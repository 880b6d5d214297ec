//! UCI의 끝내기 표: `go`의 뿌리가 `TablebasePieces`(기본 4) 기물 이하이면 그 재료의 표(와 그 표의
//! 잡기·승격이 가는 표들)를 후퇴 해석으로 처음 한 번 만들어 둔다. 탐색은 노드마다 표를 묻고
//! ([`gameai::search::Searcher::with_oracle`]), 아는 국면은 더 찾지 않고 정확한 값(메이트까지의
//! 거리)을 쓴다. 그래서 풀린 끝내기를 잘못 두지 않는다. 표는 엔진이 끝날 때까지 남는다. 시계가 있는
//! 수에서는 표 만들기에 그 수의 몫의 일부만 쓰고, 다 못 풀면 다음 수에 이어 푼다 (시간패가 없게).

use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gameai::games::chess::{Board, Chess};
use gameai::search::Oracle;
use gameai::step::{Budget, Progress, Steppable};
use gameai::tablebase::{Generator, MAX_PIECES, Material, Tablebase, oracle};

use super::{Engine, say};

impl Engine {
    /// 뿌리 `board`에 맞는 표를 (없으면) 만들고, 탐색이 물을 곳을 돌려준다 (표를 끄면 `None`).
    ///
    /// `budget`(ms)이 있으면 (시계나 `movetime`의 수) 표 만들기에 그만큼만 쓴다: 다 못 풀면 푸는 중인
    /// 것을 남겨 다음 수에 이어 풀고, 이번 수는 이미 있는 표들로 찾는다. 네 기물의 표는 잡기·승격이
    /// 가는 표까지 몇십 초가 걸릴 수 있어 (KPKP), 시계가 있는 대국에서 한 번에 풀면 시간패다.
    /// 한도가 없으면 (`go depth`, `go infinite`) 다 풀고 나서 찾는다.
    pub(super) fn endgame_oracle(
        &mut self,
        board: &Board,
        budget: Option<u64>,
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
            self.solve_some(m, budget, out);
        }
        if let Ok(p) = self.tablebase.probe(board) {
            say(out, &format!("endgame table: {}", p.value));
        }
        Some(oracle(Arc::clone(&self.tablebase)))
    }

    /// 재료 `m`의 표를 (이어) 푼다: 한도 `budget` ms 안에서, 없으면 끝까지.
    fn solve_some(&mut self, m: Material, budget: Option<u64>, out: &mut impl Write) {
        // 다른 재료를 풀던 중이면 그만두되, 다 푼 표들은 남긴다.
        if let Some(g) = self.solving.take_if(|g| *g.target() != m) {
            self.adopt(g.cancel().tablebase);
        }
        let started = Instant::now();
        let mut g = match self.solving.take() {
            Some(g) => g,
            None => {
                say(
                    out,
                    &format!("solving the {m} endgame table by retrograde analysis"),
                );
                let _ = out.flush();
                let have = Arc::try_unwrap(std::mem::take(&mut self.tablebase))
                    .unwrap_or_else(|shared| (*shared).clone());
                let g = Generator::new(&m, have.clone());
                self.tablebase = Arc::new(have);
                g
            }
        };
        let progress = match budget {
            Some(ms) => g.step(Budget::Time(Duration::from_millis(ms))),
            None => Progress::Done(g.run_to_end()),
        };
        match progress {
            Progress::Done(solved) => {
                say(
                    out,
                    &format!(
                        "{m} solved with {} tables ({:.2} s on this move)",
                        solved.reports.len(),
                        started.elapsed().as_secs_f64()
                    ),
                );
                self.adopt(solved.tablebase);
            }
            Progress::Pending => {
                say(
                    out,
                    &format!(
                        "{m} endgame table: still solving, {:.2} s on this move; searching without it",
                        started.elapsed().as_secs_f64()
                    ),
                );
                self.solving = Some(g);
            }
        }
    }

    /// 풀린 표 묶음을 엔진의 것으로 (있던 표에 더해진 묶음이다).
    fn adopt(&mut self, solved: Tablebase) {
        self.tablebase = Arc::new(solved);
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
