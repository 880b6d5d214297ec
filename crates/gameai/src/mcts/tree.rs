//! UCT 트리 하나 ([`Mcts`]): 노드는 한 배열(arena)에 있고, 한 노드의 자식들은 배열에서 이어져 있다.
//! 노드가 처음 부모가 될 때 자식 칸을 한꺼번에 잡고 (방문 0), 선택은 방문 0인 자식을 먼저 고른다 —
//! 그것이 "확장"이다. 반복 한 번 = 선택 → 확장 → 시뮬레이션 → 역전파. 수를 둔 뒤 그 부분 트리를
//! 다음 탐색에 다시 쓸 수 있다 ([`Mcts::advance`]). 트리를 읽는 것(통계, 주요 변화, 그리기용 모습,
//! 결론)은 `tree/read.rs`에.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::policy::{Config, Rollout, rave_blend, uct};
use super::snapshot::LastIteration;
use crate::games::{Player, Status};
use crate::step::Budget;

/// 스냅숏과 결론에 담는 주요 변화의 최대 길이.
pub const PV_LEN: usize = 8;

mod read;

/// 노드 하나. 자식들은 `first_child..first_child + n_children`에 이어져 있다.
#[derive(Clone, Copy, Debug)]
struct Node<M> {
    /// 이 노드로 들어오는 수 (루트는 없음).
    mv: Option<M>,
    /// 그 수를 둔 쪽.
    mover: Player,
    parent: u32,
    first_child: u32,
    n_children: u32,
    /// 자식 칸을 잡았는가.
    expanded: bool,
    /// 방문 수 N.
    n: u32,
    /// `mover`의 승점 합 W (비김은 ½).
    w: f32,
    /// AMAF 방문과 승점.
    amaf_n: u32,
    amaf_w: f32,
}

