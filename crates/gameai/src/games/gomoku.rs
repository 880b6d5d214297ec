//! 오목: n×n 판 (기본 15), 번갈아 돌을 놓고 가로·세로·대각선으로 다섯을 먼저 잇는 쪽이 이긴다. 규칙은
//! 자유 오목 (다섯 이상; 기본)이나 정확히 다섯 (여섯 이상의 장목은 이기지 않는다: Gomocup의 `rule 1`,
//! [`Gomoku::with_exact_five`]). 칸 이름은 흔한 판처럼 열 a–o (왼쪽부터), 행 1–15 (아래부터).
//!
//! 조브리스트 열쇠는 판이 스스로 고친다 (돌을 놓고 들어낼 때 XOR 한 번). 탐색용으로:
//! - 후보 수: 놓인 돌에서 두 칸 안의 빈 칸 (판이 비었으면 가운데).
//! - 바로 이기는 수가 있으면 그것만, 상대가 바로 이기는 수가 있으면 막는 수만 — 한 수 만의 승리나
//!   방어를 놓치지 않는다.
//! - 평가: 다섯 칸 창마다 한 쪽 돌만 있으면 그 수에 따라 점수 (열린 넷 ≫ 셋 ≫ 둘), 상대 것은 뺀다.

use core::fmt;

use crate::games::{Player, format_coord, parse_coord};
use crate::zobrist::GridKeys;

/// 판 한 변의 범위 (20: Gomocup의 자유 오목 리그가 두는 판).
pub const SIZES: core::ops::RangeInclusive<u8> = 5..=20;
const MAX: usize = 20 * 20;
/// 이어야 하는 돌 수.
pub const FIVE: usize = 5;

static KEYS: GridKeys<{ 2 * MAX }> = GridKeys::new(0x606D_6F6B_755F_6B65);

/// 네 방향: →, ↑, ↗, ↘.
pub(crate) const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// 오목의 수: 칸 번호 (행·n + 열, 행 0이 맨 아래).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GMove(pub u16);

/// 불가능한 판이나 수.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GomokuError {
    /// 판 크기가 5..=20이 아니다.
    BadSize(u8),
    /// 읽을 수 없는 이름, 또는 판 밖.
    BadCell(String),
    /// 이미 돌이 있다.
    Occupied(String),
    /// 끝난 게임.
    GameOver,
}

impl fmt::Display for GomokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GomokuError::BadSize(n) => write!(f, "gomoku board size {n}: must be 5..=20"),
            GomokuError::BadCell(s) => write!(f, "{s:?} is not a cell on this board"),
            GomokuError::Occupied(s) => write!(f, "{s} is taken"),
            GomokuError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for GomokuError {}

/// 오목 국면.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gomoku {
    pub(crate) n: u8,
    /// 0 빈 칸, 1 흑(먼저), 2 백.
    pub(crate) cells: Vec<u8>,
    pub(crate) to_move: Player,
    pub(crate) stones: u16,
    pub(crate) key: u64,
    pub(crate) winner: Option<Player>,
    /// 정확히 다섯만 이긴다 (장목은 이기지 않는다).
    pub(crate) exact: bool,
}

impl Gomoku {
    /// n×n 빈 판.
    pub fn new(n: u8) -> Result<Gomoku, GomokuError> {
        if !SIZES.contains(&n) {
            return Err(GomokuError::BadSize(n));
        }
        Ok(Gomoku {
            n,
            cells: vec![0; n as usize * n as usize],
            to_move: Player::First,
            stones: 0,
            key: 0,
            winner: None,
            exact: false,
        })
    }

    /// 규칙을 정한다: `true`면 정확히 다섯만 이긴다 (장목은 이기지 않는다). 돌을 놓기 전에 (이긴 쪽을
    /// 다시 찾지 않는다).
    #[must_use]
    pub fn with_exact_five(mut self, exact: bool) -> Gomoku {
        self.exact = exact;
        self
    }

    /// 정확히 다섯만 이기는가.
    pub fn exact_five(&self) -> bool {
        self.exact
    }

