"""체스 평가의 무게 맞추기: 조용한 국면들에 바깥의 판정(Debian의 Stockfish가 얕게 찾은 값)을 달고, 우리
평가가 그 판정의 이길 확률에 가장 가깝게 무게를 맞춘다 (Texel 방식의 로지스틱 회귀,
<https://www.chessprogramming.org/Texel%27s_Tuning_Method>; 결과 대신 판정을 목표로).

    python3 tools/tune/chess_eval.py positions --out /tmp/pos.txt [--games 600] [--seed 1] [--depth 7]
    python3 tools/tune/chess_eval.py fit --data /tmp/pos.txt [--data …] [--steps 3000] [--write]

- `positions`: 씨앗으로 고른 아무 수 8반수에서 시작해 Stockfish(스레드 하나)가 깊이 `--depth`로 두고, 열에
  하나는 아무 수를 두어 (여러 국면을 보려고) 판을 이어 간다. 체크가 아니고 Stockfish의 최선이 조용한 수(잡기도
  승격도 아닌)인 국면만, 그 값(백의 쪽, 센티폰)과 함께 `FEN;값` 줄로 적는다. 값이 ±1500을 넘으면 그 판은 끝.
- `fit`: 국면마다 평가의 항목을 `examples/eval_features.rs`로 얻어 (평가와 같은 코드), 지금의 무게에서 시작해
  `Σ (σ(평가/K) − σ(판정/K))²`에 지금 무게로부터의 L2를 조금 더한 것을 Adam으로 줄인다. 국면의 열에 하나는
  맞추기에 쓰지 않고 남겨 (검증) 앞과 뒤의 오차를 알린다. `--write`면 맞춘 무게를
  `crates/gameai/src/eval/chess/weights.rs`에 쓴다.
"""

import argparse
import os
import random
import subprocess
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "ladder"))

from common import find_program  # noqa: E402

K = 200.0
WEIGHTS_RS = os.path.join(ROOT, "crates", "gameai", "src", "eval", "chess", "weights.rs")
PIECES = ["pawn", "knight", "bishop", "rook", "queen", "king"]


def positions(a):
    import chess
    import chess.engine

    rng = random.Random(a.seed)
    sf = chess.engine.SimpleEngine.popen_uci(find_program("stockfish"))
    sf.configure({"Threads": 1, "Hash": 16})
    written = 0
    with open(a.out, "w") as out:
        for g in range(a.games):
            board = chess.Board()
            for _ in range(8):
                moves = list(board.legal_moves)
                if not moves:
                    break
                board.push(rng.choice(moves))
            while not board.is_game_over(claim_draw=True) and board.ply() < 240:
                info = sf.analyse(board, chess.engine.Limit(depth=a.depth))
                score = info["score"].white()
                pv = info.get("pv") or []
                if score.is_mate() or not pv or abs(score.score()) > 1500:
                    break
                best = pv[0]
                quiet = not board.is_capture(best) and best.promotion is None
                if quiet and not board.is_check():
                    out.write(f"{board.fen()};{score.score()}\n")
                    written += 1
                moves = list(board.legal_moves)
                board.push(rng.choice(moves) if rng.random() < 0.1 else best)
            if (g + 1) % 50 == 0:
                print(f"{g + 1} games, {written} positions", file=sys.stderr)
    sf.quit()


def example():
    """`eval_features` 예제를 (release로) 만들고 그 길을 준다."""
    subprocess.run(["cargo", "build", "--release", "--locked", "-p", "gameai", "--example", "eval_features"],
                   check=True, cwd=ROOT)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    return os.path.join(target, "release", "examples", "eval_features")


def load(paths, exe):
    import numpy as np
    import scipy.sparse as sp

    fens, targets = [], []
    for path in paths:
        with open(path) as f:
            for line in f:
                fen, _, v = line.strip().rpartition(";")
                if fen:
                    fens.append(fen)
                    targets.append(float(v))
    out = subprocess.run([exe], input="\n".join(fens) + "\n", capture_output=True, text=True, check=True).stdout
    weights = [tuple(map(int, l.split())) for l in
               subprocess.run([exe, "--weights"], capture_output=True, text=True, check=True).stdout.splitlines()]
    rows, cols, vm, ve = [], [], [], []
    for r, line in enumerate(out.splitlines()):
        if line.startswith("error"):
            sys.exit(f"position {r}: {line}")
        parts = line.split()
        ph = int(parts[0]) / 24.0
        for item in parts[1:]:
            i, n = item.split(":")
            rows.append(r)
            cols.append(int(i))
            vm.append(int(n) * ph)
            ve.append(int(n) * (1 - ph))
    shape = (len(fens), len(weights))
    xm = sp.csr_matrix((vm, (rows, cols)), shape=shape)
    xe = sp.csr_matrix((ve, (rows, cols)), shape=shape)
    return xm, xe, np.array(targets), np.array(weights, dtype=float)


