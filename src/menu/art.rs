//! 메뉴 카드의 그림: 장면마다 그 게임의 판을 egui 붓으로 그린다 (오목 판과 돌, 와이토프 판의 지는
//! 칸들, 님의 돌 더미, 헥스 판과 돌). 와이토프의 지는 칸은 그림을 위해 외운 것이 아니라 풀이(황금비의
//! 비티 수열)로 계산한다.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::Scene;
use crate::hud::color32;
use crate::theme::palette;

/// `scene`의 그림을 `r` 안에 그린다.
pub(super) fn draw(p: &egui::Painter, scene: Scene, r: egui::Rect) {
    match scene {
        Scene::Transposition => gomoku(p, r),
        Scene::Retrograde => wythoff(p, r),
        Scene::Nim => nim(p, r),
        Scene::Mcts | Scene::Menu => hex(p, r),
    }
}

/// 가운데에 놓인 정사각형 (그림이 찌그러지지 않게).
fn square(r: egui::Rect) -> egui::Rect {
    let side = r.width().min(r.height());
    egui::Rect::from_center_size(r.center(), egui::vec2(side, side))
}

/// 7×7 오목 판과 몇 개의 돌 (흑이 넷을 이었다).
fn gomoku(p: &egui::Painter, r: egui::Rect) {
    let b = square(r);
    p.rect_filled(b, 4.0, color32(palette::WOOD));
    let n = 7;
    let step = b.width() / n as f32;
    let at = |c: usize, row: usize| {
        b.min + egui::vec2(step * (c as f32 + 0.5), step * (row as f32 + 0.5))
    };
    let line = egui::Stroke::new(1.0, color32(palette::WOOD_LINE));
    for i in 0..n {
        p.line_segment([at(i, 0), at(i, n - 1)], line);
        p.line_segment([at(0, i), at(n - 1, i)], line);
    }
    let black = [(2, 4), (3, 3), (4, 2), (1, 5)];
    let white = [(3, 4), (4, 3), (2, 2), (5, 2)];
    for (c, row) in black {
        p.circle_filled(at(c, row), step * 0.42, color32(palette::STONE_BLACK));
    }
    for (c, row) in white {
        p.circle_filled(at(c, row), step * 0.42, color32(palette::STONE_WHITE));
    }
}

/// 와이토프의 지는 칸들 (P 국면): (⌊kφ⌋, ⌊kφ⌋ + k)와 그 거울. 모서리(0, 0)가 왼쪽 아래.
fn wythoff(p: &egui::Painter, r: egui::Rect) {
    let (cols, rows) = (9usize, 7usize);
    let cell = (r.width() / cols as f32).min(r.height() / rows as f32);
    let size = egui::vec2(cell * cols as f32, cell * rows as f32);
    let b = egui::Rect::from_center_size(r.center(), size);
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let losing = |x: usize, y: usize| {
        (0..cols.max(rows)).any(|k| {
            let a = (k as f64 * phi).floor() as usize;
            (x, y) == (a, a + k) || (y, x) == (a, a + k)
        })
    };
    for y in 0..rows {
        for x in 0..cols {
            let min = egui::pos2(b.min.x + cell * x as f32, b.max.y - cell * (y as f32 + 1.0));
            let c = egui::Rect::from_min_size(min, egui::vec2(cell, cell)).shrink(1.0);
            let fill = if losing(x, y) {
                palette::GOLD.with_alpha(0.85)
            } else {
                palette::CELL_WIN.with_alpha(0.8)
            };
            p.rect_filled(c, 2.0, color32(fill));
        }
    }
    // 여왕: 오른쪽 위 칸.
    let q = egui::pos2(b.max.x - cell * 0.5, b.min.y + cell * 0.5);
    p.circle_filled(q, cell * 0.36, color32(palette::TEXT));
}

/// 님: 돌 더미 넷 (3, 5, 7, 4).
fn nim(p: &egui::Painter, r: egui::Rect) {
    let heaps = [3usize, 5, 7, 4];
    let tallest = 7.0;
    let col = r.width() / heaps.len() as f32;
    let stone = (col * 0.8).min(r.height() / tallest);
    for (i, &h) in heaps.iter().enumerate() {
        let x = r.min.x + col * (i as f32 + 0.5);
        for k in 0..h {
            let y = r.max.y - stone * (k as f32 + 0.5);
            p.circle_filled(egui::pos2(x, y), stone * 0.44, color32(palette::STONE));
        }
    }
}

/// 헥스 5×5 판과 돌 몇 개 (빨강이 위아래, 파랑이 좌우를 잇는다).
fn hex(p: &egui::Painter, r: egui::Rect) {
    let n = 5;
    // 꼭짓점이 위인 육각형: 폭 w, 줄 간격 w·√3/2, 줄마다 반 칸씩 밀린다.
    let w = (r.width() / (n as f32 * 1.5)).min(r.height() / (n as f32 * 0.866 + 0.3));
    let span = egui::vec2(w * (n as f32 - 1.0) * 1.5, w * 0.866 * (n as f32 - 1.0));
    let origin = r.center() - span / 2.0;
    let at = |c: usize, row: usize| {
        origin + egui::vec2(w * (c as f32 + row as f32 * 0.5), w * 0.866 * row as f32)
    };
    let red = [(2, 0), (2, 1), (1, 3)];
    let blue = [(1, 2), (3, 1), (0, 4)];
    for row in 0..n {
        for c in 0..n {
            let center = at(c, row);
            let corners: Vec<egui::Pos2> = (0..6)
                .map(|k| {
                    let a = std::f32::consts::FRAC_PI_3 * k as f32 + std::f32::consts::FRAC_PI_6;
                    center + egui::vec2(a.cos(), a.sin()) * w * 0.55
                })
                .collect();
            p.add(egui::Shape::convex_polygon(
                corners,
                color32(palette::SURFACE_HIGH),
                egui::Stroke::new(1.0, color32(palette::LINE)),
            ));
            let stone = if red.contains(&(c, row)) {
                Some(palette::BAD)
            } else if blue.contains(&(c, row)) {
                Some(palette::BLUE)
            } else {
                None
            };
            if let Some(color) = stone {
                p.circle_filled(center, w * 0.36, color32(color));
            }
        }
    }
}
