//! 표 하나 풀기: `Work`가 훑기, 씨 뿌리기, 층, 마무리를 일 하나씩 한다 (단계의 설명은
//! [`mod@super::generate`]). [`super::Generator`]는 표들을 차례로 이것으로 푼다.

use core::time::Duration;

use super::index::Layout;
use super::material::Material;
use super::moves::{Solving, may_open_en_passant, unmoves};
use super::table::{MAX_PLIES, NOT_A_POSITION, Table, Tablebase, UNKNOWN, Value};

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

/// 후속 국면을 세지 않는 국면 (앙파상).
const NO_COUNT: u8 = u8::MAX;

#[derive(Clone, Copy, Debug)]
pub(super) enum Phase {
    Scan(u32),
    Seed(u32),
    Layer(usize),
    Finish(u32),
}

/// 표 하나를 푸는 중의 상태.
pub(super) struct Work {
    pub(super) layout: Layout,
    pub(super) cells: Vec<u8>,
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
    pub(super) by_plies: Vec<u64>,
    pub(super) spent: Duration,
}

impl Work {
    pub(super) fn new(material: &Material, done: &Tablebase) -> Work {
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

    pub(super) fn bytes(&self) -> usize {
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
    pub(super) fn unit(&mut self, done: &Tablebase) -> bool {
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

    pub(super) fn stage(&self) -> (Stage, f32) {
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

    pub(super) fn into_table(self) -> (Table, TableReport) {
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
