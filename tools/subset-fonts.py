#!/usr/bin/env python3
"""번들 폰트를 만든다: 나눔고딕을 앱이 실제로 쓰는 글자만 남기도록 줄이고, 나눔고딕에 없는
기호(⌂, 체스 말, 화살표 …)는 DejaVu Sans에서 가져와 합친다. 앱의 모든 글(egui)이 이 글꼴 하나를 쓴다.

Make the bundled font: Nanum Gothic cut down to the characters the app uses, with the symbols it
lacks (⌂, chess men, arrows) merged in from DejaVu Sans; all of the app's text (egui) uses it.

    apt-get install fonts-nanum fonts-dejavu-core && pip install fonttools
    python3 tools/subset-fonts.py

Run it again whenever the tables in src/i18n/strings/ gain characters; the test
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
# 만든 글꼴의 em당 단위 (아래 `merge_symbols`).
UPEM = 256

# 글자 표 밖에서 코드가 직접 그리는 기호들 (표·판 위의 글자).
EXTRA = "⊕⊻φ≈≤≥≠×÷·…—–→←↑↓⇄①②③④⑤⑥⑦⑧⑨●○■□▶◀★☆½°√∞"
# 기호 글꼴에만 있는 것들.
SYMBOLS = "⌂♔♕♖♗♘♙♚♛♜♝♞♟↺↻✓✗⊕φ≈→←↑↓·●○★☆⇄⌫"


def string_table_chars() -> set[str]:
    text = "".join(
        f.read_text(encoding="utf-8") for f in sorted((ROOT / "src" / "i18n" / "strings").glob("*.rs"))
    )
    chars: set[str] = set()
    for lit in re.findall(r'"((?:[^"\\]|\\.)*)"', text):
        chars.update(lit)
    return chars


def subset_font(src: pathlib.Path, dst: pathlib.Path, chars: set[str], family: str) -> None:
    font = TTFont(src)
    cmap = font.getBestCmap()
    wanted = sorted(ord(c) for c in chars if ord(c) in cmap)
    opts = subset.Options()
    # 글리프의 힌팅 명령은 뺀다: 합친 글꼴에는 그 명령이 부르는 함수 표(fpgm, prep, cvt)가 없어 (아래
    # `merge_symbols`) 힌팅하는 글자 그리기(egui의 skrifa)가 명령을 잘못 돌려, 작은 글씨에서 화살표의 줄기가
    # 사라졌다. 명령이 없으면 skrifa는 자동 힌팅을 쓴다. 글꼴도 작아진다.
    opts.hinting = False
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=wanted)
    sub.subset(font)
    # 바꾼 글꼴은 원래 이름을 쓰지 않는다 (OFL의 예약 이름 조항).
    for rec in font["name"].names:
        if rec.nameID in (1, 4, 16):
            rec.string = family if rec.nameID != 4 else f"{family} Regular"
        elif rec.nameID == 6:
            rec.string = f"{family.replace(' ', '')}-Regular"
    font.save(dst)
    print(f"{dst.name}: {len(wanted)} glyphs, {dst.stat().st_size:,} bytes")


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
    opts.hinting = False
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
    # 좌표의 단위를 em당 1000에서 256으로: 글리프의 점 사이 거리가 대개 한 바이트에 들어 glyf 표가
    # 작아진다 (brotli로 43.7 → 38.2 KB). 반올림 오차는 em의 1/512, 22 px 글자에서 0.04 px.
    scale_upem(merged, UPEM)
    merged.save(main)
    print(f"{main.relative_to(ROOT)}: + {len(missing)} symbols, {main.stat().st_size:,} bytes")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    # 라틴 글자는 ASCII와 글자 표·EXTRA가 쓰는 것만 (é, ½ …): 앱에는 글을 쳐 넣는 칸이 없고, 라틴 확장
    # 글자 224개가 글꼴마다 brotli로 약 20 KB였다 (웹의 내려받기 예산).
    chars = set(string.printable) | string_table_chars() | set(EXTRA)
    with tempfile.TemporaryDirectory() as tmp:
        symbols = pathlib.Path(tmp, "symbols.ttf")
        subset_font(DEJAVU, symbols, set(SYMBOLS), "Arcade Symbols")
        # 굵은 글꼴은 만들지 않는다: 글꼴 하나가 웹의 내려받기(brotli)에 약 50 KB라, 예산(3.5 MB) 안에
        # 들려고 뺐다 (README의 측정). 제목은 크기와 색으로 구별한다.
        subset_font(NANUM / "NanumGothic.ttf", OUT / "ArcadeSans-Regular.ttf", chars, "Arcade Sans")
        merge_symbols(OUT / "ArcadeSans-Regular.ttf", symbols)


if __name__ == "__main__":
    main()
