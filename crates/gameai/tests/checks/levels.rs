//! 난이도: 값싼 게임(님, 위토프)에서 모든 단계가 바로 아래 단계를 이기는가 (README의 보정 표와
//! 같은 대국, 같은 씨앗, 판 수만 시험에 맞게). 시간으로 두는 "최고"는 완벽한 표의 게임에서만 본다.

use gameai::games::GameId;
use gameai::level::Level;
use gameai::level::calibrate::play;

/// 위 단계가 아래 단계를 이긴다: 점수의 95 % 구간이 통째로 50 % 위 (`strict`), 또는 점수만 50 % 위.
fn beats(game: GameId, upper: Level, n: u32, strict: bool) {
    let lower = upper.below().unwrap_or(Level::Beginner);
    let s = play(game, upper, lower, n, 1, |_, _| {});
    let (lo, _) = s.interval();
    let shown = format!(
        "{} {} vs {}: +{} ={} -{} ({:.1} %, interval from {:.1} %)",
        game.slug(),
        upper.name(),
        lower.name(),
        s.wins,
        s.draws,
        s.losses,
        100.0 * s.score(),
        100.0 * lo
    );
    assert_eq!(s.games, n, "{shown}");
    if strict {
        assert!(lo > 0.5, "{shown}");
    } else {
        assert!(s.score() > 0.5, "{shown}");
    }
}

#[test]
fn every_level_beats_the_one_below_in_nim_and_wythoff() {
    for game in [GameId::Nim, GameId::Wythoff] {
        for upper in [Level::Club, Level::Strong, Level::Maximum] {
            beats(game, upper, 200, true);
        }
    }
}

#[test]
fn hex_levels_by_iterations_beat_the_one_below() {
    // 반복 수로만 정한 단계 (최고는 시간이라 빼고), 판 수를 줄여: 점수만 50 % 위인지.
    beats(GameId::Hex, Level::Club, 10, false);
}

#[test]
fn the_same_seed_plays_the_same_calibration() {
    let run = || {
        let mut scores = Vec::new();
        play(GameId::Nim, Level::Club, Level::Beginner, 20, 7, |_, s| {
            scores.push(s)
        });
        scores
    };
    assert_eq!(run(), run());
}

/// 님과 위토프의 닻: 아무 수나 두는 사람이 이기는 몫은 단계가 오를수록 줄고 (구간이 겹치지 않게),
/// 완벽하게 두는 "최고"에게는 드물다 (그 사람이 지는 자리에서 시작해 우연히 끝까지 맞게 둘 때뿐).
#[test]
fn a_random_player_wins_less_at_every_level_up() {
    use gameai::level::calibrate::vs_random;
    for game in [GameId::Nim, GameId::Wythoff] {
        let chances: Vec<(f64, f64)> = Level::ALL
            .iter()
            .map(|&l| {
                let s = vs_random(game, l, 2_000, 1);
                assert_eq!(s.games, 2_000);
                let (lo, hi) = s.interval();
                // 단계 쪽의 구간 → 아무 수를 두는 사람이 이긴 몫의 구간.
                (1.0 - hi, 1.0 - lo)
            })
            .collect();
        for w in chances.windows(2) {
            assert!(w[1].1 < w[0].0, "{}: {chances:?}", game.slug());
        }
        assert!(chances[3].1 < 0.06, "{}: {chances:?}", game.slug());
    }
}

/// 님과 위토프의 닻(`Level::anchor`, docs의 표에서 옮긴 값)은 다시 재어도 그 값이다: 표와 같은 대국
/// (씨앗 1, 2만 판)의 몫과 천분율로 같다.
#[test]
fn the_nim_and_wythoff_anchors_are_what_the_games_measure() {
    use gameai::level::anchor::Anchor;
    use gameai::level::calibrate::vs_random;
    for game in [GameId::Nim, GameId::Wythoff] {
        for level in Level::ALL {
            let Some(Anchor::RandomWins { permille }) = level.anchor(game) else {
                panic!("{} {}: no random-player anchor", game.slug(), level.name());
            };
            let s = vs_random(game, level, 20_000, 1);
            let measured = (1000.0 * s.losses as f64 / f64::from(s.games)).round() as u16;
            assert_eq!(permille, measured, "{} {}", game.slug(), level.name());
        }
    }
}
