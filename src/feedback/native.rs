//! 네이티브의 소리: 신호마다 합성한 표본을 WAV로 만들어 `bevy_audio`의 소리 자산으로 한 번 넣어 두고,
//! [`Sounded`]마다 한 번 튼다 (다 틀면 엔티티가 사라진다). 소리 장치가 없거나 (`AudioPlugin`이 없는
//! 헤드리스 시험) 자산 저장소가 없으면 조용히 아무것도 하지 않는다. 데스크톱에는 진동이 없다.

use std::collections::HashMap;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use super::cue::{Cue, Dispatch, FeelSet, Sounded};
use super::tones;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, play.in_set(FeelSet).after(Dispatch));
}

/// 신호마다의 소리 자산 (처음 틀 때 만든다).
#[derive(Default)]
struct Sounds(HashMap<Cue, Handle<AudioSource>>);

fn play(
    mut heard: MessageReader<Sounded>,
    assets: Option<ResMut<Assets<AudioSource>>>,
    mut sounds: Local<Sounds>,
    mut commands: Commands,
) {
    let Some(mut assets) = assets else {
        heard.clear();
        return;
    };
    for s in heard.read() {
        let handle = sounds
            .0
            .entry(s.cue)
            .or_insert_with(|| {
                assets.add(AudioSource {
                    bytes: tones::wav(&tones::samples(s.cue)).into(),
                })
            })
            .clone();
        commands.spawn((
            AudioPlayer(handle),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(s.volume)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use bevy::audio::{AudioSource, Decodable};

    use super::super::{Cue, tones};

    /// 만든 WAV를 `bevy_audio`의 디코더(rodio)가 읽는다: 신호마다 표본 수가 같다 (형식이 틀리면 디코더가
    /// 패닉한다).
    #[test]
    fn bevy_audio_decodes_every_cue() {
        for cue in Cue::ALL {
            let samples = tones::samples(cue);
            let source = AudioSource {
                bytes: tones::wav(&samples).into(),
            };
            assert_eq!(source.decoder().count(), samples.len(), "{cue:?}");
        }
    }
}
