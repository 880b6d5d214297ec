//! 수업의 국면들과 그 탐색: 틱택토, 오목, 체스의 국면을 한 모양([`Position`], 수는 [`LessonMove`])으로
//! 다룬다. 탐색은 게임마다의 같은 [`Searcher`]이고, 사건의 수만 [`LessonMove`]로 바꾼다
//! ([`TraceEvent::map_moves`]). 큰 탐색이 프레임을 멈추지 않도록 [`Job`]이 프레임마다 조금씩 찾고,
//! [`NODE_CAP`] 노드를 넘으면 멈춘다 (그 계단은 "멈춤"으로 보인다; 휴대폰의 메모리도 지킨다).

use gameai::games::chess::{Chess, Move};
use gameai::games::gomoku::{GMove, Gomoku};
use gameai::games::tictactoe::{TicTacToe, cell_name, parse_cell};
use gameai::games::{GameId, Player};
use gameai::search::{
    Oracle, Rung, SearchConfig, SearchGame, SearchResult, Searcher, TraceEvent, Via,
};
use gameai::step::{Budget, Progress, Steppable};

use crate::i18n::TreeText;

/// 계단 하나가 찾을 수 있는 노드의 상한: 넘으면 멈춘다 (추적하는 계단은 사건이 노드의 약 다섯 배라,
/// 15만 노드가 휴대폰에서 수십 MB를 넘지 않는 선).
pub const NODE_CAP: u64 = 150_000;

/// 수업의 표의 칸 수 = 2^TT_BITS (패널이 열쇠의 아래 비트로 칸을 보여 준다).
pub(crate) const TT_BITS: u32 = 12;

/// 세 게임의 수 하나.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonMove {
    /// 틱택토의 칸.
    Cell(u8),
    /// 오목의 점.
    Stone(GMove),
    /// 체스의 수.
    Chess(Move),
}

/// 수업의 국면.
#[derive(Clone, Debug)]
pub enum Position {
    Ttt(TicTacToe),
    Gomoku(Gomoku),
    Chess(Chess),
}

/// 국면을 만드는 법.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// 틱택토의 빈 판에서 둔 수들.
    Ttt(&'static [&'static str]),
    /// 15×15 오목의 빈 판에서 둔 수들.
    Gomoku(&'static [&'static str]),
    /// 체스의 FEN.
    Chess(&'static str),
    /// 체스의 처음 국면에서 둔 수들 (UCI).
    ChessMoves(&'static [&'static str]),
    /// 그 게임의 지금 대국 (저장된 것; 있을 때만 목록에 나온다).
    Current(GameId),
}

/// 고를 수 있는 국면 하나.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// 링크와 명령줄의 이름 (`tree=mate2/table/40`).
    pub slug: &'static str,
    /// 패널의 이름 (`None`이면 틱택토처럼 수들 그대로).
    pub name: Option<TreeText>,
    pub setup: Setup,
    /// 반복 깊게 하기의 마지막 깊이 (틱택토는 끝까지: 남은 빈칸).
    pub depth: u32,
}

const fn preset(slug: &'static str, name: Option<TreeText>, setup: Setup, depth: u32) -> Preset {
    Preset {
        slug,
        name,
        setup,
        depth,
    }
}

