//! 난이도 줄의 글자 표: 단계의 이름, 단계가 거는 손잡이, 그리고 바깥 상대로 잰 닻 (`gameai::level::Anchor`).

use super::super::lang::Lang;

strings! {
    /// 난이도 줄의 글자 하나의 이름.
    LevelText {
        Title => "난이도", "Level";
        Beginner => "초보", "Beginner";
        Club => "중수", "Club";
        Strong => "고수", "Strong";
        Maximum => "최고", "Maximum";
        Random => "무작위 수 {p} %", "random moves {p} %";
        Depth => "깊이 ≤ {d}", "depth ≤ {d}";
        Iterations => "한 수에 반복 {n}번", "{n} iterations a move";
        AsSet => "아래 설정 그대로", "the settings below, as they are";
        // ── 닻: 프로젝트 밖의 상대로 잰 세기 (docs/measurements.md "난이도의 닻") ──
        AboutStockfish => "≈ Stockfish 레벨 {n}", "≈ Stockfish level {n}";
        BelowStockfish => "Stockfish 레벨 {n}보다 약함", "weaker than Stockfish level {n}";
        AboveStockfish => "Stockfish 레벨 {n}보다 강함", "stronger than Stockfish level {n}";
        AboutOpenSpiel => "≈ OpenSpiel MCTS {n}회", "≈ OpenSpiel MCTS at {n} simulations";
        BelowOpenSpiel => "OpenSpiel MCTS {n}회보다 약함", "weaker than OpenSpiel MCTS at {n} simulations";
        AboveOpenSpiel => "OpenSpiel MCTS {n}회보다 강함", "stronger than OpenSpiel MCTS at {n} simulations";
        RefBot => "기준 봇에게 {p} % 득점", "scores {p} % against the reference bot";
        RandomWins => "아무 수나 두는 사람이 {p} % 이김", "a random player wins {p} %";
        AtDefaults => "{anchor} (기본 설정에서)", "{anchor} (at the default settings)";
    }
}
