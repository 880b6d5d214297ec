//! 설명 화면의 자리: 판과 트리를 나누고, 트리의 노드를 깊이마다 한 줄에 (방문 수에 비례한 폭으로)
//! 놓고, 승률을 색으로 (시스템 없는 순수한 계산).

use std::collections::HashMap;

use bevy::prelude::*;
use gameai::mcts::SnapNode;

use crate::layout::BoardShape;
use crate::theme::palette;

/// 세로 화면에서 설명 화면이 폭을 다 쓰는 데 필요한 모양 (위에 판, 아래에 자라는 트리).
pub(crate) const SHAPE: BoardShape = BoardShape {
    aspect: 1.3,
    extra: 0.0,
};

/// 설명 화면의 배치: 틱택토 판과 트리.
pub(crate) fn explainer_layout(board: Rect, portrait: bool) -> (Rect, Rect) {
    let inner = crate::hud::board_text::inside_strips(board);
    if portrait {
        // 시트를 끌어 올려 판 자리가 아주 낮아져도 크기는 양수로.
        let side = (inner.height() * 0.38).min(inner.width() * 0.8).max(1.0);
        crate::hud::board_text::square_on_top(inner, side)
    } else {
        let side = (inner.width() * 0.34).min(inner.height()).max(1.0);
        let ttt = Rect::from_center_size(
            Vec2::new(inner.min.x + side / 2.0, inner.center().y),
            Vec2::splat(side),
        );
        let tree = Rect::new(
            inner.min.x + side + 16.0,
            inner.min.y,
            inner.max.x,
            inner.max.y,
        );
        (ttt, tree)
    }
}

/// 틱택토 판 `area`에서 칸 `c`의 가운데 (칸 0이 왼쪽 위).
pub(crate) fn cell_center(area: Rect, c: u8) -> Vec2 {
    let cell = area.width() / 3.0;
    Vec2::new(
        area.min.x + cell * (f32::from(c % 3) + 0.5),
        area.max.y - cell * (f32::from(c / 3) + 0.5),
    )
}

/// 화면 배치 `layout`에서 틱택토 칸 `c`의 가운데 (누르는 자리; 시험이 쓴다).
pub fn cell_on_screen(layout: &crate::layout::ScreenLayout, c: u8) -> Vec2 {
    let (area, _) = explainer_layout(layout.board, layout.portrait);
    cell_center(area, c)
}

/// 틱택토 판 `area`에서 점 `p`가 놓인 칸 (판 밖이면 없다).
pub(crate) fn cell_at(area: Rect, p: Vec2) -> Option<u8> {
    if !area.contains(p) || area.width() <= 0.0 {
        return None;
    }
    let cell = area.width() / 3.0;
    let col = ((p.x - area.min.x) / cell).floor().clamp(0.0, 2.0) as u8;
    let row = ((area.max.y - p.y) / cell).floor().clamp(0.0, 2.0) as u8;
    Some(row * 3 + col)
}

/// 트리 노드의 자리와 반지름: 위에서 아래로 깊이마다 한 줄, 가로 자리는 부모의 몫을 자식들이
/// 방문 수에 비례해 나눠 가진다 (많이 방문한 가지가 넓고 굵다).
pub(crate) fn tree_layout(nodes: &[SnapNode<u8>], area: Rect) -> HashMap<u32, (Vec2, f32)> {
    let mut out = HashMap::new();
    let Some(root) = nodes.iter().find(|n| n.id == 0) else {
        return out;
    };
    let mut children: HashMap<u32, Vec<&SnapNode<u8>>> = HashMap::new();
    for n in nodes.iter().filter(|n| n.id != 0) {
        children.entry(n.parent).or_default().push(n);
    }
    let depth = nodes.iter().map(|n| n.depth).max().unwrap_or(0).max(1) as f32;
    let level = area.height() / (depth + 0.8);
    let r_max = (level * 0.32).clamp(6.0, 30.0);
    let root_n = root.visits.max(1) as f32;
    let radius = |n: &SnapNode<u8>| (r_max * (n.visits as f32 / root_n).sqrt()).clamp(2.5, r_max);
    let mut stack = vec![(root, area.min.x, area.max.x)];
    while let Some((n, x0, x1)) = stack.pop() {
        let y = area.max.y - level * (n.depth as f32 + 0.4);
        out.insert(n.id, (Vec2::new((x0 + x1) / 2.0, y), radius(n)));
        if let Some(kids) = children.get(&n.id) {
            let total: f32 = kids.iter().map(|k| k.visits as f32).sum::<f32>().max(1.0);
            let mut x = x0;
            for k in kids {
                let w = (x1 - x0) * k.visits as f32 / total;
                stack.push((k, x, x + w));
                x += w;
            }
        }
    }
    out
}

/// 승률(그 노드로 들어오는 수를 둔 쪽에서 본)의 색: 빨강(0) → 금색(½) → 초록(1).
pub(crate) fn rate_color(rate: f32) -> Color {
    if rate < 0.5 {
        palette::BAD.mix(&palette::GOLD, rate * 2.0)
    } else {
        palette::GOLD.mix(&palette::GOOD, (rate - 0.5) * 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenes::mcts::explainer::TREE_DEPTH;
    use gameai::games::tictactoe::TicTacToe;
    use gameai::mcts::{Config, Mcts};

    #[test]
    fn every_cell_center_is_found_again_and_outside_is_no_cell() {
        let area = Rect::new(-90.0, -60.0, 90.0, 120.0);
        for c in 0..9 {
            assert_eq!(cell_at(area, cell_center(area, c)), Some(c));
        }
        assert_eq!(cell_at(area, Vec2::new(100.0, 0.0)), None);
        assert_eq!(cell_at(area, Vec2::new(-89.0, 119.0)), Some(0), "top left");
    }

    #[test]
    fn tree_layout_keeps_nodes_inside_and_children_below() {
        let mut m = Mcts::new(TicTacToe::new(), Config::plain(), 1);
        m.run(700);
        let nodes = m.tree(TREE_DEPTH);
        let area = Rect::new(-300.0, -200.0, 300.0, 200.0);
        let pos = tree_layout(&nodes, area);
        assert_eq!(pos.len(), nodes.len());
        for n in &nodes {
            let (p, r) = pos[&n.id];
            assert!(area.contains(p), "{p}");
            assert!(r > 0.0);
            if n.id != 0 {
                assert!(
                    pos[&n.parent].0.y > p.y,
                    "children are drawn below their parent"
                );
            }
        }
        // 방문이 가장 많은 자식이 가장 크다.
        let best = m.root_stats()[0].mv;
        let best_id = nodes
            .iter()
            .find(|n| n.depth == 1 && n.mv == Some(best))
            .unwrap()
            .id;
        let max_r = nodes
            .iter()
            .filter(|n| n.depth == 1)
            .map(|n| pos[&n.id].1)
            .fold(0.0, f32::max);
        assert_eq!(pos[&best_id].1, max_r);
    }

    #[test]
    fn win_rate_colours_stay_apart_under_every_colour_vision() {
        // 지는 노드(0), 반반(½), 이기는 노드(1)는 적색맹·녹색맹·청색맹에게도 다르다.
        use crate::theme::vision::worst_difference;
        let (lo, mid, hi) = (rate_color(0.0), rate_color(0.5), rate_color(1.0));
        for (a, b) in [(lo, mid), (mid, hi), (lo, hi)] {
            let (d, eye) = worst_difference(a, b);
            assert!(d >= 0.1, "{d} under {eye}");
        }
    }
}
