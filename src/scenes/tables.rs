//! 세션의 체스 끝내기 표: 후퇴 해석 장면의 "체스 끝내기"가 풀어 보이고, 전치표 장면의 체스 AI가
//! 네 기물 이하에서 묻는다 (두 장면이 같이 쓰는 것은 여기 한 곳).
//!
//! 표는 프레임 밖에서 만든다: [`Thinker<Generator>`] 하나가 네이티브는 작업 스레드, 웹은 작업자
//! (`gameai_remote`의 표 만들기 작업)에서 돌린다. 한 번에 표 하나 (그 표가 가는 표들과 함께). 풀린
//! 표는 세션 동안 남아, 다른 끝내기로 갔다 오거나 대국이 다시 그 재료에 닿아도 다시 풀지 않는다.

use std::sync::Arc;

use bevy::prelude::*;
use gameai::games::chess::{Board, Chess};
use gameai::search::Oracle;
use gameai::tablebase::{
    GenSnapshot, Generator, Material, Stage, TableReport, Tablebase, Value, oracle,
};

use crate::i18n::{EgText, Locale};
use crate::think::{AiMemory, ThinkPlugin, ThinkSet, Thinker, Ticket};

/// 앱이 스스로 만드는 끝내기: 휴대폰에서 몇 초면 풀리는 것 — 폰이 없는 네 기물 이하와 KPK (아래
/// 표까지 10 MiB, 휴대폰급 브라우저에서 KBNK 30초 안쪽). 폰이 있는 4기물은 그 아래 표가 10개 이상
/// (45–117 MiB, 네이티브로도 10–47초)이라 명령줄(`gameai tablebase`)에서만 (`docs/tablebase.md`).
pub(crate) fn fits_a_phone(m: &Material) -> bool {
    m.count() <= gameai::tablebase::MAX_PIECES && (!m.has_pawns() || m.count() <= 3)
}

/// "지금 국면의 표를 만들고 있다": 대국의 AI는 표가 나올 때까지 생각을 맡기지 않는다.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solving;

/// 표를 만들면 AI의 메모리 예산을 넘는다: 만들지 않는다 (대국의 AI는 표 없이 찾는다).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooBig {
    /// 만드는 동안 드는 바이트 (어림: [`Material::generation_bytes`]).
    pub need: usize,
    /// 표들에 줄 수 있는 바이트 ([`crate::think::AiMemory`]의 일꾼 한 명의 몫).
    pub limit: usize,
}

/// 세션 동안 남는 풀린 표들과, 지금 만드는 표. 표들은 AI의 메모리 예산(일꾼 한 명의 몫) 안에 둔다:
/// 넘치면 가장 오래 쓰지 않은 표부터 놓는다 (다시 필요하면 다시 푼다).
#[derive(Resource)]
pub struct EndgameTables {
    /// 풀린 표들 (탐색이 나눠 가진다: [`EndgameTables::oracle`]).
    pub tables: Arc<Tablebase>,
    /// 표마다의 수치, 푼 차례대로.
    pub reports: Vec<TableReport>,
    /// 표들에 줄 수 있는 바이트 (AI의 메모리 예산을 따른다).
    pub limit: usize,
    /// 만들고 있는 표와 그 생각의 표.
    making: Option<(Material, Ticket)>,
    /// 표를 쓴 차례 (앞이 오래된 것): 넘치면 앞에서부터 놓는다.
    used: Vec<Material>,
}

impl Default for EndgameTables {
    fn default() -> Self {
        EndgameTables {
            tables: Arc::default(),
            reports: Vec::new(),
            limit: usize::MAX,
            making: None,
            used: Vec::new(),
        }
    }
}

impl EndgameTables {
    /// 재료 `m`(표의 이름)의 표가 풀렸는가.
    pub fn has(&self, m: &Material) -> bool {
        self.tables.table(m).is_some()
    }

    /// 만들고 있는 표.
    pub fn making(&self) -> Option<&Material> {
        self.making.as_ref().map(|(m, _)| m)
    }

    /// 재료 `m`의 표를 만들기 시작한다 (이미 있거나 만들고 있으면 그대로). 다른 표를 만들던 것은
    /// 그만둔다 (그 표는 버리고, 풀린 표는 남는다). `watch`: 스냅숏마다 값을 알려 줄 국면들. 만드는
    /// 동안 드는 메모리가 예산을 넘으면 만들지 않는다.
    pub fn request(
        &mut self,
        thinker: &mut Thinker<Generator>,
        m: &Material,
        watch: Vec<Board>,
    ) -> Result<(), TooBig> {
        if self.has(m) {
            self.touch(m);
            return Ok(());
        }
        if self.making() == Some(m) {
            return Ok(());
        }
        let need = m.generation_bytes();
        if need > self.limit {
            return Err(TooBig {
                need,
                limit: self.limit,
            });
        }
        // 예산 안에서 만들도록, 이 표의 아래 표가 아닌 것을 먼저 놓는다.
        self.trim(m, self.limit.saturating_sub(need));
        let have = Tablebase::clone(&self.tables);
        let ticket = thinker.start(Generator::new(m, have).with_watch(watch));
        self.making = Some((m.clone(), ticket));
        Ok(())
    }

