"""Every game that announces partnerships declares them as ``Match.teams`` (issue 33: the arena seated Cuajo's
partners cyclically because Cuajo declared no teams).

The announcement is the game's own: a ``match_start`` event that lists ``teams`` or ``partnerships`` of two or
more players.  A game whose sides change from deal to deal (Zifuli's Boss and the twin's secret holder) announces
no fixed sides and declares none.
"""

from __future__ import annotations

import pytest

from taverna.games import create_match
from tests.research.configs import configs, ids

CONFIGS = configs()


@pytest.mark.parametrize(("game", "rules", "n", "options"), CONFIGS, ids=ids())
def test_announced_partnerships_are_declared(game: str, rules: str | None, n: int, options: dict) -> None:
    m = create_match(game, rules=rules, players=[f"P{i}" for i in range(n)], options=options, seed=7)
    start = next(e for e in m.log if e.kind == "match_start") if any(e.kind == "match_start" for e in m.log) else None
    announced = None
    if start is not None:
        announced = start.data.get("teams") or start.data.get("partnerships")
    if announced and any(len(side) > 1 for side in announced):
        assert m.teams is not None, f"{game} announces partnerships {announced} but declares no teams"
        assert [list(t) for t in m.teams] == [list(t) for t in announced]
    if m.teams is not None:
        seats = [p for side in m.teams for p in side]
        assert sorted(seats) == sorted(m.players), "every player is on exactly one side"


def test_the_partnership_games_are_the_ones_expected() -> None:
    """The games with fixed partnerships at four players: Coch, Torionfo and Cuajo (a regression guard)."""
    declared = set()
    for g, rules, n, opts in CONFIGS:
        teams = create_match(g, rules=rules, players=[f"P{i}" for i in range(n)], options=opts).teams
        if teams and any(len(t) > 1 for t in teams):
            declared.add(g)
    assert declared == {"coch", "torionfo", "cuajo"}
