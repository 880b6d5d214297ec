//! 이진 표: 더미마다 값을 비트로 쓰고, 열마다 1의 개수(짝/홀)와 님 합을 보여 준다.
//!
//! 표의 내용은 국면에서 곧장 나오는 순수한 값([`TableModel`])이고, 엔티티는 그것을 그릴 뿐이다.
//! 님 합이 0이 되는 순간 합계 줄이 초록으로 빛난다. 뺄셈 게임에서는 크기 옆에 그런디 값을 쓰고
//! 그 값들을 XOR 한다. 더미 줄을 누르면 ([`super::input`]) 그 줄에 테두리가 생기고 패널이 그 값이
//! 어떻게 나오는지 보인다.

use bevy::prelude::*;
use gameai::games::nim::{Nim, TakeRule};
use gameai::nim::{GrundyTable, MexSteps};

use super::geometry::{TABLE_EXTRA_ROWS, current_geometry};
use super::state::{NimFocus, NimMatch, NimSettings, Phase};
use super::table_model::TableModel;
use super::view::heap_name;
use crate::anim::{Clock, FadeTween, ScaleTween};
use crate::hud::label::{Label2d, LabelBlock, LabelColor, LabelFont};
use crate::hud::strokes::Strokes;
use crate::i18n::{Locale, S};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::theme::art::Art;
use crate::theme::palette;
use crate::{AppSet, Scene};

/// 표를 이루는 엔티티 (다시 그릴 때 한꺼번에 지운다).
#[derive(Component)]
pub struct TableCell;

/// 합계 줄 뒤의 빛 (님 합이 0이 될 때, AI가 계산할 때).
#[derive(Component)]
struct SumGlow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Scene::Nim), spawn_sum_glow);
    app.add_systems(
        Update,
        (rebuild_table, pulse_while_thinking)
            .chain()
            .in_set(AppSet::Hud)
            .run_if(in_state(Scene::Nim).and_then(resource_exists::<NimMatch>)),
    );
}

fn spawn_sum_glow(mut commands: Commands, art: Res<Art>) {
    commands.spawn((
        SumGlow,
        Sprite {
            image: art.glow.clone(),
            color: palette::GOOD.with_alpha(0.0),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, 0.4),
        DespawnOnExit(Scene::Nim),
    ));
}

/// 표를 그릴 때 쓴 입력. 이것이 바뀌면 다시 그린다.
#[derive(Clone, PartialEq, Default)]
struct Drawn {
    game: u64,
    plies: u64,
    board: Option<Rect>,
    show: bool,
    lang: Option<crate::i18n::Lang>,
    total: Option<u32>,
}

/// 표의 칸 배치 (순수한 값): 왼쪽 위에서 (열, 줄)로. 열: 이름 | (그런디 값) | 비트들. 줄: 머리 |
/// 더미들 | 1의 개수 | 합 | 판정(두 줄). 그리기와 누르기(`input`)가 같이 쓴다.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableGrid {
    origin: Vec2,
    /// 칸 한 변.
    pub(crate) cell: f32,
    /// 이름(과 그런디 값) 열의 폭 (칸 단위).
    pub(crate) label_cols: f32,
    /// 전체 열 수 (칸 단위).
    pub(crate) cols: f32,
    /// 더미 줄 수.
    rows: usize,
}

impl TableGrid {
    /// 표 영역 `area`에 `model`을 놓는다.
    pub fn compute(area: Rect, model: &TableModel) -> TableGrid {
        let label_cols = if model.grundy { 2.2 } else { 2.0 };
        let cols = label_cols + model.bits as f32;
        let rows = model.rows.len() as f32 + TABLE_EXTRA_ROWS;
        let cell = (area.width() / cols).min(area.height() / rows).min(64.0);
        TableGrid {
            origin: Vec2::new(area.min.x, area.max.y),
            cell,
            label_cols,
            cols,
            rows: model.rows.len(),
        }
    }

    /// (열, 줄) 칸의 가운데.
    pub fn at(&self, col: f32, row: f32) -> Vec2 {
        Vec2::new(
            self.origin.x + self.cell * (col + 0.5),
            self.origin.y - self.cell * (row + 0.5),
        )
    }

    /// 더미 `heap`의 줄 전체 (이름부터 마지막 비트까지).
    pub fn heap_row(&self, heap: usize) -> Rect {
        let top = self.origin.y - self.cell * (heap as f32 + 1.0);
        Rect::new(
            self.origin.x,
            top - self.cell,
            self.origin.x + self.cell * self.cols,
            top,
        )
    }

    /// 월드 좌표 `p`가 어느 더미의 줄인가.
    pub fn heap_at(&self, p: Vec2) -> Option<usize> {
        (0..self.rows).find(|&h| self.heap_row(h).contains(p))
    }
}