/// 국면들: 틱택토 넷 (끝까지), 오목 둘 (깊이 3), 체스 넷 (두 수 만의 메이트, 표가 자주 맞는 폰 끝내기
/// — Fine의 70번, 이탈리안 오프닝, 끝내기 표가 답하는 KRK의 가장 긴 메이트), 그리고 두 게임의 지금 대국.
pub const PRESETS: [Preset; 12] = [
    preset("ttt1", None, Setup::Ttt(&["b2", "a1"]), 7),
    preset("ttt2", None, Setup::Ttt(&["a1", "b2", "c3"]), 6),
    preset("ttt3", None, Setup::Ttt(&["b2", "a1", "c3", "a3"]), 5),
    preset("ttt4", None, Setup::Ttt(&["a1", "b1", "b2"]), 6),
    preset(
        "gomoku1",
        Some(TreeText::PresetGomokuOpen),
        Setup::Gomoku(&["h8", "i9", "h9"]),
        3,
    ),
    preset(
        "gomoku2",
        Some(TreeText::PresetGomokuFight),
        Setup::Gomoku(&["h8", "h9", "i8", "j8", "i9", "g7"]),
        3,
    ),
    preset(
        "mate2",
        Some(TreeText::PresetMate),
        Setup::Chess("5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1"),
        3,
    ),
    preset(
        "fine70",
        Some(TreeText::PresetPawns),
        Setup::Chess("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1"),
        7,
    ),
    preset(
        "italian",
        Some(TreeText::PresetItalian),
        Setup::ChessMoves(&["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"]),
        // 깊이 4: 미니맥스와 알파-베타는 휴대폰의 한도에서 멈추고 (그렇다고 말한다), 엔진은 몇천 노드로 끝낸다.
        4,
    ),
    preset(
        "krk",
        Some(TreeText::PresetEndgame),
        Setup::Chess("8/8/8/8/8/2k5/1R6/K7 w - - 0 1"),
        3,
    ),
    preset(
        "gomoku-now",
        Some(TreeText::PresetGomokuNow),
        Setup::Current(GameId::Gomoku),
        3,
    ),
    preset(
        "chess-now",
        Some(TreeText::PresetChessNow),
        Setup::Current(GameId::Chess),
        3,
    ),
];

impl Preset {
    /// 이 국면의 게임.
    pub(crate) fn game(&self) -> GameId {
        match self.setup {
            Setup::Ttt(_) => GameId::TicTacToe,
            Setup::Gomoku(_) => GameId::Gomoku,
            Setup::Chess(_) | Setup::ChessMoves(_) => GameId::Chess,
            Setup::Current(g) => g,
        }
    }
}

/// 이름이 `slug`인 국면의 번호.
pub(crate) fn preset_by_slug(slug: &str) -> Option<usize> {
    PRESETS.iter().position(|p| p.slug == slug)
}

/// 지금 대국들 (저장된 것을 되살린 국면; 없으면 `None`).
#[derive(Clone, Debug, Default)]
pub struct CurrentGames {
    pub gomoku: Option<Gomoku>,
    pub chess: Option<Chess>,
    /// 세션의 끝내기 표 (체스 탐색이 네 기물 이하의 노드에서 묻는다; 풀린 표가 없으면 `None`).
    pub tables: Option<Oracle<Chess>>,
}

impl Setup {
    /// 이 국면 (지금 대국이 없거나 수가 틀렸으면 `None`).
    pub(crate) fn build(self, now: &CurrentGames) -> Option<Position> {
        match self {
            Setup::Ttt(moves) => {
                let mut g = TicTacToe::new();
                for m in moves {
                    g.try_play(parse_cell(m).ok()?).ok()?;
                }
                Some(Position::Ttt(g))
            }
            Setup::Gomoku(moves) => {
                let mut g = Gomoku::new(15).ok()?;
                for m in moves {
                    let mv = g.parse_move(m).ok()?;
                    g.play(mv);
                }
                Some(Position::Gomoku(g))
            }
            Setup::Chess(fen) => Chess::from_fen(fen).ok().map(Position::Chess),
            Setup::ChessMoves(moves) => {
                let mut g = Chess::new();
                for m in moves {
                    g.play_str(m).ok()?;
                }
                Some(Position::Chess(Chess::from_board(*g.board())))
            }
            Setup::Current(GameId::Gomoku) => now.gomoku.clone().map(Position::Gomoku),
            Setup::Current(GameId::Chess) => now.chess.clone().map(Position::Chess),
            Setup::Current(_) => None,
        }
    }
}

impl Position {
    /// 수의 이름: 틱택토와 오목은 칸 (`b2`, `h8`), 체스는 UCI (`d5g8`).
    pub fn move_name(&self, m: LessonMove) -> String {
        match (self, m) {
            (_, LessonMove::Cell(c)) => cell_name(c),
            (Position::Gomoku(g), LessonMove::Stone(s)) => g.name(s),
            (_, LessonMove::Stone(s)) => s.0.to_string(),
            (_, LessonMove::Chess(m)) => m.to_string(),
        }
    }

    /// 뿌리에서 둘 쪽이 먼저 두는 쪽(X, 흑, 백)인가.
    pub fn first_to_move(&self) -> bool {
        match self {
            Position::Ttt(g) => g.stones() % 2 == 0,
            Position::Gomoku(g) => g.to_move() == Player::First,
            Position::Chess(g) => g.board().side_to_move() == gameai::games::chess::Color::White,
        }
    }

