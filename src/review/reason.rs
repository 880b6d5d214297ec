//! 표시를 글과 색으로: 표시의 이름과 기호와 색, 그리고 보는 수의 한 줄 까닭 — 그 기법의 말로 (정확한
//! 값은 이김·비김·짐, 알파-베타는 평가와 깊이, MCTS는 승률과 플레이아웃 수).

use bevy::prelude::Color;
use gameai::review::{Exact, MoveReview, Score, Value, Verdict};

use crate::i18n::{Locale, ReviewText as T};
use crate::theme::palette;

/// 표시의 이름.
pub(crate) fn verdict_text(v: Verdict) -> T {
    match v {
        Verdict::Best => T::Best,
        Verdict::Good => T::Good,
        Verdict::Inaccuracy => T::Inaccuracy,
        Verdict::Mistake => T::Mistake,
        Verdict::Blunder => T::Blunder,
    }
}

/// 수 옆의 기호 (체스 기보의 관습: ?! 부정확, ? 실수, ?? 큰 실수).
pub(crate) fn verdict_sign(v: Verdict) -> &'static str {
    match v {
        Verdict::Best | Verdict::Good => "",
        Verdict::Inaccuracy => "?!",
        Verdict::Mistake => "?",
        Verdict::Blunder => "??",
    }
}

/// 표시의 색.
pub(crate) fn verdict_color(v: Verdict) -> Color {
    match v {
        Verdict::Best => palette::GOOD,
        Verdict::Good => palette::TEXT,
        Verdict::Inaccuracy => palette::GOLD,
        Verdict::Mistake => palette::STONE_HOT,
        Verdict::Blunder => palette::BAD,
    }
}

/// 더 나은 수순: 잘못 둔 수에만 (가장 좋은 수부터).
pub(crate) fn better_line<M: Copy + PartialEq>(r: &MoveReview<M>) -> Option<&[M]> {
    (r.verdict.is_error() && r.best.is_some_and(|b| b != r.mv) && !r.line.is_empty())
        .then_some(r.line.as_slice())
}

/// 값 하나를 글로 (둔 쪽에서).
fn value_text(locale: &Locale, v: Value) -> String {
    match v {
        Value::Exact(Exact::Win(_)) => locale.t(T::Win).into(),
        Value::Exact(Exact::Draw) => locale.t(T::Draw).into(),
        Value::Exact(Exact::Loss(_)) => locale.t(T::Loss).into(),
        Value::Score(Score::Cp(cp)) => format!("{:+.2}", f64::from(cp) / 100.0),
        Value::Score(Score::Mate(n)) if n >= 0 => format!("#{}", (n + 1) / 2),
        Value::Score(Score::Mate(n)) => format!("#-{}", (-n + 1) / 2),
        Value::Rate(x) => format!("{:.0} %", x * 100.0),
    }
}

/// 보는 수의 한 줄 까닭: "실수: 승률 71 % → 38 % (2만 번의 플레이아웃) · 더 나은 수 c3". `budget`은
/// 판정의 예산 (MCTS의 반복 수 또는 알파-베타의 깊이), `name`은 더 나은 수의 이름.
pub(crate) fn reason<M: Copy + PartialEq>(
    locale: &Locale,
    r: &MoveReview<M>,
    budget: u64,
    name: impl Fn(M) -> String,
) -> String {
    let (before, after) = (value_text(locale, r.before), value_text(locale, r.after));
    let values = match r.before {
        Value::Exact(_) => locale.f(T::ExactLine, &[("before", &before), ("after", &after)]),
        Value::Score(_) => locale.f(
            T::Score,
            &[("before", &before), ("after", &after), ("d", &budget)],
        ),
        Value::Rate(_) => locale.f(
            T::WinRate,
            &[("before", &before), ("after", &after), ("n", &budget)],
        ),
    };
    let mut text = locale.t(verdict_text(r.verdict)).to_string();
    if r.exact && r.verdict.is_error() {
        text = format!("{text} ({})", locale.t(T::Proven));
    }
    text = format!("{text}: {values}");
    if let Some(best) = better_line(r).and_then(|l| l.first()) {
        let better = locale.f(T::Better, &[("mv", &name(*best))]);
        text = format!("{text} · {better}");
    }
    text
}
