//! 체스 대국의 상태 [`ChessMatch`]: 국면, 사람의 편, AI 자리, 보이는 수순과 후보, 고른 칸, 열쇠의
//! 애니메이션, 다른 수순으로 온 국면의 기록. 알파-베타 대국의 틀(`AbMatch`)과 저장(`SavedGame`), 소리의
//! 신호(`Cues`)를 구현한다.

use gameai::games::GameId;
use gameai::level::Knobs;
use std::collections::HashMap;

use bevy::prelude::*;
use gameai::games::chess::{
    Board, Chess, ChessStatus, Color as Side, KeyStep, Move, MoveError, Square,
};
use gameai::search::{Oracle, SearchConfig, SearchResult};
use gameai::tablebase::Generator;
use gameai::tt::KeyMode;

use super::notation;
use crate::feedback::Cue;
use crate::feedback::watch::Cues;
use crate::i18n::Locale;
use crate::review::Line;
use crate::save::Fields;
use crate::scenes::tables::{EndgameTables, Solving};
use crate::scenes::transposition::ai::{AbMatch, AiSeat, GameThink, LabKind, MatchCommand};
use crate::scenes::transposition::lines::Shown;
use crate::scenes::transposition::state::{CHESS_SECS, MULTIPV, TransSettings};
use crate::think::Thinker;

/// 대국에서 쓰는 표의 크기의 위 끝 (2^TT_BITS 칸, 칸마다 두 자리로 64바이트: 64 MiB). 실제 크기는
/// AI의 메모리 예산에서 일꾼 한 명의 몫에 드는 만큼이다 (`ai::think`): 웹에서는 기기의 메모리를
/// 따른다 (메모리 2 GB의 휴대폰에 작업자 일곱이면 2^19칸).
const TT_BITS: u32 = 20;
/// A/B 실험의 표 크기 (2^18칸): 두 탐색이 같은 크기를 쓴다.
const LAB_TT_BITS: u32 = 18;

/// AI의 생각 (체스).
pub(crate) type ChessThink = GameThink<Chess>;

/// 열쇠 판에서 XOR 하나를 보여 주는 시간 (초).
pub(crate) const KEY_STEP_TIME: f32 = 0.6;

/// 한 수의 열쇠 애니메이션.
#[derive(Clone, Debug, PartialEq)]
pub struct KeyAnim {
    /// 수 전의 열쇠.
    pub(crate) before: u64,
    /// XOR 단계들.
    pub(crate) steps: Vec<KeyStep>,
    /// 시작 시각 (None이면 다음 프레임에 정한다).
    pub(crate) start: Option<f32>,
}

impl KeyAnim {
    /// 시각 `now`에: (지금 보여 줄 열쇠, 지금 단계와 그 진행 0..1). 다 끝났으면 단계는 `None`.
    pub fn at(&self, now: f32) -> (u64, Option<(usize, f32)>) {
        let t = self.start.map_or(0.0, |s| (now - s).max(0.0)) / KEY_STEP_TIME;
        let done = (t as usize).min(self.steps.len());
        let key = self.steps[..done]
            .iter()
            .fold(self.before, |k, s| k ^ s.value);
        let current = (done < self.steps.len()).then(|| (done, t.fract()));
        (key, current)
    }
}

/// 진행 중인 대국.
#[derive(Resource, Debug)]
pub struct ChessMatch {
    /// 게임.
    pub game: Chess,
    /// 사람의 색.
    pub human: Side,
    /// AI 쪽 (기다리는 생각, 마지막 결론, 이어 쓰는 표).
    pub seat: AiSeat<Chess>,
    /// AI 결론의 최선의 수순 (AI가 생각한 국면부터, SAN). 답이 올 때 한 번 만든다.
    pub(crate) best_line: Vec<String>,
    /// AI 결론의 후보 줄들 (MultiPV, SAN). 답이 올 때 한 번 만든다.
    pub candidates: Vec<Shown>,
    /// 국면 번호 (바뀔 때마다 새 번호).
    pub(crate) serial: u64,
    /// 고른 기물의 칸.
    pub selected: Option<Square>,
    /// 승격을 고르는 중: (출발, 도착).
    pub promotion: Option<(Square, Square)>,
    /// 판을 뒤집어 보는가 (흑이 아래).
    pub flipped: bool,
    /// 둔 수들 (SAN, 보이는 국면까지).
    pub san: Vec<String>,
    /// 둔 수 모두와 보이는 자리 (`game`은 보이는 국면: 그 수들은 `line`의 앞).
    pub line: Line<Move>,
    /// 지금까지 닿은 국면들: 열쇠 → 처음 닿은 수순.
    pub(crate) seen: HashMap<u64, Vec<String>>,
    /// 지금 국면에 다른 수순으로 이미 닿은 적이 있으면 그 수순.
    pub(crate) transposed: Option<Vec<String>>,
    /// 마지막 수의 열쇠 애니메이션.
    pub anim: Option<KeyAnim>,
    /// 고른 기물 위에서 손가락을 누른 자리 (월드 좌표; 떼면 지운다).
    pub(crate) press: Option<Vec2>,
    /// 끄는 중인 기물의 자리 (손가락이 누른 자리에서 칸의 0.3 넘게 움직여야 끌기다).
    pub(crate) drag: Option<Vec2>,
}

