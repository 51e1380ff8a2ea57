"""Bot levels: a layer above the bots adds its own (``register_level``), and the bots never import it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from taverna import bots
from taverna.bots import LEVELS, RandomBot, available_levels, get_bot, register_level
from taverna.core import UnknownOption


def test_a_registered_level_is_offered_only_where_available() -> None:
    made: list[str] = []
    here = [False]

    def factory(game: str) -> RandomBot:
        made.append(game)
        return RandomBot(name=f"extra-{game}")

    before = available_levels()  # (Taverna's own levels, and any a layer above has added)
    assert before[: len(LEVELS)] == LEVELS
    register_level("test-extra", factory, lambda: here[0])
    try:
        assert available_levels() == before
        with pytest.raises(UnknownOption, match="test-extra"):
            get_bot("kille", "test-extra")
        here[0] = True
        assert available_levels() == (*before, "test-extra")
        assert get_bot("kille", "test-extra").name == "extra-kille"
        assert made == ["kille"]
    finally:
        del bots._EXTRA_LEVELS["test-extra"]


def test_taverna_own_levels_cannot_be_replaced() -> None:
    with pytest.raises(ValueError, match="simple"):
        register_level("simple", RandomBot)


def test_the_bots_import_no_research_tool() -> None:
    code = (
        "import sys\n"
        "from taverna.bots import get_bot\n"
        "from taverna.games import games\n"
        "[get_bot(g, level) for g in games() for level in ('random', 'simple')]\n"
        "print(sorted(m for m in sys.modules if m.startswith('taverna.research')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_research_offers_openspiel_bots_where_open_spiel_is_installed() -> None:
    import importlib.util

    import taverna.research  # noqa: F401  (registers OpenSpiel's levels)

    has = importlib.util.find_spec("pyspiel") is not None
    assert ("openspiel-ismcts" in available_levels()) == has
