//! 탐색 나무의 그림: 판 사각형을 위의 작은 판(`board`)과 아래의 나무로 나누고, 나무는 뿌리에서 지금
//! 노드까지 펼친 칸들 (`rows`). 칸의 테두리 색: 길 위는 금색, 지금 노드는 파랑, 표가 답한 노드는 보라,
//! 자른 뒤 안 본 수는 회색, 고른 노드와 그 전치 짝은 초록. 칸의 글: 들어온 수 (끝난 부분 나무면 그 노드
//! 수), 그리고 값과 경계 (= 정확, ≥ 하한, ≤ 상한) 또는 찾는 중의 창.

use bevy::prelude::*;
use gameai::search::{NodeEnd, Via, WIN, WIN_BOUND};
use gameai::tt::Bound;

use super::SearchLesson;
use super::camera::TreeCamera;
use super::rows::{Cell, MAX_CELLS, focus, rows};
use crate::AppSet;
use crate::hud::label::{Label2d, LabelBlock, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::i18n::{Locale, TreeText};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::scenes::transposition::state::TransMode;
use crate::theme::palette;

/// 전치의 두 수순 (0: 먼저 만난 노드, 1: 고른 노드): 나무 칸의 아래에 나란히, 같은 열쇠와 함께.
#[derive(Component)]
struct TwinLabel(u8);

/// 나무 칸의 글 (번호는 [`rows`]의 칸 차례).
#[derive(Component)]
struct CellLabel(usize);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Tree), spawn);
    app.add_systems(
        Update,
        draw.in_set(AppSet::Hud)
            .run_if(in_state(TransMode::Tree).and_then(resource_exists::<SearchLesson>)),
    );
}

/// 이 모드의 글 하나 (숨긴 채로; 그리는 시스템이 글과 자리를 채운다).
pub(crate) fn label(size: f32, color: Color) -> impl Bundle {
    (
        Label2d::default(),
        LabelFont::text(size),
        LabelColor(color),
        Transform::from_xyz(0.0, 0.0, 4.0),
        Visibility::Hidden,
        DespawnOnExit(TransMode::Tree),
    )
}

fn spawn(mut commands: Commands) {
    for i in 0..2u8 {
        commands.spawn((
            TwinLabel(i),
            LabelBlock::centered(),
            label(MIN_TEXT, palette::GOOD),
        ));
    }
    for i in 0..MAX_CELLS {
        commands.spawn((CellLabel(i), label(MIN_TEXT, palette::TEXT)));
    }
}

/// 판 사각형을 작은 판(위)과 나무(아래)로 나눈다 (위아래 글 줄은 남긴다).
pub(crate) fn split(board: Rect) -> (Rect, Rect) {
    let inner = crate::hud::board_text::inside_strips(board);
    let side = (inner.height() * 0.3).min(inner.width() * 0.5).max(1.0);
    crate::hud::board_text::square_on_top(inner, side)
}

/// 나무를 놓는 칸: 전치의 두 수순을 보일 때는 그 석 줄만큼 위로 (칸과 글이 겹치지 않게).
pub(crate) fn tree_area(lesson: &SearchLesson, board: Rect) -> Rect {
    let (_, mut area) = split(board);
    if lesson.selected.is_some() && lesson.twin().is_some() {
        area.min.y = (area.min.y + MIN_TEXT * 4.5).min(area.max.y);
    }
    area
}

/// 값의 글: 0이나 점수, 이기고 지는 점수는 "승 n"/"패 n" (n반수 안에).
pub(crate) fn value_text(v: i32, locale: &Locale) -> String {
    if v > WIN_BOUND {
        locale.f(TreeText::TreeWinIn, &[("n", &(WIN - v))])
    } else if v < -WIN_BOUND {
        locale.f(TreeText::TreeLossIn, &[("n", &(WIN + v))])
    } else {
        v.to_string()
    }
}

/// 창의 끝의 글 (끝없는 창은 ∞).
pub(crate) fn bound_text(v: i32, locale: &Locale) -> String {
    if v > WIN {
        "+∞".into()
    } else if v < -WIN {
        "-∞".into()
    } else {
        value_text(v, locale)
    }
}

/// 뿌리에서 둘 쪽에서 본 값: 네가맥스의 값은 그 노드에서 둘 쪽의 것이라, 홀수 ply(`odd`)는 부호를 뒤집는다.
pub(crate) fn root_value(v: i32, odd: bool) -> i32 {
    if odd { -v } else { v }
}

/// 뿌리에서 둘 쪽에서 본 창의 글 (`odd`면 (α, β) → (−β, −α)).
pub(crate) fn window_text((a, b): (i32, i32), odd: bool, locale: &Locale) -> String {
    let (a, b) = if odd { (-b, -a) } else { (a, b) };
    format!("{}…{}", bound_text(a, locale), bound_text(b, locale))
}

/// 뿌리에서 둘 쪽에서 본 경계 (`odd`면 하한과 상한이 바뀐다).
pub(crate) fn root_bound(b: Bound, odd: bool) -> Bound {
    match (b, odd) {
        (Bound::Lower, true) => Bound::Upper,
        (Bound::Upper, true) => Bound::Lower,
        (b, _) => b,
    }
}

/// 뿌리에서 노드 `id`까지의 수 (뿌리면 "뿌리").
pub(crate) fn line_text(lesson: &SearchLesson, id: u32, l: &Locale) -> String {
    let moves: Vec<String> = lesson
        .tree
        .line(id)
        .into_iter()
        .map(|v| match v {
            Via::Move(m) => lesson.root.move_name(m),
            Via::Root | Via::Null => "—".into(),
        })
        .collect();
    if moves.is_empty() {
        l.t(TreeText::TreeRoot).to_owned()
    } else {
        moves.join(" ")
    }
}

