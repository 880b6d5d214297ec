"""오목의 기준 봇: 한 수 앞만 보는 모양 점수 봇. 사다리가 gameai의 단계를 재는 고정된 잣대다 —
고치면 표의 옛 숫자와 견줄 수 없으니 고치지 않는다 (고치면 표를 다시 잰다).

규칙: 자유 오목 (15×15, 다섯 이상이면 이긴다).

수 고르기:
1. 후보는 놓인 돌에서 두 칸 안의 빈 칸 (판이 비었으면 가운데).
2. 후보 칸마다 네 방향에서, 거기 돌을 놓았을 때 그 칸을 지나는 같은 색의 이어진 돌 수 `n`과 그 줄의
   열린 끝 수 `open`(0–2)을 센다. 값은 `VALUE[(n, open)]` (다섯 이상은 열린 끝과 상관없이 이김).
3. 칸의 점수 = 내 돌로 놓았을 때 네 방향 값의 합 + 0.9 × 상대 돌로 놓았을 때의 합 (막기).
   그래서 이기기 > 상대의 다섯 막기 > 열린 넷 만들기 > 상대의 열린 넷 막기 > …
4. 가장 높은 점수의 칸들 가운데 하나를 씨앗이 정한 난수로 고른다.

띄어진 모양(`XX_X`)은 보지 않는다: 일부러 단순한, 사람 초보와 비슷한 봇이다.
"""

import random

SIZE = 15
DIRS = [(1, 0), (0, 1), (1, 1), (1, -1)]
# (이어진 돌 수, 열린 끝 수) → 값
VALUE = {
    (4, 2): 100_000, (4, 1): 10_000,
    (3, 2): 5_000, (3, 1): 500,
    (2, 2): 200, (2, 1): 50,
    (1, 2): 10, (1, 1): 2,
}
WIN = 1_000_000
DEFENCE = 0.9


def line(board, x, y, dx, dy, color):
    """(x, y)에 `color`를 놓았다 치고, 그 칸을 지나는 이어진 돌 수와 열린 끝 수."""
    n, open_ends = 1, 0
    for s in (1, -1):
        cx, cy = x + s * dx, y + s * dy
        while 0 <= cx < SIZE and 0 <= cy < SIZE and board.get((cx, cy)) == color:
            n += 1
            cx, cy = cx + s * dx, cy + s * dy
        if 0 <= cx < SIZE and 0 <= cy < SIZE and (cx, cy) not in board:
            open_ends += 1
    return n, open_ends


def cell_value(board, x, y, color):
    total = 0
    for dx, dy in DIRS:
        n, o = line(board, x, y, dx, dy, color)
        total += WIN if n >= 5 else VALUE.get((n, o), 0)
    return total


def candidates(board):
    if not board:
        return [(SIZE // 2, SIZE // 2)]
    near = set()
    for (x, y) in board:
        for dx in range(-2, 3):
            for dy in range(-2, 3):
                c = (x + dx, y + dy)
                if 0 <= c[0] < SIZE and 0 <= c[1] < SIZE and c not in board:
                    near.add(c)
    return sorted(near)


def choose(board, color, rng):
    """`board`: {(x, y): 색}, `color`: 둘 쪽 (1 또는 2). 고른 칸."""
    other = 3 - color
    best, picks = None, []
    for (x, y) in candidates(board):
        v = cell_value(board, x, y, color) + DEFENCE * cell_value(board, x, y, other)
        if best is None or v > best:
            best, picks = v, [(x, y)]
        elif v == best:
            picks.append((x, y))
    return rng.choice(picks)


def wins(board, x, y):
    """방금 (x, y)에 놓은 돌이 다섯 이상을 만들었는가."""
    color = board[(x, y)]
    return any(line({k: v for k, v in board.items() if k != (x, y)}, x, y, dx, dy, color)[0] >= 5 for dx, dy in DIRS)


if __name__ == "__main__":
    # 스스로 시험: 넷을 두면 다섯으로 잇고, 상대의 넷은 막는다.
    b = {(3, 7): 1, (4, 7): 1, (5, 7): 1, (6, 7): 1, (3, 3): 2, (4, 4): 2}
    assert choose(b, 1, random.Random(0)) in [(2, 7), (7, 7)]
    b = {(3, 7): 2, (4, 7): 2, (5, 7): 2, (6, 7): 2, (3, 3): 1, (10, 10): 1}
    assert choose(b, 1, random.Random(0)) in [(2, 7), (7, 7)]
    b = {(3, 7): 1, (4, 7): 1, (5, 7): 1, (6, 7): 1, (7, 7): 1}
    assert wins(b, 7, 7) and not wins({(1, 1): 1}, 1, 1)
    print("refbot self-check ok")
