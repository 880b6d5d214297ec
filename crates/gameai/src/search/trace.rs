//! 탐색의 추적: 켜면 ([`super::Searcher::with_trace`]) 탐색기가 한 일을 하나씩 [`TraceEvent`]로 적는다 —
//! 노드에 들어가기, 표 찾아보기, 자식의 차례와 그 까닭, 창, 자름, 다시 찾기, 표에 적기. 앱의 "탐색
//! 나무"와 명령줄의 `search --trace`가 이것을 읽는다. 게임의 AI가 쓰는 바로 그 탐색기의 코드에서
//! 나오며 (따로 흉내 낸 것이 아니다), 끄면 (기본) 분기 하나만 남는다.
//!
//! 사건의 차례는 탐색의 차례 그대로다. 나무를 다시 세우는 규칙: [`TraceEvent::Node`]는 지금 노드의
//! 자식을 하나 열고, [`TraceEvent::Leaf`]와 [`TraceEvent::Exit`]은 지금 노드를 닫는다 (그 값과 함께).
//! 나머지는 지금 열린 노드에 붙는다.

use crate::tt::{Bound, Probe};

/// 노드로 들어온 길.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via<M> {
    /// 뿌리.
    Root,
    /// 수.
    Move(M),
    /// 널 무브 (차례만 넘김).
    Null,
}

/// 표를 찾아본 결과.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProbeUse {
    /// 이 국면이 없다 (`collision`: 그 칸에 다른 국면이 있었다).
    Miss { collision: bool },
    /// 있었고, 깊이와 경계가 맞아 그 값으로 끝냈다 ("찾았다! 0개 계산").
    Value,
    /// 있었고, 깊이는 충분하지만 경계가 창을 좁히기만 했다.
    Narrow,
    /// 있었지만 더 얕게 찾은 값이라 수만 쓴다 (그 수를 먼저 본다).
    MoveOnly,
}

impl ProbeUse {
    /// 노드에 들어가서 찾아본 결과 `p`를 노드가 어떻게 썼나 (뿌리는 값으로 끝내지도 창을 좁히지도 않는다).
    pub(super) fn at_node<M>(p: &Probe<M>, ply: u32) -> ProbeUse {
        match (p.entry, p.cutoff, p.bound) {
            (None, ..) => ProbeUse::Miss {
                collision: p.collision,
            },
            (Some(_), Some(_), _) if ply > 0 => ProbeUse::Value,
            (Some(_), _, Some((Bound::Lower | Bound::Upper, _))) if ply > 0 => ProbeUse::Narrow,
            _ => ProbeUse::MoveOnly,
        }
    }

    /// 부모가 자식 수를 두기 전에 찾아본 결과: 부모에서는 값으로 끝낼 때만 쓴다 (나머지는 자식에
    /// 들어가서 다시 본다).
    pub(super) fn at_parent<M>(p: &Probe<M>) -> ProbeUse {
        match (p.entry, p.cutoff) {
            (None, _) => ProbeUse::Miss {
                collision: p.collision,
            },
            (Some(_), Some(_)) => ProbeUse::Value,
            _ => ProbeUse::MoveOnly,
        }
    }
}

/// 표를 찾아본 곳.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProbeAt {
    /// 노드에 들어가서.
    Node,
    /// 부모가 자식 수 `mv`를 두기 전에 (enhanced transposition cutoff).
    Parent,
}

/// 노드가 자식 없이 바로 낸 값의 까닭.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafWhy {
    /// 끝난 국면 (이김, 짐, 비김).
    Terminal,
    /// 깊이가 다해 정적 평가.
    Eval,
    /// 고요 탐색에서 가만히 있어도 β 이상 (stand pat).
    StandPat,
    /// 표의 값 ([`ProbeUse::Value`]; 또는 표의 경계가 창을 닫았다).
    Table,
    /// 둘 수가 없다 (체크메이트, 스테일메이트, 가득 찬 판).
    NoMoves,
    /// 끝내기 표가 아는 정확한 값 ([`super::Searcher::with_oracle`]).
    Endgame,
    /// 위협 탐색이 찾은 강제 승리 ([`super::SearchGame::forced_win`]; 오목의 VCF).
    Threat,
    /// 깊이 1 전에 뿌리의 위협 탐색이 찾은 강제 승리 ([`super::SearchGame::root_threats`]; 오목의 VCF,
    /// `threes`면 셋도 쓰는 VCT).
    RootThreat { threes: bool },
    /// 정적 평가가 β보다 남은 깊이만큼의 여유 이상 높아 수를 보지 않고 잘랐다 (reverse futility).
    Futility,
}

