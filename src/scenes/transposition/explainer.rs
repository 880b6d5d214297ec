//! 설명: 같은 국면에 닿는 두 수순을 작은 판 둘에 한 수씩 두며, 열쇠가 XOR로 바뀌는 비트와 전치표의
//! 칸을 보여 준다. 열쇠와 노드 수는 모두 진짜다: 틱택토 조브리스트 수([`gameai::games::tictactoe::KEYS`])
//! 로 고친 열쇠, 그 국면을 실제로 끝까지 찾은 알파-베타의 노드 수, 16칸짜리 진짜 [`Table`].

use bevy::prelude::*;
use bevy::text::FontSize;
use gameai::games::Player;
use gameai::games::tictactoe::{KEYS, TicTacToe};
use gameai::search::{SearchConfig, SearchGame, Searcher};
use gameai::step::Steppable;
use gameai::tt::{Bound, KeyMode, Table};
use rand::seq::SliceRandom;

use super::{TransMode, TransSettings};
use crate::AppSet;
use crate::layout::ScreenLayout;
use crate::theme::{Fonts, palette};
use crate::think::{ThinkPlugin, ThinkSet, Thinker, Ticket};

/// 보여 주는 열쇠의 비트 수.
pub const SHOWN_BITS: u32 = 16;
/// 표의 칸 수 = 2^TABLE_BITS (열쇠의 아래 4비트).
pub const TABLE_BITS: u32 = 4;
/// 한 수를 보여 주는 시간 (속도 1).
const MOVE_TIME: f32 = 2.0;
/// 그 안의 박자: 칸이 빛남 → (이 시각부터) 새 열쇠의 비트가 뒤집힘 → 끝에 돌이 놓임.
const REVEAL_AT: f32 = 0.45;
/// 적음, 도착, 끝 뒤에 머무는 시간.
const STORE_TIME: f32 = 2.4;
const ARRIVE_TIME: f32 = 3.4;
const DONE_TIME: f32 = 2.5;
/// 장면을 처음 열었을 때는 끝난 모습을 이만큼 더 오래 보여 준다 (초).
const OPENING_EXTRA: f32 = 4.0;

/// 설명의 단계.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// 수순 `path`의 `index`번째 수를 둔다.
    Move {
        path: usize,
        index: usize,
        start: f32,
    },
    /// 첫 수순의 국면을 찾아 표에 적는다 (찾는 동안 `start`는 None).
    Store { start: Option<f32> },
    /// 둘째 수순이 같은 열쇠에 닿았다. 표가 꺼져 있으면 다시 찾는다.
    Arrive { start: Option<f32> },
    /// 끝: 잠깐 머물고 처음부터.
    Done { start: f32 },
}

/// 설명의 상태.
#[derive(Resource, Debug)]
pub struct Explainer {
    /// 두 수순의 칸 (X, O, X). 둘째는 X 둘의 순서를 바꾼 것.
    pub paths: [[u8; 3]; 2],
    /// 두 작은 판.
    pub boards: [TicTacToe; 2],
    /// 단계.
    pub step: Step,
    /// 진짜 16칸 전치표.
    pub table: Table<u8>,
    /// 첫 국면을 찾을 때의 노드 수 (표를 켠 탐색).
    pub nodes_first: Option<u64>,
    /// 표 없이 다시 찾은 노드 수.
    pub nodes_again: Option<u64>,
    /// 둘째 도착에서 표가 답했는가.
    pub found: Option<bool>,
    /// 기다리는 탐색.
    pub pending: Option<Ticket>,
    /// 바뀔 때마다 새 번호.
    pub serial: u64,
}

impl Explainer {
    /// 수순 X→a, O→b, X→c 와 X→c, O→b, X→a.
    pub fn new(cells: [u8; 3]) -> Explainer {
        let [a, b, c] = cells;
        Explainer {
            paths: [[a, b, c], [c, b, a]],
            boards: [TicTacToe::new(), TicTacToe::new()],
            step: Step::Move {
                path: 0,
                index: 0,
                start: f32::NEG_INFINITY,
            },
            table: Table::new(TABLE_BITS, KeyMode::Full64),
            nodes_first: None,
            nodes_again: None,
            found: None,
            pending: None,
            serial: crate::scenes::next_id(),
        }
    }

