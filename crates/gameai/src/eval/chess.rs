//! 체스 AI: 평가와 수 순서. 탐색 자체는 오목과 같은 [`crate::search`] (알파-베타 + 반복 깊게
//! 하기 + 전치표 + 고요 탐색)이며, 여기서는 체스가 그 탐색에 주어야 할 것만 만든다.
//!
//! - 평가: 기물 점수 + 칸 점수표(piece-square table)를 중반과 끝내기 두 벌로 두고, 남은 기물로 잰
//!   국면 단계로 섞는다 (tapered eval, <https://www.chessprogramming.org/Tapered_Eval>). 칸 점수표는
//!   외운 숫자 대신 몇 가지 원칙(가운데로, 폰은 앞으로, 중반의 킹은 구석에, 끝내기의 킹은 가운데로)을
//!   식으로 적어 만든다. 비숍 두 개에 보너스. 그 위에 (모두 <https://www.chessprogramming.org/Evaluation>의
//!   흔한 항목들):
//!   - 기동력: 나이트·비숍·룩·퀸이 닿는 칸 가운데 제 기물이 없고 상대 폰이 지키지 않는 칸의 수
//!     (<https://www.chessprogramming.org/Mobility>).
//!   - 폰 구조: 통과한 폰(앞과 옆 열에 상대 폰이 없는 폰)은 앞으로 갈수록 크게, 겹친 폰과 외톨이
//!     폰은 벌점 (<https://www.chessprogramming.org/Pawn_Structure>).
//!   - 룩: 열린 열(폰이 없는 열), 반쯤 열린 열(제 폰만 없는 열).
//!   - 킹 안전 (중반에만): 킹 앞의 폰 방패, 그리고 상대 기물이 킹 둘레 칸을 노리는 수에 따라 커지는
//!     벌점 (<https://www.chessprogramming.org/King_Safety>).
//! - 수 순서: 승격과 잡기를 먼저 — 잡히는 기물이 비쌀수록, 잡는 기물이 쌀수록 앞에 (MVV-LVA,
//!   <https://www.chessprogramming.org/MVV-LVA>), 나머지는 칸 점수가 좋아지는 수부터. 표의 수는
//!   탐색이 맨 앞에 놓고, 자른 적 있는 조용한 수(킬러)는 잡기 바로 뒤에 놓는다
//!   ([`SearchGame::is_quiet`]).
//! - 고요 탐색: 잡기와 퀸 승격만 (체크를 당했으면 피하는 모든 수).
//! - 끝: 수가 없으면 체크메이트나 스테일메이트, 규칙에 의한 비김(50수, 세 번, 기물 부족)은
//!   [`crate::search::SearchGame::terminal`]로.

use crate::games::chess::{Board, Chess, Color, Move, Piece, Square, attacks, squares};
use crate::search::{SearchGame, Terminal};

/// 기물 점수 (중반, 끝내기), 센티폰.
pub const VALUES: [(i32, i32); 6] = [
    (100, 120),
    (320, 300),
    (335, 320),
    (480, 540),
    (950, 1000),
    (0, 0),
];
/// 국면 단계에서 기물의 몫 (나이트·비숍 1, 룩 2, 퀸 4; 처음 국면이 24).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const MAX_PHASE: i32 = 24;
const BISHOP_PAIR: (i32, i32) = (30, 50);

/// 가운데에서의 거리 (0: d4·e4·d5·e5 … 6: 구석).
const fn center_distance(sq: usize) -> i32 {
    let f = (sq % 8) as i32;
    let r = (sq / 8) as i32;
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    df + dr
}

/// 백의 관점 칸 점수 (중반, 끝내기). 흑은 칸을 위아래로 뒤집어 찾는다.
const fn pst_value(piece: usize, sq: usize) -> (i32, i32) {
    let f = (sq % 8) as i32;
    let r = (sq / 8) as i32;
    let c = center_distance(sq);
    match piece {
        // 폰: 앞으로 갈수록, 가운데 두 열은 일찍부터.
        0 => {
            let adv = [0, 0, 4, 10, 20, 35, 60, 0][r as usize];
            let central = if (f == 3 || f == 4) && (r == 3 || r == 4) {
                18
            } else {
                0
            };
            let flank = if (f == 3 || f == 4) && r == 1 { -10 } else { 0 };
            (
                adv + central + flank,
                [0, 0, 8, 18, 32, 55, 90, 0][r as usize],
            )
        }
        // 나이트: 가운데가 좋고 가장자리는 나쁘다.
        1 => (24 - 10 * c, 12 - 6 * c),
        // 비숍: 가운데 쪽으로, 첫 행은 조금 나쁘다.
        2 => (12 - 4 * c - if r == 0 { 8 } else { 0 }, 8 - 3 * c),
        // 룩: 7행과 가운데 열.
        3 => (
            if r == 6 { 20 } else { 0 } + if f == 3 || f == 4 { 6 } else { 0 },
            if r == 6 { 10 } else { 0 },
        ),
        // 퀸: 중반에는 조금만 가운데로, 끝내기에는 가운데로.
        4 => (6 - 2 * c, 14 - 4 * c),
        // 킹: 중반에는 첫 행 구석 (캐슬링한 자리), 끝내기에는 가운데.
        _ => {
            let shelter = if r == 0 {
                [20, 30, 10, -10, -10, 0, 30, 20][f as usize]
            } else {
                -20 * r
            };
            (shelter, 30 - 10 * c)
        }
    }
}

