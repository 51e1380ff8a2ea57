"""The shape of ``src/taverna``: no import cycle, imports only down the layers, no game named by the
shared machinery, and no module or class too long to read (``docs/architecture.md``).

The import graph is read from the source with :mod:`ast`: every ``import`` and ``from ... import``
counts, at the top of a module, inside a function or under ``if TYPE_CHECKING`` (relative imports
resolved; ``from package import name`` is an edge to the module ``package.name`` when there is one,
else to the package's ``__init__``).  The cycle check reads only the imports that run: one under
``if TYPE_CHECKING`` names a type for the checker (a game's phase modules annotate their functions
with the match class that imports them).  Modules imported by a computed name (``importlib``) are no
edges: that is how the registry finds a game's parts (``GameInfo.part``), and
:func:`test_shared_modules_name_no_game` checks that no shared module computes a game's module name
itself.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
ROOT = SRC / "taverna"

# The layers, bottom first: a module may import its own layer and the layers below it.
# ``i18n`` is below ``games`` (a game's text module says its sentences through ``taverna.i18n``) and
# ``records`` above it (a record is replayed through the game registry).
LAYERS = ("core", "cards", "i18n", "games", "records", "bots", "research", "server", "cli")
# the modules of ``src/taverna`` that are no package of a layer
TOP_LAYER = {"taverna": "core", "taverna.__main__": "cli"}

# A game's own research part (its fast kernels, vector environments and analyses: ``games/<id>/research/``)
# sits in the research layer although it lives in the game's folder: it may use the research tools and the
# research extras (numpy, numba, gymnasium), and only the research layer and above may import it (through
# the registry, ``GameInfo.part("research")``: shared modules never name it).
GAME_RESEARCH = "research"
# The registry itself: one line per built-in game (its package, imported by name).
REGISTRY = "taverna.games"
# Layers whose modules may be named after a game without being that game's part: a pack is named after
# the pack (the Cuajo pack is ``taverna.cards.cuajo``).
NAMED_FOR_PACKS = ("cards",)

MAX_MODULE_LINES = 800
MAX_CLASS_LINES = 600


def _report(items: list[str]) -> list[str]:
    """The items that fail (every one: the moves of issue 16 have all landed)."""
    return items


# ---------------------------------------------------------------- reading the source
@dataclass(frozen=True)
class Module:
    name: str
    path: Path
    is_package: bool

    @property
    def source(self) -> str:
        return self.path.read_text(encoding="utf-8")

    @property
    def layer(self) -> str:
        if self.name in TOP_LAYER:
            return TOP_LAYER[self.name]
        parts = self.name.split(".")
        if parts[1] == "games" and len(parts) > 3 and parts[3] == GAME_RESEARCH:
            return "research"  # a game's own research part (games/<id>/research/)
        return parts[1]


@cache
def modules() -> dict[str, Module]:
    out: dict[str, Module] = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts = parts[:-1]
        out[".".join(parts)] = Module(".".join(parts), path, is_package)
    return out


@cache
def game_ids() -> tuple[str, ...]:
    """The games with a folder: the packages directly under ``taverna/games``."""
    return tuple(sorted(p.parent.name for p in (ROOT / "games").glob("*/__init__.py")))


def game_of(name: str) -> str | None:
    """The game whose folder holds module ``name`` (None: a shared module)."""
    parts = name.split(".")
    if len(parts) >= 3 and parts[:2] == ["taverna", "games"] and parts[2] in game_ids():
        return parts[2]
    return None


def _edges(name: str, runtime: bool = False) -> dict[str, int]:
    mod = modules()[name]
    return edges_of(mod.source, name, mod.is_package, set(modules()), runtime=runtime)


def _type_only(tree: ast.AST) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:`` (read by type checkers, never run)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else test.attr if isinstance(test, ast.Attribute) else ""
            if name == "TYPE_CHECKING":
                out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def edges_of(source: str, name: str, is_package: bool, known: set[str], *, runtime: bool = False) -> dict[str, int]:
    """The modules of ``known`` that module ``name`` imports, with the line of the first import:
    ``from a.b import c`` counts as ``a.b.c`` when that is a module, else as ``a.b``.  ``runtime``:
    only the imports that run (not those under ``if TYPE_CHECKING:``)."""
    package = name if is_package else name.rpartition(".")[0]
    edges: dict[str, int] = {}
    tree = ast.parse(source)
    skip = _type_only(tree) if runtime else set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                source_name = ".".join(base + ([node.module] if node.module else []))
            else:
                source_name = node.module or ""
            for a in node.names:
                sub = f"{source_name}.{a.name}"
                targets.append(sub if sub in known else source_name)
        for t in targets:
            while t and t not in known:  # ``import a.b.c`` of a name that is no module: its package
                t = t.rpartition(".")[0]
            if t:
                edges.setdefault(t, node.lineno)
    return edges


@cache
def import_graph(runtime: bool = False) -> dict[str, dict[str, int]]:
    """Every module's imports; ``runtime``: only those that run (a cycle through an import under
    ``if TYPE_CHECKING:`` is no cycle: a phase module of a game may name its match class in annotations)."""
    return {name: _edges(name, runtime) for name in modules()}


def _cycles(g: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module, and the modules importing themselves
    (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for root in sorted(g):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(g[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(g.get(w, {})))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp: list[str] = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in g.get(v, {}):
                    out.append(sorted(comp))
    return out


def _cycle_path(g: dict[str, dict[str, int]], comp: list[str]) -> list[str]:
    """One cycle through the component's first module (breadth-first, so the shortest)."""
    members = set(comp)
    start = comp[0]
    prev: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt: list[str] = []
        for v in frontier:
            for w in sorted(g[v]):
                if w not in members:
                    continue
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(prev[path[-1]])
                    return [start, *reversed(path[:-1]), start] if v != start else [start, start]
                if w not in prev:
                    prev[w] = v
                    nxt.append(w)
        frontier = nxt
    return comp  # pragma: no cover - a component always has a cycle


