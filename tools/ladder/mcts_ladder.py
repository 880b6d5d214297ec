"""헥스와 하바나의 사다리: gameai의 GTP 엔진을 한 단계(`arcade-level`)로 두고, OpenSpiel(PyPI
`open_spiel`)의 MCTS — C++의 `MCTSBot`, 무작위 시뮬레이션 한 번씩의 `RandomRolloutEvaluator`,
UCT 상수 2, 끝난 부분 트리 풀기(solve) 켬 — 를 정한 시뮬레이션 수로 상대한다.

    python3 tools/ladder/mcts_ladder.py --game hex|havannah --level club --sims 1000 --games 20 [--seed N]

- 판: 헥스 11×11 (맞바꾸기 없음), 하바나 한 변 6 (앱의 기본과 같다). 두 프로그램의 칸 이름은 같다
  (헥스 `a1` 예각 모서리, 먼저 두는 쪽이 행 1과 마지막 행을; 하바나는 LittleGolem 좌표).
- 색을 번갈아 (짝수 판은 gameai가 먼저). OpenSpiel의 씨앗은 `seed + 판 번호`.
- 두 규칙이 같은지 판마다 본다: OpenSpiel이 끝났다고 하면 gameai도 둘 수를 받지 않아야 하고, 그
  반대도 (어긋나면 그 판을 멈추고 알린다).
- 판마다 한 줄을 stderr에, 마지막에 docs 표의 한 줄을 stdout에.
"""

import argparse
import subprocess
import sys

import pyspiel

from common import HEADER, Tally, gameai_binary

GAMES = {
    # 이름: (OpenSpiel 매개변수, 판 크기, GTP의 첫 색과 둘째 색)
    "hex": ({"board_size": 11}, 11, ("b", "w")),
    "havannah": ({"board_size": 6}, 6, ("w", "b")),
}


class Gtp:
    """GTP 엔진 하나 (명령을 보내고 `=`/`?` 답을 읽는다)."""

    def __init__(self, args):
        self.p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, cmd):
        """(성공인가, 답의 글)."""
        self.p.stdin.write(cmd + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                raise RuntimeError(f"engine closed after {cmd!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.rstrip("\n"))
        head = lines[0]
        return head.startswith("="), (head[1:].strip() + "\n" + "\n".join(lines[1:])).strip()

    def must(self, cmd):
        ok, text = self.ask(cmd)
        if not ok:
            raise RuntimeError(f"{cmd!r} failed: {text}")
        return text

    def close(self):
        try:
            self.ask("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.p.wait()


def play_game(gtp, game, colors, size, level, bot, ours_first):
    """한 판. gameai 쪽의 점수와 까닭."""
    gtp.must(f"boardsize {size}")
    gtp.must("clear_board")
    gtp.must(f"arcade-level {level}")
    state = game.new_initial_state()
    ours = 0 if ours_first else 1
    while not state.is_terminal():
        player = state.current_player()
        color = colors[player]
        if player == ours:
            ok, mv = gtp.ask(f"genmove {color}")
            if not ok:
                return None, f"gameai refused to move ({mv}) where OpenSpiel plays on"
            action = state.string_to_action(mv.lower())
            if action not in state.legal_actions():
                return 0.0, f"illegal move {mv}"
        else:
            action = bot.step(state)
            gtp.must(f"play {color} {state.action_to_string(player, action)}")
        state.apply_action(action)
    # OpenSpiel이 끝냈으면 gameai도 끝났다고 해야 한다.
    ok, _ = gtp.ask(f"genmove {colors[state.current_player() if state.current_player() >= 0 else 0]}")
    if ok:
        return None, "OpenSpiel ended the game where gameai plays on"
    returns = state.returns()
    return (1.0 if returns[ours] > 0 else 0.0 if returns[ours] < 0 else 0.5), f"{state.move_number()} moves"


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True, choices=sorted(GAMES))
    p.add_argument("--level", required=True, choices=["beginner", "club", "strong", "maximum"])
    p.add_argument("--sims", type=int, required=True, help="OpenSpiel MCTS simulations a move")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--header", action="store_true")
    a = p.parse_args()
    params, size, colors = GAMES[a.game]
    game = pyspiel.load_game(a.game, params)
    gtp = Gtp([gameai_binary(), "gtp", a.game])
    tally = Tally()
    try:
        for i in range(a.games):
            seed = a.seed + i
            bot = pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, seed), 2.0, a.sims, 1000, True, seed, False)
            score, why = play_game(gtp, game, colors, size, a.level, bot, i % 2 == 0)
            if score is None:
                sys.exit(f"game {i + 1}: the rules disagree: {why}")
            tally.add(score)
            print(f"game {i + 1}: gameai {'first' if i % 2 == 0 else 'second'} {score} ({why})", file=sys.stderr)
    finally:
        gtp.close()
    if a.header:
        print(HEADER)
    print(tally.row(a.game, a.level, f"OpenSpiel MCTS {a.sims} simulations", "level's own (1 thread)"))


if __name__ == "__main__":
    main()