static PST: [[(i32, i32); 64]; 6] = {
    let mut t = [[(0, 0); 64]; 6];
    let mut p = 0;
    while p < 6 {
        let mut sq = 0;
        while sq < 64 {
            let v = pst_value(p, sq);
            t[p][sq] = (VALUES[p].0 + v.0, VALUES[p].1 + v.1);
            sq += 1;
        }
        p += 1;
    }
    t
};

/// 색 `c`의 기물 `p`가 `sq`에 있을 때의 (중반, 끝내기) 점수 (기물 점수 포함).
pub fn piece_square(c: Color, p: Piece, sq: Square) -> (i32, i32) {
    let sq = match c {
        Color::White => sq,
        Color::Black => sq.flip(),
    };
    PST[p.index()][sq.index()]
}

/// 국면 단계: 24 (처음 국면) … 0 (킹과 폰만).
pub fn phase(b: &Board) -> i32 {
    Piece::ALL
        .iter()
        .map(|&p| b.piece_bb(p).count_ones() as i32 * PHASE[p.index()])
        .sum::<i32>()
        .min(MAX_PHASE)
}

/// 기동력: 닿는 칸 하나의 (중반, 끝내기) 점수 (나이트, 비숍, 룩, 퀸), 그리고 기물마다 빼는 보통의
/// 칸 수 (그보다 적게 닿으면 벌점).
const MOBILITY: [(i32, i32, i32); 4] = [(4, 4, 4), (5, 5, 6), (2, 4, 6), (1, 2, 12)];
/// 통과한 폰: 제 쪽에서 센 행마다 (중반, 끝내기).
const PASSED: [(i32, i32); 8] = [
    (0, 0),
    (5, 10),
    (5, 15),
    (10, 25),
    (25, 45),
    (45, 80),
    (70, 120),
    (0, 0),
];
const DOUBLED: (i32, i32) = (-10, -20);
const ISOLATED: (i32, i32) = (-10, -15);
const ROOK_OPEN: (i32, i32) = (25, 10);
const ROOK_SEMI_OPEN: (i32, i32) = (12, 6);
/// 킹 앞 폰 방패에서 빠진 폰 하나의 중반 벌점.
const SHIELD_MISSING: i32 = 12;
/// 킹 둘레를 노리는 기물의 무게 (나이트, 비숍, 룩, 퀸).
const KING_ATTACK_WEIGHT: [i32; 4] = [2, 2, 3, 5];

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// 열 `f`의 칸들.
const fn file_bb(f: u8) -> u64 {
    FILE_A << f
}

/// 열 `f`와 그 옆 열들.
const fn adjacent_files(f: u8) -> u64 {
    let mut m = 0;
    if f > 0 {
        m |= file_bb(f - 1);
    }
    if f < 7 {
        m |= file_bb(f + 1);
    }
    m
}

/// 색 `c`의 폰이 `sq`에서 앞으로 가는 칸들 (그 열과 옆 열, `sq`의 행보다 앞).
fn front_span(c: Color, sq: Square) -> u64 {
    let files = file_bb(sq.file()) | adjacent_files(sq.file());
    let r = u32::from(sq.rank());
    let ahead = match c {
        Color::White => (!0u64).checked_shl(8 * (r + 1)).unwrap_or(0),
        Color::Black => (1u64 << (8 * r)) - 1,
    };
    files & ahead
}

/// 색 `c`의 폰들이 공격하는 칸.
fn pawn_attacks(c: Color, pawns: u64) -> u64 {
    let (left, right) = (pawns & !FILE_A, pawns & !file_bb(7));
    match c {
        Color::White => (left << 7) | (right << 9),
        Color::Black => (left >> 9) | (right >> 7),
    }
}

