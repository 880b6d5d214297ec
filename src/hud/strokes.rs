//! 판 위의 선과 표시: 테두리, 화살표, 점선, 작은 원, 수순의 유령 돌과 번호. 시스템들이 프레임마다
//! 월드 좌표로 [`Strokes`]에 적고, egui가 [`super::label`]의 글보다 먼저 (곧 글 아래에) 그린다.
//! 프레임이 시작할 때 비운다.
//!
//! Bevy의 기즈모 대신인 까닭은 [`super::label`]과 같다: 기즈모의 그리기 파이프라인과 셰이더는 웹
//! 빌드의 내려받기 크기에 들고, 여기서 쓰는 선 몇 가닥은 egui의 붓으로 충분하다.

use std::f32::consts::FRAC_PI_4;

use bevy::prelude::*;

use super::panel::color32;

/// 이 프레임에 그릴 선들 (월드 좌표, 논리 픽셀).
#[derive(Resource, Debug, Default)]
pub struct Strokes {
    shapes: Vec<Stroke>,
}

/// 선 하나.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stroke {
    /// `a`에서 `b`까지의 곧은 선.
    Line { a: Vec2, b: Vec2, color: Color },
    /// 가운데 `center`, 크기 `size`인 사각형의 테두리.
    Rect {
        center: Vec2,
        size: Vec2,
        color: Color,
    },
    /// 가운데 `center`, 크기 `size`인 채운 사각형 (작은 판의 칸).
    Fill {
        center: Vec2,
        size: Vec2,
        color: Color,
    },
    /// 가운데 `center`, 반지름 `radius`인 원의 테두리.
    Circle {
        center: Vec2,
        radius: f32,
        color: Color,
    },
    /// `a`에서 `b`까지 굵기 `width`인 선 (수순의 화살표).
    Thick {
        a: Vec2,
        b: Vec2,
        width: f32,
        color: Color,
    },
    /// 가운데 `center`, 반지름 `radius`인 채운 원 (수순의 유령 돌).
    Disc {
        center: Vec2,
        radius: f32,
        color: Color,
    },
    /// `at`을 가운데로 한 수 `n` (수순의 번호), 글자 크기 `size`.
    Number {
        at: Vec2,
        n: u32,
        size: f32,
        color: Color,
    },
}

/// 선의 굵기 (논리 픽셀).
pub(crate) const WIDTH: f32 = 2.0;

impl Strokes {
    /// 곧은 선.
    pub fn line(&mut self, a: Vec2, b: Vec2, color: Color) {
        self.shapes.push(Stroke::Line { a, b, color });
    }

    /// 굵기 `width`의 곧은 띠 (끝은 둥글지 않다): 돌 몇 개를 잇는 강조 (오목의 위협 모양).
    pub fn band(&mut self, a: Vec2, b: Vec2, width: f32, color: Color) {
        self.shapes.push(Stroke::Thick { a, b, width, color });
    }

    /// 사각형의 테두리.
    pub fn rect(&mut self, center: Vec2, size: Vec2, color: Color) {
        self.shapes.push(Stroke::Rect {
            center,
            size,
            color,
        });
    }

    /// 원의 테두리.
    pub fn circle(&mut self, center: Vec2, radius: f32, color: Color) {
        self.shapes.push(Stroke::Circle {
            center,
            radius,
            color,
        });
    }

    /// 채운 원.
    pub fn disc(&mut self, center: Vec2, radius: f32, color: Color) {
        self.shapes.push(Stroke::Disc {
            center,
            radius,
            color,
        });
    }

    /// 채운 사각형.
    pub fn fill(&mut self, center: Vec2, size: Vec2, color: Color) {
        self.shapes.push(Stroke::Fill {
            center,
            size,
            color,
        });
    }

    /// 가운데 맞춘 번호.
    pub fn number(&mut self, at: Vec2, n: u32, size: f32, color: Color) {
        self.shapes.push(Stroke::Number { at, n, size, color });
    }

    /// 수순의 `n`번째 수를 반투명한 유령 돌로: 반지름 `radius`의 채운 원(`fill`)에 번호(`ink`, 원보다 조금
    /// 크게, 읽을 수 있는 크기 이상). 돌 게임의 AI 수순이 같이 쓴다 (오목, 헥스, 하바나).
    pub fn ghost_stone(&mut self, at: Vec2, radius: f32, fill: Color, n: u32, ink: Color) {
        self.disc(at, radius, fill);
        self.number(at, n, (radius * 1.3).max(crate::layout::MIN_TEXT), ink);
    }

    /// `a`에서 `b`로 가는 화살표: 선과, 끝에서 뒤로 `tip`만큼 45°로 벌어진 날개 둘.
    pub fn arrow(&mut self, a: Vec2, b: Vec2, tip: f32, color: Color) {
        self.line(a, b, color);
        let back = (a - b).normalize_or_zero() * tip;
        if back == Vec2::ZERO {
            return;
        }
        for turn in [FRAC_PI_4, -FRAC_PI_4].map(Vec2::from_angle) {
            self.line(b, b + turn.rotate(back), color);
        }
    }

    /// 굵은 화살표: 굵기 `width`의 선과 날개 (체스 수순). 날개 길이는 `tip`.
    pub fn wide_arrow(&mut self, a: Vec2, b: Vec2, tip: f32, width: f32, color: Color) {
        self.shapes.push(Stroke::Thick { a, b, width, color });
        let back = (a - b).normalize_or_zero() * tip;
        if back == Vec2::ZERO {
            return;
        }
        for turn in [FRAC_PI_4, -FRAC_PI_4].map(Vec2::from_angle) {
            self.shapes.push(Stroke::Thick {
                a: b,
                b: b + turn.rotate(back),
                width,
                color,
            });
        }
    }

