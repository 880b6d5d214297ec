//! `gameai search … --trace`: 알파-베타 탐색을 돌리며 한 일을 JSON 줄로 하나씩 쓰고 (사건마다
//! `event` 이름), 끝에 `--json`과 같은 결론 한 줄을 쓴다. 사건의 뜻은 `gameai::search::TraceEvent`에.

use gameai::search::{
    ChildKind, LeafWhy, OrderWhy, ProbeAt, ProbeUse, PruneWhy, SearchConfig, SearchGame,
    SearchResult, Searcher, TraceEvent, Via,
};
use gameai::step::{Budget, Progress, Steppable};
use gameai::tt::Bound;

use crate::json::Json;

/// 한 번에 찾는 노드 수 (그 사이에 모인 사건을 써서 메모리가 사건 수만큼 자라지 않게).
const NODES_PER_STEP: u64 = 4096;

/// 결론을 어떻게 쓰나.
#[derive(Clone, Copy)]
pub struct Output {
    pub json: bool,
    /// 사건을 JSON 줄로 (결론도 JSON으로).
    pub trace: bool,
}

impl Output {
    /// 결론을 JSON 한 줄로 쓰나 (`--json`, 또는 `--trace`의 마지막 줄).
    pub fn json(self) -> bool {
        self.json || self.trace
    }
}

/// 국면 `g`를 `config`로 찾는다. `trace`면 사건을 하나씩 JSON 줄로 쓴다 (`name`: 수의 이름).
pub fn search<G: SearchGame>(
    g: &G,
    config: SearchConfig,
    trace: bool,
    name: &dyn Fn(G::Move) -> String,
) -> SearchResult<G::Move> {
    let mut s = Searcher::new(g.clone(), config);
    if !trace {
        return s.run_to_end();
    }
    s = s.with_trace();
    loop {
        let progress = s.step(Budget::Work(NODES_PER_STEP));
        for e in s.take_trace() {
            outln!("{}", event(&e, name));
        }
        if let Progress::Done(r) = progress {
            return r;
        }
    }
}

/// 결론 한 줄 (`--json`, 그리고 `--trace`의 마지막 줄).
pub fn result_json<M: Copy>(r: &SearchResult<M>, name: &dyn Fn(M) -> String) -> Json {
    Json::object([
        ("best", Json::from(r.best.map(name).unwrap_or_default())),
        ("value", Json::from(r.value)),
        ("depth", Json::from(r.depth)),
        ("nodes", Json::from(r.nodes)),
        ("tt_hits", Json::from(r.tt.hits)),
        ("cutoffs", Json::from(r.cutoffs)),
        (
            "pv",
            Json::Array(r.pv.iter().map(|&m| Json::from(name(m))).collect()),
        ),
        ("threat", Json::from(r.threat)),
    ])
}

fn bound(b: Bound) -> Json {
    Json::from(match b {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    })
}

fn key(k: u64) -> Json {
    Json::from(format!("{k:016x}"))
}

fn opt<M: Copy>(m: Option<M>, name: &dyn Fn(M) -> String) -> Json {
    m.map_or(Json::Null, |m| Json::from(name(m)))
}

