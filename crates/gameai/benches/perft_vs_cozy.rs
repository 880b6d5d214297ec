//! perft 처리량을 같은 실행, 같은 국면, 같은 깊이에서 cozy-chess와 견준다 (둘 다 마지막 깊이는
//! 수를 두지 않고 센다). cozy-chess는 이 벤치마크의 dev-dependency일 뿐, 라이브러리와 앱에는
//! 들어가지 않는다.
//!
//!     cargo bench -p gameai --bench perft_vs_cozy [-- --quick]

use gameai::bench::{PERFT_POSITIONS, time_perft};
use gameai::games::chess::Board;

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut n = 0;
            board.generate_moves(|moves| {
                n += moves.len() as u64;
                false
            });
            n
        }
        _ => {
            let mut n = 0;
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut b = board.clone();
                    b.play_unchecked(mv);
                    n += cozy_perft(&b, depth - 1);
                }
                false
            });
            n
        }
    }
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    println!(
        "{:<12} {:>5} {:>12} {:>16} {:>16} {:>7}",
        "position", "depth", "nodes", "ours nodes/s", "cozy nodes/s", "ratio"
    );
    for (name, fen, depth, quick_depth) in PERFT_POSITIONS {
        let depth = if quick { quick_depth } else { depth };
        let (Ok(ours), Ok(cozy)) = (
            Board::from_fen(fen),
            cozy_chess::Board::from_fen(fen, false),
        ) else {
            eprintln!("{name}: FEN not accepted");
            continue;
        };
        // 번갈아 다섯 번씩 재고 가장 빠른 것을 쓴다: 처음 한 번은 캐시와 클럭이 덜 데워져 있고,
        // 가상 기계에서는 한 번의 잼이 이웃의 일로 10 % 가까이 흔들린다 (가장 빠른 것이 그 코드의 빠르기에
        // 가장 가깝다).
        let mut best = [f64::INFINITY; 2];
        let mut counts = [0; 2];
        for _ in 0..5 {
            let (n, t) = time_perft(|| ours.perft(depth));
            counts[0] = n;
            best[0] = best[0].min(t);
            let (n, t) = time_perft(|| cozy_perft(&cozy, depth));
            counts[1] = n;
            best[1] = best[1].min(t);
        }
        assert_eq!(counts[0], counts[1], "{name}: the two disagree");
        let nps = |i: usize| counts[i] as f64 / best[i].max(1e-9);
        println!(
            "{:<12} {:>5} {:>12} {:>16.0} {:>16.0} {:>7.2}",
            name,
            depth,
            counts[0],
            nps(0),
            nps(1),
            nps(0) / nps(1)
        );
    }
}
