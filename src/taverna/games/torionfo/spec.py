"""Torionfo in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_str
from taverna.core.match import Action, Match
from taverna.games.spec import (
    CUCKOO,
    TRICK_READERS,
    Features,
    GameSpec,
    Json,
    Readers,
    card_words,
    counter_entries,
    int_words,
)
from taverna.games.torionfo.engine import TorionfoMatch


def _torionfo_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """The card points of the player's side less the other side's, over the deals played so far
    (twice the side's total less the sum of both)."""
    m: Any = match
    totals, team = m.totals, m.team_of
    both = sum(totals)
    return [float(2 * totals[team[p]] - both) for p in m.players]


# TorionfoMatch.view's features read from the match (the view's card names as the match's numbers)
READERS = Readers(
    engine=TorionfoMatch,
    card_name=card_str,
    entries=counter_entries,
    keys={
        **TRICK_READERS,
        "cutter": lambda m, v: m.cutter,
        "deal": lambda m, v: m.deal_no,
        "deals": lambda m, v: m.opts.deals,
        "stock": lambda m, v: len(m.stock),
        "hand_size": lambda m, v: m.hand_size,
        "won": lambda m, v: {p: len(w) for p, w in m.won.items()},
        "torionfo": lambda m, v: () if m.torionfo is None else (m.torionfo,),
        "cut_taken": lambda m, v: m.cut_taken,
        "turn_taken": lambda m, v: m.turn_taken,
        "played": lambda m, v: m.played,
        "discards": lambda m, v: ((v, m.discards[v]),),  # (the others' discards: how many, no cards)
        "phase": lambda m, v: m.phase,
    },
    growing=frozenset({"played"}),  # (appended to as cards are played, replaced at each deal)
)


SPEC = GameSpec(
    "torionfo",
    actions=lambda m: [
        *int_words("cut", range(1, 40)),
        *card_words("discard", CUCKOO),
        *card_words("play", CUCKOO),
        Action("base", "number"),
        Action("base", "picture"),
    ],
    features=Features(
        counters=("points",),
        seat_keys=("turn", "dealer", "cutter", "to_act", "winner"),
        scalars=("deal", "deals", "stock", "hand_size", "tricks_left", "finished"),
        seat_scalars=("hand_sizes", "won"),
        cards=("hand", "torionfo", "cut_taken", "turn_taken", "played"),
        seat_cards=("trick", "discards"),
        phases=("cut", "discard", "base", "play"),
    ),
    returns=_torionfo_returns,
    notes="returns: the side's card points less the other side's (totals over the deals)",
    readers=READERS,
)
