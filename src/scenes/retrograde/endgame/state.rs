//! 체스 끝내기 모드의 상태: 세션 동안 남는 풀린 표들, 고른 끝내기와 그 풀이, 보는 판, 대국.
//! 모드의 다른 파일이 모두 가져다 쓴다 (이 파일은 그것들을 가져오지 않는다).

use bevy::prelude::*;
use gameai::games::chess::{Board, Color as Side, Move, Piece, Square};
use gameai::tablebase::{GenSnapshot, Generator, Material, Stage, TableReport, Value};

use crate::review::Line;
use crate::scenes::seat::AiSeat;
pub use crate::scenes::tables::EndgameTables;
use crate::scenes::tables::TooBig;
use crate::think::Thinker;

/// 한 번 눌러 고르는 끝내기 (미리 놓은 것). 다른 재료는 고르개([`super::picker`])로 기물을 쪽마다
/// 골라 푼다: 네 기물까지 무엇이든, 만드는 데 드는 메모리가 예산 안이면 (폰이 있는 4기물은 아래
/// 표까지 45–117 MiB라 휴대폰에서는 예산을 넘기 쉽다).
pub(crate) const ENDGAMES: [&str; 7] = ["KQK", "KRK", "KPK", "KBBK", "KBNK", "KQKR", "KRKN"];

/// 미리 놓은 끝내기 `i`의 재료 (넘으면 마지막).
pub(crate) fn preset(i: usize) -> Material {
    let name = ENDGAMES[i.min(ENDGAMES.len() - 1)];
    Material::parse(name).expect("the listed endgames parse")
}

/// 세 가지 보기.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EgView {
    /// 층이 자라는 풀이.
    #[default]
    Solve,
    /// 한 국면의 모든 수의 값.
    Moves,
    /// 완벽한 표와의 대국.
    Play,
}

/// 대국에서 사람의 수 하나에 붙인 표시.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// 완벽보다 `n`수 손해.
    Slower(Move, u16),
    /// 이김을 놓쳤다 (또는 진 쪽이 더 빨리 지는 길에서 … 방어의 손해는 `Slower`).
    Spoiled(Move),
    /// 표가 둔 수.
    Table(Move),
}

/// 표와의 대국.
#[derive(Clone, Debug, PartialEq)]
pub struct EgGame {
    /// 사람의 색.
    pub human: Side,
    /// 처음 국면의 값 (둘 차례 = 사람).
    pub start: Value,
    /// 사람이 둔 수.
    pub human_moves: u32,
    /// 수마다의 표시.
    pub notes: Vec<Note>,
    /// 표가 둘 시각 (사람의 수 뒤 잠깐 쉬어, 보이게).
    pub reply_at: Option<f32>,
    /// 돌아보기가 쓰는 표 (대국을 시작할 때의 풀린 표들을 나누어 쓴다).
    pub tables: std::sync::Arc<gameai::tablebase::Tablebase>,
}

/// 저장 글에서 읽었지만 아직 두지 않은 표와의 대국: 처음 국면과 수들 (표가 다시 풀린 뒤에 둔다).
#[derive(Clone, Debug, PartialEq)]
pub struct SavedPlay {
    /// 처음 국면 (사람 차례).
    pub first: Board,
    /// 둔 수들 (처음 국면에서 차례로 합법임을 읽을 때 검사했다).
    pub moves: Vec<Move>,
}