impl ChessMatch {
    /// 새 대국 (사람이 `human`).
    pub fn new(human: Side) -> Self {
        let game = Chess::new();
        let mut seen = HashMap::new();
        seen.insert(game.board().key(), Vec::new());
        ChessMatch {
            game,
            human,
            seat: AiSeat::<Chess>::default(),
            best_line: Vec::new(),
            candidates: Vec::new(),
            serial: crate::scenes::next_id(),
            selected: None,
            promotion: None,
            flipped: human == Side::Black,
            san: Vec::new(),
            line: Line::default(),
            seen,
            transposed: None,
            anim: None,
            press: None,
            drag: None,
        }
    }

    /// 국면 `board`에서 시작한다 (시험과 "이 국면에서" 용).
    pub fn from_board(human: Side, board: Board) -> Self {
        let mut m = ChessMatch::new(human);
        m.game = Chess::from_board(board);
        m.seen.clear();
        m.seen.insert(board.key(), Vec::new());
        m
    }

    /// 게임의 상태.
    pub fn status(&self) -> ChessStatus {
        self.game.status()
    }

    /// 사람이 지금 둘 수 있는가.
    pub fn human_to_move(&self) -> bool {
        !self.status().is_over()
            && self.game.board().side_to_move() == self.human
            && self.seat.pending.is_none()
    }

    /// 수를 둔다 (검사 포함). 열쇠 애니메이션과 "다른 수순" 기록도 여기서.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        let before = *self.game.board();
        self.game.try_play(mv)?;
        let san = before.san(mv);
        self.anim = Some(KeyAnim {
            before: before.key(),
            steps: before.key_steps(mv),
            start: None,
        });
        self.san.push(san);
        self.line.push(mv);
        let key = self.game.board().key();
        self.transposed = match self.seen.get(&key) {
            Some(line) if *line != self.san => Some(line.clone()),
            Some(_) => None,
            None => {
                self.seen.insert(key, self.san.clone());
                None
            }
        };
        self.selected = None;
        self.promotion = None;
        self.serial = crate::scenes::next_id();
        Ok(())
    }

    /// `ply`째 수 뒤의 국면을 보인다 (수들은 그대로: 여기서 두면 새 갈래). AI의 기다림과 표는 버린다.
    pub fn goto(&mut self, ply: usize) {
        let mut line = self.line.clone();
        if !line.goto(ply) {
            return;
        }
        let mut m = ChessMatch::from_board(self.human, self.start_board());
        m.flipped = self.flipped;
        for &mv in line.iter() {
            let _ = m.play(mv);
        }
        m.anim = None;
        m.line = line;
        *self = m;
    }

    /// 사람의 마지막 수까지 무른다.
    pub fn undo(&mut self) {
        while self.game.undo() {
            self.san.pop();
            self.line.pop();
            if self.game.board().side_to_move() == self.human {
                break;
            }
        }
        self.seat = AiSeat::<Chess>::default();
        self.best_line.clear();
        self.anim = None;
        self.transposed = None;
        self.selected = None;
        self.promotion = None;
        self.serial = crate::scenes::next_id();
    }

    /// 칸 `from`의 기물이 갈 수 있는 칸들.
    pub fn targets(&self, from: Square) -> u64 {
        let mut to = 0;
        self.game.board().generate(|pm| {
            if pm.from == from {
                to = pm.to;
                return true;
            }
            false
        });
        to
    }
}

impl AbMatch for ChessMatch {
    type Game = Chess;
    type Error = MoveError;

