//! 테마: 이름 붙은 색 하나의 어두운 팔레트, 번들 폰트, 코드로 만든 임시 그림.
//!
//! egui 스타일은 [`crate::hud`]가 이 팔레트로 맞춘다.

pub mod art;
pub mod palette;

use bevy::prelude::*;

/// 한국어 + 라틴 + 기호 글꼴 (나눔고딕을 글자 표에 맞춰 줄이고 DejaVu Sans의 기호를 합친 것,
/// `tools/subset-fonts.py`).
pub const FONT_MAIN: &[u8] = include_bytes!("../../assets/fonts/ArcadeSans-Regular.ttf");
/// 굵은 글꼴 (제목용).
pub const FONT_BOLD: &[u8] = include_bytes!("../../assets/fonts/ArcadeSans-Bold.ttf");

/// Bevy 글자가 쓰는 폰트 핸들.
#[derive(Resource, Clone, Debug, Default)]
pub struct Fonts {
    /// 본문.
    pub main: Handle<Font>,
    /// 제목.
    pub bold: Handle<Font>,
}

impl Fonts {
    /// 본문 글꼴, 크기 `size` (논리 픽셀).
    pub fn text(&self, size: f32) -> TextFont {
        TextFont::from(self.main.clone()).with_font_size(size)
    }

    /// 굵은 글꼴.
    pub fn bold(&self, size: f32) -> TextFont {
        TextFont::from(self.bold.clone()).with_font_size(size)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND));
    let fonts = match app.world_mut().get_resource_mut::<Assets<Font>>() {
        Some(mut assets) => Fonts {
            main: assets.add(Font::from_bytes(FONT_MAIN.to_vec())),
            bold: assets.add(Font::from_bytes(FONT_BOLD.to_vec())),
        },
        // 헤드리스 테스트: 글꼴 자산이 없으니 기본 핸들.
        None => Fonts::default(),
    };
    app.insert_resource(fonts);
    app.add_plugins(art::plugin);
}
