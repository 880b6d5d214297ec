//! 화면 배치: 가로 화면은 조작 패널을 판 옆에, 세로 화면(휴대폰)은 판 아래에 둔다.
//!
//! 카메라는 논리 픽셀 1 = 월드 1 단위, 창 한가운데가 원점(위가 +y)이다. 그래서 배치는
//! 창 크기만으로 정해지는 순수 함수 [`ScreenLayout::compute`]이고, 장면은 [`ScreenLayout::board`]
//! 사각형 안에 판을 그린다.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// 위쪽 막대(뒤로 가기, 제목)의 높이.
pub const TOP_BAR: f32 = 52.0;
/// 판 가장자리 여백.
pub const MARGIN: f32 = 12.0;
/// 가로 화면에서 패널 너비의 범위.
const PANEL_WIDTH: (f32, f32) = (290.0, 420.0);
/// 세로 화면에서 패널 높이의 범위.
const PANEL_HEIGHT: (f32, f32) = (200.0, 460.0);
/// 손가락으로 누르기 좋은 최소 크기 (논리 픽셀).
pub const TOUCH_TARGET: f32 = 44.0;
/// 논리 화면이 이보다 크면 배율을 올려 글자와 판이 함께 커지게 한다 (4K에서 작아지지 않게).
const COMFORT_SIZE: Vec2 = Vec2::new(1600.0, 900.0);

/// 창을 나눈 결과.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct ScreenLayout {
    /// 창 크기 (논리 픽셀).
    pub window: Vec2,
    /// 세로 화면인가 (패널이 아래).
    pub portrait: bool,
    /// 패널 사각형, 화면 좌표 (왼쪽 위 원점, 아래가 +y).
    pub panel: Rect,
    /// 판 사각형, 월드 좌표 (가운데 원점, 위가 +y).
    pub board: Rect,
}

impl Default for ScreenLayout {
    fn default() -> Self {
        ScreenLayout::compute(Vec2::new(1280.0, 720.0))
    }
}

impl ScreenLayout {
    /// 창 크기에서 배치를 계산한다.
    pub fn compute(window: Vec2) -> ScreenLayout {
        let window = window.max(Vec2::splat(1.0));
        let portrait = window.y > window.x;
        // 아주 작은 창(최소화 등)에서도 사각형이 뒤집히지 않게.
        let top = TOP_BAR.min(window.y * 0.2);
        let (panel, board_screen) = if portrait {
            let h = (window.y * 0.4)
                .clamp(PANEL_HEIGHT.0, PANEL_HEIGHT.1)
                .min(window.y * 0.55);
            let panel = Rect::new(0.0, window.y - h, window.x, window.y);
            let board = Rect::new(0.0, top, window.x, window.y - h);
            (panel, board)
        } else {
            let w = (window.x * 0.3)
                .clamp(PANEL_WIDTH.0, PANEL_WIDTH.1)
                .min(window.x * 0.5);
            let panel = Rect::new(window.x - w, top, window.x, window.y);
            let board = Rect::new(0.0, top, window.x - w, window.y);
            (panel, board)
        };
        let inset = board_screen.inflate(-MARGIN);
        let board = if inset.width() > 0.0 && inset.height() > 0.0 {
            inset
        } else {
            board_screen
        };
        ScreenLayout {
            window,
            portrait,
            panel,
            board: Rect::from_corners(
                screen_to_world(window, board.min),
                screen_to_world(window, board.max),
            ),
        }
    }

    /// 화면 좌표(창 왼쪽 위 원점)를 월드 좌표로.
    pub fn to_world(&self, screen: Vec2) -> Vec2 {
        screen_to_world(self.window, screen)
    }

    /// 월드 좌표를 화면 좌표로.
    pub fn to_screen(&self, world: Vec2) -> Vec2 {
        Vec2::new(world.x + self.window.x / 2.0, self.window.y / 2.0 - world.y)
    }
}

fn screen_to_world(window: Vec2, p: Vec2) -> Vec2 {
    Vec2::new(p.x - window.x / 2.0, window.y / 2.0 - p.y)
}

