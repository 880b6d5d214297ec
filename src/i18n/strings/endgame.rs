//! 체스 끝내기 표의 글자 표: 후퇴 해석 장면의 네 번째 모드(풀기, 수마다의 값, 표와의 대국)와, 체스
//! 대국의 AI가 표에 물을 때.

use super::super::lang::Lang;

strings! {
    /// 체스 끝내기의 글자 하나의 이름.
    EgText {
        ViewSolve => "풀기", "Solve";
        ViewMoves => "수마다", "Every move";
        ViewPlay => "대국", "Play";
        Endgame => "끝내기", "Endgame";
        SolvingTable => "{m} 푸는 중 ({i}/{n}): {stage}", "Solving {m} ({i}/{n}): {stage}";
        StageScan => "메이트 찾기", "finding the mates";
        StageSeed => "잡기·승격의 표 읽기", "reading capture tables";
        StageLayer => "거리 {d} 층", "layer {d}";
        StageFinish => "남은 국면은 비김", "the rest are draws";
        Solved => "{m}: 국면 {p}개, {t}초에 풀림", "{m}: {p} positions, solved in {t} s";
        Counts => "이김 {w} · 비김 {d} · 짐 {l} (둘 차례에서)", "wins {w} · draws {d} · losses {l} (side to move)";
        Longest => "가장 긴 메이트: {n}수", "Longest mate: {n} moves";
        OpenLongest => "가장 긴 메이트 국면 보기", "Show the longest mate";
        LayerChart => "층마다 국면 수 (금색: 메이트까지, 파랑: 메이트를 당하기까지)",
            "Positions per layer (gold: to mate, blue: to be mated)";
        PaintLegend => "흑 킹이 그 칸에, 흑 차례: 빨강 = n수 뒤 메이트, 회색 = 비김",
            "Black king there, Black to move: red = mated in n, grey = draw";
        TapSquareHint => "빈 칸을 누르면 흑 킹이 거기 있는 국면의 모든 수를 본다",
            "Tap an empty square: every move of the position with the black king there";
        DragHint => "기물을 누르고 다른 칸을 누르면 옮긴다 — 그 배치로 다시 칠한다",
            "Tap a piece, then a square, to move it — the squares repaint for that placement";
        Replay => "층이 자라는 것 다시 보기", "Watch the layers grow again";
        ToMove => "{side} 차례: {v}", "{side} to move: {v}";
        White => "백", "White";
        Black => "흑", "Black";
        ValueWin => "이김, {n}수 만에 메이트", "win, mate in {n}";
        ValueLoss => "짐, {n}수 뒤 메이트 당함", "loss, mated in {n}";
        ValueMated => "메이트 당함", "checkmated";
        ValueDraw => "비김", "draw";
        MoveWin => "이김 · 메이트까지 {n}", "win · mate in {n}";
        MoveLoss => "짐 · {n}수 버팀", "loss · holds {n}";
        MoveDraw => "비김", "draw";
        MoveMates => "메이트!", "mate!";
        MovesTitle => "합법 수마다 (좋은 수부터)", "Every legal move (best first)";
        TapPieceHint => "기물을 누르면 갈 칸이 결과로 칠해진다 — 칸을 누르면 둔다",
            "Tap a piece: its squares are coloured by result — tap one to play it";
        Undo => "무르기", "Undo";
        Attack => "공격 (메이트하기)", "Attack (give mate)";
        Defend => "방어 (버티기)", "Defend (hold out)";
        NewGame => "새 대국", "New game";
        YourMoves => "내 수 {you} · 완벽 {best}", "your moves {you} · perfect {best}";
        Slower => "{mv}: {n}수 늦어짐", "{mv}: {n} moves slower";
        Spoiled => "{mv}: 이김을 놓쳤다", "{mv}: the win slipped away";
        TableMoved => "표: {mv}", "Table: {mv}";
        YouMated => "메이트! 완벽은 {best}수, 당신은 {you}수", "Mate! Perfect is {best} moves, you took {you}";
        YouHeld => "{you}수 버텼다 (완벽한 방어: {best}수)", "You held {you} moves (perfect defence: {best})";
        GameDrawn => "비김: {why}", "Draw: {why}";
        WhyStalemate => "스테일메이트", "stalemate";
        WhyMaterial => "메이트할 기물이 없다", "no mating material left";
        WhyFifty => "50수 규칙", "the fifty-move rule";
        WhyTable => "표가 비김이라 한다", "the table says it is drawn";
        YourTurn => "당신 차례 ({side})", "Your turn ({side})";
        NeedSolve => "먼저 이 끝내기를 푼다…", "Solving this endgame first…";
        MovedWhileSolving => "옮긴 배치는 표가 다 풀린 뒤에 칠한다", "This placement is painted once the table is solved";
        AiSolving => "AI: 끝내기 표 {what} 푸는 중", "AI: solving the endgame table {what}";
        AiTableHits => "끝내기 표가 값을 준 노드 {n}", "nodes valued by the endgame table: {n}";
        AiTableValue => "끝내기 표 {m}: {v}", "Endgame table {m}: {v}";
        TooBigForBudget => "이 기기의 AI 메모리 예산에 들지 않는다: {need} MiB가 드는데 {limit} MiB",
            "Too big for this device's AI memory: needs {need} MiB of {limit} MiB";
        TablesMemory => "세션의 표 {used} MiB (예산 {limit} MiB)", "Session tables {used} MiB (budget {limit} MiB)";
        AnyMaterial => "또는 쪽마다 기물을 더해 네 기물까지 아무 재료나:", "Or any material up to four pieces — add pieces per side:";
        ClearMaterial => "비우기", "Clear";
        SolveMaterial => "{m} 풀기", "Solve {m}";
        AnyMaterialNote => "폰이 있는 4기물은 아래 표가 열 개 넘게 딸려 오래 걸리고 메모리를 많이 쓴다 — AI의 메모리 예산을 넘으면 풀지 않는다",
            "Four pieces with a pawn bring ten or more smaller tables: slower and larger — beyond the AI's memory budget it is not solved";
    }
}
