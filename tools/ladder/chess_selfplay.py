"""체스의 자체 대국: 새 빌드와 옛 빌드를 같은 단계·같은 시계로 두고 순차 검정(SPRT)으로 어느 쪽이 센지 가린다.
엔진을 바꿀 때마다 그 바꿈의 값을 재는 도구 ("바꿈마다 200판 이상이나 순차 검정").

    python3 tools/ladder/chess_selfplay.py --new PATH --old PATH [--tc 4+0.04] [--games 400] \
        [--concurrency 2] [--elo0 0 --elo1 20] [--seed 1]

- 여는 국면: 씨앗으로 고른 아무 수 8반수 (`--plies`), 옛 빌드가 깊이 8로 보아 ±80 센티폰 안인 것만.
  국면마다 두 판, 색을 바꿔서 (여는 국면의 치우침이 빠진다).
- 시간: 양쪽의 체스 시계 (벽시계로 잰다; 시간이 바닥나면 시간패). 단계는 `maximum`, 스레드 하나씩.
- `--concurrency N`: 판 N개를 함께 (N은 코어 수 이하로: 한 판에서는 한 쪽만 생각한다).
- 순차 검정: H0 = `elo0`, H1 = `elo1` (Elo), α = β = 0.05. 판의 결과(이김·비김·짐)의 평균과 분산으로 로그
  가능도비(LLR)를 어림한다 (fishtest의 정규 근사). LLR이 경계를 넘거나 `--games`에 닿으면 멈춘다.
- 판마다 한 줄을 stderr에, 마지막에 docs 표의 한 줄을 stdout에.
"""

import argparse
import random

import chess
import chess.engine

from chess_play import parse_tc, play
from common import Sprt


def open_engine(path):
    e = chess.engine.SimpleEngine.popen_uci([path, "uci"], timeout=120)
    e.configure({"Level": "maximum", "Threads": 1})
    return e


def make_openings(count, plies, seed, judge):
    """씨앗 `seed`로 고른 여는 국면 `count`개 (UCI 수의 목록), 판단하는 엔진이 보아 고른 것만."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        board = chess.Board()
        moves = []
        for _ in range(plies):
            legal = list(board.legal_moves)
            if not legal:
                break
            m = rng.choice(legal)
            board.push(m)
            moves.append(m.uci())
        if board.is_game_over() or len(moves) < plies:
            continue
        info = judge.analyse(board, chess.engine.Limit(depth=8))
        score = info["score"].relative
        if score.is_mate() or abs(score.score()) > 80:
            continue
        out.append(moves)
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--new", required=True, help="the build under test")
    p.add_argument("--old", required=True, help="the build it is measured against")
    p.add_argument("--tc", default="4+0.04", help="BASE+INC seconds, both sides")
    p.add_argument("--games", type=int, default=400, help="at most this many games")
    p.add_argument("--concurrency", type=int, default=2)
    p.add_argument("--plies", type=int, default=8)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--elo0", type=float, default=0.0)
    p.add_argument("--elo1", type=float, default=20.0)
    p.add_argument("--label", default="new vs old")
    a = p.parse_args()
    tc = parse_tc(a.tc)
    judge = open_engine(a.old)
    try:
        openings = make_openings((a.games + 1) // 2, a.plies, a.seed, judge)
    finally:
        judge.quit()
    sprt = Sprt(a.games, a.elo0, a.elo1)

    def worker():
        new, old = open_engine(a.new), open_engine(a.old)
        try:
            while (i := sprt.take()) is not None:
                new_white = i % 2 == 0
                white, black = (new, old) if new_white else (old, new)
                score, why, _ = play(white, black, openings[i // 2], tc)
                ours = score if new_white else 1 - score
                sprt.add(i, ours, f"{'white' if new_white else 'black'} {ours} ({why})")
        finally:
            new.quit()
            old.quit()

    sprt.run(worker, a.concurrency)
    print(sprt.row(a.label, a.tc))


if __name__ == "__main__":
    main()
