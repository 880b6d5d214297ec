//! 위토프 대국의 상태 [`RetroGame`]: 판, 여왕, 차례, 이긴 쪽, 둔 수들과 보이는 자리, AI 자리. 수 두기와
//! 지난 국면 보기, 저장 글([`SavedGame`])과 소리의 신호([`Cues`]). 흐름(새 게임, AI의 차례, 그리기)은 `play.rs`.

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::wythoff::{Board, Cell, WythoffError};

use crate::feedback::Cue;
use crate::feedback::watch::Cues;
use crate::i18n::Locale;
use crate::review::Line;
use crate::save::{Fields, SavedGame, first_text};
use crate::scenes::seat::{AiMatch, AiSeat};

/// 둘 쪽.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// 사람.
    Human,
    /// 표로 두는 AI.
    Ai,
}

/// 진행 중인 대국.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct RetroGame {
    /// 판 (풀린 표의 판).
    pub board: Board,
    /// 여왕의 칸 (보이는 자리의 것).
    pub queen: Cell,
    /// 처음 칸.
    pub start: Cell,
    /// 처음 칸에서 둘 차례.
    pub first: Side,
    /// 둔 수들(여왕이 간 칸)과 보이는 자리 (슬라이스로는 보이는 국면까지의 수들).
    pub history: Line<Cell>,
    /// 둘 차례.
    pub to_move: Side,
    /// 이긴 쪽.
    pub winner: Option<Side>,
    /// 지금 차례가 시작된 시각 (AI는 잠깐 뒤에 둔다: `play.rs`).
    pub(crate) since: f32,
    /// AI 쪽 자리 ([`crate::scenes::seat`]): 표의 결론은 수 하나, 수가 거부되면 멈춘다.
    pub(crate) seat: AiSeat<Option<Cell>, ()>,
    /// 마지막 수.
    pub last: Option<(Side, Cell, Cell)>,
    /// 어느 판의 대국인가.
    pub(crate) serial: u64,
    /// 이 대국에서 둔 수의 수 (소리와 진동이 새 수를 안다).
    pub(crate) moves: u64,
    /// 끄는 중이면 손가락의 월드 좌표.
    pub(crate) drag: Option<Vec2>,
}

impl RetroGame {
    /// 판 `board`의 `queen`에서 `to_move`가 둘 차례인 대국 (여왕이 구석이면 끝난 대국: 둘 차례인
    /// 쪽이 졌다).
    pub(super) fn at(board: Board, serial: u64, queen: Cell, to_move: Side, now: f32) -> RetroGame {
        let over = queen == Cell::CORNER;
        RetroGame {
            board,
            queen,
            start: queen,
            first: if over { to_move.other() } else { to_move },
            history: Line::default(),
            // 대국 상태는 끝난 대국의 이긴 쪽을 `to_move`에 둔다.
            to_move: if over { to_move.other() } else { to_move },
            winner: over.then_some(to_move.other()),
            since: now,
            seat: AiSeat::default(),
            last: None,
            serial,
            moves: 0,
            drag: None,
        }
    }

    /// 판 너비 (저장 글에).
    pub fn width(&self) -> u32 {
        self.board.width()
    }

    /// 둘 차례인 쪽이 여왕을 `to`로 옮긴다. 불법이면 아무것도 바꾸지 않고 오류.
    pub fn play(&mut self, to: Cell, now: f32) -> Result<(), WythoffError> {
        if self.winner.is_some() {
            return Err(WythoffError::GameOver);
        }
        self.board.check_move(self.queen, to)?;
        self.history.push(to);
        let side = self.to_move;
        self.last = Some((side, self.queen, to));
        self.queen = to;
        self.moves += 1;
        self.drag = None;
        if to == Cell::CORNER {
            self.winner = Some(side);
        } else {
            self.to_move = side.other();
            self.since = now;
        }
        Ok(())
    }

    /// AI가 지금 둘 차례인가 (끝나지 않았고, 멈추지 않았고, 마지막 수 뒤를 보고 있다).
    pub(super) fn ai_ready(&self) -> bool {
        self.winner.is_none()
            && self
                .seat
                .ready(self.to_move == Side::Ai && self.history.at_end())
    }

