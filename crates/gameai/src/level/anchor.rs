//! 난이도의 닻: 단계마다 프로젝트 밖의 상대와 둔 결과 하나. 단계끼리의 보정(`calibrate`)은 "위가
//! 아래를 이긴다"만 말하므로, 여기서 "중수"가 무엇인지를 바깥 잣대로 적는다:
//!
//! - 체스: Debian의 Stockfish 15.1을 `Skill Level`로 (python-chess로 UCI를 몰아, `tools/ladder/chess_ladder.py`);
//! - 헥스·하바나: OpenSpiel(PyPI `open_spiel`)의 MCTS를 시뮬레이션 수로 (GTP, `mcts_ladder.py`);
//! - 오목: 테스트 도구의 기준 봇 (한 수 앞만 보는 모양 점수, Gomocup 프로토콜, `gomoku_ladder.py`);
//! - 님·위토프: 아무 수나 고르게 두는 사람이 이기는 몫 (`bench` 기능의 `calibrate::vs_random`).
//!
//! 값은 docs/measurements.md의 "난이도의 닻" 표에서 옮긴다 (그 표에 재는 명령과 판 수, 구간이 있다).
//! 님과 위토프의 값은 시험이 다시 재어 맞는지 본다; 바깥 엔진이 필요한 값은 표가 근거다. 손잡이나
//! 엔진이 바뀌면 표를 다시 재고 여기를 고친다.

use super::Level;
use crate::games::GameId;

/// 단계 하나의 닻.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// 체스: Stockfish `Skill Level` `level`과 둔 점수 (%).
    Stockfish { level: u8, score: u8 },
    /// 헥스·하바나: 한 수에 `sims`번 시뮬레이션하는 OpenSpiel MCTS와 둔 점수 (%).
    OpenSpiel { sims: u32, score: u8 },
    /// 오목: 기준 봇과 둔 점수 (%).
    RefBot { score: u8 },
    /// 님·위토프: 아무 수나 두는 사람이 이기는 몫 (천분율).
    RandomWins { permille: u16 },
}

/// 점수로 본 닻과의 사이.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Versus {
    /// 35 % 미만: 그 상대보다 약하다.
    Weaker,
    /// 35–65 %: 그 상대와 비슷하다 ("≈").
    About,
    /// 65 % 넘게: 그 상대보다 세다.
    Stronger,
}

impl Versus {
    /// 점수 (%)에서.
    pub fn of(score: u8) -> Versus {
        match score {
            0..35 => Versus::Weaker,
            35..=65 => Versus::About,
            _ => Versus::Stronger,
        }
    }
}

/// 잰 닻들 (docs/measurements.md "난이도의 닻"; 점수는 반올림한 %, 님·위토프는 천분율). 한 줄에 하나.
#[rustfmt::skip]
const MEASURED: &[(GameId, Level, Anchor)] = {
    use Anchor::{OpenSpiel, RandomWins, RefBot, Stockfish};
    use GameId as G;
    use Level as L;
    &[
        (G::Nim, L::Beginner, RandomWins { permille: 319 }),
        (G::Nim, L::Club, RandomWins { permille: 165 }),
        (G::Nim, L::Strong, RandomWins { permille: 58 }),
        (G::Nim, L::Maximum, RandomWins { permille: 3 }),
        (G::Wythoff, L::Beginner, RandomWins { permille: 318 }),
        (G::Wythoff, L::Club, RandomWins { permille: 178 }),
        (G::Wythoff, L::Strong, RandomWins { permille: 78 }),
        (G::Wythoff, L::Maximum, RandomWins { permille: 29 }),
        (G::Hex, L::Beginner, OpenSpiel { sims: 2_000, score: 30 }),
        (G::Hex, L::Club, OpenSpiel { sims: 30_000, score: 80 }),
        (G::Hex, L::Strong, OpenSpiel { sims: 30_000, score: 90 }),
        (G::Hex, L::Maximum, OpenSpiel { sims: 30_000, score: 100 }),
        (G::Havannah, L::Beginner, OpenSpiel { sims: 3_000, score: 30 }),
        (G::Havannah, L::Club, OpenSpiel { sims: 30_000, score: 50 }),
        (G::Havannah, L::Strong, OpenSpiel { sims: 30_000, score: 80 }),
        (G::Havannah, L::Maximum, OpenSpiel { sims: 30_000, score: 100 }),
        (G::Gomoku, L::Beginner, RefBot { score: 61 }),
        (G::Gomoku, L::Club, RefBot { score: 74 }),
        // 뿌리의 위협 공간 탐색 (VCF·VCT, 상대의 것을 막기)을 넣은 뒤 200판.
        (G::Gomoku, L::Strong, RefBot { score: 96 }),
        (G::Gomoku, L::Maximum, RefBot { score: 90 }),
        // 체스 엔진을 phalanx에 맞서 다시 잰 뒤 (`81d77bf`; docs "난이도의 닻"의 새 줄들).
        (G::Chess, L::Beginner, Stockfish { level: 0, score: 33 }),
        (G::Chess, L::Club, Stockfish { level: 1, score: 38 }),
        (G::Chess, L::Strong, Stockfish { level: 3, score: 45 }),
        (G::Chess, L::Maximum, Stockfish { level: 6, score: 60 }),
    ]
};

impl Level {
    /// 게임 `game`에서 이 단계의 닻 (단계가 없는 게임이나 아직 재지 않았으면 `None`).
    pub fn anchor(self, game: GameId) -> Option<Anchor> {
        MEASURED
            .iter()
            .find(|(g, l, _)| *g == game && *l == self)
            .map(|&(_, _, a)| a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_of_every_game_with_levels_has_one_anchor_of_its_kind() {
        for g in GameId::ALL {
            for l in Level::ALL {
                let n = MEASURED
                    .iter()
                    .filter(|(mg, ml, _)| *mg == g && *ml == l)
                    .count();
                let a = l.anchor(g);
                if !g.has_levels() {
                    assert_eq!(n, 0, "{} {}", g.slug(), l.name());
                    continue;
                }
                assert_eq!(n, 1, "{} {}", g.slug(), l.name());
                let kind_fits = match a {
                    Some(Anchor::Stockfish { .. }) => g == GameId::Chess,
                    Some(Anchor::OpenSpiel { .. }) => matches!(g, GameId::Hex | GameId::Havannah),
                    Some(Anchor::RefBot { .. }) => g == GameId::Gomoku,
                    Some(Anchor::RandomWins { .. }) => matches!(g, GameId::Nim | GameId::Wythoff),
                    None => false,
                };
                assert!(kind_fits, "{} {}: {a:?}", g.slug(), l.name());
            }
        }
    }

    #[test]
    fn versus_splits_the_score_at_35_and_65() {
        assert_eq!(Versus::of(0), Versus::Weaker);
        assert_eq!(Versus::of(34), Versus::Weaker);
        assert_eq!(Versus::of(35), Versus::About);
        assert_eq!(Versus::of(65), Versus::About);
        assert_eq!(Versus::of(66), Versus::Stronger);
        assert_eq!(Versus::of(100), Versus::Stronger);
    }
}
