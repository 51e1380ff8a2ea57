"""The Cuajo rule-of-thumb bot's fast "one card from a win" test is the solver's, and the bot
decides exactly as it did with the solver's ``waits``."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from taverna.cards.cuajo import cuajo_pack
from taverna.core import Action, Rng
from taverna.games import create_match
from taverna.games.cuajo import bot, solver
from tests.sizes import heavy


def _near_win(seed: int, size: int) -> list[int]:
    """A hand of ``size`` cards that is often close to a win: a complete hand of random combinations,
    a few cards swapped for random ones; never more than the pack's four copies of a card."""
    rng = Rng(seed)
    combos = list(solver.ALL_COMBOS)
    hand: list[int] = []
    while len(hand) < size:
        cb = combos[rng.below(len(combos))]
        if len(hand) + len(cb) <= size and all(hand.count(c) + cb.count(c) <= 4 for c in cb):
            hand.extend(cb)
    pack = cuajo_pack()
    for _ in range(rng.below(3)):
        c = pack[rng.below(len(pack))]
        if hand.count(c) < 4:
            hand[rng.below(len(hand))] = c
    return hand


@settings(max_examples=heavy(500, default=100), deadline=None)
@given(seed=st.integers(0, 2**31), size=st.sampled_from([3, 6, 12, 14, 15]))
def test_one_away_is_the_solvers_waits(seed: int, size: int) -> None:
    hand = _near_win(seed, size)
    assert bot.one_away(hand) == bool(solver.waits(hand))


@pytest.mark.parametrize("hand", [[], [24], [24, 25], [0, 4, 8], [0, 4, 8, 24], [1, 1, 1], [6, 10, 14, 16, 20]])
def test_one_away_small_cases(hand: list[int]) -> None:
    assert bot.one_away(hand) == bool(solver.waits(hand))


@pytest.mark.parametrize(
    ("hand", "unavailable"),
    [
        ([24, 24, 24, 24, 0, 4, 8], frozenset()),
        ([0, 4, 8, 1, 5], frozenset({24, 25, 26, 27})),
        ([1, 5], frozenset({9})),
    ],
)
def test_one_away_knows_the_cards_that_cannot_come(hand: list[int], unavailable: frozenset[int]) -> None:
    assert bot.one_away(hand, unavailable) == bool(solver.waits(hand, unavailable))


def _reference(view: dict[str, Any], legal: list[Action], rng: Rng, monkeypatch: pytest.MonkeyPatch) -> Action:
    with monkeypatch.context() as mp:
        mp.setattr(bot, "one_away", lambda cards, unavailable=frozenset(): bool(solver.waits(cards, unavailable)))
        return bot.choose(view, legal, rng)


def test_same_choices_as_with_the_solvers_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every decision of whole matches of rule-of-thumb bots: the same action (with the same random
    draws for ties) as the bot asking the solver's ``waits``."""
    compared = discards = 0
    for seed in range(heavy(10, default=4)):
        m = create_match("cuajo", players=[f"p{i}" for i in range(4)], seed=seed, options={"deals": 2})
        rng = Rng(seed)
        while not m.finished:
            p = m.waiting_for()[0]
            view, legal = m.view(p), m.legal_actions(p)
            fast = bot.choose(view, legal, Rng(compared))
            assert fast == _reference(view, legal, Rng(compared), monkeypatch), (seed, p, view["hand"])
            compared += 1
            discards += fast.word == "discard"
            m.apply(p, bot.choose(view, legal, rng))
    assert discards > 50
