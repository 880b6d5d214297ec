//! 평가의 항목들을 무게의 번호로: 평가는 "항목 번호 × 그 수"의 합이고, 번호마다의 (중반, 끝내기) 무게는
//! [`super::weights::WEIGHTS`]에 있다. 같은 걸음이 평가(`super::Score`)에도, 무게를 맞추는 도구에도
//! (`examples/eval_features.rs`가 국면마다 항목의 수를 적는다) 쓰이므로, 맞춘 무게가 곧 엔진이 쓰는 무게다.
//!
//! 항목 (모두 <https://www.chessprogramming.org/Evaluation>의 흔한 것들):
//! - 칸 점수표: 기물 × 칸 (기물 점수를 품는다; 흑은 칸을 위아래로 뒤집어 백의 칸으로 센다).
//! - 기동력: 나이트·비숍·룩·퀸이 닿는 칸 가운데 제 기물이 없고 상대 폰이 지키지 않는 칸의 수마다 한 칸
//!   (<https://www.chessprogramming.org/Mobility>).
//! - 폰 구조: 통과한 폰(앞과 옆 열에 상대 폰이 없는 폰)은 행마다, 겹친 폰과 외톨이 폰
//!   (<https://www.chessprogramming.org/Pawn_Structure>).
//! - 룩: 열린 열(폰이 없는 열), 반쯤 열린 열(제 폰만 없는 열). 비숍 두 개.
//! - 킹 안전: 킹 앞의 폰 방패에서 빠진 폰, 상대 기물 둘 이상이 킹 둘레를 노리는 무게마다 한 칸, 그리고
//!   상대가 지키지 않는 칸에서 체크를 줄 수 있는 기물 (<https://www.chessprogramming.org/King_Safety>).
//! - 둘 차례, 지켜진 폰과 나란한 폰 (행마다), 통과한 폰의 막힘과 두 킹까지의 거리, 나이트·비숍의 전초기지
//!   (<https://www.chessprogramming.org/Outposts>), 폰이 노리는 기물과 지키는 이 없이 노려지는 기물.

use crate::games::chess::{Board, Color, Piece, Square, attacks, squares};

/// 기동력 칸의 시작 번호 (나이트 0..=8, 비숍 0..=13, 룩 0..=14, 퀸 0..=27).
pub(crate) const MOBILITY: [usize; 4] = [384, 393, 407, 422];
/// 통과한 폰: 제 쪽에서 센 행마다 (0..8).
pub(crate) const PASSED: usize = 450;
pub(crate) const DOUBLED: usize = 458;
pub(crate) const ISOLATED: usize = 459;
pub(crate) const ROOK_OPEN: usize = 460;
pub(crate) const ROOK_SEMI_OPEN: usize = 461;
/// 킹 앞 폰 방패에서 빠진 열 하나.
pub(crate) const SHIELD_MISSING: usize = 462;
pub(crate) const BISHOP_PAIR: usize = 463;
/// 킹 둘레를 노리는 무게 (0..KING_ATTACK_UNITS, 넘으면 끝 칸).
pub(crate) const KING_ATTACK: usize = 464;
pub(crate) const KING_ATTACK_UNITS: usize = 40;
/// 둘 차례 (한 수를 먼저 둘 수 있는 몫).
pub(crate) const TEMPO: usize = 504;
/// 제 폰이 지키는 폰: 제 쪽에서 센 행마다.
pub(crate) const SUPPORTED: usize = 505;
/// 옆 열의 같은 행에 제 폰이 있는 폰 (나란한 폰): 행마다.
pub(crate) const PHALANX: usize = 513;
/// 폰이 노리는 상대의 폰 아닌 기물 (킹 빼고) 하나.
pub(crate) const PAWN_THREAT: usize = 521;
/// 상대가 지키지 않는데 이쪽이 노리는 상대의 폰 아닌 기물 (킹 빼고) 하나.
pub(crate) const HANGING: usize = 522;
/// 바로 앞 칸이 막힌 통과한 폰: 행마다.
pub(crate) const PASSED_BLOCKED: usize = 523;
/// 통과한 폰의 바로 앞 칸에서 제 킹까지, 상대 킹까지의 거리 (칸 수마다).
pub(crate) const PASSED_OWN_KING: usize = 531;
pub(crate) const PASSED_THEIR_KING: usize = 532;
/// 상대 진영(제 쪽에서 센 행 4–6)에서 제 폰이 지키고 상대 폰이 쫓을 수 없는 나이트, 비숍.
pub(crate) const OUTPOST: [usize; 2] = [533, 534];
/// 상대 킹에게 안전한 체크를 줄 수 있는 나이트, 비숍, 룩, 퀸 (그 칸을 상대가 지키지 않고 제 기물도 없다).
pub(crate) const SAFE_CHECK: [usize; 4] = [535, 536, 537, 538];
/// 무게의 수.
pub(crate) const COUNT: usize = 539;
/// 킹 둘레를 노리는 기물의 무게 (나이트, 비숍, 룩, 퀸).
pub(crate) const KING_ATTACK_WEIGHT: [i32; 4] = [2, 2, 3, 5];

