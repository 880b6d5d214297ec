//! 님 이론을 독립된 오라클(게임 트리 전수 탐색)과 대조한다.

#![allow(clippy::unwrap_used)] // 시험에서 unwrap은 곧 단언이다.

use std::collections::HashMap;

use gameai::games::nim::{Nim, NimMove, PlayRule, TakeRule, Variant};
use gameai::nim::{GrundyTable, NimAi, analyse, grundy, heap_values, mex, nim_sum};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// 게임 트리를 끝까지 풀어 "둘 차례인 사람이 이기는가"를 구한다. 이론을 전혀 쓰지 않는다.
fn brute_wins(pos: &Nim, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = pos.heaps().to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let moves: Vec<NimMove> = pos.legal_moves().collect();
    let w = if moves.is_empty() {
        // 둘 수가 없다: 보통 규칙에서는 방금 둔 사람이 이겼으니 내가 졌다. 미제르는 반대.
        !pos.last_mover_wins()
    } else {
        moves
            .iter()
            .any(|&mv| !brute_wins(&pos.after(mv).expect("legal"), memo))
    };
    memo.insert(key, w);
    w
}

fn all_four_heaps(max: u32) -> impl Iterator<Item = Vec<u32>> {
    let n = max + 1;
    (0..n.pow(4)).map(move |i| vec![i % n, (i / n) % n, (i / n / n) % n, i / n / n / n])
}

fn variant(rule: PlayRule, take: TakeRule) -> Variant {
    Variant { rule, take }
}

#[test]
fn bouton_matches_brute_force_on_every_four_heap_position() {
    for rule in [PlayRule::Normal, PlayRule::Misere] {
        let mut memo = HashMap::new();
        for heaps in all_four_heaps(7) {
            let pos = Nim::new(heaps.clone(), variant(rule, TakeRule::Any)).unwrap();
            let truth = brute_wins(&pos, &mut memo);
            let a = analyse(&pos).unwrap();
            assert_eq!(a.winning, truth, "{rule:?} {heaps:?}");
            if rule == PlayRule::Normal {
                assert_eq!(a.total, nim_sum(&heaps));
                assert_eq!(truth, nim_sum(&heaps) != 0, "Bouton on {heaps:?}");
            }
            match a.best {
                Some(mv) => {
                    let next = pos.after(mv).unwrap();
                    assert!(!brute_wins(&next, &mut memo), "{rule:?} {heaps:?} {mv:?}");
                    if rule == PlayRule::Normal {
                        // 이기는 수는 h → h XOR X 이며 님 합을 0으로 만든다.
                        assert_eq!(mv.to, heaps[mv.heap] ^ a.total);
                        assert_eq!(nim_sum(next.heaps()), 0);
                    }
                }
                // 이기는데 수가 없는 것은 이미 끝난 미제르 국면뿐이다.
                None => assert!(
                    !truth || pos.is_over(),
                    "{rule:?} {heaps:?} is winning but no move"
                ),
            }
        }
    }
}

/// 이론 없이 재귀로 구한 그런디 값 (표도 기억도 쓰지 않는다).
fn brute_grundy(n: u32, take: &TakeRule) -> u32 {
    let succ: Vec<u32> = take.counts(n).map(|c| brute_grundy(n - c, take)).collect();
    (0..)
        .find(|v| !succ.contains(v))
        .expect("some value is missing")
}

#[test]
fn grundy_tables_match_brute_force_mex() {
    let rules = [
        TakeRule::UpTo(1),
        TakeRule::UpTo(2),
        TakeRule::UpTo(3),
        TakeRule::UpTo(5),
        TakeRule::set([1, 3, 4]).unwrap(),
        TakeRule::set([2, 5]).unwrap(),
        TakeRule::set([1, 2, 4, 8]).unwrap(),
    ];
    for take in &rules {
        let table = GrundyTable::new(take, 20);
        for n in 0..=20 {
            assert_eq!(table.value(n), brute_grundy(n, take), "{take} n={n}");
        }
    }
    assert_eq!(mex([0, 1, 2, 4]), 3);
}

/// 1..k 뺄셈의 닫힌 꼴(n mod (k + 1))이 mex 표와 같고, 큰 더미도 표 없이 바로 풀린다.
#[test]
fn the_closed_form_for_subtraction_up_to_k_matches_the_table() {
    for k in 1..=7 {
        let take = TakeRule::UpTo(k);
        let table = GrundyTable::new(&take, 300);
        let heaps: Vec<u32> = (0..=300).collect();
        let pos = Nim::new(heaps, variant(PlayRule::Normal, take.clone())).unwrap();
        assert_eq!(heap_values(&pos).unwrap(), table.values(), "k={k}");
    }
    // 10억 개짜리 더미 (예전에는 10억 칸의 표를 만들었다).
    let take = TakeRule::UpTo(3);
    let pos = Nim::new(vec![1_000_000_000, 7], variant(PlayRule::Normal, take)).unwrap();
    let a = analyse(&pos).unwrap();
    assert_eq!(a.values, [0, 3]);
    let mv = a.best.unwrap();
    assert_eq!(grundy(&pos.after(mv).unwrap()).unwrap(), 0);
    // 빼기 집합은 표가 필요하다: 너무 크면 말한다.
    let take = TakeRule::set([1, 3, 4]).unwrap();
    let pos = Nim::new(vec![u32::MAX], variant(PlayRule::Normal, take)).unwrap();
    assert!(analyse(&pos).unwrap_err().to_string().contains("too large"));
}

