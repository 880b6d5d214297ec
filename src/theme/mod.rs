//! 테마: 이름 붙은 색 하나의 어두운 팔레트, 번들 폰트, 코드로 만든 임시 그림.
//!
//! egui 스타일은 [`crate::hud`]가 이 팔레트로 맞춘다.

pub(crate) mod art;
pub(crate) mod palette;
pub(crate) mod vision;

use bevy::prelude::*;

/// 한국어 + 라틴 + 기호 글꼴 (나눔고딕을 글자 표에 맞춰 줄이고 DejaVu Sans의 기호를 합친 것,
/// `tools/subset-fonts.py`).
pub const FONT_MAIN: &[u8] = include_bytes!("../../assets/fonts/ArcadeSans-Regular.ttf");

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND));
    app.add_plugins(art::plugin);
}
