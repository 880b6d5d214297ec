//! 추적을 나무로 다시 세우기 ([`TraceTree`]): 사건을 하나씩 더하고 ([`TraceTree::apply`]) 사건 번호로
//! 되감는다 ([`TraceTree::rewind_to`]). 되감기는 처음부터 다시 세우지 않고 사건마다 적어 둔 되돌리기
//! 기록으로 거슬러 가므로, 슬라이더로 앞뒤를 오가도 옮긴 사건 수만큼만 든다. 앱의 "탐색 나무"가 이것을
//! 그린다 (Bevy 없이, 여기서 시험한다).
//!
//! 규칙 ([`super::trace`]): 노드 사건은 지금 열린 노드의 자식을 열고, 잎과 나감 사건은 그 노드를 닫는다.
//! 부모에서 표가 값을 준 자식(들어가지 않은 국면)은 닫힌 채로 생기는 노드다. 반복(깊이)마다 뿌리가
//! 새로 선다.

use crate::tt::Bound;

use super::trace::{LeafWhy, ProbeAt, ProbeUse, TraceEvent, Via};

/// 나무의 노드 하나.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode<M> {
    /// 부모 (뿌리면 없음).
    pub parent: Option<u32>,
    /// 들어온 길.
    pub via: Via<M>,
    /// 깊이(ply), 남은 깊이, 들어올 때의 창, 열쇠.
    pub ply: u32,
    pub depth: i32,
    pub window: (i32, i32),
    pub key: u64,
    /// 고요 탐색의 노드.
    pub qs: bool,
    /// 어떻게 끝났나 (아직이면 [`NodeEnd::Open`]).
    pub end: NodeEnd,
    /// 자식들, 찾은 차례로.
    pub children: Vec<u32>,
    /// 보지 않은 수의 수: β에 닿아 남은 수와 가지치기(futility, late move pruning)로 뺀 수.
    pub skipped: u32,
    /// 이 노드를 연 사건과 (닫혔으면) 닫은 사건의 번호.
    pub opened_at: usize,
    pub closed_at: Option<usize>,
    /// 닫혔으면 부분 나무의 노드 수 (자신 포함; 열린 노드는 0, [`TraceTree::subtree_size`]가 센다).
    pub size: u32,
}

/// 노드가 끝난 모습.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeEnd {
    /// 아직 찾는 중.
    Open,
    /// 자식 없이 값을 냈다 (끝난 국면, 평가, 표 …).
    Leaf { value: i32, why: LeafWhy },
    /// 자식들을 보고 값을 냈다 (경계, 표에 적었나).
    Done {
        value: i32,
        bound: Bound,
        stored: bool,
    },
    /// 부모가 두기 전에 표가 값을 주어 들어가지 않았다 ("찾았다! 0개 계산").
    Table { value: i32 },
}

/// 사건 하나를 되돌리는 데 필요한 것.
#[derive(Clone, Debug, PartialEq)]
enum Undo {
    /// 아무것도 바꾸지 않았다.
    Nothing,
    /// 새 반복을 시작했다 (그때 열려 있던 길: 시간이 다 되어 끊긴 반복이면 비어 있지 않다).
    Root(Vec<u32>),
    /// 노드를 열었다 (부모의 자식 목록 끝, 열린 길의 끝).
    Opened,
    /// 열린 노드를 닫았다.
    Closed(u32),
    /// 닫힌 자식(표의 답)을 만들었다.
    TableChild,
    /// 노드의 `skipped`를 바꿨다 (그 전의 값).
    Skipped(u32, u32),
    /// 노드의 깊이를 줄였다 (그 전의 값).
    Depth(u32, i32),
}

/// 추적에서 다시 세운 나무.
#[derive(Clone, Debug, PartialEq)]
pub struct TraceTree<M> {
    /// 모든 노드 (모든 반복).
    pub nodes: Vec<TreeNode<M>>,
    /// 반복마다의 뿌리 (깊이 1, 2, … 그리고 열망 창이 깨진 다시 찾기).
    pub roots: Vec<u32>,
    /// 지금 열린 노드들 (뿌리부터).
    pub path: Vec<u32>,
    undo: Vec<Undo>,
    /// 표가 답해 들어가지 않은 자식의 수 ([`NodeEnd::Table`]; 찾은 노드 수를 한 번에 세려고).
    table_children: usize,
}

impl<M> Default for TraceTree<M> {
    fn default() -> Self {
        TraceTree {
            nodes: Vec::new(),
            roots: Vec::new(),
            path: Vec::new(),
            undo: Vec::new(),
            table_children: 0,
        }
    }
}

