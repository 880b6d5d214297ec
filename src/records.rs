//! 대국 기록을 클립보드로 주고받는다: 체스는 PGN, 헥스·하바나·오목은 SGF
//! ([`gameai::games::chess::pgn`], [`gameai::sgf`]).
//!
//! 패널의 한 줄([`Records::row`])이 "복사"와 "붙여넣기" 단추를 그린다. 복사는 장면이 준 글을 바로
//! 클립보드에 쓰고, 붙여넣기는 클립보드를 읽기 시작한다 (웹에서는 비동기: 다음 프레임들에서 도착).
//! 글이 오면 [`RecordPasted`] 메시지가 나가고, 그 게임의 장면이 읽어 판을 그 기록으로 바꾼 뒤
//! 결과를 [`RecordNote`]에 적는다 (틀린 기록이면 까닭; 판은 그대로).
//!
//! 클립보드는 `bevy_clipboard`: 네이티브는 운영체제의 클립보드(arboard), 웹은
//! `navigator.clipboard` (브라우저가 허락을 물을 수 있다).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_clipboard::{Clipboard, ClipboardPlugin, ClipboardRead};
use bevy_egui::egui;
use gameai::games::{GameId, RecordFormat};

use crate::AppSet;
use crate::i18n::{Locale, S};
use crate::review::Reviewable;
use crate::save::{SavedGame, share_fields};
use crate::theme::palette;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Clipboard>() {
        app.add_plugins(ClipboardPlugin);
    }
    app.add_message::<RecordPasted>();
    app.init_resource::<RecordNote>();
    app.init_resource::<PendingPaste>();
    app.init_resource::<RecordButtons>();
    app.add_systems(Update, poll_paste.in_set(AppSet::Input));
}

/// 게임의 기록 형식의 이름 (단추와 글에): [`GameId::record`]. 기록이 없는 게임은 빈 이름.
fn format(game: GameId) -> &'static str {
    game.record().map_or("", RecordFormat::name)
}

/// 붙여 넣은 기록의 글. 그 게임의 장면이 읽어 적용한다.
#[derive(Message, Clone, Debug)]
pub struct RecordPasted {
    pub kind: GameId,
    pub text: String,
}

/// 패널에 보이는 마지막 결과 (어느 게임의 것인지와 함께).
#[derive(Resource, Default, Debug)]
pub struct RecordNote {
    /// (게임, 글, 잘 됐는가).
    pub last: Option<(GameId, String, bool)>,
    /// 링크 복사의 마지막 결과: (게임, 글, 잘 됐는가).
    pub(crate) link: Option<(GameId, String, bool)>,
    /// 마지막으로 복사한 링크 (웹은 페이지의 `data-link`에도 적는다: 브라우저 시험이 그 주소를 연다).
    pub(crate) copied_link: Option<String>,
}

impl RecordNote {
    /// 결과를 적는다.
    pub fn set(&mut self, kind: GameId, text: String, ok: bool) {
        self.last = Some((kind, text, ok));
    }

    /// 기록을 불러왔다 (수 `n`개).
    pub fn loaded(&mut self, kind: GameId, n: usize, locale: &Locale) {
        let text = locale.f(S::RecordLoaded, &[("f", &format(kind)), ("n", &n)]);
        self.set(kind, text, true);
    }

    /// 기록이 틀렸다.
    pub fn failed(&mut self, kind: GameId, why: &str, locale: &Locale) {
        let text = locale.f(S::RecordBad, &[("f", &format(kind)), ("e", &why)]);
        self.set(kind, text, false);
    }
}

/// 기록 단추들이 마지막으로 그려진 자리 (egui 점). 웹에서는 페이지에 적혀 브라우저 시험이 누를
/// 곳을 안다 (`data-record-copy`, `data-record-paste`).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub(crate) struct RecordButtons {
    pub(crate) copy: Option<egui::Rect>,
    pub(crate) paste: Option<egui::Rect>,
    /// "링크 복사" (`data-link-copy`).
    pub(crate) link: Option<egui::Rect>,
}

/// 기다리는 붙여넣기.
#[derive(Resource, Default)]
struct PendingPaste(Option<(GameId, ClipboardRead)>);

/// 클립보드 읽기가 끝났으면 글을 내보낸다.
fn poll_paste(
    mut pending: ResMut<PendingPaste>,
    mut pasted: MessageWriter<RecordPasted>,
    mut note: ResMut<RecordNote>,
    locale: Res<Locale>,
    mut frames: crate::rest::Frames,
) {
    let Some((kind, read)) = &mut pending.0 else {
        return;
    };
    let kind = *kind;
    match read.poll_result() {
        // 클립보드가 답할 때까지 (웹은 약속 하나) 프레임을 잇는다: 쉬는 앱은 그 답에 깨지 않는다.
        None => frames.want(),
        Some(Ok(text)) => {
            pending.0 = None;
            pasted.write(RecordPasted { kind, text });
        }
        Some(Err(e)) => {
            pending.0 = None;
            note.set(
                kind,
                locale.f(S::ClipboardFailed, &[("e", &e.to_string())]),
                false,
            );
        }
    }
}

