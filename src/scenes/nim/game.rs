//! 대국의 흐름: 차례, AI의 생각(생각 모듈을 거친다), 보여 주기, 수 두기, 끝과 새 게임.
//!
//! AI의 차례는 세 박자다: ① "님 합을 계산하는 중" (생각 모듈이 [`NimSolver`]를 돌린다),
//! ② 고른 더미가 빛난다, ③ 수를 두면 가져간 돌이 날아간다 (`view`).

use bevy::prelude::*;
use gameai::games::GameId;
#[cfg(test)]
use gameai::games::nim::Variant;
use gameai::games::nim::{Nim, NimError, NimMove, PlayRule, TakeRule};
use gameai::nim::{NimAi, NimSolver, analyse};
use rand::seq::IteratorRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::state::{
    HEAP_SIZES, HEAPS, NimMatch, NimMode, NimRng, NimSettings, Phase, Side, TAKE_LIMITS,
};
use crate::Scene;
use crate::hud::hint::Hint;
use crate::rest::{Frames, Stir};
use crate::review::Line;
use crate::save::{Fields, Resume, SavedGame, first_text, human_first};
use crate::scenes::seat::{self, AiMatch, AiSeat};
use crate::think::{ThinkSet, Thinker};

/// 패널·입력이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum NimAction {
    /// 새 게임 (생각 중이면 취소).
    NewGame,
    /// 사람의 수 (대국 모드, 사람 차례일 때만 받아들인다).
    Play(NimMove),
}

/// AI가 생각을 시작하기 전 잠깐 (상대의 돌이 날아가는 것을 보게).
const AI_DELAY: f32 = 0.45;
/// "님 합을 계산하는 중"을 보여 주는 최소 시간.
const THINK_BEAT: f32 = 0.8;
/// 고른 더미가 빛나는 시간.
const REVEAL: f32 = 0.7;
/// 설명 모드의 무작위 상대가 두기 전 기다리는 시간.
const RANDOM_DELAY: f32 = 1.0;
/// 설명 모드에서 끝난 뒤 다음 게임까지.
const RESTART: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NimAction>();
    app.add_systems(OnEnter(NimMode::Explain), start_new_game);
    app.add_systems(OnEnter(NimMode::Play), resume_or_new);
    crate::save::keep_game::<NimMatch>(app, NimMode::Play);
    crate::feedback::watch::watch_game::<NimMatch>(app, NimMode::Play);
    crate::feedback::watch::tick_on::<NimMatch>(app, NimMode::Explain);
    app.add_systems(
        Update,
        (handle_actions, receive_thoughts, drive_turns)
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(Scene::Nim).and_then(resource_exists::<NimMatch>)),
    );
}

/// 둘 차례인 사람이 이기는 (님 합 ≠ 0) 무작위 국면.
pub(super) fn random_winning_position(settings: &NimSettings, rng: &mut ChaCha8Rng) -> Nim {
    loop {
        let heaps = (0..HEAPS).map(|_| rng.random_range(HEAP_SIZES)).collect();
        if let Ok(pos) = Nim::new(heaps, settings.variant())
            && analyse(&pos).is_ok_and(|a| a.winning)
        {
            return pos;
        }
    }
}

/// 새 대국: 설명 모드는 AI가 먼저, 대국 모드는 설정대로.
pub(super) fn new_match(
    settings: &NimSettings,
    mode: NimMode,
    rng: &mut ChaCha8Rng,
    now: f32,
) -> NimMatch {
    let to_move = match mode {
        NimMode::Explain => Side::Ai,
        NimMode::Play if settings.human_first => Side::Other,
        NimMode::Play => Side::Ai,
    };
    NimMatch::starting(random_winning_position(settings, rng), to_move, now)
}

fn start_new_game(
    mut commands: Commands,
    settings: Res<NimSettings>,
    mode: Res<State<NimMode>>,
    mut rng: ResMut<NimRng>,
    mut thinker: ResMut<Thinker<NimSolver>>,
    time: Res<Time>,
) {
    thinker.cancel();
    let m = new_match(&settings, *mode.get(), &mut rng.0, time.elapsed_secs());
    commands.insert_resource(m);
}

