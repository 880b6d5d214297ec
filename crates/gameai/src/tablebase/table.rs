//! 풀린 표와 표들의 묶음: 국면 하나를 찾으면 결과와 메이트까지의 거리.

use core::fmt;

use crate::games::chess::{Board, Color, Square};

use super::index::Layout;
use super::material::Material;

/// 표의 칸: 아직 모름.
pub(crate) const UNKNOWN: u8 = 0;
/// 표의 칸: 국면이 아님 (불가능하거나, 다른 번호가 대표하는 같은 국면).
pub(crate) const NOT_A_POSITION: u8 = 1;
/// 표의 칸: 비김.
pub(crate) const DRAW: u8 = 2;
/// 표의 칸: 이 값부터 메이트까지의 반수(ply): `PLY0 + d`. 짝수 d는 둘 차례가 지고, 홀수는 이긴다.
pub(crate) const PLY0: u8 = 3;
/// 표가 적을 수 있는 가장 긴 거리 (반수).
pub(crate) const MAX_PLIES: u16 = (u8::MAX - PLY0) as u16;

/// 둘 차례에서 본 결과와 메이트까지의 거리 (반수, half-moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// 이긴다: 최선으로 두면 `plies` 반수 뒤 메이트 (홀수).
    Win(u16),
    /// 진다: 최선으로 버텨도 `plies` 반수 뒤 메이트를 당한다 (짝수; 0이면 지금 메이트).
    Loss(u16),
    /// 비긴다.
    Draw,
}

impl Value {
    /// 칸의 값 (모름과 국면 아님은 `None`).
    pub(crate) fn from_cell(c: u8) -> Option<Value> {
        match c {
            UNKNOWN | NOT_A_POSITION => None,
            DRAW => Some(Value::Draw),
            _ => {
                let d = u16::from(c - PLY0);
                Some(if d % 2 == 1 {
                    Value::Win(d)
                } else {
                    Value::Loss(d)
                })
            }
        }
    }

    /// 칸에 적을 값.
    pub(crate) fn cell(self) -> u8 {
        match self {
            Value::Draw => DRAW,
            Value::Win(d) | Value::Loss(d) => PLY0 + d.min(MAX_PLIES) as u8,
        }
    }

    /// 메이트까지의 반수 (비기면 `None`).
    pub fn plies(self) -> Option<u16> {
        match self {
            Value::Win(d) | Value::Loss(d) => Some(d),
            Value::Draw => None,
        }
    }

    /// 메이트까지의 수 (이기는 쪽의 수로 센다: 반수 1, 2 → 1수; 3, 4 → 2수 …).
    pub fn moves(self) -> Option<u16> {
        self.plies().map(|d| d.div_ceil(2))
    }

    /// 상대 쪽에서 본 값 (한 수 전의 둔 쪽에서: 이 국면이 지면 그 수는 이긴다).
    pub fn for_mover(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d),
            Value::Loss(d) => Value::Win(d),
            Value::Draw => Value::Draw,
        }
    }

    /// "win", "draw", "loss".
    pub fn word(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        }
    }

    /// 둘 차례에게 더 좋은 것이 앞에 오는 순서의 열쇠 (빨리 이김 < 늦게 이김 < 비김 < 늦게 짐 <
    /// 빨리 짐).
    pub fn rank(self) -> i32 {
        match self {
            Value::Win(d) => i32::from(d),
            Value::Draw => 1000,
            Value::Loss(d) => 2000 - i32::from(d),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(d) => write!(f, "win, mate in {} ({d} plies)", d.div_ceil(2)),
            Value::Loss(0) => f.write_str("loss, checkmated"),
            Value::Loss(d) => write!(f, "loss, mated in {} ({d} plies)", d / 2),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// 재료 하나의 풀린 표.
#[derive(Clone, PartialEq, Eq)]
pub struct Table {
    pub(crate) layout: Layout,
    pub(crate) cells: Vec<u8>,
    /// 가장 긴 메이트의 반수 (이기는 국면이 없으면 `None`).
    pub(crate) longest: Option<u16>,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Table({}, {} cells)",
            self.layout.material(),
            self.cells.len()
        )
    }
}

