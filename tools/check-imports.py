#!/usr/bin/env python3
"""모듈 사이의 가져오기에 고리가 없는지 본다: 한 모듈이 자기를 (곧바로든 돌아서든) 다시 가져오는
모듈을 가져오면 실패한다. 크레이트마다, 바이너리(`src/main.rs`, `src/bin/…`)마다 따로 본다.

Check that no module refers to one that refers back to it (directly or around a loop), as the
compiler sees it: an edge is any path in the file's code, not only its `use` lines — `use` anywhere
(also inside a function), and inline paths such as `crate::a::B`, `super::view::glyph(…)` or
`self::x::y`, each resolved to the longest known module path. Comments, string literals and
`#[cfg(test)]` modules are left out (a test module's `use super::*` is its own). One exception: a
parent that names a child only to add its plugin (`child::plugin`) does not import it.

    python3 tools/check-imports.py        # exit 1 and the loops, if any
    python3 tools/check_imports_test.py   # the checker's own tests
"""
import pathlib
import re
import sys

# 라이브러리·앱 크레이트의 `src/` 폴더와 그 크레이트의 이름 (`gameai::x`는 라이브러리 안에서 `crate::x`).
CRATES = {
    "src": "ai_arcade",
    "crates/gameai/src": "gameai",
    "crates/gameai-cli/src": "gameai_cli",
    "crates/gameai-remote/src": "gameai_remote",
    "crates/think-worker/src": "think_worker",
}


def roots(top: pathlib.Path):
    """(이름, 뿌리 폴더, 뿌리 파일, 자기 이름으로 부르는 크레이트 이름) 목록: 라이브러리와 바이너리마다 하나."""
    out = []
    for rel, crate in CRATES.items():
        src = top / rel
        if not src.is_dir():
            continue
        if (src / "lib.rs").exists():
            out.append((rel, src, src / "lib.rs", crate, ("bin", "main")))
        if (src / "main.rs").exists():
            # 바이너리의 뿌리는 main.rs: 라이브러리 파일(lib.rs와 그 모듈)은 그 바이너리의 것이 아니다.
            own = None if (src / "lib.rs").exists() else crate
            skip = ("bin", "lib") + (tuple(_lib_modules(src)) if (src / "lib.rs").exists() else ())
            out.append((f"{rel}/main.rs", src, src / "main.rs", own, skip))
        bins = src / "bin"
        if bins.is_dir():
            for b in sorted(bins.iterdir()):
                if b.is_dir() and (b / "main.rs").exists():
                    out.append((f"{rel}/bin/{b.name}", b, b / "main.rs", None, ()))
    return out


def _lib_modules(src: pathlib.Path):
    return {p.stem if p.is_file() else p.name for p in src.iterdir() if p.name not in ("lib.rs", "main.rs", "bin")}


def modules(root: pathlib.Path, root_file: pathlib.Path, skip=()):
    """파일 → 모듈 경로 (뿌리 기준, 예: ('scenes', 'mcts', 'play'))."""
    out = {}
    for f in root.rglob("*.rs"):
        rel = f.relative_to(root).with_suffix("")
        parts = list(rel.parts)
        if f == root_file:
            out[f] = ()
            continue
        if parts[0] in skip or (len(parts) == 1 and parts[0] in ("main", "lib")):
            continue
        if parts[-1] == "mod":
            parts = parts[:-1]
        out[f] = tuple(parts)
    return out


# 한 줄 주석, 블록 주석, 문자열(날 문자열 포함), 글자 하나 — 경로가 아닌 글을 지운다.
TOKENS = re.compile(
    r"//[^\n]*"
    r"|/\*.*?\*/"
    r"|b?r(#*)\".*?\"\1"
    r"|b?\"(?:\\.|[^\"\\])*\""
    r"|b?'(?:\\.|[^'\\])'",
    re.S,
)


def strip_text(text: str) -> str:
    def keep(m):
        s = m.group(0)
        # 줄 수는 그대로 둔다 (오류를 읽는 사람을 위해서가 아니라 정규식의 `^`가 제자리에 있게).
        return "\n" * s.count("\n") + (" " if s.startswith("//") else '""')

    return TOKENS.sub(keep, text)


CFG_TEST_MOD = re.compile(r"#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{")


def strip_test_modules(text: str) -> str:
    """`#[cfg(test)] mod x { … }`를 지운다 (짝이 맞는 중괄호까지)."""
    while True:
        m = CFG_TEST_MOD.search(text)
        if not m:
            return text
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += text[i] == "{"
            depth -= text[i] == "}"
            i += 1
        text = text[: m.start()] + "\n" * text[m.start() : i].count("\n") + text[i:]


USE = re.compile(r"(?<![\w:])(?:pub(?:\([^)]*\))?\s+)?use\s+([^;]+);")
# 맨 앞이 `crate`/`super`/`self`/크레이트 이름이나 아무 이름인 경로 `a::b::c` (`::{`로 끝나는 것은 use가 맡는다).
PATH = re.compile(r"(?<![\w:])([A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)+)")


def expand(tree: str):
    """`a::{b, c::{d as e}}` → ['a::b', 'a::c::d as e']."""
    tree = tree.strip()
    i = tree.find("{")
    if i < 0:
        return [tree]
    prefix, body = tree[:i], tree[i + 1 : tree.rindex("}")]
    parts, depth, cur = [], 0, ""
    for ch in body:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        cur += ch
    parts.append(cur)
    return [p for part in parts if part.strip() for p in expand(prefix + part.strip())]


