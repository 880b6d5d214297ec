//! 탐색 나무(전치표 장면의 네 번째 방식)의 글자 표: 사건의 설명 줄, 기법의 계단, 노드의 자세한 것.

use super::super::lang::Lang;

strings! {
    /// 탐색 나무의 글자 하나의 이름.
    TreeText {
        TtTreeTitle => "탐색 나무: 진짜 알파-베타를 한 노드씩", "Search tree: the real alpha-beta, node by node";
        TreeRoot => "뿌리", "root";
        TreeView => "나무의 값은 모두 뿌리에서 둘 쪽({p})에서 본 것 (≥ 하한, ≤ 상한, 표 = 표가 답함)",
            "Values in the tree are all from the root player's ({p}) side (≥ lower bound, ≤ upper bound, TT = answered by the table)";
        TreeWinIn => "승{n}", "win{n}";
        TreeLossIn => "패{n}", "loss{n}";
        TreeSkipped => "{n}수\n안 봄", "{n}\nskipped";
        TreeTableShort => "표", "TT";
        TreeStart => "처음: 아직 아무것도 찾지 않았다 — '한 노드'를 누르세요",
            "Start: nothing searched yet — press 'One node'";
        TreeCounter => "사건 {e}/{all} · 노드 {n}/{total} · 판을 누르면 한 노드",
            "event {e}/{all} · nodes {n}/{total} · tap the board: one node";
        TreePosition => "국면", "Position";
        GameTtt => "틱택토", "Tic-tac-toe";
        GameGomoku => "오목", "Gomoku";
        GameChess => "체스", "Chess";
        SideBlack => "흑", "Black";
        SideWhite => "백", "White";
        PresetGomokuOpen => "세 수 뒤", "after three moves";
        PresetGomokuFight => "여섯 수의 싸움", "a six-move fight";
        PresetMate => "두 수 만의 메이트", "mate in two";
        PresetPawns => "폰 끝내기 (표가 자주 맞음)", "pawn ending (the table hits often)";
        PresetItalian => "이탈리안", "Italian";
        PresetEndgame => "KRK 끝내기 (끝내기 표가 답함)", "KRK ending (the endgame table answers)";
        TreeTableSolving => "끝내기 표 {what} 푸는 중: 풀리면 다시 찾는다",
            "Solving the endgame table {what}: then the search runs again";
        PresetGomokuNow => "지금 대국", "the current game";
        PresetChessNow => "지금 대국", "the current game";
        TreeSearchingNow => "찾는 중… 계단 {k}/{all}", "Searching… rung {k}/{all}";
        TreeStopped => "노드 {n}개에서 멈춤", "stopped at {n} nodes";
        TreeNextResearch => "다음 재탐색", "Next re-search";
        TreeZoomHint => "나무는 끌어서 옮기고, 집거나 휠로 확대", "Drag the tree to pan; pinch or scroll to zoom";
        TreeRecenter => "제자리로", "Recentre";
        TreeDepth => "탐색 깊이", "Search depth";
        TreeKeyBits => "열쇠의 64비트 (금색: 표의 칸을 고르는 아래 {n}비트)",
            "The key's 64 bits (gold: the low {n} bits that pick the table slot)";
        TreeTwinTitle => "두 수순, 한 국면", "Two move orders, one position";
        TreeTwinFirst => "먼저 만난 노드", "Met first";
        TreeTwinHere => "이 노드", "This node";
        TreeTwinWhy => "열쇠가 같으니 표의 같은 칸: 먼저 찾은 값이 여기서 다시 쓰인다",
            "The same key, so the same table slot: the value found first is used again here";
        OrderCapture => "잡기", "capture";
        OrderHistory => "역사 {n}", "history {n}";
        OrderMore => "… 남은 {n}수", "… and {n} more";
        EvNodeQs => "{mv}: 고요 탐색 — 잡는 수만 본다 (창 {w})", "{mv}: quiescence — captures only (window {w})";
        EvNodeCheck => "{mv}: 체크! 한 수 더 깊이 (남은 깊이 {d}, 창 {w})",
            "{mv}: check! One ply deeper (depth left {d}, window {w})";
        EvNodeNull => "널 무브 국면 (차례만 넘김, 창 {w})", "The null-move position (turn passed, window {w})";
        EvChildReduced => "{mv}: 늦은 수라 {r}수 얕게 찾는다 (창 {w})",
            "{mv}: a late move, searched {r} plies shallower (window {w})";
        EvResearchReduced => "{mv}: 얕게 찾은 값 {v}가 α를 넘었다 — 제 깊이로 다시",
            "{mv}: the reduced search scored {v} above α — search it again at full depth";
        TreeRungs => "기법을 하나씩 (노드 수 · 값)", "One technique at a time (nodes · value)";
        TreeBack => "◀ 한 사건", "◀ One event";
        TreeStep => "한 노드 ▶", "One node ▶";
        TreeNextCutoff => "다음 자름", "Next cut-off";
        TreeNextHit => "다음 표 적중", "Next table hit";
        TreeNextDepth => "다음 깊이", "Next depth";
        TreePlay => "재생", "Play";
        TreePause => "멈춤", "Pause";
        TreeEvent => "사건", "Event";
        RungMinimax => "미니맥스", "Minimax";
        RungAlphaBeta => "+ 알파-베타", "+ alpha-beta";
        RungOrdering => "+ 수 순서", "+ move ordering";
        RungTable => "+ 전치표", "+ transposition table";
        RungPvs => "+ PVS, 열망 창", "+ PVS, aspiration";
        RungSelective => "+ 선택적 탐색", "+ selective search";
        BoundExact => "정확", "exact";
        BoundLower => "하한", "lower bound";
        BoundUpper => "상한", "upper bound";
        OrderKiller => "킬러", "killer";
        OrderCounter => "반격", "counter";
        TreeTapHint => "나무의 칸을 누르면 그 노드를 자세히 봅니다", "Tap a node in the tree for its details";
        TreeSelected => "고른 노드: {line}", "Selected node: {line}";
        TreeKey => "열쇠 {hex} · 표의 칸 {slot} = 아래 {n}비트 {bits}", "Key {hex} · table slot {slot} = low {n} bits {bits}";
        TreeWindow => "찾은 창 {w}", "Searched with the window {w}";
        TreeResult => "결과: {r}", "Result: {r}";
        TreeTwin => "같은 국면을 다른 수순으로 먼저 만났다: {line} (같은 열쇠, 초록 칸)",
            "The same position was met first by another move order: {line} (the same key, green cell)";
        TreeSearching => "아직 찾는 중", "still searching";
        TreeAnswered => "표가 답함 {v} (0개 계산)", "answered by the table: {v} (0 computed)";
        TreeStored => "표에 적음", "stored in the table";
        WhyTerminal => "끝난 국면", "game over";
        WhyEval => "평가", "evaluation";
        WhyStandPat => "가만히 있기", "stand pat";
        WhyNoMoves => "둘 수 없음", "no moves";
        WhyEndgame => "끝내기 표", "endgame table";
        WhyThreat => "넷으로 이김 (VCF)", "win by fours (VCF)";
        WhyRootVcf => "찾기 전에 넷으로 이김 (VCF)", "won by fours before the search (VCF)";
        WhyRootVct => "찾기 전에 넷과 셋으로 이김 (VCT)", "won by fours and threes before the search (VCT)";
        WhyFutility => "평가가 창 밖으로 훨씬", "evaluation well outside the window";
        EvIteration => "깊이 {d}을 시작한다 (창 {w})", "Depth {d} begins (window {w})";
        EvRoot => "뿌리에 들어간다 (남은 깊이 {d}, 창 {w})", "Enter the root (depth left {d}, window {w})";
        EvNode => "{mv} 국면에 들어간다 (남은 깊이 {d}, 창 {w})", "Enter {mv} (depth left {d}, window {w})";
        EvTtMiss => "표: 이 국면은 없다 — 계산해야 한다", "Table: not there — must compute";
        EvTtValue => "표: 찾았다! 0개 계산 (값 {v})", "Table: found! 0 computed (value {v})";
        EvTtValueChild => "표: {mv}는 이미 안다! 들어가지 않는다 (값 {v})",
            "Table: {mv} is already known! Not entered (value {v})";
        EvTtNarrow => "표: 경계 {v}로 창을 좁힌다", "Table: the bound {v} narrows the window";
        EvTtMove => "표: 얕게 찾은 값이라 그 수만 먼저 본다", "Table: too shallow — only its move goes first";
        EvOrder => "이 차례로 본다: {list}", "Tries the moves in this order: {list}";
        EvNullMove => "널 무브: 차례를 넘겨 본다 (R = {r})", "Null move: passes the turn (R = {r})";
        EvReduced => "표에 수가 없다: 한 수 얕게, 깊이 {d}에서 찾는다",
            "No move in the table: searched one ply shallower, at depth {d}";
        EvChild => "{mv}를 찾는다 (창 {w})", "Searches {mv} (window {w})";
        EvChildNull => "{mv}: 영 창 {w} — '첫 수보다 나은가?'만 묻는다",
            "{mv}: null window {w} — only asks 'better than the first?'";
        EvChildResearch => "{mv}를 온전한 창 {w}으로 다시 찾는다", "Re-searches {mv} with the full window {w}";
        EvResearch => "{mv}가 α를 넘었다 ({v}): 다시 찾는다", "{mv} beat α ({v}): search it again";
        EvLeafOver => "끝난 국면: 값 {v}", "Game over here: value {v}";
        EvLeafEval => "깊이가 다했다: 평가 {v}", "Depth used up: evaluation {v}";
        EvLeafTable => "표의 값으로 바로 끝낸다: {v}", "Closed at once by the table: {v}";
        EvLeafEndgame => "끝내기 표가 아는 국면 (후퇴 해석으로 푼 값): {v}",
            "A position the endgame table knows (solved backwards): {v}";
        EvLeafThreat => "깊이가 다했지만 둘 차례가 넷으로만 이긴다 (위협 탐색, VCF): {v}",
            "Depth used up, but the side to move wins by fours alone (threat search, VCF): {v}";
        EvRootVcf => "깊이 1을 찾기 전에, 위협 탐색이 넷으로만 이기는 길을 찾았다 (VCF): {v}. 알파-베타는 하지 않는다",
            "Before depth 1, the threat search found a win by fours alone (VCF): {v}. No alpha-beta needed";
        EvRootVct => "깊이 1을 찾기 전에, 위협 공간 탐색이 넷과 열린 셋으로 이기는 길을 찾았다 (VCT): {v}. 알파-베타는 하지 않는다",
            "Before depth 1, the threat-space search found a win by fours and open threes (VCT): {v}. No alpha-beta needed";
        EvLeafFutility => "얕은 노드에서 평가 {v}가 창 밖으로 훨씬 크게 (둘 쪽에 좋게): 수를 보지 않고 자른다 (reverse futility)",
            "Shallow, and the evaluation {v} lies beyond the window by more than a margin (good for the side to move): cut without a move (reverse futility)";
        EvPrunedFutility => "평가 {v}에 {m}을 더해도 창 밖 (둘 쪽에 불리하게): 조용한 수 {n}개는 보지 않는다 (futility)",
            "Evaluation {v} lies beyond the window by more than a margin of {m} (bad for the side to move): {n} quiet moves not searched (futility)";
        EvPrunedLate => "얕은 노드: 뒤쪽의 조용한 수 {n}개는 보지 않는다 (late move pruning)",
            "Shallow node: the last {n} quiet moves are not searched (late move pruning)";
        EvPrunedExchange => "얕은 노드: 교환의 셈(SEE)으로 기물을 많이 내주는 수 {n}개는 보지 않는다 (조용한 수는 {q}, 잡는 수는 {c}보다 많이)",
            "Shallow node: {n} moves losing over {q} (quiet) or {c} (capture) by SEE: not searched";
        EvCutoff => "β 자름! {mv}의 값 {v} ≥ β — {n}수는 보지 않는다",
            "β cut-off! {mv} scored {v} ≥ β — {n} moves not searched";
        EvExit => "노드를 끝냈다: 값 {v} ({b})", "Node done: value {v} ({b})";
        EvExitStored => "노드를 끝내고 표에 적었다: 값 {v} ({b})", "Node done and stored in the table: value {v} ({b})";
        EvAspiration => "뿌리 값 {v}가 열망 창 밖: 온전한 창으로 다시",
            "Root value {v} fell outside the aspiration window: search again";
        EvDepthDone => "깊이 {d} 끝: 최선 {mv}, 값 {v}, 노드 {n}", "Depth {d} done: best {mv}, value {v}, {n} nodes";
    }
}
