//! 조용히 쉬기: 화면이 그대로면 프레임을 그리지 않는다 (휴대폰의 배터리와 열, 노트북의 팬).
//!
//! 앱은 사건을 기다리는 모드로 돈다 ([`winit_settings`]: Bevy의 반응형 `UpdateMode`): 창의 사건(손가락,
//! 마우스, 키, 크기 바꾸기)이나 egui의 다시 그리기 요청이 올 때만 프레임 하나. 그 밖에 프레임이 필요한
//! 까닭은 모두 여기 한 곳([`keep_drawing`])에서 모아 다음 프레임을 청한다 (`RequestRedraw`):
//!
//! - 앱이 뜬 뒤 [`STARTUP_SECS`] 동안 (렌더러의 첫 파이프라인, 첫 장면);
//! - **흔들림** ([`Stir`]: 입력, 창 크기, AI의 답) 뒤 [`GRACE_SECS`] 동안: 입력이 건 장면·모드 바꾸기가
//!   다음 프레임에 일어나고, 눌린 단추가 제 모습으로 돌아온다;
//! - **트윈**이나 정한 때 지울 엔티티가 있는 동안 (`anim`);
//! - **생각하는 동안** (AI, 풀이기: `ThinkActivity::busy`): 진행(열 지도, 최선의 수순, 노드 수)을 매
//!   프레임 — 화면의 재생 빈도 — 그린다;
//! - 장면이 [`Frames::want`]로 청한 프레임: 설명의 자동 재생, 풀이를 칠하는 동안, 흐려지는 안내처럼
//!   끝이 있는 움직임이 그동안만 청한다.
//!
//! 끝없이 도는 반짝임(이긴 줄, 체크, 앞선 수)은 흔들림 뒤 [`PULSE_SECS`] 동안만 움직이고 가장 밝은 채로
//! 멈춘다 ([`crate::hud::Pulse`]). "움직임 줄이기"면 처음부터 멈춰 있다. 저절로 되풀이하는 시범은 흔들림
//! 뒤 [`DEMO_SECS`] 안에서만 새 판을 시작한다 ([`Stir::watching`]).

use core::time::Duration;

use bevy::ecs::message::MessageCursor;
use bevy::ecs::system::SystemParam;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::input::touch::TouchInput;
use bevy::prelude::*;
use bevy::window::{RequestRedraw, WindowResized};

use crate::anim::{DespawnAt, FadeTween, MoveTween, ScaleTween};
use crate::think::ThinkActivity;

/// 흔들림 뒤 이만큼(초)은 프레임을 이어 그린다.
pub(crate) const GRACE_SECS: f32 = 0.5;
/// 앱이 뜬 뒤 이만큼(초)은 쉬지 않고 그린다: 렌더러가 첫 파이프라인을 만들고 첫 장면이 자리 잡는 동안.
pub(crate) const STARTUP_SECS: f32 = 2.0;
/// 반짝임이 움직이는 시간 (흔들림 뒤, 초). 그 뒤로는 가장 밝은 채로 멈춘 표시다.
pub(crate) const PULSE_SECS: f32 = 3.0;
/// 저절로 되풀이하는 시범(설명의 재생, 님의 AI 대 무작위, 여왕의 시범)이 새 판을 시작하는 것은 흔들림 뒤
/// 이만큼(초) 안에서만: 보는 사람이 손을 떼고 있으면 끝난 모습에서 쉰다 (누르면 다시 돈다).
pub(crate) const DEMO_SECS: f32 = 15.0;

/// 마지막으로 무엇인가 일어난 때 (초, `Time::elapsed_secs`).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub(crate) struct Stir {
    /// 사람의 입력이나 창 크기.
    pub(crate) input: f32,
    /// 입력이나 AI·풀이기의 답 (반짝임과 다음 몇 프레임의 까닭).
    pub(crate) any: f32,
}

impl Stir {
    /// 흔들림(입력이나 답) 뒤 `secs`초가 아직 안 지났다.
    pub(crate) fn within(self, now: f32, secs: f32) -> bool {
        now - self.any < secs
    }

    /// 누가 보고 있다 (사람의 입력 뒤 [`DEMO_SECS`] 안): 시범이 다음 걸음이나 새 판을 시작해도 된다.
    /// 시범 자신의 답(설명의 탐색)은 세지 않는다: 그것까지 세면 시범이 스스로를 영영 깨운다.
    pub(crate) fn watching(self, now: f32) -> bool {
        now - self.input < DEMO_SECS
    }
}

/// 프레임을 청한 횟수 (이 앱이 뜬 뒤): 시험과 `--exit-after`의 보고가 읽는다. 한 프레임에 여러 번
/// 청해도 한 번이다.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct FrameRequests {
    /// 다음 프레임을 청한 프레임의 수.
    pub frames: u64,
}

