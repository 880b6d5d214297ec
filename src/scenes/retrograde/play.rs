//! 대국의 흐름: 완벽한 표와 둔다. 여왕은 무작위 초록(이기는) 칸에서 시작한다. 사람은 여왕을 끌거나
//! 갈 칸을 누르고 (갈 수 있는 칸이 밝게 보인다), AI는 표에서 수를 찾는다. 대국의 상태는 `game.rs`,
//! 되살리기는 `record.rs`.

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::wythoff::{Cell, ai_move};
use gameai::retrograde::Outcome;
use rand::seq::IteratorRandom;

use super::game::{RetroGame, Side};
use super::grid::Grid;
use super::record::{ResumeAt, resumed};
use super::state::{Rebuild, RetroBoard, RetroMode, RetroRng, RetroSettings};
use crate::AppSet;
use crate::anim::{Clock, MoveTween};
use crate::hud::hint::Hint;
use crate::hud::label::{Label2d, LabelColor, LabelFont};
use crate::layout::{MIN_TEXT, ScreenLayout};
use crate::probe::{BoardProbe, probe_in, screen_points};
use crate::save::Resume;
use crate::scenes::seat;
use crate::theme::palette;

/// AI가 두기 전 잠깐 (사람이 보게).
const AI_DELAY: f32 = 0.7;
/// 여왕이 움직이는 시간.
const MOVE_TIME: f32 = 0.45;

/// 새 게임 요청.
#[derive(Message, Clone, Copy, Debug)]
pub struct NewRetroGame;

/// 대국의 여왕 글자.
#[derive(Component)]
pub(super) struct Queen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NewRetroGame>();
    app.add_systems(OnEnter(RetroMode::Play), (spawn_queen, resume_or_new));
    app.add_systems(OnExit(RetroMode::Play), |mut c: Commands| {
        c.remove_resource::<RetroGame>();
        c.remove_resource::<ResumeAt>();
    });
    crate::save::keep_game::<RetroGame>(app, RetroMode::Play);
    crate::feedback::watch::watch_game::<RetroGame>(app, RetroMode::Play);
    probe_in(app, RetroMode::Play, probe);
    app.add_systems(
        Update,
        (new_game, ai_turn)
            .chain()
            .in_set(crate::think::ThinkSet::Apply)
            .after(super::solve::SolveSet)
            .run_if(in_state(RetroMode::Play)),
    );
    app.add_systems(
        Update,
        place_queen
            .in_set(AppSet::Animate)
            .run_if(in_state(RetroMode::Play).and_then(resource_exists::<RetroGame>)),
    );
}

fn spawn_queen(mut commands: Commands) {
    commands.spawn((
        Queen,
        Label2d::new("♛"),
        LabelFont::text(28.0),
        LabelColor(palette::TEXT),
        Transform::from_xyz(0.0, 0.0, 6.0),
        DespawnOnExit(RetroMode::Play),
    ));
}

/// 대국에 들어올 때: 공유 링크나 저장된 대국이 있으면 그 국면을 (판 너비가 다르면 그 너비로 다시
/// 풀게 하고) 기다리고, 없으면 새 게임을 청한다.
fn resume_or_new(
    mut commands: Commands,
    mut resume: Resume,
    mut settings: ResMut<RetroSettings>,
    mut rebuild: MessageWriter<Rebuild>,
    mut new: MessageWriter<NewRetroGame>,
) {
    let width = settings.width;
    let first = settings.human_first;
    match resume.game(GameId::Wythoff, |code| ResumeAt::parse(code, width, first)) {
        Some(at) => {
            if at.width != settings.width {
                settings.width = at.width;
                rebuild.write(Rebuild);
            }
            commands.insert_resource(at);
        }
        None => {
            new.write(NewRetroGame);
        }
    }
}