    fn seat(&self) -> &AiSeat<Chess> {
        &self.seat
    }
    fn seat_mut(&mut self) -> &mut AiSeat<Chess> {
        &mut self.seat
    }
    fn position(&self) -> &Chess {
        &self.game
    }
    fn ai_to_move(&self) -> bool {
        !self.status().is_over()
            && self.game.board().side_to_move() != self.human
            && self.line.at_end()
    }
    fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        ChessMatch::play(self, mv)
    }
    fn knobs(settings: &TransSettings) -> Knobs {
        settings.level.0.knobs(GameId::Chess)
    }
    /// 깊이는 열어 두고 생각 시간으로 세기를 정한다.
    fn config(settings: &TransSettings) -> SearchConfig {
        Self::knobs(settings).search_config(SearchConfig {
            max_depth: 32,
            max_millis: Some(crate::scenes::think_millis(
                settings.chess_secs,
                &CHESS_SECS,
            )),
            use_tt: true,
            tt_bits: TT_BITS,
            key_mode: KeyMode::Full64,
            multipv: settings.multipv.clamp(*MULTIPV.start(), *MULTIPV.end()),
            ..SearchConfig::default()
        })
    }
    /// 최선의 수순과 후보 줄들을 AI가 생각한 국면부터 SAN으로 (답이 올 때 한 번).
    fn note_answer(&mut self, result: &SearchResult<Move>) {
        let board = *self.game.board();
        self.best_line = notation::san_line(&board, &result.pv);
        self.candidates = result
            .lines
            .iter()
            .map(|l| Shown::from_line(l, |pv| notation::san_line(&board, pv)))
            .collect();
    }
    fn last_move(&self) -> Option<Move> {
        self.game.last_move()
    }
    /// 네 기물 이하면 세션의 끝내기 표 (없으면 만들고 기다린다).
    fn oracle(
        &self,
        tables: &mut EndgameTables,
        maker: &mut Thinker<Generator>,
    ) -> Result<Option<Oracle<Chess>>, Solving> {
        tables.for_search(maker, self.game.board())
    }

    const ID: GameId = GameId::Chess;
    const LAB_TT_BITS: u32 = LAB_TT_BITS;
    type Action = ChessAction;

    fn fresh(settings: &TransSettings) -> Self {
        ChessMatch::new(human_side(settings))
    }
    fn restore(code: &Fields, settings: &TransSettings, locale: &Locale) -> Result<Self, String> {
        ChessMatch::from_code(code, settings, locale)
    }
    fn undo(&mut self) {
        ChessMatch::undo(self);
    }
    /// 판 뒤집기는 체스만의 것: 여기서 한다.
    fn command(&mut self, action: ChessAction) -> Option<MatchCommand> {
        match action {
            ChessAction::NewGame => Some(MatchCommand::NewGame),
            ChessAction::Undo => Some(MatchCommand::Undo),
            ChessAction::Lab(kind) => Some(MatchCommand::Lab(kind)),
            ChessAction::Flip => {
                self.flipped = !self.flipped;
                self.serial = crate::scenes::next_id();
                None
            }
        }
    }
    /// 실험실은 지금 국면만 (지나온 수 없이).
    fn lab_position(&self) -> Chess {
        Chess::from_board(*self.game.board())
    }
    fn lab_depth(settings: &TransSettings) -> u32 {
        settings.chess_lab_depth
    }
}

fn human_side(settings: &TransSettings) -> Side {
    if settings.human_first {
        Side::White
    } else {
        Side::Black
    }
}

/// 패널이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChessAction {
    /// 새 게임.
    NewGame,
    /// 무르기.
    Undo,
    /// 판 뒤집기.
    Flip,
    /// 실험.
    Lab(LabKind),
}

/// 소리와 진동: 마지막 수의 SAN 표시에서 (`+`·`#` 장군, `x` 잡기, 나머지는 옮기기).
impl Cues for ChessMatch {
    fn plies(&self) -> u64 {
        self.san.len() as u64
    }

    fn last_move(&self) -> Option<(bool, Cue)> {
        let san = self.san.last()?;
        let cue = if san.contains(['+', '#']) {
            Cue::Check
        } else if san.contains('x') {
            Cue::Capture
        } else {
            Cue::Move
        };
        // 마지막 수 뒤에 사람 차례면 AI가 두었다.
        Some((self.game.board().side_to_move() == self.human, cue))
    }

    fn outcome(&self) -> Option<Cue> {
        match self.status() {
            ChessStatus::Ongoing => None,
            ChessStatus::Checkmate(c) if c == self.human => Some(Cue::Win),
            ChessStatus::Checkmate(_) => Some(Cue::Loss),
            _ => Some(Cue::Draw),
        }
    }

    fn move_text(&self, _: &Locale) -> Option<String> {
        self.san.last().cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transpositions_are_named() {
        let mut m = ChessMatch::new(Side::White);
        for s in ["g1f3", "g8f6", "b1c3"] {
            let mv = m.game.board().parse_uci(s).unwrap();
            m.play(mv).unwrap();
        }
        for _ in 0..3 {
            m.game.undo();
            m.san.pop();
            m.line.pop();
        }
        for s in ["b1c3", "g8f6", "g1f3"] {
            let mv = m.game.board().parse_uci(s).unwrap();
            m.play(mv).unwrap();
        }
        assert_eq!(
            m.transposed.as_deref().map(notation::numbered),
            Some("1.Nf3 Nf6 2.Nc3".to_owned())
        );
    }
}
