//! 몬테카를로 트리 탐색 (UCT). 평가 함수 없이, 무작위 대국의 결과만으로 트리를 키운다.
//!
//! 한 번의 반복 = 선택 (UCT = W/N + C·√(ln N_부모 / N)이 가장 큰 자식으로 내려감) → 확장 (아직
//! 안 해 본 수 하나를 더함) → 시뮬레이션 (끝까지 무작위로 둠) → 역전파 (길 위의 노드마다 N + 1,
//! 그 노드로 들어오는 수를 둔 쪽이 이겼으면 W + 1, 비기면 ½). 실제로 두는 수는 방문이 가장 많은 루트
//! 자식이다 (승률이 가장 높은 것이 아니라).
//!
//! 참고: L. Kocsis, C. Szepesvári, "Bandit based Monte-Carlo Planning" (ECML 2006);
//! <https://www.chessprogramming.org/UCT>. RAVE/AMAF: S. Gelly, D. Silver, "Combining Online and
//! Offline Knowledge in UCT" (ICML 2007). 결정적 수: F. Teytaud, O. Teytaud, "On the Huge Benefit of
//! Decisive Moves in Monte-Carlo Tree Search Algorithms" (CIG 2010).
//!
//! 노드는 한 배열(arena)에 있고, 한 노드의 자식들은 배열에서 이어져 있다. 노드가 처음 부모가 될 때
//! 자식 칸을 한꺼번에 잡고 (방문 0), 선택은 방문 0인 자식을 먼저 고른다 — 그것이 "확장"이다.

use core::fmt::Debug;

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::games::{Player, Status};
use crate::step::{Budget, Instant, Progress, Steppable};

/// MCTS가 돌릴 수 있는 게임. 두 사람이 번갈아 둔다.
pub trait Game: Clone + Send + Sync + 'static {
    /// 수.
    type Move: Copy + Eq + core::hash::Hash + Debug + Send + Sync + 'static;

    /// 둘 차례.
    fn to_move(&self) -> Player;
    /// 상태.
    fn status(&self) -> Status;
    /// 둘 수 있는 수 전부를 `out`에 넣는다 (비우고 나서).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// 수를 둔다. 합법인지 확인하지 않는 빠른 길: 호출자가 합법을 보장한다.
    fn play_unchecked(&mut self, mv: Self::Move);
    /// 수 번호의 범위 (RAVE 표의 크기).
    fn move_space(&self) -> usize;
    /// 수 → `0..move_space()`.
    fn move_index(&self, mv: Self::Move) -> usize;

    /// `player`가 지금 두면 바로 이기는 수들 (차례와 상관없이). 결정적 수 옵션이 쓴다.
    fn winning_moves(&self, player: Player, out: &mut Vec<Self::Move>) {
        out.clear();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        for mv in moves {
            let mut g = self.clone();
            g.force_turn(player);
            g.play_unchecked(mv);
            if g.status() == Status::Won(player) {
                out.push(mv);
            }
        }
    }

    /// 둘 차례를 바꾼다 ([`Game::winning_moves`]의 기본 구현이 "상대가 둔다면"을 볼 때).
    fn force_turn(&mut self, player: Player);

    /// 끝까지 무작위로 둔다. 둔 수들을 차례대로 `trace`에 적고 (RAVE가 쓴다), 결과를 돌려준다.
    ///
    /// `decisive`이면 시뮬레이션에서도 바로 이기는 수는 두고, 상대가 바로 이기는 수는 막는다
    /// (결정적 수, Teytaud & Teytaud 2010). 이 검사가 비싼 게임(헥스의 판 채우기 등)은 무시해도 된다.
    fn playout(
        &mut self,
        rng: &mut ChaCha8Rng,
        trace: &mut Vec<Self::Move>,
        decisive: bool,
    ) -> Status {
        let mut moves = Vec::new();
        let mut forced = Vec::new();
        loop {
            let s = self.status();
            if s.is_over() {
                return s;
            }
            if decisive {
                let me = self.to_move();
                self.winning_moves(me, &mut forced);
                if forced.is_empty() {
                    self.winning_moves(me.other(), &mut forced);
                }
            }
            let pool = if forced.is_empty() {
                self.legal_moves(&mut moves);
                &moves
            } else {
                &forced
            };
            let Some(&mv) = pool.get(rng.random_range(0..pool.len().max(1))) else {
                return Status::Draw;
            };
            forced.clear();
            trace.push(mv);
            self.play_unchecked(mv);
        }
    }
}