/// 장면이 다음 프레임을 청하는 곳: 끝이 있는 움직임이 도는 동안 프레임마다 [`Frames::want`].
#[derive(SystemParam)]
pub(crate) struct Frames<'w> {
    redraw: MessageWriter<'w, RequestRedraw>,
}

impl Frames<'_> {
    /// 다음 프레임도 그려 달라 (이 프레임에 움직인 것이 있다).
    pub(crate) fn want(&mut self) {
        self.redraw.write(RequestRedraw);
    }

    /// `moving`이면 다음 프레임을 청한다 (그대로 돌려준다).
    pub(crate) fn want_if(&mut self, moving: bool) -> bool {
        if moving {
            self.want();
        }
        moving
    }
}

/// 앱의 고리가 어떻게 기다리나: 기다리는 모드를 정하는 곳은 여기 하나다 ([`winit_settings`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Wait {
    /// 쉬는 모드: 창의 사건과 깨우기(egui, 작업자의 편지를 기다리는 동안의 요청)에만 깬다. 기기의 날
    /// 입력(창 밖의 마우스 움직임)에는 깨지 않는다. 기다리는 시간의 상한은 한 시간: 그동안 아무 일도
    /// 없으면 한 프레임을 그리고 다시 잔다.
    Quiet,
    /// 쉬는 모드이되 많아야 이 초 뒤에 깬다 (`--exit-after`: 끝낼 때를 놓치지 않게).
    #[cfg(not(target_arch = "wasm32"))]
    WakeWithin(f32),
    /// 가려진 페이지: 창 사건(브라우저의 그리기 차례 등)에도 깨지 않는다. 깨우는 것은 페이지가 다시
    /// 보일 때의 깨우기뿐 (`web/page.rs`).
    #[cfg(target_arch = "wasm32")]
    Hidden,
}

/// `wait`대로 기다리는 winit 설정 (창에 초점이 있든 없든 같다).
pub(crate) fn winit_settings(wait: Wait) -> bevy::winit::WinitSettings {
    let hour = Duration::from_secs(3600);
    let mode = match wait {
        Wait::Quiet => bevy::winit::UpdateMode::reactive_low_power(hour),
        #[cfg(not(target_arch = "wasm32"))]
        Wait::WakeWithin(secs) => {
            bevy::winit::UpdateMode::reactive_low_power(Duration::from_secs_f32(secs.max(0.0)))
        }
        #[cfg(target_arch = "wasm32")]
        Wait::Hidden => bevy::winit::UpdateMode::Reactive {
            wait: hour,
            react_to_device_events: false,
            react_to_user_events: true,
            react_to_window_events: false,
        },
    };
    bevy::winit::WinitSettings {
        focused_mode: mode,
        unfocused_mode: mode,
    }
}

pub(super) fn plugin(app: &mut App) {
    // 창이 없는 헤드리스 앱에도 있게 (이미 있으면 그대로).
    app.add_message::<RequestRedraw>()
        .add_message::<WindowResized>()
        .add_message::<TouchInput>()
        .add_message::<MouseButtonInput>()
        .add_message::<MouseWheel>()
        .add_message::<KeyboardInput>();
    app.init_resource::<Stir>();
    app.init_resource::<FrameRequests>();
    app.add_systems(PreUpdate, notice_stir);
    app.add_systems(Last, (notice_answers, keep_drawing).chain());
}

/// 창이 있는 앱에서만 (렌더러와 egui가 있을 때): 깬 프레임의 시계를 지금으로, egui의 헛된 다시 그리기
/// 요청을 없앤다.
pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(Startup, clock_from_now);
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

/// Bevy의 시계(`Time`)는 렌더 세계가 보낸 시각으로 간다: 앞 프레임의 그리기가 끝난 때. 쉬지 않고 그리는
/// 앱에서는 지금과 같지만, 쉬다가 깬 첫 프레임에는 잠들기 전의 (몇 초 묵은) 시각이라 그 프레임에 시작한
/// 트윈·안내·흔들림의 시계가 다음 프레임에 한꺼번에 몇 초를 건너뛴다 (안내가 뜨자마자 사라진다). 받는 쪽을
/// 치우면 `time_system`이 프레임마다 지금 시각을 쓴다 (렌더 세계의 보내기는 끊긴 통로를 조용히 넘긴다).
fn clock_from_now(mut commands: Commands) {
    commands.remove_resource::<bevy::time::TimeReceiver>();
}

