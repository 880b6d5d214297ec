//! 후퇴 해석 (retrograde analysis, backward induction): 끝난 국면에서 출발해 거꾸로 푼다.
//!
//! 둘 수가 없는 국면에서는 방금 둔 쪽이 이겼으므로 둘 차례인 쪽이 졌다. 지는 국면으로 가는 수가
//! 하나라도 있는 국면은 이기고 (그 수를 기억한다), 모든 수가 이기는 국면으로 가는 국면은 진다.
//! 참고: <https://www.chessprogramming.org/Retrograde_Analysis>
//!
//! 두 풀이기가 있다.
//! - [`solve_ordered`] — 모든 후속 국면이 먼저 풀리는 순서로 국면을 훑는다 (순환 없는 게임).
//! - [`solve_countdown`] — 순환이 있는 게임을 위한 세기 줄이기 큐: 국면마다 아직 안 풀린 후속 수를
//!   세고, 지는 국면이 나오면 그 앞 국면을 이김으로, 이기는 국면이 나오면 앞 국면의 수를 하나
//!   줄여 0이 되면 짐으로 정한다. 끝까지 정해지지 않은 국면은 비김이다.
//!
//! 결과의 거리는 최선의 대국에서 끝까지 남은 수의 개수다: 이기는 쪽은 서두르고 (가장 짧게),
//! 지는 쪽은 버틴다 (가장 길게).

use std::collections::VecDeque;

/// 국면 번호. 표를 작게 하려고 32비트로 둔다 (국면은 40억 개까지).
pub type Pos = u32;

/// 국면이 `0..len()`의 번호로 매겨진 게임 그래프.
pub trait GameGraph {
    /// 국면의 개수.
    fn len(&self) -> usize;
    /// 국면이 없는가.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// `p`에서 한 수로 갈 수 있는 국면들을 `out`에 넣는다 (비우지 않고 덧붙인다).
    fn successors(&self, p: Pos, out: &mut Vec<Pos>);
    /// 한 수로 `p`에 올 수 있는 국면들을 `out`에 넣는다. [`solve_countdown`]이 쓴다.
    fn predecessors(&self, p: Pos, out: &mut Vec<Pos>);
}

/// 둘 차례인 쪽에서 본 결과.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// 둘 차례인 쪽이 이긴다.
    Win,
    /// 둘 차례인 쪽이 진다.
    Loss,
    /// 어느 쪽도 강제로 이길 수 없다 (순환).
    Draw,
}

/// 한 국면의 풀이.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solved {
    /// 결과.
    pub outcome: Outcome,
    /// 최선의 수가 가는 국면. 이기면 가장 빨리 이기는 수, 지면 가장 오래 버티는 수.
    /// 둘 수가 없거나 비기면 `None`.
    pub best: Option<Pos>,
    /// 최선의 대국에서 끝까지 남은 수의 개수 (비기면 0).
    pub depth: u32,
}

impl Solved {
    /// 둘 수가 없는 국면: 졌다.
    pub const TERMINAL: Solved = Solved {
        outcome: Outcome::Loss,
        best: None,
        depth: 0,
    };
}

/// 후속 국면들이 모두 풀렸을 때 한 국면을 정한다.
///
/// 지는 후속 국면 중 가장 짧은 것이 있으면 이기고, 없으면 이기는 후속 국면 중 가장 긴 것으로 버틴다.
pub fn decide(succ: impl IntoIterator<Item = (Pos, Solved)>) -> Solved {
    let mut win: Option<(Pos, u32)> = None;
    let mut delay: Option<(Pos, u32)> = None;
    for (q, s) in succ {
        match s.outcome {
            Outcome::Loss if win.is_none_or(|(_, d)| s.depth < d) => win = Some((q, s.depth)),
            Outcome::Win if delay.is_none_or(|(_, d)| s.depth > d) => delay = Some((q, s.depth)),
            _ => {}
        }
    }
    from_best(win, delay)
}

/// 가장 짧은 지는 후속 국면(`win`, 있으면 이긴다)과 가장 긴 이기는 후속 국면(`delay`, 그것으로
/// 버틴다)에서 한 국면의 풀이 (둘 다 없으면 둘 수가 없어 졌다). [`decide`]와 와이토프의 빠른
/// 풀이기가 같이 쓴다.
pub(crate) fn from_best(win: Option<(Pos, u32)>, delay: Option<(Pos, u32)>) -> Solved {
    match (win, delay) {
        (Some((q, d)), _) => Solved {
            outcome: Outcome::Win,
            best: Some(q),
            depth: d + 1,
        },
        (None, Some((q, d))) => Solved {
            outcome: Outcome::Loss,
            best: Some(q),
            depth: d + 1,
        },
        (None, None) => Solved::TERMINAL,
    }
}

/// 순서 있는 풀이기: `order`는 모든 국면을 한 번씩, 후속 국면이 언제나 먼저 오도록 준다.
///
/// # Panics
/// `order`가 어떤 국면을 그 후속 국면보다 먼저 줄 때 (순서가 틀린 것은 호출자의 버그다).
pub fn solve_ordered<G: GameGraph + ?Sized>(
    graph: &G,
    order: impl IntoIterator<Item = Pos>,
) -> Vec<Solved> {
    let mut table: Vec<Option<Solved>> = vec![None; graph.len()];
    let mut succ = Vec::new();
    for p in order {
        succ.clear();
        graph.successors(p, &mut succ);
        let s = decide(succ.iter().map(|&q| {
            let solved = table[q as usize].expect("the order must visit successors first");
            (q, solved)
        }));
        table[p as usize] = Some(s);
    }
    table
        .into_iter()
        .map(|s| s.expect("the order must visit every position"))
        .collect()
}

