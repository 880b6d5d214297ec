//! 장면 바꾸기의 요청 [`Navigate`]와 그것을 다루는 시스템의 자리 [`NavSet`]: 요청을 보내는 쪽(패널의 뒤로
//! 가기, 메뉴 카드)과 자리에 맞춰 도는 쪽(저장)이 길(`nav`)의 시스템을 몰라도 되게 잎에 둔다.

use bevy::prelude::*;

use crate::Scene;

/// 장면 바꾸기 요청을 `NextState<Scene>`에 거는 시스템들 (`AppSet::Input` 안). 장면의 모드를 같은
/// 전환에 걸려면 이 다음에 돈다 ([`crate::save::launch_mode`]).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NavSet;

/// 이 장면으로 가 달라는 요청.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Navigate(pub Scene);