/// 사건 하나의 JSON 객체: `event`가 먼저, 그다음 그 사건의 값들.
pub fn event<M: Copy>(e: &TraceEvent<M>, name: &dyn Fn(M) -> String) -> Json {
    let mut pairs: Vec<(&str, Json)> = vec![("event", Json::from(e.name()))];
    match *e {
        TraceEvent::Iteration { depth, alpha, beta } => {
            pairs.extend([
                ("depth", Json::from(depth)),
                ("alpha", Json::from(alpha)),
                ("beta", Json::from(beta)),
            ]);
        }
        TraceEvent::Node {
            via,
            ply,
            depth,
            alpha,
            beta,
            key: k,
            qs,
            extended,
        } => {
            let via = match via {
                Via::Root => Json::Null,
                Via::Move(m) => Json::from(name(m)),
                Via::Null => Json::from("null"),
            };
            pairs.extend([
                ("move", via),
                ("ply", Json::from(ply)),
                ("depth", Json::from(depth)),
                ("alpha", Json::from(alpha)),
                ("beta", Json::from(beta)),
                ("key", key(k)),
                ("qs", Json::from(qs)),
                ("extended", Json::from(extended)),
            ]);
        }
        TraceEvent::Probe {
            at,
            key: k,
            mv,
            used,
            entry,
        } => {
            let used = match used {
                ProbeUse::Miss { collision: true } => "collision",
                ProbeUse::Miss { collision: false } => "empty",
                ProbeUse::Value => "value",
                ProbeUse::Narrow => "bound",
                ProbeUse::MoveOnly => "move",
            };
            pairs.extend([
                (
                    "at",
                    Json::from(match at {
                        ProbeAt::Node => "node",
                        ProbeAt::Parent => "parent",
                    }),
                ),
                ("key", key(k)),
                ("move", opt(mv, name)),
                ("use", Json::from(used)),
            ]);
            if let Some((v, d, b)) = entry {
                pairs.extend([
                    ("value", Json::from(v)),
                    ("stored_depth", Json::from(u32::from(d))),
                    ("bound", bound(b)),
                ]);
            }
        }
        TraceEvent::Order { ref moves } => {
            let list = moves
                .iter()
                .map(|&(m, why)| {
                    let (why, score) = match why {
                        OrderWhy::Table => ("table", None),
                        OrderWhy::Capture => ("capture", None),
                        OrderWhy::Killer => ("killer", None),
                        OrderWhy::Counter => ("counter", None),
                        OrderWhy::History(h) => ("history", Some(h)),
                        OrderWhy::Game => ("game", None),
                    };
                    let mut o = vec![("move", Json::from(name(m))), ("why", Json::from(why))];
                    if let Some(h) = score {
                        o.push(("history", Json::from(h)));
                    }
                    Json::object(o)
                })
                .collect();
            pairs.push(("moves", Json::Array(list)));
        }
        TraceEvent::NullMove { reduction } => pairs.push(("reduction", Json::from(reduction))),
        TraceEvent::Reduced { depth } => pairs.push(("depth", Json::from(depth))),
        TraceEvent::Child {
            mv,
            alpha,
            beta,
            kind,
            reduction,
        } => {
            let kind = match kind {
                ChildKind::Full => "full",
                ChildKind::NullWindow => "null_window",
                ChildKind::Research => "research",
            };
            pairs.extend([
                ("move", Json::from(name(mv))),
                ("alpha", Json::from(alpha)),
                ("beta", Json::from(beta)),
                ("window", Json::from(kind)),
                ("reduction", Json::from(reduction)),
            ]);
        }
        TraceEvent::Research { mv, value, reduced } => {
            pairs.extend([
                ("move", Json::from(name(mv))),
                ("value", Json::from(value)),
                ("why", Json::from(if reduced { "reduction" } else { "pvs" })),
            ]);
        }
        TraceEvent::Leaf { value, why } => {
            let why = match why {
                LeafWhy::Terminal => "terminal",
                LeafWhy::Eval => "eval",
                LeafWhy::StandPat => "stand_pat",
                LeafWhy::Table => "table",
                LeafWhy::NoMoves => "no_moves",
                LeafWhy::Endgame => "endgame_table",
                LeafWhy::Threat => "threat",
                LeafWhy::Futility => "reverse_futility",
            };
            pairs.extend([("value", Json::from(value)), ("why", Json::from(why))]);
        }
        TraceEvent::Pruned { skipped, why } => {
            pairs.push(("skipped", Json::from(skipped)));
            match why {
                PruneWhy::Futility { eval, margin } => pairs.extend([
                    ("why", Json::from("futility")),
                    ("eval", Json::from(eval)),
                    ("margin", Json::from(margin)),
                ]),
                PruneWhy::LateMoves => pairs.push(("why", Json::from("late_moves"))),
                PruneWhy::Exchange {
                    quiet_loss,
                    capture_loss,
                } => pairs.extend([
                    ("why", Json::from("exchange")),
                    ("quiet_loss", Json::from(quiet_loss)),
                    ("capture_loss", Json::from(capture_loss)),
                ]),
            }
        }
        TraceEvent::Cutoff { mv, value, skipped } => {
            pairs.extend([
                (
                    "move",
                    mv.map_or(Json::from("null"), |m| Json::from(name(m))),
                ),
                ("value", Json::from(value)),
                ("skipped", Json::from(skipped)),
            ]);
        }
        TraceEvent::Exit {
            value,
            bound: b,
            best,
            stored,
        } => {
            pairs.extend([
                ("value", Json::from(value)),
                ("bound", bound(b)),
                ("best", opt(best, name)),
                ("stored", Json::from(stored)),
            ]);
        }
        TraceEvent::AspirationFail {
            depth,
            value,
            alpha,
            beta,
        } => {
            pairs.extend([
                ("depth", Json::from(depth)),
                ("value", Json::from(value)),
                ("alpha", Json::from(alpha)),
                ("beta", Json::from(beta)),
            ]);
        }
        TraceEvent::DepthDone {
            depth,
            value,
            best,
            nodes,
        } => {
            pairs.extend([
                ("depth", Json::from(depth)),
                ("value", Json::from(value)),
                ("best", opt(best, name)),
                ("nodes", Json::from(nodes)),
            ]);
        }
    }
    Json::object(pairs)
}
