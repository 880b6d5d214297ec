//! 오목 대국: 사람은 교차점을 누르고, AI는 생각 모듈에서 전치표를 쓰는 알파-베타로 찾는다 (표는 수마다
//! 이어 쓴다). 실험실(A/B와 충돌 수업)은 지금 국면을 두 설정으로 찾아 노드 수와 답을 견준다.

use bevy::prelude::*;
use bevy::text::FontSize;
use gameai::games::Player;
use gameai::games::gomoku::{GMove, Gomoku, GomokuError};
use gameai::search::{SearchConfig, SearchGame};
use gameai::tt::KeyMode;

use super::ai::{self, AbMatch, AiSeat, GameThink, Lab, LabKind, LabSearch, receive_lab};
use super::{TransMode, TransSettings};
use crate::AppSet;
use crate::hud::hint::{Hint, HintMsg};
use crate::hud::pulse;
use crate::i18n::S;
use crate::input::{Pointer, PointerSet};
use crate::layout::ScreenLayout;
use crate::theme::art::Art;
use crate::theme::{Fonts, palette};
use crate::think::{ThinkPlugin, ThinkSet, Thinker};

/// 오목 판 한 변.
pub const SIZE: u8 = 15;
/// 대국과 실험에서 쓰는 표의 크기 (2^TT_BITS 칸).
pub const TT_BITS: u32 = 18;

/// AI의 생각 (오목).
pub type GomokuThink = GameThink<Gomoku>;

/// 진행 중인 대국.
#[derive(Resource, Debug)]
pub struct GomokuMatch {
    /// 국면.
    pub game: Gomoku,
    /// 둔 수들.
    pub history: Vec<GMove>,
    /// 사람 쪽.
    pub human: Player,
    /// AI 쪽 (기다리는 생각, 마지막 결론, 이어 쓰는 표).
    pub seat: AiSeat<Gomoku>,
    /// 국면 번호.
    pub serial: u64,
    /// 작은 화면에서 처음 누른 점 (한 번 더 누르면 둔다).
    pub aim: Option<GMove>,
}

impl GomokuMatch {
    /// 새 대국.
    pub fn new(settings: &TransSettings) -> Self {
        GomokuMatch {
            game: Gomoku::new(SIZE).expect("15 is a valid size"),
            history: Vec::new(),
            human: if settings.human_first {
                Player::First
            } else {
                Player::Second
            },
            seat: AiSeat::default(),
            serial: crate::scenes::next_id(),
            aim: None,
        }
    }

    /// 끝났는가.
    pub fn over(&self) -> bool {
        self.game.terminal().is_some()
    }

    /// 사람이 지금 둘 수 있는가.
    pub fn human_to_move(&self) -> bool {
        !self.over() && self.game.to_move() == self.human && self.seat.pending.is_none()
    }

    /// 수를 둔다 (검사 포함). 불법이면 아무것도 바꾸지 않는다.
    pub fn play(&mut self, mv: GMove) -> Result<(), GomokuError> {
        self.game.try_play(mv)?;
        self.history.push(mv);
        self.serial = crate::scenes::next_id();
        self.aim = None;
        Ok(())
    }

    /// 사람의 마지막 수까지 무른다.
    pub fn undo(&mut self) {
        while let Some(mv) = self.history.pop() {
            self.game.unmake(mv);
            if self.game.to_move() == self.human {
                break;
            }
        }
        self.seat = AiSeat::default();
        self.aim = None;
        self.serial = crate::scenes::next_id();
    }
}

impl AbMatch for GomokuMatch {
    type Game = Gomoku;
    type Error = GomokuError;

    fn seat(&self) -> &AiSeat<Gomoku> {
        &self.seat
    }
    fn seat_mut(&mut self) -> &mut AiSeat<Gomoku> {
        &mut self.seat
    }
    fn position(&self) -> &Gomoku {
        &self.game
    }
    fn ai_to_move(&self) -> bool {
        !self.over() && self.game.to_move() != self.human
    }
    fn play(&mut self, mv: GMove) -> Result<(), GomokuError> {
        GomokuMatch::play(self, mv)
    }
    /// AI의 탐색 설정.
    fn config(settings: &TransSettings) -> SearchConfig {
        SearchConfig {
            max_depth: settings.depth.clamp(1, 8),
            max_millis: Some((settings.think_secs.clamp(0.1, 30.0) * 1000.0) as u64),
            use_tt: true,
            tt_bits: TT_BITS,
            key_mode: KeyMode::Full64,
        }
    }
}

