//! 틱택토 트리 설명: UCT 한 반복의 네 단계를 천천히 보여 주다가 점점 빨라져 700번까지 반복하고,
//! 방문이 가장 많은 칸을 둔다. 그렇게 AI끼리 한 판을 끝까지 두고, 다시 시작한다. "AI와 두기"를 켜면
//! 사람이 한쪽을 두고, AI의 차례마다 같은 트리가 자라는 것을 본다 (수 목록과 돌아보기: `play.rs`).
//!
//! 틱택토 한 반복은 마이크로초 단위라, 애니메이션이 박자를 정해 한 번씩 (빨라지면 프레임마다
//! 여러 번) `iterate`를 부른다 — 보여 주려고 일부러 천천히 도는 탐색이다. 헥스·하바나의 AI는
//! 생각 모듈에서 프레임 밖으로 돈다.
//!
//! 파일 나눔: 이 파일(상태 [`Explainer`]와 박자, 플러그인), `layout`(트리와 판의 자리, 시스템 없는
//! 계산), `view`(판, 트리, 길과 시뮬레이션 그리기), `input`(누르기: AI와 두면 사람의 수, 아니면 안내),
//! `play`(AI와 둔 대국의 수 목록과 돌아보기 — 끝까지 탐색으로 정확히).

mod input;
pub(crate) mod layout;
mod play;
pub(super) use layout::SHAPE;
mod view;

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::tictactoe::{TicTacToe, cell_name};
use gameai::mcts::{Config, Game, LastIteration, Mcts, SnapNode};

use super::state::{MctsMode, MctsSettings};
use crate::AppSet;
use crate::rest::{Frames, Stir};
use crate::review::Line;

/// 한 수를 정하는 데 쓰는 반복 수.
pub(super) const TARGET: u64 = 700;
/// 그려 보이는 트리의 깊이.
pub(super) const TREE_DEPTH: u32 = 5;
/// 첫 탐색에서 천천히 보여 주는 반복 수 (그다음 수들에서는 조금만).
pub(super) const SLOW_FIRST: u64 = 10;
pub(super) const SLOW_LATER: u64 = 2;
/// 첫 반복 한 번의 길이 (초, 속도 1).
pub(super) const SLOW_START: f32 = 2.6;
/// 방문이 가장 많은 칸을 보여 주는 시간, 끝난 판을 보여 주는 시간.
pub(super) const CHOSEN_TIME: f32 = 2.2;
pub(super) const OVER_TIME: f32 = 3.0;

/// 반복 한 번을 천천히 보여 주는 중.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Cycle {
    pub(crate) start: f32,
    pub(crate) duration: f32,
}

/// 한 반복의 단계.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    Select,
    Expand,
    Rollout,
    Backprop,
}

impl Cycle {
    /// 지금의 단계와 그 단계 안의 진행도 (0..1).
    pub(crate) fn stage(&self, now: f32) -> (Stage, f32) {
        let t = ((now - self.start) / self.duration).clamp(0.0, 1.0);
        const CUTS: [(Stage, f32, f32); 4] = [
            (Stage::Select, 0.0, 0.35),
            (Stage::Expand, 0.35, 0.5),
            (Stage::Rollout, 0.5, 0.8),
            (Stage::Backprop, 0.8, 1.0),
        ];
        let (s, a, b) = CUTS.into_iter().find(|&(_, _, b)| t < b).unwrap_or(CUTS[3]);
        (s, ((t - a) / (b - a)).clamp(0.0, 1.0))
    }
}

/// 설명의 상태.
#[derive(Resource, Debug)]
pub struct Explainer {
    /// 지금 국면 (보이는 판).
    pub game: TicTacToe,
    /// 이 국면의 탐색.
    pub mcts: Mcts<TicTacToe>,
    /// 천천히 보여 줄 반복 수.
    pub(crate) slow: u64,
    /// 천천히 보여 주는 중인 반복.
    pub(crate) cycle: Option<Cycle>,
    /// 빠르게 도는 동안의 시작 시각과 쌓인 (실수) 반복.
    pub(crate) fast: Option<(f32, f64)>,
    /// 방문이 가장 많은 칸과 그것을 보여 주기 시작한 시각.
    pub chosen: Option<(u8, f32)>,
    /// 판이 끝난 시각.
    pub(crate) over_since: Option<f32>,
    /// 그리는 트리.
    pub tree: Vec<SnapNode<u8>>,
    /// 마지막 반복.
    pub(crate) last: LastIteration<u8>,
    /// 트리가 바뀔 때마다 는다.
    pub(crate) serial: u64,
    /// 이 판에서 몇 번째 수인가.
    pub(crate) ply: u64,
    /// 사람이 두는 쪽 ("AI와 두기"; 없으면 AI끼리 두는 설명).
    pub human: Option<Player>,
    /// 둔 수들과 보는 자리 (AI와 둘 때의 수 목록).
    pub history: Line<u8>,
    /// 탐색의 C와 씨앗 (자리를 옮기면 같은 설정으로 새 탐색을 연다).
    c: f32,
    seed: u64,
}

