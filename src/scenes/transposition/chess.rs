//! 체스 대국: 사람은 기물을 누르고 (끌어도 된다) 빛나는 칸을 눌러 두고, AI는 오목과 같은 알파-베타와
//! 전치표로 생각한다 (고요 탐색을 더해). 판 옆(세로 화면에서는 아래)의 열쇠 판은 수마다 64비트
//! 폴리글롯 열쇠가 바뀌는 XOR들 — 기물이 나가고, 잡힌 기물이 나가고, 들어오고, 캐슬링·앙파상이
//! 바뀌고, 차례가 넘어가는 것 — 을 하나씩 비트를 뒤집으며 보여 준다. 다른 수순으로 이미 온 국면에
//! 닿으면 그 수순을 말해 준다.
//!
//! 기물은 글꼴(DejaVu Sans)의 체스 글자로 그린다: 속이 찬 글자를 색으로 칠하고, 같은 자리에 테두리
//! 글자를 겹쳐 윤곽을 낸다. 진짜 그림이 생기면 [`spawn_board`]의 `PieceGlyph` 두 겹을 그림 한 장으로
//! 바꾸면 된다.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::text::{FontSize, TextBounds};
use gameai::games::chess::polyglot::{Book, BookMove};
use gameai::games::chess::{
    Board, Chess, ChessStatus, Color as Side, KeyPart, KeyStep, Move, Piece, Square, squares,
};
use gameai::search::{SearchConfig, SearchResult, Searcher};
use gameai::tt::{KeyMode, Table};

use super::jobs::{GameThink, Lab, LabKind, PairSearch, receive_lab};
use super::{TransMode, TransSettings};
use crate::AppSet;
use crate::i18n::{Locale, S};
use crate::input::{Pointer, PointerPhase, PointerSet};
use crate::layout::ScreenLayout;
use crate::scenes::board_text::strip_height;
use crate::scenes::hint::Hint;
use crate::theme::art::Art;
use crate::theme::{Fonts, palette};
use crate::think::{ThinkPlugin, ThinkSet, Thinker, Thought, Ticket};

/// 대국에서 쓰는 표의 크기 (2^TT_BITS 칸).
const TT_BITS: u32 = 20;
/// 열쇠 판에서 XOR 하나를 보여 주는 시간 (초).
pub const KEY_STEP_TIME: f32 = 0.6;
/// 밝은 칸과 어두운 칸.
const LIGHT: Color = Color::srgb(0.85, 0.80, 0.70);
const DARK: Color = Color::srgb(0.55, 0.45, 0.36);
/// 흰 기물과 검은 기물의 속과 윤곽.
const WHITE_FILL: Color = Color::srgb(0.98, 0.97, 0.94);
const BLACK_FILL: Color = Color::srgb(0.10, 0.10, 0.12);
/// 기물의 두 겹: 속이 찬 글자(♚…)와 테두리 글자(♔…).
const FILLED: [char; 6] = ['♟', '♞', '♝', '♜', '♛', '♚'];
const HOLLOW: [char; 6] = ['♙', '♘', '♗', '♖', '♕', '♔'];

/// AI의 생각 (체스).
pub type ChessThink = GameThink<Chess>;

/// 기물의 글자 (패널과 열쇠 판의 글에 쓴다: 백은 테두리 글자, 흑은 속이 찬 글자).
pub fn piece_char(c: Side, p: Piece) -> char {
    match c {
        Side::White => HOLLOW[p.index()],
        Side::Black => FILLED[p.index()],
    }
}

/// 한 수의 열쇠 애니메이션.
#[derive(Clone, Debug, PartialEq)]
pub struct KeyAnim {
    /// 수 전의 열쇠.
    pub before: u64,
    /// XOR 단계들.
    pub steps: Vec<KeyStep>,
    /// 시작 시각 (None이면 다음 프레임에 정한다).
    pub start: Option<f32>,
}

impl KeyAnim {
    /// 시각 `now`에: (지금 보여 줄 열쇠, 지금 단계와 그 진행 0..1). 다 끝났으면 단계는 `None`.
    pub fn at(&self, now: f32) -> (u64, Option<(usize, f32)>) {
        let t = self.start.map_or(0.0, |s| (now - s).max(0.0)) / KEY_STEP_TIME;
        let done = (t as usize).min(self.steps.len());
        let key = self.steps[..done]
            .iter()
            .fold(self.before, |k, s| k ^ s.value);
        let current = (done < self.steps.len()).then(|| (done, t.fract()));
        (key, current)
    }
}

/// 진행 중인 대국.
#[derive(Resource, Debug)]
pub struct ChessMatch {
    /// 게임.
    pub game: Chess,
    /// 사람의 색.
    pub human: Side,
    /// 기다리는 AI 생각.
    pub pending: Option<Ticket>,
    /// AI의 마지막 결론.
    pub last: Option<SearchResult<Move>>,
    /// 이어 쓰는 전치표.
    pub table: Option<Table<Move>>,
    /// 국면 번호 (바뀔 때마다 새 번호).
    pub serial: u64,
    /// 고른 기물의 칸.
    pub selected: Option<Square>,
    /// 승격을 고르는 중: (출발, 도착).
    pub promotion: Option<(Square, Square)>,
    /// 판을 뒤집어 보는가 (흑이 아래).
    pub flipped: bool,
    /// 둔 수들 (SAN).
    pub san: Vec<String>,
    /// 지금까지 닿은 국면들: 열쇠 → 처음 닿은 수순.
    pub seen: HashMap<u64, Vec<String>>,
    /// 지금 국면에 다른 수순으로 이미 닿은 적이 있으면 그 수순.
    pub transposed: Option<Vec<String>>,
    /// 마지막 수의 열쇠 애니메이션.
    pub anim: Option<KeyAnim>,
    /// 고른 기물 위에서 손가락을 누른 자리 (월드 좌표; 떼면 지운다).
    pub press: Option<Vec2>,
    /// 끄는 중인 기물의 자리 (손가락이 누른 자리에서 칸의 0.3 넘게 움직여야 끌기다).
    pub drag: Option<Vec2>,
}