/// 칸 점수표의 번호: 기물 `p`가 (백의 쪽에서 본) 칸 `sq`에.
pub(crate) const fn pst_index(p: usize, sq: usize) -> usize {
    p * 64 + sq
}

/// 항목을 받는 곳: 번호 `index`의 항목이 `count`번 (백의 것은 +, 흑의 것은 −).
pub(crate) trait Sink {
    fn add(&mut self, index: usize, count: i32);
}

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// 열 `f`의 칸들.
const fn file_bb(f: u8) -> u64 {
    FILE_A << f
}

/// 열 `f`의 옆 열들.
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

/// 두 칸 사이의 킹 걸음 수.
fn distance(a: Square, b: Square) -> i32 {
    let df = (i32::from(a.file()) - i32::from(b.file())).abs();
    let dr = (i32::from(a.rank()) - i32::from(b.rank())).abs();
    df.max(dr)
}

/// 국면의 모든 항목을 `sink`에 (백의 쪽에서).
pub(crate) fn features(b: &Board, sink: &mut impl Sink) {
    let occ = b.occupied();
    // 색마다 노리는 칸 (노려지는 기물과 안전한 체크가 함께 쓴다).
    let attacked = Color::BOTH.map(|c| b.attacked_squares(c, occ));
    for c in Color::BOTH {
        let sign = if c == Color::White { 1 } else { -1 };
        for p in Piece::ALL {
            for sq in squares(b.pieces_of(c, p)) {
                let sq = match c {
                    Color::White => sq,
                    Color::Black => sq.flip(),
                };
                sink.add(pst_index(p.index(), sq.index()), sign);
            }
        }
        if b.pieces_of(c, Piece::Bishop).count_ones() >= 2 {
            sink.add(BISHOP_PAIR, sign);
        }
        if b.side_to_move() == c {
            sink.add(TEMPO, sign);
        }
        pieces(b, c, sign, attacked[c.other().index()], sink);
        pawns(b, c, sign, sink);
        threats(b, c, sign, &attacked, sink);
    }
}

/// 색 `c`가 노리는 상대 기물: 폰이 노리는 기물, 지키는 이 없이 노려지는 기물.
fn threats(b: &Board, c: Color, sign: i32, attacked: &[u64; 2], sink: &mut impl Sink) {
    let them = c.other();
    let targets =
        b.color_bb(them) & !b.pieces_of(them, Piece::Pawn) & !b.pieces_of(them, Piece::King);
    let by_pawns = (attacks::pawns(c, b.pieces_of(c, Piece::Pawn)) & targets).count_ones() as i32;
    if by_pawns > 0 {
        sink.add(PAWN_THREAT, sign * by_pawns);
    }
    let hanging = (targets & attacked[c.index()] & !attacked[them.index()]).count_ones() as i32;
    if hanging > 0 {
        sink.add(HANGING, sign * hanging);
    }
}

