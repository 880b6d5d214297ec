//! 노드에 들어가기: 탐색은 재귀가 아니라 명시적인 노드 스택으로 돈다 ([`super::frame::Frame`] 한 칸이
//! 노드 하나). 노드에 들어가면 ([`Searcher::enter`]) 값이 곧바로 나오거나 (끝난 국면, 끝내기 표, 탐색의
//! 끝, 표, 가지치기) 수를 정렬해 스택에 올린다. 자식을 하나씩 진행하고 값을 받는 일은 `child.rs`,
//! 고요 탐색의 노드는 `quiescence.rs`에. 그래서 노드 하나 단위로 멈췄다가 이어 갈 수 있다.
//!
//! 들어가는 차례 (교과서의 알파-베타 그대로, 단계마다 이름 붙은 함수 하나):
//! 1. 정확한 값 — 끝난 국면이나 끝내기 표 ([`Searcher::exact_value`]);
//! 2. 체크 연장 ([`Searcher::check_extension`], `selective.rs`);
//! 3. 깊이가 다했으면 고요 탐색 ([`Searcher::enter_quiescence`]) 또는 평가 ([`Searcher::horizon`]);
//! 4. 표 찾기 ([`Searcher::probe_node`]) — 자르거나 창을 좁히고 먼저 볼 수를 준다;
//! 5. 안에서 줄이기, reverse futility ([`Searcher::iterative_reduction`], [`Searcher::reverse_futile`]);
//! 6. 수 만들기와 정렬 ([`Searcher::generate_moves`]), 정적 가지치기 ([`Searcher::prune_moves`]);
//! 7. 널 무브를 해 볼지 ([`Searcher::null_move_worth_trying`]), 그리고 스택에 ([`Searcher::push_frame`]).

use crate::tt::Bound;

use super::frame::{Enter, Entry, Frame};
use super::game::{Exact, SearchGame, Terminal};
use super::score::{INF, WIN};
use super::searcher::Searcher;
use super::trace::{LeafWhy, ProbeAt, ProbeUse, TraceEvent, Via};

/// 들어가는 노드: 깊이 (체크 연장 뒤), 거리, 들어온 창, 열쇠, 체크, 들어온 길.
#[derive(Clone, Copy, Debug)]
pub(super) struct Opening<M> {
    pub(super) depth: i32,
    pub(super) ply: u32,
    pub(super) alpha: i32,
    pub(super) beta: i32,
    pub(super) key: u64,
    pub(super) in_check: bool,
    pub(super) entered_by: Entry<M>,
}

/// 노드의 창과, 표가 알려 준 바닥과 천장 (창을 좁혔으면 결과를 그 안으로 자른다).
#[derive(Clone, Copy, Debug)]
pub(super) struct Window {
    pub(super) alpha: i32,
    pub(super) beta: i32,
    pub(super) floor: i32,
    pub(super) ceil: i32,
}

impl Window {
    /// 표가 아무것도 알려 주지 않은 창.
    pub(super) fn open(alpha: i32, beta: i32) -> Window {
        Window {
            alpha,
            beta,
            floor: -INF,
            ceil: INF,
        }
    }
}

/// 노드의 표 찾기 결과.
enum Probed<M> {
    /// 표의 값으로 노드가 끝났다.
    Cut(i32),
    /// 좁힌 창과 먼저 볼 수.
    Go(Window, Option<M>),
}

impl<G: SearchGame> Searcher<G> {
    /// 노드에 들어간다 (게임은 이미 그 국면이다).
    pub(super) fn enter(
        &mut self,
        depth: i32,
        ply: u32,
        alpha: i32,
        beta: i32,
        entered_by: Entry<G::Move>,
    ) -> Enter {
        self.report.nodes += 1;
        let key = self.stack.game.key();
        let via = match entered_by {
            Entry::Root => Via::Root,
            Entry::Move(m) => Via::Move(m),
            Entry::Null => Via::Null,
        };
        if let Some((v, why)) = self.exact_value(ply) {
            self.emit(|| TraceEvent::node(via, ply, depth, (alpha, beta), key, (false, false)));
            return self.leaf(v, why);
        }
        let in_check = self.config.selective && self.stack.game.in_check();
        let extended = self.check_extension(depth, ply, in_check);
        let horizon = extended <= 0;
        let quiescence = horizon && self.stack.game.quiescence();
        self.emit(|| {
            let flags = (quiescence, extended > depth);
            TraceEvent::node(via, ply, extended, (alpha, beta), key, flags)
        });
        let node = Opening {
            depth: extended,
            ply,
            alpha,
            beta,
            key,
            in_check,
            entered_by,
        };
        if quiescence {
            self.enter_quiescence(node)
        } else if horizon {
            self.horizon(ply, key)
        } else {
            self.enter_full_width(node)
        }
    }

