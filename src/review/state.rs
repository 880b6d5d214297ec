//! 돌아볼 수 있는 대국([`Reviewable`])과 그 돌아보기([`Review`]): 패널의 동작([`ListAction`])을 받아
//! 자리를 옮기고, 돌아보기를 생각 모듈에 맡기고, 답을 받아 둔다.

use bevy::prelude::*;
use bevy_egui::egui;
use gameai::review::{MoveReview, ReviewError, ReviewProgress, Reviewer};
use gameai_remote::RemoteJudge;
use gameai_remote::wire::Wire;

use super::line::Line;
use crate::keyboard::{HelpOpen, PanelFocus};
use crate::think::{ThinkPlugin, ThinkSet, Thinkable, Thinker, Ticket};

/// 수 목록을 걷고 돌아볼 수 있는 대국 (대국 리소스가 구현한다).
pub trait Reviewable: Resource<Mutability = bevy::ecs::component::Mutable> {
    /// 판정하는 기법 (게임의 것; 작업자에게 보낼 수 있다).
    type Judge: RemoteJudge<Move: Wire + Send + Sync, Pos: Send + Sync> + Send + Sync + 'static;
    /// 대국의 AI 생각 (자리를 옮기면 취소한다).
    type Ai: Thinkable;

    /// 둔 수들과 보는 자리.
    fn line(&self) -> &Line<Mv<Self>>;
    /// `ply`째 수 뒤의 국면을 보인다 (판을 다시 만들고, AI의 기다림과 이어 쓸 것을 버린다).
    fn goto(&mut self, ply: usize);
    /// `ply`째 수 앞의 국면에서 수 `mv`의 이름 (0이면 처음 국면에서).
    fn name_at(&self, ply: usize, mv: Mv<Self>) -> String;
    /// 둔 수 모두의 이름 (목록이 그릴 때마다 부른다: 국면에 따라 이름이 달라지는 게임은 한 번 다시 두며
    /// 모두 만든다 — 수마다 `name_at`으로 처음부터 다시 두면 수의 제곱만큼 든다).
    fn names(&self) -> Vec<String> {
        let all = self.line().all();
        all.iter()
            .enumerate()
            .map(|(i, &mv)| self.name_at(i, mv))
            .collect()
    }
    /// 마지막 수 뒤의 대국이 끝났는가 (끝나면 목록이 돌아보기를 권한다).
    fn finished(&self) -> bool;
    /// 판정의 예산 (까닭의 글에: MCTS의 반복 수, 알파-베타의 깊이).
    fn budget(&self) -> u64;
    /// 까닭에 더할 한 마디: `ply`째 수 뒤의 국면을 그 기법의 말로 (님: 둔 뒤의 님 합). 기본은 없다.
    fn why(&self, _ply: usize, _locale: &crate::i18n::Locale) -> Option<String> {
        None
    }
    /// 둔 수 모두의 돌아보기 (판정과 처음 국면).
    fn reviewer(&self) -> Result<Reviewer<Self::Judge>, ReviewError>;
}

/// 대국 `R`의 수.
pub(crate) type Mv<R> = <<R as Reviewable>::Judge as gameai::review::Judge>::Move;

/// 패널과 키가 보내는 수 목록의 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListAction {
    /// `ply`째 수 뒤로 (0은 처음 국면; 끝을 넘으면 마지막).
    Goto(usize),
    /// 한 수 앞으로 / 뒤로.
    Step(i8),
    /// 마지막 수 뒤로.
    End,
    /// 돌아보기를 시작한다.
    Review,
    /// 돌아보기를 그만둔다.
    Cancel,
}

/// 수 목록이 마지막으로 그려진 모습 (egui 점): 웹에서는 페이지에 적혀 브라우저 시험이 누를 곳과 보이는
/// 것을 안다 (`data-review`, `data-marks`, `data-list`, `data-better`).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub(crate) struct ListSpots {
    /// "돌아보기" 단추.
    pub(crate) review: Option<egui::Rect>,
    /// 표시가 붙은 수마다: 몇째 수, 표시의 이름, 그 자리.
    pub(crate) marks: Vec<(usize, &'static str, egui::Rect)>,
    /// 보는 자리, 수의 수, 표시된 수의 수, 돌아보는 중인가.
    pub(crate) state: (usize, usize, usize, bool),
    /// 보는 수의 더 나은 수 (잘못 둔 수일 때).
    pub(crate) better: Option<String>,
}

/// 대국 `R`의 돌아보기: 표시와 (돌고 있으면) 그 생각의 표.
#[derive(Resource)]
pub struct Review<R: Reviewable> {
    /// 표시가 붙은 수들 (이 수들이 지금 목록의 앞과 같은 데까지만 표시가 맞다).
    reviewed: Vec<Mv<R>>,
    /// 수마다의 돌아보기.
    marks: Vec<MoveReview<Mv<R>>>,
    /// 돌고 있는 돌아보기의 표.
    pending: Option<Ticket>,
    /// 돌아볼 수 없었던 까닭.
    pub failed: Option<String>,
}

