//! MCTS의 방침: 어느 자식으로 내려가나 (UCT, RAVE 섞기), 어떤 수를 펼치나 (결정적 수), 끝까지 어떻게
//! 두나 (시뮬레이션). 규칙([`super::game::Game`])과 따로 두어, 게임은 빠른 시뮬레이션이나 싼 "바로
//! 이기는 수" 찾기만 [`Rollout`]에서 덮어쓴다.
//!
//! 참고: UCT — Kocsis & Szepesvári (ECML 2006); RAVE — Gelly & Silver (ICML 2007), β = √(k / (3N + k));
//! 결정적 수 — Teytaud & Teytaud (CIG 2010).

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::game::Game;
use crate::games::{Player, Status};

/// UCT의 설정. 옵션마다 켜고 끌 수 있어 장면이 비교할 수 있다.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// 탐험 상수 C (앱의 슬라이더 0.2–3, 명령줄 0–10). 기본 0.2 (RAVE와 함께; RAVE의 AMAF 값이
    /// 탐험의 몫을 덜어 준다). RAVE 없는 평범한 UCT는 [`Config::plain`]의 C 0.5: 헥스 11×11에서 C 1.0과
    /// 0.2를 모두 이겼다 (README).
    pub c: f32,
    /// 결정적 수: 바로 이기는 수가 있으면 그것만, 상대가 바로 이기는 수가 있으면 막는 수만 본다
    /// (트리에서, 그리고 게임이 싸게 할 수 있으면 시뮬레이션에서도).
    pub decisive: bool,
    /// 수를 둔 뒤 그 수의 부분 트리를 다음 탐색에 다시 쓴다.
    pub reuse: bool,
    /// RAVE/AMAF: "나중에 이 수를 둔 대국"의 통계를 섞는다. 기본으로 켬: 같은 생각 시간(반복은
    /// 0.63–0.82배)에 C 0.2의 RAVE가 평범한 UCT(C 0.5)를 헥스 11×11과 하바나 한 변 8에서 이겼다 (README).
    pub rave: bool,
    /// RAVE 등가 상수 k: β = √(k / (3N + k)).
    pub rave_k: f32,
    /// 시뮬레이션에서 다리를 지킨다: 상대가 내 다리(공통 빈 이웃이 둘인 내 돌 두 개, 또는 변과 둘째
    /// 줄의 돌)의 한 칸에 두면 곧바로 다른 칸에 둔다 (헥스; 다른 게임은 무시한다). 기본으로 켬: 같은
    /// 생각 시간(반복은 약 절반)에 헥스 11×11에서 끈 쪽에 40판 중 30판을 이겼다 (README).
    pub bridges: bool,
    /// 노드를 펼칠 때 자식을 모두 한꺼번에 만든다 (흔한 구현; 비교용). 기본은 끔: 자식은 처음 고를
    /// 때 하나씩 만든다 (`tree.rs`). 같은 트리를 키우지만 한꺼번에 만들면 방문되지 않을 노드까지
    /// 잡아 반복 하나에 메모리가 몇 배 든다 (docs/measurements.md).
    pub expand_all: bool,
    /// 트리가 메모리 상한에 차면 방문이 적은 노드들을 놓아 주고 다시 자란다 (`tree/recycle.rs`). 끄면
    /// 찬 트리는 멈추고, 반복은 닿은 노드에서 시뮬레이션만 한다.
    pub recycle: bool,
}

impl Default for Config {
    /// 대국의 기본값: 자체 대국에서 가장 센 설정 (RAVE 켬, C 0.2, 결정적 수, 트리 재사용, 헥스의 다리
    /// 지키기).
    fn default() -> Self {
        Config {
            c: 0.2,
            decisive: true,
            reuse: true,
            rave: true,
            rave_k: 1000.0,
            bridges: true,
            expand_all: false,
            recycle: true,
        }
    }
}

