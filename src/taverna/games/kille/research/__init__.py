"""Kille's own research part (the registry's part ``research``): its returns for the OpenSpiel-shaped
states (:mod:`taverna.research.envs.spiel`), read from the match's counters instead of its summary
(the same values as ``generic_returns``)."""

from __future__ import annotations

from typing import Any

from taverna.core.match import Match
from taverna.games.spec import _initial_counter, generic_returns

Json = Any


def shared_returns(returns: Any, proto: Match) -> Any:
    """Kille's returns as ``generic_returns`` gives them, from the match's counters (without its
    summary): the chips won or lost (Duplicate: no ``match_start`` event, so less the start's), else
    the points less their mean."""
    if returns is not generic_returns:  # another declaration: its own function
        return None

    def kille(match: Match, start: dict[str, Json]) -> list[float]:
        m: Any = match
        if m.opts.duplicate:
            return [float(m.chips[p]) - _initial_counter(start, p, "chips") for p in m.players]
        pts = [float(m.points[p]) for p in m.players]
        mean = sum(pts) / len(pts)
        return [x - mean for x in pts]

    return kille