    /// 표 `m`과 그 아래 표들을 방금 썼다고 적는다.
    fn touch(&mut self, m: &Material) {
        // 방금 쓴 표면 할 일이 없다 (나무는 뿌리의 표를 프레임마다 묻는다).
        if self.used.last() == Some(m) {
            return;
        }
        for t in m.closure() {
            self.used.retain(|u| *u != t);
            self.used.push(t);
        }
    }

    /// 표들이 `room` 바이트를 넘으면 오래 쓰지 않은 것부터 놓는다 (`keep`과 그 아래 표들은 남긴다).
    fn trim(&mut self, keep: &Material, room: usize) {
        let keep = keep.closure();
        while self.tables.bytes() > room {
            let oldest = self
                .tables
                .tables()
                .iter()
                .map(|t| t.material())
                .filter(|m| !keep.contains(m))
                .min_by_key(|m| self.used.iter().position(|u| u == *m))
                .cloned();
            let Some(victim) = oldest else { break };
            Arc::make_mut(&mut self.tables).remove(&victim);
            self.used.retain(|u| *u != victim);
        }
    }

    /// 만들던 표를 그만둔다.
    pub fn stop(&mut self, thinker: &mut Thinker<Generator>) {
        if self.making.take().is_some() {
            thinker.cancel();
        }
    }

    /// 재료 `m`을 만들고 있으면 그 모습.
    pub fn progress(&self, thinker: &Thinker<Generator>, m: &Material) -> Option<GenSnapshot> {
        (self.making() == Some(m))
            .then(|| thinker.snapshot())
            .flatten()
    }

    /// 대국의 국면 `board`를 찾기 전에: 네 기물 이하이고 앱이 만드는 끝내기인데 표가 아직 없으면 만들기
    /// 시작하고 `Err(Solving)`. 아니면 탐색이 물을 곳 (풀린 표가 하나도 없으면 `None`; 다섯 기물 이상의
    /// 국면에서도 잡기로 풀린 표에 닿으면 표가 답한다).
    pub fn for_search(
        &mut self,
        maker: &mut Thinker<Generator>,
        board: &Board,
    ) -> Result<Option<Oracle<Chess>>, Solving> {
        if board.occupied().count_ones() as usize <= gameai::tablebase::MAX_PIECES {
            let (m, _) = Material::of(board).normalized();
            // 예산에 들지 않는 표는 청하지 않는다: 표 없이 찾는다.
            if !m.is_bare_kings()
                && fits_a_phone(&m)
                && !self.has(&m)
                && self.request(maker, &m, Vec::new()).is_ok()
            {
                return Err(Solving);
            }
            if self.has(&m) {
                self.touch(&m);
            }
        }
        Ok(self.oracle())
    }