    /// `ply`째 수 뒤의 국면을 보인다 (수들은 그대로: 여기서 두면 새 갈래). AI의 기다림은 버린다.
    pub fn goto(&mut self, ply: usize, now: f32) {
        let mut line = self.history.clone();
        if !line.goto(ply) {
            return;
        }
        let first = self.first;
        let mut g = RetroGame::at(self.board, self.serial, self.start, first, now);
        for &to in line.iter() {
            // 둔 수들은 두어 본 것이다: 거부될 수 없다.
            let _ = g.play(to, now);
        }
        g.first = first;
        g.history = line;
        g.moves = self.moves + 1;
        *self = g;
    }

    /// 마지막 수 뒤의 대국 (저장은 늘 대국 전체를).
    fn at_end(&self) -> std::borrow::Cow<'_, RetroGame> {
        if self.history.at_end() {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut g = self.clone();
        g.goto(usize::MAX, 0.0);
        std::borrow::Cow::Owned(g)
    }
}

/// 위토프의 대국도 [`AiMatch`]다: 표가 고른 칸과 사람이 고른 칸이 다른 게임들과 같은 길로 둔다.
impl AiMatch for RetroGame {
    type Answer = Option<Cell>;
    type Kept = ();
    type Error = WythoffError;

    fn seat_mut(&mut self) -> &mut AiSeat<Option<Cell>, ()> {
        &mut self.seat
    }
    fn play_move(&mut self, to: Cell, now: f32) -> Result<(), WythoffError> {
        self.play(to, now)
    }
}

impl Side {
    /// 저장 글의 이름 (`you`, `ai`).
    fn slug(self) -> &'static str {
        match self {
            Side::Human => "you",
            Side::Ai => "ai",
        }
    }

    fn other(self) -> Side {
        match self {
            Side::Human => Side::Ai,
            Side::Ai => Side::Human,
        }
    }
}

/// 소리와 진동: 여왕 옮기기, 구석에 닿으면 이김·짐.
impl Cues for RetroGame {
    fn plies(&self) -> u64 {
        self.moves
    }

    fn last_move(&self) -> Option<(bool, Cue)> {
        self.last.map(|(side, _, _)| (side == Side::Ai, Cue::Move))
    }

    fn outcome(&self) -> Option<Cue> {
        self.winner.map(|w| {
            if w == Side::Human {
                Cue::Win
            } else {
                Cue::Loss
            }
        })
    }

    fn move_text(&self, _: &Locale) -> Option<String> {
        self.last.map(|(_, _, to)| format!("({}, {})", to.x, to.y))
    }
}

/// 저장 글과 공유 링크: `width=18&queen=12,7&turn=you`. `turn`은 그 국면에서 둘 차례 — 여왕이
/// 구석에 있으면 둘 수 없는 쪽, 곧 진 쪽이다. 둔 수가 있으면 처음 칸과 수들도 (`from=14,9&first=you&
/// moves=12:9,12:7` — 여왕이 간 칸들, 명령줄의 `x:y`와 같은 모양): 다시 열면 수 목록이 돌아온다.
impl SavedGame for RetroGame {
    const GAME: GameId = GameId::Wythoff;

    fn code(&self) -> Fields {
        let end = self.at_end();
        let turn = match end.winner {
            Some(w) => w.other(),
            None => end.to_move,
        };
        let mut f = Fields::new()
            .with("width", self.width())
            .with("queen", format!("{},{}", end.queen.x, end.queen.y))
            .with("turn", turn.slug());
        if !self.history.all().is_empty() {
            let moves: Vec<String> = self
                .history
                .all()
                .iter()
                .map(|c| format!("{}:{}", c.x, c.y))
                .collect();
            f.set("from", format!("{},{}", self.start.x, self.start.y));
            f.set("first", first_text(self.first == Side::Human));
            f.set("moves", moves.join(","));
        }
        f
    }
}
