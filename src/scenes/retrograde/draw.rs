//! 선과 화살표 ([`Strokes`], egui가 그린다): 지금 정하는 칸의 테두리와 여왕의 길, 이기는 칸에서
//! 목표로 가는 화살표, 다 풀린 뒤의 φ 점선, 시범과 대국의 화살표, 그런디 화면에서 고른 칸과 그
//! 칸이 갈 수 있는 칸들.

use bevy::prelude::*;
use gameai::games::wythoff::{Board, Cell};
use gameai::retrograde::Outcome;

use super::game::RetroGame;
use super::grid::Grid;
use super::solve::{Demo, Reveal};
use super::state::{GrundyFocus, RetroBoard, RetroMode, RetroSettings};
use crate::hud::strokes::Strokes;
use crate::layout::ScreenLayout;
use crate::review::Review;
use crate::theme::palette;
use crate::{AppSet, Scene};

/// 황금비 φ = (1 + √5) / 2.
pub(super) const PHI: f32 = 1.618_034;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw.in_set(AppSet::Hud).run_if(
            in_state(Scene::Retrograde)
                .and_then(resource_exists::<RetroBoard>)
                .and_then(not(in_state(RetroMode::Endgames))),
        ),
    );
}

/// 이 프레임의 선들을 모두 적는다: 모드마다 그리는 것을 차례로 (시스템 하나: 시스템마다 웹 빌드가
/// 커진다).
fn draw(
    mut strokes: ResMut<Strokes>,
    board: Res<RetroBoard>,
    reveal: Option<Res<Reveal>>,
    settings: Res<RetroSettings>,
    layout: Res<ScreenLayout>,
    mode: Res<State<RetroMode>>,
    (demo, game, focus, review): (
        Option<Res<Demo>>,
        Option<Res<RetroGame>>,
        Option<Res<GrundyFocus>>,
        Option<Res<Review<RetroGame>>>,
    ),
) {
    let (strokes, reveal, mode) = (&mut *strokes, reveal.as_deref(), *mode.get());
    let grid = Grid::current(&layout, board.board);
    draw_solving(strokes, &board, reveal, &settings, &grid, mode);
    draw_all_arrows(strokes, &board, reveal, &settings, &grid, mode);
    draw_phi_lines(strokes, &board, reveal, &grid, mode);
    if let (RetroMode::Grundy, Some(f)) = (mode, focus.as_deref()) {
        draw_grundy_focus(strokes, &board, f, &grid);
    }
    if let (RetroMode::Solve, Some(d)) = (mode, demo.as_deref()) {
        draw_demo(strokes, d, &grid);
    }
    if let (RetroMode::Play, Some(g)) = (mode, game.as_deref()) {
        draw_play(strokes, &board, g, &grid);
        if let Some(r) = review.as_deref() {
            super::review::draw_better(strokes, g, r, &grid);
        }
    }
}

/// 칸 `c`의 테두리.
fn outline(strokes: &mut Strokes, grid: &Grid, c: Cell, color: Color) {
    strokes.rect(grid.center(c), Vec2::splat(grid.cell * 1.02), color);
}

/// 칸 `c`에서 여왕이 갈 수 있는 세 길 (왼쪽, 아래, 왼쪽 아래 대각선)의 끝.
pub(super) fn ray_ends(c: Cell) -> [Cell; 3] {
    let k = c.x.min(c.y);
    [
        Cell::new(0, c.y),
        Cell::new(c.x, 0),
        Cell::new(c.x - k, c.y - k),
    ]
}

fn draw_solving(
    strokes: &mut Strokes,
    board: &RetroBoard,
    reveal: Option<&Reveal>,
    settings: &RetroSettings,
    grid: &Grid,
    mode: RetroMode,
) {
    let (Some(reveal), Some(table)) = (reveal, &board.table) else {
        return;
    };
    if mode != RetroMode::Solve || reveal.done() {
        return;
    }
    let Some(c) = reveal.current() else { return };
    if settings.show_rays {
        for end in ray_ends(c) {
            if end != c {
                strokes.line(
                    grid.center(c),
                    grid.center(end),
                    palette::TEXT.with_alpha(0.55),
                );
            }
        }
    }
    outline(strokes, grid, c, palette::TEXT);
    let s = table.get(c);
    if s.outcome == Outcome::Win
        && let Some(to) = table.best_move(c)
    {
        strokes.arrow(
            grid.center(c),
            grid.center(to),
            grid.cell * 0.45,
            palette::TEXT,
        );
        outline(strokes, grid, to, palette::GOLD);
    }
}