/// 모드의 상태.
#[derive(Resource)]
pub struct EndgameLab {
    /// 고른 끝내기의 재료 (표의 이름: 센 쪽이 백).
    pub material: Material,
    /// 고르개에서 짓고 있는 재료 (아직 풀지 않았다; 처음에는 고른 재료).
    pub draft: Material,
    /// 풀이의 마지막 모습 (풀고 있을 때; 프레임마다 생각 모듈에서).
    pub snapshot: Option<GenSnapshot>,
    /// 풀이가 지켜보는 국면들: 풀기를 시작할 때의 배치에 흑 킹을 칸마다 (스냅숏의 `watched`와 같은
    /// 차례). 풀이는 작업자나 작업 스레드에 있으므로 풀기 판은 이 국면들의 값만 안다.
    pub watching: Vec<Board>,
    /// 그 국면들의 배치 (흑 킹 말고).
    pub watched_pieces: Vec<(Side, Piece, Square)>,
    /// 이 끝내기를 만들면 AI의 메모리 예산을 넘는다 (만들지 않았다).
    pub too_big: Option<TooBig>,
    /// 보기.
    pub view: EgView,
    /// 풀기 판의 기물들 (흑 킹 말고): 흑 킹의 칸마다 이 배치로 칠한다.
    pub pieces: Vec<(Side, Piece, Square)>,
    /// 고른 칸 (풀기: 옮길 기물, 수마다·대국: 둘 기물).
    pub selected: Option<Square>,
    /// 수마다·대국의 국면과 지나온 국면들.
    pub position: Board,
    pub history: Vec<Board>,
    /// 마지막 수.
    pub last: Option<Move>,
    /// 수마다·대국의 국면을 골랐는가 (아니면 수마다 보기가 가장 긴 메이트 국면을 연다).
    pub position_set: bool,
    /// 대국 (대국 보기에서 시작했으면).
    pub game: Option<EgGame>,
    /// 대국의 처음 국면 (국면을 고를 때마다 [`EndgameLab::show`]).
    pub first: Board,
    /// 대국의 수들과 보는 자리 (수 목록; 앞 국면에서 두면 새 갈래; 대국이 없으면 비어 있다).
    pub line: Line<Move>,
    /// 대국에서 표 쪽의 자리 ([`crate::scenes::seat`]): 표의 결론은 수 하나, 수가 거부되면 멈춘다.
    pub(crate) seat: AiSeat<Option<Move>, ()>,
    /// 저장 글에서 되살릴 대국 (표가 풀리면 [`super::play::resume`]이 둔다).
    pub pending: Option<SavedPlay>,
    /// 대국에서 사람이 공격하는가.
    pub attack: bool,
    /// 풀기 판에 보이는 층 (시간에 따라 자란다; 풀이가 그 층에 닿기 전에는 거기서 기다린다).
    pub reveal: f32,
}

impl EndgameLab {
    /// 재료 `material`(표의 이름으로 고친 것)을 고른 새 상태 (풀기 판은 보기 좋은 배치로).
    pub fn new(material: Material) -> EndgameLab {
        let material = material.normalized().0;
        let pieces = sample(&material);
        // 흑 킹은 h8에서부터 처음 놓이는 칸에.
        let position = Square::ALL
            .iter()
            .rev()
            .find_map(|&sq| solve_board(&pieces, sq))
            .unwrap_or_default();
        EndgameLab {
            draft: material.clone(),
            material,
            snapshot: None,
            watching: Vec::new(),
            watched_pieces: Vec::new(),
            too_big: None,
            view: EgView::Solve,
            pieces,
            selected: None,
            position,
            history: Vec::new(),
            last: None,
            position_set: false,
            game: None,
            first: position,
            line: Line::default(),
            seat: AiSeat::default(),
            pending: None,
            attack: true,
            reveal: 0.0,
        }
    }

    /// 풀기 판에 칠할 가장 긴 거리 (반수; 음수면 아직 없음)와, 비김도 칠하는가. 층은 보이는 속도로
    /// 자라고, 풀고 있으면 풀이가 닿은 층을 넘지 않는다. 비김은 다 풀고 모든 층이 보인 뒤에.
    pub(crate) fn painted(&self, tables: &EndgameTables) -> (i32, bool) {
        let shown = self.reveal as i32;
        if self.solved(tables) {
            let longest = self
                .report(tables)
                .and_then(|r| r.longest.as_ref())
                .map_or(0, |(d, _)| i32::from(*d));
            return (shown, shown > longest);
        }
        match &self.snapshot {
            Some(s) if s.current + 1 == s.tables.len() => match s.stage {
                Stage::Layer(n) => (shown.min(i32::from(n)), false),
                Stage::Finish => (shown, false),
                Stage::Scan | Stage::Seed => (-1, false),
            },
            _ => (-1, false),
        }
    }

    /// 고른 끝내기의 표가 없으면 풀기 시작한다 (풀던 다른 표는 그만두되, 다 푼 표는 남긴다).
    /// 풀이는 지금 배치의 흑 킹 칸마다의 국면을 지켜본다.
    pub(crate) fn start_solving(
        &mut self,
        tables: &mut EndgameTables,
        thinker: &mut Thinker<Generator>,
    ) {
        self.snapshot = None;
        self.reveal = 0.0;
        if tables.has(&self.material) {
            return;
        }
        self.watched_pieces = self.pieces.clone();
        self.watching = Square::ALL
            .iter()
            .filter_map(|&sq| solve_board(&self.pieces, sq))
            .collect();
        self.too_big = tables
            .request(thinker, &self.material, self.watching.clone())
            .err();
    }

