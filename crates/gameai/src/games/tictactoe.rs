//! 틱택토: 3×3 판, 가로·세로·대각선으로 셋을 먼저 잇는 쪽이 이긴다. 칸은 0..9 (왼쪽 위부터 행 순),
//! 이름은 열 a–c, 행 1–3 (아래에서 위로: a1이 왼쪽 아래).

use core::fmt;

use crate::games::{Player, Status, format_coord, parse_coord};
use crate::mcts::{Game, Rollout};
use crate::search::{SearchGame, Terminal};
use crate::zobrist::GridKeys;

/// 칸 9개 × 돌 두 종류의 조브리스트 수와 둘 차례 수 (고정된 씨앗).
pub static KEYS: GridKeys<18> = GridKeys::new(0x7474_745F_6B65_7973);

/// 이기는 세 칸들.
const LINES: [[u8; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// 틱택토 국면. 칸 번호 i는 행 i / 3 (위에서부터), 열 i % 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TicTacToe {
    /// 쪽마다 돌이 있는 칸의 비트 (비트 i = 칸 i).
    bits: [u16; 2],
    /// 조브리스트 열쇠 (수마다 고친다).
    key: u64,
}

/// 불가능한 수.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TicTacToeError {
    /// 0..9가 아닌 칸, 또는 읽을 수 없는 이름.
    BadCell(String),
    /// 이미 돌이 있다.
    Occupied(u8),
    /// 끝난 게임.
    GameOver,
}

impl fmt::Display for TicTacToeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicTacToeError::BadCell(s) => write!(f, "{s:?} is not a cell (a1..c3)"),
            TicTacToeError::Occupied(c) => write!(f, "cell {} is taken", cell_name(*c)),
            TicTacToeError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for TicTacToeError {}

/// 칸 번호 → 이름 (a1이 왼쪽 아래).
pub fn cell_name(c: u8) -> String {
    format_coord(c % 3, 2 - c / 3)
}

/// 이름 → 칸 번호.
pub fn parse_cell(s: &str) -> Result<u8, TicTacToeError> {
    match parse_coord(s) {
        Some((col, row)) if col < 3 && row < 3 => Ok((2 - row) * 3 + col),
        _ => Err(TicTacToeError::BadCell(s.to_owned())),
    }
}

impl TicTacToe {
    /// 빈 판.
    pub fn new() -> Self {
        Self::default()
    }

    /// 칸 `c`의 주인.
    pub fn at(&self, c: u8) -> Option<Player> {
        if self.bits[0] >> c & 1 == 1 {
            Some(Player::First)
        } else if self.bits[1] >> c & 1 == 1 {
            Some(Player::Second)
        } else {
            None
        }
    }

    /// 쪽마다 돌이 있는 칸의 비트 (비트 i = 칸 i): 국면 전부다 (차례는 돌 수로 정해진다). 다른
    /// 곳(웹의 작업자)으로 보내고 [`TicTacToe::from_bits`]로 다시 세운다.
    pub fn bits(&self) -> [u16; 2] {
        self.bits
    }

    /// 비트에서 국면으로 ([`TicTacToe::bits`]의 반대; 열쇠는 다시 계산한다). 판 밖의 비트, 두 돌이 놓인
    /// 칸, 차례가 맞지 않는 돌 수(X가 O와 같거나 하나 많아야 한다)면 `None`.
    pub fn from_bits(bits: [u16; 2]) -> Option<TicTacToe> {
        let (x, o) = (bits[0].count_ones(), bits[1].count_ones());
        if (bits[0] | bits[1]) >> 9 != 0 || bits[0] & bits[1] != 0 || !(x == o || x == o + 1) {
            return None;
        }
        let mut t = TicTacToe { bits, key: 0 };
        t.key = t.key_from_scratch();
        Some(t)
    }

    /// 둔 돌의 수.
    pub fn stones(&self) -> u32 {
        (self.bits[0] | self.bits[1]).count_ones()
    }

    fn line_of(bits: u16) -> bool {
        LINES.iter().any(|l| l.iter().all(|&c| bits >> c & 1 == 1))
    }

    /// 이긴 셋 (있으면).
    pub fn winning_line(&self) -> Option<[u8; 3]> {
        LINES.iter().copied().find(|l| {
            self.bits
                .iter()
                .any(|&b| l.iter().all(|&c| b >> c & 1 == 1))
        })
    }

    /// 수를 검사하고 둔다.
    pub fn try_play(&mut self, c: u8) -> Result<(), TicTacToeError> {
        if c >= 9 {
            return Err(TicTacToeError::BadCell(c.to_string()));
        }
        if self.status().is_over() {
            return Err(TicTacToeError::GameOver);
        }
        if self.at(c).is_some() {
            return Err(TicTacToeError::Occupied(c));
        }
        self.play_unchecked(c);
        Ok(())
    }

