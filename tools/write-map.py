#!/usr/bin/env python3
"""ARCHITECTURE.md의 "파일" 절을 소스의 모듈 설명(`//!`의 첫 문장)에서 쓴다: 폴더마다 한 덩이, 파일마다
한 줄. 설명의 집은 파일 자신의 `//!`이고, 지도는 그것을 모은 것이다 (같은 말을 두 곳에 쓰지 않는다).

Write the "files" section of ARCHITECTURE.md from each source file's module doc (the first sentence
of its `//!` comment): one block per folder, one line per file, each line at most MAX characters.
`--check` fails (exit 1) when the section is out of date, when a source file has no module doc, or
when any line of ARCHITECTURE.md is longer than MAX characters — CI runs it.

    python3 tools/write-map.py          # rewrite the section
    python3 tools/write-map.py --check  # CI: is the map current?
"""
import pathlib
import re
import subprocess
import sys

TOP = pathlib.Path(__file__).resolve().parent.parent
MAP = TOP / "ARCHITECTURE.md"
START, END = "<!-- files:start -->", "<!-- files:end -->"
MAX = 200
# 파이썬과 자바스크립트 도구: 파일 맨 위의 주석이나 문서 문자열이 설명이다.
SCRIPTS = ["tools", "tests/web", "web"]


def rust_files():
    """저장소의 모든 Rust 파일 (git이 아는 것과 무시하지 않는 새 것): 새 크레이트나 폴더도 저절로 지도에 든다."""
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", "*.rs"],
        cwd=TOP, check=True, capture_output=True, text=True,
    ).stdout.split()
    return sorted(pathlib.PurePosixPath(f) for f in set(out) if (TOP / f).exists())


def first_sentence(text: str) -> str:
    text = re.sub(r"\[`([^`]+)`\](\([^)]*\))?", r"`\1`", text)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"\s+", " ", text).strip()
    # 목록으로 이어지는 설명("…: - 첫째 …")은 목록 앞에서 끊는다.
    m = re.search(r":\s+[-*]\s", text)
    if m:
        text = text[: m.start() + 1]
    # 첫 문장: 마침표(와 빈칸)나 끝까지. 괄호 안의 마침표는 건너뛴다.
    depth = 0
    for i, ch in enumerate(text):
        depth += ch in "(["
        depth -= ch in ")]"
        if ch == "." and depth <= 0 and (i + 1 == len(text) or text[i + 1] == " ") and not text[max(0, i - 2) : i].endswith("e.g"):
            text = text[: i + 1]
            break
    return text


def rust_doc(path: pathlib.Path) -> str:
    doc = []
    for line in path.read_text().splitlines():
        if line.startswith("//!"):
            doc.append(line[3:].strip())
        elif doc:
            break
        elif line.strip() == "" or line.startswith("#!["):
            continue
        else:
            break
    return " ".join(doc)


def script_doc(path: pathlib.Path) -> str:
    text = path.read_text()
    if path.suffix == ".py":
        m = re.search(r'^(?:#![^\n]*\n)?(?:#[^\n]*\n)*\s*"""(.*?)"""', text, re.S)
        if m:
            return m.group(1).strip().split("\n\n")[0]
        lines = [l[1:].strip() for l in text.splitlines() if l.startswith("#") and not l.startswith("#!")]
        return " ".join(lines[:3])
    lines = []
    for line in text.splitlines():
        if line.startswith("//"):
            lines.append(line[2:].strip())
        elif lines or line.strip():
            break
    return " ".join(lines)


def tidy(doc: str) -> str:
    """목록 앞에서 끊은 문장의 쌍점은 마침표로."""
    return doc[:-1] + "." if doc.endswith(":") else doc


def shorten(line: str) -> str:
    if len(line) <= MAX:
        return line
    cut = line[: MAX - 1].rsplit(" ", 1)[0]
    return cut + "…"


def entries():
    """(폴더, [(파일 이름, 설명)])의 목록, 폴더의 차례대로. 설명이 없는 파일은 `missing`에."""
    folders, missing = {}, []
    for rel in rust_files():
        doc = rust_doc(TOP / rel)
        if not doc:
            missing.append(str(rel))
        folders.setdefault(str(rel.parent), []).append((rel.name, first_sentence(doc)))
    for root in SCRIPTS:
        for f in sorted((TOP / root).rglob("*")):
            if f.suffix not in (".py", ".mjs", ".js") or "node_modules" in f.parts:
                continue
            rel = f.relative_to(TOP)
            doc = script_doc(f)
            if not doc:
                missing.append(str(rel))
            folders.setdefault(str(rel.parent), []).append((rel.name, first_sentence(doc)))
    return folders, missing


def section() -> str:
    folders, _ = entries()
    out = [START, ""]
    for folder in sorted(folders):
        out.append(f"**`{folder}/`**")
        out.append("")
        for name, doc in folders[folder]:
            out.append(shorten(f"- `{name}` — {tidy(doc)}"))
        out.append("")
    out.append(END)
    return "\n".join(out)


def main():
    check = "--check" in sys.argv[1:]
    text = MAP.read_text()
    if START not in text or END not in text:
        sys.exit(f"{MAP.name}: no {START} … {END} section")
    before, rest = text.split(START, 1)
    _, after = rest.split(END, 1)
    new = before + section() + after
    _, missing = entries()
    problems = [f"{m}: no module doc (the map's line for it comes from there)" for m in missing]
    long = [(i + 1, len(l)) for i, l in enumerate(new.splitlines()) if len(l) > MAX]
    problems += [f"{MAP.name}:{n}: {k} characters (at most {MAX})" for n, k in long]
    if check:
        if new != text:
            problems.append(f"{MAP.name}: the files section is out of date (run python3 tools/write-map.py)")
        for p in problems:
            print(p)
        if problems:
            sys.exit(1)
        print(f"{MAP.name}: the map names every source file, each line at most {MAX} characters")
        return
    MAP.write_text(new)
    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
