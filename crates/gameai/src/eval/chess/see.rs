//! 교환의 셈 (static exchange evaluation, <https://www.chessprogramming.org/Static_Exchange_Evaluation>):
//! 한 칸에서 두 쪽이 가장 싼 기물부터 번갈아 잡아 갈 때, 첫 잡기를 한 쪽이 얻는 것 (어느 쪽이든 손해가
//! 나면 거기서 멈춘다고 본다). 고요 탐색은 잃는 잡기(값 < 0)를 보지 않는다.

use crate::games::chess::{Board, Color, Move, Piece};

use super::pst::VALUES;

/// 교환의 셈에 쓰는 기물 점수 (폰, 나이트, 비숍, 룩, 퀸, 킹): 수 순서와 같은 어림값 ([`VALUES`]의 중반 값),
/// 킹은 잡힐 수 없으므로 가장 크게.
const SEE_VALUES: [i32; 6] = [
    VALUES[0].0,
    VALUES[1].0,
    VALUES[2].0,
    VALUES[3].0,
    VALUES[4].0,
    20_000,
];

/// 수 `mv`(합법)로 시작하는 교환에서 둔 쪽이 얻는 기물 점수 (센티폰). 승격은 셈하지 않는다 (0 이상으로
/// 본다: 고요 탐색은 승격을 늘 본다).
pub fn see(b: &Board, mv: Move) -> i32 {
    let Some((us, piece)) = b.piece_on(mv.from) else {
        return 0;
    };
    if mv.promotion.is_some() {
        return 0;
    }
    let to = mv.to;
    let mut occ = b.occupied() ^ mv.from.bb();
    let victim = match b.piece_on(to) {
        Some((_, v)) => SEE_VALUES[v.index()],
        None if piece == Piece::Pawn && mv.from.file() != to.file() => {
            // 앙파상: 잡히는 폰은 도착 칸이 아니라 그 옆 (둔 쪽의 뒤)에 있다.
            let behind = match us {
                Color::White => to.index() - 8,
                Color::Black => to.index() + 8,
            };
            occ ^= 1u64 << behind;
            SEE_VALUES[0]
        }
        None => 0,
    };
    let mut gain = [0i32; 32];
    gain[0] = victim;
    let mut on_square = SEE_VALUES[piece.index()];
    let mut side = us.other();
    let mut d = 0;
    loop {
        let mine = b.attackers(side, to, occ) & occ;
        if mine == 0 || d + 1 >= gain.len() {
            break;
        }
        // 가장 싼 기물로 잡는다.
        let Some((p, from)) = Piece::ALL.into_iter().find_map(|p| {
            let bb = mine & b.pieces_of(side, p);
            (bb != 0).then(|| (p, bb & bb.wrapping_neg()))
        }) else {
            break;
        };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        // 이 잡기로도, 잡지 않고 서 있어도 손해면 결과가 바뀌지 않는다: 이 잡기는 빼고 멈춘다.
        if (-gain[d - 1]).max(gain[d]) < 0 {
            d -= 1;
            break;
        }
        on_square = SEE_VALUES[p.index()];
        occ ^= from;
        side = side.other();
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let b = Board::from_fen(fen).unwrap();
        see(&b, b.parse_uci(uci).unwrap())
    }

    #[test]
    fn exchanges_count_what_each_side_gives_up() {
        // 지키지 않은 폰을 룩이 잡는다: 폰 하나.
        assert_eq!(
            see_of("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5"),
            100
        );
        // 폰이 지키는 폰을 퀸이 잡으면 퀸을 잃는다.
        assert_eq!(
            see_of("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1", "e1e5"),
            100 - 950
        );
        // 나이트가 지키는 폰을 나이트가 잡고, 비숍이 뒤를 받친다: 폰 하나를 얻고 나이트를 주고받는다.
        assert_eq!(
            see_of(
                "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
                "d3e5"
            ),
            100 - 320
        );
        // 엑스레이: 룩 뒤의 룩까지 센다 (d 열의 룩 둘이 지키는 폰을 룩 둘로).
        assert_eq!(
            see_of("3r4/3r4/8/3p4/8/8/3R4/3RK1k1 w - - 0 1", "d2d5"),
            100 - 480
        );
        // 앙파상: 폰 하나.
        assert_eq!(see_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 100);
    }
}
