//! 알파-베타 AI와 두는 대국의 운전사 하나: 오목과 체스가 같이 쓴다 (탐색이 게임에 대해 일반적이듯).
//!
//! 대국 리소스는 [`AbMatch`]를 구현하고 AI 쪽 자리([`AiSeat`]: 기다리는 표, 마지막 결론, 이어 쓰는
//! 표)를 하나 가진다. 생각을 맡기는 [`think`]와 답을 받아 두는 [`receive`]는 이 트레이트 위에서 한
//! 번만 짠다. 답은 생각 모듈에서 옮겨 받는다 (표를 베끼지 않는다). 답을 대국에 적용하는 길과 AI의
//! 수가 거부된 길은 MCTS 대국과 같은 하나다 ([`crate::scenes::seat`]).
//!
//! 실험실([`Lab`])은 같은 국면을 두 설정으로 찾는다 ([`Pair`]: MCTS의 A/B와 같은 것).

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use gameai::search::{Oracle, SearchConfig, SearchGame, SearchResult, Searcher};
use gameai::tablebase::Generator;
use gameai::tt::{KeyMode, Table};
use gameai_remote::wire::Wire;
use gameai_remote::{Job, RemoteGame, ab_job};

use super::state::{LAB_DEPTHS, TransSettings};
use crate::hud::hint::Hint;
use crate::i18n::Locale;
use crate::i18n::PlayError;
use crate::save::{Fields, Resume};
use crate::scenes::seat::{self, AiMatch, AiThink, MatchSolver};
use crate::scenes::tables::{EndgameTables, Solving};
use crate::think::{AiMemory, Pair, Thinker, Ticket};
use gameai::games::GameId;
use gameai::level::Knobs;

/// AI의 생각: 탐색 하나 ([`AiThink`]). 끝나면 결론과 (다음 수에 이어 쓸) 표를 돌려준다.
pub type GameThink<G> = AiThink<Searcher<G>>;

/// 알파-베타 대국의 풀이기: 작업자 하나에서, 작업자가 앞 수의 표를 이어 쓰고 다시 남긴다
/// (`keep_table`; 실험의 탐색은 늘 새 표).
impl<G: SearchGame<Move: Wire> + RemoteGame> MatchSolver for Searcher<G> {
    type Kept = Table<G::Move>;

    fn take_kept(&mut self) -> Option<Table<G::Move>> {
        self.take_table()
    }

    /// 뿌리를 묶은 탐색(난이도의 아무 수)은 작업에 그 묶음을 실을 수 없으므로 제자리에서 돈다
    /// (빈 목록; 입문 단계의 얕은 탐색 하나다).
    fn match_jobs(&self, _workers: usize) -> Vec<Job> {
        if self.root_moves().is_some() {
            return Vec::new();
        }
        vec![ab_job(self, true)]
    }
}

/// 알파-베타 대국의 AI 자리: 결론과 이어 쓰는 전치표 ([`crate::scenes::seat`]).
pub(crate) type AiSeat<G> =
    seat::AiSeat<SearchResult<<G as SearchGame>::Move>, Table<<G as SearchGame>::Move>>;

/// 알파-베타 AI와 두는 대국 (오목, 체스).
pub trait AbMatch: Resource + Component<Mutability = Mutable> + Sized {
    /// 게임.
    type Game: SearchGame<Move: Wire> + RemoteGame + Send + Sync + 'static;
    /// 라이브러리의 "둘 수 없음" 오류.
    type Error: Into<PlayError>;

