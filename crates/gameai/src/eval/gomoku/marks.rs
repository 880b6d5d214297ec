//! 강제 승리 수순의 표시: 공격 쪽의 수마다 그 수가 만든 위협 (다섯, 넷, 셋)과 그 위협을 이루는 돌의 양
//! 끝 칸. 앱이 판의 번호 돌 아래에 선으로 긋는다 (어느 수가 넷이고 어느 수가 셋인지 보이게).

use super::scan::{scan, three_window, windows_through};
use crate::games::Player;
use crate::games::gomoku::{FIVE, GMove, Gomoku};

/// 공격 쪽의 한 수가 만든 모양.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// 다섯 (수순의 끝).
    Five,
    /// 넷: 한 칸만 채우면 다섯 (상대는 그 칸을 막아야 한다).
    Four,
    /// 셋: 다음 수로 다섯 자리 둘을 만들 수 있다 (상대는 지금 막아야 한다).
    Three,
}

/// 수순 `line`의 `ply`번째 수 (0부터)가 만든 모양과 그 모양을 이루는 공격 쪽 돌의 양 끝 칸.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreatMark {
    pub ply: usize,
    pub shape: Shape,
    pub from: GMove,
    pub to: GMove,
}

/// 국면 `g`에서 수순 `line`을 둘 때, 공격 쪽 `me`의 수마다 만든 모양. 모양이 없는 수 (위협이 아닌 조용한
/// 수)는 빠진다. 수순이 규칙에 맞지 않으면 거기서 멈춘다.
pub fn threat_marks(g: &Gomoku, line: &[GMove], me: Player) -> Vec<ThreatMark> {
    let mut g = g.clone();
    let mine = me.index() as u8 + 1;
    let mut out = Vec::new();
    for (ply, &m) in line.iter().enumerate() {
        if g.winner().is_some() || g.check(m).is_err() {
            break;
        }
        let attacker = g.to_move() == me;
        let before = if attacker {
            scan(&g, me).fours
        } else {
            Vec::new()
        };
        g.make_unchecked(m);
        if !attacker {
            continue;
        }
        let own = |cells: &[usize; FIVE]| cells.iter().filter(|&&i| g.cells[i] == mine).count();
        let windows: Vec<[usize; FIVE]> = windows_through(&g, m).map(|(.., c)| c).collect();
        let found = if g.winner() == Some(me) {
            windows
                .iter()
                .find(|c| own(c) == FIVE)
                .map(|c| (Shape::Five, *c))
        } else {
            windows
                .iter()
                .find(|c| own(c) == 4 && c.iter().all(|&i| g.cells[i] == mine || g.cells[i] == 0))
                .map(|c| (Shape::Four, *c))
                .or_else(|| three_window(&g, m, me, &before).map(|c| (Shape::Three, c)))
        };
        if let Some((shape, cells)) = found {
            let stones: Vec<usize> = cells.into_iter().filter(|&i| g.cells[i] == mine).collect();
            out.push(ThreatMark {
                ply,
                shape,
                from: GMove(stones[0] as u16),
                to: GMove(stones[stones.len() - 1] as u16),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(g: &Gomoku, s: &str) -> GMove {
        g.parse_move(s).unwrap()
    }

    /// 검은 돌 `black`, 흰 돌 `white` (칸 이름), 검은 차례.
    fn board(black: &[&str], white: &[&str]) -> Gomoku {
        let g = Gomoku::standard();
        let mut placed: Vec<(GMove, Player)> =
            black.iter().map(|s| (at(&g, s), Player::First)).collect();
        placed.extend(white.iter().map(|s| (at(&g, s), Player::Second)));
        Gomoku::from_placed(15, Player::First, None, &placed).unwrap()
    }

    #[test]
    fn a_three_then_a_four_then_a_five_are_marked_with_their_ends() {
        // 검은 g8은 가로 셋 (j8로 열린 넷), 흰 f8 뒤 j8은 넷, 흰 k8 뒤 h11은 세로 넷, 흰 h12 뒤 h7은 다섯.
        let g = board(&["h8", "i8", "h9", "h10"], &["a1", "c1", "e1", "o15"]);
        let line: Vec<GMove> = ["g8", "f8", "j8", "k8", "h11", "h12", "h7"]
            .iter()
            .map(|s| at(&g, s))
            .collect();
        let marks = threat_marks(&g, &line, Player::First);
        let named: Vec<(usize, Shape, String, String)> = marks
            .iter()
            .map(|k| (k.ply, k.shape, g.name(k.from), g.name(k.to)))
            .collect();
        assert_eq!(
            named,
            vec![
                (0, Shape::Three, "g8".into(), "i8".into()),
                (2, Shape::Four, "g8".into(), "j8".into()),
                (4, Shape::Four, "h8".into(), "h11".into()),
                (6, Shape::Five, "h7".into(), "h11".into()),
            ]
        );
        // 수비 쪽 차례에서 시작하는 수순 (AI가 첫 수를 이미 두었다): 공격 쪽의 수만 홀수 번째에.
        let mut after = g.clone();
        after.play(line[0]);
        let plies: Vec<(usize, Shape)> = threat_marks(&after, &line[1..], Player::First)
            .iter()
            .map(|k| (k.ply, k.shape))
            .collect();
        assert_eq!(
            plies,
            vec![(1, Shape::Four), (3, Shape::Four), (5, Shape::Five)]
        );
    }

    #[test]
    fn a_quiet_move_and_an_illegal_line_leave_no_mark_and_stop() {
        let g = board(&["h8"], &["a1"]);
        // 먼 조용한 수는 모양이 없다; 이미 놓인 칸 (a1)에서 멈춘다.
        let line: Vec<GMove> = ["c3", "d4", "a1", "o15"]
            .iter()
            .map(|s| at(&g, s))
            .collect();
        assert!(threat_marks(&g, &line, Player::First).is_empty());
        // 흰 쪽에서 본 같은 수순: 흰 d4도 모양이 없다.
        assert!(threat_marks(&g, &line, Player::Second).is_empty());
    }
}