    /// 이미 끝난 설명: 두 수순을 다 두고, 첫 국면을 실제로 찾아 표에 적고, 둘째 도착에서 표를
    /// 찾아본 (표가 꺼져 있으면 다시 계산한) 뒤의 모습. 장면을 열자마자 결과가 보이도록 이것으로
    /// 시작하고, 잠시 뒤 처음부터 한 단계씩 다시 보여 준다. 틱택토 세 수 뒤의 국면이라 몇백 노드면
    /// 끝나므로 프레임 안에서 바로 계산한다.
    pub fn completed(cells: [u8; 3], table_on: bool) -> Explainer {
        let mut ex = Explainer::new(cells);
        for (b, path) in ex.paths.iter().enumerate() {
            for &c in path {
                ex.boards[b].play(c);
            }
        }
        let first = full_search(ex.boards[0]).run_to_end();
        let key = ex.boards[0].key();
        ex.table.store(
            key,
            first.depth as u8,
            Bound::Exact,
            first.value,
            first.best,
        );
        ex.nodes_first = Some(first.nodes);
        let key = ex.boards[1].key();
        let hit = table_on && ex.table.lookup(key).is_some();
        ex.found = Some(hit);
        if hit {
            let depth = 9 - u8::try_from(ex.boards[1].stones()).unwrap_or(9);
            let _ = ex.table.probe(key, depth, i32::MIN + 1, i32::MAX);
        } else {
            ex.nodes_again = Some(full_search(ex.boards[1]).run_to_end().nodes);
        }
        ex.step = Step::Done {
            start: f32::NEG_INFINITY,
        };
        ex
    }

    /// 지금 두는 수: (수순, 칸, 쪽). 수를 두는 단계가 아니면 `None`.
    pub fn current_move(&self) -> Option<(usize, u8, Player)> {
        match self.step {
            Step::Move { path, index, .. } => Some((
                path,
                self.paths[path][index],
                if index % 2 == 0 {
                    Player::First
                } else {
                    Player::Second
                },
            )),
            _ => None,
        }
    }

    /// 지금 보여 주는 네 줄: 지금 열쇠, 돌의 수, 차례의 수, 새 열쇠.
    pub fn rows(&self) -> Option<[u64; 4]> {
        let (path, cell, p) = self.current_move()?;
        let before = self.boards[path].key();
        let piece = KEYS.of(cell as usize, p.index());
        Some([before, piece, KEYS.side, before ^ piece ^ KEYS.side])
    }

    /// 두 수순이 끝난 국면의 열쇠 (같아야 한다).
    pub fn final_keys(&self) -> [u64; 2] {
        self.paths.map(|p| {
            let mut t = TicTacToe::new();
            for c in p {
                t.play(c);
            }
            t.key()
        })
    }
}

/// 패널이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplainerAction {
    /// 다른 수 · 다른 비트 (새 무작위 수순).
    OtherMoves,
    /// 같은 수순으로 처음부터.
    Restart,
}

/// 설명 화면의 배치: 작은 판 둘, 열쇠 비트 네 줄, 표의 칸.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExplainLayout {
    pub boards: [Rect; 2],
    pub bits: Rect,
    pub table: Rect,
    pub caption_y: f32,
    pub status_y: f32,
    pub font: f32,
}

