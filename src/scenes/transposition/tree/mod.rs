//! 탐색 나무: 엔진의 진짜 알파-베타 탐색을 사건 하나씩 보여 준다. 같은 [`Searcher`]를 추적을 켜고
//! 돌려 ([`Searcher::with_trace`]) 사건 목록을 얻고, [`TraceTree`]로 나무를 세워 사건 번호(커서)를 앞뒤로
//! 옮긴다: 한 노드씩, 다음 자름·표 적중·깊이까지, 재생, 슬라이더로 되감기. 기법의 계단([`Rung`])을
//! 바꾸면 같은 국면을 그 설정으로 다시 찾고, 계단마다의 노드 수를 나란히 둔다.
//!
//! 지금은 틱택토 국면들 (끝까지 찾을 수 있을 만큼 작다): 탐색은 몇 ms라 프레임 안에서 한다. 오목과
//! 체스 국면은 아직 없다 (패널이 "곧"이라고 말한다).
//!
//! 파일 나눔: 이 파일(상태 [`SearchLesson`], 동작 [`LessonAction`], 재생), `view`(나무와 판 그리기;
//! 자리는 `rows`의 순수한 계산), `hud`(사건의 설명 줄과 패널).

mod hud;
mod rows;
mod view;

use bevy::prelude::*;
use gameai::games::tictactoe::{TicTacToe, parse_cell};
use gameai::search::{ProbeUse, Rung, SearchConfig, SearchResult, Searcher, TraceEvent, TraceTree};
use gameai::step::Steppable;

use super::state::TransMode;
use crate::AppSet;
use crate::input::{Pointer, PointerSet};
use crate::layout::ScreenLayout;
use crate::probe::BoardProbe;

/// 틱택토 국면들 (둔 수, 이름은 패널에 그대로): 빈칸이 일곱 이하라 미니맥스 계단도 몇만 노드다.
pub(crate) const PRESETS: [&[&str]; 4] = [
    &["b2", "a1"],
    &["a1", "b2", "c3"],
    &["b2", "a1", "c3", "a3"],
    &["a1", "b1", "b2"],
];

/// 수업의 탐색이 쓰는 표의 칸 수 = 2^TT_BITS (패널이 열쇠의 아래 비트로 칸을 보여 준다).
pub(crate) const TT_BITS: u32 = 12;

/// 세로 화면에서 위에 작은 판, 아래에 나무가 들어가는 모양.
pub(crate) const SHAPE: crate::layout::BoardShape = crate::layout::BoardShape {
    aspect: 1.3,
    extra: 0.0,
};

/// 재생할 때 초당 사건 수 (속도 1).
pub(crate) const EVENTS_PER_SEC: f32 = 4.0;

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
    /// 다음 깊이가 끝날 때까지.
    NextDepth,
    /// 사건 번호로 (슬라이더).
    Seek(usize),
    /// 재생 / 멈춤.
    Play(bool),
    /// 국면 고르기 ([`PRESETS`]의 번호).
    Preset(usize),
    /// 기법의 계단 고르기.
    Rung(Rung),
    /// 노드 고르기 (그 국면, 열쇠와 표의 칸, 창, 결과; 다른 수순으로 먼저 만난 같은 국면). `None`이면 풀기.
    Select(Option<u32>),
}

/// 계단 하나의 결과 (나란히 두는 표).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RungResult {
    pub rung: Rung,
    pub nodes: u64,
    pub value: i32,
}

/// 탐색 나무의 상태.
#[derive(Resource, Debug)]
pub struct SearchLesson {
    /// 국면 ([`PRESETS`]의 번호)과 그 국면.
    pub preset: usize,
    pub root: TicTacToe,
    /// 지금 계단.
    pub rung: Rung,
    /// 탐색이 한 일, 차례로.
    pub events: Vec<TraceEvent<u8>>,
    /// 사건 `tree.applied()`개까지 세운 나무 (커서).
    pub tree: TraceTree<u8>,
    /// 탐색의 결론.
    pub result: SearchResult<u8>,
    /// 계단마다의 노드 수와 값.
    pub ladder: Vec<RungResult>,
    /// 누른 노드 (보이는 나무에 있을 때만).
    pub selected: Option<u32>,
    /// 재생 중인가, 그리고 쌓인 사건의 몫.
    pub playing: bool,
    pub(crate) carry: f32,
    /// 바뀔 때마다 새 번호 (그림이 다시 그릴 때를 안다).
    pub serial: u64,
}

