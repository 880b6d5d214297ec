//! 게임마다 값 하나를 가진 설정 값 ([`PerGame`]): 같은 장면의 여러 게임이 저마다 다른 값을 쓰는 설정
//! (MCTS 장면의 판 크기). 설정 구조체는 게임마다 필드를 두지 않고 이것 하나를 둔다: 게임이 늘어도
//! 설정은 그대로다. 저장 글에는 `hex:9,havannah:5`.

use bevy::prelude::*;
use gameai::games::GameId;

/// 값을 정한 게임들과 그 값 (정하지 않은 게임은 부르는 쪽의 기본값).
#[derive(Reflect, Clone, Debug, Default, PartialEq, Eq)]
#[reflect(opaque, Clone, Debug, Default, PartialEq)]
pub struct PerGame(Vec<(GameId, u8)>);

impl PerGame {
    /// 게임 `game`의 값 (정하지 않았으면 `None`).
    pub fn get(&self, game: GameId) -> Option<u8> {
        self.0.iter().find(|(g, _)| *g == game).map(|&(_, v)| v)
    }

    /// 게임 `game`의 값을 정한다.
    pub fn set(&mut self, game: GameId, value: u8) {
        match self.0.iter_mut().find(|(g, _)| *g == game) {
            Some((_, v)) => *v = value,
            None => self.0.push((game, value)),
        }
    }

    /// 저장 글 (`hex:9,havannah:5`; 비었으면 빈 글).
    pub fn to_text(&self) -> String {
        let parts: Vec<String> = self
            .0
            .iter()
            .map(|(g, v)| format!("{}:{v}", g.slug()))
            .collect();
        parts.join(",")
    }

    /// 저장 글을 읽는다. 모르는 게임이나 수가 아닌 값이면 무엇이 틀렸는지 말한다.
    pub fn parse(text: &str) -> Result<PerGame, String> {
        let mut out = PerGame::default();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (game, value) = part
                .split_once(':')
                .ok_or_else(|| format!("{part:?}: expected game:value"))?;
            let game = GameId::from_slug(game).ok_or_else(|| format!("{game:?} is not a game"))?;
            let value = value
                .parse::<u8>()
                .map_err(|_| format!("{value:?} is not a number 0..=255"))?;
            out.set(game, value);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_kept_per_game_and_read_back_from_their_text() {
        let mut p = PerGame::default();
        assert_eq!(p.get(GameId::Hex), None);
        p.set(GameId::Hex, 9);
        p.set(GameId::Havannah, 5);
        p.set(GameId::Hex, 7);
        assert_eq!(p.get(GameId::Hex), Some(7));
        assert_eq!(p.to_text(), "hex:7,havannah:5");
        assert_eq!(PerGame::parse(&p.to_text()), Ok(p));
        assert_eq!(PerGame::parse(""), Ok(PerGame::default()));
        for bad in ["hex", "nope:3", "hex:x", "hex:300"] {
            assert!(PerGame::parse(bad).is_err(), "{bad}");
        }
    }
}
