//! 글자 표: 한 줄에 한 항목, 한국어와 영어가 나란히. `{이름}`은 [`super::locale::fill`]이 채운다.
//! 이 파일은 공통·장면들의 표 [`S`] (틀 `strings!`과 [`Text`]는 `table.rs`); 나머지 표는 제 파일에: 탐색 나무
//! `tree.rs`([`TreeText`]), 체스 끝내기 `endgame.rs`([`EgText`]), 키보드·화면 읽기·둘러보기 `access.rs`([`AccessText`]),
//! 난이도 줄 `level.rs`([`LevelText`]), 수 목록과 돌아보기 `review.rs`([`ReviewText`]), 오목의 강제 승리 `threat.rs`([`ThreatText`]).
use super::lang::Lang;

#[macro_use]
mod table;

mod access;
mod endgame;
mod level;
mod review;
mod threat;
mod tree;

pub use access::AccessText;
pub use endgame::EgText;
pub use level::LevelText;
pub use review::ReviewText;
pub(crate) use table::Text;
pub use threat::ThreatText;
pub use tree::TreeText;

/// 모든 표의 모든 글자 (두 언어; 테스트와 폰트 검사용).
pub fn every_text() -> impl Iterator<Item = &'static str> {
    let langs = [Lang::Ko, Lang::En];
    langs.into_iter().flat_map(|lang| {
        S::ALL
            .iter()
            .map(move |s| s.get(lang))
            .chain(TreeText::ALL.iter().map(move |s| s.get(lang)))
            .chain(EgText::ALL.iter().map(move |s| s.get(lang)))
            .chain(AccessText::ALL.iter().map(move |s| s.get(lang)))
            .chain(LevelText::ALL.iter().map(move |s| s.get(lang)))
            .chain(ReviewText::ALL.iter().map(move |s| s.get(lang)))
            .chain(ThreatText::ALL.iter().map(move |s| s.get(lang)))
    })
}

