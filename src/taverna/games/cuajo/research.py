"""Cuajo's own research part (the registry's part ``research``): its returns for the research environments
(:mod:`taverna.research.envs.spiel` and :mod:`taverna.research.envs.fastobs`), read from the match's money
instead of its summary: the same values as ``generic_returns`` (the money won or lost since the state
was created: Cuajo's ``match_start`` event holds no money)."""

from __future__ import annotations

from typing import Any

from taverna.core.match import Match
from taverna.games.spec import _initial_counter, generic_returns

Json = Any


def shared_returns(returns: Any, proto: Match) -> Any:
    if returns is not generic_returns:  # another declaration: its own function
        return None

    def cuajo(match: Match, start: dict[str, Json]) -> list[float]:
        money = match.money  # type: ignore[attr-defined]
        return [float(money[p]) - _initial_counter(start, p, "money") for p in match.players]

    return cuajo


fast_returns = shared_returns