/// UCT의 설정. 옵션마다 켜고 끌 수 있어 장면이 비교할 수 있다.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// 탐험 상수 C (0.2–3).
    pub c: f32,
    /// 결정적 수: 바로 이기는 수가 있으면 그것만, 상대가 바로 이기는 수가 있으면 막는 수만 본다
    /// (트리에서, 그리고 게임이 싸게 할 수 있으면 시뮬레이션에서도).
    pub decisive: bool,
    /// 수를 둔 뒤 그 수의 부분 트리를 다음 탐색에 다시 쓴다.
    pub reuse: bool,
    /// RAVE/AMAF: "나중에 이 수를 둔 대국"의 통계를 섞는다 (헥스·하바나).
    pub rave: bool,
    /// RAVE 등가 상수 k: β = √(k / (3N + k)).
    pub rave_k: f32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            c: 1.0,
            decisive: true,
            reuse: true,
            rave: false,
            rave_k: 1000.0,
        }
    }
}

/// 탐색 전체의 예산.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// 반복 횟수.
    Iterations(u64),
    /// 밀리초 (wasm에서도 동작하는 시계로 잰다).
    Millis(u64),
}

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

/// 루트 자식 하나의 통계.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChildStat<M> {
    /// 수.
    pub mv: M,
    /// 방문 수.
    pub visits: u32,
    /// 그 수를 둔 쪽(= 루트에서 둘 차례)의 승점 합.
    pub wins: f32,
}

impl<M> ChildStat<M> {
    /// 승률 (둘 차례인 쪽에서 본). 방문이 없으면 0.
    pub fn win_rate(&self) -> f32 {
        if self.visits == 0 {
            0.0
        } else {
            self.wins / self.visits as f32
        }
    }
}

/// 그리기용 트리 노드.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SnapNode<M> {
    /// 노드 번호 (같은 탐색 안에서 고정).
    pub id: u32,
    /// 부모 번호 (루트는 자기 자신).
    pub parent: u32,
    /// 깊이 (루트 0).
    pub depth: u32,
    /// 들어오는 수.
    pub mv: Option<M>,
    /// 방문 수.
    pub visits: u32,
    /// 들어오는 수를 둔 쪽의 승점 합.
    pub wins: f32,
}

/// 마지막 반복의 모습.
#[derive(Clone, Debug, PartialEq)]
pub struct LastIteration<M> {
    /// 선택·확장으로 지나간 노드 번호들 (루트부터).
    pub path: Vec<u32>,
    /// 시뮬레이션에서 둔 수들.
    pub rollout: Vec<M>,
    /// 결과.
    pub result: Option<Status>,
}

impl<M> Default for LastIteration<M> {
    fn default() -> Self {
        LastIteration {
            path: Vec::new(),
            rollout: Vec::new(),
            result: None,
        }
    }
}

/// 생각 도중의 모습.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot<M> {
    /// 지금까지의 반복 수.
    pub iterations: u64,
    /// 걸린 시간 (초).
    pub elapsed: f32,
    /// 루트 자식들.
    pub root: Vec<ChildStat<M>>,
    /// 정해진 깊이까지의 트리 (방문 있는 노드만).
    pub tree: Vec<SnapNode<M>>,
    /// 마지막 반복.
    pub last: LastIteration<M>,
}

/// 탐색의 결론.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision<M> {
    /// 방문이 가장 많은 루트 자식. 둘 수가 없으면 `None`.
    pub best: Option<M>,
    /// 반복 수.
    pub iterations: u64,
    /// 걸린 시간 (초).
    pub elapsed: f32,
    /// 루트 자식들 (방문이 많은 순).
    pub root: Vec<ChildStat<M>>,
}

/// UCT 탐색기 하나 (트리 하나, 스레드 하나).
#[derive(Clone, Debug)]
pub struct Mcts<G: Game> {
    root_state: G,
    config: Config,
    rng: ChaCha8Rng,
    nodes: Vec<Node<G::Move>>,
    iterations: u64,
    // 반복마다 다시 쓰는 버퍼들 (할당을 줄이려고).
    path: Vec<u32>,
    moves: Vec<G::Move>,
    trace: Vec<G::Move>,
    amaf_seen: Vec<u32>,
    amaf_player: Vec<Player>,
    amaf_stamp: u32,
    last: LastIteration<G::Move>,
    record_last: bool,
}