/// 경계의 이름.
pub(crate) fn bound_name(b: Bound) -> TreeText {
    match b {
        Bound::Exact => TreeText::BoundExact,
        Bound::Lower => TreeText::BoundLower,
        Bound::Upper => TreeText::BoundUpper,
    }
}

/// 칸 하나의 글과 테두리 색.
fn cell_look(lesson: &SearchLesson, cell: &Cell, locale: &Locale) -> (String, Color) {
    let Some(id) = cell.node else {
        let text = locale.f(TreeText::TreeSkipped, &[("n", &cell.hidden)]);
        return (text, palette::TEXT_DIM);
    };
    let n = &lesson.tree.nodes[id as usize];
    // 값은 뿌리에서 둘 쪽에서 본다.
    let odd = n.ply % 2 == 1;
    let v = |x: i32| value_text(root_value(x, odd), locale);
    let head = match n.via {
        Via::Root => locale.t(TreeText::TreeRoot).to_owned(),
        Via::Move(m) => lesson.root.move_name(m),
        Via::Null => "—".into(),
    };
    let (body, color) = match n.end {
        NodeEnd::Open => (window_text(n.window, odd, locale), palette::TEXT),
        NodeEnd::Leaf { value, .. } => (format!("= {}", v(value)), palette::TEXT),
        NodeEnd::Done { value, bound, .. } => {
            let sign = match root_bound(bound, odd) {
                Bound::Exact => "=",
                Bound::Lower => "≥",
                Bound::Upper => "≤",
            };
            (format!("{sign} {}", v(value)), palette::TEXT)
        }
        NodeEnd::Table { value } => (
            format!("{} {}", locale.t(TreeText::TreeTableShort), v(value)),
            palette::VIOLET,
        ),
    };
    let color = if lesson.selected == Some(id) || lesson.twin() == Some(id) {
        palette::GOOD
    } else if cell.focus {
        palette::BLUE
    } else if cell.on_path {
        palette::GOLD
    } else {
        color
    };
    // 끝난 부분 나무는 칸 하나로 접힌다: 그 아래 노드 수를 적는다.
    let size = lesson.tree.subtree_size(id);
    let head = if n.closed_at.is_some() && size > 1 {
        format!("{head} ·{size}")
    } else {
        head
    };
    (format!("{head}\n{body}"), color)
}

#[allow(clippy::too_many_arguments)] // 그림 하나: 상태, 자리, 글 모음, 선.
fn draw(
    lesson: Res<SearchLesson>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    mut strokes: ResMut<Strokes>,
    mut cells: Query<(
        &CellLabel,
        &mut Label2d,
        &mut LabelColor,
        &mut LabelFont,
        &mut Transform,
        &mut Visibility,
    )>,
    camera: Res<TreeCamera>,
    mut twins: Query<
        (
            &TwinLabel,
            &mut Label2d,
            &mut LabelBlock,
            &mut Transform,
            &mut Visibility,
        ),
        Without<CellLabel>,
    >,
) {
    // 전치: 고른 노드와 먼저 만난 노드의 수순을 나무 칸의 아래에 나란히 (같은 열쇠).
    let pair = lesson.selected.zip(lesson.twin());
    for (TwinLabel(i), mut text, mut block, mut tf, mut vis) in &mut twins {
        let Some((here, first)) = pair else {
            *vis = Visibility::Hidden;
            continue;
        };
        let (id, name) = if *i == 0 {
            (first, TreeText::TreeTwinFirst)
        } else {
            (here, TreeText::TreeTwinHere)
        };
        let key = gameai::zobrist::hex_key(lesson.tree.nodes[id as usize].key);
        let t = format!(
            "{}\n{}\n{key}",
            locale.t(name),
            line_text(&lesson, id, &locale)
        );
        if text.0 != t {
            text.0 = t;
        }
        let half = layout.board.width() / 2.0;
        block.wrap = Some(half - 8.0);
        let x = layout.board.min.x + half * (f32::from(*i) + 0.5);
        let (_, area) = split(layout.board);
        tf.translation = Vec3::new(x, area.min.y + MIN_TEXT * 2.0, 5.0);
        *vis = Visibility::Inherited;
    }
    let area = tree_area(&lesson, layout.board);
    let now = focus(&lesson.tree, &lesson.events);
    let view = rows(&lesson.tree, now, area, &camera);
    for &(a, b, on_path) in &view.links {
        strokes.line(
            a,
            b,
            if on_path {
                palette::GOLD
            } else {
                palette::LINE
            },
        );
    }
    // 칸마다 글과 테두리 색을 한 번 정한다.
    let looks: Vec<(String, Color)> = view
        .cells
        .iter()
        .map(|c| cell_look(&lesson, c, &locale))
        .collect();
    for (c, (_, color)) in view.cells.iter().zip(&looks) {
        strokes.rect(c.center, c.size, *color);
    }
    for (CellLabel(i), mut text, mut color, mut font, mut tf, mut vis) in &mut cells {
        let (Some(c), Some((t, _))) = (view.cells.get(*i), looks.get(*i)) else {
            *vis = Visibility::Hidden;
            continue;
        };
        if text.0 != *t {
            text.0.clone_from(t);
        }
        // 안 본 수의 칸은 흐리게.
        color.0 = if c.node.is_none() {
            palette::TEXT_DIM
        } else {
            palette::TEXT
        };
        font.size = (c.size.y * 0.3).clamp(MIN_TEXT, 16.0);
        tf.translation = c.center.extend(4.0);
        *vis = Visibility::Inherited;
    }
}
