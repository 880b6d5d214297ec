//! 저장에 관한 한 줄 알림: 읽을 수 없던 저장 글, 되살리지 못한 대국, 열 수 없는 주소의 대국,
//! 쓰지 못한 저장. 위쪽 막대 아래에 잠깐 보이고, "확인"을 누르거나 [`NOTICE_TIME`]이 지나면 사라진다.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::hud::{EguiReady, color32};
use crate::i18n::{Locale, S};
use crate::layout::ScreenLayout;
use crate::rest::Frames;
use crate::theme::palette;
use gameai::games::GameId;

/// 알림이 보이는 시간 (초).
pub(super) const NOTICE_TIME: f32 = 10.0;

/// 창이 있는 앱에서만: 알림을 egui로 그린다.
pub(crate) fn egui_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show_notice.run_if(resource_exists::<EguiReady>),
    );
}

/// 알림의 내용.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoticeMsg {
    /// 저장 글을 읽을 수 없었다 (까닭).
    Unreadable(String),
    /// 다른 판의 저장 글.
    OtherVersion,
    /// 저장된 대국을 되살리지 못했다.
    GameBad(GameId, String),
    /// 주소(공유 링크)의 대국을 열지 못했다.
    LinkBad(GameId, String),
    /// 저장된 설정을 쓰지 못했다.
    SettingsBad(String),
    /// 저장 글을 쓰지 못했다.
    WriteFailed(String),
}

impl NoticeMsg {
    /// 이 언어로 된 한 줄.
    pub fn line(&self, locale: &Locale) -> String {
        let game = |g: &GameId| locale.t(crate::registry::name(*g)).to_owned();
        match self {
            NoticeMsg::Unreadable(e) => locale.f(S::SaveUnreadable, &[("e", e)]),
            NoticeMsg::OtherVersion => locale.t(S::SaveOtherVersion).to_owned(),
            NoticeMsg::GameBad(g, e) => locale.f(S::SaveGameBad, &[("g", &game(g)), ("e", e)]),
            NoticeMsg::LinkBad(g, e) => locale.f(S::SaveLinkBad, &[("g", &game(g)), ("e", e)]),
            NoticeMsg::SettingsBad(e) => locale.f(S::SaveSettingsBad, &[("e", e)]),
            NoticeMsg::WriteFailed(e) => locale.f(S::SaveWriteFailed, &[("e", e)]),
        }
    }
}

/// 지금 보이는 알림 (하나만: 새 알림이 앞 것을 바꾼다).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SaveNotice {
    /// 내용.
    pub msg: Option<NoticeMsg>,
    /// 처음 그린 시각 (그릴 때 정한다).
    shown_at: Option<f32>,
}

impl SaveNotice {
    /// 알림을 띄운다.
    pub fn show(&mut self, msg: NoticeMsg) {
        self.msg = Some(msg);
        self.shown_at = None;
    }
}

fn show_notice(
    mut contexts: EguiContexts,
    mut notice: ResMut<SaveNotice>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    time: Res<Time>,
    mut frames: Frames,
) -> Result {
    let Some(msg) = &notice.msg else {
        return Ok(());
    };
    // 정한 시간 뒤에 스스로 닫히도록 보이는 동안 그린다.
    frames.want();
    let now = time.elapsed_secs();
    let line = msg.line(&locale);
    let shown = *notice.shown_at.get_or_insert(now);
    if now - shown > NOTICE_TIME {
        notice.msg = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let width = (layout.window.x - 16.0).clamp(200.0, 560.0);
    let mut close = false;
    egui::Area::new(egui::Id::new("save_notice"))
        .order(egui::Order::Foreground)
        .anchor(
            egui::Align2::CENTER_TOP,
            egui::vec2(0.0, layout.top_bar.max.y + 6.0),
        )
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(color32(palette::SURFACE))
                .stroke(egui::Stroke::new(1.0, color32(palette::GOLD)))
                .corner_radius(6)
                .inner_margin(egui::Margin::symmetric(10, 6))
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.horizontal(|ui| {
                        close = ui.button(locale.t(S::NoticeOk)).clicked();
                        ui.add(egui::Label::new(line).wrap());
                    });
                });
        });
    if close {
        notice.msg = None;
    }
    Ok(())
}
