//! 웹에서만, 시험이 읽는 것: 페이지에 지금의 모습을 `data-` 속성으로 적는다. 브라우저 시험이 이 값을
//! 읽어 어디를 누를지, 무엇이 보이는지 안다 (`tests/web/`). 제품의 움직임은 `page.rs`에.
//!
//! 수 목록 (`data-review`, `data-marks`, `data-list`, `data-better`: `list.rs`),
//! 지금 장면과 메뉴 카드의 자리 (`<body data-scene="nim" data-cards="…">`), 모든 모드 (`data-modes=
//! "transposition:explain …"`, 장면:모드), 대국 기록의 복사·붙여넣기 단추의 자리도 (`data-record-copy`, `data-record-paste`: 가운데의 CSS
//! 픽셀 "x y"), 모드 탭과 뒤로 가기 단추의 가운데 (`data-tabs="x,y;…"`, `data-back`), 그리고 지금
//! 게임의 판 ([`BoardProbe`]: `data-game`, `data-board="x y w h"`, `data-cell`, 사람이 둘 수 하나를
//! 두려고 누를 점들 `data-taps="x,y;…"`, 국면 `data-position`; 모두 CSS 픽셀), 화면 배치
//! (`data-layout-board`, `data-layout-panel`, `data-sheet`), 지난 프레임에 잘린 글의 수
//! (`data-clipped`, `data-clipped-what`).
//!
//! 저장에 관한 알림은 `data-save-notice`에 (없으면 지운다), 마지막으로 복사한 공유 링크는
//! `data-link`에, "링크 복사" 단추의 가운데는 `data-link-copy`에 적는다.
//!
//! 생각에 대해서도 적는다: 어디서 생각하는가 (`data-think="workers:3"`, `"slices"`,
//! `"slices:까닭"`), 취소부터 작업자가 멈추기까지 걸린 시간 (`data-cancel-ms`), 작업자들의 wasm 메모리의
//! 합과 작업자마다의 것, AI의 메모리 예산 (`data-ai-memory`, `data-ai-memory-each`, `data-ai-budget`,
//! 바이트), AI와 두는 대국의
//! AI 쪽 ([`BoardProbe::ai`]: 둔 수 `data-moves`, 기다리는 생각의 표 `data-ai-pending`, 마지막 생각의
//! 반복 수와 초 `data-ai="반복 초"`), 그리고 주 스레드가 `Update` 일정에 쓴 시간의 분포를 생각하는 프레임, 답이 도착한 프레임, 쉬는 프레임으로 나누어 (`data-update-ms`; 그리기는 들지
//! 않는다).
//!
//! `data-update-ms`는 벽시계 시간이라, 주 스레드가 일한 시간에 운영체제가 그 스레드를 잠시 내려놓은
//! 시간(코어를 작업자나 소프트웨어 렌더러가 쓰는 동안)까지 든다. 주소에 `?marks=update`를 붙이면
//! `Update`의 앞뒤에 `performance.mark`를 남긴다 (`update`, 그리고 `update:idle`·`update:busy`·
//! `update:landing`). 크롬의 추적(trace)은 표시마다 스레드 CPU 시계(`tts`)도 적으므로, 시험은 그
//! 둘의 차로 주 스레드가 `Update`에 실제로 쓴 CPU 시간을 잰다.

use bevy::app::MainScheduleOrder;
use bevy::diagnostic::FrameCount;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

use super::page::body;
use crate::hud::panel::UiSpots;
use crate::layout::ScreenLayout;
use crate::probe::BoardProbe;
use crate::records::RecordButtons;
use crate::review::ListSpots;
use crate::save::SaveNotice;
use crate::think::{AiMemory, ThinkActivity, ThinkWhere};
use crate::{AppSet, Scene};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (mark_page, mark_workers, count_frames).in_set(AppSet::Hud),
    );
    // `Update` 일정의 앞뒤에 시계를 하나씩.
    app.init_schedule(UpdateStarts);
    app.init_schedule(UpdateEnds);
    let mut order = app.world_mut().resource_mut::<MainScheduleOrder>();
    order.insert_before(Update, UpdateStarts);
    order.insert_after(Update, UpdateEnds);
    let marks = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| q.contains("marks=update"));
    app.insert_resource(UpdateTimes { marks, ..default() });
    app.add_systems(UpdateStarts, |mut t: ResMut<UpdateTimes>| {
        t.started = now();
        if t.marks {
            mark("update");
        }
    });
    app.add_systems(UpdateEnds, record_update);
}

/// `Update` 바로 앞에 도는 일정.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
struct UpdateStarts;

/// `Update` 바로 뒤에 도는 일정.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
struct UpdateEnds;