def fit(a):
    import numpy as np

    exe = example()
    xm, xe, t, w0 = load(a.data, exe)
    n = len(t)
    idx = np.arange(n)
    hold = idx % 10 == 0
    sig = lambda x: 1 / (1 + np.exp(-x / K))  # noqa: E731
    target = sig(t)

    def loss(w, rows):
        e = xm[rows] @ w[:, 0] + xe[rows] @ w[:, 1]
        return float(np.mean((sig(e) - target[rows]) ** 2))

    train = ~hold
    xm_t, xe_t, tt = xm[train], xe[train], target[train]
    print(f"{n} positions; before: train {loss(w0, train):.6f}, held out {loss(w0, hold):.6f}", file=sys.stderr)
    w = w0.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    b1, b2, lr, lam = 0.9, 0.999, a.lr, a.l2
    for step in range(1, a.steps + 1):
        e = xm_t @ w[:, 0] + xe_t @ w[:, 1]
        s = sig(e)
        d = 2 * (s - tt) * s * (1 - s) / K / len(tt)
        g = np.stack([xm_t.T @ d, xe_t.T @ d], axis=1) + 2 * lam * (w - w0)
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        w -= lr * (m / (1 - b1 ** step)) / (np.sqrt(v / (1 - b2 ** step)) + 1e-12)
        if step % 500 == 0:
            print(f"step {step}: train {loss(w, train):.6f}, held out {loss(w, hold):.6f}", file=sys.stderr)
    wi = np.rint(w).astype(int)
    print(f"after (rounded): train {loss(wi.astype(float), train):.6f}, held out {loss(wi.astype(float), hold):.6f}",
          file=sys.stderr)
    if a.write:
        write_weights(wi, a)


def write_weights(w, a):
    """맞춘 무게를 weights.rs로 (번호의 배치는 features.rs의 상수와 같다)."""
    lines = [
        "//! 평가의 무게: 번호마다 (중반, 끝내기), 센티폰. 번호의 배치는 [`super::features`]에 있다.",
        "//!",
        "//! 손으로 고치지 않는다: `tools/tune/chess_eval.py fit --write`가 쓴다 (조용한 국면들에 Debian의",
        "//! Stockfish가 얕게 찾은 값을 달고, 평가가 그 이길 확률에 가깝도록 맞춘 무게; docs/measurements.md",
        "//! \"체스의 평가 맞추기\").",
        *textwrap.wrap(f"이 무게: {a.source or ', '.join(os.path.basename(d) for d in a.data)}; {a.steps} 걸음, "
                       f"L2 {a.l2}.", width=104, initial_indent="//! ", subsequent_indent="//! "),
        "",
        "use super::features::COUNT;",
        "",
        "#[rustfmt::skip]",
        "pub(crate) static WEIGHTS: [(i32, i32); COUNT] = [",
    ]
    sections = [(p * 64, f"칸 점수표: {PIECES[p]} (a1 … h8, 백의 쪽)", 8) for p in range(6)]
    sections += [(384, "기동력: 나이트 0..=8", 9), (393, "기동력: 비숍 0..=13", 14), (407, "기동력: 룩 0..=14", 15),
                 (422, "기동력: 퀸 0..=27", 28), (450, "통과한 폰: 행 0..8", 8),
                 (458, "겹친 폰, 외톨이 폰, 룩의 열린 열, 반쯤 열린 열, 빠진 방패, 비숍 두 개", 6),
                 (464, "킹 둘레를 노리는 무게 0..40", 10), (504, "둘 차례", 1),
                 (505, "지켜진 폰: 행 0..8", 8), (513, "나란한 폰: 행 0..8", 8),
                 (521, "폰이 노리는 기물, 지키는 이 없이 노려지는 기물", 2), (523, "막힌 통과한 폰: 행 0..8", 8),
                 (531, "통과한 폰 앞 칸에서 제 킹, 상대 킹까지의 거리; 나이트, 비숍의 전초기지", 4),
                 (535, "안전한 체크: 나이트, 비숍, 룩, 퀸", 4)]
    starts = {s: (title, per) for s, title, per in sections}
    i, per = 0, 8
    while i < len(w):
        if i in starts:
            title, per = starts[i]
            lines.append(f"    // {title}")
        row = " ".join(f"({w[j][0]}, {w[j][1]})," for j in range(i, min(i + per, len(w))))
        lines.append(f"    {row}")
        i += per
    lines.append("];")
    with open(WEIGHTS_RS, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {WEIGHTS_RS}", file=sys.stderr)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    q = sub.add_parser("positions")
    q.add_argument("--out", required=True)
    q.add_argument("--games", type=int, default=600)
    q.add_argument("--seed", type=int, default=1)
    q.add_argument("--depth", type=int, default=7)
    f = sub.add_parser("fit")
    f.add_argument("--data", action="append", required=True)
    f.add_argument("--steps", type=int, default=3000)
    f.add_argument("--lr", type=float, default=1.0)
    f.add_argument("--l2", type=float, default=1e-7)
    f.add_argument("--write", action="store_true")
    f.add_argument("--source", help="how the data files were made (for the header of weights.rs)")
    a = p.parse_args()
    positions(a) if a.cmd == "positions" else fit(a)


if __name__ == "__main__":
    main()
