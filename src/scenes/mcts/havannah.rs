//! 하바나를 장면의 판 게임으로: 칸의 자리(여섯 변의 육각 판), 가장자리와 꼭짓점, 이긴 모양의 이름,
//! 기록. 규칙과 시뮬레이션은 라이브러리(`gameai::games::havannah`)에.

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::Player;
use gameai::games::havannah::{HavMove, Havannah, HavannahError, WinKind};
use gameai::sgf;

use super::board::{BoardGame, ROW};
use super::state::MctsMode;
use crate::i18n::S;

impl BoardGame for Havannah {
    const ID: GameId = GameId::Havannah;
    const MODE: MctsMode = MctsMode::Havannah;
    type Error = HavannahError;
    const SIZES: core::ops::RangeInclusive<u8> = gameai::games::havannah::BASES;
    /// 한 변: 휴대폰 세로 5, 넓은 화면 6.
    const DEFAULT_SIZE: (u8, u8) = (5, 6);

    fn fresh(size: u8, _swap: bool) -> Self {
        let size = size.clamp(*Self::SIZES.start(), *Self::SIZES.end());
        Havannah::new(size).expect("bases are clamped to the valid range")
    }
    fn board_size(&self) -> u8 {
        self.base()
    }
    fn cells(&self) -> Vec<HavMove> {
        self.all_cells().collect()
    }
    /// (x, y) → 이웃 (1, 1)이 오른쪽 위가 되도록: x는 오른쪽, y는 왼쪽 위로.
    fn center(&self, mv: HavMove) -> Vec2 {
        let (x, y) = self.coords(mv);
        let m = f32::from(self.base()) - 1.0;
        Vec2::new(
            f32::from(x) - f32::from(y) * 0.5 - m * 0.5,
            (f32::from(y) - m) * ROW,
        )
    }
    fn stone(&self, mv: HavMove) -> Option<Player> {
        self.at(mv)
    }
    fn winning_cells(&self) -> Vec<HavMove> {
        self.winning_group()
    }
    fn win_name(&self) -> Option<S> {
        self.win().map(|(k, _)| match k {
            WinKind::Ring => S::MctsRing,
            WinKind::Bridge => S::MctsBridge,
            WinKind::Fork => S::MctsFork,
        })
    }
    fn name(&self, mv: HavMove) -> String {
        self.move_name(mv)
    }
    fn parse_move(&self, name: &str) -> Result<HavMove, HavannahError> {
        Havannah::parse_move(self, name)
    }
    fn try_move(&mut self, mv: HavMove) -> Result<(), HavannahError> {
        self.try_play(mv)
    }
    fn write_record(start: &Self, moves: &[HavMove]) -> Result<String, String> {
        sgf::write(start, moves)
    }
    fn read_record(text: &str) -> Result<(u8, Vec<HavMove>), String> {
        let (g, moves) = sgf::read::<Havannah>(text).map_err(|e| e.to_string())?;
        Ok((g.base(), moves))
    }
    fn rim(&self) -> Vec<(HavMove, Option<Player>)> {
        self.all_cells()
            .filter(|&c| self.is_corner(c) || self.edge_of(c).is_some())
            .map(|c| (c, None))
            .collect()
    }
}
