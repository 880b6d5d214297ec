//! 오목의 위협 찾기의 바탕: 돌이 닿는 다섯 칸 창을 훑어 한 쪽의 다섯 자리, 상대의 다섯 자리, 넷이 되는
//! 수와 그 이득 칸을 모은다 ([`super::vcf`]와 [`super::vct`]가 함께 쓴다). 정확히 다섯의 규칙에서는
//! 채우면 장목이 될 창을 세지 않는다.

use crate::games::Player;
use crate::games::gomoku::{DIRS, FIVE, GMove, Gomoku};

/// 한 국면의 위협들 (공격 쪽에서).
#[derive(Default)]
pub(super) struct Threats {
    /// 공격 쪽의 다섯 자리들 (서로 다른 칸).
    pub(super) fives: Vec<GMove>,
    /// 상대의 다섯 자리 (서로 다른 것 둘까지).
    pub(super) blocks: Vec<GMove>,
    /// 넷이 되는 (수, 이득 칸) 짝들.
    pub(super) fours: Vec<(GMove, GMove)>,
    /// 셋이 될 수 있는 칸: 공격 쪽 돌 둘과 빈 칸 셋인 창의 빈 칸 (겹칠 수 있다).
    pub(super) twos: Vec<GMove>,
}

impl Threats {
    /// 넷이 되는 수마다 그 이득 칸들 (`only`가 있으면 그 수만), 좋은 순: 이득 칸이 둘 이상인 수 (열린 넷,
    /// 쌍사)가 먼저, 그다음 `me`의 위협 점수, 같으면 칸 번호.
    pub(super) fn four_moves(
        &self,
        g: &Gomoku,
        me: Player,
        only: Option<GMove>,
    ) -> Vec<(GMove, Vec<GMove>)> {
        let mut pairs = self.fours.clone();
        if let Some(must) = only {
            pairs.retain(|&(m, _)| m == must);
        }
        pairs.sort_unstable();
        pairs.dedup();
        let mut moves: Vec<(GMove, Vec<GMove>)> = Vec::new();
        for (m, gain) in pairs {
            match moves.last_mut() {
                Some((last, gains)) if *last == m => gains.push(gain),
                _ => moves.push((m, vec![gain])),
            }
        }
        let color = me.index() as u8 + 1;
        moves.sort_by_cached_key(|(m, gains)| {
            (
                core::cmp::Reverse(gains.len().min(2)),
                core::cmp::Reverse(g.threat(*m, color)),
                *m,
            )
        });
        moves
    }

    /// 넷이 되는 수 가운데 이득 칸이 둘인 것 (열린 넷이나 쌍사)이 있는가: 셋이 있다.
    pub(super) fn opens_four(&self) -> bool {
        self.fours
            .iter()
            .any(|&(m, gain)| self.fours.iter().any(|&(m2, g2)| m2 == m && g2 != gain))
    }
}

/// 돌이 닿는 다섯 칸 창을 모두 보고 공격 쪽 `me`의 위협들을 모은다. 돌이 없는 창은 위협이 아니므로,
/// 창의 시작점은 놓인 돌들을 감싼 사각형에 닿는 곳만 (방향마다 넷 칸 앞에서부터).
pub(super) fn scan(g: &Gomoku, me: Player) -> Threats {
    let n = i32::from(g.size());
    let mine = me.index() as u8 + 1;
    let theirs = me.other().index() as u8 + 1;
    let cells = &g.cells;
    let mut t = Threats::default();
    let Some((x0, y0, x1, y1)) = stone_box(g) else {
        return t;
    };
    for (dx, dy) in DIRS {
        // 창 (x, y) … (x + 4dx, y + 4dy)가 사각형에 닿는 시작점들.
        let xs = (x0 - 4 * dx.max(0)).max(0)..=(x1 - 4 * dx.min(0)).min(n - 1);
        let ys = (y0 - 4 * dy.max(0)).max(0)..=(y1 - 4 * dy.min(0)).min(n - 1);
        for y in ys {
            for x in xs.clone() {
                let (ex, ey) = (x + dx * 4, y + dy * 4);
                if !(0..n).contains(&ex) || !(0..n).contains(&ey) {
                    continue;
                }
                let (mut own, mut other) = (0, 0);
                let mut empty = [0u16; FIVE];
                let mut e = 0;
                for k in 0..FIVE as i32 {
                    let i = ((y + dy * k) * n + x + dx * k) as usize;
                    match cells[i] {
                        0 => {
                            empty[e] = i as u16;
                            e += 1;
                        }
                        c if c == mine => own += 1,
                        _ => other += 1,
                    }
                }
                // 정확히 다섯의 규칙: 채우면 장목이 될 창은 위협이 아니다.
                let color = if other == 0 { mine } else { theirs };
                if !g.window_can_win((x, y), (dx, dy), color) {
                    continue;
                }
                match (own, other, e) {
                    (4, 0, 1) => {
                        let f = GMove(empty[0]);
                        if !t.fives.contains(&f) {
                            t.fives.push(f);
                        }
                    }
                    (0, 4, 1) => {
                        let b = GMove(empty[0]);
                        if !t.blocks.contains(&b) {
                            t.blocks.push(b);
                        }
                    }
                    (3, 0, 2) => {
                        let (a, b) = (GMove(empty[0]), GMove(empty[1]));
                        t.fours.push((a, b));
                        t.fours.push((b, a));
                    }
                    (2, 0, 3) => t.twos.extend(empty[..3].iter().map(|&i| GMove(i))),
                    _ => {}
                }
            }
        }
    }
    t
}