/// 패널이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GomokuAction {
    /// 새 게임.
    NewGame,
    /// 무르기.
    Undo,
    /// 실험.
    Lab(LabKind),
}

/// 교차점.
#[derive(Component)]
struct Point(GMove);

/// 돌.
#[derive(Component)]
struct StoneSprite(GMove);

/// 판 배경과 줄.
#[derive(Component)]
struct BoardPart;

/// 마지막 수 위의 작은 빨간 점.
#[derive(Component)]
struct LastMark;

/// 판의 배치.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GomokuFit {
    /// 교차점 (0, 0)의 월드 좌표 (왼쪽 아래).
    pub origin: Vec2,
    /// 교차점 간격.
    pub step: f32,
}

/// 교차점 간격이 이보다 좁으면 (휴대폰) 손가락이 옆 점을 누르기 쉬우므로, 처음 누르면 겨누고
/// 같은 점을 한 번 더 누르면 둔다.
pub const AIM_BELOW: f32 = 28.0;

impl GomokuFit {
    /// 두 번 눌러 두는 방식인가.
    pub fn needs_aim(&self) -> bool {
        self.step < AIM_BELOW
    }

    /// 판 사각형에 15×15를 놓는다 (위아래 글 한 줄씩 남긴다).
    pub fn compute(board: Rect) -> GomokuFit {
        let strip = crate::hud::board_text::strip_height(board);
        let inner = Rect::new(
            board.min.x,
            board.min.y + strip,
            board.max.x,
            board.max.y - strip,
        );
        // 왼쪽과 아래에 좌표 글자 자리를 한 칸 남긴다.
        let step = (inner.width().min(inner.height()) / (f32::from(SIZE) + 0.8)).max(1.0);
        let span = step * f32::from(SIZE - 1);
        GomokuFit {
            origin: inner.center() - Vec2::splat(span / 2.0) + Vec2::splat(step * 0.4),
            step,
        }
    }

    /// 교차점의 자리.
    pub fn at(&self, g: &Gomoku, mv: GMove) -> Vec2 {
        let (c, r) = g.coords(mv);
        self.origin + Vec2::new(f32::from(c), f32::from(r)) * self.step
    }

    /// 월드 좌표에서 가장 가까운 교차점 (간격의 반 안쪽).
    pub fn nearest(&self, g: &Gomoku, p: Vec2) -> Option<GMove> {
        let q = (p - self.origin) / self.step;
        let (c, r) = (q.x.round(), q.y.round());
        let n = f32::from(g.size());
        ((0.0..n).contains(&c) && (0.0..n).contains(&r) && (q - Vec2::new(c, r)).length() <= 0.5)
            .then(|| g.cell(c as u8, r as u8))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GomokuAction>();
    app.add_plugins((
        ThinkPlugin::<GomokuThink>::default(),
        ThinkPlugin::<LabSearch<Gomoku>>::default(),
    ));
    app.add_systems(OnEnter(TransMode::Gomoku), (start, spawn_board));
    app.add_systems(OnExit(TransMode::Gomoku), |mut c: Commands| {
        c.remove_resource::<GomokuMatch>();
        c.remove_resource::<Lab<Gomoku>>();
        c.remove_resource::<Thinker<GomokuThink>>();
        c.remove_resource::<Thinker<LabSearch<Gomoku>>>();
    });
    app.add_systems(
        Update,
        tap.in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
    );
    app.add_systems(
        Update,
        (
            act,
            ai::receive::<GomokuMatch>,
            ai::think::<GomokuMatch>,
            receive_lab::<Gomoku>,
        )
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
    );
    app.add_systems(
        Update,
        (sync_stones, place_board)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Gomoku).and_then(resource_exists::<GomokuMatch>)),
    );
}

