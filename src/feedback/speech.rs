//! 화면 읽기 프로그램에 알릴 말: 수 ("AI: e5"), 결과 ("이겼습니다"), 잘못된 입력의 안내, 키보드 커서가
//! 가리킨 칸. 모두 [`Announce`] 한 줄로 모이고, 웹은 페이지의 ARIA live region(`#announce`,
//! `aria-live="polite"`)에 적는다 — 스크린 리더가 지금 읽던 것을 마치고 읽는다. 네이티브는 마지막 말을
//! [`Spoken`]에 남긴다 (시험이 읽는다; 네이티브 스크린 리더는 egui의 AccessKit이 패널을 읽는다).

use bevy::prelude::*;

use super::cue::{Cue, Dispatch, FeelSet};
use crate::hud::hint::Hint;
use crate::i18n::{AccessText, Locale};

/// 알릴 한 줄 (지금 언어로 된 글).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Announce(pub String);

/// 지금까지 알린 말: 마지막 줄과 그 수.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Spoken {
    /// 마지막으로 알린 줄.
    pub last: String,
    /// 알린 줄의 수.
    pub count: u64,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Announce>();
    app.init_resource::<Spoken>();
    app.add_systems(
        Update,
        (say_hints, say_results, speak)
            .chain()
            .in_set(FeelSet)
            .after(Dispatch),
    );
}

/// 결과 신호를 말로 (수의 말은 [`super::watch`]가 그 수의 글과 함께 낸다).
fn say_results(
    mut cues: MessageReader<Cue>,
    locale: Res<Locale>,
    mut out: MessageWriter<Announce>,
) {
    for cue in cues.read() {
        let s = match cue {
            Cue::Win => AccessText::SayWin,
            Cue::Loss => AccessText::SayLoss,
            Cue::Draw => AccessText::SayDraw,
            _ => continue,
        };
        out.write(Announce(locale.t(s).to_owned()));
    }
}

/// 새로 띄운 안내(잘못된 입력, AI의 수가 거부됨)를 말로.
fn say_hints(
    hint: Option<Res<Hint>>,
    locale: Res<Locale>,
    mut seen: Local<Option<(f32, String)>>,
    mut out: MessageWriter<Announce>,
) {
    let Some(hint) = hint.filter(|h| h.is_changed()) else {
        return;
    };
    let Some(msg) = &hint.text else { return };
    let line = msg.line(&locale);
    let now = Some((hint.at, line.clone()));
    if *seen != now {
        *seen = now;
        out.write(Announce(line));
    }
}

/// 말을 내보낸다: 웹은 live region에, 어디서나 [`Spoken`]에.
fn speak(mut said: MessageReader<Announce>, mut spoken: ResMut<Spoken>) {
    for Announce(line) in said.read() {
        spoken.last.clone_from(line);
        spoken.count += 1;
        #[cfg(target_arch = "wasm32")]
        write_live_region(line, spoken.count);
    }
}

/// 페이지의 `#announce`에 적는다. 같은 말을 두 번 알려도 읽히도록, 바꿀 때마다 끝에 보이지 않는 글자를
/// 번갈아 붙인다 (글이 같으면 스크린 리더가 바뀜을 알아채지 못한다).
#[cfg(target_arch = "wasm32")]
fn write_live_region(line: &str, count: u64) {
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("announce"))
    else {
        return;
    };
    let tail = if count.is_multiple_of(2) {
        ""
    } else {
        "\u{00a0}"
    };
    el.set_text_content(Some(&format!("{line}{tail}")));
}
