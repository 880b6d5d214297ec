//! 기법마다 장면 하나. 장면 폴더는 자기 상태, 리소스, 시스템, 임시 그림을 모두 가지며,
//! 바깥에서 그 안으로 손을 뻗지 않는다.

pub mod nim;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(nim::plugin);
}