/// 창의 물리 크기와 운영체제 배율에서, 앱이 쓸 배율. 운영체제 배율보다 작아지지 않고,
/// 논리 화면이 [`COMFORT_SIZE`]보다 커지지 않을 만큼 올린다.
pub fn comfortable_scale(physical: Vec2, base: f32) -> f32 {
    let fit = (physical / COMFORT_SIZE).min_element();
    base.max(fit)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenLayout>();
    app.add_systems(PreUpdate, (fit_scale_factor, follow_window).chain());
}

/// 아주 큰 창(4K 등)에서는 배율을 올린다. 물리 크기는 그대로이므로 되먹임이 없다.
fn fit_scale_factor(mut window: Query<&mut Window, With<PrimaryWindow>>) {
    let Ok(mut window) = window.single_mut() else {
        return;
    };
    let res = &window.resolution;
    let physical = Vec2::new(res.physical_width() as f32, res.physical_height() as f32);
    let base = res.base_scale_factor();
    let want = comfortable_scale(physical, base);
    let next = (want > base + 0.01).then_some(want);
    let current = res.scale_factor_override();
    let differs = match (current, next) {
        (Some(a), Some(b)) => (a - b).abs() > 0.01,
        (a, b) => a.is_some() != b.is_some(),
    };
    if differs {
        window.resolution.set_scale_factor_override(next);
    }
}

/// 창 크기가 바뀌면 배치를 다시 계산한다 (같으면 건드리지 않아 변경 감지가 조용하다).
fn follow_window(window: Query<&Window, With<PrimaryWindow>>, mut layout: ResMut<ScreenLayout>) {
    let Ok(window) = window.single() else {
        return;
    };
    let next = ScreenLayout::compute(window.size());
    if *layout != next {
        *layout = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn landscape_puts_the_panel_beside_the_board() {
        let l = ScreenLayout::compute(Vec2::new(1280.0, 720.0));
        assert!(!l.portrait);
        assert!(l.panel.min.x > 800.0);
        assert!(l.board.max.x < l.to_world(l.panel.min).x);
        assert!(l.board.width() > 700.0);
    }

    #[test]
    fn portrait_puts_the_panel_below_the_board() {
        let l = ScreenLayout::compute(Vec2::new(360.0, 640.0));
        assert!(l.portrait);
        assert!(l.board.min.y > l.to_world(Vec2::new(0.0, l.panel.min.y)).y);
        assert!(l.board.width() > 300.0 && l.board.height() > 250.0);
    }

    #[test]
    fn every_size_keeps_the_board_on_screen() {
        for (w, h) in [
            (360.0, 640.0),
            (640.0, 360.0),
            (1280.0, 720.0),
            (3840.0, 2160.0),
            (1.0, 1.0),
        ] {
            let l = ScreenLayout::compute(Vec2::new(w, h));
            let half = l.window / 2.0;
            assert!(
                l.board.min.x >= -half.x && l.board.max.x <= half.x,
                "{w}x{h}"
            );
            assert!(
                l.board.min.y >= -half.y && l.board.max.y <= half.y,
                "{w}x{h}"
            );
        }
    }

    #[test]
    fn big_screens_scale_up_and_phones_keep_their_own_scale() {
        assert_eq!(comfortable_scale(Vec2::new(3840.0, 2160.0), 1.0), 2.4);
        assert_eq!(comfortable_scale(Vec2::new(1280.0, 720.0), 1.0), 1.0);
        // 휴대폰: 1080×1920 물리, 배율 3 → 그대로.
        assert_eq!(comfortable_scale(Vec2::new(1080.0, 1920.0), 3.0), 3.0);
    }

    #[test]
    fn screen_and_world_round_trip() {
        let l = ScreenLayout::compute(Vec2::new(800.0, 600.0));
        let p = Vec2::new(123.0, 456.0);
        assert_eq!(l.to_screen(l.to_world(p)), p);
        assert_eq!(l.to_world(Vec2::new(400.0, 300.0)), Vec2::ZERO);
    }
}
