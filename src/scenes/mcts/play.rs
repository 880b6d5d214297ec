//! 헥스·하바나 대국: 사람은 빈 칸을 누르고, AI는 생각 모듈에서 UCT로 생각한다 (네이티브는 루트
//! 병렬). 생각이 끝나면 방문이 가장 많은 수를 둔다. 트리 재사용이 켜져 있으면 둔 수들의 부분
//! 트리를 다음 생각에 이어 쓴다. 새 게임·무르기·장면 전환은 생각을 취소하고, 옛 생각의 수는 표가
//! 달라 절대 두지 않는다.

use bevy::prelude::*;
use gameai::games::Player;
use gameai::mcts::{Config, Decision, Limit, Mcts, Search};
use gameai_remote::{Job, Remote};

use super::board::BoardGame;
use super::state::{MctsSettings, THINK_SECS};
use crate::feedback::Cue;
use crate::feedback::watch::{Cues, outcome_for};
use crate::hud::hint::Hint;
use crate::i18n::{Locale, PlayError};
use crate::records::{RecordNote, RecordPasted};
use crate::review::Line;
use crate::save::Resume;
use crate::scenes::seat::{self, AiMatch, AiSeat, AiThink, MatchSolver};
use crate::think::{AiMemory, ThinkPlugin, ThinkSet, Thinker, ai_threads};

/// AI의 생각: UCT 탐색 하나 ([`AiThink`]). 끝나면 결론과 (재사용할) 트리를 돌려준다.
pub type AiSearch<G> = AiThink<Search<G>>;

/// MCTS 대국의 풀이기: 루트 병렬로 나뉘고 ([`Search`]의 [`Remote`]), 작업자는 트리를 남겨 두고 다음
/// 수에 이어 쓴다.
impl<G: BoardGame> MatchSolver for Search<G> {
    type Kept = Mcts<G>;

    fn take_kept(&mut self) -> Option<Mcts<G>> {
        self.take_tree()
    }

    fn match_jobs(&self, workers: usize) -> Vec<Job> {
        self.jobs(workers)
    }
}

/// 진행 중인 대국.
#[derive(Resource, Debug)]
pub struct Match<G: BoardGame> {
    /// 국면.
    pub game: G,
    /// 둔 수들과 판이 보여 주는 자리 (슬라이스로는 보이는 국면까지의 수들).
    pub history: Line<G::Move>,
    /// 사람 쪽.
    pub human: Player,
    /// AI 쪽 자리: 기다리는 생각, 마지막 결론 (열 지도와 글에 쓴다), 다음 생각에 이어 쓸 트리 (루트가
    /// 지금 국면), 멈춤.
    pub seat: AiSeat<Decision<G::Move>, Mcts<G>>,
    /// 국면이 바뀔 때마다 새 번호 ([`crate::scenes::next_id`]).
    pub(crate) serial: u64,
}

impl<G: BoardGame> Match<G> {
    /// 새 대국.
    pub fn new(settings: &MctsSettings) -> Self {
        let size = Self::size(settings);
        Match {
            game: G::fresh(size, settings.swap),
            history: Line::default(),
            human: if settings.human_first {
                Player::First
            } else {
                Player::Second
            },
            seat: AiSeat::default(),
            serial: crate::scenes::next_id(),
        }
    }

    fn size(settings: &MctsSettings) -> u8 {
        G::size_setting(settings)
    }

    /// 사람이 지금 둘 수 있는가.
    pub fn human_to_move(&self) -> bool {
        !self.game.status().is_over()
            && self.game.to_move() == self.human
            && self.seat.pending.is_none()
    }

    /// 수를 둔다 (검사 포함). 트리를 쓰고 있으면 그 수의 부분 트리로 옮긴다.
    pub fn play(&mut self, mv: G::Move) -> Result<(), G::Error> {
        self.game.try_move(mv)?;
        self.history.push(mv);
        if let Some(t) = &mut self.seat.kept {
            t.advance(mv);
        }
        self.serial = crate::scenes::next_id();
        Ok(())
    }