# ---------------------------------------------------------------- the checks
def test_the_graph_reads_every_kind_of_import() -> None:
    """The reading itself: top-level, relative, in a function and under TYPE_CHECKING imports are edges;
    ``from package import module`` is an edge to the module, ``from package import name`` to the package."""
    known = {"p", "p.a", "p.b", "p.c", "p.d", "p.e", "q"}
    source = (
        "from typing import TYPE_CHECKING\n"
        "import q\n"
        "from . import a\n"
        "from .b import thing\n"
        "from p import name_in_init\n"
        "if TYPE_CHECKING:\n"
        "    from p.c import C\n"
        "def f():\n"
        "    import p.d.not_a_module\n"
        "class K:\n"
        "    def g(self):\n"
        "        from .e import x\n"
    )
    edges = edges_of(source, "p.m", False, known)
    assert edges == {"q": 2, "p.a": 3, "p.b": 4, "p": 5, "p.c": 7, "p.d": 9, "p.e": 12}
    assert "p.c" not in edges_of(source, "p.m", False, known, runtime=True)
    deeper = {"p", "p.q", "p.s", "p.s.a"}
    assert edges_of("from . import a\nfrom .. import q, thing\n", "p.s", True, deeper) == {"p.s.a": 1, "p.q": 2, "p": 2}
    assert edges_of("from . import a\nfrom .. import q\n", "p.s.m", False, deeper) == {"p.s.a": 1, "p.q": 2}
    assert "taverna.server.config" in import_graph()["taverna.server"]  # ``from .config import Settings``
    assert _cycles({"a": {"b": 1}, "b": {"a": 1}, "c": {"c": 1}, "d": {"a": 1}}) == [["a", "b"], ["c"]]
    assert _cycle_path({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}}, ["a", "b", "c"]) == ["a", "b", "c", "a"]


def test_no_import_cycle() -> None:
    g = import_graph(runtime=True)
    problems = []
    for comp in _cycles(g):
        path = _cycle_path(g, comp)
        # named by its modules (each of them is on a cycle); one cycle through the first follows
        problems.append(f"cycle: {', '.join(comp)} ({' -> '.join(path)})")
    failing = _report(problems)
    assert not failing, "import cycles in src/taverna:\n" + "\n".join(failing)


def _layer_problems() -> list[str]:
    g = import_graph()
    mods = modules()
    rank = {name: i for i, name in enumerate(LAYERS)}
    out: list[str] = []
    for name, targets in sorted(g.items()):
        mine = mods[name].layer
        game = game_of(name)
        for t, line in sorted(targets.items()):
            theirs = mods[t].layer
            if rank[theirs] > rank[mine]:
                out.append(f"layer: {name} -> {t} ({name}:{line}: {mine} imports {theirs}, a higher layer)")
            elif game is not None and theirs == "games" and game_of(t) not in (None, game):
                out.append(f"layer: {name} -> {t} ({name}:{line}: a game's folder imports another game's)")
    return out