/// 수들을 보지 않는 까닭 ([`TraceEvent::Pruned`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PruneWhy {
    /// 정적 평가 `eval`에 여유 `margin`을 더해도 α에 못 미친다: 조용한 수 하나로는 α에 닿지 못한다고 본다.
    Futility { eval: i32, margin: i32 },
    /// 얕은 노드의 늦은 조용한 수 (수 순서가 앞에 둔 수들이 이미 나쁘지 않았다).
    LateMoves,
    /// 얕은 노드에서 교환의 셈(SEE)으로 많이 잃는 수: 조용한 수는 `quiet_loss`, 잡는 수는 `capture_loss`
    /// 센티폰보다 (첫 수와 체크를 주는 수 말고).
    Exchange { quiet_loss: i32, capture_loss: i32 },
}

/// 자식을 이 차례에 보는 까닭.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderWhy {
    /// 표가 알려 준 최선의 수.
    Table,
    /// 잡는 수나 승격 (MVV-LVA 순, 체스).
    Capture,
    /// 같은 깊이에서 최근에 자른 조용한 수 (킬러).
    Killer,
    /// 상대의 직전 수에 맞서 최근에 자른 조용한 수 (반격 수).
    Counter,
    /// 역사 점수 (자른 조용한 수는 오르고, 먼저 보고도 자르지 못한 조용한 수는 내린 것; 음수일 수 있다):
    /// 수 하나의 역사와 상대의 직전 수 뒤의 이어진 역사의 합 ([`super::Searcher`]의 수 순서).
    History(i32),
    /// 게임이 준 차례 (오목: 위협 점수, 틱택토: 칸 번호).
    Game,
}

/// 자식을 찾는 창의 종류.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChildKind {
    /// 온전한 창 (첫 수, 또는 PVS가 아닐 때).
    Full,
    /// 영 창 (α, α + 1): "첫 수보다 나은가"만 묻는다 (PVS).
    NullWindow,
    /// 영 창이 높게 나와 온전한 창으로 다시.
    Research,
}

/// 탐색이 한 일 하나.
#[derive(Clone, Debug, PartialEq)]
pub enum TraceEvent<M> {
    /// 깊이 `depth`의 찾기를 뿌리의 창 (α, β)로 시작한다 (열망 창이 깨져 다시 찾을 때도).
    Iteration { depth: u32, alpha: i32, beta: i32 },
    /// 노드에 들어갔다 (탐색기의 노드 수에 센다). 창은 들어올 때의 것 (이 노드에서 둘 차례인 쪽에서),
    /// `qs`: 고요 탐색의 노드 (잡는 수만 본다), `extended`: 체크 연장으로 한 수 더 깊이.
    Node {
        via: Via<M>,
        ply: u32,
        depth: i32,
        alpha: i32,
        beta: i32,
        key: u64,
        qs: bool,
        extended: bool,
    },
    /// 표를 찾아봤다. `hit`이면 열쇠가 맞았다 (탐색기의 표 적중 수에 센다).
    Probe {
        at: ProbeAt,
        key: u64,
        /// 부모에서 찾았으면 그 자식 수.
        mv: Option<M>,
        used: ProbeUse,
        /// 적혀 있던 값, 깊이, 경계 (맞았을 때).
        entry: Option<(i32, u8, Bound)>,
    },
    /// 표에 수가 없는 깊은 노드라 한 수 얕게, 깊이 `depth`로 찾는다 (안에서 줄이기; 노드 사건의 깊이는
    /// 줄이기 전의 것).
    Reduced { depth: i32 },
    /// 자식들을 볼 차례와 그 까닭.
    Order { moves: Vec<(M, OrderWhy)> },
    /// 널 무브를 해 본다: 차례를 넘기고 `reduction`만큼 얕게.
    NullMove { reduction: i32 },
    /// 자식 `mv`를 찾기 시작한다: 그 자식에게 주는 창 (α, β) (자식 쪽에서, 노드 사건과 같이), `reduction`:
    /// 늦은 수 줄이기로 얕게 찾는 수.
    Child {
        mv: M,
        alpha: i32,
        beta: i32,
        kind: ChildKind,
        reduction: i32,
    },
    /// 자식 값을 받고 다시 찾기로 했다: 영 창이 α를 넘었거나 (`reduced` = false, PVS), 줄여 찾은 수가
    /// α를 넘었다 (`reduced` = true, LMR).
    Research { mv: M, value: i32, reduced: bool },
    /// 노드가 자식 없이 값을 냈다 (노드를 닫는다).
    Leaf { value: i32, why: LeafWhy },
    /// 정렬한 수의 끝에서 조용한 수 `skipped`개를 보지 않기로 했다 (futility, late move pruning).
    Pruned { skipped: u32, why: PruneWhy },
    /// 자식 `mv`의 값이 β에 닿아 잘랐다: 남은 수 `skipped`개는 보지 않는다 (널 무브면 `mv` 없음).
    Cutoff {
        mv: Option<M>,
        value: i32,
        skipped: u32,
    },
    /// 노드를 다 보았다 (노드를 닫는다): 값, 경계, 최선의 수, 표에 적었는가.
    Exit {
        value: i32,
        bound: Bound,
        best: Option<M>,
        stored: bool,
    },
    /// 뿌리의 값이 열망 창 밖으로 나왔다: 같은 깊이를 온전한 창으로 다시.
    AspirationFail {
        depth: u32,
        value: i32,
        alpha: i32,
        beta: i32,
    },
    /// 깊이 하나를 끝냈다.
    DepthDone {
        depth: u32,
        value: i32,
        best: Option<M>,
        nodes: u64,
    },
}

