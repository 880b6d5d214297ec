//! 오목의 강제 승리를 엔진이 찾는가: 무작위 대국에서 뽑은 국면 가운데, 시험 안의 완전 탐색(넷만 두는
//! 공격의 모든 갈래를 규칙만으로 — 엔진의 창 훑기를 쓰지 않는다)이 자기 수 7개 이하의 VCF를 증명한
//! 국면들을 모으고, 엔진(앱과 같은 탐색기, 뿌리의 위협 탐색)이 고른 첫 수가 정말 이기는 첫 수인지 같은
//! 완전 탐색으로 확인한다. 목표: 99 % 이상.
//!
//! 그리고 뿌리의 위협 탐색: 셋으로 이기는 국면에서 깊이 1 전에 결론을 내고 추적에 남기는가, 상대의 강제
//! 승리를 보고 막는가 (막은 뒤 넓은 한도의 VCT로 다시 확인한다).
//!
//! 시간은 재지 않는다 (시험에 시간 단언은 두지 않는다). 한 국면에 걸린 시간은 `--nocapture`로 찍는다:
//! `cargo test --release -p gameai --test checks gomoku_threats -- --nocapture` (docs/measurements.md의 표).

use std::collections::HashMap;
use std::time::Instant;

use gameai::eval::gomoku::vct::{self, VctLimits};
use gameai::games::Player;
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::search::{LeafWhy, SearchConfig, SearchGame, Searcher, TraceEvent};
use gameai::step::Steppable;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// 놓인 돌들을 한 칸 넓혀 감싼 사각형 안의 빈 칸 (다섯 자리와 넷은 모두 이 안에 있다: 다섯 자리는 제
/// 돌 넷에 닿는 칸이다).
fn near_empties(g: &Gomoku) -> Vec<GMove> {
    let n = g.size();
    let (mut x0, mut y0, mut x1, mut y1) = (n, n, 0, 0);
    for (m, _) in g.placed() {
        let (c, r) = g.coords(m);
        (x0, y0, x1, y1) = (x0.min(c), y0.min(r), x1.max(c), y1.max(r));
    }
    let mut out = Vec::new();
    for r in y0.saturating_sub(4)..=(y1 + 4).min(n - 1) {
        for c in x0.saturating_sub(4)..=(x1 + 4).min(n - 1) {
            let m = g.cell(c, r);
            if g.at(m).is_none() {
                out.push(m);
            }
        }
    }
    out
}

/// 규칙만으로: `p`가 두면 다섯인 빈 칸들.
fn five_cells(g: &Gomoku, p: Player) -> Vec<GMove> {
    near_empties(g)
        .into_iter()
        .filter(|&m| g.makes_five(m, p))
        .collect()
}

/// 완전 탐색 VCF: 둘 차례인 쪽이 넷(두면 다섯 자리가 생기는 수)만 두어 자기 수 `k`개 안에 이기는가.
/// 상대는 다섯 자리가 하나면 그 칸을 막을 수밖에 없고 (아니면 진다), 둘이면 진다. 상대에게 다섯 자리가
/// 있으면 공격 쪽은 그 칸을 막아야 한다. 실패한 국면은 남은 수와 함께 적어 둔다.
fn brute_vcf(g: &mut Gomoku, k: u8, failed: &mut HashMap<u64, u8>) -> bool {
    let me = g.to_move();
    if !five_cells(g, me).is_empty() {
        return true;
    }
    if k <= 1 || failed.get(&g.zobrist()).is_some_and(|&l| l >= k) {
        return false;
    }
    let theirs = five_cells(g, me.other());
    let moves = match theirs.len() {
        0 => near_empties(g),
        1 => theirs,
        _ => return false,
    };
    for m in moves {
        g.play(m);
        let threats = five_cells(g, me);
        let won = match threats[..] {
            [] => false,
            [_, _, ..] => true,
            [block] => {
                g.play(block);
                let w = g.winner().is_none() && brute_vcf(g, k - 1, failed);
                g.unmake(block);
                w
            }
        };
        g.unmake(m);
        if won {
            return true;
        }
    }
    failed.insert(g.zobrist(), k);
    false
}