    /// AI 쪽 상태.
    fn seat(&self) -> &AiSeat<Self::Game>;
    /// AI 쪽 상태 (바꾸기).
    fn seat_mut(&mut self) -> &mut AiSeat<Self::Game>;
    /// 지금 국면.
    fn position(&self) -> &Self::Game;
    /// 끝나지 않았고 AI가 둘 차례인가.
    fn ai_to_move(&self) -> bool;
    /// 검사하고 둔다. 불법이면 아무것도 바꾸지 않는다.
    fn play(&mut self, mv: <Self::Game as SearchGame>::Move) -> Result<(), Self::Error>;
    /// AI의 탐색 설정.
    fn config(settings: &TransSettings) -> SearchConfig;
    /// 설정의 난이도가 이 게임에 거는 손잡이 (`config`의 깊이 상한과 AI의 아무 수).
    fn knobs(settings: &TransSettings) -> Knobs;
    /// 답이 왔을 때 (수를 두기 전) 결론에서 더 적어 둘 것 (체스: 최선의 수순을 SAN으로).
    fn note_answer(&mut self, _result: &SearchResult<<Self::Game as SearchGame>::Move>) {}
    /// 마지막으로 둔 수 (누가 두었든).
    fn last_move(&self) -> Option<<Self::Game as SearchGame>::Move>;
    /// 탐색이 노드마다 물을 정확한 값 (체스: 세션의 끝내기 표). `Err(Solving)`: 지금 국면의 표를
    /// 만들고 있으니 AI는 기다린다. 기본은 묻지 않는다 (오목).
    fn oracle(
        &self,
        _tables: &mut EndgameTables,
        _maker: &mut Thinker<Generator>,
    ) -> Result<Option<Oracle<Self::Game>>, Solving> {
        Ok(None)
    }

    /// 이 대국의 게임 (저장과 링크의 항목).
    const ID: GameId;
    /// 실험실의 표 크기 (2^비트 칸).
    const LAB_TT_BITS: u32;
    /// 패널이 보내는 동작.
    type Action: Message + Copy;
    /// 설정대로 새 대국.
    fn fresh(settings: &TransSettings) -> Self;
    /// 저장 값(공유 링크의 값)에서 되살린다. 틀리면 까닭.
    fn restore(code: &Fields, settings: &TransSettings, locale: &Locale) -> Result<Self, String>;
    /// 사람의 차례까지 무른다.
    fn undo(&mut self);
    /// 패널의 동작을 두 대국이 같이 쓰는 명령으로 (그 게임만의 동작은 여기서 하고 `None`).
    fn command(&mut self, action: Self::Action) -> Option<MatchCommand>;
    /// 실험실이 찾을 국면 (지금 국면).
    fn lab_position(&self) -> Self::Game;
    /// 실험실의 깊이 설정 (범위는 [`LAB_DEPTHS`]로 맞춘다).
    fn lab_depth(settings: &TransSettings) -> u32;
}

/// 오목과 체스가 같이 받는 패널의 명령.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchCommand {
    /// 새 게임.
    NewGame,
    /// 무르기.
    Undo,
    /// 실험.
    Lab(LabKind),
}

/// 대국을 연다: 공유 링크나 저장된 대국이 있으면 그것, 없으면 새 대국. 생각 모듈 둘(대국, 실험실)도.
pub(crate) fn start<M: AbMatch>(
    mut commands: Commands,
    settings: Res<TransSettings>,
    mut resume: Resume,
    locale: Res<Locale>,
) {
    let m = resume
        .game(M::ID, |code| M::restore(code, &settings, &locale))
        .unwrap_or_else(|| M::fresh(&settings));
    commands.insert_resource(m);
    commands.insert_resource(Thinker::<GameThink<M::Game>>::default());
    commands.insert_resource(Thinker::<LabSearch<M::Game>>::default());
}

/// 패널의 동작: 새 게임과 무르기는 생각을 취소하고 실험을 치운다; 실험은 지금 국면에서.
pub(crate) fn act<M: AbMatch>(
    mut commands: Commands,
    mut actions: MessageReader<M::Action>,
    mut m: ResMut<M>,
    mut thinker: ResMut<Thinker<GameThink<M::Game>>>,
    mut lab_thinker: ResMut<Thinker<LabSearch<M::Game>>>,
    settings: Res<TransSettings>,
    memory: Res<AiMemory>,
) {
    for &a in actions.read() {
        match m.command(a) {
            Some(MatchCommand::NewGame) => {
                thinker.cancel();
                *m = M::fresh(&settings);
                commands.remove_resource::<Lab<M::Game>>();
            }
            Some(MatchCommand::Undo) => {
                thinker.cancel();
                m.undo();
                commands.remove_resource::<Lab<M::Game>>();
            }
            Some(MatchCommand::Lab(kind)) => {
                // A/B는 탐색을 두 번 하므로 깊이를 실험실의 범위로.
                let depth = M::lab_depth(&settings).clamp(*LAB_DEPTHS.start(), *LAB_DEPTHS.end());
                let lab = Lab::start(
                    &mut lab_thinker,
                    m.lab_position(),
                    depth,
                    kind,
                    // 표 켬(A)의 표 하나: AI의 메모리 예산에서 일꾼 한 명의 몫 안에서.
                    memory.table_bits(
                        Table::<<M::Game as SearchGame>::Move>::slot_bytes(),
                        M::LAB_TT_BITS,
                    ),
                );
                commands.insert_resource(lab);
            }
            None => {}
        }
    }
}