/// bevy_egui(0.42)는 프레임마다 `ModifiersChanged` 사건을 egui에 넣는데 (키가 바뀌지 않았어도), egui는 사건이
/// 하나라도 있는 프레임 뒤에 곧바로 다시 그려 달라고 하고 bevy_egui가 그것을 `RequestRedraw`로 옮긴다: 그대로
/// 두면 쉬는 앱이 프레임마다 스스로를 깨운다. 바뀌지 않은 수식 키 사건은 뺀다 (수식 키의 지금 상태는
/// `RawInput::modifiers`에 따로 있다).
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<bevy_egui::egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            bevy_egui::egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// 입력과 창 크기 바꾸기를 흔들림으로 적는다 (egui가 가져간 누르기도: 그 단추가 일을 건다).
fn notice_stir(
    time: Res<Time>,
    mut stir: ResMut<Stir>,
    mut touches: MessageReader<TouchInput>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut wheels: MessageReader<MouseWheel>,
    mut keys: MessageReader<KeyboardInput>,
    mut resized: MessageReader<WindowResized>,
) {
    let any = touches.read().count()
        + buttons.read().count()
        + wheels.read().count()
        + keys.read().count()
        + resized.read().count()
        > 0;
    if any {
        let now = time.elapsed_secs();
        *stir = Stir {
            input: now,
            any: now,
        };
    }
}

/// AI의 답이 온 프레임도 흔들림이다 (사람의 입력은 아니다): 수를 두었고 그 수의 트윈과 반짝임이 이제
/// 시작한다.
fn notice_answers(time: Res<Time>, mut stir: ResMut<Stir>, activity: Option<Res<ThinkActivity>>) {
    if activity.is_some_and(|a| a.landed) {
        stir.any = time.elapsed_secs();
    }
}

/// 이 프레임 뒤에 또 그릴 까닭이 있으면 다음 프레임을 청한다 (모듈 설명의 목록). 이 프레임에 다른
/// 곳(장면의 [`Frames`], egui)이 이미 청했는지도 세어 [`FrameRequests`]에 적는다.
fn keep_drawing(
    time: Res<Time>,
    stir: Res<Stir>,
    activity: Option<Res<ThinkActivity>>,
    tweens: Query<
        (),
        Or<(
            With<MoveTween>,
            With<ScaleTween>,
            With<FadeTween>,
            With<DespawnAt>,
        )>,
    >,
    mut redraws: ResMut<Messages<RequestRedraw>>,
    mut seen: Local<MessageCursor<RequestRedraw>>,
    mut count: ResMut<FrameRequests>,
) {
    let now = time.elapsed_secs();
    let thinking = activity.is_some_and(|a| a.busy || a.landed);
    let requested = seen.read(&redraws).count() > 0;
    let more = thinking || !tweens.is_empty() || stir.within(now, GRACE_SECS) || now < STARTUP_SECS;
    if more {
        redraws.write(RequestRedraw);
        // 제가 쓴 요청은 다음 프레임에 다시 세지 않는다.
        seen.read(&redraws).count();
    }
    if more || requested {
        count.frames += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            Duration::from_millis(100),
        ));
        plugin(&mut app);
        app
    }

    fn requests(app: &App) -> u64 {
        app.world().resource::<FrameRequests>().frames
    }

    /// 아무 일도 없으면 시작의 흔들림 뒤로는 프레임을 청하지 않는다; 트윈이 있는 동안은 청한다.
    #[test]
    fn frames_are_asked_only_while_something_moves() {
        let mut app = app();
        for _ in 0..30 {
            app.update();
        }
        let settled = requests(&app);
        for _ in 0..30 {
            app.update();
        }
        assert_eq!(requests(&app), settled, "idle frames were asked for");
        let e = app
            .world_mut()
            .spawn(FadeTween {
                from: 0.0,
                to: 1.0,
                clock: crate::anim::Clock::new(0.0, 1.0),
                ease: EaseFunction::Linear,
            })
            .id();
        app.update();
        assert_eq!(requests(&app), settled + 1);
        app.world_mut().entity_mut(e).despawn();
        app.update();
        app.update();
        assert_eq!(requests(&app), settled + 1);
    }

    /// 생각하는 동안 프레임마다 청하고, 답이 온 프레임은 흔들림이다.
    #[test]
    fn thinking_asks_every_frame_and_an_answer_stirs() {
        let mut app = app();
        app.init_resource::<ThinkActivity>();
        for _ in 0..30 {
            app.update();
        }
        let settled = requests(&app);
        for _ in 0..5 {
            app.world_mut().resource_mut::<ThinkActivity>().busy = true;
            app.update();
        }
        assert_eq!(requests(&app), settled + 5);
        {
            let mut a = app.world_mut().resource_mut::<ThinkActivity>();
            a.busy = false;
            a.landed = true;
        }
        app.update();
        app.world_mut().resource_mut::<ThinkActivity>().landed = false;
        let now = app.world().resource::<Time>().elapsed_secs();
        assert_eq!(app.world().resource::<Stir>().any, now);
        assert_eq!(
            app.world().resource::<Stir>().input,
            0.0,
            "an answer is not a player's input"
        );
        let before = requests(&app);
        for _ in 0..20 {
            app.update();
        }
        // 흔들림 뒤 0.5초 동안만 더 청한다: 0.1초 프레임으로 네다섯 번 (0.5초째는 부동소수의 반올림에 달렸다).
        let more = requests(&app) - before;
        assert!((4..=5).contains(&more), "{more} frames after the stir");
    }
}