/// 프레임마다 `Update`에 쓴 시간 (ms; 최근 것 몇 천 개): 생각하던 프레임, 답이 도착한 프레임 (그
/// 수를 두고 판을 고친다), 그 밖의 프레임.
#[derive(Resource, Default)]
struct UpdateTimes {
    /// `?marks=update`: 앞뒤에 `performance.mark`를 남긴다.
    marks: bool,
    started: f64,
    idle: Vec<f32>,
    busy: Vec<f32>,
    landing: Vec<f32>,
}

/// 한 프레임의 종류.
enum Kind {
    Idle,
    Busy,
    Landing,
}

const KEEP: usize = 4000;

/// 이 프레임부터 잰다.
const WARM_UP: u32 = 60;

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// `performance.mark(name)`; 쌓이지 않게 곧 지운다 (추적에는 남는다).
fn mark(name: &str) {
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark(name);
        p.clear_marks_with_mark_name(name);
    }
}

fn record_update(
    mut t: ResMut<UpdateTimes>,
    activity: Res<ThinkActivity>,
    frames: Res<FrameCount>,
) {
    let ms = (now() - t.started) as f32;
    let (name, kind) = if activity.landed {
        ("update:landing", Kind::Landing)
    } else if activity.busy {
        ("update:busy", Kind::Busy)
    } else {
        ("update:idle", Kind::Idle)
    };
    if t.marks {
        mark(name);
    }
    // 뜨는 동안의 프레임(글꼴, 셰이더, 첫 장면)은 빼고 잰다.
    if frames.0 < WARM_UP {
        return;
    }
    let list = match kind {
        Kind::Landing => &mut t.landing,
        Kind::Busy => &mut t.busy,
        Kind::Idle => &mut t.idle,
    };
    if list.len() == KEEP {
        list.remove(0);
    }
    list.push(ms);
    if frames.0.is_multiple_of(30) {
        let text = format!(
            "idle {}; busy {}; landing {}",
            summary(&t.idle),
            summary(&t.busy),
            summary(&t.landing)
        );
        if let Some(body) = body() {
            let _ = body.set_attribute("data-update-ms", &text);
        }
    }
}

/// "개수 중앙값 p99" (ms).
fn summary(v: &[f32]) -> String {
    if v.is_empty() {
        return "0 0 0".into();
    }
    let mut s = v.to_vec();
    s.sort_by(f32::total_cmp);
    let at = |p: f32| s[((s.len() as f32 * p) as usize).min(s.len() - 1)];
    format!("{} {:.3} {:.3}", s.len(), at(0.5), at(0.99))
}

/// 페이지의 `data-` 속성들을 앱의 자원이 바뀐 것만 고쳐 쓴다: 장면, 메뉴 카드, 생각 중인지와 어디서,
/// 기록 단추, 판의 자리 보고, 탭과 뒤로 가기, 배치, 저장 알림, 공유 링크. 시스템 하나다 (웹 빌드에서는
/// 시스템 하나하나가 코드 몇 KB라, 자원마다 시스템을 두지 않는다).
#[allow(clippy::too_many_arguments)] // 자원마다 하나: 묶으면 무엇이 바뀌었는지 따로 볼 수 없다.
fn mark_page(
    scene: Res<State<Scene>>,
    cards: Res<crate::menu::MenuCards>,
    activity: Res<ThinkActivity>,
    place: Res<ThinkWhere>,
    buttons: Res<RecordButtons>,
    probe: Res<BoardProbe>,
    spots: Res<UiSpots>,
    layout: Res<ScreenLayout>,
    (notice, locale, note, lesson, list): (
        Res<SaveNotice>,
        Res<crate::i18n::Locale>,
        Res<crate::records::RecordNote>,
        Option<Res<crate::scenes::transposition::SearchLesson>>,
        Res<ListSpots>,
    ),
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
) {
    // 대부분의 프레임은 아무것도 바뀌지 않는다: 그때는 페이지(DOM)를 건드리지 않는다.
    let changed = [
        scene.is_changed(),
        cards.is_changed(),
        activity.is_changed(),
        place.is_changed(),
        buttons.is_changed(),
        probe.is_changed(),
        spots.is_changed(),
        layout.is_changed(),
        notice.is_changed(),
        note.is_changed(),
        lesson.as_ref().is_some_and(|l| l.is_changed()),
        list.is_changed(),
    ];
    if !changed.contains(&true) {
        return;
    }
    let Some(body) = body() else { return };
    let z = css_zoom(&window);
    if scene.is_changed() {
        let _ = body.set_attribute("data-scene", scene.get().slug());
        // 모드 목록 ([`crate::registry::MODES`]): 시험이 모든 모드를 돌 때 이것을 읽는다.
        let modes: Vec<String> = crate::registry::MODES
            .iter()
            .map(|m| format!("{}:{}", m.scene.slug(), m.slug))
            .collect();
        let _ = body.set_attribute("data-modes", &modes.join(" "));
    }
    if cards.is_changed() {
        mark_cards(&body, &cards);
    }
    if activity.is_changed() {
        mark_thinking(&body, &activity);
    }
    if place.is_changed() {
        mark_where(&body, &place);
    }
    if buttons.is_changed() {
        mark_record_buttons(&body, &buttons, z);
    }
    if list.is_changed() {
        super::list::mark_list(&body, &list, z);
    }
    if probe.is_changed() {
        mark_probe(&body, &probe, z);
    }
    if spots.is_changed() {
        mark_spots(&body, &spots, z);
    }
    if layout.is_changed() {
        mark_layout(&body, &layout, z);
    }
    if notice.is_changed() {
        mark_save_notice(&body, &notice, &locale);
    }
    if note.is_changed() {
        mark_link(&body, &note);
    }
    // 탐색 나무의 커서: "보인 사건 수 모든 사건 수" (그 모드 밖이면 빈 글).
    let tree = lesson.map_or(String::new(), |l| {
        format!("{} {}", l.cursor(), l.events.len())
    });
    let _ = body.set_attribute("data-tree", &tree);
}

