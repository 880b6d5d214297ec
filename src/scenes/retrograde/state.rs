//! 후퇴 해석 장면의 모드, 설정, 판: 장면 폴더의 다른 파일이 모두 가져다 쓴다 (이 파일은 장면의 다른
//! 파일을 가져오지 않는다).

use bevy::prelude::*;
use gameai::games::wythoff::{Board, Cell, Table, grundy, grundy_steps};
use gameai::nim::MexSteps;

use crate::hud::panel::{LEVELS, SavedLevel};
pub use crate::registry::RetroMode;
use crate::save::SavedSettings;
use crate::think::Ticket;

/// 애니메이션 속도 배율의 범위.
pub(super) const SPEEDS: core::ops::RangeInclusive<f32> = 0.25..=8.0;

/// 판 너비의 범위 (높이 ≈ 0.6 × 너비).
pub(super) const WIDTHS: core::ops::RangeInclusive<u32> = 10..=34;

/// 너비에 맞는 높이.
pub(super) fn height_for(width: u32) -> u32 {
    ((width as f32 * 0.6).round() as u32).max(1)
}

/// 사람이 고르는 설정 (저장된다: 범위는 패널의 슬라이더와 같은 상수).
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
pub struct RetroSettings {
    /// 판 너비.
    #[reflect(@WIDTHS)]
    pub width: u32,
    /// 애니메이션 속도 배율.
    #[reflect(@SPEEDS)]
    pub speed: f32,
    /// 지금 정하는 칸의 여왕의 길(왼쪽, 아래, 대각선) 보기.
    pub(crate) show_rays: bool,
    /// 다 풀린 뒤 모든 초록 칸의 화살표 보기.
    pub(crate) show_arrows: bool,
    /// 대국에서 사람이 먼저 두는가.
    pub human_first: bool,
    /// 대국 중에도 칸 색(정답)을 보여 주는가.
    pub(crate) show_colors: bool,
    /// AI의 난이도 (단계 그대로, 저장 글에는 번호로; 마지막 "최고"는 완벽한 표 그대로).
    #[reflect(@LEVELS)]
    pub(crate) level: SavedLevel,
}

impl SavedSettings for RetroSettings {
    const KEY: &'static str = "retrograde";
}

impl Default for RetroSettings {
    fn default() -> Self {
        RetroSettings {
            width: 18,
            speed: 1.0,
            show_rays: true,
            show_arrows: true,
            human_first: true,
            show_colors: false,
            level: SavedLevel::default(),
        }
    }
}

/// 판과 그 풀이. 풀이는 생각 모듈에서 [`FastSolver`](gameai::games::wythoff::FastSolver)로 구한다.
#[derive(Resource, Debug)]
pub struct RetroBoard {
    /// 판.
    pub board: Board,
    /// 다 풀린 표 (풀이가 오기 전에는 없음).
    pub table: Option<Table>,
    /// 풀이를 기다리는 표.
    pub(crate) pending: Option<Ticket>,
    /// 줄 기억 풀이기가 줄 요약을 본 횟수 / 교과서식 훑기가 검사한 수의 개수.
    pub work: Option<(u64, u64)>,
    /// 판 번호 (앱 전체에서 한 번만 쓰인다, [`crate::scenes::next_id`]).
    pub serial: u64,
}

impl RetroBoard {
    /// 너비 `width`인 새 판 (아직 풀지 않음). 번호는 새로 받는다.
    pub fn new(width: u32) -> RetroBoard {
        let serial = crate::scenes::next_id();
        let w = width.clamp(*WIDTHS.start(), *WIDTHS.end());
        let board = Board::new(w, height_for(w)).expect("widths in range make valid boards");
        RetroBoard {
            board,
            table: None,
            pending: None,
            work: None,
            serial,
        }
    }
}

/// 그런디 화면에서 누른 칸과 그 값이 어떻게 나오는지 (갈 수 있는 칸들의 값, 그 집합, mex).
/// 판 번호가 맞을 때만 쓴다: 판이 바뀌면 옛 칸은 버려진다.
#[derive(Resource, Debug, Default)]
pub struct GrundyFocus(Option<(u64, Cell, MexSteps<Cell>)>);

impl GrundyFocus {
    /// 판 `board`에서 칸 `at`을 고른다 (같은 칸을 다시 고르면 푼다). 판 밖이면 푼다.
    pub fn toggle(&mut self, board: &RetroBoard, at: Option<Cell>) {
        let same = self.get(board).is_some_and(|(c, _)| Some(c) == at);
        self.0 = match at {
            Some(c) if !same => grundy_steps(board.board, &grundy(board.board), c)
                .map(|steps| (board.serial, c, steps)),
            _ => None,
        };
    }

    /// 지금 판의 고른 칸과 그 단계.
    pub fn get(&self, board: &RetroBoard) -> Option<(Cell, &MexSteps<Cell>)> {
        match &self.0 {
            Some((serial, c, steps)) if *serial == board.serial => Some((*c, steps)),
            _ => None,
        }
    }
}

/// 장면의 난수 (시범 칸, 대국의 첫 칸).
#[derive(Resource, Debug)]
pub(crate) struct RetroRng(pub rand_chacha::ChaCha8Rng);

/// 판을 새로 만들고 풀이를 시작하라는 요청 (너비가 바뀌었거나 "다시 풀기").
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rebuild;
