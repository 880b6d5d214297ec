#!/usr/bin/env python3
"""../shared/data/polyglot_random64.txt (폴리글롯 책 형식 명세의 Random64 수 781개)에서
crates/gameai/src/games/chess/polyglot_random64.rs를 만든다. 빌드는 ../shared를 읽지 않는다:
이 스크립트를 한 번 돌려 만든 Rust 파일을 저장소에 넣는다.

    python3 tools/gen-polyglot-keys.py [../shared/data/polyglot_random64.txt]
"""
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
src = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root.parent / "shared/data/polyglot_random64.txt"
nums = []
for line in src.read_text().splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    nums.append(int(line, 16))
if len(nums) != 781 or len(set(nums)) != 781:
    sys.exit(f"expected 781 distinct numbers, got {len(nums)} ({len(set(nums))} distinct)")

out = root / "crates/gameai/src/games/chess/polyglot_random64.rs"
lines = [
    "//! 폴리글롯 책 형식 명세의 Random64 수 781개 (tools/gen-polyglot-keys.py가 만든 파일; 고치지 말 것).",
    "//!",
    "//! 0..768: 기물 (64 × 종류 + 8 × 행 + 열; 종류 = 흑 폰, 백 폰, 흑 나이트, 백 나이트, … 흑 킹, 백 킹),",
    "//! 768..772: 캐슬링 (백 킹 쪽, 백 퀸 쪽, 흑 킹 쪽, 흑 퀸 쪽), 772..780: 앙파상 열, 780: 백 차례.",
    "",
    "/// 폴리글롯의 Random64 표.",
    "pub static RANDOM64: [u64; 781] = [",
]
for n in nums:
    lines.append(f"    0x{n:016X},")
lines.append("];")
out.write_text("\n".join(lines) + "\n")
print(f"wrote {out} ({len(nums)} numbers)")
