//! 오목의 강제 승리의 글자 표: 위협 탐색이 찾은 수순의 머리글, 막은 위협, 판의 띠 (넷과 셋)의 풀이.

use super::super::lang::Lang;

strings! {
    /// 오목의 강제 승리 글자 하나의 이름.
    ThreatText {
        ForcedAi => "AI의 강제 승리: {n}수 ({k}) — 번호는 AI의 위협과 당신의 답", "Forced win for the AI in {n} ({k}) — numbers mark its threats and your replies";
        ForcedYou => "당신의 강제 승리: {n}수 ({k}) — 번호대로 두면 이깁니다", "You have a forced win in {n} ({k}) — follow the numbers";
        MarkFour => "금색 띠: 넷 (한 칸이면 다섯 — 곧바로 막아야 한다)", "Gold band: a four (one cell from five — must be blocked at once)";
        MarkThree => "보라 띠: 셋 (다음 수에 열린 넷 — 지금 답해야 한다)", "Violet band: a three (an open four next — must be answered now)";
        Blocked => "AI가 당신의 강제 승리 ({k}, {n}수)를 보고 {at}에서 막았습니다", "The AI saw your forced win ({k}, {n} plies) and blocked it at {at}";
    }
}
