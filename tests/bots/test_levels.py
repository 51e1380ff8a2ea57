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


def test_normal_is_the_rule_of_thumb_and_hard_the_search() -> None:
    from taverna.bots.search import NoisyBot, SearchBot
    from taverna.core import Rng
    from taverna.games import create_match

    m = create_match("kille", players=["a", "b", "c"], seed=4)
    p = m.waiting_for()[0]
    view, legal = m.view(p), m.legal_actions(p)
    for k in range(5):  # the same moves as the rule-of-thumb bot, whatever the generator
        assert get_bot("kille", "normal").choose(view, legal, Rng(k)) == get_bot("kille", "simple").choose(
            view, legal, Rng(k)
        )
    assert isinstance(get_bot("kille", "easy"), NoisyBot)
    hard = get_bot("kille", "hard")
    assert isinstance(hard, SearchBot) and hard.iterations == bots.SEARCH_ITERATIONS["hard"]


def test_normal_beats_easy_significantly_in_the_arena() -> None:
    """The cheap step of the ladder, measured as docs/arena.md measures it (duplicated deals, seats
    rotated): the rule of thumb loses fewer Campli deals than itself with a quarter of its moves random.
    (hard against normal costs minutes of search per game: benchmarks/arena_levels.py.)"""
    from taverna.research.experiments.arena import run_arena

    report = run_arena("cucu", ["normal", "easy"], rules="campli", players=6, deal_sets=60, seed=2031)
    (pair,) = report.comparisons()
    assert pair["first"] == "normal"
    assert pair["losses_per_deal"].high < 0  # significantly fewer deals lost
    assert report.to_json()["comparisons"][0]["losses_per_deal"]["significant"] is True


def test_hard_plays_le_hers_equilibrium_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    """Le Her is solved (the rule of thumb plays Waldegrave's equilibrium): the search plays its move
    and draws no determinization."""
    from taverna.bots import search
    from taverna.core import Rng
    from taverna.games import create_match

    def no_sampling(*_: object, **__: object) -> None:
        raise AssertionError("Le Her's search sampled a determinization")

    monkeypatch.setattr(search, "Sampler", no_sampling)
    hard, simple = get_bot("cucu", "hard"), get_bot("cucu", "simple")
    decisions = 0
    for seed in range(40):
        m = create_match("cucu", rules="le-her", players=["a", "b"], seed=seed)
        while not m.finished and m.deal_no < 3:  # type: ignore[attr-defined]
            p = m.waiting_for()[0]
            view, legal = m.view(p), m.legal_actions(p)
            move = hard.choose(view, legal, Rng(seed))
            assert move == simple.choose(view, legal, Rng(seed).fork(1))
            decisions += len(legal) > 1
            m.apply(p, move)
    assert decisions > 100
