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

use core::time::Duration;

use crate::games::chess::Board;
use crate::step::{Budget, Instant, Progress, Steppable};

use super::index::Layout;
use super::material::Material;
use super::moves::{Solving, may_open_en_passant, unmoves};
use super::table::{MAX_PLIES, NOT_A_POSITION, Table, Tablebase, UNKNOWN, Value};

/// 후속 국면을 세지 않는 국면 (앙파상).
const NO_COUNT: u8 = u8::MAX;

/// 지금 하는 일.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// 국면인지 보고 메이트를 찾는다.
    Scan,
    /// 다른 표로 가는 수(잡기, 승격)의 값으로 후보를 적는다.
    Seed,
    /// 거리 `n`(반수)의 국면들에서 거꾸로.
    Layer(u16),
    /// 남은 국면을 비김으로.
    Finish,
}

/// 다 만든 표 하나의 수치.
#[derive(Clone, Debug, PartialEq)]
pub struct TableReport {
    /// 재료.
    pub material: Material,
    /// 국면 수 (대칭으로 같은 국면은 하나로, 둘 차례는 따로).
    pub positions: u64,
    /// 둘 차례가 이기는 국면.
    pub wins: u64,
    /// 비기는 국면.
    pub draws: u64,
    /// 둘 차례가 지는 국면.
    pub losses: u64,
    /// 거리(반수)마다 국면 수: `[d]`는 d 반수에 끝나는 국면 (홀수 이김, 짝수 짐).
    pub by_plies: Vec<u64>,
    /// 가장 긴 메이트: 반수와 그 국면의 FEN.
    pub longest: Option<(u16, String)>,
    /// 만드는 데 든 시간 (이 표만).
    pub time: Duration,
    /// 표의 바이트 수.
    pub bytes: usize,
}

