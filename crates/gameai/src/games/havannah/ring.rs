//! 고리 알아보기: 돌 하나를 놓으면 고리가 닫히는가 (놓은 돌의 이웃 모양과 합집합-찾기의 뿌리로,
//! 판 전체를 훑지 않고).

use super::{GRID, Havannah, OFF};

impl Havannah {
    /// 색 `color`의 돌을 빈 칸 `s`에 놓으면 고리가 생기는가? (놓기 전에 묻는다; 그 전에는 고리가
    /// 없다고 가정한다 — 있었다면 게임이 이미 끝났다.)
    ///
    /// 새 고리는 언제나 `s`를 지나고, 고리 안쪽에는 `s`에 닿는 칸이 있다.
    /// 1. 그 칸이 이 색이 아니면: `s`의 이웃을 한 바퀴 돌 때 이 색 돌들이 여러 토막으로 끊기고, 두
    ///    토막이 이미 같은 무리다 (두 토막을 잇는 길 + `s`가 그 사이 칸을 두른다).
    /// 2. 그 칸이 이 색이면: 그 칸은 한 토막의 가운데(양옆도 이 색)에 있고, 거기서 이 색이 아닌 칸만
    ///    밟아서는 판 밖에 닿지 못한다.
    pub fn closes_ring(&self, s: usize, color: u8) -> bool {
        let nb = Self::around(s);
        let same: [bool; 6] = nb.map(|c| self.cells[c] == color);
        // 1. 토막마다 뿌리를 보고, 두 토막이 같은 뿌리면 고리.
        let mut roots = [usize::MAX; 6];
        let mut runs = 0;
        for i in 0..6 {
            if same[i] && !same[(i + 5) % 6] {
                let r = self.root(nb[i]);
                if roots[..runs].contains(&r) {
                    return true;
                }
                roots[runs] = r;
                runs += 1;
            }
        }
        // 2. 토막 가운데의 이 색 돌이 둘러싸였는가.
        for i in 0..6 {
            if same[i] && same[(i + 1) % 6] && same[(i + 5) % 6] && self.enclosed(nb[i], color, s) {
                return true;
            }
        }
        false
    }

    /// `start`에서 색 `color`가 아닌 칸만 밟아 (`wall`도 이 색으로 치고) 판 밖에 닿을 수 없는가.
    fn enclosed(&self, start: usize, color: u8, wall: usize) -> bool {
        let mut seen = [false; GRID];
        let mut stack = [0u16; GRID];
        let mut top = 1;
        stack[0] = start as u16;
        seen[start] = true;
        seen[wall] = true;
        while top > 0 {
            top -= 1;
            let x = stack[top] as usize;
            for y in Self::around(x) {
                let c = self.cells[y];
                if c == OFF {
                    return false;
                }
                if !seen[y] && c != color {
                    seen[y] = true;
                    stack[top] = y as u16;
                    top += 1;
                }
            }
        }
        true
    }
}