    /// 이어진 돌 `len`개가 이기는 줄인가 (규칙대로).
    pub(crate) fn is_five(&self, len: usize) -> bool {
        if self.exact { len == FIVE } else { len >= FIVE }
    }

    /// 칸 (x, y)에서 (dx, dy)로 다섯 칸인 창이 색 `color`의 다섯이 될 수 있는 창인가: 정확히 다섯의
    /// 규칙에서는 창 바로 바깥의 두 칸 어느 쪽에도 그 색의 돌이 없어야 한다 (있으면 채워도 장목). 자유
    /// 규칙에서는 언제나. 평가와 위협 탐색이 창을 셀 때 쓴다.
    pub(crate) fn window_can_win(
        &self,
        (x, y): (i32, i32),
        (dx, dy): (i32, i32),
        color: u8,
    ) -> bool {
        if !self.exact {
            return true;
        }
        let n = i32::from(self.n);
        let holds = |cx: i32, cy: i32| {
            (0..n).contains(&cx)
                && (0..n).contains(&cy)
                && self.cells[(cy * n + cx) as usize] == color
        };
        !holds(x - dx, y - dy) && !holds(x + 5 * dx, y + 5 * dy)
    }

    /// 15×15 빈 판.
    pub fn standard() -> Gomoku {
        Gomoku::new(15).expect("15 is a valid size")
    }

    /// 한 변.
    pub fn size(&self) -> u8 {
        self.n
    }

    /// 둘 차례.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// 이긴 쪽.
    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// 놓인 돌 수.
    pub fn stones(&self) -> u16 {
        self.stones
    }

    /// 놓인 돌들 (칸, 쪽), 칸 순. 크기·차례·이긴 쪽과 함께 국면을 이룬다: 다른 곳(웹의 작업자)으로
    /// 보내고 [`Gomoku::from_placed`]로 다시 세운다.
    pub fn placed(&self) -> Vec<(GMove, Player)> {
        (0..self.cells.len())
            .filter_map(|i| {
                let p = match self.cells[i] {
                    1 => Player::First,
                    2 => Player::Second,
                    _ => return None,
                };
                Some((GMove(i as u16), p))
            })
            .collect()
    }

    /// 빈 판에 돌들을 놓은 국면 ([`Gomoku::placed`]의 반대). 열쇠는 다시 계산하고, 이긴 쪽은 주어진
    /// 대로 (다섯을 다시 찾지 않는다). 판 밖의 칸이나 두 번 나온 칸은 오류.
    pub fn from_placed(
        n: u8,
        to_move: Player,
        winner: Option<Player>,
        placed: &[(GMove, Player)],
    ) -> Result<Gomoku, GomokuError> {
        let mut g = Gomoku::new(n)?;
        g.to_move = to_move;
        g.winner = winner;
        for &(GMove(i), p) in placed {
            match g.cells.get_mut(usize::from(i)) {
                Some(c) if *c == 0 => *c = p.index() as u8 + 1,
                Some(_) => return Err(GomokuError::Occupied(g.name(GMove(i)))),
                None => return Err(GomokuError::BadCell(i.to_string())),
            }
            g.stones += 1;
        }
        g.key = g.key_from_scratch();
        Ok(g)
    }

    /// 조브리스트 열쇠 (판이 수마다 고친다).
    pub fn zobrist(&self) -> u64 {
        self.key
    }

    /// 돌 하나의 조브리스트 수 (설명 화면이 "⊕ 이 수"를 보여 줄 때).
    pub fn piece_key(&self, mv: GMove, p: Player) -> u64 {
        KEYS.of(mv.0 as usize, p.index())
    }

    /// 둘 차례의 조브리스트 수.
    pub fn side_key() -> u64 {
        KEYS.side
    }

    /// 처음부터 다시 계산한 열쇠 (시험용: 고쳐 온 열쇠와 같아야 한다).
    pub fn key_from_scratch(&self) -> u64 {
        let mut k = 0;
        for (i, &c) in self.cells.iter().enumerate() {
            if c != 0 {
                k ^= KEYS.of(i, c as usize - 1);
            }
        }
        if self.to_move == Player::Second {
            k ^= KEYS.side;
        }
        k
    }