    /// 수를 둔다.
    ///
    /// # Panics
    /// 불법인 수.
    pub fn play(&mut self, c: u8) {
        if let Err(e) = self.try_play(c) {
            panic!("illegal tic-tac-toe move {c}: {e}");
        }
    }
}

impl Game for TicTacToe {
    type Move = u8;

    fn to_move(&self) -> Player {
        if self.stones().is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    fn status(&self) -> Status {
        if Self::line_of(self.bits[0]) {
            Status::Won(Player::First)
        } else if Self::line_of(self.bits[1]) {
            Status::Won(Player::Second)
        } else if self.stones() == 9 {
            Status::Draw
        } else {
            Status::Ongoing
        }
    }

    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.status().is_over() {
            return;
        }
        let taken = self.bits[0] | self.bits[1];
        out.extend((0..9).filter(|&c| taken >> c & 1 == 0));
    }

    fn play_unchecked(&mut self, c: u8) {
        let p = self.to_move().index();
        self.bits[p] |= 1 << c;
        self.key ^= KEYS.of(c as usize, p) ^ KEYS.side;
    }

    fn move_space(&self) -> usize {
        9
    }

    fn move_index(&self, c: u8) -> usize {
        c as usize
    }

    fn force_turn(&mut self, _player: Player) {
        // 틱택토의 차례는 돌 수로 정해진다; winning_moves를 직접 구현하므로 쓰이지 않는다.
    }
}

/// 시뮬레이션의 방침 (규칙을 아는 빠른 길).
impl Rollout for TicTacToe {
    fn winning_moves(&self, player: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.status().is_over() {
            return;
        }
        let taken = self.bits[0] | self.bits[1];
        let mine = self.bits[player.index()];
        out.extend((0..9).filter(|&c| taken >> c & 1 == 0 && Self::line_of(mine | 1 << c)));
    }
}

impl TicTacToe {
    /// 처음부터 다시 계산한 열쇠 (시험용).
    pub fn key_from_scratch(&self) -> u64 {
        let mut k = 0;
        for c in 0..9u8 {
            if let Some(p) = self.at(c) {
                k ^= KEYS.of(c as usize, p.index());
            }
        }
        if self.to_move() == Player::Second {
            k ^= KEYS.side;
        }
        k
    }
}

impl SearchGame for TicTacToe {
    type Move = u8;

    fn key(&self) -> u64 {
        self.key
    }

    fn terminal(&self) -> Option<Terminal> {
        match self.status() {
            Status::Won(_) => Some(Terminal::Loss),
            Status::Draw => Some(Terminal::Draw),
            Status::Ongoing => None,
        }
    }

    fn moves(&self, out: &mut Vec<u8>) {
        self.legal_moves(out);
    }

    fn make(&mut self, c: u8) {
        self.play_unchecked(c);
    }

    fn unmake(&mut self, c: u8) {
        let Some(p) = self.at(c) else { return };
        self.bits[p.index()] &= !(1 << c);
        self.key ^= KEYS.of(c as usize, p.index()) ^ KEYS.side;
    }

    fn evaluate(&self) -> i32 {
        0
    }
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..3 {
            for col in 0..3 {
                let c = match self.at(row * 3 + col) {
                    Some(Player::First) => 'X',
                    Some(Player::Second) => 'O',
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            if row < 2 {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for c in 0..9 {
            assert_eq!(parse_cell(&cell_name(c)), Ok(c));
        }
        assert_eq!(cell_name(6), "a1");
        assert!(parse_cell("d1").is_err());
        assert!(parse_cell("a0").is_err());
    }

    #[test]
    fn wins_and_draws() {
        let mut g = TicTacToe::new();
        for c in [0, 3, 1, 4, 2] {
            g.play(c);
        }
        assert_eq!(g.status(), Status::Won(Player::First));
        assert_eq!(g.winning_line(), Some([0, 1, 2]));
        assert_eq!(g.try_play(8), Err(TicTacToeError::GameOver));
        let mut d = TicTacToe::new();
        for c in [0, 1, 2, 4, 3, 5, 7, 6, 8] {
            d.play(c);
        }
        assert_eq!(d.status(), Status::Draw);
    }

    #[test]
    fn occupied_is_refused() {
        let mut g = TicTacToe::new();
        g.play(4);
        assert_eq!(g.try_play(4), Err(TicTacToeError::Occupied(4)));
        assert_eq!(g.stones(), 1);
    }
}
