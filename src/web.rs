//! 웹에서만: 첫 프레임이 그려지면 "불러오는 중" 표시를 걷고, 페이지에 지금 장면을 적어 둔다
//! (`<body data-scene="nim" data-ready="1234.5" data-cards="…">`). 브라우저 시험이 이 값을 읽는다.

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;

use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            mark_ready.run_if(|f: Res<FrameCount>| f.0 == 2),
            mark_scene.run_if(state_changed::<Scene>),
            mark_cards.run_if(resource_changed::<crate::menu::MenuCards>),
            mark_thinking.run_if(resource_changed::<crate::think::ThinkActivity>),
        )
            .in_set(AppSet::Hud),
    );
}

fn body() -> Option<web_sys::HtmlElement> {
    web_sys::window()?.document()?.body()
}

/// 로딩 표시를 지우고 첫 프레임까지 걸린 시간(ms, 페이지 시작부터)을 적는다.
fn mark_ready() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let now = window.performance().map_or(0.0, |p| p.now());
    if let Some(loading) = window
        .document()
        .and_then(|d| d.get_element_by_id("loading"))
    {
        loading.remove();
    }
    if let Some(body) = body() {
        let _ = body.set_attribute("data-ready", &format!("{now:.0}"));
    }
}

/// 메뉴 카드의 자리: `data-cards="nim:x,y,w,h;…"` (CSS 픽셀).
fn mark_cards(cards: Res<crate::menu::MenuCards>) {
    let text: Vec<String> = cards
        .0
        .iter()
        .map(|(s, r)| {
            format!(
                "{}:{:.0},{:.0},{:.0},{:.0}",
                s.slug(),
                r.min.x,
                r.min.y,
                r.width(),
                r.height()
            )
        })
        .collect();
    if let Some(body) = body() {
        let _ = body.set_attribute("data-cards", &text.join(";"));
    }
}

/// AI가 생각하는 프레임인가: `data-thinking="1"` (브라우저 시험이 그 프레임들의 간격을 잰다).
fn mark_thinking(activity: Res<crate::think::ThinkActivity>) {
    if let Some(body) = body() {
        let _ = body.set_attribute("data-thinking", if activity.busy { "1" } else { "0" });
    }
}

fn mark_scene(scene: Res<State<Scene>>) {
    if let Some(body) = body() {
        let _ = body.set_attribute("data-scene", scene.get().slug());
    }
}
