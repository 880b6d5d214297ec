//! 장면의 판 게임을 한 가지로 다루는 트레이트 [`BoardGame`]: 칸의 자리 (육각 격자, 칸 폭 1), 돌, 이긴
//! 모양, 이름. 장면의 대국·그림·입력·패널·비교는 이 트레이트 위에서 한 번만 짠다; 게임마다의 구현은
//! `hex.rs`, `havannah.rs`에. 그리고 판을 화면에 맞추는 배치 [`BoardFit`].

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::Player;
use gameai::mcts::{Game, Rollout};
use gameai_remote::RemoteGame;
use gameai_remote::wire::Wire;

use super::state::{MctsMode, MctsSettings};
use crate::i18n::{PlayError, S};
use crate::layout::{BoardShape, ScreenLayout};
use crate::theme::palette;

/// √3 / 2: 꼭짓점이 위아래인 육각형 격자에서 줄 사이의 높이 (칸 폭 1).
pub(super) const ROW: f32 = 0.866_025_4;

/// 장면이 그리고 둘 수 있는 판 게임.
/// 작업자에게도 보낼 수 있다 ([`RemoteGame`]: 국면과 수가 경계를 건넌다).
pub trait BoardGame: Rollout + Game<Move: Wire> + RemoteGame + core::fmt::Debug + 'static {
    /// 어느 게임인가 (저장 글, 공유 링크, 기록의 형식, 난이도의 손잡이, 보이는 이름이 여기서 나온다).
    const ID: GameId;
    /// 이 게임을 두는 장면 모드.
    const MODE: MctsMode;
    /// 라이브러리의 "둘 수 없음" 오류.
    type Error: Into<PlayError> + core::fmt::Debug;
    /// 판 크기의 범위.
    const SIZES: core::ops::RangeInclusive<u8>;
    /// 휴대폰(세로) 기본 크기와 넓은 화면 기본 크기.
    const DEFAULT_SIZE: (u8, u8);
    /// 교환 규칙을 고를 수 있는가 (패널에 그 칸이 보인다).
    const OFFERS_SWAP: bool = false;
    /// 시뮬레이션의 다리 지키기를 고를 수 있는가 (패널의 칸과 A/B 비교의 한 가지).
    const OFFERS_BRIDGES: bool = false;

    /// 새 판 (`swap`은 헥스의 교환 규칙).
    fn fresh(size: u8, swap: bool) -> Self;
    /// 판 크기.
    fn board_size(&self) -> u8;
    /// 판 위의 모든 칸.
    fn cells(&self) -> Vec<Self::Move>;
    /// 칸의 가운데, 육각 격자 좌표 (칸 폭 1, 위가 +y).
    fn center(&self, mv: Self::Move) -> Vec2;
    /// 칸의 돌.
    fn stone(&self, mv: Self::Move) -> Option<Player>;
    /// 이긴 돌들 (끝났을 때).
    fn winning_cells(&self) -> Vec<Self::Move>;
    /// 이긴 모양의 이름.
    fn win_name(&self) -> Option<S>;
    /// 수의 이름 (`c4`, `swap`).
    fn name(&self, mv: Self::Move) -> String;
    /// 이름 → 수 (`c4`, `swap`). 합법인지는 [`BoardGame::try_move`]가 본다.
    fn parse_move(&self, name: &str) -> Result<Self::Move, Self::Error>;
    /// 교환 규칙을 켠 판인가.
    fn swap_rule(&self) -> bool {
        false
    }
    /// 검사하고 둔다. 불법이면 아무것도 바꾸지 않고 오류 메시지.
    fn try_move(&mut self, mv: Self::Move) -> Result<(), Self::Error>;
    /// 설정에서 이 게임의 판 크기: 사람이 고른 것, 없으면 화면에 맞는 기본값 (범위 안으로).
    fn size_setting(settings: &MctsSettings) -> u8 {
        let (phone, wide) = Self::DEFAULT_SIZE;
        let default = if settings.portrait { phone } else { wide };
        let size = settings.sizes.get(Self::ID).unwrap_or(default);
        size.clamp(*Self::SIZES.start(), *Self::SIZES.end())
    }
    /// 판 가장자리의 표시: (칸, 그 칸이 닿는 쪽의 색 또는 꼭짓점이면 `None`).
    fn rim(&self) -> Vec<(Self::Move, Option<Player>)>;
    /// 교환 수 (있으면).
    fn swap_move(&self) -> Option<Self::Move> {
        None
    }
    /// 설정의 이 게임 판 크기를 바꾼다 (패널의 슬라이더, 기록을 붙여 넣을 때).
    fn set_size_setting(settings: &mut MctsSettings, size: u8) {
        settings.sizes.set(Self::ID, size);
    }
    /// 빈 판 `start`에서 `moves`를 둔 대국의 SGF.
    fn write_record(start: &Self, moves: &[Self::Move]) -> Result<String, String>;
    /// SGF를 읽어 (판 크기, 수들).
    fn read_record(text: &str) -> Result<(u8, Vec<Self::Move>), String>;
}

