//! 보는 눈을 위한 색 계산: 글과 바탕의 대비(WCAG 2.x), 그 대비로 바탕 위 글의 색 고르기, 그리고
//! (시험에서) 세 가지 색각 이상의 모의와 두 색이 얼마나 달라 보이는가.
//!
//! - 대비: WCAG 2.2의 상대 휘도와 대비율 `(L1 + 0.05) / (L2 + 0.05)`
//!   (<https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio>). 작은 글은 4.5:1 이상 (AA).
//! - 모의: Machado, Oliveira, Fernandes (2009), "A Physiologically-based Model for Simulation of
//!   Color Vision Deficiency", 심한 정도 1.0의 행렬을 선형 RGB에 곱한다.
//! - 달라 보이는 정도: OKLab 공간의 거리 (Björn Ottosson, 2020). 0.02쯤이 겨우 알아보는 차이다.

use bevy::color::{Color, Luminance};

/// 작은 글(18 pt 아래)이 바탕에 대해 가져야 할 대비 (WCAG AA).
#[cfg(test)]
pub(crate) const MIN_TEXT_CONTRAST: f32 = 4.5;

/// WCAG의 대비율 (1–21). 알파는 보지 않는다 (불투명한 색끼리).
pub(crate) fn contrast(a: Color, b: Color) -> f32 {
    let (la, lb) = (a.luminance(), b.luminance());
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// 바탕 `bg` 위의 글에 쓸 색: 밝은 글([`super::palette::TEXT`])과 어두운 글([`super::palette::BACKGROUND`])
/// 가운데 대비가 큰 것. 칸의 색이 값마다 바뀌는 판(그런디 값 등)의 숫자가 쓴다.
pub(crate) fn text_on(bg: Color) -> Color {
    use super::palette::{BACKGROUND, TEXT};
    if contrast(TEXT, bg) >= contrast(BACKGROUND, bg) {
        TEXT
    } else {
        BACKGROUND
    }
}

/// 색각 이상의 종류 (시험에서 모의한다).
#[cfg(test)]
#[derive(Clone, Copy, Debug)]
pub(crate) enum Deficiency {
    /// 적색맹 (L 원뿔 없음).
    Protanopia,
    /// 녹색맹 (M 원뿔 없음) — 가장 흔하다.
    Deuteranopia,
    /// 청색맹 (S 원뿔 없음).
    Tritanopia,
}

#[cfg(test)]
impl Deficiency {
    pub(crate) const ALL: [Deficiency; 3] = [
        Deficiency::Protanopia,
        Deficiency::Deuteranopia,
        Deficiency::Tritanopia,
    ];

    /// Machado 등 (2009)의 표 2, 심한 정도 1.0.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Deficiency::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Deficiency::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// 이 눈에 `c`가 보이는 색.
    pub(crate) fn simulate(self, c: Color) -> Color {
        let l = bevy::color::LinearRgba::from(c);
        let v = [l.red, l.green, l.blue];
        let m = self.matrix();
        let row = |r: [f32; 3]| (r[0] * v[0] + r[1] * v[1] + r[2] * v[2]).clamp(0.0, 1.0);
        Color::linear_rgb(row(m[0]), row(m[1]), row(m[2]))
    }
}

/// 두 색이 달라 보이는 정도: OKLab의 유클리드 거리.
#[cfg(test)]
pub(crate) fn difference(a: Color, b: Color) -> f32 {
    use bevy::color::Oklaba;
    let (a, b) = (Oklaba::from(a), Oklaba::from(b));
    ((a.lightness - b.lightness).powi(2) + (a.a - b.a).powi(2) + (a.b - b.b).powi(2)).sqrt()
}

/// OKLab의 밝기 (0–1): 순차 색 지도는 이것이 값과 함께 늘어야 한다.
#[cfg(test)]
pub(crate) fn lightness(c: Color) -> f32 {
    bevy::color::Oklaba::from(c).lightness
}

/// 보통의 눈과 세 가지 색각 이상 모두에서 두 색이 달라 보이는 정도의 가장 작은 값.
#[cfg(test)]
pub(crate) fn worst_difference(a: Color, b: Color) -> (f32, &'static str) {
    let mut worst = (difference(a, b), "normal");
    for d in Deficiency::ALL {
        let x = difference(d.simulate(a), d.simulate(b));
        if x < worst.0 {
            worst = (
                x,
                match d {
                    Deficiency::Protanopia => "protanopia",
                    Deficiency::Deuteranopia => "deuteranopia",
                    Deficiency::Tritanopia => "tritanopia",
                },
            );
        }
    }
    worst
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_matches_the_wcag_extremes() {
        // 흰 글과 검은 바탕은 21:1, 같은 색은 1:1 (WCAG의 정의).
        assert!((contrast(Color::WHITE, Color::BLACK) - 21.0).abs() < 0.01);
        assert!(
            (contrast(Color::srgb(0.5, 0.2, 0.9), Color::srgb(0.5, 0.2, 0.9)) - 1.0).abs() < 1e-4
        );
        // 알려진 값: #777777 위 흰 글은 4.48:1 (AA에 조금 모자라는 흔한 예).
        let grey = Color::srgb_u8(0x77, 0x77, 0x77);
        assert!((contrast(Color::WHITE, grey) - 4.48).abs() < 0.01);
    }

    #[test]
    fn simulation_keeps_greys_and_merges_red_with_green() {
        // 회색은 어느 눈에도 (거의) 회색이다: 행렬의 줄 합이 1.
        let grey = Color::srgb(0.5, 0.5, 0.5);
        for d in Deficiency::ALL {
            assert!(difference(d.simulate(grey), grey) < 0.01, "{d:?}");
        }
        // 같은 밝기의 빨강과 초록은 녹색맹에게 보통의 눈보다 훨씬 가깝다 (모의가 뭔가를 한다).
        let (red, green) = (Color::srgb(0.8, 0.4, 0.2), Color::srgb(0.45, 0.55, 0.2));
        let d = Deficiency::Deuteranopia;
        assert!(difference(d.simulate(red), d.simulate(green)) < difference(red, green) / 3.0);
    }

    #[test]
    fn text_on_picks_the_readable_side() {
        use crate::theme::palette::{BACKGROUND, GOLD, SURFACE, TEXT};
        assert_eq!(text_on(GOLD), BACKGROUND);
        assert_eq!(text_on(SURFACE), TEXT);
    }
}