    /// 이 대국의 판(크기, 교환 규칙)에 처음부터 `moves`대로 다시 둔 판.
    fn replay(&self, moves: &[G::Move]) -> G {
        let mut g = G::fresh(self.game.board_size(), self.game.swap_rule());
        for &mv in moves {
            if g.try_move(mv).is_err() {
                break;
            }
        }
        g
    }

    /// 보이는 국면이 바뀌었다: 판을 다시 만들고, AI의 기다림과 이어 쓸 트리를 버린다.
    fn reset_to_shown(&mut self) {
        self.game = self.replay(&self.history);
        self.seat = AiSeat::default();
        self.serial = crate::scenes::next_id();
    }

    /// 사람의 마지막 수를 (그 뒤 AI의 수와 함께) 무른다 (지난 국면을 보고 있었으면 그 국면에서). 생각
    /// 중이면 취소는 호출자가 한다.
    pub fn undo(&mut self) {
        // 적어도 한 수를 물리고, 사람의 차례가 될 때까지 더 물린다.
        while self.history.pop().is_some() {
            if self.replay(&self.history).to_move() == self.human {
                break;
            }
        }
        self.reset_to_shown();
    }

    /// `ply`째 수 뒤의 국면을 보인다 (수들은 그대로: 여기서 두면 새 갈래).
    pub fn goto(&mut self, ply: usize) {
        if self.history.goto(ply) {
            self.reset_to_shown();
        }
    }

    /// AI가 생각할 때인가: 끝나지 않았고, AI 차례이고, 마지막 수 뒤를 보고 있다.
    pub fn ai_to_move(&self) -> bool {
        !self.game.status().is_over() && self.game.to_move() != self.human && self.history.at_end()
    }
}

/// MCTS 대국은 [`AiMatch`]다: 답(결론과, 재사용이면 트리)은 [`seat::apply_answer`] 한 길로 적용된다.
impl<G: BoardGame> AiMatch for Match<G> {
    type Answer = Decision<G::Move>;
    type Kept = Mcts<G>;
    type Error = G::Error;

    fn seat_mut(&mut self) -> &mut AiSeat<Decision<G::Move>, Mcts<G>> {
        &mut self.seat
    }
    fn play_move(&mut self, mv: G::Move, _: f32) -> Result<(), G::Error> {
        self.play(mv)
    }
}

/// 소리와 진동: 돌 놓기, 이김·짐.
impl<G: BoardGame> Cues for Match<G> {
    fn plies(&self) -> u64 {
        self.history.len() as u64
    }

    fn last_move(&self) -> Option<(bool, Cue)> {
        (!self.history.is_empty()).then(|| (self.game.to_move() == self.human, Cue::Place))
    }

    fn outcome(&self) -> Option<Cue> {
        outcome_for(self.game.status(), self.human)
    }

    fn move_text(&self, _: &Locale) -> Option<String> {
        self.history.last().map(|&mv| self.game.name(mv))
    }
}

/// 패널·입력이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchAction {
    /// 새 게임 (설정의 판 크기와 먼저 두는 쪽으로).
    NewGame,
    /// 사람의 마지막 수를 무른다.
    Undo,
}

pub(super) fn plugin<G: BoardGame>(app: &mut App) {
    let mode = G::MODE;
    app.add_plugins(ThinkPlugin::<AiSearch<G>>::default());
    if !app.world().contains_resource::<Messages<MatchAction>>() {
        app.add_message::<MatchAction>();
    }
    app.add_systems(OnEnter(mode), start::<G>);
    crate::save::keep_game::<Match<G>>(app, mode);
    crate::feedback::watch::watch_game::<Match<G>>(app, mode);
    app.add_systems(OnExit(mode), stop::<G>);
    app.add_systems(
        Update,
        (actions::<G>, paste_record::<G>, receive::<G>, think::<G>)
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(mode).and_then(resource_exists::<Match<G>>)),
    );
}