def binding(path: str):
    """`use` 한 갈래의 (이름, 경로 조각들): `a::b as c` → ('c', [a, b]), `a::{self}` → ('a', [a])."""
    path = re.sub(r"\s+", " ", path).strip()
    alias = None
    if " as " in path:
        path, alias = (x.strip() for x in path.split(" as ", 1))
    segs = [s.strip() for s in path.split("::") if s.strip()]
    if segs and segs[-1] == "self":
        segs = segs[:-1]
    if not segs or segs[-1] == "*":
        return None, segs
    return alias or segs[-1], segs


class Crate:
    """한 크레이트(또는 바이너리)의 모듈들과, 모듈마다 `use`가 붙인 이름들."""

    def __init__(self, mods: dict, name):
        self.name = name
        self.known = set(mods.values())
        self.code = {m: strip_test_modules(strip_text(f.read_text())) for f, m in mods.items()}
        self.bindings = {m: {} for m in self.known}
        self.uses = {m: [] for m in self.known}
        for m, code in self.code.items():
            for u in USE.finditer(code):
                line = code.count("\n", 0, u.start()) + 1
                for p in expand(u.group(1).replace("\n", " ")):
                    name, segs = binding(p)
                    self.uses[m].append((line, segs))
                    if name is not None and name != "_":
                        self.bindings[m][name] = segs

    def resolve(self, segs, here: tuple, depth: int = 0):
        """경로가 가리키는 것을 정의한 모듈 (다시 내보낸 이름은 정의한 곳까지 따라간다); 바깥 것이면 None."""
        if not segs or depth > 32:
            return None
        if segs[0] == "crate" or (self.name is not None and segs[0] == self.name):
            cur, rest = (), segs[1:]
        elif segs[0] == "super":
            cur, rest = here, segs
            while rest and rest[0] == "super":
                cur, rest = cur[:-1], rest[1:]
        elif segs[0] == "self":
            cur, rest = here, segs[1:]
        elif here + (segs[0],) in self.known:
            # 자식 모듈 이름으로 시작하는 경로 (`use fit::ChessFit;`, `view::paint`).
            cur, rest = here, segs
        elif segs[0] in self.bindings[here] and self.bindings[here][segs[0]] != segs[:1]:
            # `use super::view;` 다음의 `view::glyph`: 가져온 이름을 따라간다.
            return self.resolve(self.bindings[here][segs[0]] + segs[1:], here, depth + 1)
        else:
            return None
        for i, seg in enumerate(rest):
            if cur + (seg,) in self.known:
                cur = cur + (seg,)
                continue
            target = self.bindings[cur].get(seg)
            if target is not None:
                found = self.resolve(target + rest[i + 1 :], cur, depth + 1)
                return cur if found is None else found
            return cur
        return cur

    def edges(self, here: tuple):
        """한 모듈의 코드가 가리키는 모듈들 → 처음 가리킨 곳 (줄, 경로)."""
        out = {}
        for line, segs in self.uses[here]:
            t = self.resolve(segs, here)
            if t is not None:
                out.setdefault(t, (line, "use " + "::".join(segs)))
        code = self.code[here]
        rest = USE.sub(lambda u: "\n" * u.group(0).count("\n"), code)
        for m in PATH.finditer(rest):
            segs = re.sub(r"\s+", "", m.group(1)).split("::")
            # 부모가 자식의 플러그인만 부르는 것은 가져오기가 아니다 (`app.add_plugins(view::plugin)`).
            if len(segs) == 2 and segs[1] == "plugin" and here + (segs[0],) in self.known:
                continue
            t = self.resolve(segs, here)
            if t is not None:
                out.setdefault(t, (rest.count("\n", 0, m.start()) + 1, "::".join(segs)))
        out.pop(here, None)
        out.pop((), None)
        return out


def loops(root: pathlib.Path, root_file: pathlib.Path, crate, skip=()):
    mods = modules(root, root_file, skip)
    c = Crate(mods, crate)
    graph = {m: c.edges(m) for m in c.known}
    files = {m: f for f, m in mods.items()}
    # 강하게 이어진 묶음 (Tarjan).
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out, graph, files


def report(top: pathlib.Path):
    """찾은 고리마다 글 한 덩이."""
    found_all = []
    for name, root, root_file, crate, skip in roots(top):
        found, graph, files = loops(root, root_file, crate, skip)
        for comp in found:
            names = ["::".join(c) or "(root)" for c in comp]
            edges_ = [
                f"{'::'.join(a) or '(root)'} -> {'::'.join(b)}  ({files[a].relative_to(top)}:{graph[a][b][0]}: {graph[a][b][1]})"
                for a in comp
                for b in sorted(graph[a])
                if b in comp
            ]
            found_all.append(f"{name}: import loop among {', '.join(names)}\n    " + "\n    ".join(edges_))
    return found_all


def main():
    top = pathlib.Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent
    found = report(top)
    for text in found:
        print(text)
    if found:
        print(f"{len(found)} import loop(s)")
        sys.exit(1)
    print("no import loops in " + ", ".join(name for name, *_ in roots(top)))


if __name__ == "__main__":
    main()