    /// `a`에서 `b`까지 `dash` 길이의 선을 같은 간격으로.
    pub fn dashed(&mut self, a: Vec2, b: Vec2, dash: f32, color: Color) {
        let len = a.distance(b);
        if len <= 0.0 || dash <= 0.0 {
            return;
        }
        let dir = (b - a) / len;
        let mut t = 0.0;
        while t < len {
            let end = (t + dash).min(len);
            self.line(a + dir * t, a + dir * end, color);
            t += dash * 2.0;
        }
    }

    /// 적힌 선들.
    pub fn shapes(&self) -> &[Stroke] {
        &self.shapes
    }
}

/// 선들을 egui의 `painter`로 그린다. `to_screen`은 월드 좌표를 화면 좌표(egui 점)로.
pub(super) fn paint(
    strokes: &Strokes,
    painter: &bevy_egui::egui::Painter,
    to_screen: impl Fn(Vec2) -> Option<bevy_egui::egui::Pos2>,
) {
    use bevy_egui::egui;
    // 월드의 가운데와 크기 → 화면의 사각형.
    let screen_rect = |center: Vec2, size: Vec2| {
        let lo = to_screen(center - size / 2.0)?;
        let hi = to_screen(center + size / 2.0)?;
        Some(egui::Rect::from_two_pos(lo, hi))
    };
    for s in &strokes.shapes {
        match *s {
            Stroke::Line { a, b, color } => {
                if let (Some(a), Some(b)) = (to_screen(a), to_screen(b)) {
                    painter.line_segment([a, b], egui::Stroke::new(WIDTH, color32(color)));
                }
            }
            Stroke::Rect {
                center,
                size,
                color,
            } => {
                if let Some(r) = screen_rect(center, size) {
                    painter.rect_stroke(
                        r,
                        0.0,
                        egui::Stroke::new(WIDTH, color32(color)),
                        egui::StrokeKind::Middle,
                    );
                }
            }
            Stroke::Fill {
                center,
                size,
                color,
            } => {
                if let Some(r) = screen_rect(center, size) {
                    painter.rect_filled(r, 0.0, color32(color));
                }
            }
            Stroke::Circle {
                center,
                radius,
                color,
            } => {
                if let Some(c) = to_screen(center) {
                    painter.circle_stroke(c, radius, egui::Stroke::new(WIDTH, color32(color)));
                }
            }
            Stroke::Thick { a, b, width, color } => {
                if let (Some(a), Some(b)) = (to_screen(a), to_screen(b)) {
                    painter.line_segment([a, b], egui::Stroke::new(width, color32(color)));
                    // 끝을 둥글게 (날개가 만나는 곳이 이가 빠져 보이지 않게).
                    painter.circle_filled(b, width / 2.0, color32(color));
                }
            }
            Stroke::Disc {
                center,
                radius,
                color,
            } => {
                if let Some(c) = to_screen(center) {
                    painter.circle_filled(c, radius, color32(color));
                }
            }
            Stroke::Number { at, n, size, color } => {
                if let Some(c) = to_screen(at) {
                    painter.text(
                        c,
                        egui::Align2::CENTER_CENTER,
                        n.to_string(),
                        egui::FontId::proportional(size),
                        color32(color),
                    );
                }
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Strokes>();
    app.add_systems(First, |mut s: ResMut<Strokes>| s.shapes.clear());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_is_a_shaft_and_two_wings_ending_at_the_tip() {
        let mut s = Strokes::default();
        s.arrow(Vec2::ZERO, Vec2::new(10.0, 0.0), 2.0, Color::WHITE);
        let lines: Vec<(Vec2, Vec2)> = s
            .shapes()
            .iter()
            .map(|x| match *x {
                Stroke::Line { a, b, .. } => (a, b),
                _ => panic!("{x:?}"),
            })
            .collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0], (Vec2::ZERO, Vec2::new(10.0, 0.0)));
        for &(a, b) in &lines[1..] {
            assert_eq!(a, Vec2::new(10.0, 0.0));
            // 날개는 뒤쪽(왼쪽)으로, 길이 `tip`, 위아래로 하나씩.
            assert!((a.distance(b) - 2.0).abs() < 1e-4);
            assert!(b.x < 10.0);
        }
        assert!(lines[1].1.y * lines[2].1.y < 0.0);
    }

    #[test]
    fn dashes_cover_half_the_line() {
        let mut s = Strokes::default();
        s.dashed(Vec2::ZERO, Vec2::new(10.0, 0.0), 1.0, Color::WHITE);
        let drawn: f32 = s
            .shapes()
            .iter()
            .map(|x| match *x {
                Stroke::Line { a, b, .. } => a.distance(b),
                _ => 0.0,
            })
            .sum();
        assert_eq!(s.shapes().len(), 5);
        assert!((drawn - 5.0).abs() < 1e-4);
    }

    #[test]
    fn a_zero_length_arrow_or_dash_draws_no_wings() {
        let mut s = Strokes::default();
        s.arrow(Vec2::ONE, Vec2::ONE, 2.0, Color::WHITE);
        s.dashed(Vec2::ONE, Vec2::ONE, 1.0, Color::WHITE);
        assert_eq!(s.shapes().len(), 1);
    }
}
