//! 게임 목록 하나: 게임을 나열하는 모든 곳이 여기서 나온다 — 난이도의 손잡이([`crate::level`]),
//! 작업자로 보내는 작업의 게임(`gameai-remote`), 앱의 모드·저장·기록·링크. 새 게임은 이 목록에
//! 한 줄을 더하고, 컴파일러가 `match`마다 그 게임의 자리를 묻는다.

/// 이 라이브러리의 게임 하나.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// 틱택토 (3×3): 앱에서는 두 설명(전치표, MCTS 트리)의 게임.
    TicTacToe,
    /// 님과 그 변형 (미제르, 뺄셈 게임).
    Nim,
    /// 와이토프의 게임 (여왕을 구석으로).
    Wythoff,
    /// 오목 (자유 규칙, 다섯 이상).
    Gomoku,
    /// 체스.
    Chess,
    /// 헥스.
    Hex,
    /// 하바나.
    Havannah,
}

/// 대국 기록의 형식.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordFormat {
    /// PGN (체스, SAN 수).
    Pgn,
    /// SGF FF\[4\] (헥스 `GM[11]`, 하바나, 오목 `GM[4]`).
    Sgf,
}

impl RecordFormat {
    /// 형식의 이름 (단추와 글에).
    pub const fn name(self) -> &'static str {
        match self {
            RecordFormat::Pgn => "PGN",
            RecordFormat::Sgf => "SGF",
        }
    }
}

impl GameId {
    /// 모든 게임.
    pub const ALL: [GameId; 7] = [
        GameId::TicTacToe,
        GameId::Nim,
        GameId::Wythoff,
        GameId::Gomoku,
        GameId::Chess,
        GameId::Hex,
        GameId::Havannah,
    ];

    /// 영어 이름 하나 (명령줄, 표, 저장 글의 `game.<이름>`, 링크의 모드).
    pub const fn slug(self) -> &'static str {
        match self {
            GameId::TicTacToe => "tictactoe",
            GameId::Nim => "nim",
            GameId::Wythoff => "wythoff",
            GameId::Gomoku => "gomoku",
            GameId::Chess => "chess",
            GameId::Hex => "hex",
            GameId::Havannah => "havannah",
        }
    }

    /// 이름에서 (대소문자 무시; [`GameId::slug`]의 반대).
    pub fn from_slug(s: &str) -> Option<GameId> {
        GameId::ALL
            .into_iter()
            .find(|g| g.slug().eq_ignore_ascii_case(s))
    }

    /// 대국을 적는 기록의 형식 (없으면 `None`: 님, 와이토프, 틱택토).
    pub const fn record(self) -> Option<RecordFormat> {
        match self {
            GameId::Chess => Some(RecordFormat::Pgn),
            GameId::Gomoku | GameId::Hex | GameId::Havannah => Some(RecordFormat::Sgf),
            GameId::TicTacToe | GameId::Nim | GameId::Wythoff => None,
        }
    }

    /// 난이도 네 단계가 있는가 (사람과 두는 게임). 틱택토는 앱에서 AI끼리 두는 설명이라 없다.
    pub const fn has_levels(self) -> bool {
        !matches!(self, GameId::TicTacToe)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_unique_and_read_back() {
        for g in GameId::ALL {
            assert_eq!(GameId::from_slug(g.slug()), Some(g));
            assert_eq!(GameId::from_slug(&g.slug().to_uppercase()), Some(g));
            assert_eq!(
                GameId::ALL.iter().filter(|h| h.slug() == g.slug()).count(),
                1
            );
        }
        assert_eq!(GameId::from_slug("go"), None);
    }
}