    /// 뿌리에서 수순 `line`을 둔 국면 (널 무브는 판이 그대로라 건너뛴다; 이 국면의 수가 아니면 멈춘다).
    pub fn after(&self, line: &[Via<LessonMove>]) -> Position {
        let mut p = self.clone();
        for via in line {
            match (&mut p, *via) {
                (Position::Ttt(g), Via::Move(LessonMove::Cell(c))) => g.make(c),
                (Position::Gomoku(g), Via::Move(LessonMove::Stone(s))) => g.make(s),
                (Position::Chess(g), Via::Move(LessonMove::Chess(m))) => g.make(m),
                (_, Via::Move(_)) => break,
                (_, Via::Root | Via::Null) => {}
            }
        }
        p
    }

    /// 이 국면을 계단 `rung`으로 깊이 `depth`까지 찾는 일 (`trace`면 사건도 모은다). 체스는
    /// `tables`가 있으면 노드마다 끝내기 표에 묻는다 (답한 노드는 "끝내기 표" 잎).
    pub(crate) fn job(
        &self,
        rung: Rung,
        depth: u32,
        trace: bool,
        tables: Option<&Oracle<Chess>>,
    ) -> Box<dyn Job> {
        let config = rung.config(SearchConfig {
            max_depth: depth,
            tt_bits: TT_BITS,
            ..SearchConfig::default()
        });
        match self {
            Position::Ttt(g) => Box::new(Search::new(*g, config, trace, LessonMove::Cell)),
            Position::Gomoku(g) => {
                Box::new(Search::new(g.clone(), config, trace, LessonMove::Stone))
            }
            Position::Chess(g) => {
                let mut s = Search::new(
                    Chess::from_board(*g.board()),
                    config,
                    trace,
                    LessonMove::Chess,
                );
                if let Some(o) = tables {
                    s.searcher = s.searcher.with_oracle(o.clone());
                }
                Box::new(s)
            }
        }
    }
}

/// 끝난 (또는 상한에서 멈춘) 탐색.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// 찾은 노드 수.
    pub nodes: u64,
    /// 뿌리의 값과 최선의 수 (멈췄으면 `None`).
    pub value: Option<i32>,
    pub best: Option<LessonMove>,
    /// 표 적중 수 (탐색기의 셈).
    pub hits: u64,
    /// 사건들 (추적했으면).
    pub events: Vec<TraceEvent<LessonMove>>,
}

impl Outcome {
    /// [`NODE_CAP`]에서 멈췄는가.
    pub fn stopped(&self) -> bool {
        self.value.is_none()
    }
}

/// 프레임마다 조금씩 하는 탐색 하나 (게임의 종류를 감춘다).
pub(crate) trait Job: Send + Sync {
    /// 예산만큼 찾는다. 끝났거나 [`NODE_CAP`]을 넘었으면 그 결과.
    fn step(&mut self, budget: Budget) -> Option<Outcome>;
}

/// 게임 `G`의 탐색 하나와 그 수를 [`LessonMove`]로 바꾸는 법.
struct Search<G: SearchGame> {
    searcher: Searcher<G>,
    wrap: fn(G::Move) -> LessonMove,
}

impl<G: SearchGame> Search<G> {
    fn new(root: G, config: SearchConfig, trace: bool, wrap: fn(G::Move) -> LessonMove) -> Self {
        let mut searcher = Searcher::new(root, config);
        if trace {
            searcher = searcher.with_trace();
        }
        Search { searcher, wrap }
    }

    fn outcome(&mut self, result: Option<SearchResult<G::Move>>) -> Outcome {
        let wrap = self.wrap;
        Outcome {
            nodes: self.searcher.nodes(),
            value: result.as_ref().map(|r| r.value),
            hits: result.as_ref().map_or(0, |r| r.tt.hits),
            best: result.and_then(|r| r.best).map(wrap),
            events: self
                .searcher
                .take_trace()
                .into_iter()
                .map(|e| e.map_moves(wrap))
                .collect(),
        }
    }
}

impl<G: SearchGame> Job for Search<G> {
    fn step(&mut self, budget: Budget) -> Option<Outcome> {
        match self.searcher.step(budget) {
            Progress::Done(r) => Some(self.outcome(Some(r))),
            _ if self.searcher.nodes() >= NODE_CAP => Some(self.outcome(None)),
            _ => None,
        }
    }
}

