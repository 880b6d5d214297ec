//! 돌아보기를 대국과 함께 저장하고 되살린다: 저장 글의 항목 `review.<게임>`에 수마다의 돌아보기와 연습의
//! 진행을 (작업자에게 보내는 것과 같은 [`Wire`] 모양을 16진수로) 적는다. 다시 열면 돌아본 수들이 지금
//! 대국의 수들과 같은 데까지만 쓴다 (다른 대국의 돌아보기는 표시되지 않는다). 공유 링크의 `at=N`은
//! 대국을 N째 수 뒤의 국면에서 연다.

use bevy::prelude::*;
use gameai::review::MoveReview;
use gameai_remote::wire::{Reader, Wire, WireError, Writer, decode, encode};

use super::practice::Practice;
use super::state::{Mv, Review, Reviewable};
use crate::launch::Launch;
use crate::save::{SaveSet, Saved, SavedGame};

/// 저장 글의 돌아보기 항목 이름 (`review.hex`).
fn entry<R: SavedGame>() -> String {
    format!("review.{}", R::KEY)
}

/// 저장되는 것: 수마다의 돌아보기와 연습 (문제들, 지금 문제, 문제마다의 시도).
#[derive(Debug, PartialEq)]
struct Kept<M> {
    marks: Vec<MoveReview<M>>,
    practice: Option<(Vec<u32>, u32, Vec<Option<MoveReview<M>>>)>,
}

impl<M: Wire + Copy> Wire for Kept<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.marks);
        w.put(&self.practice.as_ref().map(|(p, _, _)| p.clone()));
        if let Some((_, at, tries)) = &self.practice {
            w.put(at);
            w.put(tries);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let marks = r.get()?;
        let plies: Option<Vec<u32>> = r.get()?;
        let practice = match plies {
            Some(p) => Some((p, r.get()?, r.get()?)),
            None => None,
        };
        Ok(Kept { marks, practice })
    }
}

/// 대국 `R`의 돌아보기를 모드 `mode`에서 저장하고 되살린다 (저장되는 대국만; [`super::plugin`] 다음에).
pub(crate) fn keep_review<R: Reviewable + SavedGame, S: States + Copy>(app: &mut App, mode: S) {
    app.add_systems(
        Update,
        (
            (restore::<R>, open_at::<R>).in_set(crate::AppSet::Input),
            store::<R>
                .in_set(crate::AppSet::Hud)
                .in_set(SaveSet)
                .run_if(resource_exists_and_changed::<Review<R>>),
        )
            .run_if(
                in_state(mode)
                    .and_then(resource_exists::<R>)
                    .and_then(resource_exists::<Review<R>>),
            ),
    );
}

fn store<R: Reviewable + SavedGame>(review: Res<Review<R>>, mut saved: ResMut<Saved>) {
    if !review.restored {
        return;
    }
    let Some(kept) = kept(&review) else {
        saved.remove(&entry::<R>());
        return;
    };
    saved.put(&entry::<R>(), to_hex(&encode(&kept)));
}

/// 저장할 것 (돌아본 수가 없으면 없다).
fn kept<R: Reviewable>(review: &Review<R>) -> Option<Kept<Mv<R>>> {
    if review.marks.is_empty() {
        return None;
    }
    let to32 = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    Some(Kept {
        marks: review.marks.clone(),
        practice: review.practice.as_ref().map(|p| {
            (
                p.plies.iter().map(|&n| to32(n)).collect(),
                to32(p.at),
                p.tries.clone(),
            )
        }),
    })
}

/// 모드에 들어와 대국이 생기면 한 번: 저장된 돌아보기가 지금 대국의 수들과 맞는 데까지 되살린다.
/// 읽을 수 없는 항목은 경고만 남기고 버린다.
fn restore<R: Reviewable + SavedGame>(
    m: Res<R>,
    mut review: ResMut<Review<R>>,
    mut saved: ResMut<Saved>,
) {
    if review.restored || m.restoring() {
        return;
    }
    review.restored = true;
    let Some(text) = saved.get(&entry::<R>()) else {
        return;
    };
    match from_hex(text).and_then(|b| decode::<Kept<Mv<R>>>(&b).map_err(|e| e.to_string())) {
        Ok(k) => apply(&mut review, m.line().all(), k),
        Err(e) => {
            tracing::warn!("dropping the saved {} review: {e}", R::KEY);
            saved.remove(&entry::<R>());
        }
    }
}

/// 저장된 돌아보기를 받아 둔다: 수들이 지금 대국의 수들과 같은 데까지 (연습은 문제가 모두 그 안에
/// 있을 때만, 멈춘 채로).
fn apply<R: Reviewable>(review: &mut Review<R>, moves: &[Mv<R>], k: Kept<Mv<R>>) {
    let same = k
        .marks
        .iter()
        .zip(moves)
        .take_while(|(r, mv)| r.mv == **mv)
        .count();
    let mut marks = k.marks;
    marks.truncate(same);
    review.reviewed = marks.iter().map(|r| r.mv).collect();
    review.marks = marks;
    review.practice = k.practice.and_then(|(plies, at, tries)| {
        let plies: Vec<usize> = plies.into_iter().map(|p| p as usize).collect();
        let fits = plies.iter().all(|&p| p >= 1 && p <= same) && tries.len() == plies.len();
        fits.then(|| {
            let mut p = Practice::new(plies);
            p.at = (at as usize).min(p.plies.len());
            p.tries = tries;
            p.active = false;
            p
        })
    });
}

/// 공유 링크가 `at=N`을 주었으면 (이 게임이 열릴 때 한 번) 그 국면으로.
fn open_at<R: Reviewable + SavedGame>(mut m: ResMut<R>, launch: Option<ResMut<Launch>>) {
    if let Some(at) = launch.and_then(|mut l| l.take_at(R::GAME)) {
        m.goto(at);
    }
}

/// 바이트를 16진수 글로.
fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// 16진수 글을 바이트로 (틀린 글이면 까닭).
fn from_hex(text: &str) -> Result<Vec<u8>, String> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return Err("not hexadecimal".into());
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).map_err(|e| e.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameai::games::Player;
    use gameai::review::{Exact, Value, Verdict};

    fn mark(ply: usize, mv: u32, verdict: Verdict) -> MoveReview<u32> {
        MoveReview {
            ply,
            mv,
            by: if ply % 2 == 1 {
                Player::First
            } else {
                Player::Second
            },
            before: Value::Exact(Exact::Win(Some(3))),
            after: Value::Rate(0.25),
            best: Some(mv + 1),
            line: vec![mv + 1, 7],
            verdict,
            exact: false,
        }
    }

    #[test]
    fn a_kept_review_reads_back_and_bad_text_is_refused() {
        let k = Kept {
            marks: vec![mark(1, 4, Verdict::Blunder), mark(2, 5, Verdict::Best)],
            practice: Some((vec![1], 0, vec![Some(mark(1, 6, Verdict::Good))])),
        };
        let text = to_hex(&encode(&k));
        assert_eq!(decode::<Kept<u32>>(&from_hex(&text).unwrap()), Ok(k));
        assert!(from_hex("abc").is_err());
        assert!(from_hex("zz").is_err());
        assert!(decode::<Kept<u32>>(&from_hex("0102").unwrap()).is_err());
    }
}
