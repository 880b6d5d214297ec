//! `gameai nim`: 님 국면을 판정하고 AI의 수를 보여 준다.

use gameai::games::nim::{Nim, PlayRule, TakeRule, Variant};
use gameai::nim::{NimAi, Theory, analyse};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::args::{Args, UsageError, parse_in};
use crate::json::Json;

pub const HELP: &str = "\
gameai nim [--misere] [--subtract K] [--json] H1 H2 ...
    Whether the player to move wins the Nim position with heaps H1 H2 ... (non-negative
    integers), and the move the AI would make (heap index from 0, new size).
    --misere       the player who takes the last stone loses
    --subtract K   a move takes 1..K stones (a subtraction game, solved with Grundy values)
    JSON: {\"winning\": bool, \"nim_sum\": X, \"move\": {\"heap\": i, \"to\": n} | null}
          (under --subtract, nim_sum is the XOR of the heaps' Grundy values)";

/// `--misere`와 `--subtract K`의 규칙 (`gameai nim`과 `gameai review nim`이 같이 쓴다).
pub fn variant(args: &mut Args) -> Result<Variant, UsageError> {
    let rule = if args.flag("--misere") {
        PlayRule::Misere
    } else {
        PlayRule::Normal
    };
    let take = match args.value("--subtract")? {
        Some(k) => TakeRule::UpTo(parse_in(&k, "--subtract K", 1, u32::MAX)?),
        None => TakeRule::Any,
    };
    Ok(Variant { rule, take })
}

/// 더미 크기들의 국면. 판정할 이론이 없는 규칙(미제르 뺄셈 게임)이면 그렇다고 말한다.
pub fn position(heaps: &[&str], variant: Variant) -> Result<Nim, UsageError> {
    let heaps = heaps
        .iter()
        .map(|h| parse_in(h, "a heap size", 0, u32::MAX))
        .collect::<Result<Vec<u32>, _>>()?;
    let pos = Nim::new(heaps, variant).map_err(|e| UsageError(e.to_string()))?;
    analyse(&pos).map_err(|e| UsageError(e.to_string()))?;
    Ok(pos)
}

pub fn run(mut args: Args, json: bool) -> Result<(), UsageError> {
    let variant = variant(&mut args)?;
    let heaps = args.positionals()?;
    let heaps: Vec<&str> = heaps.iter().map(String::as_str).collect();
    let pos = position(&heaps, variant)?;
    let analysis = analyse(&pos).map_err(|e| UsageError(e.to_string()))?;
    // 완벽한 AI (무작위 수 없음): 지는 국면에서는 버티는 수를 둔다.
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mv = NimAi::default().choose(&pos, &mut rng);

    if json {
        let mv = mv.map(|m| Json::object([("heap", Json::from(m.heap)), ("to", Json::from(m.to))]));
        let mut pairs = vec![
            ("winning", Json::from(analysis.winning)),
            ("nim_sum", Json::from(analysis.total)),
            ("move", Json::from(mv)),
        ];
        if analysis.theory == Theory::SpragueGrundy {
            pairs.push(("grundy", Json::from(analysis.values.clone())));
        }
        outln!("{}", Json::object(pairs));
        return Ok(());
    }

    let (label, name) = match analysis.theory {
        Theory::Bouton => ("nim-sum", "normal play (Bouton)"),
        Theory::BoutonMisere => ("nim-sum", "misère play"),
        Theory::SpragueGrundy => ("Grundy sum", "subtraction game (Sprague-Grundy)"),
    };
    outln!("rule: {name}, take {}", pos.variant().take);
    if analysis.theory == Theory::SpragueGrundy {
        outln!("Grundy values: {:?}", analysis.values);
    }
    outln!("{label}: {}", analysis.total);
    outln!(
        "the player to move {}",
        if analysis.winning { "wins" } else { "loses" }
    );
    match mv {
        Some(m) => outln!(
            "AI move: heap {} from {} to {}{}",
            m.heap,
            pos.heaps()[m.heap],
            m.to,
            if analysis.winning { "" } else { " (stalling)" }
        ),
        None => outln!("no move: the game is over"),
    }
    Ok(())
}