    /// 칸 번호.
    pub fn cell(&self, col: u8, row: u8) -> GMove {
        GMove(u16::from(row) * u16::from(self.n) + u16::from(col))
    }

    /// 칸 번호 → (열, 행).
    pub fn coords(&self, mv: GMove) -> (u8, u8) {
        let n = u16::from(self.n);
        ((mv.0 % n) as u8, (mv.0 / n) as u8)
    }

    /// 칸의 돌.
    pub fn at(&self, mv: GMove) -> Option<Player> {
        match self.cells.get(mv.0 as usize) {
            Some(1) => Some(Player::First),
            Some(2) => Some(Player::Second),
            _ => None,
        }
    }

    /// 수의 이름 (`h8`).
    pub fn name(&self, mv: GMove) -> String {
        let (c, r) = self.coords(mv);
        format_coord(c, r)
    }

    /// 이름 → 수.
    pub fn parse_move(&self, s: &str) -> Result<GMove, GomokuError> {
        match parse_coord(s) {
            Some((c, r)) if c < self.n && r < self.n => Ok(self.cell(c, r)),
            _ => Err(GomokuError::BadCell(s.to_owned())),
        }
    }

    /// 수를 검사한다.
    pub fn check(&self, mv: GMove) -> Result<(), GomokuError> {
        if self.winner.is_some() || self.stones as usize == self.cells.len() {
            return Err(GomokuError::GameOver);
        }
        match self.cells.get(mv.0 as usize) {
            Some(0) => Ok(()),
            Some(_) => Err(GomokuError::Occupied(self.name(mv))),
            None => Err(GomokuError::BadCell(mv.0.to_string())),
        }
    }

    /// 수를 검사하고 둔다.
    pub fn try_play(&mut self, mv: GMove) -> Result<(), GomokuError> {
        self.check(mv)?;
        self.make_unchecked(mv);
        Ok(())
    }

    /// 수를 둔다.
    ///
    /// # Panics
    /// 불법인 수.
    pub fn play(&mut self, mv: GMove) {
        if let Err(e) = self.try_play(mv) {
            panic!("illegal gomoku move: {e}");
        }
    }

    pub(crate) fn step_from(&self, mv: GMove, (dx, dy): (i32, i32), k: i32) -> Option<usize> {
        let (c, r) = self.coords(mv);
        let (x, y) = (i32::from(c) + dx * k, i32::from(r) + dy * k);
        let n = i32::from(self.n);
        ((0..n).contains(&x) && (0..n).contains(&y)).then(|| (y * n + x) as usize)
    }

    /// `mv`를 지나는 한 방향으로 색 `color`가 몇 개 이어지나 (`mv` 자신 포함, 그 칸은 이 색으로 친다).
    pub(crate) fn run(&self, mv: GMove, dir: (i32, i32), color: u8) -> usize {
        let mut count = 1;
        for sign in [1, -1] {
            let mut k = 1;
            while let Some(i) = self.step_from(mv, (dir.0 * sign, dir.1 * sign), k) {
                if self.cells[i] != color {
                    break;
                }
                count += 1;
                k += 1;
            }
        }
        count
    }

    /// `p`가 `mv`에 두면 이기는가 (자유 규칙은 다섯 이상, 정확히 다섯의 규칙은 다섯).
    pub fn makes_five(&self, mv: GMove, p: Player) -> bool {
        let color = p.index() as u8 + 1;
        DIRS.iter().any(|&d| self.is_five(self.run(mv, d, color)))
    }

