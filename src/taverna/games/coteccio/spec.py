"""Coteccio in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from typing import Any

from taverna.cards.italian import card_str
from taverna.core.match import Match
from taverna.games.coteccio.engine import CoteccioMatch
from taverna.games.spec import (
    ITALIAN,
    STATUS_READERS,
    TRICK_READERS,
    Features,
    GameSpec,
    Json,
    Readers,
    card_words,
    plain,
)


def _coteccio_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """Money: what the player won from the pool less what they paid in (stake, doctor's fees): the
    summary's ``won`` less its ``paid``, read from the match without building the summary."""
    m: Any = match
    paid, winner, pool = m.paid, m.winner, m.pool
    return [float(pool if p == winner else 0) - float(paid.get(p, 0)) for p in m.players]


# CoteccioMatch.view's features read from the match (the view's card names as the match's numbers)
READERS = Readers(
    engine=CoteccioMatch,
    card_name=card_str,
    entries=lambda m, v: {p: m._entry(p) for p in m.players},
    keys={
        **STATUS_READERS,
        "dealer": lambda m, v: m.dealer,
        "leader": lambda m, v: m.leader,
        "pool": lambda m, v: 0 if m.finished else m.pool,
        "deal": lambda m, v: m.deal_no,
        "hand": lambda m, v: m.hands.get(v, ()),
        "trick": TRICK_READERS["trick"],
        "phase": lambda m, v: "over" if m.finished else m.phase,
    },
)

SPEC = GameSpec(
    "coteccio",
    pack=ITALIAN,
    actions=lambda m: [*card_words("play", ITALIAN), *plain("annul", "lead", "doctor", "drop")],
    features=Features(
        counters=("lives", "out", "doctor_calls", "in_deal", "cards_left", "tricks"),
        seat_keys=("to_act", "dealer", "leader", "winner"),
        scalars=("pool", "deal"),
        cards=("hand",),
        seat_cards=("trick",),
        phases=("play", "capotto", "doctor"),
        scales=(("pool", 1000.0),),
    ),
    returns=_coteccio_returns,
    # no ``eliminated``: a player out of the match comes back when all the players of a deal die
    # at once (everyone restarts), so no elimination is final before the end
    readers=READERS,
)
