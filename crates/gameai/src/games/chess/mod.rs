//! 체스: 모든 규칙 (캐슬링, 앙파상, 네 가지 승격, 체크, 체크메이트, 스테일메이트, 50수 규칙,
//! 열쇠로 찾는 세 번 같은 국면, 기물 부족), FEN, UCI·SAN 표기, 비트보드 수 만들기와 perft,
//! 그리고 폴리글롯 오프닝 책과 같은 조브리스트 열쇠.
//!
//! - [`Board`]: 국면 하나 (복사해 두고 수를 두는 값 타입). 열쇠는 국면이 수를 둘 때 스스로 고친다.
//! - [`Chess`]: 게임 — 지금 국면과 지나온 국면들 (무르기, 같은 국면 세 번).
//!
//! 수를 두는 길은 셋이다 (cozy-chess처럼): [`Chess::play`] (합법이 아니면 패닉 — 시험과 믿을 수
//! 있는 입력용), [`Chess::try_play`] (합법인지 보고 `Result`), 그리고 탐색이 쓰는 검사 없는
//! 빠른 길 ([`Chess::make_unchecked`]).
//!
//! 열쇠는 폴리글롯 책 형식 명세의 Random64 수 781개로 만든다: 기물 (64 × 종류 + 칸), 캐슬링 권리
//! 넷, 앙파상 열 (둘 차례의 폰이 그 칸으로 잡을 수 있는 자리에 있을 때만), 그리고 백 차례. 그래서
//! 이 앱의 열쇠는 어떤 폴리글롯 책의 열쇠와도 같다.

pub mod attacks;
mod board;
mod fen;
mod key_steps;
mod keys;
mod movegen;
mod notation;
pub mod pgn;
pub mod polyglot;
mod polyglot_random64;
mod types;

pub use board::Board;
pub use fen::{FenError, STARTPOS};
pub use key_steps::{KeyPart, KeyStep};
pub use movegen::PieceMoves;
pub use notation::MoveError;
pub use types::{Bitboard, Castling, Color, Move, Piece, Square, squares};

/// 흔한 여는 수순 열 개 (UCI 표기; 대국 예제들이 판마다 다른 시작을 고를 때). 모두 합법이다 (시험).
pub const OPENINGS: [&[&str]; 10] = [
    &["e2e4", "e7e5"],
    &["d2d4", "d7d5"],
    &["e2e4", "c7c5"],
    &["c2c4", "e7e5"],
    &["g1f3", "d7d5", "c2c4"],
    &["e2e4", "e7e6"],
    &["e2e4", "c7c6"],
    &["d2d4", "g8f6", "c2c4", "e7e6"],
    &["d2d4", "g8f6", "c2c4", "g7g6"],
    &["e2e4", "e7e5", "g1f3", "b8c6"],
];

/// 게임의 상태.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChessStatus {
    /// 진행 중.
    Ongoing,
    /// 체크메이트: 이긴 색.
    Checkmate(Color),
    /// 스테일메이트 (비김).
    Stalemate,
    /// 50수 규칙 (비김).
    FiftyMoves,
    /// 같은 국면 세 번 (비김).
    Repetition,
    /// 기물 부족 (비김).
    InsufficientMaterial,
}

impl core::fmt::Display for ChessStatus {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ChessStatus::Ongoing => f.write_str("the game goes on"),
            ChessStatus::Checkmate(c) => write!(f, "checkmate, {c} wins"),
            ChessStatus::Stalemate => f.write_str("stalemate, a draw"),
            ChessStatus::FiftyMoves => f.write_str("a draw by the fifty-move rule"),
            ChessStatus::Repetition => f.write_str("a draw by threefold repetition"),
            ChessStatus::InsufficientMaterial => f.write_str("a draw: neither side can mate"),
        }
    }
}

impl ChessStatus {
    /// 끝났는가.
    pub fn is_over(self) -> bool {
        self != ChessStatus::Ongoing
    }
}

