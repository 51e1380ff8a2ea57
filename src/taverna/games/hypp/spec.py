"""Hypp in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.core.match import Action, Match
from taverna.games.spec import Features, GameSpec, int_words, levels, plain


def _hypp_actions(m: Match) -> list[Action]:
    limit = int(getattr(getattr(m, "opts", None), "limit", 10))
    return [*plain("pass"), *int_words("packet", range(1, 40)), *int_words("bet", levels(limit))]


SPEC = GameSpec(
    "hypp",
    actions=_hypp_actions,
    features=Features(
        counters=("chips", "out"),
        seat_keys=("turn", "dealer", "winner"),
        scalars=("round", "limit", "max_packet", "packet_size", "finished"),
        seat_scalars=("bets",),
        cards=(),
        seat_cards=(),
        phases=("packet", "bets"),
        scales=(("chips", 50.0),),
    ),
)