impl<R: Reviewable> Default for Review<R> {
    fn default() -> Self {
        Review {
            reviewed: Vec::new(),
            marks: Vec::new(),
            pending: None,
            failed: None,
        }
    }
}

impl<R: Reviewable> Review<R> {
    /// `ply`째(1부터) 수의 돌아보기: 돌아본 수들이 지금 목록의 그 수까지와 같을 때만.
    pub fn mark(&self, line: &Line<Mv<R>>, ply: usize) -> Option<&MoveReview<Mv<R>>> {
        let all = line.all();
        (ply >= 1 && ply <= self.marks.len() && self.reviewed[..ply] == all[..ply])
            .then(|| &self.marks[ply - 1])
    }

    /// 돌아보는 중인가.
    pub fn is_running(&self) -> bool {
        self.pending.is_some()
    }

    /// 표시가 있는 수의 수 (지금 목록에서).
    pub fn marked(&self, line: &Line<Mv<R>>) -> usize {
        (1..=self.marks.len())
            .take_while(|&p| self.mark(line, p).is_some())
            .count()
    }
}

/// 대국 `R`의 수 목록과 돌아보기를 모드 `mode`에 잇는다.
pub(crate) fn plugin<R: Reviewable, S: States + Copy>(app: &mut App, mode: S) {
    app.add_plugins(ThinkPlugin::<Reviewer<R::Judge>>::default());
    if !app.world().contains_resource::<Messages<ListAction>>() {
        app.add_message::<ListAction>();
        app.init_resource::<ListSpots>();
        app.add_systems(Update, keys.in_set(crate::AppSet::Input));
    }
    app.add_systems(OnEnter(mode), |mut commands: Commands| {
        commands.insert_resource(Review::<R>::default());
        commands.insert_resource(Thinker::<Reviewer<R::Judge>>::default());
    });
    app.add_systems(OnExit(mode), |mut commands: Commands| {
        commands.remove_resource::<Review<R>>();
        commands.remove_resource::<Thinker<Reviewer<R::Judge>>>();
    });
    app.add_systems(
        Update,
        (act::<R>, receive::<R>)
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(mode).and_then(resource_exists::<R>)),
    );
}

/// 목록의 동작: 자리를 옮기면 AI의 생각을 취소한다 (AI는 지난 국면을 보는 동안 기다린다).
fn act<R: Reviewable>(
    mut actions: MessageReader<ListAction>,
    mut m: ResMut<R>,
    mut review: ResMut<Review<R>>,
    mut reviewer: ResMut<Thinker<Reviewer<R::Judge>>>,
    ai: Option<ResMut<Thinker<R::Ai>>>,
) {
    let mut ai = ai;
    for &a in actions.read() {
        let (at, len) = (m.line().at(), m.line().all().len());
        let to = match a {
            ListAction::Goto(p) => p.min(len),
            ListAction::Step(d) => at.saturating_add_signed(isize::from(d)).min(len),
            ListAction::End => len,
            ListAction::Review => {
                match m.reviewer() {
                    Ok(r) => {
                        review.pending = Some(reviewer.start(r));
                        review.failed = None;
                    }
                    Err(e) => review.failed = Some(e.to_string()),
                }
                continue;
            }
            ListAction::Cancel => {
                reviewer.cancel();
                review.pending = None;
                continue;
            }
        };
        if to != at {
            if let Some(t) = ai.as_mut() {
                t.cancel();
            }
            m.goto(to);
        }
    }
}

/// 끝난 돌아보기를 받아 둔다.
fn receive<R: Reviewable>(
    m: Res<R>,
    mut review: ResMut<Review<R>>,
    mut reviewer: ResMut<Thinker<Reviewer<R::Judge>>>,
) {
    if review.pending.is_none() {
        return;
    }
    if let Some(marks) = reviewer.take(review.pending) {
        review.reviewed = m.line().all()[..marks.len()].to_vec();
        review.marks = marks;
        review.pending = None;
    }
}

/// 진행 (돌고 있으면).
pub(crate) fn progress<R: Reviewable>(
    review: &Review<R>,
    thinker: Option<&Thinker<Reviewer<R::Judge>>>,
) -> Option<ReviewProgress> {
    review.pending?;
    Some(thinker.and_then(Thinker::snapshot).unwrap_or_default())
}

/// 키: Shift+←/→ 한 수 뒤로·앞으로, Home/End 처음·마지막 (Shift 없는 화살표는 판의 커서).
/// 글 칸에 쓰는 중이거나 도움말이 열려 있으면 듣지 않는다.
fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    (focus, help): (Res<PanelFocus>, Res<HelpOpen>),
    mut out: MessageWriter<ListAction>,
) {
    let Some(keys) = keys.filter(|_| !focus.0 && !help.0) else {
        return;
    };
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if shift && keys.just_pressed(KeyCode::ArrowLeft) {
        out.write(ListAction::Step(-1));
    }
    if shift && keys.just_pressed(KeyCode::ArrowRight) {
        out.write(ListAction::Step(1));
    }
    if keys.just_pressed(KeyCode::Home) {
        out.write(ListAction::Goto(0));
    }
    if keys.just_pressed(KeyCode::End) {
        out.write(ListAction::End);
    }
}