    /// 체스 탐색이 물을 곳 (풀린 표가 하나도 없으면 `None`).
    pub fn oracle(&self) -> Option<Oracle<Chess>> {
        (!self.tables.tables().is_empty()).then(|| oracle(Arc::clone(&self.tables)))
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EndgameTables>();
    app.init_resource::<Thinker<Generator>>();
    app.add_plugins(ThinkPlugin::<Generator>::default());
    app.add_systems(Update, receive.in_set(ThinkSet::Apply));
    app.add_systems(First, follow_budget);
}

/// 표들의 예산은 AI의 메모리 예산을 따른다 (시험이 예산을 바꾸면 그다음 프레임부터).
fn follow_budget(memory: Option<Res<AiMemory>>, mut tables: ResMut<EndgameTables>) {
    if let Some(m) = memory
        && tables.limit != m.endgame_tables()
    {
        tables.limit = m.endgame_tables();
    }
}

/// 표가 다 만들어졌으면 세션의 묶음으로 옮긴다.
fn receive(mut tables: ResMut<EndgameTables>, mut thinker: ResMut<Thinker<Generator>>) {
    let Some((_, ticket)) = &tables.making else {
        return;
    };
    let Some(out) = thinker.take(Some(*ticket)) else {
        return;
    };
    let Some((made, _)) = tables.making.take() else {
        return;
    };
    tables.tables = Arc::new(out.tablebase);
    tables.reports.extend(out.reports);
    tables.touch(&made);
    let limit = tables.limit;
    tables.trim(&made, limit);
}

/// 표의 값을 말로 (둘 차례에서): "이김, 16수 만에 메이트".
pub(crate) fn value_text(v: Value, l: &Locale) -> String {
    match v {
        Value::Win(_) => l.f(EgText::ValueWin, &[("n", &v.moves().unwrap_or(0))]),
        Value::Loss(0) => l.t(EgText::ValueMated).to_owned(),
        Value::Loss(_) => l.f(EgText::ValueLoss, &[("n", &v.moves().unwrap_or(0))]),
        Value::Draw => l.t(EgText::ValueDraw).to_owned(),
    }
}

/// 만드는 표의 진척을 말로: "KBNK 푸는 중 (3/3): 거리 21 층" (아래 표들까지 차례로; 층의 수는 다 풀기 전에
/// 모르므로 백분율로 말하지 않는다).
pub(crate) fn solving_text(s: &GenSnapshot, l: &Locale) -> String {
    let stage = match s.stage {
        Stage::Scan => l.t(EgText::StageScan).to_owned(),
        Stage::Seed => l.t(EgText::StageSeed).to_owned(),
        Stage::Layer(d) => l.f(EgText::StageLayer, &[("d", &d)]),
        Stage::Finish => l.t(EgText::StageFinish).to_owned(),
    };
    let m = s
        .tables
        .get(s.current)
        .map(ToString::to_string)
        .unwrap_or_default();
    l.f(
        EgText::SolvingTable,
        &[
            ("m", &m),
            ("i", &(s.current + 1).min(s.tables.len())),
            ("n", &s.tables.len()),
            ("stage", &stage),
        ],
    )
}

/// 대국과 나무의 한 줄: 청한 표 `m`과, 아래 표들까지 몇 번째 표를 푸는가 ("KBNK (3/3)").
pub(crate) fn solving_short(m: &Material, s: Option<&GenSnapshot>) -> String {
    match s {
        Some(s) => format!(
            "{m} ({}/{})",
            (s.current + 1).min(s.tables.len()),
            s.tables.len()
        ),
        None => m.to_string(),
    }
}

/// 예산에 들지 않는 표를 말로.
pub(crate) fn too_big_text(t: TooBig, l: &Locale) -> String {
    l.f(
        EgText::TooBigForBudget,
        &[("need", &mib(t.need)), ("limit", &mib(t.limit))],
    )
}

/// 바이트를 MiB로 (소수 한 자리).
pub(crate) fn mib(bytes: usize) -> String {
    format!("{:.1}", bytes as f64 / f64::from(1u32 << 20))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameai::tablebase::generate;

    fn name(s: &str) -> Material {
        Material::parse(s).unwrap()
    }

    /// KQK, KRK, KBK, KNK를 풀어 둔 묶음 (표마다 같은 크기).
    fn four() -> EndgameTables {
        let mut t = EndgameTables::default();
        let mut tb = Tablebase::new();
        for m in ["KQK", "KRK", "KBK", "KNK"] {
            for table in generate(&name(m)).tablebase.tables() {
                tb.insert(table.clone());
            }
            t.touch(&name(m));
        }
        t.tables = Arc::new(tb);
        t
    }

    #[test]
    fn over_the_budget_the_least_recently_used_tables_go_first() {
        let mut t = four();
        let one = t.tables.table(&name("KQK")).unwrap().bytes();
        // KQK를 다시 썼다: 가장 오래된 것은 KRK.
        t.touch(&name("KQK"));
        t.trim(&name("KNK"), 2 * one);
        let left: Vec<String> = t
            .tables
            .tables()
            .iter()
            .map(|x| x.material().to_string())
            .collect();
        assert_eq!(left.len(), 2, "{left:?}");
        assert!(t.has(&name("KQK")) && t.has(&name("KNK")), "{left:?}");
        // 지킬 표는 예산이 0이어도 남는다.
        t.trim(&name("KNK"), 0);
        assert!(t.has(&name("KNK")) && !t.has(&name("KQK")));
    }

    #[test]
    fn a_table_too_big_for_the_budget_is_not_made_and_the_ai_searches_without_it() {
        let mut t = EndgameTables {
            limit: 1000,
            ..EndgameTables::default()
        };
        let mut maker = Thinker::<Generator>::default();
        let krk = name("KRK");
        let err = t.request(&mut maker, &krk, Vec::new()).unwrap_err();
        assert_eq!(err.limit, 1000);
        assert_eq!(err.need, krk.generation_bytes());
        assert!(t.making().is_none() && !maker.is_thinking());
        let board = Board::from_fen("8/8/8/8/8/2k5/1R6/K7 w - - 0 1").unwrap();
        assert!(matches!(t.for_search(&mut maker, &board), Ok(None)));
        // 예산 안이면 청하고, AI는 기다린다.
        t.limit = usize::MAX;
        assert_eq!(t.for_search(&mut maker, &board).err(), Some(Solving));
        assert_eq!(t.making(), Some(&krk));
    }
}