/// 기록 단추의 가운데 (CSS 픽셀: "x y"). egui 점은 창의 논리 픽셀이고, 아주 큰 화면에서는 앱이
/// 배율을 올리므로 그만큼 곱한다.
fn mark_record_buttons(body: &web_sys::HtmlElement, buttons: &RecordButtons, zoom: f32) {
    for (name, rect) in [
        ("data-record-copy", buttons.copy),
        ("data-record-paste", buttons.paste),
        ("data-link-copy", buttons.link),
    ] {
        if let Some(r) = rect {
            let c = r.center();
            let _ = body.set_attribute(name, &format!("{:.0} {:.0}", c.x * zoom, c.y * zoom));
        }
    }
}

/// 창의 논리 픽셀 → CSS 픽셀 배율 (아주 큰 화면에서 앱이 배율을 올린 만큼).
fn css_zoom(window: &Query<&Window, With<bevy::window::PrimaryWindow>>) -> f32 {
    window
        .single()
        .map_or(1.0, |w| w.scale_factor() / w.resolution.base_scale_factor())
}

/// 사각형을 "x y w h" (CSS 픽셀)로.
fn rect_text(r: Rect, zoom: f32) -> String {
    format!(
        "{:.1} {:.1} {:.1} {:.1}",
        r.min.x * zoom,
        r.min.y * zoom,
        r.width() * zoom,
        r.height() * zoom
    )
}

/// 점들을 "x,y;x,y"로.
fn points(ps: impl IntoIterator<Item = Vec2>, zoom: f32) -> String {
    ps.into_iter()
        .map(|p| format!("{:.1},{:.1}", p.x * zoom, p.y * zoom))
        .collect::<Vec<_>>()
        .join(";")
}

/// 지금 게임의 판: 사각형, 칸 크기, 누를 점들, 국면.
fn mark_probe(body: &web_sys::HtmlElement, probe: &BoardProbe, z: f32) {
    let _ = body.set_attribute("data-game", probe.game);
    let _ = body.set_attribute("data-board", &rect_text(probe.rect, z));
    let _ = body.set_attribute("data-cell", &format!("{:.2}", probe.cell * z));
    let _ = body.set_attribute("data-taps", &points(probe.taps.iter().copied(), z));
    let _ = body.set_attribute("data-position", &probe.position);
    let ai = &probe.ai;
    let _ = body.set_attribute("data-moves", &ai.moves.to_string());
    let pending = ai.pending.map_or(String::new(), |n| n.to_string());
    let _ = body.set_attribute("data-ai-pending", &pending);
    let last = ai
        .last
        .map_or(String::new(), |(work, secs)| format!("{work} {secs:.3}"));
    let _ = body.set_attribute("data-ai", &last);
}

/// 화면 배치: 판 사각형과 패널 (`data-layout-board`, `data-layout-panel`: "x y w h").
fn mark_layout(body: &web_sys::HtmlElement, layout: &ScreenLayout, z: f32) {
    let board = layout.rect_to_screen(layout.board);
    let _ = body.set_attribute("data-layout-board", &rect_text(board, z));
    let _ = body.set_attribute("data-layout-panel", &rect_text(layout.panel, z));
    let _ = body.set_attribute("data-sheet", layout.sheet.slug());
}

