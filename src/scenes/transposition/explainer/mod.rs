//! 설명: 같은 국면에 닿는 두 수순을 작은 판 둘에 한 수씩 두며, 열쇠가 XOR로 바뀌는 비트와 전치표의
//! 칸을 보여 준다. 열쇠와 노드 수는 모두 진짜다: 틱택토 조브리스트 수([`gameai::games::tictactoe::KEYS`])
//! 로 고친 열쇠, 그 국면을 실제로 끝까지 찾은 알파-베타의 노드 수, 16칸짜리 진짜 [`Table`].

//!
//! 파일 나눔: 이 파일(상태: [`Explainer`], [`Step`], 플러그인), `flow`(단계를 넘기고 진짜 탐색을
//! 맡기고 받기), `layout`(화면 배치, 시스템 없는 계산), `view`(작은 판과 열쇠 비트 그리기), `slots`(표의 칸),
//! `hud`(글과 패널).

mod flow;
mod hud;
pub(crate) mod layout;
mod slots;
mod view;

use bevy::prelude::*;
use gameai::games::Player;
use gameai::games::tictactoe::{KEYS, TicTacToe};
use gameai::search::{SearchConfig, SearchGame, Searcher};
use gameai::step::Steppable;
use gameai::tt::{Bound, KeyMode, Table};

use super::state::TransMode;
use crate::think::{ThinkPlugin, Thinker, Ticket};

/// 보여 주는 열쇠의 비트 수.
pub(crate) const SHOWN_BITS: u32 = 16;
/// 표의 칸 수 = 2^TABLE_BITS (열쇠의 아래 4비트).
pub(crate) const TABLE_BITS: u32 = 4;
/// 한 수를 보여 주는 시간 (속도 1).
pub(crate) const MOVE_TIME: f32 = 2.0;
/// 그 안의 박자: 칸이 빛남 → (이 시각부터) 새 열쇠의 비트가 뒤집힘 → 끝에 돌이 놓임.
pub(crate) const REVEAL_AT: f32 = 0.45;
/// 적음, 도착, 끝 뒤에 머무는 시간.
pub(crate) const STORE_TIME: f32 = 2.4;
pub(crate) const ARRIVE_TIME: f32 = 3.4;
pub(crate) const DONE_TIME: f32 = 2.5;
/// 장면을 처음 열었을 때는 끝난 모습을 이만큼 더 오래 보여 준다 (초).
pub(crate) const OPENING_EXTRA: f32 = 4.0;

/// 설명의 단계.

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// 수순 `path`의 `index`번째 수를 둔다.
    Move {
        path: usize,
        index: usize,
        start: f32,
    },
    /// 첫 수순의 국면을 찾아 표에 적는다 (찾는 동안 `start`는 None).
    Store { start: Option<f32> },
    /// 둘째 수순이 같은 열쇠에 닿았다. 표가 꺼져 있으면 다시 찾는다.
    Arrive { start: Option<f32> },
    /// 끝: 잠깐 머물고 처음부터.
    Done { start: f32 },
}

/// 설명의 상태.
#[derive(Resource, Debug)]
pub struct Explainer {
    /// 두 수순의 칸 (X, O, X). 둘째는 X 둘의 순서를 바꾼 것.
    pub(crate) paths: [[u8; 3]; 2],
    /// 두 작은 판.
    pub boards: [TicTacToe; 2],
    /// 단계.
    pub step: Step,
    /// 진짜 16칸 전치표.
    pub(crate) table: Table<u8>,
    /// 첫 국면을 끝까지 찾을 때의 노드 수 (탐색 안의 표는 끈다: `flow.rs`의 `full_search`).
    pub nodes_first: Option<u64>,
    /// 표 없이 다시 찾은 노드 수.
    pub nodes_again: Option<u64>,
    /// 둘째 도착에서 표가 답했는가.
    pub found: Option<bool>,
    /// 기다리는 탐색.
    pub(crate) pending: Option<Ticket>,
    /// 바뀔 때마다 새 번호.
    pub(crate) serial: u64,
}

impl Explainer {
    /// 수순 X→a, O→b, X→c 와 X→c, O→b, X→a.
    pub fn new(cells: [u8; 3]) -> Explainer {
        let [a, b, c] = cells;
        Explainer {
            paths: [[a, b, c], [c, b, a]],
            boards: [TicTacToe::new(), TicTacToe::new()],
            step: Step::Move {
                path: 0,
                index: 0,
                start: f32::NEG_INFINITY,
            },
            table: Table::new(TABLE_BITS, KeyMode::Full64),
            nodes_first: None,
            nodes_again: None,
            found: None,
            pending: None,
            serial: crate::scenes::next_id(),
        }
    }