/// 쪽의 돌 색: 먼저 두는 쪽 빨강, 나중 쪽 파랑.
pub(crate) fn player_color(p: Player) -> Color {
    match p {
        Player::First => palette::BAD,
        Player::Second => palette::BLUE,
    }
}

/// 판이 들어갈 곳: 판 사각형에서 위아래 글 한 줄씩 뺀 곳.
pub fn board_area(layout: &ScreenLayout) -> Rect {
    let b = layout.board;
    let strip = crate::hud::board_text::strip_height(b);
    Rect::new(b.min.x, b.min.y + strip, b.max.x, b.max.y - strip)
}

/// 판을 화면 사각형에 맞추는 배치: 육각 격자 좌표 → 월드 좌표. 세로로 긴 화면에서는 판을 90° 돌려
/// 긴 쪽을 세로에 둔다 (헥스 11×11의 마름모는 폭이 높이의 1.6배다).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardFit {
    /// 격자 좌표 원점이 놓이는 월드 좌표.
    pub(crate) offset: Vec2,
    /// 칸 폭 (논리 픽셀, 마주 보는 두 변 사이).
    pub(crate) scale: f32,
    /// 90° 돌렸는가.
    pub(crate) turned: bool,
}

/// 칸 가운데들을 감싸는 사각형에 칸의 반지름만큼 여유를 더한 것 (격자 단위, 돌리기 전).
fn extent<G: BoardGame>(game: &G) -> (Vec2, Vec2) {
    let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for c in game.cells() {
        let p = game.center(c);
        lo = lo.min(p);
        hi = hi.max(p);
    }
    // 칸의 반지름만큼 여유 (육각형의 꼭짓점까지 1/√3, 옆 변까지 1/2).
    let pad = Vec2::new(0.5, 0.58);
    (lo - pad, hi + pad)
}

/// 격자 좌표를 90° (시계 반대 방향) 돌린다.
fn turn(p: Vec2) -> Vec2 {
    Vec2::new(-p.y, p.x)
}

impl BoardFit {
    /// `game`의 모든 칸이 `area` 안에 들어가게. 돌린 것과 안 돌린 것 중 칸이 더 큰 쪽.
    pub fn compute<G: BoardGame>(game: &G, area: Rect) -> BoardFit {
        let (lo, hi) = extent(game);
        let fit = |turned: bool| {
            let (lo, hi) = if turned {
                (turn(hi).min(turn(lo)), turn(hi).max(turn(lo)))
            } else {
                (lo, hi)
            };
            let size = (hi - lo).max(Vec2::splat(0.01));
            let scale = (area.width() / size.x).min(area.height() / size.y).max(1.0);
            let offset = area.center() - (lo + hi) / 2.0 * scale;
            BoardFit {
                offset,
                scale,
                turned,
            }
        };
        let (flat, upright) = (fit(false), fit(true));
        // 거의 같으면 돌리지 않는다 (익숙한 모양).
        if upright.scale > flat.scale * 1.02 {
            upright
        } else {
            flat
        }
    }

    /// 세로 화면에서 판이 폭을 다 쓰는 데 필요한 모양: 두 방향 중 더 긴 쪽을 세로로.
    pub fn shape<G: BoardGame>(game: &G) -> BoardShape {
        let size = {
            let (lo, hi) = extent(game);
            (hi - lo).max(Vec2::splat(0.01))
        };
        BoardShape {
            aspect: (size.x / size.y).max(size.y / size.x),
            extra: 0.0,
        }
    }

    /// 격자 좌표 → 월드.
    pub fn to_world(&self, p: Vec2) -> Vec2 {
        let p = if self.turned { turn(p) } else { p };
        self.offset + p * self.scale
    }

    /// 칸 그림(꼭짓점이 위인 육각형)을 돌릴 만큼.
    pub fn rotation(&self) -> Quat {
        if self.turned {
            Quat::from_rotation_z(core::f32::consts::FRAC_PI_2)
        } else {
            Quat::IDENTITY
        }
    }

