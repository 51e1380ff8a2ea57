"""Zifuli's own research part (the registry's part ``research``): its returns for the research environments
(:mod:`taverna.research.envs.spiel` and :mod:`taverna.research.envs.fastobs`), read from the match's chips
instead of its summary: the same values as ``generic_returns`` (the chips won or lost since the
``match_start`` event's chips, the amount everyone starts with)."""

from __future__ import annotations

from typing import Any

from taverna.core.match import Match
from taverna.games.spec import generic_returns

Json = Any


def shared_returns(returns: Any, proto: Match) -> Any:
    if returns is not generic_returns:  # another declaration: its own function
        return None

    def zifuli(match: Match, start: dict[str, Json]) -> list[float]:
        m: Any = match
        first = float(m.opts.chips)
        return [float(m.chips[p]) - first for p in m.players]

    return zifuli


fast_returns = shared_returns