impl ChessMatch {
    /// 새 대국 (사람이 `human`).
    pub fn new(human: Side) -> Self {
        let game = Chess::new();
        let mut seen = HashMap::new();
        seen.insert(game.board().key(), Vec::new());
        ChessMatch {
            game,
            human,
            pending: None,
            last: None,
            table: None,
            serial: crate::scenes::next_id(),
            selected: None,
            promotion: None,
            flipped: human == Side::Black,
            san: Vec::new(),
            seen,
            transposed: None,
            anim: None,
            press: None,
            drag: None,
        }
    }

    /// 국면 `board`에서 시작한다 (시험과 "이 국면에서" 용).
    pub fn from_board(human: Side, board: Board) -> Self {
        let mut m = ChessMatch::new(human);
        m.game = Chess::from_board(board);
        m.seen.clear();
        m.seen.insert(board.key(), Vec::new());
        m
    }

    /// 게임의 상태.
    pub fn status(&self) -> ChessStatus {
        self.game.status()
    }

    /// 사람이 지금 둘 수 있는가.
    pub fn human_to_move(&self) -> bool {
        !self.status().is_over()
            && self.game.board().side_to_move() == self.human
            && self.pending.is_none()
    }

    /// 수를 둔다 (검사 포함). 열쇠 애니메이션과 "다른 수순" 기록도 여기서.
    pub fn play(&mut self, mv: Move) -> Result<(), String> {
        let before = *self.game.board();
        let san = before.san(mv);
        self.game.try_play(mv).map_err(|e| e.to_string())?;
        self.anim = Some(KeyAnim {
            before: before.key(),
            steps: before.key_steps(mv),
            start: None,
        });
        self.san.push(san);
        let key = self.game.board().key();
        self.transposed = match self.seen.get(&key) {
            Some(line) if *line != self.san => Some(line.clone()),
            Some(_) => None,
            None => {
                self.seen.insert(key, self.san.clone());
                None
            }
        };
        self.selected = None;
        self.promotion = None;
        self.serial = crate::scenes::next_id();
        Ok(())
    }

    /// 사람의 마지막 수까지 무른다.
    pub fn undo(&mut self) {
        while self.game.undo() {
            self.san.pop();
            if self.game.board().side_to_move() == self.human {
                break;
            }
        }
        self.pending = None;
        self.last = None;
        self.anim = None;
        self.transposed = None;
        self.selected = None;
        self.promotion = None;
        self.serial = crate::scenes::next_id();
    }

    /// 칸 `from`의 기물이 갈 수 있는 칸들.
    pub fn targets(&self, from: Square) -> u64 {
        let mut to = 0;
        self.game.board().generate(|pm| {
            if pm.from == from {
                to = pm.to;
                return true;
            }
            false
        });
        to
    }
}

/// 수순을 "1.Nf3 Nf6 2.Nc3"처럼.
pub fn numbered(line: &[String]) -> String {
    let mut s = String::new();
    for (i, m) in line.iter().enumerate() {
        if i % 2 == 0 {
            s.push_str(&format!("{}.", i / 2 + 1));
        }
        s.push_str(m);
        s.push(' ');
    }
    s.trim_end().to_owned()
}

/// 폴리글롯 책 (네이티브에서 `assets/book.bin`이 있으면; 없어도 된다).
#[derive(Resource, Debug, Default)]
pub struct ChessBook(pub Option<Book>);

impl ChessBook {
    /// 국면의 책 수.
    pub fn moves(&self, b: &Board) -> Vec<BookMove> {
        self.0
            .as_ref()
            .map(|book| book.moves(b))
            .unwrap_or_default()
    }
}

/// 패널이 보내는 동작.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChessAction {
    /// 새 게임.
    NewGame,
    /// 무르기.
    Undo,
    /// 판 뒤집기.
    Flip,
    /// 실험.
    Lab(LabKind),
}

/// 판과 열쇠 판의 배치.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChessFit {
    /// a1 칸 (뒤집혔으면 h8 칸) 왼쪽 아래 모서리.
    pub origin: Vec2,
    /// 칸 한 변.
    pub cell: f32,
    /// 열쇠 판의 사각형.
    pub key: Rect,
    /// 비트 칸의 (열, 행) 수.
    pub bits: (u32, u32),
    /// 뒤집혔는가.
    pub flipped: bool,
}

