//! MCTS 설정 둘의 자체 대국 ([`play_match`]): 같은 게임을 두 설정 A와 B가 색을 번갈아 가며 두고,
//! A의 점수와 그 신뢰 구간, Elo 차를 낸다. 기본값을 고를 때 (RAVE 켬/끔, 탐험 상수 …) "이기는 쪽만
//! 남긴다"의 근거가 이것이다.
//!
//! 판 `i`의 씨앗은 `seed + i`에서 나오고, 짝수 판은 A가, 홀수 판은 B가 먼저 둔다. 한 수의 예산
//! ([`Side::limit`], 쪽마다 따로)이 반복 수([`Limit::Iterations`])이면 같은 씨앗의 대국은 수 하나까지
//! 똑같다 (시험이 이것을 본다). 시간 예산([`Limit::Millis`])이면 같은 생각 시간의 비교이지만, 기계의
//! 속도와 부하에 따라 결과가 다르다.
//! 두 쪽은 각자 자기 트리를 다음 수에 이어 쓴다 (설정의 `reuse`), 스레드는 하나씩이다.

use crate::games::{Player, Status};
use crate::mcts::{Config, Limit, Mcts, Rollout, Search};
use crate::step::Steppable;

/// 한 판의 결과.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord<M> {
    /// 판 번호 (0부터).
    pub index: u32,
    /// A가 먼저 두었는가.
    pub a_first: bool,
    /// 끝난 상태 (수가 `max_moves`를 넘으면 비김으로 친다).
    pub status: Status,
    /// A의 점수 (이김 1, 비김 ½, 짐 0).
    pub a_score: f32,
    /// 둔 수들.
    pub moves: Vec<M>,
}

/// 대국 전체의 합계.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSummary {
    /// 판 수.
    pub games: u32,
    /// A의 이긴 판, 비긴 판, 진 판.
    pub wins: u32,
    /// 비긴 판.
    pub draws: u32,
    /// 진 판.
    pub losses: u32,
}

impl MatchSummary {
    /// 판들에서 합계를 낸다.
    pub fn of<M>(records: &[GameRecord<M>]) -> MatchSummary {
        MatchSummary::from_scores(records.iter().map(|r| r.a_score))
    }

    /// 판마다 A의 점수 (1, ½, 0)에서 합계를 낸다 (MCTS 밖의 자체 대국도: `examples/gomoku_match.rs`).
    pub fn from_scores(scores: impl IntoIterator<Item = f32>) -> MatchSummary {
        let mut s = MatchSummary {
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        };
        for a in scores {
            s.games += 1;
            if a > 0.75 {
                s.wins += 1;
            } else if a < 0.25 {
                s.losses += 1;
            } else {
                s.draws += 1;
            }
        }
        s
    }

    /// A의 점수 비율 (0–1). 판이 없으면 ½.
    pub fn score(&self) -> f64 {
        if self.games == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games)
    }

    /// A의 점수 비율의 95 % 윌슨 구간 (판이 적어도 0–1 밖으로 나가지 않는다).
    pub fn interval(&self) -> (f64, f64) {
        let n = f64::from(self.games.max(1));
        let p = self.score();
        let z = 1.959_964;
        let z2 = z * z;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// 점수 비율 `p`에 맞는 Elo 차 (A − B). 0이나 1이면 무한대 대신 ±798(1 %와 99 %)에서 자른다.
    pub fn elo(p: f64) -> f64 {
        let p = p.clamp(0.01, 0.99);
        // `+ 0.0`: 반반이면 −0이 아니라 0으로 찍히게.
        -400.0 * (1.0 / p - 1.0).log10() + 0.0
    }
}

/// 한 쪽: MCTS 설정과 한 수의 예산. 예산을 쪽마다 따로 두면 "같은 시간"을 반복 수로 맞출 수 있다
/// (RAVE가 반복당 두 배 든다면 반복을 절반만): 기계의 부하와 상관없이 재현된다.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Side {
    /// MCTS 설정.
    pub config: Config,
    /// 한 수의 예산.
    pub limit: Limit,
    /// 트리의 메모리 상한 (바이트; `None`이면 없음): 같은 메모리에서의 비교.
    pub memory: Option<usize>,
}

/// 대국의 설정.
#[derive(Clone, Copy, Debug)]
pub struct MatchConfig {
    /// A.
    pub a: Side,
    /// B.
    pub b: Side,
    /// 판 수.
    pub games: u32,
    /// 첫 씨앗 (판 `i`는 `seed + i`).
    pub seed: u64,
    /// 이보다 길면 비김으로 친다.
    pub max_moves: usize,
}