impl ExplainLayout {
    /// 판 사각형과 방향으로 나눈다.
    pub fn compute(area: Rect, portrait: bool) -> ExplainLayout {
        let strip = (area.height() * 0.08).clamp(24.0, 40.0);
        let font = (strip * 0.45).clamp(12.0, 18.0);
        let inner = Rect::new(
            area.min.x,
            area.min.y + strip,
            area.max.x,
            area.max.y - strip,
        );
        let gap = 10.0;
        // 판마다 위에 제목 한 줄.
        let title = font * 1.8;
        if portrait {
            // 위: 판 둘 나란히, 가운데: 비트, 아래: 표 (두 줄).
            let h = inner.height();
            let gap = 18.0;
            let side = (inner.width() / 2.0 - gap).min(h * 0.36 - title);
            let top = inner.max.y - title;
            let b0 = Rect::new(
                inner.center().x - gap / 2.0 - side,
                top - side,
                inner.center().x - gap / 2.0,
                top,
            );
            let b1 = Rect::new(
                inner.center().x + gap / 2.0,
                top - side,
                inner.center().x + gap / 2.0 + side,
                top,
            );
            let bits = Rect::new(
                inner.min.x,
                top - side - gap - h * 0.34,
                inner.max.x,
                top - side - gap,
            );
            let table = Rect::new(inner.min.x, inner.min.y, inner.max.x, bits.min.y - gap);
            ExplainLayout {
                boards: [b0, b1],
                bits,
                table,
                caption_y: area.min.y + strip / 2.0,
                status_y: area.max.y - strip / 2.0,
                font,
            }
        } else {
            // 왼쪽: 판 둘 위아래, 가운데: 비트, 오른쪽: 표 (한 줄 칸들).
            let w = inner.width();
            let side = ((inner.height() - 2.0 * title - gap) / 2.0).min(w * 0.2);
            let left = inner.min.x + 4.0;
            let top = inner.max.y - title;
            let b0 = Rect::new(left, top - side, left + side, top);
            let b1 = Rect::new(
                left,
                top - side * 2.0 - gap - title,
                left + side,
                top - side - gap - title,
            );
            let table_w = (w * 0.22).max(130.0);
            let table = Rect::new(inner.max.x - table_w, inner.min.y, inner.max.x, inner.max.y);
            let bits = Rect::new(
                left + side + gap * 2.0,
                inner.center().y - inner.height() * 0.3,
                table.min.x - gap * 2.0,
                inner.center().y + inner.height() * 0.3,
            );
            ExplainLayout {
                boards: [b0, b1],
                bits,
                table,
                caption_y: area.min.y + strip / 2.0,
                status_y: area.max.y - strip / 2.0,
                font,
            }
        }
    }
}

/// 작은 판의 칸.
#[derive(Component)]
struct MiniCell(usize, u8);

/// 작은 판의 글자 (번호나 X/O).
#[derive(Component)]
struct MiniLabel(usize, u8);

/// 작은 판의 제목.
#[derive(Component)]
struct MiniTitle(usize);

/// 비트 한 칸: (줄, 비트 번호: 높은 쪽부터 0).
#[derive(Component)]
struct BitCell(usize, u32);

#[derive(Component)]
struct BitText(usize, u32);

/// 줄 이름.
#[derive(Component)]
struct RowLabel(usize);

/// 표의 칸.
#[derive(Component)]
struct SlotBox(usize);

#[derive(Component)]
struct SlotText(usize);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ExplainerAction>();
    app.add_plugins(ThinkPlugin::<Searcher<TicTacToe>>::default());
    app.add_systems(OnEnter(TransMode::Explain), (start, spawn));
    app.add_systems(OnExit(TransMode::Explain), |mut c: Commands| {
        c.remove_resource::<Explainer>();
        c.remove_resource::<Thinker<Searcher<TicTacToe>>>();
    });
    app.add_systems(
        Update,
        (act, advance, receive)
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(TransMode::Explain).and_then(resource_exists::<Explainer>)),
    );
    app.add_systems(
        Update,
        (draw_boards, draw_bits, draw_table)
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Explain).and_then(resource_exists::<Explainer>)),
    );
}

