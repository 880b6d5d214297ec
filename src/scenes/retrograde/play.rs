//! 대국: 완벽한 표와 둔다. 여왕은 무작위 초록(이기는) 칸에서 시작한다. 사람은 여왕을 끌거나
//! 갈 칸을 누르고 (갈 수 있는 칸이 밝게 보인다), AI는 표에서 수를 찾는다.

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::wythoff::{Board, Cell, WythoffError, ai_move};
use gameai::retrograde::Outcome;
use rand::seq::IteratorRandom;

use super::grid::Grid;
use super::state::{Rebuild, RetroBoard, RetroMode, RetroRng, RetroSettings, WIDTHS, height_for};
use crate::AppSet;
use crate::anim::{Clock, MoveTween};
use crate::feedback::Cue;
use crate::feedback::watch::Cues;
use crate::hud::hint::Hint;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::i18n::Locale;
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::probe::{BoardProbe, probe_in, screen_points};
use crate::review::Line;
use crate::save::{Fields, Resume, SavedGame, first_text, human_first};
use crate::scenes::seat::{self, AiMatch, AiSeat};
use crate::theme::palette;

/// AI가 두기 전 잠깐 (사람이 보게).
const AI_DELAY: f32 = 0.7;
/// 여왕이 움직이는 시간.
const MOVE_TIME: f32 = 0.45;

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
    /// 지금 차례가 시작된 시각 (AI는 [`AI_DELAY`] 뒤에 둔다).
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
    fn at(board: Board, serial: u64, queen: Cell, to_move: Side, now: f32) -> RetroGame {
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
    fn ai_ready(&self) -> bool {
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

/// 되살릴 대국의 시작 (표가 풀리면 [`new_game`]이 쓴다).
#[derive(Resource, Debug, Clone, PartialEq)]
struct ResumeAt {
    width: u32,
    queen: Cell,
    turn: Side,
    /// 처음 칸, 먼저 둔 쪽, 수들 (저장 글에 있으면).
    line: Option<(Cell, Side, Vec<Cell>)>,
}

impl ResumeAt {
    /// [`SavedGame::code`]의 값을 읽는다 (판 너비의 범위, 여왕이 판 안인지 검사).
    fn parse(code: &Fields, width: u32, human_first_now: bool) -> Result<ResumeAt, String> {
        let width = code.parsed::<u32>("width")?.unwrap_or(width);
        if !WIDTHS.contains(&width) {
            return Err(format!(
                "width={width}: this app uses {}..={}",
                WIDTHS.start(),
                WIDTHS.end()
            ));
        }
        let height = height_for(width);
        let queen = match code.list("queen")[..] {
            [x, y] => match (x.parse::<u32>(), y.parse::<u32>()) {
                (Ok(x), Ok(y)) if x < width && y < height => Cell::new(x, y),
                _ => return Err(format!("queen={x},{y} is not on a {width}×{height} board")),
            },
            _ => return Err("queen needs x,y".into()),
        };
        let turn = match code.get("turn") {
            Some("you") | None => Side::Human,
            Some("ai") => Side::Ai,
            Some(other) => return Err(format!("turn={other:?} (you, ai)")),
        };
        let cell = |text: &str, sep: char, what: &str| -> Result<Cell, String> {
            match text
                .split_once(sep)
                .map(|(x, y)| (x.parse::<u32>(), y.parse::<u32>()))
            {
                Some((Ok(x), Ok(y))) if x < width && y < height => Ok(Cell::new(x, y)),
                _ => Err(format!(
                    "{what} {text:?} is not a cell of the {width}×{height} board"
                )),
            }
        };
        let line = match code.get("from") {
            None => None,
            Some(from) => {
                let from = cell(from, ',', "from")?;
                let first = if human_first(code, human_first_now)? {
                    Side::Human
                } else {
                    Side::Ai
                };
                let moves = code
                    .list("moves")
                    .iter()
                    .map(|m| cell(m, ':', "move"))
                    .collect::<Result<Vec<_>, _>>()?;
                Some((from, first, moves))
            }
        };
        Ok(ResumeAt {
            width,
            queen,
            turn,
            line,
        })
    }
}

/// 새 게임 요청.
#[derive(Message, Clone, Copy, Debug)]
pub struct NewRetroGame;

/// 대국의 여왕 글자.
#[derive(Component)]
pub(super) struct Queen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NewRetroGame>();
    app.add_systems(OnEnter(RetroMode::Play), (spawn_queen, resume_or_new));
    app.add_systems(OnExit(RetroMode::Play), |mut c: Commands| {
        c.remove_resource::<RetroGame>();
        c.remove_resource::<ResumeAt>();
    });
    crate::save::keep_game::<RetroGame>(app, RetroMode::Play);
    crate::feedback::watch::watch_game::<RetroGame>(app, RetroMode::Play);
    probe_in(app, RetroMode::Play, probe);
    app.add_systems(
        Update,
        (new_game, ai_turn)
            .chain()
            .in_set(crate::think::ThinkSet::Apply)
            .after(super::solve::SolveSet)
            .run_if(in_state(RetroMode::Play)),
    );
    app.add_systems(
        Update,
        place_queen
            .in_set(AppSet::Animate)
            .run_if(in_state(RetroMode::Play).and_then(resource_exists::<RetroGame>)),
    );
}

fn spawn_queen(mut commands: Commands) {
    commands.spawn((
        Queen,
        Label2d::new("♛"),
        LabelFont::text(28.0),
        LabelColor(palette::TEXT),
        Transform::from_xyz(0.0, 0.0, 6.0),
        DespawnOnExit(RetroMode::Play),
    ));
}

/// 대국에 들어올 때: 공유 링크나 저장된 대국이 있으면 그 국면을 (판 너비가 다르면 그 너비로 다시
/// 풀게 하고) 기다리고, 없으면 새 게임을 청한다.
fn resume_or_new(
    mut commands: Commands,
    mut resume: Resume,
    mut settings: ResMut<RetroSettings>,
    mut rebuild: MessageWriter<Rebuild>,
    mut new: MessageWriter<NewRetroGame>,
) {
    let width = settings.width;
    let first = settings.human_first;
    match resume.game(GameId::Wythoff, |code| ResumeAt::parse(code, width, first)) {
        Some(at) => {
            if at.width != settings.width {
                settings.width = at.width;
                rebuild.write(Rebuild);
            }
            commands.insert_resource(at);
        }
        None => {
            new.write(NewRetroGame);
        }
    }
}

/// 새 게임: 표가 있어야 시작한다. 판이 바뀌면(새 풀이) 그 판으로 다시 시작한다. 되살릴 국면
/// ([`ResumeAt`])이 있으면 그 판이 풀렸을 때 그 국면으로.
fn new_game(
    mut requests: MessageReader<NewRetroGame>,
    mut commands: Commands,
    board: Res<RetroBoard>,
    game: Option<Res<RetroGame>>,
    resume_at: Option<Res<ResumeAt>>,
    settings: Res<RetroSettings>,
    mut rng: ResMut<RetroRng>,
    time: Res<Time>,
    mut wanted: Local<bool>,
) {
    *wanted |= requests.read().count() > 0;
    *wanted |= game.as_ref().is_some_and(|g| g.serial != board.serial);
    let Some(table) = &board.table else { return };
    let b = board.board;
    let now = time.elapsed_secs();
    if let Some(at) = resume_at.filter(|at| at.width == b.width()) {
        commands.remove_resource::<ResumeAt>();
        commands.insert_resource(resumed(&at, b, board.serial, now));
        *wanted = false;
        return;
    }
    if !*wanted && game.is_some() {
        return;
    }
    let start = (0..b.cells() as u32)
        .map(|i| b.cell(i))
        .filter(|&c| table.get(c).outcome == Outcome::Win)
        .choose(&mut rng.0)
        .unwrap_or(Cell::new(b.width() - 1, b.height() - 1));
    let to_move = if settings.human_first {
        Side::Human
    } else {
        Side::Ai
    };
    commands.insert_resource(RetroGame::at(b, board.serial, start, to_move, now));
    *wanted = false;
}

/// 되살린 대국: 수들이 있으면 처음 칸에서 다시 두고 (끝 칸이 저장된 칸과 다르거나 둘 수 없는 수가
/// 있으면 수들은 버리고 저장된 칸에서), 없으면 저장된 칸에서.
fn resumed(at: &ResumeAt, b: Board, serial: u64, now: f32) -> RetroGame {
    if let Some((from, first, moves)) = &at.line {
        let mut g = RetroGame::at(b, serial, *from, *first, now);
        if moves.iter().all(|&to| g.play(to, now).is_ok()) && g.queen == at.queen {
            return g;
        }
        tracing::warn!(
            "the saved Wythoff moves do not lead to the saved queen; opening the position"
        );
    }
    RetroGame::at(b, serial, at.queen, at.turn, now)
}

/// AI의 차례: 잠깐 쉬었다가 표의 수 (난이도가 정한 확률로 갈 수 있는 아무 칸), 자리의 길로 둔다.
fn ai_turn(
    game: Option<ResMut<RetroGame>>,
    board: Res<RetroBoard>,
    settings: Res<RetroSettings>,
    mut rng: ResMut<RetroRng>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
    mut frames: crate::rest::Frames,
) {
    let (Some(mut game), Some(table)) = (game, &board.table) else {
        return;
    };
    let now = time.elapsed_secs();
    // AI가 둘 때를 기다리는 동안 그린다 (그때가 와야 두므로).
    if !frames.want_if(game.ai_ready()) || now - game.since < AI_DELAY / settings.speed.max(0.05) {
        return;
    }
    // 난이도: 단계의 확률로 완벽한 수 대신 갈 수 있는 칸 하나를 고르게.
    let knobs = settings.level.0.knobs(GameId::Wythoff);
    let random = knobs
        .roll_random_move(&mut rng.0)
        .then(|| game.board.moves(game.queen).choose(&mut rng.0))
        .flatten();
    let answer = random.or_else(|| ai_move(table, game.queen).ok());
    seat::apply_answer(&mut *game, answer, None, &mut hint, now);
}

/// 여왕을 칸에 (끄는 중이면 손가락에) 놓고, 칸이 바뀌었으면 미끄러지게 옮긴다.
fn place_queen(
    mut commands: Commands,
    game: Res<RetroGame>,
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
    settings: Res<RetroSettings>,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Transform, &mut LabelFont, Option<&MoveTween>), With<Queen>>,
    mut shown: Local<Option<Cell>>,
) {
    let grid = Grid::current(&layout, board.board);
    for (e, mut tf, mut font, tween) in &mut q {
        font.size = (grid.cell * 0.95).max(MIN_TEXT);
        let target = grid.center(game.queen).extend(6.0);
        if let Some(p) = game.drag {
            tf.translation = p.extend(7.0);
        } else if *shown != Some(game.queen) && shown.is_some() && tween.is_none() {
            commands.entity(e).insert(MoveTween {
                from: tf.translation,
                to: target,
                clock: Clock::new(time.elapsed_secs(), MOVE_TIME / settings.speed.max(0.05)),
                ease: EaseFunction::CubicInOut,
            });
        } else if tween.is_none() {
            tf.translation = target;
        }
    }
    *shown = Some(game.queen);
}