    /// 이미 끝난 설명: 두 수순을 다 두고, 첫 국면을 실제로 찾아 표에 적고, 둘째 도착에서 표를
    /// 찾아본 (표가 꺼져 있으면 다시 계산한) 뒤의 모습. 장면을 열자마자 결과가 보이도록 이것으로
    /// 시작하고, 잠시 뒤 처음부터 한 단계씩 다시 보여 준다. 틱택토 세 수 뒤의 국면이라 몇백 노드면
    /// 끝나므로 프레임 안에서 바로 계산한다.
    pub fn completed(cells: [u8; 3], table_on: bool) -> Explainer {
        let mut ex = Explainer::new(cells);
        for (b, path) in ex.paths.iter().enumerate() {
            for &c in path {
                ex.boards[b].play(c);
            }
        }
        let first = full_search(ex.boards[0]).run_to_end();
        let key = ex.boards[0].key();
        ex.table.store(
            key,
            first.depth as u8,
            Bound::Exact,
            first.value,
            first.best,
        );
        ex.nodes_first = Some(first.nodes);
        let key = ex.boards[1].key();
        let hit = table_on && ex.table.lookup(key).is_some();
        ex.found = Some(hit);
        if hit {
            let depth = 9 - u8::try_from(ex.boards[1].stones()).unwrap_or(9);
            let _ = ex.table.probe(key, depth, i32::MIN + 1, i32::MAX);
        } else {
            ex.nodes_again = Some(full_search(ex.boards[1]).run_to_end().nodes);
        }
        ex.step = Step::Done {
            start: f32::NEG_INFINITY,
        };
        ex
    }

    /// 지금 두는 수: (수순, 칸, 쪽). 수를 두는 단계가 아니면 `None`.
    pub fn current_move(&self) -> Option<(usize, u8, Player)> {
        match self.step {
            Step::Move { path, index, .. } => Some((
                path,
                self.paths[path][index],
                if index % 2 == 0 {
                    Player::First
                } else {
                    Player::Second
                },
            )),
            _ => None,
        }
    }

    /// 지금 보여 주는 네 줄: 지금 열쇠, 돌의 수, 차례의 수, 새 열쇠.
    pub fn rows(&self) -> Option<[u64; 4]> {
        let (path, cell, p) = self.current_move()?;
        let before = self.boards[path].key();
        let piece = KEYS.of(cell as usize, p.index());
        Some([before, piece, KEYS.side, before ^ piece ^ KEYS.side])
    }

    /// 두 수순이 끝난 국면의 열쇠 (같아야 한다).
    pub fn final_keys(&self) -> [u64; 2] {
        self.paths.map(|p| {
            let mut t = TicTacToe::new();
            for c in p {
                t.play(c);
            }
            t.key()
        })
    }
}

/// 패널이 보내는 동작.
/// 탐색기: 틱택토 국면을 끝까지 (남은 수 전부). 여기서 켜고 끄는 것은 바깥의 16칸 표이므로,
/// 두 번의 탐색이 같은 일을 하도록 탐색 안의 표는 늘 끈다 (첫 계산 N = 다시 계산 N).
pub(crate) fn full_search(pos: TicTacToe) -> Searcher<TicTacToe> {
    let config = SearchConfig {
        max_depth: 9 - pos.stones(),
        use_tt: false,
        ..SearchConfig::default()
    };
    Searcher::new(pos, config)
}

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplainerAction {
    /// 다른 수 · 다른 비트 (새 무작위 수순).
    OtherMoves,
    /// 같은 수순으로 처음부터.
    Restart,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ExplainerAction>();
    app.add_plugins(hud::plugin);
    app.add_plugins(ThinkPlugin::<Searcher<TicTacToe>>::default());
    app.add_plugins((flow::plugin, view::plugin, slots::plugin));
    app.add_systems(OnExit(TransMode::Explain), |mut c: Commands| {
        c.remove_resource::<Explainer>();
        c.remove_resource::<Thinker<Searcher<TicTacToe>>>();
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_orders_end_on_the_same_key() {
        for cells in [[0, 4, 8], [2, 0, 7], [6, 1, 5]] {
            let ex = Explainer::new(cells);
            let [a, b] = ex.final_keys();
            assert_eq!(a, b);
        }
    }

    #[test]
    fn each_row_is_the_xor_of_the_ones_above() {
        let mut ex = Explainer::new([0, 4, 8]);
        ex.step = Step::Move {
            path: 0,
            index: 0,
            start: 0.0,
        };
        let [before, piece, side, after] = ex.rows().unwrap();
        assert_eq!(after, before ^ piece ^ side);
        let mut t = TicTacToe::new();
        t.play(0);
        assert_eq!(after, t.key());
    }
}