/// 저장 글과 공유 링크 (대국 모드만): `heaps=3,4,5,1&turn=you&rule=normal&take=any`. `turn`은 그
/// 국면에서 둘 차례 (끝났으면 마지막 수를 두지 않은 쪽). 둔 수가 있으면 처음 국면과 수들도
/// (`from=5,4,5,1&first=you&moves=0:3,2:1` — 더미 번호(0부터):남길 개수, 명령줄과 같은 모양): 다시 열면
/// 수 목록이 돌아온다.
impl SavedGame for NimMatch {
    const GAME: GameId = GameId::Nim;

    fn code(&self) -> Fields {
        // 지난 국면을 보고 있어도 저장하는 것은 대국 전체다 (끝 국면과 그 차례, 처음 국면과 수들).
        let end = self.at_end();
        let heaps: Vec<String> = end.pos.heaps().iter().map(u32::to_string).collect();
        let turn = if end.winner.is_some() {
            end.to_move.other()
        } else {
            end.to_move
        };
        let v = self.pos.variant();
        let mut f = Fields::new();
        if !self.history.all().is_empty() {
            let from: Vec<String> = self.start.heaps().iter().map(u32::to_string).collect();
            let moves: Vec<String> = self.history.all().iter().map(|m| move_code(*m)).collect();
            f.set("from", from.join(","));
            f.set("first", first_text(self.first == Side::Other));
            f.set("moves", moves.join(","));
        }
        f.with("heaps", heaps.join(","))
            .with("turn", if turn == Side::Other { "you" } else { "ai" })
            .with(
                "rule",
                if v.rule == PlayRule::Misere {
                    "misere"
                } else {
                    "normal"
                },
            )
            .with(
                "take",
                match v.take {
                    TakeRule::UpTo(k) => k.to_string(),
                    // 앱의 설정은 집합 규칙을 만들지 않는다 (`NimSettings::variant`).
                    TakeRule::Any | TakeRule::Set(_) => "any".into(),
                },
            )
    }
}

/// [`SavedGame::code`]의 값에서 대국 모드의 대국과 (규칙을 그 대국에 맞춘) 설정을 만든다.
pub(super) fn match_from_code(
    code: &Fields,
    settings: &NimSettings,
    now: f32,
) -> Result<(NimMatch, NimSettings), String> {
    let mut s = settings.clone();
    match code.get("rule") {
        None => {}
        Some("normal") => s.misere = false,
        Some("misere") => s.misere = true,
        Some(other) => return Err(format!("rule={other:?} (normal, misere)")),
    }
    match code.get("take") {
        None => {}
        Some("any") => s.subtract = None,
        Some(k) => match k.parse::<u32>() {
            Ok(k) if TAKE_LIMITS.contains(&k) => s.subtract = Some(k),
            _ => {
                return Err(format!(
                    "take={k:?} (any, {}..={})",
                    TAKE_LIMITS.start(),
                    TAKE_LIMITS.end()
                ));
            }
        },
    }
    let heaps: Vec<u32> = code
        .list("heaps")
        .iter()
        .map(|h| h.parse::<u32>().ok().filter(|n| *n <= *HEAP_SIZES.end()))
        .collect::<Option<_>>()
        .filter(|v: &Vec<u32>| v.len() == HEAPS)
        .ok_or_else(|| {
            format!(
                "heaps needs {HEAPS} numbers 0..={}, like 3,4,5,1",
                HEAP_SIZES.end()
            )
        })?;
    let pos = Nim::new(heaps, s.variant()).map_err(|e| e.to_string())?;
    let turn = match code.get("turn") {
        Some("you") | None => Side::Other,
        Some("ai") => Side::Ai,
        Some(other) => return Err(format!("turn={other:?} (you, ai)")),
    };
    let over = pos.is_over();
    // 끝난 국면: 마지막 수를 둔 쪽은 `turn`의 상대다.
    let winner = over.then(|| {
        let last = turn.other();
        if pos.last_mover_wins() { last } else { turn }
    });
    if let Some(from) = code.get("from") {
        return replayed_from_code(from, code, &pos, &s, now).map(|m| (m, s));
    }
    let m = NimMatch {
        start: pos.clone(),
        first: if over { turn.other() } else { turn },
        history: Line::default(),
        pos,
        to_move: if over { turn.other() } else { turn },
        phase: if over {
            Phase::Over { since: now }
        } else {
            Phase::Waiting { since: now }
        },
        winner,
        last: None,
        seat: AiSeat::default(),
        plies: 0,
        game: crate::scenes::next_id(),
    };
    Ok((m, s))
}

/// 수 하나를 글로 (저장 글과 명령줄의 모양): `더미:남길 개수`.
fn move_code(mv: NimMove) -> String {
    format!("{}:{}", mv.heap, mv.to)
}

