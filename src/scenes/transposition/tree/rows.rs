//! 나무를 화면에 놓는 자리 (시스템 없는 순수한 계산): 모든 노드를 그리지 않고, 뿌리에서 지금 노드까지의
//! 길만 펼친다. 길의 노드마다 한 줄에 그 형제들 (찾은 차례로; 끝난 것은 값, 자른 뒤의 남은 수는 회색 칸
//! 하나 "N수 안 봄"), 맨 아래 줄에 지금 노드의 자식들. 그래서 그리는 칸 수는 이미 찾은 노드 수와
//! 상관없이 (깊이 × 가지 수) 안이다.

use bevy::prelude::*;
use gameai::search::{TraceEvent, TraceTree};

/// 한 줄에 그리는 칸의 최대 수 (틱택토는 9수가 가장 많다; 넘으면 앞의 것들을 한 칸으로 줄인다).
pub(crate) const MAX_COLS: usize = 10;

/// 칸 하나.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Cell {
    /// 노드 (없으면 "N수 안 봄" 칸이나 "앞의 N개" 칸).
    pub(crate) node: Option<u32>,
    /// 안 본 수 (`skipped`), 또는 한 칸으로 줄인 앞의 노드 수.
    pub(crate) hidden: u32,
    /// β 자름 뒤에 보지 않은 수들의 칸.
    pub(crate) skipped: bool,
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

/// `area`에 지금 노드 `focus`까지의 길을 펼친 칸들.
pub(crate) fn rows<M: Copy>(tree: &TraceTree<M>, focus: Option<u32>, area: Rect) -> Rows {
    let mut out = Rows::default();
    let Some(focus) = focus else {
        return out;
    };
    let path = tree.path_to(focus);
    // 줄: 뿌리 하나, 길의 노드마다 그 형제들, 그리고 지금 노드의 자식들 (있으면).
    let mut lines: Vec<(Vec<u32>, u32)> = vec![(vec![path[0]], 0)];
    for &id in &path[1..] {
        let parent = &tree.nodes[tree.nodes[id as usize].parent.unwrap_or(0) as usize];
        lines.push((parent.children.clone(), parent.skipped));
    }
    let own = &tree.nodes[focus as usize];
    if !own.children.is_empty() {
        lines.push((own.children.clone(), own.skipped));
    }
    let row_h = (area.height() / lines.len() as f32).min(72.0);
    let mut above: Option<Vec2> = None;
    for (r, (ids, skipped)) in lines.iter().enumerate() {
        let y = area.max.y - row_h * (r as f32 + 0.5);
        // 너무 많으면 앞의 것들을 한 칸으로 ("앞의 N개"), 길 위의 노드는 늘 보인다.
        let mut shown: Vec<Option<u32>> = ids.iter().map(|&i| Some(i)).collect();
        let mut folded = 0;
        let room = MAX_COLS - usize::from(*skipped > 0);
        if shown.len() > room {
            let keep_from = shown.len() - (room - 1);
            folded = keep_from as u32;
            shown = std::iter::once(None)
                .chain(shown[keep_from..].iter().copied())
                .collect();
        }
        let cols = shown.len() + usize::from(*skipped > 0);
        let w = (area.width() / cols.max(1) as f32).min(96.0);
        let size = Vec2::new(w - 6.0, row_h - 10.0);
        let left = area.center().x - w * cols as f32 / 2.0;
        let mut next_above = None;
        for (c, node) in shown.iter().enumerate() {
            let center = Vec2::new(left + w * (c as f32 + 0.5), y);
            let on_path = node.is_some_and(|n| path.contains(&n));
            if let Some(a) = above
                && node.is_some()
            {
                out.links
                    .push((a, center + Vec2::Y * size.y / 2.0, on_path));
            }
            if on_path {
                next_above = Some(center - Vec2::Y * size.y / 2.0);
            }
            out.cells.push(Cell {
                node: *node,
                hidden: if node.is_none() { folded } else { 0 },
                skipped: false,
                on_path,
                focus: *node == Some(focus),
                center,
                size,
            });
        }
        if *skipped > 0 {
            out.cells.push(Cell {
                node: None,
                hidden: *skipped,
                skipped: true,
                on_path: false,
                focus: false,
                center: Vec2::new(left + w * (cols as f32 - 0.5), y),
                size,
            });
        }
        // 마지막 줄(지금 노드의 자식들)은 지금 노드에서 내려온다.
        above = next_above.or_else(|| {
            (r + 1 < lines.len())
                .then(|| {
                    out.cells
                        .iter()
                        .find(|c| c.focus)
                        .map(|c| c.center - Vec2::Y * c.size.y / 2.0)
                })
                .flatten()
        });
    }
    out
}
