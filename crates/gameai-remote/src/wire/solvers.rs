//! 풀이기의 설정, 스냅숏, 결론: MCTS와 알파-베타가 경계를 건너는 모양.

use gameai::mcts::{
    ChildStat, Config, Decision, LastIteration, Limit, SnapNode, Snapshot, TreeMemory,
};
use gameai::search::{DepthReport, PvLine, SearchConfig, SearchSnapshot, ThreatLine};
use gameai::tt::{KeyMode, TtStats};

use super::{MAX_WIRE_MULTIPV, MAX_WIRE_TT_BITS, Reader, Wire, WireError, Writer};

// ── MCTS ─────────────────────────────────────────────────────

impl Wire for Config {
    fn put(&self, w: &mut Writer) {
        w.put(&self.c);
        w.put(&self.decisive);
        w.put(&self.reuse);
        w.put(&self.rave);
        w.put(&self.rave_k);
        w.put(&self.bridges);
        w.put(&self.expand_all);
        w.put(&self.recycle);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(Config {
            c: r.get()?,
            decisive: r.get()?,
            reuse: r.get()?,
            rave: r.get()?,
            rave_k: r.get()?,
            bridges: r.get()?,
            expand_all: r.get()?,
            recycle: r.get()?,
        })
    }
}

impl Wire for Limit {
    fn put(&self, w: &mut Writer) {
        match *self {
            Limit::Iterations(n) => {
                w.byte(0);
                w.varint(n);
            }
            Limit::Millis(ms) => {
                w.byte(1);
                w.varint(ms);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(Limit::Iterations(r.varint()?)),
            1 => Ok(Limit::Millis(r.varint()?)),
            t => Err(WireError::BadTag("limit", t.into())),
        }
    }
}

impl<M: Wire> Wire for ChildStat<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.mv);
        w.put(&self.visits);
        w.put(&self.wins);
        w.put(&self.amaf_visits);
        w.put(&self.amaf_wins);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(ChildStat {
            mv: r.get()?,
            visits: r.get()?,
            wins: r.get()?,
            amaf_visits: r.get()?,
            amaf_wins: r.get()?,
        })
    }
}

impl<M: Wire> Wire for SnapNode<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.id);
        w.put(&self.parent);
        w.put(&self.depth);
        w.put(&self.mv);
        w.put(&self.visits);
        w.put(&self.wins);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(SnapNode {
            id: r.get()?,
            parent: r.get()?,
            depth: r.get()?,
            mv: r.get()?,
            visits: r.get()?,
            wins: r.get()?,
        })
    }
}

impl<M: Wire> Wire for LastIteration<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.path);
        w.put(&self.rollout);
        w.put(&self.result);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(LastIteration {
            path: r.get()?,
            rollout: r.get()?,
            result: r.get()?,
        })
    }
}

impl Wire for TreeMemory {
    fn put(&self, w: &mut Writer) {
        w.put(&self.bytes);
        w.put(&self.limit);
        w.put(&self.full);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(TreeMemory {
            bytes: r.get()?,
            limit: r.get()?,
            full: r.get()?,
        })
    }
}

impl<M: Wire> Wire for Snapshot<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.iterations);
        w.put(&self.elapsed);
        w.put(&self.root);
        w.put(&self.tree);
        w.put(&self.last);
        w.put(&self.pv);
        w.put(&self.memory);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(Snapshot {
            iterations: r.get()?,
            elapsed: r.get()?,
            root: r.get()?,
            tree: r.get()?,
            last: r.get()?,
            pv: r.get()?,
            memory: r.get()?,
        })
    }
}

impl<M: Wire> Wire for Decision<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.best);
        w.put(&self.iterations);
        w.put(&self.elapsed);
        w.put(&self.root);
        w.put(&self.pv);
        w.put(&self.memory);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(Decision {
            best: r.get()?,
            iterations: r.get()?,
            elapsed: r.get()?,
            root: r.get()?,
            pv: r.get()?,
            memory: r.get()?,
        })
    }
}

// ── 알파-베타 ─────────────────────────────────────────────────

impl Wire for KeyMode {
    fn put(&self, w: &mut Writer) {
        w.byte(match self {
            KeyMode::Full64 => 0,
            KeyMode::Unchecked16 => 1,
        });
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        match r.byte()? {
            0 => Ok(KeyMode::Full64),
            1 => Ok(KeyMode::Unchecked16),
            t => Err(WireError::BadTag("key mode", t.into())),
        }
    }
}

