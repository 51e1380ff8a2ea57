"""Zifuli in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.cards.cuckoo import card_str
from taverna.games.spec import (
    CUCKOO,
    KIND_TRICK_READERS,
    Features,
    GameSpec,
    Readers,
    card_pairs,
    card_words,
    counter_entries,
    plain,
)
from taverna.games.zifuli.engine import ZifuliMatch

# ZifuliMatch.view's features read from the match (the view's card names as the match's numbers)
READERS = Readers(
    engine=ZifuliMatch,
    card_name=card_str,
    entries=counter_entries,
    keys={
        **KIND_TRICK_READERS,
        "boss": lambda m, v: m.boss,
        "partner": lambda m, v: m._partner_seen_by(v),
        "passed": lambda m, v: list(m.passed),
        "round": lambda m, v: m.round_no + (0 if m.over else 1),
        "rounds": lambda m, v: m.opts.rounds,
        "deal": lambda m, v: m.deal_no,
        "alone": lambda m, v: m._alone_seen_by(v),
        "card": lambda m, v: () if m.card is None else (m.card,),
        "bids": lambda m, v: card_pairs(m.bids),
        "revealed": lambda m, v: [(p, cs) for p, cs in m.revealed.items() if cs],
        "phase": lambda m, v: "over" if m.over else m.phase,
    },
)

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
    readers=READERS,
    # the generic returns: chips won or lost since the match_start event's chips
    notes="returns: chips won or lost",
)
