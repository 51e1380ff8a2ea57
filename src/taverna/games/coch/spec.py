"""Coch in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.cards.cuckoo import card_str
from taverna.core.match import Match
from taverna.games.coch.engine import CochMatch
from taverna.games.spec import (
    CUCKOO,
    KIND_TRICK_READERS,
    Features,
    GameSpec,
    Json,
    Readers,
    card_words,
    counter_entries,
    team_of,
)


def _coch_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """The deals won by the player's side less the other side's (the match's outcome: +1, 0 or -1
    for the rulebook's single deal)."""
    won = list(getattr(match, "won", [0, 0]))
    team = team_of(match)
    return [float(won[team[p]] - won[1 - team[p]]) for p in match.players]


# CochMatch.view's features read from the match (the view's card names as the match's numbers)
READERS = Readers(
    engine=CochMatch,
    card_name=card_str,
    entries=counter_entries,
    keys={
        **KIND_TRICK_READERS,
        "partner": lambda m, v: m._partner(v),
        "deal": lambda m, v: m.deal_no,
        "deals": lambda m, v: m.opts.deals,
    },
)

SPEC = GameSpec(
    "coch",
    actions=lambda m: card_words("play", CUCKOO),
    features=Features(
        counters=("points", "won"),
        seat_keys=("turn", "dealer", "partner", "to_act", "winner"),
        scalars=("deal", "deals", "tricks_left", "finished"),
        seat_scalars=("hand_sizes", "tricks_won"),
        cards=("hand",),
        seat_cards=("trick", "last_trick"),
    ),
    returns=_coch_returns,
    notes="returns: deals won by the side less the other side's (single deal: +1 win, -1 loss, 0 draw)",
    readers=READERS,
)
