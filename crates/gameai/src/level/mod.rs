//! 난이도: 이름 붙은 네 단계 (입문, 동호인, 강함, 최고). 단계는 게임마다 실제 손잡이 셋으로 바뀐다:
//!
//! - 아무 수나 둘 확률 ([`Knobs::random_move`]): 수마다 이 확률로 완벽한 수 대신 합법인 수 하나를
//!   고르게 둔다. 완벽한 표가 있는 님과 위토프에서, 그리고 체스의 입문 (깊이 1만으로는 Stockfish의
//!   가장 낮은 단계와 반반이라, 입문자가 이길 수 있게 가끔 아무 수를: [`Knobs::random_root`]).
//! - 탐색 깊이의 상한 ([`Knobs::max_depth`]): 알파-베타(오목, 체스)가 이보다 깊이 보지 않는다.
//! - MCTS 반복 수 ([`Knobs::iterations`]): 생각 시간 대신 이 수만큼만 (헥스, 하바나).
//!
//! 틱택토는 단계가 없다: 앱에서 틱택토는 사람과 두는 게임이 아니라 AI끼리 두며 트리를 보여 주는
//! 설명이고, 완벽하게 두기 쉬운 게임이라 반복 수로는 "위 단계가 이긴다"가 서지 않는다 (100번 반복한
//! AI와 1.5초 생각한 AI가 20판을 모두 비겼다).
//!
//! "최고"는 손잡이를 하나도 걸지 않는다: 앱의 설정(생각 시간, 깊이 …)이 그대로, 곧 이 단계가 생기기
//! 전의 AI다. 단계마다의 값은 docs/measurements.md의 보정 표(각 단계가 바로 아래 단계와 둔 점수, `calibrate`(`bench` 기능)와
//! `levels` 예제)로 정했다: 표에서 모든 단계가 아래 단계를 이긴다.
//!
//! 단계끼리가 아니라 바깥 상대 (Stockfish, OpenSpiel의 MCTS, 오목의 기준 봇, 아무 수를 두는 사람)로 잰 세기는
//! [`anchor`] ([`Level::anchor`]).

use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};

pub mod anchor;
#[cfg(feature = "bench")]
pub mod calibrate;

use crate::games::GameId;
use crate::mcts::Limit;
use crate::search::{SearchConfig, SearchGame};

/// 난이도 단계 (약한 것부터).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 입문: 자주 아무 수나 두고, 아주 얕게 본다.
    Beginner,
    /// 동호인: 가끔 실수하고, 얕게 본다.
    Club,
    /// 강함: 실수가 드물고, 제법 깊이 본다.
    Strong,
    /// 최고: 앱의 설정 그대로 (단계가 생기기 전의 AI).
    #[default]
    Maximum,
}

/// 단계 하나의 손잡이. `None`은 "걸지 않음" (설정 그대로).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Knobs {
    /// 수마다 아무 수나 둘 확률 (0이면 언제나 AI의 수).
    pub random_move: f64,
    /// 알파-베타 깊이의 상한.
    pub max_depth: Option<u32>,
    /// MCTS 한 수의 반복 수 (생각 시간 대신).
    pub iterations: Option<u64>,
    /// 알파-베타의 뿌리에서 위협 탐색을 하지 않는다 (강제 승리를 미리 찾지도, 상대의 것을 막지도 않는다;
    /// [`SearchConfig::root_threats`]).
    pub no_root_threats: bool,
}

impl Level {
    /// 모든 단계, 약한 것부터.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Club, Level::Strong, Level::Maximum];

