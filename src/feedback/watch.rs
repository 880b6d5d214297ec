//! 대국을 지켜보고 신호를 낸다: 게임은 [`Cues`]로 "몇 수째, 마지막 수는 누가 무엇을, 끝났나"만 말하고,
//! [`watch`]가 수가 꼭 하나 늘었을 때 그 수의 신호를, 그 수로 끝났으면 결과의 신호를 낸다. 대국이 새로
//! 들어왔거나 (되살리기, 장면에 들어오기) 수가 줄었거나 (무르기, 새 게임) 여럿 늘었으면 (붙여넣은 기록)
//! 소리 없이 새로 센다.

use bevy::prelude::*;
use bevy::state::state::States;
use gameai::games::{Player, Status};

use super::cue::{Cue, Dispatch, FeelSet};
use super::speech::Announce;
use crate::i18n::{AccessText, Locale};

/// 신호를 낼 수 있는 대국.
pub(crate) trait Cues: Resource {
    /// 지금까지 둔 수의 수 (무르면 준다).
    fn plies(&self) -> u64;
    /// 마지막 수: AI가 두었는가, 그리고 그 수의 소리 ([`Cue::Place`], [`Cue::Move`], [`Cue::Capture`],
    /// [`Cue::Check`]).
    fn last_move(&self) -> Option<(bool, Cue)>;
    /// 끝났으면 사람 쪽에서 본 결과 ([`Cue::Win`], [`Cue::Loss`], [`Cue::Draw`]).
    fn outcome(&self) -> Option<Cue>;
    /// 마지막 수의 글 (화면 읽기 프로그램이 읽는다: "e5", "A에서 3개"). 없으면 수를 말하지 않는다.
    fn move_text(&self, _locale: &Locale) -> Option<String> {
        None
    }
}

/// 게임의 상태를 사람 `human` 쪽의 결과 신호로.
pub(crate) fn outcome_for(status: Status, human: Player) -> Option<Cue> {
    match status {
        Status::Ongoing => None,
        Status::Draw => Some(Cue::Draw),
        Status::Won(p) if p == human => Some(Cue::Win),
        Status::Won(_) => Some(Cue::Loss),
    }
}

/// 모드 `mode`에서 대국 `R`을 지켜보고 수와 결과의 신호를 낸다 (게임의 플러그인이 부른다).
pub(crate) fn watch_game<R: Cues>(app: &mut App, mode: impl States) {
    app.add_systems(
        Update,
        watch::<R>
            .in_set(FeelSet)
            .before(Dispatch)
            .run_if(in_state(mode).and_then(resource_exists::<R>)),
    );
}

/// 모드 `mode`(설명)에서 대국 `R`이 한 걸음 갈 때마다 작은 똑딱 소리를 낸다.
pub(crate) fn tick_on<R: Cues>(app: &mut App, mode: impl States) {
    app.add_systems(
        Update,
        tick::<R>
            .in_set(FeelSet)
            .before(Dispatch)
            .run_if(in_state(mode).and_then(resource_exists::<R>)),
    );
}

/// 지난 프레임에 본 것: 수의 수, 끝났었나.
#[derive(Default)]
struct Seen(Option<(u64, bool)>);

/// 이번 프레임의 대국이 지난번보다 꼭 한 수 앞섰는가. 새로 본 것도 적어 둔다.
fn one_more<R: Cues>(game: &Res<R>, seen: &mut Seen) -> Option<bool> {
    let now = (game.plies(), game.outcome().is_some());
    let before = if game.is_added() { None } else { seen.0 };
    seen.0 = Some(now);
    let (plies, was_over) = before?;
    (now.0 == plies + 1).then_some(was_over)
}

fn watch<R: Cues>(
    game: Res<R>,
    locale: Res<Locale>,
    mut seen: Local<Seen>,
    mut cues: MessageWriter<Cue>,
    mut say: MessageWriter<Announce>,
) {
    if !game.is_changed() {
        return;
    }
    let Some(was_over) = one_more(&game, &mut seen) else {
        return;
    };
    if let Some((by_ai, sound)) = game.last_move() {
        let plain = matches!(sound, Cue::Place | Cue::Move);
        cues.write(if by_ai && plain { Cue::AiMove } else { sound });
        if let Some(mv) = game.move_text(&locale) {
            let who = if by_ai {
                AccessText::SayAiMove
            } else {
                AccessText::SayYourMove
            };
            say.write(Announce(locale.f(who, &[("mv", &mv)])));
        }
    }
    if !was_over && let Some(end) = game.outcome() {
        cues.write(end);
    }
}

fn tick<R: Cues>(game: Res<R>, mut seen: Local<Seen>, mut cues: MessageWriter<Cue>) {
    if game.is_changed() && one_more(&game, &mut seen).is_some() {
        cues.write(Cue::Tick);
    }
}