fn rebuild_table(
    mut commands: Commands,
    m: Res<NimMatch>,
    settings: Res<NimSettings>,
    layout: Res<ScreenLayout>,
    locale: Res<Locale>,
    time: Res<Time>,
    cells: Query<Entity, With<TableCell>>,
    mut glow: Query<(Entity, &mut Sprite, &mut Transform), With<SumGlow>>,
    mut drawn: Local<Drawn>,
    (focus, mut strokes): (Option<Res<NimFocus>>, ResMut<Strokes>),
) {
    let geo = current_geometry(&m, &settings, &layout);
    let model = TableModel::from_pos(&m.pos);
    // 고른 더미의 테두리는 프레임마다 (선은 프레임마다 비워진다), 표를 다시 만들지 않아도.
    if let Some(heap) = focus.and_then(|f| f.0) {
        outline_focus(heap, geo.table, &model, &mut strokes);
    }
    let now = Drawn {
        game: m.game,
        plies: m.plies,
        board: Some(layout.board),
        show: settings.show_table,
        lang: Some(locale.lang),
        total: Some(model.total),
    };
    if *drawn == now {
        return;
    }
    let became_zero = drawn.game == now.game
        && drawn.plies != now.plies
        && drawn.total.is_some_and(|t| t != 0)
        && model.total == 0;
    *drawn = now;
    for e in &cells {
        commands.entity(e).despawn();
    }
    let Some(area) = geo.table else {
        return;
    };

    let grid = TableGrid::compute(area, &model);
    let (cell, cols, label_cols) = (grid.cell, grid.cols, grid.label_cols);
    let font = (cell * 0.42).clamp(MIN_TEXT / 0.75, 24.0);
    let text = |commands: &mut Commands, s: String, at: Vec2, color: Color, size: f32| {
        commands.spawn((
            TableCell,
            Label2d::new(s),
            LabelFont::text(size),
            LabelColor(color),
            Transform::from_translation(at.extend(3.0)),
            DespawnOnExit(Scene::Nim),
        ));
    };
    let label_center =
        |row: f32| grid.at(0.0, row) + Vec2::new(cell * (label_cols - 1.0) / 2.0, 0.0);
    let bit_col = |i: usize| label_cols + i as f32;

    // 머리 줄: 비트의 자리값 (… 4 2 1).
    for i in 0..model.bits {
        let place = 1u32 << (model.bits - 1 - i);
        text(
            &mut commands,
            place.to_string(),
            grid.at(bit_col(i), 0.0),
            palette::TEXT_DIM,
            font * 0.85,
        );
    }
    if model.grundy {
        text(
            &mut commands,
            "g".into(),
            grid.at(1.5, 0.0),
            palette::TEXT_DIM,
            font * 0.85,
        );
    }
    // 더미 줄.
    for (r, &(size, value)) in model.rows.iter().enumerate() {
        let row = r as f32 + 1.0;
        let name = format!("{} {size}", heap_name(r));
        if model.grundy {
            text(
                &mut commands,
                name,
                grid.at(0.0, row) + Vec2::new(cell * 0.3, 0.0),
                palette::TEXT,
                font,
            );
            text(
                &mut commands,
                value.to_string(),
                grid.at(1.5, row),
                palette::GOLD,
                font,
            );
        } else {
            text(&mut commands, name, label_center(row), palette::TEXT, font);
        }
        for (i, bit) in model.bits_of(value).enumerate() {
            let color = if bit { palette::TEXT } else { palette::LINE };
            text(
                &mut commands,
                u8::from(bit).to_string(),
                grid.at(bit_col(i), row),
                color,
                font * 1.1,
            );
        }
    }
    // 1의 개수 줄: 짝이면 초록, 홀이면 빨강.
    let ones_row = model.rows.len() as f32 + 1.0;
    text(
        &mut commands,
        locale.t(S::NimOnes).into(),
        label_center(ones_row),
        palette::TEXT_DIM,
        font * 0.85,
    );
    for (i, &n) in model.ones.iter().enumerate() {
        let (word, color) = if n % 2 == 0 {
            (S::NimEven, palette::GOOD)
        } else {
            (S::NimOdd, palette::BAD)
        };
        let s = format!("{n}\n{}", locale.t(word));
        text(
            &mut commands,
            s,
            grid.at(bit_col(i), ones_row),
            color,
            font * 0.8,
        );
    }
    // 합 줄: 0인 비트는 초록, 1인 비트는 빨강.
    let sum_row = ones_row + 1.0;
    let sum_label = if model.grundy {
        S::GrundySumRow
    } else {
        S::NimSumRow
    };
    text(
        &mut commands,
        format!("{} {}", locale.t(sum_label), model.total),
        label_center(sum_row),
        palette::TEXT,
        font * 0.85,
    );
    for (i, bit) in model.bits_of(model.total).enumerate() {
        let color = if bit { palette::BAD } else { palette::GOOD };
        text(
            &mut commands,
            u8::from(bit).to_string(),
            grid.at(bit_col(i), sum_row),
            color,
            font * 1.2,
        );
    }
    // 선: 합 줄 위에 XOR의 가로줄.
    let line_y = grid.at(0.0, sum_row).y + cell / 2.0;
    commands.spawn((
        TableCell,
        Sprite::from_color(palette::LINE, Vec2::new(cell * cols, 2.0)),
        Transform::from_xyz(area.min.x + cell * cols / 2.0, line_y, 2.0),
        DespawnOnExit(Scene::Nim),
    ));
    // 판정 글.
    let (verdict, x) = model.verdict;
    let msg = locale.f(verdict, &[("x", &x), ("n", &x)]);
    let color = if model.winning {
        palette::BAD
    } else {
        palette::GOOD
    };
    let msg_top = grid.at(0.0, sum_row + 1.0).y + cell / 2.0;
    let width = (cell * cols).max(area.width() * 0.9);
    commands.spawn((
        TableCell,
        Label2d::new(msg),
        LabelFont::text(font * 0.9),
        LabelColor(color),
        LabelBlock::wrapped(width),
        bevy::sprite::Anchor::TOP_LEFT,
        Transform::from_xyz(area.min.x, msg_top - 4.0, 3.0),
        DespawnOnExit(Scene::Nim),
    ));
    if model.grundy {
        commands.spawn((
            TableCell,
            Label2d::new(locale.t(S::GrundyNote)),
            LabelFont::text(font * 0.75),
            LabelColor(palette::TEXT_DIM),
            LabelBlock::wrapped(width),
            bevy::sprite::Anchor::TOP_LEFT,
            Transform::from_xyz(area.min.x, msg_top - cell * 1.2, 3.0),
            DespawnOnExit(Scene::Nim),
        ));
    }

    // 합 줄의 빛: 자리 맞추고, 님 합이 막 0이 되었으면 번쩍.
    if let Ok((e, mut sprite, mut tf)) = glow.single_mut() {
        let center = Vec2::new(area.min.x + cell * cols / 2.0, grid.at(0.0, sum_row).y);
        tf.translation = center.extend(0.4);
        sprite.custom_size = Some(Vec2::new(cell * cols * 1.4, cell * 2.4));
        if became_zero {
            let t = time.elapsed_secs();
            let speed = settings.speed.max(0.05);
            sprite.color = palette::GOOD.with_alpha(0.9);
            commands.entity(e).insert((
                FadeTween {
                    from: 0.9,
                    to: 0.0,
                    clock: Clock::new(t, 1.6 / speed),
                    ease: EaseFunction::QuadraticIn,
                },
                ScaleTween {
                    from: 0.6,
                    to: 1.15,
                    clock: Clock::new(t, 0.5 / speed),
                    ease: EaseFunction::BackOut,
                },
            ));
        }
    }
}

