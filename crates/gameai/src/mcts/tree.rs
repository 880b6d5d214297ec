//! UCT 트리 하나 ([`Mcts`]): 노드는 한 배열(arena)에 있다. 노드를 처음 펼칠 때는 둘 수 있는 수의 개수만
//! 센다. 그 노드를 지날 때마다, 아직 자식이 아닌 수 하나를 무작위로 골라 자식을 하나 만든다 (교과서의
//! 확장: 반복 하나에 노드 하나; 흔한 구현처럼 한꺼번에 만들면 ([`Config::expand_all`], 비교용) 대부분은
//! 한 번도 방문되지 않는다, docs/measurements.md). 만들 수를 고를 때는 합법 수에서 이미 자식인 수를 뺀다.
//! 모든 수가 자식이 되면 UCT로 고른다. 자식들은 형제 고리(`first_child` → `next_sibling`)로 잇는다. 반복
//! 한 번 = 선택 → 확장 → 시뮬레이션 → 역전파. 부분 트리의 재사용은 [`Mcts::advance`], 메모리의 상한은
//! [`Mcts::set_memory_limit`] (차면 재활용: `tree/recycle.rs`), 트리를 읽는 것(통계, 주요 변화, 그리기용 모습, 결론)은 `tree/read.rs`에.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::policy::{Config, Rollout, rave_blend, uct};
use super::snapshot::LastIteration;
use crate::games::{Player, Status};
use crate::step::Budget;

/// 스냅숏과 결론에 담는 주요 변화의 최대 길이.
pub const PV_LEN: usize = 8;

mod arena;
mod grow;
mod read;
mod recycle;
mod reuse;

use arena::Arena;

/// "없음"을 뜻하는 노드 번호: 0번은 루트라 누구의 자식도 형제도 아니다.
const NONE: u32 = 0;

/// 노드 하나.
#[derive(Clone, Copy, Debug)]
struct Node<M> {
    /// 이 노드로 들어오는 수 (루트는 없음).
    mv: Option<M>,
    /// 그 수를 둔 쪽.
    mover: Player,
    /// 펼쳤는가 (둘 수 있는 수를 세었는가).
    expanded: bool,
    /// 둘 수 있는 수 가운데 아직 자식으로 만들지 않은 것의 수. 결정적 수(바로 이기는 수나 막는 수)가
    /// 있던 노드는 그 수들을 펼칠 때 모두 자식으로 만들어 0이다.
    untried: u16,
    /// 첫 자식 (가장 나중에 만든 것), 다음 형제. [`NONE`]이면 없다.
    first_child: u32,
    next_sibling: u32,
    /// 방문 수 N.
    n: u32,
    /// `mover`의 승점 합 W (비김은 ½).
    w: f32,
    /// AMAF 방문과 승점.
    amaf_n: u32,
    amaf_w: f32,
}

impl<M> Node<M> {
    /// 아직 방문하지 않은, 펼치지 않은 노드 (`mover`가 `mv`를 두어 들어온다).
    fn fresh(mv: Option<M>, mover: Player) -> Self {
        Node {
            mv,
            mover,
            expanded: false,
            untried: 0,
            first_child: NONE,
            next_sibling: NONE,
            n: 0,
            w: 0.0,
            amaf_n: 0,
            amaf_w: 0.0,
        }
    }
}

/// UCT 탐색기 하나 (트리 하나, 스레드 하나).
#[derive(Clone, Debug)]
pub struct Mcts<G: Rollout> {
    root_state: G,
    config: Config,
    rng: ChaCha8Rng,
    nodes: Arena<Node<G::Move>>,
    iterations: u64,
    // 반복마다 다시 쓰는 버퍼들 (할당을 줄이려고).
    path: Vec<u32>,
    moves: Vec<G::Move>,
    trace: Vec<G::Move>,
    /// RAVE의 표시: 수 번호마다 `(도장 << 1) | 둔 쪽`. 이번 반복의 도장이 아니면 그 수는 아직
    /// 두어지지 않았다 (반복마다 표를 비우지 않으려고). 비교 한 번으로 "이번에, 이 쪽이 두었나"를 본다.
    amaf_mark: Vec<u32>,
    amaf_stamp: u32,
    /// 자식을 만들 때 "이미 자식인 수"의 표시: 수 번호마다 도장 (RAVE 표와 같은 수법).
    seen: Vec<u32>,
    seen_stamp: u32,
    last: LastIteration<G::Move>,
    record_last: bool,
    /// 트리가 쓸 수 있는 바이트 (메모리 예산, [`Self::memory_bytes`]로 센다). 차면 트리는 더 자라지 않고, 반복은
    /// 닿은 노드에서 시뮬레이션만 한다.
    memory_limit: Option<usize>,
    /// 상한 때문에 자라지 못한 적이 있다.
    full: bool,
    /// 상한이 찼고 재활용이 켜져 있다: 다음 반복 앞에서 정리한다 ([`Config::recycle`]).
    reclaim_due: bool,
    /// 재활용으로 정리한 횟수 (이 탐색기의 처음부터).
    recycled: u64,
}

