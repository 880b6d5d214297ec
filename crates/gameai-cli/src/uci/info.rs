//! 탐색의 보고를 UCI의 `info` 줄로: 깊이, 줄 번호, 점수(센티폰이나 메이트), 노드, 속도, 표의 참, 수순.

use std::io::Write;

use gameai::games::chess::Move;
use gameai::search::{Helpers, WIN, WIN_BOUND};

use super::Running;

/// 지금 줄에서 새로 끝낸 깊이들의 `info` 줄.
pub(super) fn report(run: &mut Running, out: &mut impl Write) {
    let reports = run.searcher.reports();
    let hashfull = run.searcher.hashfull();
    let helper_nodes = run.helpers.as_ref().map_or(0, Helpers::nodes);
    for r in &reports[run.reported..] {
        if r.best.is_none() {
            continue;
        }
        let ms = (r.elapsed * 1000.0) as u64;
        // 모든 스레드의 노드 (도우미는 이 줄에서 지금까지 찾은 만큼).
        let nodes = run.total_nodes(r.nodes);
        let nps = ((r.nodes + helper_nodes) as f64 / f64::from(r.elapsed).max(1e-3)) as u64;
        let pv: Vec<String> = r.pv.iter().map(Move::to_string).collect();
        // 끝내기 표가 값을 준 노드가 있으면 그 수 (UCI의 `tbhits`).
        let tb = if r.endgame > 0 {
            format!(" tbhits {}", r.endgame)
        } else {
            String::new()
        };
        // 끊긴 깊이에서 고른 수의 값은 뿌리의 하한이다 (보지 못한 수가 있다).
        let bound = if r.partial { " lowerbound" } else { "" };
        let _ = writeln!(
            out,
            "info depth {} multipv {} score {}{bound} nodes {nodes} nps {nps} hashfull {hashfull}{tb} time {ms} pv {}",
            r.depth,
            run.line,
            score(r.value),
            pv.join(" ")
        );
    }
    run.reported = reports.len();
}

/// UCI 점수: 센티폰, 또는 몇 수(한 쪽의 수) 만의 체크메이트.
pub(super) fn score(v: i32) -> String {
    if v > WIN_BOUND {
        format!("mate {}", (WIN - v + 1) / 2)
    } else if v < -WIN_BOUND {
        format!("mate -{}", (WIN + v) / 2)
    } else {
        format!("cp {v}")
    }
}
