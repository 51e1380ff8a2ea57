"""Coteccio in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.core.match import Match
from taverna.games.spec import ITALIAN, Features, GameSpec, Json, card_words, plain


def _coteccio_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """Money: what the player won from the pool less what they paid in (stake, doctor's fees)."""
    summ = match.summary()
    paid, won = summ.get("paid") or {}, summ.get("won") or {}
    return [float(won.get(p, 0)) - float(paid.get(p, 0)) for p in match.players]


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
)
