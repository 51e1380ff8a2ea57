"""Property tests: random matches of every rule set and variant keep every invariant.

Each example plays a whole match with random legal decisions and checks at every step:
cards conserved, chips/tokens and the pool conserved, no view holds a card its player may not
see, the match ends within a stated limit, and its record replays to the same match.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.games.cucu_play import play_random
from tests.sizes import heavy

# random matches per variant: 30 in the quick run, 300 in the heavy one (TAVERNA_HEAVY=1, about three
# minutes on two cores; docs/testing.md)
EXAMPLES = heavy(300, default=30)

VARIANTS: list[tuple[str, dict[str, object]]] = [
    ("campli", {}),
    ("campli", {"tokens": 1}),
    ("campli", {"reentry": False}),
    ("lu-stu", {}),
    ("lu-stu", {"tokens": 1}),
    ("lu-stu", {"remove-matto": True}),
    ("cambio", {}),
    ("cambio", {"chips": 6}),
    ("cambio", {"last-draw": "playoff"}),
    ("cambio", {"one-cuckoo-from": 6}),
    ("bga", {}),
    ("bga", {"length": "short"}),
    ("bga", {"cuckoo-declare": "manual"}),
    ("bga", {"void": True}),
] + [
    ("cambio", {name: True})
    for name in (
        "anti-cuckoo", "indian", "void", "misere", "reincarnation", "double", "double-pack", "child-time",
        "second-high-low", "high-low", "two-losers", "lion",
    )
] + [
    ("cambio", {"double-pack": True, "cuckoos": 1}),
    ("cambio", {"indian": True, "reincarnation": True, "double": True}),
    ("cambio", {"void": True, "lion": True, "misere": True}),
    ("cambio", {"anti-cuckoo": True, "child-time": True, "last-draw": "playoff"}),
]  # fmt: skip


@pytest.mark.parametrize(("rules", "options"), VARIANTS, ids=[f"{r}-{o}" for r, o in VARIANTS])
@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 2**31), n=st.integers(2, 9))
def test_random_matches_keep_every_invariant(rules: str, options: dict[str, object], seed: int, n: int) -> None:
    m = play_random(rules, n, seed, dict(options), check_views=True)
    assert m.finished
    s = m.summary()
    assert s["to_act"] == []
    assert s["winner"] is not None
