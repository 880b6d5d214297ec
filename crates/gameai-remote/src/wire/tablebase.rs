//! 체스 끝내기 표의 모양: 표 만들기 작업(재료, 이미 있는 표, 지켜볼 국면), 그 스냅숏과 답, 그리고
//! 대국의 알파-베타가 물을 표들. 표는 칸 그대로 (한 칸 1바이트, 길이를 앞에) 건너고, 받는 쪽이
//! 재료의 번호 수와 칸의 값을 확인한다 ([`Table::from_cells`]).

use core::time::Duration;

use super::{Reader, Wire, WireError, Writer};
use gameai::games::chess::Board;
use gameai::tablebase::{
    GenSnapshot, Generated, Material, Stage, Table, TableReport, Tablebase, Value,
};

fn invalid(e: impl core::fmt::Display) -> WireError {
    WireError::Invalid(e.to_string())
}

/// 재료는 이름으로 ("KRKP").
impl Wire for Material {
    fn put(&self, w: &mut Writer) {
        w.put(&self.to_string());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let name: String = r.get()?;
        Material::parse(&name).map_err(invalid)
    }
}

/// 국면은 FEN으로 (지켜볼 국면들: 흑 킹의 칸마다 하나, 많아야 64개).
impl Wire for Board {
    fn put(&self, w: &mut Writer) {
        w.put(&self.to_fen());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let fen: String = r.get()?;
        Board::from_fen(&fen).map_err(invalid)
    }
}

impl Wire for Table {
    fn put(&self, w: &mut Writer) {
        w.put(self.material());
        w.bytes(self.cells());
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let material: Material = r.get()?;
        let cells = r.bytes()?.to_vec();
        Table::from_cells(&material, cells)
            .ok_or_else(|| WireError::Invalid(format!("the {material} table's cells do not fit")))
    }
}

impl Wire for Tablebase {
    fn put(&self, w: &mut Writer) {
        w.varint(self.tables().len() as u64);
        for t in self.tables() {
            w.put(t);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let n = r.count()?;
        let mut tb = Tablebase::new();
        for _ in 0..n {
            tb.insert(r.get()?);
        }
        Ok(tb)
    }
}

impl Wire for Value {
    fn put(&self, w: &mut Writer) {
        match *self {
            Value::Draw => w.byte(0),
            Value::Win(d) => {
                w.byte(1);
                w.put(&d);
            }
            Value::Loss(d) => {
                w.byte(2);
                w.put(&d);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Value::Draw),
            1 => Ok(Value::Win(r.get()?)),
            2 => Ok(Value::Loss(r.get()?)),
            t => Err(WireError::BadTag("endgame value", t.into())),
        }
    }
}

impl Wire for Stage {
    fn put(&self, w: &mut Writer) {
        match *self {
            Stage::Scan => w.byte(0),
            Stage::Seed => w.byte(1),
            Stage::Layer(n) => {
                w.byte(2);
                w.put(&n);
            }
            Stage::Finish => w.byte(3),
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Stage::Scan),
            1 => Ok(Stage::Seed),
            2 => Ok(Stage::Layer(r.get()?)),
            3 => Ok(Stage::Finish),
            t => Err(WireError::BadTag("tablebase stage", t.into())),
        }
    }
}

impl Wire for TableReport {
    fn put(&self, w: &mut Writer) {
        w.put(&self.material);
        w.put(&self.positions);
        w.put(&self.wins);
        w.put(&self.draws);
        w.put(&self.losses);
        w.put(&self.by_plies);
        w.put(&self.longest);
        w.put(&(self.time.as_micros() as u64));
        w.put(&(self.bytes as u64));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(TableReport {
            material: r.get()?,
            positions: r.get()?,
            wins: r.get()?,
            draws: r.get()?,
            losses: r.get()?,
            by_plies: r.get()?,
            longest: r.get()?,
            time: Duration::from_micros(r.get()?),
            bytes: usize::try_from(r.get::<u64>()?).map_err(invalid)?,
        })
    }
}

impl Wire for GenSnapshot {
    fn put(&self, w: &mut Writer) {
        w.put(&self.tables);
        w.put(&(self.current as u64));
        w.put(&self.stage);
        w.put(&self.by_plies);
        w.put(&self.progress);
        w.put(&self.watched);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(GenSnapshot {
            tables: r.get()?,
            current: usize::try_from(r.get::<u64>()?).map_err(invalid)?,
            stage: r.get()?,
            by_plies: r.get()?,
            progress: r.get()?,
            watched: r.get()?,
        })
    }
}

impl Wire for Generated {
    fn put(&self, w: &mut Writer) {
        w.put(&self.tablebase);
        w.put(&self.reports);
        w.put(&(self.peak_bytes as u64));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(Generated {
            tablebase: r.get()?,
            reports: r.get()?,
            peak_bytes: usize::try_from(r.get::<u64>()?).map_err(invalid)?,
        })
    }
}