impl<G: Game> Mcts<G> {
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
            amaf_seen: vec![0; space],
            amaf_player: vec![Player::First; space],
            amaf_stamp: 0,
            last: LastIteration::default(),
            record_last: true,
        };
        m.reset_tree();
        m
    }

    fn reset_tree(&mut self) {
        self.nodes.clear();
        self.nodes.push(Node {
            mv: None,
            mover: self.root_state.to_move().other(),
            parent: 0,
            first_child: 0,
            n_children: 0,
            expanded: false,
            n: 0,
            w: 0.0,
            amaf_n: 0,
            amaf_w: 0.0,
        });
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
    fn expand(&mut self, node: u32, state: &G) {
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
        self.moves.shuffle(&mut self.rng);
        let first = self.nodes.len() as u32;
        for &mv in &self.moves {
            self.nodes.push(Node {
                mv: Some(mv),
                mover: me,
                parent: node,
                first_child: 0,
                n_children: 0,
                expanded: false,
                n: 0,
                w: 0.0,
                amaf_n: 0,
                amaf_w: 0.0,
            });
        }
        let n = &mut self.nodes[node as usize];
        n.first_child = first;
        n.n_children = self.moves.len() as u32;
        n.expanded = true;
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
                let beta = (k / (3.0 * n + k)).sqrt();
                (1.0 - beta) * q + beta * (ch.amaf_w / ch.amaf_n as f32)
            } else {
                q
            };
            let value = q + c * (ln_n / n).sqrt();
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
            if !self.nodes[node as usize].expanded {
                self.expand(node, &state);
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
            status = state.playout(&mut self.rng, &mut self.trace, self.config.decisive);
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
    /// 뒤에서부터 훑으며 "가장 먼저 둔 쪽"을 기록해 두므로 반복 하나에 O(길이 + 자식 수)다.
    fn update_amaf(&mut self, status: Status) {
        self.amaf_stamp = self.amaf_stamp.wrapping_add(1);
        if self.amaf_stamp == 0 {
            self.amaf_seen.fill(0);
            self.amaf_stamp = 1;
        }
        let stamp = self.amaf_stamp;
        // 시뮬레이션의 수들: 길의 마지막 노드에서 둘 차례인 쪽부터 번갈아.
        let last = *self.path.last().unwrap_or(&0);
        let mut who = self.nodes[last as usize].mover.other();
        let mut seq: Vec<(usize, Player)> = Vec::with_capacity(self.trace.len());
        for &mv in &self.trace {
            seq.push((self.root_state.move_index(mv), who));
            who = who.other();
        }
        for &(idx, p) in seq.iter().rev() {
            self.amaf_seen[idx] = stamp;
            self.amaf_player[idx] = p;
        }
        for depth in (0..self.path.len()).rev() {
            let node = self.path[depth] as usize;
            let (first, count) = (self.nodes[node].first_child, self.nodes[node].n_children);
            for i in first..first + count {
                let ch = self.nodes[i as usize];
                let Some(mv) = ch.mv else { continue };
                let idx = self.root_state.move_index(mv);
                if self.amaf_seen[idx] == stamp && self.amaf_player[idx] == ch.mover {
                    let c = &mut self.nodes[i as usize];
                    c.amaf_n += 1;
                    c.amaf_w += status.score_for(ch.mover).unwrap_or(0.5);
                }
            }
            // 이 노드로 들어온 수도 그 위의 노드들에게는 "나중에 둔 수"다.
            if let Some(mv) = self.nodes[node].mv {
                let idx = self.root_state.move_index(mv);
                self.amaf_seen[idx] = stamp;
                self.amaf_player[idx] = self.nodes[node].mover;
            }
        }
    }

    /// 루트 자식들의 통계 (방문이 많은 순).
    pub fn root_stats(&self) -> Vec<ChildStat<G::Move>> {
        let r = &self.nodes[0];
        let mut v: Vec<ChildStat<G::Move>> = (r.first_child..r.first_child + r.n_children)
            .filter_map(|i| {
                let n = &self.nodes[i as usize];
                n.mv.map(|mv| ChildStat {
                    mv,
                    visits: n.n,
                    wins: n.w,
                })
            })
            .collect();
        v.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.wins.total_cmp(&a.wins)));
        v
    }

    /// 방문이 가장 많은 루트 자식 (같으면 승점이 많은 것). 아직 펼치지 않았으면 아무 합법 수.
    pub fn best_move(&self) -> Option<G::Move> {
        self.root_stats().first().map(|c| c.mv).or_else(|| {
            let mut v = Vec::new();
            self.root_state.legal_moves(&mut v);
            v.first().copied()
        })
    }

    /// 깊이 `max_depth`까지, 방문이 있는 노드들 (그리기용).
    pub fn tree(&self, max_depth: u32) -> Vec<SnapNode<G::Move>> {
        let mut out = Vec::new();
        let mut stack = vec![(0u32, 0u32)];
        while let Some((i, depth)) = stack.pop() {
            let n = &self.nodes[i as usize];
            if n.n == 0 && i != 0 {
                continue;
            }
            out.push(SnapNode {
                id: i,
                parent: n.parent,
                depth,
                mv: n.mv,
                visits: n.n,
                wins: n.w,
            });
            if depth < max_depth {
                for c in (n.first_child..n.first_child + n.n_children).rev() {
                    stack.push((c, depth + 1));
                }
            }
        }
        out
    }

    /// 마지막 반복.
    pub fn last_iteration(&self) -> &LastIteration<G::Move> {
        &self.last
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

    /// 지금까지의 결론.
    pub fn decision(&self, elapsed: f32) -> Decision<G::Move> {
        Decision {
            best: self
                .best_move()
                .filter(|_| !self.root_state.status().is_over()),
            iterations: self.iterations,
            elapsed,
            root: self.root_stats(),
        }
    }
}

