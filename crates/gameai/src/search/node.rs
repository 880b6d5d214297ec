//! 노드 스택: 탐색은 재귀가 아니라 명시적인 스택으로 돈다. 노드에 들어가고 ([`Searcher::enter`]),
//! 자식을 하나씩 진행하고 ([`Searcher::advance`]), 자식의 값을 받고 ([`Searcher::report_child`]),
//! 다 보면 표에 적고 부모에게 돌아간다. 그래서 노드 하나 단위로 멈췄다가 이어 갈 수 있다.

use crate::tt::Bound;

use super::frame::{Enter, Entry, Frame};
use super::game::{Exact, SearchGame, Terminal};
use super::score::{INF, WIN, WIN_BOUND};
use super::searcher::Searcher;
use super::trace::{ChildKind, LeafWhy, ProbeAt, ProbeUse, TraceEvent, Via};

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
        self.nodes += 1;
        let over = if ply == 0 {
            self.game.root_terminal()
        } else {
            self.game.terminal()
        };
        let key = self.game.key();
        let via = match entered_by {
            Entry::Root => Via::Root,
            Entry::Move(m) => Via::Move(m),
            Entry::Null => Via::Null,
        };
        if let Some(t) = over {
            let v = match t {
                Terminal::Loss => -(WIN - ply as i32),
                Terminal::Draw => 0,
            };
            self.emit(|| TraceEvent::node(via, ply, depth, (alpha, beta), key, (false, false)));
            return self.leaf(v, LeafWhy::Terminal);
        }
        if ply > 0
            && let Some(oracle) = &self.oracle
            && let Some(exact) = oracle.exact(&self.game)
        {
            self.endgame_hits += 1;
            let mate_at = |d: u16| WIN - (ply as i32 + i32::from(d));
            let v = match exact {
                Exact::Win(d) => mate_at(d),
                Exact::Loss(d) => -mate_at(d),
                Exact::Draw => 0,
            };
            self.emit(|| TraceEvent::node(via, ply, depth, (alpha, beta), key, (false, false)));
            return self.leaf(v, LeafWhy::Endgame);
        }
        let in_check = self.config.selective && self.game.in_check();
        let given = depth;
        let mut depth = self.check_extension(depth, ply, in_check);
        let qs = depth <= 0;
        let quiescence = qs && self.game.quiescence();
        self.emit(|| {
            TraceEvent::node(
                via,
                ply,
                depth,
                (alpha, beta),
                key,
                (quiescence, depth > given),
            )
        });
        if qs && !self.game.quiescence() {
            // 위협 탐색: 둘 차례인 쪽이 넷으로만 이기면 이 잎은 이김이다 (정확한 값이라 표에도 적는다).
            if self.config.selective
                && self.config.threats
                && let Some(d) = self.game.forced_win()
            {
                self.threat_hits += 1;
                let v = WIN - (ply as i32 + i32::from(d));
                if let Some(tt) = &mut self.tt {
                    tt.store(key, 0, Bound::Exact, Self::to_tt(v, ply), None);
                }
                return self.leaf(v, LeafWhy::Threat);
            }
            let v = self.game.evaluate();
            if let Some(tt) = &mut self.tt {
                tt.store(key, 0, Bound::Exact, v, None);
            }
            return self.leaf(v, LeafWhy::Eval);
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut alpha = alpha;
        let mut beta = beta;
        let (mut floor, mut ceil) = (-INF, INF);
        let mut best = -INF;
        let mut tt_move = None;
        let mut eval = None;
        if qs {
            // 고요 탐색: 그대로 서 있는 값이 바닥이다 (서 있을 수 없는 국면이면 바닥 없이).
            if self.game.may_stand_pat() {
                let stand = self.game.evaluate();
                if stand >= beta {
                    return self.leaf(stand, LeafWhy::StandPat);
                }
                alpha = alpha.max(stand);
                best = stand;
            }
            self.game.noisy_moves(&mut self.scratch);
        } else {
            if let Some(tt) = &mut self.tt {
                let p = tt.probe(
                    key,
                    depth.max(0) as u8,
                    Self::to_tt(alpha, ply),
                    Self::to_tt(beta, ply),
                );
                self.emit(|| {
                    let used = ProbeUse::at_node(&p, ply);
                    TraceEvent::probe(ProbeAt::Node, key, None, used, p.entry)
                });
                if let (Some(v), true) = (p.cutoff, ply > 0) {
                    return self.leaf(Self::from_tt(v, ply), LeafWhy::Table);
                }
                // 끝내지는 못해도, 깊이가 충분한 경계는 창을 좁힌다.
                match p.bound {
                    Some((Bound::Lower, v)) if ply > 0 => {
                        floor = Self::from_tt(v, ply);
                        alpha = alpha.max(floor);
                    }
                    Some((Bound::Upper, v)) if ply > 0 => {
                        ceil = Self::from_tt(v, ply);
                        beta = beta.min(ceil);
                    }
                    _ => {}
                }
                if alpha >= beta {
                    return self.leaf(alpha, LeafWhy::Table);
                }
                tt_move = p.best;
                depth = self.iterative_reduction(depth, ply, tt_move);
            }
            eval = self.pruning_eval(ply, (alpha, beta), in_check);
            if let Some(e) = eval
                && self.reverse_futile(depth, beta, e)
            {
                return self.leaf(e, LeafWhy::Futility);
            }
            if self.config.ordering {
                self.game.moves(&mut self.scratch);
            } else {
                self.game.unordered_moves(&mut self.scratch);
            }
            if ply == 0 && self.root_restricted() {
                let mut moves = std::mem::take(&mut self.scratch);
                self.restrict_root(&mut moves);
                self.scratch = moves;
            }
            if self.config.ordering {
                self.order_moves(ply, tt_move, entered_by.mv());
            }
            self.trace_order(ply, tt_move, entered_by.mv());
            if let Some(e) = eval
                && let Some(ceiling) = self.prune_moves(depth, alpha, e)
            {
                best = ceiling;
            }
        }
        if self.scratch.is_empty() {
            let no_moves = || match self.game.no_moves() {
                Terminal::Loss => -(WIN - ply as i32),
                Terminal::Draw => 0,
            };
            return if !qs {
                self.leaf(no_moves(), LeafWhy::NoMoves)
            } else if best > -INF {
                self.leaf(best, LeafWhy::Eval)
            } else {
                // 서 있을 수 없는데 (체크) 피할 수가 없다: 체크메이트.
                self.leaf(no_moves(), LeafWhy::NoMoves)
            };
        }
        let null_pending = !qs
            && self.null_move_worth_trying(depth, ply, (alpha, beta), in_check, entered_by, eval);
        let start = self.buffer.len();
        self.buffer.extend_from_slice(&self.scratch);
        self.stack.push(Frame {
            depth,
            ply,
            alpha,
            beta,
            alpha0,
            beta0,
            floor,
            ceil,
            key,
            qs,
            start,
            end: self.buffer.len(),
            next: start,
            best,
            best_move: None,
            entered_by,
            null_window: false,
            research: false,
            in_check,
            null_pending,
            null_child: false,
            reduced: false,
            no_reduce: false,
        });
        Enter::Pushed
    }

    /// 맨 위 노드에 자식의 값 `v`(자식 쪽에서 본 값)를 알린다.
    pub(super) fn report_child(&mut self, v: i32) {
        let Some(f) = self.stack.last_mut() else {
            return;
        };
        let v = -v;
        // 널 무브의 답: 한 수를 거저 주고도 β 이상이면 자른다 (이기는 점수는 널 무브로 믿지 않고 β로).
        if f.null_child {
            f.null_child = false;
            if v >= f.beta {
                f.best = if v > WIN_BOUND { f.beta } else { v };
                let skipped = (f.end - f.next) as u32;
                f.next = f.end;
                self.emit(|| TraceEvent::Cutoff {
                    mv: None,
                    value: v,
                    skipped,
                });
            }
            return;
        }
        let mv = self.buffer[f.next - 1];
        // 줄여 찾은 수가 α를 넘었다: 온전한 깊이로 다시.
        if f.reduced && v > f.alpha {
            f.next -= 1;
            f.no_reduce = true;
            self.emit(|| TraceEvent::Research {
                mv,
                value: v,
                reduced: true,
            });
            return;
        }
        // 영 창이 α보다 높게 나왔고 β보다 낮으면: 이 수가 더 좋을지 모른다 — 온전한 창으로 다시.
        if f.null_window && v > f.alpha && v < f.beta {
            f.next -= 1;
            f.research = true;
            self.emit(|| TraceEvent::Research {
                mv,
                value: v,
                reduced: false,
            });
            return;
        }
        if v > f.best {
            f.best = v;
            f.best_move = Some(mv);
        }
        if v > f.alpha {
            f.alpha = v;
        }
        if f.alpha >= f.beta {
            let skipped = (f.end - f.next) as u32;
            // 이 수보다 먼저 보고도 자르지 못한 수들 (역사 점수의 벌점).
            let tried = f.start..f.next - 1;
            f.next = f.end;
            self.beta_cutoffs += 1;
            let (qs, ply, depth, prev) = (f.qs, f.ply, f.depth, f.entered_by.mv());
            self.emit(|| TraceEvent::Cutoff {
                mv: Some(mv),
                value: v,
                skipped,
            });
            if !qs && self.game.is_quiet(mv) {
                self.remember_killer(ply, mv);
                self.remember_history(depth, mv, prev, tried);
                if let Some(p) = prev {
                    self.remember_counter(p, mv);
                }
            }
        }
    }

    /// 노드 하나만큼 진행한다. 한 깊이를 끝내면 true.
    pub(super) fn advance(&mut self) -> bool {
        let Some(f) = self.stack.last().copied() else {
            return true;
        };
        if f.null_pending {
            self.search_null_move(&f);
            return false;
        }
        if f.next < f.end {
            let mv = self.buffer[f.next];
            // 첫 수(와 다시 찾기)는 온전한 창, 나머지는 영 창. 고요 탐색은 언제나 온전한 창.
            // 가지치기가 꺼졌으면 (미니맥스) 모든 자식을 온전한 창으로. 고요 탐색은 계단과 상관없이
            // 알파-베타다: 잎의 값(잡는 수가 끝난 뒤의 평가)을 정하는 일이라, 온전한 창으로 들어온 고요
            // 탐색의 값은 가지치기 없이 찾은 값과 같고, 가지치기 없이는 중반의 잎 하나가 수만 노드가 된다.
            let null = self.config.pvs
                && self.config.pruning
                && !f.qs
                && f.next > f.start
                && !f.research
                && f.beta - f.alpha > 1;
            let (a, b) = if !self.config.pruning && !f.qs {
                (-INF, INF)
            } else if null {
                (-f.alpha - 1, -f.alpha)
            } else {
                (-f.beta, -f.alpha)
            };
            let kind = if null {
                ChildKind::NullWindow
            } else if f.research {
                ChildKind::Research
            } else {
                ChildKind::Full
            };
            let mut announced = false;
            let mut reduction = self.late_move_reduction(&f, mv);
            if let Some(top) = self.stack.last_mut() {
                top.next += 1;
                top.null_window = null;
                top.research = false;
                top.no_reduce = false;
                top.reduced = reduction > 0;
            }
            // 부모에서 표를 먼저 본다: 자식 국면의 값이 이미 충분하면 들어가지 않는다 (줄일 수는
            // 체크를 주는지 두어 봐야 알므로 보지 않는다).
            let child_depth = f.depth - 1;
            if reduction == 0
                && child_depth >= 0
                && !(child_depth == 0 && self.game.quiescence())
                && let Some(tt) = &mut self.tt
            {
                let key = self.game.key_after(mv);
                let ply = f.ply + 1;
                let p = tt.probe(
                    key,
                    child_depth as u8,
                    Self::to_tt(a, ply),
                    Self::to_tt(b, ply),
                );
                if self.trace.is_some() {
                    let used = ProbeUse::at_parent(&p);
                    self.emit(|| TraceEvent::child(mv, (a, b), kind, 0));
                    self.emit(|| TraceEvent::probe(ProbeAt::Parent, key, Some(mv), used, p.entry));
                    announced = true;
                }
                if let Some(v) = p.cutoff {
                    self.report_child(Self::from_tt(v, ply));
                    return false;
                }
            }
            self.game.make(mv);
            // 체크를 주는 수는 줄이지 않는다.
            if reduction > 0 && self.game.in_check() {
                reduction = 0;
                if let Some(top) = self.stack.last_mut() {
                    top.reduced = false;
                }
            }
            if !announced {
                self.emit(|| TraceEvent::child(mv, (a, b), kind, reduction));
            }
            let entry = Entry::Move(mv);
            if let Enter::Value(v) = self.enter(f.depth - 1 - reduction, f.ply + 1, a, b, entry) {
                self.game.unmake(mv);
                self.report_child(v);
            }
            return false;
        }
        // 이 노드를 다 보았다: 표에 적고 부모에게 값을 돌려준다.
        self.stack.pop();
        self.buffer.truncate(f.start);
        // 표의 경계로 창을 좁혔으면 결과도 그 안으로 (참값은 바닥과 천장 사이에 있다).
        let mut f = f;
        f.best = f.best.clamp(f.floor, f.ceil);
        // 뿌리를 제한한 탐색의 뿌리 값은 그 국면의 참값이 아니다: 적지 않는다.
        let restricted_root = f.ply == 0 && self.root_restricted();
        let bound = if f.best <= f.alpha0 {
            Bound::Upper
        } else if f.best >= f.beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let stored = !f.qs && !restricted_root && self.tt.is_some();
        self.emit(|| TraceEvent::Exit {
            value: f.best,
            bound,
            best: f.best_move,
            stored,
        });
        if stored && let Some(tt) = &mut self.tt {
            tt.store(
                f.key,
                f.depth.max(0) as u8,
                bound,
                Self::to_tt(f.best, f.ply),
                // α 아래로 끝났으면 (모든 수가 모자람) 가장 높게 나온 수도 믿을 수 없다: 수 없이
                // 적어 표에 있던 수를 남긴다.
                if bound == Bound::Upper {
                    None
                } else {
                    f.best_move
                },
            );
        }
        match f.entered_by {
            Entry::Move(mv) => {
                self.game.unmake(mv);
                self.report_child(f.best);
                false
            }
            Entry::Null => {
                self.game.unmake_null();
                self.report_child(f.best);
                false
            }
            Entry::Root => {
                // 열망 창 밖으로 나왔으면 같은 깊이를 온전한 창으로 다시 (표가 앞서 본 것을 준다).
                if (f.best <= f.alpha0 && f.alpha0 > -INF) || (f.best >= f.beta0 && f.beta0 < INF) {
                    let depth = self.depth;
                    self.emit(|| TraceEvent::AspirationFail {
                        depth,
                        value: f.best,
                        alpha: f.alpha0,
                        beta: f.beta0,
                    });
                    self.begin_iteration(self.depth, -INF, INF);
                    return false;
                }
                self.finish_iteration(f.best, f.best_move);
                true
            }
        }
    }
}

impl<G: SearchGame> Searcher<G> {
    /// 노드가 자식 없이 값 `v`를 낸다 (추적에는 그 까닭과 함께).
    fn leaf(&mut self, v: i32, why: LeafWhy) -> Enter {
        self.emit(|| TraceEvent::Leaf { value: v, why });
        Enter::Value(v)
    }
}
