//! MCTS가 보는 규칙: 차례, 상태, 합법 수, 빠른 수 두기, 수 번호 (RAVE 표). 시뮬레이션을 어떻게
//! 할지는 규칙이 아니라 방침이다 ([`super::policy::Rollout`]).

use core::fmt::Debug;

use crate::games::{Player, Status};

/// MCTS가 돌릴 수 있는 게임의 규칙. 두 사람이 번갈아 둔다.
pub trait Game: Clone + Send + Sync + 'static {
    /// 수.
    type Move: Copy + Eq + core::hash::Hash + Debug + Send + Sync + 'static;

    /// 둘 차례.
    fn to_move(&self) -> Player;
    /// 상태.
    fn status(&self) -> Status;
    /// 둘 수 있는 수 전부를 `out`에 넣는다 (비우고 나서).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// 수를 둔다. 합법인지 확인하지 않는 빠른 길: 호출자가 합법을 보장한다.
    fn play_unchecked(&mut self, mv: Self::Move);
    /// 수 번호의 범위 (RAVE 표의 크기).
    fn move_space(&self) -> usize;
    /// 수 → `0..move_space()`.
    fn move_index(&self, mv: Self::Move) -> usize;

    /// 둘 차례를 바꾼다 ([`Rollout::winning_moves`](super::Rollout::winning_moves)의 기본 구현이
    /// "상대가 둔다면"을 볼 때).
    fn force_turn(&mut self, player: Player);
}