fn start(mut commands: Commands, settings: Res<TransSettings>) {
    commands.insert_resource(GomokuMatch::new(&settings));
    commands.insert_resource(Thinker::<GomokuThink>::default());
    commands.insert_resource(Thinker::<LabSearch<Gomoku>>::default());
}

fn act(
    mut commands: Commands,
    mut actions: MessageReader<GomokuAction>,
    mut m: ResMut<GomokuMatch>,
    mut thinker: ResMut<Thinker<GomokuThink>>,
    mut lab_thinker: ResMut<Thinker<LabSearch<Gomoku>>>,
    settings: Res<TransSettings>,
) {
    for a in actions.read() {
        match *a {
            GomokuAction::NewGame => {
                thinker.cancel();
                *m = GomokuMatch::new(&settings);
                commands.remove_resource::<Lab<Gomoku>>();
            }
            GomokuAction::Undo => {
                thinker.cancel();
                m.undo();
                commands.remove_resource::<Lab<Gomoku>>();
            }
            GomokuAction::Lab(kind) => {
                let depth = settings.depth.clamp(1, 6);
                let game = m.game.clone();
                commands.insert_resource(Lab::start(&mut lab_thinker, game, depth, kind, TT_BITS));
            }
        }
    }
}

fn tap(
    mut pointer: MessageReader<Pointer>,
    mut m: ResMut<GomokuMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
) {
    let fit = GomokuFit::compute(layout.board);
    let now = time.elapsed_secs();
    for p in pointer.read().filter(|p| p.is_down()) {
        let Some(mv) = fit.nearest(&m.game, p.world) else {
            continue;
        };
        if m.over() {
            hint.show(S::HintGameOver, 0, now);
        } else if !m.human_to_move() {
            hint.show(S::HintAiThinking, 0, now);
        } else if m.game.at(mv).is_some() {
            hint.show(S::HintOccupied, 0, now);
        } else if fit.needs_aim() && m.aim != Some(mv) {
            m.aim = Some(mv);
            hint.show(S::HintTapAgain, 0, now);
        } else if let Err(e) = m.play(mv) {
            // 위에서 빈 점임을 확인했으므로 여기 올 일은 없지만, 와도 판은 그대로다.
            hint.put(HintMsg::Refused(e.into()), now);
        }
    }
}