/// AI의 수순 (주요 변화): 생각 중이면 지금까지 끝낸 가장 깊은 깊이의 것 (첫 수 = 앞선 수), 사람
/// 차례면 마지막 결론에서 AI가 방금 둔 수 뒤로 예상한 수들. 지금 국면에서 차례로 합법인 데까지만
/// (무른 뒤의 옛 수순은 없다).
pub fn ai_line<M: AbMatch>(
    m: &M,
    thinker: Option<&Thinker<GameThink<M::Game>>>,
) -> Vec<<M::Game as SearchGame>::Move> {
    let seat = m.seat();
    let line = if seat.pending.is_some() {
        thinker
            .and_then(Thinker::snapshot)
            .and_then(|s| s.done.last().map(|r| r.pv.clone()))
            .unwrap_or_default()
    } else {
        match (&seat.last, m.last_move()) {
            (Some(r), Some(played)) if !m.ai_to_move() && r.pv.first() == Some(&played) => {
                r.pv[1..].to_vec()
            }
            _ => Vec::new(),
        }
    };
    legal_prefix(m.position(), line)
}

/// `line`을 `root`에서 차례로 두어 보아, 끝나지 않은 국면의 합법 수인 앞부분만.
pub(crate) fn legal_prefix<G: SearchGame>(root: &G, line: Vec<G::Move>) -> Vec<G::Move> {
    let mut g = root.clone();
    let mut legal = Vec::new();
    line.into_iter()
        .take_while(|&mv| {
            if g.terminal().is_some() {
                return false;
            }
            g.moves(&mut legal);
            let ok = legal.contains(&mv);
            if ok {
                g.make(mv);
            }
            ok
        })
        .collect()
}

/// AI 차례이고 생각 중이 아니면 찾기 시작한다 (표는 앞 수에서 이어 쓴다). 체스가 네 기물 이하에
/// 닿았으면 그 끝내기 표부터 만들고 (만드는 동안은 기다린다), 탐색은 노드마다 표에 묻는다.
pub(crate) fn think<M: AbMatch>(
    mut m: ResMut<M>,
    mut thinker: ResMut<Thinker<GameThink<M::Game>>>,
    settings: Res<TransSettings>,
    memory: Res<AiMemory>,
    mut tables: ResMut<EndgameTables>,
    mut maker: ResMut<Thinker<Generator>>,
) {
    if !m.seat().ready(m.ai_to_move()) {
        return;
    }
    let Ok(oracle) = m.oracle(&mut tables, &mut maker) else {
        return;
    };
    let mut config = M::config(&settings);
    // 표는 AI의 메모리 예산 안에서: 일꾼 한 명의 몫에 드는 가장 큰 크기, 많아야 그 게임이 원하는 크기.
    config.tt_bits = memory.table_bits(
        Table::<<M::Game as SearchGame>::Move>::slot_bytes(),
        config.tt_bits,
    );
    let mut searcher = Searcher::new(m.position().clone(), config);
    // 난이도의 아무 수: 뿌리를 그 수 하나로 묶어 찾는다 (답의 길과 평가는 보통 수와 같다).
    let mut rng = rand::make_rng::<rand_chacha::ChaCha8Rng>();
    if let Some(mv) = M::knobs(&settings).random_root(m.position(), &mut rng) {
        searcher = searcher.with_root_moves(vec![mv]);
    }
    if let Some(t) = m.seat_mut().kept.take() {
        searcher = searcher.with_table(t);
    }
    if let Some(o) = oracle {
        searcher = searcher.with_oracle(o);
    }
    m.seat_mut().pending = Some(thinker.start(AiThink(searcher)));
}

