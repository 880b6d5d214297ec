//! `gameai search … --trace`: 알파-베타 탐색을 돌리며 한 일을 JSON 줄로 하나씩 쓰고 (사건마다
//! `event` 이름), 끝에 `--json`과 같은 결론 한 줄을 쓴다. 사건의 뜻은 `gameai::search::TraceEvent`에.

use gameai::search::{SearchConfig, SearchGame, SearchResult, Searcher, TraceEvent, TraceValue};
use gameai::step::{Budget, Progress, Steppable};

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
        ("threes", Json::from(r.threes)),
        (
            "foe",
            Json::Array(
                r.foe
                    .iter()
                    .flat_map(|f| f.line.iter().map(|&m| Json::from(name(m))))
                    .collect(),
            ),
        ),
    ])
}

/// 사건 하나의 JSON 객체: `event`가 먼저, 그다음 그 사건의 값들 (이름과 차례는 라이브러리의
/// [`TraceEvent::fields`] 그대로).
pub fn event<M: Copy>(e: &TraceEvent<M>, name: &dyn Fn(M) -> String) -> Json {
    let mut pairs: Vec<(&str, Json)> = vec![("event", Json::from(e.name()))];
    for (key, value) in e.fields() {
        let json = match value {
            TraceValue::Move(m) => m.map_or(Json::Null, |m| Json::from(name(m))),
            TraceValue::NullMove => Json::from("null"),
            TraceValue::Int(n) => Json::Int(n),
            TraceValue::Bool(b) => Json::from(b),
            TraceValue::Name(s) => Json::from(s),
            TraceValue::Key(k) => Json::from(format!("{k:016x}")),
            TraceValue::Order(moves) => Json::Array(
                moves
                    .into_iter()
                    .map(|(m, why, history)| {
                        let mut o = vec![("move", Json::from(name(m))), ("why", Json::from(why))];
                        if let Some(h) = history {
                            o.push(("history", Json::from(h)));
                        }
                        Json::object(o)
                    })
                    .collect(),
            ),
        };
        pairs.push((key, json));
    }
    Json::object(pairs)
}