/// 놓인 돌들을 감싼 사각형 (x0, y0, x1, y1); 돌이 없으면 `None`.
fn stone_box(g: &Gomoku) -> Option<(i32, i32, i32, i32)> {
    let n = i32::from(g.size());
    let mut b: Option<(i32, i32, i32, i32)> = None;
    for (i, _) in g.cells.iter().enumerate().filter(|(_, c)| **c != 0) {
        let (x, y) = (i as i32 % n, i as i32 / n);
        b = Some(match b {
            None => (x, y, x, y),
            Some((a, c, d, e)) => (a.min(x), c.min(y), d.max(x), e.max(y)),
        });
    }
    b
}

/// 칸 `c`를 지나는 다섯 칸 창들 (판 안의 것만): (시작 칸, 방향, 다섯 칸의 번호).
pub(super) fn windows_through(
    g: &Gomoku,
    c: GMove,
) -> impl Iterator<Item = ((i32, i32), (i32, i32), [usize; FIVE])> {
    let n = i32::from(g.size());
    let (cx, cy) = (i32::from(c.0) % n, i32::from(c.0) / n);
    let inside = move |v: i32| (0..n).contains(&v);
    DIRS.into_iter().flat_map(move |(dx, dy)| {
        (0..FIVE as i32).filter_map(move |back| {
            let (x, y) = (cx - dx * back, cy - dy * back);
            (inside(x) && inside(y) && inside(x + dx * 4) && inside(y + dy * 4)).then(|| {
                let cells = core::array::from_fn(|k| {
                    let k = k as i32;
                    ((y + dy * k) * n + x + dx * k) as usize
                });
                ((x, y), (dx, dy), cells)
            })
        })
    })
}

/// 방금 `c`에 둔 `me`가 셋을 만들었는가: 한 수로 다섯 자리 둘 (열린 넷이나 쌍사)을 만들 수가 새로
/// 생겼는가. `before`는 `c`를 두기 전의 (넷이 되는 수, 이득 칸) 짝들이다: `c`를 지나지 않는 창의 짝은
/// 그대로이고, 새 짝은 `c`를 지나는 창에서만 나온다. 새 짝이 든 두 이득 칸을 찾으면 `true`.
pub(super) fn makes_three(g: &Gomoku, c: GMove, me: Player, before: &[(GMove, GMove)]) -> bool {
    three_window(g, c, me, before).is_some()
}

/// [`makes_three`]의 셋을 이루는 `c`를 지나는 창의 다섯 칸 (셋이 아니면 `None`).
pub(super) fn three_window(
    g: &Gomoku,
    c: GMove,
    me: Player,
    before: &[(GMove, GMove)],
) -> Option<[usize; FIVE]> {
    let mine = me.index() as u8 + 1;
    let mut pairs: Vec<(GMove, GMove)> = before
        .iter()
        .copied()
        .filter(|&(m, gain)| m != c && gain != c)
        .collect();
    for (start, dir, cells) in windows_through(g, c) {
        let own = cells.iter().filter(|&&i| g.cells[i] == mine).count();
        let empty: Vec<usize> = cells.into_iter().filter(|&i| g.cells[i] == 0).collect();
        if own != 3 || empty.len() != 2 || !g.window_can_win(start, dir, mine) {
            continue;
        }
        let (a, b) = (GMove(empty[0] as u16), GMove(empty[1] as u16));
        for (m, gain) in [(a, b), (b, a)] {
            if pairs.iter().any(|&(pm, pg)| pm == m && pg != gain) {
                return Some(cells);
            }
            pairs.push((m, gain));
        }
    }
    None
}

/// 칸 `c`를 지나는 창 가운데 `attacker`의 돌이 없는 창들의 빈 칸 (`c` 자신은 빼고, 겹칠 수 있다): 상대가
/// `c`에 둘 돌과 함께 넷을 만들 수 있는 칸은 모두 여기에 든다.
pub(super) fn clean_windows_through(g: &Gomoku, c: GMove, attacker: Player) -> Vec<GMove> {
    let theirs = attacker.index() as u8 + 1;
    windows_through(g, c)
        .filter(|(_, _, cells)| cells.iter().all(|&i| g.cells[i] != theirs))
        .flat_map(|(_, _, cells)| cells)
        .filter(|&i| g.cells[i] == 0 && i != usize::from(c.0))
        .map(|i| GMove(i as u16))
        .collect()
}