    /// 이긴 다섯 (자유 규칙은 이상)의 칸들.
    pub fn winning_line(&self) -> Vec<GMove> {
        let Some(p) = self.winner else {
            return Vec::new();
        };
        let color = p.index() as u8 + 1;
        for i in 0..self.cells.len() {
            let mv = GMove(i as u16);
            if self.cells[i] != color {
                continue;
            }
            for d in DIRS {
                // 줄의 시작점에서만 센다.
                if self
                    .step_from(mv, (-d.0, -d.1), 1)
                    .is_some_and(|j| self.cells[j] == color)
                {
                    continue;
                }
                let mut line = vec![mv];
                let mut k = 1;
                while let Some(j) = self.step_from(mv, d, k) {
                    if self.cells[j] != color {
                        break;
                    }
                    line.push(GMove(j as u16));
                    k += 1;
                }
                if self.is_five(line.len()) {
                    return line;
                }
            }
        }
        Vec::new()
    }

    /// 돌을 놓는다 (검사 없음: 호출자가 빈 칸과 끝나지 않은 판을 보장한다). 열쇠도 여기서 고친다.
    pub fn make_unchecked(&mut self, mv: GMove) {
        let p = self.to_move;
        self.cells[mv.0 as usize] = p.index() as u8 + 1;
        self.key ^= KEYS.of(mv.0 as usize, p.index()) ^ KEYS.side;
        self.stones += 1;
        if self.makes_five(mv, p) {
            self.winner = Some(p);
        }
        self.to_move = p.other();
    }

    /// 마지막으로 놓은 돌 `mv`를 들어낸다 (열쇠도 되돌린다).
    pub fn unmake(&mut self, mv: GMove) {
        let p = self.to_move.other();
        self.cells[mv.0 as usize] = 0;
        self.key ^= KEYS.of(mv.0 as usize, p.index()) ^ KEYS.side;
        self.stones -= 1;
        // 끝난 판에서는 더 두지 않으므로, 이 수 전에는 아무도 이기지 않았다.
        self.winner = None;
        self.to_move = p;
    }

    /// 돌을 놓지 않고 차례만 넘긴다 (위협 탐색이 "상대라면"을 물을 때; 두 번 부르면 제자리).
    pub(crate) fn pass(&mut self) {
        self.key ^= KEYS.side;
        self.to_move = self.to_move.other();
    }

    /// `mv`를 둔 뒤의 열쇠 (두지 않고).
    pub fn key_after(&self, mv: GMove) -> u64 {
        self.key ^ KEYS.of(mv.0 as usize, self.to_move.index()) ^ KEYS.side
    }

    /// 후보 수: 돌에서 두 칸 안의 빈 칸 (판이 비었으면 가운데).
    pub fn candidates(&self) -> Vec<GMove> {
        if self.stones == 0 {
            return vec![self.cell(self.n / 2, self.n / 2)];
        }
        let n = self.n as i32;
        let mut near = vec![false; self.cells.len()];
        for (i, &c) in self.cells.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let (x, y) = (i as i32 % n, i as i32 / n);
            for dy in -2..=2 {
                for dx in -2..=2 {
                    let (a, b) = (x + dx, y + dy);
                    if (0..n).contains(&a) && (0..n).contains(&b) {
                        near[(b * n + a) as usize] = true;
                    }
                }
            }
        }
        (0..self.cells.len())
            .filter(|&i| near[i] && self.cells[i] == 0)
            .map(|i| GMove(i as u16))
            .collect()
    }
}

impl fmt::Display for Gomoku {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..self.n).rev() {
            for c in 0..self.n {
                let ch = match self.at(self.cell(c, r)) {
                    Some(Player::First) => 'X',
                    Some(Player::Second) => 'O',
                    None => '.',
                };
                write!(f, "{ch}")?;
            }
            if r > 0 {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::SearchGame;

    fn play(g: &mut Gomoku, moves: &[&str]) {
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.play(mv);
        }
    }

    #[test]
    fn names_follow_the_usual_board() {
        let g = Gomoku::standard();
        assert_eq!(g.name(g.cell(0, 0)), "a1");
        assert_eq!(g.name(g.cell(7, 7)), "h8");
        assert_eq!(g.parse_move("o15"), Ok(g.cell(14, 14)));
        assert!(g.parse_move("p1").is_err());
        assert!(g.parse_move("a16").is_err());
    }