impl ChessFit {
    /// 판 사각형에 8×8 판과 열쇠 판을 놓는다. 열쇠 판을 오른쪽에 둘 때와 아래에 둘 때 중 판의 칸이
    /// 더 커지는 쪽을 고른다 (넓은 화면은 오른쪽, 좁고 긴 화면은 아래, 360×640처럼 판의 높이가 모자란
    /// 화면은 오른쪽의 좁은 띠).
    pub fn compute(board: Rect, portrait: bool, flipped: bool) -> ChessFit {
        let strip = strip_height(board);
        let inner = Rect::new(
            board.min.x,
            board.min.y + strip,
            board.max.x,
            board.max.y - strip,
        );
        const GAP: f32 = 10.0;
        // 판의 왼쪽과 아래에 좌표 글자 자리 (칸의 0.4)를 남긴다: 8.4칸.
        let right_w = if portrait {
            (inner.width() * 0.3).clamp(90.0, 130.0)
        } else {
            (inner.width() * 0.36).clamp(110.0, 380.0)
        };
        let below_h = 64.0;
        let cell_right = ((inner.width() - right_w - GAP).min(inner.height()) / 8.4).max(4.0);
        let cell_below = (inner.width().min(inner.height() - below_h - GAP) / 8.4).max(4.0);
        if cell_right >= cell_below {
            let cell = cell_right;
            let side = cell * 8.0;
            let avail = inner.width() - right_w - GAP;
            let origin = Vec2::new(
                inner.min.x + (avail - side) / 2.0 + cell * 0.2,
                inner.center().y - side / 2.0 + cell * 0.2,
            );
            let key = Rect::new(inner.max.x - right_w, inner.min.y, inner.max.x, inner.max.y);
            let bits = if right_w >= 240.0 { (16, 4) } else { (8, 8) };
            ChessFit {
                origin,
                cell,
                key,
                bits,
                flipped,
            }
        } else {
            let cell = cell_below;
            let side = cell * 8.0;
            let origin = Vec2::new(
                inner.center().x - side / 2.0 + cell * 0.2,
                inner.max.y - side - cell * 0.1,
            );
            let key = Rect::new(inner.min.x, inner.min.y, inner.max.x, inner.min.y + below_h);
            ChessFit {
                origin,
                cell,
                key,
                bits: (32, 2),
                flipped,
            }
        }
    }

    /// 열쇠 판이 좁아 XOR 단계를 한 줄씩만 보여 주는가.
    pub fn compact(&self) -> bool {
        self.bits != (16, 4)
    }

    /// 칸의 가운데.
    pub fn at(&self, sq: Square) -> Vec2 {
        let (f, r) = if self.flipped {
            (7 - sq.file(), 7 - sq.rank())
        } else {
            (sq.file(), sq.rank())
        };
        self.origin + (Vec2::new(f32::from(f), f32::from(r)) + 0.5) * self.cell
    }

    /// 점 `p`가 있는 칸 (판 밖이면 `None`).
    pub fn square_at(&self, p: Vec2) -> Option<Square> {
        let q = (p - self.origin) / self.cell;
        if !(0.0..8.0).contains(&q.x) || !(0.0..8.0).contains(&q.y) {
            return None;
        }
        let (f, r) = (q.x as u8, q.y as u8);
        Some(if self.flipped {
            Square::at(7 - f, 7 - r)
        } else {
            Square::at(f, r)
        })
    }

