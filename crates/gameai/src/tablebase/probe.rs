//! 표 찾기: 국면 하나의 결과와 거리, 그리고 합법 수마다 그 수를 둔 뒤의 결과와 거리
//! (표 사이트처럼, 좋은 수부터).

use core::fmt;

use crate::games::chess::{Board, Move};

use super::material::{MAX_PIECES, Material};
use super::table::{Tablebase, Value};

/// 수 하나와 그 수의 값.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMove {
    /// 수.
    pub mv: Move,
    /// 수를 둔 뒤의 국면의 값 (그때 둘 차례, 곧 상대 쪽에서).
    pub after: Value,
}

impl ScoredMove {
    /// 수를 둔 쪽에서 본 결과 (뒤 국면이 지면 이 수는 이긴다).
    pub fn for_mover(&self) -> Value {
        self.after.for_mover()
    }
}

/// 국면 하나를 찾은 결과.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    /// 재료 (표의 이름).
    pub material: Material,
    /// 둘 차례에서 본 값.
    pub value: Value,
    /// 합법 수마다의 값, 좋은 수부터 (빨리 이기는 수, 비기는 수, 오래 버티는 수).
    pub moves: Vec<ScoredMove>,
    /// 50수 규칙이 메이트보다 먼저 올 수 있다: 이기는 쪽이 잡기나 폰 수 없이 표의 거리만큼 두면
    /// 반수 셈이 100을 넘는다 (표는 50수 규칙을 보지 않는다).
    pub fifty_move_risk: bool,
}

/// 찾을 수 없는 까닭.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbeError {
    /// 기물이 너무 많다.
    TooManyPieces(usize),
    /// 캐슬링 권리가 남아 있다 (표는 캐슬링 없는 국면만 담는다).
    Castling,
    /// 그 재료의 표를 아직 만들지 않았다.
    NotGenerated(Material),
}

impl fmt::Display for ProbeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProbeError::TooManyPieces(n) => write!(
                f,
                "{n} pieces: the tables cover endgames of up to {MAX_PIECES} pieces, kings included"
            ),
            ProbeError::Castling => {
                f.write_str("the position keeps castling rights; the tables hold none")
            }
            ProbeError::NotGenerated(m) => write!(f, "the {m} table has not been generated"),
        }
    }
}

impl std::error::Error for ProbeError {}

impl Tablebase {
    /// 국면 `board`를 찾는다: 값과 수마다의 값. 앙파상 권리가 있어도 된다 (수마다 찾아 정한다).
    pub fn probe(&self, board: &Board) -> Result<Probe, ProbeError> {
        let n = board.occupied().count_ones() as usize;
        if n > MAX_PIECES {
            return Err(ProbeError::TooManyPieces(n));
        }
        if board.castling().0 != 0 {
            return Err(ProbeError::Castling);
        }
        let material = Material::of(board).normalized().0;
        let mut moves = Vec::new();
        for mv in board.legal_moves() {
            let mut b = *board;
            b.make_move(mv);
            let after = self.value_of(&b)?;
            moves.push(ScoredMove { mv, after });
        }
        moves.sort_by_key(|m| (m.for_mover().rank(), m.mv.to_string()));
        let value = match moves.first() {
            None if board.in_check() => Value::Loss(0),
            None => Value::Draw,
            Some(best) => match best.after {
                Value::Loss(d) => Value::Win(d + 1),
                Value::Win(d) => Value::Loss(d + 1),
                Value::Draw => Value::Draw,
            },
        };
        let fifty_move_risk = value
            .plies()
            .is_some_and(|d| u32::from(board.halfmove_clock()) + u32::from(d) > 100);
        Ok(Probe {
            material,
            value,
            moves,
            fifty_move_risk,
        })
    }

    /// 국면의 값 (앙파상 권리가 있으면 수마다 찾아서).
    pub fn value_of(&self, board: &Board) -> Result<Value, ProbeError> {
        if board.en_passant().is_some() && board.ep_counts_for_key() {
            return self.probe(board).map(|p| p.value);
        }
        let mut b = *board;
        b.ep = None;
        self.lookup(&b).ok_or_else(|| {
            let n = b.occupied().count_ones() as usize;
            if n > MAX_PIECES {
                ProbeError::TooManyPieces(n)
            } else {
                ProbeError::NotGenerated(Material::of(&b).normalized().0)
            }
        })
    }
}

impl From<Value> for crate::search::Exact {
    fn from(v: Value) -> Self {
        match v {
            Value::Win(d) => crate::search::Exact::Win(d),
            Value::Loss(d) => crate::search::Exact::Loss(d),
            Value::Draw => crate::search::Exact::Draw,
        }
    }
}

/// 체스 탐색이 노드마다 물을 곳: 네 기물 이하이고 캐슬링 권리가 없고 그 재료의 표가 있으면 표의
/// 값 (없으면 `None`, 탐색이 이어 찾는다).
impl crate::search::ExactSource<crate::games::chess::Chess> for Tablebase {
    fn exact(&self, g: &crate::games::chess::Chess) -> Option<crate::search::Exact> {
        let b = g.board();
        if b.occupied().count_ones() as usize > MAX_PIECES || b.castling().0 != 0 {
            return None;
        }
        self.value_of(b).ok().map(Into::into)
    }
}

/// 표들을 탐색이 물을 곳으로.
pub fn oracle(
    tables: std::sync::Arc<Tablebase>,
) -> crate::search::Oracle<crate::games::chess::Chess> {
    crate::search::Oracle(tables)
}
