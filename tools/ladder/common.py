"""사다리(ladder)의 공통 도구: gameai 실행 파일 찾기, 점수의 95 % 윌슨 구간과 Elo, 순차 검정(SPRT)의 로그 가능도비, 결과 한 줄.

사다리는 앱의 난이도 단계를 프로젝트 밖의 상대(체스 엔진, OpenSpiel의 MCTS, 오목의 기준 봇,
아무 수나 두는 사람)와 두어 절대적인 닻을 단다. 대국은 실제 클라이언트처럼 엔진 프로토콜로
(UCI, GTP, Gomocup) 몬다. 결과는 docs/measurements.md의 "난이도의 닻" 표로 간다.
"""

import math
import os
import shutil
import sys
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def gameai_binary():
    """`GAMEAI` 환경 변수, 아니면 release 빌드의 `gameai` (CARGO_TARGET_DIR을 따른다)."""
    if os.environ.get("GAMEAI"):
        return os.environ["GAMEAI"]
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    path = os.path.join(target, "release", "gameai")
    if not os.path.exists(path):
        sys.exit(f"no {path}: build it with `cargo build --release -p gameai-cli` or set GAMEAI")
    return path


def find_program(name):
    """PATH나 /usr/games에서 (Debian은 체스 엔진을 /usr/games에 둔다)."""
    found = shutil.which(name) or shutil.which(os.path.join("/usr/games", name))
    if not found:
        sys.exit(f"{name} not found (apt install {name})")
    return found


def wilson(score, games, z=1.96):
    """점수 비율의 95 % 윌슨 구간 (비김은 반 판으로 센 점수에)."""
    if games == 0:
        return (0.0, 1.0)
    p = score / games
    d = 1 + z * z / games
    c = (p + z * z / (2 * games)) / d
    h = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def elo(p):
    """점수 비율 → Elo 차 (0 %와 100 %는 ±800에서 자른다)."""
    p = min(max(p, 1e-3), 1 - 1e-3)
    return max(-800.0, min(800.0, -400 * math.log10(1 / p - 1)))


class Tally:
    """한 짝의 대국 결과: 이김·비김·짐 (우리 쪽에서)."""

    def __init__(self):
        self.wins = self.draws = self.losses = 0

    def add(self, score):
        if score > 0.75:
            self.wins += 1
        elif score < 0.25:
            self.losses += 1
        else:
            self.draws += 1

    @property
    def games(self):
        return self.wins + self.draws + self.losses

    @property
    def score(self):
        return self.wins + self.draws / 2

    def row(self, game, level, opponent, setting):
        """docs 표의 한 줄 (마크다운)."""
        n = self.games
        p = self.score / n if n else 0.0
        lo, hi = wilson(self.score, n)
        return (
            f"| {game} | {level} | {opponent} | {setting} | {n} | +{self.wins} ={self.draws} -{self.losses} "
            f"| {100 * p:.1f} % | {100 * lo:.1f}–{100 * hi:.1f} % | {elo(p):+.0f} |"
        )


def llr(tally, elo0, elo1):
    """결과(이김·비김·짐)의 정규 근사로 본 로그 가능도비 (H1 = elo1 대 H0 = elo0)."""
    n = tally.games
    if n == 0 or tally.wins + tally.losses == 0:
        return 0.0
    s = tally.score / n
    var = (tally.wins * (1 - s) ** 2 + tally.draws * (0.5 - s) ** 2 + tally.losses * s ** 2) / n
    if var <= 0:
        return 0.0
    s0 = 1 / (1 + 10 ** (-elo0 / 400))
    s1 = 1 / (1 + 10 ** (-elo1 / 400))
    return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var)



class Sprt:
    """새 빌드와 옛 빌드의 자체 대국 하나를 순차 검정으로 몬다 (H0 = `elo0`, H1 = `elo1`, α = β = 0.05):
    판 번호를 나눠 주고, 결과를 더해 판마다 한 줄을 stderr에 쓰고, LLR이 경계를 넘으면 새 판을 주지 않는다.
    `run(worker, n)`이 일꾼 `n`개를 돌리고, `row`가 docs 표의 한 줄을 만든다."""

    def __init__(self, games, elo0, elo1):
        self.games, self.elo0, self.elo1 = games, elo0, elo1
        self.bound = math.log((1 - 0.05) / 0.05)
        self.tally = Tally()
        self.lock = threading.Lock()
        self.next = 0
        self.stop = None

    def take(self):
        """다음 판의 번호 (0부터), 멈췄거나 다 두었으면 None."""
        with self.lock:
            if self.stop or self.next >= self.games:
                return None
            self.next += 1
            return self.next - 1

    def add(self, i, score, what):
        """판 `i`의 새 빌드 쪽 점수 `score`를 더하고 한 줄 (`what`: 색과 끝난 까닭)을 쓴다."""
        with self.lock:
            self.tally.add(score)
            x = llr(self.tally, self.elo0, self.elo1)
            t = self.tally
            print(f"game {i + 1}: new {what} +{t.wins} ={t.draws} -{t.losses} LLR {x:.2f}", file=sys.stderr)
            if not self.stop and abs(x) >= self.bound:
                self.stop = "H1 (stronger)" if x > 0 else "H0 (not stronger)"

    def run(self, worker, concurrency):
        threads = [threading.Thread(target=worker) for _ in range(concurrency)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()

    def row(self, label, setting):
        """docs 표의 한 줄: 이름, 설정, 판, +W =D −L, 점수, 윌슨 구간, Elo, LLR과 판정."""
        t = self.tally
        n = t.games
        s = t.score / n if n else 0.0
        lo, hi = wilson(t.score, n)
        return (
            f"| {label} | {setting} | {n} | +{t.wins} ={t.draws} -{t.losses} | {100 * s:.1f} % "
            f"| {100 * lo:.1f}–{100 * hi:.1f} % | {elo(s):+.0f} | {llr(t, self.elo0, self.elo1):.2f} "
            f"(SPRT [{self.elo0:g}, {self.elo1:g}]: {self.stop or 'no verdict'}) |"
        )


HEADER = (
    "| game | level | opponent | time | games | +W =D −L | score | 95 % Wilson | Elo |\n"
    "|---|---|---|---|---|---|---|---|---|"
)
