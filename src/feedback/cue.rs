//! 신호와 그 결과: 대국의 일 하나([`Cue`]), 설정을 지나 소리가 된 것([`Sounded`])과 진동이 된 것
//! ([`Buzzed`]), 그리고 신호를 다루는 시스템들의 자리([`FeelSet`], 나누기 [`Dispatch`]).

use bevy::prelude::*;

/// 소리나 진동을 낼 일.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// 돌을 놓았다 (오목, 헥스, 하바나, 님의 돌 집기).
    Place,
    /// 기물을 옮겼다 (체스, 와이토프의 여왕).
    Move,
    /// 기물을 잡았다.
    Capture,
    /// 장군.
    Check,
    /// AI의 수가 왔다 (잡기나 장군이 아닐 때).
    AiMove,
    /// 사람이 이겼다.
    Win,
    /// 사람이 졌다.
    Loss,
    /// 비겼다.
    Draw,
    /// 설명이 한 걸음 갔다.
    Tick,
}

impl Cue {
    /// 모든 신호 (시험과 소리를 미리 만들 때).
    pub const ALL: [Cue; 9] = [
        Cue::Place,
        Cue::Move,
        Cue::Capture,
        Cue::Check,
        Cue::AiMove,
        Cue::Win,
        Cue::Loss,
        Cue::Draw,
        Cue::Tick,
    ];
}

/// 설정을 지나 소리로 낸 신호 (세기 0..=1). 시험은 이것을 센다.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct Sounded {
    /// 신호.
    pub cue: Cue,
    /// 세기 (0..=1).
    pub volume: f32,
}

/// 설정을 지나 진동으로 낸 신호 (무늬: ms, 떨기·쉬기 …). 시험은 이것을 센다.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buzzed {
    /// 신호.
    pub cue: Cue,
    /// 무늬.
    pub pattern: &'static [u32],
}

/// 신호를 다루는 시스템들의 자리: 장면의 시스템(대국이 바뀌는 곳) 다음.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct FeelSet;

/// 신호를 설정에 맞춰 소리와 진동으로 나누는 시스템의 자리: 지켜보기(`watch`)는 앞, 소리·진동·말은 뒤.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Dispatch;
