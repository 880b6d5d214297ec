//! 대국의 그래프: 수마다 먼저 둔 쪽이 이길 확률(0–1; 정확한 값은 이김 1, 비김 ½, 짐 0의 띠)을 선으로,
//! 잘못 둔 수는 그 표시의 색 점으로, 보는 자리는 세로선으로. 누르거나 끌면 그 수로 간다.

use bevy_egui::egui;
use gameai::games::Player;
use gameai::review::MoveReview;

use super::reason::verdict_color;
use crate::hud::color32;
use crate::theme::palette;

/// 그래프의 높이 (점).
const HEIGHT: f32 = 44.0;

/// 수 `r` 뒤의 국면에서 먼저 둔 쪽이 이길 확률.
fn first_after<M>(r: &MoveReview<M>) -> f32 {
    let mover = r.after.win_chance() as f32;
    if r.by == Player::First {
        mover
    } else {
        1.0 - mover
    }
}

/// 돌아본 수들 `marks`의 그래프 (`at`: 보는 자리). 누른 자리의 수(0은 처음 국면)를 돌려준다.
pub(crate) fn game_graph<M>(
    ui: &mut egui::Ui,
    marks: &[&MoveReview<M>],
    at: usize,
) -> Option<usize> {
    let first = marks.first()?;
    let width = ui.available_width();
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, HEIGHT), egui::Sense::click_and_drag());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, color32(palette::SURFACE_HIGH));
    let n = marks.len() as f32;
    let point = |ply: usize, y: f32| {
        egui::pos2(
            rect.min.x + rect.width() * ply as f32 / n,
            rect.max.y - rect.height() * y.clamp(0.0, 1.0),
        )
    };
    // 반반의 선.
    painter.line_segment(
        [point(0, 0.5), egui::pos2(rect.max.x, point(0, 0.5).y)],
        egui::Stroke::new(1.0, color32(palette::LINE)),
    );
    let start = {
        let mover = first.before.win_chance() as f32;
        if first.by == Player::First {
            mover
        } else {
            1.0 - mover
        }
    };
    let line: Vec<egui::Pos2> = std::iter::once(point(0, start))
        .chain(marks.iter().map(|r| point(r.ply, first_after(r))))
        .collect();
    painter.add(egui::Shape::line(
        line,
        egui::Stroke::new(2.0, color32(palette::TEXT)),
    ));
    for r in marks.iter().filter(|r| r.verdict.is_error()) {
        painter.circle_filled(
            point(r.ply, first_after(r)),
            3.5,
            color32(verdict_color(r.verdict)),
        );
    }
    let x = point(at.min(marks.len()), 0.0).x;
    painter.line_segment(
        [egui::pos2(x, rect.min.y), egui::pos2(x, rect.max.y)],
        egui::Stroke::new(1.5, color32(palette::GOLD)),
    );
    let pressed = response.clicked() || response.dragged();
    let pos = response.interact_pointer_pos().filter(|_| pressed)?;
    let ply = ((pos.x - rect.min.x) / rect.width() * n).round();
    Some(ply.clamp(0.0, n) as usize)
}
