//! 화면 배치: 가로 화면은 조작 패널을 판 옆에, 세로 화면(휴대폰)은 판이 폭을 다 쓰고 조작은 아래
//! 시트([`Sheet`])에 둔다. 시트는 얇은 막대(모드 탭만)로 접거나 위로 끌어 올릴 수 있다.
//!
//! 카메라는 논리 픽셀 1 = 월드 1 단위, 창 한가운데가 원점(위가 +y)이다. 그래서 배치는
//! 창 크기, 장면의 판 모양([`BoardShape`]), 시트 상태, 안전 영역([`SafeArea`], 노치)만으로 정해지는
//! 순수 함수 [`ScreenLayout::compute`]이고, 장면은 [`ScreenLayout::board`] 사각형 안에 판을 그린다.
//! 세로 화면에서 판 사각형의 높이는 판 모양이 폭을 다 쓰는 데 필요한 만큼이고, 남는 곳이 시트다.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// 위쪽 막대(뒤로 가기, 제목)의 높이 (안전 영역 아래로).
pub(crate) const TOP_BAR: f32 = 48.0;
/// 가로 화면에서 판 가장자리 여백과 패널 안쪽 여백.
pub(crate) const MARGIN: f32 = 12.0;
/// 세로 화면에서 판 가장자리 여백 (폭이 귀하다).
const PHONE_MARGIN: f32 = 4.0;
/// 가로 화면에서 패널 너비의 범위.
const PANEL_WIDTH: (f32, f32) = (290.0, 420.0);
/// 접힌 시트의 높이: 손잡이와 모드 탭 막대.
pub(crate) const SHEET_BAR: f32 = 66.0;
/// 시트 위쪽 손잡이 띠의 높이 (끌어 올리고 내리는 곳).
pub(crate) const SHEET_HANDLE: f32 = 16.0;
/// 보통 시트의 가장 낮은 높이: 손잡이, 승률 막대 같은 띠 한 줄, 탭 막대.
const SHEET_PEEK: f32 = 84.0;
/// 세로 화면에서 판 사각형(위아래 글 줄 포함)이 차지하는 높이의 하한 (창 높이의 비율).
const BOARD_SHARE: f32 = 0.6;
/// 끌어 올린 시트의 높이 (창 높이의 비율).
const SHEET_FULL: f32 = 0.6;
/// 화면의 글자 크기의 하한 (논리 픽셀): 휴대폰에서도 읽히게.
pub const MIN_TEXT: f32 = 12.0;
/// 손가락으로 누르기 좋은 최소 크기 (논리 픽셀).
pub(crate) const TOUCH_TARGET: f32 = 44.0;
/// 논리 화면이 이보다 크면 배율을 올려 글자와 판이 함께 커지게 한다 (4K에서 작아지지 않게).
const COMFORT_SIZE: Vec2 = Vec2::new(1600.0, 900.0);

/// 세로 화면의 아래 시트 상태.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Sheet {
    /// 얇은 막대: 손잡이와 모드 탭만 (판이 가장 크다).
    Bar,
    /// 보통: 판이 폭을 다 쓰고 남는 높이.
    #[default]
    Peek,
    /// 끌어 올림: 화면의 대부분 (조작을 다 보려고).
    Full,
}

impl Sheet {
    /// 한 단계 위로 (끝이면 그대로).
    pub fn raised(self) -> Sheet {
        match self {
            Sheet::Bar => Sheet::Peek,
            Sheet::Peek | Sheet::Full => Sheet::Full,
        }
    }

    /// 한 단계 아래로 (끝이면 그대로).
    pub fn lowered(self) -> Sheet {
        match self {
            Sheet::Full => Sheet::Peek,
            Sheet::Peek | Sheet::Bar => Sheet::Bar,
        }
    }

