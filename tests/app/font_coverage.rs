//! 번들 폰트(글자 표에 맞춰 줄인 것)가 화면에 나올 모든 글자를 담는지 확인한다.
//! 실패하면 `python3 tools/subset-fonts.py`를 다시 돌린다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use ai_arcade::testing::i18n::every_text;
use ai_arcade::testing::theme::FONT_MAIN;

fn covers(font: &[u8], c: char) -> bool {
    let face = ttf_parser::Face::parse(font, 0).expect("a valid TrueType font");
    face.glyph_index(c).is_some()
}

#[test]
fn bundled_font_covers_every_string() {
    let mut missing = Vec::new();
    for s in every_text() {
        for c in s.chars().filter(|c| !c.is_control()) {
            if !covers(FONT_MAIN, c) && !missing.contains(&c) {
                missing.push(c);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "the bundled font lacks {missing:?}: run `python3 tools/subset-fonts.py`"
    );
}

#[test]
fn symbols_drawn_on_the_boards_are_covered() {
    // 판 위에 직접 그리는 기호 (글자 표 밖).
    for c in "⌂♛♔♕♖♗♘♙♚♜♝♞♟⊕φ≈→".chars() {
        assert!(covers(FONT_MAIN, c), "{c}");
    }
}

#[test]
fn the_subset_is_actually_small() {
    // 휴대폰에서 내려받는 크기: 원본 나눔고딕은 4.7 MB.
    assert!(FONT_MAIN.len() < 400_000, "{} bytes", FONT_MAIN.len());
}