    /// 노드의 정확한 값 (있으면)과 그 까닭: 끝난 국면 (이김, 짐, 비김), 또는 끝내기 표가 아는 국면.
    fn exact_value(&mut self, ply: u32) -> Option<(i32, LeafWhy)> {
        let over = if ply == 0 {
            self.stack.game.root_terminal()
        } else {
            self.stack.game.terminal()
        };
        if let Some(t) = over {
            return Some((Self::terminal_value(t, ply), LeafWhy::Terminal));
        }
        if ply == 0 {
            return None;
        }
        let exact = self.tables.oracle.as_ref()?.exact(&self.stack.game)?;
        self.report.endgame_hits += 1;
        let mate_at = |d: u16| WIN - (ply as i32 + i32::from(d));
        let v = match exact {
            Exact::Win(d) => mate_at(d),
            Exact::Loss(d) => -mate_at(d),
            Exact::Draw => 0,
        };
        Some((v, LeafWhy::Endgame))
    }

    /// 끝난 국면의 값 (둘 차례인 쪽에서): 지면 빨리 질수록 낮게.
    pub(super) fn terminal_value(t: Terminal, ply: u32) -> i32 {
        match t {
            Terminal::Loss => -(WIN - ply as i32),
            Terminal::Draw => 0,
        }
    }

    /// 탐색의 끝 (고요 탐색이 없는 게임): 위협 탐색이 넷으로만 이기는 길을 찾으면 이김, 아니면 정적
    /// 평가. 둘 다 정확한 값이라 표에도 적는다.
    fn horizon(&mut self, ply: u32, key: u64) -> Enter {
        if self.config.selective
            && self.config.threats
            && let Some(d) = self.stack.game.forced_win()
        {
            self.report.threat_hits += 1;
            let v = WIN - (ply as i32 + i32::from(d));
            if let Some(tt) = &mut self.tables.tt {
                tt.store(key, 0, Bound::Exact, Self::to_tt(v, ply), None);
            }
            return self.leaf(v, LeafWhy::Threat);
        }
        let v = self.stack.game.evaluate();
        if let Some(tt) = &mut self.tables.tt {
            tt.store(key, 0, Bound::Exact, v, None);
        }
        self.leaf(v, LeafWhy::Eval)
    }

    /// 온전한 폭의 노드: 표, 가지치기, 수 만들기, 그리고 스택에.
    fn enter_full_width(&mut self, node: Opening<G::Move>) -> Enter {
        let Opening { ply, in_check, .. } = node;
        let mut depth = node.depth;
        let mut window = Window::open(node.alpha, node.beta);
        let mut tt_move = None;
        if self.tables.tt.is_some() {
            match self.probe_node(&node, window) {
                Probed::Cut(v) => return self.leaf(v, LeafWhy::Table),
                Probed::Go(w, mv) => (window, tt_move) = (w, mv),
            }
            depth = self.iterative_reduction(depth, ply, tt_move);
        }
        let eval = self.pruning_eval(ply, (window.alpha, window.beta), in_check);
        if let Some(e) = eval
            && self.reverse_futile(depth, window.beta, e)
        {
            return self.leaf(e, LeafWhy::Futility);
        }
        self.generate_moves(ply, tt_move, node.entered_by);
        let mut best = -INF;
        if let Some(e) = eval
            && let Some(ceiling) = self.prune_moves(depth, window.alpha, e)
        {
            best = ceiling;
        }
        if self.stack.scratch.is_empty() {
            let v = Self::terminal_value(self.stack.game.no_moves(), ply);
            return self.leaf(v, LeafWhy::NoMoves);
        }
        let window_pair = (window.alpha, window.beta);
        let null_pending =
            self.null_move_worth_trying(depth, ply, window_pair, in_check, node.entered_by, eval);
        self.push_frame(&node, depth, window, best, (false, null_pending))
    }

