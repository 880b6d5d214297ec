//! "지금 대국": 오목과 체스 방식에서 두던 대국 (저장된 것)을 되살려 수업의 국면으로 쓴다. 세션의
//! 끝내기 표도 함께 (체스 탐색이 묻는다).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use gameai::games::GameId;

use super::position::CurrentGames;
use crate::i18n::Locale;
use crate::save::{Fields, Saved, entry};
use crate::scenes::tables::EndgameTables;
use crate::scenes::transposition::ai::AbMatch;
use crate::scenes::transposition::state::TransSettings;
use crate::scenes::transposition::{ChessMatch, GomokuMatch};

/// 저장된 대국들을 읽는 곳.
#[derive(SystemParam)]
pub(crate) struct NowGames<'w> {
    saved: Option<Res<'w, Saved>>,
    settings: Option<Res<'w, TransSettings>>,
    locale: Res<'w, Locale>,
    tables: Res<'w, EndgameTables>,
}

impl NowGames<'_> {
    /// 저장된 오목·체스 대국의 지금 국면 (없거나 읽을 수 없으면 `None`; 알림은 그 게임의 방식이 낸다).
    pub(crate) fn games(&self) -> CurrentGames {
        let tables = self.tables.oracle();
        let (Some(saved), Some(settings)) = (&self.saved, &self.settings) else {
            return CurrentGames {
                tables,
                ..CurrentGames::default()
            };
        };
        let code = |g: GameId| saved.get(&entry(g)).and_then(|t| Fields::parse(t).ok());
        CurrentGames {
            gomoku: code(GameId::Gomoku)
                .and_then(|c| GomokuMatch::restore(&c, settings, &self.locale).ok())
                .map(|m| m.lab_position()),
            chess: code(GameId::Chess)
                .and_then(|c| ChessMatch::restore(&c, settings, &self.locale).ok())
                .map(|m| m.lab_position()),
            tables,
        }
    }
}
