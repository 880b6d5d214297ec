//! egui 쪽: 스타일(`style`), 패널의 틀(`sheet`: 조작 패널, 세로 화면의 시트, 위쪽 막대), 장면 패널의
//! 뼈대와 위젯(`widgets`), 모드 탭 줄(`tabs`), 난이도 줄(`levels`), 누를 곳들(`spots`), 위쪽 막대의 스피커 단추(`speaker`).
//!
//! 패널은 egui의 자동 배치가 아니라 [`ScreenLayout`](crate::layout::ScreenLayout)이 정한 사각형에
//! 정확히 그린다. 그래서 Bevy가 그리는 판과 egui 패널이 서로 겹치지 않는다.

mod levels;
mod sheet;
mod speaker;
mod spots;
mod style;
mod tabs;
mod widgets;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub(crate) use levels::LEVELS;

pub use levels::SavedLevel;

pub(crate) use levels::level_row;
pub(crate) use sheet::show_in_rect;
pub(crate) use speaker::FeelWindow;
pub(crate) use spots::{UiSpots, note_clipped};
pub(crate) use style::{EguiReady, color32, egui_rect};
pub(crate) use widgets::{
    SceneSections, TOUR_ASK_ID, labeled_slider, scene_panel, think_line, tree_memory_line,
};

use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiSpots>();
    app.init_resource::<FeelWindow>();
    app.add_systems(
        Update,
        spots::publish_spots
            .in_set(AppSet::Hud)
            .run_if(resource_exists::<EguiReady>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            style::configure_egui.run_if(not(resource_exists::<EguiReady>)),
            (sheet::top_bar, sheet::sheet_chrome)
                .run_if(not(in_state(Scene::Menu)).and_then(resource_exists::<EguiReady>)),
        )
            .chain(),
    );
}
