//! 수 목록과 돌아보기의 글자 표: 목록의 단추, 돌아보기의 진행, 표시의 이름, 한 줄 까닭.

use super::super::lang::Lang;

strings! {
    /// 수 목록과 돌아보기의 글자 하나의 이름.
    ReviewText {
        Moves => "수 목록", "Moves";
        NoMoves => "아직 둔 수가 없다", "No moves yet";
        First => "처음", "First";
        Back => "앞 수", "Back";
        Forward => "다음 수", "Forward";
        Last => "마지막", "Last";
        Waiting => "지난 국면을 보는 중 — AI는 기다린다", "Looking back — the AI waits";
        Looking => "지난 국면을 보는 중 — AI는 기다린다. 여기서 두면 새 갈래.", "Looking back — the AI waits. A move here starts a new line.";
        Review => "돌아보기", "Review";
        Offer => "대국이 끝났다 — 수마다 판정을 받아 보자", "Game over — have every move judged";
        Reviewing => "돌아보는 중 {done}/{total}", "Reviewing {done}/{total}";
        Cancel => "그만", "Cancel";
        Reviewed => "돌아봄: 실수 {m}, 큰 실수 {b}", "Reviewed: {m} mistakes, {b} blunders";
        Outdated => "돌아본 뒤에 둔 수는 표시가 없다", "Moves played after the review are not marked";
        Best => "최선", "Best";
        Good => "좋음", "Good";
        Inaccuracy => "부정확", "Inaccuracy";
        Mistake => "실수", "Mistake";
        Blunder => "큰 실수", "Blunder";
        Proven => "증명됨", "proven";
        Better => "더 나은 수 {mv}", "better: {mv}";
        WinRate => "승률 {before} → {after} ({n}번의 플레이아웃)", "win rate {before} → {after} after {n} playouts";
        Score => "평가 {before} → {after} (깊이 {d})", "evaluation {before} → {after} (depth {d})";
        ExactLine => "{before} → {after}", "{before} → {after}";
        NimSumAfter => "둔 뒤의 님 합 {bits}", "nim-sum after the move {bits}";
        GrundyAfter => "둔 뒤의 그런디 값의 합 {bits}", "Grundy sum after the move {bits}";
        Practise => "연습 {n}", "Practise {n}";
        PractiseTip => "잘못 둔 국면을 다시 세우고 더 나은 수를 묻는다", "Set up each position you got wrong and look for a better move";
        PracticeResume => "연습 잇기 {i}/{n}", "Continue practice {i}/{n}";
        PracticeAsk => "연습 {i}/{n}: {ply}째 수 {mv}보다 나은 수를 두어 보자", "Practice {i}/{n}: find a better move than {mv} (move {ply})";
        Judging => "판정하는 중…", "Judging…";
        Passed => "✓ 통과", "✓ Passed";
        NotYet => "✗ 아직", "✗ Not yet";
        TryAgain => "다시 두기", "Try again";
        NextProblem => "다음 ▶", "Next ▶";
        StopPractice => "연습 그만", "Stop practice";
        PracticeFound => "찾음 {p}/{n}", "found {p}/{n}";
        PracticeDone => "연습 끝: {n}개 가운데 {p}개를 찾았다", "Practice done: found {p} of {n}";
        Win => "이김", "win";
        Draw => "비김", "draw";
        Loss => "짐", "loss";
    }
}
