//! 헥스·하바나 대국을 글로: 저장 글과 공유 링크의 값([`SavedGame`], [`Match::from_code`])과 패널의 기록
//! 복사([`record_text`], SGF). 붙여넣기는 대국의 시스템이라 `play.rs`에.

use gameai::games::{GameId, Player};

use super::board::BoardGame;
use super::play::Match;
use super::state::MctsSettings;
use crate::i18n::Locale;
use crate::save::{Fields, SavedGame, first_text, human_first, replay};

/// 저장 글과 공유 링크: `board=9&first=you&moves=e5,d6` (헥스는 교환 규칙을 켰으면 `swap=1`).
impl<G: BoardGame> SavedGame for Match<G> {
    const GAME: GameId = G::ID;

    fn code(&self) -> Fields {
        let moves: Vec<String> = self
            .history
            .all()
            .iter()
            .map(|&mv| self.game.name(mv))
            .collect();
        let mut f = Fields::new().with("board", self.game.board_size());
        if self.game.swap_rule() {
            f.set("swap", 1);
        }
        f.with("first", first_text(self.human == Player::First))
            .with("moves", moves.join(","))
    }
}

impl<G: BoardGame> Match<G> {
    /// [`SavedGame::code`]의 값에서 대국과 (판 크기·교환을 그 대국에 맞춘) 설정을 다시 만든다.
    pub fn from_code(
        code: &Fields,
        settings: &MctsSettings,
        locale: &Locale,
    ) -> Result<(Match<G>, MctsSettings), String> {
        let mut s = settings.clone();
        if let Some(size) = code.parsed::<u8>("board")? {
            if !G::SIZES.contains(&size) {
                return Err(format!(
                    "board={size}: this app plays {}..={}",
                    G::SIZES.start(),
                    G::SIZES.end()
                ));
            }
            G::set_size_setting(&mut s, size);
        }
        // 교환 규칙은 헥스의 설정이다: 교환 수가 없는 게임(하바나)은 그 설정을 건드리지 않는다.
        if G::fresh(*G::SIZES.start(), true).swap_move().is_some() {
            s.swap = match code.get("swap") {
                None | Some("0") => false,
                Some("1") => true,
                Some(other) => return Err(format!("swap={other:?} (0, 1)")),
            };
        }
        // 설정의 "먼저 두는 쪽"은 다음 새 게임의 것이라 그대로 두고, 이 대국만 그 값으로 연다.
        let mut m = Match::<G>::new(&MctsSettings {
            human_first: human_first(code, settings.human_first)?,
            ..s.clone()
        });
        replay(&code.list("moves"), locale, |name| {
            let mv = m.game.parse_move(name).map_err(Into::into)?;
            m.play(mv).map_err(Into::into)
        })?;
        Ok((m, s))
    }
}

/// 대국의 SGF와 수의 개수 (패널의 기록 복사).
pub(super) fn record_text<G: BoardGame>(
    m: &Match<G>,
    swap: bool,
) -> Result<(String, usize), String> {
    let start = G::fresh(m.game.board_size(), swap);
    let moves = m.history.all();
    G::write_record(&start, moves).map(|t| (t, moves.len()))
}
