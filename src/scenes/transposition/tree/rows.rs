//! 나무를 화면에 놓는 자리 (시스템 없는 순수한 계산): 모든 노드를 그리지 않고, 뿌리에서 지금 노드까지의
//! 길만 펼친다. 길의 노드마다 한 줄에 그 형제들 (찾은 차례로; 끝난 것은 값과 부분 나무의 노드 수로 접힌
//! 칸 하나, 자른 뒤의 남은 수는 회색 칸 하나 "N수 안 봄"), 맨 아래 줄에 지금 노드의 자식들.
//!
//! 칸은 제 크기(배율 [`TreeCamera::zoom`])로 놓고, 길은 가운데 세로로 선다: 줄마다 길 위의 칸이 가운데,
//! 형제들은 좌우로. 줄이 넘치면 지금 노드 쪽(아래)이 보이게 올린다. 사람이 끌어 옮긴 만큼([`TreeCamera::pan`])
//! 더하고, 나무 칸 밖의 칸은 내지 않는다. 그래서 그리는 칸 수는 화면이 담는 만큼 ([`MAX_CELLS`]) 안이고,
//! 이미 찾은 노드 수와 상관없다 (`docs/measurements.md`에 잰 것).

use bevy::prelude::*;
use gameai::search::{TraceEvent, TraceTree};

use super::camera::TreeCamera;

/// 칸 하나의 자리 (배율 1에서, 논리 픽셀): 너비와 높이.
pub(crate) const PITCH: Vec2 = Vec2::new(84.0, 60.0);

/// 한 번에 그리는 칸의 최대 수 (가장 작은 배율로 큰 화면을 채워도 이 안; 글의 모음 크기).
pub(crate) const MAX_CELLS: usize = 320;

/// 칸 하나.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Cell {
    /// 노드 (없으면 "N수 안 봄" 칸).
    pub(crate) node: Option<u32>,
    /// 노드가 없는 칸이면 β 자름 뒤에 보지 않은 수의 수.
    pub(crate) hidden: u32,
    /// 뿌리에서 지금 노드까지의 길 위에 있다.
    pub(crate) on_path: bool,
    /// 지금 노드.
    pub(crate) focus: bool,
    pub(crate) center: Vec2,
    pub(crate) size: Vec2,
}

/// 그릴 것: 칸들과 (부모 칸 → 자식 칸) 선들 (길 위의 선인가).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Rows {
    pub(crate) cells: Vec<Cell>,
    pub(crate) links: Vec<(Vec2, Vec2, bool)>,
}

/// 지금 노드: 마지막 사건이 연 노드, 닫은 노드, 또는 (그 밖의 사건이면) 지금 열린 맨 위 노드.
pub(crate) fn focus<M: Copy>(tree: &TraceTree<M>, events: &[TraceEvent<M>]) -> Option<u32> {
    let last = tree.applied().checked_sub(1)?;
    match events.get(last)? {
        TraceEvent::Leaf { .. } | TraceEvent::Exit { .. } => {
            let parent = tree.path.last().copied();
            let siblings: &[u32] = match parent {
                Some(p) => &tree.nodes[p as usize].children,
                None => &tree.roots,
            };
            siblings
                .iter()
                .rev()
                .copied()
                .find(|&c| tree.nodes[c as usize].closed_at == Some(last))
        }
        // 반복 사이 (깊이를 끝낸 뒤): 마지막 반복의 뿌리.
        _ => tree.path.last().copied().or_else(|| tree.root()),
    }
}

/// 확대·축소의 기준점: 나무 칸의 위 가운데 (길이 서는 곳).
pub(crate) fn anchor(area: Rect) -> Vec2 {
    Vec2::new(area.center().x, area.max.y)
}