fn spawn_board(mut commands: Commands, art: Res<Art>, fonts: Res<Fonts>) {
    let scoped = DespawnOnExit(TransMode::Gomoku);
    commands.spawn((
        LastMark,
        Sprite {
            image: art.disc.clone(),
            color: palette::BAD,
            ..default()
        },
        Transform::default(),
        Visibility::Hidden,
        scoped.clone(),
    ));
    commands.spawn((
        BoardPart,
        Sprite::from_color(palette::WOOD, Vec2::ONE),
        Transform::from_xyz(0.0, 0.0, -1.0),
        scoped.clone(),
    ));
    for i in 0..u16::from(SIZE) * u16::from(SIZE) {
        commands.spawn((
            Point(GMove(i)),
            Sprite {
                image: art.disc.clone(),
                color: Color::NONE,
                ..default()
            },
            Transform::default(),
            scoped.clone(),
        ));
    }
    for k in 0..SIZE {
        // 가로줄과 세로줄 (칸 하나 두께의 스프라이트).
        commands.spawn((
            BoardLine(true, k),
            Sprite::from_color(palette::WOOD_LINE, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            BoardLine(false, k),
            Sprite::from_color(palette::WOOD_LINE, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            AxisLabel(true, k),
            Text2d::new(char::from(b'a' + k).to_string()),
            fonts.text(11.0),
            TextColor(palette::TEXT_DIM),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            AxisLabel(false, k),
            Text2d::new((k + 1).to_string()),
            fonts.text(11.0),
            TextColor(palette::TEXT_DIM),
            Transform::default(),
            scoped.clone(),
        ));
    }
}

/// 판의 줄 (가로이면 true, 몇 번째).
#[derive(Component)]
struct BoardLine(bool, u8);

/// 가장자리의 좌표 글자 (열이면 true).
#[derive(Component)]
struct AxisLabel(bool, u8);

/// 돌 엔티티를 국면에 맞춘다.
fn sync_stones(
    mut commands: Commands,
    m: Res<GomokuMatch>,
    art: Res<Art>,
    stones: Query<Entity, With<StoneSprite>>,
    mut seen: Local<Option<u64>>,
) {
    if *seen == Some(m.serial) && (m.history.is_empty() || !stones.is_empty()) {
        return;
    }
    *seen = Some(m.serial);
    for e in &stones {
        commands.entity(e).despawn();
    }
    for &mv in &m.history {
        let color = match m.game.at(mv) {
            Some(Player::First) => palette::STONE_BLACK,
            _ => palette::STONE_WHITE,
        };
        commands.spawn((
            StoneSprite(mv),
            Sprite {
                image: art.disc.clone(),
                color,
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 2.0),
            DespawnOnExit(TransMode::Gomoku),
        ));
    }
}

fn place_board(
    m: Res<GomokuMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    thinker: Option<Res<Thinker<GomokuThink>>>,
    mut q: ParamSet<(
        Query<(&mut Sprite, &mut Transform), With<BoardPart>>,
        Query<(&BoardLine, &mut Sprite, &mut Transform)>,
        Query<(&StoneSprite, &mut Sprite, &mut Transform)>,
        Query<(&Point, &mut Sprite, &mut Transform)>,
        Query<(&AxisLabel, &mut Transform, &mut TextFont)>,
        Query<(&mut Sprite, &mut Transform, &mut Visibility), With<LastMark>>,
    )>,
) {
    let fit = GomokuFit::compute(layout.board);
    let span = fit.step * f32::from(SIZE - 1);
    let center = fit.origin + Vec2::splat(span / 2.0);
    for (mut s, mut tf) in &mut q.p0() {
        s.custom_size = Some(Vec2::splat(span + fit.step));
        tf.translation = center.extend(-1.0);
    }
    for (l, mut s, mut tf) in &mut q.p1() {
        let k = f32::from(l.1) * fit.step;
        if l.0 {
            s.custom_size = Some(Vec2::new(span, 1.5));
            tf.translation = Vec3::new(center.x, fit.origin.y + k, -0.5);
        } else {
            s.custom_size = Some(Vec2::new(1.5, span));
            tf.translation = Vec3::new(fit.origin.x + k, center.y, -0.5);
        }
    }
    let winners = m.game.winning_line();
    let last = m.history.last().copied();
    let pulse = pulse(time.elapsed_secs(), 6.0);
    for (st, mut s, mut tf) in &mut q.p2() {
        tf.translation = fit.at(&m.game, st.0).extend(2.0);
        let won = winners.contains(&st.0);
        s.custom_size = Some(Vec2::splat(
            fit.step * if won { 0.95 + 0.05 * pulse } else { 0.9 },
        ));
        let base = match m.game.at(st.0) {
            Some(Player::First) => palette::STONE_BLACK,
            _ => palette::STONE_WHITE,
        };
        s.color = if won {
            base.mix(&palette::GOLD, 0.5 + 0.3 * pulse)
        } else {
            base
        };
    }
    for (mut s, mut tf, mut vis) in &mut q.p5() {
        match last {
            Some(mv) if winners.is_empty() => {
                tf.translation = fit.at(&m.game, mv).extend(2.5);
                s.custom_size = Some(Vec2::splat(fit.step * 0.28));
                *vis = Visibility::Inherited;
            }
            _ => *vis = Visibility::Hidden,
        }
    }
    // 교차점 표시: 생각하는 동안 AI의 앞선 수(지금까지 끝낸 깊이의 최선)를 금색 점으로.
    let lead = thinker
        .and_then(|t| t.snapshot())
        .and_then(|s| s.done.last().and_then(|r| r.best))
        .filter(|_| m.seat.pending.is_some());
    // 겨눈 점은 사람 돌 색의 반투명 돌로.
    let aim = m.aim.filter(|_| m.human_to_move());
    let aim_color = match m.human {
        Player::First => palette::STONE_BLACK.with_alpha(0.7),
        Player::Second => palette::STONE_WHITE.with_alpha(0.65),
    };
    for (p, mut s, mut tf) in &mut q.p3() {
        tf.translation = fit.at(&m.game, p.0).extend(1.0);
        if Some(p.0) == aim {
            s.custom_size = Some(Vec2::splat(fit.step * 0.9));
            s.color = aim_color;
        } else {
            s.custom_size = Some(Vec2::splat(fit.step * 0.5));
            s.color = if Some(p.0) == lead {
                palette::GOLD.with_alpha(0.5 + 0.5 * pulse)
            } else {
                Color::NONE
            };
        }
    }
    for (a, mut tf, mut font) in &mut q.p4() {
        let k = f32::from(a.1) * fit.step;
        font.font_size = FontSize::Px((fit.step * 0.45).clamp(8.0, 14.0));
        tf.translation = if a.0 {
            Vec3::new(fit.origin.x + k, fit.origin.y - fit.step * 0.75, 3.0)
        } else {
            Vec3::new(fit.origin.x - fit.step * 0.8, fit.origin.y + k, 3.0)
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_is_found_where_it_is_drawn() {
        for (w, h) in [(360.0, 640.0), (1280.0, 720.0)] {
            let layout = ScreenLayout::compute(Vec2::new(w, h));
            let fit = GomokuFit::compute(layout.board);
            let g = Gomoku::new(SIZE).unwrap();
            for i in 0..225 {
                let mv = GMove(i);
                assert_eq!(fit.nearest(&g, fit.at(&g, mv)), Some(mv));
            }
            assert!(fit.step >= 14.0, "{w}x{h}: {}", fit.step);
        }
    }

    #[test]
    fn phones_aim_first_and_desktops_place_at_once() {
        let phone = GomokuFit::compute(ScreenLayout::compute(Vec2::new(360.0, 640.0)).board);
        let desk = GomokuFit::compute(ScreenLayout::compute(Vec2::new(1280.0, 720.0)).board);
        assert!(phone.needs_aim(), "{}", phone.step);
        assert!(!desk.needs_aim(), "{}", desk.step);
    }

    #[test]
    fn a_refused_ai_move_shows_why_and_stops_the_match_in_place() {
        let mut m = GomokuMatch::new(&TransSettings::default());
        let taken = m.game.parse_move("h8").unwrap();
        m.play(taken).unwrap();
        let (key, moves) = (m.game.key(), m.history.clone());
        let mut hint = Hint::default();
        let result = gameai::search::SearchResult {
            depth: 1,
            best: Some(taken),
            value: 0,
            pv: vec![taken],
            nodes: 1,
            tt: Default::default(),
            elapsed: 0.0,
        };
        ai::apply_answer(&mut m, result, None, &mut hint, 1.0);
        assert_eq!((m.game.key(), &m.history), (key, &moves), "nothing changed");
        assert!(m.seat.stuck && m.seat.pending.is_none() && m.seat.last.is_some());
        assert!(
            !m.ai_to_move() || m.seat.stuck,
            "the AI does not think again"
        );
        match &hint.text {
            Some(HintMsg::AiRefused(e)) => {
                let en = e.text(&crate::i18n::Locale {
                    lang: crate::i18n::Lang::En,
                });
                assert_eq!(en, "h8 is taken");
            }
            other => panic!("{other:?}"),
        }
        m.undo();
        assert!(!m.seat.stuck, "undo lets the AI think again");
    }

    #[test]
    fn undo_returns_to_the_humans_turn() {
        let mut m = GomokuMatch::new(&TransSettings::default());
        for s in ["h8", "h9", "i8", "i9"] {
            let mv = m.game.parse_move(s).unwrap();
            m.play(mv).unwrap();
        }
        m.undo();
        assert_eq!(m.history.len(), 2);
        assert_eq!(m.game.key(), m.game.key_from_scratch());
    }
}