    /// 저장용 이름.
    pub fn slug(self) -> &'static str {
        match self {
            Sheet::Bar => "bar",
            Sheet::Peek => "peek",
            Sheet::Full => "full",
        }
    }

    /// 이름으로.
    pub fn from_slug(s: &str) -> Option<Sheet> {
        [Sheet::Bar, Sheet::Peek, Sheet::Full]
            .into_iter()
            .find(|x| x.slug() == s)
    }
}

/// 장면이 그리는 판의 모양: 세로 화면에서 판이 폭 `w`를 다 쓰려면 높이 `w * aspect + extra`가
/// 필요하다 (위아래 글 줄은 빼고). 장면이 모드와 판 크기에 맞춰 고친다.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BoardShape {
    /// 폭에 대한 높이의 비.
    pub(crate) aspect: f32,
    /// 폭과 무관한 높이 (열쇠 띠 같은 것).
    pub extra: f32,
}

impl Default for BoardShape {
    fn default() -> Self {
        BoardShape::SQUARE
    }
}

impl BoardShape {
    /// 정사각형 판.
    pub const SQUARE: BoardShape = BoardShape {
        aspect: 1.0,
        extra: 0.0,
    };
}

/// 모드 `state`에 들어갈 때 판 모양을 `shape`로 정한다 (모드마다 한 번씩 부른다: 모드를 바꾸면
/// 앞 모드의 모양이 남지 않게).
pub(crate) fn shape_on_enter<S: States>(app: &mut App, state: S, shape: BoardShape) {
    app.add_systems(OnEnter(state), move |mut s: ResMut<BoardShape>| {
        s.set_if_neq(shape);
    });
}

/// 화면 가장자리의 안전 영역 (노치, 둥근 모서리, 홈 표시줄): 이 안쪽에만 누를 것과 글을 둔다.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Default)]
pub struct SafeArea {
    /// 위.
    pub(crate) top: f32,
    /// 오른쪽.
    pub(crate) right: f32,
    /// 아래.
    pub(crate) bottom: f32,
    /// 왼쪽.
    pub(crate) left: f32,
}

/// CSS 길이 "12.5px"를 수로 (안전 영역을 읽을 때). 음수나 px가 아닌 것은 `None`. 웹(`web/page.rs`)만
/// 부르지만 순수한 계산이라 여기서 네이티브 시험이 본다.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn css_px(value: &str) -> Option<f32> {
    let v: f32 = value.trim().strip_suffix("px")?.trim().parse().ok()?;
    (v.is_finite() && v >= 0.0).then_some(v)
}

/// 배치를 정하는 창 크기 밖의 것들.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct LayoutInput {
    /// 장면의 판 모양.
    pub shape: BoardShape,
    /// 시트 상태 (세로 화면에서만 뜻이 있다).
    pub sheet: Sheet,
    /// 안전 영역.
    pub safe: SafeArea,
}

/// 창을 나눈 결과.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct ScreenLayout {
    /// 창 크기 (논리 픽셀).
    pub window: Vec2,
    /// 세로 화면인가 (패널이 아래 시트).
    pub portrait: bool,
    /// 시트 상태 (세로 화면에서).
    pub sheet: Sheet,
    /// 안전 영역.
    pub safe: SafeArea,
    /// 위쪽 막대 사각형, 화면 좌표 (왼쪽 위 원점, 아래가 +y).
    pub(crate) top_bar: Rect,
    /// 패널(시트) 사각형, 화면 좌표.
    pub panel: Rect,
    /// 판 사각형, 월드 좌표 (가운데 원점, 위가 +y).
    pub board: Rect,
}

impl Default for ScreenLayout {
    fn default() -> Self {
        ScreenLayout::compute(Vec2::new(1280.0, 720.0))
    }
}

/// 글 한 줄이 판 사각형 높이에서 차지하는 비율.
const TEXT_SHARE: f32 = 0.05;

/// 판 사각형의 위아래에 남기는 글 한 줄의 높이 (판 사각형 높이에서).
pub(crate) fn text_strip(board_height: f32) -> f32 {
    (board_height * TEXT_SHARE).clamp(24.0, 40.0)
}

