#!/usr/bin/env python3
"""앱 아이콘을 그린다 (web/icon-192.png, web/icon-512.png): 어두운 바탕에 금색 테두리의 판, 격자,
그리고 빨강·파랑 돌 둘. 외부 꾸러미 없이 zlib로 PNG를 쓰고, `zopflipng`(데비안 `zopfli` 꾸러미)이
있으면 픽셀은 그대로 두고 다시 압축한다 (팔레트와 zopfli: 512 아이콘 4,946 → 2,226 B, 192는 1,297 →
643 B; 첫 방문의 내려받기 예산). 그림을 바꾸면 다시 돌려 커밋한다.

    python3 tools/make-icons.py
"""

import os
import shutil
import struct
import subprocess
import zlib

BG = (18, 20, 26)
BOARD = (42, 48, 65)
GOLD = (242, 193, 78)
LINE = (65, 73, 94)
RED = (239, 90, 90)
BLUE = (90, 169, 239)


def pixel(x: float, y: float) -> tuple:
    """단위 정사각형 [0, 1]² 위의 점의 색. 아이콘은 가장자리 10 %를 비워 둔다 (가려도 되는 곳)."""
    cx, cy = x - 0.5, y - 0.5
    # 판: 둥근 모서리의 정사각형 (0.18..0.82).
    half, r = 0.32, 0.06
    dx, dy = max(abs(cx) - (half - r), 0.0), max(abs(cy) - (half - r), 0.0)
    inside = (dx * dx + dy * dy) ** 0.5 <= r
    ring = inside and not ((max(abs(cx) - (half - r - 0.025), 0.0) ** 2 + max(abs(cy) - (half - r - 0.025), 0.0) ** 2) ** 0.5 <= r)
    for sx, sy, color in ((-0.09, -0.09, RED), (0.09, 0.09, BLUE)):
        if (cx - sx) ** 2 + (cy - sy) ** 2 <= 0.075 ** 2:
            return color
    if ring:
        return GOLD
    if inside:
        # 격자 5줄.
        for k in range(5):
            g = -0.24 + 0.12 * k
            if abs(cx - g) < 0.006 or abs(cy - g) < 0.006:
                return LINE
        return BOARD
    return BG


def png(size: int) -> bytes:
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            # 네 점을 평균 내어 가장자리를 부드럽게.
            acc = [0, 0, 0]
            for oy in (0.25, 0.75):
                for ox in (0.25, 0.75):
                    c = pixel((i + ox) / size, (j + oy) / size)
                    for k in range(3):
                        acc[k] += c[k]
            row += bytes(round(a / 4) for a in acc)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main() -> None:
    out = os.path.join(os.path.dirname(__file__), "..", "web")
    for size in (192, 512):
        path = os.path.join(out, f"icon-{size}.png")
        with open(path, "wb") as f:
            f.write(png(size))
        if shutil.which("zopflipng"):
            # 무손실: 같은 픽셀을 더 작은 PNG로 (-y: 제자리에 덮어쓰기).
            subprocess.run(["zopflipng", "-m", "-y", path, path], check=True, capture_output=True)
        print(f"wrote {os.path.normpath(path)} ({os.path.getsize(path)} B)")


if __name__ == "__main__":
    main()
