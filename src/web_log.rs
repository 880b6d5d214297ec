//! 웹에서만: 로그를 브라우저의 콘솔로. Bevy의 `LogPlugin` 대신이다.
//!
//! `LogPlugin`은 `tracing-subscriber`의 등록부와 `EnvFilter`(정규식으로 읽는 필터), `log` 다리,
//! `tracing-wasm`을 싣는다. 배포용 웹 빌드는 오류보다 가벼운 로그를 컴파일하지 않으므로 (Cargo.toml의
//! `release_max_level_error`) 그 더미가 할 일은 오류 몇 줄을 콘솔에 적는 것뿐이다: 그 일을 여기의 작은
//! 구독자 둘이 한다 (`tracing`의 사건과 `log`의 기록; wgpu와 naga는 `log`로 적는다). 내려받기 크기는
//! README의 측정. 개발용 웹 빌드(`trunk serve`)에서는 info 이상을 적는다 (wgpu·naga는 경고 이상).

use std::fmt::Write as _;

use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Level, Metadata, Subscriber};

/// 두 구독자를 건다. 두 번 불러도 처음 것이 남는다.
pub(crate) fn install() {
    let _ = tracing::subscriber::set_global_default(Console);
    if log::set_logger(&Console).is_ok() {
        log::set_max_level(log::LevelFilter::Info);
    }
}

/// 콘솔에 적는 구독자. 상태가 없다 (구간(span)은 적지 않는다).
struct Console;

/// `target`의 로그를 `level`에서 적는가: info 이상, wgpu와 naga는 경고 이상 (Bevy의 기본 필터와 같다).
fn wanted(level: Level, target: &str) -> bool {
    if target.starts_with("wgpu") || target.starts_with("naga") {
        level <= Level::WARN
    } else {
        level <= Level::INFO
    }
}

/// 한 줄을 콘솔에: 오류는 `console.error`, 경고는 `console.warn`, 나머지는 `console.info`.
fn write(level: Level, target: &str, message: &str) {
    let line = wasm_bindgen::JsValue::from_str(&format!("{level} {target}: {message}"));
    match level {
        Level::ERROR => web_sys::console::error_1(&line),
        Level::WARN => web_sys::console::warn_1(&line),
        _ => web_sys::console::info_1(&line),
    }
}

impl Subscriber for Console {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        metadata.is_event() && wanted(*metadata.level(), metadata.target())
    }

    fn new_span(&self, _: &Attributes<'_>) -> Id {
        Id::from_u64(1)
    }

    fn record(&self, _: &Id, _: &Record<'_>) {}

    fn record_follows_from(&self, _: &Id, _: &Id) {}

    fn event(&self, event: &Event<'_>) {
        let mut text = Fields::default();
        event.record(&mut text);
        let meta = event.metadata();
        write(*meta.level(), meta.target(), &text.0);
    }

    fn enter(&self, _: &Id) {}

    fn exit(&self, _: &Id) {}
}

/// 사건의 필드를 한 줄로: `message`는 그대로, 나머지는 `이름=값`.
#[derive(Default)]
struct Fields(String);

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        let _ = if field.name() == "message" {
            write!(self.0, "{value:?}")
        } else {
            write!(self.0, "{}={value:?}", field.name())
        };
    }
}

impl log::Log for Console {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        wanted(level_of(metadata.level()), metadata.target())
    }

    fn log(&self, record: &log::Record<'_>) {
        if log::Log::enabled(self, record.metadata()) {
            let message = record.args().to_string();
            write(level_of(record.level()), record.target(), &message);
        }
    }

    fn flush(&self) {}
}

fn level_of(level: log::Level) -> Level {
    match level {
        log::Level::Error => Level::ERROR,
        log::Level::Warn => Level::WARN,
        log::Level::Info => Level::INFO,
        log::Level::Debug => Level::DEBUG,
        log::Level::Trace => Level::TRACE,
    }
}
