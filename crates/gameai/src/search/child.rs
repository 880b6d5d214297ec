//! Frame 하나를 진행하기: 다음 자식을 찾고 ([`Searcher::search_next_child`]: 창, 늦은 수 줄이기, 부모에서
//! 보는 표), 자식의 값을 받고 ([`Searcher::report_child`]: 널 무브의 답, 다시 찾기, β 자름), 수를 다
//! 보면 표에 적고 부모에게 돌아간다 ([`Searcher::exit_node`]). [`Searcher::advance`]가 이 셋 중 하나를
//! 한 번 한다 — 노드 하나만큼.

use crate::tt::Bound;

use super::frame::{Enter, Entry, Frame};
use super::game::SearchGame;
use super::score::{INF, WIN_BOUND};
use super::searcher::Searcher;
use super::trace::{ChildKind, ProbeAt, ProbeUse, TraceEvent};

/// 부모에서 자식 국면의 표를 본 결과.
enum ParentProbe {
    /// 표의 값 (자식 쪽에서 본)으로 자식이 끝났다.
    Cut(i32),
    /// 끝나지 않았고, 추적에는 자식 사건과 표 찾기를 이미 적었다.
    Announced,
    /// 끝나지 않았고 적은 것도 없다 (찾지 않았거나 추적이 꺼졌다).
    Quiet,
}

impl<G: SearchGame> Searcher<G> {
    /// 노드 하나만큼 진행한다. 한 깊이를 끝내면 true.
    pub(super) fn advance(&mut self) -> bool {
        let Some(f) = self.stack.frames.last().copied() else {
            return true;
        };
        if f.null_pending {
            self.search_null_move(&f);
            false
        } else if f.next < f.end {
            self.search_next_child(&f);
            false
        } else {
            self.exit_node(f)
        }
    }

    /// 자식에게 줄 창과 그 종류. 첫 수(와 다시 찾기)는 온전한 창, 나머지는 영 창 (PVS). 고요 탐색은
    /// 언제나 온전한 창. 가지치기가 꺼졌으면 (미니맥스) 모든 자식을 온전한 창으로. 고요 탐색은 계단과
    /// 상관없이 알파-베타다: 잎의 값(잡는 수가 끝난 뒤의 평가)을 정하는 일이라, 온전한 창으로 들어온 고요
    /// 탐색의 값은 가지치기 없이 찾은 값과 같고, 가지치기 없이는 중반의 잎 하나가 수만 노드가 된다.
    fn child_window(&self, f: &Frame<G::Move>) -> ((i32, i32), ChildKind) {
        let null = self.config.pvs
            && self.config.pruning
            && !f.qs
            && f.next > f.start
            && !f.research
            && f.beta - f.alpha > 1;
        let window = if !self.config.pruning && !f.qs {
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
        (window, kind)
    }

    /// 맨 위 노드의 다음 자식을 찾기 시작한다 (값이 곧바로 나오면 받아 두고).
    fn search_next_child(&mut self, f: &Frame<G::Move>) {
        let mv = self.stack.moves[f.next];
        let ((a, b), kind) = self.child_window(f);
        let mut reduction = self.late_move_reduction(f, mv);
        if let Some(top) = self.stack.frames.last_mut() {
            top.next += 1;
            top.null_window = kind == ChildKind::NullWindow;
            top.research = false;
            top.no_reduce = false;
            top.reduced = reduction > 0;
        }
        let announced = if reduction == 0 {
            match self.probe_before_child(f, mv, (a, b), kind) {
                ParentProbe::Cut(v) => {
                    self.report_child(v);
                    return;
                }
                ParentProbe::Announced => true,
                ParentProbe::Quiet => false,
            }
        } else {
            false
        };
        self.stack.game.make(mv);
        // 체크를 주는 수는 줄이지 않는다 (체크를 주는지는 두어 봐야 안다).
        if reduction > 0 && self.stack.game.in_check() {
            reduction = 0;
            if let Some(top) = self.stack.frames.last_mut() {
                top.reduced = false;
            }
        }
        if !announced {
            self.emit(|| TraceEvent::child(mv, (a, b), kind, reduction));
        }
        let entry = Entry::Move(mv);
        if let Enter::Value(v) = self.enter(f.depth - 1 - reduction, f.ply + 1, a, b, entry) {
            self.stack.game.unmake(mv);
            self.report_child(v);
        }
    }

    /// 표 찾기 (부모에서, enhanced transposition cutoff): 자식 국면의 값이 이미 충분하면 들어가지 않는다.
    /// 줄여 찾을 수는 체크를 주는지 두어 봐야 알므로 부르지 않는다.
    fn probe_before_child(
        &mut self,
        f: &Frame<G::Move>,
        mv: G::Move,
        (a, b): (i32, i32),
        kind: ChildKind,
    ) -> ParentProbe {
        let child_depth = f.depth - 1;
        if child_depth < 0 || (child_depth == 0 && self.stack.game.quiescence()) {
            return ParentProbe::Quiet;
        }
        let Some(tt) = self.tables.tt.as_mut() else {
            return ParentProbe::Quiet;
        };
        let key = self.stack.game.key_after(mv);
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
        }
        match p.cutoff {
            Some(v) => ParentProbe::Cut(Self::from_tt(v, ply)),
            None if self.trace.is_some() => ParentProbe::Announced,
            None => ParentProbe::Quiet,
        }
    }