strings! {
    /// 화면에 나오는 글자 하나의 이름 (공통과 장면들).
    S {
        // ── 공통 ──────────────────────────────────────────────
        AppTitle => "AI 아케이드", "AI Arcade";
        Tagline => "고전 게임 AI 기법과 직접 두어 보고, 생각하는 모습을 지켜보세요",
            "Play against classic game-AI techniques and watch them think";
        Back => "← 메뉴", "← Menu";
        LanguageButton => "English", "한국어";
        // ── 둘러보기의 마지막 걸음 (장면마다의 탭) ──
        TourTabsTransposition => "탭: 오목과 체스는 이 탐색과 직접 두기, '탐색 나무'는 탐색을 노드 하나씩 열어 보기",
            "Tabs: Gomoku and Chess play against this search; Tree opens the search node by node";
        TourTabsRetrograde => "탭: 대국은 완벽한 표와 두기, 그런디는 여러 판의 합, 체스 끝내기는 진짜 끝내기를 풀기",
            "Tabs: Play against the perfect table, Grundy for sums of boards, Chess endgames solves real endgames";
        TourTabsNim => "'대국' 탭에서 님 합을 쓰는 AI와 직접 둔다 — 규칙(보통, 미제르, 뺄셈)은 패널에서",
            "Open Play to face the nim-sum AI yourself — the rules (normal, misère, subtraction) are in the panel";
        TourTabsMcts => "헥스와 하바나 탭: 생각하는 동안 열 지도가 AI가 어디를 보는지 보여 준다",
            "Hex and Havannah: while the AI thinks, the heat map shows where it looks";
        ModeExplain => "설명", "Explainer";
        ModePlay => "대국", "Play";
        NewGame => "새 게임", "New game";
        Undo => "무르기", "Undo";
        Restart => "다시 시작", "Restart";
        // ── 둘 수 없는 수 (라이브러리의 오류 종류마다 하나; `i18n::errors`가 고른다) ──
        ErrBadCell => "{cell}: 판에 없는 칸입니다", "{cell} is not a cell on this board";
        ErrOccupied => "{cell}: 이미 돌이 있는 칸입니다", "{cell} is taken";
        ErrGameOver => "게임이 끝났습니다", "The game is over";
        ErrBadSize => "판 크기 {n}: 고를 수 없는 크기입니다", "Board size {n} is not available";
        ErrNoSwap => "지금은 교환할 수 없습니다", "Swap is not allowed now";
        ErrBadNotation => "{mv}: 알 수 없는 수입니다", "{mv} is not a move";
        ErrIllegal => "{mv}: 지금 둘 수 없는 수입니다", "{mv} is not legal here";
        HintAiRefused => "AI의 수를 둘 수 없었습니다 ({why}) — 무르기나 새 게임을 누르세요",
            "The AI's move was refused ({why}) — press Undo or New game";
        Speed => "속도", "Speed";
        HowToCheck => "확인 방법", "How to check";
        WhatToTune => "조절할 값", "What to tune";
        Controls => "조작", "Controls";
        You => "나", "You";
        Ai => "AI", "AI";
        FirstMove => "먼저 두는 쪽", "Who moves first";

        // ── 메뉴 카드 ─────────────────────────────────────────
        SceneTransposition => "전치표", "Transposition";
        SceneTranspositionDesc => "조브리스트 해시와 전치표로 알파-베타 탐색을 줄인다 — 오목, 체스, 노드마다 걷는 탐색 나무",
            "Zobrist keys and a transposition table inside alpha-beta — gomoku, chess, and the search tree node by node";
        SceneTranspositionTry => "먼저: 설명 — 두 수순, 같은 국면, 같은 키", "Try first: the explainer — two move orders, one key";
        SceneRetrograde => "후퇴 해석", "Retrograde";
        SceneRetrogradeDesc => "끝에서부터 거꾸로 모든 국면을 푼다 — 와이토프 게임, 그런디 값, 이 기기에서 푸는 체스 끝내기",
            "Solve every position backwards from the end — Wythoff's game, Grundy values, chess endgames solved on this device";
        SceneRetrogradeTry => "먼저: 체스 — KQK가 메이트에서 거꾸로 풀리는 것을 본다", "Try first: Chess — KQK solved backwards from mate";
        SceneNim => "님", "Nim";
        SceneNimDesc => "님 합(XOR) 하나로 완벽하게 — 부턴의 정리, 미제르, 스프라그–그런디",
            "Perfect play by one XOR — Bouton's theorem, misère, Sprague–Grundy";
        SceneNimTry => "먼저: 대국 — 이진 표의 님 합이 이기는 수를 알려 준다", "Try first: Play — the binary table's nim-sum shows the winning move";
        SceneMcts => "MCTS", "MCTS";
        SceneMctsDesc => "무작위 대국으로 자라는 탐색 트리 — 틱택토, 헥스, 하바나",
            "A search tree grown by random playouts — tic-tac-toe, Hex, Havannah";
        SceneMctsTry => "먼저: 트리 — UCT 한 반복을 네 단계로, 또는 AI와 두기", "Try first: Tree — one UCT iteration in four steps, or play the AI";

        // ── 님: 조작 ──────────────────────────────────────────
        NimRule => "규칙", "Rule";
        NimNormal => "보통 (마지막 돌을 가져가면 승)", "Normal (last stone wins)";
        NimMisere => "미제르 (마지막 돌을 가져가면 패)", "Misère (last stone loses)";
        NimShowTable => "이진 표 보기", "Show the binary table";
        NimDifficulty => "AI의 무작위 수 확률", "AI random-move chance";
        NimPerfect => "0 = 완벽", "0 = perfect";
        NimSubtraction => "뺄셈 게임: 한 번에 1..k개만", "Subtraction game: take 1..k";
        NimK => "k (한 번에 최대)", "k (most per move)";
        NimSubtractionMisere => "뺄셈 게임은 보통 규칙으로만 (미제르에는 그런디 지름길이 없다)",
            "Subtraction games use normal play (misère has no Grundy shortcut)";

        // ── 님: 표와 판정 ─────────────────────────────────────
        NimHeap => "더미", "heap";
        NimSumRow => "님 합", "nim-sum";
        GrundySumRow => "그런디 합", "Grundy sum";
        NimEven => "짝", "even";
        NimOdd => "홀", "odd";
        NimOnes => "1의 개수", "1s";
        NimWins => "님 합 {x} → 둘 차례인 쪽이 이긴다", "nim-sum {x} → the player to move wins";
        NimLoses => "님 합 0 → 둘 차례인 쪽이 진다", "nim-sum 0 → the player to move loses";
        GrundyWins => "그런디 합 {x} → 둘 차례인 쪽이 이긴다",
            "Grundy sum {x} → the player to move wins";
        GrundyLoses => "그런디 합 0 → 둘 차례인 쪽이 진다", "Grundy sum 0 → the player to move loses";
        MisereEndWins => "미제르 끝판: 1-더미 {n}개(짝수) → 둘 차례인 쪽이 이긴다",
            "misère endgame: {n} one-heaps (even) → the player to move wins";
        MisereEndLoses => "미제르 끝판: 1-더미 {n}개(홀수) → 둘 차례인 쪽이 진다",
            "misère endgame: {n} one-heaps (odd) → the player to move loses";
        GrundyNote => "더미 값 = 크기 mod (k+1) — 이 값들을 XOR 한다",
            "heap value = size mod (k+1) — these are XOR-ed";

        // ── 님: 진행 ──────────────────────────────────────────
        NimYourTurn => "당신 차례 — 돌을 누르면 그 돌과 위의 돌을 가져갑니다",
            "Your turn — tap a stone to take it and all above it";
        NimAiThinking => "AI가 님 합을 계산하는 중…", "The AI is computing the nim-sum…";
        NimAiTakes => "AI: 더미 {h}에서 {n}개", "AI takes {n} from heap {h}";
        NimRandomTakes => "무작위 상대: 더미 {h}에서 {n}개", "Random mover takes {n} from heap {h}";
        NimYouTake => "당신: 더미 {h}에서 {n}개", "You took {n} from heap {h}";
        NimExplainTitle => "완벽한 AI(먼저) 대 무작위 상대", "Perfect AI (first) vs a random mover";
        NimAiWon => "AI 승리! 님 합을 0으로 지켜 마지막 돌을 가져갔다",
            "The AI wins: it kept the nim-sum at 0 and took the last stone";
        NimAiWonMisere => "AI 승리! 상대에게 마지막 돌을 남겼다",
            "The AI wins: it left the last stone to its opponent";
        NimYouWon => "당신이 이겼습니다!", "You win!";
        NimRandomWon => "무작위 상대가 이겼다 (AI가 일부러 무작위로 둔 탓)",
            "The random mover won (the AI was set to play randomly)";

        // ── 님: 안내 (잘못된 입력) ─────────────────────────────
        HintEmptyHeap => "그 더미는 비어 있습니다", "That heap is empty";
        HintNotYourTurn => "지금은 AI 차례입니다", "It is the AI's turn";
        HintTooMany => "한 번에 {k}개까지만 가져갈 수 있습니다", "You may take at most {k} at a time";
        HintGameOver => "게임이 끝났습니다 — 새 게임을 누르세요", "The game is over — press New game";
        HintExplainer => "설명 모드입니다 — '대국'을 고르면 직접 둡니다",
            "This is the explainer — choose Play to play yourself";
        HintTapStone => "돌을 눌러 가져가세요", "Tap a stone to take it";

        // ── 님: 확인 방법 / 조절할 값 ──────────────────────────
        NimCheck1 => "AI가 둔 직후 이진 표의 모든 열이 짝수 — 님 합 0 (초록으로 빛난다)",
            "Right after the AI moves, every column of the binary table is even — nim-sum 0 (green glow)";
        NimCheck2 => "님 합이 0이 아닌 국면에서 AI가 두면 언제나 마지막 돌을 가져간다 (보통 규칙)",
            "From a position whose nim-sum is not 0, the AI always takes the last stone (normal play)";
        NimCheck3 => "'새 게임'을 눌러도 AI는 같은 규칙으로 또 이긴다",
            "Press New game: the AI wins again by the same rule";
        NimCheck4 => "미제르: 큰 더미가 하나 남으면 AI는 1-더미를 홀수 개 남긴다",
            "Misère: when one big heap is left, the AI leaves an odd number of 1-heaps";
        NimTune1 => "규칙 — 보통 / 미제르", "Rule — normal / misère";
        NimTune2 => "뺄셈 게임 k — 표가 크기 대신 그런디 값(크기 mod (k+1))을 XOR 한다",
            "Subtraction k — the table XORs Grundy values (size mod (k+1)) instead of sizes";
        NimTune3 => "AI의 무작위 수 확률 — 0이면 완벽, 올리면 실수한다",
            "AI random-move chance — 0 is perfect; raise it and the AI blunders";
        NimTune4 => "먼저 두는 쪽, 속도, 이진 표 보기/숨기기",
            "Who moves first, speed, show/hide the binary table";

        // ── 후퇴 해석 ──────────────────────────────────────────
        RetroModeSolve => "풀기", "Solve";
        RetroModeGrundy => "그런디", "Grundy";
        RetroModeEndgames => "체스 끝내기", "Chess";
        RetroRestart => "다시 풀기", "Restart";
        RetroRays => "여왕의 길 보기", "Show queen rays";
        RetroArrows => "다 풀린 뒤 모든 화살표 보기", "Show every arrow when solved";
        RetroWidth => "판 너비 (높이 ≈ 0.6 × 너비)", "Board width (height ≈ 0.6 × width)";
        RetroSolved => "풀린 칸 {n} / {total}", "solved {n} / {total}";
        RetroSolving => "구석(⌂)에서부터 거꾸로: 지는 칸으로 갈 수 있으면 이김", "Backwards from the corner (⌂): a cell that reaches a losing cell wins";
        RetroLegend => "금색 = 지는 칸 · 기울기 φ ≈ 1.618 과 1/φ", "gold = losing · slope φ ≈ 1.618 and 1/φ";
        RetroDemo => "초록 칸에서는 언제나 금색 칸으로 가는 수가 있다", "From every green cell there is a move to a gold cell";
        RetroWorkTitle => "일의 양 (이 판에서 실제로 센 값)", "Work on this board (counted)";
        RetroWorkFast => "줄 기억 풀이기: 줄 요약 {n}번 (칸마다 3번)", "line-memory solver: {n} line look-ups (3 per cell)";
        RetroWorkScan => "교과서식 훑기: 수 {n}개 검사", "textbook scan: {n} moves examined";
        RetroYourTurn => "당신 차례 — 여왕을 끌거나 갈 칸을 누르세요", "Your turn — drag the queen or tap a highlighted cell";
        RetroAiThinking => "AI가 표를 찾아보는 중…", "The AI looks up the table…";
        RetroAiMoves => "AI: {from} → {to}", "AI: {from} → {to}";
        RetroYouWon => "당신이 이겼습니다! 여왕을 구석에 넣었다", "You win! You put the queen in the corner";
        RetroAiWon => "AI 승리 — AI는 언제나 금색 칸으로 간다", "The AI wins — it always moves to a gold cell";
        RetroWinningHere => "지금 칸은 초록 — 둘 차례가 이긴다", "This cell is green — the player to move wins";
        RetroLosingHere => "지금 칸은 금색 — 둘 차례가 진다", "This cell is gold — the player to move loses";
        RetroShowColors => "대국 중 칸 색 보기 (정답 보기)", "Show cell colours while playing (spoiler)";
        HintQueenMove => "여왕은 왼쪽, 아래, 왼쪽 아래 대각선으로만 간다", "The queen moves only left, down or diagonally down-left";
        HintWaitSolve => "표를 다 풀 때까지 기다리세요", "Wait until the table is solved";
        HintSolveMode => "풀기 화면입니다 — '대국'을 고르면 둡니다", "This is the solver view — choose Play to play";
        SgTapCell => "칸을 누르면 그 값이 나오는 길이 보인다", "Tap a cell to see how its value is built";
        SgTapRow => "표의 줄을 누르면 그 더미의 값이 나오는 길이 보인다", "Tap a row of the table to see how that heap's value is built";
        SgReach => "갈 수 있는 수 {n}개 — 그 값들에 없는 가장 작은 수가 이 값이다", "{n} moves — this value is the smallest number not among theirs";
        SgEmpty => "둘 수가 없다: 빈 집합의 mex는 0", "No moves: the mex of the empty set is 0";
        GrundyExplain => "칸의 값 = 갈 수 있는 칸들 값의 mex. 0 = 금색 칸. 여러 판을 함께 두면 값들의 XOR이 0이 아닐 때 이긴다 — 님과 똑같다 (님 장면)",
            "cell value = mex of the values it can reach; 0 = the gold cells. Play several boards at once and you win iff the XOR of their values ≠ 0 — exactly Nim (see the Nim scene)";
        RetroCheck1 => "구석(⌂)에서 시작해 x + y 순서로 칸이 칠해진다: 금색 = 지는 칸, 초록 = 이기는 칸",
            "Starting from the corner (⌂), cells are painted in x + y order: gold = losing, green = winning";
        RetroCheck2 => "초록 칸마다 금색 칸으로 가는 화살표가 있다",
            "Every green cell has an arrow to a gold cell";
        RetroCheck3 => "다 풀면 금색 칸들이 기울기 φ ≈ 1.618과 1/φ의 두 점선 위에 놓인다",
            "When solved, the gold cells lie on the two dashed lines of slope φ ≈ 1.618 and 1/φ";
        RetroCheck4 => "대국: 초록 칸에서 AI가 두면 언제나 이긴다; 그런디 보기에서 0인 칸 = 금색 칸",
            "Play: from a green cell the AI always wins; in the Grundy view the 0 cells are the gold cells";
        RetroTune1 => "속도, 여왕의 길 보기", "Speed, queen rays on/off";
        RetroTune2 => "판 너비 10–34 (높이 ≈ 0.6 × 너비) — 패널의 일의 양 비교가 판 크기와 함께 벌어진다",
            "Board width 10–34 (height ≈ 0.6 × width) — the work comparison in the panel grows apart with the board";
        RetroTune3 => "먼저 두는 쪽, 대국 중 칸 색 보기", "Who moves first, cell colours while playing";
        EgCheck1 => "풀기: 메이트(거리 0)부터 층마다 자란다 — 막대의 홀수 층은 '메이트까지 n수', 짝수 층은 '메이트를 당하기까지'",
            "Solve: the layers grow from the mates (distance 0) — odd bars are 'mate in n', even bars 'mated in n'";
        EgCheck2 => "다 풀면 가장 긴 메이트: KQK 10수, KRK 16수, KBNK 33수, KQKR 35수, KRKN 40수 (발표된 값)",
            "When solved, the longest mate: KQK 10, KRK 16, KBNK 33, KQKR 35, KRKN 40 moves (the published figures)";
        EgCheck3 => "수마다: 이기는 국면의 가장 좋은 수는 거리를 하나 줄인다; 지는 국면의 모든 수는 상대의 이김",
            "Every move: a won position's best move is one step closer; every move from a lost one wins for the opponent";
        EgCheck4 => "대국: 표는 언제나 가장 빠른 메이트(방어면 가장 긴 버팀)를 둔다 — '내 수 대 완벽'을 보라",
            "Play: the table always plays the fastest mate (or the longest defence) — watch 'your moves vs perfect'";
        EgTune1 => "끝내기 고르기: 3기물은 눈 깜짝할 새, 4기물은 수백만 국면 (몇 초)",
            "The endgame: three pieces solve in a blink, four pieces are millions of positions (seconds)";
        EgTune2 => "풀기의 판에서 기물을 누르고 다른 칸을 누르면 옮긴다: 흑 킹의 칸들이 그 배치로 다시 칠해진다",
            "On the solving board, tap a piece and then a square: the black king's squares repaint for that placement";
        EgTune3 => "대국: 공격(메이트하기) 또는 방어(버티기)", "Play: attack (give mate) or defend (hold out)";

        // ── MCTS ──────────────────────────────────────────────
        MctsExplain => "틱택토 트리", "Tree";
        MctsHex => "헥스", "Hex";
        MctsHavannah => "하바나", "Havannah";
        MctsConnection => "연결", "connection";
        MctsRing => "고리", "ring";
        MctsBridge => "다리", "bridge";
        MctsFork => "갈퀴", "fork";
        MctsIterations => "반복 {n} / {total}", "iteration {n} / {total}";
        MctsPhaseSelect => "① 선택: UCT가 가장 큰 자식으로 내려간다", "① Selection: descend to the child with the largest UCT";
        MctsPhaseExpand => "② 확장: 안 해 본 수 하나를 트리에 더한다", "② Expansion: add one untried move to the tree";
        MctsPhaseRollout => "③ 시뮬레이션: 끝까지 무작위로 둔다", "③ Simulation: play randomly to the end";
        MctsPhaseBackprop => "④ 역전파: 길 위의 N + 1, 이긴 쪽의 W + 1 (비기면 ½)", "④ Backpropagation: N + 1 along the path, W + 1 for the winner (½ for a draw)";
        MctsPhaseFast => "반복을 빠르게 — 좋은 수의 가지가 굵고 깊어진다", "Iterating faster — the good move's branch grows thick and deep";
        MctsPlayMost => "방문이 가장 많은 칸을 둔다: {mv}", "Play the most-visited cell: {mv}";
        MctsXWins => "X 승", "X wins";
        MctsOWins => "O 승", "O wins";
        MctsDraw => "비김", "draw";
        MctsC => "탐험 상수 C (바꾸면 다시 시작)", "Exploration constant C (restarts)";
        MctsPlayC => "탐험 상수 C", "Exploration constant C";
        SideA => "A", "A";
        SideB => "B", "B";
        MctsSeed => "씨앗", "Seed";
        MctsNewSeed => "새 씨앗", "New seed";
        MctsThinkTime => "생각 시간 (초)", "Think time (s)";
        MctsBoardSize => "판 크기", "Board size";
        MctsSwap => "교환 규칙 (둘째 수로 첫 돌을 가져오기)", "Swap rule (the second move may take over the first stone)";
        MctsOptions => "탐색 옵션", "Search options";
        MctsDecisive => "결정적 수 (바로 이기기 / 바로 막기)", "Decisive moves (win at once / block at once)";
        MctsRave => "RAVE/AMAF", "RAVE/AMAF";
        MctsBridges => "시뮬레이션에서 다리 살리기", "Save bridges in playouts";
        MctsReuse => "트리 재사용", "Tree reuse";
        MctsHeat => "열 지도", "Heat map";
        MctsHeatVisits => "방문 수", "Visits";
        MctsHeatWinRate => "승률", "Win rate";
        MctsHeatRave => "RAVE 값", "RAVE value";
        MctsHeatMost => "가장 많은 수", "most";
        MctsHeatRaveOff => "RAVE를 켜면 보인다 — 탐색 옵션에서", "RAVE is off — switch it on under search options to see it";
        TtCandidates => "AI의 후보 수 (값, 깊이, 이어지는 수순)", "The AI's candidate moves (score, depth, line)";
        TtMultiPv => "후보 줄 수 (MultiPV: 많을수록 한 깊이에 드는 일이 는다)", "Candidate lines (MultiPV: more lines, less depth)";
        TtShowLineGomoku => "AI의 수순을 판에 (차례가 적힌 돌)", "Show the AI's line on the board (numbered stones)";
        TtShowLineChess => "AI의 수순을 판에 (화살표)", "Show the AI's line on the board (arrows)";
        ChartIterations => "반복 수", "iterations";
        ChartLeadRate => "앞선 수의 승률", "leading move's win rate";
        ChartAbNodes => "깊이마다 노드: 초록 = 표 켬, 빨강 = 표 끔 (로그 높이)", "Nodes per depth: green = table on, red = table off (log heights)";
        ChartNodes => "깊이마다 찾은 노드 (막대 높이는 로그, 마지막 막대 = 지금 찾는 깊이)", "Nodes per depth (log heights; the last bar is the depth being searched)";
        MctsShowLine => "AI의 수순을 판에 (차례가 적힌 돌)", "Show the AI's line on the board (numbered stones)";
        MctsThreads => "AI 스레드 {n}개 (루트 병렬, 한 코어는 화면에)", "AI threads: {n} (root parallel, one core left for the screen)";
        // ── 생각이 도는 곳 (패널의 한 줄) ─────────────────────
        ThinkWorkers => "AI 작업자 {n}명이 생각합니다 (Web Worker, 화면 스레드는 탐색하지 않음)",
            "Web workers thinking: {n} (the screen's thread does no search)";
        ThinkStarting => "AI 작업자를 준비하는 중…", "Starting the AI workers…";
        ThinkSlices => "작업자가 없어 화면 스레드에서 4 ms 조각으로 생각합니다 (더 약함): {why}",
            "No workers, so the AI thinks on the screen's thread in 4 ms slices (weaker): {why}";
        TreeMemory => "트리 {size} MB (한도 {budget} MB)", "Tree: {size} MB (limit {budget} MB)";
        TreeFull => "트리가 찼습니다 ({size} MB): 방문이 적은 노드를 비우고 다시 자랍니다",
            "Tree full ({size} MB): it drops its least-visited nodes and grows again";
        MctsThinking => "AI가 생각하는 중: 반복 {n} · 초당 {rate}", "The AI is thinking: {n} iterations · {rate}/s";
        MctsLeading => "앞선 수 {mv} · 승률 {rate}%", "leading {mv} · win rate {rate}%";
        MctsYourTurn => "당신 차례 — 빈 칸을 누르세요", "Your turn — tap an empty cell";
        MctsAiPlayed => "AI: {mv} (반복 {n})", "AI: {mv} ({n} iterations)";
        MctsYouWon => "당신이 이겼습니다! ({kind})", "You win! ({kind})";
        MctsAiWon => "AI 승리 ({kind})", "The AI wins ({kind})";
        MctsCompare => "A/B 비교: 이 국면을 두 설정으로", "A/B: this position, two settings";
        MctsCompareRun => "비교하기", "Compare";
        MctsCompareClose => "비교 닫기", "Close comparison";
        MctsPresetRave => "RAVE 끔 / 켬", "RAVE off / on";
        MctsPresetDecisive => "결정적 수 끔 / 켬", "Decisive moves off / on";
        MctsPresetBridges => "다리 살리기 끔 / 켬", "Bridge saving off / on";
        MctsPresetBudget => "0.5초 / 3초", "0.5 s / 3 s";
        MctsRaveOff => "RAVE 끔 · C 0.5", "RAVE off · C 0.5";
        MctsRaveOn => "RAVE 켬 · C 0.2", "RAVE on · C 0.2";
        MctsBridgesOff => "다리 끔", "bridges off";
        MctsBridgesOn => "다리 켬", "bridges on";
        MctsDecisiveOff => "결정적 수 끔", "decisive off";
        MctsDecisiveOn => "결정적 수 켬", "decisive on";
        MctsShortThink => "0.5초", "0.5 s";
        MctsLongThink => "3초", "3 s";
        MctsCompareChoice => "{side}: {mv} · 반복 {n} · 승률 {rate}%", "{side}: {mv} · {n} iterations · win rate {rate}%";
        MctsRed => "빨강", "Red";
        MctsBlue => "파랑", "Blue";
        HintOccupied => "이미 돌이 있는 칸입니다", "That cell is taken";
        HintNoMoves => "그 기물은 지금 움직일 수 없습니다", "That piece has no legal move";
        HintNotYourPiece => "당신의 기물을 누르세요", "Tap one of your own pieces";
        ChessPromote => "승격할 기물을 고르세요", "Choose the piece to promote to";
        TtChess => "체스", "Chess";
        // ── 전치표: 탐색 나무 ─────────────────────────────────
        TtTree => "나무", "Tree";
        ChessWhite => "백", "White";
        ChessBlack => "흑", "Black";
        ChessYourMove => "당신 차례 — 기물을 누르세요", "Your move — tap a piece";
        ChessInCheck => "체크! 당신 차례", "Check! Your move";
        ChessMate => "체크메이트 — {c} 승", "Checkmate — {c} wins";
        ChessStalemate => "스테일메이트 — 비김", "Stalemate — a draw";
        ChessFifty => "50수 규칙 — 비김", "Fifty-move rule — a draw";
        ChessRepetition => "같은 국면 세 번 — 비김", "Threefold repetition — a draw";
        ChessMaterial => "기물 부족 — 비김", "Insufficient material — a draw";
        ChessKeyTitle => "폴리글롯 열쇠", "Polyglot key";
        ChessStartPosition => "처음 국면", "the start position";
        ChessFlip => "판 뒤집기", "Flip board";
        ChessPlayAs => "당신의 색", "You play";
        ChessThinkTime => "AI 생각 시간 (초)", "AI think time (s)";
        ChessLabDepth => "A/B 깊이", "A/B depth";
        ChessBook => "책의 수 (폴리글롯)", "Book moves (Polyglot)";
        ChessNoBook => "책 없음 — assets/book.bin에 폴리글롯 책을 두면 이 국면의 책 수가 보입니다",
            "No book — put a Polyglot book at assets/book.bin to see this position's book moves";
        ChessBookWeb => "책은 네이티브 판에서만 읽습니다", "Books are read by the native build only";
        TtKeyOut => "⊕ {p} 나감", "⊕ {p} out";
        TtKeyCaptured => "⊕ 잡힌 {p} 나감", "⊕ captured {p} out";
        TtKeyIn => "⊕ {p} 들어옴", "⊕ {p} in";
        TtKeyCastling => "⊕ 캐슬링 권리 {a} → {b}", "⊕ castling rights {a} → {b}";
        TtKeyEpOff => "⊕ 앙파상 {f}열 빠짐", "⊕ en passant file {f} off";
        TtKeyEpOn => "⊕ 앙파상 {f}열 들어감", "⊕ en passant file {f} on";
        TtKeySide => "⊕ 차례 → {c}", "⊕ side to move → {c}";
        TtKeyResult => "= 새 열쇠 (처음부터 계산한 것과 같다)", "= the new key (the same as computed from scratch)";
        TtSameByOther => "같은 국면, 다른 수순: {line}", "Same position by another move order: {line}";
        HintTapAgain => "한 번 더 누르면 그 자리에 둡니다", "Tap the same point again to place";
        HintAiThinking => "AI가 생각하는 중입니다", "The AI is thinking";
        HintExplainerTree => "틱택토 트리는 저절로 돕니다 — \"AI와 두기\"를 켜거나 헥스·하바나에서 두세요", "The tree explainer runs by itself — switch on \"Play the AI\" or play Hex or Havannah";
        TttWatch => "AI끼리", "AI vs AI";
        TttPlay => "AI와 두기", "Play the AI";
        TttPlayTip => "내가 한쪽을 두고, AI의 차례마다 트리가 자라는 것을 본다", "You play one side and watch the tree grow on each of the AI's turns";
        MctsCheck1 => "반복이 쌓일수록 좋은 수의 가지가 굵고 깊어지고, 그 칸의 방문 수가 가장 커진다",
            "As iterations accumulate, the good move's branch grows thicker and deeper and its cell's visit count becomes the largest";
        MctsCheck2 => "C가 크면 트리가 넓고, 작으면 좁고 깊다", "A large C makes the tree wide; a small C narrow and deep";
        MctsCheck3 => "700번 반복하는 틱택토 AI는 지지 않는다 (두어 보세요)", "A tic-tac-toe AI with 700 iterations never loses";
        MctsCheck4 => "헥스·하바나: 생각하는 동안 열 지도가 방문 수(또는 승률, RAVE 값)로 물들고, 차례가 적힌 돌이 AI의 수순을 보이고, 끝나면 이긴 사슬이 빛난다",
            "Hex and Havannah: while thinking the heat map follows the visits (or win rate, RAVE value), numbered stones show the AI's line, and at the end the winning chain lights up";
        MctsTune1 => "C 0.2–3, 속도, 씨앗", "C 0.2–3, speed, seed";
        MctsTune2 => "생각 시간 0.2–10초, 판 크기, 먼저 두는 쪽, 교환 규칙", "Think time 0.2–10 s, board size, who moves first, swap rule";
        MctsTune3 => "결정적 수, RAVE, 트리 재사용 — A/B 비교로 켜고 끈 차이를 본다", "Decisive moves, RAVE, tree reuse — compare on/off with A/B";

        // ── 전치표 ────────────────────────────────────────────
        TtExplain => "설명", "Explain";
        TtGomoku => "오목", "Gomoku";
        TtPath1 => "수순 ①", "Order ①";
        TtPath2 => "수순 ②", "Order ②";
        TtKeyNow => "열쇠", "key";
        TtKeyOne => "① 열쇠", "① key";
        TtKeyTwo => "② 열쇠", "② key";
        TtPiece => "⊕ 돌", "⊕ piece";
        TtSide => "⊕ 차례", "⊕ side";
        TtNewKey => "= 새 열쇠", "= new key";
        TtSlotStored => "적음 · {n}노드", "stored · {n} nodes";
        TtSlotFound => "찾음! 0 계산", "found! 0 computed";
        TtSlotAgain => "다시 {k}/{n}", "again {k}/{n}";
        TtLowBits => "아래 16비트 (64비트 중)", "low 16 bits (of 64)";
        TtSlots => "전치표 (칸 = 열쇠의 아래 4비트)", "Table (slot = low 4 bits of the key)";
        TtStored => "적음 · {n}개 노드를 계산함", "stored · computed {n} nodes";
        TtFound => "찾음! 0개 계산 ({n}개 절약)", "found! 0 computed (saved {n} nodes)";
        TtRecompute => "표 없음: 다시 계산 {k} / {n}", "no table: computing again {k} / {n}";
        TtSameKey => "두 수순, 같은 국면, 같은 열쇠", "two move orders, one position, the same key";
        TtPlaying => "{who}가 {cell}에: 열쇠 ⊕ 돌의 수 ⊕ 차례의 수", "{who} on {cell}: key ⊕ piece number ⊕ side number";
        TtTableOn => "전치표 켬", "Transposition table on";
        TtOtherMoves => "다른 수 · 다른 비트", "Other moves · other bits";
        TtFullKey => "64비트 열쇠", "64-bit key";
        TtDepth => "깊이 {d}", "depth {d}";
        TtStats => "노드 {n} · 표 적중 {h} · 표로 끝냄 {c}", "nodes {n} · table hits {h} · table cut-offs {c}";
        TtBestLine => "최선의 수순: {line}", "best line: {line}";
        TtAiThinking => "AI가 찾는 중: 깊이 {d} · 노드 {n}", "The AI is searching: depth {d} · {n} nodes";
        TtYourTurn => "당신 차례 — 교차점을 누르세요", "Your turn — tap an intersection";
        TtYouWon => "당신이 이겼습니다! 다섯!", "You win! Five in a row!";
        TtAiWon => "AI 승리 — 다섯", "The AI wins — five in a row";
        TtDrawn => "비김 (판이 찼다)", "Draw (the board is full)";
        TtStrength => "AI 깊이", "AI depth";
        TtThinkTime => "AI 시간 한도 (초)", "AI time limit (s)";
        TtAb => "A/B: 같은 깊이, 표 켬/끔", "A/B: same depth, table on/off";
        TtAbRun => "이 국면 비교", "Compare this position";
        TtAbResult => "표 켬 {a}개 · 끔 {b}개 노드 → {r}배 적게", "table on {a} · off {b} nodes → {r}× fewer";
        TtCollision => "충돌 수업: 16비트 열쇠, 확인 없이", "Collision lesson: 16-bit keys, unchecked";
        TtCollisionRun => "작은 표로 비교 (2^10칸)", "Compare with a small table (2^10 slots)";
        TtKey64 => "64비트", "64-bit";
        TtKey16 => "16비트", "16-bit";
        TtCollisionResult => "{mode}: 거짓 적중 {f} · 최선 {best} · 값 {v}", "{mode}: false hits {f} · best {best} · value {v}";
        TtWrongAnswer => "16비트 표가 다른 답을 냈다 — 남의 국면 값을 썼다", "The 16-bit table gave a different answer — it used another position's value";
        TtSameAnswer => "이번에는 답이 같다 (거짓 적중은 있었다)", "Same answer this time (the false hits were there)";
        TtCheck1 => "두 수순이 같은 국면에 오면 열쇠의 비트가 정확히 같다",
            "Reaching the same position by two move orders gives exactly the same key bits";
        TtCheck2 => "표를 켜면 두 번째 도착에 \"찾음! 0개 계산\", 끄면 다시 계산한다",
            "With the table on, the second arrival shows \"found! 0 computed\"; with it off, it is computed again";
        TtCheck3 => "같은 깊이에서 표를 켠 탐색이 노드를 훨씬 적게 본다 (A/B)",
            "At the same depth, the search with the table visits clearly fewer nodes (A/B)";
        TtCheck4 => "16비트 확인 없는 표는 거짓 적중을 내고, 때로 틀린 답을 낸다",
            "A 16-bit unchecked table makes false hits, and sometimes wrong answers";
        TtTune1 => "설명: 표 켬/끔, 다른 수 · 다른 비트, 속도", "Explainer: table on/off, other moves · other bits, speed";
        TtCheck5 => "체스: 수마다 열쇠가 XOR 단계들로 바뀌고, 다른 수순으로 같은 국면에 오면 그렇다고 알려 준다",
            "Chess: every move changes the key by its XOR steps; reaching a position by another move order says so";
        TtCheck6 => "나무: '+ 전치표' 계단은 앞 계단보다 노드가 적고 값은 같다; 보라 칸은 표가 답한 노드 (0개 계산), 그 노드를 누르면 같은 열쇠의 다른 수순이 나란히",
            "Tree: the '+ transposition table' rung searches fewer nodes than the rung before with the same value; violet cells were answered by the table (0 computed), and tapping one shows the other move order with the same key";
        TtTune4 => "나무: 국면(틱택토, 오목, 체스, 지금 대국), 탐색 깊이, 기법의 계단, 한 노드·다음 자름·표 적중·재탐색·깊이, 재생 속도, 사건 슬라이더, 끌기와 확대",
            "Tree: position (tic-tac-toe, gomoku, chess, the current game), search depth, rung, one node / next cut-off, table hit, re-search, depth, play speed, event slider, drag and zoom";
        TtTune3 => "체스: 생각 시간, 색, 판 뒤집기, 무르기, A/B 깊이", "Chess: think time, colour, flip board, undo, A/B depth";
        TtTune2 => "오목: AI 깊이와 시간, 먼저 두는 쪽, 무르기, A/B, 충돌 수업", "Gomoku: AI depth and time, who moves first, undo, A/B, the collision lesson";
        // ── 저장과 공유 링크 (`save`) ──────────────────────────
        GameWythoff => "와이토프", "Wythoff";
        GameTicTacToe => "틱택토", "Tic-tac-toe";
        SaveUnreadable => "저장된 상태를 읽을 수 없어 처음 상태로 엽니다 ({e})",
            "The saved state could not be read; starting fresh ({e})";
        SaveOtherVersion => "다른 판에서 저장한 상태라 쓰지 않았습니다",
            "The saved state is from another version and was ignored";
        SaveGameBad => "저장된 {g} 대국을 되살릴 수 없어 새 게임을 엽니다 ({e})",
            "The saved {g} game could not be restored; starting a new one ({e})";
        SaveLinkBad => "주소의 {g} 대국을 열 수 없어 새 게임을 엽니다 ({e})",
            "The {g} game in the address could not be opened; starting a new one ({e})";
        SaveSettingsBad => "저장된 설정을 쓸 수 없어 기본값으로 둡니다 ({e})",
            "The saved settings could not be used; keeping the defaults ({e})";
        SaveWriteFailed => "상태를 저장할 수 없습니다 ({e})", "Could not save the state ({e})";
        NoticeOk => "확인", "OK";
        LinkCopy => "링크 복사", "Copy link";
        LinkCopied => "이 국면의 링크를 클립보드에 복사함", "Copied a link to this position";
        RecordCopy => "{f} 복사", "Copy {f}";
        RecordPaste => "{f} 붙여넣기", "Paste {f}";
        RecordCopied => "{f}를 클립보드에 복사함 ({n}수)", "Copied the {f} to the clipboard ({n} moves)";
        RecordLoaded => "{f}에서 {n}수를 불러옴", "Loaded {n} moves from the {f}";
        RecordBad => "{f}를 읽을 수 없음 (판은 그대로): {e}", "Cannot read the {f} (the board is unchanged): {e}";
        ClipboardFailed => "클립보드를 쓸 수 없음: {e}", "The clipboard is not available: {e}";
        ClipboardMissing => "클립보드가 없음", "No clipboard on this system";
    }
}
