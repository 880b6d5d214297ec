//! 체스 대국: 사람은 기물을 누르고 (끌어도 된다) 빛나는 칸을 눌러 두고, AI는 오목과 같은 알파-베타와
//! 전치표로 생각한다 (고요 탐색을 더해). 판 옆(세로 화면에서는 아래)의 열쇠 판은 수마다 64비트
//! 폴리글롯 열쇠가 바뀌는 XOR들 — 기물이 나가고, 잡힌 기물이 나가고, 들어오고, 캐슬링·앙파상이
//! 바뀌고, 차례가 넘어가는 것 — 을 하나씩 비트를 뒤집으며 보여 준다. 다른 수순으로 이미 온 국면에
//! 닿으면 그 수순을 말해 준다.
//!
//! - 이 파일: 플러그인. `game`: 대국 상태 ([`ChessMatch`]), `record`: PGN, 저장 글과 링크. `flow`: 대국 열기, 패널의 동작, 붙여 넣은 PGN,
//!   AI에게 생각을 맡기고 받는 차례. `book`: 첫 수의 책.
//! - `fit`: 판과 열쇠 판의 배치 (화면 → 칸; 시스템 없는 순수한 계산). `input`: 누르기·끌기·승격 고르기.
//! - `view`: 칸, 기물, 좌표, 승격 고르기 그리기 (기물의 글자는 `pieces`, 미끄러지는 기물은
//!   `motion`). `notation`: 수순을 글로. `key_panel`: 열쇠의 비트와 XOR 단계. `review`: 수 목록과
//!   돌아보기의 판정, 더 나은 수순의 화살표.

mod book;
pub(crate) mod fit;
mod flow;
mod game;
mod hud;
mod input;
mod key_panel;
mod motion;
pub(crate) mod notation;
pub(crate) mod pieces;
mod record;
mod review;
pub(crate) mod view;

use bevy::prelude::*;
use gameai::games::chess::Chess;
use gameai::tablebase::Generator;

use super::ai::{Lab, LabSearch};
use super::state::TransMode;
use crate::scenes::tables::EndgameTables;
use crate::think::{ThinkPlugin, Thinker};

pub(crate) use game::ChessThink;
pub use game::{ChessAction, ChessMatch};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ChessAction>();
    app.add_plugins((
        ThinkPlugin::<ChessThink>::default(),
        ThinkPlugin::<LabSearch<Chess>>::default(),
    ));
    app.init_resource::<book::ChessBook>();
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Startup, book::load_book);
    app.add_plugins((
        flow::plugin,
        input::plugin,
        view::plugin,
        motion::plugin,
        key_panel::plugin,
        hud::plugin,
    ));
    crate::save::keep_game::<ChessMatch>(app, TransMode::Chess);
    crate::feedback::watch::watch_game::<ChessMatch>(app, TransMode::Chess);
    crate::review::plugin::<ChessMatch, _>(app, TransMode::Chess);
    crate::review::keep_review::<ChessMatch, _>(app, TransMode::Chess);
    app.add_systems(
        OnExit(TransMode::Chess),
        |mut c: Commands,
         mut tables: ResMut<EndgameTables>,
         mut maker: ResMut<Thinker<Generator>>| {
            // 대국이 청한 끝내기 표는 그만둔다 (작업자를 돌려준다; 풀린 표는 남는다).
            tables.stop(&mut maker);
            c.remove_resource::<ChessMatch>();
            c.remove_resource::<Lab<Chess>>();
            c.remove_resource::<Thinker<ChessThink>>();
            c.remove_resource::<Thinker<LabSearch<Chess>>>();
        },
    );
}
