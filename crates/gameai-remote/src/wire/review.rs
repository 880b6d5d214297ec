//! 돌아보기의 모양: 값(정확한 결과, 점수, 승률), 표시, 수 하나의 돌아보기, 진행.

use super::{Reader, Wire, WireError, Writer};
use gameai::review::{Exact, MoveReview, ReviewProgress, Score, Value, Verdict};

impl Wire for Exact {
    fn put(&self, w: &mut Writer) {
        match *self {
            Exact::Win(p) => {
                w.byte(0);
                w.put(&p);
            }
            Exact::Draw => w.byte(1),
            Exact::Loss(p) => {
                w.byte(2);
                w.put(&p);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Exact::Win(r.get()?)),
            1 => Ok(Exact::Draw),
            2 => Ok(Exact::Loss(r.get()?)),
            t => Err(WireError::BadTag("exact value", t.into())),
        }
    }
}

impl Wire for Score {
    fn put(&self, w: &mut Writer) {
        match *self {
            Score::Cp(v) => {
                w.byte(0);
                w.put(&v);
            }
            Score::Mate(n) => {
                w.byte(1);
                w.put(&n);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Score::Cp(r.get()?)),
            1 => Ok(Score::Mate(r.get()?)),
            t => Err(WireError::BadTag("score", t.into())),
        }
    }
}

/// 승률은 f64의 비트 그대로 (돌아보기가 되풀이되면 같은 값이어야 한다).
impl Wire for Value {
    fn put(&self, w: &mut Writer) {
        match self {
            Value::Exact(e) => {
                w.byte(0);
                w.put(e);
            }
            Value::Score(s) => {
                w.byte(1);
                w.put(s);
            }
            Value::Rate(x) => {
                w.byte(2);
                w.put(&x.to_bits());
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Value::Exact(r.get()?)),
            1 => Ok(Value::Score(r.get()?)),
            2 => {
                let x = f64::from_bits(r.get()?);
                if !(0.0..=1.0).contains(&x) {
                    return Err(WireError::Invalid(format!("win rate {x} is not in 0..1")));
                }
                Ok(Value::Rate(x))
            }
            t => Err(WireError::BadTag("value", t.into())),
        }
    }
}

impl Wire for Verdict {
    fn put(&self, w: &mut Writer) {
        w.byte(Verdict::ALL.iter().position(|v| v == self).unwrap_or(0) as u8);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let t = r.byte()?;
        Verdict::ALL
            .get(usize::from(t))
            .copied()
            .ok_or(WireError::BadTag("verdict", t.into()))
    }
}

impl<M: Wire> Wire for MoveReview<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&(self.ply as u64));
        w.put(&self.mv);
        w.put(&self.by);
        w.put(&self.before);
        w.put(&self.after);
        w.put(&self.best);
        w.put(&self.line);
        w.put(&self.verdict);
        w.put(&self.exact);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(MoveReview {
            ply: super::narrow(r.get::<u64>()?, "ply")?,
            mv: r.get()?,
            by: r.get()?,
            before: r.get()?,
            after: r.get()?,
            best: r.get()?,
            line: r.get()?,
            verdict: r.get()?,
            exact: r.get()?,
        })
    }
}

impl Wire for ReviewProgress {
    fn put(&self, w: &mut Writer) {
        w.put(&(self.judged as u64));
        w.put(&(self.total as u64));
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(ReviewProgress {
            judged: super::narrow(r.get::<u64>()?, "judged")?,
            total: super::narrow(r.get::<u64>()?, "total")?,
        })
    }
}
