//! 대국 돌아보기 하나의 작업([`ReviewJob`]): 게임, 처음 국면, 수들, 판정의 예산([`JudgeBudget`]) — 작업자가
//! 같은 판정을 다시 만들어 돌린다 (`runner.rs`). 앱의 돌아보기를 이 작업으로 나누는 것은 `review.rs`.

use crate::wire::{Reader, Wire, WireError, Writer};
use gameai::games::{GameId, Player};
use gameai::mcts::Config;
use gameai::search::SearchConfig;

/// 판정의 예산: 작업자가 같은 판정을 다시 만든다.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum JudgeBudget {
    /// MCTS: 설정, 국면마다의 반복 수, 씨앗.
    Mcts {
        /// 설정.
        config: Config,
        /// 국면마다의 반복 수.
        iterations: u64,
        /// 씨앗.
        seed: u64,
    },
    /// 알파-베타의 설정 (체스는 네 기물 이하에서 끝내기 표도).
    AlphaBeta(SearchConfig),
}

/// 돌아보기 하나의 작업.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewJob {
    /// 게임.
    pub game: GameId,
    /// 처음 국면 (그 게임의 [`Wire`] 모양).
    pub start: Vec<u8>,
    /// 처음 국면에서 둘 차례.
    pub first: Player,
    /// 수들 (그 게임의 수의 [`Wire`] 모양, `Vec`으로).
    pub moves: Vec<u8>,
    /// 판정의 예산.
    pub budget: JudgeBudget,
    /// 돌아보는 첫 수 (0부터; 그 앞의 수들은 두기만 한다 — `Reviewer::from_ply`).
    pub from: u32,
    /// 돌아보는 수의 끝 (그 앞까지 — `Reviewer::until_ply`): 대국을 작업자들에게 나눈 한 토막.
    pub to: u32,
}

impl Wire for JudgeBudget {
    fn put(&self, w: &mut Writer) {
        match self {
            JudgeBudget::Mcts {
                config,
                iterations,
                seed,
            } => {
                w.byte(0);
                w.put(config);
                w.put(iterations);
                w.put(seed);
            }
            JudgeBudget::AlphaBeta(c) => {
                w.byte(1);
                w.put(c);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(JudgeBudget::Mcts {
                config: r.get()?,
                iterations: r.get()?,
                seed: r.get()?,
            }),
            1 => Ok(JudgeBudget::AlphaBeta(r.get()?)),
            t => Err(WireError::BadTag("judge budget", t.into())),
        }
    }
}

impl Wire for ReviewJob {
    fn put(&self, w: &mut Writer) {
        w.put(&self.game);
        w.bytes(&self.start);
        w.put(&self.first);
        w.bytes(&self.moves);
        w.put(&self.budget);
        w.put(&self.from);
        w.put(&self.to);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(ReviewJob {
            game: r.get()?,
            start: r.bytes()?.to_vec(),
            first: r.get()?,
            moves: r.bytes()?.to_vec(),
            budget: r.get()?,
            from: r.get()?,
            to: r.get()?,
        })
    }
}