/// 색 `c` 쪽에서 본 (중반, 끝내기) 점수: 칸 점수표 밖의 항목들.
fn terms(b: &Board, c: Color) -> (i32, i32) {
    let them = c.other();
    let occ = b.occupied();
    let own = b.color_bb(c);
    let pawns = b.pieces_of(c, Piece::Pawn);
    let their_pawns = b.pieces_of(them, Piece::Pawn);
    let safe = !own & !pawn_attacks(them, their_pawns);
    let their_king = b.king_square(them);
    let zone = attacks::king(their_king) | their_king.bb();
    let (mut mg, mut eg) = (0, 0);
    let (mut attackers, mut attack_units) = (0, 0);
    for (i, p) in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
        .into_iter()
        .enumerate()
    {
        let (wm, we, base) = MOBILITY[i];
        for sq in squares(b.pieces_of(c, p)) {
            let reach = match p {
                Piece::Knight => attacks::knight(sq),
                Piece::Bishop => attacks::bishop(sq, occ),
                Piece::Rook => attacks::rook(sq, occ),
                _ => attacks::queen(sq, occ),
            };
            let n = (reach & safe).count_ones() as i32 - base;
            mg += wm * n;
            eg += we * n;
            let hits = (reach & zone).count_ones() as i32;
            if hits > 0 {
                attackers += 1;
                attack_units += KING_ATTACK_WEIGHT[i] * hits;
            }
            if p == Piece::Rook {
                let file = file_bb(sq.file());
                if file & (pawns | their_pawns) == 0 {
                    mg += ROOK_OPEN.0;
                    eg += ROOK_OPEN.1;
                } else if file & pawns == 0 {
                    mg += ROOK_SEMI_OPEN.0;
                    eg += ROOK_SEMI_OPEN.1;
                }
            }
        }
    }
    // 상대 킹을 노리는 기물이 둘 이상일 때만, 노리는 무게의 제곱에 비례해 (한 기물의 장난은 작게).
    if attackers >= 2 {
        mg += (attack_units * attack_units / 2).min(300);
    }
    for sq in squares(pawns) {
        let f = sq.file();
        let rel = match c {
            Color::White => sq.rank(),
            Color::Black => 7 - sq.rank(),
        };
        if front_span(c, sq) & their_pawns == 0 && front_span(c, sq) & file_bb(f) & pawns == 0 {
            mg += PASSED[usize::from(rel)].0;
            eg += PASSED[usize::from(rel)].1;
        }
        if adjacent_files(f) & pawns == 0 {
            mg += ISOLATED.0;
            eg += ISOLATED.1;
        }
    }
    for f in 0..8 {
        let n = (file_bb(f) & pawns).count_ones() as i32;
        if n > 1 {
            mg += DOUBLED.0 * (n - 1);
            eg += DOUBLED.1 * (n - 1);
        }
    }
    // 폰 방패 (중반): 킹이 첫 두 행의 옆 열에 있으면, 킹 열과 옆 열의 바로 앞 두 행에 제 폰이 있는가.
    let ks = b.king_square(c);
    let home = match c {
        Color::White => ks.rank() <= 1,
        Color::Black => ks.rank() >= 6,
    };
    if home && (ks.file() <= 2 || ks.file() >= 5) {
        let shield_rows = match c {
            Color::White => 0x00FF_FF00u64 << (8 * u32::from(ks.rank())),
            Color::Black => 0x00FF_FF00_0000_0000u64 >> (8 * u32::from(7 - ks.rank())),
        };
        let files = file_bb(ks.file()) | adjacent_files(ks.file());
        for f in 0..8u8 {
            if files & file_bb(f) != 0 && file_bb(f) & shield_rows & pawns == 0 {
                mg -= SHIELD_MISSING;
            }
        }
    }
    (mg, eg)
}

/// 백의 관점 평가 (센티폰).
pub fn evaluate_white(b: &Board) -> i32 {
    let (mut mg, mut eg) = (0, 0);
    for c in Color::BOTH {
        let sign = if c == Color::White { 1 } else { -1 };
        for p in Piece::ALL {
            for sq in squares(b.pieces_of(c, p)) {
                let (m, e) = piece_square(c, p, sq);
                mg += sign * m;
                eg += sign * e;
            }
        }
        if b.pieces_of(c, Piece::Bishop).count_ones() >= 2 {
            mg += sign * BISHOP_PAIR.0;
            eg += sign * BISHOP_PAIR.1;
        }
        let (m, e) = terms(b, c);
        mg += sign * m;
        eg += sign * e;
    }
    let ph = phase(b);
    (mg * ph + eg * (MAX_PHASE - ph)) / MAX_PHASE
}