    /// 점 `p`에 가장 가까운 `targets` 칸 (칸 한 변의 0.75 안에서) — 작은 화면에서 손가락이 조금
    /// 빗나가도 빛나는 칸을 고른다.
    pub fn nearest_target(&self, p: Vec2, targets: u64) -> Option<Square> {
        squares(targets)
            .map(|s| (s, self.at(s).distance(p)))
            .filter(|&(_, d)| d <= self.cell * 0.75)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(s, _)| s)
    }

    /// 승격 고르기 칸 `i`(0 = 퀸 …)의 자리: 도착 칸에서 판 가운데 쪽으로 차례로.
    pub fn promotion_at(&self, to: Square, i: usize) -> Vec2 {
        let toward_center = if self.at(to).y > self.origin.y + self.cell * 4.0 {
            -1.0
        } else {
            1.0
        };
        self.at(to) + Vec2::new(0.0, toward_center * self.cell * i as f32)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ChessAction>();
    app.add_plugins((
        ThinkPlugin::<ChessThink>::default(),
        ThinkPlugin::<PairSearch<Chess>>::default(),
    ));
    app.init_resource::<ChessBook>();
    app.add_systems(Startup, load_book);
    app.add_systems(OnEnter(TransMode::Chess), (start, spawn_board));
    app.add_systems(OnExit(TransMode::Chess), |mut c: Commands| {
        c.remove_resource::<ChessMatch>();
        c.remove_resource::<Lab<Chess>>();
        c.remove_resource::<Thinker<ChessThink>>();
        c.remove_resource::<Thinker<PairSearch<Chess>>>();
    });
    app.add_systems(
        Update,
        tap.in_set(AppSet::Input)
            .after(PointerSet)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
    app.add_systems(
        Update,
        (act, receive, think, receive_lab::<Chess>)
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
    app.add_systems(
        Update,
        (place_board, draw_pieces, draw_key)
            .chain()
            .in_set(AppSet::Animate)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
}

/// 네이티브: `assets/book.bin`이 있으면 읽는다. 없거나 망가졌으면 책 없이 (망가졌으면 로그에 남긴다).
fn load_book(mut book: ResMut<ChessBook>) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let path = std::path::Path::new("assets/book.bin");
        if let Ok(bytes) = std::fs::read(path) {
            match Book::from_bytes(&bytes) {
                Ok(b) => {
                    info!("opening book: {} entries from {}", b.len(), path.display());
                    book.0 = Some(b);
                }
                Err(e) => warn!("ignoring {}: {e}", path.display()),
            }
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        book.0 = None;
    }
}

fn human_side(settings: &TransSettings) -> Side {
    if settings.human_first {
        Side::White
    } else {
        Side::Black
    }
}

fn start(mut commands: Commands, settings: Res<TransSettings>) {
    commands.insert_resource(ChessMatch::new(human_side(&settings)));
    commands.insert_resource(Thinker::<ChessThink>::default());
    commands.insert_resource(Thinker::<PairSearch<Chess>>::default());
}

/// AI의 탐색 설정: 깊이는 열어 두고 생각 시간으로 세기를 정한다.
pub fn ai_config(settings: &TransSettings) -> SearchConfig {
    SearchConfig {
        max_depth: 32,
        max_millis: Some((settings.chess_secs.clamp(0.1, 30.0) * 1000.0) as u64),
        use_tt: true,
        tt_bits: TT_BITS,
        key_mode: KeyMode::Full64,
    }
}

fn act(
    mut commands: Commands,
    mut actions: MessageReader<ChessAction>,
    mut m: ResMut<ChessMatch>,
    mut thinker: ResMut<Thinker<ChessThink>>,
    mut lab_thinker: ResMut<Thinker<PairSearch<Chess>>>,
    settings: Res<TransSettings>,
) {
    for a in actions.read() {
        match *a {
            ChessAction::NewGame => {
                thinker.cancel();
                *m = ChessMatch::new(human_side(&settings));
                commands.remove_resource::<Lab<Chess>>();
            }
            ChessAction::Undo => {
                thinker.cancel();
                m.undo();
                commands.remove_resource::<Lab<Chess>>();
            }
            ChessAction::Flip => {
                m.flipped = !m.flipped;
                m.serial = crate::scenes::next_id();
            }
            ChessAction::Lab(kind) => {
                let depth = settings.chess_lab_depth.clamp(1, 6);
                let game = Chess::from_board(*m.game.board());
                commands.insert_resource(Lab::start(&mut lab_thinker, game, depth, kind, 18));
            }
        }
    }
}

/// AI 차례이고 생각 중이 아니면 찾기 시작한다 (표는 앞 수에서 이어 쓴다).
fn think(
    mut m: ResMut<ChessMatch>,
    mut thinker: ResMut<Thinker<ChessThink>>,
    settings: Res<TransSettings>,
) {
    if m.status().is_over() || m.game.board().side_to_move() == m.human || m.pending.is_some() {
        return;
    }
    let mut searcher = Searcher::new(m.game.clone(), ai_config(&settings));
    if let Some(t) = m.table.take() {
        searcher = searcher.with_table(t);
    }
    m.pending = Some(thinker.start(ChessThink { searcher }));
}

fn receive(mut thoughts: MessageReader<Thought<ChessThink>>, mut m: ResMut<ChessMatch>) {
    for t in thoughts.read() {
        if m.pending != Some(t.ticket) {
            continue;
        }
        m.pending = None;
        let (result, table) = &t.output;
        m.table = table.clone();
        if let Some(mv) = result.best
            && let Err(e) = m.play(mv)
        {
            warn!("the chess AI's move {mv} was refused: {e}");
        }
        m.last = Some(result.clone());
    }
}

/// 누르기와 끌기: 자기 기물을 누르면 고르고 (갈 수 있는 칸이 빛남), 빛나는 칸을 누르거나 그리로
/// 끌어 놓으면 둔다. 승격이면 네 기물 중에서 고른다.
fn tap(
    mut pointer: MessageReader<Pointer>,
    mut m: ResMut<ChessMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
) {
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let now = time.elapsed_secs();
    for p in pointer.read() {
        match p.phase {
            PointerPhase::Down => press(&mut m, &fit, p.world, now, &mut hint),
            PointerPhase::Move => {
                let moved = m
                    .press
                    .is_some_and(|at| at.distance(p.world) > fit.cell * 0.3);
                if m.selected.is_some() && (m.drag.is_some() || moved) {
                    m.drag = Some(p.world);
                }
            }
            PointerPhase::Up => {
                m.press = None;
                // 끌지 않고 뗀 것은 누르기일 뿐이다 (고르기는 눌렀을 때 끝났다).
                let Some(from) = m.selected.filter(|_| m.drag.is_some()) else {
                    continue;
                };
                m.drag = None;
                let targets = m.targets(from);
                let to = fit
                    .square_at(p.world)
                    .filter(|s| targets & s.bb() != 0)
                    .or_else(|| fit.nearest_target(p.world, targets));
                if let Some(to) = to {
                    try_move(&mut m, from, to, now, &mut hint);
                }
            }
        }
    }
}

fn press(m: &mut ChessMatch, fit: &ChessFit, at: Vec2, now: f32, hint: &mut Hint) {
    // 승격 고르기: 네 칸 중 하나, 아니면 취소.
    if let Some((from, to)) = m.promotion {
        let chosen = (0..4).find(|&i| fit.promotion_at(to, i).distance(at) <= fit.cell * 0.5);
        m.promotion = None;
        if let Some(i) = chosen {
            let mv = Move {
                from,
                to,
                promotion: Some(Piece::PROMOTIONS[i]),
            };
            if let Err(e) = m.play(mv) {
                warn!("promotion {mv} refused: {e}");
                hint.show(S::HintIllegal, 0, now);
            }
        }
        m.selected = None;
        return;
    }
    let sq = fit.square_at(at);
    if m.status().is_over() {
        if sq.is_some() {
            hint.show(S::HintGameOver, 0, now);
        }
        return;
    }
    if !m.human_to_move() {
        if sq.is_some() {
            hint.show(S::HintAiThinking, 0, now);
        }
        return;
    }
    let own = |s: Square| {
        m.game
            .board()
            .piece_on(s)
            .is_some_and(|(c, _)| c == m.human)
    };
    // 고른 기물이 있으면: 빛나는 칸 (조금 빗나가도) → 둔다.
    if let Some(from) = m.selected {
        let targets = m.targets(from);
        let to = sq.filter(|s| targets & s.bb() != 0).or_else(|| {
            fit.nearest_target(at, targets)
                .filter(|s| sq.is_none_or(|q| !own(q) || q == *s))
        });
        if let Some(to) = to {
            try_move(m, from, to, now, hint);
            return;
        }
    }
    // 빈 칸이나 판 바로 밖을 눌렀으면, 손가락 가까이 (칸 한 변의 0.75 안) 둘 수 있는 자기 기물을
    // 고른다: 휴대폰에서 칸이 손가락보다 작아도 기물을 집을 수 있게.
    let empty = sq.is_none_or(|s| m.game.board().piece_on(s).is_none());
    let near_own = if empty {
        let movable = squares(m.game.board().color_bb(m.human))
            .filter(|&s| m.targets(s) != 0)
            .fold(0u64, |bb, s| bb | s.bb());
        fit.nearest_target(at, movable)
    } else {
        None
    };
    match (sq, near_own) {
        (Some(s), _) if own(s) => {
            m.selected = Some(s);
            m.press = Some(at);
            if m.targets(s) == 0 {
                hint.show(S::HintNoMoves, 0, now);
            }
        }
        (_, Some(s)) => {
            m.selected = Some(s);
            m.press = Some(at);
        }
        (Some(_), None) if !empty => {
            m.selected = None;
            hint.show(S::HintNotYourPiece, 0, now);
        }
        _ => m.selected = None,
    }
}

fn try_move(m: &mut ChessMatch, from: Square, to: Square, now: f32, hint: &mut Hint) {
    let promotes = m
        .game
        .board()
        .piece_on(from)
        .is_some_and(|(_, p)| p == Piece::Pawn)
        && matches!(to.rank(), 0 | 7);
    if promotes {
        m.promotion = Some((from, to));
        m.drag = None;
        hint.show(S::ChessPromote, 0, now);
        return;
    }
    if m.play(Move::new(from, to)).is_err() {
        hint.show(S::HintIllegal, 0, now);
    }
    m.drag = None;
}

/// 칸.
#[derive(Component)]
struct SquareSprite(Square);

/// 갈 수 있는 칸의 점.
#[derive(Component)]
struct TargetDot(Square);

/// 기물 글자 (칸, 겹: 0 = 속, 1 = 윤곽).
#[derive(Component)]
struct PieceGlyph(Square, u8);

/// 좌표 글자 (열이면 true, 번호).
#[derive(Component)]
struct CoordLabel(bool, u8);

/// 승격 고르기 (칸, 겹).
#[derive(Component)]
struct PromotionChoice(usize, u8);

/// 열쇠 판의 비트 (0 = 가장 높은 비트).
#[derive(Component)]
struct KeyBit(u32);

/// 비트 칸의 숫자.
#[derive(Component)]
struct KeyBitText(u32);

/// 열쇠 판의 글 (0: 제목과 16진수, 1: 단계들, 2: 다른 수순).
#[derive(Component)]
struct KeyText(u8);

fn spawn_board(mut commands: Commands, art: Res<Art>, fonts: Res<Fonts>) {
    let scoped = DespawnOnExit(TransMode::Chess);
    for sq in Square::ALL {
        commands.spawn((
            SquareSprite(sq),
            Sprite::from_color(LIGHT, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            TargetDot(sq),
            Sprite {
                image: art.disc.clone(),
                color: Color::NONE,
                ..default()
            },
            Transform::default(),
            scoped.clone(),
        ));
        for layer in 0..2 {
            commands.spawn((
                PieceGlyph(sq, layer),
                Text2d::default(),
                fonts.text(30.0),
                TextColor(Color::NONE),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
    for k in 0..8 {
        for file in [true, false] {
            let text = if file {
                char::from(b'a' + k).to_string()
            } else {
                (k + 1).to_string()
            };
            commands.spawn((
                CoordLabel(file, k),
                Text2d::new(text),
                fonts.text(11.0),
                TextColor(palette::TEXT_DIM),
                Transform::default(),
                scoped.clone(),
            ));
        }
    }
    for i in 0..4 {
        commands.spawn((
            PromotionChoice(i, 0),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            Visibility::Hidden,
            scoped.clone(),
        ));
        for layer in 1..3 {
            commands.spawn((
                PromotionChoice(i, layer),
                Text2d::default(),
                fonts.text(30.0),
                TextColor(Color::NONE),
                Transform::default(),
                Visibility::Hidden,
                scoped.clone(),
            ));
        }
    }
    for bit in 0..64 {
        commands.spawn((
            KeyBit(bit),
            Sprite::from_color(palette::SURFACE_HIGH, Vec2::ONE),
            Transform::default(),
            scoped.clone(),
        ));
        commands.spawn((
            KeyBitText(bit),
            Text2d::default(),
            fonts.bold(12.0),
            TextColor(palette::TEXT),
            Transform::default(),
            scoped.clone(),
        ));
    }
    for k in 0..3 {
        commands.spawn((
            KeyText(k),
            Text2d::default(),
            if k == 0 {
                fonts.bold(14.0)
            } else {
                fonts.text(13.0)
            },
            TextColor(palette::TEXT),
            TextLayout::justify(Justify::Left),
            bevy::sprite::Anchor::TOP_LEFT,
            Transform::default(),
            scoped.clone(),
        ));
    }
}

/// 칸들의 자리와 색 (마지막 수, 고른 칸, 체크, AI가 앞세운 수), 갈 수 있는 칸의 점, 좌표.
fn place_board(
    m: Res<ChessMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    thinker: Option<Res<Thinker<ChessThink>>>,
    mut q: ParamSet<(
        Query<(&SquareSprite, &mut Sprite, &mut Transform)>,
        Query<(&TargetDot, &mut Sprite, &mut Transform)>,
        Query<(&CoordLabel, &mut Transform, &mut TextFont)>,
    )>,
) {
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let b = m.game.board();
    let last = m.game.history().last().and_then(|prev| last_move(prev, b));
    let check = b.in_check().then(|| b.king_square(b.side_to_move()));
    let lead = thinker
        .and_then(|t| t.snapshot())
        .and_then(|s| s.done.last().and_then(|r| r.best))
        .filter(|_| m.pending.is_some());
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 6.0).sin();
    for (s, mut sprite, mut tf) in &mut q.p0() {
        tf.translation = fit.at(s.0).extend(-1.0);
        sprite.custom_size = Some(Vec2::splat(fit.cell));
        let base = if (s.0.file() + s.0.rank()) % 2 == 0 {
            DARK
        } else {
            LIGHT
        };
        let sq = Some(s.0);
        sprite.color = if sq == check {
            base.mix(&palette::BAD, 0.55 + 0.25 * pulse)
        } else if sq == m.selected {
            base.mix(&palette::BLUE, 0.55)
        } else if lead.is_some_and(|mv| mv.from == s.0 || mv.to == s.0) {
            base.mix(&palette::GOLD, 0.35 + 0.35 * pulse)
        } else if last.is_some_and(|mv| mv.from == s.0 || mv.to == s.0) {
            base.mix(&palette::GOLD, 0.35)
        } else {
            base
        };
    }
    let targets = m.selected.map_or(0, |s| m.targets(s));
    for (d, mut sprite, mut tf) in &mut q.p1() {
        tf.translation = fit.at(d.0).extend(0.5);
        let capture = b.piece_on(d.0).is_some();
        sprite.custom_size = Some(Vec2::splat(fit.cell * if capture { 0.9 } else { 0.32 }));
        sprite.color = if targets & d.0.bb() != 0 {
            palette::BLUE.with_alpha(if capture { 0.35 } else { 0.7 })
        } else {
            Color::NONE
        };
    }
    for (c, mut tf, mut font) in &mut q.p2() {
        font.font_size = FontSize::Px((fit.cell * 0.3).clamp(8.0, 14.0));
        let k = if fit.flipped { 7 - c.1 } else { c.1 };
        let along = (f32::from(k) + 0.5) * fit.cell;
        tf.translation = if c.0 {
            Vec3::new(fit.origin.x + along, fit.origin.y - fit.cell * 0.22, 3.0)
        } else {
            Vec3::new(fit.origin.x - fit.cell * 0.22, fit.origin.y + along, 3.0)
        };
    }
}

/// 두 국면 사이의 수 (앞 국면의 합법 수 중 뒤 국면을 만드는 것).
fn last_move(prev: &Board, now: &Board) -> Option<Move> {
    prev.legal_moves().into_iter().find(|&mv| {
        let mut b = *prev;
        b.make_move(mv);
        b == *now
    })
}

/// 기물 글자와 승격 고르기.
fn draw_pieces(
    m: Res<ChessMatch>,
    layout: Res<ScreenLayout>,
    mut glyphs: Query<
        (
            &PieceGlyph,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &mut Transform,
        ),
        Without<PromotionChoice>,
    >,
    mut choices: Query<
        (
            &PromotionChoice,
            Option<&mut Sprite>,
            Option<&mut Text2d>,
            Option<&mut TextColor>,
            Option<&mut TextFont>,
            &mut Transform,
            &mut Visibility,
        ),
        Without<PieceGlyph>,
    >,
) {
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let b = m.game.board();
    let size = FontSize::Px(fit.cell * 0.82);
    for (g, mut text, mut color, mut font, mut tf) in &mut glyphs {
        font.font_size = size;
        let dragging = m.drag.filter(|_| m.selected == Some(g.0));
        let at = dragging.unwrap_or_else(|| fit.at(g.0));
        tf.translation =
            at.extend(if dragging.is_some() { 6.0 } else { 2.0 } + f32::from(g.1) * 0.1);
        let (s, c) = match b.piece_on(g.0) {
            Some((side, p)) if g.1 == 0 => (
                FILLED[p.index()],
                if side == Side::White {
                    WHITE_FILL
                } else {
                    BLACK_FILL
                },
            ),
            Some((side, p)) => (
                HOLLOW[p.index()],
                if side == Side::White {
                    BLACK_FILL
                } else {
                    WHITE_FILL.with_alpha(0.35)
                },
            ),
            None => (' ', Color::NONE),
        };
        if !text.0.starts_with(s) {
            text.0 = s.to_string();
        }
        color.0 = c;
    }
    let promo = m.promotion;
    for (ch, sprite, text, color, font, mut tf, mut vis) in &mut choices {
        let Some((_, to)) = promo else {
            *vis = Visibility::Hidden;
            continue;
        };
        *vis = Visibility::Inherited;
        let at = fit.promotion_at(to, ch.0);
        tf.translation = at.extend(8.0 + f32::from(ch.1) * 0.1);
        if let Some(mut s) = sprite {
            s.custom_size = Some(Vec2::splat(fit.cell * 0.98));
            s.color = palette::SURFACE_HIGH.mix(&palette::GOLD, 0.2);
        }
        if let (Some(mut text), Some(mut color), Some(mut font)) = (text, color, font) {
            font.font_size = size;
            let p = Piece::PROMOTIONS[ch.0];
            let (s, c) = if ch.1 == 1 {
                (
                    FILLED[p.index()],
                    if m.human == Side::White {
                        WHITE_FILL
                    } else {
                        BLACK_FILL
                    },
                )
            } else {
                (
                    HOLLOW[p.index()],
                    if m.human == Side::White {
                        BLACK_FILL
                    } else {
                        WHITE_FILL.with_alpha(0.35)
                    },
                )
            };
            if !text.0.starts_with(s) {
                text.0 = s.to_string();
            }
            color.0 = c;
        }
    }
}

/// 편의 이름 (백/흑).
pub fn side_name(c: Side, locale: &Locale) -> &'static str {
    locale.t(match c {
        Side::White => S::ChessWhite,
        Side::Black => S::ChessBlack,
    })
}

/// 열쇠 한 단계의 이름 ("♞b8 나감", "차례 → 흑" …).
pub fn step_label(step: &KeyStep, locale: &Locale) -> String {
    let piece = |c: Side, p: Piece, sq: Square| format!("{}{sq}", piece_char(c, p));
    let side = |c: Side| side_name(c, locale).to_owned();
    let rights = |c: gameai::games::chess::Castling| {
        let s: String = [('K', 1), ('Q', 2), ('k', 4), ('q', 8)]
            .iter()
            .filter(|&&(_, b)| c.has(b))
            .map(|&(ch, _)| ch)
            .collect();
        if s.is_empty() { "-".to_owned() } else { s }
    };
    let file = |f: u8| char::from(b'a' + f).to_string();
    match step.part {
        KeyPart::Out(c, p, sq) => locale.f(S::TtKeyOut, &[("p", &piece(c, p, sq))]),
        KeyPart::Captured(c, p, sq) => locale.f(S::TtKeyCaptured, &[("p", &piece(c, p, sq))]),
        KeyPart::In(c, p, sq) => locale.f(S::TtKeyIn, &[("p", &piece(c, p, sq))]),
        KeyPart::Castling(a, b) => {
            locale.f(S::TtKeyCastling, &[("a", &rights(a)), ("b", &rights(b))])
        }
        KeyPart::EnPassantOff(f) => locale.f(S::TtKeyEpOff, &[("f", &file(f))]),
        KeyPart::EnPassantOn(f) => locale.f(S::TtKeyEpOn, &[("f", &file(f))]),
        KeyPart::SideToMove(c) => locale.f(S::TtKeySide, &[("c", &side(c))]),
    }
}

/// 열쇠 판: 64비트 (지금 단계가 뒤집는 비트는 금색으로 접혔다 펴진다), 16진수, XOR 단계들, 다른 수순.
fn draw_key(
    mut m: ResMut<ChessMatch>,
    layout: Res<ScreenLayout>,
    time: Res<Time>,
    locale: Res<Locale>,
    mut bits: Query<(&KeyBit, &mut Sprite, &mut Transform), Without<KeyBitText>>,
    mut digits: Query<
        (
            &KeyBitText,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &mut Transform,
            &mut Visibility,
        ),
        (Without<KeyBit>, Without<KeyText>),
    >,
    mut texts: Query<
        (
            &KeyText,
            &mut Text2d,
            &mut TextColor,
            &mut TextFont,
            &mut Transform,
            &mut TextBounds,
        ),
        (Without<KeyBit>, Without<KeyBitText>),
    >,
) {
    let now = time.elapsed_secs();
    if let Some(a) = m.anim.as_mut().filter(|a| a.start.is_none()) {
        a.start = Some(now);
    }
    let fit = ChessFit::compute(layout.board, layout.portrait, m.flipped);
    let key_now = m.game.board().key();
    let (shown, current) = match &m.anim {
        Some(a) => a.at(now),
        None => (key_now, None),
    };
    let flipping = current.map_or(0, |(i, _)| m.anim.as_ref().map_or(0, |a| a.steps[i].value));
    let t = current.map_or(1.0, |(_, t)| t);
    let (cols, rows) = fit.bits;
    let r = fit.key;
    let compact = fit.compact();
    // 제목과 16진수: 넓으면 한 줄, 좁으면 두 줄.
    let narrow = r.width() < 200.0;
    let text_h = if narrow { 34.0 } else { 22.0 };
    let grid_w = r.width();
    let cell = (grid_w / cols as f32).min(if compact { 16.0 } else { 24.0 });
    let grid_top = r.max.y - text_h - 4.0;
    let x0 = r.min.x + (grid_w - cell * cols as f32) / 2.0;
    let show_digits = cell >= 13.0;
    for (b, mut sprite, mut tf) in &mut bits {
        let (c, row) = (b.0 % cols, b.0 / cols);
        let pos = Vec2::new(
            x0 + cell * (c as f32 + 0.5),
            grid_top - cell * 1.1 * (row as f32 + 0.5),
        );
        tf.translation = pos.extend(0.0);
        let bit = 63 - b.0;
        let on = shown >> bit & 1 == 1;
        let changing = flipping >> bit & 1 == 1;
        let squash = if changing {
            ((t * std::f32::consts::PI).cos().abs()).max(0.08)
        } else {
            1.0
        };
        sprite.custom_size = Some(Vec2::new(cell * 0.9 * squash, cell * 0.9));
        // 숫자가 안 보일 만큼 작으면 1을 밝은 칸으로 그려 0과 한눈에 갈리게 한다.
        sprite.color = if changing {
            palette::GOLD.with_alpha(0.9)
        } else if on && !show_digits {
            palette::TEXT_DIM
        } else if on {
            palette::LINE
        } else {
            palette::SURFACE_HIGH
        };
    }
    for (b, mut text, mut color, mut font, mut tf, mut vis) in &mut digits {
        let (c, row) = (b.0 % cols, b.0 / cols);
        tf.translation = Vec3::new(
            x0 + cell * (c as f32 + 0.5),
            grid_top - cell * 1.1 * (row as f32 + 0.5),
            1.0,
        );
        *vis = if show_digits {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        font.font_size = FontSize::Px((cell * 0.55).clamp(8.0, 14.0));
        let bit = 63 - b.0;
        let s = if shown >> bit & 1 == 1 { "1" } else { "0" };
        if text.0 != s {
            text.0 = s.to_owned();
        }
        color.0 = if flipping >> bit & 1 == 1 {
            palette::BACKGROUND
        } else {
            palette::TEXT
        };
    }
    let grid_bottom = grid_top - cell * 1.1 * rows as f32;
    let steps: Vec<String> = m
        .anim
        .as_ref()
        .map(|a| a.steps.iter().map(|s| step_label(s, &locale)).collect())
        .unwrap_or_default();
    for (k, mut text, mut color, mut font, mut tf, mut bounds) in &mut texts {
        *bounds = TextBounds::new_horizontal(r.width());
        let (s, c, y, size) = match k.0 {
            0 => (
                format!(
                    "{}  {}",
                    locale.t(S::ChessKeyTitle),
                    super::hud::hex_key(shown)
                ),
                palette::TEXT,
                r.max.y,
                if compact { 12.0 } else { 14.0 },
            ),
            1 => {
                let s = if compact {
                    // 좁은 화면: 지금 단계 한 줄.
                    match current {
                        Some((i, _)) => steps[i].clone(),
                        None if !steps.is_empty() => locale.t(S::TtKeyResult).to_owned(),
                        None => String::new(),
                    }
                } else {
                    let mut lines: Vec<String> = steps
                        .iter()
                        .enumerate()
                        .map(|(i, s)| {
                            let mark = match current {
                                Some((c, _)) if c == i => "▶ ",
                                Some((c, _)) if c < i => "   ",
                                _ => "✓ ",
                            };
                            format!("{mark}{s}")
                        })
                        .collect();
                    if !steps.is_empty() && current.is_none() {
                        lines.push(locale.t(S::TtKeyResult).to_owned());
                    }
                    lines.join("\n")
                };
                (
                    s,
                    palette::TEXT,
                    grid_bottom - 6.0,
                    if compact { 11.0 } else { 13.0 },
                )
            }
            _ => {
                let s = m
                    .transposed
                    .as_ref()
                    .map(|line| {
                        let line = if line.is_empty() {
                            locale.t(S::ChessStartPosition).to_owned()
                        } else {
                            numbered(line)
                        };
                        locale.f(S::TtSameByOther, &[("line", &line)])
                    })
                    .unwrap_or_default();
                let y = if compact {
                    grid_bottom - 6.0 - 15.0 * if narrow { 3.0 } else { 1.0 }
                } else {
                    grid_bottom - 10.0 - 18.0 * (steps.len() as f32 + 1.5)
                };
                (s, palette::GOOD, y, if compact { 11.0 } else { 13.0 })
            }
        };
        if text.0 != s {
            text.0 = s;
        }
        color.0 = c;
        font.font_size = FontSize::Px(size);
        tf.translation = Vec3::new(r.min.x, y, 3.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_is_found_where_it_is_drawn() {
        for (w, h) in [(360.0, 640.0), (1280.0, 720.0), (3840.0, 2160.0)] {
            let layout = ScreenLayout::compute(Vec2::new(w, h));
            for flipped in [false, true] {
                let fit = ChessFit::compute(layout.board, layout.portrait, flipped);
                for sq in Square::ALL {
                    assert_eq!(fit.square_at(fit.at(sq)), Some(sq), "{w}x{h} {sq}");
                }
                // 판과 열쇠 판은 겹치지 않고, 판 사각형 안에 있다.
                let board = Rect::from_corners(fit.origin, fit.origin + fit.cell * 8.0);
                assert!(board.intersect(fit.key).is_empty(), "{w}x{h}");
                assert!(layout.board.contains(board.min) && layout.board.contains(board.max));
            }
        }
    }

    #[test]
    fn key_animation_ends_on_the_new_key() {
        let mut m = ChessMatch::new(Side::White);
        let before = m.game.board().key();
        let mv = m
            .game
            .board()
            .parse_uci("e2e4")
            .unwrap_or(Move::new(Square::at(4, 1), Square::at(4, 3)));
        m.play(mv).unwrap_or_default();
        let mut a = m.anim.clone().unwrap_or(KeyAnim {
            before,
            steps: Vec::new(),
            start: None,
        });
        a.start = Some(0.0);
        assert_eq!(a.at(0.0).0, before);
        let end = a.steps.len() as f32 * KEY_STEP_TIME + 0.01;
        assert_eq!(a.at(end), (m.game.board().key(), None));
    }

    #[test]
    fn transpositions_are_named() {
        let mut m = ChessMatch::new(Side::White);
        for s in ["g1f3", "g8f6", "b1c3"] {
            let mv = m
                .game
                .board()
                .parse_uci(s)
                .unwrap_or(Move::new(Square::at(0, 0), Square::at(0, 0)));
            m.play(mv).unwrap_or_default();
        }
        for _ in 0..3 {
            m.game.undo();
            m.san.pop();
        }
        for s in ["b1c3", "g8f6", "g1f3"] {
            let mv = m
                .game
                .board()
                .parse_uci(s)
                .unwrap_or(Move::new(Square::at(0, 0), Square::at(0, 0)));
            m.play(mv).unwrap_or_default();
        }
        assert_eq!(
            m.transposed.as_deref().map(numbered),
            Some("1.Nf3 Nf6 2.Nc3".to_owned())
        );
    }
}
