//! 체스 대국의 흐름: 대국 열기, 패널의 동작 (둘 다 오목과 같은 `ai::start`, `ai::act`), 붙여 넣은
//! PGN, 그리고 그 뒤에 AI의 답을 받고 생각을 맡기는 차례 (한 프레임에 이 순서로).

use bevy::prelude::*;
use gameai::games::GameId;
use gameai::games::chess::Chess;

use super::{ChessMatch, ChessThink};
use crate::i18n::Locale;
use crate::records::{RecordNote, RecordPasted};
use crate::scenes::transposition::ai::{self, Lab, receive_lab};
use crate::scenes::transposition::state::TransMode;
use crate::think::{ThinkSet, Thinker};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TransMode::Chess), ai::start::<ChessMatch>);
    app.add_systems(
        Update,
        (
            ai::act::<ChessMatch>,
            paste_record,
            ai::receive::<ChessMatch>,
            ai::think::<ChessMatch>,
            receive_lab::<Chess>,
        )
            .chain()
            .in_set(ThinkSet::Apply)
            .run_if(in_state(TransMode::Chess).and_then(resource_exists::<ChessMatch>)),
    );
}

/// 붙여 넣은 PGN: 그 대국으로 바꾼다 (틀리면 까닭을 적고 판은 그대로).
fn paste_record(
    mut commands: Commands,
    mut pasted: MessageReader<RecordPasted>,
    mut m: ResMut<ChessMatch>,
    mut thinker: ResMut<Thinker<ChessThink>>,
    mut note: ResMut<RecordNote>,
    locale: Res<Locale>,
) {
    for p in pasted.read().filter(|p| p.kind == GameId::Chess) {
        match ChessMatch::from_pgn(m.human, &p.text, &locale) {
            Ok(fresh) => {
                thinker.cancel();
                let n = fresh.game.played().len();
                *m = fresh;
                commands.remove_resource::<Lab<Chess>>();
                note.loaded(GameId::Chess, n, &locale);
            }
            Err(e) => note.failed(GameId::Chess, &e, &locale),
        }
    }
}