def test_imports_go_down_the_layers_only() -> None:
    failing = _report(_layer_problems())
    assert not failing, "imports up the layers:\n" + "\n".join(failing)


# a module name built from a game's id: an f-string, or a string ending in a dot to add the id to
_NAMED = re.compile(r"""["'](taverna\.(?:games|bots|i18n)\.)(?:\{|["'])""")


def _naming_problems() -> list[str]:
    mods = modules()
    ids = game_ids()
    alternatives = "|".join(ids)
    literal = re.compile(rf"""["']taverna\.(?:games|bots|i18n)\.(?:{alternatives})(?:_[a-z_]+)?(?:\.[a-z_]+)*["']""")
    out: list[str] = []
    for name, mod in sorted(mods.items()):
        if game_of(name) is not None or name == REGISTRY:
            continue
        for t in sorted(import_graph()[name]):
            if game_of(t) is not None or (mods[t].layer in ("bots", "i18n") and t.rpartition(".")[2] in ids):
                out.append(f"names a game: {name} imports {t}")
        src = mod.source
        for m in _NAMED.finditer(src):
            out.append(f"names a game: {name} builds '{m.group(1)}{{...}}'")
        for m in literal.finditer(src):
            # a string naming a game's module (documentation in docstrings and comments aside)
            if not _in_docstring_or_comment(src, m.start()):
                out.append(f"names a game: {name} names '{m.group(0)[1:-1]}'")
    return sorted(set(out))


def _in_docstring_or_comment(src: str, pos: int) -> bool:
    line_start = src.rfind("\n", 0, pos) + 1
    if "#" in src[line_start:pos]:
        return True
    tree = ast.parse(src)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            c = body[0].value
            if isinstance(c, ast.Constant) and isinstance(c.value, str):
                start = _offset(src, c.lineno, c.col_offset)
                end = _offset(src, c.end_lineno or c.lineno, c.end_col_offset or 0)
                if start <= pos < end:
                    return True
    return False


def _offset(src: str, line: int, col: int) -> int:
    lines = src.splitlines(keepends=True)
    return sum(len(x) for x in lines[: line - 1]) + len(lines[line - 1].encode()[:col].decode(errors="ignore"))


def _per_game_modules() -> list[str]:
    """Modules outside a game's folder named after a game (they belong in the folder)."""
    ids = set(game_ids())
    out: list[str] = []
    for name, mod in sorted(modules().items()):
        if game_of(name) is not None or mod.layer in NAMED_FOR_PACKS:
            continue
        stem = name.rpartition(".")[2]
        if stem in ids or stem.split("_")[0] in ids:
            out.append(f"per-game module: {name}")
    return out


def test_shared_modules_name_no_game() -> None:
    """Shared machinery finds a game's parts through the registry (``GameInfo.part``), never by its name."""
    failing = _report(_naming_problems() + _per_game_modules())
    assert not failing, "shared modules naming a game (use taverna.games.get_game(id).part(...)):\n" + "\n".join(
        failing
    )


def test_the_checks_see_a_game_named_by_a_shared_module() -> None:
    """The patterns of the naming check catch an f-string and a literal module name, not a docstring."""
    src = 'x = f"taverna.games.{g}.text"\ny = "taverna.bots.cucu"\nz = "taverna.i18n." + g\n'
    assert [m.group(1) for m in _NAMED.finditer(src)] == ["taverna.games.", "taverna.i18n."]
    doc = '"""See taverna.games.cucu.text."""\nz = 1  # taverna.games.cucu\n'
    assert _in_docstring_or_comment(doc, doc.index("taverna.games.cucu.text"))
    assert _in_docstring_or_comment(doc, doc.rindex("taverna.games.cucu"))
    assert not _in_docstring_or_comment(src, src.index("taverna.bots.cucu"))


