//! 경계를 건너는 것: 작업자 한 명의 몫([`Job`])과 편지([`ToWorker`], [`FromWorker`]).

use super::lineage::Lineage;
use super::review_job::ReviewJob;
use crate::wire::{Reader, Wire, WireError, Writer, decode, encode};
use gameai::games::GameId;
use gameai::games::chess::{Board, Chess};
use gameai::games::gomoku::Gomoku;
use gameai::games::havannah::Havannah;
use gameai::games::hex::Hex;
use gameai::games::tictactoe::TicTacToe;
use gameai::mcts::{Config, Limit};
use gameai::search::SearchConfig;
use gameai::tablebase::{Material, Tablebase};
use std::sync::Arc;

/// 게임의 이름표: [`GameId::ALL`]에서의 자리 한 바이트. 어느 게임이든 건너지만, 작업자가 풀이기를
/// 만들 수 있는 것은 [`RemoteGame`]을 구현한 게임뿐이다 (다른 것은 [`crate::Runner`]가 거절한다).
impl Wire for GameId {
    fn put(&self, w: &mut Writer) {
        let i = GameId::ALL.iter().position(|g| g == self).unwrap_or(0);
        w.byte(i as u8);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let t = r.byte()?;
        GameId::ALL
            .get(usize::from(t))
            .copied()
            .ok_or(WireError::BadTag("game", t.into()))
    }
}

/// 작업자로 보낼 수 있는 게임: 국면이 경계를 건너고, 한 판의 앞뒤 국면을 알아본다.
pub trait RemoteGame: Wire + Lineage + Clone + 'static {
    /// 어떤 게임인가.
    const KIND: GameId;
}

impl RemoteGame for Hex {
    const KIND: GameId = GameId::Hex;
}
impl RemoteGame for Havannah {
    const KIND: GameId = GameId::Havannah;
}
impl RemoteGame for Gomoku {
    const KIND: GameId = GameId::Gomoku;
}
impl RemoteGame for Chess {
    const KIND: GameId = GameId::Chess;
}
impl RemoteGame for TicTacToe {
    const KIND: GameId = GameId::TicTacToe;
}

/// MCTS 트리 하나의 작업.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsJob {
    /// 게임.
    pub game: GameId,
    /// 국면 (그 게임의 [`Wire`] 모양).
    pub state: Vec<u8>,
    /// 설정 (`reuse`면 작업자가 앞 수의 트리를 이어 쓴다).
    pub config: Config,
    /// 이 트리의 예산.
    pub limit: Limit,
    /// 이 트리의 씨앗.
    pub seed: u64,
    /// 스냅숏에 담을 트리의 깊이.
    pub depth: u32,
    /// 이 트리의 메모리 상한 (바이트; 작업자 한 명의 몫). 없으면 상한 없이.
    pub memory: Option<u64>,
}

/// 알파-베타 탐색 하나의 작업.
#[derive(Clone, Debug, PartialEq)]
pub struct AbJob {
    /// 게임.
    pub game: GameId,
    /// 국면.
    pub state: Vec<u8>,
    /// 설정.
    pub config: SearchConfig,
    /// 대국의 수: 작업자가 앞 수의 전치표를 이어 쓰고, 끝나면 다시 남겨 둔다 (실험은 늘 새 표).
    pub keep_table: bool,
    /// 탐색이 물을 끝내기 표 (체스만; 앱의 탐색기에 표의 [`gameai::search::Oracle`]이 있을 때).
    pub tables: Option<Arc<Tablebase>>,
}

/// 체스 끝내기 표 하나를 (그 표가 가는 표들과 함께) 만드는 작업.
#[derive(Clone, Debug, PartialEq)]
pub struct TablebaseJob {
    /// 만들 표.
    pub material: Material,
    /// 이미 풀린 표들 (다시 풀지 않는다; 답에 그대로 돌아온다).
    pub have: Tablebase,
    /// 스냅숏마다 값을 알려 줄 국면들.
    pub watch: Vec<Board>,
}

/// 작업자 한 명의 몫.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    /// MCTS 트리 하나.
    Mcts(MctsJob),
    /// 알파-베타 탐색 하나.
    AlphaBeta(AbJob),
    /// 둘을 차례로 (A를 끝까지, 그다음 B): A/B 비교.
    Pair(Box<[Job; 2]>),
    /// 끝내기 표 만들기.
    Tablebase(Box<TablebaseJob>),
    /// 대국 돌아보기.
    Review(Box<ReviewJob>),
}

impl Wire for MctsJob {
    fn put(&self, w: &mut Writer) {
        w.put(&self.game);
        w.bytes(&self.state);
        w.put(&self.config);
        w.put(&self.limit);
        w.put(&self.seed);
        w.put(&self.depth);
        w.put(&self.memory);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(MctsJob {
            game: r.get()?,
            state: r.bytes()?.to_vec(),
            config: r.get()?,
            limit: r.get()?,
            seed: r.get()?,
            depth: r.get()?,
            memory: r.get()?,
        })
    }
}

impl Wire for AbJob {
    fn put(&self, w: &mut Writer) {
        w.put(&self.game);
        w.bytes(&self.state);
        w.put(&self.config);
        w.put(&self.keep_table);
        w.put(&self.tables);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(AbJob {
            game: r.get()?,
            state: r.bytes()?.to_vec(),
            config: r.get()?,
            keep_table: r.get()?,
            tables: r.get()?,
        })
    }
}

impl Wire for TablebaseJob {
    fn put(&self, w: &mut Writer) {
        w.put(&self.material);
        w.put(&self.have);
        w.put(&self.watch);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(TablebaseJob {
            material: r.get()?,
            have: r.get()?,
            watch: r.get()?,
        })
    }
}