/// 모드 탭과 뒤로 가기 단추의 가운데.
fn mark_spots(body: &web_sys::HtmlElement, spots: &UiSpots, z: f32) {
    let center = |r: &bevy_egui::egui::Rect| Vec2::new(r.center().x, r.center().y);
    let _ = body.set_attribute("data-tabs", &points(spots.tabs.iter().map(center), z));
    let _ = body.set_attribute("data-back", &points(spots.back.iter().map(center), z));
    // 잘린 글: 지난 패스에 제자리를 넘은 글의 수와 앞의 몇 개 (`tests/web/text.mjs`).
    let _ = body.set_attribute("data-clipped", &spots.clipped.len().to_string());
    let what: Vec<&str> = spots.clipped.iter().take(3).map(String::as_str).collect();
    let _ = body.set_attribute("data-clipped-what", &what.join(" | "));
}

fn mark_where(body: &web_sys::HtmlElement, place: &ThinkWhere) {
    let text = match place {
        ThinkWhere::Threads => "threads".to_owned(),
        ThinkWhere::Workers(n) => format!("workers:{n}"),
        ThinkWhere::Starting => "starting".to_owned(),
        ThinkWhere::Slices(None) => "slices".to_owned(),
        ThinkWhere::Slices(Some(why)) => format!("slices:{why}"),
    };
    let _ = body.set_attribute("data-think", &text);
}

/// 작업자들에 대해: 취소부터 멈춤까지의 시간들 (`data-cancel-ms`), 작업자들의 wasm 메모리 합
/// (`data-ai-memory`, 바이트)과 작업자마다의 것 (`data-ai-memory-each="a b …"`), AI의 메모리 예산
/// (`data-ai-budget`, 바이트). 바뀔 때만 쓴다.
fn mark_workers(memory: Option<Res<AiMemory>>, mut seen: Local<(usize, Vec<u64>)>) {
    let Some(body) = body() else {
        return;
    };
    let all = crate::think::web_crew::cancel_latencies();
    if all.len() != seen.0 {
        seen.0 = all.len();
        let text: Vec<String> = all.iter().map(|ms| format!("{ms:.1}")).collect();
        let _ = body.set_attribute("data-cancel-ms", &text.join(" "));
    }
    let each = crate::think::web_crew::workers_memory();
    if each != seen.1 {
        let sum: u64 = each.iter().sum();
        let text: Vec<String> = each.iter().map(u64::to_string).collect();
        let _ = body.set_attribute("data-ai-memory", &sum.to_string());
        let _ = body.set_attribute("data-ai-memory-each", &text.join(" "));
        seen.1 = each;
    }
    if let Some(m) = memory.filter(|m| m.is_changed()) {
        let _ = body.set_attribute("data-ai-budget", &m.budget.bytes().to_string());
    }
}

/// 앱의 프레임 수: `window.__arcadeFrames` (가려진 동안 프레임이 멈추는지 시험이 센다).
fn count_frames(frames: Res<FrameCount>) {
    if let Some(w) = web_sys::window() {
        let _ = js_sys::Reflect::set(&w, &"__arcadeFrames".into(), &f64::from(frames.0).into());
    }
}

/// 메뉴 카드의 자리: `data-cards="nim:x,y,w,h;…"` (CSS 픽셀).
fn mark_cards(body: &web_sys::HtmlElement, cards: &crate::menu::MenuCards) {
    let text: Vec<String> = cards
        .0
        .iter()
        .map(|(s, r)| {
            format!(
                "{}:{:.0},{:.0},{:.0},{:.0}",
                s.slug(),
                r.min.x,
                r.min.y,
                r.width(),
                r.height()
            )
        })
        .collect();
    let _ = body.set_attribute("data-cards", &text.join(";"));
}

/// AI가 생각하는 프레임인가: `data-thinking="1"` (브라우저 시험이 그 프레임들의 간격을 잰다).
fn mark_thinking(body: &web_sys::HtmlElement, activity: &ThinkActivity) {
    let _ = body.set_attribute("data-thinking", if activity.busy { "1" } else { "0" });
    let _ = body.set_attribute("data-answers", &activity.answers.to_string());
}

/// 저장 알림을 페이지에 (`data-save-notice`, 지금 언어로; 없으면 지운다).
fn mark_save_notice(
    body: &web_sys::HtmlElement,
    notice: &SaveNotice,
    locale: &crate::i18n::Locale,
) {
    let _ = match &notice.msg {
        Some(m) => body.set_attribute("data-save-notice", &m.line(locale)),
        None => body.remove_attribute("data-save-notice"),
    };
}

/// 마지막으로 복사한 공유 링크 (`data-link`).
fn mark_link(body: &web_sys::HtmlElement, note: &crate::records::RecordNote) {
    if let Some(link) = &note.copied_link {
        let _ = body.set_attribute("data-link", link);
    }
}
