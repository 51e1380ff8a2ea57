"""Coch's card points: those of :mod:`taverna.games.card_points`, which Zifuli counts too."""

from taverna.games.card_points import (
    HALF_POINTS,
    RECOUNT,
    TOTAL_HALF_POINTS,
    TOTAL_RECOUNT,
    compare,
    half_points,
    recount,
    shown,
)

__all__ = ["HALF_POINTS", "RECOUNT", "TOTAL_HALF_POINTS", "TOTAL_RECOUNT", "compare", "half_points", "recount", "shown"]