/// 새 게임: 표가 있어야 시작한다. 판이 바뀌면(새 풀이) 그 판으로 다시 시작한다. 되살릴 국면
/// ([`ResumeAt`])이 있으면 그 판이 풀렸을 때 그 국면으로.
fn new_game(
    mut requests: MessageReader<NewRetroGame>,
    mut commands: Commands,
    board: Res<RetroBoard>,
    game: Option<Res<RetroGame>>,
    resume_at: Option<Res<ResumeAt>>,
    settings: Res<RetroSettings>,
    mut rng: ResMut<RetroRng>,
    time: Res<Time>,
    mut wanted: Local<bool>,
) {
    *wanted |= requests.read().count() > 0;
    *wanted |= game.as_ref().is_some_and(|g| g.serial != board.serial);
    let Some(table) = &board.table else { return };
    let b = board.board;
    let now = time.elapsed_secs();
    if let Some(at) = resume_at.filter(|at| at.width == b.width()) {
        commands.remove_resource::<ResumeAt>();
        commands.insert_resource(resumed(&at, b, board.serial, now));
        *wanted = false;
        return;
    }
    if !*wanted && game.is_some() {
        return;
    }
    let start = (0..b.cells() as u32)
        .map(|i| b.cell(i))
        .filter(|&c| table.get(c).outcome == Outcome::Win)
        .choose(&mut rng.0)
        .unwrap_or(Cell::new(b.width() - 1, b.height() - 1));
    let to_move = if settings.human_first {
        Side::Human
    } else {
        Side::Ai
    };
    commands.insert_resource(RetroGame::at(b, board.serial, start, to_move, now));
    *wanted = false;
}

/// AI의 차례: 잠깐 쉬었다가 표의 수 (난이도가 정한 확률로 갈 수 있는 아무 칸), 자리의 길로 둔다.
fn ai_turn(
    game: Option<ResMut<RetroGame>>,
    board: Res<RetroBoard>,
    settings: Res<RetroSettings>,
    mut rng: ResMut<RetroRng>,
    mut hint: ResMut<Hint>,
    time: Res<Time>,
    mut frames: crate::rest::Frames,
) {
    let (Some(mut game), Some(table)) = (game, &board.table) else {
        return;
    };
    let now = time.elapsed_secs();
    // AI가 둘 때를 기다리는 동안 그린다 (그때가 와야 두므로).
    if !frames.want_if(game.ai_ready()) || now - game.since < AI_DELAY / settings.speed.max(0.05) {
        return;
    }
    // 난이도: 단계의 확률로 완벽한 수 대신 갈 수 있는 칸 하나를 고르게.
    let knobs = settings.level.0.knobs(GameId::Wythoff);
    let random = knobs
        .roll_random_move(&mut rng.0)
        .then(|| game.board.moves(game.queen).choose(&mut rng.0))
        .flatten();
    let answer = random.or_else(|| ai_move(table, game.queen).ok());
    seat::apply_answer(&mut *game, answer, None, &mut hint, now);
}

/// 여왕을 칸에 (끄는 중이면 손가락에) 놓고, 칸이 바뀌었으면 미끄러지게 옮긴다.
fn place_queen(
    mut commands: Commands,
    game: Res<RetroGame>,
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
    settings: Res<RetroSettings>,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Transform, &mut LabelFont, Option<&MoveTween>), With<Queen>>,
    mut shown: Local<Option<Cell>>,
) {
    let grid = Grid::current(&layout, board.board);
    for (e, mut tf, mut font, tween) in &mut q {
        font.size = (grid.cell * 0.95).max(MIN_TEXT);
        let target = grid.center(game.queen).extend(6.0);
        if let Some(p) = game.drag {
            tf.translation = p.extend(7.0);
        } else if *shown != Some(game.queen) && shown.is_some() && tween.is_none() {
            commands.entity(e).insert(MoveTween {
                from: tf.translation,
                to: target,
                clock: Clock::new(time.elapsed_secs(), MOVE_TIME / settings.speed.max(0.05)),
                ease: EaseFunction::CubicInOut,
            });
        } else if tween.is_none() {
            tf.translation = target;
        }
    }
    *shown = Some(game.queen);
}

