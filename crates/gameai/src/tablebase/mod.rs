//! 체스 끝내기 표 (endgame tablebase): 네 기물 이하(킹 포함)의 모든 국면을 후퇴 해석으로 풀어,
//! 국면마다 결과(둘 차례의 이김·비김·짐)와 메이트까지의 거리(DTM, 반수)를 적는다.
//!
//! Ströhlein(1970)과 Thompson(1986)이 이렇게 끝내기를 메이트에서 거꾸로 풀었다. 오늘날의 표
//! (Nalimov, Gaviota, Syzygy)도 같은 생각이다.
//! 참고: <https://www.chessprogramming.org/Endgame_Tablebases>,
//! <https://www.chessprogramming.org/Retrograde_Analysis>
//!
//! - [`Material`]: 표의 이름 ("KRKP"), 잡기와 승격이 가는 표들 ([`Material::closure`]).
//! - [`Layout`]: 국면 ↔ 번호 (판의 대칭으로 줄인다: 폰이 없으면 8가지, 있으면 좌우 거울).
//! - [`Generator`]: 만들기 ([`crate::step::Steppable`]: 앱은 프레임마다, 웹은 작업자에서 조금씩).
//! - [`Tablebase`]: 풀린 표들; [`Tablebase::probe`]는 국면의 값과 수마다의 값.
//!
//! 50수 규칙은 보지 않는다 ([`mod@generate`]의 설명).

pub mod generate;
pub mod index;
pub mod material;
mod moves;
pub mod probe;
pub mod solve;
pub mod table;

pub use generate::{GenSnapshot, Generated, Generator};
pub use index::{Layout, Placement};
pub use material::{MAX_PIECES, Material, MaterialError};
pub use probe::{Probe, ProbeError, ScoredMove, oracle};
pub use solve::{Stage, TableReport};
pub use table::{Table, Tablebase, Value, flip_colors};

use crate::step::Steppable;

/// 재료 하나의 표를 (가는 표들과 함께) 끝까지 만든다 (시험과 명령줄).
pub fn generate(material: &Material) -> Generated {
    Generator::new(material, Tablebase::new()).run_to_end()
}