fn start(mut commands: Commands, settings: Res<TransSettings>) {
    // 처음에는 이슈의 예: X→1, O→5, X→9 (칸 0, 4, 8). 결과가 보이는 끝 모습에서 시작한다.
    commands.insert_resource(Explainer::completed([0, 4, 8], settings.table_on));
    commands.insert_resource(Thinker::<Searcher<TicTacToe>>::default());
}

fn act(
    mut actions: MessageReader<ExplainerAction>,
    mut ex: ResMut<Explainer>,
    mut thinker: ResMut<Thinker<Searcher<TicTacToe>>>,
    settings: Res<TransSettings>,
    mut table_was: Local<Option<bool>>,
) {
    // 둘째 도착을 보여 주는 중에 표를 켜고 끄면, 같은 수순의 끝 모습을 새 설정으로 곧장 보여 준다
    // (켬: "찾음! 0 계산", 끔: 다시 계산한 노드 수). 그 전 단계라면 도착할 때 새 설정이 쓰인다.
    let changed = table_was.is_some_and(|was| was != settings.table_on);
    *table_was = Some(settings.table_on);
    if changed && matches!(ex.step, Step::Arrive { .. } | Step::Done { .. }) {
        thinker.cancel();
        *ex = Explainer::completed(ex.paths[0], settings.table_on);
    }
    for a in actions.read() {
        thinker.cancel();
        let cells = match a {
            ExplainerAction::Restart => [ex.paths[0][0], ex.paths[0][1], ex.paths[0][2]],
            ExplainerAction::OtherMoves => {
                let mut all: Vec<u8> = (0..9).collect();
                all.shuffle(&mut rand::make_rng::<rand_chacha::ChaCha8Rng>());
                [all[0], all[1], all[2]]
            }
        };
        *ex = Explainer::new(cells);
    }
}

/// 탐색기: 틱택토 국면을 끝까지 (남은 수 전부). 여기서 켜고 끄는 것은 바깥의 16칸 표이므로,
/// 두 번의 탐색이 같은 일을 하도록 탐색 안의 표는 늘 끈다 (첫 계산 N = 다시 계산 N).
fn full_search(pos: TicTacToe) -> Searcher<TicTacToe> {
    let config = SearchConfig {
        max_depth: 9 - pos.stones(),
        use_tt: false,
        ..SearchConfig::default()
    };
    Searcher::new(pos, config)
}

fn advance(
    mut ex: ResMut<Explainer>,
    settings: Res<TransSettings>,
    mut thinker: ResMut<Thinker<Searcher<TicTacToe>>>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    match ex.step {
        Step::Move { start, .. } if start == f32::NEG_INFINITY => {
            if let Step::Move { start, .. } = &mut ex.step {
                *start = now;
            }
        }
        Step::Move { path, index, start } if now - start >= MOVE_TIME / speed => {
            let cell = ex.paths[path][index];
            ex.boards[path].play(cell);
            ex.serial = crate::scenes::next_id();
            ex.step = match (path, index) {
                (_, 0 | 1) => Step::Move {
                    path,
                    index: index + 1,
                    start: now,
                },
                (0, _) => {
                    // 첫 수순 끝: 이 국면을 실제로 찾는다 (표를 켠 알파-베타, 끝까지).
                    ex.pending = Some(thinker.start(full_search(ex.boards[0])));
                    Step::Store { start: None }
                }
                _ => {
                    // 둘째 수순 끝: 같은 열쇠로 표를 찾는다.
                    let key = ex.boards[1].key();
                    let hit = settings.table_on && ex.table.lookup(key).is_some();
                    ex.found = Some(hit);
                    if hit {
                        let depth = 9 - u8::try_from(ex.boards[1].stones()).unwrap_or(9);
                        let _ = ex.table.probe(key, depth, i32::MIN + 1, i32::MAX);
                        Step::Arrive { start: Some(now) }
                    } else {
                        ex.pending = Some(thinker.start(full_search(ex.boards[1])));
                        Step::Arrive { start: None }
                    }
                }
            };
        }
        Step::Store { start: Some(s) } if now - s >= STORE_TIME / speed => {
            ex.step = Step::Move {
                path: 1,
                index: 0,
                start: now,
            };
        }
        Step::Arrive { start: Some(s) } if now - s >= ARRIVE_TIME / speed => {
            ex.step = Step::Done { start: now };
        }
        Step::Done { start } if start == f32::NEG_INFINITY => {
            ex.step = Step::Done {
                start: now + OPENING_EXTRA,
            };
        }
        Step::Done { start } if now - start >= DONE_TIME / speed => {
            let cells = ex.paths[0];
            *ex = Explainer::new(cells);
        }
        _ => {}
    }
}