/// 세기 줄이기 큐 풀이기: 순환이 있어도 된다. 끝까지 정해지지 않은 국면은 비김이다.
///
/// 큐는 먼저 들어온 것부터 꺼내므로 국면은 거리 순으로 정해진다. 그래서 이기는 국면이 처음 정해질
/// 때의 수가 가장 빠른 승리이고, 지는 국면은 마지막 남은 후속 국면(가장 긴 것)으로 버틴다.
pub fn solve_countdown<G: GameGraph + ?Sized>(graph: &G) -> Vec<Solved> {
    let n = graph.len();
    let mut table: Vec<Option<Solved>> = vec![None; n];
    let mut unresolved = vec![0u32; n];
    let mut queue = VecDeque::new();
    let mut buf = Vec::new();
    for (p, count) in unresolved.iter_mut().enumerate() {
        buf.clear();
        graph.successors(p as Pos, &mut buf);
        *count = buf.len() as u32;
        if buf.is_empty() {
            table[p] = Some(Solved::TERMINAL);
            queue.push_back(p as Pos);
        }
    }
    while let Some(q) = queue.pop_front() {
        let Some(sq) = table[q as usize] else {
            continue;
        };
        buf.clear();
        graph.predecessors(q, &mut buf);
        for &p in &buf {
            let p = p as usize;
            if table[p].is_some() {
                continue;
            }
            match sq.outcome {
                Outcome::Loss => {
                    table[p] = Some(Solved {
                        outcome: Outcome::Win,
                        best: Some(q),
                        depth: sq.depth + 1,
                    });
                    queue.push_back(p as Pos);
                }
                Outcome::Win => {
                    unresolved[p] -= 1;
                    if unresolved[p] == 0 {
                        table[p] = Some(Solved {
                            outcome: Outcome::Loss,
                            best: Some(q),
                            depth: sq.depth + 1,
                        });
                        queue.push_back(p as Pos);
                    }
                }
                Outcome::Draw => {}
            }
        }
    }
    table
        .into_iter()
        .map(|s| {
            s.unwrap_or(Solved {
                outcome: Outcome::Draw,
                best: None,
                depth: 0,
            })
        })
        .collect()
}

/// 간선 목록으로 만든 작은 그래프 (테스트와 예제용).
#[derive(Clone, Debug, Default)]
pub struct EdgeGraph {
    succ: Vec<Vec<Pos>>,
    pred: Vec<Vec<Pos>>,
}

impl EdgeGraph {
    /// 국면 `n`개와 간선 `(from, to)`들. 범위 밖 간선은 무시한다.
    pub fn new(n: usize, edges: &[(Pos, Pos)]) -> Self {
        let mut g = EdgeGraph {
            succ: vec![Vec::new(); n],
            pred: vec![Vec::new(); n],
        };
        for &(a, b) in edges {
            if (a as usize) < n && (b as usize) < n {
                g.succ[a as usize].push(b);
                g.pred[b as usize].push(a);
            }
        }
        g
    }
}

impl GameGraph for EdgeGraph {
    fn len(&self) -> usize {
        self.succ.len()
    }
    fn successors(&self, p: Pos, out: &mut Vec<Pos>) {
        out.extend_from_slice(&self.succ[p as usize]);
    }
    fn predecessors(&self, p: Pos, out: &mut Vec<Pos>) {
        out.extend_from_slice(&self.pred[p as usize]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_alternates_and_counts_plies() {
        // 3 → 2 → 1 → 0 (끝)
        let g = EdgeGraph::new(4, &[(3, 2), (2, 1), (1, 0)]);
        let t = solve_ordered(&g, 0..4);
        assert_eq!(t[0], Solved::TERMINAL);
        assert_eq!(t[1].outcome, Outcome::Win);
        assert_eq!(t[2].outcome, Outcome::Loss);
        assert_eq!(t[3].outcome, Outcome::Win);
        assert_eq!(t[3].depth, 3);
        assert_eq!(solve_countdown(&g), t);
    }

    #[test]
    fn winner_hurries_and_loser_delays() {
        // 0: 끝. 1 → 0 (이김, 1수). 2 → 1 (짐, 2수). 3 → 2 (이김, 3수).
        // 4는 0(바로 이김)과 2(3수 만에 이김) 중 빠른 0을 고른다.
        // 5는 1과 3 (둘 다 이기는 국면) 중 오래 버티는 3을 고른다.
        let g = EdgeGraph::new(6, &[(1, 0), (2, 1), (3, 2), (4, 0), (4, 2), (5, 1), (5, 3)]);
        let t = solve_ordered(&g, 0..6);
        assert_eq!(
            (t[4].outcome, t[4].best, t[4].depth),
            (Outcome::Win, Some(0), 1)
        );
        assert_eq!(
            (t[5].outcome, t[5].best, t[5].depth),
            (Outcome::Loss, Some(3), 4)
        );
        assert_eq!(solve_countdown(&g), t);
    }
}
