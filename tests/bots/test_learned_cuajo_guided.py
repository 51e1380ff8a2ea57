"""Cuajo's ``learned`` level: ``hard``'s exact expectimax with the network choosing among the discards whose
outlook ties (``expectimax.choose_guided``, ``bots.learned.GuidedExpectimaxBot``); ``hard`` itself takes no
guide; the network's estimates (``LearnedBot.estimates``) are the ones its own choice maximises."""

from __future__ import annotations

import importlib.resources
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from taverna.bots import get_bot, play_bots
from taverna.bots.learned import (
    GuidedExpectimaxBot,
    LearnedBot,
    Network,
    guided_expectimax,
    learned_part,
    network_choice,
)
from taverna.core import Action, Rng
from taverna.games import create_match
from taverna.games.cuajo import expectimax as search
from taverna.games.cuajo.danger import next_purro

PLAYERS = ["a", "b", "c", "d"]


def _random_network(game: str, seed: int) -> Network:
    from taverna.research.experiments.learn import init_network

    part = learned_part(game)
    assert part is not None
    return init_network((part.SIZE, 16, len(part.ACTIONS)), part.ACTIONS, part.LAYOUT, np.random.default_rng(seed))


def _shipped() -> bool:
    return importlib.resources.files("taverna.games.cuajo.learned").joinpath("pagat.npz").is_file()



def _view(hand: list[str], discards: list[str]) -> dict[str, Any]:
    return {
        "viewer": "a",
        "hand": hand,
        "secrets": [],
        "discards": discards,
        "sowee": "Ab",
        "players": [{"name": q, "purro": False, "secrets": []} for q in PLAYERS],
        "log": [],
    }


def _prefer(card: str) -> search.Guide:
    """A guide that rates the discard of ``card`` highest and every other discard alike."""

    def guide(view: dict[str, Any], legal: list[Action]) -> Sequence[float]:
        return [1.0 if a.arg == card else 0.0 for a in legal]

    return guide


# no single draw brings this hand one card from a win: every discard's outlook is 0 (a tie)
SCATTERED = ["Ac", "3o", "4s", "Jb", "Hc", "5o", "As", "Jo", "3b", "Ho", "4c", "5b", "Js", "3c", "Kc"]
# twelve cards in combinations and 4s 5s 4o 4b (tests/bots/test_cuajo_search.py): only the 5 of cups leaves
# the most outs
COMPLETE = ["Ac", "Ao", "As", "3c", "4c", "5c", "Jo", "Ho", "Ko", "3o", "3s", "3b"]


def test_the_guide_chooses_among_the_discards_of_the_best_outlook_only() -> None:
    view = _view(SCATTERED, ["Hb"])
    legal = [Action("discard", c) for c in sorted(set(SCATTERED)) if not c.startswith("K")]
    assert set(search.discard_outlooks(view, legal)) == {0}
    hard = search.choose(view, legal, Rng(0))
    other = next(a for a in legal if a != hard)
    assert search.choose_guided(view, legal, Rng(0), _prefer(str(other.arg))) == other
    assert search.choose_guided(view, legal, Rng(0), None) == hard
    assert search.choose_guided(view, legal, Rng(0), lambda v, acts: None) == hard  # a guide with no estimate
    # where one discard has the best outlook, no guide moves the expectimax off it
    hand = [*COMPLETE, "4s", "5s", "4o", "4b"]
    view = _view(hand, ["3c", "3c", "4c", "4c", "Hc"])
    legal = [Action("discard", c) for c in sorted(set(hand)) if not c.startswith("K")]
    assert search.choose(view, legal, Rng(0)) == Action("discard", "5c")
    for a in legal:
        assert search.choose_guided(view, legal, Rng(0), _prefer(str(a.arg))) == Action("discard", "5c")


def test_the_learned_level_is_the_guided_expectimax() -> None:
    level = get_bot("cuajo", "learned")
    assert isinstance(level, GuidedExpectimaxBot) and level.name == "learned-cuajo"
    assert isinstance(level.guide_bot, LearnedBot)
    if _shipped():
        assert level.guide_bot.network("pagat") is not None
    assert guided_expectimax("coch") is None  # Coch's hard is a sampled search: its level guides that instead


def test_the_estimates_are_those_the_network_plays_by() -> None:
    net = _random_network("cuajo", 4)
    part = learned_part("cuajo")
    assert part is not None
    bot = LearnedBot("cuajo", {"pagat": net})
    m = create_match("cuajo", rules="pagat", players=PLAYERS, seed=2, options={"deals": 1})
    normal = get_bot("cuajo", "normal")
    seen = 0
    for step in range(120):
        if m.finished:
            break
        p = m.waiting_for()[0]
        view, legal = m.view(p), m.legal_actions(p)
        est = bot.estimates(view, legal)
        mine = network_choice(net, part, view, legal)
        assert (est is None) == (mine is None)
        if est is not None:
            assert len(est) == len(legal) and legal[int(np.argmax(est))] == mine
            seen += 1
        m.apply(p, normal.choose(view, legal, Rng(step)))
    assert seen > 10


def test_the_level_plays_legal_repeatable_moves_that_keep_the_best_outlook() -> None:
    """A deal of the level (a random network guiding, so that the test needs no shipped weights) against
    ``hard``: every move legal, every discard of the best outlook (where the next player is purro and the
    shipped danger model weighs in, one card from a win kept first), some different from ``hard``'s, and
    the same record twice from the same seed."""
    guide = LearnedBot("cuajo", {"pagat": _random_network("cuajo", 9)})
    hard = get_bot("cuajo", "hard")

    def play() -> tuple[list[Any], int, int]:
        level = GuidedExpectimaxBot("cuajo", search.choose_guided, guide)
        differs = discards = 0

        class Checked:
            name = "learned"

            def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
                nonlocal differs, discards
                choice = level.choose(view, legal, rng)
                assert choice in legal
                if choice.word == "discard":
                    ds = [a for a in legal if a.word == "discard"]
                    outs = search.discard_outlooks(view, ds)
                    if next_purro(view) is None:  # no danger of feeding the next player: the best outlook
                        assert outs[ds.index(choice)] == max(outs)
                    else:  # the danger weighed (tests/bots/test_learned_cuajo_danger.py): purro kept first
                        assert (outs[ds.index(choice)] >= search.PURRO) == (max(outs) >= search.PURRO)
                    discards += 1
                differs += choice != hard.choose(view, legal, rng)
                return choice

            def choose_optional(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
                return level.choose_optional(view, legal, rng)

        m = create_match("cuajo", rules="pagat", players=PLAYERS, seed=5, options={"deals": 1})
        ours = Checked()
        assert play_bots(m, {p: ours if p in ("a", "c") else hard for p in PLAYERS},
                         {p: Rng(i) for i, p in enumerate(PLAYERS)})  # fmt: skip
        return [e.to_json() for e in m.log], differs, discards

    log, differs, discards = play()
    assert discards > 5 and differs > 0
    assert play()[0] == log


@pytest.mark.skipif(not _shipped(), reason="no Cuajo weights shipped")
def test_the_shipped_level_decides_turns_with_its_network() -> None:
    level = get_bot("cuajo", "learned")
    assert isinstance(level, GuidedExpectimaxBot)
    m = create_match("cuajo", rules="pagat", players=PLAYERS, seed=8, options={"deals": 1})
    hard = get_bot("cuajo", "hard")
    assert play_bots(m, {p: level if p in ("a", "c") else hard for p in PLAYERS},
                     {p: Rng(i) for i, p in enumerate(PLAYERS)})  # fmt: skip
    assert m.finished
