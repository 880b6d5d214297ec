//! 이름 붙은 색. 화면의 모든 색은 여기서 온다.

use bevy::color::Color;

/// 배경.
pub(crate) const BACKGROUND: Color = Color::srgb(0.071, 0.078, 0.102);
/// 패널·카드 바탕.
pub(crate) const SURFACE: Color = Color::srgb(0.118, 0.133, 0.180);
/// 한 단계 밝은 바탕 (표 칸, 눌린 버튼).
pub(crate) const SURFACE_HIGH: Color = Color::srgb(0.165, 0.188, 0.255);
/// 선과 테두리.
pub(crate) const LINE: Color = Color::srgb(0.255, 0.286, 0.369);
/// 본문 글자.
pub(crate) const TEXT: Color = Color::srgb(0.910, 0.902, 0.890);
/// 흐린 글자.
pub(crate) const TEXT_DIM: Color = Color::srgb(0.604, 0.627, 0.690);
/// 강조 (금색): 지는 칸, 선택 경로, 반짝임.
pub(crate) const GOLD: Color = Color::srgb(0.949, 0.757, 0.306);
/// 좋음·0·짝수 (초록).
pub(crate) const GOOD: Color = Color::srgb(0.306, 0.796, 0.443);
/// 나쁨·1·홀수 (빨강).
pub(crate) const BAD: Color = Color::srgb(0.937, 0.353, 0.353);
/// 사람 쪽 (파랑).
pub(crate) const BLUE: Color = Color::srgb(0.353, 0.663, 0.937);
/// RAVE 값의 열 지도 (보라: 돌의 빨강·파랑과 섞이지 않게).
pub(crate) const VIOLET: Color = Color::srgb(0.702, 0.553, 0.949);
/// 님 돌.
pub(crate) const STONE: Color = Color::srgb(0.812, 0.757, 0.659);
/// 님 돌 (AI가 고른 더미).
pub(crate) const STONE_HOT: Color = Color::srgb(1.0, 0.851, 0.478);
/// 오목 판 (나무).
pub(crate) const WOOD: Color = Color::srgb(0.58, 0.45, 0.27);
/// 오목 판의 줄.
pub(crate) const WOOD_LINE: Color = Color::srgb(0.25, 0.18, 0.1);
/// 흑돌.
pub(crate) const STONE_BLACK: Color = Color::srgb(0.08, 0.08, 0.09);
/// 백돌.
pub(crate) const STONE_WHITE: Color = Color::srgb(0.95, 0.94, 0.92);
/// 체스 판의 밝은 칸.
pub(crate) const SQUARE_LIGHT: Color = Color::srgb(0.85, 0.80, 0.70);
/// 체스 판의 어두운 칸.
pub(crate) const SQUARE_DARK: Color = Color::srgb(0.55, 0.45, 0.36);
/// 흰 기물의 속 (검은 기물의 윤곽).
pub(crate) const PIECE_WHITE: Color = Color::srgb(0.98, 0.97, 0.94);
/// 검은 기물의 속 (흰 기물의 윤곽).
pub(crate) const PIECE_BLACK: Color = Color::srgb(0.10, 0.10, 0.12);
/// 후퇴 해석의 이기는 칸 (초록, 금색보다 차분하게).
pub(crate) const CELL_WIN: Color = Color::srgb(0.180, 0.478, 0.302);

/// 그런디 값 `v`(> 0)의 색: 값마다 색상을 47°씩 돌린 어두운 색 (0은 [`GOLD`]를 쓴다).
pub(crate) fn grundy_hue(v: u32) -> Color {
    Color::hsl((v as f32 * 47.0) % 360.0, 0.42, 0.30)
}