/// 둘 차례의 관점 평가.
pub fn evaluate(b: &Board) -> i32 {
    let v = evaluate_white(b);
    if b.side_to_move() == Color::White {
        v
    } else {
        -v
    }
}

/// 수의 순서 점수 (클수록 먼저).
fn order_score(b: &Board, mv: Move) -> i32 {
    let Some((c, piece)) = b.piece_on(mv.from) else {
        return i32::MIN;
    };
    let victim = match b.piece_on(mv.to) {
        Some((_, v)) => Some(v),
        None if piece == Piece::Pawn && mv.from.file() != mv.to.file() => Some(Piece::Pawn),
        None => None,
    };
    let promo = mv.promotion.map_or(0, |p| VALUES[p.index()].0);
    match victim {
        Some(v) => 100_000 + 10 * VALUES[v.index()].0 - piece.index() as i32 + promo,
        None if promo > 0 => 90_000 + promo,
        None => piece_square(c, piece, mv.to).0 - piece_square(c, piece, mv.from).0,
    }
}

fn sort_moves(b: &Board, out: &mut [Move]) {
    out.sort_by_cached_key(|&m| core::cmp::Reverse(order_score(b, m)));
}

impl SearchGame for Chess {
    type Move = Move;

    fn key(&self) -> u64 {
        self.board().key()
    }

    fn terminal(&self) -> Option<Terminal> {
        // 수가 없는 경우(체크메이트, 스테일메이트)는 수를 만들 때 안다 ([`Self::no_moves`]).
        self.draw_by_rule().map(|_| Terminal::Draw)
    }

    fn root_terminal(&self) -> Option<Terminal> {
        // 세 번 같은 국면과 50수는 청해야 끝나는 비김이다. 뿌리에서 수를 물으면 (UCI) 수를 찾는다.
        // 뿌리 아래에서는 여전히 비김으로 센다 (그 수순을 고르면 비김을 청할 수 있다).
        None
    }

