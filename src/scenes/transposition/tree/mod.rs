//! 탐색 나무: 엔진의 진짜 알파-베타 탐색을 사건 하나씩 보여 준다. 같은 [`Searcher`]를 추적을 켜고
//! 돌려 ([`Searcher::with_trace`]) 사건 목록을 얻고, [`TraceTree`]로 나무를 세워 사건 번호(커서)를 앞뒤로
//! 옮긴다: 한 노드씩, 다음 자름·표 적중·재탐색·깊이까지, 재생, 슬라이더로 되감기. 기법의 계단([`Rung`])을
//! 바꾸면 같은 국면을 그 설정으로 다시 찾고, 계단마다의 노드 수를 나란히 둔다.
//!
//! 국면은 틱택토(끝까지), 오목과 체스(프리셋과 지금 대국; `position`). 탐색은 프레임마다 조금씩 하고
//! ([`SearchLesson::work`]), 계단 하나가 [`position::NODE_CAP`] 노드를 넘으면 멈춘다.
//!
//! 파일 나눔: 이 파일(상태 [`SearchLesson`]과 그 탐색들, 동작 [`LessonAction`], 재생), `cursor`(커서 옮기기와 동작), `position`(세 게임의 국면과
//! 탐색), `input`(누르기·끌기·집기), `view`(나무 그리기; 자리는 `rows`의 순수한 계산), `board`(작은 판),
//! `hud`(설명 줄과 패널), `describe`(사건 하나를 말로), `details`(고른 노드의 자세한 것), `now`(지금 대국을 되살리기).

mod board;
mod camera;
mod cursor;
mod describe;
mod details;
mod endgame;
mod hud;
mod input;
mod now;
pub(crate) mod position;
mod rows;
mod view;

use bevy::prelude::*;
use gameai::search::{Rung, TraceEvent, TraceTree};
use gameai::step::{Budget, Instant};

use super::state::TransMode;
use crate::AppSet;
pub use camera::TreeCamera;
pub use position::{CurrentGames, LessonMove, Outcome, Position};
use position::{Job, PRESETS, SeekTo};

/// 세로 화면에서 위에 작은 판, 아래에 나무가 들어가는 모양.
pub(crate) const SHAPE: crate::layout::BoardShape = crate::layout::BoardShape {
    aspect: 1.3,
    extra: 0.0,
};

/// 재생할 때 초당 사건 수 (속도 1).
pub(crate) const EVENTS_PER_SEC: f32 = 4.0;

/// 한 프레임에 탐색에 쓰는 시간 (나머지는 그림에).
const FRAME_SLICE: std::time::Duration = std::time::Duration::from_millis(6);

/// 사람이 누른 것.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum LessonAction {
    /// 다음 노드까지 (노드에 들어가거나 닫힐 때까지).
    Step,
    /// 한 사건 뒤로.
    Back,
    /// 다음 β 자름까지.
    NextCutoff,
    /// 다음 표 적중까지.
    NextHit,
    /// 다음 다시 찾기(PVS의 영 창이 높게 나옴, 줄인 수가 α를 넘음)까지.
    NextResearch,
    /// 다음 깊이가 끝날 때까지.
    NextDepth,
    /// 사건 번호로 (슬라이더).
    Seek(usize),
    /// 재생 / 멈춤.
    Play(bool),
    /// 국면 고르기 ([`position::PRESETS`]의 번호).
    Preset(usize),
    /// 기법의 계단 고르기.
    Rung(Rung),
    /// 탐색 깊이 고르기 (같은 국면, 같은 계단).
    Depth(u32),
    /// 노드 고르기 (그 국면, 열쇠와 표의 칸, 창, 결과; 다른 수순으로 먼저 만난 같은 국면). `None`이면 풀기.
    Select(Option<u32>),
}

/// 계단 하나의 결과 (나란히 두는 표). 찾는 중이면 `done`이 거짓.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RungResult {
    pub rung: Rung,
    pub nodes: u64,
    /// 뿌리의 값 (멈췄으면 `None`).
    pub value: Option<i32>,
    pub done: bool,
}

