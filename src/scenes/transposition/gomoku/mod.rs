//! 오목 대국: 사람은 교차점을 누르고, AI는 생각 모듈에서 전치표를 쓰는 알파-베타로 찾는다 (표는 수마다
//! 이어 쓴다). 실험실(A/B와 충돌 수업)은 지금 국면을 두 설정으로 찾아 노드 수와 답을 견준다.
//!
//! 파일 나눔: 이 파일(대국 상태 [`GomokuMatch`]와 [`AbMatch`] 구현, 패널의 동작, 플러그인), `fit`(판의
//! 배치, 시스템 없는 계산), `input`(누르기), `view`(판, 돌, 좌표 그리기), `hud`(글과 패널),
//! `review`(수 목록과 돌아보기의 판정, 더 나은 수순의 그림).

pub(crate) mod fit;
mod hud;
mod input;
mod review;
mod threat;
mod view;

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::gomoku::{GMove, Gomoku, GomokuError};
use gameai::games::{Player, Status};
use gameai::level::Knobs;
use gameai::search::{SearchConfig, SearchGame};
use gameai::tt::KeyMode;

use super::ai::{
    self, AbMatch, AiSeat, GameThink, Lab, LabKind, LabSearch, MatchCommand, receive_lab,
};
use super::state::{DEPTHS, MULTIPV, THINK_SECS, TransMode, TransSettings};
use crate::feedback::Cue;
use crate::feedback::watch::{Cues, outcome_for};
use crate::i18n::Locale;
use crate::records::{RecordNote, RecordPasted};
use crate::review::Line;
use crate::save::{Fields, SavedGame, first_text, human_first, replay};
use crate::think::{ThinkPlugin, ThinkSet, Thinker};

/// 오목 판 한 변.
pub(crate) const SIZE: u8 = 15;
/// 대국과 실험에서 쓰는 표의 크기 (2^TT_BITS 칸).
pub(crate) const TT_BITS: u32 = 18;

/// AI의 생각 (오목).
pub(crate) type GomokuThink = GameThink<Gomoku>;

/// 진행 중인 대국.
#[derive(Resource, Debug)]
pub struct GomokuMatch {
    /// 국면.
    pub game: Gomoku,
    /// 둔 수들과 판이 보여 주는 자리 (슬라이스로는 보이는 국면까지의 수들).
    pub history: Line<GMove>,
    /// 사람 쪽.
    pub human: Player,
    /// AI 쪽 (기다리는 생각, 마지막 결론, 이어 쓰는 표).
    pub seat: AiSeat<Gomoku>,
    /// 국면 번호.
    pub(crate) serial: u64,
    /// 작은 화면에서 처음 누른 점 (한 번 더 누르면 둔다).
    pub aim: Option<GMove>,
}

impl GomokuMatch {
    /// 새 대국.
    pub fn new(settings: &TransSettings) -> Self {
        GomokuMatch {
            game: Gomoku::new(SIZE).expect("15 is a valid size"),
            history: Line::default(),
            human: if settings.human_first {
                Player::First
            } else {
                Player::Second
            },
            seat: AiSeat::<Gomoku>::default(),
            serial: crate::scenes::next_id(),
            aim: None,
        }
    }

    /// 끝났는가.
    pub fn over(&self) -> bool {
        self.game.terminal().is_some()
    }

    /// 사람이 지금 둘 수 있는가.
    pub fn human_to_move(&self) -> bool {
        !self.over() && self.game.to_move() == self.human && self.seat.pending.is_none()
    }

    /// 수를 둔다 (검사 포함). 불법이면 아무것도 바꾸지 않는다.
    pub fn play(&mut self, mv: GMove) -> Result<(), GomokuError> {
        self.game.try_play(mv)?;
        self.history.push(mv);
        self.serial = crate::scenes::next_id();
        self.aim = None;
        Ok(())
    }

    /// 사람의 마지막 수까지 무른다 (지난 국면을 보고 있었으면 그 국면에서).
    pub fn undo(&mut self) {
        while let Some(mv) = self.history.pop() {
            self.game.unmake(mv);
            if self.game.to_move() == self.human {
                break;
            }
        }
        self.seat = AiSeat::<Gomoku>::default();
        self.aim = None;
        self.serial = crate::scenes::next_id();
    }

    /// `ply`째 수 뒤의 국면을 보인다 (수들은 그대로: 여기서 두면 새 갈래). AI의 기다림과 표는 버린다.
    pub fn goto(&mut self, ply: usize) {
        if !self.history.goto(ply) {
            return;
        }
        let mut game = Gomoku::new(self.game.size()).expect("the match's own size");
        for &mv in self.history.iter() {
            game.play(mv);
        }
        self.game = game;
        self.seat = AiSeat::<Gomoku>::default();
        self.aim = None;
        self.serial = crate::scenes::next_id();
    }
}

