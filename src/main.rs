//! 네이티브 진입점: 명령줄 옵션을 읽어 앱을 시작한다. 웹에서는 주소의 `?scene=` 등을 읽는다.

use bevy::prelude::*;

use ai_arcade::{AppPlugin, Launch};

fn main() -> AppExit {
    let launch = match launch_options() {
        Ok(Some(l)) => l,
        Ok(None) => {
            #[cfg(not(target_arch = "wasm32"))]
            println!("{}", ai_arcade::USAGE);
            return AppExit::Success;
        }
        Err(e) => {
            eprintln!("error: {e}\n\n{}", ai_arcade::USAGE);
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
    // `?bench=mcts`: 앱 대신 MCTS 벤치마크를 브라우저에서 돌려 결과를 페이지에 적는다
    // (네이티브 `gameai bench`와 같은 작업, 스레드 하나).
    if query.contains("bench=mcts") {
        write_bench(&bench_lines());
        return Ok(None);
    }
    // `?bench=workers`: 같은 MCTS 줄(스레드 하나, 이 페이지에서)과, 같은 탐색을 작업자 1명, 2명,
    // N명에게 맡긴 줄.
    if query.contains("bench=workers") {
        let raw = bench_lines();
        ai_arcade::run_worker_bench(move |lines| {
            let mut all = raw;
            all.extend(lines);
            write_bench(&all);
        });
        return Ok(None);
    }
    // `?bench=tablebase&endgame=KBNK`: 체스 끝내기 표 하나를 앱처럼 작업자에서 만들고 시간과 작업자의
    // wasm 메모리를 적는다 (`tests/web/tablebase.mjs`).
    if query.contains("bench=tablebase") {
        let name = query
            .split(['?', '&'])
            .find_map(|kv| kv.strip_prefix("endgame="))
            .unwrap_or("KQK");
        ai_arcade::run_tablebase_bench(name, |lines| write_bench(&lines));
        return Ok(None);
    }
    // 주소가 틀렸다고 빈 화면을 보이지 않는다: 경고를 남기고 메뉴로 연다.
    Ok(Some(Launch::from_query(&query).unwrap_or_else(|e| {
        web_sys::console::warn_1(&format!("ignoring URL options: {e}").into());
        Launch::default()
    })))
}

/// `gameai bench`의 MCTS 줄들 (이 페이지의 스레드 하나에서).
#[cfg(target_arch = "wasm32")]
fn bench_lines() -> Vec<String> {
    use gameai::bench::{Config, Figure};
    gameai::bench::mcts_boards(Config::FULL)
        .iter()
        .map(|l| {
            let figs: Vec<String> = l
                .figures
                .iter()
                .map(|(k, v)| match v {
                    Figure::Int(n) => format!("{k}={n}"),
                    Figure::Float(x) => format!("{k}={x:.0}"),
                    Figure::Text(s) => format!("{k}={s}"),
                })
                .collect();
            format!("{} {}", l.bench, figs.join(" "))
        })
        .collect()
}

/// 벤치마크 결과를 `<body data-bench="…">`와 콘솔에 적는다.
#[cfg(target_arch = "wasm32")]
fn write_bench(lines: &[String]) {
    let text = lines.join("\n");
    web_sys::console::log_1(&text.clone().into());
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let _ = body.set_attribute("data-bench", &text);
        let _ = body.set_attribute("data-ready", "bench");
    }
}