/// 패널에서 기록을 다루는 데 필요한 것들.
#[derive(SystemParam)]
pub(crate) struct Records<'w> {
    clipboard: Option<ResMut<'w, Clipboard>>,
    note: ResMut<'w, RecordNote>,
    pending: ResMut<'w, PendingPaste>,
    buttons: ResMut<'w, RecordButtons>,
}

impl Records<'_> {
    /// "PGN 복사 · PGN 붙여넣기" 줄과 이 게임의 마지막 결과. 복사를 누르면 `text()`(기록 글과 수의
    /// 개수)를 클립보드에 쓴다.
    pub(crate) fn row(
        &mut self,
        ui: &mut egui::Ui,
        locale: &Locale,
        kind: GameId,
        text: impl FnOnce() -> Result<(String, usize), String>,
    ) {
        let f = format(kind);
        ui.horizontal_wrapped(|ui| {
            let copy = ui.button(locale.f(S::RecordCopy, &[("f", &f)]));
            let paste = ui.button(locale.f(S::RecordPaste, &[("f", &f)]));
            let at = RecordButtons {
                copy: Some(copy.rect),
                paste: Some(paste.rect),
                ..*self.buttons
            };
            // 바뀔 때만 쓴다 (변경 감지가 조용하게).
            if *self.buttons != at {
                *self.buttons = at;
            }
            if copy.clicked() {
                self.copy(kind, text(), locale);
            }
            if paste.clicked() {
                match &mut self.clipboard {
                    Some(c) => self.pending.0 = Some((kind, c.fetch_text())),
                    None => self
                        .note
                        .set(kind, locale.t(S::ClipboardMissing).into(), false),
                }
            }
        });
        if let Some((k, line, ok)) = &self.note.last
            && *k == kind
        {
            ui.label(egui::RichText::new(line).small().color(note_color(*ok)));
        }
    }

    /// "링크 복사" 단추와 그 결과 줄: 누르면 이 대국을 여는 주소(`?scene=…&mode=…&moves=…`)를
    /// 클립보드에 쓴다. 웹은 이 페이지의 주소에 붙이고, 네이티브는 질의 문자열만
    /// (`ai-arcade --link '?…'`로 연다).
    pub(crate) fn link_row<R: SavedGame + Reviewable>(
        &mut self,
        ui: &mut egui::Ui,
        locale: &Locale,
        game: &R,
    ) {
        let button = ui.button(locale.t(S::LinkCopy));
        if self.buttons.link != Some(button.rect) {
            self.buttons.link = Some(button.rect);
        }
        if button.clicked() {
            let mut code = game.code();
            // 지난 국면을 보고 있으면 링크도 그 자리에서 연다.
            if !game.line().at_end() {
                code = code.with("at", game.line().at());
            }
            let link = format!("{}?{}", page_address(), share_fields(R::GAME, &code));
            let result = match &mut self.clipboard {
                None => Err(locale.t(S::ClipboardMissing).to_owned()),
                Some(c) => c
                    .set_text(link.clone())
                    .map_err(|e| locale.f(S::ClipboardFailed, &[("e", &e.to_string())])),
            };
            self.note.copied_link = Some(link);
            self.note.link = Some(match result {
                Ok(()) => (R::GAME, locale.t(S::LinkCopied).to_owned(), true),
                Err(e) => (R::GAME, e, false),
            });
        }
        if let Some((g, line, ok)) = &self.note.link
            && *g == R::GAME
        {
            ui.label(egui::RichText::new(line).small().color(note_color(*ok)));
        }
    }

    fn copy(&mut self, kind: GameId, text: Result<(String, usize), String>, locale: &Locale) {
        let f = format(kind);
        let (text, n) = match text {
            Ok(t) => t,
            Err(e) => return self.note.failed(kind, &e, locale),
        };
        let Some(c) = &mut self.clipboard else {
            return self
                .note
                .set(kind, locale.t(S::ClipboardMissing).into(), false);
        };
        match c.set_text(text) {
            Ok(()) => self.note.set(
                kind,
                locale.f(S::RecordCopied, &[("f", &f), ("n", &n)]),
                true,
            ),
            Err(e) => self.note.set(
                kind,
                locale.f(S::ClipboardFailed, &[("e", &e.to_string())]),
                false,
            ),
        }
    }
}

/// 결과 줄의 색: 잘 됐으면 초록, 아니면 붉은색.
fn note_color(ok: bool) -> egui::Color32 {
    crate::hud::color32(if ok { palette::GOOD } else { palette::BAD })
}

/// 공유 링크의 앞부분: 웹은 이 페이지의 주소 (질의 문자열 없이), 네이티브는 없음.
fn page_address() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let loc = web_sys::window().map(|w| w.location());
        if let Some(loc) = loc {
            return format!(
                "{}{}",
                loc.origin().unwrap_or_default(),
                loc.pathname().unwrap_or_default()
            );
        }
    }
    String::new()
}