/// 앱과 명령줄이 쓰는 탐색: 예산이 있고, 조금씩 돌릴 수 있고 ([`Steppable`]), 네이티브에서는
/// 루트 병렬(스레드마다 트리 하나, 씨앗만 다르게)로 다른 코어도 쓴다. wasm은 스레드 하나.
#[derive(Clone, Debug)]
pub struct Search<G: Game> {
    trees: Vec<Mcts<G>>,
    limit: Limit,
    started: Option<Instant>,
    depth: u32,
}

impl<G: Game> Search<G> {
    /// `threads`개의 트리로 `limit`만큼 생각하는 탐색. 트리 `i`의 씨앗은 `seed + i`.
    pub fn new(state: G, config: Config, seed: u64, limit: Limit, threads: usize) -> Self {
        let threads = threads.max(1);
        let trees = (0..threads)
            .map(|i| Mcts::new(state.clone(), config, seed.wrapping_add(i as u64)))
            .collect();
        Search {
            trees,
            limit,
            started: None,
            depth: 3,
        }
    }

    /// 이미 자란 트리들로 시작한다 (트리 재사용). 비어 있으면 안 된다.
    ///
    /// # Panics
    /// `trees`가 비었을 때 (호출자의 버그).
    pub fn with_trees(trees: Vec<Mcts<G>>, limit: Limit) -> Self {
        assert!(!trees.is_empty(), "a search needs at least one tree");
        Search {
            trees,
            limit,
            started: None,
            depth: 3,
        }
    }

    /// 첫 트리를 꺼낸다 (다음 수에 다시 쓰려고). 꺼낸 뒤의 탐색은 빈 트리 하나로 남는다.
    pub fn take_tree(&mut self) -> Option<Mcts<G>> {
        if self.trees.len() > 1 {
            Some(self.trees.remove(0))
        } else {
            let fresh = Mcts::new(
                self.trees[0].root_state().clone(),
                self.trees[0].config(),
                0,
            );
            Some(std::mem::replace(&mut self.trees[0], fresh))
        }
    }

    /// 스냅숏에 담을 트리의 깊이.
    pub fn with_snapshot_depth(mut self, depth: u32) -> Self {
        self.depth = depth;
        self
    }

    /// 모든 트리의 반복 수 합.
    pub fn iterations(&self) -> u64 {
        self.trees.iter().map(Mcts::iterations).sum()
    }

