#!/usr/bin/env python3
"""`check-imports.py`의 시험: 작은 가짜 크레이트를 임시 폴더에 쓰고, 고리를 찾는지 (인라인 경로, `bin/`)
그리고 고리가 아닌 것(다시 내보낸 이름, 자식의 `plugin`, 시험 모듈, 주석과 문자열)을 고리로 보지 않는지 본다.

    python3 tools/check_imports_test.py
"""
import importlib.util
import pathlib
import tempfile
import textwrap
import unittest

HERE = pathlib.Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("check_imports", HERE / "check-imports.py")
ci = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ci)


def tree(files: dict) -> list:
    """`src/…` 파일들로 크레이트 하나(`ai_arcade`)를 만들고 찾은 고리의 글을 돌려준다."""
    with tempfile.TemporaryDirectory() as d:
        top = pathlib.Path(d)
        for rel, text in files.items():
            f = top / rel
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(textwrap.dedent(text))
        return ci.report(top)


class Loops(unittest.TestCase):
    def test_inline_super_path_loop_is_found(self):
        found = tree({
            "src/lib.rs": "mod chess;\n",
            "src/chess/mod.rs": "mod motion;\nmod view;\n",
            "src/chess/view.rs": "use super::motion::Slide;\npub fn glyph() {}\n",
            "src/chess/motion.rs": "pub struct Slide;\nfn draw() { super::view::glyph(); }\n",
        })
        self.assertEqual(len(found), 1, found)
        self.assertIn("chess::motion", found[0])
        self.assertIn("chess::view", found[0])

    def test_inline_crate_path_loop_is_found(self):
        found = tree({
            "src/lib.rs": "mod nav;\nmod keyboard;\n",
            "src/nav.rs": "fn go() -> bool { crate::keyboard::HelpOpen::default().0 }\npub struct Navigate;\n",
            "src/keyboard.rs": "#[derive(Default)]\npub struct HelpOpen(pub bool);\nfn f(_: crate::nav::Navigate) {}\n",
        })
        self.assertEqual(len(found), 1, found)

    def test_use_inside_a_function_counts(self):
        found = tree({
            "src/lib.rs": "mod a;\nmod b;\n",
            "src/a.rs": "pub struct A;\nfn f() {\n    use crate::b::B;\n    let _ = B;\n}\n",
            "src/b.rs": "pub struct B;\nfn g() { let _ = crate::a::A; }\n",
        })
        self.assertEqual(len(found), 1, found)

    def test_loop_inside_a_binary_is_found(self):
        found = tree({
            "crates/gameai/src/lib.rs": "pub mod games;\n",
            "crates/gameai/src/games.rs": "pub struct Board;\n",
            "crates/gameai/src/bin/gameai/main.rs": "mod chess;\nmod search;\n",
            "crates/gameai/src/bin/gameai/chess.rs": "use crate::search::Output;\npub fn search(_: Output) {}\n",
            "crates/gameai/src/bin/gameai/search.rs": (
                "pub struct Output;\nfn run() { crate::chess::search(Output); let _ = gameai::games::Board; }\n"
            ),
        })
        self.assertEqual(len(found), 1, found)
        self.assertIn("bin/gameai", found[0])

    def test_loop_inside_a_binary_crate_is_found(self):
        # 명령줄 크레이트처럼 `main.rs`만 있는 크레이트: 자기 이름(`gameai_cli::`)으로 불러도 같다.
        found = tree({
            "crates/gameai-cli/src/main.rs": "mod chess;\nmod search;\n",
            "crates/gameai-cli/src/chess.rs": "use crate::search::Output;\npub fn search(_: Output) {}\n",
            "crates/gameai-cli/src/search.rs": "pub struct Output;\nfn run() { crate::chess::search(Output); }\n",
        })
        self.assertEqual(len(found), 1, found)
        self.assertIn("gameai-cli", found[0])

    def test_a_reexport_is_followed_to_where_the_item_lives(self):
        # `strings`가 `table::Text`를 다시 내보내고 `table`의 매크로가 `$crate::strings::Text`를 부른다: 고리가 아니다.
        found = tree({
            "src/lib.rs": "mod strings;\n",
            "src/strings/mod.rs": "mod table;\npub(crate) use table::Text;\npub fn all() -> &'static str { \"\" }\n",
            "src/strings/table.rs": "pub trait Text {}\nmacro_rules! t { () => { impl $crate::strings::Text for u8 {} } }\n",
        })
        self.assertEqual(found, [])

    def test_a_child_reading_a_sibling_through_the_parent_is_not_a_parent_loop(self):
        found = tree({
            "src/lib.rs": "mod scene;\n",
            "src/scene/mod.rs": "mod game;\nmod view;\npub(crate) use game::Match;\nfn build() { view::plugin(); }\n",
            "src/scene/game.rs": "pub struct Match;\n",
            "src/scene/view.rs": "use super::Match;\npub fn plugin() { let _ = Match; }\n",
        })
        self.assertEqual(found, [])

    def test_parent_calling_a_child_that_reads_the_parent_is_a_loop(self):
        found = tree({
            "src/lib.rs": "mod scene;\n",
            "src/scene/mod.rs": "mod flow;\npub struct State;\nfn build() { flow::full_search(); }\n",
            "src/scene/flow.rs": "use super::State;\npub fn full_search() { let _ = State; }\n",
        })
        self.assertEqual(len(found), 1, found)

    def test_comments_strings_and_test_modules_do_not_count(self):
        found = tree({
            "src/lib.rs": "mod a;\nmod b;\n",
            "src/a.rs": (
                "// crate::b::B\n/* crate::b::B */\npub struct A;\nconst S: &str = \"crate::b::B\";\n"
                "#[cfg(test)]\nmod tests {\n    use crate::b::B;\n    fn t() { let _ = B; }\n}\n"
            ),
            "src/b.rs": "pub struct B;\nfn g() { let _ = crate::a::A; }\n",
        })
        self.assertEqual(found, [])



if __name__ == "__main__":
    unittest.main(verbosity=2)