impl<M: Copy> TraceTree<M> {
    /// 더한 사건 수 (다음 사건의 번호).
    pub fn applied(&self) -> usize {
        self.undo.len()
    }

    /// 사건 하나를 더한다 (`events[self.applied()]`여야 한다): 노드 사건은 노드를 열고, 잎과 나가기는
    /// 닫고, 부모에서 본 표의 값은 닫힌 자식 하나가 되고, 안 본 수는 노드의 "n수 안 봄"에 모인다.
    pub fn apply(&mut self, event: &TraceEvent<M>) {
        let at = self.undo.len();
        let undo = match *event {
            // 새 반복: 열린 길을 비우고, 다음 노드 사건이 뿌리가 된다.
            TraceEvent::Iteration { .. } => Undo::Root(std::mem::take(&mut self.path)),
            TraceEvent::Node {
                via,
                ply,
                depth,
                alpha,
                beta,
                key,
                qs,
                ..
            } => self.open(via, ply, depth, (alpha, beta), key, qs, at),
            TraceEvent::Probe {
                at: ProbeAt::Parent,
                used: ProbeUse::Value,
                mv: Some(mv),
                key,
                entry,
            } => self.table_child(mv, key, entry.map_or(0, |(v, _, _)| v), at),
            TraceEvent::Reduced { depth } => match self.path.last().copied() {
                Some(id) => Undo::Depth(
                    id,
                    std::mem::replace(&mut self.nodes[id as usize].depth, depth),
                ),
                None => Undo::Nothing,
            },
            TraceEvent::Leaf { value, why } => self.close(NodeEnd::Leaf { value, why }, at),
            TraceEvent::Exit {
                value,
                bound,
                stored,
                ..
            } => self.close(
                NodeEnd::Done {
                    value,
                    bound,
                    stored,
                },
                at,
            ),
            // 가지치기로 보지 않은 수와 β에 닿아 보지 않은 수는 한 칸에 모인다 ("n수 안 봄").
            TraceEvent::Cutoff { skipped, .. } | TraceEvent::Pruned { skipped, .. } => {
                self.skip(skipped)
            }
            _ => Undo::Nothing,
        };
        self.undo.push(undo);
    }

    /// 노드를 연다: 열린 맨 위 노드의 자식으로 (없으면 뿌리로).
    fn open(
        &mut self,
        via: Via<M>,
        ply: u32,
        depth: i32,
        window: (i32, i32),
        key: u64,
        qs: bool,
        at: usize,
    ) -> Undo {
        let parent = self.path.last().copied();
        let id = self.nodes.len() as u32;
        self.nodes.push(TreeNode {
            parent,
            via,
            ply,
            depth,
            window,
            key,
            qs,
            end: NodeEnd::Open,
            children: Vec::new(),
            skipped: 0,
            opened_at: at,
            closed_at: None,
            size: 0,
        });
        match parent {
            Some(p) => self.nodes[p as usize].children.push(id),
            None => self.roots.push(id),
        }
        self.path.push(id);
        Undo::Opened
    }

    /// 부모에서 본 표가 자식 `mv`의 값 `value`를 주었다: 들어가지 않은 자식을 닫힌 노드 하나로 붙인다.
    fn table_child(&mut self, mv: M, key: u64, value: i32, at: usize) -> Undo {
        let Some(p) = self.path.last().copied() else {
            return Undo::Nothing;
        };
        let parent = &self.nodes[p as usize];
        let node = TreeNode {
            parent: Some(p),
            via: Via::Move(mv),
            ply: parent.ply + 1,
            depth: parent.depth - 1,
            window: parent.window,
            key,
            qs: false,
            end: NodeEnd::Table { value },
            children: Vec::new(),
            skipped: 0,
            opened_at: at,
            closed_at: Some(at),
            size: 1,
        };
        let id = self.nodes.len() as u32;
        self.nodes.push(node);
        self.nodes[p as usize].children.push(id);
        self.table_children += 1;
        Undo::TableChild
    }

    /// 열린 맨 위 노드가 수 `skipped`개를 보지 않았다.
    fn skip(&mut self, skipped: u32) -> Undo {
        match self.path.last().copied() {
            Some(p) => {
                let n = &mut self.nodes[p as usize];
                let before = n.skipped;
                n.skipped += skipped;
                Undo::Skipped(p, before)
            }
            None => Undo::Nothing,
        }
    }