/// 고른 더미(뺄셈 게임)의 그런디 값이 어떻게 나오는지: 그 더미에서 갈 수 있는 크기들과 그 값들,
/// 그 집합의 mex. 보통 님이거나 더미가 없으면 `None`.
pub fn heap_steps(pos: &Nim, heap: usize) -> Option<MexSteps<u32>> {
    let n = *pos.heaps().get(heap)?;
    let take = &pos.variant().take;
    (*take != TakeRule::Any).then(|| GrundyTable::new(take, n).steps(n))
}

/// 고른 더미의 줄에 금색 테두리 ([`Strokes`]; 뺄셈 게임에서 표가 보일 때).
fn outline_focus(heap: usize, table: Option<Rect>, model: &TableModel, strokes: &mut Strokes) {
    let (Some(area), true) = (table, model.grundy) else {
        return;
    };
    let row = TableGrid::compute(area, model).heap_row(heap);
    strokes.rect(row.center(), row.size(), palette::GOLD);
}

/// AI가 님 합을 계산하는 동안 합 줄이 금색으로 맥박친다.
fn pulse_while_thinking(
    mut pulse: crate::hud::Pulse,
    m: Res<NimMatch>,
    mut glow: Query<&mut Sprite, (With<SumGlow>, Without<FadeTween>)>,
) {
    let Ok(mut sprite) = glow.single_mut() else {
        return;
    };
    match m.phase {
        Phase::Thinking { .. } => {
            let a = 0.15 + 0.6 * pulse.at(8.0);
            sprite.color = palette::GOLD.with_alpha(a);
        }
        _ => sprite.color.set_alpha(0.0),
    }
}