/// 탐색 나무의 상태.
#[derive(Resource)]
pub struct SearchLesson {
    /// 국면 ([`position::PRESETS`]의 번호)과 그 국면.
    pub preset: usize,
    pub root: Position,
    /// 반복 깊게 하기의 마지막 깊이 (국면의 기본값에서 [`SearchLesson::max_depth`]까지 고른다).
    pub depth: u32,
    /// 지금 계단.
    pub rung: Rung,
    /// 탐색이 한 일, 차례로 (찾는 중이면 비었다).
    pub events: Vec<TraceEvent<LessonMove>>,
    /// 사건 `tree.applied()`개까지 세운 나무 (커서).
    pub tree: TraceTree<LessonMove>,
    /// 추적한 탐색의 결론 (찾는 중이면 `None`).
    pub result: Option<Outcome>,
    /// 계단마다의 노드 수와 값.
    pub ladder: Vec<RungResult>,
    /// 아직 하는 탐색들: 추적하는 계단(`None`)이 먼저, 그다음 나머지 계단들.
    jobs: Vec<(Option<Rung>, Box<dyn Job>)>,
    /// 끝나면 옮길 곳.
    pub(crate) seek_on_done: Option<SeekTo>,
    /// 지금 대국들 (국면을 다시 고를 때).
    pub now: CurrentGames,
    /// 누른 노드 (보이는 나무에 있을 때만).
    pub selected: Option<u32>,
    /// 재생 중인가, 그리고 쌓인 사건의 몫.
    pub playing: bool,
    pub(crate) carry: f32,
    /// 바뀔 때마다 새 번호 (그림이 다시 그릴 때를 안다).
    pub serial: u64,
}

impl std::fmt::Debug for SearchLesson {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchLesson")
            .field("preset", &self.preset)
            .field("rung", &self.rung)
            .field("events", &self.events.len())
            .field("cursor", &self.cursor())
            .field("pending", &self.jobs.len())
            .finish_non_exhaustive()
    }
}

impl SearchLesson {
    /// 국면 `preset`을 계단 `rung`으로 찾기 시작한 수업 (지금 대국이 없는 국면이면 처음 국면). 작은
    /// 국면(틱택토)은 이 안에서 끝나 끝난 모습으로 연다 (커서는 마지막 사건); 큰 국면은 [`Self::work`]가
    /// 프레임마다 잇는다.
    pub fn new(preset: usize, rung: Rung, now: CurrentGames) -> SearchLesson {
        SearchLesson::with_depth(preset, rung, None, now)
    }

    /// [`Self::new`]에 깊이를 골라서 (`None`이면 국면의 기본값; 1‥[`Self::max_depth`]로 자른다).
    pub fn with_depth(
        preset: usize,
        rung: Rung,
        depth: Option<u32>,
        now: CurrentGames,
    ) -> SearchLesson {
        let (preset, root) = PRESETS
            .get(preset)
            .and_then(|p| p.setup.build(&now).map(|root| (preset, root)))
            .unwrap_or_else(|| {
                let root = PRESETS[0]
                    .setup
                    .build(&now)
                    .unwrap_or(Position::Ttt(Default::default()));
                (0, root)
            });
        let depth = depth
            .unwrap_or(PRESETS[preset].depth)
            .clamp(1, max_depth(&root, preset));
        let mut jobs: Vec<(Option<Rung>, Box<dyn Job>)> =
            vec![(None, root.job(rung, depth, true, now.tables.as_ref()))];
        jobs.extend(
            Rung::ALL
                .iter()
                .filter(|&&r| r != rung)
                .map(|&r| (Some(r), root.job(r, depth, false, now.tables.as_ref()))),
        );
        let mut lesson = SearchLesson {
            preset,
            root,
            depth,
            rung,
            events: Vec::new(),
            tree: TraceTree::default(),
            result: None,
            ladder: Rung::ALL
                .iter()
                .map(|&r| RungResult {
                    rung: r,
                    nodes: 0,
                    value: None,
                    done: false,
                })
                .collect(),
            jobs,
            seek_on_done: None,
            now,
            selected: None,
            playing: false,
            carry: 0.0,
            serial: crate::scenes::next_id(),
        };
        lesson.work(FRAME_SLICE);
        lesson
    }

    /// 남은 탐색들을 시간 `slice` 안에서 차례로 잇는다.
    pub fn work(&mut self, slice: std::time::Duration) {
        let start = Instant::now();
        while !self.jobs.is_empty() {
            let left = slice.saturating_sub(start.elapsed());
            if left.is_zero() {
                break;
            }
            self.step_job(Budget::Time(left));
        }
    }

    /// 맨 앞의 탐색을 `budget`만큼 잇는다 (끝난 것은 결과를 옮긴다). 추적한 탐색이 끝나면 끝난 모습으로
    /// (또는 `seek_on_done`으로) 커서를 옮긴다.
    fn step_job(&mut self, budget: Budget) {
        let Some((rung, job)) = self.jobs.first_mut() else {
            return;
        };
        let Some(out) = job.step(budget) else {
            return;
        };
        let rung = rung.unwrap_or(self.rung);
        self.jobs.remove(0);
        if let Some(row) = self.ladder.iter_mut().find(|r| r.rung == rung) {
            *row = RungResult {
                rung,
                nodes: out.nodes,
                value: out.value,
                done: true,
            };
        }
        if self.result.is_none() && rung == self.rung {
            let mut out = out;
            self.events = std::mem::take(&mut out.events);
            self.result = Some(out);
            self.tree = TraceTree::default();
            let at = self
                .seek_on_done
                .take()
                .map_or(self.events.len(), |s| self.find(s));
            self.tree.rewind_to(at, &self.events);
        }
        self.serial = crate::scenes::next_id();
    }

