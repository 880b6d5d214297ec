//! 포인터 입력 한 길: 마우스와 터치를 같은 [`Pointer`] 메시지로 바꾼다 (탭 = 클릭).
//!
//! 장면은 마우스·터치를 직접 읽지 않고 이 메시지만 읽는다. 위치는 이미 월드 좌표다
//! ([`ScreenLayout::to_world`]). 위쪽 막대나 조작 패널 위에서 시작한 누름은 판으로 가지 않는다.

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::window::WindowEvent;

use crate::AppSet;
use crate::layout::{LayoutSet, ScreenLayout};

/// 포인터의 단계.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PointerPhase {
    /// 눌렀다 (탭·클릭은 이것).
    Down,
    /// 누른 채 움직였다 (끌기).
    Move,
    /// 뗐다.
    Up,
}

/// 마우스나 손가락 하나의 움직임, 월드 좌표.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub(crate) struct Pointer {
    /// 단계.
    pub(crate) phase: PointerPhase,
    /// 월드 좌표.
    pub(crate) world: Vec2,
}

impl Pointer {
    /// 누름(탭)인가?
    pub(crate) fn is_down(&self) -> bool {
        self.phase == PointerPhase::Down
    }
}

/// 확대·축소 한 번: 두 손가락 집기(벌리면 `factor` > 1)나 마우스 휠. `at`은 그 가운데의 월드 좌표.
/// 판 쪽(막대·패널이 아닌 곳)에서만 나온다. 읽는 장면만 쓴다 (탐색 나무).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub(crate) struct Zoom {
    pub(crate) at: Vec2,
    pub(crate) factor: f32,
}

/// 판 쪽에 닿아 있는 손가락들 (집기를 재려고).
#[derive(Resource, Default, Debug)]
struct Fingers(Vec<(u64, Vec2)>);

/// 지금 누르고 있는 포인터 (마우스 또는 첫 손가락).
#[derive(Resource, Default, Debug)]
struct Held {
    /// 누른 것이 판 위에서 시작했는가.
    active: bool,
    /// 터치라면 그 손가락 번호.
    touch: Option<u64>,
}

/// 포인터 메시지를 만드는 시스템들. 장면의 입력 시스템은 이것 뒤에 (`.after(PointerSet)`) 돌아
/// 같은 프레임에 탭을 받는다.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PointerSet;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Pointer>();
    app.add_message::<Zoom>();
    app.init_resource::<Fingers>();
    // 창 플러그인이 없는 헤드리스 앱에서도 (있으면 그대로 둔다).
    app.add_message::<WindowEvent>();
    app.init_resource::<Held>();
    app.configure_sets(
        Update,
        (
            LayoutSet.in_set(AppSet::Input),
            PointerSet.in_set(AppSet::Input).after(LayoutSet),
        ),
    );
    app.add_systems(
        Update,
        (touch_pointer, pinch, mouse_pointer, wheel)
            .chain()
            .in_set(PointerSet),
    );
}

/// 화면 좌표가 판 쪽(막대·패널이 아닌 곳)인가?
fn on_board_side(layout: &ScreenLayout, screen: Vec2) -> bool {
    screen.y > layout.top_bar.max.y && !layout.panel.contains(screen)
}

fn egui_has_pointer(egui: &Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    egui.as_ref()
        .is_some_and(|e| e.is_pointer_over_area() || e.is_using_pointer())
}

fn touch_pointer(
    mut touches: MessageReader<TouchInput>,
    layout: Res<ScreenLayout>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut held: ResMut<Held>,
    mut out: MessageWriter<Pointer>,
) {
    for t in touches.read() {
        let world = layout.to_world(t.position);
        match t.phase {
            TouchPhase::Started if held.touch.is_none() => {
                held.touch = Some(t.id);
                held.active = on_board_side(&layout, t.position) && !egui_has_pointer(&egui);
                if held.active {
                    out.write(Pointer {
                        phase: PointerPhase::Down,
                        world,
                    });
                }
            }
            TouchPhase::Moved if held.touch == Some(t.id) && held.active => {
                out.write(Pointer {
                    phase: PointerPhase::Move,
                    world,
                });
            }
            TouchPhase::Ended | TouchPhase::Canceled if held.touch == Some(t.id) => {
                if held.active {
                    out.write(Pointer {
                        phase: PointerPhase::Up,
                        world,
                    });
                }
                *held = Held::default();
            }
            _ => {}
        }
    }
}

