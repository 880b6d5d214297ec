//! 알파-베타가 보는 게임: 규칙, 평가, 그리고 선택적 탐색에 필요한 것들 (기본 구현이 있는 것은
//! 게임이 알려 줄 때만 쓰인다).

use core::any::Any;
use core::fmt::{self, Debug};
use std::sync::Arc;

use super::report::RootThreats;

/// 끝난 국면의 결과 (둘 차례인 쪽에서).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terminal {
    /// 둘 차례인 쪽이 졌다 (상대가 다섯을 만들었다, 체크메이트 …).
    Loss,
    /// 비겼다.
    Draw,
}

/// 탐색 밖에서 아는 국면의 정확한 값 (둘 차례에서; 끝내기 표처럼): 메이트까지의 반수.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exact {
    /// `d` 반수 뒤 메이트로 이긴다.
    Win(u16),
    /// `d` 반수 뒤 메이트를 당한다.
    Loss(u16),
    /// 비긴다.
    Draw,
}

/// 국면의 정확한 값을 아는 것 (체스: 끝내기 표 [`crate::tablebase::Tablebase`]). `Any`이므로 웹의
/// 작업자로 보낼 때 그 근원을 알아보고 (`gameai-remote`가 표를 실어 보낸다) 다시 세울 수 있다.
pub trait ExactSource<G>: Any + Send + Sync {
    /// 국면 `game`의 정확한 값 (모르면 `None`, 탐색이 이어 찾는다).
    fn exact(&self, game: &G) -> Option<Exact>;
}

/// 탐색이 노드마다 국면의 정확한 값을 묻는 곳 (체스: 네 기물 이하의 끝내기 표,
/// [`crate::tablebase::oracle`]). 답하면 그 노드는 더 찾지 않는 잎이다 ([`super::LeafWhy::Endgame`]).
pub struct Oracle<G>(pub Arc<dyn ExactSource<G>>);

impl<G: 'static> Oracle<G> {
    /// 국면 `game`의 정확한 값.
    pub fn exact(&self, game: &G) -> Option<Exact> {
        self.0.exact(game)
    }

    /// 답의 근원 (내려받아 타입을 알아보려고: `source().downcast_ref::<Tablebase>()`).
    pub fn source(&self) -> &dyn Any {
        &*self.0
    }
}

impl<G> Clone for Oracle<G> {
    fn clone(&self) -> Self {
        Oracle(Arc::clone(&self.0))
    }
}

impl<G> Debug for Oracle<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Oracle")
    }
}

