//! 소리와 진동의 조리법: 신호([`Cue`])마다 짧은 음 몇 개 (코드로 합성한다 — 녹음 파일이 없다)와 진동의
//! 무늬. 순수한 계산이라 네이티브(WAV를 만들어 `bevy_audio`로)와 웹(같은 표본을 Web Audio 버퍼로)이 같은
//! 소리를 낸다. 진짜 녹음을 쓰려면 [`samples`]가 신호마다 파일의 표본을 돌려주게 바꾸면 된다 (여기 한 곳).

use super::cue::Cue;

/// 표본의 빈도 (Hz): 짧은 효과음에는 충분하고 버퍼가 작다.
pub(crate) const RATE: u32 = 22_050;

/// 파형.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Wave {
    Sine,
    Triangle,
    /// 잡음 (잡기의 "딱" 소리): 주파수는 무시한다.
    Noise,
}

/// 음 하나: `start`초에 시작해 `length`초 동안, 주파수가 `from`에서 `to`로 미끄러진다. 세기는 짧게
/// 올라갔다가 (5 ms) 끝까지 지수로 줄어든다.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Tone {
    start: f32,
    length: f32,
    from: f32,
    to: f32,
    wave: Wave,
    gain: f32,
}

const fn tone(start: f32, length: f32, from: f32, to: f32, wave: Wave, gain: f32) -> Tone {
    Tone {
        start,
        length,
        from,
        to,
        wave,
        gain,
    }
}

/// 신호마다의 음들. 세기는 서로 견주어 맞춘 값이다: 돌 놓기와 수가 가장 잦으므로 부드럽게, 끝의 소리는
/// 조금 크게, 설명의 똑딱 소리는 가장 작게.
fn recipe(cue: Cue) -> Vec<Tone> {
    use Wave::{Noise, Sine, Triangle};
    match cue {
        // 돌이 판에 닿는 "톡": 높은 음이 빨리 내려가며 사라진다.
        Cue::Place => vec![tone(0.0, 0.07, 900.0, 420.0, Sine, 0.55)],
        // 기물을 옮겨 놓는 "탁": 세모파, 조금 낮게.
        Cue::Move => vec![tone(0.0, 0.08, 520.0, 330.0, Triangle, 0.5)],
        // 잡기: 짧은 잡음과 낮은 음.
        Cue::Capture => vec![
            tone(0.0, 0.05, 0.0, 0.0, Noise, 0.35),
            tone(0.0, 0.12, 300.0, 160.0, Triangle, 0.55),
        ],
        // 장군: 두 음의 경고.
        Cue::Check => vec![
            tone(0.0, 0.09, 880.0, 880.0, Triangle, 0.4),
            tone(0.1, 0.12, 1175.0, 1175.0, Triangle, 0.4),
        ],
        // AI의 수가 왔다: 위로 올라가는 부드러운 음.
        Cue::AiMove => vec![tone(0.0, 0.1, 620.0, 930.0, Sine, 0.45)],
        // 이김: 도–미–솔–도 (C5 E5 G5 C6).
        Cue::Win => vec![
            tone(0.0, 0.12, 523.0, 523.0, Triangle, 0.5),
            tone(0.1, 0.12, 659.0, 659.0, Triangle, 0.5),
            tone(0.2, 0.12, 784.0, 784.0, Triangle, 0.5),
            tone(0.3, 0.3, 1047.0, 1047.0, Triangle, 0.55),
        ],
        // 짐: 솔–미–도, 느리게 내려간다.
        Cue::Loss => vec![
            tone(0.0, 0.16, 392.0, 392.0, Sine, 0.5),
            tone(0.16, 0.16, 330.0, 330.0, Sine, 0.5),
            tone(0.32, 0.35, 262.0, 250.0, Sine, 0.5),
        ],
        // 비김: 같은 높이의 두 음.
        Cue::Draw => vec![
            tone(0.0, 0.14, 440.0, 440.0, Sine, 0.45),
            tone(0.18, 0.2, 440.0, 440.0, Sine, 0.45),
        ],
        // 설명이 한 걸음 갈 때의 작은 똑딱.
        Cue::Tick => vec![tone(0.0, 0.02, 1400.0, 1200.0, Sine, 0.18)],
    }
}

