//! 체스 끝내기를 저장하고 되살린다: 고른 재료, 보기, 공격·방어, 그리고 표와의 대국 (처음 국면의 FEN과
//! UCI 수들). 저장 글의 항목은 `game.endgame` (체스 대국의 `game.chess`와 따로). 다시 열면 재료의 표를
//! 다시 풀고, 다 풀리면 대국을 수마다 검사하며 다시 둔다 ([`super::play::resume`]); 그동안은 저장된
//! 돌아보기도 기다린다 ([`crate::review::Reviewable::restoring`]).

use gameai::games::GameId;
use gameai::games::chess::Move;
use gameai::tablebase::Material;

use super::state::{EgView, EndgameLab, SavedPlay};
use crate::i18n::Locale;
use crate::save::{Fields, SavedGame, fen_text, read_fen, replay};

impl EgView {
    /// 저장 글의 이름.
    fn slug(self) -> &'static str {
        match self {
            EgView::Solve => "solve",
            EgView::Moves => "moves",
            EgView::Play => "play",
        }
    }

    fn from_slug(s: &str) -> Result<EgView, String> {
        [EgView::Solve, EgView::Moves, EgView::Play]
            .into_iter()
            .find(|v| v.slug() == s)
            .ok_or_else(|| format!("view={s:?} (solve, moves, play)"))
    }
}

/// `material=KQK&view=play&side=attack&fen=…&moves=b1b5,e5e6` (대국이 없으면 앞의 셋만; FEN의
/// 공백은 체스 대국처럼 `_`).
impl SavedGame for EndgameLab {
    const GAME: GameId = GameId::Chess;
    const KEY: &'static str = "endgame";

    fn code(&self) -> Fields {
        let mut f = Fields::new()
            .with("material", &self.material)
            .with("view", self.view.slug())
            .with("side", if self.attack { "attack" } else { "defend" });
        // 대국이 있으면 그것을, 아직 되살리는 중이면 읽은 그대로를 (표가 풀리기 전에 지우지 않게).
        let play = match (&self.game, &self.pending) {
            (Some(_), _) => Some((self.first, self.line.all())),
            (None, Some(p)) => Some((p.first, &p.moves[..])),
            (None, None) => None,
        };
        if let Some((first, moves)) = play {
            let moves: Vec<String> = moves.iter().map(Move::to_string).collect();
            f.set("fen", fen_text(&first));
            f.set("moves", moves.join(","));
        }
        f
    }
}

impl EndgameLab {
    /// [`SavedGame::code`]의 값에서: 재료(흑이 세게 적혀도 표의 이름으로), 보기, 쪽, 있으면 대국 — FEN이 그 재료의
    /// 국면이고 수들이 차례로 합법인지 여기서 검사한다 (표의 값은 풀린 뒤에 [`super::play::resume`]이).
    pub(crate) fn from_code(code: &Fields, locale: &Locale) -> Result<EndgameLab, String> {
        let name = code.get("material").ok_or("no material")?;
        let material = Material::parse(name).map_err(|e| format!("material={name:?}: {e}"))?;
        let mut lab = EndgameLab::new(material);
        if let Some(v) = code.get("view") {
            lab.view = EgView::from_slug(v)?;
        }
        lab.attack = match code.get("side") {
            None | Some("attack") => true,
            Some("defend") => false,
            Some(other) => return Err(format!("side={other:?} (attack, defend)")),
        };
        let Some(fen) = code.get("fen") else {
            return Ok(lab);
        };
        let first = read_fen(fen)?;
        if Material::of(&first).normalized().0 != lab.material {
            return Err(format!("FEN: not a {} position", lab.material));
        }
        let mut board = first;
        let mut moves = Vec::new();
        replay(&code.list("moves"), locale, |name| {
            let mv = board.parse_move(name)?;
            board.make_move(mv);
            moves.push(mv);
            Ok(())
        })?;
        lab.pending = Some(SavedPlay { first, moves });
        Ok(lab)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameai::games::chess::Board;

    #[test]
    fn the_code_reads_back_and_bad_entries_say_why() {
        let l = Locale {
            lang: crate::i18n::Lang::En,
        };
        let mut lab = EndgameLab::new(Material::parse("KRK").unwrap_or_else(|e| panic!("{e}")));
        lab.view = EgView::Play;
        lab.attack = false;
        let first =
            Board::from_fen("8/8/8/4k3/8/8/8/KR6 b - - 0 1").unwrap_or_else(|e| panic!("{e}"));
        let mv = first.parse_move("e5d4").unwrap_or_else(|e| panic!("{e}"));
        lab.pending = Some(SavedPlay {
            first,
            moves: vec![mv],
        });
        let back = EndgameLab::from_code(&lab.code(), &l).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (back.material.to_string(), back.view, back.attack),
            ("KRK".to_owned(), EgView::Play, false)
        );
        assert_eq!(back.pending, lab.pending);
        assert_eq!(back.code(), lab.code());
        // 대국이 없으면 재료와 보기만.
        let plain = EndgameLab::new(Material::parse("KQKR").unwrap_or_else(|e| panic!("{e}")));
        let read = EndgameLab::from_code(&plain.code(), &l).unwrap_or_else(|e| panic!("{e}"));
        assert!(read.pending.is_none() && read.material.to_string() == "KQKR");

        for bad in [
            "",
            "material=KQX",
            "material=KQKQKQ",
            "material=KQK&view=look",
            "material=KQK&side=both",
            "material=KQK&fen=nonsense",
            "material=KQK&fen=8/8/8/4k3/8/8/8/KR6_b_-_-_0_1",
            "material=KRK&fen=8/8/8/4k3/8/8/8/KR6_b_-_-_0_1&moves=e5e7",
        ] {
            let code = Fields::parse(bad).unwrap_or_else(|e| panic!("{e}"));
            assert!(EndgameLab::from_code(&code, &l).is_err(), "{bad:?}");
        }
    }
}