impl SearchLesson {
    /// 국면 `preset`을 계단 `rung`으로 찾은 수업: 끝난 모습으로 연다 (커서는 마지막 사건).
    pub fn new(preset: usize, rung: Rung) -> SearchLesson {
        let preset = preset.min(PRESETS.len() - 1);
        let root = preset_position(preset);
        let (result, events) = search(&root, rung, true);
        let ladder = Rung::ALL
            .iter()
            .map(|&r| {
                let (res, _) = search(&root, r, false);
                RungResult {
                    rung: r,
                    nodes: res.nodes,
                    value: res.value,
                }
            })
            .collect();
        let mut tree = TraceTree::default();
        tree.rewind_to(events.len(), &events);
        SearchLesson {
            preset,
            root,
            rung,
            events,
            tree,
            result,
            ladder,
            selected: None,
            playing: false,
            carry: 0.0,
            serial: crate::scenes::next_id(),
        }
    }

    /// 커서 (지금까지 보인 사건 수).
    pub fn cursor(&self) -> usize {
        self.tree.applied()
    }

    /// 마지막으로 보인 사건.
    pub fn current(&self) -> Option<&TraceEvent<u8>> {
        self.cursor()
            .checked_sub(1)
            .and_then(|i| self.events.get(i))
    }

    /// 커서를 `n`으로.
    pub fn seek(&mut self, n: usize) {
        self.tree.rewind_to(n, &self.events);
        self.keep_selection();
        self.serial = crate::scenes::next_id();
    }

    /// `stop`이 참인 사건을 보일 때까지 앞으로 (없으면 끝까지).
    fn forward_until(&mut self, stop: impl Fn(&TraceEvent<u8>) -> bool) {
        while let Some(e) = self.events.get(self.cursor()) {
            let hit = stop(e);
            self.tree.apply(e);
            if hit {
                break;
            }
        }
        self.keep_selection();
        self.serial = crate::scenes::next_id();
    }

    /// 되감아 사라진 노드는 고른 것에서 뺀다.
    fn keep_selection(&mut self) {
        if self
            .selected
            .is_some_and(|id| id as usize >= self.tree.nodes.len())
        {
            self.selected = None;
        }
    }

    /// 고른 노드와 같은 국면을 같은 반복에서 먼저 만난 노드 (다른 수순: 전치).
    pub fn twin(&self) -> Option<u32> {
        self.selected.and_then(|id| self.tree.transposition_of(id))
    }

    /// 동작 하나를 한다.
    pub fn act(&mut self, action: LessonAction) {
        match action {
            LessonAction::Step => self.forward_until(|e| {
                matches!(
                    e,
                    TraceEvent::Node { .. } | TraceEvent::Leaf { .. } | TraceEvent::Exit { .. }
                )
            }),
            LessonAction::Back => {
                let n = self.cursor().saturating_sub(1);
                self.seek(n);
            }
            LessonAction::NextCutoff => {
                self.forward_until(|e| matches!(e, TraceEvent::Cutoff { .. }));
            }
            LessonAction::NextHit => self.forward_until(|e| {
                matches!(e, TraceEvent::Probe { used, .. } if !matches!(used, ProbeUse::Miss { .. }))
            }),
            LessonAction::NextDepth => {
                self.forward_until(|e| matches!(e, TraceEvent::DepthDone { .. }));
            }
            LessonAction::Seek(n) => self.seek(n),
            LessonAction::Play(on) => {
                // 끝에서 재생을 누르면 처음부터.
                if on && self.cursor() >= self.events.len() {
                    self.seek(0);
                }
                self.playing = on;
                self.carry = 0.0;
            }
            LessonAction::Preset(p) => *self = SearchLesson::new(p, self.rung),
            LessonAction::Rung(r) => *self = SearchLesson::new(self.preset, r),
            LessonAction::Select(id) => {
                self.selected = id.filter(|&i| (i as usize) < self.tree.nodes.len());
            }
        }
    }
}