/// 체스 게임: 지금 국면과 지나온 국면들.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chess {
    board: Board,
    history: Vec<Board>,
    /// 둔 수들 (`history[i]`에서 둔 수가 `moves[i]`).
    moves: Vec<Move>,
}

impl Default for Chess {
    fn default() -> Self {
        Chess::new()
    }
}

impl Chess {
    /// 처음 국면에서.
    pub fn new() -> Chess {
        Chess::from_board(Board::startpos())
    }

    /// 국면 `board`에서 (지나온 국면 없음).
    pub fn from_board(board: Board) -> Chess {
        Chess {
            board,
            history: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// FEN에서.
    pub fn from_fen(fen: &str) -> Result<Chess, FenError> {
        Board::from_fen(fen).map(Chess::from_board)
    }

    /// 지금 국면.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// 지나온 국면들 (처음 것부터; 지금 국면은 빠진다).
    pub fn history(&self) -> &[Board] {
        &self.history
    }

    /// 둔 수들 (처음 것부터).
    pub fn played(&self) -> &[Move] {
        &self.moves
    }

    /// 마지막에 둔 수.
    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// 둔 수의 개수.
    pub fn plies(&self) -> usize {
        self.history.len()
    }

    /// 지금 국면이 지난 국면들 가운데 (되돌릴 수 없는 수 — 폰 움직임, 잡기 — 뒤로) 몇 번 나왔는가.
    /// 같은 국면 = 같은 열쇠 (같은 배치, 차례, 캐슬링 권리, 잡을 수 있는 앙파상).
    pub fn repetitions(&self) -> usize {
        let key = self.board.key();
        let back = usize::from(self.board.halfmove_clock()).min(self.history.len());
        self.history[self.history.len() - back..]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .filter(|b| b.key() == key)
            .count()
    }

    /// 게임의 상태.
    pub fn status(&self) -> ChessStatus {
        if !self.board.has_legal_move() {
            return if self.board.in_check() {
                ChessStatus::Checkmate(self.board.side_to_move().other())
            } else {
                ChessStatus::Stalemate
            };
        }
        self.draw_by_rule().unwrap_or(ChessStatus::Ongoing)
    }

    /// 수가 남아 있어도 비기는 규칙 (50수, 세 번, 기물 부족).
    pub fn draw_by_rule(&self) -> Option<ChessStatus> {
        if self.board.halfmove_clock() >= 100 {
            Some(ChessStatus::FiftyMoves)
        } else if self.repetitions() >= 2 {
            Some(ChessStatus::Repetition)
        } else if self.board.insufficient_material() {
            Some(ChessStatus::InsufficientMaterial)
        } else {
            None
        }
    }

    /// 합법인지 보고 둔다.
    pub fn try_play(&mut self, mv: Move) -> Result<(), MoveError> {
        if self.status().is_over() {
            return Err(MoveError::GameOver);
        }
        if !self.board.is_legal(mv) {
            return Err(MoveError::Illegal(mv.to_string()));
        }
        self.make_unchecked(mv);
        Ok(())
    }

    /// 글(UCI나 SAN)로 둔다.
    pub fn play_str(&mut self, s: &str) -> Result<Move, MoveError> {
        let mv = self.board.parse_move(s)?;
        self.try_play(mv)?;
        Ok(mv)
    }

    /// 글(UCI나 SAN)로 둔다. [`Self::play_str`]와 달리 청해야 하는 비김(세 번 같은 국면, 50수)
    /// 뒤에도 둔다: 규칙에서 그 비김은 한쪽이 청할 때만 끝나고, GUI는 그 뒤의 수도 보낸다 (UCI).
    /// 수가 없는 국면(체크메이트, 스테일메이트)에서는 어떤 수도 합법이 아니다.
    pub fn play_str_past_claims(&mut self, s: &str) -> Result<Move, MoveError> {
        let mv = self.board.parse_move(s)?;
        if !self.board.is_legal(mv) {
            return Err(MoveError::Illegal(s.to_owned()));
        }
        self.make_unchecked(mv);
        Ok(mv)
    }

    /// 둔다. 합법이 아니면 패닉한다 (시험과 이미 검사한 입력용).
    ///
    /// # Panics
    /// `mv`가 합법이 아니면.
    pub fn play(&mut self, mv: Move) {
        assert!(self.board.is_legal(mv), "{mv} is not legal");
        self.make_unchecked(mv);
    }

    /// 검사 없이 둔다 (탐색의 빠른 길).
    pub fn make_unchecked(&mut self, mv: Move) {
        self.history.push(self.board);
        self.moves.push(mv);
        self.board.make_move(mv);
    }

    /// 탐색의 널 무브: 차례만 넘긴다 (체크 중이면 쓰지 않는다). 지난 국면으로 남기되 50수 셈을 0으로
    /// 두어, 널 무브를 건너 같은 국면이 되풀이되었다고 보지 않는다. 둔 수 목록에는 출발과 도착이 같은
    /// 빈 수로 적는다. [`Self::undo`]로 되돌린다.
    pub fn make_null_unchecked(&mut self) {
        self.history.push(self.board);
        self.moves.push(Move {
            from: self.board.king_square(self.board.side_to_move()),
            to: self.board.king_square(self.board.side_to_move()),
            promotion: None,
        });
        self.board.null_move();
        self.board.halfmove = 0;
    }

    /// 마지막 수를 무른다. 무를 것이 없으면 false.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(b) => {
                self.board = b;
                self.moves.pop();
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threefold_repetition_is_found_through_the_keys() {
        let mut g = Chess::new();
        for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
            g.play_str(m).unwrap();
            assert_eq!(g.status(), ChessStatus::Ongoing, "{m}");
        }
        g.play_str("Ng8").unwrap();
        assert_eq!(g.repetitions(), 2);
        assert_eq!(g.status(), ChessStatus::Repetition);
        assert_eq!(g.play_str("e4"), Err(MoveError::GameOver));
        assert!(g.undo());
        assert_eq!(g.status(), ChessStatus::Ongoing);
    }

    #[test]
    fn mate_stalemate_fifty_and_material() {
        let mut g = Chess::new();
        for m in ["f3", "e5", "g4", "Qh4#"] {
            g.play_str(m).unwrap();
        }
        assert_eq!(g.status(), ChessStatus::Checkmate(Color::Black));
        let s = Chess::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
        assert_eq!(s.status(), ChessStatus::Stalemate);
        let f = Chess::from_fen("7k/8/6K1/8/8/8/8/R7 w - - 100 80").unwrap();
        assert_eq!(f.status(), ChessStatus::FiftyMoves);
        for (fen, dead) in [
            ("7k/8/6K1/8/8/8/8/8 w - - 0 1", true),
            ("7k/8/6K1/8/8/8/8/5N2 w - - 0 1", true),
            ("7k/8/6K1/8/8/8/2b5/5B2 w - - 0 1", true),
            ("7k/8/6K1/8/8/8/3b4/5B2 w - - 0 1", false),
            ("7k/8/6K1/8/8/8/8/4NN2 w - - 0 1", false),
            ("7k/8/6K1/8/8/8/P7/8 w - - 0 1", false),
        ] {
            assert_eq!(
                Chess::from_fen(fen)
                    .unwrap()
                    .board()
                    .insufficient_material(),
                dead,
                "{fen}"
            );
        }
    }

    #[test]
    fn illegal_input_changes_nothing() {
        let mut g = Chess::new();
        let before = g.clone();
        assert!(g.play_str("e5").is_err());
        assert!(g.play_str("Ke2").is_err());
        assert!(g.play_str("zz").is_err());
        assert!(
            g.try_play(Move::new(Square::at(0, 0), Square::at(0, 7)))
                .is_err()
        );
        assert_eq!(g, before);
    }
}