impl Explainer {
    /// 새 판, 새 탐색 (AI끼리).
    pub fn new(settings: &MctsSettings) -> Explainer {
        Self::with_human(settings, None)
    }

    /// 새 판: 사람이 `human` 쪽을 둔다 (없으면 AI끼리).
    pub fn with_human(settings: &MctsSettings, human: Option<Player>) -> Explainer {
        let game = TicTacToe::new();
        Explainer {
            mcts: Self::search(game, settings.explain_c, settings.seed, 0),
            game,
            slow: SLOW_FIRST,
            cycle: None,
            fast: None,
            chosen: None,
            over_since: None,
            tree: Vec::new(),
            last: LastIteration::default(),
            serial: crate::scenes::next_id(),
            ply: 0,
            human,
            history: Line::default(),
            c: settings.explain_c,
            seed: settings.seed,
        }
    }

    fn search(game: TicTacToe, c: f32, seed: u64, ply: u64) -> Mcts<TicTacToe> {
        // 설명은 교과서의 UCT 그대로 (RAVE 없이): 그려지는 트리의 값이 방문과 승률만으로 설명된다.
        let config = Config {
            c,
            ..Config::plain()
        };
        Mcts::new(game, config, seed.wrapping_mul(31).wrapping_add(ply))
    }

    /// AI가 생각할 때인가: 끝나지 않았고, AI끼리 두거나 AI 차례이며 마지막 수 뒤를 보고 있다.
    pub fn ai_to_move(&self) -> bool {
        !self.game.status().is_over()
            && self
                .human
                .is_none_or(|h| self.game.to_move() != h && self.history.at_end())
    }

    /// 수 `mv`를 둔다 (누구든; 둘 수 있어야 한다): 수 목록에 적고 다음 국면의 탐색을 연다.
    pub(crate) fn played(&mut self, mv: u8, now: f32) {
        self.game.play(mv);
        self.history.push(mv);
        self.new_search(now);
    }

    /// 지금 국면(`game`)의 새 탐색: 고른 칸과 박자를 비우고, 끝난 판이면 그 시각을 적는다. 사람 차례면
    /// 트리는 AI의 마지막 생각을 그대로 보인다.
    pub(crate) fn new_search(&mut self, now: f32) {
        self.ply = self.history.len() as u64;
        self.chosen = None;
        self.fast = None;
        self.cycle = None;
        self.slow = if self.ply == 0 {
            SLOW_FIRST
        } else {
            SLOW_LATER
        };
        self.mcts = Self::search(self.game, self.c, self.seed, self.ply);
        self.over_since = self.game.status().is_over().then_some(now);
        if self.ai_to_move() || self.human.is_none() {
            self.refresh();
        }
    }

    fn refresh(&mut self) {
        self.tree = self.mcts.tree(TREE_DEPTH);
        self.last = self.mcts.last_iteration().clone();
        self.serial = crate::scenes::next_id();
    }

    /// 지금 마지막 반복이 새로 만든 노드 (있으면).
    pub fn new_node(&self) -> Option<u32> {
        let &id = self.last.path.last()?;
        self.tree
            .iter()
            .any(|n| n.id == id && n.visits == 1 && id != 0)
            .then_some(id)
    }
}

/// 설명을 처음부터 (AI와 두고 있었으면 새 대국).
#[derive(Message, Clone, Copy, Debug)]
pub(super) struct RestartExplainer;

/// 누가 두는가: `None`이면 AI끼리 (설명), `Some(쪽)`이면 사람이 그쪽을 두는 새 대국.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExplainerOpponent(pub Option<Player>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RestartExplainer>();
    app.add_message::<ExplainerOpponent>();
    app.add_plugins((input::plugin, view::plugin, play::plugin));
    app.add_systems(OnEnter(MctsMode::Explain), start);
    app.add_systems(OnExit(MctsMode::Explain), |mut c: Commands| {
        c.remove_resource::<Explainer>()
    });
    app.add_systems(
        Update,
        (restart, advance)
            .chain()
            .in_set(AppSet::Think)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
}

