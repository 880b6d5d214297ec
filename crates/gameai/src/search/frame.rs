//! 노드 스택의 한 칸([`Frame`])과, 노드에 들어온 길·들어간 결과.

/// 스택의 한 칸 (노드 하나).
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame<M> {
    pub(super) depth: i32,
    pub(super) ply: u32,
    pub(super) alpha: i32,
    pub(super) beta: i32,
    pub(super) alpha0: i32,
    pub(super) beta0: i32,
    /// 표가 알려 준 바닥과 천장 (창을 좁혔으면 결과를 그 안으로 자른다).
    pub(super) floor: i32,
    pub(super) ceil: i32,
    pub(super) key: u64,
    pub(super) qs: bool,
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) next: usize,
    pub(super) best: i32,
    pub(super) best_move: Option<M>,
    /// 이 노드로 들어온 길 (돌아갈 때 되돌린다).
    pub(super) entered_by: Entry<M>,
    /// 마지막 자식을 영 창으로 찾았는가 (높게 나오면 온전한 창으로 다시).
    pub(super) null_window: bool,
    /// 다음 자식은 온전한 창으로 다시 찾는다.
    pub(super) research: bool,
    /// 둘 차례가 체크를 당했다 (선택적 탐색에서만 잰다).
    pub(super) in_check: bool,
    /// 수들을 보기 전에 널 무브를 해 본다.
    pub(super) null_pending: bool,
    /// 지금 찾는 자식이 널 무브다.
    pub(super) null_child: bool,
    /// 마지막 자식을 줄인 깊이로 찾았다 (α를 넘으면 온전한 깊이로 다시).
    pub(super) reduced: bool,
    /// 다음 자식은 줄이지 않는다.
    pub(super) no_reduce: bool,
}

/// 노드로 들어온 길.
#[derive(Clone, Copy, Debug)]
pub(super) enum Entry<M> {
    /// 뿌리.
    Root,
    /// 수.
    Move(M),
    /// 널 무브 (차례만 넘김).
    Null,
}

impl<M: Copy> Entry<M> {
    /// 이 노드로 들어온 수 (뿌리와 널 무브면 없다).
    pub(super) fn mv(self) -> Option<M> {
        match self {
            Entry::Move(m) => Some(m),
            Entry::Root | Entry::Null => None,
        }
    }
}

/// 노드에 들어간 결과: 바로 값이 나왔거나, 스택에 올렸거나.
pub(super) enum Enter {
    Value(i32),
    Pushed,
}