/// 소리와 진동: 돌 놓기, 다섯이 되면 이김·짐, 판이 차면 비김.
impl Cues for GomokuMatch {
    fn plies(&self) -> u64 {
        self.history.len() as u64
    }

    fn last_move(&self) -> Option<(bool, Cue)> {
        (!self.history.is_empty()).then(|| (self.game.to_move() == self.human, Cue::Place))
    }

    fn outcome(&self) -> Option<Cue> {
        let n = u16::from(self.game.size());
        let status = match self.game.winner() {
            Some(p) => Status::Won(p),
            None if self.game.stones() == n * n => Status::Draw,
            None => Status::Ongoing,
        };
        outcome_for(status, self.human)
    }

    fn move_text(&self, _: &Locale) -> Option<String> {
        self.history.last().map(|&mv| self.game.name(mv))
    }
}

/// 저장 글과 공유 링크: `first=you&moves=h8,h9,…`.
impl SavedGame for GomokuMatch {
    const GAME: GameId = GameId::Gomoku;

    fn code(&self) -> Fields {
        let moves: Vec<String> = self
            .history
            .all()
            .iter()
            .map(|&mv| self.game.name(mv))
            .collect();
        Fields::new()
            .with("first", first_text(self.human == Player::First))
            .with("moves", moves.join(","))
    }
}

impl GomokuMatch {
    /// [`SavedGame::code`]의 값에서 대국을 다시 만든다 (수를 하나씩 검사하며 둔다).
    pub fn from_code(
        code: &Fields,
        settings: &TransSettings,
        locale: &Locale,
    ) -> Result<GomokuMatch, String> {
        let first = human_first(code, settings.human_first)?;
        let mut m = GomokuMatch::new(&TransSettings {
            human_first: first,
            ..settings.clone()
        });
        replay(&code.list("moves"), locale, |name| {
            let mv = m.game.parse_move(name)?;
            Ok(m.play(mv)?)
        })?;
        Ok(m)
    }
}

impl AbMatch for GomokuMatch {
    type Game = Gomoku;
    type Error = GomokuError;

    fn seat(&self) -> &AiSeat<Gomoku> {
        &self.seat
    }
    fn seat_mut(&mut self) -> &mut AiSeat<Gomoku> {
        &mut self.seat
    }
    fn position(&self) -> &Gomoku {
        &self.game
    }
    fn ai_to_move(&self) -> bool {
        !self.over() && self.game.to_move() != self.human && self.history.at_end()
    }
    fn play(&mut self, mv: GMove) -> Result<(), GomokuError> {
        GomokuMatch::play(self, mv)
    }
    fn knobs(settings: &TransSettings) -> Knobs {
        settings.level.0.knobs(GameId::Gomoku)
    }
    /// AI의 탐색 설정.
    fn config(settings: &TransSettings) -> SearchConfig {
        Self::knobs(settings).search_config(SearchConfig {
            max_depth: settings.depth.clamp(*DEPTHS.start(), *DEPTHS.end()),
            max_millis: Some(crate::scenes::think_millis(
                settings.think_secs,
                &THINK_SECS,
            )),
            use_tt: true,
            tt_bits: TT_BITS,
            key_mode: KeyMode::Full64,
            multipv: settings.multipv.clamp(*MULTIPV.start(), *MULTIPV.end()),
            // 오목은 선택적 탐색의 항목(널 무브, 줄이기)을 알려 주지 않으므로 켜 두어도 같다.
            selective: true,
            ..SearchConfig::default()
        })
    }
    fn last_move(&self) -> Option<GMove> {
        self.history.last().copied()
    }

    const ID: GameId = GameId::Gomoku;
    const LAB_TT_BITS: u32 = TT_BITS;
    type Action = GomokuAction;

    fn fresh(settings: &TransSettings) -> Self {
        GomokuMatch::new(settings)
    }
    fn restore(code: &Fields, settings: &TransSettings, locale: &Locale) -> Result<Self, String> {
        GomokuMatch::from_code(code, settings, locale)
    }
    fn undo(&mut self) {
        GomokuMatch::undo(self);
    }
    fn command(&mut self, action: GomokuAction) -> Option<MatchCommand> {
        Some(match action {
            GomokuAction::NewGame => MatchCommand::NewGame,
            GomokuAction::Undo => MatchCommand::Undo,
            GomokuAction::Lab(kind) => MatchCommand::Lab(kind),
        })
    }
    fn lab_position(&self) -> Gomoku {
        self.game.clone()
    }
    /// 오목의 깊이 슬라이더 (7까지; 실험실의 범위로는 `ai::act`가 맞춘다).
    fn lab_depth(settings: &TransSettings) -> u32 {
        settings.depth
    }
}