def _long_items() -> list[str]:
    out: list[str] = []
    for name, mod in sorted(modules().items()):
        src = mod.source
        n = len(src.splitlines())
        if n > MAX_MODULE_LINES:
            out.append(f"long module: {name} ({n} lines, at most {MAX_MODULE_LINES})")
        for node in ast.walk(ast.parse(src)):
            if isinstance(node, ast.ClassDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                if size > MAX_CLASS_LINES:
                    out.append(f"long class: {name}.{node.name} ({size} lines, at most {MAX_CLASS_LINES})")
    return out


def test_no_module_or_class_too_long() -> None:
    items = _report(_long_items())
    assert not items, "too long to read (split them):\n" + "\n".join(items)


@pytest.mark.parametrize("layer", LAYERS)
def test_every_layer_is_a_package(layer: str) -> None:
    assert f"taverna.{layer}" in modules()


# ---------------------------------------------------------------- Cucù's phases and their match
# The phase modules of Cucù (deal, exchanges, specials, inn, reveal, end, the families' hooks ...) change the
# match only through its public fields and the named interface on CucuMatch ("the phases' interface" in
# games/cucu/engine.py: alive, after, before, in_deal, draw, draw_far_end, give, deal_to, swap, show, lose),
# never through a ``_private`` name of it, so that a reader of CucuMatch sees what each phase may change.
CUCU = ROOT / "games" / "cucu"
MATCH_CLASSES = ("CucuMatch", "Match")


def _private_names_of(source: str, classes: tuple[str, ...]) -> set[str]:
    """The private names (one leading underscore) that the classes of ``source`` named ``classes`` define:
    their methods and the ``self._x`` fields they set."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef) and node.name in classes:
            for sub in ast.walk(node):
                name = ""
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    name = sub.name
                elif isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == "self":
                    name = sub.attr
                elif isinstance(sub, (ast.AnnAssign, ast.Assign)):
                    targets = [sub.target] if isinstance(sub, ast.AnnAssign) else sub.targets
                    name = next((t.id for t in targets if isinstance(t, ast.Name)), "")
                if name.startswith("_") and not name.startswith("__"):
                    out.add(name)
    return out


def _match_privates() -> set[str]:
    engine = (CUCU / "engine.py").read_text(encoding="utf-8")
    base = (ROOT / "core" / "match.py").read_text(encoding="utf-8")
    return _private_names_of(engine, MATCH_CLASSES) | _private_names_of(base, MATCH_CLASSES)


def _annotated_match(node: ast.AST) -> bool:
    """Whether an argument's annotation names the match class (``CucuMatch`` or ``"CucuMatch"``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.strip().endswith("CucuMatch")
    return (isinstance(node, ast.Name) and node.id == "CucuMatch") or (
        isinstance(node, ast.Attribute) and node.attr == "CucuMatch"
    )


def private_match_reads(source: str, privates: set[str]) -> list[tuple[int, str]]:
    """``(line, text)`` of each place where ``source`` reaches a private name of the match: ``x._name`` where
    ``x`` is an argument annotated as ``CucuMatch``, or ``_name`` is one of the match's ``privates``, for any
    ``x`` but ``self`` and ``cls`` (a phase module's own classes keep their privates)."""
    tree = ast.parse(source)
    match_args: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            a = node.args
            for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs):
                if arg.annotation is not None and _annotated_match(arg.annotation):
                    match_args.add(arg.arg)
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        owner = node.value.id if isinstance(node.value, ast.Name) else ""
        if owner in ("self", "cls"):
            continue
        if owner in match_args or node.attr in privates:
            out.append((node.lineno, ast.unparse(node)))
    return sorted(out)


def _phase_modules() -> list[Path]:
    """Cucù's modules other than the match's own (engine.py), its research part excluded (a research layer
    of its own, reaching the match through the engine contract)."""
    return sorted(p for p in CUCU.glob("*.py") if p.name != "engine.py")


def test_cucu_phase_modules_reach_no_private_name_of_the_match() -> None:
    privates = _match_privates()
    assert {"_run", "_knowledge", "_setup"} <= privates  # (the scan reads the classes it names)
    failing = [
        f"{path.relative_to(SRC)}:{line}: {text}"
        for path in _phase_modules()
        for line, text in private_match_reads(path.read_text(encoding="utf-8"), privates)
    ]
    assert _phase_modules() and not failing, (
        "a Cucù phase module reaches a private name of the match (use or add a method of the phases' interface "
        "on CucuMatch, games/cucu/engine.py):\n" + "\n".join(failing)
    )


def test_the_phase_scan_sees_a_private_name_of_the_match() -> None:
    """The scan catches ``m._x`` on an argument annotated as the match (any name), a known private of the
    match on any object but ``self``, and leaves a phase's own class's privates and the public interface."""
    src = (
        "def f(m: CucuMatch, x: 'CucuMatch') -> None:\n"
        "    m.give(p, h)\n"
        "    m._anything()\n"
        "    x._deck\n"
        "    other._knowledge(None)\n"
        "class Hook:\n"
        "    def g(self, n: int) -> None:\n"
        "        self._knowledge = n\n"
        "        n._private\n"
    )
    assert private_match_reads(src, {"_knowledge"}) == [
        (3, "m._anything"),
        (4, "x._deck"),
        (5, "other._knowledge"),
    ]