#[test]
fn grundy_xor_decides_sums_of_subtraction_games() {
    for take in [
        TakeRule::UpTo(2),
        TakeRule::UpTo(3),
        TakeRule::set([1, 3, 4]).unwrap(),
    ] {
        let mut memo = HashMap::new();
        for heaps in all_four_heaps(6) {
            let pos = Nim::new(heaps.clone(), variant(PlayRule::Normal, take.clone())).unwrap();
            let truth = brute_wins(&pos, &mut memo);
            assert_eq!(grundy(&pos).unwrap() != 0, truth, "{take} {heaps:?}");
            let a = analyse(&pos).unwrap();
            assert_eq!(a.winning, truth);
            if let Some(mv) = a.best {
                assert!(!brute_wins(&pos.after(mv).unwrap(), &mut memo));
            } else {
                assert!(!truth);
            }
        }
    }
}

/// AI 차례에서 시작해, 상대가 모든 합법적인 응수를 시도해도 AI가 이기는가.
fn ai_always_wins(pos: &Nim, ai: &NimAi, rng: &mut ChaCha8Rng) -> bool {
    let Some(mv) = ai.choose(pos, rng) else {
        // AI 차례인데 둘 수 없다: 보통 규칙이면 AI가 진 것.
        return !pos.last_mover_wins();
    };
    let after = pos.after(mv).expect("AI plays legal moves");
    let replies: Vec<NimMove> = after.legal_moves().collect();
    if replies.is_empty() {
        // 상대가 둘 수 없다: AI가 마지막에 두었다.
        return after.last_mover_wins();
    }
    replies
        .into_iter()
        .all(|r| ai_always_wins(&after.after(r).expect("legal reply"), ai, rng))
}

#[test]
fn perfect_ai_wins_from_every_n_position_against_every_reply() {
    let ai = NimAi::default();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let variants = [
        variant(PlayRule::Normal, TakeRule::Any),
        variant(PlayRule::Misere, TakeRule::Any),
        variant(PlayRule::Normal, TakeRule::UpTo(3)),
    ];
    for v in variants {
        let mut memo = HashMap::new();
        let mut checked = 0;
        // 4 더미, 각 0..4: 게임 트리 전체를 두 번 이상 훑는다.
        for heaps in all_four_heaps(4) {
            let pos = Nim::new(heaps.clone(), v.clone()).unwrap();
            if brute_wins(&pos, &mut memo) {
                assert!(ai_always_wins(&pos, &ai, &mut rng), "{v:?} {heaps:?}");
                checked += 1;
            }
        }
        assert!(checked > 100, "{v:?}: only {checked} N-positions");
    }
}

#[test]
fn difficulty_one_makes_random_but_legal_moves() {
    let ai = NimAi {
        random_move_prob: 1.0,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let pos = Nim::normal(vec![1, 2, 3, 7]).unwrap();
    let mut distinct = std::collections::HashSet::new();
    for _ in 0..200 {
        let mv = ai.choose(&pos, &mut rng).unwrap();
        assert!(pos.check(mv).is_ok());
        distinct.insert(mv);
    }
    assert!(distinct.len() > 5, "random moves should vary");
}

#[test]
fn mex_steps_show_the_reachable_heaps_their_values_and_the_brute_force_value() {
    use gameai::nim::MexSteps;
    for take in [
        TakeRule::UpTo(3),
        TakeRule::set([1, 3, 4]).unwrap(),
        TakeRule::set([2, 5]).unwrap(),
    ] {
        let table = GrundyTable::new(&take, 25);
        for n in 0..=30 {
            let steps = table.steps(n);
            // 갈 수 있는 크기는 n − s (s는 집합에서 n 이하), 값은 재귀로 구한 것.
            let reach: Vec<u32> = steps.options.iter().map(|&(h, _)| h).collect();
            let expect: Vec<u32> = take.counts(n).map(|c| n - c).collect();
            assert_eq!(reach, expect, "{take} n={n}");
            for &(h, v) in &steps.options {
                assert_eq!(v, brute_grundy(h, &take), "{take} n={n} → {h}");
            }
            assert_eq!(steps.mex, brute_grundy(n, &take), "{take} n={n}");
            assert_eq!(steps.mex, mex(steps.set.iter().copied()));
        }
    }
    // 빈 집합의 mex는 0, 빈 곳이 있으면 그 수, 없으면 집합 다음 수.
    let of = |v: &[u32]| MexSteps::new(v.iter().map(|&x| ((), x))).mex;
    assert_eq!(of(&[]), 0);
    assert_eq!(of(&[3, 0, 1, 1]), 2);
    assert_eq!(of(&[2, 1, 0]), 3);
    // 무작위 집합에서 mex()와 같다.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..500 {
        use rand::RngExt;
        let len = rng.random_range(0..12);
        let v: Vec<u32> = (0..len).map(|_| rng.random_range(0..10)).collect();
        let s = MexSteps::new(v.iter().map(|&x| (0u8, x)));
        assert_eq!(s.mex, mex(v.iter().copied()), "{v:?}");
        assert_eq!(s.options.len(), v.len());
    }
}