    /// 열린 맨 위 노드를 닫는다.
    fn close(&mut self, end: NodeEnd, at: usize) -> Undo {
        match self.path.pop() {
            Some(id) => {
                // 노드는 찾은 차례(깊이 우선)로 붙으므로, 열려 있는 동안 붙은 노드가 곧 그 부분 나무다.
                let size = self.nodes.len() as u32 - id;
                let n = &mut self.nodes[id as usize];
                n.end = end;
                n.closed_at = Some(at);
                n.size = size;
                Undo::Closed(id)
            }
            None => Undo::Nothing,
        }
    }

    /// 마지막 사건을 되돌린다. 되돌릴 것이 없으면 false.
    pub fn undo_last(&mut self) -> bool {
        let Some(undo) = self.undo.pop() else {
            return false;
        };
        match undo {
            Undo::Nothing => {}
            Undo::Root(path) => self.path = path,
            Undo::Opened => {
                if let Some(n) = self.nodes.pop() {
                    self.path.pop();
                    match n.parent {
                        Some(p) => {
                            self.nodes[p as usize].children.pop();
                        }
                        None => {
                            self.roots.pop();
                        }
                    }
                }
            }
            Undo::TableChild => {
                self.table_children -= 1;
                if let Some(n) = self.nodes.pop()
                    && let Some(p) = n.parent
                {
                    self.nodes[p as usize].children.pop();
                }
            }
            Undo::Closed(id) => {
                let n = &mut self.nodes[id as usize];
                n.end = NodeEnd::Open;
                n.closed_at = None;
                n.size = 0;
                self.path.push(id);
            }
            Undo::Skipped(id, before) => self.nodes[id as usize].skipped = before,
            Undo::Depth(id, before) => self.nodes[id as usize].depth = before,
        }
        true
    }

    /// 사건 `n`개를 더한 모습으로 (앞으로는 `events`에서 더하고, 뒤로는 되돌린다).
    pub fn rewind_to(&mut self, n: usize, events: &[TraceEvent<M>]) {
        let n = n.min(events.len());
        while self.applied() > n {
            self.undo_last();
        }
        while self.applied() < n {
            let e = &events[self.applied()];
            self.apply(e);
        }
    }

    /// 지금까지 찾은 노드 수 (노드 사건의 수: 표가 답해 들어가지 않은 자식은 빼고).
    pub fn searched(&self) -> usize {
        self.nodes.len() - self.table_children
    }

    /// 마지막 반복의 뿌리 (있으면).
    pub fn root(&self) -> Option<u32> {
        self.roots.last().copied()
    }

    /// 노드 `id`의 부분 나무에 든 노드 수 (자신 포함; 접은 부분 나무에 적는 수). 나무의 크기와 상관없이
    /// 한 번에: 닫힌 노드는 닫을 때 센 수, 열린 노드는 그 뒤에 붙은 모든 노드 (모두 그 아래에 있다).
    pub fn subtree_size(&self, id: u32) -> usize {
        match self.nodes.get(id as usize) {
            Some(n) if n.closed_at.is_some() => n.size as usize,
            Some(_) => self.nodes.len() - id as usize,
            None => 0,
        }
    }

    /// 같은 반복에서 같은 열쇠를 먼저 만난 노드 (다른 수순으로 온 같은 국면, 전치): 같은 반복의 노드는
    /// 번호가 이어져 있으므로 그 반복의 뿌리부터 `id` 앞까지 찾는다.
    pub fn transposition_of(&self, id: u32) -> Option<u32> {
        let key = self.nodes.get(id as usize)?.key;
        let mut root = id;
        while let Some(p) = self.nodes[root as usize].parent {
            root = p;
        }
        self.nodes[root as usize..id as usize]
            .iter()
            .position(|n| n.key == key)
            .map(|i| root + i as u32)
    }

    /// 뿌리에서 노드 `id`까지의 노드들 (뿌리와 `id` 포함).
    pub fn path_to(&self, id: u32) -> Vec<u32> {
        let mut out = vec![id];
        let mut at = id;
        while let Some(p) = self.nodes.get(at as usize).and_then(|n| n.parent) {
            out.push(p);
            at = p;
        }
        out.reverse();
        out
    }

    /// 뿌리에서 노드 `id`까지 들어온 수들.
    pub fn line(&self, id: u32) -> Vec<Via<M>> {
        self.path_to(id)
            .into_iter()
            .skip(1)
            .filter_map(|i| self.nodes.get(i as usize).map(|n| n.via))
            .collect()
    }
}
