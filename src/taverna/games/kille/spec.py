"""Krypkille in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.games.spec import CUCKOO, Features, GameSpec, card_words

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
)