/// `from`(처음 더미들)과 `first`, `moves`에서 대국을 다시 두어 만든다: 끝 국면은 `heaps`와 같아야 한다.
fn replayed_from_code(
    from: &str,
    code: &Fields,
    end: &Nim,
    s: &NimSettings,
    now: f32,
) -> Result<NimMatch, String> {
    let heaps: Vec<u32> = from
        .split(',')
        .map(|h| h.parse::<u32>().ok().filter(|n| *n <= *HEAP_SIZES.end()))
        .collect::<Option<_>>()
        .filter(|v: &Vec<u32>| v.len() == HEAPS)
        .ok_or_else(|| format!("from={from:?}: {HEAPS} numbers 0..={}", HEAP_SIZES.end()))?;
    let start = Nim::new(heaps, s.variant()).map_err(|e| e.to_string())?;
    let first = if human_first(code, s.human_first)? {
        Side::Other
    } else {
        Side::Ai
    };
    let mut m = NimMatch::starting(start, first, now);
    for (i, text) in code.list("moves").iter().enumerate() {
        let mv = text
            .split_once(':')
            .and_then(|(h, to)| {
                Some(NimMove {
                    heap: h.parse().ok()?,
                    to: to.parse().ok()?,
                })
            })
            .ok_or_else(|| format!("move {}: {text:?} is not heap:size", i + 1))?;
        m.play(mv, now)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    if m.pos.heaps() != end.heaps() {
        return Err("the moves do not lead to the heaps".into());
    }
    Ok(m)
}

/// 대국 모드에 들어올 때: 공유 링크나 저장된 대국이 있으면 그것 (규칙 설정도 그 대국에 맞춘다),
/// 없으면 새 대국.
fn resume_or_new(
    mut commands: Commands,
    mut resume: Resume,
    mut settings: ResMut<NimSettings>,
    mut rng: ResMut<NimRng>,
    mut thinker: ResMut<Thinker<NimSolver>>,
    time: Res<Time>,
) {
    thinker.cancel();
    let now = time.elapsed_secs();
    let m = match resume.game(GameId::Nim, |code| match_from_code(code, &settings, now)) {
        Some((m, s)) => {
            *settings = s;
            m
        }
        None => new_match(&settings, NimMode::Play, &mut rng.0, now),
    };
    commands.insert_resource(m);
}

impl NimMatch {
    /// 둘 차례인 쪽이 수를 둔다. 불법이면 아무것도 바꾸지 않고 그 이유.
    pub fn play(&mut self, mv: NimMove, now: f32) -> Result<(), NimError> {
        if self.winner.is_some() {
            return Err(NimError::GameOver);
        }
        let side = self.to_move;
        let before = self.pos.heaps().get(mv.heap).copied().unwrap_or(0);
        self.pos.try_play(mv)?;
        self.history.push(mv);
        self.last = Some((side, mv, before - mv.to));
        self.plies += 1;
        if self.pos.is_over() {
            // 보통 규칙은 마지막에 둔 쪽이, 미제르는 그 상대가 이긴다.
            self.winner = Some(if self.pos.last_mover_wins() {
                side
            } else {
                side.other()
            });
            self.phase = Phase::Over { since: now };
        } else {
            self.to_move = side.other();
            self.phase = Phase::Waiting { since: now };
        }
        Ok(())
    }

    /// `start`에서 `first`가 먼저 두는 새 대국.
    pub(super) fn starting(start: Nim, first: Side, now: f32) -> NimMatch {
        NimMatch {
            pos: start.clone(),
            start,
            first,
            history: Line::default(),
            to_move: first,
            phase: Phase::Waiting { since: now },
            winner: None,
            last: None,
            seat: AiSeat::default(),
            plies: 0,
            game: crate::scenes::next_id(),
        }
    }

    /// `ply`째 수 뒤의 국면을 보인다 (수들은 그대로: 여기서 두면 새 갈래). AI의 기다림은 버린다.
    pub fn goto(&mut self, ply: usize, now: f32) {
        let mut line = self.history.clone();
        if !line.goto(ply) {
            return;
        }
        let mut m = NimMatch::starting(self.start.clone(), self.first, now);
        for &mv in line.iter() {
            // 저장된 수들은 두어 본 것이다: 거부될 수 없다.
            let _ = m.play(mv, now);
        }
        m.history = line;
        m.plies = self.plies + 1;
        m.game = self.game;
        *self = m;
    }

    /// 마지막 수 뒤의 대국 (지난 국면을 보고 있지 않으면 이 대국 그대로의 값).
    fn at_end(&self) -> std::borrow::Cow<'_, NimMatch> {
        if self.history.at_end() {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut m = self.clone();
        m.goto(usize::MAX, 0.0);
        std::borrow::Cow::Owned(m)
    }

    /// 사람이 지금 둘 수 있는가?
    pub fn human_may_move(&self) -> bool {
        self.to_move == Side::Other
            && self.winner.is_none()
            && matches!(self.phase, Phase::Waiting { .. })
    }
}

/// 님의 대국도 [`AiMatch`]다: 님 합이 고른 수와 사람의 수가 다른 게임들과 같은 길로 둔다.
impl AiMatch for NimMatch {
    type Answer = Option<NimMove>;
    type Kept = ();
    type Error = NimError;

    fn seat_mut(&mut self) -> &mut AiSeat<Option<NimMove>, ()> {
        &mut self.seat
    }
    fn play_move(&mut self, mv: NimMove, now: f32) -> Result<(), NimError> {
        self.play(mv, now)
    }
}

fn handle_actions(
    mut actions: MessageReader<NimAction>,
    mut m: ResMut<NimMatch>,
    settings: Res<NimSettings>,
    mode: Res<State<NimMode>>,
    mut rng: ResMut<NimRng>,
    mut thinker: ResMut<Thinker<NimSolver>>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    for action in actions.read() {
        match *action {
            NimAction::NewGame => {
                thinker.cancel();
                *m = new_match(&settings, *mode.get(), &mut rng.0, now);
            }
            NimAction::Play(mv) => {
                if *mode.get() == NimMode::Play && m.human_may_move() {
                    seat::play_human(&mut *m, mv, &mut hint, now);
                }
            }
        }
    }
}

fn receive_thoughts(
    mut thinker: ResMut<Thinker<NimSolver>>,
    mut m: ResMut<NimMatch>,
    settings: Res<NimSettings>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    // 기다리는 표와 다르면 옛 게임의 생각이다: take가 버린다. 결론은 고른 더미가 빛나는 박자 뒤에
    // 자리의 길([`seat::apply_answer`])로 둔다 (`drive_turns`).
    if let Some(output) = thinker.take(m.seat.pending) {
        let Phase::Thinking { since } = m.phase else {
            return;
        };
        m.seat.pending = None;
        match output {
            Some(mv) => {
                let shown = (since + THINK_BEAT / speed).max(now);
                m.phase = Phase::Reveal {
                    mv,
                    at: shown + REVEAL / speed,
                };
            }
            None => m.phase = Phase::Over { since: now },
        }
    }
}

fn drive_turns(
    mut m: ResMut<NimMatch>,
    settings: Res<NimSettings>,
    mode: Res<State<NimMode>>,
    mut rng: ResMut<NimRng>,
    mut thinker: ResMut<Thinker<NimSolver>>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
    stir: Res<Stir>,
    mut frames: Frames,
) {
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    // 저절로 두는 설명은 누가 보고 있을 때만 다음 수와 새 판으로 간다 (아니면 그 모습에서 쉰다). 대국의
    // AI 차례와 고른 더미를 보이는 동안은 그 박자를 기다리며 그린다; 사람의 차례에는 쉰다.
    let explain = *mode.get() == NimMode::Explain;
    let watched = !explain || stir.watching(now);
    let timed = match m.phase {
        Phase::Waiting { .. } => (m.to_move == Side::Ai || explain) && watched,
        Phase::Thinking { .. } | Phase::Reveal { .. } => true,
        Phase::Over { .. } => explain && watched,
    };
    if !frames.want_if(timed) {
        return;
    }
    match m.phase {
        Phase::Waiting { since }
            if m.seat.ready(m.to_move == Side::Ai && m.history.at_end())
                && now - since >= AI_DELAY / speed =>
        {
            let ai = NimAi {
                random_move_prob: settings.random_prob,
            };
            let solver_rng = ChaCha8Rng::from_rng(&mut rng.0);
            m.seat.pending = Some(thinker.start(NimSolver::new(m.pos.clone(), ai, solver_rng)));
            m.phase = Phase::Thinking { since: now };
        }
        Phase::Waiting { since }
            if m.to_move == Side::Other
                && *mode.get() == NimMode::Explain
                && now - since >= RANDOM_DELAY / speed =>
        {
            // 설명의 무작위 상대: 합법 수에서 고르므로 거부될 일이 없다 (되어도 안내가 보인다).
            if let Some(mv) = m.pos.legal_moves().choose(&mut rng.0) {
                seat::play_human(&mut *m, mv, &mut hint, now);
            }
        }
        Phase::Reveal { mv, at } if now >= at => {
            seat::apply_answer(&mut *m, Some(mv), None, &mut hint, now);
        }
        Phase::Over { since }
            if *mode.get() == NimMode::Explain && now - since >= RESTART / speed =>
        {
            *m = new_match(&settings, NimMode::Explain, &mut rng.0, now);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hud::hint::HintMsg;
    use crate::i18n::PlayError;

    #[test]
    fn new_games_are_winning_for_the_player_to_move() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for settings in [
            NimSettings::default(),
            NimSettings {
                misere: true,
                ..default()
            },
            NimSettings {
                subtract: Some(3),
                ..default()
            },
        ] {
            for _ in 0..50 {
                let pos = random_winning_position(&settings, &mut rng);
                assert!(pos.heaps().iter().all(|h| HEAP_SIZES.contains(h)));
                assert!(analyse(&pos).unwrap().winning);
            }
        }
    }

    #[test]
    fn apply_rejects_illegal_moves_and_finds_the_winner() {
        let settings = NimSettings::default();
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let mut m = new_match(&settings, NimMode::Play, &mut rng, 0.0);
        m.pos = Nim::normal(vec![0, 2, 0, 0]).unwrap();
        m.to_move = Side::Other;
        let mut hint = Hint::default();
        let empty = NimMove { heap: 0, to: 0 };
        assert!(!seat::play_human(&mut m, empty, &mut hint, 0.0));
        assert!(matches!(
            hint.text,
            Some(HintMsg::Refused(PlayError::Nim(NimError::EmptyHeap {
                heap: 0
            })))
        ));
        assert!(m.play(NimMove { heap: 9, to: 0 }, 0.0).is_err());
        assert_eq!(m.plies, 0);
        assert_eq!(m.pos.heaps(), &[0, 2, 0, 0]);
        assert!(m.play(NimMove { heap: 1, to: 0 }, 1.0).is_ok());
        assert_eq!(m.winner, Some(Side::Other));
        assert_eq!(
            m.play(NimMove { heap: 1, to: 0 }, 1.0),
            Err(NimError::GameOver)
        );
    }

    #[test]
    fn a_refused_ai_move_shows_why_and_stops_the_match_in_place() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut m = new_match(&NimSettings::default(), NimMode::Play, &mut rng, 0.0);
        m.pos = Nim::normal(vec![1, 2, 3, 0]).unwrap();
        m.to_move = Side::Ai;
        let mut hint = Hint::default();
        seat::apply_answer(
            &mut m,
            Some(NimMove { heap: 3, to: 0 }),
            None,
            &mut hint,
            1.0,
        );
        assert!(m.seat.stuck);
        assert!(!m.seat.ready(true));
        assert_eq!(m.pos.heaps(), &[1, 2, 3, 0]);
        assert!(matches!(hint.text, Some(HintMsg::AiRefused(_))));
    }

    #[test]
    fn the_saved_game_keeps_its_moves_and_a_bad_record_is_refused() {
        let start = Nim::new(vec![3, 4, 5, 1], Variant::default()).unwrap();
        let mut m = NimMatch::starting(start, Side::Other, 0.0);
        m.play(NimMove { heap: 0, to: 2 }, 0.0).unwrap();
        m.play(NimMove { heap: 2, to: 0 }, 0.0).unwrap();
        m.goto(1, 0.0);
        let code = m.code();
        assert_eq!(
            code.get("heaps"),
            Some("2,4,0,1"),
            "the end of the game is saved"
        );
        let (back, _) = match_from_code(&code, &NimSettings::default(), 0.0).unwrap();
        assert_eq!(back.history.all(), m.history.all());
        assert_eq!(back.pos.heaps(), &[2, 4, 0, 1]);
        let mut bad = code.clone();
        bad.set("moves", "0:2,2:9");
        assert!(match_from_code(&bad, &NimSettings::default(), 0.0).is_err());
        bad.set("moves", "0:1");
        assert!(match_from_code(&bad, &NimSettings::default(), 0.0).is_err());
    }
}
