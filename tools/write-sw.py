#!/usr/bin/env python3
"""Trunk의 post_build 고리: 빌드한 파일 모두의 목록과 그 내용의 해시로 서비스 워커(sw.js)를 쓴다.

서비스 워커는 설치될 때 이 판의 파일을 모두 캐시 `arcade-<해시>`에 받아 두고 (하나라도 못 받으면 설치가
실패해 옛 판이 그대로 남는다), 켜지면 다른 판의 캐시를 지운다. 요청은 캐시에 있으면 캐시에서, 없으면
네트워크에서. 새 판의 워커는 열린 탭이 모두 닫힐 때까지 기다리므로 (skipWaiting을 부르지 않는다), 한
페이지가 옛 파일과 새 파일을 섞어 받는 일이 없다.

    TRUNK_STAGING_DIR=dist python3 tools/write-sw.py    # 보통은 Trunk가 부른다 (Trunk.toml)
"""

import hashlib
import json
import os
import sys

SKIP = (".gz", ".br")


def main() -> int:
    staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not staging or not os.path.isdir(staging):
        print("write-sw: set TRUNK_STAGING_DIR or pass the build folder", file=sys.stderr)
        return 2
    files = []
    digest = hashlib.sha256()
    for root, _, names in os.walk(staging):
        for name in sorted(names):
            if name.endswith(SKIP) or name == "sw.js":
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, staging).replace(os.sep, "/")
            with open(path, "rb") as f:
                digest.update(rel.encode() + b"\0" + f.read())
            files.append(rel)
    files.sort()
    version = digest.hexdigest()[:16]
    template = os.path.join(os.path.dirname(__file__), "..", "web", "sw.template.js")
    with open(template, encoding="utf-8") as f:
        text = f.read()
    text = text.replace("__VERSION__", version).replace("__FILES__", json.dumps(["./"] + files))
    with open(os.path.join(staging, "sw.js"), "w", encoding="utf-8") as f:
        f.write(text)
    print(f"write-sw: sw.js for {len(files)} files, version {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