impl TableReport {
    /// 가장 긴 메이트의 수 (이기는 쪽의 수로).
    pub fn longest_mate_moves(&self) -> u16 {
        self.longest.as_ref().map_or(0, |(d, _)| d.div_ceil(2))
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

#[derive(Clone, Copy, Debug)]
enum Phase {
    Scan(u32),
    Seed(u32),
    Layer(usize),
    Finish(u32),
}

/// 표 하나를 푸는 중의 상태.
struct Work {
    layout: Layout,
    cells: Vec<u8>,
    phase: Phase,
    layer: u16,
    frontier: Vec<u32>,
    next: Vec<u32>,
    pending: Vec<Vec<u32>>,
    en_passant: Vec<u32>,
    /// 국면마다 아직 정해지지 않은 (표 안의) 후속 국면 수. 0이 되면 그 국면이 지는지 잰다.
    /// 앙파상 국면은 [`NO_COUNT`] (층마다 다시 잰다).
    open: Vec<u8>,
    horizon: u16,
    by_plies: Vec<u64>,
    spent: Duration,
}

impl Work {
    fn new(material: &Material, done: &Tablebase) -> Work {
        let layout = Layout::new(material);
        let cells = vec![UNKNOWN; layout.len()];
        // 다른 표로 가는 값이 가장 긴 것까지는 층을 돈다 (앙파상 국면이 그때 정해질 수 있다).
        let horizon = done
            .tables()
            .iter()
            .filter_map(|t| t.longest)
            .max()
            .unwrap_or(0)
            + 2;
        Work {
            layout,
            cells,
            phase: Phase::Scan(0),
            layer: 0,
            frontier: Vec::new(),
            next: Vec::new(),
            pending: Vec::new(),
            en_passant: Vec::new(),
            open: Vec::new(),
            horizon,
            by_plies: Vec::new(),
            spent: Duration::ZERO,
        }
    }

    fn bytes(&self) -> usize {
        self.cells.len()
            + self.open.capacity()
            + 4 * (self.frontier.capacity()
                + self.next.capacity()
                + self.en_passant.capacity()
                + self.pending.iter().map(Vec::capacity).sum::<usize>())
    }

    fn mark(&mut self, idx: u32, v: Value) {
        self.cells[idx as usize] = v.cell();
        if let Some(d) = v.plies() {
            let d = usize::from(d);
            if self.by_plies.len() <= d {
                self.by_plies.resize(d + 1, 0);
            }
            self.by_plies[d] += 1;
        }
    }

    fn defer(&mut self, idx: u32, layer: u16) {
        let l = usize::from(layer);
        if self.pending.len() <= l {
            self.pending.resize(l + 1, Vec::new());
        }
        self.pending[l].push(idx);
    }

    /// 거리 `d`(반수)에 정해진 국면 하나: 지금 다음 층이면 적고 다음 목록에, 더 뒤면 대기열에.
    fn settle(&mut self, idx: u32, v: Value) {
        let d = v.plies().unwrap_or(0);
        if d <= self.layer + 1 {
            self.mark(idx, v);
            self.next.push(idx);
        } else {
            self.defer(idx, d);
        }
    }

    /// 국면 하나를 재어 정해지면 적는다 (층의 끝에 앙파상 국면을 다시 잴 때).
    fn recheck(&mut self, done: &Tablebase, idx: u32) {
        if self.cells[idx as usize] != UNKNOWN {
            return;
        }
        let Some((p, board)) = self.layout.position(idx) else {
            return;
        };
        let s = self.solving(done).eval(&board, &p, self.layer, false);
        if let Some(d) = s.fastest_loss {
            self.settle(idx, Value::Win(d + 1));
        } else if let Some(m) = s.all_win() {
            self.settle(idx, Value::Loss(m + 1));
        }
    }

    fn solving<'a>(&'a self, done: &'a Tablebase) -> Solving<'a> {
        Solving {
            done,
            layout: &self.layout,
            cells: &self.cells,
        }
    }

    /// 일 하나 (번호 하나, 또는 층의 국면 하나). 표를 다 풀었으면 `true`.
    fn unit(&mut self, done: &Tablebase) -> bool {
        let len = self.layout.len() as u32;
        match self.phase {
            Phase::Scan(i) if i < len => {
                self.phase = Phase::Scan(i + 1);
                let Some((_, board)) = self.layout.position(i) else {
                    self.cells[i as usize] = NOT_A_POSITION;
                    return false;
                };
                if !board.has_legal_move() {
                    if board.in_check() {
                        self.mark(i, Value::Loss(0));
                        self.frontier.push(i);
                    } else {
                        self.mark(i, Value::Draw);
                    }
                } else if may_open_en_passant(&board) {
                    self.en_passant.push(i);
                }
            }
            Phase::Scan(_) => self.phase = Phase::Seed(0),
            Phase::Seed(i) if i < len => {
                self.phase = Phase::Seed(i + 1);
                if i == 0 {
                    self.open = vec![0; len as usize];
                    for &e in &self.en_passant {
                        self.open[e as usize] = NO_COUNT;
                    }
                }
                if self.cells[i as usize] != UNKNOWN {
                    return false;
                }
                let Some((p, board)) = self.layout.position(i) else {
                    return false;
                };
                let solving = self.solving(done);
                let s = solving.exits(&board, &p);
                if self.open[i as usize] != NO_COUNT {
                    self.open[i as usize] = solving.distinct_children(&board, &p);
                }
                if let Some(d) = s.fastest_loss {
                    self.defer(i, d + 1);
                } else if let Some(m) = s.all_win() {
                    self.defer(i, m + 1);
                }
            }
            Phase::Seed(_) => self.phase = Phase::Layer(0),
            Phase::Layer(k) if k < self.frontier.len() => {
                self.phase = Phase::Layer(k + 1);
                self.expand(done, self.frontier[k]);
            }
            Phase::Layer(_) => return self.end_layer(done),
            Phase::Finish(i) if i < len => {
                self.phase = Phase::Finish(i + 1);
                if self.cells[i as usize] == UNKNOWN {
                    self.mark(i, Value::Draw);
                }
            }
            Phase::Finish(_) => return true,
        }
        false
    }

    /// 거리가 정해진 국면 `q`의 앞 국면들.
    fn expand(&mut self, done: &Tablebase, q: u32) {
        let Some(v) = Value::from_cell(self.cells[q as usize]) else {
            return;
        };
        let p = self.layout.decode(q);
        let board = self.layout.board(&p);
        let mut before = Vec::new();
        unmoves(&self.layout, &p, &board, |pp| {
            if let Some(i) = self.layout.index(pp) {
                before.push((i, *pp));
            }
        });
        // 앞 국면마다 한 번 (대칭이나 같은 기물 둘로 같은 국면이 여러 번 나온다).
        before.sort_unstable_by_key(|&(i, _)| i);
        before.dedup_by_key(|&mut (i, _)| i);
        for (i, pp) in before {
            if self.cells[i as usize] != UNKNOWN {
                continue;
            }
            match v {
                Value::Loss(d) => self.settle(i, Value::Win(d + 1)),
                Value::Win(_) => {
                    let open = &mut self.open[i as usize];
                    if *open != NO_COUNT {
                        *open = open.saturating_sub(1);
                        if *open > 0 {
                            continue;
                        }
                    }
                    let b = self.layout.board(&pp);
                    let s = self.solving(done).eval(&b, &pp, self.layer, true);
                    if let Some(m) = s.all_win() {
                        self.settle(i, Value::Loss(m + 1));
                    }
                }
                Value::Draw => {}
            }
        }
    }

    /// 층 하나의 끝: 앙파상 국면을 다시 재고, 다음 층(과 그 층의 대기열)으로. 끝났으면 마무리로.
    fn end_layer(&mut self, done: &Tablebase) -> bool {
        for k in 0..self.en_passant.len() {
            let idx = self.en_passant[k];
            self.recheck(done, idx);
        }
        self.layer += 1;
        self.frontier = core::mem::take(&mut self.next);
        if let Some(waiting) = self.pending.get_mut(usize::from(self.layer)) {
            let waiting = core::mem::take(waiting);
            let v = |d: u16| {
                if d % 2 == 1 {
                    Value::Win(d)
                } else {
                    Value::Loss(d)
                }
            };
            for idx in waiting {
                if self.cells[idx as usize] == UNKNOWN {
                    self.mark(idx, v(self.layer));
                    self.frontier.push(idx);
                }
            }
        }
        let waiting_later = self.pending.len() > usize::from(self.layer) + 1;
        let more = !self.frontier.is_empty() || waiting_later || self.layer <= self.horizon;
        self.phase = if more && self.layer < MAX_PLIES {
            Phase::Layer(0)
        } else {
            Phase::Finish(0)
        };
        false
    }

    fn stage(&self) -> (Stage, f32) {
        let len = self.layout.len().max(1) as f32;
        match self.phase {
            Phase::Scan(i) => (Stage::Scan, i as f32 / len),
            Phase::Seed(i) => (Stage::Seed, i as f32 / len),
            Phase::Layer(k) => (
                Stage::Layer(self.layer),
                k as f32 / self.frontier.len().max(1) as f32,
            ),
            Phase::Finish(i) => (Stage::Finish, i as f32 / len),
        }
    }

    fn into_table(self) -> (Table, TableReport) {
        let (mut wins, mut draws, mut losses, mut positions) = (0, 0, 0, 0);
        let mut longest: Option<(u16, u32)> = None;
        for (i, &c) in self.cells.iter().enumerate() {
            match Value::from_cell(c) {
                Some(Value::Win(d)) => {
                    wins += 1;
                    if longest.is_none_or(|(l, _)| d > l) {
                        longest = Some((d, i as u32));
                    }
                }
                Some(Value::Loss(_)) => losses += 1,
                Some(Value::Draw) => draws += 1,
                None => continue,
            }
            positions += 1;
        }
        let fen = |i: u32| -> String {
            let p = self.layout.decode(i);
            self.layout.board(&p).to_fen()
        };
        let report = TableReport {
            material: self.layout.material().clone(),
            positions,
            wins,
            draws,
            losses,
            by_plies: self.by_plies,
            longest: longest.map(|(d, i)| (d, fen(i))),
            time: self.spent,
            bytes: self.cells.len(),
        };
        let table = Table {
            layout: self.layout,
            cells: self.cells,
            longest: longest.map(|(d, _)| d),
        };
        (table, report)
    }
}

/// 재료 하나의 표를 (그 표가 가는 표들과 함께) 만드는 풀이기. [`Steppable`]이라 앱은 프레임마다
/// 조금씩, 웹은 작업자에서 돌린다.
pub struct Generator {
    order: Vec<Material>,
    current: usize,
    done: Tablebase,
    work: Option<Work>,
    reports: Vec<TableReport>,
    peak_bytes: usize,
}

impl Generator {
    /// 재료 `material`의 표를 만든다. `have`에 이미 있는 표는 다시 풀지 않는다.
    pub fn new(material: &Material, have: Tablebase) -> Generator {
        let order = material.closure();
        Generator {
            order,
            current: 0,
            done: have,
            work: None,
            reports: Vec::new(),
            peak_bytes: 0,
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
        }
    }
}
