"""Cuajo in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.cards import cuajo as cuajo_cards
from taverna.core.match import Action, Match
from taverna.games.spec import CUAJO, Features, GameSpec, card_words, plain


def _cuajo_actions(m: Match) -> list[Action]:
    kings = [CUAJO.card_str(k) for k in cuajo_cards.KINGS]
    return [
        *plain("draw", "take", "win", "time", "pass", "silent", "purro"),
        *[Action("purro", k) for k in kings],
        *card_words("secret", CUAJO),
        *card_words("sowee", CUAJO),
        *card_words("discard", CUAJO),
    ]


SPEC = GameSpec(
    "cuajo",
    pack=CUAJO,
    actions=_cuajo_actions,
    features=Features(
        counters=("money", "cards", "purro", "penalty"),
        seat_keys=("turn", "dealer", "to_act"),
        scalars=("deal", "deals", "stock", "finished"),
        cards=("hand", "discards", "sowee", "waits"),
        seat_cards=(),
        phases=("play", "draw", "purro", "claim"),
        scales=(("money", 100.0),),
    ),
)