impl Wire for SearchConfig {
    fn put(&self, w: &mut Writer) {
        w.put(&self.max_depth);
        w.put(&self.max_millis);
        w.put(&self.soft_millis);
        w.put(&self.use_tt);
        w.put(&self.tt_bits);
        w.put(&self.key_mode);
        w.put(&self.multipv);
        w.put(&self.selective);
        w.put(&self.pruning);
        w.put(&self.ordering);
        w.put(&self.pvs);
        w.put(&self.threats);
        w.put(&self.root_threats);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let c = SearchConfig {
            max_depth: r.get()?,
            max_millis: r.get()?,
            soft_millis: r.get()?,
            use_tt: r.get()?,
            tt_bits: r.get()?,
            key_mode: r.get()?,
            multipv: r.get()?,
            selective: r.get()?,
            pruning: r.get()?,
            ordering: r.get()?,
            pvs: r.get()?,
            threats: r.get()?,
            root_threats: r.get()?,
        };
        // 줄마다 뿌리를 다시 찾는다: 망가진 편지가 일을 끝없이 늘리지 않게.
        if c.multipv > MAX_WIRE_MULTIPV {
            return Err(WireError::Invalid(format!("{} MultiPV lines", c.multipv)));
        }
        // 표는 2^tt_bits칸을 만든다: 망가진 편지가 작업자의 메모리를 다 쓰지 않게, 앱이 쓰는
        // 범위(2^20칸, 64 MiB)까지만 받는다.
        if c.tt_bits > MAX_WIRE_TT_BITS {
            return Err(WireError::Invalid(format!("a 2^{} table", c.tt_bits)));
        }
        Ok(c)
    }
}

impl Wire for TtStats {
    fn put(&self, w: &mut Writer) {
        for v in [
            self.probes,
            self.hits,
            self.cutoffs,
            self.collisions,
            self.false_hits,
            self.stores,
        ] {
            w.varint(v);
        }
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(TtStats {
            probes: r.get()?,
            hits: r.get()?,
            cutoffs: r.get()?,
            collisions: r.get()?,
            false_hits: r.get()?,
            stores: r.get()?,
        })
    }
}

impl<M: Wire> Wire for PvLine<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.depth);
        w.put(&self.value);
        w.put(&self.pv);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(PvLine {
            depth: r.get()?,
            value: r.get()?,
            pv: r.get()?,
        })
    }
}

impl<M: Wire> Wire for ThreatLine<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.line);
        w.put(&self.threes);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(ThreatLine {
            line: r.get()?,
            threes: r.get()?,
        })
    }
}

impl<M: Wire> Wire for DepthReport<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.depth);
        w.put(&self.best);
        w.put(&self.value);
        w.put(&self.pv);
        w.put(&self.lines);
        w.put(&self.nodes);
        w.put(&self.cutoffs);
        w.put(&self.history);
        w.put(&self.tt);
        w.put(&self.endgame);
        w.put(&self.threat);
        w.put(&self.threes);
        w.put(&self.foe);
        w.put(&self.elapsed);
        w.put(&self.partial);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(DepthReport {
            depth: r.get()?,
            best: r.get()?,
            value: r.get()?,
            pv: r.get()?,
            lines: r.get()?,
            nodes: r.get()?,
            cutoffs: r.get()?,
            history: r.get()?,
            tt: r.get()?,
            endgame: r.get()?,
            threat: r.get()?,
            threes: r.get()?,
            foe: r.get()?,
            elapsed: r.get()?,
            partial: r.get()?,
        })
    }
}

impl<M: Wire> Wire for SearchSnapshot<M> {
    fn put(&self, w: &mut Writer) {
        w.put(&self.depth);
        w.put(&self.nodes);
        w.put(&self.tt);
        w.put(&self.endgame);
        w.put(&self.done);
    }
    fn get(r: &mut Reader<'_>) -> Result<Self, WireError> {
        Ok(SearchSnapshot {
            depth: r.get()?,
            nodes: r.get()?,
            tt: r.get()?,
            endgame: r.get()?,
            done: r.get()?,
        })
    }
}
