"""체스 한 판을 python-chess로 두는 일 (사다리 `chess_ladder.py`와 자체 대국 `chess_selfplay.py`가 함께 쓴다).

규칙은 한 곳에: 체스 시계는 벽시계로 재고 (수를 받은 뒤 빼고, 바닥 아래면 시간패, 아니면 더해 주는 시간을
더한다), 합법이 아닌 수는 둔 쪽의 짐, 300반수가 넘으면 비김, 비김은 주장할 수 있으면 (삼복, 50수) 주장한다.
"""

import time

import chess
import chess.engine

MAX_PLIES = 300


def play(white, black, opening, tc=None, limit=None):
    """한 판. `opening`은 UCI 수들, `tc`는 (기본 초, 더하는 초)의 양쪽 시계, 시계가 없으면 `limit(engine)`이
    그 쪽 한 수의 한도다. 백의 점수 (1, ½, 0), 까닭, 쪽마다 더해 주기 전에 가장 낮았던 시계 (초, 시계가 있을
    때만)를 돌려준다."""
    board = chess.Board()
    for m in opening:
        board.push_uci(m)
    clock = {chess.WHITE: tc[0], chess.BLACK: tc[0]} if tc else None
    lowest = {}
    lost = {chess.WHITE: 0.0, chess.BLACK: 1.0}  # 이 쪽이 지면 백의 점수
    while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
        side = board.turn
        engine = white if side == chess.WHITE else black
        if clock:
            move_limit = chess.engine.Limit(
                white_clock=clock[chess.WHITE], black_clock=clock[chess.BLACK],
                white_inc=tc[1], black_inc=tc[1],
            )
        else:
            move_limit = limit(engine)
        started = time.monotonic()
        result = engine.play(board, move_limit)
        if clock:
            clock[side] -= time.monotonic() - started
            lowest[side] = min(lowest.get(side, clock[side]), clock[side])
            if clock[side] < 0:
                return lost[side], "time", lowest
            clock[side] += tc[1]
        if result.move is None or result.move not in board.legal_moves:
            return lost[side], f"illegal move {result.move}", lowest
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    why = outcome.termination.name if outcome else "move limit"
    if outcome is None or outcome.winner is None:
        return 0.5, why, lowest
    return (1.0 if outcome.winner == chess.WHITE else 0.0), why, lowest


def parse_tc(s):
    """`BASE+INC` (초) → (기본, 더하기)."""
    base, _, inc = s.partition("+")
    return float(base), float(inc or 0)