/// 국면 `preset`.
pub(crate) fn preset_position(preset: usize) -> TicTacToe {
    let mut g = TicTacToe::new();
    for name in PRESETS.get(preset).copied().unwrap_or_default() {
        if let Ok(c) = parse_cell(name) {
            g.play(c);
        }
    }
    g
}

/// 국면을 계단 `rung`으로 끝까지 찾는다 (`trace`면 사건도).
fn search(root: &TicTacToe, rung: Rung, trace: bool) -> (SearchResult<u8>, Vec<TraceEvent<u8>>) {
    let config = rung.config(SearchConfig {
        max_depth: 9 - root.stones(),
        tt_bits: TT_BITS,
        ..SearchConfig::default()
    });
    let mut s = Searcher::new(*root, config);
    if trace {
        s = s.with_trace();
    }
    let r = s.run_to_end();
    (r, s.take_trace())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<LessonAction>();
    app.add_systems(OnEnter(TransMode::Tree), enter);
    app.add_systems(OnExit(TransMode::Tree), exit);
    app.add_systems(
        Update,
        (act, play)
            .chain()
            .in_set(AppSet::Think)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
    app.add_systems(
        Update,
        tap.in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
    crate::probe::probe_in(app, TransMode::Tree, probe);
    app.add_plugins((view::plugin, hud::plugin));
}

/// 판을 누르면 한 노드 앞으로 (휴대폰에서는 시트를 내린 채로 판만 눌러 따라간다). 끝에서 누르면 처음부터.
/// 노드의 칸을 누르면 그 노드를 고른다.
fn tap(
    mut pointer: MessageReader<Pointer>,
    layout: Res<ScreenLayout>,
    mut lesson: ResMut<SearchLesson>,
) {
    for p in pointer.read().filter(|p| p.is_down()) {
        if !layout.board.contains(p.world) {
            continue;
        }
        // 노드의 칸을 누르면 그 노드를 고른다 (다시 누르면 푼다); 나머지 판은 한 노드 앞으로.
        let (_, area) = view::split(layout.board);
        let shown = rows::rows(
            &lesson.tree,
            rows::focus(&lesson.tree, &lesson.events),
            area,
        );
        let hit = shown
            .cells
            .iter()
            .find(|c| Rect::from_center_size(c.center, c.size).contains(p.world))
            .and_then(|c| c.node);
        if let Some(id) = hit {
            let again = lesson.selected == Some(id);
            lesson.act(LessonAction::Select((!again).then_some(id)));
            continue;
        }
        if lesson.cursor() >= lesson.events.len() {
            lesson.seek(0);
        }
        lesson.playing = false;
        lesson.act(LessonAction::Step);
    }
}

/// 브라우저 시험이 누를 곳: 작은 판의 가운데 (노드의 칸이 아닌 곳이라 한 노드 앞으로; 게임이 아니므로
/// 게임 이름은 비운다).
fn probe(layout: Res<ScreenLayout>) -> Option<BoardProbe> {
    let (ttt, _) = view::split(layout.board);
    Some(BoardProbe {
        rect: layout.rect_to_screen(layout.board),
        taps: crate::probe::screen_points(&layout, [ttt.center()]),
        ..BoardProbe::default()
    })
}

fn enter(mut commands: Commands) {
    commands.insert_resource(SearchLesson::new(0, Rung::Selective));
}

fn exit(mut commands: Commands) {
    commands.remove_resource::<SearchLesson>();
}

fn act(mut lesson: ResMut<SearchLesson>, mut actions: MessageReader<LessonAction>) {
    for &a in actions.read() {
        lesson.act(a);
    }
}

/// 재생: 속도만큼 사건을 보인다 (끝에 닿으면 멈춘다).
fn play(
    mut lesson: ResMut<SearchLesson>,
    time: Res<Time>,
    settings: Option<Res<super::state::TransSettings>>,
) {
    if !lesson.playing {
        return;
    }
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
