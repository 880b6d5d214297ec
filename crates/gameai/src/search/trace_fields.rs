//! 사건을 이름-값 짝으로 ([`TraceEvent::fields`]): 사건의 값들과 그 이름(까닭, 경계, 창의 종류의 이름
//! 포함)이 적힌 한 곳. 명령줄의 `--trace` JSON 줄이 이것을 그대로 쓴다 (`{"event": 이름, 값…}`); 사건을
//! 말로 푸는 앱의 설명은 그 말을 자기 글자 표에 둔다.

use super::trace::{ChildKind, LeafWhy, OrderWhy, ProbeAt, ProbeUse, PruneWhy, TraceEvent, Via};

/// 사건의 값 하나.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceValue<M> {
    /// 수 (없으면 JSON의 `null`).
    Move(Option<M>),
    /// 널 무브 (JSON의 `"null"` 글).
    NullMove,
    /// 정수.
    Int(i64),
    /// 참·거짓.
    Bool(bool),
    /// 이름 (까닭, 경계, 창의 종류 …).
    Name(&'static str),
    /// 조브리스트 열쇠 (JSON은 16진 글 16자리).
    Key(u64),
    /// 정렬한 수들: (수, 까닭의 이름, 역사 점수 — 까닭이 역사일 때만).
    Order(Vec<(M, &'static str, Option<i32>)>),
}

impl<M> From<i32> for TraceValue<M> {
    fn from(n: i32) -> Self {
        TraceValue::Int(i64::from(n))
    }
}

impl<M> From<u32> for TraceValue<M> {
    fn from(n: u32) -> Self {
        TraceValue::Int(i64::from(n))
    }
}

impl<M> From<u64> for TraceValue<M> {
    fn from(n: u64) -> Self {
        TraceValue::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl<M> From<bool> for TraceValue<M> {
    fn from(b: bool) -> Self {
        TraceValue::Bool(b)
    }
}

impl<M> From<&'static str> for TraceValue<M> {
    fn from(s: &'static str) -> Self {
        TraceValue::Name(s)
    }
}

impl<M: Copy> TraceEvent<M> {
    /// 사건의 값들, 이름과 함께 차례대로 (사건의 이름 [`TraceEvent::name`]은 빼고). 사건마다 한 덩이인
    /// 표로 적는다 (rustfmt가 줄마다 필드 하나로 펼치면 표가 세 배로 길어진다).
    #[rustfmt::skip]
    pub fn fields(&self) -> Vec<(&'static str, TraceValue<M>)> {
        use {TraceEvent as E, TraceValue as V};
        match *self {
            E::Iteration { depth, alpha, beta } =>
                vec![("depth", depth.into()), ("alpha", alpha.into()), ("beta", beta.into())],
            E::Node { via, ply, depth, alpha, beta, key, qs, extended } => {
                let via = match via {
                    Via::Root => V::Move(None),
                    Via::Move(m) => V::Move(Some(m)),
                    Via::Null => V::NullMove,
                };
                vec![("move", via), ("ply", ply.into()), ("depth", depth.into()), ("alpha", alpha.into()),
                     ("beta", beta.into()), ("key", V::Key(key)), ("qs", qs.into()), ("extended", extended.into())]
            }
            E::Probe { at, key, mv, used, entry } => {
                let mut f = vec![("at", at.name().into()), ("key", V::Key(key)), ("move", V::Move(mv)),
                                 ("use", used.name().into())];
                if let Some((value, depth, bound)) = entry {
                    f.extend([("value", value.into()), ("stored_depth", u32::from(depth).into()),
                              ("bound", bound.name().into())]);
                }
                f
            }
            E::Order { ref moves } => {
                let history = |why| match why { OrderWhy::History(h) => Some(h), _ => None };
                vec![("moves", V::Order(moves.iter().map(|&(m, why)| (m, why.name(), history(why))).collect()))]
            }
            E::NullMove { reduction } => vec![("reduction", reduction.into())],
            E::Reduced { depth } => vec![("depth", depth.into())],
            E::Child { mv, alpha, beta, kind, reduction } =>
                vec![("move", V::Move(Some(mv))), ("alpha", alpha.into()), ("beta", beta.into()),
                     ("window", kind.name().into()), ("reduction", reduction.into())],
            E::Research { mv, value, reduced } =>
                vec![("move", V::Move(Some(mv))), ("value", value.into()),
                     ("why", if reduced { "reduction" } else { "pvs" }.into())],
            E::Leaf { value, why } => vec![("value", value.into()), ("why", why.name().into())],
            E::Pruned { skipped, why } => {
                let mut f = vec![("skipped", skipped.into()), ("why", why.name().into())];
                match why {
                    PruneWhy::Futility { eval, margin } => f.extend([("eval", eval.into()), ("margin", margin.into())]),
                    PruneWhy::LateMoves => {}
                    PruneWhy::Exchange { quiet_loss, capture_loss } =>
                        f.extend([("quiet_loss", quiet_loss.into()), ("capture_loss", capture_loss.into())]),
                }
                f
            }
            E::Cutoff { mv, value, skipped } =>
                vec![("move", mv.map_or(V::NullMove, |m| V::Move(Some(m)))), ("value", value.into()),
                     ("skipped", skipped.into())],
            E::Exit { value, bound, best, stored } =>
                vec![("value", value.into()), ("bound", bound.name().into()), ("best", V::Move(best)),
                     ("stored", stored.into())],
            E::AspirationFail { depth, value, alpha, beta } =>
                vec![("depth", depth.into()), ("value", value.into()), ("alpha", alpha.into()), ("beta", beta.into())],
            E::DepthDone { depth, value, best, nodes } =>
                vec![("depth", depth.into()), ("value", value.into()), ("best", V::Move(best)), ("nodes", nodes.into())],
        }
    }
}

impl ProbeAt {
    /// 이름.
    pub fn name(self) -> &'static str {
        match self {
            ProbeAt::Node => "node",
            ProbeAt::Parent => "parent",
        }
    }
}

impl ProbeUse {
    /// 이름.
    pub fn name(self) -> &'static str {
        match self {
            ProbeUse::Miss { collision: true } => "collision",
            ProbeUse::Miss { collision: false } => "empty",
            ProbeUse::Value => "value",
            ProbeUse::Narrow => "bound",
            ProbeUse::MoveOnly => "move",
        }
    }
}

impl OrderWhy {
    /// 이름.
    pub fn name(self) -> &'static str {
        match self {
            OrderWhy::Table => "table",
            OrderWhy::Capture => "capture",
            OrderWhy::Killer => "killer",
            OrderWhy::Counter => "counter",
            OrderWhy::History(_) => "history",
            OrderWhy::Game => "game",
        }
    }
}

impl ChildKind {
    /// 이름.
    pub fn name(self) -> &'static str {
        match self {
            ChildKind::Full => "full",
            ChildKind::NullWindow => "null_window",
            ChildKind::Research => "research",
        }
    }
}

impl LeafWhy {
    /// 이름.
    pub fn name(self) -> &'static str {
        match self {
            LeafWhy::Terminal => "terminal",
            LeafWhy::Eval => "eval",
            LeafWhy::StandPat => "stand_pat",
            LeafWhy::Table => "table",
            LeafWhy::NoMoves => "no_moves",
            LeafWhy::Endgame => "endgame_table",
            LeafWhy::Threat => "threat",
            LeafWhy::RootThreat { threes: false } => "root_vcf",
            LeafWhy::RootThreat { threes: true } => "root_vct",
            LeafWhy::Futility => "reverse_futility",
        }
    }
}

impl PruneWhy {
    /// 이름.
    pub fn name(self) -> &'static str {
        match self {
            PruneWhy::Futility { .. } => "futility",
            PruneWhy::LateMoves => "late_moves",
            PruneWhy::Exchange { .. } => "exchange",
        }
    }
}
