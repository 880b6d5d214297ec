//! 수업의 커서: 사건 번호를 앞뒤로 옮기고 ([`gameai::search::TraceTree::rewind_to`]), 패널과 판의 동작([`LessonAction`])을
//! 한다.

use gameai::search::{LeafWhy, ProbeUse, TraceEvent};

use super::position::{LessonMove, SeekTo};
use super::{LessonAction, SearchLesson};

impl SearchLesson {
    /// `to`가 가리키는 사건 번호 (그 사건까지 보인 커서; 없으면 끝).
    pub(crate) fn find(&self, to: SeekTo) -> usize {
        let hit = |e: &TraceEvent<LessonMove>| match to {
            SeekTo::Event(_) => false,
            SeekTo::Cutoff => matches!(e, TraceEvent::Cutoff { .. }),
            SeekTo::Hit => is_hit(e),
            SeekTo::Answer => matches!(
                e,
                TraceEvent::Probe {
                    used: ProbeUse::Value,
                    ..
                }
            ),
            SeekTo::Research => matches!(e, TraceEvent::Research { .. }),
            SeekTo::Pruned => matches!(
                e,
                TraceEvent::Pruned { .. }
                    | TraceEvent::Leaf {
                        why: LeafWhy::Futility,
                        ..
                    }
            ),
        };
        match to {
            SeekTo::Event(n) => n.min(self.events.len()),
            _ => self
                .events
                .iter()
                .position(hit)
                .map_or(self.events.len(), |i| i + 1),
        }
    }

    /// 커서 (지금까지 보인 사건 수).
    pub fn cursor(&self) -> usize {
        self.tree.applied()
    }

    /// 마지막으로 보인 사건.
    pub fn current(&self) -> Option<&TraceEvent<LessonMove>> {
        self.cursor()
            .checked_sub(1)
            .and_then(|i| self.events.get(i))
    }

    /// 커서를 `n`으로.
    pub fn seek(&mut self, n: usize) {
        self.tree.rewind_to(n, &self.events);
        self.keep_selection();
        self.serial = crate::scenes::next_id();
    }

    /// `stop`이 참인 사건을 보일 때까지 앞으로 (없으면 끝까지).
    fn forward_until(&mut self, stop: impl Fn(&TraceEvent<LessonMove>) -> bool) {
        while let Some(e) = self.events.get(self.cursor()) {
            let hit = stop(e);
            self.tree.apply(e);
            if hit {
                break;
            }
        }
        self.keep_selection();
        self.serial = crate::scenes::next_id();
    }

    /// 되감아 사라진 노드는 고른 것에서 뺀다.
    fn keep_selection(&mut self) {
        if self
            .selected
            .is_some_and(|id| id as usize >= self.tree.nodes.len())
        {
            self.selected = None;
        }
    }

    /// 고른 노드와 같은 국면을 같은 반복에서 먼저 만난 노드 (다른 수순: 전치).
    pub fn twin(&self) -> Option<u32> {
        self.selected.and_then(|id| self.tree.transposition_of(id))
    }

    /// 동작 하나를 한다.
    pub fn act(&mut self, action: LessonAction) {
        match action {
            LessonAction::Step => self.forward_until(|e| {
                matches!(
                    e,
                    TraceEvent::Node { .. } | TraceEvent::Leaf { .. } | TraceEvent::Exit { .. }
                )
            }),
            LessonAction::Back => {
                let n = self.cursor().saturating_sub(1);
                self.seek(n);
            }
            LessonAction::NextCutoff => {
                self.forward_until(|e| matches!(e, TraceEvent::Cutoff { .. }));
            }
            LessonAction::NextHit => self.forward_until(is_hit),
            LessonAction::NextResearch => {
                self.forward_until(|e| matches!(e, TraceEvent::Research { .. }));
            }
            LessonAction::NextDepth => {
                self.forward_until(|e| matches!(e, TraceEvent::DepthDone { .. }));
            }
            LessonAction::Seek(n) => self.seek(n),
            LessonAction::Play(on) => {
                // 끝에서 재생을 누르면 처음부터.
                if on && self.cursor() >= self.events.len() {
                    self.seek(0);
                }
                self.playing = on;
                self.carry = 0.0;
            }
            LessonAction::Preset(p) => {
                *self = SearchLesson::new(p, self.rung, std::mem::take(&mut self.now));
            }
            LessonAction::Rung(r) => {
                let depth = Some(self.depth);
                *self =
                    SearchLesson::with_depth(self.preset, r, depth, std::mem::take(&mut self.now));
            }
            LessonAction::Depth(d) => {
                let now = std::mem::take(&mut self.now);
                *self = SearchLesson::with_depth(self.preset, self.rung, Some(d), now);
            }
            LessonAction::Select(id) => {
                self.selected = id.filter(|&i| (i as usize) < self.tree.nodes.len());
            }
        }
    }
}

/// 표가 답한 사건 (값이나 창이나 수로 쓰인 적중).
fn is_hit(e: &TraceEvent<LessonMove>) -> bool {
    matches!(e, TraceEvent::Probe { used, .. } if !matches!(used, ProbeUse::Miss { .. }))
}
