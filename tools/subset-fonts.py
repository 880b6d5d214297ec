#!/usr/bin/env python3
"""번들 폰트를 만든다: 나눔고딕을 앱이 실제로 쓰는 글자만 남기도록 줄이고, 나눔고딕에 없는
기호(⌂, 체스 말, 화살표 …)는 DejaVu Sans에서 가져와 합친다. egui와 Bevy 글자가 같은 글꼴을 쓴다.

Make the bundled fonts: Nanum Gothic cut down to the characters the app uses, with the symbols it
lacks (⌂, chess men, arrows) merged in from DejaVu Sans; egui and Bevy text share them.

    apt-get install fonts-nanum fonts-dejavu-core && pip install fonttools
    python3 tools/subset-fonts.py

Run it again whenever src/i18n/strings.rs gains characters; the test
`bundled_font_covers_every_string` fails until you do.
"""
import pathlib
import re
import string

import tempfile

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

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
    print(f"{dst.name}: {len(wanted)} glyphs, {dst.stat().st_size:,} bytes")


def style_of(path: pathlib.Path) -> str:
    return "Bold" if "Bold" in path.name else "Regular"


def merge_symbols(main: pathlib.Path, symbols: pathlib.Path) -> None:
    """기호 글꼴의 글리프를 본문 글꼴에 합친다 (Bevy 글자는 대체 글꼴을 찾지 않으므로).

    DejaVu는 2048 단위, 나눔고딕은 1000 단위라서 먼저 크기를 맞춘다. 본문에 이미 있는 글자는
    본문 것을 쓴다."""
    base = TTFont(main)
    cmap = base.getBestCmap()
    sym = TTFont(symbols)
    scale_upem(sym, base["head"].unitsPerEm)
    missing = [c for c in sym.getBestCmap() if c not in cmap]
    opts = subset.Options()
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=missing)
    sub.subset(sym)
    with tempfile.TemporaryDirectory() as tmp:
        a, b = pathlib.Path(tmp, "a.ttf"), pathlib.Path(tmp, "b.ttf")
        # 합치기 전에 두 글꼴의 표를 맞춘다: 본문의 배치 표(GSUB/GPOS…)는 한국어에 필요 없다.
        for f in (base, sym):
            for tag in ("GSUB", "GPOS", "GDEF", "kern", "hdmx", "LTSH", "VDMX", "gasp", "prep", "fpgm", "cvt "):
                if tag in f:
                    del f[tag]
        base.save(a)
        sym.save(b)
        merged = Merger().merge([str(a), str(b)])
    merged.save(main)
    print(f"{main.relative_to(ROOT)}: + {len(missing)} symbols, {main.stat().st_size:,} bytes")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    latin = set(string.printable) | {chr(c) for c in range(0xA0, 0x180)}
    chars = latin | string_table_chars() | set(EXTRA)
    with tempfile.TemporaryDirectory() as tmp:
        symbols = pathlib.Path(tmp, "symbols.ttf")
        subset_font(DEJAVU, symbols, set(SYMBOLS), "Arcade Symbols")
        for src, dst in [("NanumGothic.ttf", "ArcadeSans-Regular.ttf"), ("NanumGothicBold.ttf", "ArcadeSans-Bold.ttf")]:
            subset_font(NANUM / src, OUT / dst, chars, "Arcade Sans")
            merge_symbols(OUT / dst, symbols)


if __name__ == "__main__":
    main()
