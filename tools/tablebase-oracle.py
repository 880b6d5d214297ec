#!/usr/bin/env python3
"""체스 끝내기 표를 독립된 표와 견준다 (CI가 돌린다).

기준은 python-chess의 소스 배포판(PyPI)이 싣고 오는 표와 시험 자료다:
- Gaviota의 3기물 DTM 표 (kqk, krk, kbk, knk, kpk): 3기물 끝내기의 **모든** 합법 국면(대칭으로
  줄이지 않고, 둘 차례 둘 다)에서 결과와 메이트까지의 반수가 같아야 한다.
- Syzygy의 4기물 WDL 표: 폰 없는 4기물 표마다 씨앗 고정의 무작위 합법 국면에서 결과가 같아야
  한다 (Syzygy는 50수 규칙을 보므로 "저주받은 이김"(±1)은 따로 센다; 네 기물 이하에는 없어야 한다).
- endgame-dm-4.epd: Gaviota 시험의 3·4기물 국면과 그 DTM (Kryukov의 가장 긴 메이트들 포함).

우리 쪽은 `gameai tablebase probe --batch`에 FEN을 한 줄씩 보낸다.

쓰기: tools/tablebase-oracle.py GAMEAI PYTHON_CHESS_SDIST_DIR [--quick]
"""

import os
import random
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor

import chess
import chess.gaviota
import chess.syzygy

THREE = ["KQK", "KRK", "KBK", "KNK", "KPK"]
# 폰 없는 4기물 (표 하나에 몇 초: 시험 빌드에서도 견딜 만하다).
FOUR = ["KQKR", "KRKN", "KRKB", "KBNK", "KBBK", "KNNK", "KQKQ", "KRKR", "KBKN", "KQKN", "KQKB"]
SAMPLES = 400

PIECES = {"Q": chess.QUEEN, "R": chess.ROOK, "B": chess.BISHOP, "N": chess.KNIGHT, "P": chess.PAWN}


def probe_ours(gameai, fens):
    """FEN마다 (결과, 반수) — 반수는 비기면 None."""
    text = "".join(f + "\n" for f in fens)
    out = subprocess.run([gameai, "tablebase", "probe", "--batch"], input=text,
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"gameai failed ({out.returncode}): {out.stderr.strip()}")
    rows = {}
    for line in out.stdout.splitlines():
        fen, result, plies = line.split("\t")
        rows[fen] = (result, None if plies == "-" else int(plies))
    return [rows[f] for f in fens]


def every_position(name):
    """재료 `name`(백이 센 쪽)의 모든 합법 국면 (둘 차례 둘 다)."""
    white = [PIECES[c] for c in name[1:name.index("K", 1)]]
    black = [PIECES[c] for c in name[name.index("K", 1) + 1:]]
    kinds = [(chess.KING, True), (chess.KING, False)] + [(p, True) for p in white] + [(p, False) for p in black]
    assert len(kinds) == 3, name

    for a in range(64):
        for b in range(64):
            for c in range(64):
                if len({a, b, c}) < 3:
                    continue
                board = chess.Board(None)
                for sq, (p, color) in zip((a, b, c), kinds):
                    board.set_piece_at(sq, chess.Piece(p, color))
                for turn in (True, False):
                    board.turn = turn
                    if board.is_valid():
                        yield board.fen()


def gaviota_value(tb, board):
    dtm = tb.probe_dtm(board)
    if dtm > 0:
        return ("win", dtm)
    if dtm < 0:
        return ("loss", -dtm)
    if board.is_checkmate():
        return ("loss", 0)
    return ("draw", None)


def three_disagreements(args):
    """재료 하나의 모든 국면을 우리 쪽과 Gaviota에 묻는다: (국면 수, 다른 것들)."""
    gameai, sdist, name, quick = args
    tb = chess.gaviota.open_tablebase(f"{sdist}/data/gaviota")
    fens = list(every_position(name))
    if quick:
        fens = fens[::50]
    ours = probe_ours(gameai, fens)
    bad = []
    for fen, got in zip(fens, ours):
        want = gaviota_value(tb, chess.Board(fen))
        if got != want:
            bad.append((fen, got, want))
    return len(fens), bad


def random_position(rng, name):
    white = [PIECES[c] for c in name[1:name.index("K", 1)]]
    black = [PIECES[c] for c in name[name.index("K", 1) + 1:]]
    kinds = [(chess.KING, True), (chess.KING, False)] + [(p, True) for p in white] + [(p, False) for p in black]
    while True:
        squares = rng.sample(range(64), len(kinds))
        board = chess.Board(None)
        for sq, (p, color) in zip(squares, kinds):
            board.set_piece_at(sq, chess.Piece(p, color))
        board.turn = rng.random() < 0.5
        if board.is_valid():
            return board.fen()


