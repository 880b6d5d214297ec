//! 웹에서만, 시험이 읽는 수 목록의 모습: "돌아보기" 단추의 자리, 표시된 수들과 그 자리, 보는 자리, 더 나은 수
//! (`probes.rs`의 `mark_page`가 바뀐 때만 부른다).

use crate::review::ListSpots;

/// 수 목록 ([`ListSpots`]): "돌아보기" 단추의 가운데 `data-review="x y"`, 표시된 수마다
/// `data-marks="몇째:표시:x,y;…"`, `data-list="보는 자리 수의 수 표시된 수 돌아보는 중(0/1)"`, 보는 수의 더 나은
/// 수 `data-better`, "연습" 단추의 가운데 `data-practise="x y"`, 연습의 모습
/// `data-practice="지금 문제 문제의 수 통과 연습 중(0/1) 판정(없으면 -)"` (CSS 픽셀).
pub(super) fn mark_list(body: &web_sys::HtmlElement, list: &ListSpots, zoom: f32) {
    let at = |r: bevy_egui::egui::Rect| {
        let c = r.center();
        (c.x * zoom, c.y * zoom)
    };
    for (name, spot) in [
        ("data-review", list.review),
        ("data-practise", list.practise),
    ] {
        match spot.map(at) {
            Some((x, y)) => {
                let _ = body.set_attribute(name, &format!("{x:.0} {y:.0}"));
            }
            None => {
                let _ = body.remove_attribute(name);
            }
        }
    }
    let marks: Vec<String> = list
        .marks
        .iter()
        .map(|&(ply, verdict, r)| {
            let (x, y) = at(r);
            format!("{ply}:{verdict}:{x:.0},{y:.0}")
        })
        .collect();
    let _ = body.set_attribute("data-marks", &marks.join(";"));
    let (shown, len, marked, running) = list.state;
    let _ = body.set_attribute(
        "data-list",
        &format!("{shown} {len} {marked} {}", u8::from(running)),
    );
    let _ = body.set_attribute("data-better", list.better.as_deref().unwrap_or(""));
    match list.practice {
        Some(p) => {
            let verdict = p.verdict.map_or("-", |v| v.name());
            let text = format!(
                "{} {} {} {} {verdict}",
                p.at,
                p.total,
                p.passed,
                u8::from(p.active)
            );
            let _ = body.set_attribute("data-practice", &text);
        }
        None => {
            let _ = body.remove_attribute("data-practice");
        }
    }
}