/// 신호 하나의 표본 (모노, [`RATE`] Hz, −1..=1). 같은 신호는 늘 같은 표본이다 (잡음은 고정된 씨앗).
pub(crate) fn samples(cue: Cue) -> Vec<f32> {
    let tones = recipe(cue);
    let end = tones.iter().map(|t| t.start + t.length).fold(0.0, f32::max);
    let mut out = vec![0.0f32; (end * RATE as f32).ceil() as usize + 1];
    let mut noise = 0x2545_f491_u32;
    for t in &tones {
        let first = (t.start * RATE as f32) as usize;
        let count = (t.length * RATE as f32) as usize;
        let mut phase = 0.0f32;
        for (k, slot) in out[first..].iter_mut().take(count).enumerate() {
            let x = k as f32 / count as f32;
            let freq = t.from + (t.to - t.from) * x;
            phase = (phase + freq / RATE as f32).fract();
            let value = match t.wave {
                Wave::Sine => (phase * core::f32::consts::TAU).sin(),
                Wave::Triangle => 1.0 - 4.0 * (phase - 0.5).abs(),
                Wave::Noise => {
                    // xorshift32: 파일도 난수 크레이트도 없이 늘 같은 잡음.
                    noise ^= noise << 13;
                    noise ^= noise >> 17;
                    noise ^= noise << 5;
                    noise as f32 / u32::MAX as f32 * 2.0 - 1.0
                }
            };
            let attack = (k as f32 / (0.005 * RATE as f32)).min(1.0);
            let decay = (-4.0 * x).exp() * (1.0 - x);
            *slot += value * t.gain * attack * decay;
        }
    }
    for s in &mut out {
        *s = s.clamp(-1.0, 1.0);
    }
    out
}

/// 표본을 16비트 모노 WAV 파일의 바이트로 (네이티브의 `bevy_audio`가 읽는다).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub(crate) fn wav(samples: &[f32]) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // 모노
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s * f32::from(i16::MAX)) as i16).to_le_bytes());
    }
    out
}

/// 진동의 무늬 (ms: 떨기, 쉬기, 떨기 …). 설명의 똑딱에는 없다.
pub(crate) fn buzz(cue: Cue) -> &'static [u32] {
    match cue {
        Cue::Place | Cue::Move => &[12],
        Cue::AiMove => &[8],
        Cue::Capture => &[22],
        Cue::Check => &[15, 50, 15],
        Cue::Win => &[30, 60, 30, 60, 70],
        Cue::Loss => &[140],
        Cue::Draw => &[40, 90, 40],
        Cue::Tick => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 소리는 짧고 (0.7초 안), 조용하지 않고, 터지지 않는다 (잘린 표본이 없다: 섞인 세기가 1 아래).
    #[test]
    fn every_cue_is_short_audible_and_unclipped() {
        for cue in Cue::ALL {
            let s = samples(cue);
            let secs = s.len() as f32 / RATE as f32;
            assert!(secs > 0.01 && secs < 0.7, "{cue:?}: {secs} s");
            let peak = s.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            assert!(peak > 0.05 && peak < 0.999, "{cue:?}: peak {peak}");
            // 끝은 조용하다 (딸깍 소리 없이 사라진다).
            assert!(s.last().unwrap().abs() < 0.01, "{cue:?}");
        }
        // 똑딱은 가장 작다.
        let peak = |c| samples(c).iter().fold(0.0f32, |m, v| m.max(v.abs()));
        assert!(
            Cue::ALL
                .iter()
                .all(|&c| c == Cue::Tick || peak(c) > peak(Cue::Tick))
        );
    }

    /// WAV의 머리는 RIFF/PCM 16비트 모노이고, 길이가 표본 수와 맞는다.
    #[test]
    fn wav_header_matches_the_samples() {
        let s = samples(Cue::Win);
        let w = wav(&s);
        assert_eq!(&w[0..4], b"RIFF");
        assert_eq!(&w[8..16], b"WAVEfmt ");
        assert_eq!(u32::from_le_bytes(w[24..28].try_into().unwrap()), RATE);
        assert_eq!(
            u32::from_le_bytes(w[40..44].try_into().unwrap()) as usize,
            s.len() * 2
        );
        assert_eq!(w.len(), 44 + s.len() * 2);
    }

    /// 이김과 짐은 진동으로도 구별된다 (무늬가 다르다); 돌 하나는 가벼운 한 번.
    #[test]
    fn haptic_patterns_tell_the_outcomes_apart() {
        assert_ne!(buzz(Cue::Win), buzz(Cue::Loss));
        assert_eq!(buzz(Cue::Place).len(), 1);
        assert!(buzz(Cue::Place)[0] <= 20);
        assert!(buzz(Cue::Tick).is_empty());
    }
}
