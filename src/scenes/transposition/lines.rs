//! 패널의 띠: 후보 수 목록 (MultiPV: AI가 끝낸 가장 깊은 깊이의 줄들 — 첫 수, 값, 깊이, 이어지는
//! 수순; 생각하는 동안 깊이가 끝날 때마다 바뀐다)과 깊이마다 찾은 노드의 막대 그림. 줄과 노드 수는
//! 탐색이 낸 그대로다 ([`gameai::search::DepthReport`]): 여기서는 이름을 붙이고 빼기만 한다.

use bevy_egui::egui;
use gameai::search::{PvLine, SearchGame, SearchSnapshot, WIN, WIN_BOUND};

use super::ai::{AbMatch, GameThink};
use crate::hud::chart::{Bar, log_bars};
use crate::hud::color32;
use crate::i18n::{Locale, S};
use crate::theme::palette;
use crate::think::Thinker;

/// 줄 하나에 적는 수의 개수 (좁은 화면에서 한 줄에 들게).
const NAMES_SHOWN: usize = 5;

/// 보일 줄 하나: 값, 깊이, 수의 이름들 (첫 수부터).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// 값 (그 국면에서 둘 차례였던 AI 쪽에서).
    pub(crate) value: i32,
    /// 찾은 깊이.
    pub(crate) depth: u32,
    /// 수의 이름들.
    pub names: Vec<String>,
}

impl Shown {
    /// 탐색의 줄에 이름을 붙인다 (`names`는 뿌리 국면에서 수순을 글로).
    pub fn from_line<M>(line: &PvLine<M>, names: impl FnOnce(&[M]) -> Vec<String>) -> Shown {
        Shown {
            value: line.value,
            depth: line.depth,
            names: names(&line.pv),
        }
    }
}

/// 보일 줄들의 출처: 생각 중이면 지금까지 끝낸 가장 깊은 깊이의 줄들과 그 뿌리가 지금 국면이라는
/// 뜻의 `true`, 아니면 AI의 마지막 결론의 줄들과 `false` (그 뿌리는 AI가 두기 전 국면).
pub(crate) fn current_lines<M: AbMatch>(
    m: &M,
    thinker: Option<&Thinker<GameThink<M::Game>>>,
) -> Option<(Vec<PvLine<<M::Game as SearchGame>::Move>>, bool)> {
    if m.seat().pending.is_some() {
        let snap = thinker.and_then(Thinker::snapshot)?;
        return snap.done.last().map(|r| (r.lines.clone(), true));
    }
    m.seat().last.as_ref().map(|r| (r.lines.clone(), false))
}

/// 값을 글로: 몇 수 만에 이기면 `#n`, 지면 `-#n` (한 수 = 양쪽이 한 번씩), 아니면 `scale`로 나눈 점수에
/// 부호를 붙여 (체스는 폰 하나 = 100이므로 `scale` 100, 소수 둘째 자리까지; 오목은 1).
pub(crate) fn score_text(v: i32, scale: i32) -> String {
    if v.abs() > WIN_BOUND {
        let plies = WIN - v.abs();
        let moves = (plies + 1) / 2;
        return if v > 0 {
            format!("#{moves}")
        } else {
            format!("-#{moves}")
        };
    }
    if scale <= 1 {
        format!("{v:+}")
    } else {
        format!("{:+.2}", v as f32 / scale as f32)
    }
}

/// 패널의 띠: 제목과, 줄마다 "1. e4 +0.35 · 깊이 7 · e5 Nf3 …". 줄이 없으면 아무것도 그리지 않는다.
pub(crate) fn show_lines(ui: &mut egui::Ui, locale: &Locale, lines: &[Shown], scale: i32) {
    if lines.is_empty() {
        return;
    }
    ui.label(
        egui::RichText::new(locale.t(S::TtCandidates))
            .small()
            .color(color32(palette::TEXT_DIM)),
    );
    for (i, l) in lines.iter().enumerate() {
        let Some(first) = l.names.first() else {
            continue;
        };
        let rest: Vec<&str> = l.names[1..]
            .iter()
            .take(NAMES_SHOWN - 1)
            .map(String::as_str)
            .collect();
        let color = if i == 0 { palette::GOLD } else { palette::TEXT };
        ui.horizontal_wrapped(|ui| {
            ui.label(
                egui::RichText::new(format!("{}. {first}", i + 1))
                    .strong()
                    .color(color32(color)),
            );
            ui.label(egui::RichText::new(score_text(l.value, scale)).monospace());
            ui.label(
                egui::RichText::new(format!(
                    "{} · {}",
                    locale.f(S::TtDepth, &[("d", &l.depth)]),
                    rest.join(" ")
                ))
                .small()
                .color(color32(palette::TEXT_DIM)),
            );
        });
    }
}

/// 깊이 하나의 막대: (깊이, 그 깊이에서 찾은 노드, 끝냈는가).
pub(crate) type DepthNodes = (u32, u64, bool);

/// 깊이마다 찾은 노드: 끝낸 깊이마다 보고의 누적 노드 수의 차 (열망 창의 다시 찾기와 MultiPV의 줄들도
/// 그 깊이의 일), 그리고 찾는 중인 깊이의 지금까지. 합은 스냅숏의 노드 수다.
pub(crate) fn nodes_per_depth<M>(snap: &SearchSnapshot<M>) -> Vec<DepthNodes> {
    let mut out = Vec::new();
    let mut before = 0;
    for r in &snap.done {
        out.push((r.depth, r.nodes.saturating_sub(before), true));
        before = r.nodes;
    }
    if snap.nodes > before {
        out.push((snap.depth, snap.nodes - before, false));
    }
    out
}

