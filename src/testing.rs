//! 시험의 창구: 앱 밖(`tests/app/`, 헤드리스 앱 시험)이 볼 수 있는 것은 이것뿐이다. 앱의 모듈은 모두
//! 크레이트 안에서만 보이고 (`pub(crate)`가 기본, `unreachable_pub` 린트가 지킨다), 시험이 읽고 바꾸는
//! 리소스·메시지·순수 함수만 여기서 다시 내보낸다. 판의 자리와 누를 점은 [`probe::BoardProbe`]가 알려
//! 준다 (웹의 브라우저 시험도 같은 값을 페이지의 `data-` 속성으로 읽는다).
//!
//! The tests' window into the app: every module is crate-private; only what `tests/app/` reads or
//! sends is re-exported here.

/// 장면 바꾸기.
pub mod nav {
    pub use crate::nav::Navigate;
}

/// 화면 배치.
pub mod layout {
    pub use crate::layout::{BoardShape, LayoutInput, MIN_TEXT, ScreenLayout, Sheet};
}

/// 판의 자리 보고.
pub mod probe {
    pub use crate::probe::{AiProbe, BoardProbe};
}

/// 글자 표와 언어.
pub mod i18n {
    pub use crate::i18n::{
        AccessText, EgText, Lang, LevelText, Locale, ReviewText, S, ThreatText, TreeText,
        every_text,
    };
}

/// 글꼴.
pub mod theme {
    pub use crate::theme::FONT_MAIN;
}

/// 판 위의 글과 선, 난이도.
pub mod hud {
    pub use crate::hud::SavedLevel;
    pub use crate::hud::board_text::Caption;
    pub use crate::hud::label::{Label2d, LabelFont};
    pub use crate::hud::strokes::{Stroke, Strokes};
}

/// 모드와 게임의 목록.
pub mod registry {
    use bevy::prelude::*;

    use crate::Scene;
    pub use crate::registry::{MODES, Mode, home, played_games};
    use crate::registry::{MctsMode, ModeState, NimMode, RetroMode, TransMode};

    /// 모드 `mode`로 가는 전환을 건다 (그 장면은 먼저 열어 둔다): 시험이 목록의 모든 모드를 돈다.
    pub fn request(world: &mut World, mode: Mode) {
        fn set<M: ModeState>(world: &mut World, mode: Mode) {
            if let Some(m) = M::from_launch(mode.slug) {
                world.resource_mut::<NextState<M>>().set(m);
            }
        }
        match mode.scene {
            Scene::Menu => {}
            Scene::Transposition => set::<TransMode>(world, mode),
            Scene::Retrograde => set::<RetroMode>(world, mode),
            Scene::Nim => set::<NimMode>(world, mode),
            Scene::Mcts => set::<MctsMode>(world, mode),
        }
    }
}

/// 소리와 진동의 신호.
pub mod feedback {
    pub use crate::feedback::speech::{Announce, Spoken};
    pub use crate::feedback::{Buzzed, Cue, FeelSettings, Sounded};
}

/// 기록의 붙여넣기.
pub mod records {
    pub use crate::records::{RecordNote, RecordPasted};
}

/// 저장과 링크.
pub mod save {
    pub use crate::save::{
        Fields, HEADER, NoticeMsg, SaveNotice, Saved, SavedGame, Store, entry, share_fields,
    };
}

/// 쉬기: 다음 프레임을 청한 횟수.
pub mod rest {
    pub use crate::rest::FrameRequests;
}

/// 생각 모듈.
pub mod think {
    pub use crate::think::{AiMemory, LocalCrew, ThinkBackend, ThinkCrew, ThinkWhere, Thinker};
}

/// 전치표 장면 (오목, 체스, 설명).
pub mod transposition {
    pub use crate::scenes::transposition::ai::{AbMatch, GameThink, ai_line};
    pub use crate::scenes::transposition::tree::position::{
        NODE_CAP, PRESETS, SeekTo, TreeLink, parse_link,
    };
    pub use crate::scenes::transposition::{
        ChessAction, ChessFit, ChessMatch, Explainer, ExplainerAction, GomokuAction, GomokuFit,
        GomokuMatch, Lab, LabKind, LessonAction, SearchLesson, Step, TransMode, TransSettings,
    };
    pub use crate::scenes::transposition::{
        CurrentGames, LessonMove, Outcome, Position, TreeCamera,
    };
}

/// 후퇴 해석 장면.
pub mod retrograde {
    pub use crate::scenes::retrograde::{
        EgFit, EgGame, EgView, EndgameLab, EndgameTables, Grid, GrundyFocus, NewRetroGame, Note,
        PickEndgame, Rebuild, RetroBoard, RetroGame, RetroMode, RetroSettings, Reveal, Side,
    };
}

/// 님 장면.
pub mod nim {
    pub use crate::scenes::nim::{
        NimAction, NimFocus, NimMatch, NimMode, NimSettings, Phase, Side, Stone, TableCell,
        TableGrid, TableModel, current_geometry, heap_steps,
    };
}

/// 수 목록과 돌아보기.
pub mod review {
    pub use crate::review::{Line, ListAction, PracticeState, Review, Reviewable};
}

/// 처음 온 장면의 둘러보기.
pub mod tour {
    pub use crate::tour::{Tour, TourSeen};
}

/// 키보드로 두기.
pub mod keyboard {
    pub use crate::keyboard::HelpOpen;
}

/// MCTS 장면.
pub mod mcts {
    pub use crate::scenes::mcts::{
        AiSearch, BoardFit, BoardGame, Compare, CompareAction, Explainer, ExplainerOpponent, Match,
        MatchAction, MctsMode, MctsSettings, Preset, ThinkTrace, ai_line, board_area,
        cell_on_screen,
    };
}
