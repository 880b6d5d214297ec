//! 웹에서만, 제품의 움직임: 첫 프레임이 그려지면 "불러오는 중" 표시를 걷고 (`data-ready`), 노치와 홈
//! 표시줄을 배치에서 빼고 (`env(safe-area-inset-*)`, index.html의 `#safe-area`), 시작 옵션을 다 읽은
//! 주소창에서 장면·국면 값을 지운다 (새로 고침이 링크의 옛 국면이 아니라 저장된 지금 국면으로
//! 돌아가게). 페이지가 가려지면 쉰다: 작업자에게 "pause", 앱은 사건을 기다리는 모드로, egui의 깨우기도
//! 보일 때만 (`data-hidden`).

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::AppSet;
use crate::layout::SafeArea;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            mark_ready.run_if(|f: Res<FrameCount>| f.0 == 2),
            read_safe_area.run_if(|f: Res<FrameCount>| f.0 % 30 == 1),
            follow_visibility,
        )
            .in_set(AppSet::Hud),
    );
    app.add_systems(PostStartup, tidy_address);
    // 페이지가 가려지면 쉰다 (작업자도, 앱의 프레임도).
    app.add_systems(Startup, watch_visibility);
    app.add_systems(Last, drop_redraws_while_hidden);
    app.add_systems(
        PreUpdate,
        quiet_egui_while_hidden.after(bevy_egui::EguiPreUpdateSet::InitContexts),
    );
}

/// 페이지가 가려졌는가 (`document.hidden`).
fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}

/// `visibilitychange`마다: 작업자들에게 쉬기·이어 하기를 알리고, 앱의 고리를 깨운다 (가려진 동안
/// 앱은 사건을 기다리며 자므로, 다시 보일 때 [`follow_visibility`]가 돌게).
fn watch_visibility(proxy: Res<bevy::winit::EventLoopProxyWrapper>) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let proxy = (**proxy).clone();
    let on_change = Closure::<dyn FnMut()>::new(move || {
        crate::think::web_crew::set_paused(page_hidden());
        let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
    });
    let _ = doc
        .add_event_listener_with_callback("visibilitychange", on_change.as_ref().unchecked_ref());
    on_change.forget();
}

/// 가려진 동안은 깨우기(`watch_visibility`)가 올 때만 프레임을 돌리고, 보이면 보통의 쉬는 모드
/// (`rest`: 입력과 움직이는 것이 있을 때만)로 돌아간다. 트윈과 반짝임은 프레임이 멈추니 같이 멈춘다.
fn follow_visibility(
    mut settings: ResMut<bevy::winit::WinitSettings>,
    mut awake: Local<Option<bevy::winit::WinitSettings>>,
) {
    let now = page_hidden();
    if now == awake.is_some() {
        return;
    }
    if now {
        // 창 사건에도 깨지 않는다: 깨우는 것은 `watch_visibility`의 WakeUp뿐.
        *awake = Some(settings.clone());
        *settings = crate::rest::winit_settings(crate::rest::Wait::Hidden);
    } else if let Some(before) = awake.take() {
        *settings = before;
    }
    if let Some(body) = body() {
        let _ = body.set_attribute("data-hidden", if now { "1" } else { "0" });
    }
}

/// egui가 다시 그려 달라고 할 때 (애니메이션, 마우스가 올라간 단추, 우리 코드의 `request_repaint`)
/// bevy_egui는 앱의 고리에 WakeUp을 보낸다. 가려진 동안 그것이 있으면 잠든 고리가 곧바로 다음 프레임을
/// 돌리고, 그 프레임의 egui가 또 깨워, 가려진 페이지에서도 프레임이 이어진다. 그래서 bevy_egui의 깨우기를
/// 같은 일을 하되 페이지가 보일 때만 깨우는 것으로 바꾼다. 다시 보이면 `watch_visibility`가 깨운다.
fn quiet_egui_while_hidden(
    mut contexts: Query<&mut bevy_egui::EguiContext, Added<bevy_egui::EguiContext>>,
    proxy: Res<bevy::winit::EventLoopProxyWrapper>,
) {
    for mut context in &mut contexts {
        let proxy = (**proxy).clone();
        context.get_mut().set_request_repaint_callback(move |info| {
            if info.delay.is_zero() && !page_hidden() {
                let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
            }
        });
    }
}

/// 가려진 동안은 다시 그려 달라는 요청(egui가 애니메이션마다 보낸다)을 버린다: 그것이 있으면 잠든
/// 고리가 곧바로 다음 프레임을 돌린다.
fn drop_redraws_while_hidden(mut redraws: ResMut<Messages<bevy::window::RequestRedraw>>) {
    if page_hidden() {
        redraws.clear();
    }
}

pub(super) fn body() -> Option<web_sys::HtmlElement> {
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

/// 안전 영역: index.html의 `#safe-area` 상자의 안쪽 여백(`env(safe-area-inset-*)`)을 읽는다 (돌리면
/// 바뀌므로 가끔 다시 읽는다).
fn read_safe_area(mut safe: ResMut<SafeArea>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(el) = window
        .document()
        .and_then(|d| d.get_element_by_id("safe-area"))
    else {
        return;
    };
    let Ok(Some(style)) = window.get_computed_style(&el) else {
        return;
    };
    let side = |name: &str| {
        style
            .get_property_value(name)
            .ok()
            .and_then(|v| crate::layout::css_px(&v))
            .unwrap_or(0.0)
    };
    safe.set_if_neq(SafeArea {
        top: side("padding-top"),
        right: side("padding-right"),
        bottom: side("padding-bottom"),
        left: side("padding-left"),
    });
}

/// 주소창에서 시작 옵션의 장면·국면 값을 지운다 (다른 값, 예를 들어 `lang`, `sw`는 둔다).
fn tidy_address() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let loc = window.location();
    let Ok(search) = loc.search() else { return };
    let Ok(fields) = crate::save::Fields::parse(&search) else {
        return;
    };
    let mut kept = crate::save::Fields::new();
    let mut dropped = false;
    for (k, v) in fields.iter() {
        if crate::launch::names_a_place(k) {
            dropped = true;
        } else {
            kept.set(k, v);
        }
    }
    if !dropped {
        return;
    }
    let query = if kept.is_empty() {
        String::new()
    } else {
        format!("?{kept}")
    };
    let url = format!(
        "{}{query}{}",
        loc.pathname().unwrap_or_default(),
        loc.hash().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}
