//! 헥스를 장면의 판 게임으로: 칸의 자리(HexGui처럼 a1이 왼쪽 위인 마름모), 가장자리의 색, 기록,
//! 교환 규칙과 다리 지키기. 규칙과 시뮬레이션은 라이브러리(`gameai::games::hex`)에.

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::hex::{Hex, HexError, HexMove};
use gameai::games::{Player, Status};
use gameai::mcts::Game;
use gameai::sgf;

use super::board::{BoardGame, ROW};
use super::state::MctsMode;
use crate::i18n::S;

impl BoardGame for Hex {
    const ID: GameId = GameId::Hex;
    const MODE: MctsMode = MctsMode::Hex;
    type Error = HexError;
    const SIZES: core::ops::RangeInclusive<u8> = gameai::games::hex::SIZES;
    /// 휴대폰 세로 9×9, 넓은 화면 11×11.
    const DEFAULT_SIZE: (u8, u8) = (9, 11);
    const OFFERS_SWAP: bool = true;
    const OFFERS_BRIDGES: bool = true;

    fn fresh(size: u8, swap: bool) -> Self {
        let size = size.clamp(*Self::SIZES.start(), *Self::SIZES.end());
        Hex::new(size, swap).expect("sizes are clamped to the valid range")
    }
    fn board_size(&self) -> u8 {
        self.size()
    }
    fn cells(&self) -> Vec<HexMove> {
        (0..self.size() * self.size()).map(HexMove).collect()
    }
    /// HexGui처럼 a1이 왼쪽 위이고 줄이 내려갈수록 오른쪽으로 반 칸씩 밀린다.
    fn center(&self, mv: HexMove) -> Vec2 {
        let (c, r) = self.coords(mv.0);
        Vec2::new(f32::from(c) + f32::from(r) * 0.5, -f32::from(r) * ROW)
    }
    fn stone(&self, mv: HexMove) -> Option<Player> {
        self.at(mv.0)
    }
    fn winning_cells(&self) -> Vec<HexMove> {
        self.winning_chain().into_iter().map(HexMove).collect()
    }
    fn win_name(&self) -> Option<S> {
        matches!(self.status(), Status::Won(_)).then_some(S::MctsConnection)
    }
    fn name(&self, mv: HexMove) -> String {
        self.move_name(mv)
    }
    fn parse_move(&self, name: &str) -> Result<HexMove, HexError> {
        Hex::parse_move(self, name)
    }
    fn swap_rule(&self) -> bool {
        Hex::swap_rule(self)
    }
    fn try_move(&mut self, mv: HexMove) -> Result<(), HexError> {
        self.try_play(mv)
    }
    fn write_record(start: &Self, moves: &[HexMove]) -> Result<String, String> {
        sgf::write(start, moves)
    }
    fn read_record(text: &str) -> Result<(u8, Vec<HexMove>), String> {
        let (g, moves) = sgf::read::<Hex>(text).map_err(|e| e.to_string())?;
        Ok((g.size(), moves))
    }
    fn rim(&self) -> Vec<(HexMove, Option<Player>)> {
        let n = self.size();
        let mut v = Vec::new();
        for i in 0..n {
            // 흑: 행 1과 마지막 행. 백: 열 a와 마지막 열.
            v.push((HexMove(self.cell(i, 0)), Some(Player::First)));
            v.push((HexMove(self.cell(i, n - 1)), Some(Player::First)));
            v.push((HexMove(self.cell(0, i)), Some(Player::Second)));
            v.push((HexMove(self.cell(n - 1, i)), Some(Player::Second)));
        }
        v
    }
    fn swap_move(&self) -> Option<HexMove> {
        Some(HexMove::SWAP)
    }
}
