"""Bots see only ``view(player)``: the proof.

For every game and every bot level, a real match is played to some point; a second match is built
whose hidden cards differ but whose view for the player to act is identical (a determinization from
:mod:`taverna.research.envs.determinize`, itself checked to give the same view).  The bot, given each
match's view and legal actions and an rng with the same seed, must choose the same action: nothing
it decides on can come from the hidden cards.  The bots also never receive anything but plain data
(a JSON-able view, a list of actions, the rng): never a Match.

The search levels play here with a small budget (the iterations do not change what they may see).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import taverna.bots as bots_mod
from taverna.bots import LEVELS, get_bot
from taverna.core import Action, Match, Rng
from taverna.games import create_match
from taverna.games.sampling import Sampler, SamplingError
from tests.sizes import heavy

EXAMPLES = heavy(2, default=2)

GAMES: list[tuple[str, str | None, int]] = [
    ("cucu", "campli", 4),
    ("cucu", "lu-stu", 3),
    ("cucu", "cambio", 4),
    ("cucu", "bga", 4),
    ("kille", "standard", 3),
    ("kille", "duplicate", 3),
    ("hypp", None, 3),
    ("coteccio", None, 3),
    ("cuajo", None, 4),
    ("torionfo", None, 4),
    ("torionfo", None, 2),
    ("coch", None, 4),
    ("zifuli", None, 5),
]


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots_mod, "SEARCH_ITERATIONS", {"hard": 8})


def _no_match_inside(x: Any) -> None:
    assert not isinstance(x, Match)
    if isinstance(x, dict):
        for k, v in x.items():
            _no_match_inside(k)
            _no_match_inside(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _no_match_inside(v)


class Guard:
    """Wraps a bot: checks every argument it receives is plain data, and records the calls."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.calls = 0

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        self.calls += 1
        assert isinstance(rng, Rng) and all(isinstance(a, Action) for a in legal)
        _no_match_inside(view)
        assert json.loads(json.dumps(view)) == view  # plain JSON data, nothing else
        act: Action = self.bot.choose(view, legal, rng)
        return act


def _position(game: str, rules: str | None, n: int, seed: int, steps: int) -> Match | None:
    m = create_match(game, rules=rules, players=[f"p{i}" for i in range(n)], seed=seed)
    rng = Rng(seed)
    simple = get_bot(game, "simple")
    for _ in range(steps):
        if m.finished:
            return None
        p = m.waiting_for()[0]
        m.apply(p, simple.choose(m.view(p), m.legal_actions(p), rng))
    return None if m.finished else m


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game", "rules", "n"), GAMES, ids=[f"{g}-{r}" for g, r, _ in GAMES])
@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 40), bot_seed=st.integers(0, 2**63))
def test_decision_unchanged_when_hidden_cards_are_reshuffled(
    game: str, rules: str | None, n: int, level: str, seed: int, steps: int, bot_seed: int
) -> None:
    m = _position(game, rules, n, seed, steps)
    if m is None:
        return
    p = m.waiting_for()[0]
    view = m.view(p)
    try:
        other = Sampler(game, json.loads(json.dumps(view)), p).sample(Rng(seed + 1))
    except SamplingError:
        return  # no second match could be built for this view (documented Cuajo limit)
    assert other is not m and other.view(p) == view
    bot = Guard(get_bot(game, level))
    a1 = bot.choose(m.view(p), m.legal_actions(p), Rng(bot_seed))
    a2 = bot.choose(other.view(p), other.legal_actions(p), Rng(bot_seed))
    assert a1 == a2
    m.check(p, a1)  # and the decision is legal in the real match


def test_the_second_match_really_hides_other_cards() -> None:
    """The reshuffled matches differ from the real one where the player cannot see (not a copy)."""
    differs = 0
    for seed in range(6):
        m = _position("coteccio", None, 4, seed, 2)
        assert m is not None
        p = m.waiting_for()[0]
        other: Any = Sampler("coteccio", json.loads(json.dumps(m.view(p))), p).sample(Rng(seed))
        real: Any = m
        differs += any(other.hands[q] != real.hands[q] for q in m.players if q != p)
    assert differs >= 4


def test_a_whole_match_between_levels_passes_only_views() -> None:
    """Every level plays a whole Krypkille match and a Cucù deal receiving nothing but plain data."""
    for game, rules, n in (("kille", "standard", 3), ("cucu", "campli", 3)):
        m = create_match(game, rules=rules, players=[f"p{i}" for i in range(n)], seed=3)
        levels = ["easy", "normal", "hard"][:n]
        guards = {p: Guard(get_bot(game, lv)) for p, lv in zip(m.players, levels)}
        rng = Rng(5)
        while not m.finished and len(getattr(m, "deals", [])) < 1:
            p = m.waiting_for()[0]
            m.apply(p, guards[p].choose(m.view(p), m.legal_actions(p), rng))
        assert all(g.calls for g in guards.values())