/// 가장 짧은 VCF의 자기 수 (7 이하가 없으면 `None`).
fn shortest_vcf(g: &Gomoku) -> Option<u8> {
    let mut failed = HashMap::new();
    (2..=7).find(|&k| brute_vcf(&mut g.clone(), k, &mut failed))
}

/// 무작위 대국의 국면: 가운데에서 시작해 놓인 돌 둘레 두 칸 안에 번갈아 (다섯이 생기면 다시).
fn random_position(rng: &mut ChaCha8Rng, stones: usize) -> Gomoku {
    'again: loop {
        let mut g = Gomoku::standard();
        g.play(g.cell(7, 7));
        while (g.stones() as usize) < stones {
            let c = g.candidates();
            g.play(c[rng.random_range(0..c.len())]);
            if g.winner().is_some() {
                continue 'again;
            }
        }
        return g;
    }
}

/// 엔진의 수순 `line`의 첫 수가 이기는 첫 수인가: 두면 다섯이거나, 다섯 자리가 둘 생기거나, 넷이라
/// 상대가 막은 뒤에도 완전 탐색의 VCF가 (자기 수 `k`개 안에) 남았다. 넷이 아닌 첫 수는 세지 않는다.
fn wins_with(g: &Gomoku, line: &[GMove], k: u8) -> bool {
    let me = g.to_move();
    let mut a = g.clone();
    let Some(&m) = line.first() else {
        return false;
    };
    if a.try_play(m).is_err() {
        return false;
    }
    if a.winner() == Some(me) {
        return true;
    }
    let threats = five_cells(&a, me);
    match threats[..] {
        [_, _, ..] => five_cells(&a, me.other()).is_empty(),
        [block] => {
            a.play(block);
            a.winner().is_none()
                && brute_vcf(&mut a, k.saturating_sub(1).max(1), &mut HashMap::new())
        }
        [] => false,
    }
}

#[test]
fn the_engine_finds_a_winning_first_move_where_a_short_vcf_exists() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    // 수순이 셋인 국면이 가장 흔하다: 그런 국면은 60개까지만 두고 더 긴 것을 모은다.
    let mut positions = Vec::new();
    let mut threes = 0;
    while positions.len() < 150 {
        let stones = 16 + rng.random_range(0..30);
        let g = random_position(&mut rng, stones);
        let k = match shortest_vcf(&g) {
            Some(3) if threes < 60 => {
                threes += 1;
                3
            }
            Some(k) if k >= 4 => k,
            _ => continue,
        };
        positions.push((g, k));
    }
    let (mut hits, mut slowest) = (0, 0.0f64);
    let mut by_length = [0usize; 8];
    for (g, k) in &positions {
        by_length[*k as usize] += 1;
        let config = SearchConfig {
            max_depth: 1,
            ..SearchConfig::default()
        };
        let start = Instant::now();
        let r = Searcher::new(g.clone(), config).run_to_end();
        let secs = start.elapsed().as_secs_f64();
        slowest = slowest.max(secs);
        // 엔진의 넷 수순이 7수보다 길 수도 있으니, 확인은 그 수순의 길이까지.
        let own = (r.pv.len().div_ceil(2) as u8).max(*k);
        if r.threat > 0 && wins_with(g, &r.pv, own) {
            hits += 1;
        } else {
            eprintln!("missed (VCF in {k}): {:?}\n{g}", r.pv);
        }
    }
    eprintln!(
        "{hits} of {} found; positions by own moves {by_length:?}; slowest {slowest:.3} s",
        positions.len()
    );
    assert!(
        hits * 100 >= positions.len() * 99,
        "{hits} of {}",
        positions.len()
    );
}

/// 돌을 번갈아 둔 국면 (`moves`는 흑, 백, 흑, … 차례).
fn position(moves: &[&str]) -> Gomoku {
    let mut g = Gomoku::standard();
    for m in moves {
        let mv = g.parse_move(m).expect("a test move");
        g.play(mv);
    }
    g
}