/// `start`에서 시작하는 판 `config.games`개를 두고, 판마다 `each`를 부른다 (진행을 찍으려고).
pub fn play_match<G: Rollout>(
    start: &G,
    config: &MatchConfig,
    mut each: impl FnMut(&GameRecord<G::Move>),
) -> Vec<GameRecord<G::Move>> {
    (0..config.games)
        .map(|i| {
            let record = play_game(start, config, i);
            each(&record);
            record
        })
        .collect()
}

/// 판 `index` 하나: 짝수 판은 A가 먼저.
pub fn play_game<G: Rollout>(start: &G, config: &MatchConfig, index: u32) -> GameRecord<G::Move> {
    let a_first = index.is_multiple_of(2);
    let seed = config.seed.wrapping_add(u64::from(index)).wrapping_mul(2);
    let first = start.to_move();
    // 자리 0은 먼저 두는 쪽, 자리 1은 나중에 두는 쪽.
    let (c0, c1) = if a_first {
        (config.a, config.b)
    } else {
        (config.b, config.a)
    };
    let limits = [c0.limit, c1.limit];
    let tree = |side: Side, seed: u64| {
        let mut t = Mcts::new(start.clone(), side.config, seed);
        t.set_memory_limit(side.memory);
        Some(t)
    };
    let mut trees = [tree(c0, seed), tree(c1, seed + 1)];
    let mut state = start.clone();
    let mut moves = Vec::new();
    let mut status = state.status();
    while !status.is_over() && moves.len() < config.max_moves {
        let seat = usize::from(state.to_move() != first);
        let Some(tree) = trees[seat].take() else {
            break;
        };
        let mut search = Search::with_trees(vec![tree], limits[seat]);
        let decision = search.run_to_end();
        trees[seat] = search.take_tree();
        let Some(mv) = decision.best else {
            break;
        };
        state.play_unchecked(mv);
        for t in trees.iter_mut().flatten() {
            t.advance(mv);
        }
        moves.push(mv);
        status = state.status();
    }
    if !status.is_over() {
        status = Status::Draw;
    }
    let a_player = if a_first { first } else { first.other() };
    GameRecord {
        index,
        a_first,
        status,
        a_score: status.score_for(a_player).unwrap_or(0.5),
        moves,
    }
}

/// `"c=0.7,rave=1,k=1000,iters=50000"` 같은 글을 `base`에 덮어 한 쪽으로 (키: `c`, `rave`, `k`,
/// `decisive`, `reuse`, `bridges`, `expand_all`, `recycle`, 예산 `iters`나 `millis`, 트리의 메모리 `memory`(KiB);
/// 참거짓은 `0`/`1`). 모르는 키나 잘못된 값은 그 까닭을
/// 돌려준다.
pub fn parse_side(text: &str, base: Side) -> Result<Side, String> {
    let mut side = base;
    let c = &mut side.config;
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| format!("'{part}' is not key=value"))?;
        let flag = || match value {
            "1" | "on" | "true" => Ok(true),
            "0" | "off" | "false" => Ok(false),
            _ => Err(format!("{key}: '{value}' is not 0 or 1")),
        };
        let number = || {
            value
                .parse::<f32>()
                .ok()
                .filter(|v| v.is_finite() && *v > 0.0)
                .ok_or_else(|| format!("{key}: '{value}' is not a positive number"))
        };
        let count = || {
            value
                .parse::<u64>()
                .ok()
                .filter(|&v| v > 0)
                .ok_or_else(|| format!("{key}: '{value}' is not a positive whole number"))
        };
        match key {
            "iters" => side.limit = Limit::Iterations(count()?),
            "memory" => {
                let kib = usize::try_from(count()?).unwrap_or(usize::MAX);
                side.memory = Some(kib.saturating_mul(1024));
            }
            "millis" => side.limit = Limit::Millis(count()?),
            "c" => c.c = number()?,
            "k" => c.rave_k = number()?,
            "rave" => c.rave = flag()?,
            "decisive" => c.decisive = flag()?,
            "reuse" => c.reuse = flag()?,
            "bridges" => c.bridges = flag()?,
            "expand_all" => c.expand_all = flag()?,
            "recycle" => c.recycle = flag()?,
            _ => {
                return Err(format!(
                    "unknown key '{key}' (c, k, rave, decisive, reuse, bridges, expand_all, recycle, iters, millis, memory)"
                ));
            }
        }
    }
    Ok(side)
}

