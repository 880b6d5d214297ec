//! 누를 곳들: 장면 패널의 모드 탭과 위쪽 막대의 뒤로 가기 단추가 지난 egui 패스에 그려진 자리.
//! 브라우저 시험이 이 자리를 손가락으로 누른다 (`src/web/probes.rs`가 페이지에 적는다).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::Scene;

/// egui 임시 저장소에서 모드 탭들의 사각형을 찾는 이름.
pub(super) const TABS_ID: &str = "arcade_tab_rects";
/// egui 임시 저장소에서 뒤로 가기 단추의 사각형을 찾는 이름.
pub(super) const BACK_ID: &str = "arcade_back_rect";
/// egui 임시 저장소에서 이번 패스에 잘린 글의 목록을 찾는 이름.
const CLIPPED_ID: &str = "arcade_clipped";

/// 이번 egui 패스에 그린 글 하나가 제자리를 넘었다 (`what`: 그 글이나 패널의 이름). 다음 프레임에
/// [`UiSpots::clipped`]로 옮겨지고, 웹은 페이지에 `data-clipped`로 적는다 (브라우저 시험 `text.mjs`).
pub(crate) fn note_clipped(ctx: &egui::Context, what: String) {
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Vec<String>>(egui::Id::new(CLIPPED_ID))
            .push(what);
    });
}

/// 누를 곳들: 장면 패널의 모드 탭 (차례대로)과 위쪽 막대의 뒤로 가기 단추 (egui 점 = 창의 논리 픽셀).
/// 브라우저 시험이 이 자리를 손가락으로 누른다 (`src/web/probes.rs`가 페이지에 적는다).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub(crate) struct UiSpots {
    /// 모드 탭들.
    pub(crate) tabs: Vec<egui::Rect>,
    /// 뒤로 가기.
    pub(crate) back: Option<egui::Rect>,
    /// 지난 패스에 제자리를 넘은 글들 (창 밖으로 나간 판의 글, 폭을 넘은 패널의 줄).
    pub(crate) clipped: Vec<String>,
}

/// 지난 egui 패스가 그린 탭과 단추의 자리를 [`UiSpots`]로 옮긴다.
pub(super) fn publish_spots(
    mut contexts: EguiContexts,
    scene: Res<State<Scene>>,
    mut spots: ResMut<UiSpots>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let clipped = ctx.data_mut(|d| {
        d.remove_temp::<Vec<String>>(egui::Id::new(CLIPPED_ID))
            .unwrap_or_default()
    });
    let next = if *scene.get() == Scene::Menu {
        UiSpots {
            clipped,
            ..default()
        }
    } else {
        ctx.data(|d| UiSpots {
            tabs: d
                .get_temp::<Vec<egui::Rect>>(egui::Id::new(TABS_ID))
                .unwrap_or_default(),
            back: d.get_temp::<egui::Rect>(egui::Id::new(BACK_ID)),
            clipped,
        })
    };
    spots.set_if_neq(next);
    Ok(())
}
