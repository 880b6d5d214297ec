//! 표 만들기: 후퇴 해석을 거리(반수)마다 한 층씩.
//!
//! 1. **훑기**: 번호마다 국면인지 보고, 메이트(둘 차례가 졌다, 거리 0)와 스테일메이트(비김)를 적는다.
//! 2. **씨 뿌리기**: 국면마다 후속 국면을 한 번 잰다. 잡기와 승격은 먼저 풀린 표로 가므로 그 값을
//!    이미 안다: 지는 표로 가는 잡기가 있으면 "그 거리 + 1에 이김" 후보를, 모든 수가 이기는
//!    국면으로 가면 "가장 긴 것 + 1에 짐"을 그 층의 대기열에 넣는다.
//! 3. **층**: 거리 n의 국면들에서 수를 거꾸로 둔다 (`moves::unmoves`). n에 지는 국면의 앞
//!    국면은 n + 1에 이긴다. n에 이기는 국면의 앞 국면은, 모든 수가 이기는 국면으로 가는지 재어
//!    그렇다면 가장 긴 것 + 1에 진다. 층은 짧은 것부터이므로 처음 정해진 이김이 가장 빠르고, 짐은
//!    모든 후속 국면을 안 뒤에 정해진다.
//! 4. **마무리**: 끝까지 정해지지 않은 국면은 비김이다 (어느 쪽도 메이트를 강제할 수 없다).
//!
//! [`crate::retrograde::solve_countdown`]과 같은 후퇴 해석이지만, 국면마다 1바이트(결과와 거리를
//! 한 칸에)만 쓰고 앞 국면을 미리 적어 두지 않는다 (거꾸로 둔 수로 그때그때 만든다): KBNK의 국면
//! 524만 개가 5 MiB다. 일반 풀이기는 국면마다 16바이트와 간선 목록이 든다.
//!
//! 50수 규칙은 보지 않는다 (메이트까지의 거리 표가 다 그렇다). 네 기물 이하의 가장 긴 메이트도
//! 50수보다 짧아, 새 시계로 시작한 이기는 국면이 50수 규칙으로 비기는 일("저주받은 이김")은 없다
//! (`docs/tablebase.md`). 시계가 이미 흐른 국면은 [`super::probe`]가 알린다.

use crate::games::chess::Board;
use crate::step::{Budget, Instant, Progress, Steppable};

use super::index::Layout;
use super::material::Material;
use super::solve::{Stage, TableReport, Work};
use super::table::{Tablebase, Value};

// 만들기의 메모리 어림은 만드는 쪽의 일이다: 재료(`material`)는 번호 매기기(`index`)를 모른다.
impl Material {
    /// 이 표를 (가는 표들과 함께) 처음부터 만들 때 쓰는 바이트의 위쪽 어림: 모든 표의 칸 (국면 번호마다
    /// 1바이트)에 풀고 있는 표의 아직 모르는 후속 국면 셈 (1바이트씩)을 더하고, 층마다의 대기열 몫으로
    /// 절반을 더 얹는다. 시험이 잰 값(`Generated::peak_bytes`)이 이것을 넘지 않음을 본다.
    pub fn generation_bytes(&self) -> usize {
        let layout = |m: &Material| Layout::new(m).len();
        let cells = self.closure().iter().map(layout).sum::<usize>() + layout(self);
        cells + cells / 2
    }
}

/// 풀고 있는 표의 모습 (그리기용).
#[derive(Clone, Debug, PartialEq)]
pub struct GenSnapshot {
    /// 풀 표들, 푸는 차례대로.
    pub tables: Vec<Material>,
    /// 지금 푸는 표의 자리 (`tables.len()`이면 다 풀었다).
    pub current: usize,
    /// 지금 하는 일.
    pub stage: Stage,
    /// 지금 표의 거리(반수)마다 지금까지 정해진 국면 수.
    pub by_plies: Vec<u64>,
    /// 지금 단계에서 한 몫 (0..=1; 층에서는 그 층의 국면 가운데).
    pub progress: f32,
    /// 지켜보는 국면들([`Generator::with_watch`])의 지금까지 정해진 값, 같은 차례로. 웹에서는 표가
    /// 작업자에 있으므로, 풀이를 칠하는 판은 이것을 읽는다.
    pub watched: Vec<Option<Value>>,
}

/// 다 만든 결과.
#[derive(Clone, Debug)]
pub struct Generated {
    /// 풀린 표들 (부탁한 표와, 그 표의 잡기·승격이 가는 표들).
    pub tablebase: Tablebase,
    /// 표마다의 수치, 푼 차례대로.
    pub reports: Vec<TableReport>,
    /// 만드는 동안 가장 많이 쓴 바이트 (표들과 작업 목록).
    pub peak_bytes: usize,
}

