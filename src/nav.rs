//! 장면 사이를 오가는 길: [`Navigate`] 메시지 하나로 메뉴 카드, 뒤로 가기 버튼, Esc,
//! 시작 옵션(`--scene`, `?scene=`)이 모두 같은 곳을 지난다.

use bevy::prelude::*;

use crate::launch::Launch;
use crate::{AppSet, Scene};

/// 장면 바꾸기 요청을 `NextState<Scene>`에 거는 시스템들 (`AppSet::Input` 안). 장면의 모드를 같은
/// 전환에 걸려면 이 다음에 돈다 ([`crate::save::launch_mode`]).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NavSet;

/// 이 장면으로 가 달라는 요청.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Navigate(pub Scene);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Navigate>();
    app.add_systems(Startup, open_launch_scene);
    app.add_systems(
        Update,
        (escape_to_menu, navigate)
            .chain()
            .in_set(AppSet::Input)
            .in_set(NavSet),
    );
}

fn open_launch_scene(launch: Option<Res<Launch>>, mut nav: MessageWriter<Navigate>) {
    if let Some(scene) = launch.and_then(|l| l.scene) {
        nav.write(Navigate(scene));
    }
}

fn escape_to_menu(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    scene: Res<State<Scene>>,
    help: Option<Res<crate::keyboard::HelpOpen>>,
    tour: Option<Res<crate::tour::Tour>>,
    mut nav: MessageWriter<Navigate>,
) {
    // 단축키 도움말이 열려 있으면 Esc는 그 창만 닫는다.
    let help_open = help.is_some_and(|h| h.0)
        || tour.is_some_and(|t| matches!(*t, crate::tour::Tour::Showing(..)));
    if *scene.get() != Scene::Menu
        && !help_open
        && keys.is_some_and(|k| k.just_pressed(KeyCode::Escape))
    {
        nav.write(Navigate(Scene::Menu));
    }
}

fn navigate(
    mut requests: MessageReader<Navigate>,
    scene: Res<State<Scene>>,
    mut next: ResMut<NextState<Scene>>,
) {
    // 한 프레임에 여러 요청이 오면 마지막 것만 따른다.
    if let Some(Navigate(to)) = requests.read().last().copied()
        && to != *scene.get()
    {
        next.set(to);
    }
}