/// 기다리던 답이 왔으면 (표가 맞으면) 표를 받아 두고 최선의 수를 둔다.
pub(crate) fn receive<M: AbMatch>(
    mut m: ResMut<M>,
    mut thinker: ResMut<Thinker<GameThink<M::Game>>>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
) {
    let Some((result, table)) = thinker.take(m.seat().pending) else {
        return;
    };
    seat::apply_answer(&mut *m, result, table, &mut hint, time.elapsed_secs());
}

/// 알파-베타 대국은 [`AiMatch`]다: 답은 [`seat::apply_answer`] 한 길로 적용된다.
impl<M: AbMatch> AiMatch for M {
    type Answer = SearchResult<<M::Game as SearchGame>::Move>;
    type Kept = Table<<M::Game as SearchGame>::Move>;
    type Error = M::Error;

    fn seat_mut(&mut self) -> &mut AiSeat<M::Game> {
        AbMatch::seat_mut(self)
    }
    fn play_move(&mut self, mv: <M::Game as SearchGame>::Move, _: f32) -> Result<(), M::Error> {
        AbMatch::play(self, mv)
    }
    fn note_answer(&mut self, answer: &Self::Answer) {
        AbMatch::note_answer(self, answer);
    }
}

/// 실험의 종류.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabKind {
    /// 같은 깊이, 표 켬(A) / 끔(B).
    TableOnOff,
    /// 작은 표: 64비트 확인(A) / 16비트 확인 없음(B).
    Collision,
}

/// 충돌 수업의 작은 표 (2^10칸).
pub(crate) const SMALL_TABLE_BITS: u32 = 10;

/// 실험의 두 탐색.
pub(crate) type LabSearch<G> = Pair<Searcher<G>>;

/// 국면 `game`을 깊이 `depth`로, 실험 `kind`의 두 설정으로 (큰 표는 2^`bits`칸).
fn lab_pair<G: SearchGame>(game: &G, depth: u32, kind: LabKind, bits: u32) -> LabSearch<G> {
    let make = |use_tt, tt_bits, key_mode| {
        let config = SearchConfig {
            max_depth: depth,
            max_millis: None,
            use_tt,
            tt_bits,
            key_mode,
            multipv: 1,
            // 비교는 표 하나만 바꾼다: 선택적 탐색을 끄면 표가 있든 없든 뿌리 값이 같다.
            selective: false,
            ..SearchConfig::default()
        };
        Searcher::new(game.clone(), config)
    };
    match kind {
        LabKind::TableOnOff => Pair::new(
            make(true, bits, KeyMode::Full64),
            make(false, bits, KeyMode::Full64),
        ),
        LabKind::Collision => Pair::new(
            make(true, SMALL_TABLE_BITS, KeyMode::Full64),
            make(true, SMALL_TABLE_BITS, KeyMode::Unchecked16),
        ),
    }
}

/// 실험실: 지금 국면을 두 설정으로 찾은 결과.
#[derive(Resource, Debug)]
pub struct Lab<G: SearchGame> {
    /// 종류.
    pub(crate) kind: LabKind,
    /// 기다리는 생각.
    pub(crate) pending: Option<Ticket>,
    /// 결과 (A, B).
    pub result: Option<[SearchResult<G::Move>; 2]>,
    /// 실험한 국면 (수 이름을 쓰려고).
    pub(crate) game: G,
}

impl<G: SearchGame<Move: Wire> + RemoteGame + Send + Sync + 'static> Lab<G> {
    /// 국면 `game`을 깊이 `depth`에서 두 설정으로 찾기 시작한다 (앞 실험은 취소).
    pub fn start(
        thinker: &mut Thinker<LabSearch<G>>,
        game: G,
        depth: u32,
        kind: LabKind,
        bits: u32,
    ) -> Lab<G> {
        let job = lab_pair(&game, depth, kind, bits);
        Lab {
            kind,
            pending: Some(thinker.start(job)),
            result: None,
            game,
        }
    }
}

/// 실험 결과를 받는다 (지금 실험의 표만).
pub(crate) fn receive_lab<G: SearchGame<Move: Wire> + RemoteGame + Send + Sync + 'static>(
    mut thinker: ResMut<Thinker<LabSearch<G>>>,
    lab: Option<ResMut<Lab<G>>>,
) {
    let Some(mut lab) = lab else {
        return;
    };
    if let Some(result) = thinker.take(lab.pending) {
        lab.pending = None;
        lab.result = Some(result);
    }
}
