//! 스프라그–그런디 값이 만들어지는 한 걸음을 글로: `g(7) = mex{g(6), g(5), g(3)} = mex{0, 1, 3} = 2`.
//! 님의 뺄셈 게임(더미 하나)과 와이토프의 그런디 화면(칸 하나)이 같이 쓴다. 값은
//! [`gameai::nim::MexSteps`]에서 온다: 여기서는 계산하지 않고 적기만 한다.

use bevy_egui::egui;
use gameai::nim::MexSteps;

use super::panel::color32;
use crate::i18n::{Locale, S};
use crate::theme::palette;

/// 갈 곳을 하나씩 적는 것은 이만큼까지 (그보다 많으면 값의 집합만).
const LIST_AT_MOST: usize = 6;

/// 정렬된 값들을 짧게: 셋 이상 이어지는 수는 `a–b`로 (`0–4, 6, 9`).
pub(crate) fn set_text(sorted: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i;
        while j + 1 < sorted.len() && sorted[j + 1] == sorted[j] + 1 {
            j += 1;
        }
        match j - i {
            0 => parts.push(sorted[i].to_string()),
            1 => parts.extend([sorted[i].to_string(), sorted[j].to_string()]),
            _ => parts.push(format!("{}–{}", sorted[i], sorted[j])),
        }
        i = j + 1;
    }
    parts.join(", ")
}

/// 식 한 줄: `what = mex{갈 곳들} = mex{값의 집합} = mex`. 갈 곳이 많으면 가운데를 뺀다. `name`은 갈 곳
/// 하나의 이름 (`g(6)`, `g(2, 3)`).
pub(crate) fn mex_formula<T>(
    what: &str,
    steps: &MexSteps<T>,
    name: impl Fn(&T) -> String,
) -> String {
    let set = set_text(&steps.set);
    if steps.options.is_empty() {
        return format!("{what} = mex{{}} = 0");
    }
    if steps.options.len() <= LIST_AT_MOST {
        let names: Vec<String> = steps.options.iter().map(|(t, _)| name(t)).collect();
        format!(
            "{what} = mex{{{}}} = mex{{{set}}} = {}",
            names.join(", "),
            steps.mex
        )
    } else {
        format!("{what} = mex{{{set}}} = {}", steps.mex)
    }
}

/// 패널의 몇 줄: 식, 그리고 그 뜻 (갈 곳의 수와 "없는 가장 작은 수").
pub(crate) fn mex_panel<T>(
    ui: &mut egui::Ui,
    locale: &Locale,
    what: &str,
    steps: &MexSteps<T>,
    name: impl Fn(&T) -> String,
) {
    ui.label(
        egui::RichText::new(mex_formula(what, steps, name))
            .monospace()
            .color(color32(palette::GOLD)),
    );
    let note = if steps.options.is_empty() {
        locale.t(S::SgEmpty).to_owned()
    } else {
        locale.f(S::SgReach, &[("n", &steps.options.len())])
    };
    ui.label(
        egui::RichText::new(note)
            .small()
            .color(color32(palette::TEXT_DIM)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_of_three_or_more_are_shortened() {
        assert_eq!(set_text(&[]), "");
        assert_eq!(set_text(&[0, 1]), "0, 1");
        assert_eq!(set_text(&[0, 1, 2, 3, 4, 6, 9, 10]), "0–4, 6, 9, 10");
        assert_eq!(set_text(&[2, 5, 6, 7]), "2, 5–7");
    }

    #[test]
    fn the_formula_lists_few_moves_and_summarises_many() {
        let few = MexSteps::new([(6u32, 1), (5, 0), (3, 3)]);
        assert_eq!(
            mex_formula("g(7)", &few, |h| format!("g({h})")),
            "g(7) = mex{g(6), g(5), g(3)} = mex{0, 1, 3} = 2"
        );
        let many = MexSteps::new((0..10u32).map(|i| (i, i % 4)));
        assert_eq!(
            mex_formula("g(9)", &many, |_| unreachable!()),
            "g(9) = mex{0–3} = 4"
        );
        let none = MexSteps::<u32>::new([]);
        assert_eq!(
            mex_formula("g(0)", &none, |_| String::new()),
            "g(0) = mex{} = 0"
        );
    }
}
