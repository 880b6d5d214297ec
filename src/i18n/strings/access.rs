//! 모두가 할 수 있게의 글자 표: 소리와 움직임의 설정, 화면 읽기 프로그램에 알리는 말 (`feedback::speech`), 키보드 도움말
//! (`keyboard`), 둘러보기의 단추 (`tour`).

use super::super::lang::Lang;

strings! {
    /// 키보드·화면 읽기·둘러보기의 글자 하나의 이름.
    AccessText {
        // ── 소리와 움직임의 설정 창 (feedback::panel, 위쪽 막대의 스피커 단추) ──
        FeelButton => "소리와 진동", "Sound and vibration";
        FeelTitle => "소리와 움직임", "Sound and motion";
        FeelSound => "소리 내기", "Play sounds";
        FeelVolume => "세기", "Volume";
        FeelHaptics => "진동 (돌을 놓을 때, 대국이 끝날 때)", "Vibrate (on each move, at the end)";
        FeelReduceMotion => "움직임 줄이기 (돌과 기물이 바로 제자리에)", "Reduce motion (pieces appear in place)";
        FeelClose => "닫기", "Close";
        // ── 화면 읽기 프로그램에 알리는 말 (feedback::speech) ──
        SayAiMove => "AI: {mv}", "AI plays {mv}";
        SayYourMove => "나: {mv}", "You play {mv}";
        SayWin => "이겼습니다", "You win";
        SayLoss => "AI가 이겼습니다", "The AI wins";
        SayDraw => "비겼습니다", "Draw";
        TourOffer => "둘러보기 ({n}걸음)", "Take the tour ({n} steps)";
        TourNext => "다음", "Next";
        TourDone => "끝", "Done";
        TourSkip => "건너뛰기", "Skip";
        TourClose => "×", "×";
        TourAgain => "둘러보기 다시 보기", "Show the tour again";
        KeysTitle => "키보드", "Keyboard";
        KeysMove => "판 위의 커서 옮기기", "Move the cursor on the board";
        KeysPlay => "커서의 칸에 두기 (누르기와 같다)", "Play the cell under the cursor (same as a tap)";
        KeysPanel => "패널의 단추들 사이로", "Move through the panel's buttons";
        KeysBack => "메뉴로 (이 창은 닫기)", "Back to the menu (closes this window)";
        KeysNewUndo => "새 게임 · 무르기 (헥스, 하바나)", "New game · undo (Hex, Havannah)";
        KeysList => "수 목록: 한 수 앞·뒤 · 처음 · 마지막", "Move list: one move back, forward · first · last";
        KeysReview => "대국 돌아보기 · 잘못 둔 수 연습", "Review the game · practise your mistakes";
        KeysHelp => "이 도움말", "This help";
        SayNimTake => "{h} 더미에서 {n}개", "{n} from heap {h}";
    }
}