    /// 월드 좌표 아래의 칸 (가운데에서 칸 폭의 반 안쪽).
    pub fn cell_at<G: BoardGame>(&self, game: &G, world: Vec2) -> Option<G::Move> {
        let q = (world - self.offset) / self.scale;
        let p = if self.turned { Vec2::new(q.y, -q.x) } else { q };
        game.cells()
            .into_iter()
            .map(|c| (c, game.center(c).distance(p)))
            .filter(|&(_, d)| d <= 0.5)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(c, _)| c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameai::games::havannah::Havannah;
    use gameai::games::hex::Hex;

    fn neighbours_are_one_apart<G: BoardGame>(g: &G, adjacent: impl Fn(G::Move, G::Move) -> bool) {
        let cells = g.cells();
        for &a in &cells {
            for &b in &cells {
                if a == b {
                    continue;
                }
                let d = g.center(a).distance(g.center(b));
                assert_eq!(
                    adjacent(a, b),
                    (d - 1.0).abs() < 1e-3,
                    "{} {}",
                    g.name(a),
                    g.name(b)
                );
            }
        }
    }

    #[test]
    fn hex_layout_puts_neighbours_one_cell_apart() {
        let h = Hex::new(5, false).unwrap();
        neighbours_are_one_apart(&h, |a, b| h.neighbors(a.0).any(|n| n == b.0));
    }

    #[test]
    fn havannah_layout_puts_neighbours_one_cell_apart() {
        let h = Havannah::new(4).unwrap();
        neighbours_are_one_apart(&h, |a, b| {
            let ((ax, ay), (bx, by)) = (h.coords(a), h.coords(b));
            let (dx, dy) = (i16::from(bx) - i16::from(ax), i16::from(by) - i16::from(ay));
            matches!(
                (dx, dy),
                (1, 0) | (-1, 0) | (0, 1) | (0, -1) | (1, 1) | (-1, -1)
            )
        });
    }

    #[test]
    fn every_cell_is_found_at_its_center() {
        let h = Havannah::new(6).unwrap();
        for area in [
            Rect::new(-300.0, -200.0, 300.0, 200.0),
            Rect::new(-150.0, -300.0, 150.0, 300.0),
        ] {
            let fit = BoardFit::compute(&h, area);
            for c in h.cells() {
                assert_eq!(fit.cell_at(&h, fit.to_world(h.center(c))), Some(c));
                let p = fit.to_world(h.center(c));
                assert!(area.inflate(fit.scale * 0.01).contains(p), "{area:?} {p}");
            }
            assert_eq!(fit.cell_at(&h, area.min + 1.0), None);
        }
        let hex = Hex::new(11, false).unwrap();
        let tall = BoardFit::compute(&hex, Rect::new(-170.0, -230.0, 170.0, 230.0));
        assert!(tall.turned, "a tall area turns the long rhombus upright");
        for c in hex.cells() {
            assert_eq!(tall.cell_at(&hex, tall.to_world(hex.center(c))), Some(c));
        }
        let wide = BoardFit::compute(&hex, Rect::new(-400.0, -200.0, 400.0, 200.0));
        assert!(!wide.turned);
    }

    /// 휴대폰에서의 최소 크기: 360×640 세로에서 헥스 11×11 칸 ≥ 28 px, 하바나 밑변 8 칸 ≥ 22 px. 다른
    /// 크기에서도 판은 판 사각형 안에 있다.
    #[test]
    fn phone_boards_meet_the_minimum_cell_sizes() {
        fn check<G: BoardGame>(g: &G, min_at_phone: f32) {
            for (w, h) in crate::layout::CHECKED_SIZES {
                let layout = ScreenLayout::for_shape(Vec2::new(w, h), BoardFit::shape(g));
                let area = board_area(&layout);
                let fit = BoardFit::compute(g, area);
                for c in g.cells() {
                    let p = fit.to_world(g.center(c));
                    assert!(area.inflate(1.0).contains(p), "{w}x{h} {}", g.name(c));
                }
                if (w, h) == (360.0, 640.0) {
                    assert!(fit.scale >= min_at_phone, "{w}x{h}: {}", fit.scale);
                }
            }
        }
        check(&Hex::new(11, false).unwrap(), 28.0);
        check(&Havannah::new(8).unwrap(), 22.0);
    }
}
