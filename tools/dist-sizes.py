#!/usr/bin/env python3
"""웹 빌드(dist/)의 크기: 파일마다 원래·gzip·brotli 크기와, 첫 방문이 받는 모든 것의 합.

    python3 tools/dist-sizes.py dist            # 크기만 적는다
    python3 tools/dist-sizes.py dist --write    # 옆에 .gz와 .br도 만든다 (서버가 그대로 내보내게)
    python3 tools/dist-sizes.py dist --check    # 합이 예산을 넘으면 실패 (종료 코드 1)
    python3 tools/dist-sizes.py dist --written --check   # 빌드가 이미 쓴 .gz/.br을 잰다 (CI)

배포용 `trunk build --release`는 post_build 고리(`tools/post-build.py`)에서 이것을 `--write`로 불러, 사용자가
올리는 `dist/`에 이미 .gz와 .br이 있다 (없으면 서버가 그때그때 더 약하게 압축한다: gzip -9는 예산을 넘는다).
`--written`은 다시 압축하지 않고 그 파일들을 잰다: 없거나 원본보다 오래된 것이 있으면 실패한다.

예산 (docs/web.md): 첫 방문에 받는 모든 것 (주 wasm, JS, 작업자 wasm, 글꼴) brotli ≤ 3.5 MB, gzip ≤ 5 MB.
gzip은 `zopfli` 명령 (데비안 `zopfli` 꾸러미: zlib -9보다 4 % 작고, 어느 gzip 풀이기로도 풀린다 — 미리
압축해 두는 파일에 맞는 도구), brotli는 `brotli` 명령 (-q 11, 창 16 MB; 데비안 `brotli` 꾸러미). 잰 크기는
`--write`가 쓰는 바로 그 파일들의 크기다.
"""

import os
import shutil
import subprocess
import sys

BUDGET_BR = 3.5e6
BUDGET_GZ = 5.0e6
SKIP = (".gz", ".br")


def tool(name: str) -> str:
    exe = shutil.which(name)
    if exe is None:
        sys.exit(f"dist-sizes: the `{name}` command is missing (Debian: apt-get install {name})")
    return exe


def brotli(data: bytes) -> bytes:
    out = subprocess.run([tool("brotli"), "-q", "11", "-c"], input=data, capture_output=True, check=True)
    return out.stdout


def gzip(path: str) -> bytes:
    out = subprocess.run([tool("zopfli"), "-c", path], capture_output=True, check=True)
    return out.stdout


def written(path: str):
    """빌드가 옆에 써 둔 (.gz, .br)의 바이트; 없거나 원본보다 오래되었으면 (None, None)."""
    out = []
    for ext in (".gz", ".br"):
        other = path + ext
        if not os.path.exists(other) or os.path.getmtime(other) < os.path.getmtime(path):
            return None, None
        with open(other, "rb") as f:
            out.append(f.read())
    return out[0], out[1]


def main() -> int:
    args = sys.argv[1:]
    flags = {a for a in args if a.startswith("--")}
    rest = [a for a in args if not a.startswith("--")]
    unknown = flags - {"--write", "--check", "--written"}
    if unknown or len(rest) > 1 or {"--write", "--written"} <= flags:
        print(
            f"usage: dist-sizes.py [DIST] [--write | --written] [--check] (unknown: {sorted(unknown)})",
            file=sys.stderr,
        )
        return 2
    dist = rest[0] if rest else "dist"
    if not os.path.isdir(dist):
        print(f"dist-sizes: {dist} is not a folder", file=sys.stderr)
        return 2
    rows = []
    for root, _, files in os.walk(dist):
        for name in sorted(files):
            if name.endswith(SKIP):
                continue
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                data = f.read()
            if "--written" in flags:
                gz, br = written(path)
                if gz is None:
                    print(f"dist-sizes: {path}.gz or .br is missing or older than the file", file=sys.stderr)
                    return 1
                rows.append((os.path.relpath(path, dist), len(data), len(gz), len(br)))
                continue
            gz = gzip(path)
            br = brotli(data)
            if "--write" in flags:
                with open(path + ".gz", "wb") as f:
                    f.write(gz)
                with open(path + ".br", "wb") as f:
                    f.write(br)
            rows.append((os.path.relpath(path, dist), len(data), len(gz), len(br)))
    rows.sort(key=lambda r: -r[1])
    print(f"{'file':<44} {'raw':>12} {'gzip':>12} {'brotli':>12}")
    for name, raw, gz, br in rows:
        print(f"{name:<44} {raw:>12,} {gz:>12,} {br:>12,}")
    total = [sum(r[i] for r in rows) for i in (1, 2, 3)]
    print(f"{'total (a first visit)':<44} {total[0]:>12,} {total[1]:>12,} {total[2]:>12,}")
    over = total[1] > BUDGET_GZ or total[2] > BUDGET_BR
    print(
        f"budget: gzip {total[1] / 1e6:.2f} / {BUDGET_GZ / 1e6:.1f} MB, "
        f"brotli {total[2] / 1e6:.2f} / {BUDGET_BR / 1e6:.1f} MB: {'OVER' if over else 'ok'}"
    )
    return 1 if over and "--check" in flags else 0


if __name__ == "__main__":
    sys.exit(main())