impl<G: Rollout> Mcts<G> {
    /// 국면 `state`에서 시작하는 탐색기. 같은 씨앗, 국면, 예산이면 같은 트리가 자란다.
    pub fn new(state: G, config: Config, seed: u64) -> Self {
        let space = state.move_space();
        let mut m = Mcts {
            root_state: state,
            config,
            rng: ChaCha8Rng::seed_from_u64(seed),
            nodes: Arena::default(),
            iterations: 0,
            path: Vec::new(),
            moves: Vec::new(),
            trace: Vec::new(),
            amaf_mark: vec![0; space],
            amaf_stamp: 0,
            seen: vec![0; space],
            seen_stamp: 0,
            last: LastIteration::default(),
            record_last: true,
            memory_limit: None,
            full: false,
            reclaim_due: false,
            recycled: 0,
        };
        m.reset_tree();
        m
    }

    /// 노드 하나의 바이트 수.
    pub fn node_bytes() -> usize {
        size_of::<Node<G::Move>>()
    }

    /// 트리가 잡은 메모리 (바이트): 노드 배열의 용량과, 수 번호마다의 표 둘 (RAVE, 자식 표시).
    pub fn memory_bytes(&self) -> usize {
        self.nodes.capacity() * Self::node_bytes() + self.table_bytes()
    }

    /// 수 번호마다의 표 둘(RAVE 표시, 자식 표시)의 바이트: 상한 안에서 노드보다 먼저 잡힌 몫.
    fn table_bytes(&self) -> usize {
        (self.amaf_mark.capacity() + self.seen.capacity()) * size_of::<u32>()
    }

    /// 트리가 쓸 바이트의 상한을 둔다 (`None`이면 없음; [`Self::memory_bytes`]로 센다). 차면 자식을 더 만들
    /// 수 없는 노드에 닿은 반복은 그 노드에서 시뮬레이션만 하고 길 위의 통계를 올린다. 재활용이 켜져
    /// 있으면 ([`Config::recycle`], 기본) 다음 반복 앞에서 방문이 적은 노드들을 비우고 다시 자란다
    /// (`tree/recycle.rs`); 꺼져 있으면 그대로 멈춘다. 배열은 상한보다 크게 잡지 않는다 (이미 더 크면 그대로
    /// 두되 자라지 않는다).
    pub fn set_memory_limit(&mut self, bytes: Option<usize>) {
        self.memory_limit = bytes;
    }

    /// 상한이 차서 자라지 못한 적이 있었는가 (수를 두어 루트를 옮기면 다시 센다).
    pub fn is_full(&self) -> bool {
        self.full
    }

    fn reset_tree(&mut self) {
        self.nodes.clear();
        self.make_room(1);
        let root = Node::fresh(None, self.root_state.to_move().other());
        self.nodes.push(root);
    }

    /// 설정.
    pub fn config(&self) -> Config {
        self.config
    }

    /// 루트 국면.
    pub fn root_state(&self) -> &G {
        &self.root_state
    }

    /// 지금까지 돈 반복 수.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// 트리의 노드 수.
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// 마지막 반복을 기록할지 (그리기용; 벤치마크에서는 끈다).
    pub fn set_record_last(&mut self, on: bool) {
        self.record_last = on;
    }

    /// 반복 `n`번.
    pub fn run(&mut self, n: u64) {
        for _ in 0..n {
            self.iterate();
        }
    }

    /// 예산만큼, 그러나 `cap`번을 넘지 않게 반복한다. 한 반복이 한 일 단위다.
    pub fn run_budget(&mut self, budget: Budget, cap: u64) -> u64 {
        let mut meter = budget.start();
        while meter.has_budget() && meter.done() < cap {
            self.iterate();
            meter.add(1);
        }
        meter.done()
    }