impl Wire for Job {
    fn put(&self, w: &mut Writer) {
        match self {
            Job::Mcts(j) => {
                w.byte(0);
                w.put(j);
            }
            Job::AlphaBeta(j) => {
                w.byte(1);
                w.put(j);
            }
            Job::Pair(p) => {
                w.byte(2);
                w.put(&p[0]);
                w.put(&p[1]);
            }
            Job::Tablebase(j) => {
                w.byte(3);
                w.put(&**j);
            }
            Job::Review(j) => {
                w.byte(4);
                w.put(&**j);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Job::Mcts(r.get()?)),
            1 => Ok(Job::AlphaBeta(r.get()?)),
            // 짝 안에 짝은 만들지 않는다 (읽기가 깊이 파고들지 않게).
            2 => {
                let a: Job = r.get()?;
                let b: Job = r.get()?;
                if matches!(a, Job::Pair(_)) || matches!(b, Job::Pair(_)) {
                    return Err(WireError::Invalid("a pair inside a pair".into()));
                }
                Ok(Job::Pair(Box::new([a, b])))
            }
            3 => Ok(Job::Tablebase(Box::new(r.get()?))),
            4 => Ok(Job::Review(Box::new(r.get()?))),
            t => Err(WireError::BadTag("job", t.into())),
        }
    }
}

/// 앱이 작업자에게 보내는 편지.
#[derive(Clone, Debug, PartialEq)]
pub enum ToWorker {
    /// 생각 `id`를 시작한다 (돌던 생각은 멈춘다).
    Start {
        /// 생각의 번호.
        id: u64,
        /// 작업.
        job: Job,
    },
    /// 생각 `id`를 멈춘다.
    Cancel {
        /// 생각의 번호.
        id: u64,
    },
}

/// 작업자가 앱에 보내는 편지.
#[derive(Clone, Debug, PartialEq)]
pub enum FromWorker {
    /// 준비됐다 (작업자의 wasm이 떴다).
    Ready,
    /// 생각 `id`의 지금 모습 (그 작업의 스냅숏 모양).
    Snapshot {
        /// 생각의 번호.
        id: u64,
        /// 인코딩된 스냅숏.
        data: Vec<u8>,
    },
    /// 생각 `id`가 끝났다 (그 작업의 답 모양).
    Done {
        /// 생각의 번호.
        id: u64,
        /// 인코딩된 답.
        data: Vec<u8>,
    },
    /// 생각 `id`를 멈췄다 (취소를 받은 때).
    Stopped {
        /// 생각의 번호.
        id: u64,
    },
    /// 생각 `id`를 할 수 없다 (읽을 수 없는 편지, 불가능한 국면).
    Failed {
        /// 생각의 번호 (편지를 읽지 못했으면 0).
        id: u64,
        /// 왜.
        why: String,
    },
    /// 작업자의 wasm 메모리 크기 (바이트): 바뀔 때마다 (wasm 메모리는 자라기만 한다). 페이지가
    /// 작업자들의 합을 AI의 메모리로 적는다.
    Memory {
        /// 바이트.
        bytes: u64,
    },
}

impl Wire for ToWorker {
    fn put(&self, w: &mut Writer) {
        match self {
            ToWorker::Start { id, job } => {
                w.byte(0);
                w.put(id);
                w.put(job);
            }
            ToWorker::Cancel { id } => {
                w.byte(1);
                w.put(id);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(ToWorker::Start {
                id: r.get()?,
                job: r.get()?,
            }),
            1 => Ok(ToWorker::Cancel { id: r.get()? }),
            t => Err(WireError::BadTag("message to the worker", t.into())),
        }
    }
}

impl Wire for FromWorker {
    fn put(&self, w: &mut Writer) {
        match self {
            FromWorker::Ready => w.byte(0),
            FromWorker::Snapshot { id, data } => {
                w.byte(1);
                w.put(id);
                w.bytes(data);
            }
            FromWorker::Done { id, data } => {
                w.byte(2);
                w.put(id);
                w.bytes(data);
            }
            FromWorker::Stopped { id } => {
                w.byte(3);
                w.put(id);
            }
            FromWorker::Failed { id, why } => {
                w.byte(4);
                w.put(id);
                w.put(why);
            }
            FromWorker::Memory { bytes } => {
                w.byte(5);
                w.put(bytes);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(FromWorker::Ready),
            1 => Ok(FromWorker::Snapshot {
                id: r.get()?,
                data: r.bytes()?.to_vec(),
            }),
            2 => Ok(FromWorker::Done {
                id: r.get()?,
                data: r.bytes()?.to_vec(),
            }),
            3 => Ok(FromWorker::Stopped { id: r.get()? }),
            4 => Ok(FromWorker::Failed {
                id: r.get()?,
                why: r.get()?,
            }),
            5 => Ok(FromWorker::Memory { bytes: r.get()? }),
            t => Err(WireError::BadTag("message from the worker", t.into())),
        }
    }
}

/// 이미 인코딩된 바이트 (길이를 앞에 붙여 쓴다): 작업자 쪽의 짝은 두 답을 이렇게 싸서 보낸다.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl Wire for Bytes {
    fn put(&self, w: &mut Writer) {
        w.bytes(&self.0);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(Bytes(r.bytes()?.to_vec()))
    }
}

/// 값 하나를 [`Bytes`]처럼 싸서 (길이 뒤에 그 값의 인코딩): 앱 쪽에서 짝의 답을 읽는 모양.
#[derive(Clone, Debug, PartialEq)]
pub struct Nested<T>(pub T);

impl<T: Wire> Wire for Nested<T> {
    fn put(&self, w: &mut Writer) {
        w.bytes(&encode(&self.0));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        decode(r.bytes()?).map(Nested)
    }
}
