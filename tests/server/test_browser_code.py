"""The browser code stays checkable (issue 31, item 7): every module is type-checked by `tsc` (tsconfig.json
includes it and it says ``// @ts-check`` for editors), eslint reads it, the tools are pinned, and the table
page's parts do not import each other in a circle.  (`scripts/check-js.sh` runs tsc and eslint themselves.)"""

import json
import re
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "src" / "taverna" / "server" / "static" / "js"
GAMES = ROOT / "src" / "taverna" / "games"


def _modules() -> list[Path]:
    return sorted([*JS.glob("*.js"), *GAMES.glob("*/board.js")])


def _strip_comments(text: str) -> str:
    # (tsconfig.json is JSON with // comments, as tsc reads it)
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


def test_every_module_is_type_checked() -> None:
    config = json.loads(_strip_comments((ROOT / "tsconfig.json").read_text(encoding="utf-8")))
    assert config["compilerOptions"]["checkJs"] is True and config["compilerOptions"]["noEmit"] is True
    assert config["compilerOptions"]["strict"] is True
    # strict means every parameter typed: no module may go back to implicit any
    assert config["compilerOptions"].get("noImplicitAny", True) is True
    include = config["include"]
    modules = _modules()
    assert len(modules) > 20
    for path in modules:
        rel = path.relative_to(ROOT).as_posix()
        assert any(fnmatch(rel, pattern) for pattern in include), f"{rel}: not in tsconfig.json's include"
        head = path.read_text(encoding="utf-8").split("\nimport ", 1)[0]
        assert "// @ts-check" in head, f"{rel}: no // @ts-check before its imports"


def test_the_checks_tools_are_pinned() -> None:
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    tools = package["devDependencies"]
    assert {"typescript", "eslint"} <= set(tools)
    for name, version in tools.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} {version}: not one exact version"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version, name
    assert "node_modules/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()


def test_the_table_modules_import_no_circle() -> None:
    """table.js draws the parts; a part redraws another through ``draw`` (table-state.js), never by importing it."""
    graph: dict[str, set[str]] = {}
    for path in JS.glob("table*.js"):
        text = path.read_text(encoding="utf-8")
        graph[path.name] = {m for m in re.findall(r'^import [^;]*? from "\./(table[\w-]*\.js)";', text, re.M)}
    assert len(graph) >= 10
    assert graph["table-state.js"] == set(), "the state imports none of the parts"
    for name in graph:
        seen: set[str] = set()
        todo = list(graph[name])
        while todo:
            nxt = todo.pop()
            assert nxt != name, f"{name} imports itself through {sorted(seen)}"
            if nxt not in seen:
                seen.add(nxt)
                todo.extend(graph.get(nxt, ()))
    # only table.js (the page's entry) imports table.js's parts all together; nothing imports table.js
    assert all("table.js" not in deps for deps in graph.values())