/// 끝나면 커서를 옮길 곳 (링크의 `tree=…/…/at`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeekTo {
    /// 사건 번호.
    Event(usize),
    /// 처음의 β 자름, 표 적중 (어떻게 쓰였든), 표가 값으로 답한 것 ("찾았다! 0개 계산"), 다시 찾기 뒤,
    /// 정적 평가의 가지치기 (futility, late move pruning, reverse futility; 선택적 탐색의 체스).
    Cutoff,
    Hit,
    Answer,
    Research,
    Pruned,
}

/// 링크와 명령줄의 `tree=국면[/계단[/사건]]` (예: `mate2/table/hit`): 이 국면을 이 계단으로 찾고 그
/// 사건으로 연다. 가르치는 사람이 "이 자름을 보라"고 보낼 수 있다.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeLink {
    pub preset: usize,
    pub rung: Rung,
    pub at: Option<SeekTo>,
}

/// 계단의 이름 (링크).
pub(crate) const RUNG_SLUGS: [(&str, Rung); 6] = [
    ("minimax", Rung::Minimax),
    ("alphabeta", Rung::AlphaBeta),
    ("ordering", Rung::Ordering),
    ("table", Rung::Table),
    ("pvs", Rung::Pvs),
    ("selective", Rung::Selective),
];

/// `tree=…`의 값을 읽는다. 틀리면 무엇이 틀렸고 무엇을 쓸 수 있는지 말한다.
pub fn parse_link(value: &str) -> Result<TreeLink, String> {
    let mut parts = value.split('/');
    let name = parts.next().unwrap_or_default();
    let preset = preset_by_slug(name).ok_or_else(|| {
        let all: Vec<&str> = PRESETS.iter().map(|p| p.slug).collect();
        format!("tree: unknown position {name:?} ({})", all.join(", "))
    })?;
    let rung = match parts.next() {
        None | Some("") => Rung::Selective,
        Some(r) => RUNG_SLUGS
            .iter()
            .find(|(s, _)| *s == r)
            .map(|&(_, rung)| rung)
            .ok_or_else(|| {
                let all: Vec<&str> = RUNG_SLUGS.iter().map(|(s, _)| *s).collect();
                format!("tree: unknown rung {r:?} ({})", all.join(", "))
            })?,
    };
    let at = match parts.next() {
        None | Some("") => None,
        Some("cutoff") => Some(SeekTo::Cutoff),
        Some("hit") => Some(SeekTo::Hit),
        Some("answer") => Some(SeekTo::Answer),
        Some("research") => Some(SeekTo::Research),
        Some("pruned") => Some(SeekTo::Pruned),
        Some(n) => Some(SeekTo::Event(n.parse().map_err(|_| {
            format!(
                "tree: {n:?} is not an event number or one of cutoff, hit, answer, research, pruned"
            )
        })?)),
    };
    if parts.next().is_some() {
        return Err(format!(
            "tree: {value:?} has too many parts (position/rung/event)"
        ));
    }
    Ok(TreeLink { preset, rung, at })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_name_a_position_a_rung_and_an_event() {
        assert_eq!(
            parse_link("mate2/table/hit"),
            Ok(TreeLink {
                preset: 6,
                rung: Rung::Table,
                at: Some(SeekTo::Hit)
            })
        );
        assert_eq!(
            parse_link("ttt1").map(|l| (l.preset, l.rung)),
            Ok((0, Rung::Selective))
        );
        assert_eq!(
            parse_link("fine70/pvs/40").map(|l| l.at),
            Ok(Some(SeekTo::Event(40)))
        );
        assert_eq!(
            parse_link("italian/selective/pruned").map(|l| l.at),
            Ok(Some(SeekTo::Pruned))
        );
        for bad in ["", "nope", "ttt1/fast", "ttt1/table/soon", "ttt1/table/1/2"] {
            assert!(parse_link(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_fixed_preset_builds() {
        let none = CurrentGames::default();
        for p in &PRESETS {
            let built = p.setup.build(&none);
            assert_eq!(
                built.is_some(),
                !matches!(p.setup, Setup::Current(_)),
                "{}",
                p.slug
            );
        }
    }
}
