#!/usr/bin/env python3
"""wasm 파일의 코드를 크레이트별로 더한다: 함수 몸체의 바이트를 이름 구역(name section)의 함수
이름에서 읽은 크레이트에 붙이고, 데이터 구역과 그 밖의 구역은 따로 센다. 무엇이 내려받기를
무겁게 하는지 보려고 쓴다 (README의 "가장 무거운 크레이트").

Sum a wasm file's code by crate: each function body's bytes go to the crate named by the function's
name in the name section; the data section and the other sections are counted on their own. It shows
what makes the download heavy (README's "heaviest crates").

이름 구역이 있는 빌드가 필요하다. 배포용 빌드는 이름을 지우므로 (`strip = true`), 앱만 이름을 남겨
다시 링크한다 (의존성은 다시 빌드하지 않는다):

    cargo rustc --profile web-release --target wasm32-unknown-unknown -p ai-arcade --bin ai-arcade \\
        -- -C strip=none
    python3 tools/wasm-crates.py "$CARGO_TARGET_DIR"/wasm32-unknown-unknown/web-release/ai-arcade.wasm

크레이트는 이름의 첫 경로 조각이다. `<T as Trait>::f`는 T의 크레이트, 제네릭 함수는 그 함수가 정의된
크레이트에 붙는다 (그 함수를 부른 크레이트가 아니라).
"""
import re
import sys
from collections import Counter


def leb(data: bytes, i: int) -> tuple[int, int]:
    """부호 없는 LEB128 하나: (값, 다음 자리)."""
    value = shift = 0
    while True:
        b = data[i]
        i += 1
        value |= (b & 0x7F) << shift
        if b < 0x80:
            return value, i
        shift += 7


def name_str(data: bytes, i: int) -> tuple[str, int]:
    n, i = leb(data, i)
    return data[i : i + n].decode("utf-8", "replace"), i + n


SECTION_NAMES = {
    0: "custom",
    1: "type",
    2: "import",
    3: "function",
    4: "table",
    5: "memory",
    6: "global",
    7: "export",
    8: "start",
    9: "element",
    10: "code",
    11: "data",
    12: "datacount",
}


def parse(data: bytes):
    """(구역 크기들, 가져온 함수 수, 함수 몸체 크기들, 함수 이름들)."""
    if data[:4] != b"\0asm":
        raise ValueError("not a wasm file")
    i = 8
    sections: Counter = Counter()
    imported = 0
    bodies: list[int] = []
    names: dict[int, str] = {}
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        end = j + size
        label = SECTION_NAMES.get(sid, f"id {sid}")
        if sid == 0:
            custom, k = name_str(data, j)
            label = f"custom {custom}"
            if custom == "name":
                while k < end:
                    sub = data[k]
                    sub_size, k = leb(data, k + 1)
                    sub_end = k + sub_size
                    if sub == 1:
                        count, k = leb(data, k)
                        for _ in range(count):
                            idx, k = leb(data, k)
                            nm, k = name_str(data, k)
                            names[idx] = nm
                    k = sub_end
        elif sid == 2:
            count, k = leb(data, j)
            for _ in range(count):
                _, k = name_str(data, k)
                _, k = name_str(data, k)
                kind = data[k]
                k += 1
                if kind == 0:  # 함수: 타입 번호
                    _, k = leb(data, k)
                    imported += 1
                elif kind == 1:  # 표: 요소 타입 + 한계
                    k += 1
                    flags, k = leb(data, k)
                    _, k = leb(data, k)
                    if flags & 1:
                        _, k = leb(data, k)
                elif kind == 2:  # 메모리: 한계
                    flags, k = leb(data, k)
                    _, k = leb(data, k)
                    if flags & 1:
                        _, k = leb(data, k)
                elif kind == 3:  # 전역: 값 타입 + 바뀜
                    k += 2
                else:
                    raise ValueError(f"unknown import kind {kind}")
        elif sid == 10:
            count, k = leb(data, j)
            for _ in range(count):
                body, k2 = leb(data, k)
                bodies.append(body + (k2 - k))
                k = k2 + body
        sections[label] += end - i
        i = end
    return sections, imported, bodies, names