    fn moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let b = self.board();
        b.generate(|pm| {
            out.extend(pm.moves());
            false
        });
        sort_moves(b, out);
    }

    fn make(&mut self, mv: Move) {
        self.make_unchecked(mv);
    }

    fn key_after(&self, mv: Move) -> u64 {
        let mut b = *self.board();
        b.make_move(mv);
        b.key()
    }

    fn unmake(&mut self, _mv: Move) {
        self.undo();
    }

    fn evaluate(&self) -> i32 {
        evaluate(self.board())
    }

    fn quiescence(&self) -> bool {
        true
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let b = self.board();
        if b.in_check() {
            return self.moves(out);
        }
        let them = b.color_bb(b.side_to_move().other());
        let last_rank = match b.side_to_move() {
            Color::White => 0xFF00_0000_0000_0000,
            Color::Black => 0xFF,
        };
        let ep = b.en_passant().map_or(0, Square::bb);
        b.generate_masked(them | last_rank | ep, |mut pm| {
            // 마지막 행과 앙파상 칸은 폰에게만 "시끄럽다" (승격, 앙파상 잡기). 다른 기물이 그리로
            // 가는 조용한 수까지 넣으면 룩이나 퀸의 조용한 체크가 끝없이 이어진다.
            if pm.piece != Piece::Pawn {
                pm.to &= them;
            }
            out.extend(
                pm.moves()
                    .filter(|m| m.promotion.is_none_or(|p| p == Piece::Queen)),
            );
            false
        });
        sort_moves(b, out);
    }

    fn may_stand_pat(&self) -> bool {
        !self.board().in_check()
    }

    fn is_quiet(&self, mv: Move) -> bool {
        let b = self.board();
        mv.promotion.is_none()
            && b.piece_on(mv.to).is_none()
            && !(b.piece_on(mv.from).is_some_and(|(_, p)| p == Piece::Pawn)
                && mv.from.file() != mv.to.file())
    }

    fn in_check(&self) -> bool {
        self.board().in_check()
    }

    fn null_move_ok(&self) -> bool {
        // 둘 차례에게 폰과 킹 말고 기물이 있을 때만 (폰 끝내기는 추크츠방이 흔하다).
        let b = self.board();
        let us = b.side_to_move();
        !b.in_check()
            && b.color_bb(us) & !(b.pieces_of(us, Piece::Pawn) | b.pieces_of(us, Piece::King)) != 0
    }

    fn make_null(&mut self) {
        self.make_null_unchecked();
    }

    fn unmake_null(&mut self) {
        self.undo();
    }

    const HISTORY_SLOTS: usize = 64 * 64;

    fn history_slot(&self, mv: Move) -> usize {
        mv.from.index() * 64 + mv.to.index()
    }

    fn no_moves(&self) -> Terminal {
        if self.board().in_check() {
            Terminal::Loss
        } else {
            Terminal::Draw
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluation_is_symmetric() {
        for fen in [
            crate::games::chess::STARTPOS,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            let b = Board::from_fen(fen).unwrap();
            // 색을 바꾸고 판을 뒤집은 국면은 같은 값이다.
            let mirrored = mirror(&b);
            assert_eq!(evaluate_white(&b), -evaluate_white(&mirrored), "{fen}");
        }
        assert_eq!(evaluate_white(&Board::startpos()), 0);
    }

    fn mirror(b: &Board) -> Board {
        let fen = b.to_fen();
        let mut parts = fen.split(' ');
        let placement: Vec<String> = parts
            .next()
            .unwrap()
            .split('/')
            .rev()
            .map(|r| {
                r.chars()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let side = if parts.next() == Some("w") { "b" } else { "w" };
        Board::from_fen(&format!("{} {side} - - 0 1", placement.join("/"))).unwrap()
    }

    #[test]
    fn captures_are_ordered_most_valuable_victim_first() {
        let b = Board::from_fen("4k3/8/3q1r2/4P3/8/8/8/4K3 w - - 0 1").unwrap();
        let g = Chess::from_board(b);
        let mut v = Vec::new();
        g.moves(&mut v);
        assert_eq!(v[0].to_string(), "e5d6", "pawn takes queen first");
        assert_eq!(v[1].to_string(), "e5f6");
        g.noisy_moves(&mut v);
        assert_eq!(v.len(), 2);
    }

    /// 백 쪽의 칸 점수표 밖 항목들 (중반, 끝내기).
    fn white_terms(fen: &str) -> (i32, i32) {
        terms(&Board::from_fen(fen).unwrap(), Color::White)
    }

    #[test]
    fn a_passed_pawn_counts_more_the_further_it_has_gone_and_not_when_stopped() {
        // 흑 폰이 옆 열 앞에 있으면 통과한 폰이 아니다.
        let passed = white_terms("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1");
        let stopped = white_terms("4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1");
        assert!(passed.1 > stopped.1, "{passed:?} {stopped:?}");
        let further = white_terms("4k3/8/4P3/8/8/8/8/4K3 w - - 0 1");
        assert!(further.1 > passed.1, "{further:?} {passed:?}");
    }

    #[test]
    fn doubled_and_isolated_pawns_cost() {
        // 같은 폰 셋: 나란히 (b, c, d 열) 대 겹치고 외톨이 (b, b, d 열).
        let healthy = white_terms("4k3/8/8/8/8/8/1PPP4/4K3 w - - 0 1");
        let broken = white_terms("4k3/8/8/8/8/1P6/1P1P4/4K3 w - - 0 1");
        assert!(
            healthy.0 > broken.0 && healthy.1 > broken.1,
            "{healthy:?} {broken:?}"
        );
    }

    #[test]
    fn a_rook_likes_an_open_file_and_a_castled_king_its_pawn_shield() {
        let open = white_terms("4k3/p7/8/8/8/8/P7/3RK3 w - - 0 1");
        let half = white_terms("4k3/p2p4/8/8/8/8/P7/3RK3 w - - 0 1");
        let closed = white_terms("4k3/p2p4/8/8/8/8/P2P4/3RK3 w - - 0 1");
        let rook_only = |t: (i32, i32), pawns: &str| t.0 - white_terms(pawns).0;
        let open = rook_only(open, "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1");
        let half = rook_only(half, "4k3/p2p4/8/8/8/8/P7/4K3 w - - 0 1");
        let closed = rook_only(closed, "4k3/p2p4/8/8/8/8/P2P4/4K3 w - - 0 1");
        assert!(open > half && half > closed, "{open} {half} {closed}");
        let shielded = white_terms("r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        let bare = white_terms("r5k1/5ppp/8/8/5PPP/8/8/R5K1 w - - 0 1");
        assert_eq!(
            shielded.0 - bare.0,
            3 * SHIELD_MISSING,
            "{shielded:?} {bare:?}"
        );
    }
}