#[test]
fn a_win_by_threes_is_decided_before_depth_one_and_traced() {
    // 흑의 가로 e8 f8과 세로 g6 g7 (백은 멀리): g8이면 열린 셋이 둘이라 넷만으로는 못 이기지만 셋으로 이긴다.
    let g = position(&["e8", "a1", "f8", "a15", "g6", "o1", "g7", "o15"]);
    let mut s = Searcher::new(g.clone(), SearchConfig::default()).with_trace();
    let r = s.run_to_end();
    assert_eq!(r.best.map(|m| g.name(m)).as_deref(), Some("g8"), "{r:?}");
    assert!(r.threes && r.threat as usize == r.pv.len(), "{r:?}");
    assert_eq!(r.value, gameai::search::WIN - r.pv.len() as i32);
    // 추적에는 뿌리 노드 하나가 위협 탐색의 값으로 닫힌다 (나무 보기가 그 답을 보인다).
    let leaves: Vec<_> = s
        .take_trace()
        .into_iter()
        .filter_map(|e| match e {
            TraceEvent::Leaf { why, .. } => Some(why),
            _ => None,
        })
        .collect();
    assert_eq!(leaves, [LeafWhy::RootThreat { threes: true }]);
    // 위협 탐색을 끄면 같은 깊이의 알파-베타가 찾는다 (위협 탐색이 결론을 바꾸지 않고 앞당긴다).
    let plain = SearchConfig {
        threats: false,
        ..SearchConfig::default()
    };
    let r = Searcher::new(g, plain).run_to_end();
    assert!(r.threat == 0 && !r.threes);
}

#[test]
fn a_foe_forced_win_is_seen_and_the_move_played_stops_it() {
    // 흑: 가로 둘 e8 f8과 백 g4가 막은 세로 셋 g5–g7. 흑이 g8에 두면 넷과 열린 셋 (4-3)이라 이긴다.
    // 흰 돌 h5 f5 h7 f6이 흑의 대각선을 막는다. 백 차례.
    let g = position(&[
        "e8", "g4", "f8", "h5", "g5", "f5", "g6", "h7", "g7", "f6", "n2",
    ]);
    assert_eq!(g.to_move(), Player::Second);
    let r = Searcher::new(g.clone(), SearchConfig::default()).run_to_end();
    let foe = r.foe.clone().expect("the foe's forced win is seen");
    assert_eq!(g.name(foe.line[0]), "g8", "{foe:?}");
    // 고른 수 뒤에는 뿌리와 같은 한도로 흑의 강제 승리가 보이지 않는다. 먼 곳에 두면 보인다 (확인이
    // 수를 가린다).
    let foe_wins_after = |name: &str| {
        let mut after = g.clone();
        after.play(g.parse_move(name).expect("a test move"));
        matches!(
            vct::solve(&mut after, VctLimits::ROOT),
            vct::Outcome::Win(_)
        )
    };
    let best = g.name(r.best.expect("a move"));
    assert!(!foe_wins_after(&best), "{best} does not stop it");
    assert!(foe_wins_after("a1"));
    // 위협 탐색을 끈 엔진은 그 위협을 보지 않는다 (보고에 없다).
    let plain = SearchConfig {
        threats: false,
        ..SearchConfig::default()
    };
    assert_eq!(Searcher::new(g, plain).run_to_end().foe, None);
}

/// 어떤 수로도 막지 못하는 상대의 강제 승리 (본 후보가 모두 진다, 또는 한도가 다해 다 보지 못했다): 뿌리를
/// 묶지 않는다. 보지 못한 수로 묶으면 상대 수순에서 먼 수들만 남아 곧장 지는 수를 둔다 (기준 봇과의 대국,
/// 씨앗 101의 150번째 판에서 나온 국면: 흑의 열린 셋 i8–i10, 백이 막아도 흑은 g8 쪽으로 이긴다). 백 차례.
#[test]
fn a_foe_win_that_no_checked_move_stops_leaves_the_root_free() {
    let g = position(&["i9", "f6", "h9", "f9", "j9", "k9", "i8", "f10", "i10"]);
    for nodes in [1_000, 60_000] {
        let seen = g.clone().root_threats(nodes);
        assert!(seen.foe.is_some(), "{nodes}");
        let names: Vec<String> = seen.defences.iter().map(|&m| g.name(m)).collect();
        assert!(
            names.is_empty(),
            "{nodes} nodes: the root is tied to {names:?}"
        );
    }
}
