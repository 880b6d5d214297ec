#!/usr/bin/env python3
"""모듈 사이의 `use`에 고리가 없는지 본다: 한 모듈이 자기를 (곧바로든 돌아서든) 다시 가져오는
모듈을 가져오면 실패한다. `src/`(앱), `crates/gameai/src/`(라이브러리), `crates/gameai-remote/src/`(운반)를 따로 본다.

Check that no module imports one that imports it back (directly or around a loop). Edges are the
file's top-level `use` declarations (`crate::…`, `super::…`, `self::…`, a child's name), resolved
to the longest known module path. A parent that only names a child to add its plugin
(`child::plugin`) does not import it; `pub use child::X` does.

    python3 tools/check-imports.py        # exit 1 and the loops, if any
"""
import pathlib
import re
import sys

ROOTS = {"src": "ai_arcade", "crates/gameai/src": "gameai", "crates/gameai-remote/src": "gameai_remote"}
BIN_DIRS = ("bin",)


def modules(root: pathlib.Path):
    """파일 → 모듈 경로 (crate 기준, 예: ('scenes', 'mcts', 'play'))."""
    out = {}
    for f in root.rglob("*.rs"):
        rel = f.relative_to(root).with_suffix("")
        parts = list(rel.parts)
        if parts[0] in BIN_DIRS or parts == ["main"]:
            continue
        if parts[-1] in ("mod", "lib"):
            parts = parts[:-1]
        out[f] = tuple(parts)
    return out


# 파일 맨 바깥의 `use`만 본다: 안쪽 `mod tests`의 `use super::*`는 그 시험 모듈의 것이다.
USE = re.compile(r"^(?:pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", re.M)


def strip_comments(text: str) -> str:
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def expand(tree: str):
    """`a::{b, c::{d}}` → ['a::b', 'a::c::d']."""
    tree = tree.strip()
    i = tree.find("{")
    if i < 0:
        return [tree.split(" as ")[0].strip()]
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


def resolve(path: str, here: tuple, known: set, crate: str):
    segs = [s for s in path.split("::") if s]
    if not segs:
        return None
    if segs[0] in ("crate", crate):
        base, rest = (), segs[1:]
    elif segs[0] == "super":
        base, rest = here, segs
        while rest and rest[0] == "super":
            base, rest = base[:-1], rest[1:]
    elif segs[0] == "self":
        base, rest = here, segs[1:]
    else:
        # 자식 모듈 이름으로 시작하는 경로 (`use fit::ChessFit;`).
        if here + (segs[0],) in known:
            base, rest = here, segs
        else:
            return None
    best = None
    for k in range(len(rest) + 1):
        cand = base + tuple(rest[:k])
        if cand in known:
            best = cand
    return best


def loops(root: pathlib.Path, crate: str):
    mods = modules(root)
    known = set(mods.values())
    graph = {m: set() for m in known}
    for f, m in mods.items():
        for tree in USE.findall(strip_comments(f.read_text())):
            for p in expand(tree.replace("\n", " ")):
                t = resolve(p, m, known, crate)
                if t is not None and t != m and t != ():
                    graph[m].add(t)
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
    return out, graph


def main():
    top = pathlib.Path(__file__).resolve().parent.parent
    bad = 0
    for rel, crate in ROOTS.items():
        found, graph = loops(top / rel, crate)
        for comp in found:
            bad += 1
            names = ["::".join(c) or crate for c in comp]
            edges = [f"{'::'.join(a)} -> {'::'.join(b)}" for a in comp for b in sorted(graph[a]) if b in comp]
            print(f"{rel}: import loop among {', '.join(names)}\n    " + "\n    ".join(edges))
    if bad:
        sys.exit(1)
    print("no import loops in " + " and ".join(ROOTS))


if __name__ == "__main__":
    main()