/// 패널이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GomokuAction {
    /// 새 게임.
    NewGame,
    /// 무르기.
    Undo,
    /// 실험.
    Lab(LabKind),
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GomokuAction>();
    app.add_plugins(hud::plugin);
    app.add_plugins((
        ThinkPlugin::<GomokuThink>::default(),
        ThinkPlugin::<LabSearch<Gomoku>>::default(),
    ));
    app.add_plugins((input::plugin, view::plugin));
    app.add_systems(OnEnter(TransMode::Gomoku), ai::start::<GomokuMatch>);
    crate::save::keep_game::<GomokuMatch>(app, TransMode::Gomoku);
    crate::feedback::watch::watch_game::<GomokuMatch>(app, TransMode::Gomoku);
    crate::review::plugin::<GomokuMatch, _>(app, TransMode::Gomoku);
    crate::review::keep_review::<GomokuMatch, _>(app, TransMode::Gomoku);
    app.add_systems(OnExit(TransMode::Gomoku), |mut c: Commands| {
        c.remove_resource::<GomokuMatch>();
        c.remove_resource::<Lab<Gomoku>>();
        c.remove_resource::<Thinker<GomokuThink>>();
        c.remove_resource::<Thinker<LabSearch<Gomoku>>>();
    });
    app.add_systems(
        Update,
        (
            ai::act::<GomokuMatch>,
            paste_record,
            ai::receive::<GomokuMatch>,
            ai::think::<GomokuMatch>,
            receive_lab::<Gomoku>,
        )
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
    );
}

/// 붙여 넣은 SGF: 그 대국으로 바꾼다 (판은 15×15뿐; 틀리면 까닭을 적고 판은 그대로).
fn paste_record(
    mut commands: Commands,
    mut pasted: MessageReader<RecordPasted>,
    mut m: ResMut<GomokuMatch>,
    mut thinker: ResMut<Thinker<GomokuThink>>,
    mut note: ResMut<RecordNote>,
    settings: Res<TransSettings>,
    locale: Res<Locale>,
) {
    for p in pasted.read().filter(|p| p.kind == GameId::Gomoku) {
        let loaded = gameai::sgf::read::<Gomoku>(&p.text)
            .map_err(|e| e.to_string())
            .and_then(|(start, moves)| {
                if start.size() != SIZE {
                    return Err(format!(
                        "board size {}: this app plays {SIZE}x{SIZE}",
                        start.size()
                    ));
                }
                let mut fresh = GomokuMatch::new(&settings);
                fresh.human = m.human;
                for (i, &mv) in moves.iter().enumerate() {
                    let name = fresh.game.name(mv);
                    fresh.play(mv).map_err(|e| {
                        let e: crate::i18n::PlayError = e.into();
                        format!("{} {name}: {}", i + 1, e.text(&locale))
                    })?;
                }
                Ok(fresh)
            });
        match loaded {
            Ok(fresh) => {
                thinker.cancel();
                let n = fresh.history.len();
                *m = fresh;
                commands.remove_resource::<Lab<Gomoku>>();
                note.loaded(GameId::Gomoku, n, &locale);
            }
            Err(e) => note.failed(GameId::Gomoku, &e, &locale),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hud::hint::{Hint, HintMsg};

    #[test]
    fn a_refused_ai_move_shows_why_and_stops_the_match_in_place() {
        let mut m = GomokuMatch::new(&TransSettings::default());
        let taken = m.game.parse_move("h8").unwrap();
        m.play(taken).unwrap();
        let (key, moves) = (m.game.key(), m.history.clone());
        let mut hint = Hint::default();
        let result = gameai::search::SearchResult {
            depth: 1,
            best: Some(taken),
            value: 0,
            pv: vec![taken],
            lines: Vec::new(),
            nodes: 1,
            cutoffs: 0,
            history: vec![(1, 1)],
            tt: Default::default(),
            endgame: 0,
            threat: 0,
            threes: false,
            foe: None,
            elapsed: 0.0,
            partial: false,
        };
        crate::scenes::seat::apply_answer(&mut m, result, None, &mut hint, 1.0);
        assert_eq!((m.game.key(), &m.history), (key, &moves), "nothing changed");
        assert!(m.seat.stuck && m.seat.pending.is_none() && m.seat.last.is_some());
        assert!(
            !m.ai_to_move() || m.seat.stuck,
            "the AI does not think again"
        );
        match &hint.text {
            Some(HintMsg::AiRefused(e)) => {
                let en = e.text(&Locale {
                    lang: crate::i18n::Lang::En,
                });
                assert_eq!(en, "h8 is taken");
            }
            other => panic!("{other:?}"),
        }
        m.undo();
        assert!(!m.seat.stuck, "undo lets the AI think again");
    }

    #[test]
    fn undo_returns_to_the_humans_turn() {
        let mut m = GomokuMatch::new(&TransSettings::default());
        for s in ["h8", "h9", "i8", "i9"] {
            let mv = m.game.parse_move(s).unwrap();
            m.play(mv).unwrap();
        }
        m.undo();
        assert_eq!(m.history.len(), 2);
        assert_eq!(m.game.key(), m.game.key_from_scratch());
    }
}