impl ScreenLayout {
    /// 창 크기만으로 (정사각형 판, 보통 시트, 안전 영역 없음).
    pub fn compute(window: Vec2) -> ScreenLayout {
        ScreenLayout::compute_with(window, LayoutInput::default())
    }

    /// 창 크기와 판 모양으로 (보통 시트, 안전 영역 없음) — 장면 배치의 시험에서 쓴다.
    pub fn for_shape(window: Vec2, shape: BoardShape) -> ScreenLayout {
        ScreenLayout::compute_with(window, LayoutInput { shape, ..default() })
    }

    /// 창 크기와 나머지 입력에서 배치를 계산한다.
    pub fn compute_with(window: Vec2, input: LayoutInput) -> ScreenLayout {
        let window = window.max(Vec2::splat(1.0));
        let safe = input.safe;
        let portrait = window.y > window.x;
        // 아주 작은 창(최소화 등)에서도 사각형이 뒤집히지 않게.
        let top = (safe.top + TOP_BAR).min(window.y * 0.2);
        let top_bar = Rect::new(safe.left, safe.top.min(top), window.x - safe.right, top);
        let (panel, board_screen, margin) = if portrait {
            let avail = (window.y - top - safe.bottom).max(1.0);
            let width = window.x - safe.left - safe.right - 2.0 * PHONE_MARGIN;
            let content = width * input.shape.aspect.max(0.05) + input.shape.extra.max(0.0);
            // 글 줄 두 개는 판 사각형 높이의 비율이다: 내용이 높이의 (1 - 2 × 비율)을 차지한다.
            let strips = 2.0 * text_strip(content / (1.0 - 2.0 * TEXT_SHARE));
            let want = content + strips + 2.0 * PHONE_MARGIN;
            // 판이 높이의 60 % 이상을 갖도록 시트의 높이를 누른다.
            let most = (window.y * (1.0 - BOARD_SHARE) - top).max(SHEET_PEEK);
            let peek = (avail - want).clamp(SHEET_PEEK, most);
            let h = match input.sheet {
                Sheet::Bar => SHEET_BAR,
                Sheet::Peek => peek,
                Sheet::Full => (window.y * SHEET_FULL).max(peek),
            }
            .min(avail * 0.85);
            let sheet_top = window.y - safe.bottom - h;
            let panel = Rect::new(0.0, sheet_top, window.x, window.y);
            let board = Rect::new(safe.left, top, window.x - safe.right, sheet_top);
            (panel, board, PHONE_MARGIN)
        } else {
            let w = (window.x * 0.3)
                .clamp(PANEL_WIDTH.0, PANEL_WIDTH.1)
                .min(window.x * 0.5);
            let panel = Rect::new(window.x - safe.right - w, top, window.x, window.y);
            let board = Rect::new(safe.left, top, panel.min.x, window.y - safe.bottom);
            (panel, board, MARGIN)
        };
        let inset = board_screen.inflate(-margin);
        let board = if inset.width() > 0.0 && inset.height() > 0.0 {
            inset
        } else {
            board_screen
        };
        ScreenLayout {
            window,
            portrait,
            sheet: input.sheet,
            safe,
            top_bar,
            panel,
            board: Rect::from_corners(
                screen_to_world(window, board.min),
                screen_to_world(window, board.max),
            ),
        }
    }