/// 판의 자리 보고: 사람 차례면 여왕이 갈 수 있는 칸 하나 (왼쪽 한 칸, 끝이면 아래 한 칸).
fn probe(
    game: Option<Res<RetroGame>>,
    board: Res<RetroBoard>,
    layout: Res<ScreenLayout>,
) -> Option<BoardProbe> {
    let g = game?;
    let b = board.board;
    let grid = Grid::current(&layout, b);
    let corner = |c: Cell| grid.center(c);
    let half = Vec2::splat(grid.cell / 2.0);
    let (w, h) = (b.width(), b.height());
    let far = Cell::new(w.saturating_sub(1), h.saturating_sub(1));
    let rect = Rect::from_corners(corner(Cell::CORNER) - half, corner(far) + half);
    let mine = g.to_move == Side::Human && g.winner.is_none() && g.drag.is_none();
    let q = g.queen;
    let to = if q.x > 0 {
        Cell::new(q.x - 1, q.y)
    } else {
        Cell::new(q.x, q.y.saturating_sub(1))
    };
    let taps = if mine && b.check_move(q, to).is_ok() {
        vec![grid.center(to)]
    } else {
        Vec::new()
    };
    Some(BoardProbe {
        game: GameId::Wythoff.slug(),
        rect: layout.rect_to_screen(rect),
        cell: grid.cell,
        taps: screen_points(&layout, taps),
        ..default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hud::hint::HintMsg;
    use crate::i18n::PlayError;
    use crate::save::SavedGame;
    use gameai::games::wythoff::{Board, WythoffError};

    fn game(queen: Cell, to_move: Side) -> RetroGame {
        let board = Board::new(8, 6).unwrap_or_else(|e| panic!("{e}"));
        RetroGame::at(board, 1, queen, to_move, 0.0)
    }

    #[test]
    fn a_refused_human_move_shows_why_and_changes_nothing() {
        let mut g = game(Cell::new(5, 3), Side::Human);
        let before = g.clone();
        let mut hint = Hint::default();
        // 오른쪽으로는 갈 수 없다.
        assert!(!seat::play_human(&mut g, Cell::new(6, 3), &mut hint, 1.0));
        assert_eq!(g, before);
        assert!(matches!(
            hint.text,
            Some(HintMsg::Refused(PlayError::Wythoff(
                WythoffError::NotQueenMove { .. }
            )))
        ));
        assert!(seat::play_human(&mut g, Cell::new(2, 0), &mut hint, 1.0));
        assert_eq!(
            (g.queen, g.to_move, g.moves),
            (Cell::new(2, 0), Side::Ai, 1)
        );
    }

    #[test]
    fn a_refused_ai_move_shows_why_and_stops_the_match_in_place() {
        let mut g = game(Cell::new(5, 3), Side::Ai);
        assert!(g.ai_ready());
        let mut hint = Hint::default();
        seat::apply_answer(&mut g, Some(Cell::new(5, 4)), None, &mut hint, 1.0);
        assert!(g.seat.stuck && !g.ai_ready());
        assert_eq!((g.queen, g.moves), (Cell::new(5, 3), 0));
        assert!(matches!(hint.text, Some(HintMsg::AiRefused(_))));
        // 표의 수는 둔다: 구석에 닿으면 AI가 이긴다.
        let mut g = game(Cell::new(3, 3), Side::Ai);
        seat::apply_answer(&mut g, Some(Cell::CORNER), None, &mut hint, 1.0);
        assert_eq!(g.winner, Some(Side::Ai));
        assert!(!g.ai_ready());
    }

    #[test]
    fn a_game_resumed_at_the_corner_is_over_and_the_side_to_move_lost() {
        let g = game(Cell::CORNER, Side::Human);
        assert_eq!(g.winner, Some(Side::Ai));
        assert_eq!(g.code().get("turn"), Some("you"));
    }
}