/// 대국을 연다: 공유 링크나 저장된 대국이 있으면 그것 (설정의 판 크기도 그 대국에 맞춘다), 없으면
/// 새 대국.
fn start<G: BoardGame>(
    mut commands: Commands,
    mut settings: ResMut<MctsSettings>,
    mut resume: Resume,
    locale: Res<Locale>,
) {
    let m = match resume.game(G::ID, |code| {
        Match::<G>::from_code(code, &settings, &locale)
    }) {
        Some((m, s)) => {
            *settings = s;
            m
        }
        None => Match::<G>::new(&settings),
    };
    commands.insert_resource(m);
    commands.insert_resource(Thinker::<AiSearch<G>>::default());
}

fn stop<G: BoardGame>(mut commands: Commands) {
    commands.remove_resource::<Match<G>>();
    // 지우면 돌던 생각도 취소된다.
    commands.remove_resource::<Thinker<AiSearch<G>>>();
}

/// 설정에서 탐색 옵션.
pub(super) fn config_of(settings: &MctsSettings) -> Config {
    Config {
        c: settings.c,
        decisive: settings.decisive,
        rave: settings.rave,
        bridges: settings.bridges,
        reuse: settings.reuse,
        ..Config::default()
    }
}

fn actions<G: BoardGame>(
    mut actions: MessageReader<MatchAction>,
    mut m: ResMut<Match<G>>,
    mut thinker: ResMut<Thinker<AiSearch<G>>>,
    settings: Res<MctsSettings>,
) {
    for a in actions.read() {
        thinker.cancel();
        match a {
            MatchAction::NewGame => *m = Match::new(&settings),
            MatchAction::Undo => m.undo(),
        }
    }
}

/// 붙여 넣은 기록 (이 게임의 SGF): 판 크기를 기록대로 하고 (헥스는 기록에 교환이 있으면 교환
/// 규칙도 켜고) 그 수들을 둔 판으로 바꾼다. 틀린 기록이면 까닭을 적고 판은 그대로 둔다.
fn paste_record<G: BoardGame>(
    mut pasted: MessageReader<RecordPasted>,
    mut m: ResMut<Match<G>>,
    mut thinker: ResMut<Thinker<AiSearch<G>>>,
    mut settings: ResMut<MctsSettings>,
    mut note: ResMut<RecordNote>,
    locale: Res<Locale>,
) {
    for p in pasted.read().filter(|p| p.kind == G::ID) {
        let loaded = G::read_record(&p.text).and_then(|(size, moves)| {
            if !G::SIZES.contains(&size) {
                return Err(format!(
                    "board size {size}: this app plays {}..={}",
                    G::SIZES.start(),
                    G::SIZES.end()
                ));
            }
            let mut s = settings.clone();
            G::set_size_setting(&mut s, size);
            let probe = G::fresh(size, true);
            if moves.iter().any(|&mv| probe.swap_move() == Some(mv)) {
                s.swap = true;
            }
            let mut fresh = Match::<G>::new(&s);
            for (i, &mv) in moves.iter().enumerate() {
                let name = fresh.game.name(mv);
                fresh.play(mv).map_err(|e| {
                    let e: PlayError = e.into();
                    format!("{} {name}: {}", i + 1, e.text(&locale))
                })?;
            }
            Ok((s, fresh, moves.len()))
        });
        match loaded {
            Ok((s, fresh, n)) => {
                thinker.cancel();
                *settings = s;
                *m = fresh;
                note.loaded(G::ID, n, &locale);
            }
            Err(e) => note.failed(G::ID, &e, &locale),
        }
    }
}

