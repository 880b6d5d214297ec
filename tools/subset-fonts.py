#!/usr/bin/env python3
"""번들 폰트를 만든다: 나눔고딕을 앱이 실제로 쓰는 글자만 남기도록 줄인다.

Make the bundled fonts: Nanum Gothic cut down to the characters the app uses, plus a small
DejaVu Sans symbol font (⌂, chess men, arrows).

    apt-get install fonts-nanum fonts-dejavu-core && pip install fonttools
    python3 tools/subset-fonts.py

Run it again whenever src/i18n/strings.rs gains characters; the test
`bundled_font_covers_every_string` fails until you do.
"""
import pathlib
import re
import string

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
NANUM = pathlib.Path("/usr/share/fonts/truetype/nanum")
DEJAVU = pathlib.Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

# 글자 표 밖에서 코드가 직접 그리는 기호들 (표·판 위의 글자).
EXTRA = "⊕⊻φ≈≤≥≠×÷·…—–→←↑↓⇄①②③④⑤⑥⑦⑧⑨●○■□▶◀★☆½°√∞"
# 기호 글꼴에만 있는 것들.
SYMBOLS = "⌂♔♕♖♗♘♙♚♛♜♝♞♟↺↻✓✗⊕φ≈→←↑↓·●○★☆⇄⌫"


def string_table_chars() -> set[str]:
    text = (ROOT / "src" / "i18n" / "strings.rs").read_text(encoding="utf-8")
    chars: set[str] = set()
    for lit in re.findall(r'"((?:[^"\\]|\\.)*)"', text):
        chars.update(lit)
    return chars


def subset_font(src: pathlib.Path, dst: pathlib.Path, chars: set[str], family: str) -> None:
    font = TTFont(src)
    cmap = font.getBestCmap()
    wanted = sorted(ord(c) for c in chars if ord(c) in cmap)
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=wanted)
    sub.subset(font)
    # 바꾼 글꼴은 원래 이름을 쓰지 않는다 (OFL의 예약 이름 조항).
    for rec in font["name"].names:
        if rec.nameID in (1, 4, 16):
            rec.string = family if rec.nameID != 4 else f"{family} {style_of(dst)}"
        elif rec.nameID == 6:
            rec.string = f"{family.replace(' ', '')}-{style_of(dst)}"
    font.save(dst)
    print(f"{dst.relative_to(ROOT)}: {len(wanted)} glyphs, {dst.stat().st_size:,} bytes")


def style_of(path: pathlib.Path) -> str:
    return "Bold" if "Bold" in path.name else "Regular"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    latin = set(string.printable) | {chr(c) for c in range(0xA0, 0x180)}
    chars = latin | string_table_chars() | set(EXTRA)
    subset_font(NANUM / "NanumGothic.ttf", OUT / "ArcadeSans-Regular.ttf", chars, "Arcade Sans")
    subset_font(NANUM / "NanumGothicBold.ttf", OUT / "ArcadeSans-Bold.ttf", chars, "Arcade Sans")
    subset_font(DEJAVU, OUT / "ArcadeSymbols.ttf", set(SYMBOLS) | set(" 0123456789"), "Arcade Symbols")


if __name__ == "__main__":
    main()