impl Table {
    /// 재료.
    pub fn material(&self) -> &Material {
        self.layout.material()
    }

    /// 번호 매기기.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// 번호 `idx`의 값 (국면이 아니면 `None`).
    pub fn value(&self, idx: u32) -> Option<Value> {
        self.cells
            .get(idx as usize)
            .and_then(|&c| Value::from_cell(c))
    }

    /// 표의 바이트 수.
    pub fn bytes(&self) -> usize {
        self.cells.len()
    }

    /// 가장 긴 메이트의 반수.
    pub fn longest(&self) -> Option<u16> {
        self.longest
    }

    /// 칸들, 번호 차례로 (한 칸 1바이트; 웹의 작업자가 푼 표를 페이지로 보낼 때).
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// 다른 곳(웹의 작업자)에서 푼 칸들로 표를 다시 세운다. 재료가 표의 이름 꼴이 아니거나, 칸 수가
    /// 그 재료의 번호 수와 다르거나, 풀리지 않은 칸이 있으면 `None`.
    pub fn from_cells(material: &Material, cells: Vec<u8>) -> Option<Table> {
        let (name, flip) = material.clone().normalized();
        if flip || name != *material {
            return None;
        }
        let layout = Layout::new(material);
        if cells.len() != layout.len() || cells.contains(&UNKNOWN) {
            return None;
        }
        let longest = cells
            .iter()
            .filter_map(|&c| match Value::from_cell(c) {
                Some(Value::Win(d)) => Some(d),
                _ => None,
            })
            .max();
        Some(Table {
            layout,
            cells,
            longest,
        })
    }
}

/// 판의 색을 바꾼다: 위아래로 뒤집고 백과 흑을 바꾼다 (같은 국면을 상대 쪽에서).
pub fn flip_colors(board: &Board) -> Board {
    let mut b = Board::empty();
    for c in Color::BOTH {
        for p in crate::games::chess::Piece::ALL {
            for sq in crate::games::chess::squares(board.pieces_of(c, p)) {
                b.put(c.other(), p, sq.flip());
            }
        }
    }
    b.side = board.side_to_move().other();
    b.ep = board.en_passant().map(Square::flip);
    b.halfmove = board.halfmove_clock();
    b
}

/// 풀린 표들 (재료마다 하나).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tablebase {
    tables: Vec<Table>,
}

impl Tablebase {
    /// 빈 묶음.
    pub fn new() -> Tablebase {
        Tablebase::default()
    }

    /// 표를 더한다 (같은 재료가 있으면 바꾼다).
    pub fn insert(&mut self, table: Table) {
        self.tables.retain(|t| t.material() != table.material());
        self.tables.push(table);
    }

    /// 재료 `m`(표의 이름)의 표를 뺀다 (있었으면 참).
    pub fn remove(&mut self, m: &Material) -> bool {
        let before = self.tables.len();
        self.tables.retain(|t| t.material() != m);
        self.tables.len() != before
    }

    /// 재료 `m`(표의 이름)의 표.
    pub fn table(&self, m: &Material) -> Option<&Table> {
        self.tables.iter().find(|t| t.material() == m)
    }

    /// 표들.
    pub fn tables(&self) -> &[Table] {
        &self.tables
    }

    /// 모든 표의 바이트 수.
    pub fn bytes(&self) -> usize {
        self.tables.iter().map(Table::bytes).sum()
    }

    /// 앙파상 권리가 없는 국면 하나의 값을 표에서 바로 (킹 둘뿐이면 비김). 표가 없으면 `None`.
    pub(crate) fn lookup(&self, board: &Board) -> Option<Value> {
        let (m, flip) = Material::of(board).normalized();
        if m.is_bare_kings() {
            return Some(Value::Draw);
        }
        let t = self.table(&m)?;
        let b = if flip { flip_colors(board) } else { *board };
        let p = t.layout.placement_of(&b)?;
        t.value(t.layout.index(&p)?)
    }
}