impl<M> Node<M> {
    /// 아직 방문하지 않은, 자식 칸도 없는 노드 (`mover`가 `mv`를 두어 들어온다).
    fn fresh(mv: Option<M>, mover: Player, parent: u32) -> Self {
        Node {
            mv,
            mover,
            parent,
            first_child: 0,
            n_children: 0,
            expanded: false,
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
    nodes: Vec<Node<G::Move>>,
    iterations: u64,
    // 반복마다 다시 쓰는 버퍼들 (할당을 줄이려고).
    path: Vec<u32>,
    moves: Vec<G::Move>,
    trace: Vec<G::Move>,
    /// RAVE의 표시: 수 번호마다 `(도장 << 1) | 둔 쪽`. 이번 반복의 도장이 아니면 그 수는 아직
    /// 두어지지 않았다 (반복마다 표를 비우지 않으려고). 비교 한 번으로 "이번에, 이 쪽이 두었나"를 본다.
    amaf_mark: Vec<u32>,
    amaf_stamp: u32,
    last: LastIteration<G::Move>,
    record_last: bool,
    /// 노드 수의 상한 (메모리 예산). 차면 트리는 더 자라지 않고, 반복은 잎에서 시뮬레이션만 한다.
    node_limit: Option<usize>,
    /// 상한 때문에 펼치지 못한 적이 있다.
    full: bool,
}

impl<G: Rollout> Mcts<G> {
    /// 국면 `state`에서 시작하는 탐색기. 같은 씨앗, 국면, 예산이면 같은 트리가 자란다.
    pub fn new(state: G, config: Config, seed: u64) -> Self {
        let space = state.move_space();
        let mut m = Mcts {
            root_state: state,
            config,
            rng: ChaCha8Rng::seed_from_u64(seed),
            nodes: Vec::with_capacity(1024),
            iterations: 0,
            path: Vec::new(),
            moves: Vec::new(),
            trace: Vec::new(),
            amaf_mark: vec![0; space],
            amaf_stamp: 0,
            last: LastIteration::default(),
            record_last: true,
            node_limit: None,
            full: false,
        };
        m.reset_tree();
        m
    }

    /// 노드 하나의 바이트 수 (메모리 예산을 노드 수로 바꿀 때).
    pub fn node_bytes() -> usize {
        size_of::<Node<G::Move>>()
    }

    /// 노드 수의 상한을 둔다 (`None`이면 없음). 차면 트리는 더 자라지 않는다: 펼쳐지지 않은 잎에
    /// 닿은 반복은 그 잎에서 시뮬레이션만 하고 길 위의 통계를 올린다. 노드 배열은 상한보다 크게
    /// 잡지 않는다.
    pub fn set_node_limit(&mut self, limit: Option<usize>) {
        self.node_limit = limit;
    }

    /// 상한이 차서 펼치지 못한 잎이 있었는가.
    pub fn is_full(&self) -> bool {
        self.full
    }

    fn reset_tree(&mut self) {
        self.nodes.clear();
        let root = Node::fresh(None, self.root_state.to_move().other(), 0);
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

    /// 트리의 노드 수 (자식 칸 포함).
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

    /// 노드를 펼친다: 자식 칸을 한꺼번에 잡는다 (방문 0). 결정적 수 옵션이면 바로 이기는 수나
    /// 막는 수만 남긴다. 자식 순서는 섞는다 (안 해 본 수를 무작위로 고르는 것과 같다).
    /// 노드 상한 때문에 펼칠 수 없으면 false.
    fn expand(&mut self, node: u32, state: &G) -> bool {
        let me = state.to_move();
        self.moves.clear();
        if self.config.decisive {
            state.winning_moves(me, &mut self.moves);
            if self.moves.len() > 1 {
                self.moves.truncate(1);
            }
            if self.moves.is_empty() {
                state.winning_moves(me.other(), &mut self.moves);
            }
        }
        if self.moves.is_empty() {
            state.legal_moves(&mut self.moves);
        }
        if let Some(limit) = self.node_limit {
            let need = self.nodes.len() + self.moves.len();
            if need > limit {
                self.full = true;
                return false;
            }
            if need > self.nodes.capacity() {
                // 두 배씩 키우되 상한을 넘겨 잡지 않는다.
                let target = (self.nodes.capacity() * 2).clamp(need, limit);
                self.nodes.reserve_exact(target - self.nodes.len());
            }
        }
        self.moves.shuffle(&mut self.rng);
        let first = self.nodes.len() as u32;
        for &mv in &self.moves {
            self.nodes.push(Node::fresh(Some(mv), me, node));
        }
        let n = &mut self.nodes[node as usize];
        n.first_child = first;
        n.n_children = self.moves.len() as u32;
        n.expanded = true;
        true
    }

    /// UCT(+RAVE)가 가장 큰 자식. 방문 0인 자식이 있으면 그것 (= 확장).
    fn select_child(&self, node: u32) -> Option<u32> {
        let p = &self.nodes[node as usize];
        if p.n_children == 0 {
            return None;
        }
        let range = p.first_child..p.first_child + p.n_children;
        let ln_n = (p.n.max(1) as f32).ln();
        let c = self.config.c;
        let rave = self.config.rave;
        let k = self.config.rave_k;
        let mut best = range.start;
        let mut best_value = f32::NEG_INFINITY;
        for i in range {
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
                best = i;
            }
        }
        Some(best)
    }

    /// 반복 한 번.
    pub fn iterate(&mut self) {
        let mut state = self.root_state.clone();
        self.path.clear();
        self.path.push(0);
        self.trace.clear();
        let mut node = 0u32;
        let mut status = state.status();
        // 선택과 확장.
        while !status.is_over() {
            if !self.nodes[node as usize].expanded && !self.expand(node, &state) {
                // 트리가 찼다: 이 잎에서 시뮬레이션.
                break;
            }
            let Some(child) = self.select_child(node) else {
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
            let node = &self.nodes[self.path[depth] as usize];
            let (first, count) = (node.first_child as usize, node.n_children as usize);
            let entered = node.mv.map(|mv| (mv, node.mover));
            if count > 0 {
                // 자식들의 수는 모두 이 노드에서 둘 차례인 쪽이 둔다.
                let mover = self.nodes[first].mover;
                let want = mark(mover);
                let score = status.score_for(mover).unwrap_or(0.5);
                for c in &mut self.nodes[first..first + count] {
                    if let Some(mv) = c.mv
                        && self.amaf_mark[self.root_state.move_index(mv)] == want
                    {
                        c.amaf_n += 1;
                        c.amaf_w += score;
                    }
                }
            }
            // 이 노드로 들어온 수도 그 위의 노드들에게는 "나중에 둔 수"다.
            if let Some((mv, mover)) = entered {
                self.amaf_mark[self.root_state.move_index(mv)] = mark(mover);
            }
        }
    }

    /// 수 `mv`를 둔 뒤로 루트를 옮긴다. 트리 재사용이 켜져 있고 그 자식이 있으면 부분 트리를
    /// 남기고 (배열을 새로 모아 담는다), 아니면 처음부터.
    pub fn advance(&mut self, mv: G::Move) {
        self.root_state.play_unchecked(mv);
        let r = self.nodes[0];
        let child = (r.first_child..r.first_child + r.n_children)
            .find(|&i| self.nodes[i as usize].mv == Some(mv));
        match child {
            Some(c) if self.config.reuse => self.reroot(c),
            _ => self.reset_tree(),
        }
        self.full = false;
        self.last = LastIteration::default();
    }

    /// 노드 `c`를 새 루트로, 그 부분 트리만 새 배열에 옮긴다 (자식들이 이어진 모양을 지킨다).
    fn reroot(&mut self, c: u32) {
        let old = std::mem::take(&mut self.nodes);
        let mut nodes = Vec::with_capacity(old.len() / 2 + 1);
        let mut root = old[c as usize];
        root.parent = 0;
        nodes.push(root);
        // (새 번호, 옛 번호) 너비 우선: 부모가 자식 칸을 한꺼번에 옮긴다.
        let mut queue = std::collections::VecDeque::from([(0u32, c)]);
        while let Some((new_i, old_i)) = queue.pop_front() {
            let o = old[old_i as usize];
            if !o.expanded {
                continue;
            }
            let first = nodes.len() as u32;
            for k in 0..o.n_children {
                let mut ch = old[(o.first_child + k) as usize];
                ch.parent = new_i;
                nodes.push(ch);
                queue.push_back((first + k, o.first_child + k));
            }
            nodes[new_i as usize].first_child = first;
        }
        self.nodes = nodes;
    }
}