/// `area`에 지금 노드 `focus`까지의 길을 펼친 칸들 (보이는 것만).
pub(crate) fn rows<M: Copy>(
    tree: &TraceTree<M>,
    focus: Option<u32>,
    area: Rect,
    camera: &TreeCamera,
) -> Rows {
    let mut out = Rows::default();
    let Some(focus) = focus else {
        return out;
    };
    let path = tree.path_to(focus);
    // 줄: (노드들, 안 본 수, 가운데에 둘 칸의 번호). 뿌리 하나, 길의 노드마다 그 형제들, 지금 노드의 자식들.
    let mut lines: Vec<(&[u32], u32, f32)> = vec![(&path[..1], 0, 0.0)];
    for &id in &path[1..] {
        let parent = &tree.nodes[tree.nodes[id as usize].parent.unwrap_or(0) as usize];
        let at = parent.children.iter().position(|&c| c == id).unwrap_or(0);
        lines.push((&parent.children, parent.skipped, at as f32));
    }
    let own = &tree.nodes[focus as usize];
    if !own.children.is_empty() {
        let count = own.children.len() + usize::from(own.skipped > 0);
        lines.push((&own.children, own.skipped, (count - 1) as f32 / 2.0));
    }
    let pitch = PITCH * camera.zoom;
    let size = pitch - Vec2::new(6.0, 10.0) * camera.zoom;
    // 넘치면 아래 줄(지금 노드)이 나무 칸의 바닥에 오도록 올린다.
    let overflow = (pitch.y * lines.len() as f32 - area.height()).max(0.0);
    let origin = anchor(area) + camera.pan + Vec2::Y * overflow;
    // 보이는 칸: 위아래로는 나무 칸 안에 다 들어가고 (작은 판과 글 줄을 덮지 않게), 옆으로는 조금이라도 걸친다.
    let visible = |c: Vec2| {
        c.y - size.y / 2.0 >= area.min.y - 0.5
            && c.y + size.y / 2.0 <= area.max.y + 0.5
            && c.x + size.x / 2.0 > area.min.x
            && c.x - size.x / 2.0 < area.max.x
    };
    let mut above: Option<Vec2> = None;
    for (r, &(ids, skipped, middle)) in lines.iter().enumerate() {
        let y = origin.y - pitch.y * (r as f32 + 0.5);
        let x_of = |c: usize| origin.x + pitch.x * (c as f32 - middle);
        let mut next_above = None;
        for (c, &id) in ids.iter().enumerate() {
            let center = Vec2::new(x_of(c), y);
            let on_path = path.contains(&id);
            if on_path {
                next_above = Some(center - Vec2::Y * size.y / 2.0);
            }
            if !visible(center) {
                continue;
            }
            if let Some(a) = above {
                out.links
                    .push((a, center + Vec2::Y * size.y / 2.0, on_path));
            }
            out.cells.push(Cell {
                node: Some(id),
                hidden: 0,
                on_path,
                focus: id == focus,
                center,
                size,
            });
        }
        let rest = Vec2::new(x_of(ids.len()), y);
        if skipped > 0 && visible(rest) {
            out.cells.push(Cell {
                node: None,
                hidden: skipped,
                on_path: false,
                focus: false,
                center: rest,
                size,
            });
        }
        // 마지막 줄(지금 노드의 자식들)은 지금 노드에서 내려온다.
        above = next_above
            .or_else(|| (r + 1 < lines.len()).then(|| Vec2::new(origin.x, y - size.y / 2.0)));
        if out.cells.len() >= MAX_CELLS {
            out.cells.truncate(MAX_CELLS);
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use gameai::search::Rung;
    use gameai::step::Budget;

    use super::super::position::{CurrentGames, PRESETS, preset_by_slug};
    use super::*;

    /// 폰 끝내기를 미니맥스로 찾은 사건들 (노드 약 9만: 수업에서 가장 큰 나무 가운데 하나).
    fn big_trace() -> Vec<TraceEvent<super::super::LessonMove>> {
        let p = PRESETS[preset_by_slug("fine70").unwrap()];
        let root = p.setup.build(&CurrentGames::default()).unwrap();
        let mut job = root.job(Rung::Minimax, p.depth, true, None);
        loop {
            if let Some(out) = job.step(Budget::Work(50_000)) {
                return out.events;
            }
        }
    }

    /// 휴대폰의 나무 칸 (360×640 화면의 아래쪽).
    const AREA: Rect = Rect {
        min: Vec2::new(-170.0, -260.0),
        max: Vec2::new(170.0, 60.0),
    };

    #[test]
    fn the_drawn_cells_stay_inside_the_screen_however_big_the_tree() {
        let events = big_trace();
        let mut tree = TraceTree::default();
        let wide = TreeCamera {
            zoom: 0.5,
            ..TreeCamera::default()
        };
        let mut most = 0;
        for k in (0..=events.len()).step_by(events.len() / 40) {
            tree.rewind_to(k, &events);
            for camera in [TreeCamera::default(), wide] {
                let shown = rows(&tree, focus(&tree, &events), AREA, &camera);
                assert!(shown.cells.len() <= MAX_CELLS);
                assert!(
                    shown
                        .cells
                        .iter()
                        .all(|c| !Rect::from_center_size(c.center, c.size)
                            .intersect(AREA)
                            .is_empty()),
                    "only what the screen shows"
                );
                most = most.max(shown.cells.len());
            }
        }
        // 화면이 담을 수 있는 칸 수 (배율 0.5: 한 칸 42×30) 안이다, 노드가 9만이어도.
        let fits = ((AREA.width() / (PITCH.x * 0.5)).ceil() + 1.0)
            * ((AREA.height() / (PITCH.y * 0.5)).ceil() + 1.0);
        assert!(most as f32 <= fits, "{most} cells, {fits} fit");
        assert!(tree.nodes.len() > 50_000, "{}", tree.nodes.len());
    }

    /// 그리는 일의 값 (잰 것은 `docs/measurements.md`): 커서가 앞·가운데·끝일 때 칸을 놓는 데 드는
    /// 시간과 칸 수. 시간은 단언하지 않는다.
    /// `cargo test --release -p ai-arcade --lib measure_drawing_cost -- --ignored --nocapture`
    #[test]
    #[ignore = "a measurement, not a check"]
    fn measure_drawing_cost() {
        let events = big_trace();
        let mut tree = TraceTree::default();
        for share in [0.01, 0.1, 0.5, 1.0] {
            let k = (events.len() as f64 * share) as usize;
            tree.rewind_to(k, &events);
            let camera = TreeCamera::default();
            let now = focus(&tree, &events);
            let reps = 2_000;
            let start = std::time::Instant::now();
            let mut cells = 0;
            for _ in 0..reps {
                cells = std::hint::black_box(rows(&tree, now, AREA, &camera))
                    .cells
                    .len();
            }
            let us = start.elapsed().as_secs_f64() * 1e6 / reps as f64;
            println!(
                "cursor {k:>7} of {}: {:>6} nodes in the tree, {cells:>3} cells, {us:.2} µs per layout",
                events.len(),
                tree.nodes.len()
            );
        }
    }
}