    /// 노드 `node`의 자식들 (가장 나중에 만든 것부터).
    fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut next = self.nodes[node as usize].first_child;
        core::iter::from_fn(move || {
            (next != NONE).then(|| {
                let c = next;
                next = self.nodes[c as usize].next_sibling;
                c
            })
        })
    }

    /// 내려갈 자식: 아직 자식이 아닌 수가 남았으면 그 가운데 하나로 새 자식을 만든다 (= 확장). 아니면
    /// (또는 상한 때문에 만들 수 없으면) UCT(+RAVE)가 가장 큰 자식 (방문 0인 자식이 있으면 그것:
    /// [`Config::expand_all`]로 한꺼번에 만든 경우). 자식이 없으면 `None`.
    fn descend(&mut self, node: u32, state: &G) -> Option<u32> {
        // 만들 수 없으면 (트리가 찼다) 새 자식은 없지만, 이미 있는 자식들 사이에서는 UCT로 계속 고른다
        // (루트가 덜 펼쳐진 채 차도 탐색이 멈추지 않게). 자식이 없으면 이 노드에서 시뮬레이션.
        if self.nodes[node as usize].untried > 0
            && let Some(child) = self.add_untried_child(node, state)
        {
            return Some(child);
        }
        let p = &self.nodes[node as usize];
        let ln_n = (p.n.max(1) as f32).ln();
        let c = self.config.c;
        let rave = self.config.rave;
        let k = self.config.rave_k;
        let mut best = None;
        let mut best_value = f32::NEG_INFINITY;
        for i in self.children(node) {
            let ch = &self.nodes[i as usize];
            if ch.n == 0 {
                return Some(i);
            }
            let n = ch.n as f32;
            let q = ch.w / n;
            let q = if rave && ch.amaf_n > 0 {
                rave_blend(q, n, ch.amaf_w / ch.amaf_n as f32, k)
            } else {
                q
            };
            let value = uct(q, n, ln_n, c);
            if value > best_value {
                best_value = value;
                best = Some(i);
            }
        }
        best
    }

    /// 재활용으로 찬 트리를 정리한 횟수 ([`Config::recycle`]).
    pub fn recycled(&self) -> u64 {
        self.recycled
    }

    /// 반복 한 번.
    pub fn iterate(&mut self) {
        if std::mem::take(&mut self.reclaim_due) {
            self.reclaim();
        }
        let mut state = self.root_state.clone();
        self.path.clear();
        self.path.push(0);
        self.trace.clear();
        let mut node = 0u32;
        let mut status = state.status();
        // 선택과 확장.
        while !status.is_over() {
            if !self.nodes[node as usize].expanded {
                self.expand(node, &state);
            }
            let Some(child) = self.descend(node, &state) else {
                // 트리가 찼다: 이 노드에서 시뮬레이션.
                break;
            };
            let fresh = self.nodes[child as usize].n == 0;
            if let Some(mv) = self.nodes[child as usize].mv {
                state.play_unchecked(mv);
            }
            self.path.push(child);
            node = child;
            status = state.status();
            if fresh {
                break;
            }
        }
        // 시뮬레이션.
        if !status.is_over() {
            status = state.playout(&mut self.rng, &mut self.trace, &self.config);
        }
        // 역전파.
        for &i in &self.path {
            let n = &mut self.nodes[i as usize];
            n.n += 1;
            n.w += status.score_for(n.mover).unwrap_or(0.5);
        }
        if self.config.rave {
            self.update_amaf(status);
        }
        self.iterations += 1;
        if self.record_last {
            self.last.path.clone_from(&self.path);
            self.last.rollout.clone_from(&self.trace);
            self.last.result = Some(status);
        }
    }

    /// AMAF: 길 위의 노드마다, 그 뒤에 (같은 쪽이) 둔 수에 해당하는 자식의 AMAF 통계를 올린다.
    /// 뒤에서부터 훑으며 "가장 먼저 둔 쪽"을 표시해 두므로 반복 하나에 O(길이 + 길 위 자식 수)다.
    /// 자식들은 모두 같은 쪽이 두는 수이므로, 자식마다 표의 값 하나를 미리 만든 값과 견주기만 한다.
    fn update_amaf(&mut self, status: Status) {
        // 도장은 31비트 (한 비트는 둔 쪽): 다 쓰면 표를 비우고 1부터.
        self.amaf_stamp += 1;
        if self.amaf_stamp >= 1 << 31 {
            self.amaf_mark.fill(0);
            self.amaf_stamp = 1;
        }
        let stamp = self.amaf_stamp << 1;
        let mark = |p: Player| stamp | p.index() as u32;
        // 시뮬레이션의 수들: 길의 마지막 노드에서 둘 차례인 쪽부터 번갈아 (짝수 번째는 `first`).
        // 뒤에서부터 적으므로 같은 칸이 두 번 나오면 먼저 둔 쪽이 남는다. 반복마다 버퍼를 잡지 않는다.
        let last = *self.path.last().unwrap_or(&0);
        let first = self.nodes[last as usize].mover.other();
        let marks = [mark(first), mark(first.other())];
        for (i, &mv) in self.trace.iter().enumerate().rev() {
            self.amaf_mark[self.root_state.move_index(mv)] = marks[i % 2];
        }
        for depth in (0..self.path.len()).rev() {
            let node = self.nodes[self.path[depth] as usize];
            let mut c = node.first_child;
            if c != NONE {
                // 자식들의 수는 모두 이 노드에서 둘 차례인 쪽이 둔다.
                let mover = self.nodes[c as usize].mover;
                let want = mark(mover);
                let score = status.score_for(mover).unwrap_or(0.5);
                while c != NONE {
                    let ch = &mut self.nodes[c as usize];
                    if let Some(mv) = ch.mv
                        && self.amaf_mark[self.root_state.move_index(mv)] == want
                    {
                        ch.amaf_n += 1;
                        ch.amaf_w += score;
                    }
                    c = ch.next_sibling;
                }
            }
            // 이 노드로 들어온 수도 그 위의 노드들에게는 "나중에 둔 수"다.
            if let Some(mv) = node.mv {
                self.amaf_mark[self.root_state.move_index(mv)] = mark(node.mover);
            }
        }
    }
}