/// 알파-베타가 찾을 수 있는 게임.
pub trait SearchGame: Clone + Send + Sync + 'static {
    /// 수.
    type Move: Copy + Eq + Debug + Send + Sync + 'static;

    /// 국면의 조브리스트 열쇠 (둘 차례 포함).
    fn key(&self) -> u64;
    /// 끝났으면 그 결과.
    fn terminal(&self) -> Option<Terminal>;
    /// 탐색의 뿌리로서 끝났는가. 기본은 [`Self::terminal`]. 체스는 뿌리에서 규칙의 비김(세 번,
    /// 50수)을 보지 않는다: 그 비김은 청해야 끝나므로, 수를 물으면 수를 준다.
    fn root_terminal(&self) -> Option<Terminal> {
        self.terminal()
    }
    /// 둘 수를 좋아 보이는 순서로 `out`에 넣는다 (비우고 나서). 끝났으면 비운다.
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// 같은 수들을 게임이 만든 차례 그대로 (정렬 없이; 수 순서를 끈 설명의 계단,
    /// [`super::SearchConfig::ordering`]). 기본은 [`Self::moves`] (정렬하지 않는 게임).
    fn unordered_moves(&self, out: &mut Vec<Self::Move>) {
        self.moves(out);
    }
    /// 수를 둔다 (합법이라고 믿는다).
    fn make(&mut self, mv: Self::Move);
    /// `mv`를 둔 뒤의 열쇠 (두지 않고; 게임이 XOR로 바로 계산할 수 있으면 덮어쓴다).
    fn key_after(&self, mv: Self::Move) -> u64 {
        let mut g = self.clone();
        g.make(mv);
        g.key()
    }
    /// 마지막에 둔 수 `mv`를 되돌린다.
    fn unmake(&mut self, mv: Self::Move);
    /// 정적 평가: 둘 차례인 쪽에서 본 점수 (|값| < [`WIN_BOUND`](super::WIN_BOUND)).
    fn evaluate(&self) -> i32;
    /// 고요 탐색(quiescence)을 쓰는가 (체스: 잡는 수가 잠잠해질 때까지).
    fn quiescence(&self) -> bool {
        false
    }
    /// 고요 탐색에서 볼 시끄러운 수 (잡기, 승격).
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) {
        out.clear();
    }
    /// 고요 탐색에서 그대로 서 있는 값(stand pat)을 바닥으로 써도 되는가. 체스에서 체크를 당한
    /// 쪽은 "아무것도 안 하기"를 고를 수 없으므로 false이고, 그때 [`Self::noisy_moves`]는 체크를
    /// 피하는 모든 수를 준다.
    fn may_stand_pat(&self) -> bool {
        true
    }
    /// [`Self::moves`]가 비었을 때 (끝나지 않은 국면에서) 그 결과: 체스는 체크면 체크메이트,
    /// 아니면 스테일메이트. 기본은 비김 (오목: 판이 가득 참).
    fn no_moves(&self) -> Terminal {
        Terminal::Draw
    }
    /// 조용한 수인가 (잡지도 승격하지도 않는다). 조용한 수가 자르면 같은 깊이(ply)의 "킬러"로
    /// 기억해 형제 국면에서 잡는 수들 바로 뒤에 먼저 본다. 기본은 false (킬러를 쓰지 않는다:
    /// 오목처럼 모든 수가 돌 하나 놓기인 게임).
    fn is_quiet(&self, _mv: Self::Move) -> bool {
        false
    }
    /// 수 `mv`가 상대를 체크하는가 (두지 않고; 정적 가지치기는 체크를 주는 조용한 수를 빼지 않는다).
    /// 기본 false.
    fn gives_check(&self, _mv: Self::Move) -> bool {
        false
    }
    /// 수 `mv`로 시작하는 교환에서 둔 쪽이 얻는 점수 (교환의 셈, SEE; 센티폰, 잃으면 음수). 얕은
    /// 노드는 깊이에 비해 많이 잃는 수를 보지 않는다 ([`super::PruneWhy::Exchange`]). 기본 0 (셈이 없는
    /// 게임: 아무 수도 그렇게 빼지 않는다).
    fn exchange(&self, _mv: Self::Move) -> i32 {
        0
    }
    /// 둘 차례인 쪽이 체크를 당했는가 (선택적 탐색: 체크 연장, 그리고 널 무브와 줄이기를 삼가는
    /// 조건). 기본 false.
    fn in_check(&self) -> bool {
        false
    }
    /// 이 국면에서 널 무브(차례 넘기기)로 잘라도 되는가: 체크가 아니고, 추크츠방이 드문 국면.
    /// 기본 false (널 무브를 쓰지 않는다). true를 주는 게임은 [`Self::make_null`]도 준다.
    fn null_move_ok(&self) -> bool {
        false
    }
    /// 아무것도 두지 않고 차례만 넘긴다 ([`Self::null_move_ok`]일 때만 부른다).
    fn make_null(&mut self) {}
    /// [`Self::make_null`]을 되돌린다.
    fn unmake_null(&mut self) {}
    /// 잎에서: 둘 차례인 쪽이 강제로 이기는가 (위협 탐색 — 오목은 넷으로만 이기는 VCF, 작은 한도로),
    /// 이기면 다섯까지의 반수. 모르면 `None`. 판은 부르기 전 그대로 돌려 놓는다. 기본 `None`.
    fn forced_win(&mut self) -> Option<u16> {
        None
    }
    /// 같은 위협 탐색을 넓은 한도로, 그 수순과 함께 (결론의 주요 변화 끝에 붙인다). 기본 `None`.
    fn forced_line(&mut self) -> Option<Vec<Self::Move>> {
        None
    }
    /// 뿌리에서 한 번, 넓은 위협 탐색 (오목: VCF와 VCT): 둘 차례인 쪽의 강제 승리, 그리고 상대의 강제
    /// 승리와 그것을 막는 수들. `nodes`: 막는 수 고르기까지 모두의 노드 한도 (대략; 넘으면 남은 일은
    /// 모른다고 친다). 판은 부르기 전 그대로 돌려 놓는다. 기본은 아무것도 보지 않는다.
    fn root_threats(&mut self, nodes: u64) -> RootThreats<Self::Move> {
        let _ = nodes;
        RootThreats::default()
    }
    /// 정적 평가로 가지를 쳐도 되는가 (reverse futility, futility, late move pruning; 선택적 탐색에서):
    /// 평가가 조용한 국면의 값에 가깝고 (고요 탐색이 잎을 다듬는 게임), 수 순서가 잡는 수 뒤에 조용한
    /// 수를 두는 게임 (체스). 기본 false.
    const STATIC_PRUNING: bool = false;
    /// 안에서 줄이기를 써도 되는가 (선택적 탐색에서, 표에 수가 없는 깊은 노드를 한 수 얕게; 자체 대국으로
    /// 잰 게임만: 체스). 기본 false.
    const ITERATIVE_REDUCTION: bool = false;
    /// 역사 휴리스틱의 칸 수 (0이면 쓰지 않는다).
    const HISTORY_SLOTS: usize = 0;
    /// 조용한 수의 역사 칸 번호 (`0..HISTORY_SLOTS`; 체스: 둘 차례 × 출발 칸 × 도착 칸).
    fn history_slot(&self, _mv: Self::Move) -> usize {
        0
    }
    /// 이어진 역사(continuation history)의 칸 수: 수 하나를 (움직이는 기물 × 도착 칸)으로 센 번호의 수
    /// (0이면 쓰지 않는다; 체스: 색 × 기물 × 칸 = 768).
    const FOLLOW_SLOTS: usize = 0;
    /// 수 `mv`의 (움직이는 기물 × 도착 칸) 번호 (`0..FOLLOW_SLOTS`). `played`면 `mv`는 방금 둔 수라 기물이
    /// 도착 칸에 있고, 아니면 지금 국면에서 둘 수라 출발 칸에 있다.
    fn follow_slot(&self, _mv: Self::Move, _played: bool) -> usize {
        0
    }
}
