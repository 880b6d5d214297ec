"""체스의 사다리: gameai의 UCI 엔진을 한 단계(`setoption name Level`)로 두고, 프로젝트 밖의 엔진
(Debian의 `stockfish`를 Skill Level로, `hoichess`, `phalanx`)과 python-chess로 대국한다.

    python3 tools/ladder/chess_ladder.py --level beginner --opponent stockfish:0 --games 20 \
        [--tc 10+0.1 | --movetime MS] [--seed N]

- 여는 수순 다섯 개를 두 판마다 하나씩, 색을 번갈아 (판 `i`: 수순 `i // 2 % 5`, 짝수 판은 gameai가 백).
- 시간: `--tc BASE+INC`는 양쪽의 체스 시계 (벽시계로 잰다; 시간이 바닥나면 시간패), `--movetime`은
  상대에게만 한 수의 시간 (단계는 깊이로 두므로 시간이 필요 없다).
- 상대: `stockfish:N` (Skill Level N, 스레드 하나, 해시 16 MB), `hoichess`, `phalanx` (XBoard),
  `gameai:LEVEL` (우리 엔진의 다른 단계).
- `--threads N`: gameai 쪽만 UCI `Threads` N (lazy SMP). 한 번에 한 판이고 번갈아 생각하므로 (미리 생각 없음)
  생각하는 쪽이 기계를 혼자 쓴다.
- 300반수가 넘으면 비김. 판마다 한 줄을 stderr에, 마지막에 docs 표의 한 줄을 stdout에.
"""

import argparse
import sys

import chess
import chess.engine

from chess_play import parse_tc, play
from common import HEADER, Tally, find_program, gameai_binary

OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6 f1b5",  # 루이 로페스
    "d2d4 d7d5 c2c4 e7e6 b1c3",  # 퀸스 갬빗 거절
    "e2e4 c7c5 g1f3 d7d6 d2d4",  # 시칠리안
    "d2d4 g8f6 c2c4 g7g6 b1c3",  # 킹스 인디언
    "c2c4 e7e5 b1c3 g8f6 g1f3",  # 잉글리시
]


def open_engine(spec):
    """상대 이름 → (python-chess 엔진, 표에 적을 이름)."""
    if spec.startswith("stockfish:"):
        skill = int(spec.split(":", 1)[1])
        e = chess.engine.SimpleEngine.popen_uci(find_program("stockfish"))
        e.configure({"Skill Level": skill, "Threads": 1, "Hash": 16})
        return e, f"Stockfish 15.1 Skill Level {skill}"
    if spec.startswith("gameai:"):
        return open_gameai(spec.split(":", 1)[1]), f"gameai {spec.split(':', 1)[1]}"
    if spec in ("hoichess", "phalanx"):
        args = [find_program(spec)]
        if spec == "phalanx":
            args += ["-b-", "-r0"]  # 책 끔, 해시 기본
        e = chess.engine.SimpleEngine.popen_xboard(args)
        return e, {"hoichess": "hoichess 0.22", "phalanx": "phalanx XXV"}[spec]
    sys.exit(f"unknown opponent {spec!r} (stockfish:N, hoichess, phalanx, gameai:LEVEL)")


def open_gameai(level, threads=1):
    # 네 기물 이하에 닿으면 엔진은 그 끝내기 표부터 푼다 (앱처럼; 몇 초): 기다림의 한도를 넉넉히.
    e = chess.engine.SimpleEngine.popen_uci([gameai_binary(), "uci"], timeout=120)
    e.configure({"Level": level, "Threads": threads})
    return e


def play_game(ours, theirs, opening, ours_white, tc, movetime):
    """한 판. gameai 쪽의 점수 (1, ½, 0)와 까닭 (시계가 있으면 gameai의 시계가 더해 주기 전에 가장 낮았던 때도)."""
    white, black = (ours, theirs) if ours_white else (theirs, ours)

    def limit(engine):
        # 시계 없이: 상대는 한 수에 `movetime`, 단계는 깊이로 둔다 (시간은 끝내기 표를 풀 만큼의 한도일 뿐).
        return chess.engine.Limit(time=movetime / 1000 if engine is theirs else 60.0)

    score, why, lowest = play(white, black, opening.split(), tc, limit)
    low = lowest.get(chess.WHITE if ours_white else chess.BLACK)
    if low is not None:
        why += f", gameai's lowest clock {low:.2f} s"
    return (score if ours_white else 1 - score), why


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", required=True, choices=["beginner", "club", "strong", "maximum"])
    p.add_argument("--opponent", required=True)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--tc", help="BASE+INC seconds, both sides")
    p.add_argument("--movetime", type=int, default=100, help="ms a move for the opponent (no --tc)")
    p.add_argument("--threads", type=int, default=1, help="gameai's UCI Threads (lazy SMP); the opponent keeps one")
    p.add_argument("--header", action="store_true")
    a = p.parse_args()
    tc = parse_tc(a.tc) if a.tc else None
    ours = open_gameai(a.level, a.threads)
    theirs, name = open_engine(a.opponent)
    tally = Tally()
    try:
        for i in range(a.games):
            ours_white = i % 2 == 0
            score, why = play_game(ours, theirs, OPENINGS[i // 2 % len(OPENINGS)], ours_white, tc, a.movetime)
            tally.add(score)
            print(f"game {i + 1}: gameai {'white' if ours_white else 'black'} {score} ({why})", file=sys.stderr)
    finally:
        ours.quit()
        theirs.quit()
    setting = f"{a.tc} both" if tc else f"{a.movetime} ms a move (opponent)"
    if a.threads > 1:
        setting += f", gameai Threads {a.threads}"
    if a.header:
        print(HEADER)
    print(tally.row("chess", a.level, name, setting))


if __name__ == "__main__":
    main()