    /// 패널 안에서 내용을 둘 곳 (안전 영역 안쪽), 화면 좌표.
    pub fn panel_content(&self) -> Rect {
        let p = self.panel;
        if self.portrait {
            Rect::new(
                p.min.x + self.safe.left,
                p.min.y,
                p.max.x - self.safe.right,
                p.max.y - self.safe.bottom,
            )
        } else {
            Rect::new(
                p.min.x,
                p.min.y,
                p.max.x - self.safe.right,
                p.max.y - self.safe.bottom,
            )
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

    /// 월드 사각형을 화면 사각형으로.
    pub fn rect_to_screen(&self, world: Rect) -> Rect {
        Rect::from_corners(self.to_screen(world.min), self.to_screen(world.max))
    }
}

fn screen_to_world(window: Vec2, p: Vec2) -> Vec2 {
    Vec2::new(p.x - window.x / 2.0, window.y / 2.0 - p.y)
}

/// 창의 물리 크기와 운영체제 배율에서, 앱이 쓸 배율. 운영체제 배율보다 작아지지 않고,
/// 논리 화면이 `COMFORT_SIZE`보다 커지지 않을 만큼 올린다.
pub(crate) fn comfortable_scale(physical: Vec2, base: f32) -> f32 {
    let fit = (physical / COMFORT_SIZE).min_element();
    base.max(fit)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenLayout>();
    app.init_resource::<Sheet>();
    app.init_resource::<BoardShape>();
    app.init_resource::<SafeArea>();
    app.add_systems(PreUpdate, fit_scale_factor);
    // 배치는 `Update`의 맨 앞(입력보다 먼저)에서 고친다: 모드에 들어갈 때(`OnEnter`, 상태 전환은
    // `PreUpdate` 다음) 바뀐 판 모양이 같은 프레임의 입력, 그리기, 자리 보고에 바로 쓰인다. 한 프레임
    // 늦으면 그 프레임은 앞 모드의 모양으로 그려지고 보고된다 (느린 기계에서는 눈에 보인다).
    // 입력([`crate::input::PointerSet`])은 이 묶음 다음이다.
    app.add_systems(Update, follow_window.in_set(LayoutSet));
}

/// 배치를 고치는 시스템의 묶음 (`Update`의 입력 묶음 안, 맨 앞).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct LayoutSet;

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

/// 창 크기, 시트, 판 모양, 안전 영역에서 배치를 다시 계산한다 (같으면 건드리지 않아 변경 감지가
/// 조용하다).
fn follow_window(
    window: Query<&Window, With<PrimaryWindow>>,
    sheet: Res<Sheet>,
    shape: Res<BoardShape>,
    safe: Res<SafeArea>,
    mut layout: ResMut<ScreenLayout>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    let input = LayoutInput {
        shape: *shape,
        sheet: *sheet,
        safe: *safe,
    };
    let next = ScreenLayout::compute_with(window.size(), input);
    if *layout != next {
        *layout = next;
    }
}

/// 배치가 받쳐야 하는 창 크기들 (장면 배치의 시험이 같이 쓴다): 작은 휴대폰부터 4K까지, 세로와 가로.
#[cfg(test)]
pub(crate) const CHECKED_SIZES: [(f32, f32); 8] = [
    (320.0, 568.0),
    (360.0, 640.0),
    (390.0, 844.0),
    (640.0, 360.0),
    (768.0, 1024.0),
    (1280.0, 720.0),
    (1920.0, 1080.0),
    (3840.0, 2160.0),
];

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
    fn portrait_board_takes_the_width_and_most_of_the_height() {
        for (w, h) in [
            (320.0, 568.0),
            (360.0, 640.0),
            (390.0, 844.0),
            (768.0, 1024.0),
        ] {
            let l = ScreenLayout::compute(Vec2::new(w, h));
            assert!(l.portrait);
            // 판 사각형은 시트 위에 있다.
            assert!(l.board.min.y > l.to_world(Vec2::new(0.0, l.panel.min.y)).y);
            // 폭을 다 쓰고 (여백만 빼고), 높이의 60 % 이상 (위아래 글 줄 포함).
            assert!(l.board.width() >= w - 2.0 * PHONE_MARGIN - 0.01, "{w}x{h}");
            assert!(
                l.board.height() >= h * 0.6 - 2.0 * PHONE_MARGIN,
                "{w}x{h}: {}",
                l.board.height()
            );
        }
    }

    #[test]
    fn the_sheet_collapses_to_a_bar_and_pulls_up() {
        let at = |sheet| {
            ScreenLayout::compute_with(Vec2::new(360.0, 640.0), LayoutInput { sheet, ..default() })
        };
        let (bar, peek, full) = (at(Sheet::Bar), at(Sheet::Peek), at(Sheet::Full));
        assert_eq!(bar.panel.height(), SHEET_BAR);
        assert!(bar.board.height() > peek.board.height());
        assert!(full.panel.height() > peek.panel.height());
        assert!(full.board.height() > 100.0, "the board stays visible");
        assert_eq!(Sheet::Bar.raised().raised(), Sheet::Full);
        assert_eq!(Sheet::Full.lowered().lowered(), Sheet::Bar);
        assert_eq!(Sheet::Bar.lowered(), Sheet::Bar);
        for s in [Sheet::Bar, Sheet::Peek, Sheet::Full] {
            assert_eq!(Sheet::from_slug(s.slug()), Some(s));
        }
    }

    #[test]
    fn a_tall_board_gets_a_shorter_sheet() {
        let window = Vec2::new(360.0, 640.0);
        let square = ScreenLayout::for_shape(window, BoardShape::SQUARE);
        let tall = ScreenLayout::for_shape(
            window,
            BoardShape {
                aspect: 1.6,
                extra: 0.0,
            },
        );
        assert!(tall.board.height() > square.board.height());
        assert!(tall.panel.height() >= SHEET_PEEK);
    }

    #[test]
    fn safe_area_keeps_bars_and_board_off_the_notch() {
        let safe = SafeArea {
            top: 30.0,
            right: 0.0,
            bottom: 20.0,
            left: 0.0,
        };
        let l =
            ScreenLayout::compute_with(Vec2::new(390.0, 844.0), LayoutInput { safe, ..default() });
        assert_eq!(l.top_bar.min.y, 30.0);
        assert!(l.to_screen(Vec2::new(0.0, l.board.max.y)).y >= 30.0 + TOP_BAR);
        assert_eq!(l.panel_content().max.y, 844.0 - 20.0);
        let side = SafeArea {
            left: 44.0,
            right: 44.0,
            ..default()
        };
        let l = ScreenLayout::compute_with(
            Vec2::new(844.0, 390.0),
            LayoutInput {
                safe: side,
                ..default()
            },
        );
        assert!(l.to_screen(l.board.min).x >= 44.0);
        assert!(l.panel_content().max.x <= 844.0 - 44.0);
    }

    #[test]
    fn every_size_keeps_the_board_and_panel_on_screen() {
        for (w, h) in CHECKED_SIZES.into_iter().chain([(1.0, 1.0)]) {
            for sheet in [Sheet::Bar, Sheet::Peek, Sheet::Full] {
                let l =
                    ScreenLayout::compute_with(Vec2::new(w, h), LayoutInput { sheet, ..default() });
                let half = l.window / 2.0;
                assert!(
                    l.board.min.x >= -half.x && l.board.max.x <= half.x,
                    "{w}x{h}"
                );
                assert!(
                    l.board.min.y >= -half.y && l.board.max.y <= half.y,
                    "{w}x{h}"
                );
                let screen = Rect::new(0.0, 0.0, l.window.x, l.window.y);
                assert_eq!(screen.union(l.panel), screen, "{w}x{h}");
                assert!(l.board.width() > 0.0 && l.board.height() > 0.0, "{w}x{h}");
            }
        }
    }

    #[test]
    fn css_lengths_read_as_pixels() {
        assert_eq!(css_px("0px"), Some(0.0));
        assert_eq!(css_px(" 47px "), Some(47.0));
        assert_eq!(css_px("33.5px"), Some(33.5));
        for bad in ["", "12", "auto", "-3px", "NaNpx", "1em"] {
            assert_eq!(css_px(bad), None, "{bad:?}");
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