    /// 표 찾기 (노드에서): 깊이와 경계가 맞는 값이면 노드를 끝내고 (뿌리는 빼고), 아니면 깊이가 충분한
    /// 경계로 창을 좁히고 표의 최선의 수를 준다.
    fn probe_node(&mut self, node: &Opening<G::Move>, window: Window) -> Probed<G::Move> {
        let Some(tt) = &mut self.tables.tt else {
            return Probed::Go(window, None);
        };
        let (key, ply) = (node.key, node.ply);
        let p = tt.probe(
            key,
            node.depth.max(0) as u8,
            Self::to_tt(window.alpha, ply),
            Self::to_tt(window.beta, ply),
        );
        self.emit(|| {
            let used = ProbeUse::at_node(&p, ply);
            TraceEvent::probe(ProbeAt::Node, key, None, used, p.entry)
        });
        if let (Some(v), true) = (p.cutoff, ply > 0) {
            return Probed::Cut(Self::from_tt(v, ply));
        }
        let mut w = window;
        match p.bound {
            Some((Bound::Lower, v)) if ply > 0 => {
                w.floor = Self::from_tt(v, ply);
                w.alpha = w.alpha.max(w.floor);
            }
            Some((Bound::Upper, v)) if ply > 0 => {
                w.ceil = Self::from_tt(v, ply);
                w.beta = w.beta.min(w.ceil);
            }
            _ => {}
        }
        if w.alpha >= w.beta {
            return Probed::Cut(w.alpha);
        }
        Probed::Go(w, p.best)
    }

    /// 노드의 수들을 `scratch`에: 만들고 (뿌리를 묶었으면 그 수들만), 정렬하고, 그 차례를 추적에 적는다.
    fn generate_moves(&mut self, ply: u32, tt_move: Option<G::Move>, entered_by: Entry<G::Move>) {
        if self.config.ordering {
            self.stack.game.moves(&mut self.stack.scratch);
        } else {
            self.stack.game.unordered_moves(&mut self.stack.scratch);
        }
        if ply == 0 && self.root_restricted() {
            let mut moves = std::mem::take(&mut self.stack.scratch);
            self.restrict_root(&mut moves);
            self.stack.scratch = moves;
        }
        if self.config.ordering {
            self.order_moves(ply, tt_move, entered_by.mv());
        }
        self.trace_order(ply, tt_move, entered_by.mv());
    }

    /// `scratch`의 수들로 노드를 스택에 올린다: 깊이 `depth`, 창 `window`, 지금까지의 최선 `best`
    /// (서 있는 값이나 가지치기의 천장), `(고요 탐색인가, 널 무브를 먼저 해 볼까)`.
    pub(super) fn push_frame(
        &mut self,
        node: &Opening<G::Move>,
        depth: i32,
        window: Window,
        best: i32,
        (qs, null_pending): (bool, bool),
    ) -> Enter {
        let start = self.stack.moves.len();
        self.stack.moves.extend_from_slice(&self.stack.scratch);
        self.stack.frames.push(Frame {
            depth,
            ply: node.ply,
            alpha: window.alpha,
            beta: window.beta,
            alpha0: node.alpha,
            beta0: node.beta,
            floor: window.floor,
            ceil: window.ceil,
            key: node.key,
            qs,
            start,
            end: self.stack.moves.len(),
            next: start,
            best,
            best_move: None,
            entered_by: node.entered_by,
            null_window: false,
            research: false,
            in_check: node.in_check,
            null_pending,
            null_child: false,
            reduced: false,
            no_reduce: false,
        });
        Enter::Pushed
    }

    /// 노드가 자식 없이 값 `v`를 낸다 (추적에는 그 까닭과 함께).
    pub(super) fn leaf(&mut self, v: i32, why: LeafWhy) -> Enter {
        self.emit(|| TraceEvent::Leaf { value: v, why });
        Enter::Value(v)
    }
}
