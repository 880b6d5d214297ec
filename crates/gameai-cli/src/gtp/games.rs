//! GTP가 모는 게임들 (헥스, 하바나)과 GTP의 색: 규칙 파일의 수 두기를 GTP의 말로 잇는다.

use gameai::games::havannah::Havannah;
use gameai::games::hex::{Hex, HexMove};
use gameai::games::{GameId, Player};
use gameai::mcts::Rollout;

/// GTP로 둘 수 있는 게임.
pub(super) trait GtpGame: Rollout + std::fmt::Display {
    /// 라이브러리의 게임 이름 (난이도의 손잡이).
    const ID: GameId;
    /// 먼저 두는 쪽의 GTP 색.
    const FIRST: Color;
    /// 판 크기의 범위.
    const SIZES: (u8, u8);
    /// 기본 크기.
    const DEFAULT_SIZE: u8;
    fn fresh(size: u8, swap: bool) -> Result<Self, String>;
    fn parse(&self, s: &str) -> Result<Self::Move, String>;
    fn name(&self, mv: Self::Move) -> String;
    fn try_play(&mut self, mv: Self::Move) -> Result<(), String>;
    /// 차례가 아닌 쪽 `who`의 돌 `mv`를 놓는다 (GTP의 `play`는 판을 짜려고 아무 색이나 둔다): 돌을 더한
    /// 국면을 다시 세우고, 그다음 차례는 `who`의 상대.
    fn put_out_of_turn(&mut self, who: Player, mv: Self::Move) -> Result<(), String>;
}

impl GtpGame for Hex {
    const ID: GameId = GameId::Hex;
    const FIRST: Color = Color::Black;
    const SIZES: (u8, u8) = (3, 13);
    const DEFAULT_SIZE: u8 = 11;
    fn fresh(size: u8, swap: bool) -> Result<Self, String> {
        Hex::new(size, swap).map_err(|e| e.to_string())
    }
    fn parse(&self, s: &str) -> Result<HexMove, String> {
        let s = if s.eq_ignore_ascii_case("swap-pieces") {
            "swap"
        } else {
            s
        };
        self.parse_move(s).map_err(|e| e.to_string())
    }
    fn name(&self, mv: HexMove) -> String {
        if mv == HexMove::SWAP {
            "swap-pieces".into()
        } else {
            self.move_name(mv)
        }
    }
    fn try_play(&mut self, mv: HexMove) -> Result<(), String> {
        Hex::try_play(self, mv).map_err(|e| e.to_string())
    }
    fn put_out_of_turn(&mut self, who: Player, mv: HexMove) -> Result<(), String> {
        if mv == HexMove::SWAP {
            return Err("swap-pieces is played only by the side to move".into());
        }
        self.check(mv).map_err(|e| e.to_string())?;
        let mut placed = self.placed();
        placed.push((mv, who));
        *self = Hex::from_placed(
            self.size(),
            self.swap_rule(),
            self.swapped(),
            who.other(),
            &placed,
        )
        .map_err(|e| e.to_string())?;
        Ok(())
    }
}

impl GtpGame for Havannah {
    const ID: GameId = GameId::Havannah;
    const FIRST: Color = Color::White;
    const SIZES: (u8, u8) = (3, 10);
    const DEFAULT_SIZE: u8 = 6;
    fn fresh(size: u8, _swap: bool) -> Result<Self, String> {
        Havannah::new(size).map_err(|e| e.to_string())
    }
    fn parse(&self, s: &str) -> Result<Self::Move, String> {
        self.parse_move(s).map_err(|e| e.to_string())
    }
    fn name(&self, mv: Self::Move) -> String {
        self.move_name(mv)
    }
    fn try_play(&mut self, mv: Self::Move) -> Result<(), String> {
        Havannah::try_play(self, mv).map_err(|e| e.to_string())
    }
    fn put_out_of_turn(&mut self, who: Player, mv: Self::Move) -> Result<(), String> {
        self.check(mv).map_err(|e| e.to_string())?;
        let mut placed = self.placed();
        placed.push((mv, who));
        *self =
            Havannah::from_placed(self.base(), who.other(), &placed).map_err(|e| e.to_string())?;
        Ok(())
    }
}

/// GTP의 색.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Color {
    Black,
    White,
}

impl Color {
    pub(super) fn parse(s: &str) -> Result<Color, String> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Ok(Color::Black),
            "w" | "white" => Ok(Color::White),
            _ => Err(format!("invalid color {s:?} (black/b or white/w)")),
        }
    }

    pub(super) fn word(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    pub(super) fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}