/// 재료 하나의 표를 (그 표가 가는 표들과 함께) 만드는 풀이기. [`Steppable`]이라 앱은 프레임마다
/// 조금씩, 웹은 작업자에서 돌린다.
pub struct Generator {
    target: Material,
    order: Vec<Material>,
    current: usize,
    done: Tablebase,
    work: Option<Work>,
    reports: Vec<TableReport>,
    peak_bytes: usize,
    watch: Vec<Board>,
}

impl Generator {
    /// 재료 `material`의 표를 만든다. `have`에 이미 있는 표는 다시 풀지 않는다.
    pub fn new(material: &Material, have: Tablebase) -> Generator {
        let order = material.closure();
        Generator {
            target: material.clone(),
            order,
            current: 0,
            done: have,
            work: None,
            reports: Vec::new(),
            peak_bytes: 0,
            watch: Vec::new(),
        }
    }

    /// 스냅숏마다 값을 알려 줄 국면들 (풀이를 칠하는 판: 흑 킹의 칸마다 하나).
    pub fn with_watch(mut self, boards: Vec<Board>) -> Generator {
        self.watch = boards;
        self
    }

    /// 지켜보는 국면들.
    pub fn watch(&self) -> &[Board] {
        &self.watch
    }

    /// 부탁한 재료 (표의 이름).
    pub fn target(&self) -> &Material {
        &self.target
    }

    /// 그만둔다: 다 푼 표들과 그 수치 (풀던 표는 버린다). 다른 끝내기로 바꿀 때 이미 푼 표를 잃지 않게.
    pub fn cancel(mut self) -> Generated {
        Generated {
            tablebase: core::mem::take(&mut self.done),
            reports: core::mem::take(&mut self.reports),
            peak_bytes: self.peak_bytes,
        }
    }

    /// 이미 풀린 표들.
    pub fn done(&self) -> &Tablebase {
        &self.done
    }

    /// 지금 푸는 표에서 국면 `board`의 지금까지 정해진 값 (다 푼 표면 그 값; 모르면 `None`).
    pub fn value_so_far(&self, board: &Board) -> Option<Value> {
        if let Some(w) = &self.work
            && let Some(p) = w.layout.placement_of(board)
        {
            let i = w.layout.index(&p)?;
            return Value::from_cell(w.cells[i as usize]);
        }
        self.done.lookup(board)
    }
}

impl Steppable for Generator {
    type Output = Generated;
    type Snapshot = GenSnapshot;

    fn step(&mut self, budget: Budget) -> Progress<Generated> {
        let mut meter = budget.start();
        let started = Instant::now();
        while meter.has_budget() {
            if self.work.is_none() {
                while self.current < self.order.len()
                    && self.done.table(&self.order[self.current]).is_some()
                {
                    self.current += 1;
                }
                let Some(m) = self.order.get(self.current) else {
                    break;
                };
                self.work = Some(Work::new(m, &self.done));
            }
            let Some(w) = self.work.as_mut() else {
                break;
            };
            let finished = w.unit(&self.done);
            meter.add(1);
            if finished {
                if let Some(mut w) = self.work.take() {
                    w.spent += started.elapsed();
                    self.peak_bytes = self.peak_bytes.max(self.done.bytes() + w.bytes());
                    let (table, report) = w.into_table();
                    self.done.insert(table);
                    self.reports.push(report);
                }
                self.current += 1;
                return Progress::Pending;
            }
        }
        if let Some(w) = self.work.as_mut() {
            w.spent += started.elapsed();
            self.peak_bytes = self.peak_bytes.max(self.done.bytes() + w.bytes());
            return Progress::Pending;
        }
        self.peak_bytes = self.peak_bytes.max(self.done.bytes());
        Progress::Done(Generated {
            tablebase: core::mem::take(&mut self.done),
            reports: core::mem::take(&mut self.reports),
            peak_bytes: self.peak_bytes,
        })
    }

    fn snapshot(&self) -> GenSnapshot {
        let (stage, progress) = self.work.as_ref().map_or((Stage::Finish, 1.0), Work::stage);
        GenSnapshot {
            tables: self.order.clone(),
            current: self.current,
            stage,
            by_plies: self
                .work
                .as_ref()
                .map_or_else(Vec::new, |w| w.by_plies.clone()),
            progress,
            watched: self.watch.iter().map(|b| self.value_so_far(b)).collect(),
        }
    }
}
