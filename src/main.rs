//! 네이티브 진입점: 명령줄 옵션을 읽어 앱을 시작한다. 웹에서는 주소의 `?scene=` 등을 읽는다.

use bevy::prelude::*;

use ai_arcade::{AppPlugin, Launch};

fn main() -> AppExit {
    let launch = match launch_options() {
        Ok(Some(l)) => l,
        Ok(None) => {
            println!("{}", ai_arcade::launch::USAGE);
            return AppExit::Success;
        }
        Err(e) => {
            eprintln!("error: {e}\n\n{}", ai_arcade::launch::USAGE);
            return AppExit::from_code(2);
        }
    };
    App::new().add_plugins(AppPlugin { launch }).run()
}

#[cfg(not(target_arch = "wasm32"))]
fn launch_options() -> Result<Option<Launch>, String> {
    Launch::from_args(std::env::args().skip(1))
}

#[cfg(target_arch = "wasm32")]
fn launch_options() -> Result<Option<Launch>, String> {
    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    // 주소가 틀렸다고 빈 화면을 보이지 않는다: 경고를 남기고 메뉴로 연다.
    Ok(Some(Launch::from_query(&query).unwrap_or_else(|e| {
        web_sys::console::warn_1(&format!("ignoring URL options: {e}").into());
        Launch::default()
    })))
}
