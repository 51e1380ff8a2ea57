"""Torionfo in the research API: its action table, the view keys its tensors encode, its returns
(:mod:`taverna.games.spec`)."""

from __future__ import annotations

from taverna.core.match import Action, Match
from taverna.games.spec import CUCKOO, Features, GameSpec, Json, card_words, int_words, team_of


def _torionfo_returns(match: Match, start: dict[str, Json]) -> list[float]:
    """The card points of the player's side less the other side's, over the deals played so far."""
    totals = list(getattr(match, "totals", []))
    team = team_of(match)
    return [float(totals[team[p]] - sum(v for i, v in enumerate(totals) if i != team[p])) for p in match.players]


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
)