def demangle_head(name: str) -> str | None:
    """Rust의 옛 맹글링(`_ZN4core3fmt5write17h…E`)에서 첫 경로 조각. `<T as Trait>`의 조각
    (`_$LT$alloc..string..String$u20$as$u20$…`)이면 T의 첫 조각. 맹글링이 아니면 None."""
    m = re.match(r"_ZN(\d+)", name)
    if not m:
        return None
    n = int(m.group(1))
    ident = name[m.end() : m.end() + n]
    ident = ident.removeprefix("_").replace("$LT$", "<").replace("$RF$", "&").replace("$BP$", "*")
    ident = ident.replace("$u20$", " ").replace("..", "::")
    while ident.startswith(("<", "&", "*", "(")):
        ident = ident[1:].removeprefix("mut ").removeprefix("dyn ").removeprefix("const ")
    head = re.match(r"[A-Za-z_][A-Za-z0-9_]*", ident)
    return head.group(0) if head else "(other)"


PRIMITIVES = {"u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128",
              "isize", "f32", "f64", "bool", "char", "str"}


def crate_of(name: str) -> str:
    """함수 이름의 크레이트. 이름이 뒤섞이지 않은 Rust 경로가 아니면 그 모양대로 묶는다."""
    mangled = demangle_head(name.strip())
    if mangled is not None:
        return "core" if mangled in PRIMITIVES else mangled
    s = name.strip()
    # `<T as Trait>::f`, `<T>::f`: 안쪽의 첫 타입.
    while s.startswith("<"):
        s = s[1:].lstrip("&*").removeprefix("mut ").removeprefix("dyn ").removeprefix("const ")
    s = s.lstrip("&*(").removeprefix("mut ").removeprefix("dyn ")
    m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", s)
    if not m:
        return "(other)"
    head = m.group(0)
    rest = s[m.end() :]
    if rest.startswith("::"):
        return head
    # 경로가 아닌 이름: 원시 타입의 impl (`<u32 as …>`), C 함수, wasm-bindgen의 것.
    if head in PRIMITIVES:
        return "core"
    return "(no crate: " + head.split("_")[0] + ")" if head.startswith("__") else "(C/runtime)"


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(argv) >= 2 else 2
    top = 15
    if len(argv) > 2:
        try:
            top = int(argv[2])
        except ValueError:
            print(f"wasm-crates: the count must be a number, not {argv[2]!r}", file=sys.stderr)
            return 2
    try:
        data = open(argv[1], "rb").read()
        sections, imported, bodies, names = parse(data)
    except (OSError, ValueError, IndexError) as e:
        print(f"wasm-crates: cannot read {argv[1]}: {e}", file=sys.stderr)
        return 1
    if not names:
        print(
            "wasm-crates: this file has no name section (a stripped build); see --help",
            file=sys.stderr,
        )
        return 1
    crates: Counter = Counter()
    for k, size in enumerate(bodies):
        crates[crate_of(names.get(imported + k, "(unnamed)"))] += size
    total = sum(bodies) + sum(
        n for s, n in sections.items()
        if s != "code" and not s.startswith(("custom name", "custom .debug"))
    )
    rows = [(f"crate {c}", n) for c, n in crates.items()]
    # 이름과 디버그 구역은 내려받는 배포용 빌드에는 없다 (`strip = true`): 빼고 센다.
    rows += [
        (f"section {s}", n)
        for s, n in sections.items()
        if s != "code" and not s.startswith(("custom name", "custom .debug"))
    ]
    rows.sort(key=lambda r: -r[1])
    print(f"{argv[1]}: {len(data):,} bytes, {total:,} without names and debug info, "
          f"{len(bodies):,} functions")
    print(f"{'item':<40} {'bytes':>12} {'share':>7}")
    for label, n in rows[:top]:
        print(f"{label:<40} {n:>12,} {n / total:>6.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