    fn elapsed(&self) -> f32 {
        self.started.map_or(0.0, |s| s.elapsed().as_secs_f32())
    }

    /// 예산을 다 썼는가.
    fn exhausted(&self) -> bool {
        match self.limit {
            Limit::Iterations(n) => self.iterations() >= n,
            Limit::Millis(ms) => self.elapsed() * 1000.0 >= ms as f32,
        }
    }

    /// 루트 자식 통계를 모든 트리에서 합친다 (방문이 많은 순).
    pub fn merged_root(&self) -> Vec<ChildStat<G::Move>> {
        let mut merged: Vec<ChildStat<G::Move>> = Vec::new();
        for t in &self.trees {
            for s in t.root_stats() {
                match merged.iter_mut().find(|m| m.mv == s.mv) {
                    Some(m) => {
                        m.visits += s.visits;
                        m.wins += s.wins;
                    }
                    None => merged.push(s),
                }
            }
        }
        merged.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.wins.total_cmp(&a.wins)));
        merged
    }

    fn decide(&self) -> Decision<G::Move> {
        let root = self.merged_root();
        let over = self.trees[0].root_state().status().is_over();
        Decision {
            best: if over {
                None
            } else {
                root.first()
                    .map(|c| c.mv)
                    .or_else(|| self.trees[0].best_move())
            },
            iterations: self.iterations(),
            elapsed: self.elapsed(),
            root,
        }
    }

    /// 조각 하나: 트리마다 `budget`만큼 (반복 예산이면 남은 반복을 넘지 않게) —
    /// 네이티브에서 트리가 여럿이면 스레드마다 하나씩.
    fn run_slice(&mut self, budget: Budget) {
        let cap = match self.limit {
            // 반복 예산은 트리들에 고르게 나눈다 (트리 i는 i < 나머지이면 하나 더).
            Limit::Iterations(n) => {
                let k = self.trees.len() as u64;
                Some((n / k, n % k))
            }
            Limit::Millis(_) => None,
        };
        // 시간 예산은 남은 시간을 넘지 않게 자른다 (일 예산으로 불려도).
        let budget = match (self.limit, budget) {
            (Limit::Millis(ms), b) => {
                let left = core::time::Duration::from_millis(ms).saturating_sub(
                    self.started
                        .map_or(core::time::Duration::ZERO, |s| s.elapsed()),
                );
                match b {
                    Budget::Time(t) => Budget::Time(t.min(left)),
                    Budget::Work(_) => Budget::Time(left),
                }
            }
            (Limit::Iterations(_), b) => b,
        };
        let caps: Vec<u64> = (0..self.trees.len() as u64)
            .map(|i| match cap {
                Some((q, r)) => {
                    (q + u64::from(i < r)).saturating_sub(self.trees[i as usize].iterations())
                }
                None => u64::MAX,
            })
            .collect();
        #[cfg(not(target_arch = "wasm32"))]
        if self.trees.len() > 1 {
            std::thread::scope(|s| {
                for (t, &cap) in self.trees.iter_mut().zip(&caps) {
                    s.spawn(move || t.run_budget(budget, cap));
                }
            });
            return;
        }
        for (t, &cap) in self.trees.iter_mut().zip(&caps) {
            t.run_budget(budget, cap);
        }
    }
}

impl<G: Game> Steppable for Search<G> {
    type Output = Decision<G::Move>;
    type Snapshot = Snapshot<G::Move>;

    fn step(&mut self, budget: Budget) -> Progress<Self::Output> {
        self.started.get_or_insert_with(Instant::now);
        if self.trees[0].root_state().status().is_over() {
            return Progress::Done(self.decide());
        }
        if !self.exhausted() {
            self.run_slice(budget);
        }
        if self.exhausted() {
            Progress::Done(self.decide())
        } else {
            Progress::Pending
        }
    }

    fn snapshot(&self) -> Self::Snapshot {
        let t = &self.trees[0];
        Snapshot {
            iterations: self.iterations(),
            elapsed: self.elapsed(),
            root: self.merged_root(),
            tree: t.tree(self.depth),
            last: t.last_iteration().clone(),
        }
    }
}

/// 이 기계에서 쓸 만한 스레드 수 (wasm은 1).
pub fn available_threads() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
    #[cfg(target_arch = "wasm32")]
    {
        1
    }
}
