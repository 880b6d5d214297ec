//! 이름 붙은 색. 화면의 모든 색은 여기서 온다.

use bevy::color::Color;

/// 배경.
pub(crate) const BACKGROUND: Color = Color::srgb(0.071, 0.078, 0.102);
/// 패널·카드 바탕.
pub(crate) const SURFACE: Color = Color::srgb(0.118, 0.133, 0.180);
/// 한 단계 밝은 바탕 (표 칸, 눌린 버튼).
pub(crate) const SURFACE_HIGH: Color = Color::srgb(0.165, 0.188, 0.255);
/// 고른 탭과 눌린 단추의 바탕 (어두운 금색: 그 위의 [`TEXT`]가 WCAG AA를 넘게 불투명하게).
pub(crate) const SELECTED: Color = Color::srgb(0.41, 0.35, 0.22);
/// 선과 테두리.
pub(crate) const LINE: Color = Color::srgb(0.255, 0.286, 0.369);
/// 본문 글자.
pub(crate) const TEXT: Color = Color::srgb(0.910, 0.902, 0.890);
/// 흐린 글자.
pub(crate) const TEXT_DIM: Color = Color::srgb(0.604, 0.627, 0.690);
/// 강조 (금색): 지는 칸, 선택 경로, 반짝임.
pub(crate) const GOLD: Color = Color::srgb(0.949, 0.757, 0.306);
/// 좋음·0·짝수 (청록에 가까운 초록: 적록 색각 이상에도 [`BAD`]·[`GOLD`]와 갈린다).
pub(crate) const GOOD: Color = Color::srgb(0.25, 0.82, 0.66);
/// 나쁨·1·홀수 (빨강).
pub(crate) const BAD: Color = Color::srgb(0.937, 0.353, 0.353);
/// 사람 쪽 (파랑).
pub(crate) const BLUE: Color = Color::srgb(0.353, 0.663, 0.937);
/// RAVE 값의 열 지도 (보라: 돌의 빨강·파랑과 섞이지 않게).
pub(crate) const VIOLET: Color = Color::srgb(0.702, 0.553, 0.949);
/// 님 돌.
pub(crate) const STONE: Color = Color::srgb(0.812, 0.757, 0.659);
/// 님 돌 (AI가 가져갈 돌: 주황, 어느 색각에도 [`STONE`]과 갈린다).
pub(crate) const STONE_HOT: Color = Color::srgb(0.98, 0.62, 0.20);
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

#[cfg(test)]
mod tests {
    //! 팔레트의 약속 두 가지: 글은 바탕에 대해 WCAG AA (4.5:1), 뜻이 다른 색의 짝은
    //! 보통의 눈과 적색맹·녹색맹·청색맹의 모의 모두에서 OKLab 거리 0.1 이상 (한눈에 다르다).

    use super::*;
    use crate::theme::vision::{MIN_TEXT_CONTRAST, contrast, text_on, worst_difference};
    use bevy::color::Mix;

    /// 뜻을 나르는 색의 짝이 가져야 할 거리 (OKLab). 0.02가 겨우 알아보는 차이.
    const MIN_DIFFERENCE: f32 = 0.1;

    /// 화면에 나오는 (글, 바탕)의 짝과 그 자리.
    const TEXT_PAIRS: &[(&str, Color, Color)] = &[
        ("body text on the page", TEXT, BACKGROUND),
        ("body text on a panel", TEXT, SURFACE),
        ("text on a cell, button or chart", TEXT, SURFACE_HIGH),
        ("text on a hovered button", TEXT, LINE),
        ("text on a selected tab or pressed button", TEXT, SELECTED),
        ("caption on the page", TEXT_DIM, BACKGROUND),
        ("caption on a panel", TEXT_DIM, SURFACE),
        ("caption on a cell or chart", TEXT_DIM, SURFACE_HIGH),
        ("hint on the page", GOLD, BACKGROUND),
        ("gold panel text", GOLD, SURFACE),
        ("good news on the page (Nim)", GOOD, BACKGROUND),
        ("good news on a panel", GOOD, SURFACE),
        ("bad news on the page (Nim)", BAD, BACKGROUND),
        ("bad news on a panel", BAD, SURFACE),
        ("link on a panel", BLUE, SURFACE),
        ("corner mark on the gold corner", BACKGROUND, GOLD),
    ];

    /// 뜻이 달라 구별해야 하는 색의 짝과 그 뜻.
    fn meaning_pairs() -> Vec<(&'static str, Color, Color)> {
        vec![
            ("Hex/Havannah: first vs second player", BAD, BLUE),
            ("endgame table: lost vs won for the side to move", BAD, BLUE),
            ("bits and results: 0/on/win vs 1/off/loss", GOOD, BAD),
            ("Wythoff: losing vs winning cell", GOLD, CELL_WIN),
            ("Wythoff: solved vs unsolved cell", CELL_WIN, SURFACE_HIGH),
            ("Wythoff: solved vs unsolved cell", GOLD, SURFACE_HIGH),
            ("MCTS compare: best move vs most visited", GOOD, GOLD),
            ("MCTS tree: losing vs even node", BAD, GOLD),
            ("Nim: stones the AI takes vs the rest", STONE_HOT, STONE),
            ("gomoku: black vs white stone", STONE_BLACK, STONE_WHITE),
            ("chess: white vs black piece", PIECE_WHITE, PIECE_BLACK),
            ("chess: light vs dark square", SQUARE_LIGHT, SQUARE_DARK),
            (
                "chess: selected light square",
                SQUARE_LIGHT,
                SQUARE_LIGHT.mix(&BLUE, 0.6),
            ),
            (
                "chess: selected dark square",
                SQUARE_DARK,
                SQUARE_DARK.mix(&BLUE, 0.6),
            ),
            ("glow on the board", GOLD, SURFACE_HIGH),
            ("glow on the gomoku board", GOLD, WOOD),
        ]
    }

    #[test]
    fn every_text_meets_wcag_aa_on_its_background() {
        let mut bad = Vec::new();
        for &(place, fg, bg) in TEXT_PAIRS {
            let c = contrast(fg, bg);
            if c < MIN_TEXT_CONTRAST {
                bad.push(format!("{place}: {c:.2}:1"));
            }
        }
        // 그런디 값의 칸: 값마다 색이 바뀌고 숫자의 색은 `text_on`이 고른다.
        for v in 0..64 {
            let bg = if v == 0 { GOLD } else { grundy_hue(v) };
            let c = contrast(text_on(bg), bg);
            if c < MIN_TEXT_CONTRAST {
                bad.push(format!("Grundy value {v}: {c:.2}:1"));
            }
        }
        assert!(bad.is_empty(), "below 4.5:1 — {bad:#?}");
    }

    #[test]
    fn colours_that_carry_meaning_differ_under_every_colour_vision() {
        let mut bad = Vec::new();
        for (what, a, b) in meaning_pairs() {
            let (d, eye) = worst_difference(a, b);
            if d < MIN_DIFFERENCE {
                bad.push(format!("{what}: {d:.3} under {eye}"));
            }
        }
        assert!(bad.is_empty(), "too close — {bad:#?}");
    }

    #[test]
    fn the_check_catches_the_old_red_green_pair() {
        // 시험이 실패할 수 있다: 옛 초록(0.306, 0.796, 0.443)은 녹색맹에게 빨강과 너무 가까웠다.
        let old_green = Color::srgb(0.306, 0.796, 0.443);
        let (d, eye) = worst_difference(old_green, BAD);
        assert!(d < MIN_DIFFERENCE && eye == "deuteranopia", "{d} {eye}");
    }
}
