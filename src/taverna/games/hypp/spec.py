"""Hypp in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from typing import Any

from taverna.cards.cuckoo import card_str
from taverna.core.match import Action, Match
from taverna.games.hypp.engine import HyppMatch
from taverna.games.spec import STATUS_READERS, Features, GameSpec, Readers, counter_entries, int_words, levels, plain


def _hypp_actions(m: Match) -> list[Action]:
    limit = int(getattr(getattr(m, "opts", None), "limit", 10))
    return [*plain("pass"), *int_words("packet", range(1, 40)), *int_words("bet", levels(limit))]


def _argument_key(m: Any, player: str, word: str) -> int | None:
    """What HyppMatch._check_arg accepts depends on: a packet of 1 to the most cards each player may
    get, a bet of 1 to the limit or the player's chips, whichever is less."""
    if word == "packet":
        return int(m._max_packet())
    if word == "bet":
        return int(min(m.opts.limit, m.chips[player]))
    return None


# HyppMatch.view's features read from the match (no cards among them)
READERS = Readers(
    engine=HyppMatch,
    card_name=card_str,
    entries=counter_entries,
    keys={
        **STATUS_READERS,
        "turn": lambda m, v: None if m.over else m.turn,
        "dealer": lambda m, v: m.dealer,
        "round": lambda m, v: m.round_no,
        "limit": lambda m, v: m.opts.limit,
        "max_packet": lambda m, v: m._max_packet(),
        "packet_size": lambda m, v: len(next(iter(m.packets.values()))) if m.packets else None,
        "bets": lambda m, v: m.bets,
        "phase": lambda m, v: m.phase,
    },
)

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
    argument_key=_argument_key,
    readers=READERS,
)
