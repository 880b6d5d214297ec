//! `go`의 낱말들을 한도([`GoPlan`])로: 깊이, 노드, 시간(시계의 몫), `searchmoves`, `Skill Level`의 깊이.
//! 틀린 숫자는 경고와 알맞은 기본값으로; 끝없는 탐색은 `infinite`(와 한도 없는 `go`)뿐.

use gameai::search::{clock_millis, soft_millis};

/// `Skill Level`의 상한 (= 제한 없음).
pub(super) const MAX_SKILL: u32 = 20;
/// 한도를 읽을 수 없었을 때의 생각 시간 (ms).
pub(super) const FALLBACK_MILLIS: u64 = 1_000;
/// 가장 깊이.
pub(super) const MAX_DEPTH: u32 = 64;
/// `go`의 낱말들 (`searchmoves` 목록은 이것들 앞에서 끝난다).
pub(super) const GO_WORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
];

/// `Skill Level`이 허락하는 가장 깊이.
pub(super) fn skill_depth(level: u32) -> u32 {
    if level >= MAX_SKILL {
        MAX_DEPTH
    } else {
        1 + level * 8 / 19
    }
}

/// `go` 하나의 한도.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct GoPlan {
    pub(super) depth: Option<u32>,
    pub(super) nodes: Option<u64>,
    pub(super) millis: Option<u64>,
    /// 새 깊이를 시작하지 않는 시간 (시계로 둘 때만: 한도 `millis`의 ½, [`soft_millis`]).
    pub(super) soft_millis: Option<u64>,
    /// `stop`까지 (또는 한도 없는 `go`).
    pub(super) infinite: bool,
    /// `go ponder`: 상대의 예상 수를 둔 국면을 `ponderhit`이나 `stop`까지 찾는다 (한도는 `ponderhit`
    /// 뒤부터).
    pub(super) ponder: bool,
    /// 글 그대로의 `searchmoves` (합법인지는 국면에서 본다).
    pub(super) searchmoves: Vec<String>,
}

/// `go`의 낱말들을 읽는다. 틀린 것은 경고로 모으고 알맞은 값을 쓴다.
pub(super) fn parse_go(words: &[&str], white: bool, warnings: &mut Vec<String>) -> GoPlan {
    let mut plan = GoPlan {
        depth: None,
        nodes: None,
        millis: None,
        soft_millis: None,
        infinite: false,
        ponder: false,
        searchmoves: Vec::new(),
    };
    let (mut time, mut inc, mut moves_to_go, mut movetime) = (None, None, None, None);
    let mut dropped = false;
    let mut i = 0;
    while i < words.len() {
        let key = words[i];
        i += 1;
        match key {
            "infinite" => plan.infinite = true,
            "ponder" => plan.ponder = true,
            "searchmoves" => {
                while i < words.len() && !GO_WORDS.contains(&words[i]) {
                    plan.searchmoves.push(words[i].to_owned());
                    i += 1;
                }
            }
            "wtime" | "btime" | "winc" | "binc" | "movestogo" | "depth" | "nodes" | "mate"
            | "movetime" => {
                let Some(&raw) = words.get(i).filter(|w| !GO_WORDS.contains(w)) else {
                    warnings.push(format!("go {key} needs a number: ignored"));
                    dropped = true;
                    continue;
                };
                i += 1;
                let Ok(n) = raw.parse::<i64>() else {
                    warnings.push(format!(
                        "go {key} {raw}: not a whole number in range: ignored"
                    ));
                    dropped = true;
                    continue;
                };
                let mine = matches!(
                    (key, white),
                    ("wtime" | "winc", true) | ("btime" | "binc", false)
                );
                match key {
                    "wtime" | "btime" if mine => {
                        if n < 0 {
                            warnings.push(format!("go {key} {n} is negative: treated as 0"));
                        }
                        time = Some(n.max(0) as u64);
                    }
                    "winc" | "binc" if mine => {
                        if n < 0 {
                            warnings.push(format!("go {key} {n} is negative: treated as 0"));
                        }
                        inc = Some(n.max(0) as u64);
                    }
                    "wtime" | "btime" | "winc" | "binc" => {}
                    "movestogo" if n >= 1 => moves_to_go = Some(n as u64),
                    "depth" if n >= 1 => {
                        if n > i64::from(MAX_DEPTH) {
                            warnings.push(format!("go depth {n}: searching at most {MAX_DEPTH}"));
                        }
                        plan.depth = Some(n.min(i64::from(MAX_DEPTH)) as u32);
                    }
                    "nodes" if n >= 1 => plan.nodes = Some(n as u64),
                    "movetime" if n >= 1 => movetime = Some(n as u64),
                    "mate" => {
                        warnings.push("go mate is not supported: searching normally".into());
                        dropped = true;
                    }
                    _ => {
                        warnings.push(format!("go {key} {n} must be at least 1: ignored"));
                        dropped = true;
                    }
                }
            }
            other => warnings.push(format!("go: unknown parameter {other:?} ignored")),
        }
    }
    plan.millis = movetime;
    if let Some(t) = time {
        // 대국 예제와 같은 규칙 (`clock_millis`: 남은 수를 모르면 남은 시간의 1/12 + 더하는 시간의 ¾).
        // GUI와 편지를 주고받는 몫으로 50 ms를 남기고, 적어도 5 ms는 찾는다.
        let clock = clock_millis(t, inc.unwrap_or(0), moves_to_go)
            .min(t.saturating_sub(50) / 2)
            .max(5);
        plan.millis = Some(plan.millis.map_or(clock, |m| m.min(clock)));
        // 시계의 몫은 한도이고, 그 반이 지나면 새 깊이를 시작하지 않는다 (`movetime`은 다 쓴다).
        if movetime.is_none() {
            plan.soft_millis = Some(soft_millis(clock));
        }
    }
    let bounded = plan.depth.is_some() || plan.nodes.is_some() || plan.millis.is_some();
    if !bounded && !plan.infinite && dropped {
        warnings.push(format!("no usable limit: searching {FALLBACK_MILLIS} ms"));
        plan.millis = Some(FALLBACK_MILLIS);
    } else if !bounded {
        // 한도 없는 `go`는 UCI의 관례대로 `stop`까지.
        plan.infinite = true;
    }
    plan
}
