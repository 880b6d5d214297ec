//! 체스 AI: 평가와 수 순서. 탐색 자체는 오목과 같은 [`crate::search`] (알파-베타 + 반복 깊게
//! 하기 + 전치표 + 고요 탐색)이며, 여기서는 체스가 그 탐색에 주어야 할 것만 만든다.
//!
//! - 평가: 칸 점수표(piece-square table, 기물 점수를 품는다), 기동력, 폰 구조, 룩의 열, 비숍 두 개,
//!   킹 안전의 항목들(`features`)에 무게를 곱해 중반과 끝내기 두 벌로 더하고, 남은 기물로 잰 국면
//!   단계로 섞는다 (tapered eval, <https://www.chessprogramming.org/Tapered_Eval>). 무게(`weights`)는
//!   손으로 고르지 않고 맞췄다: 조용한 국면 수만 개에 바깥의 판정(Stockfish가 얕게 찾은 값)을 달고, 평가가
//!   그 이길 확률에 가깝도록 (`tools/tune/chess_eval.py`, Texel 방식).
//! - 수 순서: 승격과 잡기를 먼저 — 잡히는 기물이 비쌀수록, 잡는 기물이 쌀수록 앞에 (MVV-LVA,
//!   <https://www.chessprogramming.org/MVV-LVA>), 나머지는 칸 점수가 좋아지는 수부터. 표의 수는
//!   탐색이 맨 앞에 놓고, 자른 적 있는 조용한 수(킬러)는 잡기 바로 뒤에 놓는다
//!   ([`SearchGame::is_quiet`]).
//! - 고요 탐색: 잡기와 퀸 승격만, 잃는 잡기(교환의 셈 `see` < 0)는 빼고 (체크를 당했으면 피하는 모든 수).
//! - 끝: 수가 없으면 체크메이트나 스테일메이트, 규칙에 의한 비김(50수, 세 번, 기물 부족)은
//!   [`crate::search::SearchGame::terminal`]로.

use crate::games::chess::{Board, Chess, Color, Move, Piece, Square};
use crate::search::{SearchGame, Terminal};

mod features;
mod pst;
mod see;
mod weights;

use pst::MAX_PHASE;
pub use pst::{VALUES, phase, piece_square};

/// 평가: 항목마다 무게를 곱해 (중반, 끝내기)로 더한다.
#[derive(Default)]
struct Score {
    mg: i32,
    eg: i32,
}

impl features::Sink for Score {
    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        let (m, e) = weights::WEIGHTS[index];
        self.mg += m * count;
        self.eg += e * count;
    }
}

/// 백의 관점 평가 (센티폰): 항목마다 무게를 곱해 중반과 끝내기로 따로 더하고, 남은 기물로 잰 국면
/// 단계로 섞는다.
pub fn evaluate_white(b: &Board) -> i32 {
    let mut s = Score::default();
    features::features(b, &mut s);
    let ph = phase(b);
    (s.mg * ph + s.eg * (MAX_PHASE - ph)) / MAX_PHASE
}

/// 평가의 항목들 (무게를 맞추는 도구를 위해, `examples/eval_features.rs`): 국면 단계와, 백의 쪽에서 센
/// (무게 번호, 수)들. 평가는 `Σ 수 × 무게`를 중반과 끝내기로 따로 더해 단계로 섞은 것이다.
pub fn eval_features(b: &Board) -> (i32, Vec<(usize, i32)>) {
    struct List(Vec<(usize, i32)>);
    impl features::Sink for List {
        fn add(&mut self, index: usize, count: i32) {
            self.0.push((index, count));
        }
    }
    let mut list = List(Vec::new());
    features::features(b, &mut list);
    (phase(b), list.0)
}

/// 평가의 무게: 번호마다 (중반, 끝내기), 센티폰 ([`eval_features`]의 번호).
pub fn eval_weights() -> &'static [(i32, i32)] {
    &weights::WEIGHTS
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

