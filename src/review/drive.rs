//! 수 목록·돌아보기·연습을 움직이는 시스템들: 패널과 키의 동작([`ListAction`])을 받아 자리를 옮기고,
//! 돌아보기를 생각 모듈에 맡겨 답을 받아 두고, 연습의 문제를 판에 세우고 시도를 판정한다.

use bevy::prelude::*;
use gameai::review::Reviewer;

use super::practice::{Practice, mistakes};
use super::state::{AiThought, ListAction, ListSpots, Mv, Review, Reviewable};
use crate::keyboard::{HelpOpen, PanelFocus};
use crate::think::{ThinkPlugin, ThinkSet, Thinker};

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
        (act::<R>, receive::<R>, judge_try::<R>)
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
    mut commands: Commands,
) {
    for &a in actions.read() {
        let (at, len) = (m.line().at(), m.line().all().len());
        let to = match a {
            ListAction::Goto(p) => p.min(len),
            ListAction::Step(d) => at.saturating_add_signed(isize::from(d)).min(len),
            ListAction::End => len,
            ListAction::Review => {
                stop(&mut *m, &mut review, &mut reviewer);
                match m.reviewer(m.line().all()) {
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
            ListAction::Practise | ListAction::NextProblem | ListAction::Retry => {
                <R::Ai as AiThought>::cancel(&mut commands);
                act_practice(&mut *m, &mut review, &mut reviewer, a);
                continue;
            }
            ListAction::StopPractice => {
                stop(&mut *m, &mut review, &mut reviewer);
                continue;
            }
        };
        // 목록을 걸으면 연습은 멈춘다 (진행은 남는다).
        if review.practice.as_ref().is_some_and(|p| p.active) {
            stop(&mut *m, &mut review, &mut reviewer);
        }
        if to != m.line().at() {
            <R::Ai as AiThought>::cancel(&mut commands);
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

/// 키: Shift+←/→ 한 수 뒤로·앞으로, Home/End 처음·마지막 (Shift 없는 화살표는 판의 커서), R 돌아보기,
/// P 연습 (패널의 단추와 같다: 돌아볼 수가 없거나 연습할 수가 없으면 동작이 아무것도 바꾸지 않는다).
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
    if keys.just_pressed(KeyCode::KeyR) {
        out.write(ListAction::Review);
    }
    if keys.just_pressed(KeyCode::KeyP) {
        out.write(ListAction::Practise);
    }
}

/// 연습의 동작: 시작(잇기), 다음 문제, 다시 두기.
fn act_practice<R: Reviewable>(
    m: &mut R,
    review: &mut Review<R>,
    thinker: &mut Thinker<Reviewer<R::Judge>>,
    action: ListAction,
) {
    match action {
        ListAction::Practise => {
            let line = m.line();
            let still = |p: &Practice<Mv<R>>| {
                !p.done() && p.plies.iter().all(|&ply| review.mark(line, ply).is_some())
            };
            if !review.practice.as_ref().is_some_and(still) {
                let first = m.player_first();
                let plies = mistakes(&review.marks(line), |ply| (ply % 2 == 1) == first);
                if plies.is_empty() {
                    return;
                }
                review.practice = Some(Practice::new(plies));
            }
        }
        ListAction::NextProblem => {
            if let Some(p) = review.practice.as_mut() {
                p.at = (p.at + 1).min(p.plies.len());
            }
        }
        ListAction::Retry => {
            if let Some(p) = review.practice.as_mut()
                && let Some(t) = p.tries.get_mut(p.at)
            {
                *t = None;
            }
        }
        _ => return,
    }
    let Some(p) = review.practice.as_mut() else {
        return;
    };
    if p.pending.take().is_some() {
        thinker.cancel();
    }
    p.active = true;
    match p.ply() {
        // 문제의 국면: 그 수 앞 (시도를 받도록 목록을 연습에 둔다).
        Some(ply) => {
            m.line_mut().try_moves(true);
            m.goto(ply - 1);
        }
        None => {
            m.line_mut().try_moves(false);
            let end = m.line().all().len();
            m.goto(end);
        }
    }
}

/// 연습을 멈춘다: 판은 대국의 끝으로, 진행은 남는다.
fn stop<R: Reviewable>(
    m: &mut R,
    review: &mut Review<R>,
    thinker: &mut Thinker<Reviewer<R::Judge>>,
) {
    let Some(p) = review.practice.as_mut().filter(|p| p.active) else {
        return;
    };
    p.active = false;
    if p.pending.take().is_some() {
        thinker.cancel();
    }
    m.line_mut().try_moves(false);
    let end = m.line().all().len();
    m.goto(end);
}

/// 연습의 시도를 판정한다: 사람이 문제의 국면에서 수를 두었으면 그 수 하나를 돌아보기와 같은 판정으로
/// (프레임 밖에서), 답이 오면 적는다. 대국이 바뀌었으면 (새 게임) 연습은 멈춘다.
fn judge_try<R: Reviewable>(
    m: Res<R>,
    mut review: ResMut<Review<R>>,
    mut thinker: ResMut<Thinker<Reviewer<R::Judge>>>,
) {
    let review = &mut *review;
    let Some(p) = review.practice.as_mut().filter(|p| p.active) else {
        return;
    };
    let line = m.line();
    if !line.trying() {
        p.active = false;
        return;
    }
    if p.pending.is_some() {
        if let Some(out) = thinker.take(p.pending) {
            p.pending = None;
            if let Some(t) = p.tries.get_mut(p.at) {
                *t = out.into_iter().next();
            }
        }
        return;
    }
    let (Some(ply), Some(mv), None) = (p.ply(), line.tried(), p.current()) else {
        return;
    };
    let mut moves = line.all()[..ply - 1].to_vec();
    moves.push(mv);
    match m.reviewer(&moves) {
        Ok(r) => p.pending = Some(thinker.start(r.from_ply(ply - 1))),
        Err(e) => review.failed = Some(e.to_string()),
    }
}
