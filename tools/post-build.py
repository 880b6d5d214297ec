#!/usr/bin/env python3
"""Trunk의 post_build 고리 (`Trunk.toml`): 서비스 워커를 쓰고, 배포용 빌드면 파일마다 .gz와 .br을 옆에 쓴다.

차례가 중요하다: sw.js도 압축되어야 하므로 먼저 쓰고, 그다음 모든 파일을 압축한다. 개발용 빌드
(`trunk serve`, TRUNK_PROFILE=debug)는 압축하지 않는다 (zopfli가 주 wasm 하나에 1분 넘게 걸린다).
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> int:
    staging = os.environ.get("TRUNK_STAGING_DIR", "")
    if not staging or not os.path.isdir(staging):
        print("post-build: TRUNK_STAGING_DIR is not a folder (Trunk sets it)", file=sys.stderr)
        return 2
    steps = [[sys.executable, os.path.join(HERE, "write-sw.py"), staging]]
    if os.environ.get("TRUNK_PROFILE") == "release":
        steps.append([sys.executable, os.path.join(HERE, "dist-sizes.py"), staging, "--write"])
    for step in steps:
        code = subprocess.run(step).returncode
        if code != 0:
            return code
    return 0


if __name__ == "__main__":
    sys.exit(main())
