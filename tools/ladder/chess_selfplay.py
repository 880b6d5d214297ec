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
import math
import random
import sys
import threading

import chess
import chess.engine

from chess_play import parse_tc, play
from common import Tally, elo, llr, wilson


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
    bound = math.log((1 - 0.05) / 0.05)
    judge = open_engine(a.old)
    try:
        openings = make_openings((a.games + 1) // 2, a.plies, a.seed, judge)
    finally:
        judge.quit()
    tally = Tally()
    lock = threading.Lock()
    state = {"next": 0, "stop": None}

    def worker():
        new, old = open_engine(a.new), open_engine(a.old)
        try:
            while True:
                with lock:
                    i = state["next"]
                    if state["stop"] or i >= a.games:
                        return
                    state["next"] += 1
                new_white = i % 2 == 0
                white, black = (new, old) if new_white else (old, new)
                score, why, _ = play(white, black, openings[i // 2], tc)
                ours = score if new_white else 1 - score
                with lock:
                    tally.add(ours)
                    x = llr(tally, a.elo0, a.elo1)
                    print(f"game {i + 1}: new {'white' if new_white else 'black'} {ours} ({why}) "
                          f"+{tally.wins} ={tally.draws} -{tally.losses} LLR {x:.2f}", file=sys.stderr)
                    if not state["stop"] and abs(x) >= bound:
                        state["stop"] = "H1 (stronger)" if x > 0 else "H0 (not stronger)"
        finally:
            new.quit()
            old.quit()

    threads = [threading.Thread(target=worker) for _ in range(a.concurrency)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    n = tally.games
    s = tally.score / n if n else 0.0
    lo, hi = wilson(tally.score, n)
    verdict = state["stop"] or "no verdict"
    print(f"| {a.label} | {a.tc} | {n} | +{tally.wins} ={tally.draws} -{tally.losses} | {100 * s:.1f} % "
          f"| {100 * lo:.1f}–{100 * hi:.1f} % | {elo(s):+.0f} | {llr(tally, a.elo0, a.elo1):.2f} "
          f"(SPRT [{a.elo0:g}, {a.elo1:g}]: {verdict}) |")


if __name__ == "__main__":
    main()