    #[test]
    fn five_in_every_direction_and_at_the_edges() {
        let lines: [&[&str]; 4] = [
            &["a1", "b1", "c1", "d1", "e1"],
            &["o11", "o12", "o13", "o14", "o15"],
            &["k11", "l12", "m13", "n14", "o15"],
            &["a5", "b4", "c3", "d2", "e1"],
        ];
        for line in lines {
            let mut g = Gomoku::standard();
            for (i, m) in line.iter().enumerate() {
                play(&mut g, &[m]);
                if i < 4 {
                    // 상대는 멀리 둔다.
                    let far = g.cell(7, 2 + i as u8);
                    g.play(far);
                }
            }
            assert_eq!(g.winner(), Some(Player::First), "{line:?}");
            assert_eq!(g.winning_line().len(), 5);
        }
        // 여섯 이상도 이긴다 (자유 규칙).
        let mut g = Gomoku::standard();
        play(
            &mut g,
            &[
                "a1", "a15", "b1", "b15", "c1", "c15", "e1", "e15", "f1", "f15", "d1",
            ],
        );
        assert_eq!(g.winner(), Some(Player::First));
        assert_eq!(g.winning_line().len(), 6);
    }

    /// 정확히 다섯 (Gomocup `rule 1`): 여섯은 이기지 않고 판은 이어진다; 다섯은 이긴다. 평가의 창도 장목이
    /// 될 창은 세지 않는다.
    #[test]
    fn exactly_five_does_not_count_an_overline() {
        let six = [
            "a1", "a15", "b1", "b15", "c1", "c15", "e1", "e15", "f1", "f15", "d1",
        ];
        let mut g = Gomoku::standard().with_exact_five(true);
        assert!(g.exact_five());
        play(&mut g, &six);
        assert_eq!(g.winner(), None, "six in a row is not a win");
        assert!(g.winning_line().is_empty());
        assert!(!g.makes_five(g.parse_move("g1").unwrap(), Player::First));
        // 같은 돌들의 여섯은 자유 규칙에서는 이긴다 (위 시험). 다섯은 이긴다.
        let mut five = Gomoku::standard().with_exact_five(true);
        play(
            &mut five,
            &["a1", "a15", "b1", "b15", "c1", "c15", "d1", "d15", "e1"],
        );
        assert_eq!(five.winner(), Some(Player::First));
        assert_eq!(five.winning_line().len(), 5);
        // 평가: 흑 넷 a1-d1 옆 e1이 비고 f1에 흑이 있으면, a1..e1 창을 채우면 장목이라 넷으로 치지 않는다.
        let mut free = Gomoku::standard();
        play(
            &mut free,
            &[
                "a1", "o15", "b1", "o14", "c1", "o13", "d1", "o12", "f1", "a15",
            ],
        );
        let exact = Gomoku::from_placed(15, free.to_move(), None, &free.placed())
            .unwrap()
            .with_exact_five(true);
        assert!(free.makes_five(free.parse_move("e1").unwrap(), Player::First));
        assert!(!exact.makes_five(exact.parse_move("e1").unwrap(), Player::First));
        assert!(
            exact.score() < free.score(),
            "{} vs {}",
            exact.score(),
            free.score()
        );
    }

    #[test]
    fn incremental_key_matches_scratch() {
        let mut g = Gomoku::standard();
        let mut moves = Vec::new();
        for m in ["h8", "h9", "i9", "g7", "j10"] {
            let mv = g.parse_move(m).unwrap();
            g.make(mv);
            moves.push(mv);
            assert_eq!(g.key(), g.key_from_scratch());
        }
        for mv in moves.into_iter().rev() {
            g.unmake(mv);
            assert_eq!(g.key(), g.key_from_scratch());
        }
        assert_eq!(g.key(), 0);
    }

    #[test]
    fn occupied_and_finished_are_refused() {
        let mut g = Gomoku::standard();
        play(&mut g, &["h8"]);
        assert!(matches!(
            g.try_play(g.cell(7, 7)),
            Err(GomokuError::Occupied(_))
        ));
        assert_eq!(g.stones(), 1);
        assert_eq!(Gomoku::new(4), Err(GomokuError::BadSize(4)));
    }
}
