"""Zifuli in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.games.spec import CUCKOO, Features, GameSpec, card_words, plain

SPEC = GameSpec(
    "zifuli",
    actions=lambda m: [*card_words("bid", CUCKOO), *plain("pass"), *card_words("play", CUCKOO)],
    features=Features(
        counters=("chips", "out"),
        seat_keys=("turn", "dealer", "boss", "partner", "passed", "to_act", "winner"),
        scalars=("round", "rounds", "deal", "alone", "tricks_left", "finished"),
        seat_scalars=("hand_sizes", "tricks_won"),
        cards=("hand", "card"),
        seat_cards=("trick", "last_trick", "bids", "revealed"),
        phases=("auction", "tricks"),
    ),
    # the generic returns: chips won or lost since the match_start event's chips
    notes="returns: chips won or lost",
)