/// 다 풀리면: 초록 칸마다 그 칸의 목표 금색 칸 쪽을 가리키는 짧은 화살표 (같은 줄의 긴 화살표들이
/// 겹쳐 보이지 않게, 칸 안에만 그린다). 화살표를 따라가면 금색 칸에 닿는다.
fn draw_all_arrows(
    strokes: &mut Strokes,
    board: &RetroBoard,
    reveal: Option<&Reveal>,
    settings: &RetroSettings,
    grid: &Grid,
    mode: RetroMode,
) {
    let (Some(reveal), Some(table)) = (reveal, &board.table) else {
        return;
    };
    if mode != RetroMode::Solve || !reveal.done() || !settings.show_arrows {
        return;
    }
    let b = board.board;
    for i in 0..b.cells() as u32 {
        let c = b.cell(i);
        if table.get(c).outcome != Outcome::Win {
            continue;
        }
        if let Some(to) = table.best_move(c) {
            let (a, z) = (grid.center(c), grid.center(to));
            let dir = (z - a).normalize_or_zero() * grid.cell * 0.32;
            strokes.arrow(
                a - dir,
                a + dir,
                grid.cell * 0.22,
                palette::TEXT.with_alpha(0.55),
            );
        }
    }
}

/// 판 안에서 구석 칸의 가운데로부터 기울기 `slope`인 직선이 나가는 끝 (칸 좌표).
pub(super) fn line_end(board: Board, slope: f32) -> Vec2 {
    let (w, h) = (board.width() as f32 - 0.5, board.height() as f32 - 0.5);
    // (0.5, 0.5)에서 시작해 (1, slope) 방향으로, 판 밖으로 나가기 직전까지.
    let t = (w - 0.5).min((h - 0.5) / slope);
    Vec2::new(0.5 + t, 0.5 + slope * t)
}

/// 그런디 화면에서 고른 칸: 그 칸은 금색 테두리, 여왕이 갈 수 있는 칸들(그 값들의 mex가 이 칸의
/// 값이다)은 흐린 테두리와 세 길. (`draw_phi_lines`가 부른다: 시스템마다 웹 빌드가 커진다.)
fn draw_grundy_focus(strokes: &mut Strokes, board: &RetroBoard, focus: &GrundyFocus, grid: &Grid) {
    let Some((c, steps)) = focus.get(board) else {
        return;
    };
    for end in ray_ends(c) {
        if end != c {
            strokes.line(
                grid.center(c),
                grid.center(end),
                palette::GOLD.with_alpha(0.45),
            );
        }
    }
    for &(q, _) in &steps.options {
        outline(strokes, grid, q, palette::TEXT.with_alpha(0.6));
    }
    outline(strokes, grid, c, palette::GOLD);
}

fn draw_phi_lines(
    strokes: &mut Strokes,
    board: &RetroBoard,
    reveal: Option<&Reveal>,
    grid: &Grid,
    mode: RetroMode,
) {
    let done = reveal.is_some_and(|r| r.done()) && board.table.is_some();
    if !(done && matches!(mode, RetroMode::Solve | RetroMode::Grundy)) {
        return;
    }
    let start = grid.at(0.5, 0.5);
    for slope in [PHI, 1.0 / PHI] {
        let end = line_end(board.board, slope);
        strokes.dashed(
            start,
            grid.at(end.x, end.y),
            grid.cell * 0.35,
            palette::TEXT.with_alpha(0.8),
        );
    }
}

fn draw_demo(strokes: &mut Strokes, demo: &Demo, grid: &Grid) {
    outline(strokes, grid, demo.from, palette::GOOD);
    outline(strokes, grid, demo.to, palette::GOLD);
    strokes.arrow(
        grid.center(demo.from),
        grid.center(demo.to),
        grid.cell * 0.45,
        palette::TEXT,
    );
}

fn draw_play(strokes: &mut Strokes, board: &RetroBoard, game: &RetroGame, grid: &Grid) {
    if let Some((_, from, to)) = game.last {
        strokes.arrow(
            grid.center(from),
            grid.center(to),
            grid.cell * 0.4,
            palette::TEXT_DIM,
        );
    }
    outline(strokes, grid, game.queen, palette::TEXT);
    if let Some(p) = game.drag
        && let Some(to) = super::input::snap_target(board, grid, game.queen, p)
    {
        outline(strokes, grid, to, palette::BLUE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phi_lines_stay_on_the_board() {
        for (w, h) in [(10, 6), (34, 20), (18, 11)] {
            let b = Board::new(w, h).unwrap();
            for slope in [PHI, 1.0 / PHI] {
                let e = line_end(b, slope);
                assert!(
                    e.x <= w as f32 - 0.5 + 1e-4 && e.y <= h as f32 - 0.5 + 1e-4,
                    "{w}x{h}"
                );
            }
        }
    }

    #[test]
    fn rays_end_at_the_edges() {
        assert_eq!(
            ray_ends(Cell::new(5, 3)),
            [Cell::new(0, 3), Cell::new(5, 0), Cell::new(2, 0)]
        );
    }
}