/// 들어오면: 저장된 "AI와 두기" 대국이 있으면 그것 (돌아보기도), 없으면 AI끼리의 설명.
fn start(
    mut commands: Commands,
    settings: Res<MctsSettings>,
    locale: Res<crate::i18n::Locale>,
    mut resume: crate::save::Resume,
) {
    let ex = resume
        .game(gameai::games::GameId::TicTacToe, |code| {
            Explainer::from_code(code, &settings, &locale)
        })
        .unwrap_or_else(|| Explainer::new(&settings));
    commands.insert_resource(ex);
}

fn restart(
    mut requests: MessageReader<RestartExplainer>,
    mut opponent: MessageReader<ExplainerOpponent>,
    mut ex: ResMut<Explainer>,
    settings: Res<MctsSettings>,
) {
    let human = opponent.read().last().map_or(ex.human, |o| o.0);
    if requests.read().last().is_some() || human != ex.human {
        *ex = Explainer::with_human(&settings, human);
    }
}

/// 박자에 맞춰 반복을 돌리고, 700번이 되면 가장 많이 방문한 칸을 둔다. 고른 칸을 보이는 때와 끝난
/// 판에서는 누가 보고 있을 때만 다음으로 간다 (아니면 그 모습에서 쉰다: `rest`).
fn advance(
    mut ex: ResMut<Explainer>,
    settings: Res<MctsSettings>,
    time: Res<Time>,
    stir: Res<Stir>,
    mut frames: Frames,
) {
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    let watching = stir.watching(now);
    // 끝난 판: 잠깐 보여 주고 새 판 (AI끼리 둘 때만; 사람과 둔 판은 돌아보게 남는다).
    if let Some(since) = ex.over_since {
        if ex.human.is_none() && frames.want_if(watching) && now - since >= OVER_TIME / speed {
            *ex = Explainer::new(&settings);
        }
        return;
    }
    // 사람 차례이거나 지난 국면을 보는 동안 AI는 기다린다.
    if !ex.ai_to_move() {
        return;
    }
    // 방문이 가장 많은 칸을 보여 주는 중: 시간이 되면 두고 다음 국면의 탐색을 시작한다.
    if let Some((mv, since)) = ex.chosen {
        if frames.want_if(watching) && now - since >= CHOSEN_TIME / speed {
            ex.played(mv, now);
        }
        return;
    }
    // 반복을 보이는 동안은 프레임마다.
    frames.want();
    let done = ex.mcts.iterations();
    if done >= TARGET {
        if let Some(best) = ex.mcts.best_move() {
            ex.chosen = Some((best, now));
        }
        return;
    }
    // 천천히: 반복 하나를 네 단계로 보여 준다.
    if done < ex.slow || ex.cycle.is_some() {
        match ex.cycle {
            Some(c) if now - c.start < c.duration => {}
            Some(_) => ex.cycle = None,
            None => {
                let duration = SLOW_START * 0.8f32.powi(done as i32) / speed;
                ex.mcts.iterate();
                ex.refresh();
                ex.cycle = Some(Cycle {
                    start: now,
                    duration,
                });
            }
        }
        return;
    }
    // 빠르게: 초당 반복이 점점 는다 (속도 1에서 700번까지 약 5초).
    let (since, mut acc) = ex.fast.unwrap_or((now, 0.0));
    let t = f64::from(now - since);
    let rate = f64::from(speed) * (20.0 + 60.0 * t);
    acc += rate * f64::from(time.delta_secs());
    let n = (acc.floor() as u64).min(TARGET - done);
    acc -= n as f64;
    ex.fast = Some((since, acc));
    if n > 0 {
        ex.mcts.run(n);
        ex.refresh();
    }
}

/// 고른 수의 이름 (상태 줄에 쓴다).
pub(super) fn chosen_name(ex: &Explainer) -> Option<String> {
    ex.chosen.map(|(mv, _)| cell_name(mv))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_follow_each_other() {
        let c = Cycle {
            start: 0.0,
            duration: 1.0,
        };
        assert_eq!(c.stage(0.1).0, Stage::Select);
        assert_eq!(c.stage(0.4).0, Stage::Expand);
        assert_eq!(c.stage(0.6).0, Stage::Rollout);
        assert_eq!(c.stage(0.9).0, Stage::Backprop);
        assert_eq!(c.stage(5.0).0, Stage::Backprop);
    }
}