/// 탐색의 결론 하나에서 깊이마다 찾은 노드: 보고의 (깊이, 누적 노드) 목록의 차
/// ([`gameai::search::DepthReport::history`]). 합은 결론의 노드 수다.
pub(crate) fn depth_nodes_of(history: &[(u32, u64)]) -> Vec<(u32, u64)> {
    let mut before = 0;
    history
        .iter()
        .map(|&(d, n)| {
            let here = n.saturating_sub(before);
            before = n;
            (d, here)
        })
        .collect()
}

/// 두 결론(표 켬 `a`, 끔 `b`)을 깊이마다 나란히: 한쪽에만 있는 깊이는 다른 쪽을 0으로.
pub(crate) fn paired_depths(a: &[(u32, u64)], b: &[(u32, u64)]) -> Vec<(u32, [u64; 2])> {
    let (a, b) = (depth_nodes_of(a), depth_nodes_of(b));
    let mut depths: Vec<u32> = a.iter().chain(&b).map(|x| x.0).collect();
    depths.sort_unstable();
    depths.dedup();
    let at = |v: &[(u32, u64)], d: u32| v.iter().find(|x| x.0 == d).map_or(0, |x| x.1);
    depths
        .into_iter()
        .map(|d| (d, [at(&a, d), at(&b, d)]))
        .collect()
}

/// 깊이마다 노드의 막대 그림 (끝낸 깊이는 금색, 찾는 중인 깊이는 흐리게).
pub(crate) fn show_depth_chart(ui: &mut egui::Ui, locale: &Locale, depths: &[DepthNodes]) {
    if depths.is_empty() {
        return;
    }
    ui.label(
        egui::RichText::new(locale.t(S::ChartNodes))
            .small()
            .color(color32(palette::TEXT_DIM)),
    );
    let bars: Vec<Bar> = depths
        .iter()
        .map(|&(d, n, done)| {
            let color = if done {
                palette::GOLD
            } else {
                palette::TEXT_DIM
            };
            (d.to_string(), n, color)
        })
        .collect();
    log_bars(ui, &bars, 64.0);
}

/// 생각하는 동안의 막대들을 기억해 두는 곳: 생각이 끝난 뒤에도 마지막 생각의 것을 보인다.
pub(crate) fn remember_depths<M: AbMatch>(
    m: Option<&M>,
    thinker: Option<&Thinker<GameThink<M::Game>>>,
    kept: &mut Vec<DepthNodes>,
) {
    if let Some(snap) = m
        .filter(|m| m.seat().pending.is_some())
        .and(thinker)
        .and_then(Thinker::snapshot)
    {
        *kept = nodes_per_depth(&snap);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_come_from_the_search_counters_and_add_up_to_its_nodes() {
        use gameai::games::gomoku::Gomoku;
        use gameai::search::{SearchConfig, Searcher};
        use gameai::step::{Budget, Steppable};
        let config = SearchConfig {
            max_depth: 6,
            tt_bits: 16,
            ..SearchConfig::default()
        };
        let mut s = Searcher::new(Gomoku::new(9).unwrap(), config);
        for _ in 0..40 {
            let _ = s.step(Budget::Work(300));
            let snap = s.snapshot();
            let bars = nodes_per_depth(&snap);
            assert_eq!(bars.iter().map(|b| b.1).sum::<u64>(), snap.nodes);
            // 끝낸 깊이마다 하나, 차례로; 그 막대는 보고의 누적 노드 수의 차.
            let done: Vec<_> = bars.iter().filter(|b| b.2).collect();
            assert_eq!(done.len(), snap.done.len());
            for (i, r) in snap.done.iter().enumerate() {
                let before = if i == 0 { 0 } else { snap.done[i - 1].nodes };
                assert_eq!((done[i].0, done[i].1), (r.depth, r.nodes - before));
            }
        }
    }

    #[test]
    fn paired_bars_are_the_differences_of_each_results_history() {
        use gameai::games::gomoku::Gomoku;
        use gameai::search::{SearchConfig, Searcher};
        use gameai::step::Steppable;
        let mut g = Gomoku::new(9).unwrap();
        for m in ["e5", "e6", "f5"] {
            g.play(g.parse_move(m).unwrap());
        }
        let run = |use_tt| {
            Searcher::new(
                g.clone(),
                SearchConfig {
                    max_depth: 4,
                    use_tt,
                    tt_bits: 16,
                    ..SearchConfig::default()
                },
            )
            .run_to_end()
        };
        let (on, off) = (run(true), run(false));
        let pairs = paired_depths(&on.history, &off.history);
        assert_eq!(pairs.iter().map(|p| p.0).collect::<Vec<_>>(), [1, 2, 3, 4]);
        assert_eq!(pairs.iter().map(|p| p.1[0]).sum::<u64>(), on.nodes);
        assert_eq!(pairs.iter().map(|p| p.1[1]).sum::<u64>(), off.nodes);
        // 한쪽에만 있는 깊이는 다른 쪽이 0.
        assert_eq!(
            paired_depths(&[(1, 10), (2, 30)], &[(1, 12)]),
            [(1, [10, 12]), (2, [20, 0])]
        );
    }

    #[test]
    fn scores_read_as_pawns_or_mates() {
        assert_eq!(score_text(35, 100), "+0.35");
        assert_eq!(score_text(-120, 100), "-1.20");
        assert_eq!(score_text(0, 100), "+0.00");
        assert_eq!(score_text(4200, 1), "+4200");
        // 1수 만에 메이트 = 뿌리에서 1 ply, 2수 = 3 ply.
        assert_eq!(score_text(WIN - 1, 100), "#1");
        assert_eq!(score_text(WIN - 3, 100), "#2");
        assert_eq!(score_text(-(WIN - 2), 100), "-#1");
    }
}