/// 판 하나의 한 줄: 판 번호, 먼저 둔 쪽, 결과, 수 수.
pub fn game_line<M>(r: &GameRecord<M>, first: Player) -> String {
    let winner = match r.status {
        Status::Won(p) if (p == first) == r.a_first => "A",
        Status::Won(_) => "B",
        _ => "draw",
    };
    format!(
        "game {:>3}: first {}  winner {:<4}  moves {}",
        r.index + 1,
        if r.a_first { "A" } else { "B" },
        winner,
        r.moves.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::Hex;
    use crate::mcts::Game;

    fn small(games: u32, seed: u64) -> MatchConfig {
        let limit = Limit::Iterations(200);
        MatchConfig {
            a: Side {
                config: Config::default(),
                limit,
                memory: None,
            },
            b: Side {
                config: Config {
                    rave: true,
                    ..Config::default()
                },
                limit: Limit::Iterations(100),
                memory: None,
            },
            games,
            seed,
            max_moves: 100,
        }
    }

    #[test]
    fn same_seed_same_games_and_colours_alternate() {
        let hex = Hex::new(5, false).unwrap();
        let a = play_match(&hex, &small(4, 7), |_| {});
        let b = play_match(&hex, &small(4, 7), |_| {});
        assert_eq!(a, b);
        for (i, r) in a.iter().enumerate() {
            assert_eq!(r.a_first, i.is_multiple_of(2));
            // 헥스에는 비김이 없고, 판을 다 채우기 전에 끝난다.
            assert!(matches!(r.status, Status::Won(_)));
            assert!(r.moves.len() <= 25);
            // 수들을 처음부터 다시 두면 같은 결과다 (둔 수는 합법이다).
            let mut g = hex.clone();
            for &mv in &r.moves {
                let mut legal = Vec::new();
                g.legal_moves(&mut legal);
                assert!(legal.contains(&mv), "game {i}: {mv:?} is not legal");
                g.play_unchecked(mv);
            }
            assert_eq!(Game::status(&g), r.status);
        }
        let c = play_match(&hex, &small(4, 8), |_| {});
        assert_ne!(a, c, "another seed plays other games");
    }

    #[test]
    fn summary_counts_and_interval() {
        let rec = |a_score| GameRecord::<u8> {
            index: 0,
            a_first: true,
            status: Status::Draw,
            a_score,
            moves: vec![],
        };
        let recs = [rec(1.0), rec(1.0), rec(0.5), rec(0.0)];
        let s = MatchSummary::of(&recs);
        assert_eq!((s.games, s.wins, s.draws, s.losses), (4, 2, 1, 1));
        assert!((s.score() - 0.625).abs() < 1e-9);
        let (lo, hi) = s.interval();
        assert!(lo < 0.625 && 0.625 < hi && lo >= 0.0 && hi <= 1.0);
        // 판이 많을수록 구간이 좁다.
        let many: Vec<_> = (0..40).flat_map(|_| recs.clone()).collect();
        let (lo2, hi2) = MatchSummary::of(&many).interval();
        assert!(hi2 - lo2 < hi - lo);
        assert!(MatchSummary::elo(0.5).abs() < 1e-9);
        assert!(MatchSummary::elo(0.75) > 180.0 && MatchSummary::elo(0.75) < 200.0);
    }

    #[test]
    fn side_text() {
        let base = Side {
            config: Config::default(),
            memory: None,
            limit: Limit::Millis(1000),
        };
        let s = parse_side("c=0.7, rave=1,k=300,iters=5000", base).unwrap();
        let c = s.config;
        assert!(c.rave && (c.c - 0.7).abs() < 1e-6 && (c.rave_k - 300.0).abs() < 1e-6);
        assert_eq!(s.limit, Limit::Iterations(5000));
        let s = parse_side("memory=64,expand_all=1", base).unwrap();
        assert_eq!(s.memory, Some(64 << 10));
        assert!(s.config.expand_all);
        assert_eq!(parse_side("", base), Ok(base));
        assert_eq!(
            parse_side("millis=20", base).unwrap().limit,
            Limit::Millis(20)
        );
        for bad in [
            "c",
            "c=-1",
            "c=x",
            "rave=2",
            "speed=3",
            "k=inf",
            "iters=0",
            "millis=1.5",
        ] {
            assert!(parse_side(bad, base).is_err(), "{bad}");
        }
    }
}