def four_disagreement(args):
    """폰 없는 4기물 재료 하나의 씨앗 고정 무작위 국면을 우리 쪽과 Syzygy WDL에 묻는다: (국면 수, 틀린 곳
    하나 또는 None, 저주받은 이김의 수)."""
    gameai, sdist, name, seed, count = args
    tb = chess.syzygy.open_tablebase(f"{sdist}/data/syzygy/regular")
    rng = random.Random(seed)
    fens = [random_position(rng, name) for _ in range(count)]
    ours = probe_ours(gameai, fens)
    cursed = 0
    for fen, (result, _) in zip(fens, ours):
        wdl = tb.probe_wdl(chess.Board(fen))
        if wdl in (1, -1):
            cursed += 1
        want = "win" if wdl > 0 else "loss" if wdl < 0 else "draw"
        if result != want:
            return len(fens), f"{fen}: ours {result}, Syzygy WDL {wdl}", cursed
    return len(fens), None, cursed


def epd_positions(sdist):
    """endgame-dm-4.epd의 네 기물 이하 국면들과 발표된 값: [(FEN, (결과, 반수))]."""
    rows = []
    with open(f"{sdist}/data/endgame-dm-4.epd") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            body, dm = line.rstrip(";").split(" dm ")
            board = chess.Board(body + " 0 1")
            if len(board.piece_map()) > 4:
                continue
            n = int(dm)
            if n > 0:
                want = ("win", 2 * n - 1)
            elif n < 0:
                want = ("loss", -2 * n)
            elif board.is_checkmate():
                want = ("loss", 0)
            else:
                want = ("draw", None)
            rows.append((board.fen(), want))
    return rows


def epd_disagreement(args):
    """발표된 국면 몇을 우리 쪽에 묻는다: (국면 수, 틀린 곳 하나 또는 None)."""
    gameai, rows = args
    ours = probe_ours(gameai, [fen for fen, _ in rows])
    for (fen, want), got in zip(rows, ours):
        if got != want:
            return len(rows), f"{fen}: ours {got}, published {want}"
    return len(rows), None


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    gameai, sdist = sys.argv[1], sys.argv[2]
    quick = "--quick" in sys.argv[3:]
    # 일은 모두 따로 된 조각이다 (재료마다, 발표된 국면은 두 무더기): 코어마다 하나씩, 긴 것부터. 우리
    # 쪽의 가장 긴 일은 폰이 양쪽에 있는 KPKP의 표 (그 아래 표들까지)라 그 국면들은 따로 돈다.
    epd = epd_positions(sdist)
    pawns_both = [r for r in epd if r[0].split()[0].count("P") and r[0].split()[0].count("p")]
    rest = [r for r in epd if r not in pawns_both]
    names = FOUR[:3] if quick else FOUR
    count = SAMPLES // (8 if quick else 1)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        epd_jobs = [pool.submit(epd_disagreement, (gameai, rows)) for rows in (pawns_both, rest) if rows]
        three = [pool.submit(three_disagreements, (gameai, sdist, name, quick)) for name in THREE]
        four = [pool.submit(four_disagreement, (gameai, sdist, name, 30 + i, count))
                for i, name in enumerate(names)]
        total = 0
        for name, job in zip(THREE, three):
            n, bad = job.result()
            if bad:
                for fen, got, want in bad[:10]:
                    print(f"  {fen}: ours {got}, Gaviota {want}")
                sys.exit(f"{name}: {len(bad)} of {n} positions disagree with Gaviota")
            print(f"{name}: all {n} positions agree with Gaviota (result and plies to mate)")
            total += n
        for name, job in zip(names, four):
            n, wrong, cursed = job.result()
            if wrong:
                sys.exit(f"{name}: {wrong}")
            if cursed:
                sys.exit(f"{name}: {cursed} cursed wins or blessed losses where none were expected")
            print(f"{name}: {n} random positions agree with Syzygy WDL")
            total += n
        checked = 0
        for job in epd_jobs:
            n, wrong = job.result()
            if wrong:
                sys.exit(f"endgame-dm-4.epd: {wrong}")
            checked += n
        print(f"endgame-dm-4.epd: all {checked} positions of up to 4 pieces agree")
        total += checked
    print(f"tablebase oracle: {total} positions agree")


if __name__ == "__main__":
    main()
