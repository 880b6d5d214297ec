//! AI Arcade: 고전 게임 AI 기법 네 가지를 직접 두어 보며 배우는 Bevy 2D 쇼케이스.
//!
//! 이 파일은 앱의 뼈대만 정한다: 장면 상태([`Scene`]), 순서 있는 시스템 묶음([`AppSet`]),
//! 그리고 플러그인 조립. 기법마다의 코드는 `scenes/<장면>/` 폴더가 가진다.
//!
//! - [`AppPlugin`] — 창, 렌더링, egui까지 포함한 실제 앱.
//! - [`core_plugin`] — 창 없이도 도는 부분 (상태, 입력, 생각, 장면). 헤드리스 테스트가 이것을 쓴다.

#![warn(unreachable_pub)]
// 앱의 코드는 거의 모두 크레이트 안에서만 보인다: 시험의 창구(`testing`)가 다시 내보낸 것의 문서도
// 크레이트 안의 것을 가리킨다. 앱의 문서는 `cargo doc --document-private-items`로 읽는다.
#![allow(rustdoc::private_intra_doc_links)]

// 모듈은 모두 크레이트 안에서만 보인다 (`pub(crate)`가 기본: `unreachable_pub`). 밖에는 앱을 띄우는
// 것(`AppPlugin`, `core_plugin`, `Launch`, `Scene`, `AppSet`)과 시험의 창구 `testing`만 있다.
mod anim;
mod feedback;
mod hud;
mod i18n;
mod input;
mod keyboard;
mod launch;
mod layout;
mod menu;
mod nav;
mod probe;
mod records;
mod registry;
mod rest;
mod review;
mod save;
mod scenes;
mod screenshot;
pub mod testing;
mod theme;
mod think;
mod tour;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
mod web_log;

use bevy::prelude::*;
use bevy::window::WindowResolution;

pub use launch::{Launch, USAGE};
/// 웹의 `?bench=workers` (진입점 `main.rs`가 부른다).
#[cfg(target_arch = "wasm32")]
pub use think::worker_bench::{run_tablebase_bench, run_worker_bench};

/// 최상위 장면. 메뉴와 기법 네 가지.
#[derive(States, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Scene {
    /// 기법을 고르는 첫 화면.
    #[default]
    Menu,
    /// 조브리스트 해싱 + 전치표 (알파-베타 탐색).
    Transposition,
    /// 후퇴 해석 (와이토프 게임).
    Retrograde,
    /// 님 합, 부턴의 정리, 스프라그–그런디.
    Nim,
    /// 몬테카를로 트리 탐색 (UCT).
    Mcts,
}

impl Scene {
    /// 메뉴에 카드로 보이는 기법 장면들 (순서대로).
    pub const TECHNIQUES: [Scene; 4] = [
        Scene::Transposition,
        Scene::Retrograde,
        Scene::Nim,
        Scene::Mcts,
    ];

    /// 명령줄·URL에서 쓰는 이름 (`--scene nim`, `?scene=nim`).
    pub fn slug(self) -> &'static str {
        match self {
            Scene::Menu => "menu",
            Scene::Transposition => "transposition",
            Scene::Retrograde => "retrograde",
            Scene::Nim => "nim",
            Scene::Mcts => "mcts",
        }
    }

    /// 이름으로 장면을 찾는다.
    pub fn from_slug(s: &str) -> Option<Scene> {
        [Scene::Menu]
            .into_iter()
            .chain(Scene::TECHNIQUES)
            .find(|sc| sc.slug().eq_ignore_ascii_case(s))
    }
}

/// `Update`의 순서 있는 시스템 묶음: 입력 → 생각 → 애니메이션 → 표시.
/// 모든 `Update` 시스템은 이 중 하나에 들어가고, 자기 상태로 게이트된다.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSet {
    /// 포인터·키보드를 읽어 게임 동작 메시지로 바꾼다.
    Input,
    /// 게임 상태를 바꾸고 AI의 생각을 돌리고 결과를 거둔다.
    Think,
    /// 트윈과 반짝임을 진행한다.
    Animate,
    /// 글자·표·패널을 상태에 맞춘다.
    Hud,
}

/// 창 없이도 도는 앱의 핵심: 상태, 시스템 묶음, 언어, 배치, 입력, 생각, 메뉴, 장면들.
///
/// 헤드리스 테스트는 `MinimalPlugins` + `StatesPlugin` + `InputPlugin` 위에 이것을 얹는다.
pub fn core_plugin(app: &mut App) {
    app.init_state::<Scene>();
    app.configure_sets(
        Update,
        (AppSet::Input, AppSet::Think, AppSet::Animate, AppSet::Hud).chain(),
    );
    app.add_plugins((
        i18n::plugin,
        theme::plugin,
        hud::plugin,
        layout::plugin,
        probe::plugin,
        input::plugin,
        think::plugin,
        anim::plugin,
        nav::plugin,
        menu::plugin,
        records::plugin,
        rest::plugin,
        save::plugin,
        scenes::plugin,
    ));
    app.add_plugins((feedback::plugin, keyboard::plugin, tour::plugin));
}

/// 실제 앱: 창과 렌더링(WebGL2 포함), egui, 스크린숏 옵션까지.
#[derive(Debug, Clone, Default)]
pub struct AppPlugin {
    /// 명령줄이나 URL에서 받은 시작 옵션.
    pub launch: Launch,
}

/// 기본 창 크기 (논리 픽셀).
const DEFAULT_WINDOW: (u32, u32) = (1280, 720);

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        let (w, h) = self.launch.size.unwrap_or(DEFAULT_WINDOW);
        let plugins = DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "AI Arcade".into(),
                    resolution: WindowResolution::new(w, h),
                    // 웹: 캔버스가 페이지를 따라간다 (휴대폰에서 화면 밖으로 나가지 않게).
                    canvas: Some("#bevy".into()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                // 웹 서버가 .meta 파일을 주지 않으므로 찾지 않는다.
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            });
        app.add_plugins(plugins);
        // 웹의 로그는 작은 콘솔 구독자가 적는다 (`web_log`; 웹 빌드에는 Bevy의 `LogPlugin`이 없다).
        #[cfg(target_arch = "wasm32")]
        web_log::install();
        app.add_plugins(bevy_egui::EguiPlugin::default());
        // 화면이 그대로면 그리지 않는다 (`rest`): 사건이 올 때와 움직이는 것이 있을 때만 프레임.
        app.insert_resource(rest::winit_settings(rest::Wait::Quiet));
        app.insert_resource(self.launch.clone());
        // 스크린숏은 묻는 그대로를 찍는다: 따로 정하지 않으면 저장을 읽지도 쓰지도 않는다.
        let store = match (&self.launch.save, &self.launch.screenshot) {
            (Some(s), _) => s.clone(),
            (None, Some(_)) => save::Store::Off,
            (None, None) => save::Store::default_here(),
        };
        app.insert_resource(store);
        if let Some(lang) = self.launch.lang {
            app.insert_resource(i18n::Locale { lang });
        }
        app.add_plugins((
            core_plugin,
            hud::egui_plugin,
            rest::window_plugin,
            save::egui_plugin,
            screenshot::plugin,
        ));
        app.add_systems(Startup, spawn_camera);
        #[cfg(target_arch = "wasm32")]
        app.add_plugins(web::plugin);
    }
}

/// 2D 카메라 하나: 논리 픽셀 1 = 월드 1 단위, 창 한가운데가 원점. egui도 이 카메라에 그린다.
fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
