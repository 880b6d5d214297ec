//! 푼 게임의 판정: 값이 정확하다. 님은 님 합(미제르 규칙, 뺄셈 게임은 그런디 값)으로, 위토프는 후퇴
//! 해석의 표로 (가장 빠른 이김, 가장 긴 버팀), 틱택토는 끝까지의 알파-베타 탐색으로.

use super::judge::{Judge, Judgement};
use super::value::{Exact, Value};
use super::verdict::Thresholds;
use crate::games::Status;
use crate::games::nim::{Nim, NimMove};
use crate::games::tictactoe::TicTacToe;
use crate::games::wythoff::{Board, Cell, Table, solve};
use crate::mcts::Game;
use crate::nim::analyse;
use crate::retrograde::Outcome;
use crate::search::{SearchConfig, Searcher, WIN, WIN_BOUND};
use crate::step::Steppable;

/// 님 (보통, 미제르, 1..k 뺄셈): 둘 차례가 이기는가와 이기는 수 ([`analyse`]). 끝까지의 거리는 없다.
#[derive(Clone, Copy, Debug, Default)]
pub struct NimJudge;

impl Judge for NimJudge {
    type Pos = Nim;
    type Move = NimMove;

    fn judge(&mut self, pos: &Nim) -> Judgement<NimMove> {
        // 미제르 뺄셈 게임은 그런디 이론이 통하지 않는다: 그 변형은 명령줄이 받지 않는다.
        let a = analyse(pos).ok();
        let winning = a.as_ref().is_some_and(|a| a.winning);
        let best = a.and_then(|a| a.best);
        Judgement {
            value: Value::Exact(if winning {
                Exact::Win(None)
            } else {
                Exact::Loss(None)
            }),
            best,
            line: best.into_iter().collect(),
        }
    }

    fn play(&self, pos: &Nim, mv: NimMove) -> Result<Nim, String> {
        pos.after(mv).map_err(|e| e.to_string())
    }

    fn thresholds(&self) -> Thresholds {
        Thresholds::LICHESS
    }
}

/// 위토프의 게임: 구석까지 푼 표 하나 (판은 처음 칸을 담는 가장 작은 것 — 여왕은 구석 쪽으로만 간다).
#[derive(Clone, Debug)]
pub struct WythoffJudge {
    table: Table,
}

impl WythoffJudge {
    /// 칸 `from`에서 시작하는 대국을 판정할 표를 푼다.
    pub fn new(from: Cell) -> Result<WythoffJudge, String> {
        let board = Board::new(from.x + 1, from.y + 1).map_err(|e| e.to_string())?;
        Ok(WythoffJudge {
            table: solve(board),
        })
    }
}

impl Judge for WythoffJudge {
    type Pos = Cell;
    type Move = Cell;

    fn judge(&mut self, pos: &Cell) -> Judgement<Cell> {
        let board = self.table.board();
        let solved = self.table.get(*pos);
        let plies = Some(solved.depth);
        let value = match solved.outcome {
            Outcome::Win => Exact::Win(plies),
            Outcome::Loss => Exact::Loss(plies),
            Outcome::Draw => Exact::Draw,
        };
        // 수순: 양쪽이 표의 가장 좋은 수를 두어 구석까지.
        let mut line = Vec::new();
        let mut at = solved;
        while let Some(next) = at.best {
            let cell = board.cell(next);
            line.push(cell);
            at = self.table.get(cell);
        }
        Judgement {
            value: Value::Exact(value),
            best: line.first().copied(),
            line,
        }
    }

    fn play(&self, pos: &Cell, mv: Cell) -> Result<Cell, String> {
        self.table
            .board()
            .check_move(*pos, mv)
            .map(|()| mv)
            .map_err(|e| e.to_string())
    }

    fn thresholds(&self) -> Thresholds {
        Thresholds::LICHESS
    }
}

/// 틱택토: 끝까지(9반수) 찾는 알파-베타 — 값은 정확하다 (이김과 짐은 끝까지의 반수와 함께).
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToeJudge;

impl Judge for TicTacToeJudge {
    type Pos = TicTacToe;
    type Move = u8;

    fn judge(&mut self, pos: &TicTacToe) -> Judgement<u8> {
        let over = match pos.status() {
            Status::Won(_) => Some(Exact::Loss(Some(0))),
            Status::Draw => Some(Exact::Draw),
            Status::Ongoing => None,
        };
        if let Some(e) = over {
            return Judgement {
                value: Value::Exact(e),
                best: None,
                line: Vec::new(),
            };
        }
        let config = SearchConfig {
            max_depth: 9,
            ..SearchConfig::default()
        };
        let r = Searcher::new(*pos, config).run_to_end();
        let value = if r.value > WIN_BOUND {
            Exact::Win(Some((WIN - r.value) as u32))
        } else if r.value < -WIN_BOUND {
            Exact::Loss(Some((WIN + r.value) as u32))
        } else {
            Exact::Draw
        };
        Judgement {
            value: Value::Exact(value),
            best: r.best,
            line: r.pv,
        }
    }

    fn play(&self, pos: &TicTacToe, mv: u8) -> Result<TicTacToe, String> {
        let mut next = *pos;
        next.try_play(mv).map_err(|e| e.to_string())?;
        Ok(next)
    }

    fn thresholds(&self) -> Thresholds {
        Thresholds::LICHESS
    }
}
