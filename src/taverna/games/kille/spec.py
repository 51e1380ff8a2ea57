"""Krypkille in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_str
from taverna.games.kille.engine import KilleMatch
from taverna.games.spec import CUCKOO, TRICK_READERS, Features, GameSpec, Readers, card_words, counter_entries


def _used(m: Any, viewer: str) -> list[tuple[str, list[int]]]:
    """The cards used, gathered face up before each player (Duplicate: face down, the viewer's own
    only: the others' are a number of cards)."""
    return [(p, m.used[p]) for p in m.players if not m.opts.duplicate or p == viewer]


# KilleMatch.view's features read from the match (the view's card names as the match's numbers)
READERS = Readers(
    engine=KilleMatch,
    card_name=card_str,
    entries=counter_entries,
    keys={
        **TRICK_READERS,
        "hand": lambda m, v: m.hands.get(v, []),
        "round": lambda m, v: m.round_no,
        "rounds": lambda m, v: m.rounds,
        "used": _used,
    },
)

SPEC = GameSpec(
    "kille",
    actions=lambda m: card_words("play", CUCKOO),
    features=Features(
        counters=("points", "chips"),
        seat_keys=("turn", "dealer", "winner"),
        scalars=("round", "rounds", "tricks_left", "finished"),
        seat_scalars=("hand_sizes",),
        cards=("hand",),
        seat_cards=("trick", "used"),
    ),
    readers=READERS,
)