/// AI 차례이고 생각 중이 아니면 생각을 시작한다.
fn think<G: BoardGame>(
    mut m: ResMut<Match<G>>,
    mut thinker: ResMut<Thinker<AiSearch<G>>>,
    settings: Res<MctsSettings>,
    memory: Res<AiMemory>,
) {
    let ai_to_move = m.ai_to_move();
    if !m.seat.ready(ai_to_move) {
        return;
    }
    let config = config_of(&settings);
    // 난이도: 최고가 아니면 생각 시간 대신 단계의 반복 수.
    let limit =
        settings
            .level
            .0
            .knobs(G::ID)
            .mcts_limit(Limit::Millis(crate::scenes::think_millis(
                settings.think_secs,
                &THINK_SECS,
            )));
    let threads = ai_threads();
    let seed = m.serial;
    let reused = m
        .seat
        .kept
        .take()
        .filter(|t| settings.reuse && t.root_state().to_move() == m.game.to_move())
        .map(|mut t| {
            t.set_record_last(false);
            t
        });
    let search = match reused {
        Some(tree) => {
            let mut trees = vec![tree];
            trees.extend(
                (1..threads)
                    .map(|i| Mcts::new(m.game.clone(), config, seed.wrapping_add(i as u64))),
            );
            Search::with_trees(trees, limit)
        }
        None => Search::new(m.game.clone(), config, seed, limit, threads),
    }
    // 트리들은 AI의 메모리 예산 안에서 자란다 (스레드나 작업자마다 똑같이 나눈다; 이어 쓰는 트리도).
    .with_memory(memory.trees());
    // 판에는 루트 자식의 통계만 그린다: 스냅숏에 트리는 담지 않는다 (작업자의 편지도 작게).
    m.seat.pending = Some(thinker.start(AiThink(search.with_snapshot_depth(0))));
}

/// 생각이 끝나면 방문이 가장 많은 수를 둔다. 기다리는 표와 다른 생각은 버린다.
fn receive<G: BoardGame>(
    mut m: ResMut<Match<G>>,
    mut thinker: ResMut<Thinker<AiSearch<G>>>,
    settings: Res<MctsSettings>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
) {
    if let Some((decision, tree)) = thinker.take(m.seat.pending) {
        let kept = if settings.reuse { tree } else { None };
        seat::apply_answer(&mut *m, decision, kept, &mut hint, time.elapsed_secs());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hud::hint::HintMsg;
    use gameai::games::hex::Hex;
    use gameai::mcts::Game;

    #[test]
    fn a_refused_ai_move_shows_why_and_stops_the_match_in_place() {
        let settings = MctsSettings::for_screen(false);
        let mut m = Match::<Hex>::new(&settings);
        let taken = m.game.parse_move("c3").unwrap();
        m.play(taken).unwrap();
        let before = (m.game.clone(), m.history.clone());
        let mut hint = Hint::default();
        let decision = Decision {
            best: Some(taken),
            iterations: 1,
            elapsed: 0.0,
            root: Vec::new(),
            pv: vec![taken],
            memory: Default::default(),
        };
        seat::apply_answer(&mut m, decision, None, &mut hint, 1.0);
        assert_eq!(
            (m.game.clone(), m.history.clone()),
            before,
            "nothing changed"
        );
        assert!(m.seat.stuck && m.seat.pending.is_none() && m.seat.kept.is_none());
        assert!(matches!(hint.text, Some(HintMsg::AiRefused(_))), "{hint:?}");
        // 무르기가 대국을 다시 움직인다.
        m.undo();
        assert!(!m.seat.stuck);
    }

    #[test]
    fn undo_returns_to_the_humans_turn() {
        let settings = MctsSettings::for_screen(false);
        let mut m = Match::<Hex>::new(&settings);
        for mv in ["a1", "b2", "c3", "d4"] {
            let mv = m.game.parse_move(mv).unwrap();
            m.play(mv).unwrap();
        }
        m.undo();
        assert_eq!(m.history.len(), 2);
        assert_eq!(m.game.to_move(), Player::First);
        m.undo();
        assert_eq!(m.history.len(), 0);
        m.undo();
        assert_eq!(m.history.len(), 0);
    }
}