    /// 표가 다 풀렸는가.
    pub fn solved(&self, tables: &EndgameTables) -> bool {
        tables.has(&self.material)
    }

    /// 이 끝내기를 풀고 있는가.
    pub fn solving(&self, tables: &EndgameTables) -> bool {
        tables.making() == Some(&self.material)
    }

    /// 국면의 지금까지 아는 값. 풀고 있으면 지켜보는 국면의 정해진 값만 (풀기를 시작한 뒤 옮긴
    /// 배치는 다 풀린 뒤에).
    pub fn value(&self, tables: &EndgameTables, board: &Board) -> Option<Value> {
        if self.solved(tables) {
            return tables.tables.value_of(board).ok();
        }
        let i = self.watching.iter().position(|b| b == board)?;
        self.snapshot.as_ref()?.watched.get(i).copied().flatten()
    }

    /// 이 끝내기의 수치 (다 풀렸으면).
    pub fn report<'a>(&self, tables: &'a EndgameTables) -> Option<&'a TableReport> {
        tables
            .reports
            .iter()
            .rev()
            .find(|r| r.material == self.material)
    }

    /// 국면을 바꾼다 (수마다·대국 보기): 지나온 국면과 고른 칸을 비운다.
    pub(crate) fn show(&mut self, board: Board) {
        self.first = board;
        self.line = Line::default();
        self.position = board;
        self.position_set = true;
        self.history.clear();
        self.selected = None;
        self.last = None;
    }

    /// 수를 둔다 (합법이어야 한다). 대국 중이면 수 목록에도 적는다.
    pub(crate) fn play(&mut self, mv: Move) {
        self.history.push(self.position);
        self.position.make_move(mv);
        self.last = Some(mv);
        self.selected = None;
        if self.game.is_some() {
            self.line.push(mv);
        }
    }

    /// 대국의 `ply`째 수 뒤의 국면을 보인다 (수들은 그대로: 여기서 두면 새 갈래). 표의 기다림은 버린다.
    pub(crate) fn goto(&mut self, ply: usize) {
        let Some(g) = self.game.as_mut() else {
            return;
        };
        if !self.line.goto(ply) {
            return;
        }
        g.reply_at = None;
        self.history.clear();
        self.position = self.first;
        for &mv in self.line.iter() {
            self.history.push(self.position);
            self.position.make_move(mv);
        }
        self.last = self.line.last().copied();
        self.selected = None;
    }
}

/// 끝내기마다 풀기 판의 처음 배치 (흑 킹 말고): 미리 놓은 것은 보기 좋게 고른 자리, 다른 재료는 백
/// 킹 c3, 백의 기물 d4·e4, 흑의 기물 h8·g8 (흑 폰은 h6·g6).
fn sample(m: &Material) -> Vec<(Side, Piece, Square)> {
    let at = |s: &str| Square::parse(s).unwrap_or(Square::at(0, 0));
    let w = |p: Piece, s: &str| (Side::White, p, at(s));
    let b = |p: Piece, s: &str| (Side::Black, p, at(s));
    match m.to_string().as_str() {
        "KQK" => vec![w(Piece::King, "c3"), w(Piece::Queen, "d5")],
        "KRK" => vec![w(Piece::King, "c3"), w(Piece::Rook, "d5")],
        "KPK" => vec![w(Piece::King, "d5"), w(Piece::Pawn, "d4")],
        "KQKR" => vec![
            w(Piece::King, "c3"),
            w(Piece::Queen, "d4"),
            b(Piece::Rook, "h8"),
        ],
        _ => {
            let mut v = vec![w(Piece::King, "c3")];
            v.extend(
                m.white
                    .iter()
                    .zip(["d4", "e4", "d5"])
                    .map(|(&p, s)| w(p, s)),
            );
            v.extend(
                m.black
                    .iter()
                    .zip(["h8", "g8", "f8"])
                    .map(|(&p, s)| match p {
                        Piece::Pawn => b(p, &s.replace('8', "6")),
                        _ => b(p, s),
                    }),
            );
            v
        }
    }
}

/// 풀기 판의 기물들에 흑 킹을 `king`에 두고 흑 차례인 국면 (불가능하면 `None`).
pub(crate) fn solve_board(pieces: &[(Side, Piece, Square)], king: Square) -> Option<Board> {
    let all = pieces
        .iter()
        .copied()
        .chain([(Side::Black, Piece::King, king)]);
    Board::from_pieces(all, Side::Black).ok()
}