    /// 고를 수 있는 가장 깊은 깊이.
    pub fn max_depth(&self) -> u32 {
        max_depth(&self.root, self.preset)
    }

    /// 국면의 이름 (링크의 `tree=…`).
    pub fn root_slug(&self) -> &'static str {
        PRESETS[self.preset].slug
    }

    /// 아직 찾는 중인가 (추적하는 계단).
    pub fn searching(&self) -> bool {
        self.result.is_none()
    }

    /// 사건 `at`으로 연다 (아직 찾는 중이면 다 찾은 뒤에).
    pub(crate) fn open_at(&mut self, at: SeekTo) {
        if self.searching() {
            self.seek_on_done = Some(at);
        } else {
            let n = self.find(at);
            self.seek(n);
        }
    }

    /// 찾는 중인 계단의 지금까지 노드 수는 알 수 없으니, 끝난 계단의 수.
    pub fn rungs_done(&self) -> usize {
        self.ladder.iter().filter(|r| r.done).count()
    }
}

/// 국면의 가장 깊은 깊이: 틱택토는 남은 빈칸 (끝까지), 오목과 체스는 기본값보다 둘 더 (넘치는 계단은
/// [`position::NODE_CAP`]에서 멈춘다).
fn max_depth(root: &Position, preset: usize) -> u32 {
    match root {
        Position::Ttt(g) => 9 - g.stones(),
        _ => PRESETS[preset].depth + 2,
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<LessonAction>();
    app.add_systems(OnEnter(TransMode::Tree), enter);
    app.add_systems(OnExit(TransMode::Tree), exit);
    endgame::plugin(app);
    app.add_systems(
        Update,
        (act, work, play)
            .chain()
            .in_set(AppSet::Think)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
    app.add_plugins((input::plugin, view::plugin, board::plugin, hud::plugin));
}

/// 들어올 때: 링크(`tree=…`)가 고른 국면과 계단, 없으면 첫 틱택토 국면을 모든 기법으로. 지금 대국은
/// 저장된 오목·체스 대국에서.
fn enter(
    mut commands: Commands,
    now: now::NowGames,
    launch: Option<ResMut<crate::launch::Launch>>,
) {
    let link = launch.and_then(|mut l| l.tree.take());
    let (preset, rung, at) = link.map_or((0, Rung::Selective, None), |l| (l.preset, l.rung, l.at));
    let mut lesson = SearchLesson::new(preset, rung, now.games());
    if let Some(at) = at {
        lesson.open_at(at);
    }
    commands.insert_resource(lesson);
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<SearchLesson>();
}

/// 남은 탐색을 이 프레임의 몫만큼 (남은 동안은 다음 프레임도 청한다).
fn work(mut lesson: ResMut<SearchLesson>, mut frames: crate::rest::Frames) {
    if !lesson.jobs.is_empty() {
        lesson.work(FRAME_SLICE);
        frames.want();
    }
}

/// 패널의 동작. 커서를 옮기는 동작은 끌어 옮긴 나무를 제자리로 (지금 노드가 보이게).
fn act(
    mut lesson: ResMut<SearchLesson>,
    mut camera: ResMut<TreeCamera>,
    mut actions: MessageReader<LessonAction>,
) {
    for &a in actions.read() {
        lesson.act(a);
        if !matches!(a, LessonAction::Select(_)) {
            camera.pan = Vec2::ZERO;
        }
    }
}

/// 재생: 속도만큼 사건을 보인다 (끝에 닿으면 멈춘다).
fn play(
    mut lesson: ResMut<SearchLesson>,
    time: Res<Time>,
    settings: Option<Res<super::state::TransSettings>>,
    mut frames: crate::rest::Frames,
) {
    if !lesson.playing {
        return;
    }
    // 재생하는 동안은 프레임마다 (멈춤이나 끝에서는 쉰다).
    frames.want();
    let speed = settings.map_or(1.0, |s| s.speed);
    lesson.carry += time.delta_secs() * EVENTS_PER_SEC * speed * speed;
    let n = lesson.carry.floor();
    if n < 1.0 {
        return;
    }
    lesson.carry -= n;
    let target = (lesson.cursor() + n as usize).min(lesson.events.len());
    lesson.seek(target);
    if target >= lesson.events.len() {
        lesson.playing = false;
    }
}
