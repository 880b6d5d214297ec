"""오목의 사다리: gameai의 Gomocup 두뇌(`gameai pbrain`)를 한 단계(`INFO arcade_level`)로 두고, 기준 봇
(`gomoku_refbot.py`)이나 같은 두뇌의 다른 단계와 대국한다.

    python3 tools/ladder/gomoku_ladder.py --level club --opponent refbot|gameai:LEVEL --games 20 \
        [--turn-ms 2000] [--seed N] [--from K] [--lost FILE]

- 판: 15×15 자유 오목. 시작은 가운데 5×5 안의 두 돌 (씨앗에서; 두 판마다 하나, 두 판은 색만 바꿈).
  판 i (0부터)는 씨앗과 i로만 정해지므로 `--from K`로 K번째 판부터 두어 긴 실행을 나눌 수 있다 (같은 판들).
- 두뇌는 관리자(piskvork)처럼 몬다: `START 15`, `INFO timeout_turn`, `INFO arcade_level`, 시작 돌은
  `BOARD … DONE`, 그다음 `TURN x,y`. 수는 `x,y` 줄로 받는다 (`MESSAGE`, `DEBUG` 줄은 건너뛴다).
- 판마다 한 줄을 stderr에, 마지막에 docs 표의 한 줄을 stdout에. `--lost FILE`이면 gameai가 지거나 비긴 판의
  수순을 gameai의 칸 이름으로 (`gameai search gomoku --moves …`에 그대로) 한 줄씩 덧붙인다.
"""

import argparse
import random
import subprocess
import sys

import gomoku_refbot as ref
from common import HEADER, Tally, gameai_binary


class Brain:
    """Gomocup 두뇌 하나."""

    def __init__(self, level, turn_ms, binary=None):
        self.p = subprocess.Popen([binary or gameai_binary(), "pbrain"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.level, self.turn_ms = level, turn_ms

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def read(self):
        """다음 답 (`MESSAGE`, `DEBUG` 줄은 건너뛴다)."""
        while True:
            line = self.p.stdout.readline()
            if line == "":
                raise RuntimeError("the brain closed its output")
            line = line.strip()
            if line and not line.startswith(("MESSAGE", "DEBUG")):
                return line

    def start(self):
        self.send(f"START {ref.SIZE}")
        assert self.read() == "OK"
        self.send(f"INFO timeout_turn {self.turn_ms}")
        self.send(f"INFO arcade_level {self.level}")

    def move(self, reply):
        parts = reply.split(",")
        if len(parts) != 2:
            raise RuntimeError(f"the brain answered {reply!r}")
        return int(parts[0]), int(parts[1])

    def board(self, stones, me):
        """돌들 (차례대로 [(x, y, 색)])을 `BOARD`로 보내고 두뇌의 수를 받는다. `me`: 두뇌의 색."""
        self.send("BOARD")
        for x, y, c in stones:
            self.send(f"{x},{y},{1 if c == me else 2}")
        self.send("DONE")
        return self.move(self.read())

    def turn(self, x, y):
        self.send(f"TURN {x},{y}")
        return self.move(self.read())

    def close(self):
        self.send("END")
        self.p.wait()


def opening(seed):
    rng = random.Random(seed)
    stones = []
    while len(stones) < 2:
        c = (rng.randrange(5, 10), rng.randrange(5, 10))
        if c not in stones:
            stones.append(c)
    return stones


def play_game(ours, theirs, start, ours_first, rng):
    """한 판: 먼저 두는 색 1, 나중 2. gameai(`ours`) 쪽의 점수."""
    board, order = {}, []
    colors = {1: ours if ours_first else theirs, 2: theirs if ours_first else ours}
    for i, c in enumerate(start):
        board[c] = 1 + i % 2
        order.append((c[0], c[1], 1 + i % 2))
    fresh = {1: True, 2: True}  # 두뇌가 아직 BOARD를 받지 않았다
    last = order[-1][:2]
    color = 1
    while len(board) < ref.SIZE * ref.SIZE:
        side = colors[color]
        if side == "refbot":
            mv = ref.choose(board, color, rng)
        elif fresh[color]:
            mv = side.board(order, color)
            fresh[color] = False
        else:
            mv = side.turn(*last)
        if mv in board or not (0 <= mv[0] < ref.SIZE and 0 <= mv[1] < ref.SIZE):
            return (0.0 if side is ours else 1.0), f"illegal move {mv}", order
        board[mv] = color
        order.append((mv[0], mv[1], color))
        last = mv
        if ref.wins(board, *mv):
            return (1.0 if side is ours else 0.0), f"five after {len(board)} stones", order
        color = 3 - color
    return 0.5, "full board", order


def names(order):
    """수순을 gameai의 칸 이름으로 (열 a부터, 줄은 아래에서 1부터; Gomocup의 y는 위에서 0부터)."""
    return ",".join(f"{chr(ord('a') + x)}{ref.SIZE - y}" for x, y, _ in order)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", required=True, choices=["beginner", "club", "strong", "maximum"])
    p.add_argument("--opponent", default="refbot", help="refbot or gameai:LEVEL")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--turn-ms", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--from", dest="first", type=int, default=0, help="start at this game (0-based)")
    p.add_argument("--header", action="store_true")
    p.add_argument("--lost", help="append the moves of every game gameai did not win to this file")
    a = p.parse_args()
    tally = Tally()
    for i in range(a.first, a.first + a.games):
        ours = Brain(a.level, a.turn_ms)
        ours.start()
        if a.opponent == "refbot":
            theirs, name = "refbot", "reference bot (tools/ladder/gomoku_refbot.py)"
        elif a.opponent.startswith("gameai:"):
            theirs = Brain(a.opponent.split(":", 1)[1], a.turn_ms)
            theirs.start()
            name = f"gameai {a.opponent.split(':', 1)[1]}"
        else:
            sys.exit(f"unknown opponent {a.opponent!r}")
        rng = random.Random(a.seed * 1000 + i)
        score, why, order = play_game(ours, theirs, opening(a.seed + i // 2), i % 2 == 0, rng)
        if a.lost and score < 1.0:
            with open(a.lost, "a") as f:
                f.write(f"game {i + 1} (gameai {'first' if i % 2 == 0 else 'second'}, {score}): {names(order)}\n")
        ours.close()
        if theirs != "refbot":
            theirs.close()
        tally.add(score)
        print(f"game {i + 1}: gameai {'first' if i % 2 == 0 else 'second'} {score} ({why})", file=sys.stderr)
    if a.header:
        print(HEADER)
    print(tally.row("gomoku", a.level, name, f"{a.turn_ms} ms a move (brain)"))


if __name__ == "__main__":
    main()