/// 나이트·비숍·룩·퀸: 기동력, 룩의 열, 상대 킹 둘레를 노리기, 안전한 체크 (`defended`: 상대가 노리는 칸).
fn pieces(b: &Board, c: Color, sign: i32, defended: u64, sink: &mut impl Sink) {
    let them = c.other();
    let occ = b.occupied();
    let pawns = b.pieces_of(c, Piece::Pawn);
    let their_pawns = b.pieces_of(them, Piece::Pawn);
    let safe = !b.color_bb(c) & !attacks::pawns(them, their_pawns);
    let their_king = b.king_square(them);
    let zone = attacks::king(their_king) | their_king.bb();
    // 상대 킹에게 체크를 주는 칸 가운데 상대가 지키지 않고 제 기물이 없는 칸 (비숍 줄, 룩 줄).
    let unguarded = !b.color_bb(c) & !defended;
    let diagonal = attacks::bishop(their_king, occ) & unguarded;
    let straight = attacks::rook(their_king, occ) & unguarded;
    let check_from = [
        attacks::knight(their_king) & unguarded,
        diagonal,
        straight,
        diagonal | straight,
    ];
    let (mut attackers, mut units) = (0, 0);
    for (i, p) in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
        .into_iter()
        .enumerate()
    {
        for sq in squares(b.pieces_of(c, p)) {
            let reach = match p {
                Piece::Knight => attacks::knight(sq),
                Piece::Bishop => attacks::bishop(sq, occ),
                Piece::Rook => attacks::rook(sq, occ),
                _ => attacks::queen(sq, occ),
            };
            sink.add(MOBILITY[i] + (reach & safe).count_ones() as usize, sign);
            if reach & check_from[i] != 0 {
                sink.add(SAFE_CHECK[i], sign);
            }
            if i < 2 && outpost(c, sq, pawns, their_pawns) {
                sink.add(OUTPOST[i], sign);
            }
            let hits = (reach & zone).count_ones() as i32;
            if hits > 0 {
                attackers += 1;
                units += KING_ATTACK_WEIGHT[i] * hits;
            }
            if p == Piece::Rook {
                let file = file_bb(sq.file());
                if file & (pawns | their_pawns) == 0 {
                    sink.add(ROOK_OPEN, sign);
                } else if file & pawns == 0 {
                    sink.add(ROOK_SEMI_OPEN, sign);
                }
            }
        }
    }
    // 상대 킹을 노리는 기물이 둘 이상일 때만 (한 기물의 장난은 세지 않는다).
    if attackers >= 2 {
        sink.add(
            KING_ATTACK + (units as usize).min(KING_ATTACK_UNITS - 1),
            sign,
        );
    }
}

/// 칸 `sq`가 색 `c`의 전초기지인가: 상대 진영(제 쪽에서 센 행 4–6)이고, 제 폰이 지키고, 그 칸을 노릴 수
/// 있는 상대 폰(옆 열의 앞쪽)이 없다.
fn outpost(c: Color, sq: Square, pawns: u64, their_pawns: u64) -> bool {
    let rel = match c {
        Color::White => sq.rank(),
        Color::Black => 7 - sq.rank(),
    };
    (3..=5).contains(&rel)
        && attacks::pawn(c.other(), sq) & pawns != 0
        && front_span(c, sq) & adjacent_files(sq.file()) & their_pawns == 0
}

/// 폰 구조와 킹 앞의 폰 방패.
fn pawns(b: &Board, c: Color, sign: i32, sink: &mut impl Sink) {
    let pawns = b.pieces_of(c, Piece::Pawn);
    let their_pawns = b.pieces_of(c.other(), Piece::Pawn);
    for sq in squares(pawns) {
        let f = sq.file();
        let rel = match c {
            Color::White => sq.rank(),
            Color::Black => 7 - sq.rank(),
        };
        let span = front_span(c, sq);
        if span & their_pawns == 0 && span & file_bb(f) & pawns == 0 {
            sink.add(PASSED + usize::from(rel), sign);
            let stop = match c {
                Color::White => sq.index() + 8,
                Color::Black => sq.index() - 8,
            };
            if b.occupied() & (1u64 << stop) != 0 {
                sink.add(PASSED_BLOCKED + usize::from(rel), sign);
            }
            let stop = Square::from_index(stop as u8).unwrap_or(sq);
            sink.add(PASSED_OWN_KING, sign * distance(b.king_square(c), stop));
            sink.add(
                PASSED_THEIR_KING,
                sign * distance(b.king_square(c.other()), stop),
            );
        }
        if attacks::pawn(c.other(), sq) & pawns != 0 {
            sink.add(SUPPORTED + usize::from(rel), sign);
        }
        if adjacent_files(f) & pawns & (0xFFu64 << (8 * sq.rank())) != 0 {
            sink.add(PHALANX + usize::from(rel), sign);
        }
        if adjacent_files(f) & pawns == 0 {
            sink.add(ISOLATED, sign);
        }
    }
    for f in 0..8 {
        let n = (file_bb(f) & pawns).count_ones() as i32;
        if n > 1 {
            sink.add(DOUBLED, sign * (n - 1));
        }
    }
    // 폰 방패: 킹이 첫 두 행의 옆 열에 있으면, 킹 열과 옆 열의 바로 앞 두 행에 제 폰이 없는 열마다.
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
        let missing = (0..8u8)
            .filter(|&f| files & file_bb(f) != 0 && file_bb(f) & shield_rows & pawns == 0)
            .count() as i32;
        if missing > 0 {
            sink.add(SHIELD_MISSING, sign * missing);
        }
    }
}
