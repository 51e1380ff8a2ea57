"""The Cucù engine's layout (issue 16): small modules a newcomer can navigate by name.

Each module of ``taverna.games.cucu`` stays under 800 lines and each class under 600; every
family a rule set may name has its hooks; the names other packages import from ``engine`` stay there.
"""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

from taverna.games.cucu import engine
from taverna.games.cucu.family import Family
from taverna.games.cucu.options import PRESETS, CucuOptions

PACKAGE = Path(engine.__file__).parent


def test_modules_and_classes_stay_small() -> None:
    too_long = []
    for path in sorted(PACKAGE.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > 800:
            too_long.append(f"{path.name}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                size = node.end_lineno - node.lineno + 1
                if size > 600:
                    too_long.append(f"{path.name}: class {node.name} {size} lines")
    assert not too_long


def test_every_family_has_its_hooks() -> None:
    (family,) = [f for f in fields(CucuOptions) if f.name == "family"]
    assert set(engine.FAMILIES) == set(family.metadata["choices"])
    assert {p.family for p in PRESETS.values()} == set(engine.FAMILIES)
    for name, hooks in engine.FAMILIES.items():
        assert isinstance(hooks, Family) and hooks.name == name
        # the hooks every family is asked for, whatever the options
        for hook in ("start", "deal_cards", "exchange", "settle"):
            assert getattr(type(hooks), hook) is not getattr(Family, hook), (name, hook)


def test_engine_keeps_the_names_others_import() -> None:
    for name in ("CucuMatch", "KEEP", "EXCHANGE", "DECLARE", "DEFEAT", "PASS", "OPTIONAL", "Held", "PLAYER_LIMITS"):
        assert hasattr(engine, name), name
