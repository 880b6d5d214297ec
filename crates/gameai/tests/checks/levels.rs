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
