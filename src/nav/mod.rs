//! 장면 사이를 오가는 길: [`Navigate`] 메시지 하나로 메뉴 카드, 뒤로 가기 버튼, Esc,
//! 시작 옵션(`--scene`, `?scene=`)이 모두 같은 곳을 지난다.

use bevy::prelude::*;

use crate::launch::Launch;
use crate::{AppSet, Scene};

mod request;

pub(crate) use request::NavSet;
pub use request::Navigate;

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
