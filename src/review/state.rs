//! 돌아볼 수 있는 대국([`Reviewable`])과 그 돌아보기([`Review`]: 수마다의 판정과 연습), 패널과 키가 보내는
//! 동작([`ListAction`]), 패널이 그린 모습([`ListSpots`]). 이것들을 움직이는 시스템은 `drive.rs`.

use bevy::prelude::*;
use bevy_egui::egui;
use gameai::review::{MoveReview, ReviewError, ReviewProgress, Reviewer};
use gameai_remote::RemoteJudge;
use gameai_remote::wire::Wire;

use super::line::Line;
use super::practice::{self, Practice};
use crate::think::{Thinkable, Thinker, Ticket};

/// 수 목록을 걷고 돌아볼 수 있는 대국 (대국 리소스가 구현한다).
pub trait Reviewable: Resource<Mutability = bevy::ecs::component::Mutable> {
    /// 판정하는 기법 (게임의 것; 작업자에게 보낼 수 있다).
    type Judge: RemoteJudge<Move: Wire + Send + Sync, Pos: Send + Sync> + Send + Sync + 'static;
    /// 대국의 AI가 생각하는 길 (자리를 옮기면 그 생각을 취소한다).
    type Ai: AiThought;

    /// 둔 수들과 보는 자리.
    fn line(&self) -> &Line<Mv<Self>>;
    /// 둔 수들과 보는 자리 (연습을 켜고 끈다; 자리는 [`Reviewable::goto`]로 옮긴다).
    fn line_mut(&mut self) -> &mut Line<Mv<Self>>;
    /// 사람이 첫 수를 두었는가 (연습은 사람이 둔 수만 묻는다; 그 뒤로는 번갈아 둔다).
    fn player_first(&self) -> bool;
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
    /// 저장된 대국을 아직 되살리는 중인가 (체스 끝내기: 표가 다시 풀린 뒤에야 수들을 둔다). 그동안은
    /// 저장된 돌아보기를 견주지 않는다. 기본은 아니다 (대국은 모드에 들어올 때 곧바로 되살아난다).
    fn restoring(&self) -> bool {
        false
    }
    /// 처음 국면에서 수들 `moves`를 둔 대국의 돌아보기 (판정과 처음 국면): 대국 전체는 둔 수 모두,
    /// 연습의 시도는 그 앞의 수들과 시도.
    fn reviewer(&self, moves: &[Mv<Self>]) -> Result<Reviewer<Self::Judge>, ReviewError>;
}

/// 대국의 AI가 생각하는 길: 자리를 옮기면 그 생각을 취소한다. 생각 모듈([`Thinker`])로 생각하는 AI는
/// 그 풀이기 자신이다. 표를 찾아볼 뿐인 AI(위토프, 체스 끝내기)는 [`TableAi`]: 취소할 생각이 없다.
pub trait AiThought: Send + Sync + 'static {
    /// 이 AI의 생각을 취소한다 (돌고 있으면; 명령으로, 이 프레임 안에).
    fn cancel(commands: &mut Commands);
}

impl<S: Thinkable> AiThought for S {
    fn cancel(commands: &mut Commands) {
        commands.queue(|w: &mut World| {
            if let Some(mut t) = w.get_resource_mut::<Thinker<S>>() {
                t.cancel();
            }
        });
    }
}

/// 표를 찾아볼 뿐인 AI: 생각 모듈을 거치지 않으므로 취소할 것이 없다 (답을 기다리는 것은 대국의
/// `goto`가 버린다).
pub struct TableAi;

impl AiThought for TableAi {
    fn cancel(_: &mut Commands) {}
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
    /// 잘못 둔 수의 연습을 시작한다 (멈춘 연습은 그 자리에서 잇는다; 다 풀었으면 처음부터).
    Practise,
    /// 연습의 다음 문제로.
    NextProblem,
    /// 연습의 지금 문제를 다시 둔다.
    Retry,
    /// 연습을 그만둔다 (진행은 남는다).
    StopPractice,
}

/// 수 목록이 마지막으로 그려진 모습 (egui 점): 웹에서는 페이지에 적혀 브라우저 시험이 누를 곳과 보이는
/// 것을 안다 (`data-review`, `data-marks`, `data-list`, `data-better`, `data-practise`, `data-practice`).
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
    /// "연습" 단추.
    pub(crate) practise: Option<egui::Rect>,
    /// 연습의 모습.
    pub(crate) practice: Option<practice::PracticeState>,
}

/// 대국 `R`의 돌아보기: 표시와 (돌고 있으면) 그 생각의 표.
#[derive(Resource)]
pub struct Review<R: Reviewable> {
    /// 표시가 붙은 수들 (이 수들이 지금 목록의 앞과 같은 데까지만 표시가 맞다).
    pub(super) reviewed: Vec<Mv<R>>,
    /// 수마다의 돌아보기.
    pub(super) marks: Vec<MoveReview<Mv<R>>>,
    /// 돌고 있는 돌아보기의 표.
    pub(super) pending: Option<Ticket>,
    /// 돌아볼 수 없었던 까닭.
    pub failed: Option<String>,
    /// 잘못 둔 수의 연습 (돌아본 뒤).
    pub(crate) practice: Option<Practice<Mv<R>>>,
    /// 저장된 돌아보기를 찾아보았는가 (그 전에는 저장하지 않는다: `keep.rs`).
    pub(super) restored: bool,
}

impl<R: Reviewable> Default for Review<R> {
    fn default() -> Self {
        Review {
            reviewed: Vec::new(),
            marks: Vec::new(),
            pending: None,
            failed: None,
            practice: None,
            restored: false,
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

    /// 판이 더 나은 수순을 그릴 돌아보기: 보는 수의 것. 연습 중이면 지금 문제의 것을, 시도의 판정이
    /// 온 뒤에만 (풀기 전에 답을 보이지 않는다).
    pub fn shown(&self, line: &Line<Mv<R>>) -> Option<&MoveReview<Mv<R>>> {
        match self.practice.as_ref().filter(|p| p.active) {
            Some(p) => {
                p.current()?;
                self.mark(line, p.ply()?)
            }
            None => self.mark(line, line.at()),
        }
    }

    /// 돌아본 수들 (지금 목록과 같은 데까지).
    pub(crate) fn marks(&self, line: &Line<Mv<R>>) -> Vec<&MoveReview<Mv<R>>> {
        (1..=self.marked(line))
            .filter_map(|p| self.mark(line, p))
            .collect()
    }

    /// 연습의 모습 (연습을 시작했으면).
    pub fn practice_state(&self) -> Option<practice::PracticeState> {
        self.practice.as_ref().map(Practice::state)
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

/// 진행 (돌고 있으면).
pub(crate) fn progress<R: Reviewable>(
    review: &Review<R>,
    thinker: Option<&Thinker<Reviewer<R::Judge>>>,
) -> Option<ReviewProgress> {
    review.pending?;
    Some(thinker.and_then(Thinker::snapshot).unwrap_or_default())
}