/// 두 손가락 집기: 판 쪽에 닿은 손가락이 둘이면, 둘 사이 거리의 비를 [`Zoom`]으로.
fn pinch(
    mut touches: MessageReader<TouchInput>,
    layout: Res<ScreenLayout>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut fingers: ResMut<Fingers>,
    mut out: MessageWriter<Zoom>,
) {
    for t in touches.read() {
        let before = (fingers.0.len() == 2).then(|| (fingers.0[0].1, fingers.0[1].1));
        match t.phase {
            TouchPhase::Started => {
                if on_board_side(&layout, t.position) && !egui_has_pointer(&egui) {
                    fingers.0.push((t.id, t.position));
                }
            }
            TouchPhase::Moved => {
                if let Some(f) = fingers.0.iter_mut().find(|f| f.0 == t.id) {
                    f.1 = t.position;
                }
            }
            TouchPhase::Ended | TouchPhase::Canceled => fingers.0.retain(|f| f.0 != t.id),
        }
        if let (Some((a0, b0)), true, TouchPhase::Moved) = (before, fingers.0.len() == 2, t.phase) {
            let (a1, b1) = (fingers.0[0].1, fingers.0[1].1);
            let (d0, d1) = (a0.distance(b0), a1.distance(b1));
            if d0 > 1.0 && d1 > 1.0 {
                out.write(Zoom {
                    at: layout.to_world((a1 + b1) / 2.0),
                    factor: d1 / d0,
                });
            }
        }
    }
}

/// 마우스 휠: 한 눈금에 10 %씩 (판 쪽에서만).
fn wheel(
    mut events: MessageReader<WindowEvent>,
    layout: Res<ScreenLayout>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut at: Local<Option<Vec2>>,
    mut out: MessageWriter<Zoom>,
) {
    for e in events.read() {
        match e {
            WindowEvent::CursorMoved(m) => *at = Some(m.position),
            WindowEvent::MouseWheel(w) => {
                let Some(screen) = *at else { continue };
                if !on_board_side(&layout, screen) || egui_has_pointer(&egui) {
                    continue;
                }
                let notches = match w.unit {
                    bevy::input::mouse::MouseScrollUnit::Line => w.y,
                    bevy::input::mouse::MouseScrollUnit::Pixel => w.y / 100.0,
                };
                out.write(Zoom {
                    at: layout.to_world(screen),
                    factor: 1.1f32.powf(notches.clamp(-5.0, 5.0)),
                });
            }
            _ => {}
        }
    }
}

/// 마우스: 창의 사건들을 온 차례대로 읽는다 (커서 이동과 단추가 섞인 한 줄). 프레임이 느려 한
/// 프레임에 클릭이 둘 들어와도 (고르기, 두기) 둘 다 제자리에서 누른 것이 된다. 단추의 지금 상태
/// (`ButtonInput`)만 보면 그 프레임의 마지막 커서 자리에서 한 번 누른 것으로 뭉개진다.
fn mouse_pointer(
    mut events: MessageReader<WindowEvent>,
    layout: Res<ScreenLayout>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut at: Local<Option<Vec2>>,
    mut held: ResMut<Held>,
    mut out: MessageWriter<Pointer>,
) {
    for e in events.read() {
        let phase = match e {
            WindowEvent::CursorMoved(m) => {
                *at = Some(m.position);
                PointerPhase::Move
            }
            WindowEvent::MouseButtonInput(b) if b.button == MouseButton::Left => {
                if b.state.is_pressed() {
                    PointerPhase::Down
                } else {
                    PointerPhase::Up
                }
            }
            _ => continue,
        };
        let Some(screen) = *at else { continue };
        if held.touch.is_some() {
            continue;
        }
        if phase == PointerPhase::Down {
            held.active = on_board_side(&layout, screen) && !egui_has_pointer(&egui);
        }
        if !held.active {
            continue;
        }
        out.write(Pointer {
            phase,
            world: layout.to_world(screen),
        });
        if phase == PointerPhase::Up {
            held.active = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panel_and_top_bar_are_not_board() {
        let l = ScreenLayout::compute(Vec2::new(1280.0, 720.0));
        assert!(on_board_side(&l, Vec2::new(300.0, 300.0)));
        assert!(!on_board_side(&l, Vec2::new(300.0, 10.0)));
        assert!(!on_board_side(&l, Vec2::new(1200.0, 300.0)));
    }
}
