"""오목의 자체 대국: 새 빌드와 옛 빌드의 Gomocup 두뇌를 같은 단계·같은 생각 시간으로 두고 순차 검정(SPRT)으로
어느 쪽이 센지 가린다 (체스의 `chess_selfplay.py`와 같은 틀).

    python3 tools/ladder/gomoku_selfplay.py --new PATH --old PATH [--level maximum] [--turn-ms 1000] \
        [--games 200] [--concurrency 1] [--elo0 0 --elo1 150] [--seed 1] [--lost FILE]

- 여는 국면: 씨앗으로 고른 가운데 5×5 안의 두 돌 (`gomoku_ladder.opening`). 국면마다 두 판, 색을 바꿔서.
- 시간: 두뇌마다 `INFO timeout_turn` (한 수의 한도). 단계는 `INFO arcade_level` (기본 "최고": 깊이 상한 없음).
- `--concurrency N`: 판 N개를 함께 (N은 코어 수 이하로: 한 판에서는 한 쪽만 생각한다).
- 순차 검정: H0 = `elo0`, H1 = `elo1`, α = β = 0.05 (`common.llr`). LLR이 경계를 넘거나 `--games`에
  닿으면 멈춘다.
- 판마다 한 줄을 stderr에, 마지막에 docs 표의 한 줄을 stdout에. `--lost FILE`이면 새 빌드가 이기지 못한 판의
  수순을 gameai의 칸 이름으로 덧붙인다.
"""

import argparse

from common import Sprt
from gomoku_ladder import Brain, names, opening, play_game


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--new", required=True, help="the build under test (a gameai binary)")
    p.add_argument("--old", required=True, help="the build it is measured against")
    p.add_argument("--level", default="maximum", choices=["beginner", "club", "strong", "maximum"])
    p.add_argument("--turn-ms", type=int, default=1000)
    p.add_argument("--games", type=int, default=200, help="at most this many games")
    p.add_argument("--concurrency", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--elo0", type=float, default=0.0)
    p.add_argument("--elo1", type=float, default=150.0)
    p.add_argument("--label", default="new vs old")
    p.add_argument("--lost", help="append the moves of every game the new build did not win to this file")
    a = p.parse_args()
    sprt = Sprt(a.games, a.elo0, a.elo1)

    def worker():
        while (i := sprt.take()) is not None:
            new, old = Brain(a.level, a.turn_ms, a.new), Brain(a.level, a.turn_ms, a.old)
            new.start()
            old.start()
            new_first = i % 2 == 0
            # 기준 봇은 쓰지 않으므로 난수는 필요 없다 (None).
            score, why, order = play_game(new, old, opening(a.seed + i // 2), new_first, None)
            new.close()
            old.close()
            side = "first" if new_first else "second"
            if a.lost and score < 1.0:
                with open(a.lost, "a") as f:
                    f.write(f"game {i + 1} (new {side}, {score}): {names(order)}\n")
            sprt.add(i, score, f"{side} {score} ({why})")

    sprt.run(worker, a.concurrency)
    print(sprt.row(a.label, f"{a.level}, {a.turn_ms} ms a move"))


if __name__ == "__main__":
    main()
