//! 틱택토를 AI와 두기: 대국([`Explainer`]에 사람의 쪽이 있을 때)은 돌아볼 수 있고 ([`Reviewable`]: 판정은
//! 정확하다 — 끝까지 탐색, `gameai::review::TicTacToeJudge`), 지난 국면을 보는 동안 AI의 트리는 자라지
//! 않는다. 잘못 둔 수를 보면 판에 더 나은 수순을 번호 붙은 유령 돌로 그린다. 대국과 그 돌아보기는 저장된다
//! (`game.tictactoe`, `review.tictactoe`): 다시 켜거나 다른 탭에 다녀와도 그대로다.

use bevy::prelude::*;
use gameai::games::tictactoe::{TicTacToe, cell_name, parse_cell};
use gameai::games::{GameId, Player};
use gameai::mcts::Game;
use gameai::review::{ReviewError, Reviewer, TicTacToeJudge};

use super::Explainer;
use super::layout::{cell_center, explainer_layout};
use crate::AppSet;
use crate::hud::strokes::Strokes;
use crate::i18n::Locale;
use crate::layout::ScreenLayout;
use crate::review::{Line, Review, Reviewable, TableAi, draw_better_stones};
use crate::save::{Fields, SavedGame, first_text, human_first, replay};
use crate::scenes::mcts::state::{MctsMode, MctsSettings};
use crate::theme::palette;

pub(super) fn plugin(app: &mut App) {
    crate::review::plugin::<Explainer, _>(app, MctsMode::Explain);
    crate::save::keep_game::<Explainer>(app, MctsMode::Explain);
    crate::review::keep_review::<Explainer, _>(app, MctsMode::Explain);
    app.add_systems(
        Update,
        draw_better
            .in_set(AppSet::Hud)
            .run_if(in_state(MctsMode::Explain).and_then(resource_exists::<Explainer>)),
    );
}

impl Explainer {
    /// `ply`째 수 뒤의 국면을 보인다 (수들은 그대로: 사람 차례에서 두면 새 갈래). AI의 트리는 그
    /// 국면의 새 탐색으로 (마지막 수 뒤로 돌아와 AI 차례면 그때 자란다).
    pub(crate) fn goto(&mut self, ply: usize, now: f32) {
        if !self.history.goto(ply) {
            return;
        }
        let mut game = TicTacToe::new();
        for &mv in self.history.iter() {
            game.play(mv);
        }
        self.game = game;
        self.new_search(now);
    }
}

/// 저장 글: AI와 두는 대국만 (`first=you|ai&moves=b2,a1`). AI끼리의 설명은 빈 값이다 (되살릴 대국이
/// 없다: 설명은 늘 처음부터).
impl SavedGame for Explainer {
    const GAME: GameId = GameId::TicTacToe;

    fn code(&self) -> Fields {
        let Some(human) = self.human else {
            return Fields::new();
        };
        let moves: Vec<String> = self.history.all().iter().map(|&c| cell_name(c)).collect();
        Fields::new()
            .with("first", first_text(human == Player::First))
            .with("moves", moves.join(","))
    }
}

impl Explainer {
    /// [`SavedGame::code`]의 값에서: `first`가 없으면 AI끼리의 설명, 있으면 그 대국을 수마다 검사하며
    /// 다시 두고 마지막 수 뒤의 국면으로 연다.
    pub(crate) fn from_code(
        code: &Fields,
        settings: &MctsSettings,
        locale: &Locale,
    ) -> Result<Explainer, String> {
        if code.get("first").is_none() {
            return Ok(Explainer::new(settings));
        }
        let human = if human_first(code, true)? {
            Player::First
        } else {
            Player::Second
        };
        let mut ex = Explainer::with_human(settings, Some(human));
        replay(&code.list("moves"), locale, |name| {
            let cell = parse_cell(name)?;
            ex.game.try_play(cell)?;
            ex.history.push(cell);
            Ok(())
        })?;
        ex.new_search(0.0);
        Ok(ex)
    }
}

impl Reviewable for Explainer {
    type Judge = TicTacToeJudge;
    /// 설명의 AI는 프레임 위에서 박자에 맞춰 돈다 (생각 모듈이 아니다): `goto`가 새 탐색으로 바꾼다.
    type Ai = TableAi;

    fn line(&self) -> &Line<u8> {
        &self.history
    }

    fn line_mut(&mut self) -> &mut Line<u8> {
        &mut self.history
    }

    fn player_first(&self) -> bool {
        self.human == Some(Player::First)
    }

    fn goto(&mut self, ply: usize) {
        Explainer::goto(self, ply, 0.0);
    }

    fn name_at(&self, _ply: usize, mv: u8) -> String {
        cell_name(mv)
    }

    fn finished(&self) -> bool {
        self.history.at_end() && self.game.status().is_over()
    }

    /// 판정은 끝까지 탐색이다: 예산이 없다.
    fn budget(&self) -> u64 {
        0
    }

    fn reviewer(&self, moves: &[u8]) -> Result<Reviewer<TicTacToeJudge>, ReviewError> {
        Reviewer::new(TicTacToeJudge, &TicTacToe::new(), Player::First, moves)
    }
}

/// 보는 수가 잘못 둔 수면 그 대신의 수순을 번호 붙은 유령 돌로 (빈 칸에만; X는 빨강, O는 파랑).
fn draw_better(
    ex: Res<Explainer>,
    review: Option<Res<Review<Explainer>>>,
    layout: Res<ScreenLayout>,
    mut strokes: ResMut<Strokes>,
) {
    let Some(review) = review.filter(|_| ex.human.is_some()) else {
        return;
    };
    let (area, _) = explainer_layout(layout.board, layout.portrait);
    draw_better_stones(
        &*ex,
        &review,
        &mut strokes,
        area.width() / 3.0 * 0.3,
        |mv| ex.game.at(mv).is_none().then(|| cell_center(area, mv)),
        |p| match p {
            Player::First => (palette::BAD.with_alpha(0.55), palette::GOOD),
            Player::Second => (palette::BLUE.with_alpha(0.55), palette::GOOD),
        },
    );
}