/// 수의 순서 점수 (클수록 먼저): 잡기 (MVV-LVA), 승격, 조용한 수 (칸 점수의 나아짐), 잃는 잡기.
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
        // 교환의 셈(SEE)으로 잃는 잡기는 조용한 수들 뒤로.
        Some(v) if see::see(b, mv) < 0 => {
            -100_000 + 10 * VALUES[v.index()].0 - piece.index() as i32
        }
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

    fn unordered_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        self.board().generate(|pm| {
            out.extend(pm.moves());
            false
        });
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
            // 잃는 잡기(교환의 셈 < 0)는 보지 않는다: 서 있는 값보다 나아질 리 없다.
            out.extend(
                pm.moves()
                    .filter(|m| m.promotion.is_none_or(|p| p == Piece::Queen))
                    .filter(|&m| see::see(b, m) >= 0),
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

    fn gives_check(&self, mv: Move) -> bool {
        self.board().gives_check(mv)
    }

    fn exchange(&self, mv: Move) -> i32 {
        see::see(self.board(), mv)
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

    const STATIC_PRUNING: bool = true;
    const ITERATIVE_REDUCTION: bool = true;

    const HISTORY_SLOTS: usize = 2 * 64 * 64;

    fn history_slot(&self, mv: Move) -> usize {
        let side = usize::from(self.board().side_to_move() == Color::Black);
        (side * 64 + mv.from.index()) * 64 + mv.to.index()
    }

    const FOLLOW_SLOTS: usize = 2 * 6 * 64;

    fn follow_slot(&self, mv: Move, played: bool) -> usize {
        let at = if played { mv.to } else { mv.from };
        let (color, piece) = self
            .board()
            .piece_on(at)
            .unwrap_or((Color::White, Piece::Pawn));
        let color = usize::from(color == Color::Black);
        (color * 6 + piece.index()) * 64 + mv.to.index()
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
    use super::features::*;
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
        // 처음 국면에서 남는 것은 둘 차례의 몫뿐이다 (단계 24: 중반의 무게).
        let tempo = eval_weights()[TEMPO].0;
        assert_eq!(evaluate_white(&Board::startpos()), tempo);
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
        // 폰이 지키는 폰을 퀸으로 잡는 수는 고요 탐색이 보지 않는다.
        let g = Chess::from_board(Board::from_fen("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1").unwrap());
        g.noisy_moves(&mut v);
        assert!(v.is_empty(), "{v:?}");
        // 잡는 수로는 있지만, 교환에서 잃으므로 조용한 수들 뒤에 (맨 끝).
        g.moves(&mut v);
        assert_eq!(v.last().map(|m| m.to_string()).as_deref(), Some("e1e5"));
    }

    /// 국면의 항목 가운데 번호가 `range` 안인 것들 (백의 쪽에서 센 수).
    fn counts(fen: &str, range: core::ops::Range<usize>) -> Vec<(usize, i32)> {
        let (_, list) = eval_features(&Board::from_fen(fen).unwrap());
        let mut v: Vec<(usize, i32)> = list
            .into_iter()
            .filter(|(i, _)| range.contains(i))
            .collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn a_passed_pawn_is_counted_on_its_rank_and_not_when_stopped() {
        // 흑 폰이 옆 열 앞에 있으면 통과한 폰이 아니다. 흑의 통과한 폰은 흑의 쪽에서 센 행에 −1.
        let passed = PASSED..PASSED + 8;
        assert_eq!(
            counts("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", passed.clone()),
            [(PASSED + 4, 1)]
        );
        assert_eq!(
            counts("4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1", passed.clone()),
            []
        );
        assert_eq!(
            counts("4k3/8/8/8/8/4p3/8/4K3 w - - 0 1", passed),
            [(PASSED + 5, -1)]
        );
    }

    #[test]
    fn doubled_and_isolated_pawns_are_counted() {
        // 나란히 선 b, c, d 열의 폰 셋에는 없고, 겹친 b 열 둘과 외톨이 d 열에는 겹침 하나, 외톨이 셋.
        let range = DOUBLED..ISOLATED + 1;
        assert_eq!(
            counts("4k3/8/8/8/8/8/1PPP4/4K3 w - - 0 1", range.clone()),
            []
        );
        assert_eq!(
            counts("4k3/8/8/8/8/1P6/1P1P4/4K3 w - - 0 1", range),
            [(DOUBLED, 1), (ISOLATED, 1), (ISOLATED, 1), (ISOLATED, 1)]
        );
    }

    #[test]
    fn rook_files_shield_and_mobility_are_counted() {
        let rook = ROOK_OPEN..ROOK_SEMI_OPEN + 1;
        assert_eq!(
            counts("4k3/p7/8/8/8/8/P7/3RK3 w - - 0 1", rook.clone()),
            [(ROOK_OPEN, 1)]
        );
        assert_eq!(
            counts("4k3/p2p4/8/8/8/8/P7/3RK3 w - - 0 1", rook.clone()),
            [(ROOK_SEMI_OPEN, 1)]
        );
        assert_eq!(counts("4k3/p2p4/8/8/8/8/P2P4/3RK3 w - - 0 1", rook), []);
        // 캐슬링한 킹 앞의 폰 셋이 두 행 넘게 나가면 세 열이 빈다 (흑은 그대로).
        let shield = SHIELD_MISSING..SHIELD_MISSING + 1;
        assert_eq!(
            counts("r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", shield.clone()),
            []
        );
        assert_eq!(
            counts("r5k1/5ppp/8/8/5PPP/8/8/R5K1 w - - 0 1", shield),
            [(SHIELD_MISSING, 3)]
        );
        // a1의 나이트는 b3, c2 두 칸에 닿는다.
        let knight = MOBILITY[0]..MOBILITY[0] + 9;
        assert_eq!(
            counts("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", knight),
            [(MOBILITY[0] + 2, 1)]
        );
    }

    #[test]
    fn the_evaluation_is_the_weighted_sum_of_its_features() {
        let w = eval_weights();
        for fen in [
            crate::games::chess::STARTPOS,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            let b = Board::from_fen(fen).unwrap();
            let (ph, list) = eval_features(&b);
            let (mg, eg) = list
                .iter()
                .fold((0, 0), |(m, e), &(i, n)| (m + w[i].0 * n, e + w[i].1 * n));
            assert_eq!(evaluate_white(&b), (mg * ph + eg * (24 - ph)) / 24, "{fen}");
        }
    }
}