/// 판의 자리 보고: 사람 차례면 여왕이 갈 수 있는 칸 하나 (왼쪽 한 칸, 끝이면 아래 한 칸).
fn probe(
    game: Option<Res<RetroGame>>,
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
) -> Option<BoardProbe> {
    let g = game?;
    let b = board.board;
    let grid = Grid::current(&layout, b);
    let corner = |c: Cell| grid.center(c);
    let half = Vec2::splat(grid.cell / 2.0);
    let (w, h) = (b.width(), b.height());
    let far = Cell::new(w.saturating_sub(1), h.saturating_sub(1));
    let rect = Rect::from_corners(corner(Cell::CORNER) - half, corner(far) + half);
    let mine = g.to_move == Side::Human && g.winner.is_none() && g.drag.is_none();
    let q = g.queen;
    let to = if q.x > 0 {
        Cell::new(q.x - 1, q.y)
    } else {
        Cell::new(q.x, q.y.saturating_sub(1))
    };
    let taps = if mine && b.check_move(q, to).is_ok() {
        vec![grid.center(to)]
    } else {
        Vec::new()
    };
    Some(BoardProbe {
        game: GameId::Wythoff.slug(),
        rect: layout.rect_to_screen(rect),
        cell: grid.cell,
        taps: screen_points(&layout, taps),
        ..default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hud::hint::HintMsg;
    use crate::i18n::PlayError;

    fn game(queen: Cell, to_move: Side) -> RetroGame {
        let board = Board::new(8, 6).unwrap_or_else(|e| panic!("{e}"));
        RetroGame::at(board, 1, queen, to_move, 0.0)
    }

    #[test]
    fn a_refused_human_move_shows_why_and_changes_nothing() {
        let mut g = game(Cell::new(5, 3), Side::Human);
        let before = g.clone();
        let mut hint = Hint::default();
        // 오른쪽으로는 갈 수 없다.
        assert!(!seat::play_human(&mut g, Cell::new(6, 3), &mut hint, 1.0));
        assert_eq!(g, before);
        assert!(matches!(
            hint.text,
            Some(HintMsg::Refused(PlayError::Wythoff(
                WythoffError::NotQueenMove { .. }
            )))
        ));
        assert!(seat::play_human(&mut g, Cell::new(2, 0), &mut hint, 1.0));
        assert_eq!(
            (g.queen, g.to_move, g.moves),
            (Cell::new(2, 0), Side::Ai, 1)
        );
    }

    #[test]
    fn a_refused_ai_move_shows_why_and_stops_the_match_in_place() {
        let mut g = game(Cell::new(5, 3), Side::Ai);
        assert!(g.ai_ready());
        let mut hint = Hint::default();
        seat::apply_answer(&mut g, Some(Cell::new(5, 4)), None, &mut hint, 1.0);
        assert!(g.seat.stuck && !g.ai_ready());
        assert_eq!((g.queen, g.moves), (Cell::new(5, 3), 0));
        assert!(matches!(hint.text, Some(HintMsg::AiRefused(_))));
        // 표의 수는 둔다: 구석에 닿으면 AI가 이긴다.
        let mut g = game(Cell::new(3, 3), Side::Ai);
        seat::apply_answer(&mut g, Some(Cell::CORNER), None, &mut hint, 1.0);
        assert_eq!(g.winner, Some(Side::Ai));
        assert!(!g.ai_ready());
    }

    #[test]
    fn a_game_resumed_at_the_corner_is_over_and_the_side_to_move_lost() {
        let g = game(Cell::CORNER, Side::Human);
        assert_eq!(g.winner, Some(Side::Ai));
        assert_eq!(g.code().get("turn"), Some("you"));
    }
}
