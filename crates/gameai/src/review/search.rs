//! 탐색으로 판정하는 게임: 국면마다 같은 예산의 새 탐색 하나 — 알파-베타(오목, 체스)는 센티폰이나 n반수
//! 메이트, MCTS(헥스, 하바나)는 방문이 가장 많은 수의 승률. 예산은 깊이나 반복 수와 씨앗이라 같은 대국은
//! 같은 판정을 받는다. 체스에서 네 기물 이하의 국면은 끝내기 표가 정확히 판정한다 (처음 만나는 재료의
//! 표를 그때 만든다). 끝난 국면은 어느 게임이든 정확하다 (둘 차례가 졌거나 비겼다).

use core::marker::PhantomData;
use std::sync::Arc;

use super::judge::{Judge, Judgement};
use super::value::{Exact, Score, Value};
use super::verdict::Thresholds;
use crate::games::Status;
use crate::games::chess::{Board, Chess, ChessStatus, Move};
use crate::games::gomoku::{GMove, Gomoku};
use crate::mcts::{Config, Limit, Rollout, Search};
use crate::search::{SearchConfig, SearchGame, Searcher, Terminal, WIN, WIN_BOUND};
use crate::step::Steppable;
use crate::tablebase::{self, Generator, MAX_PIECES, Material, Tablebase};

/// 끝난 국면의 판정 (둘 수 없다).
fn over<M>(e: Exact) -> Judgement<M> {
    Judgement {
        value: Value::Exact(e),
        best: None,
        line: Vec::new(),
    }
}

/// 알파-베타의 값을 점수로: 이기고 지는 점수는 메이트까지의 반수로.
pub fn score(v: i32) -> Score {
    if v > WIN_BOUND {
        Score::Mate(WIN - v)
    } else if v < -WIN_BOUND {
        Score::Mate(-(WIN + v))
    } else {
        Score::Cp(v)
    }
}

/// 한 수 얕은 알파-베타의 값 ([`Judge::judge_after`]: 수 앞의 판정과 같은 수평선).
fn shallower<G: SearchGame>(pos: &G, config: SearchConfig) -> Value {
    let config = SearchConfig {
        max_depth: config.max_depth.saturating_sub(1).max(1),
        ..config
    };
    Value::Score(score(Searcher::new(pos.clone(), config).run_to_end().value))
}

/// 국면 `pos`를 `config`로 찾은 판정.
fn alpha_beta<G: SearchGame>(pos: &G, config: SearchConfig) -> Judgement<G::Move> {
    let r = Searcher::new(pos.clone(), config).run_to_end();
    Judgement {
        value: Value::Score(score(r.value)),
        best: r.best,
        line: r.pv,
    }
}

/// 깊이 `depth`까지의 알파-베타 설정 (돌아보기의 예산: 앱과 명령줄이 같이 쓴다).
pub fn depth_config(depth: u32) -> SearchConfig {
    SearchConfig {
        max_depth: depth,
        ..SearchConfig::default()
    }
}

/// 오목: 알파-베타 (위협 탐색 포함), 국면마다 같은 설정. 점수는 오목 평가의 단위다 (열린 셋 ≈ 280, 넷 ≈
/// 4,000): 이길 확률의 곡선은 체스와 같다 (셋은 약 74 %, 넷은 거의 100 %).
#[derive(Clone, Copy, Debug)]
pub struct GomokuJudge {
    /// 탐색 설정 (깊이나 시간).
    pub config: SearchConfig,
}

impl GomokuJudge {
    /// 돌아보기의 기본 깊이.
    pub const DEPTH: u32 = 5;

    /// 기본 예산: 깊이 [`Self::DEPTH`].
    pub fn standard() -> Self {
        GomokuJudge {
            config: depth_config(Self::DEPTH),
        }
    }
}

impl Judge for GomokuJudge {
    type Pos = Gomoku;
    type Move = GMove;

    fn judge(&mut self, pos: &Gomoku) -> Judgement<GMove> {
        match pos.terminal() {
            Some(Terminal::Loss) => over(Exact::Loss(Some(0))),
            Some(Terminal::Draw) => over(Exact::Draw),
            None => alpha_beta(pos, self.config),
        }
    }

    fn judge_after(&mut self, pos: &Gomoku) -> Option<Value> {
        pos.terminal()
            .is_none()
            .then(|| shallower(pos, self.config))
    }

    fn play(&self, pos: &Gomoku, mv: GMove) -> Result<Gomoku, String> {
        let mut next = pos.clone();
        next.try_play(mv).map_err(|e| e.to_string())?;
        Ok(next)
    }

    fn thresholds(&self) -> Thresholds {
        Thresholds::LICHESS
    }
}

/// 체스: 알파-베타 (고요 탐색, 선택적 탐색), 네 기물 이하와 캐슬링 권리가 없는 국면은 끝내기 표.
#[derive(Clone, Debug)]
pub struct ChessJudge {
    /// 탐색 설정 (깊이나 시간).
    pub config: SearchConfig,
    /// 끝내기 표 (나누어 쓴다: 앱이 이미 푼 표를 받을 수 있다).
    tables: Arc<Tablebase>,
}

impl ChessJudge {
    /// 돌아보기의 기본 깊이.
    pub const DEPTH: u32 = 10;

    /// 기본 예산: 깊이 [`Self::DEPTH`] (네 기물 이하는 끝내기 표).
    pub fn standard() -> Self {
        Self::new(depth_config(Self::DEPTH))
    }