fn receive(
    mut thinker: ResMut<Thinker<Searcher<TicTacToe>>>,
    mut ex: ResMut<Explainer>,
    time: Res<Time>,
) {
    if let Some(out) = thinker.take(ex.pending) {
        ex.pending = None;
        let now = time.elapsed_secs();
        match ex.step {
            Step::Store { start: None } => {
                let key = ex.boards[0].key();
                let depth = out.depth as u8;
                ex.table
                    .store(key, depth, Bound::Exact, out.value, out.best);
                ex.nodes_first = Some(out.nodes);
                ex.step = Step::Store { start: Some(now) };
            }
            Step::Arrive { start: None } => {
                ex.nodes_again = Some(out.nodes);
                ex.step = Step::Arrive { start: Some(now) };
            }
            _ => {}
        }
        ex.serial = crate::scenes::next_id();
    }
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>) {
    let scoped = DespawnOnExit(TransMode::Explain);
    for b in 0..2 {
        commands.spawn((
            MiniTitle(b),
            Text2d::default(),
            fonts.bold(15.0),
            TextColor(palette::TEXT),
            Transform::default(),
            scoped.clone(),
        ));
        for c in 0..9 {
            commands.spawn((
                MiniCell(b, c),
                Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
                Transform::default(),
                scoped.clone(),
            ));
            commands.spawn((
                MiniLabel(b, c),
                Text2d::default(),
                fonts.bold(14.0),
                TextColor(palette::TEXT_DIM),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
    for row in 0..4 {
        commands.spawn((
            RowLabel(row),
            Text2d::default(),
            fonts.text(13.0),
            TextColor(palette::TEXT_DIM),
            bevy::sprite::Anchor::CENTER_RIGHT,
            Transform::default(),
            scoped.clone(),
        ));
        for bit in 0..SHOWN_BITS {
            commands.spawn((
                BitCell(row, bit),
                Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
                Transform::default(),
                scoped.clone(),
            ));
            commands.spawn((
                BitText(row, bit),
                Text2d::default(),
                fonts.bold(14.0),
                TextColor(palette::TEXT),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
    for s in 0..(1usize << TABLE_BITS) {
        commands.spawn((
            SlotBox(s),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            SlotText(s),
            Text2d::default(),
            fonts.text(12.0),
            TextColor(palette::TEXT_DIM),
            bevy::sprite::Anchor::CENTER_LEFT,
            Transform::default(),
            scoped.clone(),
        ));
    }
}

/// 칸 번호 c (0..9, 왼쪽 위부터)의 자리.
fn mini_center(r: Rect, c: u8) -> Vec2 {
    let cell = r.width() / 3.0;
    Vec2::new(
        r.min.x + cell * (f32::from(c % 3) + 0.5),
        r.max.y - cell * (f32::from(c / 3) + 0.5),
    )
}

fn draw_boards(
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    settings: Res<TransSettings>,
    locale: Res<crate::i18n::Locale>,
    mut cells: Query<
        (&MiniCell, &mut Sprite, &mut Transform),
        (Without<MiniLabel>, Without<MiniTitle>),
    >,
    mut labels: Query<
        (
            &MiniLabel,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &mut Transform,
        ),
        (Without<MiniCell>, Without<MiniTitle>),
    >,
    mut titles: Query<
        (&MiniTitle, &mut Text2d, &mut TextFont, &mut Transform),
        (Without<MiniCell>, Without<MiniLabel>),
    >,
) {
    let l = ExplainLayout::compute(layout.board, layout.portrait);
    let now = time.elapsed_secs();
    let pulse = crate::hud::pulse(now, 7.0);
    let current = ex.current_move();
    let _ = settings;
    for (c, mut sprite, mut tf) in &mut cells {
        let r = l.boards[c.0];
        tf.translation = mini_center(r, c.1).extend(0.0);
        sprite.custom_size = Some(Vec2::splat(r.width() / 3.0 * 0.92));
        let hot = current.is_some_and(|(path, cell, _)| path == c.0 && cell == c.1);
        sprite.color = if hot {
            palette::SURFACE_HIGH.mix(&palette::GOLD, 0.3 + 0.5 * pulse)
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (lb, mut text, mut color, mut font, mut tf) in &mut labels {
        let r = l.boards[lb.0];
        tf.translation = mini_center(r, lb.1).extend(2.0);
        let (s, col, size) = match ex.boards[lb.0].at(lb.1) {
            Some(Player::First) => ("X".to_owned(), palette::BAD, r.width() / 3.0 * 0.55),
            Some(Player::Second) => ("O".to_owned(), palette::BLUE, r.width() / 3.0 * 0.55),
            None => (
                (lb.1 + 1).to_string(),
                palette::TEXT_DIM,
                (r.width() / 3.0 * 0.28).clamp(10.0, 18.0),
            ),
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = col;
        font.font_size = FontSize::Px(size);
    }
    for (t, mut text, mut font, mut tf) in &mut titles {
        let r = l.boards[t.0];
        let p = ex.paths[t.0];
        let _ = &locale;
        let mark = if t.0 == 0 { '①' } else { '②' };
        let s = format!("{mark} X→{} O→{} X→{}", p[0] + 1, p[1] + 1, p[2] + 1);
        if text.0 != s {
            text.0 = s;
        }
        let size = if layout.portrait {
            l.font * 0.72
        } else {
            l.font * 0.9
        };
        font.font_size = FontSize::Px(size);
        tf.translation = Vec3::new(r.center().x, r.max.y + size, 3.0);
    }
}

/// 열쇠 비트 네 줄. 새 열쇠의 비트는 왼쪽부터 차례로 뒤집히며 나타나고, 바뀐 비트는 금색이다.
fn draw_bits(
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    settings: Res<TransSettings>,
    locale: Res<crate::i18n::Locale>,
    mut cells: Query<(&BitCell, &mut Sprite, &mut Transform, &mut Visibility), Without<BitText>>,
    mut texts: Query<
        (
            &BitText,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &mut Transform,
            &mut Visibility,
        ),
        (Without<BitCell>, Without<RowLabel>),
    >,
    mut labels: Query<
        (&RowLabel, &mut Text2d, &mut TextFont, &mut Transform),
        (Without<BitCell>, Without<BitText>),
    >,
) {
    use crate::i18n::S;
    let l = ExplainLayout::compute(layout.board, layout.portrait);
    let label_w = (l.bits.width() * 0.26).min(150.0);
    let cell = ((l.bits.width() - label_w) / SHOWN_BITS as f32).min(l.bits.height() / 4.6);
    let x0 = l.bits.max.x - cell * SHOWN_BITS as f32;
    let row_y = |row: usize| l.bits.max.y - cell * 1.15 * (row as f32 + 0.5);
    let now = time.elapsed_secs();
    let speed = settings.speed.max(0.05);
    // 지금 두는 수의 진행 (0..1 = 한 수의 시간).
    let (rows, t) = match (ex.rows(), ex.step) {
        (Some(r), Step::Move { start, .. }) => {
            (Some(r), ((now - start) * speed / MOVE_TIME).max(0.0))
        }
        _ => (None, 1.0),
    };
    // 수를 두는 단계가 아니면 끝난 수순의 열쇠만: 첫 수순 뒤에는 ①, 둘째 도착부터는 ①과 ②를
    // 위아래로 (비트가 한 자리도 다르지 않음을 눈으로 맞춰 보게).
    let (shown, names): ([Option<u64>; 4], [S; 4]) = match rows {
        Some(r) => (
            [Some(r[0]), Some(r[1]), Some(r[2]), Some(r[3])],
            [S::TtKeyNow, S::TtPiece, S::TtSide, S::TtNewKey],
        ),
        None => {
            let one = Some(ex.boards[0].key());
            let two = match ex.step {
                Step::Store { .. } => None,
                _ => Some(ex.boards[1].key()),
            };
            (
                [one, two, None, None],
                [S::TtKeyOne, S::TtKeyTwo, S::TtSide, S::TtNewKey],
            )
        }
    };
    for (c, mut sprite, mut tf, mut vis) in &mut cells {
        let x = x0 + cell * (c.1 as f32 + 0.5);
        tf.translation = Vec3::new(x, row_y(c.0), 0.0);
        let reveal = REVEAL_AT + 0.04 * c.1 as f32;
        let flip = if c.0 == 3 && rows.is_some() {
            // 뒤집히는 동안 가로로 접혔다 펴진다.
            let u = ((t * MOVE_TIME - reveal) / 0.25).clamp(0.0, 1.0);
            (u * std::f32::consts::PI).cos().abs().max(0.05)
        } else {
            1.0
        };
        sprite.custom_size = Some(Vec2::new(cell * 0.9 * flip, cell * 0.9));
        let Some(key) = shown[c.0] else {
            *vis = Visibility::Hidden;
            continue;
        };
        *vis = Visibility::Inherited;
        let bit = SHOWN_BITS - 1 - c.1;
        let on = key >> bit & 1 == 1;
        let changed = c.0 == 3 && rows.is_some_and(|r| (r[0] ^ r[3]) >> bit & 1 == 1);
        let visible = c.0 != 3 || t * MOVE_TIME >= reveal + 0.12;
        sprite.color = if !visible {
            palette::SURFACE
        } else if changed {
            palette::GOLD.with_alpha(0.85)
        } else if on {
            palette::LINE
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (c, mut text, mut color, mut font, mut tf, mut vis) in &mut texts {
        let x = x0 + cell * (c.1 as f32 + 0.5);
        tf.translation = Vec3::new(x, row_y(c.0), 2.0);
        font.font_size = FontSize::Px((cell * 0.55).clamp(9.0, 22.0));
        let Some(key) = shown[c.0] else {
            *vis = Visibility::Hidden;
            continue;
        };
        let bit = SHOWN_BITS - 1 - c.1;
        let visible = c.0 != 3 || t * MOVE_TIME >= REVEAL_AT + 0.04 * c.1 as f32 + 0.12;
        *vis = if visible {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        let s = if key >> bit & 1 == 1 { "1" } else { "0" };
        if text.0 != s {
            text.0 = s.to_owned();
        }
        color.0 = if c.0 == 3 {
            palette::BACKGROUND
        } else {
            palette::TEXT
        };
        if c.0 == 3 && rows.is_none_or(|r| (r[0] ^ r[3]) >> bit & 1 == 0) {
            color.0 = palette::TEXT;
        }
    }
    for (r, mut text, mut font, mut tf) in &mut labels {
        let s = if shown[r.0].is_some() {
            locale.t(names[r.0]).to_owned()
        } else {
            String::new()
        };
        if text.0 != s {
            text.0 = s;
        }
        font.font_size = FontSize::Px(l.font * 0.85);
        tf.translation = Vec3::new(x0 - 8.0, row_y(r.0), 2.0);
    }
}

/// 표의 칸들: 칸 번호(아래 4비트)와 적힌 것. 둘째 도착에서 그 칸이 빛난다.
fn draw_table(
    ex: Res<Explainer>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    locale: Res<crate::i18n::Locale>,
    mut boxes: Query<(&SlotBox, &mut Sprite, &mut Transform), Without<SlotText>>,
    mut texts: Query<
        (
            &SlotText,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &mut Transform,
        ),
        Without<SlotBox>,
    >,
) {
    use crate::i18n::S;
    let l = ExplainLayout::compute(layout.board, layout.portrait);
    let n = 1usize << TABLE_BITS;
    let (cols, rows) = if layout.portrait { (4, n / 4) } else { (1, n) };
    let cw = l.table.width() / cols as f32;
    let rh = l.table.height() / rows as f32;
    let center = |s: usize| {
        let (c, r) = (s / rows, s % rows);
        Vec2::new(
            l.table.min.x + cw * (c as f32 + 0.5),
            l.table.max.y - rh * (r as f32 + 0.5),
        )
    };
    let key = ex.boards[0].key();
    let slot = ex.table.slot_of(key);
    let stored = ex.table.lookup(key).is_some();
    let now = time.elapsed_secs();
    let arriving = matches!(ex.step, Step::Arrive { .. } | Step::Done { .. });
    let pulse = crate::hud::pulse(now, 6.0);
    for (b, mut sprite, mut tf) in &mut boxes {
        tf.translation = center(b.0).extend(0.0);
        sprite.custom_size = Some(Vec2::new(cw * 0.96, rh * 0.86));
        sprite.color = if b.0 == slot && stored && arriving {
            match ex.found {
                Some(true) => palette::GOOD.mix(&palette::SURFACE_HIGH, 0.5 * pulse),
                _ => palette::BAD.mix(&palette::SURFACE_HIGH, 0.6),
            }
        } else if b.0 == slot && stored {
            palette::GOLD.with_alpha(0.55)
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (t, mut text, mut color, mut font, mut tf) in &mut texts {
        tf.translation = (center(t.0) - Vec2::new(cw * 0.45, 0.0)).extend(2.0);
        font.font_size = FontSize::Px((rh * 0.42).clamp(9.0, 14.0));
        let index = format!("{:04b}", t.0);
        // 세로 화면의 칸은 좁으므로 칸 번호만 쓰고, 적힌 것은 칸의 색과 아래 설명 줄이 말한다.
        let s = if t.0 == slot && stored && !layout.portrait {
            let entry = match (arriving, ex.found, ex.nodes_first, ex.nodes_again, ex.step) {
                (true, Some(true), Some(_), _, _) => locale.t(S::TtSlotFound).to_owned(),
                (true, Some(false), _, Some(n), Step::Arrive { start: Some(s) }) => {
                    // 표가 꺼져 있으면 같은 일을 다시 한다: 셈이 올라간다.
                    let k = ((now - s) / 2.0).clamp(0.0, 1.0);
                    let k = (n as f32 * k) as u64;
                    locale.f(S::TtSlotAgain, &[("k", &k), ("n", &n)])
                }
                (true, Some(false), _, Some(n), _) => {
                    locale.f(S::TtSlotAgain, &[("k", &n), ("n", &n)])
                }
                (_, _, Some(n), _, _) => locale.f(S::TtSlotStored, &[("n", &n)]),
                _ => String::new(),
            };
            format!("{index}  {entry}")
        } else {
            index
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = if t.0 == slot && stored {
            palette::TEXT
        } else {
            palette::TEXT_DIM
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_orders_end_on_the_same_key() {
        for cells in [[0, 4, 8], [2, 0, 7], [6, 1, 5]] {
            let ex = Explainer::new(cells);
            let [a, b] = ex.final_keys();
            assert_eq!(a, b);
        }
    }

    #[test]
    fn each_row_is_the_xor_of_the_ones_above() {
        let mut ex = Explainer::new([0, 4, 8]);
        ex.step = Step::Move {
            path: 0,
            index: 0,
            start: 0.0,
        };
        let [before, piece, side, after] = ex.rows().unwrap();
        assert_eq!(after, before ^ piece ^ side);
        let mut t = TicTacToe::new();
        t.play(0);
        assert_eq!(after, t.key());
    }
}