    /// 영어 이름 (명령줄, 표, 저장).
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Club => "club",
            Level::Strong => "strong",
            Level::Maximum => "maximum",
        }
    }

    /// 이름에서 (대소문자 무시).
    pub fn from_name(s: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
    }

    /// 바로 아래 단계 (입문이면 없다).
    pub fn below(self) -> Option<Level> {
        let i = Level::ALL.iter().position(|&l| l == self)?;
        i.checked_sub(1).map(|j| Level::ALL[j])
    }

    /// 게임 `game`에서 이 단계의 손잡이 (단계가 없는 게임은 언제나 걸지 않음: [`GameId::has_levels`]).
    pub fn knobs(self, game: GameId) -> Knobs {
        use GameId as G;
        use Level as L;
        let random = |p| Knobs {
            random_move: p,
            ..Knobs::default()
        };
        let depth = |d| Knobs {
            max_depth: Some(d),
            ..Knobs::default()
        };
        let iterations = |n| Knobs {
            iterations: Some(n),
            ..Knobs::default()
        };
        match (game, self) {
            (_, L::Maximum) | (G::TicTacToe, _) => Knobs::default(),
            (G::Nim | G::Wythoff, L::Beginner) => random(0.6),
            (G::Nim | G::Wythoff, L::Club) => random(0.3),
            (G::Nim | G::Wythoff, L::Strong) => random(0.1),
            (G::Hex | G::Havannah, L::Beginner) => iterations(100),
            (G::Hex | G::Havannah, L::Club) => iterations(1_000),
            (G::Hex | G::Havannah, L::Strong) => iterations(10_000),
            // 입문: 한 수 앞만, 그리고 뿌리의 위협 탐색 없이 — 셋 둘을 겹치거나 넷과 셋을 함께 만들면
            // (VCT) 막지 못한다. 잎에서 넷만으로 이기는 길(VCF)은 본다.
            (G::Gomoku, L::Beginner) => Knobs {
                no_root_threats: true,
                ..depth(1)
            },
            (G::Gomoku, L::Club) => depth(2),
            (G::Gomoku, L::Strong) => depth(3),
            (G::Chess, L::Beginner) => Knobs {
                random_move: 0.05,
                ..depth(1)
            },
            (G::Chess, L::Club) => depth(2),
            (G::Chess, L::Strong) => depth(4),
        }
    }
}

impl Knobs {
    /// 알파-베타 설정에 깊이의 상한을 건다 (설정이 더 얕으면 그대로). 뿌리의 위협 탐색을 끄는 단계면 끈다.
    pub fn search_config(&self, base: SearchConfig) -> SearchConfig {
        SearchConfig {
            max_depth: self
                .max_depth
                .map_or(base.max_depth, |d| d.min(base.max_depth)),
            root_threats: base.root_threats && !self.no_root_threats,
            ..base
        }
    }

    /// MCTS 한 수의 예산: 반복 수가 걸렸으면 그것, 아니면 `base` (설정의 생각 시간).
    pub fn mcts_limit(&self, base: Limit) -> Limit {
        self.iterations.map_or(base, Limit::Iterations)
    }

    /// 이번 수를 아무 수로 둘지 주사위를 던진다.
    pub fn roll_random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> bool {
        let p = self.random_move.clamp(0.0, 1.0);
        p > 0.0 && rng.random_bool(p)
    }