impl Config {
    /// 평범한 UCT의 C: RAVE 없이는 이 값이 헥스 11×11에서 C 1.0과 0.2를 모두 이겼다.
    pub const PLAIN_C: f32 = 0.5;

    /// 평범한 UCT (RAVE 끔, 그에 맞는 C 0.5): 장면의 RAVE 켬/끔 비교와 설명이 쓰는, 기본값에서 스위치
    /// 하나 떨어진 설정. 나머지(결정적 수, 재사용, 다리 지키기)는 기본값 그대로.
    pub fn plain() -> Self {
        Config::default().with_rave(false)
    }

    /// RAVE를 켜거나 끄고, C를 그 쪽의 측정된 값으로 (켬: 기본값의 C, 끔: [`Self::PLAIN_C`]).
    pub fn with_rave(self, rave: bool) -> Self {
        let c = if rave {
            Config::default().c
        } else {
            Self::PLAIN_C
        };
        Config { rave, c, ..self }
    }
}

/// 탐색 전체의 예산.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// 반복 횟수.
    Iterations(u64),
    /// 밀리초 (wasm에서도 동작하는 시계로 잰다).
    Millis(u64),
}

/// UCT 값: 승률 `q` + 탐험 항 C·√(ln N_부모 / N).
#[inline]
pub fn uct(q: f32, n: f32, ln_parent: f32, c: f32) -> f32 {
    q + c * (ln_parent / n).sqrt()
}

/// RAVE 섞기: (1 − β)·q + β·q_AMAF, β = √(k / (3N + k)). 방문이 늘수록 AMAF의 몫이 준다.
#[inline]
pub fn rave_blend(q: f32, n: f32, amaf_q: f32, k: f32) -> f32 {
    let beta = (k / (3.0 * n + k)).sqrt();
    (1.0 - beta) * q + beta * amaf_q
}

/// 시뮬레이션과 결정적 수의 방침. 기본 구현은 어느 게임에나 맞고, 게임이 더 빠른 길을 알면 덮어쓴다
/// (헥스: 판을 한 번에 채우고 연결을 한 번 본다).
pub trait Rollout: Game {
    /// `player`가 지금 두면 바로 이기는 수들 (차례와 상관없이). 결정적 수 옵션이 쓴다.
    fn winning_moves(&self, player: Player, out: &mut Vec<Self::Move>) {
        out.clear();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        for mv in moves {
            let mut g = self.clone();
            g.force_turn(player);
            g.play_unchecked(mv);
            if g.status() == Status::Won(player) {
                out.push(mv);
            }
        }
    }

    /// 끝까지 무작위로 둔다. 둔 수들을 차례대로 `trace`에 적고 (RAVE가 쓴다), 결과를 돌려준다.
    ///
    /// `config.decisive`이면 시뮬레이션에서도 바로 이기는 수는 두고, 상대가 바로 이기는 수는 막는다
    /// (결정적 수, Teytaud & Teytaud 2010). 이 검사가 비싼 게임(헥스의 판 채우기 등)은 무시해도 된다.
    /// `config.bridges`처럼 그 게임에 없는 방침도 무시한다.
    fn playout(
        &mut self,
        rng: &mut ChaCha8Rng,
        trace: &mut Vec<Self::Move>,
        config: &Config,
    ) -> Status {
        let decisive = config.decisive;
        let mut moves = Vec::new();
        let mut forced = Vec::new();
        loop {
            let s = self.status();
            if s.is_over() {
                return s;
            }
            if decisive {
                let me = self.to_move();
                self.winning_moves(me, &mut forced);
                if forced.is_empty() {
                    self.winning_moves(me.other(), &mut forced);
                }
            }
            let pool = if forced.is_empty() {
                self.legal_moves(&mut moves);
                &moves
            } else {
                &forced
            };
            let Some(&mv) = pool.get(rng.random_range(0..pool.len().max(1))) else {
                return Status::Draw;
            };
            forced.clear();
            trace.push(mv);
            self.play_unchecked(mv);
        }
    }
}