    /// 맨 위 노드에 자식의 값 `v`(자식 쪽에서 본 값)를 알린다.
    pub(super) fn report_child(&mut self, v: i32) {
        let Some(f) = self.stack.frames.last_mut() else {
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
        let mv = self.stack.moves[f.next - 1];
        // 줄여 찾은 수가 α를 넘었다: 온전한 깊이로 다시. 영 창이 α보다 높게 나왔고 β보다 낮으면: 이
        // 수가 더 좋을지 모른다 — 온전한 창으로 다시.
        let reduced = f.reduced && v > f.alpha;
        if reduced || (f.null_window && v > f.alpha && v < f.beta) {
            f.next -= 1;
            if reduced {
                f.no_reduce = true;
            } else {
                f.research = true;
            }
            self.emit(|| TraceEvent::Research {
                mv,
                value: v,
                reduced,
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
            self.cut_off(mv, v);
        }
    }

    /// 맨 위 노드의 자식 `mv`가 값 `v`로 β에 닿았다: 남은 수는 보지 않고, 조용한 수면 수 순서의 기억에
    /// 남긴다 (킬러, 역사, 반격 수).
    fn cut_off(&mut self, mv: G::Move, v: i32) {
        let Some(f) = self.stack.frames.last_mut() else {
            return;
        };
        let skipped = (f.end - f.next) as u32;
        // 이 수보다 먼저 보고도 자르지 못한 수들 (역사 점수의 벌점).
        let tried = f.start..f.next - 1;
        f.next = f.end;
        let (qs, ply, depth, prev) = (f.qs, f.ply, f.depth, f.entered_by.mv());
        self.report.cutoffs += 1;
        self.emit(|| TraceEvent::Cutoff {
            mv: Some(mv),
            value: v,
            skipped,
        });
        if !qs && self.stack.game.is_quiet(mv) {
            self.remember_killer(ply, mv);
            self.remember_history(depth, mv, prev, tried);
            if let Some(p) = prev {
                self.remember_counter(p, mv);
            }
        }
    }

    /// 맨 위 노드를 다 보았다: 표에 적고 부모에게 값을 돌려준다. 한 깊이를 끝내면 true.
    fn exit_node(&mut self, mut f: Frame<G::Move>) -> bool {
        self.stack.frames.pop();
        self.stack.moves.truncate(f.start);
        // 표의 경계로 창을 좁혔으면 결과도 그 안으로 (참값은 바닥과 천장 사이에 있다).
        f.best = f.best.clamp(f.floor, f.ceil);
        let bound = if f.best <= f.alpha0 {
            Bound::Upper
        } else if f.best >= f.beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // 뿌리를 제한한 탐색의 뿌리 값은 그 국면의 참값이 아니다: 적지 않는다. 고요 탐색도 적지 않는다.
        let restricted_root = f.ply == 0 && self.root_restricted();
        let stored = !f.qs && !restricted_root && self.tables.tt.is_some();
        self.emit(|| TraceEvent::Exit {
            value: f.best,
            bound,
            best: f.best_move,
            stored,
        });
        if stored && let Some(tt) = &mut self.tables.tt {
            // α 아래로 끝났으면 (모든 수가 모자람) 가장 높게 나온 수도 믿을 수 없다: 수 없이 적어 표에
            // 있던 수를 남긴다.
            let best = if bound == Bound::Upper {
                None
            } else {
                f.best_move
            };
            let v = Self::to_tt(f.best, f.ply);
            tt.store(f.key, f.depth.max(0) as u8, bound, v, best);
        }
        match f.entered_by {
            Entry::Move(mv) => {
                self.stack.game.unmake(mv);
                self.report_child(f.best);
                false
            }
            Entry::Null => {
                self.stack.game.unmake_null();
                self.report_child(f.best);
                false
            }
            Entry::Root => self.finish_root(&f),
        }
    }

    /// 뿌리를 다 보았다: 열망 창 밖으로 나왔으면 같은 깊이를 온전한 창으로 다시 (표가 앞서 본 것을 준다),
    /// 아니면 이 깊이를 끝낸다 (true).
    fn finish_root(&mut self, f: &Frame<G::Move>) -> bool {
        if (f.best <= f.alpha0 && f.alpha0 > -INF) || (f.best >= f.beta0 && f.beta0 < INF) {
            let depth = self.report.depth;
            self.emit(|| TraceEvent::AspirationFail {
                depth,
                value: f.best,
                alpha: f.alpha0,
                beta: f.beta0,
            });
            self.begin_iteration(self.report.depth, -INF, INF);
            return false;
        }
        self.finish_iteration(f.best, f.best_move);
        true
    }
}