    /// 알파-베타 게임의 아무 수: 주사위가 맞으면 `game`의 수 가운데 하나를 고르게 (아니면, 또는
    /// 둘 수가 없으면 `None`). 부르는 쪽은 그 수 하나로 뿌리를 묶어 찾는다
    /// ([`crate::search::Searcher::with_root_moves`]): 답의 길은 보통 수와 같고, 평가도 함께 나온다.
    pub fn random_root<G: SearchGame, R: Rng + ?Sized>(
        &self,
        game: &G,
        rng: &mut R,
    ) -> Option<G::Move> {
        if !self.roll_random_move(rng) || game.root_terminal().is_some() {
            return None;
        }
        let mut moves = Vec::new();
        game.moves(&mut moves);
        moves.choose(rng).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn names_round_trip_and_levels_are_ordered() {
        for l in Level::ALL {
            assert_eq!(Level::from_name(l.name()), Some(l));
            assert_eq!(Level::from_name(&l.name().to_uppercase()), Some(l));
        }
        assert_eq!(Level::from_name("grandmaster"), None);
        assert_eq!(Level::Beginner.below(), None);
        assert_eq!(Level::Maximum.below(), Some(Level::Strong));
        assert!(Level::ALL.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn each_level_loosens_every_knob_of_the_one_below() {
        for g in GameId::ALL {
            if !g.has_levels() {
                // 단계가 없는 게임: 어느 단계든 손잡이를 걸지 않는다.
                assert!(Level::ALL.iter().all(|l| l.knobs(g) == Knobs::default()));
                continue;
            }
            for l in Level::ALL {
                let Some(b) = l.below() else { continue };
                let (k, kb) = (l.knobs(g), b.knobs(g));
                let name = format!("{} {} over {}", g.slug(), l.name(), b.name());
                assert!(k.random_move <= kb.random_move, "{name}");
                // 상한이 없으면 (None) 가장 느슨하다.
                let loose = |a: Option<u64>, b: Option<u64>| match (a, b) {
                    (None, _) => true,
                    (Some(_), None) => false,
                    (Some(a), Some(b)) => a >= b,
                };
                assert!(
                    loose(k.max_depth.map(u64::from), kb.max_depth.map(u64::from)),
                    "{name}"
                );
                assert!(loose(k.iterations, kb.iterations), "{name}");
                assert_ne!(k, kb, "{name}: the same knobs");
            }
        }
        assert_eq!(Level::Maximum.knobs(GameId::Chess), Knobs::default());
    }

    #[test]
    fn knobs_cap_the_depth_replace_the_think_time_and_roll_their_chance() {
        let base = SearchConfig {
            max_depth: 3,
            ..SearchConfig::default()
        };
        let deep = Knobs {
            max_depth: Some(6),
            ..Knobs::default()
        };
        assert_eq!(deep.search_config(base).max_depth, 3);
        let shallow = Knobs {
            max_depth: Some(1),
            ..Knobs::default()
        };
        assert_eq!(shallow.search_config(base).max_depth, 1);
        assert_eq!(
            Level::Club
                .knobs(GameId::Hex)
                .mcts_limit(Limit::Millis(1500)),
            Limit::Iterations(1_000)
        );
        assert_eq!(
            Level::Maximum
                .knobs(GameId::Hex)
                .mcts_limit(Limit::Millis(1500)),
            Limit::Millis(1500)
        );
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let k = Level::Beginner.knobs(GameId::Nim);
        let hits = (0..10_000).filter(|_| k.roll_random_move(&mut rng)).count();
        assert!((5_600..6_400).contains(&hits), "{hits}");
        assert!(!(0..1000).any(|_| Knobs::default().roll_random_move(&mut rng)));
    }

    /// 아무 수: 늘(확률 1)이면 합법인 수 가운데 하나, 확률 0이면 없음, 끝난 국면에서도 없음. 체스
    /// 입문의 확률로 여러 번 던지면 그 확률 가까이 맞는다.
    #[test]
    fn random_root_picks_a_legal_move_at_the_knobs_rate() {
        use crate::games::chess::Chess;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let g = Chess::new();
        let always = Knobs {
            random_move: 1.0,
            ..Knobs::default()
        };
        let mut legal = Vec::new();
        g.moves(&mut legal);
        let picked: std::collections::HashSet<_> = (0..400)
            .map(|_| always.random_root(&g, &mut rng).unwrap())
            .collect();
        assert!(picked.iter().all(|m| legal.contains(m)));
        assert_eq!(picked.len(), legal.len(), "uniform over all 20 moves");
        assert!((0..100).all(|_| Knobs::default().random_root(&g, &mut rng).is_none()));
        let mated = Chess::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
        assert!(always.random_root(&mated, &mut rng).is_none());
        let k = Level::Beginner.knobs(GameId::Chess);
        let hits = (0..10_000)
            .filter(|_| k.random_root(&g, &mut rng).is_some())
            .count() as f64;
        assert!((hits / 10_000.0 - k.random_move).abs() < 0.01, "{hits}");
    }
}
