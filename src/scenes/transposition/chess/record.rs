//! 체스 대국을 글로: PGN 쓰기와 읽기, 저장 글과 공유 링크의 값([`SavedGame`], [`ChessMatch::from_code`]),
//! 처음 국면에서 수들을 다시 둔 게임. 대국의 상태와 수 두기는 `game.rs`.

use gameai::games::GameId;
use gameai::games::chess::{Board, Chess, Color as Side, Move};

use super::game::ChessMatch;
use crate::i18n::Locale;
use crate::save::{Fields, SavedGame, fen_text, first_text, human_first, read_fen, replay};
use crate::scenes::transposition::state::TransSettings;

impl ChessMatch {
    /// 대국의 PGN과 수의 개수 (사람 쪽은 "Player", AI 쪽은 "AI Arcade"). 지난 국면을 보고 있어도 대국 전체.
    pub fn pgn(&self) -> (String, usize) {
        let (white, black) = if self.human == Side::White {
            ("Player", "AI Arcade")
        } else {
            ("AI Arcade", "Player")
        };
        let full = self.replayed(self.line.all());
        let text = gameai::games::chess::pgn::write(&full, &[("White", white), ("Black", black)]);
        (text, full.played().len())
    }

    /// 처음 국면에서 `moves`를 둔 게임 (둔 수들은 두어 본 것이라 거부될 수 없다).
    pub(crate) fn replayed(&self, moves: &[Move]) -> Chess {
        let mut g = Chess::from_board(self.start_board());
        for &mv in moves {
            if g.try_play(mv).is_err() {
                break;
            }
        }
        g
    }

    /// PGN의 대국으로 (처음 국면부터 그 수들을 다시 두어: 수의 기록, 지나온 국면, "다른 수순"도
    /// 그대로). 앱의 규칙은 세 번 같은 국면과 50수에서 대국을 끝내므로, 그 뒤의 수가 있는 기록은
    /// 거기서 멈춘다고 말한다.
    pub fn from_pgn(human: Side, text: &str, locale: &Locale) -> Result<ChessMatch, String> {
        let record = gameai::games::chess::pgn::read(text).map_err(|e| e.to_string())?;
        let start = record.history().first().copied().unwrap_or(*record.board());
        let mut m = ChessMatch::from_board(human, start);
        m.flipped = human == Side::Black;
        for (i, &mv) in record.played().iter().enumerate() {
            let san = m.game.board().san(mv);
            m.play(mv).map_err(|e| {
                let e: crate::i18n::PlayError = e.into();
                format!("{}. {san}: {}", i / 2 + 1, e.text(locale))
            })?;
        }
        m.anim = None;
        Ok(m)
    }
}

/// 저장 글과 공유 링크: `first=you&moves=e2e4,e7e5` (UCI), 처음 국면이 시작 국면이 아니면
/// `fen=` (칸 사이의 공백은 주소에서 읽히게 `_`).
impl SavedGame for ChessMatch {
    const GAME: GameId = GameId::Chess;

    fn code(&self) -> Fields {
        let start = self.start_board();
        let moves: Vec<String> = self.line.all().iter().map(Move::to_string).collect();
        let mut f = Fields::new().with("first", first_text(self.human == Side::White));
        if start != Board::startpos() {
            f.set("fen", fen_text(&start));
        }
        f.with("moves", moves.join(","))
    }
}

impl ChessMatch {
    /// 이 대국의 처음 국면.
    pub fn start_board(&self) -> Board {
        self.game
            .history()
            .first()
            .copied()
            .unwrap_or(*self.game.board())
    }

    /// [`SavedGame::code`]의 값에서 대국을 다시 만든다 (FEN과 수를 하나씩 검사한다; 수는 UCI나 SAN).
    pub fn from_code(
        code: &Fields,
        settings: &TransSettings,
        locale: &Locale,
    ) -> Result<ChessMatch, String> {
        let human = if human_first(code, settings.human_first)? {
            Side::White
        } else {
            Side::Black
        };
        let start = match code.get("fen") {
            Some(fen) => read_fen(fen)?,
            None => Board::startpos(),
        };
        let mut m = ChessMatch::from_board(human, start);
        replay(&code.list("moves"), locale, |name| {
            let mv = m.game.board().parse_move(name)?;
            Ok(m.play(mv)?)
        })?;
        m.anim = None;
        Ok(m)
    }
}