impl<M> TraceEvent<M> {
    /// 명령줄 JSON의 `event` 이름.
    pub fn name(&self) -> &'static str {
        match self {
            TraceEvent::Iteration { .. } => "iteration",
            TraceEvent::Node { .. } => "node",
            TraceEvent::Probe {
                used: ProbeUse::Miss { .. },
                ..
            } => "tt_miss",
            TraceEvent::Probe { .. } => "tt_hit",
            TraceEvent::Reduced { .. } => "reduced",
            TraceEvent::Order { .. } => "order",
            TraceEvent::NullMove { .. } => "null_move",
            TraceEvent::Child { .. } => "child",
            TraceEvent::Research { .. } => "research",
            TraceEvent::Leaf { .. } => "leaf",
            TraceEvent::Pruned { .. } => "pruned",
            TraceEvent::Cutoff { .. } => "cutoff",
            TraceEvent::Exit { .. } => "exit",
            TraceEvent::AspirationFail { .. } => "aspiration_fail",
            TraceEvent::DepthDone { .. } => "depth_done",
        }
    }
}

impl<M> Via<M> {
    /// 수를 `f`로 바꾼 것.
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> Via<N> {
        match self {
            Via::Root => Via::Root,
            Via::Move(m) => Via::Move(f(m)),
            Via::Null => Via::Null,
        }
    }
}

impl<M> TraceEvent<M> {
    /// 사건 안의 모든 수를 `f`로 바꾼 것 (나머지는 그대로). 여러 게임의 사건을 한 수 종류로 모아 보여 줄 때.
    /// 사건마다 한 줄인 표로 적는다 (rustfmt가 줄마다 필드 하나로 펼치면 표가 네 배로 길어진다).
    #[rustfmt::skip]
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> TraceEvent<N> {
        use TraceEvent as E;
        match self {
            E::Iteration { depth, alpha, beta } => E::Iteration { depth, alpha, beta },
            E::Node { via, ply, depth, alpha, beta, key, qs, extended } =>
                E::Node { via: via.map(&f), ply, depth, alpha, beta, key, qs, extended },
            E::Probe { at, key, mv, used, entry } => E::Probe { at, key, mv: mv.map(&f), used, entry },
            E::Order { moves } => E::Order { moves: moves.into_iter().map(|(m, why)| (f(m), why)).collect() },
            E::NullMove { reduction } => E::NullMove { reduction },
            E::Reduced { depth } => E::Reduced { depth },
            E::Child { mv, alpha, beta, kind, reduction } => E::Child { mv: f(mv), alpha, beta, kind, reduction },
            E::Research { mv, value, reduced } => E::Research { mv: f(mv), value, reduced },
            E::Leaf { value, why } => E::Leaf { value, why },
            E::Pruned { skipped, why } => E::Pruned { skipped, why },
            E::Cutoff { mv, value, skipped } => E::Cutoff { mv: mv.map(&f), value, skipped },
            E::Exit { value, bound, best, stored } => E::Exit { value, bound, best: best.map(&f), stored },
            E::AspirationFail { depth, value, alpha, beta } => E::AspirationFail { depth, value, alpha, beta },
            E::DepthDone { depth, value, best, nodes } => E::DepthDone { depth, value, best: best.map(&f), nodes },
        }
    }
}

impl<M> TraceEvent<M> {
    /// 노드 사건 (`qs`, `extended`는 짝으로).
    pub(super) fn node(
        via: Via<M>,
        ply: u32,
        depth: i32,
        (alpha, beta): (i32, i32),
        key: u64,
        (qs, extended): (bool, bool),
    ) -> Self {
        TraceEvent::Node {
            via,
            ply,
            depth,
            alpha,
            beta,
            key,
            qs,
            extended,
        }
    }

    /// 표 찾기 사건.
    pub(super) fn probe(
        at: ProbeAt,
        key: u64,
        mv: Option<M>,
        used: ProbeUse,
        entry: Option<(i32, u8, Bound)>,
    ) -> Self {
        TraceEvent::Probe {
            at,
            key,
            mv,
            used,
            entry,
        }
    }

    /// 자식 사건.
    pub(super) fn child(mv: M, (alpha, beta): (i32, i32), kind: ChildKind, reduction: i32) -> Self {
        TraceEvent::Child {
            mv,
            alpha,
            beta,
            kind,
            reduction,
        }
    }
}
