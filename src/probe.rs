//! 판의 자리 보고: 지금 게임의 판 사각형(화면 좌표), 칸 크기, 사람이 둘 수 있는 수 하나를 두려면
//! 누를 화면 점들, 그리고 지금 국면 (그 대국의 저장 값). 웹에서는 페이지의 `data-` 속성으로 적어
//! (`src/web/probes.rs`) 브라우저 시험이 색으로 판을 짐작하지 않고 판의 실제 크기를 재고 수를 둔다.
//! 헤드리스 앱 시험도 같은 값을 본다.
//!
//! 게임마다 자기 모듈에서 [`probe_in`]으로 채운다 (표시 묶음 `AppSet::Hud`). 모드를 나가면 비운다.

use bevy::prelude::*;

use crate::AppSet;
use crate::layout::ScreenLayout;
use crate::save::{SaveSet, Saved, entry};

/// 지금 게임의 판에 대한 보고.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardProbe {
    /// 게임 이름 (`gomoku`, `chess`, `hex`, `havannah`, `wythoff`, `nim`); 게임이 없으면 빈 글.
    pub game: &'static str,
    /// 판 사각형 (화면 좌표, 논리 픽셀).
    pub rect: Rect,
    /// 칸 크기 (체스 칸 한 변, 오목 교차점 간격, 헥스·하바나 칸 폭, 와이토프 칸, 님 돌 간격).
    pub cell: f32,
    /// 사람 차례라면, 둘 수 있는 수 하나를 두려고 차례로 누를 화면 점들 (아니면 비어 있다).
    pub taps: Vec<Vec2>,
    /// 지금 국면: 그 대국의 저장 값 ([`crate::save::SavedGame::code`], 공유 링크의 값과 같다). 수가
    /// 두어지면 바뀌고, 새로 고친 뒤에도 같아야 한다.
    pub position: String,
    /// AI 쪽 (AI와 두는 대국이면; 시험이 AI의 수를 기다리고 생각을 잰다).
    pub(crate) ai: AiProbe,
}

/// AI와 두는 대국에서 AI 쪽의 보고.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AiProbe {
    /// 지금까지 둔 수 (누가 두었든).
    pub(crate) moves: usize,
    /// 기다리는 AI 생각의 표 번호 (없으면 `None`).
    pub(crate) pending: Option<u64>,
    /// AI의 마지막 생각: 한 일(MCTS 반복 수)과 걸린 초.
    pub(crate) last: Option<(u64, f32)>,
}

/// 모드 `mode` 안에서 `probe`(지금 보고를 돌려주는 시스템; 아직 판이 없으면 `None`)로 보고를 채우고,
/// 모드를 나가면 비운다. 보고의 국면은 비워 둔다: 그 대국의 저장 값으로 여기서 채운다.
pub(crate) fn probe_in<S: States, M>(
    app: &mut App,
    mode: S,
    probe: impl IntoSystem<(), Option<BoardProbe>, M> + 'static,
) {
    app.add_systems(
        Update,
        probe
            .pipe(keep)
            .in_set(AppSet::Hud)
            .after(SaveSet)
            .run_if(in_state(mode.clone())),
    );
    app.add_systems(OnExit(mode), |mut p: ResMut<BoardProbe>| {
        p.set_if_neq(BoardProbe::default());
    });
}

/// 보고를 자원에 (바뀌었을 때만). 국면은 그 대국의 저장 값이다: 저장 시스템이 이 프레임에 이미
/// 적었으므로 ([`SaveSet`] 다음) 여기서 다시 만들지 않는다.
fn keep(In(next): In<Option<BoardProbe>>, saved: Res<Saved>, mut probe: ResMut<BoardProbe>) {
    if let Some(mut next) = next {
        next.position = gameai::games::GameId::from_slug(next.game)
            .and_then(|g| saved.get(&entry(g)))
            .unwrap_or_default()
            .to_owned();
        probe.set_if_neq(next);
    }
}

/// 화면 점으로 (누를 점은 화면 좌표로 적는다).
pub(crate) fn screen_points(
    layout: &ScreenLayout,
    world: impl IntoIterator<Item = Vec2>,
) -> Vec<Vec2> {
    world.into_iter().map(|p| layout.to_screen(p)).collect()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardProbe>();
}