    /// 설정 `config`로 찾는 판정기 (표는 필요할 때 만든다).
    pub fn new(config: SearchConfig) -> ChessJudge {
        Self::with_tables(config, Arc::default())
    }

    /// 이미 푼 표 `tables`를 쓰는 판정기 (모자라는 재료의 표는 필요할 때 더 만든다).
    pub fn with_tables(config: SearchConfig, tables: Arc<Tablebase>) -> ChessJudge {
        ChessJudge { config, tables }
    }

    /// 표가 아는 국면이면 (필요하면 그 재료의 표를 만들어) 정확한 판정: 값, 가장 좋은 수, 양쪽이 표의
    /// 가장 좋은 수를 두는 수순 (많아야 16반수).
    fn exact(&mut self, board: &Board) -> Option<Judgement<Move>> {
        if board.occupied().count_ones() as usize > MAX_PIECES || board.castling().0 != 0 {
            return None;
        }
        if self.tables.probe(board).is_err() {
            let material = Material::of(board).normalized().0;
            let have = Arc::unwrap_or_clone(std::mem::take(&mut self.tables));
            self.tables = Arc::new(Generator::new(&material, have).run_to_end().tablebase);
        }
        let p = self.tables.probe(board).ok()?;
        let mut line = Vec::new();
        let mut b = *board;
        while line.len() < 16 {
            let Some(best) = self
                .tables
                .probe(&b)
                .ok()
                .and_then(|q| q.moves.first().map(|m| m.mv))
            else {
                break;
            };
            line.push(best);
            b.make_move(best);
        }
        let value = match p.value {
            tablebase::Value::Win(d) => Exact::Win(Some(u32::from(d))),
            tablebase::Value::Loss(d) => Exact::Loss(Some(u32::from(d))),
            tablebase::Value::Draw => Exact::Draw,
        };
        Some(Judgement {
            value: Value::Exact(value),
            best: line.first().copied(),
            line,
        })
    }
}

impl Judge for ChessJudge {
    type Pos = Chess;
    type Move = Move;

    fn judge(&mut self, pos: &Chess) -> Judgement<Move> {
        match pos.status() {
            ChessStatus::Ongoing => {}
            ChessStatus::Checkmate(_) => return over(Exact::Loss(Some(0))),
            _ => return over(Exact::Draw),
        }
        if let Some(j) = self.exact(pos.board()) {
            return j;
        }
        alpha_beta(pos, self.config)
    }

    fn judge_after(&mut self, pos: &Chess) -> Option<Value> {
        let exact = pos.status() != ChessStatus::Ongoing || self.exact(pos.board()).is_some();
        (!exact).then(|| shallower(pos, self.config))
    }

    fn play(&self, pos: &Chess, mv: Move) -> Result<Chess, String> {
        let mut next = pos.clone();
        next.try_play(mv).map_err(|e| e.to_string())?;
        Ok(next)
    }

    fn thresholds(&self) -> Thresholds {
        Thresholds::LICHESS
    }
}

/// MCTS (헥스, 하바나): 국면마다 같은 설정, 같은 반복 수, 같은 씨앗의 탐색 하나 (스레드 하나). 값은 방문이
/// 가장 많은 수의 승률 (둘 차례인 쪽에서).
#[derive(Clone, Copy, Debug)]
pub struct MctsJudge<G> {
    /// UCT의 설정.
    pub config: Config,
    /// 국면마다의 반복 수.
    pub iterations: u64,
    /// 씨앗.
    pub seed: u64,
    game: PhantomData<fn() -> G>,
}

impl<G> MctsJudge<G> {
    /// 돌아보기의 기본 반복 수 (국면마다; 앱과 명령줄이 같이 쓴다).
    pub const ITERATIONS: u64 = 20_000;
    /// 돌아보기의 기본 씨앗.
    pub const SEED: u64 = 1;

    /// 기본 예산: 기본 설정으로 국면마다 [`Self::ITERATIONS`]번, 씨앗 [`Self::SEED`].
    pub fn standard() -> Self {
        Self::new(Config::default(), Self::ITERATIONS, Self::SEED)
    }

    /// 설정 `config`, 국면마다 `iterations`번, 씨앗 `seed`.
    pub fn new(config: Config, iterations: u64, seed: u64) -> Self {
        MctsJudge {
            config,
            iterations,
            seed,
            game: PhantomData,
        }
    }
}

impl<G: Rollout + Clone> Judge for MctsJudge<G> {
    type Pos = G;
    type Move = G::Move;

    fn judge(&mut self, pos: &G) -> Judgement<G::Move> {
        match pos.status() {
            Status::Won(_) => return over(Exact::Loss(Some(0))),
            Status::Draw => return over(Exact::Draw),
            Status::Ongoing => {}
        }
        let limit = Limit::Iterations(self.iterations);
        let d = Search::new(pos.clone(), self.config, self.seed, limit, 1).run_to_end();
        let rate = d.root.first().map_or(0.5, |c| f64::from(c.win_rate()));
        Judgement {
            value: Value::Rate(rate),
            best: d.best,
            line: d.pv,
        }
    }

    fn play(&self, pos: &G, mv: G::Move) -> Result<G, String> {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err("not a legal move here".into());
        }
        let mut next = pos.clone();
        next.play_unchecked(mv);
        Ok(next)
    }

    fn thresholds(&self) -> Thresholds {
        Thresholds::LICHESS
    }
}
